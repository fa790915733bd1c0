import { describe, expect, it } from 'vitest';
import {
  findEntryByEmailQuerySchema,
  joinWaitlistBodySchema,
  setEntryStepParamsSchema,
  updateEntryBodySchema,
} from './waitlist.ts';

describe('joinWaitlistBodySchema', () => {
  it('normalises a signup the way the site sends it', () => {
    const body = joinWaitlistBodySchema.parse({
      email: ' Ann@Example.com ',
      affiliateId: 'aff42',
      subId: '',
      s1: ' camp ',
      s2: null,
      version: 2,
    });
    expect(body).toEqual({
      email: 'ann@example.com',
      affiliateId: 'aff42',
      subId: null,
      s1: 'camp',
      s2: null,
      s3: null,
      version: 2,
    });
  });

  it('keeps the campaign parameters that came with the signup', () => {
    const body = joinWaitlistBodySchema.parse({ email: 'ann@example.com', utm_source: ' fb ', gclid: '' });
    expect(body).toMatchObject({ utm_source: 'fb', gclid: null });
    expect(body).not.toHaveProperty('utm_term');
  });

  it('records landing version 1 when the page sends none', () => {
    expect(joinWaitlistBodySchema.parse({ email: 'ann@example.com' }).version).toBe(1);
  });

  it.each([
    ['a missing email', {}, 'email', 'Please enter a valid email address.'],
    ['an invalid email', { email: 'ann@' }, 'email', 'Please enter a valid email address.'],
    ['an unknown version', { email: 'ann@example.com', version: 4 }, 'version', 'The landing version is 1, 2 or 3.'],
    [
      'an overlong affiliate id',
      { email: 'ann@example.com', affiliateId: 'a'.repeat(201) },
      'affiliateId',
      'Must be at most 200 characters.',
    ],
  ])('rejects %s with a message on the field', (_label, input, path, message) => {
    const result = joinWaitlistBodySchema.safeParse(input);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [path], message })]);
  });
});

describe('updateEntryBodySchema', () => {
  it.each([
    [{ firstName: 'A' }, 'First name must be at least 2 characters.'],
    [{ firstName: '  A  ' }, 'First name must be at least 2 characters.'],
    [{ lastName: 'B' }, 'Last name must be at least 2 characters.'],
    [{ zipCode: '1234' }, 'Please enter a valid ZIP code.'],
    [{}, 'Send at least one of firstName, lastName, zipCode.'],
  ])('rejects %j with the spec message', (input, message) => {
    expect(updateEntryBodySchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it.each([[{ firstName: 'Al' }], [{ lastName: ' Li ' }], [{ zipCode: '10001' }]])(
    'accepts %j, the shortest valid value',
    (input) => {
      expect(updateEntryBodySchema.safeParse(input).success).toBe(true);
    },
  );

  it('accepts trimmed personal information', () => {
    expect(updateEntryBodySchema.parse({ firstName: ' Ann ', lastName: 'Lee', zipCode: '10001' })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      zipCode: '10001',
    });
  });
});

describe('setEntryStepParamsSchema', () => {
  it.each([
    [
      { id: '7', step: '1' },
      { id: 7, step: 1 },
    ],
    [
      { id: '7', step: '16' },
      { id: 7, step: 16 },
    ],
    [
      { id: '7', step: '17' },
      { id: 7, step: 17 },
    ],
  ])('reads the path params %j', (input, expected) => {
    expect(setEntryStepParamsSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ id: '7', step: '0' }],
    [{ id: '7', step: '18' }],
    [{ id: '7', step: 'complete' }],
    [{ id: 'x', step: '2' }],
  ])('rejects the path params %j', (input) => {
    expect(setEntryStepParamsSchema.safeParse(input).success).toBe(false);
  });
});

describe('findEntryByEmailQuerySchema', () => {
  it.each([
    [
      { email: 'Ann@Example.com', ipFallback: 'true' },
      { email: 'ann@example.com', ipFallback: true },
    ],
    [
      { email: 'ann@example.com', ipFallback: '0' },
      { email: 'ann@example.com', ipFallback: false },
    ],
    [{ email: 'ann@example.com' }, { email: 'ann@example.com', ipFallback: false }],
  ])('reads the query %j', (input, expected) => {
    expect(findEntryByEmailQuerySchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ email: '{{email}}' }],
    [{ email: 'ann@example.com', ipFallback: 'yes' }],
    [{ email: ['a@b.co', 'c@d.co'] }],
  ])('rejects the query %j', (input) => {
    expect(findEntryByEmailQuerySchema.safeParse(input).success).toBe(false);
  });
});
