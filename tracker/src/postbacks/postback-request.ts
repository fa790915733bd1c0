import { postbackMacros, renderTemplate, type MacroValues, type PostbackMacro } from '@seniorguide/postbacks';
import { maskPostbackUrl } from './mask-url.ts';
import { clickIdOf, payoutOf, type PostbackConfig } from './settings.ts';
import { signatureHeaders } from './signature.ts';
import type { PostbackEvent } from '../jobs/port.ts';

// The call one postback makes: the template filled with the entry's values, the signature headers, and the
// URL as the panel may show it.

export type PostbackFacts = {
  entryId: number;
  event: PostbackEvent;
  offerId: string | null;
  occurredAt: number;
  values: Record<string, string>;
};

export type PostbackRequest = { url: string; maskedUrl: string; headers: Record<string, string> };

export const postbackUserAgent = 'SeniorGuide-Postback/1.0';

/** The macros that name an entry's own tracking value (sub ids, utm, click ids, referrer domain). */
const conversionMacros: readonly string[] = ['clickid', 'event', 'entry_id', 'offer_id', 'timestamp', 'payout'];
const capturedMacros = postbackMacros.filter((name): name is PostbackMacro => !conversionMacros.includes(name));

export function macroValuesFor(config: PostbackConfig, facts: PostbackFacts): MacroValues {
  const { values } = facts;
  // Every captured field fills the macro of its own name; `clickid` is chosen by the configuration.
  const captured = Object.fromEntries(capturedMacros.map((name) => [name, values[name]]));
  return {
    ...captured,
    clickid: clickIdOf(config, values),
    event: facts.event,
    entry_id: String(facts.entryId),
    offer_id: facts.offerId ?? '',
    timestamp: String(Math.floor(facts.occurredAt / 1000)),
    payout: payoutOf(config, facts.event),
  };
}

export function buildPostbackRequest({
  config,
  macros,
  now,
}: {
  config: PostbackConfig;
  macros: MacroValues;
  now: number;
}): PostbackRequest {
  // Serialised as the request line will carry it, so the signature covers the exact URL the receiver sees.
  const url = new URL(renderTemplate(config.urlTemplate, macros)).href;
  return {
    url,
    maskedUrl: maskPostbackUrl({ template: config.urlTemplate, url }),
    headers: {
      'User-Agent': postbackUserAgent,
      ...signatureHeaders({ url, timestamp: Math.floor(now / 1000), secret: config.secret }),
    },
  };
}
