import { describe, expect, it, vi } from 'vitest';
import { createPageStore as createStore, type RenderedPage } from './page-store.ts';

// Compression is tested in encodings.test.ts; here it is instant, so the store's timing is the test's.
const createPageStore = (options: Omit<Parameters<typeof createStore>[0], 'encode'>) =>
  createStore({ ...options, encode: async (body) => ({ identity: body, br: body, gzip: body }) });

it('serves a new page compressed quickly first, then at the highest settings', async () => {
  const store = createStore({
    render: async () => page('<p>hello</p>'),
    encode: async (body, effort) => ({ identity: body, br: Buffer.from(effort) }),
  });
  expect((await store.get(request))?.bodies.br?.toString()).toBe('fast');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect((await store.get(request))?.bodies.br?.toString()).toBe('best');
});

const request = { host: 'site.example', pathname: '/' };

function page(text: string, status = 200): RenderedPage {
  return { status, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) };
}

/** A renderer whose answers the test releases one by one. */
function controlledRenderer() {
  const pending: ((answer: RenderedPage | Error) => void)[] = [];
  let calls = 0;
  const render = () => {
    calls += 1;
    return new Promise<RenderedPage>((resolve, reject) =>
      pending.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
    );
  };
  const answer = async (value: RenderedPage | Error) => {
    const next = pending.shift();
    if (!next) throw new Error('no render is waiting');
    next(value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { render, answer, calls: () => calls };
}

const text = (stored: { bodies: { identity: Buffer } } | null) => stored?.bodies.identity.toString();

describe('createPageStore', () => {
  it('renders a page once and serves every later request from memory', async () => {
    const renderer = controlledRenderer();
    const store = createPageStore({ render: renderer.render });
    const first = store.get(request);
    const second = store.get(request);
    await renderer.answer(page('<h1>v1</h1>'));
    expect(text(await first)).toBe('<h1>v1</h1>');
    expect(text(await second)).toBe('<h1>v1</h1>');
    await store.get(request);
    expect(renderer.calls()).toBe(1);
  });

  it('keeps serving the old page during a publish and swaps to the new one once it is ready', async () => {
    const renderer = controlledRenderer();
    const store = createPageStore({ render: renderer.render });
    const first = store.get(request);
    await renderer.answer(page('old'));
    await first;
    void store.invalidate();
    expect(renderer.calls()).toBe(2);
    expect(text(await store.get(request))).toBe('old');
    await renderer.answer(page('new'));
    expect(text(await store.get(request))).toBe('new');
    expect(renderer.calls()).toBe(2);
  });

  it('keeps the same hash (and so the same ETag) when a publish did not change the page', async () => {
    const renderer = controlledRenderer();
    const store = createPageStore({ render: renderer.render });
    const first = store.get(request);
    await renderer.answer(page('same'));
    const before = await first;
    void store.invalidate();
    await renderer.answer(page('same'));
    expect((await store.get(request))?.hash).toBe(before?.hash);
  });

  it('serves the last good page when a re-render fails, and retries on its clock once retryAfterMs has passed, never on a request', async () => {
    let clock = 0;
    const renderer = controlledRenderer();
    const store = createPageStore({
      render: renderer.render,
      now: () => clock,
      maxAgeMs: 1000,
      retryAfterMs: 100,
      onRenderError: () => undefined,
    });
    const first = store.get(request);
    await renderer.answer(page('good'));
    await first;
    void store.invalidate();
    await renderer.answer(new Error('CMS render crashed'));
    expect(text(await store.get(request))).toBe('good');
    expect(renderer.calls()).toBe(2);
    clock += 50;
    store.refreshAged();
    expect(renderer.calls()).toBe(2);
    clock += 100;
    for (let i = 0; i < 5; i += 1) expect(text(await store.get(request))).toBe('good');
    expect(renderer.calls()).toBe(2);
    store.refreshAged();
    expect(renderer.calls()).toBe(3);
  });

  it('re-renders a page asked for that has aged past its limit even when no publish call arrived, on its clock, not on the request', async () => {
    let clock = 0;
    const renderer = controlledRenderer();
    const store = createPageStore({ render: renderer.render, now: () => clock, maxAgeMs: 1000 });
    const first = store.get(request);
    await renderer.answer(page('old'));
    await first;
    clock += 1000;
    expect(text(await store.get(request))).toBe('old');
    expect(renderer.calls()).toBe(1);
    store.refreshAged();
    await renderer.answer(page('new'));
    expect(text(await store.get(request))).toBe('new');
  });

  it('leaves an aged page nobody asked for since its last render alone', async () => {
    let clock = 0;
    const renderer = controlledRenderer();
    const store = createPageStore({ render: renderer.render, now: () => clock, maxAgeMs: 1000 });
    const kept = store.keep([request]);
    await renderer.answer(page('v1'));
    await kept;
    clock += 5000;
    store.refreshAged();
    expect(renderer.calls()).toBe(1);
  });

  it('renders the pages it is told to keep before anyone asks, keeps them beyond maxEntries, and drops those no longer named', async () => {
    const rendered: string[] = [];
    const store = createPageStore({
      render: async ({ pathname }) => (rendered.push(pathname), page(pathname)),
      maxEntries: 1,
    });
    await store.keep(['/', '/v2', '/offer-landing/a'].map((pathname) => ({ ...request, pathname })));
    expect(rendered).toEqual(['/', '/v2', '/offer-landing/a']);
    for (const pathname of ['/x', '/y', '/z']) await store.get({ ...request, pathname });
    rendered.length = 0;
    for (const pathname of ['/', '/v2', '/offer-landing/a'])
      expect(text(await store.get({ ...request, pathname }))).toBe(pathname);
    expect(rendered).toEqual([]);
    await store.keep(['/', '/v2'].map((pathname) => ({ ...request, pathname })));
    expect(rendered).toEqual([]);
    await store.get({ ...request, pathname: '/offer-landing/a' });
    expect(rendered).toEqual(['/offer-landing/a']);
  });

  it('does not keep an answer that is not a shareable page (a server error)', async () => {
    const renderer = controlledRenderer();
    const store = createPageStore({ render: renderer.render });
    const first = store.get(request);
    await renderer.answer(page('boom', 500));
    expect(await first).toBeNull();
  });

  it('re-renders the most recently asked-for page first after a publish', async () => {
    const rendered: string[] = [];
    const store = createPageStore({ render: async ({ pathname }) => (rendered.push(pathname), page(pathname)) });
    for (const pathname of ['/', '/v2', '/v3', '/offer-landing/a']) await store.get({ ...request, pathname });
    await store.get(request);
    rendered.length = 0;
    void store.invalidate();
    expect(rendered[0]).toBe('/');
  });

  it('renders a few pages at once, and gives a free slot to the waiting page visitors asked for last', async () => {
    const started: string[] = [];
    const pending: (() => void)[] = [];
    const store = createPageStore({
      maxRendersAtOnce: 1,
      render: ({ pathname }) => (
        started.push(pathname),
        new Promise((resolve) => pending.push(() => resolve(page(pathname))))
      ),
    });
    const finishOne = async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const kept = store.keep(['/a', '/b', '/c'].map((pathname) => ({ ...request, pathname })));
    for (let i = 0; i < 3; i += 1) await finishOne();
    await kept;
    for (const pathname of ['/a', '/b', '/c']) await store.get({ ...request, pathname });
    started.length = 0;
    void store.invalidate();
    expect(started).toEqual(['/c']);
    await store.get({ ...request, pathname: '/a' });
    await finishOne();
    expect(started).toEqual(['/c', '/a']);
    await finishOne();
    expect(started).toEqual(['/c', '/a', '/b']);
    await finishOne();
  });

  it('compresses pages at the highest settings one at a time, and not a page a publish has already replaced', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const bestEncoded: string[] = [];
    let version = 'v1';
    const store = createStore({
      render: async ({ pathname }) => page(`${pathname} ${version}`),
      encode: async (body, effort) => {
        if (effort === 'best') {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          bestEncoded.push(body.toString());
          running -= 1;
        }
        return { identity: body };
      },
    });
    await Promise.all(['/', '/v2', '/v3'].map((pathname) => store.get({ ...request, pathname })));
    version = 'v2';
    void store.invalidate();
    await vi.waitFor(() => expect(bestEncoded.filter((body) => body.endsWith('v2'))).toHaveLength(3), {
      timeout: 5_000,
    });
    expect(mostAtOnce).toBe(1);
    expect(bestEncoded.length).toBeLessThan(6);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const renderer = controlledRenderer();
    const store = createPageStore({ render: renderer.render, maxEntries: 2 });
    for (const pathname of ['/a', '/b', '/c']) {
      const pending = store.get({ host: 'site.example', pathname });
      await renderer.answer(page(pathname));
      await pending;
    }
    const again = store.get({ host: 'site.example', pathname: '/a' });
    await renderer.answer(page('/a'));
    await again;
    expect(renderer.calls()).toBe(4);
  });
});
