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
import { has, invalid, resolveUnit, ruleN, type Unit, type UnitInput } from './units.js';
import { pool } from '../../core/prob/pool.js';
import { closestPointOnPolygon, polygonDistance } from '../../core/table/intersect.js';
import { footprintPolygon, leaderPoint } from '../../core/table/shapes.js';
import { dist } from '../../core/table/vec.js';
import { footprintOf } from './world.js';

export interface TablePose {
  centre: { x: number; y: number };
  facing: number;
}

export interface InspiringSource {
  rule: 'inspiring' | 'veryInspiring';
  /** Closest-base distance from the Inspiring unit to the tested unit, inches; or give `unit` and `position` (with the request's `position`). */
  distance?: number;
  /** An allied-contingent unit cannot inspire. */
  allied?: boolean;
  /** The Inspiring unit and where it stands: the range is then measured (option inspiringRange). */
  unit?: UnitInput;
  position?: TablePose;
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
  /** Headstrong: whether the unit starts its turn Wavering (default true; false: no roll). */
  wavering?: boolean;
  /** Shooting phase: the unit was contacted by an enemy's Surge move ('contacted') or made one ('surged') (option surgeNerveReferent). */
  surge?: 'contacted' | 'surged';
  /** Where the tested unit stands (for Inspiring sources given with positions). */
  position?: TablePose;
}

export interface MoraleResult {
  inspired?: boolean;
  outcome?: NerveOutcome | { ignoresWavering: boolean } | { recovered: number; damageAfter: number };
  /** Regeneration, exact mode: the expected damage recovered. */
  meanRecovered?: number;
  pSteady?: number;
  pWavering?: number;
  pRouted?: number;
  /** No dice: why no roll is made (NOT_WAVERING for Headstrong, SURGE_NO_NERVE_TEST). */
  noRoll?: { code: 'NOT_WAVERING' | 'SURGE_NO_NERVE_TEST'; message: string };
  /** Inspiring sources given with positions: the range measured, inches, in order. */
  inspiringDistances?: number[];
}

// KoW Inspiring range 6", Very Inspiring 9", inclusive, non-allied: 003_80333abf01c9832d.txt L925-931, L999-1001
export function isInspired(own: ReadonlySet<string> | ReadonlyMap<string, unknown>, sources: readonly InspiringSource[]): boolean {
  if (own.has('inspiring') || own.has('veryInspiring')) return true;
  return sources.some((s) => !s.allied && s.distance !== undefined && s.distance <= (s.rule === 'veryInspiring' ? 9 : 6));
}

const finitePose = (p: TablePose | undefined): boolean => !!p && !!p.centre && Number.isFinite(p.centre.x) && Number.isFinite(p.centre.y) && Number.isFinite(p.facing);

// KoW Inspiring range (L925-931): closest base points (L157-158, digest §12 item 22) or the leader point (L97-104)
export function inspiringDistance(source: Unit, at: TablePose, tested: Unit, testedAt: TablePose, mode: 'closestPoints' | 'leaderPoint'): number {
  const s = footprintOf(source, at.centre, at.facing);
  const t = footprintPolygon(footprintOf(tested, testedAt.centre, testedAt.facing));
  const d = mode === 'leaderPoint' ? dist(leaderPoint(s), closestPointOnPolygon(leaderPoint(s), t)) : polygonDistance(footprintPolygon(s), t);
  return Math.round(d * 1e6) / 1e6;
}

