/**
 * One charger's verdict, step by step (digest §4.9): order eligibility, front arc, line of sight,
 * range, the facing charged; then, once placed, the path, Hindered, proximity and Individual
 * targets; and whether Yellow-Bellied applies (KoW charges: 003_80333abf01c9832d.txt L299-403;
 * Hindered L639-646; special rules L897-1012).
 */
import type { Explainer } from '../../core/explain.js';
import { arcOfPoint, shapeEntersArc, shapeTouchesArc, type ArcTieBreak } from '../../core/table/arcs.js';
import { closestPointOnPolygon, polygonDistance, polygonsIntersect, polygonsOverlap } from '../../core/table/intersect.js';
import { footprintPolygon, leaderPoint } from '../../core/table/shapes.js';
import { lineOfSight } from '../../core/table/sight.js';
import { add, CONTACT_TOL, dist, EPS, facingVector, scale } from '../../core/table/vec.js';
import { facingGeometry, flushAt, type FacingGeometry } from './charge-contact.js';
import { nudgeApart } from './charge-nudge.js';
import { singlePivotPath, twoPivotPath } from './charge-paths.js';
import { pose, reason, round, turn, type ChargeReason, type ChargeVerdict, type World } from './charge-types.js';
import { R } from './rules.js';
import { sightBlockers } from './shooting.js';
import { has, isIndividual } from './units.js';
import type { Placed } from './world.js';

export interface Checked {
  verdict: ChargeVerdict;
  /** Set when the geometry up to the facing was computed. */
  g?: FacingGeometry;
}

