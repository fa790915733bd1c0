import type { ApiResponse } from '@seniorguide/contracts';
import { useCallback, useState } from 'react';
import { formatCount } from '../logic/format.ts';
import type { ReportFilters } from '../logic/report-filters.ts';
import { useLoad, type LoadSeed, type SessionLossHandler } from '../report/useLoad.ts';
import { Section } from '../ui/Section.tsx';
import { loadPostbackHealth } from './load-postbacks.ts';
import { PostbackAttempts } from './PostbackAttempts.tsx';
import { PostbackFigures } from './PostbackFigures.tsx';
import { postbackTexts } from './postback-texts.ts';
import { TestPostback } from './TestPostback.tsx';

/** The postback health panel for the dashboard's period and affiliate; reloads with Refresh and after a replay. */
export function PostbackHealthPanel({
  filters,
  stamp,
  firstView,
  onSessionLoss,
}: {
  filters: ReportFilters;
  /** Changes with each load of the report (its filters, Refresh). */
  stamp: string;
  /** The health as the dashboard's first view brought it; a replay reads it again. */
  firstView: LoadSeed<ApiResponse<'getPostbackHealth'>> | null;
  onSessionLoss: SessionLossHandler;
}) {
  const [replays, setReplays] = useState(0);
  const reload = useCallback(() => setReplays((count) => count + 1), []);
  const health = useLoad({
    key: JSON.stringify([stamp, replays]),
    load: (signal) => loadPostbackHealth({ filters, signal }),
    onSessionLoss,
    seed: firstView ? { ...firstView, key: JSON.stringify([firstView.key, 0]) } : null,
  });
  const pixels = health.data?.pixels.reduce((sum, row) => sum + row.fired, 0) ?? 0;

  return (
    <Section title={postbackTexts.title} filters={filters} note={postbackTexts.note}>
      <div data-testid="postback-health" aria-busy={health.isLoading} className="flex flex-col gap-4">
        {health.error ? (
          <p role="alert" className="font-semibold text-error">
            {postbackTexts.loadFailed} {health.error}
          </p>
        ) : null}
        {health.data ? (
          <>
            <PostbackFigures rows={health.data.rows} />
            <p className="text-base" data-testid="pixel-fires">
              <strong>{postbackTexts.pixels}:</strong> {formatCount(pixels)}
            </p>
            <PostbackAttempts attempts={health.data.attempts} onReplayed={reload} />
          </>
        ) : null}
        <TestPostback affiliateId={filters.affiliateId} />
      </div>
    </Section>
  );
}
