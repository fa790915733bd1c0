import { seedTimestamp } from './media.ts';
import type { PageTexts } from './types/page-texts.ts';

export const seedPageTexts: PageTexts = {
  id: 'seed-page-texts',
  createdAt: seedTimestamp,
  updatedAt: seedTimestamp,
  _status: 'published',
  continueRegistration: {
    sequential: {
      heading: 'While We Prepare Your eBook...',
      intro:
        'Here are a few offers other seniors found helpful. Take any that suit you, or skip them: your guide is on its way either way.',
      loadingMessage: 'Getting your offers ready...',
      progressLabel: 'Offer {current} of {total}',
      declineLabel: 'No thanks',
      completingMessage: 'Completing your registration...',
    },
    list: {
      heading: 'Preparing your eBook...',
      intro:
        'While your guide is being prepared, tap any topic you would like more help with. Each one opens in a new tab.',
      selectedLabel: 'Selected',
      privacyNote: 'Privacy Secured',
      privacyText: 'Your details travel over a secure, encrypted connection.',
      noThanksLabel: 'No Thanks',
      processingLabel: 'Processing...',
    },
    sessionErrors: {
      notFound: 'Session not found. Please start from the homepage.',
      recoveryFailed: 'Unable to recover your session. Please start from the homepage.',
      listRecoveryFailed: 'Session recovery failed...',
    },
  },
  adScreen: {
    loadingTitle: 'Preparing your eBook',
    loadingMessage: 'Getting your personalized offers ready...',
    errorTitle: 'Session Error',
    redirectingMessage: 'Redirecting to homepage...',
  },
  thankYou: {
    title: 'Thank You!',
    sentMessage: "We've sent your free ebook to {email}.",
    genericMessage: 'Your free Senior Benefits and Discounts Guide is on its way to your inbox.',
    checkInboxMessage:
      'Please check your inbox, and your spam or junk folder, for an email from us within the next 10 minutes.',
    missingUserNote: "We couldn't find all of your details, but that is usually fine: your guide is still on its way.",
    downloadLinkLabel: 'Or download your guide now',
  },
  ebookDownload: {
    backLinkLabel: 'Back to home',
    guideForLabel: 'Guide for: {email}',
    title: 'Senior Benefits & Discounts Guide 2025 Edition',
    intro: 'Your free guide is ready. Read it on screen or print it out in large, easy-to-read type.',
    contentsHeading: "What's inside",
    contents: [
      { id: 'contents-medication', text: 'Medication savings' },
      { id: 'contents-food', text: 'Food assistance' },
      { id: 'contents-housing', text: 'Housing and utility costs' },
      { id: 'contents-transportation', text: 'Transportation' },
      { id: 'contents-eligibility', text: 'Government benefit eligibility' },
    ],
    savingsPromise: 'Ideas that can help you save up to $5,000 per year.',
    downloadButtonLabel: 'Download Your Senior Savings Guide',
    downloadNote: 'The guide opens as a PDF in a new tab.',
  },
  redirect: {
    title: 'Redirecting to Your Desired Bonus',
    countdownLabel: 'Taking you there in {seconds} seconds...',
    countdownLabelOne: 'Taking you there in {seconds} second...',
    manualPrefix: 'Not moving?',
    manualLinkLabel: 'click here',
    refusedMessage:
      "That link does not lead to one of our partner sites, so we won't open it. We'll take you to your thank-you page instead.",
  },
  notFound: {
    title: '404 Page Not Found',
    message: 'Did you forget to add the page to the router?',
    homeLinkLabel: 'Go to the home page',
  },
  errorMonitor: {
    title: 'Error Detected',
    dismissLabel: 'Dismiss',
  },
};
