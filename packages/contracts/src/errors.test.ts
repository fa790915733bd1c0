import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema, errorCodes, errorStatusByCode, toErrorIssues } from './errors.ts';

describe('errorBodySchema', () => {
  it.each([
    [{ error: { code: 'not_found', message: 'No entry 7.' } }],
    [{ error: { code: 'invalid_request', message: 'Bad input.', issues: [{ path: 'body.email', message: 'x' }] } }],
    [{ error: { code: 'some_future_code', message: 'Still an error.' } }],
  ])('accepts the envelope %j', (body) => {
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    [{ error: { code: 'NotFound', message: 'x' } }],
    [{ error: { code: 'not_found' } }],
    [{ error: 'not_found' }],
    [{ message: 'x' }],
  ])('rejects the malformed body %j', (body) => {
    expect(errorBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('errorStatusByCode', () => {
  it('gives every listed code a 4xx or 5xx status', () => {
    for (const code of errorCodes) {
      expect(errorStatusByCode[code]).toBeGreaterThanOrEqual(400);
      expect(errorStatusByCode[code]).toBeLessThan(600);
    }
  });

  it.each([
    ['invalid_request', 400],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['payload_too_large', 413],
    ['rate_limited', 429],
    ['internal_error', 500],
    ['request_timeout', 408],
    ['headers_too_large', 431],
    ['tracker_unavailable', 502],
  ] as const)('answers %s with %i', (code, status) => {
    expect(errorStatusByCode[code]).toBe(status);
  });
});

describe('toErrorIssues', () => {
  const schema = z.object({ email: z.email({ error: 'Bad email.' }), offers: z.array(z.string()) });

  it('flattens zod issues into dotted paths under the request part', () => {
    const result = schema.safeParse({ email: 'x', offers: ['a', 2] });
    if (result.success) throw new Error('expected a failure');
    expect(toErrorIssues({ error: result.error, prefix: 'body' })).toEqual([
      { path: 'body.email', message: 'Bad email.' },
      { path: 'body.offers.1', message: expect.any(String) },
    ]);
  });

  it('names the whole request with an empty path when there is no prefix and no field', () => {
    const result = z.string().safeParse(1);
    if (result.success) throw new Error('expected a failure');
    expect(toErrorIssues({ error: result.error })).toEqual([{ path: '', message: expect.any(String) }]);
  });
});
