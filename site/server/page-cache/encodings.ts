import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Each page is compressed once per encoding when it is rendered, off the event loop: first quickly (a publish
// is live within a render and ~0.1 s), then at the highest settings in the background (~1 s on a busy
// machine), and the answer picks the smallest encoding the browser accepts.

export type Encoding = 'br' | 'zstd' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// zstd arrived in Node 23.8 / 22.15; on an older Node the page is simply not offered in zstd.
const zstd = typeof zlib.zstdCompress === 'function' ? promisify(zlib.zstdCompress) : null;

export type EncodedBodies = Partial<Record<Encoding, Buffer>> & { identity: Buffer };

export type Effort = 'fast' | 'best';

const levels = {
  fast: { brotli: 5, gzip: 6, zstd: 3 },
  best: { brotli: zlib.constants.BROTLI_MAX_QUALITY, gzip: zlib.constants.Z_BEST_COMPRESSION, zstd: 19 },
} satisfies Record<Effort, { brotli: number; gzip: number; zstd: number }>;

export async function encodeAll(body: Buffer, effort: Effort = 'best'): Promise<EncodedBodies> {
  const level = levels[effort];
  const jobs = [
    () =>
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    () => gzip(body, { level: level.gzip }),
    // Told the size, zstd sizes its tables to the page: at level 19 without it, it sets up tables for an
    // 8 MB window whatever the input, about 1.5 s for a 40-byte page against 0.1 s with it.
    () =>
      zstd
        ? zstd(body, { pledgedSrcSize: body.length, params: { [zlib.constants.ZSTD_c_compressionLevel]: level.zstd } })
        : Promise.resolve(null),
  ];
  // The quick pass uses three of the thread pool's threads at once to be live sooner; the background pass one
  // at a time, leaving the pool to the requests and renders that wait on it.
  const [br, gz, zs] =
    effort === 'fast'
      ? await Promise.all(jobs.map((job) => job()))
      : await jobs.reduce<Promise<(Buffer | null)[]>>(
          async (done, job) => [...(await done), await job()],
          Promise.resolve([]),
        );
  return { identity: body, ...(br ? { br } : {}), ...(gz ? { gzip: gz } : {}), ...(zs ? { zstd: zs } : {}) };
}

/** Preference when the browser accepts several: the smallest first (br, then zstd, then gzip). */
const preference: Encoding[] = ['br', 'zstd', 'gzip'];

/** The encoding to answer with, from an Accept-Encoding header (q=0 refuses one; `*` accepts any). */
export function pickEncoding(acceptEncoding: string | undefined, available: EncodedBodies): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of preference) {
    const weight = weightOf(encoding);
    if (available[encoding] && weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
