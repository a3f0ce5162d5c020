/** Several chargers on one target (L918-928), with the one Terror test they cause (L3517-3521, L2159-2162). */
import { Explainer, type ExplanationStep } from '../../../core/explain.js';
import { footprintPolygon } from '../../../core/table/shapes.js';
import type { Vec } from '../../../core/table/vec.js';
import { GivenSampler } from '../../../core/prob/samplers.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { samplerOf } from '../dice.js';
import { pLdReroll } from '../morale.js';
import { checkOne } from './check.js';
import { ldFraction } from './range.js';
import { causesTerror, psychologyImmune, rule, type Among, type Board, type ChargeRequest, type ChargeUnit } from './types.js';

const fraction = (r: Record<string, unknown>): [bigint, bigint] => {
  const [n, d] = String(r.pSuccessFraction).split('/');
  return [BigInt(n), BigInt(d)];
};
const prefixed = (id: string, steps: ExplanationStep[] | undefined): ExplanationStep[] => (steps ?? []).map((st) => ({ ...st, text: `${id}: ${st.text}` }));

/**
 * Several chargers on one target (L918-928): declared chargers step aside (L843-844); every range is rolled before
 * any moves; they move in the order given, each placed against the target clear of those already there; one left
 * without room makes a failed-charge move (BLOCKED_BY_CHARGER). The dice are independent: P(all arrive) is the product.
 */
export function runMany(req: ChargeRequest, target: ChargeUnit, board: Board, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const ids = req.chargerIds!;
  const s = samplerOf(ctx);
  const placed: Among['placed'] = [];
  const chargers: Array<Record<string, unknown>> = [];
  const explanation: ExplanationStep[] = [];
  // Terror (L3517-3521) on the first Terror charger's declaration only: passed, the target is exempt from panic for the
  // rest of the phase (L2160-2162); failed, it flees and a fleeing unit is immune to panic (L2159-2160).
  const terrorBy = ids.find((id) => causesTerror(req.units.find((u) => u.id === id)!, target));
  for (const id of ids) {
    const ch = req.units.find((u) => u.id === id)!;
    const out = checkOne(req, ch, target, board, ctx, s, { ignore: new Set(ids.filter((x) => x !== id)), placed: [...placed], skipTerror: true });
    const r = out.result;
    if (terrorBy !== undefined && id !== terrorBy && r.terrorTest) r.terrorTest = { ...(r.terrorTest as object), required: false, pPass: 1, pMustFlee: 0, takenOn: terrorBy };
    const arrived = s ? !!(r.roll as { success?: boolean } | undefined)?.success : r.legal === true;
    if (arrived && r.finalPosition) placed.push({ id, poly: footprintPolygon({ ...(r.finalPosition as { centre: Vec; facing: number }), width: ch.width, depth: ch.depth }) });
    chargers.push({ chargerId: id, ...r });
    explanation.push(...prefixed(id, out.explanation));
  }
  const ps = chargers.map((c) => Number(c.pSuccess));
  let arrivals = [1];
  for (const p of ps) arrivals = [...arrivals, 0].map((q, k) => q * (1 - p) + (k > 0 ? arrivals[k - 1] * p : 0));
  const [num, den] = chargers.map(fraction).reduce(([n1, d1], [n2, d2]) => [n1 * n2, d1 * d2], [1n, 1n]);
  explanation.push(...new Explainer().add(rule('multipleCharges', 'L918-928', 'Multiple charges'), `${ids.length} chargers on ${target.id}: every range rolled before any moves; moved in the order ${ids.join(', ')}, each placed clear of those already in contact; P(all arrive) = ${ps.map((p) => p.toFixed(4)).join(' × ')}`).steps);
  let terror: Record<string, unknown> | undefined;
  if (terrorBy !== undefined) {
    const ld = target.Ld ?? 7;
    const required = !psychologyImmune(target);
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
      : `Terror: ${target.id} is Immune to Psychology and passes automatically`).steps);
  }
  const first = chargers[0];
  return {
    result: { ...first, chargers, ...(terror ? { terror } : {}), pAllArrive: ps.reduce((a, b) => a * b, 1), pAllArriveFraction: `${num}/${den}`, arrivals: arrivals.map((p, value) => ({ value, p })) },
    ...(s ? { rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}) } : {}),
    explanation,
  };
}
