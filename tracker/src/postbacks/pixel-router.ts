import type { RouteMounter } from '../http/route-mounter.ts';
import type { WaitlistService } from '../waitlist/waitlist-service.ts';
import type { PostbackJobs } from '../jobs/port.ts';

// The site reports that the affiliate's browser pixel fired, so the health panel can put
// the pixel beside the server-to-server postbacks. Owner only, once per entry.

export function mountPixelRoutes({
  mount,
  waitlist,
  store,
  clock,
}: {
  mount: RouteMounter;
  waitlist: WaitlistService;
  store: PostbackJobs;
  clock: () => number;
}): void {
  // POST /api/waitlist/:id/pixel-fired: the affiliate confirmation pixel fired in the owner's browser
  mount('recordPixelFired', async ({ params }, { ownership }) => {
    ownership().requireOwner(params.id);
    const entry = await waitlist.get(params.id);
    const { recorded } = await store.recordPixelFire({
      entryId: entry.id,
      affiliateId: entry.affiliateId,
      at: clock(),
    });
    return { success: true as const, recorded };
  });
}
