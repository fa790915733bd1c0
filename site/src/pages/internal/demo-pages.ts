// GET /internal/demo-pages: the slugs of the published demo offer pages, for the site server's page memory (it
// reads this like a page, again on every publish, and answers any other `/offer-landing/<slug>` with its 404
// page instead of rendering it). The pages themselves are public, so their slugs are too.
import type { APIRoute } from 'astro';
import { getDemoPageSlugs } from '../../render/cms.ts';
import { jsonResponse } from '../../render/json-response.ts';

export const GET: APIRoute = async () => jsonResponse({ status: 200, body: { slugs: await getDemoPageSlugs() } });
