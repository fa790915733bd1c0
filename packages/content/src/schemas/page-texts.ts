import { z } from 'zod';
import { arrayRowId, drafted, globalMeta, optionalText, text } from './common.ts';

// Texts with `{email}`, `{seconds}`, `{current}` or `{total}` are templates the site fills in.

export const pageTextsSchema = z.object({
  ...globalMeta,
  ...drafted,
  continueRegistration: z.object({
    sequential: z.object({
      heading: text,
      intro: text,
      loadingMessage: text,
      progressLabel: text,
      declineLabel: text,
      completingMessage: text,
    }),
    list: z.object({
      heading: text,
      intro: text,
      selectedLabel: text,
      privacyNote: text,
      privacyText: text,
      noThanksLabel: text,
      processingLabel: text,
    }),
    sessionErrors: z.object({ notFound: text, recoveryFailed: text, listRecoveryFailed: text }),
  }),
  adScreen: z.object({ loadingTitle: text, loadingMessage: text, errorTitle: text, redirectingMessage: text }),
  thankYou: z.object({
    title: text,
    sentMessage: text,
    genericMessage: text,
    checkInboxMessage: text,
    missingUserNote: text,
    downloadLinkLabel: text,
  }),
  ebookDownload: z.object({
    backLinkLabel: text,
    guideForLabel: text,
    title: text,
    intro: text,
    contentsHeading: text,
    contents: z.array(z.object({ id: arrayRowId, text })),
    savingsPromise: text,
    downloadButtonLabel: text,
    downloadNote: text,
  }),
  redirect: z
    .object({
      title: text,
      /** The plural form ("other"); `countdownLabelOne` is the singular, for a count of 1. */
      countdownLabel: text,
      // A page-texts document saved before the singular existed (MongoDB has no migration to fill it) keeps the
      // marketer's other texts: the plural stands in until the singular is filled in.
      countdownLabelOne: optionalText,
      manualPrefix: text,
      manualLinkLabel: text,
      refusedMessage: text,
    })
    .transform(({ countdownLabelOne, ...redirect }) => ({
      ...redirect,
      countdownLabelOne: countdownLabelOne ?? redirect.countdownLabel,
    })),
  notFound: z.object({ title: text, message: text, homeLinkLabel: text }),
  errorMonitor: z.object({ title: text, dismissLabel: text }),
});