export function runMorale(req: MoraleRequest, ctx: RulesContext): RulesOutcome<MoraleResult> {
  const unit = resolveUnit(req.unit, ['unit']);
  if (!(typeof req.damage === 'number' && Number.isInteger(req.damage) && req.damage >= 0)) throw invalid('/damage', 'damage must be a non-negative integer');
  const ex = new Explainer();
  if (req.test === 'headstrong') {
    if (!has(unit, 'headstrong')) throw invalid('/unit/specialRules', 'the unit does not have Headstrong');
    if (req.wavering === false) {
      // KoW Headstrong only for a unit that starts its turn Wavering: 003_80333abf01c9832d.txt L909-911
      ex.add(R.headstrong, 'Headstrong is rolled only when the unit starts its turn Wavering; this unit is not Wavering, so no roll');
      return { result: { noRoll: { code: 'NOT_WAVERING', message: 'the unit is not Wavering: Headstrong is not rolled' } }, explanation: ex.steps };
    }
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
  if (req.surge !== undefined) {
    if (req.surge !== 'contacted' && req.surge !== 'surged') throw invalid('/surge', 'surge must be contacted or surged');
    // KoW Surge: "that unit does not test nerve" for the shooting phase's damage, 003_80333abf01c9832d.txt L1216-1221 (digest §12 item 16)
    const referent = ctx.options.surgeNerveReferent === 'surgingUnit' ? 'surged' : 'contacted';
    if (req.surge === referent) {
      ex.add(R.surge, referent === 'contacted' ? 'Surge: the enemy contacted by a Surge move takes no nerve test for this shooting phase\'s damage (surgeNerveReferent contactedEnemy)' : 'Surge: the Surging unit takes no nerve test for this shooting phase\'s damage (surgeNerveReferent surgingUnit)');
      return { result: { noRoll: { code: 'SURGE_NO_NERVE_TEST', message: 'no nerve test for the damage of this shooting phase (Surge)' } }, explanation: ex.steps };
    }
    ex.add(R.surge, `Surge exempts the ${referent === 'contacted' ? 'enemy contacted' : 'Surging unit'} only: this unit tests as usual`);
  }
  const measured: number[] = [];
  const sources = (req.inspiringSources ?? []).map((s, i): InspiringSource => {
    if (s.unit !== undefined || s.position !== undefined) {
      if (s.distance !== undefined) throw invalid(`/inspiringSources/${i}/distance`, 'give distance or unit and position, not both');
      if (s.unit === undefined) throw invalid(`/inspiringSources/${i}/unit`, 'a source with a position needs its unit');
      if (!finitePose(s.position)) throw invalid(`/inspiringSources/${i}/position`, 'position is {centre {x, y}, facing} in inches and degrees');
      if (!finitePose(req.position)) throw invalid('/position', 'sources with positions need the tested unit\'s position {centre {x, y}, facing}');
      const src = resolveUnit(s.unit, ['inspiringSources', String(i), 'unit']);
      const mode = ctx.options.inspiringRange === 'leaderPoint' ? 'leaderPoint' : 'closestPoints';
      const d = inspiringDistance(src, s.position!, unit, req.position!, mode);
      measured.push(d);
      ex.add(R.inspiring, `Inspiring source ${i + 1}: ${d}" from ${mode === 'leaderPoint' ? 'its leader point' : 'the closest point of its base'} to the tested unit (inspiringRange ${mode}); range ${s.rule === 'veryInspiring' ? 9 : 6}"`);
      return { rule: s.rule, distance: d, ...(s.allied ? { allied: true } : {}) };
    }
    if (!(typeof s.distance === 'number' && s.distance >= 0 && Number.isFinite(s.distance))) throw invalid(`/inspiringSources/${i}/distance`, 'distance must be a non-negative number of inches');
    return s;
  });
  const inspired = isInspired(unit.rules, sources);
  const brutal = req.brutal === true;
  const spec: NerveSpec = { ne: unit.ne, damage: req.damage, brutal, inspired, ironResolve: has(unit, 'ironResolve'), ...(brutal && ctx.options.brutalNerve === 'roll' ? { brutalOnRoll: true } : {}) };
  explainNerve(ex, spec);
  ex.add(R.rerolls, 'A rerolled test is never rerolled again');
  const ev = evaluate(nerveProc(spec), ctx.dice);
  if (ev.kind === 'exact') {
    const distribution = report(ev.outcomes, { result: (o) => o.result, total: (o) => o.total, damageAfter: (o) => o.damageAfter });
    const p = (r: string) => (distribution.result as Array<{ value: string; p: number }>).find((e) => e.value === r)?.p ?? 0;
    return { result: { inspired, pSteady: p('steady'), pWavering: p('wavering'), pRouted: p('routed'), ...(measured.length ? { inspiringDistances: measured } : {}) }, distribution, explanation: ex.steps };
  }
  return { result: { inspired, outcome: ev.value, ...(measured.length ? { inspiringDistances: measured } : {}) }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
}

export const moraleCapability: Capability<MoraleRequest, MoraleResult> = {
  options: optionsNamed('brutalNerve', 'surgeNerveReferent', 'inspiringRange'),
  usesDice: true,
  run: runMorale,
};