/** Steps 1-7 of digest §4.9: eligibility, arc, sight, range, facing. */
export function preconditions(w: World, c: Placed, t: Placed, mode: 'normal' | 'counter', chargedBy: ReadonlySet<string>, ex: Explainer): Checked {
  const reasons: ChargeReason[] = [];
  const L = leaderPoint(c.fp);
  if (c.unit.type === 'WE') reasons.push(reason('WE_CANNOT_CHARGE', `${c.id} is a War Engine and cannot be ordered to charge`, R.warEngines.cite));
  const fury = has(c.unit, 'fury');
  // KoW Headstrong: 003_80333abf01c9832d.txt L909-911 — a passed roll lifts the Wavering restrictions this turn
  if (c.wavering && w.headstrongPassed?.has(c.id)) ex.add(R.headstrong, `${c.id} is Wavering but passed its Headstrong roll this turn: it may charge (still Disordered)`);
  else if (c.wavering && !(mode === 'counter' && fury)) reasons.push(reason('WAVERING_CANNOT_CHARGE', `${c.id} is Wavering${fury ? ' (Fury lets it counter-charge only)' : ''}`, R.wavering.cite));
  if (mode === 'counter' && !chargedBy.has(t.id)) reasons.push(reason('NOT_A_COUNTER_CHARGE_TARGET', `${t.id} did not charge ${c.id} last turn`, R.counterCharge.cite));
  // KoW front arc: 003_80333abf01c9832d.txt L89-93, L304 — its boundary lines count unless option frontArcBoundary is excluded
  const inFront = w.options.frontArcBoundary === 'excluded' ? shapeEntersArc(c.fp, t.poly, 'front') : shapeTouchesArc(c.fp, t.poly, 'front');
  if (mode === 'normal' && !inFront) reasons.push(reason('NOT_IN_FRONT_ARC', `no part of ${t.id} is in ${c.id}'s front arc`, R.chargeArc.cite));
  let needed: number | null;
  if (mode === 'normal') {
    const sight = lineOfSight(L, t.poly, sightBlockers(w.units, w.pieces, c, t, w.options), c.height, t.height);
    if (!sight.visible) {
      reasons.push(reason('NO_LINE_OF_SIGHT', `${c.id} (height ${c.height}) cannot see any part of ${t.id} (height ${t.height})`, R.lineOfSight.cite));
      needed = null;
    } else needed = sight.distance!;
    ex.add(R.lineOfSight, sight.visible ? `${c.id} sees ${t.id}; nearest visible point ${needed!.toFixed(3)}"` : `${c.id} cannot see ${t.id}`);
  } else {
    // KoW counter-charge range: 003_80333abf01c9832d.txt L308-309, L393 — nearest point (option counterChargeRange, digest §12 item 5)
    const nearest = dist(L, closestPointOnPolygon(L, t.poly));
    const sight = w.options.counterChargeRange === 'nearestVisiblePoint' ? lineOfSight(L, t.poly, sightBlockers(w.units, w.pieces, c, t, w.options), c.height, t.height) : null;
    needed = sight?.visible ? sight.distance! : nearest;
    ex.add(R.counterCharge, `counter-charge: no line of sight or front arc needed; range to the nearest ${sight?.visible ? 'visible ' : ''}point ${needed.toFixed(3)}"`);
  }
  const allowed = 2 * c.unit.sp;
  if (needed !== null && needed > allowed + CONTACT_TOL) reasons.push(reason('OUT_OF_RANGE', `${t.id} is ${needed.toFixed(3)}" away; ${c.id} charges up to ${allowed}" (2 × Sp ${c.unit.sp})`, R.chargeRange.cite));
  const arc = arcOfPoint(t.fp, L, w.options.arcTieBreak as ArcTieBreak, CONTACT_TOL);
  const inArc = (arc === 'inside' ? 'front' : arc) as ChargeVerdict['facing'];
  // KoW counter-charge facing: 003_80333abf01c9832d.txt L396-399 — slid to fit against the enemy's front
  const facing = mode === 'counter' ? 'front' : inArc;
  if (mode === 'counter') ex.add(R.counterCharge, `a counter-charge is slid to fit against ${t.id}'s front${inArc !== 'front' ? ` (${c.id}'s leader point is in its ${inArc} arc)` : ''}; if it does not fit there, no counter-charge`);
  else ex.add(R.chargeFacing, `${c.id}'s leader point is in ${t.id}'s ${facing} arc: it must charge that facing`);
  return {
    verdict: { charger: c.id, target: t.id, legal: false, reasons, facing, distance: { needed: needed === null ? null : round(needed), allowed }, hindered: false, hinderedBy: [], moveApart: [] },
    g: facingGeometry(t, facing),
  };
}

/** Steps 8-11: final position (or not), path, Hindered, Yellow-Bellied. */
export function finish(w: World, c: Placed, t: Placed, mode: 'normal' | 'counter', chk: Checked, s: number, ex: Explainer): void {
  const v = chk.verdict;
  const g = chk.g!;
  const final = flushAt(c, g, s);
  const fly = has(c.unit, 'fly');
  const nimble = fly || has(c.unit, 'nimble');
  const twoPivots = nimble || w.options.strictSinglePivot === false;
  let plan = singlePivotPath(w, c, t, final, g, s, fly);
  let bigTurn = plan === 'turn' ? Math.abs(turn(c.fp.facing, final.facing)) : 0;
  if ((plan === null || plan === 'turn') && twoPivots) plan = twoPivotPath(w, c, final, g, s, fly, Math.max(12, 2 * c.unit.sp + c.fp.width));
  if (plan === 'turn' || plan === null) {
    v.reasons.push(
      reason(
        'NO_PATH',
        bigTurn > 0
          ? `${c.id} would have to pivot ${bigTurn.toFixed(1)}° (at most 90°${twoPivots ? ', twice' : ''}) to face ${t.id}'s ${v.facing}`
          : `no charge path to ${t.id}'s ${v.facing} with ${twoPivots ? 'two pivots' : 'one pivot'} avoids impassable terrain, other units and the table edge`,
        R.chargeMove.cite,
      ),
    );
    bigTurn = 0;
    return;
  }
  v.final = { ...pose(final.centre, final.facing), leaderPoint: pose(leaderPoint(final), 0).centre };
  v.path = { moves: plan.moves, length: round(plan.length), pivots: plan.pivots };
  ex.add(R.chargeMove, `path of ${plan.length.toFixed(3)}" with ${plan.pivots} pivot(s); slid to ${s === 0 ? 'the centre of the facing' : `${Math.abs(s).toFixed(3)}" from its centre`}`);
  if (w.options.pathLengthCap === true && plan.length > 2 * c.unit.sp + EPS) {
    v.reasons.push(reason('PATH_TOO_LONG', `the path is ${plan.length.toFixed(3)}"; option pathLengthCap limits it to ${2 * c.unit.sp}"`, R.chargeRange.cite));
  }
  // Hindered (L639-646): crossing or ending on difficult terrain or an obstacle
  const finalPoly = footprintPolygon(final);
  const crossed = w.pieces.filter((p) => (p.type === 'difficult' || p.type === 'obstacle') && (fly ? polygonsIntersect(finalPoly, p.polygon) : [...plan.swept, finalPoly].some((sw) => polygonsOverlap(sw, p.polygon))));
  v.hinderedBy = crossed.map((p) => p.id);
  const relevant = crossed.filter((p) => !(p.type === 'difficult' && has(c.unit, 'pathfinder')));
  if (crossed.length > 0) {
    if (mode === 'counter') v.hinderedExemption = 'counter-charges are never Hindered';
    else if (has(c.unit, 'strider')) v.hinderedExemption = 'Strider';
    else if (relevant.length === 0) v.hinderedExemption = 'Pathfinder (difficult terrain only)';
    else v.hindered = true;
  }
  ex.add(R.hindered, v.hindered ? `crosses or ends on ${relevant.map((p) => p.id).join(', ')}: Hindered (-1 to hit, no Thunderous Charge)` : v.hinderedExemption ? `not Hindered: ${v.hinderedExemption}` : 'no difficult terrain or obstacle on the way: not Hindered');
  // Proximity (L346-356): enemies touched by accident are moved apart
  const by = w.options.proximityNudge === 'untouch' ? 'untouch' : '1inch';
  v.moveApart = w.units.filter((u) => u.side !== c.side && u.id !== t.id && polygonDistance(finalPoly, u.poly) <= CONTACT_TOL).map((u) => nudgeApart(w, c, finalPoly, u, by));
  for (const n of v.moveApart) ex.add(R.chargeProximity, `${n.unit} touched by ${c.id}: moved ${n.distance.toFixed(3)}" away${by === '1inch' ? ' (at least 1" or as far as it can)' : ' (until it no longer touches, errata)'}`);
  if (isIndividual(t.unit)) {
    const fC = facingVector(final.facing);
    v.targetFinal = pose(add(leaderPoint(final), scale(fC, t.fp.depth / 2)), final.facing + 180);
    ex.add(R.individuals, `${t.id} is an Individual: it turns to face ${c.id} flush (the charger is not realigned)`);
  }
}

// KoW Yellow-Bellied: 003_80333abf01c9832d.txt L1006-1012 (exemptions: option yellowBelliedExemptions)
export function yellowBellied(w: World, c: Placed, t: Placed, mode: 'normal' | 'counter', v: ChargeVerdict): boolean {
  if (!has(c.unit, 'yellowBellied')) return false;
  if (mode === 'counter' || v.facing !== 'front') return false;
  if (w.options.yellowBelliedExemptions !== 'flankRearOnly' && (isIndividual(t.unit) || t.unit.type === 'WE')) return false;
  return true;
}
