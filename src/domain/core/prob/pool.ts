/**
 * The dice vocabulary of the miniature games, as `Proc` primitives.
 *
 *   pool({ purpose: 'hit', count: 10, target: 4, reroll: 'ones' })   10 dice hit on 4+, reroll 1s once
 *   pool({ ..., doubleFrom: 6 })                                       6s count as two successes
 *   sum({ purpose: 'blast', count: 1, sides: 3 })                      D3 (a d6 read 1–2→1, 3–4→2, 5–6→3)
 *   sum({ purpose: 'attacks', count: 1, sides: 6, plus: 3 })           D6+3;  count 2 → 2D6
 *   test2d6('nerve')                                                   the two faces, for doubles
 *   capTarget(10, 7, { best: 2, worst: 6, overflow: 'halve' })         "needs 7+": 5 dice at 6+
 */
import { binomial, convolvePower, type NumDist } from './dist.js';
import { faces, primitive, type Proc } from './proc.js';
import type { Sampler } from './samplers.js';

/** Which dice are rerolled (once; a rerolled die is never rerolled again). */
export type Reroll = 'none' | 'ones' | 'failures' | 'successes' | 'all';

export interface PoolSpec {
  /** Names the step in transcripts and given-dice errors: 'hit', 'damage'… */
  purpose: string;
  count: number;
  /** Default 6. */
  sides?: number;
  /** A die succeeds on `face ≥ target` (after `capTarget`, if the game caps it). */
  target: number;
  /** A natural 1 always fails (default true). */
  naturalOneFails?: boolean;
  /** The highest face always succeeds (default false). */
  naturalMaxSucceeds?: boolean;
  /** Default 'none'. 'successes' is the opponent forcing successful dice to be rerolled. */
  reroll?: Reroll;
  /** Faces from this one up count as two successes (e.g. 6). */
  doubleFrom?: number;
}

interface Die {
  sides: number;
  value: (face: number) => number;
  rerolls: (face: number) => boolean;
}

function die(spec: PoolSpec): Die {
  const sides = spec.sides ?? 6;
  const oneFails = spec.naturalOneFails ?? true;
  const maxWins = spec.naturalMaxSucceeds ?? false;
  const succeeds = (f: number) => (f === 1 && oneFails ? false : f === sides && maxWins ? true : f >= spec.target);
  const value = (f: number) => (succeeds(f) ? (spec.doubleFrom !== undefined && f >= spec.doubleFrom ? 2 : 1) : 0);
  const rule = spec.reroll ?? 'none';
  const rerolls = (f: number) =>
    rule === 'all' || (rule === 'ones' && f === 1) || (rule === 'failures' && !succeeds(f)) || (rule === 'successes' && succeeds(f));
  return { sides, value, rerolls };
}

/** The value distribution of one die, rerolls included. */
export function dieDistribution(spec: PoolSpec): NumDist {
  const d = die(spec);
  const out = new Map<number, number>();
  const q = 1 / d.sides;
  for (let f = 1; f <= d.sides; f++) {
    if (!d.rerolls(f)) out.set(d.value(f), (out.get(d.value(f)) ?? 0) + q);
    else for (let g = 1; g <= d.sides; g++) out.set(d.value(g), (out.get(d.value(g)) ?? 0) + q * q);
  }
  return out;
}

/** Successes of a pool: exact by binomial (or convolution when faces count double). */
export function pool(spec: PoolSpec): Proc<number> {
  if (!Number.isInteger(spec.count) || spec.count < 0) throw new RangeError(`pool "${spec.purpose}": count ${spec.count}`);
  return primitive(
    () => {
      const one = dieDistribution(spec);
      const binary = [...one.keys()].every((v) => v === 0 || v === 1);
      return binary ? binomial(spec.count, one.get(1) ?? 0) : convolvePower(one, spec.count);
    },
    (s) => rollPool(spec, s),
  );
}

function rollPool(spec: PoolSpec, s: Sampler): number {
  const d = die(spec);
  const first = s.roll(spec.purpose, d.sides, spec.count);
  const again = first.filter(d.rerolls);
  const second = again.length > 0 ? s.reroll(spec.purpose, d.sides, again.length) : [];
  let total = 0;
  for (const f of first) if (!d.rerolls(f)) total += d.value(f);
  for (const f of second) total += d.value(f);
  return total;
}

export interface SumSpec {
  purpose: string;
  /** Number of dice. */
  count: number;
  /** 3 means D3, rolled as a d6 halved rounding up. */
  sides: number;
  plus?: number;
}

/** k dN + c: D3, D6+3, 2D6. */
export function sum(spec: SumSpec): Proc<number> {
  const d3 = spec.sides === 3;
  const face = (f: number) => (d3 ? Math.ceil(f / 2) : f);
  const one = new Map<number, number>();
  for (let f = 1; f <= spec.sides; f++) one.set(f, 1 / spec.sides);
  return primitive(
    () => {
      const base = convolvePower(one, spec.count);
      return new Map([...base].map(([v, p]) => [v + (spec.plus ?? 0), p]));
    },
    (s) => s.roll(spec.purpose, d3 ? 6 : spec.sides, spec.count).reduce((t, f) => t + face(f), spec.plus ?? 0),
  );
}

/** Two d6 with their faces, e.g. for "double 1" / "double 6" rules. */
export const test2d6 = (purpose: string): Proc<[number, number]> => faces(2, 6, purpose) as unknown as Proc<[number, number]>;

export interface TargetCaps {
  /** Never better than this (e.g. 2 for 2+). */
  best?: number;
  /** The highest target a die can meet (usually the die's sides). */
  worst?: number;
  /** What a target above `worst` means: all fail, treat as `worst`, or halve the dice and use `worst`. */
  overflow?: 'fail' | 'cap' | 'halve';
}

/** Apply a game's caps to a modified target: returns the dice to roll and the target to meet. */
export function capTarget(count: number, target: number, caps: TargetCaps): { count: number; target: number; halved: boolean; impossible: boolean } {
  let t = caps.best !== undefined ? Math.max(target, caps.best) : target;
  const worst = caps.worst ?? 6;
  if (t <= worst) return { count, target: t, halved: false, impossible: false };
  if (caps.overflow === 'halve') return { count: Math.floor(count / 2), target: worst, halved: true, impossible: false };
  if (caps.overflow === 'cap') return { count, target: worst, halved: false, impossible: false };
  t = worst + 1;
  return { count, target: t, halved: false, impossible: true };
}
