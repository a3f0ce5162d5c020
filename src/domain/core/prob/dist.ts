/**
 * Discrete probability distributions over numbers, exact.
 *
 * Probabilities are IEEE doubles, not rationals: a 120-die pool has binomial coefficients near
 * 1e35 whose rationals grow without bound through convolutions, while doubles keep each
 * operation's relative error near 1e-16 (the sum-to-one property test checks 1e-12 end to end).
 */

/** value → probability; values are integers in every use here, but any number works. */
export type NumDist = ReadonlyMap<number, number>;

export const point = (v: number): NumDist => new Map([[v, 1]]);

/** Sorted `[value, p]` pairs, zero-probability values dropped. */
export function entries(d: NumDist): Array<[number, number]> {
  return [...d].filter(([, p]) => p > 0).sort((a, b) => a[0] - b[0]);
}

export function total(d: NumDist): number {
  let s = 0;
  for (const p of d.values()) s += p;
  return s;
}

export function mean(d: NumDist): number {
  let m = 0;
  for (const [v, p] of d) m += v * p;
  return m;
}

/** P(X ≥ k): `atLeast(hits, 3)`. */
export function atLeast(d: NumDist, k: number): number {
  let s = 0;
  for (const [v, p] of d) if (v >= k) s += p;
  return s;
}

/** Distribution of f(X): `mapDist(d, (v) => Math.min(v, 10))` clamps at 10. */
export function mapDist(d: NumDist, f: (v: number) => number): NumDist {
  const out = new Map<number, number>();
  for (const [v, p] of d) {
    const w = f(v);
    out.set(w, (out.get(w) ?? 0) + p);
  }
  return out;
}

/** Distribution of X + Y for independent X, Y. */
export function convolve(a: NumDist, b: NumDist): NumDist {
  const out = new Map<number, number>();
  for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
  return out;
}

/** Sum of n independent copies of d, by repeated squaring: O(log n) convolutions. */
export function convolvePower(d: NumDist, n: number): NumDist {
  let result: NumDist = point(0);
  let base = d;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = convolve(result, base);
    if (k > 1) base = convolve(base, base);
  }
  return result;
}

/** Weighted mixture: `mixture([[0.5, a], [0.5, b]])`. */
export function mixture(parts: ReadonlyArray<readonly [number, NumDist]>): NumDist {
  const out = new Map<number, number>();
  for (const [w, d] of parts) for (const [v, p] of d) out.set(v, (out.get(v) ?? 0) + w * p);
  return out;
}

/** Binomial(n, p): successes of n dice each succeeding with probability p; O(n). */
export function binomial(n: number, p: number): NumDist {
  if (p <= 0) return point(0);
  if (p >= 1) return point(n);
  const out = new Map<number, number>();
  const q = 1 - p;
  let pk = q ** n;
  if (pk > 0) {
    // Multiplicative recurrence P(k) = P(k−1)·(n−k+1)/k·p/q: relative error ~1e-15 per step.
    const ratio = p / q;
    for (let k = 0; k <= n; k++) {
      if (k > 0) pk *= ((n - k + 1) / k) * ratio;
      out.set(k, pk);
    }
    return out;
  }
  // q^n underflows (pools of a thousand dice and more): work in logarithms instead.
  const lq = Math.log1p(-p);
  const lp = Math.log(p);
  let logC = 0;
  for (let k = 0; k <= n; k++) {
    if (k > 0) logC += Math.log((n - k + 1) / k);
    out.set(k, Math.exp(logC + k * lp + (n - k) * lq));
  }
  return out;
}
