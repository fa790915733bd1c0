import { describe, expect, it } from 'vitest';
import { isAutomationAgent } from './automation-agent.ts';
import { networkOf } from './review-keys.ts';
import { holdOf, scoreConversion, type ReviewEvidence } from './review-signals.ts';

const calm: ReviewEvidence = {
  kind: 'signup',
  secondsSinceShown: 40,
  automationAgent: false,
  hasAcceptLanguage: true,
  bursts: { network: 1, placement: 1, networkAgent: 1, subId: 1 },
  rates: { affiliateVisits: 100, affiliateSignups: 10, subIdVisits: 20, subIdSignups: 2 },
  signupHeld: false,
};

describe('scoreConversion', () => {
  it('finds nothing in a person who read the page for 40 seconds', () => {
    expect(scoreConversion(calm)).toEqual({ score: 0, reasons: [] });
  });

  it.each([
    [{ secondsSinceShown: 2.9 }, ['instant_signup'], 40],
    [{ secondsSinceShown: 3 }, [], 0],
    [{ secondsSinceShown: null }, ['no_landing'], 20],
    [{ hasAcceptLanguage: false }, ['no_accept_language'], 20],
    [{ automationAgent: true }, ['automation_agent'], 60],
    [{ bursts: { network: 5, placement: 1, networkAgent: 1, subId: 1 } }, ['network_burst'], 30],
    [{ bursts: { network: 3, placement: 3, networkAgent: 3, subId: 3 } }, ['placement_burst', 'repeated_agent'], 65],
    [{ bursts: { network: 1, placement: 1, networkAgent: 1, subId: 20 } }, ['sub_id_burst'], 15],
    [
      {
        secondsSinceShown: 1,
        hasAcceptLanguage: false,
        automationAgent: true,
        bursts: { network: 9, placement: 9, networkAgent: 9, subId: 30 },
      },
      [
        'instant_signup',
        'automation_agent',
        'no_accept_language',
        'network_burst',
        'placement_burst',
        'repeated_agent',
        'sub_id_burst',
      ],
      100,
    ],
  ])('scores a signup with %o: %o, %d', (change, reasons, score) => {
    expect(scoreConversion({ ...calm, ...change })).toEqual({ reasons, score });
  });

  it('judges a sub id whose signups per visit are far above its affiliate’s, once it has five signups', () => {
    const rates = (subIdVisits: number, subIdSignups: number) =>
      ({ ...calm, rates: { affiliateVisits: 100, affiliateSignups: 10, subIdVisits, subIdSignups } }).rates;
    expect(scoreConversion({ ...calm, rates: rates(0, 5) }).reasons).toEqual(['sub_id_rate']);
    expect(scoreConversion({ ...calm, rates: rates(10, 5) }).reasons).toEqual(['sub_id_rate']);
    expect(scoreConversion({ ...calm, rates: rates(0, 4) }).reasons).toEqual([]);
    // 25% against 10%: less than three times.
    expect(scoreConversion({ ...calm, rates: rates(20, 5) }).reasons).toEqual([]);
    expect(
      scoreConversion({
        ...calm,
        rates: { affiliateVisits: 0, affiliateSignups: 0, subIdVisits: null, subIdSignups: null },
      }).reasons,
    ).toEqual([]);
  });

  it('scores an acceptance by the time since its offer was shown and its held signup, never by landing', () => {
    const offer: ReviewEvidence = { ...calm, kind: 'offer', secondsSinceShown: 1.5 };
    expect(scoreConversion(offer)).toEqual({ score: 40, reasons: ['instant_accept'] });
    expect(scoreConversion({ ...offer, secondsSinceShown: null, signupHeld: true })).toEqual({
      score: 100,
      reasons: ['signup_held'],
    });
  });

  it('holds at or above the threshold only, and never without one', () => {
    expect(holdOf({ score: 50, reasons: ['no_landing'] }, 50)).toEqual({ score: 50, reasons: ['no_landing'] });
    expect(holdOf({ score: 49, reasons: ['no_landing'] }, 50)).toBeNull();
    expect(holdOf({ score: 100, reasons: ['signup_held'] }, null)).toBeNull();
  });
});

describe('the review’s inputs', () => {
  it.each([
    ['203.0.113.10', '203.0.113.0/24'],
    ['::ffff:203.0.113.99', '203.0.113.0/24'],
    ['2001:db8:1234:56ff::1', '2001:db8:1234:5600::/56'],
    [null, 'unknown'],
  ])('counts %s on the network %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Electron/30.0.1 Safari/537.36',
      true,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Selenium',
      true,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      false,
    ],
    [null, false],
  ])('tells automation by the agent %s: %s', (agent, expected) => {
    expect(isAutomationAgent(agent)).toBe(expected);
  });
});
