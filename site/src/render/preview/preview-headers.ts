import type { PreviewGrant } from '@seniorguide/node-http';

// What a preview page's answer says to browsers and caches: never stored (no CDN or browser cache keeps a
// draft), never indexed, no Referer to a partner the page links to (the address holds the link), no cookie, and
// a policy under which the page can call nothing (no tracking call, no signup, no error report) and be framed
// only by the admin that asked for it.

/** The policy with one directive's sources replaced (added when the policy lacks it). */
function withDirective(policy: string, name: string, sources: string): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split(/\s+/)[0] !== name);
  return [...directives, `${name} ${sources}`].join('; ');
}

export function previewPolicy(policy: string, grant: PreviewGrant): string {
  const framed = withDirective(policy, 'frame-ancestors', grant.frameOrigin ?? "'none'");
  return withDirective(framed, 'connect-src', "'none'");
}

export function applyPreviewHeaders(headers: Headers, grant: PreviewGrant): void {
  headers.set('cache-control', 'no-store');
  headers.set('x-robots-tag', 'noindex, nofollow');
  headers.set('referrer-policy', 'no-referrer');
  headers.delete('set-cookie');
  const policy = headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', previewPolicy(policy, grant));
}

/** The answer to a preview link that is not valid for this page (forged, altered, expired). */
export function refusedPreview(): Response {
  const body =
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview link not valid</title>' +
    '<p>This preview link is not valid or has expired. Ask for a new one in the CMS.</p></html>';
  return new Response(body, {
    status: 403,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    },
  });
}
