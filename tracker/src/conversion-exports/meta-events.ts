import { createHash } from 'node:crypto';
import {
  conversionCurrency,
  metaConversionEventNames,
  type MetaConversionsFile,
  type MetaServerEvent,
} from '@seniorguide/contracts';
import { postbackIdOf } from '../postbacks/queue-postbacks.ts';
import type { ClickConversion } from '../store/click-conversions.ts';
import { clickIdOf, metaClickIds } from './click-ids.ts';

// Meta's Conversions API events, as the body of a POST to /<pixel id>/events. What Meta matches on: the
// email as its SHA-256 (never in clear) and the click id as Meta's own `fbc` cookie would hold it. No IP
// address and no user agent: the tracker keeps neither (PRIVACY.md).

/** Meta refuses a whole request when one event is older than this, so the file leaves such events out. */
export const metaMaxEventAgeMs = 7 * 24 * 60 * 60 * 1000;

const eventNameOf = {
  email_submitted: metaConversionEventNames.signup,
  offer_accepted: metaConversionEventNames.offerAccepted,
} as const;

/** Meta's normalisation of `em`: leading and trailing spaces trimmed, lower case; then SHA-256 in hex. */
export function hashEmailForMeta(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * `fb.1.<creation time>.<fbclid>`: subdomain index 1 (the site's own domain), and as creation time the first
 * moment the tracker held the click id, the signup (the arrival cookie keeps no time). The fbclid is kept
 * byte for byte: Meta flags a changed one.
 */
export function fbcOf(fbclid: string, firstSeenAt: number): string {
  return `fb.1.${firstSeenAt}.${fbclid}`;
}

export function buildMetaEvents({
  conversions,
  now,
  valueOf,
  offerReferenceOf,
}: {
  conversions: readonly ClickConversion[];
  now: number;
  /** The conversion's value in dollars ('12.50'), or '' without one. */
  valueOf: (conversion: ClickConversion) => string;
  /** What stands for the offer in an event id: which partner offer a person took says too much (health, benefits). */
  offerReferenceOf: (offerId: string) => string;
}): MetaConversionsFile {
  const data = conversions.flatMap((conversion): MetaServerEvent[] => {
    const [fbclid] = metaClickIds.map((name) => clickIdOf(conversion.entry.campaign, name));
    if (!fbclid || conversion.at < now - metaMaxEventAgeMs) return [];
    const { entry } = conversion;
    const offerId = conversion.offerId === null ? null : offerReferenceOf(conversion.offerId);
    const value = valueOf(conversion);
    return [
      {
        event_name: eventNameOf[conversion.event],
        event_time: Math.floor(conversion.at / 1000),
        // The postbacks' key of the same conversion, so each event has one id however often it is exported.
        event_id: postbackIdOf({ entryId: entry.id, event: conversion.event, offerId }),
        action_source: 'website',
        user_data: { em: [hashEmailForMeta(entry.email)], fbc: fbcOf(fbclid, entry.createdAt) },
        custom_data:
          value === '' ? { currency: conversionCurrency } : { currency: conversionCurrency, value: Number(value) },
      },
    ];
  });
  return { data };
}
