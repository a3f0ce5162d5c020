/**
 * Vanguard moves (L3526-3535): after deployment, a unit entirely of Vanguard models (Fast Cavalry has it, L3185-3187)
 * moves as in Remaining Moves with 12" for its M and no march, and not to within 12" of enemy units.
 *
 * Movement model: the footprint moves rigidly, step by step — an Advance forward with any number of wheels (each about
 * a front corner, its length the arc of the outer corner), or one backward or sideways step of up to half (L988-997,
 * L1021-1026); with wheels no corner ends farther than 12" from where it started. Each step's swept area must cross no
 * other unit and no impassable terrain; the unit ends on the board, 1" from other units and impassable terrain, and
 * 12" or more from every enemy unit. Moves are made in the order of `units`: a unit that moved legally stands where it
 * ended for the moves after it.
 */
import type { Explainer } from '../../../core/explain.js';
import { pointer } from '../../../core/errors.js';
import { polygonDistance } from '../../../core/table/intersect.js';
import { axes, corners, footprintPolygon, type Footprint, type Polygon } from '../../../core/table/shapes.js';
import { pivotHits, translationHits } from '../../../core/table/sweep.js';
import { offTableBy } from '../../../core/table/table.js';
import { add, dist, rotate, scale, type Vec } from '../../../core/table/vec.js';
import { R } from '../rules.js';
import { appliesIf, hasRule, r3 } from './placement.js';
import type { DeployedUnit, DeploymentAnswer, Finding, VanguardAnswer, VanguardStep } from './types.js';
import type { Side } from './zone.js';

const VANGUARD_M = 12;
const norm = (deg: number) => ((deg % 360) + 360) % 360;

/** The footprint after one step, and the area it swept on the way (a translation or a wheel). */
function step(fp: Footprint, s: VanguardStep): { next: Footprint; hits: (obstacle: Polygon) => boolean; length: number } {
  const poly = footprintPolygon(fp);
  if (s.move === 'wheel') {
    const deg = s.degrees ?? 0;
    const [fl, fr] = corners(fp);
    const pivot = deg >= 0 ? fr : fl; // clockwise about the front-right corner, anticlockwise about the front-left (L1021-1023)
    return { next: { ...fp, centre: rotate(fp.centre, pivot, deg), facing: norm(fp.facing + deg) }, hits: (o) => pivotHits(poly, pivot, deg, o), length: (Math.abs(deg) * Math.PI * fp.width) / 180 };
  }
  const { f, r } = axes(fp);
  const dir: Vec = { forward: f, backward: scale(f, -1), right: r, left: scale(r, -1) }[s.move];
  const delta = scale(dir, s.inches ?? 0);
  return { next: { ...fp, centre: add(fp.centre, delta) }, hits: (o) => translationHits(poly, delta, o), length: s.inches ?? 0 };
}

