import type { ReportData } from './load-report.ts';

/** Nothing at all happened in the view: no visit (bots included), signup, answer or download. */
export function isEmptyReport({ funnel, offers }: ReportData): boolean {
  return (
    funnel.totalImpressions === 0 &&
    funnel.totalEmails === 0 &&
    funnel.flowComplete === 0 &&
    funnel.downloadComplete === 0 &&
    (funnel.personalInfoComplete ?? 0) === 0 &&
    (funnel.botImpressions ?? 0) === 0 &&
    funnel.offerSelections.length === 0 &&
    offers.length === 0
  );
}
