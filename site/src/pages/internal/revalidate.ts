// POST /internal/revalidate: the CMS's publish call; drops the content cache so the edit is live at once.
import type { APIRoute } from 'astro';
import { SITE_REVALIDATE_SECRET } from 'astro:env/server';
import { revalidateContent } from '../../render/cms.ts';
import { jsonError, jsonResponse } from '../../render/json-response.ts';
import { secretMatches } from '../../render/secret-matches.ts';

// A publish call can arrive a moment before the change is readable (the CMS waits for its transaction, but a
// replica or another sender may not): the content is read again a second later (server.ts re-renders then).
const publishSettleMs = 1000;

export const POST: APIRoute = ({ request }) => {
  const presented = request.headers.get('x-revalidate-secret');
  if (!secretMatches({ presented, expected: SITE_REVALIDATE_SECRET })) {
    return jsonError({ status: 401, code: 'unauthorized', message: 'A valid x-revalidate-secret header is required.' });
  }
  revalidateContent();
  setTimeout(revalidateContent, publishSettleMs).unref();
  return jsonResponse({ status: 200, body: { revalidated: true } });
};

export const ALL: APIRoute = () =>
  jsonError({ status: 405, code: 'method_not_allowed', message: 'Use POST to revalidate content.' });
