import { readLandingAssignment, signLandingAssignment } from '@seniorguide/node-http';
import { describe, expect, it } from 'vitest';
import { assignLanding, buildLandingCookie, parseLandingExperiment, readKeptAssignment } from './landing-assignment.ts';

const now = new Date('2026-11-25T12:00:00Z');
const secret = 'site-and-tracker-experiment-secret-0123456789';
const running = {
  id: 'exp-1',
  status: 'running' as const,
  variants: [
    { version: 1, weight: 50 },
    { version: 2, weight: 50 },
  ],
  startsAt: '2026-11-01T00:00:00Z',
  since: '2026-11-10T08:00:00.000Z',
};
const sinceMs = Date.parse('2026-11-10T08:00:00.000Z');
const assignmentId = 'AbCdEfGhIjKlMnOp';
/** The cookie a browser sends back after the site signed this assignment. */
const kept = (version: number, { since = sinceMs, experimentId = 'exp-1', key = secret } = {}) =>
  `sg_landing=${signLandingAssignment({ experimentId, version, since, assignmentId }, key)}`;
const cookieValueOf = (setCookie: string | undefined) => /^sg_landing=([^;]+)/.exec(setCookie ?? '')?.[1];
const assignedBy = (answer: ReturnType<typeof assignLanding>) => {
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  return readLandingAssignment(cookies.map((cookie) => cookie.split(';')[0]).join('; '), secret);
};
const clearedMark = 'sg_experiment=; Path=/; Max-Age=0; SameSite=Lax';
const assign = (input: Omit<Parameters<typeof assignLanding>[0], 'secret' | 'now'>) =>
  assignLanding({ now, secret, ...input });

describe('readKeptAssignment', () => {
  it('reads the signed assignment of this experiment only', () => {
    expect(readKeptAssignment({ cookieHeader: `other=1; ${kept(2)}; more=2`, experimentId: 'exp-1', secret })).toEqual({
      experimentId: 'exp-1',
      version: 2,
      since: sinceMs,
      assignmentId,
    });
    expect(
      readKeptAssignment({ cookieHeader: kept(2, { experimentId: 'exp-0' }), experimentId: 'exp-1', secret }),
    ).toBeNull();
  });

  it.each([
    ['the unsigned value of before', 'sg_landing=exp-1.2'],
    ['a value signed with another secret', kept(2, { key: 'a-secret-the-site-never-had-0123456789' })],
    ['a signed value with its version changed', kept(1).replace('exp-1.1.', 'exp-1.2.')],
    ['nothing', ''],
  ])('keeps nothing for %s', (_, cookieHeader) => {
    expect(readKeptAssignment({ cookieHeader, experimentId: 'exp-1', secret })).toBeNull();
  });
});

