import { describe, expect, it } from 'vitest';
import { buildAffiliatePixelUrl, fireAffiliatePixel } from './affiliate-pixel.ts';

describe('buildAffiliatePixelUrl', () => {
  it.each([
    ['https://px.example/c?sub={subId}', 'ONB_v2_AFF 1', 'https://px.example/c?sub=ONB_v2_AFF%201'],
    ['https://px.example/{subId}/p.gif?again={subId}', 'ONB_A', 'https://px.example/ONB_A/p.gif?again=ONB_A'],
    ['  https://px.example/p.gif  ', 'ONB_A', 'https://px.example/p.gif'],
  ])('fills %s with the sub id', (template, subId, expected) => {
    expect(buildAffiliatePixelUrl({ template, subId })).toBe(expected);
  });

  it.each([
    [null, 'ONB_A'],
    ['', 'ONB_A'],
    ['https://px.example/c?sub={subId}', ''],
    ['javascript:alert(1)//{subId}', 'ONB_A'],
  ])('sends nothing for template %j and sub id %j', (template, subId) => {
    expect(buildAffiliatePixelUrl({ template, subId })).toBeNull();
  });
});

describe('fireAffiliatePixel', () => {
  it('confirms a lead once per entry in a browser session', () => {
    const fired = new Set<number>();
    const requests: string[] = [];
    const fire = () =>
      fireAffiliatePixel({
        url: 'https://px.example/c?sub=ONB_A',
        entryId: 5,
        wasFired: (id) => fired.has(id),
        remember: (id) => fired.add(id),
        request: (url) => requests.push(url),
      });
    expect(fire()).toBe(true);
    expect(fire()).toBe(false);
    expect(requests).toEqual(['https://px.example/c?sub=ONB_A']);
  });

  it('keeps going when the pixel request throws', () => {
    const result = fireAffiliatePixel({
      url: 'https://px.example/c',
      entryId: 5,
      wasFired: () => false,
      remember: () => undefined,
      request: () => {
        throw new Error('blocked');
      },
    });
    expect(result).toBe(false);
  });
});
