import type { ConversionDecision, EntryFactTemplate } from '../../counting/records.ts';
import { withEntryId } from '../fact-counts.ts';
import { decodeFactWrites, type FactWritesText } from './fact-write-transport.ts';
import { applyEntryPatch } from '../patch.ts';
import type { DimensionRollUp, EntryPatch, NewEntry, PurgeCounts, RetentionCutoffs, StoredEntry } from '../port.ts';
import type {
  CappedEnqueueResult,
  GuideEmailQueueing,
  JobFailure,
  MailCaps,
  NewAlertJob,
  NewJob,
  PostbackQueueing,
  StoredAlertJob,
  StoredJob,
} from '../../jobs/port.ts';
import type {
  ErasureCounts,
  NewAuditRecord,
  NewConsentRecord,
  SignupConsentRecord,
  StoredDisclosureText,
} from '../privacy-records.ts';
import type { ReviewCountIncrement, StoredHeldConversion } from '../conversion-review.ts';
import type { prepareConversionReviewWrites } from './conversion-review.ts';
import type { preparePrivacyWrites } from './privacy-records.ts';
import type { prepareDimensionRollUp } from './dimension-counts.ts';
import { toEntryOrNull } from './entry-rows.ts';
import type { WriteOutcome } from './group-commit.ts';
import type { prepareOutboxStatements } from './outbox-statements.ts';
import type { PostbackWrite, preparePostbackJobWrites } from './postback-job-writes.ts';
import type { preparePurge } from './purge-expired.ts';
import type { CounterValueAdmission } from './counter-value-caps.ts';
import { recordFactsInTransaction } from './record-facts.ts';
import type { Statements } from './statements.ts';

// Every write of the SQLite adapter as plain data, so it can be sent to the writer thread, and the code
// that runs it inside the batch transaction there.

export type WriteCommand =
  | {
      op: 'createEntry';
      entry: NewEntry;
      facts: EntryFactTemplate[];
      writes: FactWritesText;
      postbacks: PostbackQueueing | undefined;
      consent: SignupConsentRecord | undefined;
    }
  | {
      op: 'updateEntry';
      id: number;
      patch: EntryPatch;
      facts: EntryFactTemplate[];
      writes: FactWritesText;
      postbacks: PostbackQueueing | undefined;
    }
  | {
      op: 'updateEntryWithGuideEmail';
      id: number;
      patch: EntryPatch;
      facts: EntryFactTemplate[];
      writes: FactWritesText;
      postbacks: PostbackQueueing | undefined;
      guideEmail: GuideEmailQueueing;
    }
  | { op: 'postbacks'; call: PostbackWrite }
  | { op: 'recordFacts'; facts: FactWritesText }
  | { op: 'enqueueJob'; job: NewJob }
  | { op: 'enqueueCappedJob'; job: NewJob; caps: MailCaps }
  | { op: 'reserveEntryId' }
  | { op: 'claimDueJobs'; now: number; leaseOwner: string; leaseUntil: number; limit: number }
  | { op: 'enqueueAlertJob'; job: NewAlertJob }
  | { op: 'claimDueAlertJobs'; now: number; leaseOwner: string; leaseUntil: number; limit: number }
  | { op: 'markJobSent'; id: string; leaseOwner: string; at: number }
  | { op: 'markJobSuppressed'; id: string; leaseOwner: string; reason: string }
  | { op: 'markJobFailed'; failure: JobFailure }
  | { op: 'addOptOut'; addressKey: string; at: number }
  | { op: 'purgeExpired'; cutoffs: RetentionCutoffs }
  | { op: 'appendConsentRecord'; record: NewConsentRecord }
  | { op: 'saveDisclosureText'; text: StoredDisclosureText }
  | { op: 'appendAuditRecord'; record: NewAuditRecord }
  | { op: 'eraseEntry'; entryId: number | null; email: string }
  | { op: 'rollUpDimensions'; limit: number | undefined }
  | { op: 'addReviewCounts'; increments: ReviewCountIncrement[] }
  | { op: 'decideHeldConversions'; ids: string[]; decision: ConversionDecision; at: number; by: string }
  | { op: 'purgeReviewCounts'; before: number }
  | { op: 'ping' };

export type WriteResults = {
  createEntry: { entry: StoredEntry; created: boolean };
  updateEntry: StoredEntry | null;
  updateEntryWithGuideEmail: { entry: StoredEntry; email: CappedEnqueueResult } | null;
  /** Typed by the call's name (postback-job-writes.ts PostbackWriteResults). */
  postbacks: unknown;
  recordFacts: undefined;
  enqueueJob: { queued: boolean };
  enqueueCappedJob: CappedEnqueueResult;
  reserveEntryId: number;
  claimDueJobs: StoredJob[];
  enqueueAlertJob: { queued: boolean };
  claimDueAlertJobs: StoredAlertJob[];
  markJobSent: undefined;
  markJobSuppressed: undefined;
  markJobFailed: undefined;
  addOptOut: undefined;
  purgeExpired: PurgeCounts;
  appendConsentRecord: undefined;
  saveDisclosureText: undefined;
  appendAuditRecord: undefined;
  eraseEntry: ErasureCounts;
  rollUpDimensions: DimensionRollUp;
  addReviewCounts: undefined;
  decideHeldConversions: StoredHeldConversion[];
  purgeReviewCounts: number;
  ping: undefined;
};

