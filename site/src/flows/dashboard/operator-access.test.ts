import { describe, expect, it } from 'vitest';
import { canReadAnalytics } from './operator-access.ts';

describe('canReadAnalytics', () => {
  it.each([
    [['operator'], true],
    [['admin'], true],
    [['marketer', 'operator'], true],
    [['marketer'], false],
    [[], false],
  ])('roles %j → %s', (roles, expected) => {
    expect(canReadAnalytics({ email: 'a@example.com', roles })).toBe(expected);
  });
});
