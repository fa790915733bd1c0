import { createHash } from 'node:crypto';
import { consentDisclosureSchema } from '@seniorguide/contracts';
import { describe, expect, it } from 'vitest';
import { describeDisclosure } from './describe-disclosure.ts';

describe('describeDisclosure', () => {
  it('hashes the rendered text with SHA-256 and names its CMS document, version and page', async () => {
    const text = 'We pass your email to a partner only when you choose one of their offers.';
    const from = { source: 'landing-variants', documentId: '64f0c', version: '2026-06-01T10:00:00.000Z' } as const;
    const disclosure = await describeDisclosure({ from, text, route: '/v2' });
    expect(disclosure).toEqual({ ...from, route: '/v2', textSha256: createHash('sha256').update(text).digest('hex') });
    expect(consentDisclosureSchema.safeParse(disclosure).success).toBe(true);
  });
});