// Vanguard: 12" as in Remaining Moves, no march, not to within 12" of enemy units: 004_1ae45c4b93e4399d.txt L3526-3535
export function vanguardMoves(units: readonly DeployedUnit[], impassable: readonly Polygon[], board: { width: number; depth: number }, goesFirst: Side | undefined, deployment: DeploymentAnswer | undefined, ex: Explainer): VanguardAnswer[] {
  const at = new Map(units.map((u) => [u.id, { centre: u.centre, facing: u.facing, width: u.width, depth: u.depth } as Footprint]));
  const answers: VanguardAnswer[] = [];
  units.forEach((u, i) => {
    if (!u.vanguard) return;
    const reasons: Finding[] = [];
    const no = (code: string, path: string, message: string, cite: string) => reasons.push({ code, path, message, cite });
    const base = pointer('units', i, 'vanguard');
    // units entirely of Vanguard models; Fast Cavalry has Vanguard (L3185-3187)
    if (!hasRule(u, 'vanguard') && !hasRule(u, 'fastCavalry')) no('NOT_VANGUARD', pointer('units', i, 'rules'), `${u.id} has neither Vanguard nor Fast Cavalry`, R.vanguard.cite);
    const others = units.filter((o) => o.id !== u.id).map((o) => ({ o, poly: footprintPolygon(at.get(o.id)!) }));
    const start = at.get(u.id)!;
    let fp = start;
    let length = 0;
    const kinds = new Set<string>();
    const blocked = new Set<string>();
    u.vanguard.steps.forEach((s, k) => {
      const kind = s.move === 'wheel' ? 'forward' : s.move;
      // directions are not mixed; wheels belong to an Advance forward (L989-993)
      if (kinds.size && !kinds.has(kind)) no('MIXED_DIRECTIONS', pointer('units', i, 'vanguard', 'steps', k, 'move'), `a ${s.move} step after a ${[...kinds][0]} move: an Advance goes forward (with wheels), backward or sideways, never mixed`, R.advance.cite);
      kinds.add(kind);
      const { next, hits, length: l } = step(fp, s);
      length += l;
      for (const { o, poly } of others) if (!blocked.has(o.id) && hits(poly)) blocked.add(o.id);
      impassable.forEach((t, n) => { if (!blocked.has(`pieces/${n}`) && hits(t)) blocked.add(`pieces/${n}`); });
      fp = next;
    });
    const forward = !kinds.has('backward') && !kinds.has('left') && !kinds.has('right');
    const limit = forward ? VANGUARD_M : VANGUARD_M / 2;
    const farthest = Math.max(...corners(start).map((c, n) => dist(c, corners(fp)[n])));
    if (length > limit + 1e-9) no('TOO_FAR', base, `${r3(length)}" ${forward ? 'forward (each wheel counts the arc of its outer corner)' : 'backward or sideways'}: a Vanguard move is at most ${limit}" (12" for M${forward ? '' : ', half of it backward or sideways'})`, R.advance.cite);
    else if (u.vanguard.steps.some((s) => s.move === 'wheel') && farthest > VANGUARD_M + 1e-9) no('TOO_FAR', base, `a corner of ${u.id} ends ${r3(farthest)}" from where it started: with wheels no model ends farther than 12" from its start`, R.wheel.cite);
    if (blocked.size) no('PATH_BLOCKED', base, `the move passes through ${[...blocked].join(', ')}`, R.advance.cite);
    const poly = footprintPolygon(fp);
    if (offTableBy(board, poly) > 1e-6) no('OFF_TABLE', base, `${u.id} ends partly off the board`, R.boardEdge.cite);
    const gaps = [...others.map(({ o, poly: q }) => ({ name: o.id, d: polygonDistance(poly, q) })), ...impassable.map((t, n) => ({ name: `pieces/${n}`, d: polygonDistance(poly, t) }))];
    const close = gaps.filter((g) => g.d < 1 - 1e-9 && !blocked.has(g.name));
    if (close.length) no('WITHIN_1_INCH', base, `${u.id} ends ${close.map((g) => `${r3(g.d)}" from ${g.name}`).join(', ')}; units end a move at least 1" from other units and impassable terrain`, R.oneInch.cite);
    const enemies = others.filter(({ o }) => o.side !== u.side).map(({ o, poly: q }) => ({ id: o.id, d: polygonDistance(poly, q) }));
    const nearest = enemies.length ? Math.min(...enemies.map((e) => e.d)) : null;
    // "a menos de 12”": less than 12" is forbidden, exactly 12" is not (L3532)
    const tooClose = enemies.filter((e) => e.d < VANGUARD_M - 1e-9);
    if (tooClose.length) no('TOO_CLOSE_TO_ENEMY', base, `${u.id} ends ${tooClose.map((e) => `${r3(e.d)}" from ${e.id}`).join(', ')}: a Vanguard move may not end within 12" of enemy units`, R.vanguard.cite);
    const legal = reasons.length === 0;
    const moved = length > 1e-9;
    if (legal) at.set(u.id, fp);
    if (legal && moved && deployment) deployment.firstTurnNoCharge.push({ unit: u.id, side: u.side, rule: 'vanguard', applies: appliesIf(u.side, goesFirst), cite: R.vanguard.cite });
    answers.push({ unit: u.id, legal, reasons, inches: r3(length), farthest: r3(farthest), final: { centre: { x: r3(fp.centre.x), y: r3(fp.centre.y) }, facing: r3(fp.facing) % 360 }, nearestEnemy: nearest === null ? null : r3(nearest) });
    ex.add(R.vanguard, `${u.id}: ${r3(length)}" (${u.vanguard.steps.map((s) => (s.move === 'wheel' ? `wheel ${s.degrees}°` : `${s.move} ${s.inches}"`)).join(', ') || 'no step'}), the farthest corner ${r3(farthest)}" from its start, ${nearest === null ? 'no enemy unit' : `${r3(nearest)}" from the nearest enemy unit`}: ${legal ? 'legal' : reasons.map((x) => x.code).join(', ')}`);
  });
  return answers;
}
