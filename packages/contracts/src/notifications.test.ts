import { describe, expect, it } from 'vitest';
import { emergencyWebhookBodySchema, notifyCompleteBodySchema, unsubscribeQuerySchema } from './notifications.ts';

const timestamp = '2025-03-09T07:00:00.000Z';

describe('notifyCompleteBodySchema', () => {
  it('forces the send unless the page says otherwise', () => {
    const body = notifyCompleteBodySchema.parse({ source: 'thank-you', timestamp, affiliateId: '' });
    expect(body).toEqual({ source: 'thank-you', timestamp, forceSend: true, affiliateId: null });
  });

  it('accepts the follow-up call with the email and a number from 3 to 10', () => {
    const body = notifyCompleteBodySchema.parse({
      source: 'thank-you',
      timestamp,
      email: 'Ann@Example.com',
      followUp: 10,
    });
    expect(body).toMatchObject({ email: 'ann@example.com', followUp: 10 });
  });

  it.each([[2], [11], [3.5]])('rejects the follow-up number %j', (followUp) => {
    expect(notifyCompleteBodySchema.safeParse({ source: 'thank-you', timestamp, followUp }).success).toBe(false);
  });
});

describe('emergencyWebhookBodySchema', () => {
  it('rejects a call without a usable email', () => {
    const result = emergencyWebhookBodySchema.safeParse({ email: '{{email}}', source: 'thank-you', timestamp });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });
});

describe('unsubscribeQuerySchema', () => {
  it.each([
    [{}, 'The unsubscribe link is incomplete.'],
    [{ token: 'short' }, 'The unsubscribe link is incomplete.'],
    [{ token: 'abcdefghijklmnop<script>' }, 'The unsubscribe link is invalid.'],
  ])('rejects %j', (input, message) => {
    expect(unsubscribeQuerySchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('accepts a url-safe token', () => {
    expect(unsubscribeQuerySchema.parse({ token: 'eyJpZCI6N30.c2lnbmF0dXJl-_x' }).token).toBe(
      'eyJpZCI6N30.c2lnbmF0dXJl-_x',
    );
  });
});
