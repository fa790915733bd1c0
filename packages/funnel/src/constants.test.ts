import { describe, expect, it } from 'vitest';
import { FIX_ROUTINE_DELAYS_MS } from './constants.ts';

describe('offer constants', () => {
  it('runs the fix routine at increasing delays', () => {
    expect([...FIX_ROUTINE_DELAYS_MS]).toEqual([...FIX_ROUTINE_DELAYS_MS].sort((a, b) => a - b));
  });
});
