import type { RandomSource } from '../experiments/random.ts';

// A Beta(α, β) draw as X / (X + Y) from two Gamma draws (Marsaglia and Tsang's method; for a shape below 1,
// the boost Gamma(a) = Gamma(a + 1) · U^(1/a)).

function drawNormal(random: RandomSource): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export function drawGamma({ random, shape }: { random: RandomSource; shape: number }): number {
  if (shape < 1) return drawGamma({ random, shape: shape + 1 }) * (1 - random()) ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const normal = drawNormal(random);
    const v = (1 + c * normal) ** 3;
    if (v > 0 && Math.log(1 - random()) < 0.5 * normal * normal + d - d * v + d * Math.log(v)) return d * v;
  }
}

export function drawBeta({ random, alpha, beta }: { random: RandomSource; alpha: number; beta: number }): number {
  const x = drawGamma({ random, shape: alpha });
  const y = drawGamma({ random, shape: beta });
  return x / (x + y);
}
