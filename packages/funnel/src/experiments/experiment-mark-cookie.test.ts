import { describe, expect, it } from 'vitest';
import { formatExperimentMark, readExperimentMark } from './experiment-mark-cookie.ts';

describe('the experiment mark cookie', () => {
  it('reads back what the server wrote, among other cookies', () => {
    const value = formatExperimentMark({ id: 'exp-1', version: 2, since: 1781092800000 });
    expect(readExperimentMark(`a=1; sg_experiment=${value}; b=2`)).toEqual({
      id: 'exp-1',
      version: 2,
      since: 1781092800000,
    });
  });

  it.each([
    [''],
    ['sg_experiment='],
    ['sg_experiment=exp-1.4.100'],
    ['sg_experiment=exp/1.2.100'],
    ['sg_experiment=exp-1.2.soon'],
    ['sg_landing=exp-1.2'],
  ])('reads %j as no mark', (cookies) => {
    expect(readExperimentMark(cookies)).toBeNull();
  });
});
