import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

function setUp() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE notes (text TEXT NOT NULL UNIQUE)');
  const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
  let transactions = 0;
  const commits = createGroupCommit({
    db,
    applyIncrements: () => {
      transactions += 1;
    },
    addPendingDimensionFacts: () => undefined,
  });
  const write = (text: string) =>
    commits.write(() => {
      insert.run(text);
      return {
        value: text,
        increments: [{ day: 0, quarter: 0, affiliate: '', version: 0, metric: 'm', detail: '', count: 1 }],
      };
    });
  const texts = () => db.prepare('SELECT text FROM notes ORDER BY text').pluck().all();
  return { db, commits, write, texts, transactions: () => transactions };
}

describe('group commit', () => {
  it('commits the writes of one event-loop turn together, each caller settling after the commit', async () => {
    const { write, texts, transactions } = setUp();
    const results = await Promise.all([write('a'), write('b'), write('c')]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(texts()).toEqual(['a', 'b', 'c']);
    expect(transactions()).toBe(1);
  });

  it('fails one write alone and keeps the rest of its batch', async () => {
    const { write, texts } = setUp();
    const outcomes = await Promise.allSettled([write('a'), write('a'), write('b')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(texts()).toEqual(['a', 'b']);
  });

  it('lets drain wait for everything queued', async () => {
    const { commits, write, texts } = setUp();
    void write('x');
    await commits.drain();
    expect(texts()).toEqual(['x']);
  });
});
