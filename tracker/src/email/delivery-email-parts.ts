/** What the CMS's site settings say about who sends the email and from where (CAN-SPAM asks for both). */
export type SenderSettings = {
  senderName: string;
  senderEmail: string;
  postalAddress: string;
};

/** Everything either part of the delivery email shows, already resolved to final URLs. */
export type DeliveryEmailParts = {
  email: string;
  /** The visitor origin's host name, named in the "why you got this" line. */
  site: string;
  settings: SenderSettings;
  links: { downloadPage: string; pdf: string; unsubscribe: string };
};
