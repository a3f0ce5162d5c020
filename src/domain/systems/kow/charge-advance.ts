/**
 * mode advance: after routing an Individual, the charger's D6" advance straight ahead, which is a
 * charge if it meets an enemy (KoW Individuals: 003_80333abf01c9832d.txt L845-855).
 */
import { IssueCollector } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate } from '../../core/prob/evaluate.js';
import { faces } from '../../core/prob/proc.js';
import type { RulesContext, RulesOutcome } from '../../core/system.js';
import { arcOfPoint, type ArcTieBreak } from '../../core/table/arcs.js';
import { polygonsOverlap } from '../../core/table/intersect.js';
import { footprintPolygon, leaderPoint } from '../../core/table/shapes.js';
import { sweptByTranslation } from '../../core/table/sweep.js';
import type { Table } from '../../core/table/table.js';
import { add, dist, EPS, facingVector, scale } from '../../core/table/vec.js';
import { facingGeometry, flushAt, place } from './charge-contact.js';
import { pose, reason, round, turn, type AdvanceReport, type ChargeRequest, type ChargeResult, type ChargeVerdict, type World } from './charge-types.js';
import { firstStraightStop } from './placement.js';
import { R } from './rules.js';
import { has, isIndividual } from './units.js';
import { assertPossible, type Piece, type Placed } from './world.js';

/**
 * After routing an Individual, the charger may advance D6" straight ahead; meeting an enemy is a
 * successful charge and the charger aligns to it as usual and attacks again; Hindered if the first
 * charge or the advance crossed difficult terrain or an obstacle (L845-855). Friends, impassable
 * terrain and the table edge stop the advance.
 */
