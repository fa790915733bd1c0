import { getWilsonInterval } from './wilson-interval.ts';

// One figure of a simulation: the share of runs in which something happened, its 95% interval and its target.

export type Target = { comparison: 'at-most' | 'at-least'; share: number };

export type SimulationFigure = {
  name: string;
  runs: number;
  count: number;
  share: number;
  interval: { low: number; high: number };
  target: Target;
  /** The measured share meets the target. */
  meetsTarget: boolean;
  /** The whole 95% interval meets the target, so the result is not luck of this many runs. */
  intervalMeetsTarget: boolean;
};

export function toFigure({
  name,
  runs,
  count,
  target,
}: {
  name: string;
  runs: number;
  count: number;
  target: Target;
}): SimulationFigure {
  const share = runs > 0 ? count / runs : 0;
  const interval = getWilsonInterval({ successes: count, trials: runs });
  const meets = (value: number) => (target.comparison === 'at-most' ? value <= target.share : value >= target.share);
  return {
    name,
    runs,
    count,
    share,
    interval,
    target,
    meetsTarget: meets(share),
    intervalMeetsTarget: meets(target.comparison === 'at-most' ? interval.high : interval.low),
  };
}
