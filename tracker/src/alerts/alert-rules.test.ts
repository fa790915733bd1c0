import { describe, expect, it } from 'vitest';
import { quarterMs, quartersPerDay } from '../counting/records.ts';
import { defaultAlertSettings } from './alert-settings.ts';
import { findMailRefused } from './mail-refused-rule.ts';
import { findPostbackOutages } from './postback-outage-rule.ts';
import { findTrafficStopped } from './traffic-rule.ts';

const now = Date.parse('2026-06-15T16:07:00Z');
const settings = defaultAlertSettings;

/** Visits per quarter-hour: `today` in the last hour, `before` in the same hour of each earlier day. */
const visitsStore = (today: number, before: number) => ({
  readDimensionTotal: async ({ fromQuarter }: { fromQuarter: number }) => {
    const currentFrom = Math.floor(now / quarterMs) + 1 - 4;
    return [
      fromQuarter === currentFrom ? today : fromQuarter < currentFrom - quartersPerDay + 1 ? before : 0,
      0,
      0,
      0,
      0,
      0,
    ];
  },
});

describe('traffic stopped', () => {
  it('alerts when the last hour has no visit and the same hour of the last 7 days had 7 or more on average', async () => {
    const [alert] = await findTrafficStopped({ store: visitsStore(0, 7), now, settings });
    expect(alert?.id).toBe('traffic_stopped');
  });

  it('stays quiet while visits come, and on a quiet hour whose history expects fewer than 7', async () => {
    expect(await findTrafficStopped({ store: visitsStore(1, 100), now, settings })).toEqual([]);
    expect(await findTrafficStopped({ store: visitsStore(0, 6), now, settings })).toEqual([]);
  });
});

describe('mail refused', () => {
  it.each([
    { refused: 2, alerts: 0 },
    { refused: 3, alerts: 1 },
  ])('alerts on $refused refused guide emails in the last hour: $alerts', async ({ refused, alerts }) => {
    const store = { countRefusedEmailJobs: async () => refused };
    expect(await findMailRefused({ store, now, settings })).toHaveLength(alerts);
  });
});

describe('postback outage', () => {
  it('alerts for an affiliate failing for 15 minutes or more, not for one failing for 14', async () => {
    const store = {
      summarisePostbackFailures: async () => [
        { affiliateId: 'aff-1', failedSince: now - 15 * 60_000, failures: 4 },
        { affiliateId: 'aff-2', failedSince: now - 14 * 60_000, failures: 9 },
        { affiliateId: null, failedSince: now - 60 * 60_000, failures: 1 },
      ],
    };
    const found = await findPostbackOutages({ store, now, settings });
    expect(found.map((alert) => alert.id)).toEqual(['postback_outage:aff-1', 'postback_outage:']);
    expect(found[1]?.title).toBe('Postbacks to direct traffic are failing');
  });
});
