import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn, staffPassword } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// The sign-in limit keys on the caller's network (SECURITY.md "CMS (Payload admin and REST)"): every address
// of one IPv6 /56 is one caller, as an ISP hands a whole /56 to one subscriber; and failures never lock an
// account for everyone: its owner's own networks stay open.

let cms: RunningCms;
let adminToken: string;

beforeAll(async () => {
  cms = await startCms({ port: 3117 });
  adminToken = await signIn(cms.url, testAdmin);
});

afterAll(async () => {
  await cms?.stop();
});

async function login(credentials: { email: string; password: string }, address: string) {
  const response = await fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(credentials),
  });
  return { status: response.status, body: await response.text() };
}

const guess = (email: string) => ({ email, password: 'not-the-password' });

describe('sign-in guessing from one IPv6 network', () => {
  it('counts 10 addresses of one /64 as one caller: refused after 5, and the owner still signs in', async () => {
    const staff = await createStaff(cms.url, { adminToken, role: 'admin' });
    const statuses = [];
    for (let host = 1; host <= 10; host += 1)
      statuses.push((await login(guess(staff.email), `2001:db8:64:6400::${host.toString(16)}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await login({ email: staff.email, password: staffPassword }, '2001:db8:64:6400::99')).status).toBe(429);
    expect((await login({ email: staff.email, password: staffPassword }, '203.0.113.64')).status).toBe(200);
  });

  it('counts addresses in different /64s of one /56 as one caller', async () => {
    const staff = await createStaff(cms.url, { adminToken, role: 'operator' });
    const statuses = [];
    for (let subnet = 1; subnet <= 6; subnet += 1)
      statuses.push(
        (await login(guess(staff.email), `2001:db8:56:56${subnet.toString(16).padStart(2, '0')}::1`)).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The next /56 is another subscriber.
    expect((await login(guess(staff.email), '2001:db8:56:5700::1')).status).toBe(401);
  });
});

describe('sign-in guessing from many networks', () => {
  it('never locks the owner out: their own network signs in after 15 failures from three others', async () => {
    const staff = await createStaff(cms.url, { adminToken, role: 'admin' });
    const ownersNetwork = '2001:db8:cafe:100::7';
    expect((await login({ email: staff.email, password: staffPassword }, ownersNetwork)).status).toBe(200);
    for (const network of ['2001:db8:a::', '2001:db8:b::', '198.51.100.77']) {
      for (let attempt = 1; attempt <= 5; attempt += 1)
        await login(guess(staff.email), `${network}${network.includes(':') ? attempt : ''}`);
    }
    // Another address of the owner's /56 is the owner's network.
    expect((await login({ email: staff.email, password: staffPassword }, '2001:db8:cafe:1ff::8')).status).toBe(200);
  });

  it('closes the account, for the rest of the window, to networks it was never used from, with the busy answer', async () => {
    const staff = await createStaff(cms.url, { adminToken, role: 'operator' });
    for (const network of ['2001:db8:c::', '2001:db8:d::']) {
      for (let attempt = 1; attempt <= 5; attempt += 1) await login(guess(staff.email), `${network}${attempt}`);
    }
    const stranger = await login({ email: staff.email, password: staffPassword }, '192.0.2.200');
    const busyNetwork = await login(guess('nobody@example.com'), '2001:db8:c::9');
    expect(stranger.status).toBe(429);
    expect(stranger.body).toBe(busyNetwork.body);
  });
});
