import { describe, expect, it } from 'vitest';
import { experimentResultsQuerySchema, experimentMarkSchema } from './experiments.ts';
import { trackVisitBodySchema } from './tracking.ts';
import { joinWaitlistBodySchema } from './waitlist.ts';

const mark = { id: '3f1c9a2e-5b7d-4c1e-9a0b-1d2e3f4a5b6c', version: 2, since: '2026-11-01T00:00:00.000Z' };

describe('experimentMarkSchema', () => {
  it('travels with a visit and with a signup', () => {
    expect(trackVisitBodySchema.parse({ page: '/', version: 2, experiment: mark }).experiment).toEqual(mark);
    expect(joinWaitlistBodySchema.parse({ email: 'ann@example.com', version: 2, experiment: mark }).experiment).toEqual(
      mark,
    );
  });

  it.each([
    ['an id with a slash', { ...mark, id: 'a/b' }],
    ['an empty id', { ...mark, id: '' }],
    ['an id of 65 characters', { ...mark, id: 'a'.repeat(65) }],
    ['version 4', { ...mark, version: 4 }],
    ['a since that is no timestamp', { ...mark, since: 'yesterday' }],
    ['no since', { id: mark.id, version: 2 }],
  ])('rejects %s', (_, value) => {
    expect(experimentMarkSchema.safeParse(value).success).toBe(false);
  });
});

describe('experimentResultsQuerySchema', () => {
  it('takes an optional since point', () => {
    expect(experimentResultsQuerySchema.parse({})).toEqual({});
    expect(experimentResultsQuerySchema.safeParse({ since: 'last week' }).success).toBe(false);
  });
});
