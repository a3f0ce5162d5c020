/**
 * Rules procedures written once, evaluated three ways (API.md §2 "Dice"):
 *  - exact:  `exactOf(proc)` → every outcome with its probability, on counts, never on die sequences;
 *  - seeded: `sampleOf(proc, new SeededSampler(seed))` → one outcome + the transcript of every die;
 *  - given:  `sampleOf(proc, new GivenSampler(rolls))` → the caller's dice, consumed in table order.
 *
 * A procedure is an immutable `Proc<T>` built from primitives (`pool`, `sum`, `faces`, `pure`,
 * `sumOf`) with `.map` and `.then`. Exact evaluation merges equal outcomes at every step (by value
 * for numbers, by JSON for records), so chains stay polynomial: hit → damage → 2D6 nerve on a
 * 120-die pool is a few thousand states.
 */
import { binomial, convolvePower, type NumDist } from './dist.js';
import type { Sampler } from './samplers.js';

type Key = number | string;
export interface Outcome<T> {
  value: T;
  p: number;
}
export type Exact<T> = Map<Key, Outcome<T>>;

const keyOf = (v: unknown): Key => (typeof v === 'number' ? v : `${typeof v}:${JSON.stringify(v)}`);

function add<T>(into: Exact<T>, value: T, p: number): void {
  if (p === 0) return;
  const k = keyOf(value);
  const hit = into.get(k);
  if (hit) hit.p += p;
  else into.set(k, { value, p });
}

export abstract class Proc<T> {
  /** Every outcome with its probability (merged by value). */
  abstract exact(): Exact<T>;
  /** One outcome, rolling dice through `s` (seeded or given). */
  abstract sample(s: Sampler): T;

  /** `pool(hit).map((h) => Math.min(h, 10))` */
  map<U>(f: (t: T) => U): Proc<U> {
    return new Mapped(this, f);
  }

  /** `pool(hit).then((hits) => pool({ ...damage, count: hits }))`: the next step depends on this one. */
  then<U>(f: (t: T) => Proc<U>): Proc<U> {
    return new Bound(this, f);
  }
}

class Pure<T> extends Proc<T> {
  constructor(private readonly v: T) {
    super();
  }
  exact(): Exact<T> {
    return new Map([[keyOf(this.v), { value: this.v, p: 1 }]]);
  }
  sample(): T {
    return this.v;
  }
}

class Mapped<T, U> extends Proc<U> {
  constructor(
    private readonly inner: Proc<T>,
    private readonly f: (t: T) => U,
  ) {
    super();
  }
  exact(): Exact<U> {
    const out: Exact<U> = new Map();
    for (const { value, p } of this.inner.exact().values()) add(out, this.f(value), p);
    return out;
  }
  sample(s: Sampler): U {
    return this.f(this.inner.sample(s));
  }
}

class Bound<T, U> extends Proc<U> {
  constructor(
    private readonly inner: Proc<T>,
    private readonly f: (t: T) => Proc<U>,
  ) {
    super();
  }
  exact(): Exact<U> {
    const out: Exact<U> = new Map();
    for (const { value, p } of this.inner.exact().values()) {
      const next = this.f(value);
      // Fast path: a numeric primitive's distribution is used as is, without an intermediate map.
      if (next instanceof Primitive) for (const [v, q] of next.dist()) add(out, v as U, p * q);
      else for (const o of next.exact().values()) add(out, o.value, p * o.p);
    }
    return out;
  }
  sample(s: Sampler): U {
    return this.f(this.inner.sample(s)).sample(s);
  }
}

/** A primitive whose exact form is a numeric distribution. */
class Primitive extends Proc<number> {
  constructor(
    readonly dist: () => NumDist,
    private readonly draw: (s: Sampler) => number,
  ) {
    super();
  }
  exact(): Exact<number> {
    const out: Exact<number> = new Map();
    for (const [v, p] of this.dist()) if (p > 0) out.set(v, { value: v, p });
    return out;
  }
  sample(s: Sampler): number {
    return this.draw(s);
  }
}

/** Face enumerations are the same for every call: built once per dice count and sides. */
const FACES = new Map<string, Exact<number[]>>();

class Faces extends Proc<number[]> {
  constructor(
    private readonly n: number,
    private readonly sides: number,
    private readonly purpose: string,
  ) {
    super();
  }
  exact(): Exact<number[]> {
    const id = `${this.n}d${this.sides}`;
    let cached = FACES.get(id);
    if (!cached) {
      let seqs: number[][] = [[]];
      for (let i = 0; i < this.n; i++) seqs = seqs.flatMap((s) => Array.from({ length: this.sides }, (_, f) => [...s, f + 1]));
      cached = new Map();
      const p = 1 / seqs.length;
      for (const s of seqs) add(cached, s, p);
      FACES.set(id, cached);
    }
    return cached;
  }
  sample(s: Sampler): number[] {
    return s.roll(this.purpose, this.sides, this.n);
  }
}

/** A constant: `pure(0)`. */
export const pure = <T>(v: T): Proc<T> => new Pure(v);

/** Build a numeric primitive from its exact distribution and its way of rolling. */
export const primitive = (dist: () => NumDist, draw: (s: Sampler) => number): Proc<number> => new Primitive(dist, draw);

/**
 * The faces of n dice, in order, e.g. `faces(2, 6, 'nerve')` for a 2D6 test that must see
 * doubles. Exact form enumerates sequences, so keep n small (2 or 3).
 */
export const faces = (n: number, sides: number, purpose: string): Proc<number[]> => new Faces(n, sides, purpose);

/** Sum of `count` independent copies of `unit`: `sumOf(hits, d3)` for "each hit becomes D3 hits". */
export function sumOf(count: number, unit: Proc<number>): Proc<number> {
  return primitive(
    () => {
      const base = new Map<number, number>();
      for (const { value, p } of unit.exact().values()) base.set(value, (base.get(value) ?? 0) + p);
      return convolvePower(base, count);
    },
    (s) => {
      let t = 0;
      for (let i = 0; i < count; i++) t += unit.sample(s);
      return t;
    },
  );
}

/** Independent pair: `both(pool(a), pool(b))` → [x, y]. */
export function both<A, B>(a: Proc<A>, b: Proc<B>): Proc<[A, B]> {
  return a.then((x) => b.map((y) => [x, y] as [A, B]));
}

export { binomial };
