import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { notifyBody, startDeliveryTracker } from './email-delivery-harness.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

// The guide email as a mailbox provider judges it: produced by the product (signup, notify-complete,
// the outbox worker, the real mailer) and received over SMTP, then checked by mailauth's DKIM verifier
// (the public key served by a stub resolver, as the DNS record in the README would) and scored by
// SpamAssassin with its network tests off. `npm test` installs Debian's spamassassin where apt is there.

const domain = 'seniorsavings.example';
const selector = 'mail2026';
const sqlite = storeFactories.find((factory) => factory.name === 'sqlite');

function dkimRecordOf(publicKeyDer: Buffer): string {
  return `v=DKIM1; k=rsa; p=${publicKeyDer.toString('base64')}`;
}

describe('the signed guide email', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const record = dkimRecordOf(publicKey.export({ type: 'spki', format: 'der' }));
  let data: StoreUnderTest;
  let sink: SmtpSink;
  let raw: Buffer;

  beforeAll(async () => {
    if (!sqlite) throw new Error('the SQLite store factory is missing');
    data = await sqlite.open();
    sink = await startSmtpSink(2580);
    const tracker = startDeliveryTracker({
      store: data.store,
      smtpUrl: sink.url,
      dkim: {
        domainName: domain,
        keySelector: selector,
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    });
    const id = await tracker.signUp('margaret.hill@example.com');
    await tracker.owner(id).post(`/api/waitlist/${id}/notify-complete`).send(notifyBody).expect(200);
    await tracker.drain();
    raw = (await sink.waitForMessages(1))[0]?.raw ?? Buffer.alloc(0);
    await tracker.stop();
  });
  afterAll(async () => {
    await sink.close();
    await data.cleanup();
  });

  it('passes a DKIM verification against the published key', async () => {
    const lookups: string[] = [];
    const resolver = async (name: string, type: string) => {
      lookups.push(`${type} ${name}`);
      if (type === 'TXT' && name === `${selector}._domainkey.${domain}`) return [[record]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    const result = await dkimVerify(raw, { resolver });
    expect(result.results.map((signature) => signature.status.result)).toEqual(['pass']);
    expect(result.results[0]?.signingDomain).toBe(domain);
    expect(lookups).toContain(`TXT ${selector}._domainkey.${domain}`);
  });

  it('fails the DKIM verification once a byte of the body changes', async () => {
    const resolver = async () => [[record]];
    const tampered = Buffer.from(raw.toString('latin1').replace('Senior', 'Sen1or'), 'latin1');
    expect(tampered.equals(raw)).toBe(false);
    const result = await dkimVerify(tampered, { resolver });
    expect(result.results[0]?.status.result).not.toBe('pass');
  });

  it('scores below 2 points in SpamAssassin with network tests off', () => {
    const which = spawnSync('sh', ['-c', 'command -v spamassassin'], { encoding: 'utf8' });
    if (which.status !== 0)
      throw new Error('spamassassin is not installed: npm test installs it (apt-get install spamassassin)');
    const run = spawnSync('spamassassin', ['-L', '-t'], { input: raw, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const status = /^X-Spam-Status: (\w+), score=(-?[\d.]+)[^\n]*(?:\n\s+[^\n]*)*/m.exec(run.stdout);
    const score = Number(status?.[2]);
    expect(Number.isFinite(score), run.stdout.slice(0, 2000)).toBe(true);
    expect(score, status?.[0]).toBeLessThan(2);
  });
});
