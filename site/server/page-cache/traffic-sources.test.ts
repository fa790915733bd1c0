import { describe, expect, it } from 'vitest';
import type { StoredPage } from './page-store.ts';
import { createTrafficSources, parseTrafficSources } from './traffic-sources.ts';

const answer = (body: unknown): StoredPage => ({
  status: 200,
  headers: {},
  bodies: { identity: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)) } as StoredPage['bodies'],
  hash: 'h',
  effort: 'fast',
});

const acme = { affiliateId: 'acme_pub', clickid: 'acme_click', s4: 'acme_place' };

describe('parseTrafficSources', () => {
  it('reads the parameter names of each source', () => {
    expect(parseTrafficSources(answer({ sources: [acme, { subId: 'zed_sub' }] }).bodies.identity)).toEqual([
      acme,
      { subId: 'zed_sub' },
    ]);
  });

  it('leaves out fields the site does not read a value into', () => {
    expect(parseTrafficSources(answer({ sources: [{ ...acme, email: 'x', gclid: 'y' }] }).bodies.identity)).toEqual([
      acme,
    ]);
  });

  it.each([
    ['no answer', undefined],
    ['not JSON', Buffer.from('<html>')],
    ['another shape', Buffer.from(JSON.stringify({ experiment: null }))],
    ['a name that is not text', Buffer.from(JSON.stringify({ sources: [{ affiliateId: 7 }] }))],
    ['an empty name', Buffer.from(JSON.stringify({ sources: [{ affiliateId: '' }] }))],
  ])('reads %s as no configured source', (_, body) => {
    expect(parseTrafficSources(body)).toEqual([]);
  });
});

describe('createTrafficSources', () => {
  it('answers at once with the last list and reads a newer one in the background', async () => {
    let page: StoredPage | null = answer({ sources: [acme] });
    const sources = createTrafficSources({ read: () => Promise.resolve(page) });
    expect(sources.current()).toEqual([]);
    await sources.refresh();
    expect(sources.current()).toEqual([acme]);
    page = answer({ sources: [] });
    await sources.refresh();
    expect(sources.current()).toEqual([]);
  });

  it('starts one read at a time however many landings ask', async () => {
    let reads = 0;
    let finish: (page: StoredPage) => void = () => {};
    const sources = createTrafficSources({
      read: () => {
        reads += 1;
        return new Promise<StoredPage>((resolve) => (finish = resolve));
      },
    });
    for (let index = 0; index < 50; index += 1) sources.current();
    expect(reads).toBe(1);
    finish(answer({ sources: [acme] }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sources.current()).toEqual([acme]);
    expect(reads).toBe(2);
  });

  it('keeps the last list when a read fails or the memory has nothing', async () => {
    let next: () => Promise<StoredPage | null> = () => Promise.resolve(answer({ sources: [acme] }));
    const sources = createTrafficSources({ read: () => next() });
    await sources.refresh();
    next = () => Promise.reject(new Error('render failed'));
    await sources.refresh();
    expect(sources.current()).toEqual([acme]);
    next = () => Promise.resolve(null);
    await sources.refresh();
    expect(sources.current()).toEqual([acme]);
  });
});
