import { useState } from 'react';
import { foldSmallAffiliates, smallAffiliateLimit } from '../logic/affiliate-fold.ts';
import { buildAffiliateRows } from '../logic/conversion-rows.ts';
import type { ReportFilters } from '../logic/report-filters.ts';
import { loadAffiliateFunnels } from '../report/load-report.ts';
import { useLoad, type SessionLossHandler } from '../report/useLoad.ts';
import { dashboardTexts } from '../texts.ts';
import { Section } from '../ui/Section.tsx';
import { TableFrame } from '../ui/TableFrame.tsx';
import { AffiliateTable } from './AffiliateTable.tsx';

/** Shown for "All affiliates": which affiliate's visitors converted best over the same days. */
export function AffiliateComparison({
  filters,
  affiliates,
  refreshCount,
  onOpen,
  onSessionLoss,
}: {
  filters: ReportFilters;
  affiliates: readonly string[];
  refreshCount: number;
  onOpen: (filters: ReportFilters) => void;
  onSessionLoss: SessionLossHandler;
}) {
  const key = JSON.stringify([filters.startDate, filters.endDate, affiliates, refreshCount]);
  const state = useLoad({
    key,
    load: (signal) => loadAffiliateFunnels({ filters, affiliates, signal }),
    onSessionLoss,
  });
  const [isShowingAll, setIsShowingAll] = useState(false);
  const rows = state.data ? buildAffiliateRows(state.data) : null;
  const folded = rows ? foldSmallAffiliates(rows) : null;
  const shown = isShowingAll || !folded ? { shown: rows ?? [], other: null } : folded;
  return (
    <Section
      title="Affiliates compared"
      filters={filters}
      note={`Ranked by the share of impressions that submitted an email. Choose an affiliate to see its own report. Affiliates with under ${smallAffiliateLimit} impressions and under ${smallAffiliateLimit} emails are summed in “Other”.`}
    >
      <div aria-busy={state.isLoading}>
        {state.error ? <p role="alert">{state.error}</p> : null}
        {rows ? (
          <>
            {folded?.other ? (
              <label className="mb-2 flex items-center gap-3 text-lg">
                <input
                  type="checkbox"
                  className="checkbox checkbox-lg"
                  checked={isShowingAll}
                  onChange={(event) => setIsShowingAll(event.target.checked)}
                />
                Show every affiliate
              </label>
            ) : null}
            <TableFrame label="Affiliates compared table">
              <AffiliateTable rows={shown.shown} other={shown.other} filters={filters} onOpen={onOpen} />
            </TableFrame>
          </>
        ) : (
          <p role="status">{dashboardTexts.loadingReport}</p>
        )}
      </div>
    </Section>
  );
}
