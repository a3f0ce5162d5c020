/**
 * Morale and panic tests (digest §5), one procedure for exact, seeded and given dice.
 *  - Morale test: 2D6 + modifiers (never below 0) passes at or above Morale (000_4d85fd9897d069bf.txt L1242-1254;
 *    002_953a7ceb75253954.txt L854-860).
 *  - Panic test, 2021: 2D6 and 1D3 rolled together; the 2D6 total is compared; a failure costs wounds equal to the
 *    D3 (000_4d85fd9897d069bf.txt L1256-1276, L2911-2914). 2018: 2D6 only; a failure costs one wound per point short of
 *    Morale (002_953a7ceb75253954.txt L866, L1476).
 *  - Panicked token: the enemy may spend it after the roll to force a reroll of any or all of the test's dice, the
 *    2021 D3 included (000_4d85fd9897d069bf.txt L1268-1270, L1697-1701). The engine's enemy picks the dice that most
 *    lower the chance of passing, then most raise the expected wounds, and spends the token only when that helps.
 */
import { Proc, type Exact } from '../../core/prob/proc.js';
import type { Sampler } from '../../core/prob/samplers.js';
import { cached, ExactCache } from './memo.js';

export type PanicKind = 'morale' | 'panic';

export interface PanicSpec {
  kind: PanicKind;
  version2018: boolean;
  morale: number;
  /** Sum of every modifier to the 2D6 total. */
  modifier: number;
  /** The enemy may spend the unit's Panicked token. */
  panicked: boolean;
  /** Iron Valour: one wound fewer on a failed panic test (000_4d85fd9897d069bf.txt L556-560). */
  woundReduction: number;
  /** At Any Cost (2018 Order): on a failure, destroy one own figure (this many wounds) to pass (002_953a7ceb75253954.txt L606-611). */
  atAnyCostWounds?: number;
}

export interface PanicOutcome {
  passed: boolean;
  total: number;
  /** Wounds the unit suffers (0 on a pass). */
  wounds: number;
  tokenSpent: boolean;
  atAnyCost: boolean;
}

type Faces = [number, number, number];

function judge(s: PanicSpec, f: Faces): Omit<PanicOutcome, 'tokenSpent'> {
  const total = Math.max(0, f[0] + f[1] + s.modifier);
  if (total >= s.morale) return { passed: true, total, wounds: 0, atAnyCost: false };
  if (s.kind === 'morale') return { passed: false, total, wounds: 0, atAnyCost: false };
  const raw = s.version2018 ? s.morale - total : f[2];
  const wounds = Math.max(0, raw - s.woundReduction);
  if (s.atAnyCostWounds !== undefined && s.atAnyCostWounds < wounds) return { passed: true, total, wounds: s.atAnyCostWounds, atAnyCost: true };
  return { passed: false, total, wounds, atAnyCost: false };
}

const sidesOf = (s: PanicSpec): number[] => (s.kind === 'panic' && !s.version2018 ? [6, 6, 3] : [6, 6]);

/** Every reroll choice: a subset of the test's dice (bit i set = die i rerolled). */
function outcomesAfter(s: PanicSpec, f: Faces, mask: number): Array<[Omit<PanicOutcome, 'tokenSpent'>, number]> {
  const sides = sidesOf(s);
  let seqs: Array<[Faces, number]> = [[[...f] as Faces, 1]];
  sides.forEach((n, i) => {
    if (!(mask & (1 << i))) return;
    seqs = seqs.flatMap(([g, p]) => Array.from({ length: n }, (_, k) => {
      const h = [...g] as Faces;
      h[i] = k + 1;
      return [h, p / n] as [Faces, number];
    }));
  });
  return seqs.map(([g, p]) => [judge(s, g), p]);
}

const score = (outs: Array<[Omit<PanicOutcome, 'tokenSpent'>, number]>): [number, number] => [
  outs.reduce((a, [o, p]) => a + (o.passed ? p : 0), 0),
  outs.reduce((a, [o, p]) => a + o.wounds * p, 0),
];

/** The enemy's reroll of a Panicked unit's test: the subset that most lowers P(pass), then most raises E[wounds]; 0 = none. */
export function enemyRerollMask(s: PanicSpec, f: Faces): number {
  if (!s.panicked) return 0;
  const dice = sidesOf(s).length;
  let best = 0;
  let [bestPass, bestWounds] = score(outcomesAfter(s, f, 0));
  for (let mask = 1; mask < 1 << dice; mask++) {
    const [pass, wounds] = score(outcomesAfter(s, f, mask));
    if (pass < bestPass - 1e-12 || (Math.abs(pass - bestPass) <= 1e-12 && wounds > bestWounds + 1e-12)) {
      best = mask;
      bestPass = pass;
      bestWounds = wounds;
    }
  }
  return best;
}

const TESTS = new ExactCache();

/** A morale or panic test as a procedure. */
export class PanicProc extends Proc<PanicOutcome> {
  constructor(private readonly s: PanicSpec, private readonly purpose: string) {
    super();
  }

  exact(): Exact<PanicOutcome> {
    return TESTS.get(JSON.stringify(this.s), () => this.enumerate());
  }

  private enumerate(): Exact<PanicOutcome> {
    const out: Exact<PanicOutcome> = new Map();
    const sides = sidesOf(this.s);
    const third = sides[2] ?? 1;
    const p0 = 1 / (36 * third);
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let d = 1; d <= third; d++) {
          const f: Faces = [a, b, d];
          const mask = enemyRerollMask(this.s, f);
          for (const [o, p] of outcomesAfter(this.s, f, mask)) {
            const value: PanicOutcome = { ...o, tokenSpent: mask !== 0 };
            const key = JSON.stringify(value);
            const hit = out.get(key);
            if (hit) hit.p += p * p0;
            else out.set(key, { value, p: p * p0 });
          }
        }
    return out;
  }

  sample(sampler: Sampler): PanicOutcome {
    const sides = sidesOf(this.s);
    const [a, b] = sampler.roll(`${this.purpose}: 2D6`, 6, 2);
    const d = sides[2] ? sampler.roll(`${this.purpose}: D3`, 3, 1)[0] : 1;
    const f: Faces = [a, b, d];
    const mask = enemyRerollMask(this.s, f);
    sides.forEach((n, i) => {
      if (mask & (1 << i)) f[i] = sampler.reroll(`${this.purpose}: Panicked token reroll`, n, 1)[0];
    });
    return { ...judge(this.s, f), tokenSpent: mask !== 0 };
  }
}

const SHORT = new ExactCache();

/** A panic test without its total (what the attack chain reads): fewer outcomes, memoised per spec. */
export function panicResult(s: PanicSpec, purpose: string): Proc<Omit<PanicOutcome, 'total'>> {
  return cached(SHORT, JSON.stringify(s), () => new PanicProc(s, purpose).map((o) => ({ passed: o.passed, wounds: o.wounds, tokenSpent: o.tokenSpent, atAnyCost: o.atAnyCost })));
}
