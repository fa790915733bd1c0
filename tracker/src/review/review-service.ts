import type { ApiParsedRequest, ApiResponse, SessionUser } from '@seniorguide/contracts';
import type { Clock } from '../clock.ts';
import type { PostbackJobs } from '../jobs/port.ts';
import type { StoredHeldConversion } from '../store/conversion-review.ts';
import type { Store } from '../store/port.ts';

// The operator's review of held conversions (/analytics): the held ones by affiliate and reason, the newest
// listed; each approved or rejected alone or many at once. A decision is one store write (status and counters
// together), then one audit record per conversion, then its postbacks: approved, queued once; rejected,
// cancelled. A decision repeated after a failure between those steps finds the conversion decided and still
// settles its postbacks, so none stays held behind a decided conversion.

export const heldListLimit = 200;

const iso = (at: number) => new Date(at).toISOString();

function toView(conversion: StoredHeldConversion): ApiResponse<'listHeldConversions'>['conversions'][number] {
  const { decidedBy: _decidedBy, ...view } = conversion;
  return {
    ...view,
    at: iso(conversion.at),
    decidedAt: conversion.decidedAt === null ? null : iso(conversion.decidedAt),
  };
}

export function createReviewService({
  store,
  postbacks,
  clock,
}: {
  store: Store;
  postbacks: PostbackJobs | null;
  clock: Clock;
}) {
  async function settlePostbacks(ids: readonly string[]): Promise<void> {
    if (!postbacks) return;
    for (const id of new Set(ids)) {
      const conversion = await store.getHeldConversion(id);
      if (conversion?.status === 'approved') await postbacks.releaseHeldPostbacks({ heldBy: id, now: clock() });
      if (conversion?.status === 'rejected') await postbacks.cancelHeldPostbacks(id);
    }
  }

  return {
    async list({
      status,
    }: ApiParsedRequest<'listHeldConversions'>['query']): Promise<ApiResponse<'listHeldConversions'>> {
      const [byAffiliate, listed] = await Promise.all([
        store.countHeldConversions(status),
        store.listHeldConversions({ status, limit: heldListLimit }),
      ]);
      return { byAffiliate, conversions: listed.conversions.map(toView), total: listed.total, limit: heldListLimit };
    },

    async decide(
      { ids, decision }: ApiParsedRequest<'decideHeldConversions'>['body'],
      actor: SessionUser,
    ): Promise<ApiResponse<'decideHeldConversions'>> {
      const verdict = decision === 'approve' ? 'approved' : 'rejected';
      const at = clock();
      const decided = await store.decideHeldConversions({ ids, decision: verdict, at, by: actor.email });
      for (const conversion of decided) {
        await store.appendAuditRecord({
          at,
          actor: actor.email,
          action: verdict === 'approved' ? 'conversion_approved' : 'conversion_rejected',
          entryId: conversion.entryId,
          detail: `${conversion.id}, affiliate ${conversion.affiliateId ?? 'direct'}, score ${conversion.score}: ${conversion.reasons.join(', ')}`,
        });
      }
      await settlePostbacks(ids);
      return { decided: decided.length };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
