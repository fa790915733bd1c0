import { describe, expect, it } from 'vitest';
import {
  errorRecordSchema,
  offerSchema,
  publicWaitlistEntrySchema,
  userContextSchema,
  waitlistEntrySchema,
  waitlistEntryViewSchema,
} from './entities.ts';

const storedEntry = {
  id: 7,
  email: 'ann@example.com',
  affiliateId: 'aff42',
  version: 2,
  subId: 'ONB_v2_aff42',
  s1: null,
  s2: null,
  s3: null,
  selectedOffers: '["medicare"]',
};

describe('waitlistEntrySchema', () => {
  it('fills the spec defaults: version 1 and an empty offer list', () => {
    const entry = waitlistEntrySchema.parse({ id: 1, email: 'ann@example.com' });
    expect(entry).toEqual({
      id: 1,
      email: 'ann@example.com',
      version: 1,
      selectedOffers: '[]',
      affiliateId: null,
      subId: null,
      s1: null,
      s2: null,
      s3: null,
    });
  });

  it.each([['medicare'], ['{"a":1}'], ['[1,2]'], ['not json']])('rejects selectedOffers text %j', (selectedOffers) => {
    expect(waitlistEntrySchema.safeParse({ ...storedEntry, selectedOffers }).success).toBe(false);
  });
});

describe('publicWaitlistEntrySchema', () => {
  it('drops the email so a stranger never receives it', () => {
    const visible = publicWaitlistEntrySchema.parse(storedEntry);
    expect(visible).not.toHaveProperty('email');
    expect(visible).toMatchObject({ id: 7, affiliateId: 'aff42', version: 2 });
  });
});

describe('waitlistEntryViewSchema', () => {
  it.each([
    ['with the email, for the owner', storedEntry, 'ann@example.com'],
    ['without the email, for anyone else', { ...storedEntry, email: undefined }, undefined],
    ['with a null email', { ...storedEntry, email: null }, null],
  ])('parses an entry %s', (_label, input, email) => {
    expect(waitlistEntryViewSchema.parse(input).email).toBe(email);
  });
});

describe('userContextSchema', () => {
  it('reads a stored context where every field is missing', () => {
    expect(userContextSchema.parse({})).toEqual({ affiliateId: null, subId: null, s1: null, s2: null, s3: null });
  });

  it('drops only the stale fields of a stored context, keeping the affiliate', () => {
    const context = userContextSchema.parse({
      waitlistId: 'abc',
      email: 'not-an-email',
      version: 9,
      affiliateId: 'aff42',
    });
    expect(context).toEqual({
      waitlistId: null,
      email: null,
      version: null,
      affiliateId: 'aff42',
      subId: null,
      s1: null,
      s2: null,
      s3: null,
    });
  });

  it('still refuses something that is not a context object at all', () => {
    expect(userContextSchema.safeParse('userContext').success).toBe(false);
  });

  it('reads a full stored context, the waitlist id stored as text', () => {
    const context = userContextSchema.parse({ ...storedEntry, waitlistId: '7' });
    expect(context).toMatchObject({ waitlistId: 7, email: 'ann@example.com', version: 2, affiliateId: 'aff42' });
  });
});

describe('offerSchema', () => {
  const offer = {
    id: 'housing-grants',
    offerid: '1234',
    title: 'Housing Grants',
    headline: 'Get help with rent',
    description: 'See which grants you qualify for.',
    buttonText: 'Check Eligibility',
    baseUrl: 'https://partner.example.com/click?offer_id=1234&aff_id=555&aff_sub=',
  };

  it('accepts an offer without the optional icon and source line', () => {
    expect(offerSchema.parse(offer)).toEqual(offer);
  });

  it.each([['javascript:alert(1)'], ['ftp://partner.example.com/x'], ['/relative']])(
    'rejects the link %j',
    (baseUrl) => {
      expect(offerSchema.safeParse({ ...offer, baseUrl }).success).toBe(false);
    },
  );
});

describe('errorRecordSchema', () => {
  const report = {
    message: 'TypeError: x is undefined',
    stack: 'at main.js:1:1',
    timestamp: '2025-03-09T07:00:00.000Z',
    url: 'https://example.com/thank-you',
    userAgent: 'Mozilla/5.0',
  };

  it('keeps a report without a stack', () => {
    expect(errorRecordSchema.parse({ ...report, stack: undefined }).stack).toBeUndefined();
  });

  it('cuts an overlong message and stack to size instead of losing the report', () => {
    const parsed = errorRecordSchema.parse({ ...report, message: 'm'.repeat(5000), stack: 's'.repeat(50_000) });
    expect(parsed.message).toHaveLength(2000);
    expect(parsed.stack).toHaveLength(10_000);
  });

  it('rejects a report with an empty message', () => {
    expect(errorRecordSchema.safeParse({ ...report, message: '' }).success).toBe(false);
  });
});
