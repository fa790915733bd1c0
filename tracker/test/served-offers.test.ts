import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostbackHarness, settingsFor, type PostbackHarness } from './support/postback-harness.ts';
import { startPostbackReceiver, type PostbackReceiver } from './support/postback-receiver.ts';
import { storeFactories } from './support/stores.ts';

// Only an offer the funnel serves can be accepted or declined: an invented offer id is refused in the error
// envelope before anything is written, so it counts in no figure and queues no paid postback.

const adapters = storeFactories.map((storeFactory) => ({ name: storeFactory.name, storeFactory }));

const day = '2026-06-15';
const action = (offerId: string, action: 'accepted' | 'declined' = 'accepted') => ({
  action,
  pageNumber: 1,
  offerId,
  offerName: offerId,
  timestamp: `${day}T16:00:00.000Z`,
});
const invented = Array.from({ length: 50 }, (_, index) => `made-up-${index}`);

describe.each(adapters)('offers the funnel serves: $name', { timeout: 30_000 }, ({ storeFactory }) => {
  let harness: PostbackHarness;
  let receiver: PostbackReceiver;

  beforeEach(async () => {
    harness = await openPostbackHarness({ storeFactory });
    receiver = await startPostbackReceiver();
    harness.setSettings(settingsFor(`${receiver.origin}/pb?e={event}&o={offer_id}`, { events: ['offer_accepted'] }));
  });
  afterEach(async () => {
    await receiver.close();
    await harness.cleanup();
  });

  async function signUp() {
    const browser = harness.browser();
    const { body } = await browser
      .post('/api/waitlist')
      .send({ email: `offers-${Math.random()}@example.com`, affiliateId: 'aff-offers' })
      .expect(201);
    return { browser, id: body.entry.id as number };
  }

  const acceptedFigures = async () => {
    const funnel = await harness
      .operator()
      .get('/api/analytics/funnel')
      .query({ startDate: day, endDate: day, timezone: 'America/New_York', affiliateId: 'aff-offers' });
    return (funnel.body.offerSelections as { offerId: string; count: number }[])
      .filter((row) => row.count > 0)
      .map((row) => [row.offerId, row.count]);
  };

  it('refuses an invented offer on every call that names offers, and counts and sends nothing for it', async () => {
    const { browser, id } = await signUp();
    const answers = [
      await browser.put(`/api/waitlist/${id}/offer-action`).send(action('made-up')),
      await browser.put(`/api/waitlist/${id}/offer-action`).send(action('made-up', 'declined')),
      await browser.put(`/api/waitlist/${id}/offers`).send({ selectedOffers: invented.slice(0, 20) }),
      await browser
        .post(`/api/waitlist/${id}/offers`)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ selectedOffers: ['medicare', 'made-up'] })),
      await browser
        .put(`/api/waitlist/${id}/complete-offers`)
        .send({ acceptedOffers: ['made-up'], totalOffers: 7, completedAt: `${day}T16:00:00.000Z` }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid_request' });
    }
    expect(await acceptedFigures()).toEqual([]);
    await harness.worker().runOnce();
    expect(receiver.received).toEqual([]);
  });

  it('takes the offers it serves, in the sequential flow, the list and its unload beacon, once each', async () => {
    const { browser, id } = await signUp();
    await browser.put(`/api/waitlist/${id}/offer-action`).send(action('housing-grants')).expect(200);
    await browser.put(`/api/waitlist/${id}/offer-action`).send(action('housing-grants')).expect(200);
    await browser.put(`/api/waitlist/${id}/offer-action`).send(action('medicare', 'declined')).expect(200);
    await browser
      .post(`/api/waitlist/${id}/offers`)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ selectedOffers: ['section-8'] }))
      .expect(200);
    expect((await acceptedFigures()).sort()).toEqual([
      ['housing-grants', 1],
      ['section-8', 1],
    ]);
    await harness.worker().runOnce();
    expect(receiver.received.map((url) => new URL(url.url).searchParams.get('o')).sort()).toEqual([
      'housing-grants',
      'section-8',
    ]);
  });
});
