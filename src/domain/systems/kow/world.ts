/**
 * The table as the charge and terrain capabilities see it: a rectangle in inches, terrain pieces
 * with a type and a height, and units placed by centre and facing. Everything is validated here,
 * and impossible states (units overlapping, a unit off the table or inside impassable terrain) are
 * 422 problems naming every offending unit (KoW terrain: 003_80333abf01c9832d.txt L415-469;
 * table size L1240-1247).
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { clipToConvex } from '../../core/table/arcs.js';
import { crossingParams, polygonsOverlap } from '../../core/table/intersect.js';
import { area, footprintPolygon, type Footprint, type Polygon } from '../../core/table/shapes.js';
import { offTableBy, type Table } from '../../core/table/table.js';
import type { Vec } from '../../core/table/vec.js';
import { collectUnit, type Unit, type UnitInput } from './units.js';

export const MM_PER_INCH = 25.4;

/** The terrain types of the seed plus hills (KoW terrain types: 003_80333abf01c9832d.txt L415-445, hills L467-469). */
export const KOW_TERRAIN_TYPES = ['impassable', 'difficult', 'obstacle', 'decorative', 'hill'] as const;
export type KowTerrainType = (typeof KOW_TERRAIN_TYPES)[number];

/** A standard table: 6 × 4 ft (KoW table: 003_80333abf01c9832d.txt L1240-1247). */
export const DEFAULT_TABLE: Table = { width: 72, depth: 48 };

export interface TerrainInput {
  id?: string;
  type: string;
  /** Height in inches (1 height level per inch, L449-451); defaults by type. */
  height?: number;
  polygon: Array<{ x: number; y: number }>;
  /** Flat features (rivers, ponds) never block line of sight (L458-459). */
  flat?: boolean;
}

export interface Piece {
  id: string;
  type: KowTerrainType;
  height: number;
  polygon: Polygon;
  flat: boolean;
  /** Set when an obstacle taller than 1" was treated as impassable (L436-437). */
  reclassifiedFrom?: 'obstacle';
  index: number;
}

/** Default heights per type when the request gives none (guideline: 1 level per inch, L449-453). */
export const DEFAULT_TERRAIN_HEIGHT: Record<KowTerrainType, number> = { impassable: 4, difficult: 1, obstacle: 1, decorative: 0, hill: 1 };

export interface PlacedUnitInput {
  id: string;
  /** The player the unit belongs to; units of the same side are friends. */
  side: string;
  unit: UnitInput;
  /** Centre of the footprint, inches from the table's bottom-left corner. */
  centre: { x: number; y: number };
  /** Degrees clockwise from +y (up the table). */
  facing: number;
  wavering?: boolean;
}

export interface Placed {
  id: string;
  side: string;
  unit: Unit;
  fp: Footprint;
  poly: Polygon;
  /** Unit height plus the height of a hill it stands mostly on (L467-469). */
  height: number;
  hill?: string;
  wavering: boolean;
  index: number;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function collectTable(input: Partial<Table> | undefined, issues: IssueCollector): Table {
  if (input === undefined) return DEFAULT_TABLE;
  const t = { ...DEFAULT_TABLE, ...input };
  for (const k of ['width', 'depth'] as const) {
    if (!finite(t[k]) || t[k] <= 0 || t[k] > 1000) issues.add(pointer('table', k), 'invalid_value', `table ${k} must be a positive number of inches (at most 1000)`);
  }
  return t;
}

/** Does a closed polygon cross itself (non-adjacent edges meeting)? */
export function selfIntersects(p: Polygon): boolean {
  const n = p.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (crossingParams(p[i], p[(i + 1) % n], p[j], p[(j + 1) % n]).length > 0) return true;
    }
  }
  return false;
}

/** Validate terrain pieces at `/<at>/i` (`at` is a plain segment such as 'terrain'); obstacles taller than 1" become impassable (L436-437). */
export function collectTerrain(input: readonly TerrainInput[] | undefined, at: string, issues: IssueCollector): Piece[] {
  const out: Piece[] = [];
  const ids = new Set<string>();
  (input ?? []).forEach((t, i) => {
    const before = issues.issues.length;
    if (t === null || typeof t !== 'object') {
      issues.add(pointer(...at.split('/'), i), 'type', 'a terrain piece must be an object');
      return;
    }
    if (!KOW_TERRAIN_TYPES.includes(t.type as KowTerrainType)) issues.add(pointer(...at.split('/'), i, 'type'), 'enum', `type must be one of ${KOW_TERRAIN_TYPES.join(', ')}`);
    if (t.height !== undefined && (!finite(t.height) || t.height < 0 || t.height > 20)) issues.add(pointer(...at.split('/'), i, 'height'), 'invalid_value', 'height must be a number of inches from 0 to 20');
    const poly = Array.isArray(t.polygon) ? t.polygon : [];
    if (poly.length < 3) issues.add(pointer(...at.split('/'), i, 'polygon'), 'invalid_value', 'polygon needs at least 3 vertices');
    poly.forEach((v, j) => {
      if (!v || !finite(v.x) || !finite(v.y)) issues.add(pointer(...at.split('/'), i, 'polygon', j), 'invalid_value', 'a vertex is {x, y} in inches');
    });
    const id = t.id ?? `terrain-${i}`;
    if (ids.has(id)) issues.add(pointer(...at.split('/'), i, 'id'), 'duplicate', `terrain id "${id}" is used twice`);
    ids.add(id);
    if (issues.issues.length > before) return;
    const polygon = poly.map((v) => ({ x: v.x, y: v.y }));
    if (area(polygon) < 1e-6) issues.add(pointer(...at.split('/'), i, 'polygon'), 'invalid_value', 'polygon has no area');
    else if (selfIntersects(polygon)) issues.add(pointer(...at.split('/'), i, 'polygon'), 'invalid_value', 'polygon crosses itself; give the outline in order');
    if (issues.issues.length > before) return;
    let type = t.type as KowTerrainType;
    const height = t.height ?? DEFAULT_TERRAIN_HEIGHT[type];
    let reclassifiedFrom: 'obstacle' | undefined;
    if (type === 'obstacle' && height > 1) {
      type = 'impassable';
      reclassifiedFrom = 'obstacle';
    }
    out.push({ id, type, height, polygon, flat: t.flat === true, index: i, ...(reclassifiedFrom ? { reclassifiedFrom } : {}) });
  });
  return out;
}

