/**
 * The exact outcome of one combat (or one attack): the damage of every attacker, their total by
 * convolution, Lifeleech per attacker, and the one nerve test that follows
 * (KoW nerve after all attacks of a combat: 003_80333abf01c9832d.txt L713-715; Brutal once L884-886;
 * Lifeleech per combat L937-940). The nerve test is convolved with the damage distribution through
 * the 2D6 odds of each damage total, never by enumerating joint outcomes.
 */
import { convolve, type NumDist } from '../../core/prob/dist.js';
import type { DistributionEntry, DistributionReport } from '../../core/system.js';
import { nerveOdds, type NerveSpec } from './nerve.js';

export interface ExactAttackerPart {
  hits: NumDist;
  damage: NumDist;
  /** Lifeleech(n), 0 for none. */
  lifeleech: number;
  attackerDamage: number;
}

const sorted = (m: Map<number | string, number>): DistributionEntry[] =>
  [...m]
    .filter(([, p]) => p > 0)
    .map(([value, p]) => ({ value, p }))
    .sort((a, b) => (typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value).localeCompare(String(b.value))));

const bump = (m: Map<number | string, number>, k: number | string, p: number) => m.set(k, (m.get(k) ?? 0) + p);
const meanOf = (list: DistributionEntry[]) => list.reduce((s, e) => s + (e.value as number) * e.p, 0);

/** Attacker's damage after Lifeleech, as a distribution over its own damage dealt. */
export function lifeleechAfter(part: ExactAttackerPart): DistributionEntry[] {
  const m = new Map<number | string, number>();
  for (const [d, p] of part.damage) bump(m, part.attackerDamage - Math.min(part.lifeleech, d, part.attackerDamage), p);
  return sorted(m);
}

/**
 * Distribution report of a combat: damage (total), targetDamageAfter, attackerDamageAfter (one
 * attacker with Lifeleech), nerve (with `nerve`), hits (total); `mean` is the mean damage.
 */
export function combatReport(parts: readonly ExactAttackerPart[], targetDamage: number, nerve: Omit<NerveSpec, 'damage'> | null): DistributionReport {
  let total: NumDist = new Map([[0, 1]]);
  let hits: NumDist = new Map([[0, 1]]);
  for (const part of parts) {
    total = convolve(total, part.damage);
    hits = convolve(hits, part.hits);
  }
  const damage = new Map<number | string, number>();
  const after = new Map<number | string, number>();
  const result = new Map<number | string, number>();
  for (const [d, p] of total) {
    bump(damage, d, p);
    const D = targetDamage + d;
    if (!nerve || d === 0) {
      bump(after, D, p);
      if (nerve) bump(result, 'noTest', p);
      continue;
    }
    const odds = nerveOdds({ ...nerve, damage: D });
    bump(result, 'steady', p * odds.steady);
    bump(result, 'wavering', p * odds.wavering);
    bump(result, 'routed', p * odds.routed);
    // Iron Resolve (L933-935): a Steady result removes 1 damage
    if (nerve.ironResolve) {
      bump(after, Math.max(0, D - 1), p * odds.steady);
      bump(after, D, p * (odds.wavering + odds.routed));
    } else bump(after, D, p);
  }
  const out: DistributionReport = { damage: sorted(damage), targetDamageAfter: sorted(after) };
  const leech = parts.length === 1 && parts[0]!.lifeleech > 0 ? lifeleechAfter(parts[0]!) : null;
  if (leech) out.attackerDamageAfter = leech;
  if (nerve) out.nerve = sorted(result);
  const means: Record<string, number> = { damage: meanOf(out.damage as DistributionEntry[]), targetDamageAfter: meanOf(out.targetDamageAfter as DistributionEntry[]) };
  if (leech) means.attackerDamageAfter = meanOf(leech);
  out.mean = means.damage!;
  out.hits = sorted(new Map(hits));
  means.hits = meanOf(out.hits as DistributionEntry[]);
  out.means = means;
  return out;
}
