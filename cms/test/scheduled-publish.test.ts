import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsDir, payloadBin } from './support/paths.ts';
import { startRevalidateReceiver } from './support/revalidateReceiver.ts';
import { callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// A publish a marketer schedules is kept in the CMS's database (Payload's jobs queue), so a restart in between
// loses nothing: at its time the draft goes live through the same publish path as the button (the site is
// told at once), and not before.

const secret = 'test-revalidate-secret';
let cms: RunningCms;
let receiver: Awaited<ReturnType<typeof startRevalidateReceiver>>;
let marketer: { token: string; id: string };

/** Schedules through Payload's local API in a second process, as the admin's drawer does in the CMS's own. */
function schedulePublish({ collection, id, inSeconds }: { collection: string; id: string; inSeconds: number }): Date {
  const result = spawnSync(
    process.execPath,
    [
      payloadBin,
      'run',
      path.join('test', 'support', 'queue-scheduled-publish.ts'),
      collection,
      id,
      String(inSeconds),
      marketer.id,
    ],
    {
      cwd: cmsDir,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URI: `file:${path.join(cms.dataDir, 'cms.db')}`,
        PAYLOAD_SECRET: 'integration-test-secret-0123456789',
        CMS_ADMIN_EMAIL: testAdmin.email,
        CMS_ADMIN_PASSWORD: testAdmin.password,
        CMS_MEDIA_DIR: path.join(cms.dataDir, 'media'),
      },
    },
  );
  const chosen = /scheduled for (\S+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !chosen)
    throw new Error(`Scheduling failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return new Date(chosen);
}

async function publishedHeadline(slug: string): Promise<string> {
  const [offer] = docsOf(await callApi(cms.url, `/offers?where[slug][equals]=${slug}&depth=0`));
  return String(offer?.headline);
}

beforeAll(async () => {
  receiver = await startRevalidateReceiver({ port: 3162 });
  cms = await startCms({ port: 3161, siteUrl: receiver.url, revalidateSecret: secret });
  const adminToken = await signIn(cms.url, testAdmin);
  const { token } = await createStaff(cms.url, { adminToken, role: 'marketer' });
  const me = await callApi(cms.url, '/users/me', { token });
  const user = me.body.user as { id: string | number };
  marketer = { token, id: String(user.id) };
});

afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

describe('a scheduled publish', () => {
  it('survives a restart of the CMS and goes live at its time, within 2 s, telling the site', async () => {
    const [offer] = docsOf(await callApi(cms.url, '/offers?where[slug][equals]=medicare&depth=0'));
    const id = String(offer?.id);
    const before = await publishedHeadline('medicare');
    const draftHeadline = `A headline scheduled for later (${Date.now()})`;
    const saved = await callApi(cms.url, `/offers/${id}?draft=true`, {
      token: marketer.token,
      method: 'PATCH',
      body: { headline: draftHeadline, _status: 'draft' },
    });
    expect(saved.status).toBe(200);

    // Time enough for the restart on a busy machine.
    const at = schedulePublish({ collection: 'offers', id, inSeconds: 75 });
    await cms.restart();
    receiver.clear();

    // Before its time visitors still read the published headline.
    expect(Date.now()).toBeLessThan(at.getTime() - 1_000);
    expect(await publishedHeadline('medicare')).toBe(before);

    while (receiver.calls.length === 0 && Date.now() < at.getTime() + 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const toldAt = Date.now();
    expect(receiver.calls.map((call) => call.body)).toEqual([{ collection: 'offers', id, slug: 'medicare' }]);
    expect(toldAt).toBeGreaterThanOrEqual(at.getTime());
    expect(toldAt - at.getTime()).toBeLessThanOrEqual(2_000);
    expect(await publishedHeadline('medicare')).toBe(draftHeadline);
  }, 240_000);
});
