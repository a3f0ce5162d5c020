/**
 * mode regroup: after routing its target, a victorious charger pivots about its centre, moves
 * straight forward D6" or straight back D3" (KoW regroup: 003_80333abf01c9832d.txt L661-677), then
 * the units it ends too close to are moved apart where no legal end of its own exists (L675-677,
 * L683-689; charge-separate.ts).
 */
import { IssueCollector } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate } from '../../core/prob/evaluate.js';
import { sum } from '../../core/prob/pool.js';
import type { DistributionEntry, RulesContext, RulesOutcome } from '../../core/system.js';
import { polygonDistance, polygonsOverlap } from '../../core/table/intersect.js';
import { separateFrom, type SeparationResult } from './charge-separate.js';
import { footprintPolygon, leaderPoint, type Footprint, type Polygon } from '../../core/table/shapes.js';
import type { Table } from '../../core/table/table.js';
import { add, EPS, facingVector, scale } from '../../core/table/vec.js';
import { pose, reason, round, turn, type ChargeRequest, type ChargeResult, type ChargeVerdict, type RegroupOutcome, type RegroupReport } from './charge-types.js';
import { CLEARANCE, firstStraightStop, slideEvents } from './placement.js';
import { R } from './rules.js';
import { invalid } from './units.js';
import { assertPossible, type Piece, type Placed } from './world.js';

type Stop = NonNullable<RegroupOutcome['stoppedBy']>;

/** Why a footprint may not end here: within 1" of an enemy, touching a friend (option friendlyGap), on impassable terrain or off the table (L673-677). */
function offence(poly: Polygon, c: Placed, others: Placed[], pieces: Piece[], table: Table, gap: number): Stop | null {
  if (poly.some((p) => p.x < -EPS || p.y < -EPS || p.x > table.width + EPS || p.y > table.depth + EPS)) return { kind: 'tableEdge' };
  for (const u of others) {
    const d = polygonDistance(poly, u.poly);
    if (u.side !== c.side && d < 1 - 1e-9) return { kind: 'enemy', id: u.id };
    if (u.side === c.side && (gap > 0 ? d < gap - 1e-9 : d <= 1e-9)) return { kind: 'friend', id: u.id };
  }
  for (const p of pieces) if (p.type === 'impassable' && polygonsOverlap(poly, p.polygon)) return { kind: 'impassable', id: p.id };
  return null;
}

/** What no separation can cure (L280-282, L289-297): off the table, on top of another unit or on impassable terrain. */
function hardOffence(poly: Polygon, c: Placed, others: Placed[], pieces: Piece[], table: Table): Stop | null {
  if (poly.some((p) => p.x < -EPS || p.y < -EPS || p.x > table.width + EPS || p.y > table.depth + EPS)) return { kind: 'tableEdge' };
  for (const u of others) if (polygonsOverlap(poly, u.poly)) return { kind: u.side === c.side ? 'friend' : 'enemy', id: u.id };
  for (const p of pieces) if (p.type === 'impassable' && polygonsOverlap(poly, p.polygon)) return { kind: 'impassable', id: p.id };
  return null;
}

/**
 * Straight forward D6" or back D3", the full distance whatever the terrain's difficulty or obstacles
 * (L666-669), never through another unit (L671), ending ≥1" from enemies and not touching friends
 * (L673-677). Impassable terrain and the table edge also stop it. Blocked before the full distance:
 * it stops at the furthest legal point (regroupBlocked stopShort) or the move cannot be chosen
 * (refused). Digest §12 item 14.
 */
