import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeAll, pickEncoding } from './encodings.ts';

const all = { identity: Buffer.from('x'), br: Buffer.from('b'), gzip: Buffer.from('g'), zstd: Buffer.from('z') };

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['zstd, gzip', 'zstd'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0.5, zstd;q=0.9', 'zstd'],
  ])('answers %s with %s', (header, expected) => {
    expect(pickEncoding(header, all)).toBe(expected);
  });

  it('never picks an encoding the page was not compressed in', () => {
    expect(pickEncoding('zstd', { identity: Buffer.from('x') })).toBe('identity');
  });
});

describe('encodeAll', () => {
  it('compresses a page into bodies that decode back to it', async () => {
    const html = Buffer.from('<!doctype html><p>'.concat('hello '.repeat(500)));
    const bodies = await encodeAll(html);
    expect(zlib.brotliDecompressSync(bodies.br ?? Buffer.alloc(0)).equals(html)).toBe(true);
    expect(zlib.gunzipSync(bodies.gzip ?? Buffer.alloc(0)).equals(html)).toBe(true);
    if (bodies.zstd) expect(zlib.zstdDecompressSync(bodies.zstd).equals(html)).toBe(true);
  });
});
