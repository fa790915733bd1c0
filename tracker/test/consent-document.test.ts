import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyConsentDocument } from '../src/consent/consent-signature.ts';
import { browserAgent, openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// The signed consent document (issue 18): an admin downloads a lead's consent records by email or entry id;
// the documented command (`pnpm run consent:verify`) accepts it under the tracker's public key and refuses it
// once a single byte of its content has changed.

const run = promisify(execFile);
const keys = generateKeyPairSync('ed25519');
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const cli = path.resolve(import.meta.dirname, '../src/consent/verify-cli.ts');
const disclosure = { source: 'site-texts', documentId: 'signup-modal', version: '2026-06-01T10:00:00.000Z', textSha256: 'd'.repeat(64), route: '/' };

describe.each(storeFactories)('the signed consent document on $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  let folder: string;
  const as = (token: string) => supertest.agent(t.app).set('User-Agent', browserAgent).set('Cookie', `payload-token=${token}`);

  beforeEach(async () => {
    t = await openTestApp(factory, { TRACKER_CONSENT_SIGNING_KEY: privatePem });
    folder = mkdtempSync(path.join(tmpdir(), 'consent-doc-'));
    writeFileSync(path.join(folder, 'public.pem'), publicPem);
  });
  afterEach(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.cleanup();
  });

  it('signs the records of a lead found by email or entry id, and the verify command accepts it but not a changed byte', async () => {
    const { body } = await t.browser().post('/api/waitlist').send(signupBody('ann@example.com', { disclosure })).expect(201);
    const byEmail = await as('admin-token').get('/api/admin/consent-document').query({ email: 'ann@example.com' }).expect(200);
    const byId = await as('admin-token').get('/api/admin/consent-document').query({ entryId: String(body.entry.id) }).expect(200);
    expect(byId.body.consent.records).toEqual(byEmail.body.consent.records);
    expect(byEmail.body.consent).toMatchObject({ entryId: body.entry.id, email: 'ann@example.com', records: [{ kind: 'signup', disclosure, userAgent: browserAgent }] });

    const text = JSON.stringify(byEmail.body, null, 2);
    expect(verifyConsentDocument({ text, publicKeyPem: publicPem })).toEqual({ valid: true });
    const file = path.join(folder, 'consent.json');
    writeFileSync(file, text);
    const accepted = await run(process.execPath, [cli, file, '--public-key', path.join(folder, 'public.pem')]);
    expect(accepted.stdout).toContain('valid');

    // One byte of the content: the hash's last character.
    const changed = text.replace(`${'d'.repeat(63)}d`, `${'d'.repeat(63)}e`);
    expect(changed).not.toBe(text);
    writeFileSync(file, changed);
    await expect(run(process.execPath, [cli, file, '--public-key', path.join(folder, 'public.pem')])).rejects.toMatchObject({ code: 1 });
    expect(verifyConsentDocument({ text: changed, publicKeyPem: publicPem })).toEqual({ valid: false, reason: 'the signature does not match the content' });
  });

  it('refuses a marketer and an operator, and answers an unknown lead with a 404 in the error envelope', async () => {
    await t.browser().post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    const refused = await as('marketer-token').get('/api/admin/consent-document').query({ email: 'ann@example.com' });
    expect(refused.status).toBe(403);
    expect((await as('operator-token').get('/api/admin/consent-document').query({ email: 'ann@example.com' })).status).toBe(403);
    const unknown = await as('admin-token').get('/api/admin/consent-document').query({ entryId: '999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const both = await as('admin-token').get('/api/admin/consent-document').query({ entryId: '1', email: 'ann@example.com' });
    expect(both.status).toBe(400);
  });

  it('writes each download to the audit log', async () => {
    await t.browser().post('/api/waitlist').send(signupBody('ann@example.com')).expect(201);
    await as('admin-token').get('/api/admin/consent-document').query({ email: 'ann@example.com' }).expect(200);
    const { body } = await as('admin-token').get('/api/admin/audit-log').expect(200);
    expect(body.records).toEqual([expect.objectContaining({ actor: 'adam@example.com', action: 'consent_document' })]);
  });
});
