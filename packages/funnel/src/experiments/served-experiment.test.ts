import { describe, expect, it } from 'vitest';
import { landingExperimentAnswerSchema } from './served-experiment.ts';

describe('landingExperimentAnswerSchema', () => {
  const experiment = {
    id: 'e1',
    status: 'running',
    variants: [
      { version: 1, weight: 50 },
      { version: 2, weight: 50 },
    ],
    startsAt: '2026-11-01T00:00:00Z',
  };

  it.each([
    ['no experiment', { experiment: null }],
    ['a running experiment', { experiment }],
    ['a finished one with its winner', { experiment: { ...experiment, status: 'finished', winner: 2, endsAt: null } }],
  ])('accepts %s', (_, answer) => {
    expect(landingExperimentAnswerSchema.safeParse(answer).success).toBe(true);
  });

  it.each([
    ['a weight of 0', { experiment: { ...experiment, variants: [{ version: 1, weight: 0 }] } }],
    ['version 4', { experiment: { ...experiment, variants: [{ version: 4, weight: 1 }] } }],
    ['an unknown status', { experiment: { ...experiment, status: 'archived' } }],
    ['a missing experiment key', {}],
  ])('refuses %s', (_, answer) => {
    expect(landingExperimentAnswerSchema.safeParse(answer).success).toBe(false);
  });
});
