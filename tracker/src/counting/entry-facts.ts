import type { EntryCampaign } from '@seniorguide/contracts';
import type { DeviceClass } from './device-class.ts';
import { campaignOf } from './dimension-counts.ts';
import type { ExperimentTouch } from './experiment-increments.ts';
import type { ConversionCaller, ConversionHold } from './conversion-hold.ts';
import { onceKeyFor, type Fact, type FactType } from './facts.ts';

// Facts about an entry are described by the service as templates (plain data) and completed by the store
// with the entry as it is inside the write, so they can cross to the writer thread and into a transaction.

export type EntryFactTemplate = {
  type: FactType;
  at: number;
  /** The request came from a bot; an entry created by a bot keeps counting as one. */
  isBot: boolean;
  offerId?: string | null;
  offerName?: string | null;
  position?: number | null;
  /** The landing experiment of the visit that brought a signup (first touch). */
  experiment?: ExperimentTouch | null;
  /** Set by the conversion review (review/): this signup or acceptance is held, and why. */
  hold?: ConversionHold | null;
  /**
   * Who made the call, for the conversion review to score a signup or an acceptance (review/). The review
   * takes it off before the store sees the template: nothing of it is stored.
   */
  caller?: ConversionCaller | null;
};

/** What a fact takes from its entry (the store's StoredEntry has these fields, among others). */
export type EntryAttribution = Pick<Fact, 'affiliateId' | 'subId' | 's1' | 's2' | 's3' | 'version'> & {
  id: number;
  isBot: boolean;
  /** The campaign fields the entry was created with (its first touch), its last touch beside them. */
  campaign?: EntryCampaign;
  /** The device class of the browser that created the entry (null for entries from before it was kept). */
  device?: DeviceClass | null;
};

/**
 * A fact about an entry, attributed to the entry's own affiliate, sub ids, utm values, device and landing version (not to
 * whatever the later call carries), so every stage of one visitor lands in the same report rows.
 */
export function entryFact(entry: EntryAttribution, template: EntryFactTemplate): Fact {
  const offerId = template.offerId ?? null;
  return {
    type: template.type,
    at: template.at,
    entryId: entry.id,
    affiliateId: entry.affiliateId,
    subId: entry.subId,
    s1: entry.s1,
    s2: entry.s2,
    s3: entry.s3,
    version: entry.version,
    offerId,
    offerName: template.offerName ?? null,
    position: template.position ?? null,
    isBot: entry.isBot || template.isBot,
    once: onceKeyFor({ type: template.type, offerId }),
    campaign: campaignOf(entry.campaign),
    device: entry.device ?? null,
    ...(template.experiment ? { experiment: template.experiment } : {}),
    ...(template.hold ? { hold: template.hold } : {}),
  };
}

export function factsForEntry(entry: EntryAttribution, templates: readonly EntryFactTemplate[]): Fact[] {
  return templates.map((template) => entryFact(entry, template));
}
