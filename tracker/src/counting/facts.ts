import type { CampaignParams } from '@seniorguide/contracts';
import type {
  ConversionHold,
  DeviceClass,
  Earnings,
  ExperimentGain,
  ExperimentTouch,
  FactType,
  OrderArm,
} from './records.ts';

// A fact is one thing that happened in the funnel: appended to the event log, and (when it counts)
// added to the pre-aggregated counters in the same durable write.

export { factTypes, type FactType } from './records.ts';

export type Fact = {
  type: FactType;
  /** UTC epoch milliseconds. */
  at: number;
  entryId: number | null;
  affiliateId: string | null;
  subId: string | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
  version: number;
  offerId: string | null;
  /** 1-based page of the sequential flow; null outside it. */
  position: number | null;
  isBot: boolean;
  /** Per-entry marker: the fact counts only the first time this key is seen for the entry. */
  once: string | null;
  /** The offer's display name when the call carried one (offer-action), kept for the reports. */
  offerName?: string | null;
  /** Where a visit happened, as visited-page.ts keeps it ('/', '/v2', '/continue-registration'). */
  page?: string | null;
  /** The campaign fields (an entry's first-touch ones for its facts), counted in the dimension reports only. */
  campaign?: CampaignParams | null;
  /** The visitor's device class from the user agent (device-class.ts); the agent itself is not kept. */
  device?: DeviceClass | null;
  /** The landing experiment a visit of `/` or a signup counts in; absent outside every experiment. */
  experiment?: ExperimentTouch | null;
  /** A signup or an offer acceptance held for review: counted apart from the paid figures (conversion-hold.ts). */
  hold?: ConversionHold | null;
  /** What a signup or an accepted offer earns and costs at the prices in force when it happened. */
  earnings?: Earnings | null;
  /** What a conversion adds to its landing experiment's offer and money figures. */
  experimentGain?: ExperimentGain | null;
  /** An offer_shown's order, or an accepted offer's visitor's (flow, arm, since). */
  orderArm?: OrderArm | null;
  /** What an accepted offer adds to its visitor's order arm. */
  orderGain?: ExperimentGain | null;
};

/** Whether the fact's affiliate joins the dashboard's affiliate list: human funnel traffic only. */
export function addsAffiliate(fact: Pick<Fact, 'type' | 'isBot'>): boolean {
  return !fact.isBot && fact.type !== 'mail_without_entry';
}

/** The per-entry marker of each stage that counts once per entry; null for facts counted every time. */
export function onceKeyFor({ type, offerId }: { type: FactType; offerId: string | null }): string | null {
  switch (type) {
    case 'continued':
    case 'flow_complete':
    case 'download':
      return type;
    case 'offer_accepted':
      return `accepted:${offerId ?? ''}`;
    case 'offer_declined':
      return `declined:${offerId ?? ''}`;
    case 'offer_shown':
      // The first order a visitor was given is the one recorded; a later ask (a reload) adds nothing.
      return `shown:${offerId ?? ''}`;
    default:
      return null;
  }
}
