import { describe, expect, it } from 'vitest';
import { readThankYouIdentity } from './thank-you-identity.ts';

describe('readThankYouIdentity', () => {
  it.each([
    [
      'the email query parameter first',
      '?email=q%40example.com&e=e%40example.com',
      'l@example.com',
      's@example.com',
      'q@example.com',
    ],
    ['e when email is absent', '?e=e%40example.com', 'l@example.com', 's@example.com', 'e@example.com'],
    ['e when email is a placeholder', '?email={{email}}&e=e%40example.com', null, null, 'e@example.com'],
    ['local storage userEmail after the query', '?id=3', 'l@example.com', 's@example.com', 'l@example.com'],
    ['session storage enteredEmail last', '', null, 's@example.com', 's@example.com'],
    ['session storage when local storage holds garbage', '', 'undefined', 's@example.com', 's@example.com'],
    ['nothing when no source has an email', '?email=', null, undefined, null],
  ])('takes %s', (_label, search, storedUserEmail, enteredEmail, email) => {
    expect(readThankYouIdentity({ search, storedUserEmail, enteredEmail }).email).toBe(email);
  });

  it.each([
    ['?id=12', 12],
    ['?userId=13', 13],
    ['?uid=14', 14],
    ['?uid=14&userId=13&id=12', 12],
    ['?id=abc&userId=13', 13],
    ['?id=1.5', null],
    ['?id=5&id=6', 6],
    ['', null],
  ])('reads the id of %s as %j', (search, id) => {
    expect(readThankYouIdentity({ search, storedUserEmail: null, enteredEmail: null }).id).toBe(id);
  });
});
