import { describe, expect, it } from 'vitest';
import { planSessionRecovery, readRecoveryParams } from './session-recovery.ts';

describe('planSessionRecovery', () => {
  it.each([
    [
      'everything known: URL id, then email, then stored id, then IP',
      { urlId: '12', urlEmail: 'ann@example.com', storedWaitlistId: '9' },
      [
        { kind: 'urlId', id: 12 },
        { kind: 'email', email: 'ann@example.com', ipFallback: true },
        { kind: 'storedId', id: 9 },
        { kind: 'ip' },
      ],
    ],
    ['nothing known: only the IP', { urlId: null, urlEmail: null, storedWaitlistId: null }, [{ kind: 'ip' }]],
    [
      'a URL id that is not an integer: ignored',
      { urlId: '12abc', urlEmail: null, storedWaitlistId: '9' },
      [{ kind: 'storedId', id: 9 }, { kind: 'ip' }],
    ],
    [
      'the {{email}} placeholder: ignored',
      { urlId: '{{id}}', urlEmail: '{{email}}', storedWaitlistId: undefined },
      [{ kind: 'ip' }],
    ],
    [
      'an email in another case: normalised',
      { urlId: '', urlEmail: ' Ann@Example.com ', storedWaitlistId: null },
      [{ kind: 'email', email: 'ann@example.com', ipFallback: true }, { kind: 'ip' }],
    ],
    [
      'a stored id equal to the URL id: tried once',
      { urlId: '12', urlEmail: null, storedWaitlistId: 12 },
      [{ kind: 'urlId', id: 12 }, { kind: 'ip' }],
    ],
    [
      'a stored id that is garbage: ignored',
      { urlId: null, urlEmail: null, storedWaitlistId: 'null' },
      [{ kind: 'ip' }],
    ],
  ] as const)('plans %s', (_label, input, expected) => {
    expect(planSessionRecovery(input)).toEqual(expected);
  });
});

describe('readRecoveryParams', () => {
  it.each([
    [
      '?id=12&email=a%40example.com&affiliateId=aff&version=2',
      { urlId: '12', urlEmail: 'a@example.com', affiliateId: 'aff', version: 2 },
    ],
    [
      '?email=first%40example.com&email=last%40example.com',
      { urlId: null, urlEmail: 'last@example.com', affiliateId: null, version: null },
    ],
    [
      '?email=real%40example.com&email={{email}}',
      { urlId: null, urlEmail: 'real@example.com', affiliateId: null, version: null },
    ],
    ['?version=9&affiliateid=lower', { urlId: null, urlEmail: null, affiliateId: 'lower', version: null }],
    ['', { urlId: null, urlEmail: null, affiliateId: null, version: null }],
  ])('reads %s', (search, expected) => {
    expect(readRecoveryParams(search)).toEqual(expected);
  });

  it('feeds the planner: the last email in the URL is looked up', () => {
    const params = readRecoveryParams('?id=x&email=old%40example.com&email=new%40example.com');
    expect(planSessionRecovery({ ...params, storedWaitlistId: null })[0]).toEqual({
      kind: 'email',
      email: 'new@example.com',
      ipFallback: true,
    });
  });
});
