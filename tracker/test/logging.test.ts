import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createLogger, pseudonymOf } from '../src/logger.ts';
import { emailWorker } from './support/email-worker.ts';
import { createSuppressionKeyer } from '../src/privacy/suppression-key.ts';
import { browserAgent, testEnv } from './support/app.ts';
import { storeFactories, type StoreUnderTest } from './support/stores.ts';

describe('logs', () => {
  let lines: string[];
  let opened: StoreUnderTest;
  let agent: supertest.Agent;

  beforeEach(async () => {
    lines = [];
    const [factory] = storeFactories;
    if (!factory) throw new Error('no store');
    opened = await factory.open();
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    agent = supertest
      .agent(createApp({ store: opened.store, env: testEnv, logger, verifyOperatorSession: async () => null }))
      .set('User-Agent', browserAgent);
  });
  afterEach(() => opened.cleanup());

  it('keep a browser error report but never the email addresses inside it', async () => {
    await agent
      .post('/api/log-error')
      .send({
        message: 'Failed for ann.lee@example.com',
        stack: 'at thank-you (bob@example.org)',
        timestamp: '2026-06-15T16:00:00.000Z',
        url: 'https://site.test/thank-you?email=ann.lee%40example.com&id=4',
        userAgent: 'UA',
      })
      .expect(200);
    const logged = lines.join('\n');
    expect(logged).toContain('browser error');
    expect(logged).toContain('thank-you?email=[email]&id=4');
    expect(logged).not.toMatch(/ann\.lee|bob@|%40example/);
  });

  it('refer to the caller by a keyed hash, neither its address nor a plain hash of it that could be reversed', async () => {
    const report = {
      message: 'boom',
      timestamp: '2026-06-15T16:00:00.000Z',
      url: 'https://site.test/',
      userAgent: 'UA',
    };
    await agent.post('/api/log-error').set('X-Forwarded-For', '203.0.113.77').send(report).expect(200);
    const logged = lines.join('\n');
    expect(logged).toMatch(/"ipRef":"[\w-]{12}"/);
    expect(logged).not.toContain('203.0.113.77');
    expect(logged).not.toContain(pseudonymOf('203.0.113.77'));
  });
});

describe('outbox logs', () => {
  it('never carry the recipient a mail server names in its refusal', async () => {
    const [factory] = storeFactories;
    if (!factory) throw new Error('no store');
    const opened = await factory.open();
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    try {
      await opened.store.enqueueJob({
        id: 'ebook:ann@example.com',
        kind: 'delivery',
        email: 'ann@example.com',
        entryId: 1,
        attempts: 0,
        dueAt: 0,
      });
      const mailer = {
        send: async () => {
          throw new Error('550 5.1.1 <ann@example.com>: Recipient address rejected');
        },
      };
      await emailWorker({
        store: opened.store,
        mailer,
        logger: createLogger({ level: 'info', destination }),
        clock: () => 1000,
        suppressionKeyOf: createSuppressionKeyer(testEnv.TRACKER_SECRET),
      }).runOnce();
      const logged = lines.join('\n');
      expect(logged).toContain('Recipient address rejected');
      expect(logged).not.toContain('ann@');
    } finally {
      await opened.cleanup();
    }
  });
});
