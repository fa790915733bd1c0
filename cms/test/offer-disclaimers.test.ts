import { medicareMarketerDisclaimer } from '@seniorguide/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createStaff, docsOf, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';

let cms: RunningCms;
let marketer: string;

const newMedicareOffer = {
  slug: 'medicare-advantage-2',
  offerid: '9001',
  category: 'medicare',
  title: 'Medicare Advantage',
  headline: 'More benefits, same Medicare',
  description: 'Compare plans with a licensed agent.',
  buttonText: 'Compare Plans',
  baseUrl: 'https://track.partner-network.example/click?offer_id=9001&aff_id=555&subid=',
  flows: ['sequential'],
};

beforeAll(async () => {
  cms = await startCms({ port: 3114 });
  marketer = (await createStaff(cms.url, { adminToken: await signIn(cms.url, testAdmin), role: 'marketer' })).token;
});

afterAll(async () => {
  await cms?.stop();
});

function errorMessages(body: Record<string, unknown>): string {
  return JSON.stringify(body.errors ?? body);
}

describe('regulated offers need their disclaimer before they are published', () => {
  it('refuses to publish a Medicare offer without the third-party marketer disclaimer', async () => {
    const response = await callApi(cms.url, '/offers', {
      token: marketer,
      method: 'POST',
      body: { ...newMedicareOffer, _status: 'published' },
    });
    expect(response.status).toBe(400);
    expect(errorMessages(response.body)).toContain('cannot be published without the third-party marketer disclaimer');
  });

  it('lets the marketer keep it as a draft, then publish once the disclaimer is added', async () => {
    const draft = await callApi(cms.url, '/offers?draft=true', {
      token: marketer,
      method: 'POST',
      body: { ...newMedicareOffer, _status: 'draft' },
    });
    expect(draft.status).toBe(201);
    const id = String((draft.body.doc as { id: string }).id);
    const published = await callApi(cms.url, `/offers/${id}`, {
      token: marketer,
      method: 'PATCH',
      body: { disclaimer: medicareMarketerDisclaimer, _status: 'published' },
    });
    expect(published.status).toBe(200);
    expect(docsOf(await callApi(cms.url, '/offers?where[slug][equals]=medicare-advantage-2'))).toHaveLength(1);
  });

  it.each(['housing-grants', 'government-assistance'])(
    'refuses to publish %s once its "not affiliated with the government" notice is removed',
    async (slug) => {
      const [offer] = docsOf(await callApi(cms.url, `/offers?where[slug][equals]=${slug}`));
      const response = await callApi(cms.url, `/offers/${String(offer?.id)}`, {
        token: marketer,
        method: 'PATCH',
        body: { disclaimer: 'Checking is free.', _status: 'published' },
      });
      expect(response.status).toBe(400);
      expect(errorMessages(response.body)).toContain('not affiliated with the government');
      const [unchanged] = docsOf(await callApi(cms.url, `/offers?where[slug][equals]=${slug}`));
      expect(unchanged?.disclaimer).toBe(offer?.disclaimer);
    },
  );
});
