import type { RouteMounter } from '../http/route-mounter.ts';
import type { WaitlistService } from '../waitlist/waitlist-service.ts';
import type { OutboxService } from './outbox-service.ts';

export function mountNotificationRoutes({ mount, waitlist, outbox }: { mount: RouteMounter; waitlist: WaitlistService; outbox: OutboxService }): void {
  // POST /api/waitlist/:id/notify-complete: the thank-you page was reached; queue the ebook email once per entry
  mount('notifyComplete', async ({ params }, { client }) => {
    const entry = await waitlist.reachThankYou(params.id, client, { updateClient: false });
    const { queued } = await outbox.queueForEntry(entry);
    return { success: true, queued };
  });

  // POST /api/emergency-webhook: the thank-you page found no entry; queue the ebook email once per address
  mount('emergencyWebhook', async ({ body }) => {
    const { queued } = await outbox.queueForEmail(body.email);
    return { success: true, queued };
  });
}
