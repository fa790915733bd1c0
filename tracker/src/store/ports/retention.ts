// The retention clean-up's port. Contract: test/retention.test.ts.

/** Epoch-ms cutoffs of the retention clean-up; each kind of data older than its cutoff goes. */
export type RetentionCutoffs = {
  /** Entries created before this lose their address hash (the by-IP lookup window has passed). */
  addressHashesBefore: number;
  /** Entries last changed before this are deleted, with their count-once marks; counters keep every figure. */
  entriesBefore: number;
  /** Events (the append-only log) recorded before this are deleted. */
  eventsBefore: number;
  /** Finished outbox jobs due before this lose their address; the mail-cap log before it is deleted. */
  outboxBefore: number;
  /** Consent records (the ledger) made before this are deleted. */
  consentBefore: number;
};

export type PurgeCounts = {
  addressHashes: number;
  entries: number;
  events: number;
  jobs: number;
  consentRecords: number;
};

/** Erases and deletes what has outlived its setting. */
export type RetentionPort = {
  /** The retention clean-up (retention/retention-worker.ts): erases and deletes what has outlived its setting. */
  purgeExpired(cutoffs: RetentionCutoffs): Promise<PurgeCounts>;
};
