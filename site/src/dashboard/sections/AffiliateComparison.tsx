import type { FunnelAnalytics } from '@seniorguide/contracts';
import { useState } from 'react';
import { foldSmallAffiliates, smallAffiliateLimit } from '../logic/affiliate-fold.ts';
import { buildAffiliateRows } from '../logic/conversion-rows.ts';
import type { ReportFilters } from '../logic/report-filters.ts';
import { Section } from '../ui/Section.tsx';
import { TableFrame } from '../ui/TableFrame.tsx';
import { AffiliateTable } from './AffiliateTable.tsx';

/**
 * Shown for "All affiliates": which affiliate's visitors converted best over the same days (each affiliate's
 * funnel, brought with the report by its first view).
 */
export function AffiliateComparison({
  filters,
  funnels,
  onOpen,
}: {
  filters: ReportFilters;
  funnels: readonly { affiliateId: string; funnel: FunnelAnalytics }[];
  onOpen: (filters: ReportFilters) => void;
}) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const rows = buildAffiliateRows(funnels);
  const folded = foldSmallAffiliates(rows);
  const shown = isShowingAll ? { shown: rows, other: null } : folded;
  return (
    <Section
      title="Affiliates compared"
      filters={filters}
      note={`Ranked by the share of impressions that submitted an email. Choose an affiliate to see its own report. Affiliates with under ${smallAffiliateLimit} impressions and under ${smallAffiliateLimit} emails are summed in “Other”.`}
    >
      {folded.other ? (
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
    </Section>
  );
}
