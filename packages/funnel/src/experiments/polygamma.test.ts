import { describe, expect, it } from 'vitest';
import { digamma, normalCdf, trigamma } from './polygamma.ts';

// Reference values from Abramowitz and Stegun's tables (ψ(1) = −γ, ψ′(1) = π²/6, ψ(1/2) = −γ − 2 ln 2,
// ψ′(1/2) = π²/2) and the recurrences ψ(x + 1) = ψ(x) + 1/x, ψ′(x + 1) = ψ′(x) − 1/x².
const eulerGamma = 0.5772156649015329;

describe('digamma and trigamma', () => {
  it('match the closed forms at 1 and 1/2', () => {
    expect(digamma(1)).toBeCloseTo(-eulerGamma, 10);
    expect(digamma(0.5)).toBeCloseTo(-eulerGamma - 2 * Math.LN2, 10);
    expect(trigamma(1)).toBeCloseTo(Math.PI ** 2 / 6, 10);
    expect(trigamma(0.5)).toBeCloseTo(Math.PI ** 2 / 2, 10);
  });

  it.each([0.3, 2.5, 7, 40, 1234.5])('keep their recurrences at %s', (x) => {
    expect(digamma(x + 1) - digamma(x)).toBeCloseTo(1 / x, 10);
    expect(trigamma(x) - trigamma(x + 1)).toBeCloseTo(1 / (x * x), 10);
  });

  it('follow ln x and 1/x for large x', () => {
    expect(digamma(1e6)).toBeCloseTo(Math.log(1e6) - 0.5e-6, 10);
    expect(trigamma(1e6)).toBeCloseTo(1e-6 + 0.5e-12, 15);
  });
});

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1.959963984540054, 0.025],
    [2.326347874040841, 0.99],
    [-3, 0.0013498980316301],
  ])('Φ(%s) = %s', (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 7);
  });
});
