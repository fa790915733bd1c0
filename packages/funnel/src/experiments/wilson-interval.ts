// The Wilson score interval of a proportion: the simulation's figures are shares of runs, and each is printed
// with the 95% interval that its number of runs allows (it stays inside [0, 1] even at 0 or all runs).

const Z_95 = 1.959963984540054;

export function getWilsonInterval({ successes, trials }: { successes: number; trials: number }): {
  low: number;
  high: number;
} {
  if (trials <= 0) return { low: 0, high: 1 };
  const share = successes / trials;
  const zSquared = Z_95 * Z_95;
  const centre = (share + zSquared / (2 * trials)) / (1 + zSquared / trials);
  const halfWidth =
    (Z_95 / (1 + zSquared / trials)) * Math.sqrt((share * (1 - share)) / trials + zSquared / (4 * trials * trials));
  // At 0 or all runs the bound is exactly 0 or 1; the formula leaves a rounding crumb there.
  return {
    low: successes <= 0 ? 0 : Math.max(0, centre - halfWidth),
    high: successes >= trials ? 1 : Math.min(1, centre + halfWidth),
  };
}
