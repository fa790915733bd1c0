import type { PostbackEventName } from '@seniorguide/contracts';

// The words of the postback health panel.

export const eventLabels: Record<PostbackEventName, string> = {
  email_submitted: 'Email submitted',
  offer_accepted: 'Offer accepted',
  thank_you: 'Reached thank-you',
  download: 'Downloaded',
};

export const postbackTexts = {
  title: 'Postbacks to traffic sources',
  note: 'Server-to-server postbacks by affiliate and event for the period. Failing: failed for good, or waiting to be tried again.',
  figuresLabel: 'Postbacks by affiliate and event',
  noPostbacks: 'No postbacks for this period.',
  allAffiliates: 'Default (no affiliate)',
  pixels: 'Browser pixels fired',
  attemptsTitle: 'Latest 50 attempts',
  attemptsLabel: 'Latest postback attempts',
  noAttempts: 'No attempts yet.',
  noAnswer: 'no answer',
  replay: 'Replay',
  replaying: 'Replaying…',
  replayed: 'Queued again; it is sent within a few seconds.',
  testTitle: 'Send a test postback',
  testHelp: 'Calls the template once with sample values (sub id "test-sub", entry 0). Nothing is recorded.',
  testAffiliate: 'Affiliate id (empty: the default template)',
  testEvent: 'Event',
  testSend: 'Send a test postback',
  testSending: 'Sending…',
  loadFailed: 'The postbacks could not be loaded.',
} as const;
