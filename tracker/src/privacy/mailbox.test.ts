import { describe, expect, it } from 'vitest';
import { normaliseMailbox } from './mailbox.ts';

describe('normaliseMailbox', () => {
  it.each([
    ['Ann@Example.com', 'ann@example.com'],
    ['ann+news@example.com', 'ann@example.com'],
    ['ann+a+b@example.com', 'ann@example.com'],
    ['ann.lee@example.com', 'ann.lee@example.com'],
    ['Ann.Lee+1@Gmail.com', 'annlee@gmail.com'],
    ['a.n.n.l.e.e@googlemail.com', 'annlee@gmail.com'],
    ['+only@example.com', '+only@example.com'],
    ['x@sub.gmail.com', 'x@sub.gmail.com'],
  ])('reads %s as the mailbox %s', (email, mailbox) => {
    expect(normaliseMailbox(email)).toBe(mailbox);
  });
});
