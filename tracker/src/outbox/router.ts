import type { Response } from 'express';
import { HttpError } from '../http/http-error.ts';
import type { RouteMounter } from '../http/route-mounter.ts';
import type { RepeatSignups } from '../waitlist/repeat-signups.ts';
import { mailCapWindowMs } from './mail-caps.ts';
import type { OutboxService, QueueResult } from './outbox-service.ts';

/** The email answer, or 429 with Retry-After when this caller has triggered its mails for the day. */
function emailAnswer({ queued, callerCapped }: QueueResult, res: Response) {
  if (callerCapped) {
    res.set('Retry-After', String(mailCapWindowMs / 1000));
    throw new HttpError({
      code: 'rate_limited',
      message: 'Too many guide emails were requested from this address today. Please try again tomorrow.',
    });
  }
  return { success: true as const, queued };
}

export function mountNotificationRoutes({
  mount,
  outbox,
  repeats,
}: {
  mount: RouteMounter;
  outbox: OutboxService;
  repeats: RepeatSignups;
}): void {
  // POST /api/waitlist/:id/notify-complete: the thank-you page was reached; queue the ebook email once per entry
  // (owner only). On a repeated signup's id, the guide again to the entry's address, the entry unchanged.
  mount('notifyComplete', async ({ params }, { req, client, res }) =>
    emailAnswer(
      await repeats.orRepeat(
        { req, id: params.id },
        () => outbox.reachThankYouWithGuide(params.id, client),
        (state) => outbox.queueRepeatGuide(state.entryId, client),
      ),
      res,
    ),
  );

  // POST /api/emergency-webhook: the thank-you page found no entry; only the owner's own entry is mailed
  mount('emergencyWebhook', async ({ body }, { client, ownership, res }) =>
    emailAnswer(await outbox.queueEmergency(body.email, client, ownership()), res),
  );
}
