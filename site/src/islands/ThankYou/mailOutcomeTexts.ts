import type { MailOutcome } from '../../flows/thank-you/thank-you-load.ts';

// What the thank-you page says about the guide email once the tracker has answered: only what that answer
// confirmed. `{email}` stands for the address. The "sent" wording itself is the CMS's (sentMessage).

export const mailOutcomeTexts = {
  sending: 'Sending your free guide to {email}…',
  queuedBefore: 'Your guide was already emailed to {email} earlier, so we did not send another copy just now.',
  limitReached:
    'We did not email the guide just now: this internet connection has asked for as many guides as we send in one day. You can download it right here.',
  unconfirmed: 'We could not confirm that your guide was emailed. You can download it right here.',
  notSentWithEmail:
    'We could not find your signup for {email}, so no email was sent from this page. You can download your guide right here.',
  notSentWithoutEmail:
    "We don't know your email address on this device, so no email was sent. You can download your guide right here.",
  downloadNow: 'Download your guide now',
} as const;

/** The message for an outcome that is not a fresh send (the CMS's texts cover that one). */
export function outcomeMessage(mail: Exclude<MailOutcome, 'queued'>, hasEmail: boolean): string {
  switch (mail) {
    case 'queued-before':
      return hasEmail ? mailOutcomeTexts.queuedBefore : mailOutcomeTexts.queuedBefore.replace(' to {email}', '');
    case 'limit-reached':
      return mailOutcomeTexts.limitReached;
    case 'unconfirmed':
      return mailOutcomeTexts.unconfirmed;
    case 'not-sent':
      return hasEmail ? mailOutcomeTexts.notSentWithEmail : mailOutcomeTexts.notSentWithoutEmail;
  }
}
