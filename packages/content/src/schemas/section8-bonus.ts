import { z } from 'zod';
import { drafted, globalMeta, text } from './common.ts';

export const section8BonusSchema = z.object({
  ...globalMeta,
  ...drafted,
  title: text,
  rentText: text,
  savingsText: text,
  buttonLabel: text,
  loadingLabel: text,
  downloadPageButtonLabel: text,
  downloadPageLoadingLabel: text,
  partnerOfferId: text,
  affiliateId: text,
  /**
   * The partner link; `{offerId}`, `{affiliateId}`, `{subId}` and `{email}` are replaced
   * (each value URL-encoded) when the visitor clicks.
   */
  linkTemplate: text,
});
