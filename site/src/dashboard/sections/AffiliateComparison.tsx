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
  const rows = state.data ? buildAffiliateRows(state.data) : null;
  return (
    <Section
      title="Affiliates compared"
      filters={filters}
      note="Ranked by the share of impressions that submitted an email. Choose an affiliate to see its own report."
    >
      <div aria-busy={state.isLoading}>
        {state.error ? <p role="alert">{state.error}</p> : null}
        {rows ? (
          <TableFrame label="Affiliates compared table">
            <AffiliateTable rows={rows} filters={filters} onOpen={onOpen} />
          </TableFrame>
        ) : (
          <p role="status">{dashboardTexts.loadingReport}</p>
        )}
      </div>
    </Section>
  );
}
