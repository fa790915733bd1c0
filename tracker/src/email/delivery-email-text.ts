import { deliveryCopy as copy } from './delivery-email-copy.ts';
import type { DeliveryEmailParts } from './delivery-email-parts.ts';

/** The plain-text part: the same words and links, for mail apps that show no HTML. */
export function renderDeliveryText(parts: DeliveryEmailParts): string {
  const { links, email, site, settings } = parts;
  return [
    copy.heading,
    '',
    copy.intro,
    '',
    `${copy.button}:`,
    links.downloadPage,
    '',
    `${copy.pdfLead} ${copy.pdfLink}:`,
    links.pdf,
    '',
    copy.tip,
    '',
    '--',
    copy.whyYouGotThis(email, site),
    `${copy.unsubscribeLead} ${copy.unsubscribe}:`,
    links.unsubscribe,
    '',
    settings.senderName,
    ...settings.postalAddress.split(/\r?\n/),
    '',
  ].join('\n');
}
