/**
 * mode stepBack: after a combat whose target is not routed, a charger still in contact with it moves
 * straight back 1" (KoW 003_80333abf01c9832d.txt L679-689, digest §9.5). It never moves through a unit
 * (as regrouping, L671): a unit behind it stops it a visible gap short (0.001", friends never touch,
 * L160-166), impassable terrain and the table edge stop it. Then the units it ends too close to are
 * separated (L683-689): each enemy within 1" (and friend touching) is moved straight apart to 1"
 * (0.001") where that move is clear; enemies that cannot be moved stay, tolerated, in `tooClose`.
 */
import { defineRule, Explainer } from '../../core/explain.js';
import type { RulesOutcome } from '../../core/system.js';
import { polygonDistance } from '../../core/table/intersect.js';
import { leaderPoint, type Footprint } from '../../core/table/shapes.js';
import type { Table } from '../../core/table/table.js';
import { add, facingVector, scale } from '../../core/table/vec.js';
import { pose, round, type ChargeResult, type ChargeVerdict, type StepBackReport } from './charge-types.js';
import { separateFrom } from './charge-separate.js';
import { CLEARANCE, firstStraightStop } from './placement.js';
import { assertPossible, type Piece, type Placed } from './world.js';

const STEP_BACK = defineRule('kow.step-back', '003_80333abf01c9832d.txt L679-689', 'The target holds: the chargers step straight back 1"');

export function runStepBack(table: Table, pieces: Piece[], units: Placed[], c: Placed, friendGap = 0): RulesOutcome<ChargeResult> {
  assertPossible(table, units, pieces, 'units');
  const ex = new Explainer();
  const others = units.filter((u) => u.id !== c.id);
  const back = scale(facingVector(c.fp.facing), -1);
  const { at, stop } = firstStraightStop(c.poly, back, c.side, others, pieces, table);
  const short = stop && (stop.kind === 'friend' || stop.kind === 'enemy') ? CLEARANCE : 0;
  const moved = Math.max(0, Math.min(1, at - short));
  const stoppedShort = moved < 1 - 1e-9;
  const fp: Footprint = { ...c.fp, centre: add(c.fp.centre, scale(back, moved)) };
  const poly = c.poly.map((p) => add(p, scale(back, moved)));
  // L683-689: the units left too close are moved apart where they can be; the rest is tolerated
  const sep = separateFrom({ id: c.id, side: c.side, poly }, others, pieces, table, friendGap);
  const tooClose = sep.tooClose;
  const report: StepBackReport = { moved: round(moved), stoppedShort, stoppedBy: stoppedShort ? stop : null, separated: sep.separated, tooClose, friendsTouching: sep.friendsTouching };
  ex.add(STEP_BACK, stoppedShort ? `${c.id} steps back ${moved.toFixed(3)}" of 1": ${stop!.kind === 'tableEdge' ? 'the table edge' : `${stop!.kind} ${stop!.id}`} is behind it` : `${c.id} steps straight back 1"`);
  for (const m of sep.separated) ex.add(STEP_BACK, `${m.unit} was too close to ${c.id}: moved ${m.distance}" straight apart, to (${m.to.centre.x}, ${m.to.centre.y}) (L683-688)`);
  const free = tooClose.filter((x) => !x.engagedWith);
  if (free.length > 0) ex.add(STEP_BACK, `still within 1" of ${free.map((x) => `${x.unit} (${x.distance}")`).join(', ')}: no straight move restoring the inch is clear (a unit, impassable terrain or the table edge is in the way, or it would end too close to another unit), so closer than 1" is tolerated (L686-689)`);
  for (const x of tooClose.filter((y) => y.engagedWith)) ex.add(STEP_BACK, `${x.unit} stays ${x.distance}" off: it is in base contact with ${x.engagedWith}, in a combat (L599-607), and is not moved out of it; closer than 1" is tolerated (L688-689)`);
  if (sep.friendsTouching.length > 0) ex.add(STEP_BACK, `still touching friend ${sep.friendsTouching.map((x) => x.unit).join(', ')}: it cannot be moved apart (L160-166, L684-685)`);
  const verdict: ChargeVerdict = {
    charger: c.id,
    target: '',
    legal: true,
    reasons: [],
    facing: 'front',
    distance: { needed: null, allowed: 1 },
    hindered: false,
    hinderedBy: [],
    moveApart: [],
    final: { ...pose(fp.centre, fp.facing), leaderPoint: pose(leaderPoint(fp), 0).centre },
    path: { moves: moved > 0 ? [{ move: 'back', distance: round(moved), to: pose(fp.centre, fp.facing) }] : [], length: round(moved), pivots: 0 },
    stepBack: report,
  };
  return { result: { ...verdict, alsoCharging: [] }, explanation: ex.steps };
}
