// The digamma and trigamma functions (the first two derivatives of ln Γ) and the standard normal CDF, which the
// revenue model needs for the mean and variance of log p under a Beta posterior. Digamma and trigamma step x up
// by their recurrences until x ≥ 10, then use the asymptotic series (Abramowitz and Stegun 6.3.18 and 6.4.12):
// from 10 on, the first term left out is below 1e-12.

const ASYMPTOTIC_FROM = 10;

/** ψ(x) = d/dx ln Γ(x), for x > 0. */
export function digamma(x: number): number {
  let shift = 0;
  let value = x;
  while (value < ASYMPTOTIC_FROM) {
    shift -= 1 / value;
    value += 1;
  }
  const inverseSquare = 1 / (value * value);
  const series =
    Math.log(value) -
    0.5 / value -
    inverseSquare * (1 / 12 - inverseSquare * (1 / 120 - inverseSquare * (1 / 252 - inverseSquare / 240)));
  return shift + series;
}

/** ψ′(x), for x > 0. */
export function trigamma(x: number): number {
  let shift = 0;
  let value = x;
  while (value < ASYMPTOTIC_FROM) {
    shift += 1 / (value * value);
    value += 1;
  }
  const inverse = 1 / value;
  const inverseSquare = inverse * inverse;
  const series =
    inverse +
    inverseSquare / 2 +
    inverse * inverseSquare * (1 / 6 - inverseSquare * (1 / 30 - inverseSquare * (1 / 42 - inverseSquare / 30)));
  return shift + series;
}

/** Φ(z), from the complementary error function (Numerical Recipes' erfc, relative error below 1.2e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}
