import type { ArrayRow, Drafted, GlobalMeta } from './document.ts';

// Texts with `{email}`, `{seconds}`, `{current}` or `{total}` are templates the site fills in.

export type SequentialFlowTexts = {
  heading: string;
  intro: string;
  loadingMessage: string;
  progressLabel: string;
  declineLabel: string;
  completingMessage: string;
};

export type ListFlowTexts = {
  heading: string;
  intro: string;
  selectedLabel: string;
  privacyNote: string;
  privacyText: string;
  noThanksLabel: string;
  processingLabel: string;
};

export type SessionErrorTexts = {
  notFound: string;
  recoveryFailed: string;
  listRecoveryFailed: string;
};

export type ContinueRegistrationTexts = {
  sequential: SequentialFlowTexts;
  list: ListFlowTexts;
  sessionErrors: SessionErrorTexts;
};

export type AdScreenTexts = {
  loadingTitle: string;
  loadingMessage: string;
  errorTitle: string;
  redirectingMessage: string;
};

export type ThankYouTexts = {
  title: string;
  sentMessage: string;
  genericMessage: string;
  checkInboxMessage: string;
  missingUserNote: string;
  downloadLinkLabel: string;
};

export type EbookDownloadTexts = {
  backLinkLabel: string;
  guideForLabel: string;
  title: string;
  intro: string;
  contentsHeading: string;
  contents: (ArrayRow & { text: string })[];
  savingsPromise: string;
  downloadButtonLabel: string;
  downloadNote: string;
};

export type RedirectTexts = {
  title: string;
  /** The plural form ("other"); `countdownLabelOne` is the singular, for a count of 1. */
  countdownLabel: string;
  countdownLabelOne: string;
  manualPrefix: string;
  manualLinkLabel: string;
  refusedMessage: string;
};

export type NotFoundTexts = {
  title: string;
  message: string;
  homeLinkLabel: string;
};

export type ErrorMonitorTexts = {
  title: string;
  dismissLabel: string;
};

export type PageTexts = GlobalMeta &
  Drafted & {
    continueRegistration: ContinueRegistrationTexts;
    adScreen: AdScreenTexts;
    thankYou: ThankYouTexts;
    ebookDownload: EbookDownloadTexts;
    redirect: RedirectTexts;
    notFound: NotFoundTexts;
    errorMonitor: ErrorMonitorTexts;
  };
