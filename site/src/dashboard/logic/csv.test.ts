import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsv } from './csv.ts';

describe('escapeCsvCell', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-aff', "'-aff"],
    ['@sum', "'@sum"],
  ])('writes %j as %j', (cell, expected) => {
    expect(escapeCsvCell(cell)).toBe(expected);
  });

  it('writes numbers as they are, negative ones included', () => {
    expect(escapeCsvCell(12.5)).toBe('12.5');
    expect(escapeCsvCell(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Date', 'Impressions'],
        ['2025-01-01', 3],
      ]),
    ).toBe('\uFEFFDate,Impressions\r\n2025-01-01,3\r\n');
  });
});
