import type { ApiResponse } from '@seniorguide/contracts';
import { useCallback, useState } from 'react';
import { readServerMessage } from '../../lib/api.ts';
import { useLoad, type LoadSeed, type SessionLossHandler } from '../report/useLoad.ts';
import { Section } from '../ui/Section.tsx';
import { HeldByAffiliate } from './HeldByAffiliate.tsx';
import { HeldList } from './HeldList.tsx';
import { decideHeldConversions, loadHeldConversions } from './load-held.ts';
import { reviewTexts } from './review-texts.ts';

/**
 * The review of held conversions: every held one counted by affiliate and reason, the newest listed, each
 * approved or rejected alone or many at once. A decision reloads the panel and the report, whose paid
 * figures an approval changes.
 */
export function HeldConversionsPanel({
  stamp,
  firstView,
  onDecided,
  onSessionLoss,
}: {
  /** Changes with each load of the report (its filters, Refresh). */
  stamp: string;
  /** The held conversions as the dashboard's first view brought them; a decision reads them again. */
  firstView: LoadSeed<ApiResponse<'listHeldConversions'>> | null;
  onDecided: () => void;
  onSessionLoss: SessionLossHandler;
}) {
  const [decisions, setDecisions] = useState(0);
  const held = useLoad({
    key: `${stamp}:${decisions}`,
    load: (signal) => loadHeldConversions({ signal }),
    onSessionLoss,
    seed: firstView ? { ...firstView, key: `${firstView.key}:0` } : null,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const listed = held.data?.conversions ?? [];

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const toggleAll = () =>
    setSelected((current) =>
      listed.every((conversion) => current.has(conversion.id))
        ? new Set()
        : new Set(listed.map((conversion) => conversion.id)),
    );

  async function decide(ids: string[], decision: 'approve' | 'reject') {
    setBusy(true);
    setMessage(reviewTexts.working);
    try {
      const { decided } = await decideHeldConversions({ ids, decision });
      setMessage(
        decided === 0
          ? reviewTexts.nothingDecided
          : decision === 'approve'
            ? reviewTexts.approved(decided)
            : reviewTexts.rejected(decided),
      );
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      setDecisions((count) => count + 1);
      onDecided();
    } catch (error) {
      setMessage(readServerMessage(error) ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={reviewTexts.title} filters={null} note={reviewTexts.note}>
      <div data-testid="held-review" aria-busy={held.isLoading || busy} className="flex flex-col gap-4">
        <p
          role="status"
          aria-live="polite"
          className="min-h-7 text-base font-semibold"
          data-testid="held-review-status"
        >
          {message}
        </p>
        {held.error ? (
          <p role="alert" className="font-semibold text-error">
            {reviewTexts.loadFailed} {held.error}
          </p>
        ) : null}
        {held.data === null && !held.error ? <p className="text-lg">{reviewTexts.loading}</p> : null}
        {held.data && held.data.total === 0 ? <p className="text-lg">{reviewTexts.none}</p> : null}
        {held.data && held.data.total > 0 ? (
          <>
            <HeldByAffiliate rows={held.data.byAffiliate} />
            {held.data.total > held.data.limit ? (
              <p className="text-base">{reviewTexts.moreThanListed(held.data.total, held.data.limit)}</p>
            ) : null}
            <HeldList
              conversions={listed}
              selected={selected}
              busy={busy}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onDecide={(ids, decision) => void decide(ids, decision)}
            />
          </>
        ) : null}
      </div>
    </Section>
  );
}
