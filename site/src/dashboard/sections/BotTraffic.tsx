import { formatCount } from '../logic/format.ts';

/** Bot visits, counted apart and never part of Impressions or any rate. */
export function BotTraffic({ botImpressions }: { botImpressions: number | undefined }) {
  return (
    <p
      data-testid="bot-traffic"
      className="rounded-box border-2 border-dashed border-base-300 bg-base-100 p-4 text-base"
    >
      <strong>Bot visits: {botImpressions === undefined ? 'not reported' : formatCount(botImpressions)}</strong>{' '}
      (automated visitors such as crawlers; left out of every figure and rate on this page)
    </p>
  );
}