/** Share of a convex footprint's area inside a piece. */
export function shareInside(fp: Polygon, piece: Polygon): number {
  const a = area(fp);
  return a > 0 ? area(clipToConvex(piece, fp)) / a : 0;
}

// KoW hero bases: 003_80333abf01c9832d.txt L44-55, L72-74 — not tabulated; option heroBase (digest §2.2)
export function baseMmOf(unit: Unit, options: Record<string, unknown> = {}): { w: number; d: number } {
  if (unit.type === 'Hero' && !unit.ownBase && options.heroBase === 'singleModel') return { w: 50, d: 50 };
  return unit.footprintMm;
}

export function footprintOf(unit: Unit, centre: Vec, facing: number, options: Record<string, unknown> = {}): Footprint {
  const mm = baseMmOf(unit, options);
  return { centre, facing, width: mm.w / MM_PER_INCH, depth: mm.d / MM_PER_INCH };
}

/** Validate placed units at `/<at>/i`; unit stat lines are checked as everywhere else. */
export function collectUnits(input: readonly PlacedUnitInput[] | undefined, at: string, pieces: readonly Piece[], issues: IssueCollector, options: Record<string, unknown> = {}): Placed[] {
  const out: Placed[] = [];
  const ids = new Set<string>();
  (input ?? []).forEach((p, i) => {
    if (p === null || typeof p !== 'object') {
      issues.add(pointer(...at.split('/'), i), 'type', 'a placed unit must be an object');
      return;
    }
    const before = issues.issues.length;
    if (typeof p.id !== 'string' || p.id === '') issues.add(pointer(...at.split('/'), i, 'id'), 'required', 'every unit needs an id');
    else if (ids.has(p.id)) issues.add(pointer(...at.split('/'), i, 'id'), 'duplicate', `unit id "${p.id}" is used twice`);
    else ids.add(p.id);
    if (typeof p.side !== 'string' || p.side === '') issues.add(pointer(...at.split('/'), i, 'side'), 'required', 'every unit needs a side (its player)');
    if (!p.centre || !finite(p.centre.x) || !finite(p.centre.y)) issues.add(pointer(...at.split('/'), i, 'centre'), 'invalid_value', 'centre is {x, y} in inches');
    if (!finite(p.facing)) issues.add(pointer(...at.split('/'), i, 'facing'), 'invalid_value', 'facing is a number of degrees clockwise from +y');
    const unit = collectUnit(p.unit, [...at.split('/'), String(i), 'unit'], issues);
    if (!unit || issues.issues.length > before) return;
    const fp = footprintOf(unit, { x: p.centre.x, y: p.centre.y }, ((p.facing % 360) + 360) % 360, options);
    const poly = footprintPolygon(fp);
    const hill = pieces.find((h) => h.type === 'hill' && shareInside(poly, h.polygon) > 0.5);
    out.push({ id: p.id, side: p.side, unit, fp, poly, height: unit.height + (hill ? hill.height : 0), ...(hill ? { hill: hill.id } : {}), wavering: p.wavering === true, index: i });
  });
  return out;
}

/**
 * Impossible states: a unit off the table, two units overlapping, a unit inside impassable
 * terrain (KoW impassable: 003_80333abf01c9832d.txt L418-422; units never overlap, L160-166).
 */
export function assertPossible(table: Table, units: readonly Placed[], pieces: readonly Piece[], at: string): void {
  const issues = new IssueCollector();
  for (const u of units) {
    const off = offTableBy(table, u.poly);
    if (off > 1e-9) issues.add(pointer(...at.split('/'), u.index, 'centre'), 'off_table', `unit "${u.id}" is ${off.toFixed(3)}" off the ${table.width}×${table.depth}" table`);
    for (const p of pieces) {
      if (p.type === 'impassable' && polygonsOverlap(u.poly, p.polygon)) issues.add(pointer(...at.split('/'), u.index, 'centre'), 'inside_impassable', `unit "${u.id}" overlaps impassable terrain "${p.id}"`);
    }
  }
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      if (polygonsOverlap(units[i].poly, units[j].poly)) issues.add(pointer(...at.split('/'), units[j].index, 'centre'), 'overlap', `units "${units[i].id}" and "${units[j].id}" overlap`);
    }
  }
  if (!issues.empty) throw new DomainError('impossible_state', 'The table cannot look like this', issues.issues);
}
