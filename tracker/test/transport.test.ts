import { brotliCompressSync, deflateSync, gzipSync, zstdCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestApp, signupBody, type TestApp } from './support/app.ts';
import { storeFactories } from './support/stores.ts';

// Transport hygiene: what arrives malformed at the HTTP level is a 4xx in the shared envelope, never a 500.

const json = Buffer.from(JSON.stringify(signupBody('ann@example.com')));
const encodings: [string, Buffer][] = [
  ['gzip', gzipSync(json)],
  ['deflate', deflateSync(json)],
  ['br', brotliCompressSync(json)],
  ['zstd', zstdCompressSync(json)],
];

/** Sends the bytes as they are: superagent would otherwise serialise a Buffer as JSON. */
const asIs = (body: unknown) => body as string;

describe.each(storeFactories)('transport on $name', (factory) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await openTestApp(factory);
  });
  afterEach(() => t.cleanup());

  it.each([
    ['GET', '/api/waitlist/%ff'],
    ['GET', '/api/waitlist/%E0%A4%A'],
    ['PUT', '/api/waitlist/%/offers'],
    ['PUT', '/api/waitlist/1/step/%c0'],
    ['GET', '/api/unsubscribe/%ff'],
  ])('answers %s %s (malformed percent-encoding) with 400 in the envelope', async (method, path) => {
    const response = await (method === 'GET' ? t.browser().get(path) : t.browser().put(path).send({}));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'invalid_request',
      message: 'The request path is not valid (malformed percent-encoding).',
    });
  });

  it.each(encodings)(
    'answers a JSON body sent with Content-Encoding: %s with 415 in the envelope',
    async (encoding, body) => {
      for (const payload of [body, Buffer.from('not compressed at all')]) {
        const response = await t
          .browser()
          .post('/api/waitlist')
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .serialize(asIs)
          .send(payload);
        expect(response.status).toBe(415);
        expect(response.body.error.code).toBe('unsupported_media_type');
      }
    },
  );

  it('answers an empty body declared compressed with 415, not a decoder failure (found by the fuzz run)', async () => {
    const response = await t
      .browser()
      .patch('/api/analytics/offers')
      .set('Content-Encoding', 'zstd')
      .set('Content-Length', '0');
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('unsupported_media_type');
  });

  it('still takes a body declared as identity', async () => {
    const response = await t
      .browser()
      .post('/api/waitlist')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'identity')
      .serialize(asIs)
      .send(json);
    expect(response.status).toBe(201);
  });
});
