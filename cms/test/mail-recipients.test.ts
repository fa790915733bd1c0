import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signIn, staffPassword } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// The tracker's mail recipients: each admin and operator chooses "Email me alerts" (on unless turned off) and
// "Email me a daily summary" (off until asked for) on their own user, and only the tracker's key reads who
// chose what, with nothing but the address, the zone and the two choices.

const trackerKey = 'tracker-mail-recipients-key-0123456789abcdef';
let cms: RunningCms;
let adminToken = '';
const stamp = Date.now();
const addressOf = (name: string) => `${name}-${stamp}@example.com`;

async function createUser(name: string, roles: string[], extra: Record<string, unknown> = {}) {
  const created = await callApi(cms.url, '/users', {
    token: adminToken,
    method: 'POST',
    body: { email: addressOf(name), password: staffPassword, roles, ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.doc as { id: string; emailAlerts: boolean; emailDailySummary: boolean };
}

const readRecipients = (headers: Record<string, string>) =>
  fetch(`${cms.url}/api/users/mail-recipients`, { headers }).then(async (response) => ({
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as { recipients?: Record<string, unknown>[]; errors?: unknown[] },
  }));

beforeAll(async () => {
  cms = await startCms({ port: 3174, extraEnv: { CMS_POSTBACK_READ_KEY: trackerKey } });
  adminToken = await signIn(cms.url, testAdmin);
});

afterAll(async () => {
  await cms?.stop();
});

describe('the mail recipients', () => {
  it('default to alerts on and the summary off, and each operator changes their own', async () => {
    const operator = await createUser('ona', ['operator']);
    expect([operator.emailAlerts, operator.emailDailySummary]).toEqual([true, false]);
    const token = await signIn(cms.url, { email: addressOf('ona'), password: staffPassword });
    const changed = await callApi(cms.url, `/users/${operator.id}`, {
      token,
      method: 'PATCH',
      body: { emailAlerts: false, emailDailySummary: true },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // Another operator cannot change them for her.
    await createUser('otto', ['operator']);
    const other = await signIn(cms.url, { email: addressOf('otto'), password: staffPassword });
    const refused = await callApi(cms.url, `/users/${operator.id}`, {
      token: other,
      method: 'PATCH',
      body: { emailDailySummary: false },
    });
    expect(refused.status).toBeGreaterThanOrEqual(403);
  });

  it('are read with the tracker key only: admins and operators who chose something, address, zone and choices', async () => {
    await createUser('adele', ['admin'], { timeZone: 'Europe/Berlin' });
    await createUser('mona', ['marketer']);
    await createUser('quiet', ['operator'], { emailAlerts: false, emailDailySummary: false });
    const answer = await readRecipients({ 'X-Postback-Settings-Key': trackerKey });
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    const mine = (answer.body.recipients ?? []).filter((recipient) =>
      String(recipient.email).endsWith(`-${stamp}@example.com`),
    );
    expect(mine).toEqual(
      expect.arrayContaining([
        { email: addressOf('ona'), timeZone: 'America/New_York', alerts: false, dailySummary: true },
        { email: addressOf('otto'), timeZone: 'America/New_York', alerts: true, dailySummary: false },
        { email: addressOf('adele'), timeZone: 'Europe/Berlin', alerts: true, dailySummary: false },
      ]),
    );
    expect(mine).toHaveLength(3);
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { 'X-Postback-Settings-Key': `${trackerKey}x` }],
  ])('are refused with %s, in the errors shape', async (_name, headers) => {
    const answer = await readRecipients(headers);
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toHaveLength(1);
    expect(JSON.stringify(answer.body)).not.toContain('@example.com');
  });

  it('are refused to a signed-in admin without the key', async () => {
    const answer = await readRecipients({ authorization: `JWT ${adminToken}` });
    expect(answer.status).toBe(403);
  });
});
