import { heldMetricsOf } from './conversion-hold.ts';
import { experimentIncrementsFor } from './experiment-increments.ts';
import { moneyOf } from './money-increments.ts';
import { orderArmCountsOf } from './order-arm-increments.ts';
import { impressionDetailOf } from './visited-page.ts';
import type { Fact } from './facts.ts';
import { allAffiliates, allVersions, directAffiliate, metrics } from './metrics.ts';
import { dayMs, quarterMs, quartersPerDay, type CounterIncrement } from './records.ts';

// Which counters a counted fact adds to. Each count lands in its UTC day row, in one of the day's 96
// quarter-hours, so a report can cut days at any zone's midnight (every current UTC offset is a multiple of 15 min).

export { dayMs, quarterMs, quartersPerDay, type CounterIncrement } from './records.ts';

function metricsOf(fact: Fact): { metric: string; detail: string }[] {
  // Scripts are what this figure is for, so bots count in it too.
  if (fact.type === 'mail_without_entry') return [{ metric: metrics.mailWithoutEntry, detail: '' }];
  if (fact.isBot) return [{ metric: metrics.bot, detail: fact.type }];
  if (fact.hold) return heldMetricsOf(fact);
  const offer = fact.offerId ?? '';
  const positioned = `${fact.position ?? 0}:${offer}`;
  switch (fact.type) {
    case 'visit':
      // Landing visits keep the detail '' (the landing-version figures read it); arrivals elsewhere keep their page.
      return [{ metric: metrics.impression, detail: fact.page ? impressionDetailOf(fact.page) : '' }];
    case 'signup':
      return [{ metric: metrics.email, detail: '' }];
    case 'continued':
      return [{ metric: metrics.continued, detail: '' }];
    case 'offer_accepted':
      return [
        { metric: metrics.offerAccepted, detail: offer },
        { metric: metrics.offerAcceptedAt, detail: positioned },
      ];
    case 'offer_declined':
      return [{ metric: metrics.offerDeclinedAt, detail: positioned }];
    case 'offer_shown':
      return [{ metric: metrics.offerShownAt, detail: positioned }];
    case 'flow_complete':
      return [{ metric: metrics.flowComplete, detail: '' }];
    case 'download':
      return [{ metric: metrics.download, detail: '' }];
    case 'anonymous_download':
      return [{ metric: metrics.anonymousDownload, detail: '' }];
    case 'signup_repeat':
      return [];
  }
}

/** The increments of one counted fact: its metrics and its money × the four roll-ups (affiliate|all × version|all). */
export function counterIncrementsFor(fact: Fact): CounterIncrement[] {
  const { day, quarter, affiliate } = cellOf(fact);
  const increments = rolledUp(fact, metricsOf(fact), 1);
  for (const { metric, detail, cents } of moneyOf(fact))
    increments.push(...rolledUp(fact, [{ metric, detail }], cents));
  increments.push(...experimentIncrementsFor({ fact, day, quarter, affiliate }));
  for (const { metric, detail, count } of orderArmCountsOf(fact))
    increments.push(...rolledUp(fact, [{ metric, detail }], count));
  return increments;
}

function cellOf(fact: Pick<Fact, 'at' | 'affiliateId'>): { day: number; quarter: number; affiliate: string } {
  const day = Math.floor(fact.at / dayMs);
  return {
    day,
    quarter: Math.floor((fact.at - day * dayMs) / quarterMs),
    affiliate: fact.affiliateId ?? directAffiliate,
  };
}

/** `count` added to each metric in the fact's cell of the four roll-ups (affiliate|all × version|all). */
export function rolledUp(
  fact: Pick<Fact, 'at' | 'affiliateId' | 'version'>,
  metricDetails: readonly { metric: string; detail: string }[],
  count: number,
): CounterIncrement[] {
  const { day, quarter, affiliate } = cellOf(fact);
  const increments: CounterIncrement[] = [];
  for (const { metric, detail } of metricDetails) {
    for (const rollAffiliate of [affiliate, allAffiliates]) {
      for (const rollVersion of [fact.version, allVersions]) {
        increments.push({ day, quarter, affiliate: rollAffiliate, version: rollVersion, metric, detail, count });
      }
    }
  }
  return increments;
}

/** Sums increments that hit the same counter cell, so a batch writes each cell once. */
export function mergeIncrements(increments: Iterable<CounterIncrement>): CounterIncrement[] {
  const merged = new Map<string, CounterIncrement>();
  for (const increment of increments) {
    const key = `${increment.affiliate}\u0000${increment.version}\u0000${increment.metric}\u0000${increment.detail}\u0000${increment.day}\u0000${increment.quarter}`;
    const existing = merged.get(key);
    if (existing) existing.count += increment.count;
    else merged.set(key, { ...increment });
  }
  return [...merged.values()];
}

/** A whole day row of one counter: the bulk form of many increments (benchmark loads). */
export type CounterRow = Omit<CounterIncrement, 'quarter' | 'count'> & { quarters: number[] };

/** Adds increments into day rows, keyed like the stores key them. */
export function addToRows(rows: Map<string, CounterRow>, increments: Iterable<CounterIncrement>): void {
  for (const { affiliate, version, metric, detail, day, quarter, count } of increments) {
    const key = `${affiliate}\u0000${version}\u0000${metric}\u0000${detail}\u0000${day}`;
    let row = rows.get(key);
    if (!row) {
      row = { affiliate, version, metric, detail, day, quarters: new Array<number>(quartersPerDay).fill(0) };
      rows.set(key, row);
    }
    row.quarters[quarter] = (row.quarters[quarter] ?? 0) + count;
  }
}
