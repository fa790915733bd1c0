import { z } from 'zod';
import { centsOf, emptyPriceBook, type PayoutPeriod, type PriceBook } from '../counting/prices.ts';
import { keptKeyedCmsSetting, type KeyedCmsSettingOptions } from './cms-settings-read.ts';

// The prices, read from the CMS with the tracker's key (visitors never see them): each published offer's
// "What the partner pays" periods and the Affiliate payouts global. A conversion never waits for the CMS once a
// book was read: it takes that book and, when it is older than 30 s, starts one read in the background (a
// period usually starts later than it is saved, so the one conversion counted at the older book earns the
// same). Before the first book, a conversion waits for one read, at most one every 5 s; when the CMS cannot
// answer it is counted without money and the error is reported (a conversion is never refused for want of a
// price).

const publishedOffersPath = '/api/offers?depth=0&limit=100&where[_status][equals]=published';
const payoutsPath = '/api/globals/affiliate-payouts?depth=0';

const instant = z.string().transform((value, context) => {
  const at = Date.parse(value);
  if (Number.isNaN(at)) context.addIssue({ code: 'custom', message: 'not a date' });
  return at;
});
const dollars = z.number().min(0).transform(centsOf);

const offersSchema = z.object({
  docs: z.array(
    z.object({
      slug: z.string(),
      prices: z.array(z.object({ effectiveFrom: instant, perAcceptedOffer: dollars })).nullish(),
    }),
  ),
});

const payoutPeriodsSchema = z
  .array(z.object({ effectiveFrom: instant, signup: dollars, acceptedOffer: dollars }))
  .nullish()
  .transform((periods): PayoutPeriod[] =>
    (periods ?? []).map(({ effectiveFrom, signup, acceptedOffer }) => ({
      from: effectiveFrom,
      signupCents: signup,
      acceptedCents: acceptedOffer,
    })),
  );

const payoutsSchema = z.object({
  default: z.object({ periods: payoutPeriodsSchema }).nullish(),
  affiliates: z.array(z.object({ affiliateId: z.string(), periods: payoutPeriodsSchema })).nullish(),
});

export function priceBookOf(offers: z.infer<typeof offersSchema>, payouts: z.infer<typeof payoutsSchema>): PriceBook {
  return {
    offers: Object.fromEntries(
      offers.docs.map(({ slug, prices }) => [
        slug,
        (prices ?? []).map(({ effectiveFrom, perAcceptedOffer }) => ({
          from: effectiveFrom,
          acceptedCents: perAcceptedOffer,
        })),
      ]),
    ),
    defaultPayouts: payouts.default?.periods ?? [],
    affiliatePayouts: Object.fromEntries(
      (payouts.affiliates ?? []).map(({ affiliateId, periods }) => [affiliateId.trim(), periods]),
    ),
  };
}

/** The prices in force now and before: resolves to the last book read (the empty book before the first). */
export type PriceBookSource = () => Promise<PriceBook>;

/** No key to read them with: every conversion is counted without money. */
export const noPrices: PriceBookSource = async () => emptyPriceBook;

export function createCmsPrices(options: KeyedCmsSettingOptions): PriceBookSource {
  return keptKeyedCmsSetting(options, {
    read: async (readJson) => {
      const [offers, payouts] = await Promise.all([readJson(publishedOffersPath), readJson(payoutsPath)]);
      return priceBookOf(offersSchema.parse(offers), payoutsSchema.parse(payouts));
    },
    fallback: emptyPriceBook,
  });
}
