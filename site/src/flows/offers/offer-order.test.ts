import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrangeByOrder, orderOffersForVisitor, type AskOfferOrder } from './offer-order.ts';

const offers = ['housing-grants', 'medicare', 'dental-implants'].map((id) => ({ id, disclaimer: `About ${id}` }));
const ids = (list: readonly { id: string }[]) => list.map(({ id }) => id);

/** A session storage of the test's own, as the browser's would keep the shown order. */
function withSessionStorage() {
  const stored = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  });
  return stored;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('arrangeByOrder', () => {
  it('moves whole offers (each with its disclaimer) into the order given', () => {
    expect(arrangeByOrder(offers, ['dental-implants', 'housing-grants', 'medicare'])).toEqual([
      offers[2],
      offers[0],
      offers[1],
    ]);
  });

  it.each([
    ['an offer missing', ['medicare', 'housing-grants']],
    ['an offer twice', ['medicare', 'medicare', 'housing-grants']],
    ['an offer not shown', ['medicare', 'housing-grants', 'auto-insurance']],
    ['not a list', { order: [] }],
    ['nothing', null],
  ])('gives null for %s', (_, order) => {
    expect(arrangeByOrder(offers, order)).toBeNull();
  });
});

describe('orderOffersForVisitor', () => {
  it('shows the order the tracker answers, asked with the offers in their fixed order', async () => {
    withSessionStorage();
    const ask = vi.fn<AskOfferOrder>(async () => ['medicare', 'dental-implants', 'housing-grants']);
    const shown = await orderOffersForVisitor({ entryId: 7, flow: 'sequential', offers, ask });
    expect(ids(shown)).toEqual(['medicare', 'dental-implants', 'housing-grants']);
    expect(ask).toHaveBeenCalledWith({ entryId: 7, flow: 'sequential', offerIds: ids(offers) });
  });

  it('keeps the order for the session: a reload shows the same order without asking again', async () => {
    withSessionStorage();
    const first: AskOfferOrder = async () => ['dental-implants', 'medicare', 'housing-grants'];
    await orderOffersForVisitor({ entryId: 8, flow: 'list', offers, ask: first });
    const again = vi.fn<AskOfferOrder>(async () => ids(offers));
    const shown = await orderOffersForVisitor({ entryId: 8, flow: 'list', offers, ask: again });
    expect(ids(shown)).toEqual(['dental-implants', 'medicare', 'housing-grants']);
    expect(again).not.toHaveBeenCalled();
  });

  it('keeps each flow and entry apart', async () => {
    withSessionStorage();
    await orderOffersForVisitor({
      entryId: 9,
      flow: 'list',
      offers,
      ask: async () => ['medicare', 'dental-implants', 'housing-grants'],
    });
    const shown = await orderOffersForVisitor({ entryId: 9, flow: 'sequential', offers, ask: async () => ids(offers) });
    expect(ids(shown)).toEqual(ids(offers));
  });

  it.each<[string, AskOfferOrder]>([
    ['the tracker is down or answers an error', async () => Promise.reject(new Error('503: unavailable'))],
    ['the tracker names other offers', async () => ['medicare', 'auto-insurance', 'housing-grants']],
  ])('shows the fixed order when %s', async (_, ask) => {
    withSessionStorage();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await orderOffersForVisitor({ entryId: 10, flow: 'sequential', offers, ask })).toEqual(offers);
  });

  it('shows the fixed order without storage (private browsing) when the tracker fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ask: AskOfferOrder = async () => Promise.reject(new Error('offline'));
    expect(await orderOffersForVisitor({ entryId: 11, flow: 'list', offers, ask })).toEqual(offers);
  });

  it('asks nothing for a flow without offers', async () => {
    const ask = vi.fn<AskOfferOrder>();
    expect(await orderOffersForVisitor({ entryId: 12, flow: 'list', offers: [], ask })).toEqual([]);
    expect(ask).not.toHaveBeenCalled();
  });
});
