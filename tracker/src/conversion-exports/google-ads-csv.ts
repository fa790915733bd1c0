import {
  conversionCurrency,
  googleAdsConversionColumns,
  googleAdsConversionNames,
  googleAdsTimeZoneParameter,
} from '@seniorguide/contracts';
import { DateTime } from 'luxon';
import type { ClickConversion } from '../store/click-conversions.ts';
import { clickIdOf, googleClickIds } from './click-ids.ts';

// Google Ads' click-conversion import (the "Conversions from clicks" template): a parameter row naming the
// time zone, the template's header, then one row per conversion. Each time also carries its offset, so the
// file reads the same wherever it is opened. No email, no name: Google asks for none and gets none.

const nameOf = {
  email_submitted: googleAdsConversionNames.signup,
  offer_accepted: googleAdsConversionNames.offerAccepted,
} as const;

/** Google's format for a time with its zone: `2026-11-27 14:03:00-05:00`. */
export function googleConversionTime(at: number, timeZone: string): string {
  return DateTime.fromMillis(at, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm:ssZZ');
}

// RFC 4180. The cells are click ids of a safe alphabet, fixed names, times and numbers, so nothing needs
// quoting today; a cell that ever did would still be one cell.
const csvCell = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export function buildGoogleAdsCsv({
  conversions,
  timeZone,
  valueOf,
}: {
  conversions: readonly ClickConversion[];
  timeZone: string;
  /** The conversion's value in dollars ('12.50'), or '' without one. */
  valueOf: (conversion: ClickConversion) => string;
}): string {
  const rows = conversions.flatMap((conversion) => {
    const [gclid] = googleClickIds.map((name) => clickIdOf(conversion.entry.campaign, name));
    if (!gclid) return [];
    return [
      csvLine([
        gclid,
        nameOf[conversion.event],
        googleConversionTime(conversion.at, timeZone),
        valueOf(conversion),
        conversionCurrency,
      ]),
    ];
  });
  return `${googleAdsTimeZoneParameter}${timeZone}\r\n${csvLine(googleAdsConversionColumns)}${rows.join('')}`;
}
