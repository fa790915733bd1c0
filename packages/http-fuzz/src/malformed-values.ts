import type { Random } from './random.ts';

// The raw material of malformed requests: what a script, a broken client or an attacker sends where a
// well-formed value belongs. Each list is a family the generator draws from.

/** Path segments, already as they go on the wire (percent-encoding left as is). */
export const pathSegments = [
  '%ff',
  '%',
  '%E0%A4%A',
  '%c0%af',
  '%00',
  '%2e%2e%2f%2e%2e',
  '..',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '0x10',
  '__proto__',
  'constructor',
  '%F0%9F%98%80',
  '%20',
  'by-email',
  'step',
  '1;drop',
  '1%0d%0aX:1',
  'a'.repeat(300),
  '1',
] as const;

/** Query strings (without `?`): qs's brackets, repeats, operators and broken encoding. */
export const queryStrings = [
  'email=%ff',
  'email[]=a@example.com&email[]=b@example.com',
  'email[$gt]=',
  'email=a@example.com&email=b@example.com',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a[b][c][d][e][f][g][h][i][j][k]=1',
  `email=${'a'.repeat(3000)}@example.com`,
  'ipFallback=maybe&email=a@example.com',
  'from=2026-13-45&to=yesterday',
  'from=%&to=%',
  'timezone=Mars/Olympus',
  'token=%ff',
  'token=' + 'x'.repeat(500),
  'affiliate[]=1&version=99',
  '&&&==&',
  '%E0%A4%A=1',
] as const;

const deepArray = '['.repeat(5000) + ']'.repeat(5000);
const deepObject = '{"a":'.repeat(2000) + '1' + '}'.repeat(2000);

/** Whole bodies as text: broken JSON, wrong shapes, pollution keys, odd unicode and numbers, sizes around 16 KB. */
export const rawBodies = [
  '',
  '{',
  '{"email":',
  'null',
  'true',
  '0',
  '-0',
  '1e309',
  '"just a string"',
  '[]',
  '[1,2,3]',
  deepArray,
  deepObject,
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"email":"\\ud800@example.com"}',
  '{"email":"a\\u0000b@example.com"}',
  '{"email":123}',
  '{"email":["a@example.com"]}',
  '{"email":{"$ne":null}}',
  '{"selectedOffers":"all"}',
  '{"selectedOffers":[null,{},[]]}',
  '{"action":"accepted","pageNumber":-1}',
  '{"pageNumber":1e308}',
  '{"timestamp":"not a date"}',
  '{"message":"' + 'x'.repeat(15_000) + '"}',
  '{"message":"' + 'x'.repeat(17_000) + '"}',
  '\u00ef\u00bb\u00bf{}',
  '{"a":1,"a":2}',
  'email=a@example.com&version=1',
  '<xml/>',
  '\x00\x01\x02',
  '{"id":"1 OR 1=1"}',
] as const;

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain;charset=UTF-8',
  'text/plain; charset=koi8-r',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=',
  ';;;',
  'none',
] as const;

export const contentEncodings = [
  'gzip',
  'deflate',
  'br',
  'zstd',
  'compress',
  'gzip, gzip',
  'identity',
  'x-unknown',
] as const;

export const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

/** Extra headers: forged addresses, broken cookies and sessions, odd agents. */
export function extraHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random.chance(0.3))
    headers['x-forwarded-for'] = random.pick([
      'garbage',
      '1.2.3.4, , ,',
      '::1',
      '999.999.999.999',
      'unknown, 10.0.0.1',
    ]);
  if (random.chance(0.3)) {
    headers.cookie = random.pick([
      'waitlist_owner=%ff',
      'waitlist_owner=1.forged',
      `waitlist_owner=${'a'.repeat(3000)}`,
      'payload-token=forged',
      'payload-token=%',
      '=;=;;',
      'a=b; a=c',
    ]);
  }
  if (random.chance(0.2)) headers.authorization = random.pick(['JWT forged', 'Bearer %ff', 'Basic ====']);
  if (random.chance(0.2))
    headers['user-agent'] = random.pick([
      '',
      'x'.repeat(4000),
      'curl/8.0',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    ]);
  if (random.chance(0.1)) headers.accept = random.pick(['text/html', '*/*;q=abc', 'application/xml']);
  return headers;
}
