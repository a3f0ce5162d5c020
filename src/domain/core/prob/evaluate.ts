/**
 * One entry point for the three dice modes of a request, and the wire form of exact results.
 */
import type { DiceRequest, DistributionEntry, DistributionReport, RollRecord } from '../system.js';
import type { Exact, Proc } from './proc.js';
import { GivenSampler, SeededSampler } from './samplers.js';

export type Evaluation<T> =
  | { kind: 'exact'; outcomes: Exact<T> }
  | { kind: 'sampled'; value: T; rolls: RollRecord[]; unusedRolls?: number[] };

/** `evaluate(proc, { mode: 'seeded', seed: 'x' })` */
export function evaluate<T>(proc: Proc<T>, dice: DiceRequest): Evaluation<T> {
  if (dice.mode === 'exact') return { kind: 'exact', outcomes: proc.exact() };
  if (dice.mode === 'seeded') {
    const s = new SeededSampler(dice.seed);
    return { kind: 'sampled', value: proc.sample(s), rolls: s.rolls };
  }
  const s = new GivenSampler(dice.rolls);
  const value = proc.sample(s);
  return { kind: 'sampled', value, rolls: s.rolls, unusedRolls: s.unused };
}

/**
 * Marginal distributions of named quantities of exact outcomes, in the wire form: each a list of
 * `{value, p}` sorted by value; `mean` of the first numeric quantity, `means` of all numeric ones.
 */
export function report<T>(outcomes: Exact<T>, quantities: Record<string, (t: T) => number | string>): DistributionReport {
  const out: DistributionReport = {};
  const means: Record<string, number> = {};
  let sum = 0;
  for (const o of outcomes.values()) sum += o.p;
  if (Math.abs(sum - 1) > 1e-9) throw new Error(`distribution sums to ${sum}, not 1`);
  for (const [name, pick] of Object.entries(quantities)) {
    const acc = new Map<number | string, number>();
    for (const { value, p } of outcomes.values()) {
      const v = pick(value);
      acc.set(v, (acc.get(v) ?? 0) + p);
    }
    const list: DistributionEntry[] = [...acc]
      .filter(([, p]) => p > 0)
      .map(([value, p]) => ({ value, p }))
      .sort((a, b) => (typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value).localeCompare(String(b.value))));
    out[name] = list;
    if (list.every((e) => typeof e.value === 'number')) means[name] = list.reduce((m, e) => m + (e.value as number) * e.p, 0);
  }
  const first = Object.keys(means)[0];
  if (first !== undefined) out.mean = means[first];
  out.means = means;
  return out;
}

/** Probability that `pred` holds over exact outcomes. */
export function probability<T>(outcomes: Exact<T>, pred: (t: T) => boolean): number {
  let p = 0;
  for (const o of outcomes.values()) if (pred(o.value)) p += o.p;
  return p;
}
