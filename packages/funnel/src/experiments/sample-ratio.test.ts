import { describe, expect, it } from 'vitest';
import { checkSampleRatio, SAMPLE_RATIO_ALPHA } from './sample-ratio.ts';

describe('checkSampleRatio', () => {
  it.each([
    // 10,400 / 9,600 against 50/50: χ² = 2 · 400² / 10,000 = 32.
    [[10_400, 9600], [50, 50], 32, true],
    [[10_050, 9950], [50, 50], 0.5, false],
    [[5000, 3000, 2000], [50, 30, 20], 0, false],
    [[5000, 3000, 2000], [1, 1, 1], 1400, true],
    [[500, 300, 200], [5, 3, 2], 0, false],
  ])('tests %o against weights %o: χ² %d, mismatch %s', (visitors, weights, statistic, isMismatch) => {
    const check = checkSampleRatio({ visitors, weights });
    expect(check.statistic).toBeCloseTo(statistic, 6);
    expect(check.isMismatch).toBe(isMismatch);
  });

  it('raises the warning just past its stated level and not before', () => {
    // With one degree of freedom the critical χ² at 0.005 is 7.879; 2·d²/10,000 crosses it between d = 198 and 199.
    expect(SAMPLE_RATIO_ALPHA).toBe(0.005);
    expect(checkSampleRatio({ visitors: [10_198, 9802], weights: [1, 1] }).isMismatch).toBe(false);
    expect(checkSampleRatio({ visitors: [10_199, 9801], weights: [1, 1] }).isMismatch).toBe(true);
  });

  it.each([
    [[], []],
    [
      [0, 0],
      [50, 50],
    ],
    [[10, 20], [50]],
    [
      [10, 20],
      [0, 0],
    ],
  ])('raises nothing when there is nothing to compare (%o against %o)', (visitors, weights) => {
    expect(checkSampleRatio({ visitors, weights })).toEqual({ statistic: 0, pValue: 1, isMismatch: false });
  });
});
