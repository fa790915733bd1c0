import type { AnalyticsQuery, ApiResponse, ChartAnnotation } from '@seniorguide/contracts';
import { dayMs } from '../counting/counter-increments.ts';
import type { AlertJobs } from '../jobs/port.ts';
import type { Logger } from '../logger.ts';
import type { CmsChangeLog } from './cms-change-log.ts';
import { postbackOutagesOf } from './postback-outages.ts';
import { instantOf, localDaysOf, localMomentOf } from './zone-days.ts';

// The trend chart's marks for a report's range: the CMS's changes visitors see and the postback outages, each
// with its local day and time in the report's zone and a link to the admin page of what it was. A source that
// cannot be read is named in `unavailable` and the others are still shown.

const affiliateName = (affiliateId: string | null) => (affiliateId ? affiliateId : 'direct traffic');

export function createChartAnnotationsService({
  changeLog,
  postbacks,
  cmsPublicUrl,
  clock,
  logger,
}: {
  changeLog: CmsChangeLog;
  postbacks: Pick<AlertJobs, 'listPostbackOutcomeChanges'>;
  /** Where operators open the CMS admin (the links' origin). */
  cmsPublicUrl: string;
  clock: () => number;
  logger: Logger;
}) {
  const linkTo = (adminPath: string) => new URL(adminPath, cmsPublicUrl).href;

  return {
    async annotations({
      query,
      token,
    }: {
      query: AnalyticsQuery;
      token: string;
    }): Promise<ApiResponse<'getChartAnnotations'>> {
      const days = localDaysOf({ startDate: query.startDate, endDate: query.endDate, timeZone: query.timezone });
      const first = days[0];
      const last = days.at(-1);
      if (!first || !last) throw new RangeError('A range has at least one day');
      const [from, to] = [instantOf(first.start), instantOf(last.end)];
      const unavailable: ('cms' | 'postbacks')[] = [];
      const [changes, outcomeChanges] = await Promise.all([
        changeLog.changes({ from, to, token }).catch((error: unknown) => {
          logger.warn({ err: error }, 'the chart annotations could not read the CMS');
          unavailable.push('cms');
          return [];
        }),
        // A day before the range too, so an outage that began just before it is not taken for one starting in it.
        postbacks.listPostbackOutcomeChanges({ from: from - dayMs, to }).catch((error: unknown) => {
          logger.warn({ err: error }, 'the chart annotations could not read the postback attempts');
          unavailable.push('postbacks');
          return [];
        }),
      ]);
      const affiliate = query.affiliateId || null;
      const outages = postbackOutagesOf({ changes: outcomeChanges, now: Math.min(clock(), to) }).filter(
        (outage) => outage.from >= from && (affiliate === null || outage.affiliateId === affiliate),
      );
      const momentOf = localMomentOf(query.timezone);
      const annotations: ChartAnnotation[] = [
        ...changes.map((change) => ({
          kind: change.kind,
          at: change.at,
          title: change.title,
          link: linkTo(change.adminPath),
        })),
        ...outages.map((outage) => ({
          kind: 'postback_outage' as const,
          at: outage.from,
          title:
            outage.to === null
              ? `Postbacks to ${affiliateName(outage.affiliateId)} failing`
              : `Postbacks to ${affiliateName(outage.affiliateId)} failed for ${Math.round((outage.to - outage.from) / 60_000)} minutes`,
          link: linkTo('/admin/globals/postback-settings'),
        })),
      ]
        .sort((a, b) => a.at - b.at)
        .map((mark) => {
          const { date, time } = momentOf(mark.at);
          return { ...mark, at: new Date(mark.at).toISOString(), date, time };
        });
      return { timezone: query.timezone, annotations, unavailable };
    },
  };
}

export type ChartAnnotationsService = ReturnType<typeof createChartAnnotationsService>;
