import { getChartAnnotationsResponseSchema } from '@seniorguide/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';
import { recordPostbackAttemptAt } from './support/postback-attempts.ts';

// The trend chart's marks through createApp, on both adapters: the CMS's publishes (read from its versions with
// the operator's own session) and experiment changes, and the postback outages from the attempts, each at its
// local day and time in the report's zone with a link to the admin page of what it was; staff only; a CMS
// that cannot answer leaves the outages shown and says so.

const minute = 60_000;
const zone = 'America/Chicago';
const cmsAdmin = 'https://cms.example.test';

type CmsAnswer = { status: number; body: unknown };

/** A stand-in for the CMS's REST reads the marks make, over real HTTP; it answers only the operator's session. */
async function startCmsStandIn() {
  const requests: string[] = [];
  let answers: Record<string, CmsAnswer> = {};
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    requests.push(`${url.pathname}?${url.searchParams.toString()}`);
    res.setHeader('Content-Type', 'application/json');
    if (req.headers.authorization !== 'JWT operator-token') {
      res.statusCode = 403;
      res.end(JSON.stringify({ errors: [{ message: 'You are not allowed to perform this action.' }] }));
      return;
    }
    const answer = answers[url.pathname] ?? { status: 200, body: { docs: [] } };
    res.statusCode = answer.status;
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next: Record<string, CmsAnswer>) => {
      answers = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const published = (id: number, parent: number, updatedAt: string, fields: Record<string, unknown>) => ({
  id,
  parent,
  updatedAt,
  createdAt: updatedAt,
  version: { _status: 'published', ...fields },
});

describe.each(storeFactories)('chart annotations: $name', { timeout: 60_000 }, (factory) => {
  let cms: Awaited<ReturnType<typeof startCmsStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    cms = await startCmsStandIn();
  });
  afterAll(() => cms.close());
  beforeEach(async () => {
    t = await openTestApp(factory, { TRACKER_CMS_URL: cms.url, TRACKER_CMS_PUBLIC_URL: cmsAdmin });
    cms.requests.length = 0;
    cms.answer({});
  });
  afterEach(() => t.cleanup());

  let sequence = 0;
  const postbackAttempt = async (affiliateId: string, at: number, error: string | null) => {
    sequence += 1;
    await recordPostbackAttemptAt(t.store, { id: `${sequence}:pb`, entryId: sequence, affiliateId, at, error });
  };

  const annotations = async (query: Record<string, string> = {}) =>
    getChartAnnotationsResponseSchema.parse(
      (
        await t
          .operator()
          .get('/api/analytics/annotations')
          .query({ startDate: '2026-06-14', endDate: '2026-06-15', timezone: zone, ...query })
          .expect(200)
      ).body,
    );

  it('lists publishes, experiment changes and postback outages at their local time, each linked to what it was', async () => {
    cms.answer({
      '/api/offers/versions': {
        status: 200,
        body: { docs: [published(41, 7, '2026-06-15T14:05:00.000Z', { title: 'Medicare Plans', slug: 'medicare' })] },
      },
      '/api/landing-variants/versions': {
        status: 200,
        body: {
          docs: [published(9, 2, '2026-06-14T03:30:00.000Z', { version: 2, internalName: 'Spring hero' })],
        },
      },
      '/api/globals/page-texts/versions': {
        status: 200,
        body: { docs: [published(5, 0, '2026-06-15T16:00:00.000Z', {})] },
      },
      '/api/experiments': {
        status: 200,
        body: {
          docs: [
            {
              id: 3,
              name: 'Hero test',
              route: '/',
              status: 'finished',
              winner: 2,
              startsAt: '2026-06-14T12:00:00.000Z',
              updatedAt: '2026-06-15T15:00:00.000Z',
            },
            {
              id: 4,
              name: 'Old test',
              route: '/',
              status: 'paused',
              startsAt: '2026-05-01T12:00:00.000Z',
              updatedAt: '2026-06-14T18:00:00.000Z',
            },
          ],
        },
      },
    });
    // aff-7 fails for 20 minutes, then delivers; aff-8 fails for 5 minutes only (no outage).
    const base = Date.parse('2026-06-15T13:00:00Z');
    await postbackAttempt('aff-7', base - 5 * minute, null);
    await postbackAttempt('aff-7', base, 'HTTP 503');
    await postbackAttempt('aff-7', base + 10 * minute, 'HTTP 503');
    await postbackAttempt('aff-7', base + 20 * minute, null);
    await postbackAttempt('aff-8', base, 'HTTP 503');
    await postbackAttempt('aff-8', base + 5 * minute, null);

    const answer = await annotations();
    expect(answer.unavailable).toEqual([]);
    expect(answer.annotations.map((mark) => [mark.kind, mark.date, mark.time, mark.title, mark.link])).toEqual([
      [
        'experiment_start',
        '2026-06-14',
        '07:00',
        'Experiment started: Hero test',
        `${cmsAdmin}/admin/collections/experiments/3`,
      ],
      [
        'experiment_pause',
        '2026-06-14',
        '13:00',
        'Experiment paused: Old test',
        `${cmsAdmin}/admin/collections/experiments/4`,
      ],
      [
        'postback_outage',
        '2026-06-15',
        '08:00',
        'Postbacks to aff-7 failed for 20 minutes',
        `${cmsAdmin}/admin/globals/postback-settings`,
      ],
      [
        'publish',
        '2026-06-15',
        '09:05',
        'Published: Offer Medicare Plans',
        `${cmsAdmin}/admin/collections/offers/7/versions/41`,
      ],
      [
        'experiment_winner',
        '2026-06-15',
        '10:00',
        'Experiment winner: landing version 2 (Hero test)',
        `${cmsAdmin}/admin/collections/experiments/3`,
      ],
      ['publish', '2026-06-15', '11:00', 'Published: Page texts', `${cmsAdmin}/admin/globals/page-texts/versions/5`],
    ]);
    // The landing version published on the evening of the 13th in Chicago is outside the range; the CMS is asked
    // only for published versions inside it (the range's local midnights).
    const versionReads = cms.requests.filter((request) => request.startsWith('/api/landing-variants/versions'));
    expect(versionReads).toHaveLength(1);
    const params = new URLSearchParams(versionReads[0]?.split('?')[1]);
    expect(params.get('where[version._status][equals]')).toBe('published');
    expect(params.get('where[updatedAt][greater_than_equal]')).toBe('2026-06-14T05:00:00.000Z');
    expect(params.get('where[updatedAt][less_than]')).toBe('2026-06-16T05:00:00.000Z');
  });

  it("shows one affiliate's outages only when the report is filtered to it", async () => {
    const base = Date.parse('2026-06-15T13:00:00Z');
    await postbackAttempt('aff-7', base, 'HTTP 503');
    await postbackAttempt('aff-7', base + 30 * minute, null);
    await postbackAttempt('aff-9', base, 'HTTP 503');
    await postbackAttempt('aff-9', base + 40 * minute, null);
    const answer = await annotations({ affiliateId: 'aff-9' });
    expect(answer.annotations.map((mark) => mark.title)).toEqual(['Postbacks to aff-9 failed for 40 minutes']);
  });

  it('still shows the outages, and names the CMS, when the CMS cannot answer', async () => {
    cms.answer({ '/api/offers/versions': { status: 500, body: { errors: [] } } });
    const base = Date.parse('2026-06-15T13:00:00Z');
    t.setNow(base + 60 * minute);
    await postbackAttempt('aff-7', base, 'HTTP 503');
    await postbackAttempt('aff-7', base + 30 * minute, 'HTTP 503');
    const answer = await annotations();
    expect(answer.unavailable).toEqual(['cms']);
    expect(answer.annotations.map((mark) => mark.title)).toEqual(['Postbacks to aff-7 failing']);
  });

  it('answers staff only, and refuses a bad zone in the error envelope', async () => {
    const query = { startDate: '2026-06-14', endDate: '2026-06-15', timezone: zone };
    await t.browser().get('/api/analytics/annotations').query(query).expect(401);
    await t
      .browser()
      .set('Cookie', 'payload-token=marketer-token')
      .get('/api/analytics/annotations')
      .query(query)
      .expect(403);
    const bad = await t
      .operator()
      .get('/api/analytics/annotations')
      .query({ ...query, timezone: 'Mars/Olympus' })
      .expect(400);
    expect(bad.body.error.code).toBe('invalid_request');
  });
});
