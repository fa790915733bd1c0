import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyEntryLinkToken } from '../http/entry-link-token.ts';
import { emlFileName } from './eml-outbox.ts';
import { createMailer, type ClosableMailer as Mailer } from './mailer.ts';
import { headerOf, parseMessage, startSmtpSink, type SmtpSink } from '../../test/support/smtp-sink.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'mailer-test-secret';
const publicUrl = 'http://127.0.0.1:2599';
const settings = {
  senderName: 'Senior Savings Team',
  senderEmail: 'guide@seniorsavings.example',
  postalAddress: '100 Main Street\nSpringfield, IL 62701',
};
const job = { id: 'ebook:mary@example.com', kind: 'delivery' as const, email: 'mary@example.com', entryId: 42 };

let outboxDir: string;
let mailer: Mailer | undefined;
let sink: SmtpSink | undefined;

beforeEach(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
});

afterEach(async () => {
  await mailer?.close();
  await sink?.close();
  mailer = undefined;
  sink = undefined;
  await rm(outboxDir, { recursive: true, force: true });
});

function mailerFor(smtpUrl: string | undefined, getSettings = async () => settings): Mailer {
  mailer = createMailer({ smtpUrl, outboxDir, publicUrl, secret, entryLinkTtlMs: 60_000, getSettings });
  return mailer;
}

describe('the mailer over SMTP', () => {
  it('delivers the guide email with both parts and one-click unsubscribe headers', async () => {
    sink = await startSmtpSink(2501);
    await mailerFor(sink.url).send(job);
    const [received] = await sink.waitForMessages(1);
    expect(received?.recipients).toEqual(['mary@example.com']);
    const email = await parseMessage(received?.raw ?? '');
    expect(email.from).toMatchObject({ name: 'Senior Savings Team', address: 'guide@seniorsavings.example' });
    expect(email.subject).toBe('Your free Senior Benefits & Discounts Guide is ready');
    expect(email.text).toMatch(new RegExp(`${publicUrl}/api/waitlist/42/open\\?token=42\\.\\d+\\.[\\w-]+`));
    expect(email.html).toContain('Download Your Senior Savings Guide');
    expect(email.messageId).toMatch(/^<guide\.[0-9a-f]{32}@seniorsavings\.example>$/);

    const listUnsubscribe = headerOf(email, 'List-Unsubscribe') ?? '';
    const token = /<http:\/\/127\.0\.0\.1:2599\/api\/unsubscribe\?token=([^>]+)>/.exec(listUnsubscribe)?.[1];
    expect(verifyUnsubscribeToken(decodeURIComponent(token ?? ''), secret)).toBe('mary@example.com');
    expect(listUnsubscribe).toContain('<mailto:guide@seniorsavings.example?subject=Unsubscribe>');
    expect(headerOf(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('fails the send while the server answers 451, and delivers once it recovers', async () => {
    sink = await startSmtpSink(2502);
    sink.refuseWith(451);
    const send = mailerFor(sink.url);
    await expect(send.send(job)).rejects.toThrow(/451/);
    expect(sink.messages).toHaveLength(0);
    sink.refuseWith(null);
    await send.send(job);
    expect(await sink.waitForMessages(1)).toHaveLength(1);
  });

  it('fails the send when no server is listening', async () => {
    await expect(mailerFor('smtp://127.0.0.1:2503').send(job)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('uses the sender settings current at the time of each message', async () => {
    sink = await startSmtpSink(2504);
    let senderName = 'First Name Co';
    const send = mailerFor(sink.url, async () => ({ ...settings, senderName }));
    await send.send(job);
    senderName = 'Renamed Co';
    await send.send({ ...job, id: 'ebook:joe@example.com', email: 'joe@example.com', entryId: 43 });
    const [first, second] = await sink.waitForMessages(2);
    expect((await parseMessage(first?.raw ?? '')).from?.name).toBe('First Name Co');
    expect((await parseMessage(second?.raw ?? '')).from?.name).toBe('Renamed Co');
  });
});

describe('the mailer without SMTP', () => {
  it('writes a parseable .eml with both parts and a download link for the entry', async () => {
    await mailerFor(undefined).send(job);
    const raw = await readFile(join(outboxDir, emlFileName(job.id)));
    expect(raw.toString('latin1')).toContain('\r\n');
    const email = await parseMessage(raw);
    expect(email.to?.[0]).toMatchObject({ address: 'mary@example.com' });
    expect(email.text).toContain('Download Your Senior Savings Guide');
    const href = /href="([^"]*\/open\?token=[^"]*)"/.exec(email.html ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    const link = new URL(href);
    expect(`${link.origin}${link.pathname}`).toBe(`${publicUrl}/api/waitlist/42/open`);
    const token = link.searchParams.get('token') ?? '';
    expect(verifyEntryLinkToken({ token, secret, now: Date.now() })).toBe(42);
    expect(verifyEntryLinkToken({ token, secret, now: Date.now() + 60_001 })).toBeNull();
    expect(headerOf(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('keeps one file per job when a job is sent again after a retry', async () => {
    const send = mailerFor(undefined);
    await send.send(job);
    await send.send(job);
    expect(await readdir(outboxDir)).toEqual([emlFileName(job.id)]);
  });

  it('gives addresses that differ only in punctuation their own files, with no address in the name', async () => {
    const send = mailerFor(undefined);
    await send.send({ ...job, id: 'ebook:a+b@example.com', email: 'a+b@example.com' });
    await send.send({ ...job, id: 'ebook:a-b@example.com', email: 'a-b@example.com' });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^guide-[0-9a-f]{32}\.eml$/);
  });
});
