import { noDimensionValue, overflowDimensionValue, reportStages, scopeKey } from '../counting/dimension-counts.ts';
import { quarterMs, quartersPerDay } from '../counting/records.ts';
import type { DimensionsPort, DimensionValueCounts } from '../store/ports/dimensions.ts';
import { affiliateLabel, type AlertSettings, type FoundAlert } from './alert-settings.ts';
import { controlLimitBreach, type ControlLimitBreach } from './control-limit.ts';

// An affiliate's or sub id's rates against its own history: the last `rateWindowHours` (6) against the
// `rateBaselineDays` (14) days before them, read from the dimension counts (two reads per scope: the
// affiliates, and the sub ids of each affiliate with traffic enough), never from the event log.
//   signup rate: signups per visit, a share: binomial limit p̄ ± 3·sqrt(p̄(1−p̄)/n), n = the window's visits
//   accept rate: accepted offers per signup, a count that can pass 1: Poisson limit λ̄ ± 3·sqrt(λ̄/n), n = signups

const stage = (name: (typeof reportStages)[number]) => reportStages.indexOf(name);
const [visits, signups, accepted] = [stage('impression'), stage('email'), stage('accepted')];

type Windows = {
  window: { fromQuarter: number; toQuarter: number };
  baseline: { fromQuarter: number; toQuarter: number };
};

function windowsAt(now: number, settings: AlertSettings): Windows {
  const toQuarter = Math.floor(now / quarterMs) + 1;
  const fromQuarter = toQuarter - (settings.rateWindowHours * 60 * 60 * 1000) / quarterMs;
  return {
    window: { fromQuarter, toQuarter },
    baseline: { fromQuarter: fromQuarter - settings.rateBaselineDays * quartersPerDay, toQuarter: fromQuarter },
  };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const perSignup = (rate: number) => rate.toFixed(2);

function describeBreach(breach: ControlLimitBreach, format: (rate: number) => string, settings: AlertSettings) {
  return `${format(breach.rate)} in the last ${settings.rateWindowHours} hours against ${format(breach.baselineRate)} over the ${settings.rateBaselineDays} days before (expected between ${format(breach.lower)} and ${format(breach.upper)}).`;
}

/** The signup-rate and accept-rate alerts of one value (an affiliate, or a sub id of one). */
function judgeValue({
  affiliateId,
  subId,
  now,
  then,
  settings,
}: {
  affiliateId: string;
  subId: string | null;
  now: number[];
  then: number[];
  settings: AlertSettings;
}): FoundAlert[] {
  const of = (counts: number[], index: number) => counts[index] ?? 0;
  const subject = subId === null ? affiliateLabel(affiliateId) : `sub id ${subId} of ${affiliateLabel(affiliateId)}`;
  const key = `${affiliateId}:${subId ?? ''}`;
  const found: FoundAlert[] = [];
  const signupBreach = controlLimitBreach({
    model: 'binomial',
    count: of(now, signups),
    units: of(now, visits),
    baselineCount: of(then, signups),
    baselineUnits: of(then, visits),
    sigmas: settings.rateSigmas,
    minUnits: settings.rateMinVisits,
    minBaselineUnits: settings.rateMinBaselineVisits,
  });
  if (signupBreach)
    found.push({
      id: `signup_rate:${key}`,
      rule: 'signup_rate',
      affiliateId,
      subId,
      title: `The signup rate of ${subject} is ${signupBreach.direction === 'below' ? 'down' : 'up'} beyond its usual range`,
      detail: `Signups per visit: ${describeBreach(signupBreach, percent, settings)}`,
    });
  const acceptBreach = controlLimitBreach({
    model: 'poisson',
    count: of(now, accepted),
    units: of(now, signups),
    baselineCount: of(then, accepted),
    baselineUnits: of(then, signups),
    sigmas: settings.rateSigmas,
    minUnits: settings.rateMinSignups,
    minBaselineUnits: settings.rateMinBaselineSignups,
  });
  if (acceptBreach)
    found.push({
      id: `accept_rate:${key}`,
      rule: 'accept_rate',
      affiliateId,
      subId,
      title: `The accept rate of ${subject} is ${acceptBreach.direction === 'below' ? 'down' : 'up'} beyond its usual range`,
      detail: `Accepted offers per signup: ${describeBreach(acceptBreach, perSignup, settings)}`,
    });
  return found;
}

const countsByValue = (rows: readonly DimensionValueCounts[]) => new Map(rows.map((row) => [row.value, row.counts]));

/** Both windows of one scope, the values that have traffic in the window paired with their baseline. */
async function readScope(store: Pick<DimensionsPort, 'readDimensionCounts'>, scope: string, windows: Windows) {
  const [now, then] = await Promise.all([
    store.readDimensionCounts({ scope, ...windows.window }),
    store.readDimensionCounts({ scope, ...windows.baseline }),
  ]);
  const baseline = countsByValue(then);
  return now
    .filter((row) => row.value !== overflowDimensionValue)
    .map((row) => ({ value: row.value, now: row.counts, then: baseline.get(row.value) ?? [] }));
}

export async function findRateChanges({
  store,
  now,
  settings,
}: {
  store: Pick<DimensionsPort, 'readDimensionCounts'>;
  now: number;
  settings: AlertSettings;
}): Promise<FoundAlert[]> {
  const windows = windowsAt(now, settings);
  const affiliates = await readScope(
    store,
    scopeKey({ dimension: 'affiliate', affiliate: null, parent: null }),
    windows,
  );
  const found = affiliates.flatMap((row) =>
    judgeValue({ affiliateId: row.value, subId: null, now: row.now, then: row.then, settings }),
  );
  const withTraffic = affiliates
    .filter((row) => row.value !== noDimensionValue && (row.now[visits] ?? 0) >= settings.rateMinVisits)
    .sort((a, b) => (b.now[visits] ?? 0) - (a.now[visits] ?? 0))
    .slice(0, settings.rateMaxAffiliatesWithSubIds);
  for (const affiliate of withTraffic) {
    const scope = scopeKey({ dimension: 'sub_id', affiliate: affiliate.value, parent: null });
    for (const row of await readScope(store, scope, windows)) {
      if (row.value === noDimensionValue) continue;
      found.push(
        ...judgeValue({ affiliateId: affiliate.value, subId: row.value, now: row.now, then: row.then, settings }),
      );
    }
  }
  return found;
}
