import type { Request } from 'express';
import { verifyUnsubscribeToken } from '../email/unsubscribe-token.ts';
import { HttpError } from '../http/http-error.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import { createSuppressionKeyer } from '../privacy/suppression-key.ts';
import type { Store } from '../store/port.ts';
import type { Clock } from '../clock.ts';

// The email footer's unsubscribe link (GET, a person clicking) and its RFC 8058 one-click twin (POST from the
// mail provider). Both record the opt-out (a keyed hash) for the address the token was made for; neither shows it.

const plainPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unsubscribed</title></head><body style="font:20px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">
<h1>You are unsubscribed</h1><p>We will not send you any more email. Your free guide stays yours.</p></body></html>`;

function wantsPage(req: Request): boolean {
  return req.accepts(['json', 'html']) === 'html';
}

export function mountUnsubscribeRoutes({
  mount,
  store,
  secret,
  clock,
}: {
  mount: RouteMounter;
  store: Store;
  secret: string;
  clock: Clock;
}): void {
  const suppressionKeyOf = createSuppressionKeyer(secret);
  async function optOut(token: string): Promise<void> {
    const email = verifyUnsubscribeToken(token, secret);
    if (!email)
      throw new HttpError({
        code: 'invalid_request',
        message: 'This unsubscribe link is not valid. Please use the link from our latest email.',
      });
    await store.addOptOut({ addressKey: suppressionKeyOf(email), at: clock() });
  }

  // GET /api/unsubscribe?token=…: the link a person clicks; answers a plain page to a browser
  mount('openUnsubscribeLink', async ({ query }, { req, res }) => {
    await optOut(query.token);
    if (wantsPage(req)) res.type('html').send(plainPage);
    return { success: true };
  });

  // POST /api/unsubscribe?token=…: List-Unsubscribe-Post one-click (form body `List-Unsubscribe=One-Click`, ignored)
  mount('unsubscribe', async ({ query }) => {
    await optOut(query.token);
    return { success: true };
  });
}
