// GET /internal/traffic-sources: the URL parameter names of the traffic sources configured in the CMS, for the
// site server's arrival capture (server/page-cache/traffic-sources.ts reads this through its page memory,
// again on every publish). Only the server's own render requests reach it; anyone else gets a 404 there.
import type { APIRoute } from 'astro';
import { getTrafficSources } from '../../render/cms.ts';
import { jsonResponse } from '../../render/json-response.ts';

export const GET: APIRoute = async () => jsonResponse({ status: 200, body: { sources: await getTrafficSources() } });
