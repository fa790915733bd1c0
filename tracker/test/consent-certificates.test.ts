import { execFile } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// A lead buyer checks a consent certificate by its id with the operator's public key alone: the public call
// answers the certificate as it was signed when the record was written, without the email, and the words of
// the disclosure it names, which the tracker keeps once per text from its own read of the CMS. Unknown and
// malformed ids are 4xx in the envelope; the call is limited per address like the look-ups.

const run = promisify(execFile);
const keys = generateKeyPairSync('ed25519');
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const cli = path.resolve(import.meta.dirname, '../src/consent/verify-cli.ts');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const note = 'We never sell your email. We pass it to a partner only when you choose one.';
const v1 = '2026-06-01T10:00:00.000Z';
const v2 = '2026-06-10T10:00:00.000Z';
const cmsDocs = new Map<string, unknown>();

let cms: Server;
let cmsUrl = '';
beforeAll(async () => {
  cms = createServer((req, res) => {
    const doc = cmsDocs.get((req.url ?? '').split('?')[0] ?? '');
    res.setHeader('Content-Type', 'application/json');
    res.statusCode = doc ? 200 : 404;
    res.end(JSON.stringify(doc ?? { errors: [{ message: 'Not Found' }] }));
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => cms.close(() => resolve())));

const disclosureOf = (version: string, text: string) => ({
  source: 'landing-variants',
  documentId: 'lv-2',
  version,
  textSha256: sha256(text),
  route: '/v2',
});

describe.each(storeFactories)('consent certificates by id, on $name', { timeout: 60_000 }, (factory) => {
  let t: TestApp;
  let folder: string;

  beforeEach(async () => {
    cmsDocs.set('/api/landing-variants/lv-2', { id: 'lv-2', updatedAt: v1, signupModal: { privacyNote: note } });
    t = await openTestApp(factory, {
      TRACKER_CONSENT_SIGNING_KEY: privatePem,
      TRACKER_CMS_URL: cmsUrl,
      TRACKER_RATE_LIMIT_PER_MINUTE: 600,
    });
    folder = mkdtempSync(path.join(tmpdir(), 'consent-cert-'));
    writeFileSync(path.join(folder, 'public.pem'), publicPem);
  });
  afterEach(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.cleanup();
  });

  const signUp = async (email: string, disclosure = disclosureOf(v1, note)) => {
    const { body } = await t
      .browser()
      .post('/api/waitlist')
      .send(signupBody(email, { version: 2, disclosure }))
      .expect(201);
    const [record] = await t.store.listConsentRecords(body.entry.id);
    if (!record?.certificate) throw new Error('the signup has no certificate');
    return {
      entryId: body.entry.id as number,
      certificateId: record.certificate.certificate.id,
      certificate: record.certificate,
    };
  };

  it('answers anyone the signed certificate and the words shown, and nothing else', async () => {
    const { certificateId, certificate } = await signUp('ann@example.com');
    const answer = await supertest(t.app).get(`/api/consent/certificates/${certificateId}`).expect(200);
    expect(answer.body).toEqual({ certificate, disclosureText: note });
    expect(Object.keys(answer.body.certificate.certificate).sort()).toEqual(
      [
        'addressHash',
        'at',
        'disclosure',
        'disclosureCheck',
        'id',
        'kind',
        'landingVersion',
        'partner',
        'subjectSha256',
        'userAgent',
      ].sort(),
    );
    expect(JSON.stringify(answer.body)).not.toMatch(/ann|example\.com|"entryId"/);
    expect(answer.body.certificate.certificate.disclosureCheck).toBe('matches_cms');
  });

  it('keeps each disclosure’s words once per text, under their hash', async () => {
    await signUp('ann@example.com');
    await signUp('bob@example.com');
    cmsDocs.set('/api/landing-variants/lv-2', {
      id: 'lv-2',
      updatedAt: v2,
      signupModal: { privacyNote: 'New words.' },
    });
    t.setNow('2026-06-15T16:10:00Z');
    await signUp('cy@example.com', disclosureOf(v2, 'New words.'));
    const texts = await t.store.listDisclosureTexts([sha256(note), sha256('New words.'), 'f'.repeat(64)]);
    expect(texts.sort((a, b) => a.version.localeCompare(b.version))).toEqual([
      {
        textSha256: sha256(note),
        source: 'landing-variants',
        documentId: 'lv-2',
        version: v1,
        text: note,
        firstSeenAt: Date.parse('2026-06-15T16:00:00Z'),
      },
      {
        textSha256: sha256('New words.'),
        source: 'landing-variants',
        documentId: 'lv-2',
        version: v2,
        text: 'New words.',
        firstSeenAt: Date.parse('2026-06-15T16:10:00Z'),
      },
    ]);
    const { body } = await supertest(t.app)
      .get('/api/admin/consent-document')
      .set('Cookie', 'payload-token=admin-token')
      .query({ email: 'cy@example.com' })
      .expect(200);
    expect(body.disclosureTexts.map((text: { text: string }) => text.text)).toEqual(['New words.']);
  });

  it('answers an unknown id 404 and a malformed one 400, in the envelope; an erased person’s certificates are gone', async () => {
    const { certificateId } = await signUp('ann@example.com');
    const unknown = await supertest(t.app).get(`/api/consent/certificates/${'A'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    for (const bad of ['1', 'x'.repeat(23), '%20'.repeat(8)]) {
      const malformed = await supertest(t.app).get(`/api/consent/certificates/${bad}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.code).toBe('invalid_request');
    }
    await supertest(t.app)
      .post('/api/admin/data-requests/erase')
      .set('Cookie', 'payload-token=admin-token')
      .send({ email: 'ann@example.com', suppressMail: false })
      .expect(200);
    expect((await supertest(t.app).get(`/api/consent/certificates/${certificateId}`)).status).toBe(404);
  });

  it('is limited per address like the look-ups (60 a minute at the default 600)', async () => {
    const { certificateId } = await signUp('ann@example.com');
    const caller = t.browser('198.51.100.77');
    const statuses: number[] = [];
    for (let call = 0; call < 61; call += 1)
      statuses.push((await caller.get(`/api/consent/certificates/${certificateId}`)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    await t.browser('198.51.100.78').get(`/api/consent/certificates/${certificateId}`).expect(200);
  });

  it('is checked by id with the public key alone by the documented command, for the right email only', async () => {
    const { certificateId } = await signUp('ann@example.com');
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const from = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const verify = (...extra: string[]) =>
      run(process.execPath, [
        cli,
        '--certificate',
        certificateId,
        '--from',
        from,
        '--public-key',
        path.join(folder, 'public.pem'),
        ...extra,
      ]);
    try {
      const accepted = await verify('--email', 'Ann@Example.com');
      expect(accepted.stdout).toContain('valid');
      expect(accepted.stdout).toContain(
        `${certificateId}: signup at 2026-06-15T16:00:00.000Z, landing-variants/lv-2 version ${v1} (matches_cms)`,
      );
      await expect(verify('--email', 'bob@example.com')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('not for that email'),
      });
      writeFileSync(
        path.join(folder, 'other.pem'),
        generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      );
      await expect(
        run(process.execPath, [
          cli,
          '--certificate',
          certificateId,
          '--from',
          from,
          '--public-key',
          path.join(folder, 'other.pem'),
        ]),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('signed with another key'),
      });
      await expect(
        run(process.execPath, [
          cli,
          '--certificate',
          'B'.repeat(22),
          '--from',
          from,
          '--public-key',
          path.join(folder, 'public.pem'),
        ]),
      ).rejects.toMatchObject({ code: 1 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
