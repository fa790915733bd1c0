import type { ConsentFigures, DashboardPanelPart } from '@seniorguide/contracts';
import { useEffect, useState } from 'react';
import { formatCount } from '../logic/format.ts';
import { callApi, readServerMessage } from '../../lib/api.ts';
import { privacyTexts as texts } from './privacy-texts.ts';

// The consent ledger in counts, for operators and admins alike: how many consents it holds and how many of
// their disclosures matched the CMS. Counts only: no address, no entry.

export function ConsentLedgerFigures({ firstView: brought }: { firstView: DashboardPanelPart<ConsentFigures> | null }) {
  // Late (its source was slow) is as good as not brought: the panel asks for them itself.
  const firstView = brought && !('late' in brought) ? brought : null;
  const [ownFigures, setFigures] = useState<ConsentFigures | null>(null);
  const [ownFailure, setFailure] = useState<string | null>(null);
  // Asked for only when the first view did not bring them (the report failed, or they were late).
  const hasFirstView = firstView !== null;
  const figures = firstView ? ('data' in firstView ? firstView.data : null) : ownFigures;
  const failure = firstView ? ('error' in firstView ? firstView.error : null) : ownFailure;
  useEffect(() => {
    if (hasFirstView) return;
    const controller = new AbortController();
    callApi('getConsentFigures', {}, { signal: controller.signal }).then(setFigures, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(readServerMessage(error) ?? String(error));
    });
    return () => controller.abort();
  }, [hasFirstView]);

  return (
    <div className="flex flex-col gap-2" data-testid="consent-ledger-figures">
      <h3 className="text-lg font-bold">{texts.ledgerTitle}</h3>
      {failure ? <p className="text-error">{failure}</p> : null}
      {figures ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
          {texts.ledgerRows(figures).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
