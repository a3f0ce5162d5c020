/**
 * Artillery placed on the table (§3.11, L2448-2507; templates L612-622): the target unit and the other enemy units
 * near it laid out model by model (rank by rank, as in charges: `files`, `models`, `baseWidth`, plus `baseDepth`),
 * the aim point, the machine's position. This file checks the placement (400 for bad input, 422 for positions no
 * table can hold) and answers the geometry of one template position or one line; the odds over the scatter are in
 * `template-odds.ts`.
 */
import { IssueCollector, pointer } from '../../../core/errors.js';
import { arcOfPoint } from '../../../core/table/arcs.js';
import { basesOf, boxOf, type Box, type Formation } from '../../../core/table/bases.js';
import { crossingParams, polygonsOverlap } from '../../../core/table/intersect.js';
import { edgesOf, footprintPolygon, insideOrOn } from '../../../core/table/shapes.js';
import { boxContains, discTouches, segmentBoxDistance, segmentClip } from '../../../core/table/template.js';
import { add, dist, scale, sub, type Vec } from '../../../core/table/vec.js';
import { TERRAIN_TYPE_IDS, type TerrainType } from '../catalogue.js';

export interface PlacedUnit {
  centre: Vec;
  facing: number;
  width: number;
  depth: number;
  /** Models per rank; default the target's files (units[0]), else width / baseWidth, else 1. */
  files?: number;
  /** Models in the formation (units[0]: its R&F alive and the characters placed in it). */
  models?: number;
  baseWidth?: number;
  baseDepth?: number;
  /** units[0] only: the model each of `combined.characters` stands in (model numbers as in `core/table/bases.ts`). */
  characters?: number[];
}

export interface ArtilleryPlacement {
  /** units[0] is the target; the others are enemy units the template may touch too. */
  units: PlacedUnit[];
  /** Catapult: the template's centre as placed; flame thrower: its centre before the advance; cannon: the impact point. */
  aim: Vec;
  /** The machine's position: flame thrower, cannon, bolt thrower. */
  from?: Vec;
  /** Catapult: the template's diameter, inches (default 3). */
  template?: number;
  /** Cannon (X): the line's length X, inches. */
  lineLength?: number;
  /** Cannon: impassable terrain and walls stop the line. */
  terrain?: Array<{ type: TerrainType; polygon: Vec[] }>;
  /** Given dice: the direction the template moved, measured on the table (degrees, clockwise from +y, like a facing). */
  direction?: number;
  /** Given dice: the direction of the arrow of the Engineer's reroll of the scatter die (L3386-3395), when it moves. */
  rerollDirection?: number;
}

export interface LaidUnit { formation: Formation; boxes: Box[]; centres: Vec[]; /** model → character index */ chars: Map<number, number> }
export interface Laid { units: LaidUnit[]; radius: number }

/** What one template position (or sweep) covers: per unit the models touched and the model under the centre (-1). */
export interface Covered { touched: number[][]; centre: number[] }

const P = (...s: Array<string | number>) => pointer('artillery', 'placement', ...s);
const WEAPONS_PLACED = ['catapult', 'flameThrower', 'cannon', 'boltThrower'];

