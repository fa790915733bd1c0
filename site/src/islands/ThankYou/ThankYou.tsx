import type { PageTexts, Section8Bonus } from '@seniorguide/content';
import type { TrackingContext } from '@seniorguide/contracts';
import { buildVisitorBonusLink } from '../../flows/thank-you/bonus-link.ts';
import { buildDownloadPageUrl } from '../../flows/thank-you/download-page-url.ts';
import { Section8Card } from './Section8Card.tsx';
import { useThankYouLoad } from './useThankYouLoad.ts';

export type ThankYouProps = {
  texts: PageTexts['thankYou'];
  bonus: Section8Bonus;
  /**
   * What the query says, so that the first paint names the right address and a click on the download link
   * before the page has woken up still carries the visitor's id and attribution.
   */
  fromQuery: { email: string | null; id: number | null; tracking: TrackingContext };
};

/** /thank-you: the confirmation, the load sequence and the Section 8 bonus (spec sections 2 and 4). */
export default function ThankYou({ texts, bonus, fromQuery }: ThankYouProps) {
  const { identity, entry } = useThankYouLoad();
  const known = entry.status === 'done' ? entry.entry : null;
  const email = identity ? (identity.email ?? known?.email ?? null) : fromQuery.email;
  // The entry's own id wins: the load may have found it by email after the page's id turned out stale.
  const id = identity ? (known?.id ?? identity.id) : fromQuery.id;
  const context = identity?.context;
  const bonusHref =
    identity && entry.status === 'done'
      ? buildVisitorBonusLink({
          bonus,
          affiliateId: known?.affiliateId ?? context?.affiliateId,
          version: known?.version ?? context?.version,
          email,
        })
      : null;
  const tracking = identity ? { ...context, affiliateId: known?.affiliateId ?? context?.affiliateId ?? null } : fromQuery.tracking;

  return (
    <div className="flex flex-col gap-8">
      <section className="card border-2 border-success bg-base-100 text-center shadow-md" aria-labelledby="thank-you-title">
        <div className="card-body items-center gap-4 p-6 sm:p-10">
          <svg aria-hidden="true" viewBox="0 0 48 48" width="72" height="72" className="text-success" fill="none" stroke="currentColor" strokeWidth="4">
            <circle cx="24" cy="24" r="21" />
            <path d="M14 25l7 7 13-15" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h1 id="thank-you-title" className="text-4xl font-bold">
            {texts.title}
          </h1>
          <p className="text-xl" data-testid="thank-you-message">
            {email ? texts.sentMessage.replaceAll('{email}', email) : texts.genericMessage}
          </p>
          <p className="text-lg">{texts.checkInboxMessage}</p>
          {fromQuery.id !== null ? null : <p className="rounded-box bg-base-200 p-4 text-base">{texts.missingUserNote}</p>}
          <a href={buildDownloadPageUrl({ email, id, tracking })} className="link link-primary tap-target inline-flex items-center text-lg font-semibold">
            {texts.downloadLinkLabel}
          </a>
        </div>
      </section>
      <Section8Card bonus={bonus} href={bonusHref} />
    </div>
  );
}
