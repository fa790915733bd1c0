import type { ExperimentResults } from '@seniorguide/contracts';
import { describeBlocked } from './experiment-metric-format.ts';
import { formatCount, formatMoment as formatZoneMoment } from './format.ts';

// How the experiment panel words its figures: shares with one decimal like the rest of the dashboard, the
// expected loss in percentage points (the unit of the decision rule), and the verdict as a sentence.

const landingPaths: Record<number, string> = { 1: '/', 2: '/v2', 3: '/v3' };

export function formatShare(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

export function formatInterval({ low, high }: { low: number; high: number }): string {
  return `${formatShare(low)}–${formatShare(high)}`;
}

export function formatLoss(value: number): string {
  return `${(value * 100).toFixed(2)} pt`;
}

export function describeVariant(version: number): string {
  return `v${version} (${landingPaths[version] ?? '?'})`;
}

/** A variant's name: a version (`v2 (/v2)`), or in a content experiment an arm of its one version (`Arm 2 (v2)`). */
export type VariantNamer = (version: number) => string;

export function variantNamer({
  kind,
  landingVersion,
}: {
  kind?: 'versions' | 'content' | undefined;
  landingVersion?: number | null | undefined;
}): VariantNamer {
  if (kind !== 'content') return describeVariant;
  return (arm) => `Arm ${arm} (v${landingVersion ?? '?'})`;
}

export function describeVerdict(
  verdict: ExperimentResults['overall']['verdict'],
  nameOf: VariantNamer = describeVariant,
): string {
  if (verdict.kind === 'winner') return `Winner: ${nameOf(verdict.version)}. It meets the decision rule below.`;
  if (verdict.kind === 'blocked') return describeBlocked(verdict, nameOf);
  const why =
    verdict.reason === 'minimum-sample'
      ? 'every variant needs the minimum sample first'
      : 'no variant is certain enough yet';
  return `Keep going: ${why}. Roughly ${formatCount(verdict.moreVisitors)} more visitors are needed.`;
}

export function formatMoment(iso: string, timeZone = 'America/New_York'): string {
  return `${formatZoneMoment(iso, { timeZone })} ${timeZone === 'America/New_York' ? 'Eastern' : timeZone}`;
}

export function describeSince({ since, isLatestSince }: Pick<ExperimentResults, 'since' | 'isLatestSince'>): string {
  const which = isLatestSince
    ? 'the latest "since" point (the start, or the last change of the split or of a variant’s content)'
    : 'an earlier "since" point, under an older split or content';
  return `Counted since ${formatMoment(since)}: ${which}.`;
}
