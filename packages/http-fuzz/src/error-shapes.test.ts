import { describe, expect, it } from 'vitest';
import { payloadErrors, sharedEnvelope } from './error-shapes.ts';

describe('sharedEnvelope', () => {
  it('accepts { error: { code, message } } with a snake_case code, and nothing else', () => {
    expect(sharedEnvelope('{"error":{"code":"bad_request","message":"No.","issues":[]}}')).toBe(true);
    expect(sharedEnvelope('{"error":{"code":"BadRequest","message":"No."}}')).toBe(false);
    expect(sharedEnvelope('{"errors":[{"message":"No."}]}')).toBe(false);
    expect(sharedEnvelope('Bad Request')).toBe(false);
  });
});

describe('payloadErrors', () => {
  it('accepts { errors: [{ message }] } with at least one error, and nothing else', () => {
    expect(payloadErrors('{"errors":[{"message":"Not Found"}]}')).toBe(true);
    expect(payloadErrors('{"errors":[{"name":"ValidationError","message":"Invalid.","data":{"errors":[]}}]}')).toBe(
      true,
    );
    expect(payloadErrors('{"errors":[]}')).toBe(false);
    expect(payloadErrors('{"errors":[{"name":"x"}]}')).toBe(false);
    expect(payloadErrors('{"message":"Route not found \\"/api/x\\""}')).toBe(false);
    expect(payloadErrors('')).toBe(false);
  });
});
