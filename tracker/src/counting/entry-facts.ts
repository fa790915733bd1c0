import type { EntryCampaign } from '@seniorguide/contracts';
import type { DeviceClass } from './device-class.ts';
import { campaignOf } from './dimension-counts.ts';
import { onceKeyFor, type Fact } from './facts.ts';
import type { EntryFactTemplate } from './records.ts';

// Facts about an entry are described by the service as templates (plain data) and completed here with the
// entry's own attribution, once, above the store (store/counted-store.ts).

export type { EntryFactTemplate } from './records.ts';

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
    ...(template.earnings ? { earnings: template.earnings } : {}),
    ...(template.experimentGain ? { experimentGain: template.experimentGain } : {}),
    ...(template.orderArm ? { orderArm: template.orderArm } : {}),
    ...(template.orderGain ? { orderGain: template.orderGain } : {}),
  };
}

export function factsForEntry(entry: EntryAttribution, templates: readonly EntryFactTemplate[]): Fact[] {
  return templates.map((template) => entryFact(entry, template));
}
