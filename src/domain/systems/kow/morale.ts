/**
 * The `morale` capability: a nerve test (or a Headstrong roll) with its exact distribution
 * (KoW nerve: 003_80333abf01c9832d.txt L719-776, Inspiring L925-931, L999-1001, Headstrong L909-911).
 */
import { Explainer } from '../../core/explain.js';
import { evaluate, report } from '../../core/prob/evaluate.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { explainNerve, headstrongProc, nerveProc, type NerveOutcome, type NerveSpec } from './nerve.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';
import { has, invalid, resolveUnit, ruleN, type UnitInput } from './units.js';
import { pool } from '../../core/prob/pool.js';

export interface InspiringSource {
  rule: 'inspiring' | 'veryInspiring';
  /** Closest-base distance from the Inspiring unit to the tested unit, inches. */
  distance: number;
  /** An allied-contingent unit cannot inspire. */
  allied?: boolean;
}

export interface MoraleRequest {
  unit: UnitInput;
  /** All damage markers on the unit. */
  damage: number;
  /** A Brutal unit caused the test. */
  brutal?: boolean;
  inspiringSources?: InspiringSource[];
  /** 'headstrong': the start-of-turn D6 of a Wavering Headstrong unit; 'regeneration': the dice a Regeneration(n) unit rolls on receiving an order. */
  test?: 'nerve' | 'headstrong' | 'regeneration';
}

export interface MoraleResult {
  inspired?: boolean;
  outcome?: NerveOutcome | { ignoresWavering: boolean } | { recovered: number; damageAfter: number };
  /** Regeneration, exact mode: the expected damage recovered. */
  meanRecovered?: number;
  pSteady?: number;
  pWavering?: number;
  pRouted?: number;
}

// KoW Inspiring range 6", Very Inspiring 9", inclusive, non-allied: 003_80333abf01c9832d.txt L925-931, L999-1001
export function isInspired(own: ReadonlySet<string> | ReadonlyMap<string, unknown>, sources: readonly InspiringSource[]): boolean {
  if (own.has('inspiring') || own.has('veryInspiring')) return true;
  return sources.some((s) => !s.allied && s.distance <= (s.rule === 'veryInspiring' ? 9 : 6));
}

export function runMorale(req: MoraleRequest, ctx: RulesContext): RulesOutcome<MoraleResult> {
  const unit = resolveUnit(req.unit, ['unit']);
  if (!(typeof req.damage === 'number' && Number.isInteger(req.damage) && req.damage >= 0)) throw invalid('/damage', 'damage must be a non-negative integer');
  const ex = new Explainer();
  if (req.test === 'headstrong') {
    if (!has(unit, 'headstrong')) throw invalid('/unit/specialRules', 'the unit does not have Headstrong');
    ex.add(R.headstrong, 'D6: on 4+ the unit ignores its wavering restrictions this turn but stays Disordered');
    const ev = evaluate(headstrongProc(), ctx.dice);
    if (ev.kind === 'exact') {
      const distribution = report(ev.outcomes, { ignoresWavering: (v) => String(v) });
      return { result: {}, distribution, explanation: ex.steps };
    }
    return { result: { outcome: { ignoresWavering: ev.value } }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
  }
  if (req.test === 'regeneration') {
    // KoW Regeneration(n): 003_80333abf01c9832d.txt L966-970 — one die per damage point, each n+ removes one
    const n = ruleN(unit, 'regeneration');
    if (!n) throw invalid('/unit/specialRules', 'the unit does not have Regeneration(n)');
    ex.add(R.regeneration, `Regeneration(${n}): one die per point of damage (${req.damage}); each ${n}+ removes one`);
    const proc = pool({ purpose: 'regeneration', count: req.damage, target: Math.min(n, 7), naturalOneFails: false });
    const ev = evaluate(proc, ctx.dice);
    if (ev.kind === 'exact') {
      const distribution = report(ev.outcomes, { recovered: (v) => v, damageAfter: (v) => req.damage - v });
      return { result: { meanRecovered: distribution.mean as number }, distribution, explanation: ex.steps };
    }
    return { result: { outcome: { recovered: ev.value, damageAfter: req.damage - ev.value } }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
  }
  (req.inspiringSources ?? []).forEach((s, i) => {
    if (!(typeof s.distance === 'number' && s.distance >= 0 && Number.isFinite(s.distance))) throw invalid(`/inspiringSources/${i}/distance`, 'distance must be a non-negative number of inches');
  });
  const inspired = isInspired(unit.rules, req.inspiringSources ?? []);
  const spec: NerveSpec = { ne: unit.ne, damage: req.damage, brutal: req.brutal === true, inspired, ironResolve: has(unit, 'ironResolve') };
  explainNerve(ex, spec);
  ex.add(R.rerolls, 'A rerolled test is never rerolled again');
  const ev = evaluate(nerveProc(spec), ctx.dice);
  if (ev.kind === 'exact') {
    const distribution = report(ev.outcomes, { result: (o) => o.result, total: (o) => o.total, damageAfter: (o) => o.damageAfter });
    const p = (r: string) => (distribution.result as Array<{ value: string; p: number }>).find((e) => e.value === r)?.p ?? 0;
    return { result: { inspired, pSteady: p('steady'), pWavering: p('wavering'), pRouted: p('routed') }, distribution, explanation: ex.steps };
  }
  return { result: { inspired, outcome: ev.value }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
}

export const moraleCapability: Capability<MoraleRequest, MoraleResult> = {
  options: optionsNamed('fearlessDoubleSix'),
  usesDice: true,
  run: runMorale,
};
