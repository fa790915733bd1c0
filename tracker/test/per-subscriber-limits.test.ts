import { afterEach, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Every per-address limit of the tracker counts an IPv6 caller by its /56: an ISP delegates a /56 (256 /64
// networks) to one subscriber, whose devices and privacy addresses change within it at will, so a limit on the
// full address is one a single home can multiply by 2^72. IPv4 addresses count one by one.

const notify = { source: 'thank-you', timestamp: '2026-06-15T16:00:00.000Z', forceSend: true };

/** The n-th address of one /56: a different /64 and interface id each time, as privacy addresses are. */
const inOnePrefix = (n: number) =>
  `2001:db8:4a:7c${n.toString(16).padStart(2, '0')}:${((n * 7919) % 0xffff).toString(16)}::${n + 1}`;
/** An address of the neighbouring /56: another subscriber. */
const inAnotherPrefix = (n: number) => `2001:db8:4a:7d${n.toString(16).padStart(2, '0')}::${n + 1}`;

describe.each(storeFactories)('per-address limits key IPv6 on its /56, on $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  async function signUpAndNotify(email: string, ip: string) {
    const browser = t.browser(ip);
    const { body } = await browser.post('/api/waitlist').send(signupBody(email)).expect(201);
    return browser.post(`/api/waitlist/${body.entry.id}/notify-complete`).send(notify);
  }

  it('holds the per-caller mail cap (20 a day) across 22 addresses of one /56', async () => {
    t = await openTestApp(factory);
    const statuses: number[] = [];
    for (let n = 0; n < 22; n += 1)
      statuses.push((await signUpAndNotify(`sub${n}@example.com`, inOnePrefix(n))).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // The neighbouring /56 is another subscriber, with its own 20.
    expect((await signUpAndNotify('neighbour@example.com', inAnotherPrefix(0))).status).toBe(200);
  });

  it('holds the per-minute request limit across many addresses of one /56', async () => {
    t = await openTestApp(factory, { TRACKER_RATE_LIMIT_PER_MINUTE: 20 });
    const statuses: number[] = [];
    for (let n = 0; n < 24; n += 1)
      statuses.push((await t.browser(inOnePrefix(n)).get('/api/waitlist/by-email?email=a@example.com')).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
    expect((await t.browser(inAnotherPrefix(0)).get('/api/waitlist/by-email?email=a@example.com')).status).toBe(200);
  });

  it('holds the signup limit across many addresses of one /56', async () => {
    // 600 a minute in all: signups are a twentieth, 30.
    t = await openTestApp(factory, { TRACKER_RATE_LIMIT_PER_MINUTE: 600 });
    const statuses: number[] = [];
    for (let n = 0; n < 32; n += 1)
      statuses.push(
        (
          await t
            .browser(inOnePrefix(n))
            .post('/api/waitlist')
            .send(signupBody(`s${n}@example.com`))
        ).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('holds the sign-in limit across many addresses of one /56', async () => {
    // 600 a minute in all: sign-ins are a sixtieth, 10. The CMS is not running: an attempt within the limit is a 503.
    t = await openTestApp(factory, { TRACKER_RATE_LIMIT_PER_MINUTE: 600 });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1)
      statuses.push(
        (
          await t
            .browser(inOnePrefix(n))
            .post('/api/auth/login')
            .send({ email: 'op@example.com', password: 'wrong-password' })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
