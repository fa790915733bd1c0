import { describe, expect, it } from 'vitest';
import { launchReferralWidget } from './referral-widget.ts';

function createScheduler() {
  const pending: { run: () => void; delayMs: number }[] = [];
  return {
    schedule: (run: () => void, delayMs: number) => void pending.push({ run, delayMs }),
    pending,
  };
}

describe('referral widget launch', () => {
  it('launches the loaded widget with the email right away', () => {
    const launched: string[] = [];
    const host = { referralWidget: { launch: ({ email }: { email: string }) => void launched.push(email) } };
    const scheduler = createScheduler();
    expect(launchReferralWidget({ email: 'ann@example.com', host, schedule: scheduler.schedule })).toBe(true);
    expect(launched).toEqual(['ann@example.com']);
    expect(scheduler.pending).toHaveLength(0);
  });

  it('tries once more after 2 s when the widget has not loaded yet', () => {
    const launched: string[] = [];
    const host: { referralWidget?: unknown } = {};
    const scheduler = createScheduler();
    expect(launchReferralWidget({ email: 'bob@example.com', host, schedule: scheduler.schedule })).toBe(false);
    expect(scheduler.pending.map((item) => item.delayMs)).toEqual([2000]);
    host.referralWidget = { launch: ({ email }: { email: string }) => void launched.push(email) };
    scheduler.pending[0]?.run();
    expect(launched).toEqual(['bob@example.com']);
  });

  it('gives up quietly after the one retry', () => {
    const scheduler = createScheduler();
    launchReferralWidget({ email: 'cy@example.com', host: {}, schedule: scheduler.schedule });
    scheduler.pending[0]?.run();
    expect(scheduler.pending).toHaveLength(1);
  });

  it('does not let a broken widget break the signup', () => {
    const host = {
      referralWidget: {
        launch: () => {
          throw new Error('widget exploded');
        },
      },
    };
    expect(() => launchReferralWidget({ email: 'di@example.com', host })).not.toThrow();
  });
});
