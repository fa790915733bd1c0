import { expect, test } from '@playwright/test';
import { signIntoAdmin } from './admin.ts';
import { cmsUrl, type StaffMember } from './staff.ts';
import { startForeignPage, type ForeignPage } from '../../scripts/e2e/foreign-page.ts';

// A page of another origin on the same host (same site, so the browser sends
// the admin's cookie along) can neither act as the signed-in admin nor frame the admin.

const admin: StaffMember = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

let foreign: ForeignPage;

/** The attacker's page: a form that posts a new admin account to the CMS, and a frame of the admin. */
function attackerPage(target: string, plantedEmail: string): string {
  const payload = JSON.stringify({ email: plantedEmail, password: 'planted-password-1', roles: ['admin'] }).replaceAll(
    '"',
    '&quot;',
  );
  return `<!doctype html><title>Win a prize</title>
<form id="plant" method="post" enctype="multipart/form-data" action="${target}/api/users" target="sink">
  <input type="hidden" name="_payload" value="${payload}"><button>Claim</button>
</form>
<iframe name="sink" title="sink"></iframe>
<iframe id="victim" title="victim" src="${target}/admin" width="800" height="600"></iframe>`;
}

test.beforeAll(async () => {
  foreign = await startForeignPage((query) => attackerPage(cmsUrl(), query.get('planted') ?? ''));
});

test.afterAll(() => foreign.close());

async function usersWithEmail(email: string): Promise<number> {
  const response = await fetch(`${cmsUrl()}/api/users?where[email][equals]=${encodeURIComponent(email)}`, {
    headers: { authorization: `JWT ${process.env.E2E_ADMIN_TOKEN ?? ''}` },
  });
  return ((await response.json()) as { totalDocs: number }).totalDocs;
}

test("a foreign page cannot create a user with the signed-in admin's cookie", async ({ page }) => {
  await signIntoAdmin(page, admin);
  const planted = `planted-${Date.now()}@example.com`;
  await page.goto(`${foreign.url}/?planted=${encodeURIComponent(planted)}`);
  const answered = page.waitForResponse(
    (response) => response.url() === `${cmsUrl()}/api/users` && response.request().method() === 'POST',
  );
  await page.locator('#plant button').click();
  expect([401, 403]).toContain((await answered).status());
  expect(await usersWithEmail(planted)).toBe(0);
});

test('a foreign page cannot frame the admin', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors|Refused to display/i.test(message.text()));
  await page.goto(`${foreign.url}/?planted=none`);
  await refused;
  const victim = page
    .frames()
    .find((frame) => frame.name() !== 'sink' && frame !== page.mainFrame() && frame.url() !== 'about:blank');
  expect(victim?.url() ?? '').not.toContain(cmsUrl());
});

test('the admin itself still saves: its own origin is on the allowlist', async ({ page }) => {
  await signIntoAdmin(page, admin);
  // A same-origin write carries the Origin header, as every save in the admin does.
  const status = await page.evaluate(async (url) => {
    const me = (await (await fetch(`${url}/api/users/me`, { credentials: 'include' })).json()) as {
      user: { id: string; name?: string };
    };
    const saved = await fetch(`${url}/api/users/${me.user.id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: me.user.name ?? 'Admin' }),
    });
    return saved.status;
  }, cmsUrl());
  expect(status).toBe(200);
});
