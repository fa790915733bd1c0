import type { PageTexts, Section8Bonus } from '@seniorguide/content';
import { buildVisitorBonusLink } from '../../flows/thank-you/bonus-link.ts';
import { buildDownloadPageUrl } from '../../flows/thank-you/download-page-url.ts';
import { Section8Card } from './Section8Card.tsx';
import { useThankYouLoad } from './useThankYouLoad.ts';

export type ThankYouProps = {
  texts: PageTexts['thankYou'];
  bonus: Section8Bonus;
};

/**
 * /thank-you: the confirmation, the load sequence and the Section 8 bonus.
 *
 * The page is the same for every visitor (the origin serves it from memory), so who it is for is read in the
 * browser once the island is live: until then the message keeps its room empty, so nothing below it moves when
 * the address fills in. The download link points at the bare page until then; the page script
 * (pages/thank-you.astro) fills it from the query at once, so an early tap still carries id and attribution.
 */
export default function ThankYou({ texts, bonus }: ThankYouProps) {
  const { identity, entry } = useThankYouLoad();
  const known = entry.status === 'done' ? entry.entry : null;
  const email = identity ? (identity.email ?? known?.email ?? null) : null;
  // The entry's own id wins: the load may have found it by email after the page's id turned out stale.
  const id = identity ? (known?.id ?? identity.id) : null;
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
  const tracking = { ...context, affiliateId: known?.affiliateId ?? context?.affiliateId ?? null };
  const message = identity ? (email ? texts.sentMessage.replaceAll('{email}', email) : texts.genericMessage) : '';

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
          {/* Room for the message with an address of usual length before it is known: four lines on a 390 px
              phone, two from sm up. */}
          <p className="min-h-[4lh] text-xl [overflow-wrap:anywhere] sm:min-h-[2lh]" data-testid="thank-you-message">
            {message}
          </p>
          <p className="text-lg">{texts.checkInboxMessage}</p>
          <a
            href={buildDownloadPageUrl({ email, id, tracking })}
            data-download-page-link
            className="link link-primary tap-target inline-flex items-center text-lg font-semibold"
          >
            {texts.downloadLinkLabel}
          </a>
        </div>
      </section>
      <Section8Card bonus={bonus} href={bonusHref} />
      {/* Last on the page, so that appearing once the visitor is known moves nothing above it. */}
      {identity && identity.id === null ? <p className="rounded-box bg-base-200 p-4 text-base">{texts.missingUserNote}</p> : null}
    </div>
  );
}
