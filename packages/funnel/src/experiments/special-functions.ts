// Special functions the experiment statistics need (log-gamma, regularised incomplete beta and gamma, the beta
// quantile), written out so the funnel package stays free of numeric dependencies. Formulas after Numerical
// Recipes (3rd ed., the chapter on special functions: gamma, incomplete gamma, incomplete beta) and Lanczos' approximation with g = 7, n = 9.

const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const EPSILON = 1e-15;
const TINY = 1e-300;
const MAX_ITERATIONS = 10_000;

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = LANCZOS_COEFFICIENTS[0] ?? 0;
  for (let index = 1; index < LANCZOS_COEFFICIENTS.length; index += 1) {
    sum += (LANCZOS_COEFFICIENTS[index] ?? 0) / (shifted + index);
  }
  const t = shifted + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

// Continued fraction of the incomplete beta function, evaluated with the modified Lentz method.
function betaContinuedFraction(x: number, a: number, b: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let result = d;
  for (let m = 1; m <= MAX_ITERATIONS; m += 1) {
    const evenTerm = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    d = 1 + evenTerm * d;
    c = 1 + evenTerm / c;
    if (Math.abs(d) < TINY) d = TINY;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    result *= d * c;
    const oddTerm = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 + oddTerm * d;
    c = 1 + oddTerm / c;
    if (Math.abs(d) < TINY) d = TINY;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    result *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return result;
}

/** The regularised incomplete beta function I_x(a, b): the CDF of Beta(a, b) at x. */
export function incompleteBeta({ x, a, b }: { x: number; a: number; b: number }): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log1p(-x) - logBeta(a, b));
  // The fraction converges fast only below the mean; above it, use the symmetry I_x(a, b) = 1 − I_{1−x}(b, a).
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
  return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** The p-quantile of Beta(a, b), by bisection on the CDF (monotone, so it always converges). */
export function betaQuantile({ p, a, b }: { p: number; a: number; b: number }): number {
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let low = 0;
  let high = 1;
  for (let iteration = 0; iteration < 100 && high - low > 1e-13; iteration += 1) {
    const middle = (low + high) / 2;
    if (incompleteBeta({ x: middle, a, b }) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The regularised upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function upperIncompleteGamma({ a, x }: { a: number; x: number }): number {
  if (x <= 0) return 1;
  const logFront = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    // Series for the lower function P(a, x), then Q = 1 − P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n <= MAX_ITERATIONS; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
    }
    return 1 - sum * Math.exp(logFront);
  }
  // Continued fraction for Q(a, x), modified Lentz.
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let result = d;
  for (let n = 1; n <= MAX_ITERATIONS; n += 1) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    result *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return Math.exp(logFront) * result;
}

/** The upper tail of the chi-square distribution with `degreesOfFreedom`: the p-value of a statistic. */
export function chiSquareSurvival({
  statistic,
  degreesOfFreedom,
}: {
  statistic: number;
  degreesOfFreedom: number;
}): number {
  return upperIncompleteGamma({ a: degreesOfFreedom / 2, x: statistic / 2 });
}

/** The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const poly = (coefficients: number[], x: number) =>
    coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);
  const pLow = 0.02425;
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  if (p < pLow) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - pLow) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}
