import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyConsentText } from '../src/consent/verify-consent.ts';
import { browserAgent, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The consent document: an admin downloads a lead's consent records by email or entry id. Each record
// was signed when it was written, so the document holds certificates, not a signature made at download time;
// the documented command (`pnpm run consent:verify`) accepts it under the tracker's public key, refuses it once a
// single byte of a certificate has changed, and refuses a key written twice or a field outside the format.

const run = promisify(execFile);
const keys = generateKeyPairSync('ed25519');
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const cli = path.resolve(import.meta.dirname, '../src/consent/verify-cli.ts');
const disclosure = {
  source: 'site-texts',
  documentId: 'signup-modal',
  version: '2026-06-01T10:00:00.000Z',
  textSha256: 'd'.repeat(64),
  route: '/',
};

describe.each(storeFactories)('the consent document on $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  let folder: string;
  const as = (token: string) =>
    supertest.agent(t.app).set('User-Agent', browserAgent).set('Cookie', `payload-token=${token}`);
  const verifyFile = async (text: string, ...extra: string[]) => {
    const file = path.join(folder, 'consent.json');
    writeFileSync(file, text);
    return run(process.execPath, [cli, file, '--public-key', path.join(folder, 'public.pem'), ...extra]);
  };

  beforeEach(async () => {
    t = await openTestApp(factory, { TRACKER_CONSENT_SIGNING_KEY: privatePem });
    folder = mkdtempSync(path.join(tmpdir(), 'consent-doc-'));
    writeFileSync(path.join(folder, 'public.pem'), publicPem);
  });
  afterEach(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.cleanup();
  });

  it('holds the certificates signed when each record was written, the same at every download; the command accepts it but not a changed byte', async () => {
    const { body } = await t
      .browser()
      .post('/api/waitlist')
      .send(signupBody('ann@example.com', { disclosure }))
      .expect(201);
    const [stored] = await t.store.listConsentRecords(body.entry.id);
    // Signed in the store before anyone downloads anything.
    expect(
      verifyConsentText({
        text: JSON.stringify(stored?.certificate),
        publicKeyPem: publicPem,
        email: 'ann@example.com',
      }).valid,
    ).toBe(true);

    t.setNow('2026-06-20T09:00:00Z');
    const byEmail = await as('admin-token')
      .get('/api/admin/consent-document')
      .query({ email: 'ann@example.com' })
      .expect(200);
    t.setNow('2027-01-01T00:00:00Z');
    const byId = await as('admin-token')
      .get('/api/admin/consent-document')
      .query({ entryId: String(body.entry.id) })
      .expect(200);
    expect(byId.body.certificates).toEqual(byEmail.body.certificates);
    expect(byEmail.body).toMatchObject({
      format: 'seniorguide-consent/2',
      entryId: body.entry.id,
      email: 'ann@example.com',
      unsignedRecords: [],
    });
    expect(byEmail.body.certificates).toEqual([stored?.certificate]);
    expect(byEmail.body.certificates[0].certificate).toMatchObject({
      kind: 'signup',
      at: '2026-06-15T16:00:00.000Z',
      disclosure,
      userAgent: browserAgent,
    });
    expect(JSON.stringify(byEmail.body.certificates)).not.toContain('ann@example.com');

    const text = JSON.stringify(byEmail.body, null, 2);
    const accepted = await verifyFile(text);
    expect(accepted.stdout).toContain('valid');
    expect(accepted.stdout).toContain('signup at 2026-06-15T16:00:00.000Z');

    // One byte of a certificate: the hash's last character.
    const changed = text.replace(`${'d'.repeat(63)}d`, `${'d'.repeat(63)}e`);
    expect(changed).not.toBe(text);
    await expect(verifyFile(changed)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('the signature does not match the content'),
    });
    // The certificates are the person's: the document's email is in every subject hash.
    await expect(
      verifyFile(text.replace('"email": "ann@example.com"', '"email": "bob@example.com"')),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('is not for that email') });
  });

  it('refuses a document with a key written twice or a field outside the format', async () => {
    await t.browser().post('/api/waitlist').send(signupBody('ann@example.com', { disclosure })).expect(201);
    const { body } = await as('admin-token')
      .get('/api/admin/consent-document')
      .query({ email: 'ann@example.com' })
      .expect(200);
    const text = JSON.stringify(body, null, 2);
    await verifyFile(text);
    const twice = text.replace(
      '"email": "ann@example.com",',
      '"email": "ann@example.com",\n  "email": "ann@example.com",',
    );
    await expect(verifyFile(twice)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('the key "email" appears twice'),
    });
    const outside = text.replace(
      '"email": "ann@example.com",',
      '"email": "ann@example.com",\n  "consentedToEverything": true,',
    );
    await expect(verifyFile(outside)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('known format'),
    });
  });

  it('refuses a marketer and an operator, and answers an unknown lead with a 404 in the error envelope', async () => {
    await t.browser().post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    const refused = await as('marketer-token').get('/api/admin/consent-document').query({ email: 'ann@example.com' });
    expect(refused.status).toBe(403);
    expect(
      (await as('operator-token').get('/api/admin/consent-document').query({ email: 'ann@example.com' })).status,
    ).toBe(403);
    const unknown = await as('admin-token').get('/api/admin/consent-document').query({ entryId: '999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const both = await as('admin-token')
      .get('/api/admin/consent-document')
      .query({ entryId: '1', email: 'ann@example.com' });
    expect(both.status).toBe(400);
  });

  it('writes each download to the audit log', async () => {
    await t.browser().post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    await as('admin-token').get('/api/admin/consent-document').query({ email: 'ann@example.com' }).expect(200);
    const { body } = await as('admin-token').get('/api/admin/audit-log').expect(200);
    expect(body.records).toEqual([
      expect.objectContaining({
        actor: 'adam@example.com',
        action: 'consent_document',
        detail: '1 signed consent records, 0 unsigned',
      }),
    ]);
  });
});
