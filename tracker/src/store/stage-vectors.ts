import { reportStages, type StageVector } from '../counting/records.ts';

// Adding up a dimension report's stage counts as the adapters read them (one per stage and money column, reportStages order).

export const emptyStageVector = (): StageVector => reportStages.map(() => 0);

export function addStageVectors(into: StageVector, counts: readonly number[]): StageVector {
  for (let index = 0; index < into.length; index += 1) into[index] = (into[index] ?? 0) + (counts[index] ?? 0);
  return into;
}
