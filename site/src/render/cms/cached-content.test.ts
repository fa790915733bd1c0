import { describe, expect, it } from 'vitest';
import { createCachedContent } from './cached-content.ts';

/** Content whose first CMS read waits until `release` answers it; every later read answers 'after publish'. */
function contentWithHeldFirstRead() {
  let releaseFirst: (value: string) => void = () => undefined;
  let reads = 0;
  const content = createCachedContent({
    load: () => {
      reads += 1;
      return reads === 1
        ? new Promise<string>((resolve) => (releaseFirst = resolve))
        : Promise.resolve('after publish');
    },
    fallback: () => 'seed',
  });
  return { content, release: (value: string) => releaseFirst(value) };
}

function createClock(start = 0) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

function createCms(initial: string) {
  let content = initial;
  let isUp = true;
  let reads = 0;
  return {
    load: async () => {
      reads += 1;
      if (!isUp) throw new Error('connect ECONNREFUSED');
      return content;
    },
    publish: (next: string) => (content = next),
    goDown: () => (isUp = false),
    comeBack: () => (isUp = true),
    reads: () => reads,
  };
}

describe('cached CMS content', () => {
  it('serves the seed content when the CMS has never answered', async () => {
    const cms = createCms('cms');
    cms.goDown();
    const content = createCachedContent({ load: cms.load, fallback: () => 'seed' });
    await expect(content.read()).resolves.toBe('seed');
  });

  it('answers from memory while fresh, without asking the CMS again', async () => {
    const cms = createCms('v1');
    const clock = createClock();
    const content = createCachedContent({ load: cms.load, fallback: () => 'seed', now: clock.now, freshForMs: 60_000 });
    await content.read();
    clock.advance(30_000);
    await expect(content.read()).resolves.toBe('v1');
    expect(cms.reads()).toBe(1);
  });

  it('shows a published edit on the next read after invalidation', async () => {
    const cms = createCms('old headline');
    const content = createCachedContent({ load: cms.load, fallback: () => 'seed' });
    await content.read();
    cms.publish('new headline');
    content.invalidate();
    await expect(content.read()).resolves.toBe('new headline');
  });

  it('keeps serving the last content it had when the CMS goes down, even after a publish call', async () => {
    const cms = createCms('last good');
    const content = createCachedContent({ load: cms.load, fallback: () => 'seed' });
    await content.read();
    cms.goDown();
    content.invalidate();
    await expect(content.read()).resolves.toBe('last good');
  });

  it('leaves a failing CMS alone for the retry window, then tries again', async () => {
    const cms = createCms('v1');
    const clock = createClock();
    const content = createCachedContent({
      load: cms.load,
      fallback: () => 'seed',
      now: clock.now,
      freshForMs: 1_000,
      retryAfterFailureMs: 5_000,
    });
    cms.goDown();
    await content.read();
    await content.read();
    expect(cms.reads()).toBe(1);
    cms.comeBack();
    clock.advance(5_001);
    await expect(content.read()).resolves.toBe('v1');
    expect(cms.reads()).toBe(2);
  });

  it('re-reads stale content after the freshness window even without a publish call', async () => {
    const cms = createCms('v1');
    const clock = createClock();
    const content = createCachedContent({ load: cms.load, fallback: () => 'seed', now: clock.now, freshForMs: 1_000 });
    await content.read();
    cms.publish('v2');
    clock.advance(1_001);
    await expect(content.read()).resolves.toBe('v2');
  });

  it('sends one request for many simultaneous reads', async () => {
    const cms = createCms('v1');
    const content = createCachedContent({ load: cms.load, fallback: () => 'seed' });
    await Promise.all([content.read(), content.read(), content.read()]);
    expect(cms.reads()).toBe(1);
  });

  it('reads again when a publish arrives while an older read is still on its way', async () => {
    const { content, release } = contentWithHeldFirstRead();
    const first = content.read();
    content.invalidate();
    release('before publish');
    await expect(first).resolves.toBe('before publish');
    await expect(content.read()).resolves.toBe('after publish');
  });

  it('does not answer a read made after a publish with a read that started before it', async () => {
    const { content, release } = contentWithHeldFirstRead();
    const first = content.read();
    content.invalidate();
    const second = content.read();
    release('before publish');
    await expect(first).resolves.toBe('before publish');
    await expect(second).resolves.toBe('after publish');
    await expect(content.read()).resolves.toBe('after publish');
  });
});
