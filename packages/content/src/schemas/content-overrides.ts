import { z } from 'zod';
import { benefitKeys, signupModes } from './landing-variant.ts';
import { mediaRelation } from './media.ts';

// What one arm of a content experiment changes on its landing version. Every field is optional: an arm without
// any is the landing version as published (the control). The CMS checks this against Payload's generated type
// (cms/src/content-compatibility.ts), so the admin's fields and what the site applies cannot drift apart.

export const contentOverridesSchema = z.object({
  headline: z.string().nullish(),
  subheadline: z.string().nullish(),
  /** The text of both signup buttons: the hero's and the closing call to action's. */
  buttonText: z.string().nullish(),
  heroImage: mediaRelation,
  /** The benefits' keys in the order to show them; each of the version's benefits once. */
  benefitOrder: z.array(z.enum(benefitKeys)).nullish(),
  /** The version's FAQ items by their position (1 = first as published) in the order to show them. */
  faqOrder: z.array(z.number()).nullish(),
  signupMode: z.enum(signupModes).nullish(),
});

export type ContentOverrides = z.output<typeof contentOverridesSchema>;
