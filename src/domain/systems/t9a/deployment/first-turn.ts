/** Who chooses the first turn (L526-533): both roll a D6, the player who finished deploying adds the opponent's undeployed units. */
import type { Explainer } from '../../../core/explain.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import { R } from '../rules.js';
import type { FirstTurnAnswer, PreGameRequest } from './types.js';
import { other, type Side } from './zone.js';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
export const fraction = (n: number, d: number) => `${n / gcd(n, d)}/${d / gcd(n, d)}`;

/** Ties: rolled again (default), or the player who finished deploying chooses (option firstTurnTie). */
export type FirstTurnTie = 'reroll' | 'finishedFirst';

// The undeployed units count war machines as one and characters as one: 004_1ae45c4b93e4399d.txt L526-530
export const undeployedUnits = (u: { units: number; warMachines: number; characters: number }) => u.units + (u.warMachines > 0 ? 1 : 0) + (u.characters > 0 ? 1 : 0);

/** Exact odds that the finisher chooses: over the 36 pairs, wins over decided pairs (reroll) or wins and ties. */
export function finisherOdds(bonus: number, tie: FirstTurnTie): { num: number; den: number } {
  let win = 0;
  let draw = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
    if (a + bonus > b) win++;
    else if (a + bonus === b) draw++;
  }
  return tie === 'reroll' ? { num: win, den: 36 - draw } : { num: win + draw, den: 36 };
}

// First turn: both roll a D6, the finisher adds the undeployed units, the higher chooses who plays first (ties: ENGINE DECISION): 004_1ae45c4b93e4399d.txt L531-533
export function firstTurnRoll(spec: NonNullable<PreGameRequest['firstTurnRoll']>, tie: FirstTurnTie, sampler: Sampler | null, ex: Explainer): FirstTurnAnswer {
  const f = spec.finishedFirst;
  const n = undeployedUnits(spec.undeployed);
  const out: FirstTurnAnswer = { finishedFirst: f, undeployedUnits: n };
  const { units, warMachines, characters } = spec.undeployed;
  ex.add(R.firstTurnRoll, `side ${f} finished deploying first: side ${other(f)} has ${n} undeployed unit(s) (${units} unit(s), ${warMachines} war machine(s) counting as ${warMachines > 0 ? 1 : 0}, ${characters} character(s) counting as ${characters > 0 ? 1 : 0}), added to side ${f}'s die`);
  const tieWords = tie === 'reroll' ? 'a tie is rolled again (option firstTurnTie reroll)' : `a tie goes to side ${f}, who finished deploying first (option firstTurnTie finishedFirst)`;
  if (!sampler) {
    const { num, den } = finisherOdds(n, tie);
    const pf = { side: f, p: num / den, fraction: fraction(num, den) };
    const po = { side: other(f), p: (den - num) / den, fraction: fraction(den - num, den) };
    out.pChooses = f === 'A' ? [pf, po] : [po, pf];
    ex.add(R.firstTurnRoll, `${tieWords}: side ${f} chooses who plays the first turn with ${pf.fraction}, side ${other(f)} with ${po.fraction}`);
    return out;
  }
  out.rolls = [];
  out.totals = [];
  for (let k = 0; k < 1000; k++) {
    const [a, b] = sampler.roll('first-turn roll-off', 6, 2) as [number, number];
    const ta = a + (f === 'A' ? n : 0);
    const tb = b + (f === 'B' ? n : 0);
    out.rolls.push([a, b]);
    out.totals.push([ta, tb]);
    if (ta !== tb || tie === 'finishedFirst') {
      out.chooser = ta > tb ? 'A' : tb > ta ? 'B' : f;
      break;
    }
  }
  ex.add(R.firstTurnRoll, `${out.rolls.map(([a, b], k) => `A ${a}${f === 'A' && n ? ` + ${n}` : ''} = ${out.totals![k][0]}, B ${b}${f === 'B' && n ? ` + ${n}` : ''} = ${out.totals![k][1]}`).join('; then ')} (${tieWords}): side ${out.chooser} chooses who plays the first turn`);
  return out;
}
