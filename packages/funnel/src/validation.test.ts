import { describe, expect, it } from 'vitest';
import { checkEmail, parseEmail, parseEntryId, parseLandingVersion } from './validation.ts';

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
