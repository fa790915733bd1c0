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

export function prepareCounterValueAdmission(
  db: Database,
): (claim: Pick<CounterValueClaim, 'day' | 'dimension' | 'value' | 'limit'>) => boolean {
  const isAdmitted = db.prepare('SELECT 1 FROM counter_values WHERE day = ? AND dimension = ? AND value = ?').pluck();
  // One more value for the day, unless it is full: no row comes back then.
  const takeRoom = db
    .prepare(
      `INSERT INTO counter_value_counts (day, dimension, count) VALUES (?, ?, 1)
       ON CONFLICT (day, dimension) DO UPDATE SET count = count + 1 WHERE count < ? RETURNING count`,
    )
    .pluck();
  const admitValue = db.prepare('INSERT INTO counter_values (day, dimension, value) VALUES (?, ?, ?)');
  return ({ day, dimension, value, limit }) => {
    if (isAdmitted.get(day, dimension, value) !== undefined) return true;
    if (takeRoom.get(day, dimension, limit) === undefined) return false;
    admitValue.run(day, dimension, value);
    return true;
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
