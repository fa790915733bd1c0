import type { Fact } from '../../counting/facts.ts';

// The counters port: facts into the event log and the day counters, and the counters as the reports read
// them. Contract: test/store-counters-contract.test.ts (and counter-value-caps-store.test.ts for the day caps).

/** One day's counter row, with the quarter-hour prefix sums a report asked for. */
export type CounterDayRow = {
  day: number;
  version: number;
  metric: string;
  detail: string;
  total: number;
  /** heads[i] = sum of quarters [0, splits[i]) of that UTC day. */
  heads: number[];
};

export type CounterQuery = {
  /** '' reads the all-affiliates roll-up. */
  affiliate: string;
  /** false: the all-versions roll-up (version 0); true: one row per landing version. */
  byVersion: boolean;
  metrics: readonly string[];
  fromDay: number;
  toDay: number;
  /** Quarter indexes (0–96) at which the report needs prefix sums. */
  splits: readonly number[];
  /** One row per day and metric, its details (offers, positions) added together. */
  sumDetails?: boolean;
};

/** A counter's total over whole UTC days. */
export type CounterTotal = { version: number; metric: string; detail: string; total: number };

/** The event log, the day counters, and the lists the reports name their rows with. */
export type CountersPort = {
  /** Appends the facts to the event log and applies their counters in one durable write. */
  recordFacts(facts: Fact[]): Promise<void>;
  readCounters(query: CounterQuery): Promise<CounterDayRow[]>;
  /** Totals per (version, metric, detail) over the whole UTC days fromDay…toDay, added up by the store. */
  sumCounters(query: Omit<CounterQuery, 'splits' | 'sumDetails'>): Promise<CounterTotal[]>;
  listAffiliates(): Promise<string[]>;
  listOfferNames(): Promise<Map<string, string>>;
};
