import { deliveryCopy } from './delivery-email-copy.ts';
import { renderDeliveryHtml } from './delivery-email-html.ts';
import type { SenderSettings } from './delivery-email-parts.ts';
import { renderDeliveryText } from './delivery-email-text.ts';
import { buildGuideLinks } from './links.ts';

export type DeliveryEmailInput = {
  email: string;
  /** Null for an emergency send (the thank-you page knew the email but found no entry). */
  entryId: number | null;
  /** Signs the entry's download link (entry-link-token.ts); null without an entry. */
  entryLinkToken: string | null;
  publicUrl: string;
  unsubscribeUrl: string;
  settings: SenderSettings;
};

export type DeliveryEmail = { subject: string; html: string; text: string };

/** The "here is your free guide" email, as HTML and plain text with the same words and links. */
export function renderDeliveryEmail(input: DeliveryEmailInput): DeliveryEmail {
  const guideLinks = buildGuideLinks(input);
  const parts = {
    email: input.email,
    site: new URL(input.publicUrl).host,
    settings: input.settings,
    links: { ...guideLinks, unsubscribe: input.unsubscribeUrl },
  };
  return { subject: deliveryCopy.subject, html: renderDeliveryHtml(parts), text: renderDeliveryText(parts) };
}
