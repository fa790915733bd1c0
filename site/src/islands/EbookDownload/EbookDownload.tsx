import type { PageTexts, Section8Bonus } from '@seniorguide/content';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { pushDataLayer } from '../../lib/data-layer.ts';
import { apiDownloadTracking } from '../../flows/thank-you/api-download-tracking.ts';
import { buildVisitorBonusLink } from '../../flows/thank-you/bonus-link.ts';
import { trackDownloadOnce } from '../../flows/thank-you/download-tracking.ts';
import { readVisitorIdentity, type VisitorIdentity } from '../../flows/thank-you/visitor-identity.ts';
import { $isDownloadPending, clearDownloadTap } from '../../stores/ebook-download.ts';
import { WithEmail } from '../shared/WithEmail.tsx';
import { BonusButton } from '../ThankYou/BonusButton.tsx';
import { useVisitorEntry } from '../ThankYou/useVisitorEntry.ts';

export type EbookDownloadProps = {
  texts: PageTexts['ebookDownload'];
  bonus: Section8Bonus;
  pdfHref: string;
  /** The title and intro, rendered by the page: they sit between 'Guide for' and the button. */
  children: ReactNode;
  /** The contents list (the page's `contents` slot): under the button, so the download is on the first screen. */
  contents?: ReactNode;
};

/**
 * The interactive part of /ebook-download: who the guide is for, the tracked download, the bonus button.
 *
 * The page is the same for every visitor (the origin serves it from memory), so the address is known only
 * once the island is live: from the query or storage, or else from the visitor's own entry (read by id, which
 * only its owner may do). Until then 'Guide for' keeps its room empty, so nothing below it moves.
 */
export default function EbookDownload({ texts, bonus, pdfHref, children, contents }: EbookDownloadProps) {
  const [identity, setIdentity] = useState<VisitorIdentity | null>(null);
  useEffect(() => setIdentity(readVisitorIdentity()), []);
  const entryLoad = useVisitorEntry({
    id: identity?.id ?? null,
    email: identity?.email ?? null,
    ready: identity !== null,
  });
  const entry = entryLoad.status === 'done' ? entryLoad.entry : null;
  const email = identity ? (identity.email ?? entry?.email ?? null) : null;

  // Taps reach the store through the page's script (ebook-download.astro), so one made before hydration
  // is tracked too, once the visitor's entry is known: per user where it can be, anonymously otherwise.
  const isDownloadPending = useStore($isDownloadPending);
  useEffect(() => {
    if (!isDownloadPending || !identity || entryLoad.status !== 'done') return;
    clearDownloadTap();
    const entryId = identity.id ?? entry?.id ?? identity.context.waitlistId ?? null;
    const { context } = identity;
    void trackDownloadOnce({
      entryId,
      tracking: {
        affiliateId: context.affiliateId,
        subId: context.subId,
        s1: context.s1,
        s2: context.s2,
        s3: context.s3,
      },
      port: apiDownloadTracking,
    }).then((result) => pushDataLayer({ event: 'ebook_download', tracking: result.tracking }));
  }, [isDownloadPending, identity, entryLoad.status, entry]);

  const bonusHref =
    identity && entryLoad.status === 'done'
      ? buildVisitorBonusLink({
          bonus,
          affiliateId: entry?.affiliateId ?? identity.context.affiliateId,
          version: entry?.version ?? identity.context.version,
          email,
        })
      : null;

  return (
    <div className="flex flex-col gap-6">
      {/* Room for 'Guide for' with an address of usual length: three lines on a 390 px phone, one from sm up. */}
      <div className="min-h-[3lh] text-lg sm:min-h-[1lh]">
        {email ? (
          <p className="font-semibold" data-testid="guide-for">
            <WithEmail template={texts.guideForLabel} email={email} />
          </p>
        ) : null}
      </div>
      {children}
      <a
        href={pdfHref}
        target="_blank"
        rel="noopener"
        data-ebook-download
        className="btn btn-primary btn-lg tap-target h-auto min-h-16 w-full py-3 text-xl"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M12 3v12M7 10l5 5 5-5M5 21h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {texts.downloadButtonLabel}
        <span className="sr-only"> (PDF, opens in a new tab)</span>
      </a>
      <p className="text-base">{texts.downloadNote}</p>
      {contents}
      <div className="rounded-box border-2 border-secondary p-5">
        <h2 className="mb-3 text-2xl font-bold">{bonus.title}</h2>
        <p className="mb-4 text-lg">
          {bonus.rentText} {bonus.savingsText}
        </p>
        <BonusButton
          href={bonusHref}
          label={bonus.downloadPageButtonLabel}
          loadingLabel={bonus.downloadPageLoadingLabel}
        />
      </div>
    </div>
  );
}
