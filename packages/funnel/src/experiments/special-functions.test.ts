import { describe, expect, it } from 'vitest';
import { betaQuantile, chiSquareSurvival, incompleteBeta, logGamma, normalQuantile } from './special-functions.ts';

describe('logGamma', () => {
  it.each([
    [1, 0],
    [2, 0],
    [5, Math.log(24)],
    [0.5, Math.log(Math.sqrt(Math.PI))],
    [101, 363.73937555556347],
  ])('gives ln Γ(%d) as %d', (x, expected) => {
    expect(logGamma(x)).toBeCloseTo(expected, 10);
  });
});

describe('incompleteBeta', () => {
  it.each([
    // Beta(1, 1) is uniform; Beta(2, 1) has CDF x²; Beta(1, 3) has CDF 1 − (1 − x)³.
    [0.3, 1, 1, 0.3],
    [0.5, 2, 1, 0.25],
    [0.2, 1, 3, 1 - 0.8 ** 3],
    [0.5, 10, 10, 0.5],
    [0, 3, 4, 0],
    [1, 3, 4, 1],
  ])('gives I_%d(%d, %d) as %d', (x, a, b, expected) => {
    expect(incompleteBeta({ x, a, b })).toBeCloseTo(expected, 12);
  });
});

describe('betaQuantile', () => {
  it.each([
    [0.3, 1, 1, 0.3],
    [0.25, 2, 1, 0.5],
    [0.975, 1, 1, 0.975],
  ])('gives the %d-quantile of Beta(%d, %d) as %d', (p, a, b, expected) => {
    expect(betaQuantile({ p, a, b })).toBeCloseTo(expected, 10);
  });

  it('inverts the CDF for a posterior of 5,000 visitors', () => {
    const x = betaQuantile({ p: 0.025, a: 501, b: 4501 });
    expect(incompleteBeta({ x, a: 501, b: 4501 })).toBeCloseTo(0.025, 10);
  });
});

describe('chiSquareSurvival', () => {
  it.each([
    // Critical values from the chi-square table.
    [3.841458820694124, 1, 0.05],
    [10.827566170662733, 1, 0.001],
    [5.991464547107979, 2, 0.05],
    [0, 1, 1],
  ])('gives P(χ² > %d | %d df) as %d', (statistic, degreesOfFreedom, expected) => {
    expect(chiSquareSurvival({ statistic, degreesOfFreedom })).toBeCloseTo(expected, 9);
  });
});

describe('normalQuantile', () => {
  it.each([
    [0.5, 0],
    [0.975, 1.959963984540054],
    [0.995, 2.5758293035489],
    [0.001, -3.090232306167813],
  ])('gives the %d-quantile as %d', (p, expected) => {
    expect(normalQuantile(p)).toBeCloseTo(expected, 7);
  });
});
