import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkFirstName,
  checkLastName,
  checkZipCode,
  parseEmail,
  parseEntryId,
  parseLandingVersion,
} from './validation.ts';

describe('parseEntryId', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    [12, 12],
    ['1', 1],
    ['12abc', null],
    ['1.5', null],
    ['1e3', null],
    ['0x10', null],
    ['', null],
    ['-3', null],
    ['0', null],
    ['007', null],
    ['{{id}}', null],
    ['99999999999999999999', null],
    [null, null],
    [undefined, null],
    [1.5, null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseEntryId(input)).toBe(expected);
  });
});

describe('parseLandingVersion', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    [3, 3],
    ['4', null],
    ['0', null],
    ['v2', null],
    [null, null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseLandingVersion(input)).toBe(expected);
  });
});

describe('checkEmail', () => {
  it.each([
    ['ann@example.com', 'ann@example.com'],
    ['  Ann@Example.COM  ', 'ann@example.com'],
  ])('accepts %j as %j', (input, value) => {
    expect(checkEmail(input)).toEqual({ valid: true, value });
  });

  it.each([[''], ['ann'], ['ann@example'], ['{{email}}'], ['a b@example.com'], [null], [undefined]])(
    'rejects %j with the spec message',
    (input) => {
      expect(checkEmail(input)).toEqual({ valid: false, message: 'Please enter a valid email address.' });
    },
  );
});

describe('parseEmail', () => {
  it.each([
    ['Ann@Example.com', 'ann@example.com'],
    ['{{email}}', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseEmail(input)).toBe(expected);
  });
});

describe.each([
  ['checkFirstName', checkFirstName, 'Al', 'A', 'First name must be at least 2 characters.'],
  ['checkLastName', checkLastName, 'Li', ' L ', 'Last name must be at least 2 characters.'],
  ['checkZipCode', checkZipCode, '10001', '1000', 'Please enter a valid ZIP code.'],
])('%s', (_name, check, shortestValid, tooShort, message) => {
  it(`accepts ${JSON.stringify(shortestValid)}, the shortest valid value`, () => {
    expect(check(shortestValid)).toEqual({ valid: true, value: shortestValid });
  });

  it(`rejects ${JSON.stringify(tooShort)} with the spec message`, () => {
    expect(check(tooShort)).toEqual({ valid: false, message });
  });

  it('rejects a missing value with the spec message', () => {
    expect(check(undefined)).toEqual({ valid: false, message });
  });
});
