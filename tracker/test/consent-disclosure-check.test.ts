import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The tracker does not take the page's word for the disclosure a visitor saw. It reads the named
// CMS document over the CMS's public REST API, as the site does, recomputes the SHA-256 of the text the page
// renders from it (the landing variant's privacy note, the offer's disclaimer) and flags the consent record:
// matches_cms, differs_from_cms, or unverifiable (CMS unreachable, or a version the tracker never saw).

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const note = 'We never sell your email. Unsubscribe any time.';
const disclaimer = 'We are a licensed third-party marketer for Medicare plans.';
const v1 = '2026-06-01T10:00:00.000Z';
const v2 = '2026-06-10T10:00:00.000Z';

type Docs = Record<string, Record<string, unknown>>;
const docs: Docs = {};
const reset = () => {
  for (const key of Object.keys(docs)) delete docs[key];
  docs['/api/landing-variants/lv-2'] = { id: 'lv-2', updatedAt: v1, signupModal: { privacyNote: note } };
  docs['/api/offers/17'] = { id: '17', updatedAt: v1, disclaimer: `  ${disclaimer}\n` };
};

let cms: Server;
let cmsUrl = '';
beforeAll(async () => {
  cms = createServer((req, res) => {
    const doc = docs[(req.url ?? '').split('?')[0] ?? ''];
    res.setHeader('Content-Type', 'application/json');
    res.statusCode = doc ? 200 : 404;
    res.end(JSON.stringify(doc ?? { errors: [{ message: 'Not Found' }] }));
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const address = cms.address();
  cmsUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(() => new Promise<void>((resolve) => cms.close(() => resolve())));

const signupNote = (overrides: Record<string, string> = {}) => ({
  source: 'landing-variants',
  documentId: 'lv-2',
  version: v1,
  textSha256: sha256(note),
  route: '/v2',
  ...overrides,
});
const offerDisclaimer = (overrides: Record<string, string> = {}) => ({
  source: 'offers',
  documentId: '17',
  version: v1,
  textSha256: sha256(disclaimer),
  route: '/continue-registration',
  ...overrides,
});

describe.each(storeFactories)(
  'the consent ledger checks the disclosure against the CMS, on $name',
  { timeout: 30_000 },
  (factory) => {
    let t: TestApp;
    beforeEach(async () => {
      reset();
      t = await openTestApp(factory, { TRACKER_CMS_URL: cmsUrl });
    });
    afterEach(() => t.cleanup());

    async function signUp(email: string, disclosure: Record<string, string> | undefined, now = '2026-06-15T16:00:00Z') {
      t.setNow(now);
      const browser = t.browser();
      const { body } = await browser
        .post('/api/waitlist')
        .send(signupBody(email, { version: 2, disclosure }))
        .expect(201);
      return { id: body.entry.id as number, browser };
    }
    const checks = async (id: number) => (await t.store.listConsentRecords(id)).map((record) => record.disclosureCheck);

    it('marks a signup note and an offer disclaimer whose hash is the CMS text’s as matching the CMS', async () => {
      const { id, browser } = await signUp('ann@example.com', signupNote());
      await browser
        .put(`/api/waitlist/${id}/offer-action`)
        .send({
          action: 'accepted',
          pageNumber: 1,
          offerId: 'medicare',
          offerName: 'Medicare',
          timestamp: '2026-06-15T16:00:00Z',
          disclosure: offerDisclaimer(),
        })
        .expect(200);
      expect(await checks(id)).toEqual(['matches_cms', 'matches_cms']);
    });

    it('flags a hash of other words, and a document the CMS does not have, as differing from the CMS', async () => {
      const forged = await signUp('bob@example.com', signupNote({ textSha256: sha256('We may sell your email.') }));
      const unknown = await signUp('cy@example.com', signupNote({ documentId: 'no-such-variant' }));
      expect(await checks(forged.id)).toEqual(['differs_from_cms']);
      expect(await checks(unknown.id)).toEqual(['differs_from_cms']);
      // The record keeps what the page sent: the flag says it is not what the CMS holds.
      expect((await t.store.listConsentRecords(forged.id))[0]?.disclosure?.textSha256).toBe(
        sha256('We may sell your email.'),
      );
    });

    it('still verifies a page showing the version it was built with after the CMS publishes a new one', async () => {
      await signUp('dee@example.com', signupNote());
      docs['/api/landing-variants/lv-2'] = {
        id: 'lv-2',
        updatedAt: v2,
        signupModal: { privacyNote: 'A reworded note.' },
      };
      const stale = await signUp('eve@example.com', signupNote(), '2026-06-15T16:10:00Z');
      const fresh = await signUp(
        'fay@example.com',
        signupNote({ version: v2, textSha256: sha256('A reworded note.') }),
        '2026-06-15T16:10:01Z',
      );
      const neverSeen = await signUp(
        'gus@example.com',
        signupNote({ version: '2026-05-01T00:00:00.000Z', textSha256: sha256('Old words.') }),
        '2026-06-15T16:10:02Z',
      );
      expect(await checks(stale.id)).toEqual(['matches_cms']);
      expect(await checks(fresh.id)).toEqual(['matches_cms']);
      expect(await checks(neverSeen.id)).toEqual(['unverifiable']);
    });

    it('records unverifiable when the CMS cannot be read, and no check without a disclosure', async () => {
      const none = await signUp('hal@example.com', undefined);
      expect(await checks(none.id)).toEqual([null]);
      await t.cleanup();
      t = await openTestApp(factory, { TRACKER_CMS_URL: 'http://127.0.0.1:9' });
      const down = await signUp('ivy@example.com', signupNote());
      expect(await checks(down.id)).toEqual(['unverifiable']);
    });
  },
);
