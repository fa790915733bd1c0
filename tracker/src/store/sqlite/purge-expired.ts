import type { Database } from 'better-sqlite3';
import type { PurgeCounts, RetentionCutoffs } from '../port.ts';
import { dayMs } from '../../counting/records.ts';
import { prepareCounterValuePurge } from './counter-value-caps.ts';
import { preparePrivacyWrites } from './privacy-records.ts';

// The retention clean-up on SQLite, run by the writer thread inside its batch transaction.

export function preparePurge(db: Database) {
  const eraseAddressHashes = db.prepare(
    'UPDATE entries SET address_hash = NULL WHERE address_hash IS NOT NULL AND created_at < ?',
  );
  const deleteMarks = db.prepare('DELETE FROM marks WHERE entry_id IN (SELECT id FROM entries WHERE updated_at < ?)');
  const deleteEntries = db.prepare('DELETE FROM entries WHERE updated_at < ?');
  const deleteEvents = db.prepare('DELETE FROM events WHERE at < ?');
  // A finished job keeps its id (the idempotency key that stops a second send) and status, not its address.
  const forgetJobAddresses = db.prepare(
    "UPDATE jobs SET email = '', last_error = NULL WHERE status != 'pending' AND email != '' AND due_at < ?",
  );
  const deleteMailLog = db.prepare('DELETE FROM mail_log WHERE at < ?');
  const { purgeConsentRecords } = preparePrivacyWrites(db);
  const purgeCounterValues = prepareCounterValuePurge(db);
  return (cutoffs: RetentionCutoffs): PurgeCounts => {
    const addressHashes = eraseAddressHashes.run(cutoffs.addressHashesBefore).changes;
    deleteMarks.run(cutoffs.entriesBefore);
    const entries = deleteEntries.run(cutoffs.entriesBefore).changes;
    const events = deleteEvents.run(cutoffs.eventsBefore).changes;
    // Which values a day admitted matters only while facts of that day can still arrive.
    purgeCounterValues(Math.floor(cutoffs.eventsBefore / dayMs));
    const jobs = forgetJobAddresses.run(cutoffs.outboxBefore).changes;
    deleteMailLog.run(cutoffs.outboxBefore);
    const consentRecords = purgeConsentRecords(cutoffs.consentBefore);
    return { addressHashes, entries, events, jobs, consentRecords };
  };
}
