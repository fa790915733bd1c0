import type { FunnelAnalytics } from '@seniorguide/contracts';
import { buildSummaryCards } from '@seniorguide/funnel';
import { formatCount, formatDollars, formatPercentage, formatRoi } from '../logic/format.ts';

type Card = { key: string; label: string; value: number; detail: string };

type MoneyCard = { key: string; label: string; value: string; detail: string };

/** Revenue, payout, profit, ROI, EPC and revenue per signup of the range, at the prices in force at each conversion. */
function moneyCardsOf(money: NonNullable<FunnelAnalytics['money']>): MoneyCard[] {
  return [
    {
      key: 'revenue',
      label: 'Revenue',
      value: formatDollars(money.revenueCents),
      detail: 'Paid by partners for accepted offers',
    },
    {
      key: 'payout',
      label: 'Payout',
      value: formatDollars(money.payoutCents),
      detail: 'Paid to affiliates for signups and offers',
    },
    { key: 'profit', label: 'Profit', value: formatDollars(money.profitCents), detail: 'Revenue minus payout' },
    { key: 'roi', label: 'ROI', value: formatRoi(money.roi), detail: 'Profit per dollar of payout' },
    {
      key: 'epc',
      label: 'EPC',
      value: formatDollars(money.epcCents, { precise: true }),
      detail: 'Revenue per impression',
    },
    {
      key: 'revenue-per-signup',
      label: 'Revenue per signup',
      value: formatDollars(money.revenuePerSignupCents, { precise: true }),
      detail: 'Revenue per email submit; held conversions earn nothing until approved',
    },
  ];
}

/**
 * Impressions, Email Submits, Offers Taken and Ebooks Downloaded. Offers Taken counts offers, not people (one
 * person may take several), so its rate against emails can pass 100%: its detail says so. Conversions held for
 * review are named in the details, apart from the figures.
 */
export function SummaryCards({ funnel }: { funnel: FunnelAnalytics }) {
  const summary = buildSummaryCards(funnel);
  // Conversions held for review are not in these figures; they are named apart until an operator decides.
  const held = (count: number | undefined) => (count ? `; ${formatCount(count)} more held for review` : '');
  const cards: Card[] = [
    { key: 'impressions', label: 'Impressions', value: summary.impressions, detail: 'Page visits, one per session' },
    { key: 'emails', label: 'Email Submits', value: summary.emails, detail: `Total signups${held(funnel.heldEmails)}` },
    {
      key: 'offers',
      label: 'Offers Taken',
      value: summary.offersTaken,
      detail: `${formatPercentage(summary.offersTakenRate)} of email submits, one per offer taken${held(funnel.heldOffersAccepted)}`,
    },
    {
      key: 'downloads',
      label: 'Ebooks Downloaded',
      value: summary.downloads,
      detail: `${formatPercentage(summary.downloadRate)} of email submits`,
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`summary-${card.key}`}
            className="flex flex-col rounded-box border-2 border-base-300 bg-base-100 p-4"
          >
            <dt className="order-1 text-lg font-semibold">{card.label}</dt>
            <dd className="order-2 text-4xl font-bold" data-testid="figure">
              {formatCount(card.value)}
            </dd>
            <dd className="order-3 text-base" data-testid="detail">
              {card.detail}
            </dd>
          </div>
        ))}
      </dl>
      {funnel.money ? (
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3 xl:grid-cols-6" data-testid="money-summary">
          {moneyCardsOf(funnel.money).map((card) => (
            <div
              key={card.key}
              data-testid={`summary-${card.key}`}
              className="flex flex-col rounded-box border-2 border-base-300 bg-base-100 p-4"
            >
              <dt className="order-1 text-lg font-semibold">{card.label}</dt>
              <dd className="order-2 text-2xl font-bold" data-testid="figure">
                {card.value}
              </dd>
              <dd className="order-3 text-base" data-testid="detail">
                {card.detail}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
