/**
 * The charge request and its checks: bad references and values (400, every field named), then impossible
 * geometry (422: degenerate sizes, trays off the table or overlapping, a tray inside Impassable terrain).
 * A unit's position is the centre of its tray; facing in degrees clockwise from the table's +y.
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { signedArea, type Footprint, type Polygon } from '../../../core/table/shapes.js';
import { offTableBy } from '../../../core/table/table.js';
import type { Vec } from '../../../core/table/vec.js';
import { CARDS } from '../data/cards.js';
import { is2018 } from '../rules.js';
import { TRAYS, type TrayKind } from '../units.js';
import type { ChargeFacts } from './facts.js';
import { cornersOf } from './geometry.js';
import { KEYWORDS_2018, KEYWORDS_2021, PIECE_IDS, PIECES, TRAY_SIZES } from './rules.js';

export interface ChargeUnitInput {
  id: string;
  side: 'A' | 'B';
  centre: Vec;
  facing: number;
  catalogueId?: string;
  tray?: TrayKind;
  width?: number;
  depth?: number;
  speed?: number;
  /** Engaged with an enemy the request does not show (touching an enemy tray is detected anyway). */
  engaged?: boolean;
}

export interface ChargeTerrainInput {
  piece?: string;
  keywords?: string[];
  polygon: Vec[];
}

export interface ChargeRequest {
  table?: { width: number; depth: number };
  /** Required unless `facts` is given. */
  units?: ChargeUnitInput[];
  terrain?: ChargeTerrainInput[];
  chargerId?: string;
  targetId?: string;
  /** Pre-computed facts instead of positions (digest §4.8). */
  facts?: ChargeFacts;
  /** The facing the charger pivots to; default: the engine picks the best lane. */
  heading?: number;
  /** On an exact split of the charger's tray between two of the target's arcs, the one it takes. */
  splitArc?: 'front' | 'rear' | 'left' | 'right';
  /** What to check (default `charge`); see `modes.ts`. */
  mode?: string;
  /** The acting unit of every mode but `charge`. */
  unitId?: string;
  /** `maneuver`, `march`, `retreat`: the legs of the move, in order. */
  legs?: MoveLegInput[];
  /** `target`: the shift before a ranged attack. */
  shift?: { direction: Direction; distance: number };
  /** `target`: the ranged attack's range, Short (6") or Long (12"). */
  range?: 'short' | 'long';
}

export type Direction = 'forward' | 'back' | 'left' | 'right';
export const DIRECTIONS: readonly Direction[] = ['forward', 'back', 'left', 'right'];

/** One leg of a move: a pivot (degrees, clockwise positive) or a straight move (inches, in a direction, default forward). */
export interface MoveLegInput {
  pivot?: number;
  distance?: number;
  direction?: Direction;
}

export interface ChargeUnit {
  id: string;
  side: 'A' | 'B';
  index: number;
  fp: Footprint;
  poly: Polygon;
  speed?: number;
  engagedFlag: boolean;
}

export interface TerrainPiece {
  index: number;
  keywords: Set<string>;
  polygon: Polygon;
}

export interface ChargeSetup {
  table: { width: number; depth: number };
  units: ChargeUnit[];
  terrain: TerrainPiece[];
  charger: ChargeUnit;
  target: ChargeUnit;
  speed: number;
}

export const DEFAULT_TABLE = { width: 48, depth: 48 };

/** The table, units and terrain of any mode, with its acting unit and (when the mode has one) its target. */
export interface Scene {
  table: { width: number; depth: number };
  units: ChargeUnit[];
  terrain: TerrainPiece[];
  actor: ChargeUnit;
  target?: ChargeUnit;
}

/** Which request fields name the acting unit and the target, and whether the actor's Speed is needed. */
export interface SceneRoles {
  actor: 'chargerId' | 'unitId';
  target: 'required' | 'optional' | 'none';
  speed: boolean;
  /** Why the fields are required, for the messages. */
  why: string;
}

const CHARGE_ROLES: SceneRoles = { actor: 'chargerId', target: 'required', speed: true, why: 'unless facts are given' };

export function readRequest(req: ChargeRequest, rulesVersion: string): ChargeSetup {
  const scene = readScene(req, rulesVersion, CHARGE_ROLES);
  return { table: scene.table, units: scene.units, terrain: scene.terrain, charger: scene.actor, target: scene.target!, speed: scene.actor.speed! };
}

