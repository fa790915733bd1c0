import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRevalidateReceiver } from './support/revalidateReceiver.ts';
import { callApi, createStaff, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

// What an experiment is judged on: the marketer picks the primary metric and the guardrails (and the lift the
// admin counts visitors for); the tracker reads them with the experiment, and an experiment saved without a
// choice is judged on the signup rate. Nothing outside the listed metrics is accepted.

let cms: RunningCms;
let receiver: Awaited<ReturnType<typeof startRevalidateReceiver>>;
let marketer: string;

const experiment = {
  name: 'Money test',
  route: '/',
  variants: [
    { version: 1, weight: 50 },
    { version: 2, weight: 50 },
  ],
  startsAt: '2026-11-01T00:00:00.000Z',
  status: 'paused',
};

beforeAll(async () => {
  receiver = await startRevalidateReceiver({ port: 3198 });
  cms = await startCms({ port: 3149, siteUrl: receiver.url, revalidateSecret: 'test-revalidate-secret' });
  marketer = (await createStaff(cms.url, { adminToken: await signIn(cms.url, testAdmin), role: 'marketer' })).token;
});

afterAll(async () => {
  await cms?.stop();
  await receiver?.close();
});

describe('the metric an experiment is judged on', () => {
  it('keeps the metric, the guardrails and the lift a marketer chose, for every reader', async () => {
    const created = await callApi(cms.url, '/experiments', {
      token: marketer,
      method: 'POST',
      body: {
        ...experiment,
        primaryMetric: 'revenue-per-visitor',
        guardrails: ['signup-rate', 'offers-per-visitor'],
        minimumDetectableEffect: 15,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.doc as { id: string }).id;
    const read = (await callApi(cms.url, `/experiments/${id}`)).body;
    expect(read).toMatchObject({
      primaryMetric: 'revenue-per-visitor',
      guardrails: ['signup-rate', 'offers-per-visitor'],
      minimumDetectableEffect: 15,
    });
  });

  it('judges an experiment saved without a choice on the signup rate', async () => {
    const created = await callApi(cms.url, '/experiments', { token: marketer, method: 'POST', body: experiment });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.doc).toMatchObject({ primaryMetric: 'signup-rate' });
  });

  it('refuses a metric it does not know with a 400', async () => {
    const refused = await callApi(cms.url, '/experiments', {
      token: marketer,
      method: 'POST',
      body: { ...experiment, primaryMetric: 'clicks' },
    });
    expect(refused.status).toBe(400);
  });
});
