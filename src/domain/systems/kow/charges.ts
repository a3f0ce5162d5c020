/**
 * The `charges` capability: can this unit charge that one, and how does it get there
 * (KoW charges: 003_80333abf01c9832d.txt L299-403; line of sight L106-151, L447-469; Hindered
 * L639-646; special rules L897-1012). The procedure is digest §4.9: order eligibility, front arc,
 * line of sight, range to the nearest visible point, the facing charged, the final position
 * (aligned and slid along the facing, corner-only contact illegal), a path with one pivot (two for
 * Nimble / Fly), Hindered, and Yellow-Bellied.
 */
import { IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate } from '../../core/prob/evaluate.js';
import { pool } from '../../core/prob/pool.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { runAdvance } from './charge-advance.js';
import { runArc } from './charge-arc.js';
import { runRegroup } from './charge-regroup.js';
import { runStepBack } from './charge-stepback.js';
import { fitChargers } from './charge-multiple.js';
import type { ChargeRequest, ChargeResult, World } from './charge-types.js';
import { yellowBellied } from './charge-verdict.js';
import { checkMove } from './movement.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';
import { has, invalid } from './units.js';
import { assertPossible, collectTable, collectTerrain, collectUnits } from './world.js';

export { CHARGE_CODES, turn, type AdvanceReport, type ArcReport, type StepBackReport, type RegroupChoice, type RegroupOutcome, type RegroupReport, type ChargeCode, type ChargeReason, type ChargeRequest, type ChargeResult, type ChargeVerdict, type PathMove, type Pose } from './charge-types.js';