export function readScene(req: ChargeRequest, rulesVersion: string, roles: SceneRoles): Scene {
  const v18 = is2018(rulesVersion);
  const bad = new IssueCollector();
  const ids = new Set<string>();
  const known = v18 ? (KEYWORDS_2018 as readonly string[]) : (KEYWORDS_2021 as readonly string[]);
  const requiredKeys = ['units', roles.actor, ...(roles.target === 'required' ? ['targetId' as const] : [])] as const;
  for (const k of requiredKeys) if (req[k] === undefined) bad.add(`/${k}`, 'required', `${k} is required ${roles.why}`);
  const units: ChargeUnit[] = (req.units ?? []).map((u, i) => {
    if (ids.has(u.id)) bad.add(pointer('units', i, 'id'), 'duplicate', `unit id "${u.id}" appears twice`);
    ids.add(u.id);
    const card = u.catalogueId === undefined ? undefined : CARDS.find((c) => c.id === u.catalogueId);
    if (u.catalogueId !== undefined && !card) bad.add(pointer('units', i, 'catalogueId'), 'unknown_card', `no card "${u.catalogueId}"; see GET /v1/asoiaf catalogue.cards`);
    else if (card && card.kind !== 'combatUnit') bad.add(pointer('units', i, 'catalogueId'), 'not_a_combat_unit', `${card.name} is a ${card.kind}: only Combat Units stand on the table`);
    else if (card && !card.versions.includes(rulesVersion as 'asoiaf-2021')) bad.add(pointer('units', i, 'catalogueId'), 'not_in_version', `${card.name} is not in the ${rulesVersion} text (${card.versions.join(', ')})`);
    if (u.tray !== undefined && !TRAYS.includes(u.tray)) bad.add(pointer('units', i, 'tray'), 'enum', `tray is one of ${TRAYS.join(', ')}`);
    const tray: TrayKind = u.tray ?? card?.tray ?? 'infantry';
    const size = TRAY_SIZES[tray] ?? TRAY_SIZES.infantry;
    const fp: Footprint = { centre: u.centre, facing: u.facing, width: u.width ?? size.width, depth: u.depth ?? size.depth };
    return { id: u.id, side: u.side, index: i, fp, poly: cornersOf(fp), speed: u.speed ?? card?.speed, engagedFlag: !!u.engaged };
  });
  const terrain: TerrainPiece[] = (req.terrain ?? []).map((t, i) => {
    const keywords = new Set<string>(t.keywords ?? []);
    if (t.piece !== undefined) {
      if (!PIECE_IDS.includes(t.piece)) bad.add(pointer('terrain', i, 'piece'), 'unknown_piece', `piece is one of ${PIECE_IDS.join(', ')}`);
      else for (const k of PIECES[t.piece][v18 ? 'v2018' : 'v2021']) keywords.add(k);
    }
    (t.keywords ?? []).forEach((k, j) => {
      if (!known.includes(k)) {
        const other = (v18 ? KEYWORDS_2021 : KEYWORDS_2018) as readonly string[];
        if (other.includes(k)) bad.add(pointer('terrain', i, 'keywords', j), 'not_in_version', `"${k}" is not a terrain keyword of ${rulesVersion} (it belongs to ${v18 ? 'asoiaf-2021' : 'asoiaf-2018'})`);
        else bad.add(pointer('terrain', i, 'keywords', j), 'unknown_keyword', `keyword is one of ${known.join(', ')}`);
      }
    });
    if (t.piece === undefined && t.keywords === undefined) bad.add(pointer('terrain', i), 'required', 'give piece, keywords or both');
    return { index: i, keywords, polygon: t.polygon };
  });
  const actorId = req[roles.actor];
  const charger = units.find((u) => u.id === actorId);
  const target = roles.target === 'none' ? undefined : units.find((u) => u.id === req.targetId);
  if (!charger && actorId !== undefined) bad.add(`/${roles.actor}`, 'unknown_unit', `no unit "${actorId}" in units`);
  if (!target && roles.target !== 'none' && req.targetId !== undefined) bad.add('/targetId', 'unknown_unit', `no unit "${req.targetId}" in units`);
  if (charger && target && req.targetId === actorId) bad.add('/targetId', 'same_unit', roles.actor === 'chargerId' ? 'a unit cannot charge itself: the target is an enemy unit (000_4d85fd9897d069bf.txt L1007-1012)' : 'a unit cannot target itself: the target is an enemy unit (000_4d85fd9897d069bf.txt L932-934, L963-968)');
  if (charger && roles.speed && charger.speed === undefined) bad.add(pointer('units', charger.index, 'speed'), 'required', `the ${roles.actor === 'chargerId' ? 'charger' : 'moving unit'}'s Speed is required (its card prints none; give it inline)`);
  bad.throwIfAny(bad.issues.some((i) => i.code.startsWith('unknown') || i.code === 'not_a_combat_unit') ? 'unknown_reference' : 'invalid_input', `Invalid ${roles.actor === 'chargerId' ? 'charge' : 'move'} request`);
  const table = req.table ?? DEFAULT_TABLE;
  const geo = new IssueCollector();
  if (!(table.width > 0 && table.depth > 0)) geo.add('/table', 'degenerate', 'the table has a positive width and depth');
  units.forEach((u, i) => {
    if (!(u.fp.width > 0 && u.fp.depth > 0)) {
      geo.add(pointer('units', i, u.fp.width > 0 ? 'depth' : 'width'), 'degenerate', `unit "${u.id}": a tray has a positive width and depth`);
      return;
    }
    if (offTableBy(table, u.poly) > 1e-6) geo.add(pointer('units', i, 'centre'), 'off_table', `unit "${u.id}" is not wholly on the ${table.width}"×${table.depth}" table`);
    for (let j = 0; j < i; j++) if (units[j].fp.width > 0 && units[j].fp.depth > 0 && polygonsOverlap(units[j].poly, u.poly)) geo.add(pointer('units', i, 'centre'), 'overlap', `unit "${u.id}" overlaps unit "${units[j].id}"`);
  });
  terrain.forEach((t, i) => {
    if (t.polygon.length < 3 || Math.abs(signedArea(t.polygon)) < 1e-9) {
      geo.add(pointer('terrain', i, 'polygon'), 'degenerate', 'a terrain outline has at least 3 points and a positive area');
      return;
    }
    if (!t.keywords.has('impassable')) return;
    units.forEach((u, j) => {
      if (u.fp.width > 0 && u.fp.depth > 0 && polygonsOverlap(t.polygon, u.poly)) geo.add(pointer('units', j, 'centre'), 'in_impassable', `unit "${u.id}" stands in Impassable terrain ${i}`);
    });
  });
  if (!geo.empty) throw new DomainError('impossible_state', 'Impossible positions', geo.issues);
  return { table, units, terrain, actor: charger!, target };
}
