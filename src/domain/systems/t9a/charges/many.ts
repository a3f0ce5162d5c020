/** Several chargers on one target (L918-928), with the one Terror test they cause (L3517-3521, L2159-2162). */
import { Explainer, type ExplanationStep } from '../../../core/explain.js';
import { footprintPolygon } from '../../../core/table/shapes.js';
import { GivenSampler } from '../../../core/prob/samplers.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { samplerOf } from '../dice.js';
import { pLdReroll } from '../morale.js';
import { R, SEED } from '../rules.js';
import { checkOne, dangerousTests, type Probe } from './check.js';
import { jointPlacement } from './joint.js';
import { footprintAt, laneFree, pathTo } from './lane.js';
import { JOINT_BUDGET } from './spot.js';
import { ldFraction } from './range.js';
import { causesTerror, rule, takesPanic, type Board, type ChargeRequest, type ChargeUnit } from './types.js';

const fraction = (r: Record<string, unknown>): [bigint, bigint] => {
  const [n, d] = String(r.pSuccessFraction).split('/');
  return [BigInt(n), BigInt(d)];
};
const prefixed = (id: string, steps: ExplanationStep[] | undefined): ExplanationStep[] => (steps ?? []).map((st) => ({ ...st, text: `${id}: ${st.text}` }));

/**
 * Several chargers on one target (L918-928): declared chargers step aside (L843-844); every range is rolled before
 * any moves; the chargers that arrive are placed together (joint.ts): as many models in combat as possible, then as
 * many in contact; one left without room makes a failed-charge move (BLOCKED_BY_CHARGER, L926-928). In exact mode
 * every charger that can legally charge is taken to arrive. The dice are independent: P(all arrive) is the product.
 */
export function runMany(req: ChargeRequest, target: ChargeUnit, board: Board, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const ids = req.chargerIds!;
  const s = samplerOf(ctx);
  const chargers: Array<Record<string, unknown>> = [];
  const probes: Probe[] = [];
  const explanation: ExplanationStep[] = [];
  // Terror (L3517-3521) on the first Terror charger's declaration only: passed, the target is exempt from panic for the
  // rest of the phase (L2160-2162); failed, it flees and a fleeing unit is immune to panic (L2159-2160).
  const terrorBy = ids.find((id) => causesTerror(req.units.find((u) => u.id === id)!, target));
  for (const id of ids) {
    const ch = req.units.find((u) => u.id === id)!;
    const probe: Probe = {};
    const out = checkOne(req, ch, target, board, ctx, s, { ignore: new Set(ids.filter((x) => x !== id)), skipTerror: true }, probe);
    const r = out.result;
    if (terrorBy !== undefined && id !== terrorBy && r.terrorTest) r.terrorTest = { ...(r.terrorTest as object), required: false, pPass: 1, pMustFlee: 0, takenOn: terrorBy };
    chargers.push({ chargerId: id, ...r });
    probes.push(probe);
    explanation.push(...prefixed(id, out.explanation));
  }
  const placement = placeTogether(req, target, board, ctx, chargers, probes, !!s);
  explanation.push(...placement.steps);
  const ps = chargers.map((c) => Number(c.pSuccess));
  let arrivals = [1];
  for (const p of ps) arrivals = [...arrivals, 0].map((q, k) => q * (1 - p) + (k > 0 ? arrivals[k - 1] * p : 0));
  const [num, den] = chargers.map(fraction).reduce(([n1, d1], [n2, d2]) => [n1 * n2, d1 * d2], [1n, 1n]);
  explanation.push(...new Explainer().add(rule('multipleCharges', 'L918-928', 'Multiple charges'), `${ids.length} chargers on ${target.id}: every range rolled before any moves; P(all arrive) = ${ps.map((p) => p.toFixed(4)).join(' × ')}`).steps);
  let terror: Record<string, unknown> | undefined;
  if (terrorBy !== undefined) {
    const ld = target.Ld ?? 7;
    const required = takesPanic(target);
    const reroll = !!target.bsbInRange;
    const pPass = required ? pLdReroll(ld, reroll) : 1;
    const canFlee = (chargers.find((c) => c.chargerId === terrorBy)!.availableReactions as string[]).includes('flee');
    terror = { chargerId: terrorBy, required, ld, pPass, pPassFraction: required ? ldFraction(ld, reroll) : '1/1', pMustFlee: canFlee ? 1 - pPass : 0 };
    if (s && required) {
      let t = s.roll('terror', 6, 2).reduce((a, b) => a + b, 0);
      if (t > ld && reroll) t = s.reroll('terror', 6, 2).reduce((a, b) => a + b, 0);
      terror.passed = t <= ld;
    }
    explanation.push(...new Explainer().add(rule('terror', 'L3517-3521, L2159-2162', 'Terror'), required
      ? `Terror: ${target.id} tests panic once, on ${terrorBy}'s declaration, Ld ${ld}, P(pass) ${terror.pPassFraction}${terror.passed !== undefined ? ` (${terror.passed ? 'passed' : 'failed'})` : ''}; a pass makes it exempt for the phase, a failure makes it flee (fleeing units are immune to panic): the other chargers cause no further test`
      : `Terror: ${target.id} ${target.engaged ? 'is engaged' : target.fleeing ? 'is fleeing' : 'is Immune to Psychology'}: immune to panic, it takes no test (L2159-2160, L3396-3399)`).steps);
  }
  const first = chargers[0];
  return {
    result: { ...first, chargers, ...(placement.result ? { placement: placement.result } : {}), ...(terror ? { terror } : {}), pAllArrive: ps.reduce((a, b) => a * b, 1), pAllArriveFraction: `${num}/${den}`, arrivals: arrivals.map((p, value) => ({ value, p })) },
    ...(s ? { rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}) } : {}),
    explanation,
  };
}

