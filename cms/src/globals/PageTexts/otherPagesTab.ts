import type { Tab } from 'payload';
import { textFields, textareaField, textField } from '../../fields/text.ts';

export const otherPagesTab: Tab[] = [
  {
    name: 'adScreen',
    label: 'Ad screen',
    fields: textFields(['loadingTitle', 'loadingMessage', 'errorTitle', 'redirectingMessage']),
  },
  {
    name: 'thankYou',
    label: 'Thank you',
    fields: [
      textField({ name: 'title' }),
      textField({ name: 'sentMessage', description: 'Use {email} where the address goes.' }),
      textareaField({ name: 'genericMessage', description: 'Shown when the email is not known.' }),
      textareaField({ name: 'checkInboxMessage' }),
      textareaField({ name: 'missingUserNote', description: 'Shown when the visitor id is not known.' }),
      textField({ name: 'downloadLinkLabel' }),
    ],
  },
  {
    name: 'ebookDownload',
    label: 'Ebook download',
    fields: [
      textField({ name: 'backLinkLabel' }),
      textField({ name: 'guideForLabel', description: 'Use {email} where the address goes.' }),
      textField({ name: 'title' }),
      textareaField({ name: 'intro' }),
      textField({ name: 'contentsHeading' }),
      { name: 'contents', type: 'array', required: true, minRows: 1, fields: [textField({ name: 'text' })] },
      textField({ name: 'savingsPromise' }),
      textField({ name: 'downloadButtonLabel' }),
      textField({ name: 'downloadNote' }),
    ],
  },
  {
    name: 'redirect',
    label: 'Redirect',
    fields: [
      textField({ name: 'title' }),
      // A counted text has a form per plural category; the site picks one with Intl.PluralRules (English: one, other).
      textField({
        name: 'countdownLabel',
        label: 'Countdown label (plural)',
        description:
          'Shown for 0, 2, 3 or 4 seconds, e.g. "Taking you there in {seconds} seconds...". Use {seconds} where the number goes.',
      }),
      textField({
        name: 'countdownLabelOne',
        label: 'Countdown label (singular)',
        description:
          'Shown for 1 second, e.g. "Taking you there in {seconds} second...". Use {seconds} where the number goes.',
      }),
      textField({ name: 'manualPrefix' }),
      textField({ name: 'manualLinkLabel' }),
      textareaField({
        name: 'refusedMessage',
        description: 'Shown instead of the countdown when the link is not on a listed partner host.',
      }),
    ],
  },
  {
    name: 'notFound',
    label: 'Not found (404)',
    fields: textFields(['title', 'message', 'homeLinkLabel']),
  },
  {
    name: 'errorMonitor',
    label: 'Error toast',
    fields: textFields(['title', 'dismissLabel']),
  },
];
