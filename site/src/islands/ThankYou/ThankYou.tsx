import type { PageTexts, Section8Bonus } from '@seniorguide/content';
import type { MailOutcome } from '../../flows/thank-you/thank-you-load.ts';
import { buildVisitorBonusLink } from '../../flows/thank-you/bonus-link.ts';
import { buildDownloadPageUrl } from '../../flows/thank-you/download-page-url.ts';
import { WithEmail } from '../shared/WithEmail.tsx';
import { mailOutcomeTexts, outcomeMessage } from './mailOutcomeTexts.ts';
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
function messageTemplate({
  texts,
  mail,
  hasEmail,
}: {
  texts: PageTexts['thankYou'];
  mail: MailOutcome | null;
  hasEmail: boolean;
}): string {
  if (mail === null) return hasEmail ? mailOutcomeTexts.sending : '';
  if (mail === 'queued') return hasEmail ? texts.sentMessage : texts.genericMessage;
  return outcomeMessage(mail, hasEmail);
}

export default function ThankYou({ texts, bonus }: ThankYouProps) {
  const { identity, entry, mail } = useThankYouLoad();
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
  // Only what the tracker confirmed: "sent" once it queued the guide, what happened instead otherwise.
  const template = identity ? messageTemplate({ texts, mail, hasEmail: email !== null }) : '';
  const message = email ? <WithEmail template={template} email={email} /> : template;
  const isMailed = mail === 'queued' || mail === 'queued-before';
  // Where no email went out now, the guide is one tap away, right under the message.
  const offersDownload = mail !== null && mail !== 'queued';

  return (
    <div className="flex flex-col gap-8">
      <section
        className="card border-2 border-success bg-base-100 text-center shadow-md"
        aria-labelledby="thank-you-title"
      >
        <div className="card-body items-center gap-4 p-6 sm:p-10">
          <svg
            aria-hidden="true"
            viewBox="0 0 48 48"
            width="72"
            height="72"
            className="text-success"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
          >
            <circle cx="24" cy="24" r="21" />
            <path d="M14 25l7 7 13-15" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h1 id="thank-you-title" className="text-4xl font-bold">
            {texts.title}
          </h1>
          {/* One room for the message and the inbox note, the same in every state, so the download link under it
              never moves when the tracker answers: an unseen stand-in (room for the message with an address of
              usual length, four lines on a 390 px phone, two from sm up, and the note's words drawn by CSS, out of
              the page's text) sizes the room, and what the page says is laid over it. A longer "not sent"
              message takes the note's place. */}
          <div className="grid w-full">
            <div aria-hidden="true" className="invisible col-start-1 row-start-1 flex flex-col gap-4">
              <p className="min-h-[4lh] text-xl sm:min-h-[2lh]" />
              <p data-room={texts.checkInboxMessage} className="text-lg before:content-[attr(data-room)]" />
            </div>
            <div className="col-start-1 row-start-1 flex flex-col gap-4">
              <p className="text-xl" data-testid="thank-you-message">
                {message}
              </p>
              {isMailed ? <p className="text-lg">{texts.checkInboxMessage}</p> : null}
            </div>
          </div>
          <a
            href={buildDownloadPageUrl({ email, id, tracking })}
            data-download-page-link
            className={`btn btn-lg tap-target h-auto min-h-14 w-full py-3 text-lg ${offersDownload ? 'btn-primary' : 'btn-outline btn-primary'}`}
          >
            {offersDownload ? mailOutcomeTexts.downloadNow : texts.downloadLinkLabel}
          </a>
        </div>
      </section>
      <Section8Card bonus={bonus} href={bonusHref} />
      {/* Last on the page, so that appearing once the visitor is known moves nothing above it. */}
      {identity && identity.id === null && isMailed ? (
        <p className="rounded-box bg-base-200 p-4 text-base">{texts.missingUserNote}</p>
      ) : null}
    </div>
  );
}
