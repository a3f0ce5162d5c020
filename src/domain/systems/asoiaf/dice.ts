/**
 * Attack and Defence dice (000_4d85fd9897d069bf.txt L1139-1179): a natural 6 always succeeds, a natural 1 always
 * fails, otherwise face + modifier against the X+ value. Rerolls in the 2021 order (L1156-1175, L1607-1623): the
 * active player's first, then the opponent's, each die at most once per player. Per die, the chain of choices
 * is the same whatever the others show, so the counts of each kind of die are multinomial (exact), and a table's
 * dice replay the same chain (seeded or given).
 */
import { binomial } from '../../core/prob/dist.js';
import { primitive, Proc, type Exact } from '../../core/prob/proc.js';
import type { Sampler } from '../../core/prob/samplers.js';
import { ExactCache } from './memo.js';

/** What a die shows after every reroll: a natural 6, another success, a natural 1, another failure. */
export type DieKind = 'six' | 'success' | 'one' | 'failure';
const KINDS: DieKind[] = ['six', 'success', 'one', 'failure'];

export const kindOf = (face: number, target: number, modifier: number): DieKind =>
  face === 6 ? 'six' : face === 1 ? 'one' : face + modifier >= target ? 'success' : 'failure';

export const succeeds = (k: DieKind): boolean => k === 'six' || k === 'success';

/** One reroll pass: which kinds of die it rerolls, and a label for the transcript. */
export interface RerollPass {
  kinds: DieKind[];
  purpose: string;
}

export interface DiceSpec {
  count: number;
  target: number;
  modifier: number;
  /** In order: the active player's rerolls, then the opponent's. */
  rerolls: RerollPass[];
  purpose: string;
}

export type KindCounts = Record<DieKind, number>;

/** Per-die probabilities of each final kind. */
export function finalKinds(spec: Omit<DiceSpec, 'count' | 'purpose'>): Record<DieKind, number> {
  let dist: Record<DieKind, number> = { six: 0, success: 0, one: 0, failure: 0 };
  for (let f = 1; f <= 6; f++) dist[kindOf(f, spec.target, spec.modifier)] += 1 / 6;
  const fresh = { ...dist };
  for (const pass of spec.rerolls) {
    const next: Record<DieKind, number> = { six: 0, success: 0, one: 0, failure: 0 };
    for (const k of KINDS) {
      if (pass.kinds.includes(k)) for (const j of KINDS) next[j] += dist[k] * fresh[j];
      else next[k] += dist[k];
    }
    dist = next;
  }
  return dist;
}

const DICE = new ExactCache();
const specKey = (s: DiceSpec): string => `${s.count}|${s.target}|${s.modifier}|${s.rerolls.map((r) => r.kinds.join(',')).join(';')}`;

/** Counts of each final kind among `count` dice. */
export class DiceProc extends Proc<KindCounts> {
  constructor(private readonly spec: DiceSpec) {
    super();
  }

  exact(): Exact<KindCounts> {
    return DICE.get(specKey(this.spec), () => this.multinomial());
  }

  private multinomial(): Exact<KindCounts> {
    const q = finalKinds(this.spec);
    const n = this.spec.count;
    const out: Exact<KindCounts> = new Map();
    const fact = [1];
    for (let i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
    for (let six = 0; six <= n; six++)
      for (let success = 0; success <= n - six; success++)
        for (let one = 0; one <= n - six - success; one++) {
          const failure = n - six - success - one;
          const p = (fact[n] / (fact[six] * fact[success] * fact[one] * fact[failure])) * q.six ** six * q.success ** success * q.one ** one * q.failure ** failure;
          if (p === 0) continue;
          const value = { six, success, one, failure };
          out.set(JSON.stringify(value), { value, p });
        }
    return out;
  }

  sample(s: Sampler): KindCounts {
    const faces = this.spec.count > 0 ? s.roll(this.spec.purpose, 6, this.spec.count) : [];
    let kinds = faces.map((f) => kindOf(f, this.spec.target, this.spec.modifier));
    for (const pass of this.spec.rerolls) {
      const which = kinds.map((k, i) => (pass.kinds.includes(k) ? i : -1)).filter((i) => i >= 0);
      if (which.length === 0) continue;
      const again = s.reroll(pass.purpose, 6, which.length);
      which.forEach((i, j) => {
        kinds[i] = kindOf(again[j], this.spec.target, this.spec.modifier);
      });
      kinds = [...kinds];
    }
    const counts: KindCounts = { six: 0, success: 0, one: 0, failure: 0 };
    for (const k of kinds) counts[k]++;
    return counts;
  }
}

/** The number of dice that succeed (a natural 6 or a success): binomial when exact, the same chain when rolled. */
export function successes(spec: DiceSpec): Proc<number> {
  const q = finalKinds(spec);
  return primitive(
    () => binomial(spec.count, q.six + q.success),
    (s) => {
      const k = new DiceProc(spec).sample(s);
      return k.six + k.success;
    },
  );
}

/** Chance of one die succeeding with no reroll (digest §3.4): (1 + #{f in 2..5 : f + m ≥ X}) / 6. */
export function successChance(target: number, modifier: number): number {
  let n = 1;
  for (let f = 2; f <= 5; f++) if (f + modifier >= target) n++;
  return n / 6;
}