/** Bad placements (400 in `bad`, 422 in `geo`); the layout of every unit. */
export function layOut(p: ArtilleryPlacement, weapon: string, target: { alive: number; files: number; characters: number | null }, bad: IssueCollector, geo: IssueCollector): Laid {
  if (!WEAPONS_PLACED.includes(weapon)) { bad.add(P(), 'not_applicable', 'a placement is for the catapult, flame thrower, cannon and bolt thrower'); return { units: [], radius: 0 }; }
  if (!Array.isArray(p.units) || p.units.length === 0) { bad.add(P('units'), 'required', 'the target unit (units[0]) and any other enemy unit the template may touch'); return { units: [], radius: 0 }; }
  const units: LaidUnit[] = [];
  p.units.forEach((u, i) => {
    for (const k of ['width', 'depth'] as const) if (!(typeof u[k] === 'number' && u[k] > 0)) bad.add(P('units', i, k), 'range', `${k} is positive, inches`);
    if (u.files !== undefined && !(Number.isInteger(u.files) && u.files >= 1 && u.files <= 100)) bad.add(P('units', i, 'files'), 'range', 'files (models per rank) is an integer from 1 to 100');
    if (u.models !== undefined && !(Number.isInteger(u.models) && u.models >= 1 && u.models <= 1000)) bad.add(P('units', i, 'models'), 'range', 'models is an integer from 1 to 1000');
    for (const k of ['baseWidth', 'baseDepth'] as const) {
      const v = u[k];
      const room = k === 'baseWidth' ? u.width : u.depth;
      if (v !== undefined && !(v > 0)) bad.add(P('units', i, k), 'range', `${k} is positive, inches`);
      else if (v !== undefined && v > room + 1e-6) bad.add(P('units', i, k), 'range', `a base (${v}") is no ${k === 'baseWidth' ? 'wider' : 'deeper'} than its unit (${room}")`);
    }
    if (i > 0 && u.characters !== undefined) bad.add(P('units', i, 'characters'), 'not_applicable', 'characters stand in the target unit (units[0])');
    const placedChars = i === 0 ? u.characters?.length ?? 0 : 0;
    const files = u.files ?? (u.baseWidth ? Math.max(1, Math.round(u.width / u.baseWidth)) : i === 0 ? Math.min(target.files, target.alive + placedChars) : 1);
    const models = u.models ?? (i === 0 ? target.alive + placedChars : files);
    if (i === 0 && u.models !== undefined && u.models !== target.alive + placedChars) bad.add(P('units', 0, 'models'), 'range', `the target has ${target.alive} R&F model(s) on the table${placedChars ? ` and ${placedChars} character(s) placed in it` : ''}: ${target.alive + placedChars}`);
    if (Number.isInteger(files) && Number.isInteger(models) && models < files && files >= 1) bad.add(P('units', i, 'models'), 'range', `${models} models cannot fill a front rank of ${files} files`);
    const ranks = Math.ceil(models / Math.max(1, files));
    const formation: Formation = { centre: u.centre, facing: u.facing, width: u.width, depth: u.depth, files, models, baseWidth: u.baseWidth ?? u.width / files, baseDepth: u.baseDepth ?? u.depth / ranks };
    // the bases fill the footprint: a whole number of bases across and deep (2 % of a base, as charges)
    if (u.baseWidth && u.baseWidth <= u.width + 1e-6 && Math.abs(files * u.baseWidth - u.width) > 0.02 * u.baseWidth) geo.add(P('units', i, 'baseWidth'), 'frontage', `${files} bases of ${u.baseWidth}" do not make the unit's ${u.width}" frontage`);
    if (u.baseDepth && u.baseDepth <= u.depth + 1e-6 && Math.abs(ranks * u.baseDepth - u.depth) > 0.02 * u.baseDepth) geo.add(P('units', i, 'baseDepth'), 'depth', `${ranks} rank(s) of ${u.baseDepth}" do not make the unit's ${u.depth}" depth`);
    for (let j = 0; j < i; j++) if (polygonsOverlap(footprintPolygon(units[j].formation), footprintPolygon(formation))) geo.add(P('units', i, 'centre'), 'overlap', `unit ${i} overlaps unit ${j}`);
    const chars = new Map<number, number>();
    (i === 0 ? u.characters ?? [] : []).forEach((m, k) => {
      if (!Number.isInteger(m) || m < 0 || m >= models) bad.add(P('units', 0, 'characters', k), 'range', `a model of the unit, 0 to ${models - 1} (rank by rank from the front, left to right)`);
      else if (chars.has(m)) bad.add(P('units', 0, 'characters', k), 'duplicate', 'one character per model');
      else chars.set(m, k);
    });
    const bases = bad.empty ? basesOf(formation) : [];
    units.push({ formation, boxes: bases.map(boxOf), centres: bases.map((b) => b.centre), chars });
  });
  const placed = p.units[0].characters;
  if (placed !== undefined && target.characters === null) bad.add(P('units', 0, 'characters'), 'not_applicable', 'characters placed in the unit need combined.characters');
  else if (placed !== undefined && placed.length !== target.characters) bad.add(P('units', 0, 'characters'), 'length', `one model per character of combined.characters (${target.characters})`);
  const tpl = p.template;
  if (tpl !== undefined && weapon !== 'catapult' && !(weapon === 'flameThrower' && tpl === 3)) bad.add(P('template'), 'not_applicable', 'the template diameter is the catapult\'s (X); the flame thrower\'s is 3"');
  if (tpl !== undefined && !(tpl >= 1 && tpl <= 10)) bad.add(P('template'), 'range', 'a template of 1 to 10 inches across');
  if (weapon !== 'catapult' && p.from === undefined) bad.add(P('from'), 'required', 'where the machine stands (the template moves, or the line runs, directly away from it)');
  if (weapon === 'cannon' && !(typeof p.lineLength === 'number' && p.lineLength > 0)) bad.add(P('lineLength'), 'required', 'the cannon\'s X: the line\'s length, inches');
  if (weapon !== 'cannon' && p.lineLength !== undefined) bad.add(P('lineLength'), 'not_applicable', 'a line length is the cannon\'s');
  (p.terrain ?? []).forEach((t, k) => {
    if (!TERRAIN_TYPE_IDS.includes(t.type)) bad.add(P('terrain', k, 'type'), 'enum', `type is one of ${TERRAIN_TYPE_IDS.join(', ')}`);
    if (!Array.isArray(t.polygon) || t.polygon.length < 3) bad.add(P('terrain', k, 'polygon'), 'length', 'a polygon has at least 3 points');
  });
  const laid = { units, radius: (weapon === 'catapult' ? tpl ?? 3 : 3) / 2 };
  if (!bad.empty) return laid;
  if ((weapon === 'flameThrower' || weapon === 'cannon') && p.from && dist(p.from, p.aim) < 1e-6) bad.add(P('from'), 'range', 'the machine and the aim point are one point: no direction away from it');
  if (weapon === 'catapult' && !units.some((u) => u.boxes.some((b) => boxContains(b, p.aim)))) bad.add(P('aim'), 'not_over_model', 'the template\'s centre is placed over an enemy model (L2448-2451)');
  if (weapon === 'cannon' && !units[0].boxes.some((b) => boxContains(b, p.aim))) bad.add(P('aim'), 'not_over_model', 'the impact point is over a model of the target unit (L2494-2499)');
  if (weapon === 'boltThrower' && p.from && arcOfPoint(units[0].formation, p.from) === 'inside') geo.add(P('from'), 'inside_target', 'the bolt thrower stands inside its target');
  return laid;
}

