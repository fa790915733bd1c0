import { z } from 'zod';
import type { SenderSettings } from '../email/delivery-email-parts.ts';
import type { Fetch } from '../auth/cms-auth.ts';

// Who the ebook email is from and the postal address in its footer, read from the CMS's site settings.
// The last good answer is kept, so a CMS restart does not hold up email; with no answer yet, the send
// throws and the outbox retries later rather than mailing without a postal address.

const siteSettingsSchema = z.object({
  email: z.object({
    senderName: z.string().min(1),
    senderAddress: z.email(),
    postalAddress: z.string().min(1),
  }),
});

export function createCmsSenderSettings({
  cmsUrl,
  fetch = globalThis.fetch,
}: {
  cmsUrl: string;
  fetch?: Fetch;
}): () => Promise<SenderSettings> {
  let lastGood: SenderSettings | null = null;
  return async () => {
    try {
      const response = await fetch(new URL('/api/globals/site-settings', cmsUrl).href, {
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`CMS answered ${response.status}`);
      const { email } = siteSettingsSchema.parse(await response.json());
      lastGood = { senderName: email.senderName, senderEmail: email.senderAddress, postalAddress: email.postalAddress };
    } catch (error) {
      if (!lastGood) throw new Error('The sender settings could not be read from the CMS', { cause: error });
    }
    return lastGood;
  };
}
