/**
 * The `morale` capability (digest §5): a Morale test or a panic test with every modifier and the Panicked token's
 * reroll, per rules version (2021: 2D6 + D3, wounds equal to the D3; 2018: 2D6, wounds by the shortfall), its exact
 * chance and distribution of wounds, and whether the situation calls for a test at all (§5.3).
 */
import { DomainError, IssueCollector } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate, probability, report } from '../../core/prob/evaluate.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { panicSpec } from './attacks.js';
import { combatOptions } from './options-combat.js';
import { PanicProc } from './panic.js';
import { is2018, r18, r21 } from './rules.js';
import { afterWounds, ranksOf, resolveUnit, woundsLeft, type UnitInput } from './units.js';

export const M = {
  morale21: r21('morale-test', 'L1242-1254', 'Morale test: 2D6 + modifiers (never below 0) passes at or above Morale'),
  morale18: r18('morale-test', 'L854-860', 'Morale test: 2D6 against Morale'),
  panic21: r21('panic-test', 'L1256-1276, L2911-2914', 'Panic test: 2D6 and D3; a failure costs wounds equal to the D3'),
  panic18: r18('panic-test', 'L866, L1476', 'Panic test: 2D6; a failure costs one wound per point short of Morale'),
  auto: r21('panic-automatic', 'L1181-1186, L1204-1208', 'An attack that inflicts no wound: the panic test is passed automatically (it still counts as taken)'),
  failedCharge: r21('failed-charge', 'L1121-1131', 'A failed charge: the charger takes a panic test'),
  rangedIntoMelee: r21('ranged-into-melee', 'L985-993', 'Firing into a melee: every friendly unit engaged with the target tests panic'),
  crown: r21('crown-zone', 'L1297-1310', 'Crown zone: one enemy unit tests panic at −1 (OCR-damaged, §9.3)'),
  flank: r21('flank-rear-panic', 'L1232-1240', 'Flank −1 / rear −2 to the defender\'s panic test'),
  flank18: r18('flank-rear', 'L849-850', 'Flank and rear bonuses: melee attacks only'),
  vicious: r21('vicious', 'L2946', 'Vicious: −2 to the defender\'s panic test'),
  terrain: r21('horrifying-inspiring', 'L1968-1974', 'Within 6" of Horrifying −1 / Inspiring +1 to Morale and panic tests'),
  terrain18: r18('horrifying-inspiring', 'L1139, L1148', 'Horrifying and Inspiring terrain; several pieces count once'),
  valour: r21('iron-valour', 'L552-560, L623-630', 'Iron Valour: +1 to panic tests, −1 wound on a failure'),
  unyielding: r18('unyielding', 'L1006', 'Unyielding: +2 to Morale tests; same-name copies do not stack'),
  panicked: r21('panicked', 'L1697-1701', 'Panicked: the enemy forces a reroll of any or all dice of a Morale test (2021: the D3 too)'),
  atAnyCost: r18('at-any-cost', 'L606-611', 'At Any Cost: on a failed panic test, destroy one own figure to pass'),
};

export type PanicTrigger = 'attack' | 'failedCharge' | 'rangedIntoMelee' | 'crownZone' | 'ability' | 'other';

export interface MoraleRequest {
  kind: 'morale' | 'panic';
  unit: UnitInput;
  trigger?: PanicTrigger;
  /** trigger attack: wounds the attack inflicted (0: the test is passed automatically). */
  woundsInflicted?: number;
  arc?: 'front' | 'flank' | 'rear';
  attackKind?: 'melee' | 'ranged';
  vicious?: boolean;
  nearHorrifying?: boolean;
  nearInspiring?: boolean;
  /** Further modifiers from cards the engine does not know. */
  modifier?: number;
}

