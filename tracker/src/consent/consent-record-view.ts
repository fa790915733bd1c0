import type { ConsentRecord } from '@seniorguide/contracts';
import type { StoredConsentRecord } from '../store/privacy-records.ts';

/** A stored consent record as the contracts show it (times in ISO 8601). */
export function toConsentRecordView(record: StoredConsentRecord): ConsentRecord {
  return { ...record, at: new Date(record.at).toISOString() };
}
