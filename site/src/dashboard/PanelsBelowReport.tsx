import type { SessionUser } from '@seniorguide/contracts';
import type { ReportFilters } from './logic/report-filters.ts';
import { ExperimentPanel } from './experiments/ExperimentPanel.tsx';
import { PostbackHealthPanel } from './postbacks/PostbackHealthPanel.tsx';
import { PrivacyPanel } from './privacy/PrivacyPanel.tsx';
import type { SessionLossHandler } from './report/useLoad.ts';
import { HeldConversionsPanel } from './review/HeldConversionsPanel.tsx';

// The panels under the report, in a chunk of their own: the dashboard imports it once the report is drawn, so
// their code (about a tenth of the dashboard's) is not in the first bundle the sign-in waits for.

export default function PanelsBelowReport({
  user,
  filters,
  refreshCount,
  refresh,
  onSessionLoss,
}: {
  user: SessionUser;
  filters: ReportFilters;
  refreshCount: number;
  refresh: () => void;
  onSessionLoss: SessionLossHandler;
}) {
  return (
    <>
      <ExperimentPanel refreshCount={refreshCount} onSessionLoss={onSessionLoss} />
      <HeldConversionsPanel refreshCount={refreshCount} onDecided={refresh} onSessionLoss={onSessionLoss} />
      <PostbackHealthPanel filters={filters} refreshCount={refreshCount} onSessionLoss={onSessionLoss} />
      <PrivacyPanel user={user} />
    </>
  );
}
