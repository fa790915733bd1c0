import { startCmsProxy, type CmsProxy } from './cms-proxy.ts';

// Stands between a spec's own tracker and the real CMS: every call goes through unchanged (sign-in, sessions,
// offers), except the Postbacks global, which it answers itself with the hold threshold the spec sets, as a
// marketer would in the CMS. The shared CMS is left as it is, so no other spec's tracker starts holding.

export type ReviewCmsProxy = CmsProxy;

export const startReviewCmsProxy = ({
  cmsUrl,
  holdThreshold,
}: {
  cmsUrl: string;
  holdThreshold: number;
}): Promise<ReviewCmsProxy> =>
  startCmsProxy({
    cmsUrl,
    answer: ({ url }) =>
      url.pathname === '/api/globals/postback-settings'
        ? { defaultPostback: null, affiliates: [], conversionReview: { holdThreshold } }
        : undefined,
  });
