import { describe, expect, it } from 'vitest';
import {
  aliasTableWith,
  arrivalCookieMaxBytes,
  campaignOfTouch,
  clickSourceOf,
  decodeArrival,
  emptyTouch,
  encodeArrival,
  nextArrival,
  readTouch,
  referrerDomainOf,
  touchHasValues,
} from './arrival.ts';

describe('readTouch', () => {
  it.each([
    [
      "the product's own names, every utm, s1–s5 and a click id",
      '?affiliateId=A&subId=S&s1=1&s2=2&s3=3&s4=4&s5=5&utm_source=src&utm_medium=cpc&utm_campaign=c&utm_content=h&utm_term=t&gclid=G',
      {
        affiliateId: 'A',
        subId: 'S',
        s1: '1',
        s2: '2',
        s3: '3',
        s4: '4',
        s5: '5',
        utm_source: 'src',
        utm_medium: 'cpc',
        utm_campaign: 'c',
        utm_content: 'h',
        utm_term: 't',
        gclid: 'G',
      },
    ],
    [
      "a network's names (aff_id, sub1–sub5, transaction_id)",
      '?aff_id=77&sub_id=x&sub1=a&sub2=b&sub3=c&sub4=d&sub5=e&transaction_id=T9',
      { affiliateId: '77', subId: 'x', s1: 'a', s2: 'b', s3: 'c', s4: 'd', s5: 'e', clickid: 'T9' },
    ],
    [
      'HasOffers names (aff_sub…aff_sub5, affiliate_id)',
      '?affiliate_id=5&aff_sub=a&aff_sub5=e',
      { affiliateId: '5', s1: 'a', s5: 'e' },
    ],
    ['Everflow names (affid, click_id)', '?affid=9&click_id=C1', { affiliateId: '9', clickid: 'C1' }],
    [
      'every platform click id',
      '?gbraid=1&wbraid=2&fbclid=3&msclkid=4&ttclid=5&li_fat_id=6&cid=7',
      { gbraid: '1', wbraid: '2', fbclid: '3', msclkid: '4', ttclid: '5', li_fat_id: '6', clickid: '7' },
    ],
  ])('reads %s', (_label, query, expected) => {
    expect(readTouch(query)).toEqual({ touch: { ...emptyTouch(), ...expected }, dropped: 0 });
  });

  it('drops and counts values the contracts refuse and unfilled macros, keeping the rest', () => {
    const { touch, dropped } = readTouch(`?affiliateId=A&s1=${'x'.repeat(201)}&s2=a%0Ab&clickid={clickid}&utm_source=`);
    expect(touch).toEqual({ ...emptyTouch(), affiliateId: 'A' });
    expect(dropped).toBe(3);
  });

  it("adds a CMS traffic source's own parameter names", () => {
    const aliases = aliasTableWith([{ affiliateId: 'partner', clickid: 'tid', s4: 'placement' }]);
    expect(readTouch('?partner=P1&tid=T&placement=top', { aliases }).touch).toEqual({
      ...emptyTouch(),
      affiliateId: 'P1',
      clickid: 'T',
      s4: 'top',
    });
    expect(readTouch('?partner=P1').touch.affiliateId).toBeNull();
  });

  it('keeps the referring domain given', () => {
    expect(readTouch('', { referrerDomain: 'news.example.org' }).touch).toEqual({
      ...emptyTouch(),
      referrer_domain: 'news.example.org',
    });
  });
});

