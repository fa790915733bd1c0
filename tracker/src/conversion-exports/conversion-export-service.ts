import { createHmac } from 'node:crypto';
import type { ConversionExportQuery, MetaConversionsFile } from '@seniorguide/contracts';
import { DateTime } from 'luxon';
import type { Clock } from '../clock.ts';
import { conversionIdOf } from '../counting/conversion-hold.ts';
import type { PostbackSettingsSource } from '../postbacks/cms-postback-settings.ts';
import { configFor, payoutOf, type PostbackSettings } from '../postbacks/settings.ts';
import type { ClickConversion, ClickConversionQuery } from '../store/click-conversions.ts';
import type { StoredHeldConversion } from '../store/conversion-review.ts';
import type { ClickConversionsPort, ReviewPort } from '../store/port.ts';
import { googleClickIds, metaClickIds } from './click-ids.ts';
import { buildGoogleAdsCsv } from './google-ads-csv.ts';
import { buildMetaEvents } from './meta-events.ts';

// The operator's conversion files for the ad platforms, over the dashboard's local days. Values: the payout
// the affiliate's postback reports for the event (the postback settings in the CMS), or none; the product has
// no revenue of its own to report yet.

/**
 * Google takes a click's conversions for at most 90 days (its longest click-through window), so an entry
 * created longer before the range cannot bring a conversion any platform still takes: its offers are not read.
 */
export const clickWindowDays = 90;

export type ExportedFile<T> = { filename: string; content: T };

/** How many held-conversion lookups (one key read each) run together. */
const heldLookupsAtOnce = 200;

/** [the first local day's start, the day after the last day's start), in epoch ms. */
function instantsOf(query: ConversionExportQuery): { from: number; to: number } {
  const from = DateTime.fromISO(query.startDate, { zone: query.timezone }).startOf('day');
  const to = DateTime.fromISO(query.endDate, { zone: query.timezone }).plus({ days: 1 }).startOf('day');
  return { from: from.toMillis(), to: to.toMillis() };
}

/** `<what>_<start>_to_<end>_<zone>.<ext>`: the range and the zone in the name, as the dashboard's CSV files. */
function fileNameOf(what: string, query: ConversionExportQuery, extension: string): string {
  const zone = query.timezone.replace(/[^A-Za-z0-9_+-]+/g, '-');
  return `${what}_${query.startDate}_to_${query.endDate}_${zone}.${extension}`;
}

export function createConversionExportService({
  store,
  settings,
  clock,
  secret,
}: {
  store: ClickConversionsPort & ReviewPort;
  /** The postback settings (payouts); null where postbacks are not composed. */
  settings: PostbackSettingsSource | null;
  clock: Clock;
  /** Keys the offer references in Meta's event ids. */
  secret: string;
}) {
  const offerReferenceOf = (offerId: string): string =>
    createHmac('sha256', secret).update(`conversion-offer:${offerId}`).digest('base64url').slice(0, 16);

  async function read(query: ConversionExportQuery, clickIds: ClickConversionQuery['clickIds']) {
    const { from, to } = instantsOf(query);
    const [conversions, current] = await Promise.all([
      store.listClickConversions({ from, to, createdSince: from - clickWindowDays * 24 * 60 * 60 * 1000, clickIds }),
      settings ? settings.get() : Promise.resolve(null),
    ]);
    return { conversions: await paidOnly(conversions), valueOf: valueFrom(current) };
  }

  /**
   * A conversion the review holds is not paid yet, and one it rejected never will be: only those it never held
   * and those an operator approved go to the platforms, as with their postbacks.
   */
  async function paidOnly(conversions: readonly ClickConversion[]): Promise<ClickConversion[]> {
    const paid: ClickConversion[] = [];
    for (let start = 0; start < conversions.length; start += heldLookupsAtOnce) {
      const slice = conversions.slice(start, start + heldLookupsAtOnce);
      const holds = await Promise.all(
        slice.map((conversion) =>
          store.getHeldConversion(
            conversionIdOf({
              entryId: conversion.entry.id,
              kind: conversion.event === 'email_submitted' ? 'signup' : 'offer',
              offerId: conversion.offerId,
            }),
          ),
        ),
      );
      paid.push(...slice.filter((_, index) => isPaid(holds[index] ?? null)));
    }
    return paid;
  }

  return {
    async googleAds(query: ConversionExportQuery): Promise<ExportedFile<string>> {
      const { conversions, valueOf } = await read(query, googleClickIds);
      return {
        filename: fileNameOf('google-ads-conversions', query, 'csv'),
        content: buildGoogleAdsCsv({ conversions, timeZone: query.timezone, valueOf }),
      };
    },

    async meta(query: ConversionExportQuery): Promise<ExportedFile<MetaConversionsFile>> {
      const { conversions, valueOf } = await read(query, metaClickIds);
      return {
        filename: fileNameOf('meta-conversions', query, 'json'),
        content: buildMetaEvents({ conversions, now: clock(), valueOf, offerReferenceOf }),
      };
    },
  };
}

const isPaid = (hold: StoredHeldConversion | null): boolean => hold === null || hold.status === 'approved';

/** The payout the entry's affiliate's postback would report for the event, as the `{payout}` macro writes it. */
function valueFrom(settings: PostbackSettings | null): (conversion: ClickConversion) => string {
  return (conversion) => {
    const config = settings ? configFor(settings, conversion.entry.affiliateId) : null;
    return config ? payoutOf(config, conversion.event) : '';
  };
}

export type ConversionExportService = ReturnType<typeof createConversionExportService>;
