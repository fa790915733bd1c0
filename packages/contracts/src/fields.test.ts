import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  entryIdSchema,
  isoDateSchema,
  landingVersionSchema,
  offerIdSchema,
  timeZoneSchema,
  timestampSchema,
  readTrackingValue,
  trackingValueSchema,
} from './fields.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('emailSchema', () => {
  it.each([
    ['ann@example.com', 'ann@example.com'],
    ['  Ann.Lee@Example.COM ', 'ann.lee@example.com'],
    ['bob+guide@mail.example.org', 'bob+guide@mail.example.org'],
  ])('accepts %j as %j', (input, expected) => {
    expect(emailSchema.parse(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['ann'],
    ['ann@'],
    ['@example.com'],
    ['ann@example'],
    ['{{email}}'],
    [`${'a'.repeat(250)}@example.com`],
    [42],
    [null],
  ])('rejects %j with the spec message', (input) => {
    expect(firstMessage(emailSchema.safeParse(input))).toBe('Please enter a valid email address.');
  });
});

describe('entryIdSchema', () => {
  it.each([
    ['12', 12],
    [12, 12],
    ['1', 1],
    ['9007199254740991', 9007199254740991],
  ])('reads %j as the id %j', (input, expected) => {
    expect(entryIdSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['12abc'],
    ['1.5'],
    [''],
    ['-3'],
    ['0'],
    ['{{id}}'],
    [' 12'],
    ['012'],
    [1.5],
    [0],
    [-3],
    ['9007199254740993'],
    [null],
  ])('rejects %j instead of guessing an id', (input) => {
    expect(entryIdSchema.safeParse(input).success).toBe(false);
  });
});

describe('trackingValueSchema', () => {
  it.each([
    ['aff42', 'aff42'],
    ['  aff42  ', 'aff42'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['x'.repeat(200), 'x'.repeat(200)],
  ])('normalises %j to %j', (input, expected) => {
    expect(trackingValueSchema.parse(input)).toBe(expected);
  });

  it.each([['x'.repeat(201)], ['aff\n42'], ['aff\u000042'], [42]])('rejects %j', (input) => {
    expect(trackingValueSchema.safeParse(input).success).toBe(false);
  });
});

describe('landingVersionSchema', () => {
  it.each([[1], [2], [3]])('accepts version %j', (input) => {
    expect(landingVersionSchema.parse(input)).toBe(input);
  });

  it.each([[0], [4], [1.5], ['2'], [null]])('rejects version %j', (input) => {
    expect(firstMessage(landingVersionSchema.safeParse(input))).toBe('The landing version is 1, 2 or 3.');
  });
});

describe('isoDateSchema', () => {
  it.each([['2025-01-31'], ['2024-02-29'], ['2000-02-29']])('accepts the day %j', (input) => {
    expect(isoDateSchema.parse(input)).toBe(input);
  });

  it.each([
    ['2023-02-29'],
    ['1900-02-29'],
    ['2025-13-01'],
    ['2025-04-31'],
    ['2025-1-5'],
    ['01/05/2025'],
    ['2025-01-05T00:00:00Z'],
    [''],
  ])('rejects %j with the expected format in the message', (input) => {
    expect(firstMessage(isoDateSchema.safeParse(input))).toBe('Use a real date in the format yyyy-MM-dd.');
  });
});

describe('timeZoneSchema', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/new_york', 'America/New_York'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['UTC', 'UTC'],
  ])('accepts %j as %j', (input, expected) => {
    expect(timeZoneSchema.parse(input)).toBe(expected);
  });

  it.each([['Mars/Olympus_Mons'], [''], ['EST5EDT; DROP TABLE'], ['x'.repeat(65)]])('rejects %j', (input) => {
    expect(timeZoneSchema.safeParse(input).success).toBe(false);
  });
});

describe('offerIdSchema', () => {
  it.each([['housing-grants'], ['section-8'], ['wise_savings'], ['6252']])('accepts %j', (input) => {
    expect(offerIdSchema.parse(input)).toBe(input);
  });

  it.each([[''], ['-lead'], ['has space'], ['a/b'], ['x'.repeat(101)]])('rejects %j', (input) => {
    expect(offerIdSchema.safeParse(input).success).toBe(false);
  });
});

describe('timestampSchema', () => {
  it.each([['2025-03-09T07:00:00.000Z'], ['2025-03-09T02:00:00-05:00']])('accepts %j', (input) => {
    expect(timestampSchema.parse(input)).toBe(input);
  });

  it.each([['2025-03-09'], ['yesterday'], [1741503600000]])('rejects %j', (input) => {
    expect(timestampSchema.safeParse(input).success).toBe(false);
  });
});

describe('readTrackingValue', () => {
  it.each([
    ' aff 1 ',
    '',
    '   ',
    'x'.repeat(200),
    'x'.repeat(201),
    ` ${'x'.repeat(200)} `,
    'a\nb',
    'a\u007fb',
    'spring sale&more',
    '{{email}}',
    'é-ü',
  ])('agrees with trackingValueSchema on %j', (value) => {
    const parsed = trackingValueSchema.safeParse(value);
    expect(readTrackingValue(value)).toBe(parsed.success ? parsed.data : null);
  });

  it('is null for what is not text', () => {
    for (const value of [null, undefined, 42, {}, ['a']]) expect(readTrackingValue(value)).toBeNull();
  });
});
