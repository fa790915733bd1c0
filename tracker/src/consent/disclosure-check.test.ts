import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDisclosureChecker } from './disclosure-check.ts';

const note = 'We never share your email without your consent.';
const sha = createHash('sha256').update(note, 'utf8').digest('hex');
const disclosure = {
  source: 'landing-variants',
  documentId: 'v1',
  version: '2026-06-01T00:00:00.000Z',
  textSha256: sha,
  route: '/',
} as const;

describe('the disclosure check against the CMS', () => {
  it('asks the CMS once for a burst of signups naming the same document, however many arrive before it answers', async () => {
    const waiting: ((response: Response) => void)[] = [];
    const fetch = () => new Promise<Response>((resolve) => waiting.push(resolve));
    const check = createDisclosureChecker({
      cmsUrl: 'http://cms.test',
      clock: () => 0,
      keepText: async () => undefined,
      fetch,
    });
    const burst = Array.from({ length: 20 }, () => check(disclosure));
    const reads = waiting.length;
    for (const answer of waiting)
      answer(Response.json({ updatedAt: disclosure.version, signupModal: { privacyNote: note } }));
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 20 }, () => 'matches_cms'));
    expect(reads).toBe(1);
  });
});
