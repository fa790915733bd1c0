import { describe, expect, it } from 'vitest';
import { parseFlowProgress } from './flow-progress.ts';

describe('parseFlowProgress', () => {
  it('continues at the stored offer with the offers already accepted', () => {
    expect(parseFlowProgress({ index: 3, accepted: ['housing-grants'] }, 7)).toEqual({
      index: 3,
      accepted: ['housing-grants'],
    });
  });

  it.each([null, 'x', { index: 7, accepted: [] }, { index: -1 }, { index: 1.5 }, { accepted: ['medicare'] }])(
    'starts over from offer 1 for %j',
    (stored) => {
      expect(parseFlowProgress(stored, 7)).toEqual({ index: 0, accepted: [] });
    },
  );

  it('drops anything that is not an offer id from the accepted list', () => {
    expect(parseFlowProgress({ index: 2, accepted: ['medicare', 4, null] }, 7)).toEqual({
      index: 2,
      accepted: ['medicare'],
    });
  });
});
