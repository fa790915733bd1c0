import { describe, expect, it } from 'vitest';
import {
  checkTrafficParamName,
  trafficSourceFields,
  trafficSourceListSchema,
  trafficSourceParamsOf,
} from './traffic-source.ts';

const meta = { id: 'a1b2', createdAt: '2026-11-27T00:00:00.000Z', updatedAt: '2026-11-27T00:00:00.000Z' };

describe('checkTrafficParamName', () => {
  it.each(['acme_pub', 'acme-click', 'x.y', 'p~1', 'A'.repeat(40)])('accepts %s', (name) => {
    expect(checkTrafficParamName({ field: 'affiliateId', name })).toBe(true);
  });

  it.each([
    ['a space', 'acme pub'],
    ['an ampersand', 'acme&pub'],
    ['an equals sign', 'acme=pub'],
    ['a bracket', 'sub[1]'],
    ['a percent sign', 'acme%20pub'],
    ['41 characters', 'a'.repeat(41)],
    ['a non-ASCII letter', 'übersicht'],
  ])('refuses a name with %s', (_, name) => {
    expect(checkTrafficParamName({ field: 'affiliateId', name })).toMatch(/letters, digits/);
  });

  it('lets an empty field through: the source does not send that value', () => {
    expect(checkTrafficParamName({ field: 's4', name: '' })).toBe(true);
    expect(checkTrafficParamName({ field: 's4', name: null })).toBe(true);
  });

  it('refuses the usual spelling of another field, which would fill both', () => {
    expect(checkTrafficParamName({ field: 'affiliateId', name: 'subid' })).toMatch(/subid already carries the sub id/);
    expect(checkTrafficParamName({ field: 'clickid', name: 'gclid' })).toMatch(/gclid already carries/);
    expect(checkTrafficParamName({ field: 's4', name: 'aff_sub' })).toMatch(/aff_sub already carries s1/);
  });

  it("accepts the usual spelling of the field's own value (it is read anyway)", () => {
    expect(checkTrafficParamName({ field: 'subId', name: 'sub_id' })).toBe(true);
    expect(checkTrafficParamName({ field: 'clickid', name: 'transaction_id' })).toBe(true);
  });

  it.each(['email', 'e', 'id', 'uid', 'userId', 'version', 'url'])("refuses the site's own parameter %s", (name) => {
    expect(checkTrafficParamName({ field: 's2', name })).toMatch(/the site's own parameters/);
  });
});

describe('trafficSourceParamsOf', () => {
  const answer = (parameters: Record<string, unknown>) =>
    trafficSourceListSchema.parse({ docs: [{ ...meta, parameters }] }).docs;

  it('turns the CMS answer into the parameter names per field', () => {
    const sources = answer({
      affiliateId: 'acme_pub',
      clickid: 'acme_click',
      s4: 'acme_place',
      subId: null,
      utm_source: '',
    });
    expect(trafficSourceParamsOf(sources)).toEqual([
      { affiliateId: 'acme_pub', clickid: 'acme_click', s4: 'acme_place' },
    ]);
  });

  it('drops a name the rules refuse and a source left with no name at all', () => {
    const sources = answer({ affiliateId: 'acme pub', s1: 'email', s2: 'ok_2' });
    expect(trafficSourceParamsOf(sources)).toEqual([{ s2: 'ok_2' }]);
    expect(trafficSourceParamsOf(answer({ affiliateId: 'subid' }))).toEqual([]);
  });

  it('reads a source without its name (anonymous readers such as the site never receive it)', () => {
    const [source] = answer({ s5: 'acme_s5' });
    expect(source).not.toHaveProperty('name');
  });

  it('names every field the site reads a value into', () => {
    expect(trafficSourceFields).toEqual([
      'affiliateId',
      'subId',
      'clickid',
      's1',
      's2',
      's3',
      's4',
      's5',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'utm_term',
    ]);
  });
});
