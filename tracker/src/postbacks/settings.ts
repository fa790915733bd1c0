import { clickIdSources } from '@seniorguide/postbacks';
import { z } from 'zod';
import { postbackEvents, type PostbackEvent } from '../jobs/port.ts';

// The postback settings as the CMS's `postback-settings` global holds them: a default for every affiliate
// and one entry per affiliate that needs its own. An affiliate's own entry wins over the default.

const configSchema = z.object({
  enabled: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  urlTemplate: z
    .string()
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  events: z
    .array(z.string())
    .nullish()
    .transform((values) =>
      (values ?? []).filter((value): value is PostbackEvent => (postbackEvents as readonly string[]).includes(value)),
    ),
  clickIdSource: z
    .enum(clickIdSources)
    .nullish()
    .transform((value) => value ?? 'auto'),
  secret: z
    .string()
    .nullish()
    .transform((value) => (value ? value : null)),
  payouts: z
    .object(Object.fromEntries(postbackEvents.map((event) => [event, z.number().nullish()])))
    .nullish()
    .transform((value) => value ?? {}),
});

export type PostbackConfig = z.infer<typeof configSchema>;

export const postbackSettingsSchema = z.object({
  defaultPostback: configSchema.nullish(),
  affiliates: z
    .array(configSchema.extend({ affiliateId: z.string().min(1) }))
    .nullish()
    .transform((value) => value ?? []),
});

export type PostbackSettings = z.infer<typeof postbackSettingsSchema>;

/** The configuration that applies to an affiliate's postbacks, or null when none is switched on. */
export function configFor(settings: PostbackSettings, affiliateId: string | null): PostbackConfig | null {
  const own = affiliateId === null ? undefined : settings.affiliates.find((entry) => entry.affiliateId === affiliateId);
  const config = own ?? settings.defaultPostback ?? null;
  return config?.enabled && config.urlTemplate ? config : null;
}

export function firesFor(settings: PostbackSettings, affiliateId: string | null, event: PostbackEvent): boolean {
  return configFor(settings, affiliateId)?.events.includes(event) ?? false;
}

/**
 * `{clickid}`: unless the configuration names the field that carries it, the network's own click id (from a
 * traffic source's click-id parameter or the usual names: clickid, click_id, transaction_id…), else the ad
 * platforms' (fbclid, gclid, msclkid, ttclid, in that order).
 */
export function clickIdOf(config: PostbackConfig, values: Record<string, string>): string {
  if (config.clickIdSource === 'auto')
    return values.clickid ?? values.fbclid ?? values.gclid ?? values.msclkid ?? values.ttclid ?? '';
  return values[config.clickIdSource] ?? '';
}

/** The payout as the macro shows it: two decimals, or empty when the marketer set none for the event. */
export function payoutOf(config: PostbackConfig, event: PostbackEvent): string {
  const payout = config.payouts[event];
  return typeof payout === 'number' ? payout.toFixed(2) : '';
}
