/**
 * `kind: combatRound` of the attacks capability: one whole round of close combat between the attacker's
 * unit (side 0) and the target's (side 1), with the combat result and the break-test odds (L1459-1777).
 */
import { Explainer } from '../../../core/explain.js';
import { entries, mean, type NumDist } from '../../../core/prob/dist.js';
import { GivenSampler } from '../../../core/prob/samplers.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { samplerOf } from '../dice.js';
import type { UnitInput } from '../units.js';
import type { GroupPlan } from '../attacks/build.js';
import { exactRound, rolledRound, type RoundExact, type RoundRolled } from './round.js';
import { setupRound, type CombatRoundInput } from './sides.js';

export interface CombatRoundReport {
  strikers: Array<{ side: number; name: string; challenge: boolean; groups: GroupPlan[] }>;
  odds?: RoundExact;
  rolled?: RoundRolled;
}

export interface CombatRoundResult {
  plan: { groups: GroupPlan[]; target: { models: number; wounds: number; woundsTaken: number; woundsRemaining: number } };
  combat: CombatRoundReport;
}

const toList = (d: NumDist) => entries(d).map(([value, p]) => ({ value, p }));

export function runCombatRound(attacker: UnitInput, target: UnitInput, input: CombatRoundInput, round: number | undefined, ctx: RulesContext): RulesOutcome<CombatRoundResult> {
  const ex = new Explainer();
  const setup = setupRound(attacker, target, { ...input, round: input.round ?? round }, ctx.options, ex);
  const strikers = setup.strikers.map((st) => ({ side: st.side, name: st.label, challenge: setup.pools[st.owner].fighter, groups: st.plans }));
  const groups = setup.strikers.flatMap((st) => st.plans.map((p) => ({ ...p, label: `${st.side === 0 ? 'attacker' : 'target'} ${st.label}: ${p.label}` }))).sort((a, b) => b.initiative - a.initiative);
  const t = setup.pools[1];
  const plan = { groups, target: { models: t.models, wounds: t.W, woundsTaken: t.taken, woundsRemaining: t.cap } };
  const s = samplerOf(ctx);
  if (s) {
    const rolled = rolledRound(setup, ctx.options, s, ex);
    return { result: { plan, combat: { strikers, rolled } }, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
  }
  const { exact, caused, difference } = exactRound(setup, ctx.options, ex);
  return {
    result: { plan, combat: { strikers, odds: exact } },
    distribution: {
      scoreDifference: toList(difference), woundsCausedByAttacker: toList(caused[0]), woundsCausedByTarget: toList(caused[1]),
      mean: mean(difference), means: { scoreDifference: mean(difference), woundsCausedByAttacker: mean(caused[0]), woundsCausedByTarget: mean(caused[1]) },
    },
    explanation: ex.steps,
  };
}