export function runCharge(req: ChargeRequest, ctx: RulesContext): RulesOutcome<ChargeResult> {
  const issues = new IssueCollector();
  const table = collectTable(req.table, issues);
  const pieces = collectTerrain(req.terrain, 'terrain', issues);
  if (!Array.isArray(req.units) || req.units.length === 0) issues.add('/units', 'required', 'units must list at least the charger and the target');
  const units = collectUnits(Array.isArray(req.units) ? req.units : [], 'units', pieces, issues, ctx.options);
  issues.throwIfAny(issues.issues.some((i) => i.code === 'unknown_catalogue_id' || i.code === 'unknown_special_rule') ? 'unknown_reference' : 'invalid_input', 'Invalid charge request');
  const byId = new Map(units.map((u) => [u.id, u]));
  const refs = new IssueCollector();
  const ref = (path: string, id: unknown) => {
    if (typeof id !== 'string' || !byId.has(id)) refs.add(path, 'unknown_unit', `no unit with id "${String(id)}" in units`);
  };
  ref('/charger', req.charger);
  if (req.mode === 'move') {
    if (req.target !== undefined) refs.add('/target', 'invalid_value', 'a move has no target (a Charge is mode normal)');
  } else if (req.mode === 'advance') {
    if (req.target !== undefined) refs.add('/target', 'invalid_value', 'an advance has no target: it charges whatever enemy it meets');
    ref('/routed', req.routed);
  } else if (req.mode === 'regroup') {
    if (req.target !== undefined) refs.add('/target', 'invalid_value', 'a regroup has no target: its target was routed (give it as routed if still listed)');
    if (req.routed !== undefined) ref('/routed', req.routed);
  } else if (req.mode === 'stepBack') {
    if (req.target !== undefined) refs.add('/target', 'invalid_value', 'a step back has no target: the charger steps back from the unit it fought');
  } else if (req.mode === 'arc') {
    if ((req.target === undefined) === (req.point === undefined)) refs.add('/target', 'invalid_value', 'mode arc asks about a target unit or a point: give exactly one');
    else if (req.target !== undefined) ref('/target', req.target);
    else if (!Number.isFinite(req.point?.x) || !Number.isFinite(req.point?.y)) refs.add('/point', 'invalid_value', 'point must have finite x and y (inches)');
  } else ref('/target', req.target);
  (req.alsoCharging ?? []).forEach((id, i) => ref(pointer('alsoCharging', i), id));
  (req.chargedByLastTurn ?? []).forEach((id, i) => ref(pointer('chargedByLastTurn', i), id));
  (req.headstrongPassed ?? []).forEach((id, i) => ref(pointer('headstrongPassed', i), id));
  refs.throwIfAny('unknown_reference', 'Unknown unit');
  // KoW Headstrong: 003_80333abf01c9832d.txt L909-911 — only a Headstrong unit can have passed its roll
  const notHeadstrong = new IssueCollector();
  (req.headstrongPassed ?? []).forEach((id, i) => {
    if (!has(byId.get(id)!.unit, 'headstrong')) notHeadstrong.add(pointer('headstrongPassed', i), 'invalid_value', `${id} does not have Headstrong`);
  });
  notHeadstrong.throwIfAny('invalid_input', 'Invalid charge request');
  const mode = req.mode ?? 'normal';
  if (!['normal', 'counter', 'advance', 'move', 'regroup', 'arc', 'stepBack'].includes(mode)) throw invalid('/mode', 'mode must be normal, counter, advance, move, regroup, arc or stepBack');
  if (mode === 'stepBack') return runStepBack(table, pieces, units, byId.get(req.charger)!, ctx.options.friendlyGap === '1inch' ? 1 : 0);
  if (mode === 'arc') return runArc(ctx, byId.get(req.charger)!, req.point, req.target === undefined ? undefined : byId.get(req.target));
  if (mode === 'advance') return runAdvance(req, ctx, table, pieces, units, byId);
  if (mode === 'regroup') return runRegroup(req, ctx, table, pieces, units, byId);
  if (mode === 'move') {
    assertPossible(table, units, pieces, 'units');
    if (req.order === undefined) throw invalid('/order', 'a move needs its order');
    return checkMove(table, units, pieces, byId.get(req.charger)!, req.order, req.moves ?? [], req.vanguard === true, ctx.options) as unknown as RulesOutcome<ChargeResult>;
  }
  const c = byId.get(req.charger)!;
  const t = byId.get(req.target!)!;
  const v2 = new IssueCollector();
  if (c.id === t.id) v2.add('/target', 'invalid_value', 'a unit cannot charge itself');
  else if (c.side === t.side) v2.add('/target', 'invalid_value', `${t.id} is on ${c.id}'s side (${c.side}); charges target enemies`);
  (req.alsoCharging ?? []).forEach((id, i) => {
    const u = byId.get(id)!;
    if (u.side !== c.side || u.id === c.id || u.id === t.id) v2.add(pointer('alsoCharging', i), 'invalid_value', `${id} must be another unit of side ${c.side}`);
  });
  v2.throwIfAny('invalid_input', 'Invalid charge request');
  assertPossible(table, units, pieces, 'units');

  const w: World = { table, units, pieces, byId, options: ctx.options, headstrongPassed: new Set(req.headstrongPassed ?? []) };
  const ex = new Explainer();
  const chargedBy = new Set(req.chargedByLastTurn ?? []);
  const order = [c, ...(req.alsoCharging ?? []).map((id) => byId.get(id)!)];
  const verdicts = fitChargers(w, order, t, mode, chargedBy, ex);
  for (const v of verdicts) v.legal = v.reasons.length === 0;

  // Yellow-Bellied (L1006-1012): a legal frontal charge against an ordinary unit rolls a D6; 1 = Halt
  const first = verdicts[0];
  const rolls: RulesOutcome['rolls'] = [];
  let unusedRolls: number[] | undefined;
  let distribution: RulesOutcome['distribution'];
  for (const [i, v] of verdicts.entries()) {
    const u = order[i];
    const applies = v.legal && yellowBellied(w, u, t, mode, v);
    if (!has(u.unit, 'yellowBellied')) continue;
    v.yellowBellied = { applies };
    if (!applies) continue;
    ex.add(R.yellowBellied, `${u.id} is Yellow-Bellied and charges an enemy front: D6, on a 1 it Halts instead`);
    const proc = pool({ purpose: `yellow-bellied ${u.id}`, count: 1, target: 2, naturalOneFails: true });
    if (ctx.dice.mode === 'exact') {
      v.yellowBellied.pProceed = 5 / 6;
      if (i === 0) distribution = { proceeds: [{ value: 'charge', p: 5 / 6 }, { value: 'halt', p: 1 / 6 }] };
    } else if (ctx.dice.mode === 'seeded') {
      const ev = evaluate(proc, { mode: 'seeded', seed: `${ctx.dice.seed}/${u.id}` });
      if (ev.kind === 'sampled') {
        v.yellowBellied.proceeds = ev.value === 1;
        rolls.push(...ev.rolls);
      }
    } else {
      const ev = evaluate(proc, { mode: 'given', rolls: ctx.dice.rolls.slice(rolls.length) });
      if (ev.kind === 'sampled') {
        v.yellowBellied.proceeds = ev.value === 1;
        rolls.push(...ev.rolls);
      }
    }
  }
  if (ctx.dice.mode === 'given' && ctx.dice.rolls.length > rolls.length) unusedRolls = ctx.dice.rolls.slice(rolls.length);
  ex.add(R.chargeVerdict, first.legal ? `${c.id} may charge ${t.id}'s ${first.facing}` : `${c.id} may not charge ${t.id}: ${first.reasons.map((r) => r.code).join(', ')}`);
  return {
    result: { ...first, alsoCharging: verdicts.slice(1) },
    ...(distribution ? { distribution } : {}),
    ...(ctx.dice.mode !== 'exact' ? { rolls } : {}),
    ...(unusedRolls ? { unusedRolls } : {}),
    explanation: ex.steps,
  };
}

export const chargesCapability: Capability<ChargeRequest, ChargeResult> = {
  options: optionsNamed('friendlyGap', 'arcTieBreak', 'strictSinglePivot', 'pathLengthCap', 'yellowBelliedExemptions', 'proximityNudge', 'counterChargeRange', 'frontArcBoundary', 'pathfinderAtTheDouble', 'hillBlocksSight', 'heroBase', 'regroupBlocked'),
  usesDice: true,
  run: runCharge,
};