export type WriteContext = {
  statements: Statements;
  outbox: ReturnType<typeof prepareOutboxStatements>;
  postbacks: ReturnType<typeof preparePostbackJobWrites>;
  knownAffiliates: Set<string>;
  admitCounterValue: CounterValueAdmission;
  purge: ReturnType<typeof preparePurge>;
  privacy: ReturnType<typeof preparePrivacyWrites>;
  rollUpDimensions: ReturnType<typeof prepareDimensionRollUp>;
  reviews: ReturnType<typeof prepareConversionReviewWrites>;
};

const plain = <T>(value: T): WriteOutcome<T> => ({ value, increments: [] });

type EntryUpdate = Omit<Extract<WriteCommand, { op: 'updateEntry' }>, 'op'>;

/** The entry's change, its facts and their postbacks, in the batch's transaction; null when there is no such entry. */
function updateEntry(context: WriteContext, command: EntryUpdate): WriteOutcome<StoredEntry> | null {
  const { statements, knownAffiliates, admitCounterValue } = context;
  const current = toEntryOrNull(statements.entryById.get(command.id));
  if (!current) return null;
  const next = applyEntryPatch(current, command.patch);
  statements.updateEntry.run({ ...next, selectedOffers: JSON.stringify(next.selectedOffers) });
  const facts = decodeFactWrites(command.writes).map((write) => withEntryId(write, next.id));
  const outcome = recordFactsInTransaction({ statements, facts, knownAffiliates, admitCounterValue, value: next });
  context.postbacks.queueForEntry(next, command.facts, command.postbacks);
  return outcome;
}

export function executeWrite(context: WriteContext, command: WriteCommand): WriteOutcome<unknown> {
  const { statements, outbox, knownAffiliates, admitCounterValue } = context;
  switch (command.op) {
    case 'createEntry': {
      const existing = toEntryOrNull(statements.entryByEmail.get(command.entry.email));
      if (existing) return plain({ entry: existing, created: false });
      const { lastInsertRowid } = statements.insertEntry.run({
        ...command.entry,
        selectedOffers: JSON.stringify(command.entry.selectedOffers),
        campaign: JSON.stringify(command.entry.campaign),
        isBot: command.entry.isBot ? 1 : 0,
      });
      const created: StoredEntry = {
        ...command.entry,
        id: Number(lastInsertRowid),
        updatedAt: command.entry.createdAt,
      };
      const outcome = recordFactsInTransaction({
        statements,
        facts: decodeFactWrites(command.writes).map((write) => withEntryId(write, created.id)),
        knownAffiliates,
        admitCounterValue,
        value: { entry: created, created: true },
      });
      context.postbacks.queueForEntry(created, command.facts, command.postbacks);
      if (command.consent) context.privacy.appendConsentRecord({ ...command.consent, entryId: created.id });
      return outcome;
    }
    case 'updateEntry':
      return updateEntry(context, command) ?? plain(null);
    case 'updateEntryWithGuideEmail': {
      const updated = updateEntry(context, command);
      if (!updated) return plain(null);
      const { value: entry } = updated;
      const { job, caps } = command.guideEmail;
      // Only to the address and entry the write found: the job was made from an earlier read of the entry.
      const email: CappedEnqueueResult =
        job.entryId === entry.id && job.email === entry.email ? outbox.insertCapped(job, caps) : { queued: false };
      return { ...updated, value: { entry, email } };
    }
    case 'postbacks':
      return plain(context.postbacks.run(command.call));
    case 'recordFacts':
      return recordFactsInTransaction({
        statements,
        facts: decodeFactWrites(command.facts),
        knownAffiliates,
        admitCounterValue,
        value: undefined,
      });
    case 'enqueueJob':
      return plain({ queued: outbox.insert(command.job) });
    case 'enqueueCappedJob':
      return plain(outbox.insertCapped(command.job, command.caps));
    case 'reserveEntryId':
      return plain(statements.reserveEntryId());
    case 'claimDueJobs':
      return plain(outbox.claim(command));
    case 'enqueueAlertJob':
      return plain({ queued: outbox.insertAlert(command.job) });
    case 'claimDueAlertJobs':
      return plain(outbox.claimAlerts(command));
    case 'markJobSent':
      outbox.markSent(command);
      return plain(undefined);
    case 'markJobSuppressed':
      outbox.markSuppressed(command);
      return plain(undefined);
    case 'markJobFailed':
      outbox.markFailed(command.failure);
      return plain(undefined);
    case 'addOptOut':
      outbox.addOptOut(command.addressKey, command.at);
      return plain(undefined);
    case 'purgeExpired':
      return plain(context.purge(command.cutoffs));
    case 'appendConsentRecord':
      context.privacy.appendConsentRecord(command.record);
      return plain(undefined);
    case 'saveDisclosureText':
      context.privacy.saveDisclosureText(command.text);
      return plain(undefined);
    case 'appendAuditRecord':
      context.privacy.appendAuditRecord(command.record);
      return plain(undefined);
    case 'eraseEntry':
      return plain(context.privacy.eraseEntry(command));
    case 'rollUpDimensions':
      return plain(context.rollUpDimensions(command.limit));
    case 'addReviewCounts':
      context.reviews.addReviewCounts(command.increments);
      return plain(undefined);
    case 'decideHeldConversions':
      return context.reviews.decideHeldConversions(command);
    case 'purgeReviewCounts':
      return plain(context.reviews.purgeReviewCounts(command.before));
    case 'ping':
      statements.entryById.get(0);
      return plain(undefined);
  }
}
