import { createServer } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { callApi, createStaff, docsOf, signIn, staffPassword } from '../test/support/rest.ts';
import { type RunningCms, startCms, testAdmin } from '../test/support/startCms.ts';

// Landing version 2 takes part in a running experiment. A marketer who publishes only its internal name is not
// asked anything and the counting goes on; one who publishes a new headline is told that the experiment's
// counting will restart, and it does only once they confirm. The spec runs its own CMS: a running experiment in
// the shared one would split the other specs' visitors.

let cms: RunningCms;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cms = await startCms({ port: await freePort() });
});

test.afterAll(async () => {
  await cms?.stop();
});

async function signIntoAdmin(page: Page, email: string): Promise<void> {
  await page.goto(`${cms.url}/admin/login`);
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(staffPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

async function fillUntilPublishable(page: Page, fieldId: string, value: string): Promise<void> {
  const field = page.locator(`#${fieldId}`);
  await expect(async () => {
    await field.fill(value);
    await expect(page.getByRole('button', { name: 'Publish changes' })).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

const sinceOf = async (id: unknown) => String((await callApi(cms.url, `/experiments/${String(id)}`)).body.since);
const publishedTitle = async () =>
  String(
    (docsOf(await callApi(cms.url, '/landing-variants?where[version][equals]=2&depth=0'))[0]?.hero as { title: string })
      .title,
  );

test('publishing a change visitors see asks before it restarts an experiment; an internal name never does', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const adminToken = await signIn(cms.url, testAdmin);
  const marketer = await createStaff(cms.url, { adminToken, role: 'marketer' });
  const [variant] = docsOf(await callApi(cms.url, '/landing-variants?where[version][equals]=2&depth=0'));
  const experiment = await callApi(cms.url, '/experiments', {
    token: marketer.token,
    method: 'POST',
    body: {
      name: 'Hero test of versions 1 and 2',
      route: '/',
      variants: [
        { version: 1, weight: 50 },
        { version: 2, weight: 50 },
      ],
      startsAt: '2026-11-01T00:00:00.000Z',
      status: 'running',
    },
  });
  expect(experiment.status).toBe(201);
  const experimentId = (experiment.body.doc as { id: string }).id;
  const sinceAtStart = await sinceOf(experimentId);
  const titleBefore = await publishedTitle();

  await signIntoAdmin(page, marketer.email);
  await page.goto(`${cms.url}/admin/collections/landing-variants/${String(variant?.id)}`);
  const dialog = page.getByRole('dialog');

  // Only the internal name: published at once, and the counting goes on.
  await fillUntilPublishable(page, 'field-internalName', 'Version 2 (renamed by marketing)');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  await expect(dialog.getByText("Restart the experiment's counting?")).toHaveCount(0);
  expect(await sinceOf(experimentId)).toBe(sinceAtStart);

  // A new headline: the admin says what will happen and waits for the marketer.
  const newTitle = 'A headline that restarts the counting';
  await fillUntilPublishable(page, 'field-hero__title', newTitle);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText("Restart the experiment's counting?")).toBeVisible();
  await expect(page.getByText(/"Hero test of versions 1 and 2".*restarts the experiment's counting/)).toBeVisible();
  await page.getByRole('button', { name: 'Keep the draft' }).click();
  await expect(page.getByText("Restart the experiment's counting?")).toBeHidden();
  expect(await publishedTitle()).toBe(titleBefore);
  expect(await sinceOf(experimentId)).toBe(sinceAtStart);

  // Confirmed: published, and the counting starts again.
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await page.getByRole('button', { name: 'Publish and restart counting' }).click();
  await expect(page.getByText('Updated successfully.').first()).toBeVisible();
  await expect.poll(publishedTitle).toBe(newTitle);
  expect(await sinceOf(experimentId)).not.toBe(sinceAtStart);
});
