import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { counterValueTables, prepareCounterValueAdmission } from './counter-value-caps.ts';

// The writer thread remembers committed admissions so a value's later facts skip the lookup: the answers must stay
// the table's, and an admission whose batch rolled back must not be remembered.

function openAdmission() {
  const db = new Database(':memory:');
  for (const statement of counterValueTables) db.exec(statement);
  return { db, admission: prepareCounterValueAdmission(db) };
}

const claim = (value: string, day = 20_000) => ({ day, dimension: 'affiliate' as const, value, limit: 2 });

describe('the day caps of counter values in SQLite', () => {
  it('answer as the table does for remembered values, and refuse past the cap', () => {
    const { admission } = openAdmission();
    expect(admission.admit(claim('a'))).toBe(true);
    expect(admission.admit(claim('b'))).toBe(true);
    admission.remember([claim('a'), claim('b')]);
    expect(admission.admit(claim('a'))).toBe(true);
    expect(admission.admit(claim('c'))).toBe(false);
    expect(admission.admit(claim('c', 20_001))).toBe(true);
  });

  it('take nothing from a batch that rolled back, remembered or stored', () => {
    const { db, admission } = openAdmission();
    const rolledBack = db.transaction(() => {
      expect(admission.admit(claim('a'))).toBe(true);
      expect(admission.admit(claim('b'))).toBe(true);
      throw new Error('the batch fails');
    });
    expect(() => rolledBack()).toThrow('the batch fails');
    expect(admission.admit(claim('c'))).toBe(true);
    expect(admission.admit(claim('d'))).toBe(true);
    expect(admission.admit(claim('a'))).toBe(false);
  });

  it('forget all but the two latest days', () => {
    const { db, admission } = openAdmission();
    admission.admit(claim('a', 1));
    admission.remember([claim('a', 1), claim('a', 2), claim('a', 3)]);
    // Day 1's admission is gone from the table (say, the retention clean-up): only memory could still say yes.
    db.exec('DELETE FROM counter_values WHERE day = 1');
    db.exec('UPDATE counter_value_counts SET count = 2 WHERE day = 1');
    expect(admission.admit(claim('a', 1))).toBe(false);
  });
});
