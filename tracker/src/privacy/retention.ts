import type { RetentionCutoffs } from '../store/port.ts';
import { byIpWindowMs } from './address-hash.ts';

// How long each kind of data is kept (TRACKER_RETENTION_*; PRIVACY.md). The address hash lives exactly as long
// as the by-IP lookup can use it; it is not a setting, as a longer one would only keep more.

export type RetentionSettings = {
  /** Days after an entry's last change before it is deleted. */
  entryDays: number;
  /** Days an event stays in the append-only log (the reports read the counters, which are kept). */
  eventDays: number;
  /** Days an outbox job given up on keeps its address (sent and suppressed ones drop it at once), and the mail-cap log its rows (at least the caps' 24 h). */
  outboxDays: number;
  /** Days a consent record is kept (the proof of what a person agreed to). */
  consentDays: number;
};

const dayMs = 24 * 60 * 60 * 1000;

export function retentionCutoffs(now: number, settings: RetentionSettings): RetentionCutoffs {
  return {
    addressHashesBefore: now - byIpWindowMs,
    entriesBefore: now - settings.entryDays * dayMs,
    eventsBefore: now - settings.eventDays * dayMs,
    outboxBefore: now - settings.outboxDays * dayMs,
    consentBefore: now - settings.consentDays * dayMs,
  };
}
