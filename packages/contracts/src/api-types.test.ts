import { describe, expectTypeOf, it } from 'vitest';
import type { ApiParsedRequest, ApiRequest, ApiResponse } from './api-types.ts';
import { buildApiPath } from './build-api-path.ts';
import type { ConsentDisclosure } from './consent.ts';
import type { WaitlistEntryView } from './entities.ts';
import type { ExperimentMark } from './experiments.ts';
import type { apiRoutes } from './routes.ts';

// These run under tsc (`pnpm --filter @seniorguide/contracts run typecheck`): they fail the build, not a test,
// when the types the site and the tracker see drift.

describe('request types', () => {
  it('lets the site send a signup with only the email, tracking values nullable', () => {
    expectTypeOf<{ body: { email: string } }>().toExtend<ApiRequest<'joinWaitlist'>>();
    expectTypeOf<ApiRequest<'joinWaitlist'>['body']['affiliateId']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ApiRequest<'joinWaitlist'>['body']['version']>().toEqualTypeOf<number | undefined>();
  });

  it('gives the tracker a signup with every default filled in', () => {
    expectTypeOf<ApiParsedRequest<'joinWaitlist'>>().toEqualTypeOf<{
      body: {
        email: string;
        version: number;
        affiliateId: string | null;
        subId: string | null;
        s1: string | null;
        s2: string | null;
        s3: string | null;
        utm_source?: string | null;
        utm_medium?: string | null;
        utm_campaign?: string | null;
        utm_content?: string | null;
        utm_term?: string | null;
        s4?: string | null;
        s5?: string | null;
        gclid?: string | null;
        gbraid?: string | null;
        wbraid?: string | null;
        fbclid?: string | null;
        msclkid?: string | null;
        ttclid?: string | null;
        li_fat_id?: string | null;
        clickid?: string | null;
        referrer_domain?: string | null;
        disclosure?: ConsentDisclosure;
        experiment?: ExperimentMark;
      };
    }>();
  });

  it('takes an entry id as a number or as path text, and hands the tracker a number', () => {
    expectTypeOf<ApiRequest<'getEntry'>['params']>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<ApiParsedRequest<'getEntry'>['params']>().toEqualTypeOf<{ id: number }>();
  });

  it('lets the site leave out bodies the spec sends empty and queries of optional fields', () => {
    expectTypeOf<{ params: { id: 7 } }>().toExtend<ApiRequest<'markContinuedToOffers'>>();
    expectTypeOf<{ params: { id: 7 } }>().toExtend<ApiRequest<'getEntry'>>();
    expectTypeOf<{ params: { id: 7 } }>().not.toExtend<ApiRequest<'saveSelectedOffers'>>();
  });

  it('gives calls without any input an empty request', () => {
    expectTypeOf<ApiRequest<'getAffiliates'>>().toEqualTypeOf<Record<never, never>>();
  });

  it('limits an offer action to accepted or declined', () => {
    expectTypeOf<ApiRequest<'recordOfferAction'>['body']['action']>().toEqualTypeOf<'accepted' | 'declined'>();
  });

  it('gives the analytics handler a query with a null affiliate for "all"', () => {
    expectTypeOf<ApiParsedRequest<'getFunnelAnalytics'>['query']>().toEqualTypeOf<{
      startDate: string;
      endDate: string;
      timezone: string;
      affiliateId: string | null;
    }>();
  });
});

describe('response types', () => {
  it('hands the site an entry whose email may be withheld', () => {
    expectTypeOf<ApiResponse<'joinWaitlist'>>().toEqualTypeOf<{ entry: WaitlistEntryView }>();
    expectTypeOf<WaitlistEntryView['email']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<WaitlistEntryView['id']>().toEqualTypeOf<number>();
  });

  it('answers a lookup with an entry or null', () => {
    expectTypeOf<ApiResponse<'findEntryByEmail'>['entry']>().toEqualTypeOf<WaitlistEntryView | null>();
    expectTypeOf<ApiResponse<'findEntryByIp'>['entry']>().toEqualTypeOf<WaitlistEntryView | null>();
  });

  it('answers notify-complete with success and whether the email was queued', () => {
    expectTypeOf<ApiResponse<'notifyComplete'>>().toEqualTypeOf<{ success: true; queued: boolean }>();
  });

  it('answers the daily report with an array of spec rows', () => {
    expectTypeOf<ApiResponse<'getDailyAnalytics'>[number]>().toEqualTypeOf<{
      date: string;
      page_visits: number;
      total_emails: number;
      personal_info_complete: number;
      offer_selections: number;
      ebook_downloads: number;
      mail_requests_without_entry?: number | undefined;
      money?:
        | {
            revenueCents: number;
            payoutCents: number;
            profitCents: number;
            roi: number | null;
            epcCents: number | null;
            revenuePerSignupCents: number | null;
          }
        | undefined;
    }>();
  });

  it('answers the funnel report with the spec fields and the optional extras', () => {
    expectTypeOf<ApiResponse<'getFunnelAnalytics'>['offerSelections'][number]>().toEqualTypeOf<{
      offerId: string;
      name: string;
      count: number;
    }>();
    expectTypeOf<ApiResponse<'getFunnelAnalytics'>['botImpressions']>().toEqualTypeOf<number | undefined>();
  });
});

describe('buildApiPath types', () => {
  it('requires exactly the parameters the path names', () => {
    expectTypeOf(buildApiPath<typeof apiRoutes.setEntryStep.path>)
      .parameter(0)
      .toEqualTypeOf<{ path: '/api/waitlist/:id/step/:step'; params: Record<'id' | 'step', string | number> }>();
  });
});
