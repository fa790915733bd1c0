import type { SessionUser } from '@seniorguide/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { writeReportFilters } from './logic/report-filters.ts';
import { AlertBanner } from './alerts/AlertBanner.tsx';
import { HourlyTable } from './hourly/HourlyTable.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { FilterBar } from './filters/FilterBar.tsx';
import { useAppliedFilters } from './filters/useAppliedFilters.ts';
import { loadReport } from './report/load-report.ts';
import { ReportView } from './report/ReportView.tsx';
import { useLoad, type SessionLossHandler } from './report/useLoad.ts';
import { OperatorZoneContext, zoneOfUser } from './session/operator-zone.ts';
import { dashboardTexts } from './texts.ts';

const PanelsBelowReport = lazy(() => import('./PanelsBelowReport.tsx'));

/** The signed-in dashboard: filters kept in the URL, the report for them, Refresh and sign-out. */
export function OperatorDashboard({
  user,
  hasJustSignedIn,
  onSignOut,
  onSessionLoss,
}: {
  user: SessionUser;
  hasJustSignedIn: boolean;
  onSignOut: () => void;
  onSessionLoss: SessionLossHandler;
}) {
  const timeZone = zoneOfUser(user);
  const { filters, apply } = useAppliedFilters(timeZone);
  const [refreshCount, setRefreshCount] = useState(0);
  const refresh = useCallback(() => setRefreshCount((count) => count + 1), []);

  const reportKey = JSON.stringify([filters, refreshCount]);
  // The report and the first view of the panels below it, in one call; the panels call their own routes only
  // once the operator changes what they show.
  const report = useLoad({
    key: reportKey,
    load: (signal) => loadReport({ filters, stamp: reportKey, signal }),
    onSessionLoss,
  });

  const isShowingOldFilters = report.data !== null && reportKey !== JSON.stringify([report.data.filters, refreshCount]);
  const status = report.isLoading ? (report.data ? dashboardTexts.updatingReport : dashboardTexts.loadingReport) : '';

  return (
    <OperatorZoneContext value={timeZone}>
      <div className="flex flex-col gap-6">
        <DashboardHeader focusTitle={hasJustSignedIn}>
          <span className="text-base">
            {dashboardTexts.signedInAs} <strong>{user.email}</strong>
          </span>
          <button type="button" className="btn btn-primary tap-target" onClick={refresh} aria-busy={report.isLoading}>
            {report.isLoading && report.data ? dashboardTexts.refreshing : dashboardTexts.refresh}
          </button>
          <button type="button" className="btn btn-outline tap-target" onClick={onSignOut}>
            {dashboardTexts.signOut}
          </button>
        </DashboardHeader>
        {report.data ? (
          <AlertBanner
            firstView={{ key: report.data.stamp, part: report.data.panels.alerts }}
            onSessionLoss={onSessionLoss}
          />
        ) : null}
        <FilterBar applied={filters} affiliates={report.data?.affiliates ?? []} onApply={apply} />
        <p role="status" aria-live="polite" className="min-h-7 font-semibold" data-testid="report-status">
          {status}
        </p>
        {report.error ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-4 rounded-box border-2 border-error bg-base-100 p-4"
          >
            <p>
              <strong>{dashboardTexts.reportFailed}</strong> {report.error}
            </p>
            <button type="button" className="btn btn-outline tap-target" onClick={refresh}>
              {dashboardTexts.retry}
            </button>
          </div>
        ) : null}
        {report.data ? (
          <div
            aria-busy={report.isLoading}
            className={isShowingOldFilters ? 'opacity-60' : undefined}
            data-testid="report"
            data-view={writeReportFilters(report.data.filters)}
          >
            <ReportView data={report.data} onOpen={apply} onSessionLoss={onSessionLoss} />
            {report.data.hourly ? (
              <div className="mt-6">
                <HourlyTable hours={report.data.hourly} filters={report.data.filters} />
              </div>
            ) : null}
          </div>
        ) : null}
        {/* The panels below the report appear with it, not before it: drawn earlier, the report would push them
          down under the operator's eyes (a layout shift). Their code is fetched then too (PanelsBelowReport.tsx). */}
        {report.data || report.error ? (
          <Suspense fallback={null}>
            <PanelsBelowReport
              user={user}
              filters={filters}
              firstView={report.data}
              refreshCount={refreshCount}
              refresh={refresh}
              onSessionLoss={onSessionLoss}
            />
          </Suspense>
        ) : null}
      </div>
    </OperatorZoneContext>
  );
}
