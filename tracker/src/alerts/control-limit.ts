// Whether a rate moved beyond what its own history makes likely: a Shewhart control limit at `sigmas`
// standard errors around the baseline rate, judged only when both the window and the baseline have traffic
// enough for the limit to mean something.
//   binomial (a share, such as signups per visit): p̄ ± k·sqrt(p̄(1−p̄)/n)
//   poisson  (a count per unit, such as accepted offers per signup, which can pass 1): λ̄ ± k·sqrt(λ̄/n)

export type ControlLimitInput = {
  model: 'binomial' | 'poisson';
  /** The window's events and units (signups and visits, accepted offers and signups). */
  count: number;
  units: number;
  baselineCount: number;
  baselineUnits: number;
  sigmas: number;
  minUnits: number;
  minBaselineUnits: number;
};

export type ControlLimitBreach = {
  rate: number;
  baselineRate: number;
  lower: number;
  upper: number;
  direction: 'below' | 'above';
};

/** The breach, or null when the rate is within its limits or there is too little traffic to judge. */
export function controlLimitBreach(input: ControlLimitInput): ControlLimitBreach | null {
  const { model, count, units, baselineCount, baselineUnits, sigmas } = input;
  if (units < input.minUnits || baselineUnits < input.minBaselineUnits) return null;
  const baselineRate = baselineCount / baselineUnits;
  const variance = model === 'binomial' ? baselineRate * (1 - baselineRate) : baselineRate;
  // A baseline of 0 (or 100%) has no spread: any other rate would breach it, so only a real change is judged.
  if (variance === 0) return null;
  const spread = sigmas * Math.sqrt(variance / units);
  const rate = count / units;
  const lower = Math.max(0, baselineRate - spread);
  const upper = model === 'binomial' ? Math.min(1, baselineRate + spread) : baselineRate + spread;
  if (rate < lower) return { rate, baselineRate, lower, upper, direction: 'below' };
  if (rate > upper) return { rate, baselineRate, lower, upper, direction: 'above' };
  return null;
}