/**
 * The chargers that arrived, placed together on the target (L918-925, joint.ts); each one's answer takes its spot,
 * its path and its models in contact; one left out fails its charge (L926-928) and moves its highest die (L936-943).
 */
function placeTogether(req: ChargeRequest, target: ChargeUnit, board: Board, ctx: RulesContext, chargers: Array<Record<string, unknown>>, probes: Probe[], rolled: boolean): { result: Record<string, unknown> | null; steps: ExplanationStep[] } {
  const arrived = chargers.map((r, i) => ({ r, p: probes[i], i })).filter(({ r, p }) => p.lane && (rolled ? (r.roll as { success?: boolean } | undefined)?.success === true : r.legal === true));
  if (!arrived.length) return { result: null, steps: [] };
  const priority = ctx.options.jointChargePriority === 'chargers' ? 'chargers' : 'models';
  const lanes = arrived.map(({ r, p }) => ({ id: String(r.chargerId), lane: p.lane!, free: p.free ?? laneFree(p.lane!, p.obstacles!, board) }));
  const j = jointPlacement({ lanes, target, priority, maximiseContact: !target.fleeing, budget: JOINT_BUDGET });
  for (const { r, p } of arrived) {
    const lane = p.lane!;
    const at = j.placed.find((x) => x.id === r.chargerId);
    if (at) {
      const fin = footprintAt(lane, at.t);
      Object.assign(r, { finalPosition: { centre: fin.centre, facing: fin.facing }, path: pathTo(lane, at.t), dangerousTerrainTests: dangerousTests(req, lane.unit, lane.start, footprintPolygon(fin)) });
      continue;
    }
    const den = String(r.pSuccessFraction).split('/')[1];
    (r.reasons as Array<Record<string, string>>).push({ code: 'BLOCKED_BY_CHARGER', message: `no room left on the target's ${lane.edge} beside ${j.placed.map((x) => x.id).join(', ')}: a failed-charge move`, cite: `${SEED} L926-928` });
    Object.assign(r, { legal: false, pSuccess: 0, pSuccessFraction: `0/${den}`, finalPosition: null, path: [], dangerousTerrainTests: [] });
    const roll = r.roll as Record<string, unknown> | undefined;
    if (roll) Object.assign(roll, { success: false, failedChargeMove: p.maxFace });
  }
  const result = { placed: j.moveOrder, notPlaced: j.notPlaced, modelsInCombat: j.modelsInCombat, modelsInContact: j.chargerModelsInContact + j.targetModelsInContact };
  const spots = j.placed.map((x) => `${x.id} ${Math.abs(x.t - arrived.find((a) => a.r.chargerId === x.id)!.p.lane!.t0).toFixed(2)}" along the ${arrived.find((a) => a.r.chargerId === x.id)!.p.lane!.edge} from straight ahead, ${x.own} of its models touching ${x.targetModels} of the target's`);
  const text = `placed together (${spots.join('; ')}), moving in the order ${j.moveOrder.join(', ')}: ${j.modelsInCombat} models in combat (${priority === 'models' ? 'every model of the units in contact, L1449-1451' : `${j.chargersInCombat} chargers, option jointChargePriority`}), ${result.modelsInContact} in base contact (${j.chargerModelsInContact} of the chargers', ${j.targetModelsInContact} of the target's)${j.notPlaced.length ? `; no room for ${j.notPlaced.join(', ')}: failed-charge move (L926-928)` : ''}`;
  return { result, steps: new Explainer().add(R.jointPlacement, text).steps };
}