describe('the arrival cookie', () => {
  const first = { ...emptyTouch(), affiliateId: 'A', utm_source: 'one' };
  const later = { ...emptyTouch(), affiliateId: 'B', gclid: 'G' };

  it('keeps the first touch and replaces the last', () => {
    const arrival = nextArrival(nextArrival(null, first), later);
    expect(arrival).toEqual({ first, last: later });
    expect(decodeArrival(decodeURIComponent(encodeArrival(arrival)))).toEqual(arrival);
  });

  it('lets a first touch with only a referring domain give way to the first one with parameters', () => {
    const organic = { ...emptyTouch(), referrer_domain: 'search.example' };
    expect(nextArrival(nextArrival(null, organic), first)).toEqual({ first, last: first });
    expect(nextArrival(nextArrival(null, first), organic)).toEqual({ first, last: organic });
  });

  it('writes a last touch equal to the first once', () => {
    const encoded = decodeURIComponent(encodeArrival(nextArrival(null, first)));
    expect(JSON.parse(encoded)).toEqual({ f: { affiliateId: 'A', utm_source: 'one' } });
    expect(decodeArrival(encoded)).toEqual({ first, last: first });
  });

  it('stays under the size a browser keeps, dropping the last touch first and then the longest values', () => {
    const long = (letter: string) => letter.repeat(200);
    const big = {
      ...emptyTouch(),
      affiliateId: 'A',
      subId: long('s'),
      s1: long('a'),
      s2: long('b'),
      s3: long('c'),
      utm_source: long('u'),
      utm_medium: long('m'),
      utm_campaign: long('k'),
      utm_content: long('o'),
      utm_term: long('t'),
      gclid: long('g'),
      fbclid: long('f'),
      msclkid: long('x'),
      ttclid: long('y'),
      clickid: long('z'),
      s4: long('d'),
      s5: long('e'),
    };
    const encoded = encodeArrival({ first: big, last: { ...big, affiliateId: 'B' } });
    expect(encoded.length).toBeLessThanOrEqual(arrivalCookieMaxBytes);
    const decoded = decodeArrival(decodeURIComponent(encoded));
    expect(decoded?.first.affiliateId).toBe('A');
    expect(decoded?.last).toEqual(decoded?.first);
  });

  it('reads a tampered cookie leniently: bad fields dropped, garbage ignored', () => {
    expect(
      decodeArrival(JSON.stringify({ f: { affiliateId: 'A', s1: 'x'.repeat(300), gclid: 42, unknown: 'y' } })),
    ).toEqual({
      first: { ...emptyTouch(), affiliateId: 'A' },
      last: { ...emptyTouch(), affiliateId: 'A' },
    });
    expect(decodeArrival('not json')).toBeNull();
    expect(decodeArrival('"text"')).toBeNull();
    expect(decodeArrival('')).toBeNull();
  });
});

describe('touch helpers', () => {
  it('says whether a touch holds anything', () => {
    expect(touchHasValues(emptyTouch())).toBe(false);
    expect(touchHasValues({ ...emptyTouch(), referrer_domain: 'x.org' })).toBe(true);
  });

  it('takes the campaign fields of a touch', () => {
    expect(
      campaignOfTouch({ ...emptyTouch(), affiliateId: 'A', s5: '5', ttclid: 'T', referrer_domain: 'r.org' }),
    ).toEqual({ s5: '5', ttclid: 'T', referrer_domain: 'r.org' });
  });

  it.each([
    [{ gclid: 'x' }, 'google'],
    [{ wbraid: 'x' }, 'google'],
    [{ fbclid: 'x' }, 'meta'],
    [{ msclkid: 'x' }, 'microsoft'],
    [{ ttclid: 'x' }, 'tiktok'],
    [{ li_fat_id: 'x' }, 'linkedin'],
    [{ clickid: 'x' }, 'network'],
    [{ utm_source: 'x' }, null],
  ])('names the click source of %o', (campaign, source) => {
    expect(clickSourceOf(campaign)).toBe(source);
  });

  it.each([
    ['https://www.News.example.org/story?x=1', 'site.example', 'news.example.org'],
    ['https://site.example/v2', 'site.example:443', null],
    ['http://localhost:4321/', 'localhost:4321', null],
    ['android-app://com.google.android.gm/', 'site.example', null],
    ['not a url', 'site.example', null],
    ['', 'site.example', null],
  ])('takes the referring domain of %s', (referrer, host, expected) => {
    expect(referrerDomainOf(referrer, host)).toBe(expected);
  });
});
