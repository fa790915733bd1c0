import type { Database } from 'better-sqlite3';
import type { CounterValueClaim } from '../../counting/records.ts';

// The day caps of counter values (counting/counter-value-caps.ts decides the claims and their limits) in SQLite: the values each UTC day admitted
// per dimension, and how many. Run by the writer thread inside the batch transaction, so processes sharing the
// file admit one value at a time and the cap is never overshot. Rows of days past the event retention go with
// the retention clean-up: they only decide what a day's late facts count under.

export const counterValueTables = [
  'CREATE TABLE IF NOT EXISTS counter_values (day INTEGER NOT NULL, dimension TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (day, dimension, value)) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS counter_value_counts (day INTEGER NOT NULL, dimension TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, dimension)) WITHOUT ROWID',
];

type Claim = Pick<CounterValueClaim, 'day' | 'dimension' | 'value' | 'limit'>;

/** The day caps as the writer thread checks them: `admit` inside the batch, `remember` once it has committed. */
export type CounterValueAdmission = {
  /** Whether the day admits the claim's value (it already holds it, or has room and takes it now). */
  admit(claim: Claim): boolean;
  /** Claims their write admitted, once it is committed: later ones for the same value skip the lookup. */
  remember(claims: readonly Claim[]): void;
};

/** Days of admissions kept in memory: today's and yesterday's, what nearly every fact counts under. */
const rememberedDays = 2;

export function prepareCounterValueAdmission(db: Database): CounterValueAdmission {
  const isAdmitted = db.prepare('SELECT 1 FROM counter_values WHERE day = ? AND dimension = ? AND value = ?').pluck();
  // One more value for the day, unless it is full: no row comes back then.
  const takeRoom = db
    .prepare(
      `INSERT INTO counter_value_counts (day, dimension, count) VALUES (?, ?, 1)
       ON CONFLICT (day, dimension) DO UPDATE SET count = count + 1 WHERE count < ? RETURNING count`,
    )
    .pluck();
  const admitValue = db.prepare('INSERT INTO counter_values (day, dimension, value) VALUES (?, ?, ?)');
  // Committed admissions by day. An admission is never taken back (the retention clean-up only drops days long
  // past, which are not kept here), so a remembered one answers as the table would, for every process on the file.
  // Only committed ones: an admission made in a batch that then rolled back is not in the table.
  const remembered = new Map<number, Set<string>>();
  const keyOf = ({ dimension, value }: Claim) => `${dimension}\u0000${value}`;
  return {
    admit: (claim) => {
      const { day, dimension, value, limit } = claim;
      if (remembered.get(day)?.has(keyOf(claim))) return true;
      if (isAdmitted.get(day, dimension, value) !== undefined) return true;
      if (takeRoom.get(day, dimension, limit) === undefined) return false;
      admitValue.run(day, dimension, value);
      return true;
    },
    remember: (claims) => {
      for (const claim of claims) {
        let values = remembered.get(claim.day);
        if (!values) {
          values = new Set();
          remembered.set(claim.day, values);
          const days = [...remembered.keys()].sort((a, b) => b - a);
          for (const day of days.slice(rememberedDays)) remembered.delete(day);
        }
        values.add(keyOf(claim));
      }
    },
  };
}

/** Forgets the admissions of days before `day`. */
export function prepareCounterValuePurge(db: Database) {
  const values = db.prepare('DELETE FROM counter_values WHERE day < ?');
  const counts = db.prepare('DELETE FROM counter_value_counts WHERE day < ?');
  return (day: number) => {
    values.run(day);
    counts.run(day);
  };
}