describe('buildLandingCookie', () => {
  it('is first-party, Lax, HTTP-only, signed, and Secure in production', () => {
    const assignment = { experimentId: 'exp-1', version: 2, since: sinceMs, assignmentId };
    expect(buildLandingCookie({ assignment, secure: true, secret })).toBe(
      `sg_landing=${signLandingAssignment(assignment, secret)}; Path=/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(buildLandingCookie({ assignment, secure: false, secret })).not.toContain('Secure');
  });
});

describe('assignLanding', () => {
  it('serves version 1 from the shared page without a cookie when there is no experiment', () => {
    expect(assign({ experiment: null, cookieHeader: kept(2), secure: false })).toEqual({ pathname: '/', headers: {} });
  });

  it('assigns a new visitor by weight, sets the signed assignment and keeps shared caches out', () => {
    const answer = assign({ experiment: running, cookieHeader: undefined, secure: true, random: () => 0.75 });
    expect(answer.pathname).toBe('/v2');
    const [cookie] = [answer.headers['set-cookie'] ?? []].flat();
    expect(cookie).toMatch(
      /^sg_landing=exp-1\.2\.\d+\.[\w-]{16}\.[\w-]{43}; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure$/,
    );
    expect(assignedBy(answer)).toMatchObject({ experimentId: 'exp-1', version: 2, since: sinceMs });
    expect(answer.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(answer.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('gives each new visitor an assignment of their own', () => {
    const ids = new Set(
      Array.from(
        { length: 50 },
        () => assignedBy(assign({ experiment: running, cookieHeader: undefined, secure: false }))?.assignmentId,
      ),
    );
    expect(ids.size).toBe(50);
  });

  it('keeps a returning visitor on their version without setting the cookie again', () => {
    const answer = assign({ experiment: running, cookieHeader: kept(1), secure: false, random: () => 0.99 });
    expect(answer.pathname).toBe('/');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('re-signs a returning visitor after a new since point, keeping their version and assignment', () => {
    const answer = assign({
      experiment: running,
      cookieHeader: kept(1, { since: 1000 }),
      secure: false,
      random: () => 0.99,
    });
    expect(answer.pathname).toBe('/');
    expect(assignedBy(answer)).toEqual({ experimentId: 'exp-1', version: 1, since: sinceMs, assignmentId });
  });

  it('assigns afresh a visitor whose cookie is unsigned, forged or of another secret, whatever version it names', () => {
    for (const cookieHeader of [
      'sg_landing=exp-1.2',
      kept(2, { key: 'a-secret-the-site-never-had-0123456789' }),
      kept(1).replace('exp-1.1.', 'exp-1.2.'),
    ]) {
      const answer = assign({ experiment: running, cookieHeader, secure: false, random: () => 0.1 });
      expect(answer.pathname).toBe('/');
      expect(cookieValueOf([answer.headers['set-cookie'] ?? []].flat()[0])).toBeDefined();
      expect(assignedBy(answer)).toMatchObject({ version: 1 });
      expect(assignedBy(answer)?.assignmentId).not.toBe(assignmentId);
    }
  });

  it('takes away the page-readable mark of before, assigned or not', () => {
    const mark = `sg_experiment=exp-1.2.${sinceMs}`;
    expect(
      assign({ experiment: { ...running, status: 'paused' }, cookieHeader: `${kept(2)}; ${mark}`, secure: false }),
    ).toEqual({
      pathname: '/',
      headers: { 'set-cookie': [clearedMark] },
    });
    expect(assign({ experiment: null, cookieHeader: mark, secure: false }).headers['set-cookie']).toEqual([
      clearedMark,
    ]);
    expect(
      assign({ experiment: running, cookieHeader: `${kept(2)}; ${mark}`, secure: false }).headers['set-cookie'],
    ).toEqual([clearedMark]);
  });

  it('sends everyone to the control while paused and to the winner once finished, cookie or not', () => {
    expect(assign({ experiment: { ...running, status: 'paused' }, cookieHeader: kept(2), secure: false })).toEqual({
      pathname: '/',
      headers: {},
    });
    const finished = { ...running, status: 'finished' as const, winner: 2 };
    expect(assign({ experiment: finished, cookieHeader: kept(1), secure: false })).toEqual({
      pathname: '/v2',
      headers: {},
    });
  });

  it('splits fresh visitors in proportion to the weights', () => {
    const counts = { '/': 0, '/v2': 0 } as Record<string, number>;
    for (let visitor = 0; visitor < 10_000; visitor += 1) {
      const { pathname } = assign({ experiment: running, cookieHeader: undefined, secure: false });
      counts[pathname] = (counts[pathname] ?? 0) + 1;
    }
    // 50/50 of 10,000: the standard deviation is 50, so ±300 is six of them.
    expect(Math.abs((counts['/'] ?? 0) - 5000)).toBeLessThan(300);
  });
});

describe('parseLandingExperiment', () => {
  it.each([
    // An experiment from before kinds existed is one of landing versions.
    ['an experiment', Buffer.from(JSON.stringify({ experiment: running })), { ...running, kind: 'versions' }],
    ['no experiment', Buffer.from('{"experiment":null}'), null],
    ['broken JSON', Buffer.from('{'), null],
    ['a wrong shape', Buffer.from('{"experiment":{"id":""}}'), null],
    ['nothing', undefined, null],
  ])('reads %s', (_, body, expected) => {
    expect(parseLandingExperiment(body)).toEqual(expected);
  });
});
