import type { DimensionFigures } from '@seniorguide/contracts';
import { moneyFigures } from '@seniorguide/funnel';
import type { StageVector } from '../counting/dimension-counts.ts';

// A row's counts as the report shows them: the six stages and their rates against impressions and emails, and
// its money (revenue and payout in cents, EPC per impression, revenue per email submitted).

const rate = (count: number, base: number) => (base === 0 ? null : count / base);

export function figuresOf(counts: StageVector): DimensionFigures {
  const [
    impression = 0,
    email = 0,
    continued = 0,
    accepted = 0,
    thankYou = 0,
    download = 0,
    revenueCents = 0,
    payoutCents = 0,
  ] = counts;
  return {
    impressions: impression,
    emails: email,
    continuedToOffers: continued,
    offersAccepted: accepted,
    reachedThankYou: thankYou,
    downloads: download,
    rates: {
      perImpression: {
        emails: rate(email, impression),
        continuedToOffers: rate(continued, impression),
        offersAccepted: rate(accepted, impression),
        reachedThankYou: rate(thankYou, impression),
        downloads: rate(download, impression),
      },
      perEmail: {
        continuedToOffers: rate(continued, email),
        offersAccepted: rate(accepted, email),
        reachedThankYou: rate(thankYou, email),
        downloads: rate(download, email),
      },
    },
    money: moneyFigures({ revenueCents, payoutCents, impressions: impression, signups: email }),
  };
}
