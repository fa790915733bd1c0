// A seeded pseudo-random source for the simulation: sfc32 (Chris Doty-Humphrey's small fast counter, passes
// PractRand to 2^40 bytes), seeded through splitmix32 so nearby seeds give unrelated streams.

export type RandomSource = () => number;

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A source of numbers in [0, 1), the same sequence for the same seed. */
export function createSeededRandom(seed: number): RandomSource {
  const next = splitmix32(seed);
  let a = next();
  let b = next();
  let c = next();
  let counter = next();
  return () => {
    const result = (((a + b) >>> 0) + counter) >>> 0;
    counter = (counter + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + result) >>> 0;
    return result / 4294967296;
  };
}

/** The number of successes in `trials` draws with probability `probability`, one draw each (exact, no shortcut). */
export function drawBinomial({
  random,
  trials,
  probability,
}: {
  random: RandomSource;
  trials: number;
  probability: number;
}): number {
  let successes = 0;
  for (let trial = 0; trial < trials; trial += 1) if (random() < probability) successes += 1;
  return successes;
}
