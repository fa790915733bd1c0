import type { DashboardPanelPart, SessionUser } from '@seniorguide/contracts';
import type { ReportFilters } from './logic/report-filters.ts';
import type { ReportData } from './report/load-report.ts';
import { ExperimentPanel } from './experiments/ExperimentPanel.tsx';
import { OfferOrderPanel } from './offer-order/OfferOrderPanel.tsx';
import { PostbackHealthPanel } from './postbacks/PostbackHealthPanel.tsx';
import { PrivacyPanel } from './privacy/PrivacyPanel.tsx';
import type { LoadSeed, SessionLossHandler } from './report/useLoad.ts';
import { HeldConversionsPanel } from './review/HeldConversionsPanel.tsx';

// The panels under the report, in a chunk of their own: the dashboard imports it once the report is drawn, so
// their code (about a tenth of the dashboard's) is not in the first bundle the sign-in waits for.

export default function PanelsBelowReport({
  user,
  filters,
  firstView,
  refreshCount,
  refresh,
  onSessionLoss,
}: {
  user: SessionUser;
  filters: ReportFilters;
  /** The report with its panels' first view; null when the report failed (each panel then calls its own route). */
  firstView: ReportData | null;
  refreshCount: number;
  refresh: () => void;
  onSessionLoss: SessionLossHandler;
}) {
  // Without a first view (the report failed), a stamp no seed matches: each panel asks its own route.
  const stamp = firstView?.stamp ?? `without-first-view:${refreshCount}`;
  const seed = <T,>(part: DashboardPanelPart<T> | undefined): LoadSeed<T> | null =>
    part ? { key: stamp, part } : null;
  return (
    <>
      <ExperimentPanel stamp={stamp} firstView={seed(firstView?.panels.experiments)} onSessionLoss={onSessionLoss} />
      <OfferOrderPanel stamp={stamp} firstView={seed(firstView?.panels.offerOrder)} onSessionLoss={onSessionLoss} />
      <HeldConversionsPanel
        stamp={stamp}
        firstView={seed(firstView?.panels.held)}
        onDecided={refresh}
        onSessionLoss={onSessionLoss}
      />
      <PostbackHealthPanel
        filters={filters}
        stamp={stamp}
        firstView={seed(firstView?.panels.postbacks)}
        onSessionLoss={onSessionLoss}
      />
      <PrivacyPanel user={user} figures={firstView?.panels.consentFigures ?? null} />
    </>
  );
}