export function testMorale(req: MoraleRequest, ctx: RulesContext): RulesOutcome {
  const v18 = is2018(ctx.rulesVersion);
  const issues = new IssueCollector();
  const unit = resolveUnit(req.unit, '/unit', issues, ctx.rulesVersion, false); // a Morale test rolls no Defence: not required
  issues.throwIfAny('invalid_input', 'Invalid unit');
  const u = unit!;
  if (woundsLeft(u) === 0) throw new DomainError('impossible_state', 'A destroyed unit takes no test', [{ path: '/unit/figures', code: 'destroyed', message: 'no figures left' }]);
  const ex = new Explainer();
  const panic = req.kind === 'panic';
  if (!panic && req.trigger) throw new DomainError('invalid_input', 'A trigger calls for a panic test', [{ path: '/trigger', code: 'panic_only', message: 'use kind "panic" with a trigger' }]);
  const trigger = req.trigger ?? (panic ? 'other' : undefined);
  if (trigger === 'attack' && req.woundsInflicted === undefined) throw new DomainError('invalid_input', 'trigger "attack" needs woundsInflicted', [{ path: '/woundsInflicted', code: 'required', message: 'wounds the attack inflicted (0: automatic pass)' }]);
  if (trigger !== 'attack' && (req.arc || req.vicious || req.woundsInflicted !== undefined)) {
    throw new DomainError('invalid_input', 'arc, vicious and woundsInflicted describe the attack that triggered the test', [
      { path: req.arc ? '/arc' : req.vicious ? '/vicious' : '/woundsInflicted', code: 'attack_only', message: 'only with trigger "attack"' },
    ]);
  }
  if (trigger === 'failedCharge') ex.add(M.failedCharge, 'the charge failed: the charger tests panic, then its activation ends');
  if (trigger === 'rangedIntoMelee') ex.add(M.rangedIntoMelee, 'a friendly unit engaged with the target of a ranged attack tests panic');
  if (trigger === 'crownZone') ex.add(M.crown, 'Crown zone: −1');

  const base = { kind: req.kind, morale: u.morale, trigger: trigger ?? null };
  if (trigger === 'attack' && req.woundsInflicted === 0) {
    ex.add(M.auto, 'no wound: passed automatically, no dice, and the test counts as taken');
    return { result: { ...base, required: true, automatic: true, modifier: 0, pPass: 1, expectedWounds: 0 }, distribution: { passed: [{ value: 'pass', p: 1 }], wounds: [{ value: 0, p: 1 }], mean: 0, means: { wounds: 0 } }, explanation: ex.steps };
  }
  const arcApplies = req.arc !== undefined && req.arc !== 'front' && (req.attackKind !== 'ranged' || !v18);
  const arcMod = arcApplies ? (req.arc === 'flank' ? -1 : -2) : 0;
  if (req.arc && req.arc !== 'front') ex.add(v18 ? M.flank18 : M.flank, arcApplies ? `${req.arc}: ${arcMod}` : 'a ranged attack from the flank or rear gives no bonus in the 2018 rules');
  if (req.vicious) ex.add(M.vicious, 'Vicious: −2');
  if (req.nearHorrifying || req.nearInspiring) ex.add(v18 ? M.terrain18 : M.terrain, `${req.nearHorrifying ? 'Horrifying −1 ' : ''}${req.nearInspiring ? 'Inspiring +1' : ''}`.trim());
  if (u.abilities.has('ironValour') && panic) ex.add(M.valour, '+1, and one wound fewer on a failure');
  if (v18 && u.abilities.has('unyielding')) ex.add(M.unyielding, '+2');
  const modifier = arcMod + (req.vicious ? -2 : 0) + (trigger === 'crownZone' ? -1 : 0) + (req.nearHorrifying ? -1 : 0) + (req.nearInspiring ? 1 : 0) + (req.modifier ?? 0);
  const spend = ctx.options.spendTokens !== 'never';
  const spec = panic
    ? panicSpec(u, v18, modifier, spend)
    : { kind: 'morale' as const, version2018: v18, morale: u.morale, modifier: modifier + (v18 && u.abilities.has('unyielding') ? 2 : 0), panicked: u.tokens.panicked && spend, woundReduction: 0 };
  ex.add(panic ? (v18 ? M.panic18 : M.panic21) : v18 ? M.morale18 : M.morale21, `2D6${panic && !v18 ? ' and D3' : ''} ${spec.modifier >= 0 ? '+' : '−'} ${Math.abs(spec.modifier)} against Morale ${u.morale}+`);
  if (spec.panicked) ex.add(M.panicked, 'the enemy may spend the Panicked token to force rerolls');
  if (spec.atAnyCostWounds !== undefined && panic) ex.add(M.atAnyCost, `the unit may destroy a figure (${spec.atAnyCostWounds} wound${spec.atAnyCostWounds === 1 ? '' : 's'}) to pass when that costs less`);
  const proc = new PanicProc(spec, panic ? 'panic test' : 'morale test').map((o) => ({ ...o, wounds: Math.min(o.wounds, woundsLeft(u)) }));
  const ev = evaluate(proc, ctx.dice);
  const ranks = ranksOf(u, u.figures, ctx.rulesVersion);
  if (ev.kind === 'exact') {
    const dist = report(ev.outcomes, { wounds: (o) => o.wounds, passed: (o) => (o.passed ? 'pass' : 'fail'), total: (o) => o.total });
    const pPass = probability(ev.outcomes, (o) => o.passed);
    return {
      result: { ...base, required: true, automatic: false, modifier: spec.modifier, pPass, pFail: 1 - pPass, expectedWounds: (dist.means as Record<string, number>).wounds, pDestroyed: probability(ev.outcomes, (o) => afterWounds(u, o.wounds).figures === 0) },
      distribution: dist,
      explanation: ex.steps,
    };
  }
  const o = ev.value;
  const after = afterWounds(u, o.wounds);
  return {
    result: { ...base, required: true, automatic: false, modifier: spec.modifier, passed: o.passed, total: o.total, wounds: o.wounds, panickedTokenSpent: o.tokenSpent, atAnyCost: o.atAnyCost, figuresLeft: after.figures, ranksLost: ranks - ranksOf(u, after.figures, ctx.rulesVersion), destroyed: after.figures === 0 },
    rolls: ev.rolls,
    ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}),
    explanation: ex.steps,
  };
}

export const moraleCapability: Capability<MoraleRequest> = {
  options: combatOptions('spendTokens'),
  usesDice: true,
  run: (payload, ctx) => testMorale(payload, ctx),
};
