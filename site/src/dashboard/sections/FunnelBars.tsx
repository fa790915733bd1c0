import type { FunnelAnalytics } from '@seniorguide/contracts';
import { buildFunnelBars, type FunnelBar } from '@seniorguide/funnel';
import { formatCount, formatPercentage } from '../logic/format.ts';

function labelOf(bar: FunnelBar): string {
  switch (bar.stage) {
    case 'impressions':
      return 'Impressions';
    case 'emails':
      return 'Submitted Email';
    case 'offer':
      return `Accepted Offer: ${bar.name ?? ''}`;
    case 'thankYou':
      return 'Reached Thank You Page';
    case 'download':
      return 'Ebook Downloaded';
  }
}

/**
 * The funnel as a share of impressions: up to 7 accepted offers between the email and the thank-you
 * page. A stage that counted more than impressions is drawn and labelled at the 100% cap, marked as
 * capped, and the note says why; its count stays exact.
 */
export function FunnelBars({ funnel }: { funnel: FunnelAnalytics }) {
  const { bars, isCapped } = buildFunnelBars(funnel);
  return (
    <div className="flex flex-col gap-3">
      {isCapped ? (
        <p
          role="note"
          data-testid="funnel-capped-note"
          className="rounded-field bg-warning p-3 font-semibold text-warning-content"
        >
          More emails than impressions: impression tracking is recent, so some signups came before it counted visits.
          Bars are capped at 100%; the counts beside them are exact.
        </p>
      ) : null}
      <ol className="flex flex-col gap-3" data-testid="funnel">
        {bars.map((bar, index) => (
          <li key={`${bar.stage}-${index}`} className="flex flex-col gap-1" data-testid="funnel-row">
            <div className="flex flex-wrap justify-between gap-x-4">
              <span className="font-semibold" data-testid="funnel-label">
                {labelOf(bar)}
              </span>
              <span>
                <span data-testid="funnel-count">{formatCount(bar.count)}</span> ·{' '}
                <span data-testid="funnel-percentage">{formatPercentage(bar.percentage)}</span>
                {bar.isCapped ? <span data-testid="funnel-capped"> (capped)</span> : null}
              </span>
            </div>
            <div className="h-4 w-full overflow-hidden rounded-full bg-base-200" aria-hidden="true">
              <div
                className={`h-full rounded-full ${bar.stage === 'offer' ? 'bg-secondary' : 'bg-primary'}`}
                style={{ width: `${bar.percentage}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