export function runRegroup(req: ChargeRequest, ctx: RulesContext, table: Table, pieces: Piece[], all: Placed[], byId: Map<string, Placed>): RulesOutcome<ChargeResult> {
  const c = byId.get(req.charger)!;
  const routed = req.routed !== undefined ? byId.get(req.routed)! : undefined;
  const v = new IssueCollector();
  if (routed && routed.side === c.side) v.add('/routed', 'invalid_value', `${routed.id} is on ${c.id}'s side`);
  if (req.alsoCharging?.length) v.add('/alsoCharging', 'invalid_value', 'a regroup is one unit (each victorious charger regroups on its own)');
  const choice = req.regroup;
  if (!choice || !['pivot', 'forward', 'back'].includes(choice.kind)) v.add('/regroup/kind', 'invalid_value', 'regroup.kind must be pivot, forward or back');
  else if (choice.kind === 'pivot' && (typeof choice.facing !== 'number' || !Number.isFinite(choice.facing))) v.add('/regroup/facing', 'required', 'a pivot needs the facing to end at (degrees)');
  v.throwIfAny('invalid_input', 'Invalid regroup');
  if (!choice) throw invalid('/regroup', 'a regroup needs its choice');
  const units = all.filter((u) => u.id !== routed?.id);
  assertPossible(table, units, pieces, 'units');
  const others = units.filter((u) => u.id !== c.id);
  const gap = ctx.options.friendlyGap === '1inch' ? 1 : 0;
  const refused = ctx.options.regroupBlocked === 'refused';
  const ex = new Explainer();
  ex.add(R.regroup, `${c.id} routed its target${routed ? ` (${routed.id} leaves the table)` : ''} and regroups: ${choice.kind === 'pivot' ? 'it stays and pivots about its centre' : choice.kind === 'forward' ? 'straight forward D6", the full distance whatever the terrain' : 'straight back D3", the full distance whatever the terrain'}`);
  const verdict: ChargeVerdict = { charger: c.id, target: routed?.id ?? '', legal: false, reasons: [], facing: 'front', distance: { needed: null, allowed: 0 }, hindered: false, hinderedBy: [], moveApart: [] };
  const finalOf = (fp: Footprint) => ({ ...pose(fp.centre, fp.facing), leaderPoint: pose(leaderPoint(fp), 0).centre });

  /** After the move (L675-677, L683-689): the units it ends too close to are moved apart; a friend that cannot be moved makes the end illegal. */
  const separation = (poly: Polygon): SeparationResult => separateFrom({ id: c.id, side: c.side, poly }, others, pieces, table, gap);
  const sepWords = (sep: SeparationResult) =>
    [
      ...sep.separated.map((m) => `${m.unit} is moved ${m.distance}" straight apart (L683-688)`),
      ...sep.tooClose.map((m) => `${m.unit} ${m.engagedWith ? `is in base contact with ${m.engagedWith} (a combat, L599-607), is not moved out of it` : 'cannot be moved apart'} and stays ${m.distance}" off: tolerated (L688-689)`),
      ...sep.friendsTouching.map((m) => `friend ${m.unit} ${m.engagedWith ? `is in base contact with ${m.engagedWith} (a combat) and ` : ''}cannot be moved apart and is touched`),
    ].join('; ');

  if (choice.kind === 'pivot') {
    const fp: Footprint = { ...c.fp, facing: choice.facing! };
    const poly = footprintPolygon(fp);
    const report: RegroupReport = { routed: routed?.id, choice: 'pivot', die: null, reach: 0, blockedBy: null, separated: [], tooClose: [] };
    const hard = hardOffence(poly, c, others, pieces, table);
    const sep = hard ? null : separation(poly);
    const bad: Stop | null = hard ?? (sep!.friendsTouching.length ? { kind: 'friend', id: sep!.friendsTouching[0].unit } : null);
    if (bad) {
      verdict.reasons.push(reason('REGROUP_ILLEGAL_END', `facing ${choice.facing}° it would end ${hard ? hardWords(bad) : `${stopWords(bad)}, which cannot be moved apart`}`, R.regroup.cite));
      report.blockedBy = bad;
    } else {
      report.separated = sep!.separated;
      report.tooClose = sep!.tooClose;
      report.blockedBy = offence(poly, c, others, pieces, table, gap);
    }
    verdict.final = finalOf(fp);
    verdict.path = { moves: [{ move: 'pivot', degrees: round(turn(c.fp.facing, fp.facing)), to: pose(fp.centre, fp.facing) }], length: 0, pivots: 1 };
    verdict.legal = verdict.reasons.length === 0;
    ex.add(R.regroup, verdict.legal ? `${c.id} pivots to face ${round(fp.facing)}°` : `${c.id} may not pivot to ${round(fp.facing)}°: ${verdict.reasons[0].message}`);
    if (verdict.legal && sep && (sep.separated.length || sep.tooClose.length)) ex.add(R.regroup, `it ends too close to other units: ${sepWords(sep)}`);
    return { result: { ...verdict, alsoCharging: [], regroup: report }, explanation: ex.steps };
  }

  const back = choice.kind === 'back';
  const sides = back ? 3 : 6;
  const t = scale(facingVector(c.fp.facing), back ? -1 : 1);
  const moved = (k: number): Polygon => c.poly.map((p) => add(p, scale(t, k)));
  // Never through another unit (L671), nor into impassable terrain or off the table: the first overlap ahead
  const { at: blockAt, stop: blocker } = firstStraightStop(c.poly, t, c.side, others, pieces, table);
  // Where legality of the end position can change: distance to an enemy crossing 1", to a friend crossing the gap
  const events: number[] = [];
  for (const u of others) events.push(...slideEvents(c.poly, t, u.poly, u.side === c.side ? gap : 1));
  for (const p of pieces) if (p.type === 'impassable') events.push(...slideEvents(c.poly, t, p.polygon, 0));
  const endOk = (x: number) => offence(moved(x), c, others, pieces, table, gap) === null;
  /** The furthest legal end not beyond `want` nor the first unit in the way. */
  const furthest = (want: number): number | null => {
    const hi = Math.min(want, blockAt);
    const cands = [hi, 0, ...events.flatMap((e) => [e, e - CLEARANCE])].filter((x) => x >= -1e-12 && x <= hi + 1e-12).sort((a, b) => b - a);
    for (const x of cands) if (endOk(Math.max(0, x))) return Math.max(0, x);
    return null;
  };
  const outcomeFor = (n: number): RegroupOutcome => {
    const x = furthest(n);
    if (x === null && !refused) {
      // No legal end of its own on its line (L675-677): it makes its move — the full distance, or up to
      // what is in the way (never through a unit, L671; a visible gap short of one) — and the units it
      // ends too close to are moved apart where they can be (L683-689).
      const e = Math.max(0, Math.min(n, blocker && (blocker.kind === 'friend' || blocker.kind === 'enemy') ? blockAt - CLEARANCE : blockAt));
      const poly = moved(e);
      const hard = hardOffence(poly, c, others, pieces, table);
      const sep = hard ? null : separation(poly);
      const stuck: Stop | null = hard ?? (sep!.friendsTouching.length ? { kind: 'friend', id: sep!.friendsTouching[0].unit } : null);
      if (stuck) return { roll: n, moved: 0, stoppedShort: true, stoppedBy: stuck, legal: false, separated: [], tooClose: [] };
      const short = e < n - 1e-9;
      const fp: Footprint = { ...c.fp, centre: add(c.fp.centre, scale(t, e)) };
      return { roll: n, moved: round(e), stoppedShort: short, stoppedBy: short ? blocker : null, legal: true, final: finalOf(fp), separated: sep!.separated, tooClose: sep!.tooClose };
    }
    const full = x !== null && Math.abs(x - n) < 1e-9;
    const stoppedBy = full ? null : n > blockAt + 1e-9 ? blocker : offence(moved(n), c, others, pieces, table, gap);
    const legal = x !== null && (full || !refused);
    const fp: Footprint = { ...c.fp, centre: add(c.fp.centre, scale(t, legal ? x! : 0)) };
    return { roll: n, moved: legal ? round(x!) : 0, stoppedShort: !full, stoppedBy, legal, ...(legal ? { final: finalOf(fp) } : {}), separated: [], tooClose: [] };
  };
  const report: RegroupReport = { routed: routed?.id, choice: choice.kind, die: back ? 'D3' : 'D6', reach: round(Math.min(blockAt, sides)), blockedBy: blockAt <= sides ? blocker : null };
  verdict.distance = { needed: null, allowed: sides };
  ex.add(R.regroup, blockAt <= sides ? `${back ? 'behind' : 'ahead'}, ${blocker!.kind === 'tableEdge' ? 'the table edge' : `${blocker!.kind} ${blocker!.id}`} is met after ${blockAt.toFixed(3)}": no unit may be moved through (L671)` : `nothing in the way within ${sides}"`);
  const out: RulesOutcome<ChargeResult> = { result: { ...verdict, alsoCharging: [], regroup: report }, explanation: [] };
  const explain = (o: RegroupOutcome) =>
    `${report.die} ${o.roll}: ${!o.stoppedShort ? `moves the full ${o.roll}"` : !o.legal ? (o.stoppedBy ? `${o.roll}" would end ${stopWords(o.stoppedBy)}` : 'no legal place to end') + (refused ? ' — this move cannot be chosen (regroupBlocked refused)' : '') : `stops short after ${o.moved}" (${stopWords(o.stoppedBy!)})`}` +
    (o.separated.length || o.tooClose.length ? `; no place on its line is 1" from every enemy and off every friend, so: ${sepWords({ separated: o.separated, tooClose: o.tooClose, friendsTouching: [] })}` : '');
  if (ctx.dice.mode === 'exact') {
    report.outcomes = Array.from({ length: sides }, (_, i) => outcomeFor(i + 1));
    const merged = new Map<number | string, number>();
    for (const o of report.outcomes) merged.set(o.legal ? o.moved : 'refused', (merged.get(o.legal ? o.moved : 'refused') ?? 0) + 1 / sides);
    out.distribution = { moved: [...merged].map(([value, p]): DistributionEntry => ({ value, p })) };
    for (const o of report.outcomes) ex.add(R.regroup, explain(o));
    verdict.legal = report.outcomes.every((o) => o.legal);
    if (!verdict.legal) verdict.reasons.push(reason(refused ? 'REGROUP_BLOCKED' : 'REGROUP_ILLEGAL_END', `on ${report.outcomes.filter((o) => !o.legal).map((o) => o.roll).join(', ')} the ${choice.kind} move cannot be made`, R.regroup.cite));
  } else {
    const ev = evaluate(sum({ purpose: 'regroup', count: 1, sides }), ctx.dice.mode === 'seeded' ? ctx.dice : { mode: 'given', rolls: ctx.dice.rolls });
    if (ev.kind === 'sampled') {
      const o = outcomeFor(ev.value);
      Object.assign(report, { roll: ev.value, moved: o.moved, stoppedShort: o.stoppedShort, stoppedBy: o.stoppedBy, separated: o.separated, tooClose: o.tooClose });
      out.rolls = ev.rolls;
      if (ev.unusedRolls?.length) out.unusedRolls = ev.unusedRolls;
      ex.add(R.regroup, explain(o));
      verdict.legal = o.legal;
      if (o.legal) {
        verdict.final = o.final;
        verdict.path = { moves: [{ move: back ? 'back' : 'forward', distance: o.moved, to: { centre: o.final!.centre, facing: o.final!.facing } }], length: o.moved, pivots: 0 };
      } else verdict.reasons.push(reason(refused ? 'REGROUP_BLOCKED' : 'REGROUP_ILLEGAL_END', explain(o), R.regroup.cite));
    }
  }
  out.result = { ...verdict, alsoCharging: [], regroup: report };
  out.explanation = ex.steps;
  return out;
}

function hardWords(s: Stop): string {
  return s.kind === 'tableEdge' ? 'off the table' : s.kind === 'impassable' ? `on impassable ${s.id}` : `on top of ${s.kind} ${s.id}`;
}

function stopWords(s: Stop): string {
  return s.kind === 'enemy' ? `within 1" of enemy ${s.id}` : s.kind === 'friend' ? `touching friend ${s.id}` : s.kind === 'impassable' ? `on impassable ${s.id}` : 'off the table';
}