export function runAdvance(req: ChargeRequest, ctx: RulesContext, table: Table, pieces: Piece[], all: Placed[], byId: Map<string, Placed>): RulesOutcome<ChargeResult> {
  const c = byId.get(req.charger)!;
  const routed = byId.get(req.routed!)!;
  const v = new IssueCollector();
  if (routed.side === c.side) v.add('/routed', 'invalid_value', `${routed.id} is on ${c.id}'s side`);
  else if (!isIndividual(routed.unit)) v.add('/routed', 'invalid_value', `${routed.id} is not an Individual: only routing an Individual lets the charger advance D6" (L845-847)`);
  if (req.alsoCharging?.length) v.add('/alsoCharging', 'invalid_value', 'an advance is one unit');
  v.throwIfAny('invalid_input', 'Invalid advance');
  const units = all.filter((u) => u.id !== routed.id);
  assertPossible(table, units, pieces, 'units');
  const w: World = { table, units, pieces, byId, options: ctx.options };
  const ex = new Explainer();
  const f0 = facingVector(c.fp.facing);
  // The first thing met moving straight ahead: friends, enemies, impassable terrain, the table edge
  const { at, stop: meets } = firstStraightStop(c.poly, f0, c.side, units.filter((u) => u.id !== c.id), pieces, table);
  const within = at <= 6 + EPS;
  const report: AdvanceReport = { routed: routed.id, contactAt: within ? round(at) : null, meets: within ? meets : null, chainable: false };
  ex.add(R.individuals, within ? `advancing straight ahead, ${c.id} meets ${meets!.id ?? 'the table edge'} (${meets!.kind}) after ${at.toFixed(3)}"` : `nothing within 6" straight ahead of ${c.id}`);
  const enemy = within && meets?.kind === 'enemy' ? byId.get(meets.id!)! : undefined;
  const verdict: ChargeVerdict = {
    charger: c.id,
    target: enemy?.id ?? '',
    legal: false,
    reasons: [],
    facing: 'front',
    distance: { needed: within ? round(at) : null, allowed: 6 },
    hindered: false,
    hinderedBy: [],
    moveApart: [],
  };
  if (!enemy) {
    verdict.reasons.push(reason(within ? 'NO_PATH' : 'OUT_OF_RANGE', within ? `the advance is stopped by ${meets!.kind === 'tableEdge' ? 'the table edge' : `${meets!.kind} ${meets!.id}`}` : 'no enemy within a 6" advance straight ahead', R.individuals.cite));
  } else {
    // Aligned to the enemy met as in any charge, on the facing whose arc holds the leader point at contact
    const atContact = { ...c, fp: { ...c.fp, centre: add(c.fp.centre, scale(f0, at)) } };
    atContact.poly = footprintPolygon(atContact.fp);
    const arc = arcOfPoint(enemy.fp, leaderPoint(atContact.fp), w.options.arcTieBreak as ArcTieBreak);
    verdict.facing = (arc === 'inside' ? 'front' : arc) as ChargeVerdict['facing'];
    const g = facingGeometry(enemy, verdict.facing);
    const spot = place(w, [{ unit: atContact, offset: 0 }], enemy, g, []);
    if (!spot) verdict.reasons.push(reason('NO_LEGAL_CONTACT', `${c.id} cannot be aligned against ${enemy.id}'s ${verdict.facing}`, R.chargeContact.cite));
    else {
      const final = flushAt(atContact, g, spot.s);
      verdict.final = { ...pose(final.centre, final.facing), leaderPoint: pose(leaderPoint(final), 0).centre };
      verdict.path = { moves: [{ move: 'forward', distance: round(at), to: pose(atContact.fp.centre, c.fp.facing) }, { move: 'align', degrees: round(turn(c.fp.facing, final.facing)), distance: round(dist(atContact.fp.centre, final.centre)), to: pose(final.centre, final.facing) }], length: round(at + dist(atContact.fp.centre, final.centre)), pivots: 0 };
      const swept = sweptByTranslation(c.poly, scale(f0, at));
      const crossed = pieces.filter((p) => (p.type === 'difficult' || p.type === 'obstacle') && [swept, footprintPolygon(final)].some((sw) => polygonsOverlap(sw, p.polygon)));
      verdict.hinderedBy = crossed.map((p) => p.id);
      const relevant = crossed.filter((p) => !(p.type === 'difficult' && has(c.unit, 'pathfinder')));
      if (has(c.unit, 'strider') && (crossed.length > 0 || req.chargeWasHindered)) verdict.hinderedExemption = 'Strider';
      else verdict.hindered = req.chargeWasHindered === true || relevant.length > 0;
      ex.add(R.hindered, verdict.hindered ? `Hindered in this combat: ${req.chargeWasHindered ? 'the first charge was Hindered' : `the advance crossed ${relevant.map((p) => p.id).join(', ')}`}` : 'not Hindered');
      report.chainable = isIndividual(enemy.unit);
    }
  }
  verdict.legal = verdict.reasons.length === 0;
  const out: RulesOutcome<ChargeResult> = { result: { ...verdict, alsoCharging: [], advance: report }, explanation: ex.steps };
  // The D6 (L845): contact when it reaches the enemy
  const need = verdict.legal ? Math.max(1, Math.ceil(at - 1e-9)) : 7;
  if (ctx.dice.mode === 'exact') {
    report.pContact = verdict.legal ? (7 - need) / 6 : 0;
    out.distribution = { advance: [{ value: 'contact', p: report.pContact }, { value: 'short', p: 1 - report.pContact }].filter((e) => e.p > 0) };
  } else {
    const ev = evaluate(faces(1, 6, 'advance D6'), ctx.dice.mode === 'seeded' ? ctx.dice : { mode: 'given', rolls: ctx.dice.rolls });
    if (ev.kind === 'sampled') {
      report.roll = ev.value[0];
      report.contacted = verdict.legal && ev.value[0] >= need;
      out.rolls = ev.rolls;
      if (ev.unusedRolls?.length) out.unusedRolls = ev.unusedRolls;
    }
  }
  ex.add(R.individuals, verdict.legal ? `contact on a D6 of ${need}+ — a successful charge: ${c.id} fights ${enemy!.id} at once${report.chainable ? '; it is an Individual, so if routed the charger may advance again' : ''}` : 'no combat from this advance');
  out.explanation = ex.steps;
  return out;
}