/** The models a template of the laid radius centred at `c` touches, and the model under its centre, per unit. */
export function coveredAt(laid: Laid, c: Vec): Covered {
  const touched: number[][] = [];
  const centre: number[] = [];
  for (const u of laid.units) {
    touched.push(u.boxes.flatMap((b, k) => (discTouches(b, c, laid.radius) ? [k] : [])));
    centre.push(u.boxes.findIndex((b) => boxContains(b, c)));
  }
  return { touched, centre };
}

/** The models a template touches on its way from `a` to `b` (the swept area: the segment grown by the radius). */
export function coveredAlong(laid: Laid, a: Vec, b: Vec): Covered {
  return { touched: laid.units.map((u) => u.boxes.flatMap((bx, k) => (segmentBoxDistance(bx, a, b) <= laid.radius + 1e-9 ? [k] : []))), centre: laid.units.map(() => -1) };
}

/**
 * Flame thrower (L2473-2483): D6" directly away from the machine, then (option flameThrowerEnd, default
 * modelCentre) the centre set on the centre of the model nearest that point when one lies under the template there.
 */
export function flameEnd(laid: Laid, from: Vec, start: Vec, inches: number, end: string): Vec {
  const d = sub(start, from);
  const e = add(start, scale(d, inches / Math.hypot(d.x, d.y)));
  if (end !== 'modelCentre') return e;
  let best: Vec | null = null;
  let bestD = laid.radius + 1e-9;
  for (const u of laid.units) for (const c of u.centres) { const k = dist(c, e); if (k < bestD - 1e-12) { best = c; bestD = k; } }
  return best ?? e;
}

/** The cannon's line (L2494-2507): from the impact point, X" directly away from the cannon, cut by impassable terrain or a wall. */
export function cannonLine(laid: Laid, p: ArtilleryPlacement): { impact: number; order: number[]; length: number; stoppedBy: number | null; beyond: number } {
  const from = p.from!;
  const d = sub(p.aim, from);
  const X = p.lineLength!;
  let length = X;
  let stoppedBy: number | null = null;
  const end0 = add(p.aim, scale(d, X / Math.hypot(d.x, d.y)));
  (p.terrain ?? []).forEach((t, k) => {
    if (t.type !== 'impassable' && t.type !== 'wall') return;
    const ts = insideOrOn(p.aim, t.polygon) ? [0] : edgesOf(t.polygon).flatMap(([a, b]) => crossingParams(p.aim, end0, a, b));
    const at = ts.length ? Math.min(...ts) * X : Infinity;
    if (at < length) { length = at; stoppedBy = k; }
  });
  const end = add(p.aim, scale(d, length / Math.hypot(d.x, d.y)));
  const along = (u: LaidUnit) => u.boxes.flatMap((b, k) => { const c = segmentClip(b, p.aim, end); return c ? [[c[0], k] as [number, number]] : []; }).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const mine = along(laid.units[0]);
  const impact = laid.units[0].boxes.findIndex((b) => boxContains(b, p.aim));
  const order = mine.map(([, k]) => k).filter((k) => k !== impact);
  const beyond = laid.units.slice(1).reduce((n, u) => n + along(u).length, 0);
  return { impact, order, length, stoppedBy, beyond };
}

/** Bolt thrower (L2484-2493): from the front or rear arc the target's ranks, from a flank its files. */
export function boltMaxHits(laid: Laid, from: Vec): { arc: string; maxHits: number } {
  const f = laid.units[0].formation;
  const arc = arcOfPoint(f, from);
  return { arc, maxHits: arc === 'front' || arc === 'rear' ? Math.ceil(f.models / f.files) : f.files };
}
