import { sampleMacroValues } from '@seniorguide/postbacks';
import type { AnalyticsQuery, ApiResponse, PostbackEventName } from '@seniorguide/contracts';
import { DateTime } from 'luxon';
import { HttpError } from '../http/http-error.ts';
import type { PostbackSettingsSource } from './cms-postback-settings.ts';
import { tryPostback, type SendPostback } from './deliver-postback.ts';
import { buildPostbackRequest } from './postback-request.ts';
import { configFor, payoutOf } from './settings.ts';
import type { PostbackJobs } from '../jobs/port.ts';

// The operator's postback health panel: figures per affiliate and event over the range, the latest attempts,
// replaying a failed postback, and a test call of a template with sample values (not recorded as a postback).

export type PostbackDependencies = { store: PostbackJobs; settings: PostbackSettingsSource; send: SendPostback };

const latestAttempts = 50;

/** [start of the first local day, start of the day after the last) in ms. */
function rangeOf(query: AnalyticsQuery): { from: number; to: number } {
  const start = DateTime.fromISO(query.startDate, { zone: query.timezone }).startOf('day');
  const end = DateTime.fromISO(query.endDate, { zone: query.timezone }).plus({ days: 1 }).startOf('day');
  return { from: start.toMillis(), to: end.toMillis() };
}

export function createPostbackHealthService({
  postbacks,
  clock,
}: {
  postbacks: PostbackDependencies;
  clock: () => number;
}) {
  const { store, settings, send } = postbacks;
  return {
    async health(query: AnalyticsQuery): Promise<ApiResponse<'getPostbackHealth'>> {
      const range = rangeOf(query);
      const wanted = (affiliateId: string | null) => query.affiliateId === null || affiliateId === query.affiliateId;
      const [rows, attempts, pixels] = await Promise.all([
        store.summarisePostbacks(range),
        store.listPostbackAttempts({ limit: latestAttempts }),
        store.countPixelFires(range),
      ]);
      const failedForGood = new Set(
        (
          await Promise.all(
            [...new Set(attempts.map((attempt) => attempt.postbackId))].map((id) => store.getPostback(id)),
          )
        )
          .filter((postback) => postback?.status === 'failed')
          .map((postback) => postback?.id),
      );
      return {
        rows: rows.filter((row) => wanted(row.affiliateId)),
        attempts: attempts.map((attempt) => ({
          ...attempt,
          at: new Date(attempt.at).toISOString(),
          canReplay: failedForGood.has(attempt.postbackId),
        })),
        pixels: pixels.filter((row) => wanted(row.affiliateId)),
      };
    },

    async replay(id: string): Promise<ApiResponse<'replayPostback'>> {
      if (await store.replayPostback({ id, now: clock() })) return { replayed: true };
      const postback = await store.getPostback(id);
      if (!postback) throw new HttpError({ code: 'not_found', message: 'There is no postback with this id.' });
      throw new HttpError({
        code: 'conflict',
        message:
          'Only a postback that has failed for good can be replayed; this one is delivered or still being tried.',
      });
    },

    async sendTest({
      affiliateId,
      event,
    }: {
      affiliateId: string | null;
      event: PostbackEventName;
    }): Promise<ApiResponse<'sendTestPostback'>> {
      const current = await settings.get();
      const config = current ? configFor(current, affiliateId) : null;
      if (!config)
        throw new HttpError({
          code: 'conflict',
          message:
            'No postback is switched on for this affiliate (nor a default). Set one up in the CMS under Postbacks.',
        });
      const now = clock();
      const macros = {
        ...sampleMacroValues,
        event,
        timestamp: String(Math.floor(now / 1000)),
        payout: payoutOf(config, event),
      };
      const request = buildPostbackRequest({ config, macros, now });
      const result = await tryPostback({ send, request });
      return {
        url: request.maskedUrl,
        status: result.status,
        latencyMs: result.latencyMs,
        error: result.error,
        body: result.body,
      };
    },
  };
}

export type PostbackHealthService = ReturnType<typeof createPostbackHealthService>;
