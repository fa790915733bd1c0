import type { FunnelAnalytics } from '@seniorguide/contracts';
import { buildSummaryCards } from '@seniorguide/funnel';
import { formatCount, formatPercentage } from '../logic/format.ts';

type Card = { key: string; label: string; value: number; detail: string };

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
  );
}
