/**
 * Nerve tests (KoW nerve: 003_80333abf01c9832d.txt L719-776, L884-886, L925-935, L999-1001) as a
 * dice procedure: exact, seeded or given with one code path. Dice order: the 2D6, then (only on a
 * Routed result of an inspired unit) the rerolled 2D6.
 */
import type { Explainer } from '../../core/explain.js';
import { pure, type Proc } from '../../core/prob/proc.js';
import { pool, test2d6 } from '../../core/prob/pool.js';
import { R } from './rules.js';

export type NerveResult = 'steady' | 'wavering' | 'routed';

export interface NerveSpec {
  ne: { waver: number | null; rout: number };
  /** All damage markers on the unit when it tests. */
  damage: number;
  /** +1 to the total when a Brutal unit caused the test. */
  brutal: boolean;
  /** A Routed result must be rerolled once (Inspiring / Very Inspiring). */
  inspired: boolean;
  ironResolve: boolean;
  /** Option brutalNerve 'roll': Brutal's +1 is part of the roll, so a double 1 read with it is a 3, not a double 1. */
  brutalOnRoll?: boolean;
}

export interface NerveOutcome {
  result: NerveResult;
  total: number;
  rerolled: boolean;
  /** Damage after Iron Resolve. */
  damageAfter: number;
}

// KoW nerve roll, doubles and Fearless: 003_80333abf01c9832d.txt L719-737, L756-776
// Brutal +1 (L884-886): added to the total by default (digest §12 item 21), so it cannot undo a double 1
export function readNerve(d1: number, d2: number, spec: Pick<NerveSpec, 'ne' | 'damage' | 'brutal' | 'brutalOnRoll'>): { result: NerveResult; total: number } {
  const total = d1 + d2 + spec.damage + (spec.brutal ? 1 : 0);
  if (d1 === 1 && d2 === 1 && !(spec.brutal && spec.brutalOnRoll)) return { result: 'steady', total };
  if (total >= spec.ne.rout) return { result: 'routed', total };
  if (spec.ne.waver !== null && total >= spec.ne.waver) return { result: 'wavering', total };
  if (d1 === 6 && d2 === 6 && spec.ne.waver !== null) return { result: 'wavering', total };
  return { result: 'steady', total };
}

// KoW Inspiring reroll and Iron Resolve: 003_80333abf01c9832d.txt L925-935
export function nerveProc(spec: NerveSpec): Proc<NerveOutcome> {
  const finish = (r: { result: NerveResult; total: number }, rerolled: boolean): NerveOutcome => ({
    ...r,
    rerolled,
    damageAfter: r.result === 'steady' && spec.ironResolve ? Math.max(0, spec.damage - 1) : spec.damage,
  });
  return test2d6('nerve').then(([a, b]) => {
    const first = readNerve(a, b, spec);
    if (first.result !== 'routed' || !spec.inspired) return pure(finish(first, false));
    return test2d6('nerve reroll (Inspiring)').map(([c, d]) => finish(readNerve(c, d, spec), true));
  });
}

export interface NerveOdds {
  steady: number;
  wavering: number;
  routed: number;
}

/**
 * Exact odds of one nerve test, Inspiring reroll included, read over the 36 faces of the 2D6
 * (same readings as nerveProc; used to convolve a damage distribution with the test cheaply).
 */
// KoW nerve roll, doubles, Inspiring reroll: 003_80333abf01c9832d.txt L719-776, L925-931
export function nerveOdds(spec: NerveSpec): NerveOdds {
  const once: NerveOdds = { steady: 0, wavering: 0, routed: 0 };
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) once[readNerve(a, b, spec).result] += 1 / 36;
  if (!spec.inspired) return once;
  const r = once.routed;
  return { steady: once.steady + r * once.steady, wavering: once.wavering + r * once.wavering, routed: r * once.routed };
}

/** Explain how a nerve spec was built. */
export function explainNerve(ex: Explainer, spec: NerveSpec): void {
  const waver = spec.ne.waver === null ? '–' : String(spec.ne.waver);
  ex.add(R.nerveRoll, `2D6 + ${spec.damage} damage${spec.brutal ? ' + 1 (Brutal)' : ''} against ${waver}/${spec.ne.rout}`);
  ex.add(R.doubleOne, 'A double 1 is always Steady, ignoring modifiers');
  if (spec.ne.waver === null) ex.add(R.fearless, 'Fearless: the unit is Steady or Routed, a double 6 that does not rout leaves it Steady');
  else ex.add(R.doubleSix, 'A double 6 that does not rout makes the unit Waver');
  if (spec.brutal) ex.add(R.brutal, spec.brutalOnRoll ? '+1 to the roll itself (brutalNerve roll): a double 1 read with it is a 3, not an automatic Steady' : '+1 to the total (once, however many Brutal units); a double 1 still ignores it');
  if (spec.inspired) ex.add(R.inspiring, 'Inspired: a Routed result is rerolled once and the second result stands');
  if (spec.ironResolve) ex.add(R.ironResolve, 'Iron Resolve: a Steady result removes 1 damage');
}

// KoW Headstrong: 003_80333abf01c9832d.txt L909-911
export const headstrongProc = (): Proc<boolean> => pool({ purpose: 'headstrong', count: 1, target: 4, naturalOneFails: true }).map((s) => s === 1);
