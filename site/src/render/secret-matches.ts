import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented secret with the expected one in constant time; an unset secret never matches. */
export function secretMatches({
  presented,
  expected,
}: {
  presented: string | null;
  expected: string | undefined;
}): boolean {
  if (!expected || presented === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
