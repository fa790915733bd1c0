import { describe, expect, it } from 'vitest';
import { canReadAnalytics, sessionUserSchema } from './auth.ts';

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

describe('sessionUserSchema', () => {
  it("keeps the user's IANA zone, and drops one no runtime zone matches instead of refusing the session", () => {
    const user = { email: 'a@example.com', roles: ['operator'] };
    expect(sessionUserSchema.parse({ ...user, timeZone: 'Pacific/Honolulu' }).timeZone).toBe('Pacific/Honolulu');
    expect(sessionUserSchema.parse({ ...user, timeZone: 'Mars/Olympus' }).timeZone).toBeUndefined();
    expect(sessionUserSchema.parse(user).timeZone).toBeUndefined();
  });
});
