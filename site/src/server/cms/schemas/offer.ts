import type { Offer } from '@seniorguide/content';
import { z } from 'zod';
import { documentMeta, drafted, mediaRelation, optionalText, text } from './common.ts';

export const cmsOfferSchema = z.object({
  ...documentMeta,
  ...drafted,
  slug: text,
  offerid: text,
  category: z.enum(['medicare', 'government-benefit', 'commercial']),
  title: text,
  headline: text,
  description: text,
  buttonText: text,
  baseUrl: text,
  sourceLine: optionalText,
  icon: mediaRelation,
  flows: z.array(z.enum(['sequential', 'list'])),
  order: z.object({ sequential: z.number().nullish(), list: z.number().nullish() }),
  disclaimer: optionalText,
}) satisfies z.ZodType<Offer>;

export const cmsOfferListSchema = z.object({ docs: z.array(cmsOfferSchema) });
