import type { ExperimentMark } from '@seniorguide/contracts';
import type { ExperimentTouch } from '../counting/experiment-increments.ts';

/** The mark a visit or signup carried, as the counters key it (the "since" point in epoch ms); null without one. */
export function toExperimentTouch(mark: ExperimentMark | undefined): ExperimentTouch | null {
  if (!mark) return null;
  return { id: mark.id, version: mark.version, since: Date.parse(mark.since) };
}
