import { randomFillSync } from 'node:crypto';

// Random bytes for ids and nonces, drawn from a pool the CSPRNG refills 4 KB at a time: each `randomBytes`
// call costs a trip into OpenSSL (about 7 µs measured, twice per signup), a slice of the pool a copy. Node's
// own randomUUID keeps a pool the same way. Every byte is handed out once: the offset only moves forward and
// the pool is refilled, never reused, when it runs short.

const poolSize = 4096;
const pool = Buffer.alloc(poolSize);
let offset = poolSize;

/** `size` fresh random bytes (at most the pool's size), in a Buffer of their own. */
export function randomBytesFromPool(size: number): Buffer {
  if (size > poolSize) throw new RangeError(`at most ${poolSize} random bytes at a time`);
  if (offset + size > poolSize) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  offset += size;
  return bytes;
}
