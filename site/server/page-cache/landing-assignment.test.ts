import { describe, expect, it } from 'vitest';
import { assignLanding, buildExperimentMarkCookie, buildLandingCookie, parseLandingExperiment, readKeptVersion } from './landing-assignment.ts';

const now = new Date('2026-11-25T12:00:00Z');
const running = {
  id: 'exp-1',
  status: 'running' as const,
  variants: [{ version: 1, weight: 50 }, { version: 2, weight: 50 }],
  startsAt: '2026-11-01T00:00:00Z',
  since: '2026-11-10T08:00:00.000Z',
};
const sinceMs = Date.parse('2026-11-10T08:00:00.000Z');
const markOf = (version: number) => `sg_experiment=exp-1.${version}.${sinceMs}; Path=/; SameSite=Lax`;

describe('readKeptVersion', () => {
  it.each([
    ['sg_landing=exp-1.2', 2],
    ['other=1; sg_landing=exp-1.1; more=2', 1],
    ['sg_landing=exp-0.2', null],
    ['sg_landing=exp-1.7', null],
    ['sg_landing=exp-1.2x', null],
    ['', null],
  ])('reads %s as %s', (cookieHeader, version) => {
    expect(readKeptVersion({ cookieHeader, experimentId: 'exp-1' })).toBe(version);
  });
});

describe('buildLandingCookie', () => {
  it('is first-party, Lax, HTTP-only, and Secure in production', () => {
    expect(buildLandingCookie({ experimentId: 'exp-1', version: 2, secure: true })).toBe(
      'sg_landing=exp-1.2; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure',
    );
    expect(buildLandingCookie({ experimentId: 'exp-1', version: 2, secure: false })).not.toContain('Secure');
  });
});

describe('buildExperimentMarkCookie', () => {
  it('names the experiment, the version and the since point for the page to read, for this browser session only', () => {
    expect(buildExperimentMarkCookie({ experimentId: 'exp-1', version: 2, since: sinceMs, secure: true })).toBe(`${markOf(2)}; Secure`);
  });
});

describe('assignLanding', () => {
  it('serves version 1 from the shared page without a cookie when there is no experiment', () => {
    expect(assignLanding({ experiment: null, cookieHeader: 'sg_landing=exp-1.2', secure: false, now })).toEqual({ pathname: '/', headers: {} });
  });

  it('assigns a new visitor by weight, sets the cookie and keeps shared caches out', () => {
    const answer = assignLanding({ experiment: running, cookieHeader: undefined, secure: true, now, random: () => 0.75 });
    expect(answer.pathname).toBe('/v2');
    expect(answer.headers['set-cookie']).toEqual(['sg_landing=exp-1.2; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure', `${markOf(2)}; Secure`]);
    expect(answer.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('keeps a returning visitor on their version without setting the cookie again', () => {
    const answer = assignLanding({ experiment: running, cookieHeader: `sg_landing=exp-1.1; sg_experiment=exp-1.1.${sinceMs}`, secure: false, now, random: () => 0.99 });
    expect(answer.pathname).toBe('/');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('marks a returning visitor of a new browser session, or after a new since point, as in the experiment again', () => {
    expect(assignLanding({ experiment: running, cookieHeader: 'sg_landing=exp-1.1', secure: false, now }).headers['set-cookie']).toEqual([markOf(1)]);
    const restarted = assignLanding({ experiment: running, cookieHeader: 'sg_landing=exp-1.1; sg_experiment=exp-1.1.1000', secure: false, now });
    expect(restarted.headers['set-cookie']).toEqual([markOf(1)]);
  });

  it('takes the mark away when / is no longer assigned, so a later visit is counted outside the experiment', () => {
    const paused = assignLanding({ experiment: { ...running, status: 'paused' }, cookieHeader: `sg_landing=exp-1.2; sg_experiment=exp-1.2.${sinceMs}`, secure: false, now });
    expect(paused).toEqual({ pathname: '/', headers: { 'set-cookie': ['sg_experiment=; Path=/; Max-Age=0; SameSite=Lax'] } });
    expect(assignLanding({ experiment: null, cookieHeader: `sg_experiment=exp-1.2.${sinceMs}`, secure: false, now }).headers['set-cookie']).toEqual([
      'sg_experiment=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });

  it('sends everyone to the control while paused and to the winner once finished, cookie or not', () => {
    expect(assignLanding({ experiment: { ...running, status: 'paused' }, cookieHeader: 'sg_landing=exp-1.2', secure: false, now })).toEqual({ pathname: '/', headers: {} });
    const finished = { ...running, status: 'finished' as const, winner: 2 };
    expect(assignLanding({ experiment: finished, cookieHeader: 'sg_landing=exp-1.1', secure: false, now })).toEqual({ pathname: '/v2', headers: {} });
  });

  it('splits fresh visitors in proportion to the weights', () => {
    const counts = { '/': 0, '/v2': 0 } as Record<string, number>;
    for (let visitor = 0; visitor < 10_000; visitor += 1) {
      const { pathname } = assignLanding({ experiment: running, cookieHeader: undefined, secure: false, now });
      counts[pathname] = (counts[pathname] ?? 0) + 1;
    }
    // 50/50 of 10,000: the standard deviation is 50, so ±300 is six of them.
    expect(Math.abs((counts['/'] ?? 0) - 5000)).toBeLessThan(300);
  });
});

describe('parseLandingExperiment', () => {
  it.each([
    ['an experiment', Buffer.from(JSON.stringify({ experiment: running })), running],
    ['no experiment', Buffer.from('{"experiment":null}'), null],
    ['broken JSON', Buffer.from('{'), null],
    ['a wrong shape', Buffer.from('{"experiment":{"id":""}}'), null],
    ['nothing', undefined, null],
  ])('reads %s', (_, body, expected) => {
    expect(parseLandingExperiment(body)).toEqual(expected);
  });
});
