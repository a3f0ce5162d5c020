/** Bad pre-game requests: 400 for invalid or unknown fields, 422 for positions no table can hold. */
import { IssueCollector, pointer } from '../../../core/errors.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { footprintPolygon, type Polygon } from '../../../core/table/shapes.js';
import { offTableBy } from '../../../core/table/table.js';
import { TROOP_TYPES } from '../catalogue.js';
import { RULE_IDS } from '../units.js';
import type { PreGameRequest } from './types.js';

interface Board { width: number; depth: number }

function fields(req: PreGameRequest): IssueCollector {
  const bad = new IssueCollector();
  const d = req.deployment;
  if (!d && req.units !== undefined) bad.add('/deployment', 'required', 'deployed units need deployment {type, …}: the deployment type gives the zones');
  if (!d && req.markers !== undefined) bad.add('/deployment', 'required', 'Secure Target markers are measured from the deployment zones: give deployment {type, …}');
  if (req.hidden !== undefined && req.units === undefined) bad.add('/units', 'required', 'hidden models hide inside deployed units: give units (and deployment)');
  if (d?.type === 'diagonal' && !d.diagonal) bad.add('/deployment/diagonal', 'required', 'a Diagonal deployment names its diagonal (L458-460): rising, from the corner (0, 0) to (width, depth), or falling, from (0, depth) to (width, 0)');
  if (d && d.type !== 'diagonal' && d.diagonal !== undefined) bad.add('/deployment/diagonal', 'not_applicable', 'only a Diagonal deployment has a diagonal');
  if (d?.type === 'flankAttack' && !d.attacker) bad.add('/deployment/attacker', 'required', 'a Flank Attack names the attacking side, A or B (L462-468)');
  if (d && d.type !== 'flankAttack' && d.attacker !== undefined) bad.add('/deployment/attacker', 'not_applicable', 'only a Flank Attack has an attacker');
  const ids = new Map<string, string>();
  const id = (v: string, at: string) => {
    if (ids.has(v)) bad.add(at, 'duplicate', `id "${v}" is also ${ids.get(v)}`);
    else ids.set(v, at);
  };
  (req.units ?? []).forEach((u, i) => {
    id(u.id, pointer('units', i, 'id'));
    if (!(u.width > 0 && u.depth > 0)) bad.add(pointer('units', i), 'range', 'width and depth are positive, inches');
    if (u.troopType !== undefined && !(TROOP_TYPES as readonly string[]).includes(u.troopType)) bad.add(pointer('units', i, 'troopType'), 'enum', 'unknown troop type');
    (u.rules ?? []).forEach((r, k) => { if (!RULE_IDS.has(r.id)) bad.add(pointer('units', i, 'rules', k, 'id'), 'unknown_rule', `unknown special rule "${r.id}"`); });
    (u.vanguard?.steps ?? []).forEach((s, k) => {
      const at = (f: string) => pointer('units', i, 'vanguard', 'steps', k, f);
      if (s.move === 'wheel') {
        if (typeof s.degrees !== 'number' || !Number.isFinite(s.degrees) || Math.abs(s.degrees) > 360) bad.add(at('degrees'), 'required', 'a wheel turns by degrees, clockwise positive (about the front-right corner) or anticlockwise negative (about the front-left), at most 360');
        if (s.inches !== undefined) bad.add(at('inches'), 'not_applicable', 'a wheel is measured by its degrees (its length is the outer corner\'s arc)');
      } else {
        if (typeof s.inches !== 'number' || !(s.inches >= 0)) bad.add(at('inches'), 'required', `a ${s.move} step moves a number of inches, 0 or more`);
        if (s.degrees !== undefined) bad.add(at('degrees'), 'not_applicable', `a ${s.move} step has no degrees`);
      }
    });
  });
  (req.ambushers ?? []).forEach((a, i) => {
    id(a.id, pointer('ambushers', i, 'id'));
    if (!(a.width > 0 && a.depth > 0)) bad.add(pointer('ambushers', i), 'range', 'width and depth are positive, inches');
    if (!(Number.isInteger(a.M) && a.M >= 0 && a.M <= 10)) bad.add(pointer('ambushers', i, 'M'), 'range', 'M is an integer from 0 to 10');
  });
  const seen = new Set<string>();
  (req.markers ?? []).forEach((m, i) => {
    if (seen.has(m.side)) bad.add(pointer('markers', i, 'side'), 'duplicate', `each player places one marker (L2977-2979): side ${m.side} has two`);
    seen.add(m.side);
  });
  (req.hidden ?? []).forEach((h, i) => {
    id(h.id, pointer('hidden', i, 'id'));
    if (!(TROOP_TYPES as readonly string[]).includes(h.troopType)) bad.add(pointer('hidden', i, 'troopType'), 'enum', 'unknown troop type');
    const host = (req.units ?? []).find((u) => u.id === h.in);
    if (!host && !(req.ambushers ?? []).some((a) => a.id === h.in)) bad.add(pointer('hidden', i, 'in'), 'unknown_unit', `no unit "${h.in}" in units or ambushers`);
    else if (host && host.troopType === undefined) bad.add(pointer('hidden', i, 'in'), 'troop_type_needed', `unit "${h.in}" needs its troopType to host a hidden model (same troop type, L3237-3238)`);
    if (h.championOf !== undefined && !(req.units ?? []).some((u) => u.id === h.championOf) && !(req.ambushers ?? []).some((a) => a.id === h.championOf)) bad.add(pointer('hidden', i, 'championOf'), 'unknown_unit', `no unit "${h.championOf}"`);
  });
  return bad;
}

/** 400s naming every bad field of the pre-game. */
export function validatePreGameFields(req: PreGameRequest): void {
  const bad = fields(req);
  bad.throwIfAny(bad.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', 'Invalid pre-game request');
}

/** 422s for units, markers or ambushers no table can hold. */
export function validatePreGameGeometry(req: PreGameRequest, board: Board, impassable: readonly Polygon[]): void {
  const geo = new IssueCollector();
  const polys = (req.units ?? []).map((u) => footprintPolygon(u));
  polys.forEach((p, i) => {
    const u = req.units![i];
    const at = pointer('units', i, 'centre');
    if (offTableBy(board, p) > 1e-6) geo.add(at, 'off_table', `unit "${u.id}" is not wholly on the ${board.width}"×${board.depth}" board (L736-742)`);
    for (let j = 0; j < i; j++) if (polygonsOverlap(polys[j], p)) geo.add(at, 'overlap', `unit "${u.id}" overlaps unit "${req.units![j].id}"`);
    impassable.forEach((t, k) => { if (polygonsOverlap(t, p)) geo.add(at, 'in_impassable', `unit "${u.id}" stands in the impassable terrain of pieces/${k}`); });
  });
  (req.markers ?? []).forEach((m, i) => {
    if (offTableBy(board, [m.at]) > 1e-6) geo.add(pointer('markers', i, 'at'), 'off_table', `the marker of side ${m.side} is off the board`);
  });
  (req.ambushers ?? []).forEach((a, i) => {
    for (const [pose, at] of [[a.arrival, pointer('ambushers', i, 'arrival', 'centre')], [a.arrival?.moved, pointer('ambushers', i, 'arrival', 'moved', 'centre')]] as const) {
      if (pose && offTableBy(board, footprintPolygon({ ...pose, width: a.width, depth: a.depth })) > 1e-6) geo.add(at, 'off_table', `ambusher "${a.id}" is not wholly on the board there (L736-742)`);
    }
  });
  geo.throwIfAny('impossible_state', 'Impossible positions');
}
