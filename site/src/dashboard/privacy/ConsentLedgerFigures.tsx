import type { ConsentFigures } from '@seniorguide/contracts';
import { useEffect, useState } from 'react';
import { formatCount } from '../logic/format.ts';
import { callApi, readServerMessage } from '../../lib/api.ts';
import { privacyTexts as texts } from './privacy-texts.ts';

// The consent ledger in counts, for operators and admins alike: how many consents it holds and how many of
// their disclosures matched the CMS. Counts only: no address, no entry.

export function ConsentLedgerFigures() {
  const [figures, setFigures] = useState<ConsentFigures | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callApi('getConsentFigures', {}, { signal: controller.signal }).then(setFigures, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(readServerMessage(error) ?? String(error));
    });
    return () => controller.abort();
  }, []);

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
