import { describe, expect, it } from 'vitest';
import { keptCmsSetting } from './cms-settings-read.ts';

/** A CMS stand-in whose answers the test sets, counting its reads; a clock the test moves. */
function setting() {
  let now = 0;
  let answer: () => Promise<string> = async () => 'first';
  const errors: unknown[] = [];
  let reads = 0;
  const get = keptCmsSetting({
    read: () => {
      reads += 1;
      return answer();
    },
    fallback: 'fallback',
    clock: () => now,
    onError: (error) => errors.push(error),
  });
  return {
    get,
    reads: () => reads,
    errors,
    at: (ms: number) => (now = ms),
    answers: (next: () => Promise<string>) => (answer = next),
  };
}

describe('a CMS setting the tracker keeps', () => {
  it('waits for the first read, then answers from memory and reads again in the background after 30 s', async () => {
    const cms = setting();
    expect(await cms.get()).toBe('first');
    cms.answers(async () => 'second');
    cms.at(29_999);
    expect(await cms.get()).toBe('first');
    expect(cms.reads()).toBe(1);
    cms.at(30_000);
    // The call past 30 s is answered at once with what was kept; the read it started lands for the next one.
    expect(await cms.get()).toBe('first');
    expect(cms.reads()).toBe(2);
    await Promise.resolve();
    expect(await cms.get()).toBe('second');
  });

  it('gives the fallback while the CMS cannot answer, tries at most once every 5 s, and reports each error', async () => {
    const cms = setting();
    cms.answers(async () => {
      throw new Error('CMS answered 503');
    });
    expect(await cms.get()).toBe('fallback');
    cms.at(4_999);
    expect(await cms.get()).toBe('fallback');
    expect(cms.reads()).toBe(1);
    cms.at(5_000);
    cms.answers(async () => 'back');
    expect(await cms.get()).toBe('back');
    expect(cms.reads()).toBe(2);
    expect(cms.errors).toHaveLength(1);
  });

  it('makes one read for calls that arrive while it is under way', async () => {
    const cms = setting();
    const answers = await Promise.all([cms.get(), cms.get(), cms.get()]);
    expect(answers).toEqual(['first', 'first', 'first']);
    expect(cms.reads()).toBe(1);
  });
});
