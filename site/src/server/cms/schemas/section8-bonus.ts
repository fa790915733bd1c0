import type { Section8Bonus } from '@seniorguide/content';
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
  linkTemplate: text,
}) satisfies z.ZodType<Section8Bonus>;
