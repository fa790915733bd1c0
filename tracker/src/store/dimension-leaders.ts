import { addStageVectors, emptyStageVector } from './stage-vectors.ts';
import type { DimensionLeaders, DimensionValueCounts } from './port.ts';

/** A scope's leaders when every value was read: all of them, and their sum as the total. */
export function leadersOfAll(values: DimensionValueCounts[]): DimensionLeaders {
  return { values, total: values.reduce((sum, { counts }) => addStageVectors(sum, counts), emptyStageVector()) };
}
