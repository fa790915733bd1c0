import { reportStages, scopeKey } from '../counting/dimension-counts.ts';
import { quarterMs, quartersPerDay } from '../counting/records.ts';
import type { DimensionsPort } from '../store/ports/dimensions.ts';
import type { AlertSettings, FoundAlert } from './alert-settings.ts';

// Traffic stopped: no visit at all in the last `trafficQuietMinutes` (60, up to the current quarter-hour),
// while the same window of each of the last `trafficHistoryDays` (7) days had `trafficMinExpected` (7) or more
// on average, so a quiet night with little traffic never alerts (with 7 expected, none by chance is below
// 0.1%). Read from the dimension counts' totals (one read per day), never from the event log.

const impressions = reportStages.indexOf('impression');
const allAffiliates = scopeKey({ dimension: 'affiliate', affiliate: null, parent: null });

export async function findTrafficStopped({
  store,
  now,
  settings,
}: {
  store: Pick<DimensionsPort, 'readDimensionTotal'>;
  now: number;
  settings: AlertSettings;
}): Promise<FoundAlert[]> {
  const toQuarter = Math.floor(now / quarterMs) + 1;
  const fromQuarter = toQuarter - Math.ceil((settings.trafficQuietMinutes * 60 * 1000) / quarterMs);
  const visitsBetween = async (shiftDays: number) => {
    const shift = shiftDays * quartersPerDay;
    const total = await store.readDimensionTotal({
      scope: allAffiliates,
      fromQuarter: fromQuarter - shift,
      toQuarter: toQuarter - shift,
    });
    return total[impressions] ?? 0;
  };
  if ((await visitsBetween(0)) > 0) return [];
  const days = Array.from({ length: settings.trafficHistoryDays }, (_, index) => index + 1);
  const history = await Promise.all(days.map(visitsBetween));
  const expected = history.reduce((sum, visits) => sum + visits, 0) / days.length;
  if (expected < settings.trafficMinExpected) return [];
  return [
    {
      id: 'traffic_stopped',
      rule: 'traffic_stopped',
      affiliateId: null,
      subId: null,
      title: 'Traffic has stopped',
      detail: `No visit in the last ${settings.trafficQuietMinutes} minutes; the same time of the last ${settings.trafficHistoryDays} days had ${Math.round(expected)} on average. Check the site and the traffic sources.`,
    },
  ];
}
