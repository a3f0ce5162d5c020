/**
 * The `terrain` capability: check a terrain layout, or generate one from a seed that is fair to both
 * set-up zones (KoW terrain: 003_80333abf01c9832d.txt L405-469; set-up L1249-1265). The seed gives
 * no generator and no placement rules beyond "agree each piece's type and height, place them
 * sensibly"; the checks below are the ones a layout must pass for the other capabilities to work
 * on it, plus fairness between the set-up zones. Generated layouts are symmetric under a half-turn
 * about the table's centre, so each zone gets the same terrain.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { SeededRng } from '../../core/prob/rng.js';
import type { Capability, RollRecord, RulesContext, RulesOutcome } from '../../core/system.js';
import { clipToConvex } from '../../core/table/arcs.js';
import { convexHull } from '../../core/table/hull.js';
import { polygonDistance, polygonsOverlap } from '../../core/table/intersect.js';
import { area, type Polygon } from '../../core/table/shapes.js';
import { offTableBy, type Table } from '../../core/table/table.js';
import { cross, rotate, sub, type Vec } from '../../core/table/vec.js';
import { checkDeployment, collectDeployment, collectRollOffs, makeRollOffs, tableForPoints, type DeploymentInput, type DeploymentResult, type RollOffResult, type RollOffsInput } from './deployment.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';
import { assertPossible, collectTable, collectTerrain, collectUnits, KOW_TERRAIN_TYPES, type KowTerrainType, type Piece, type PlacedUnitInput, type TerrainInput } from './world.js';

export interface TerrainRequest {
  mode: 'check' | 'generate';
  table?: Partial<Table>;
  /** check: the layout to check. */
  terrain?: TerrainInput[];
  /** generate: how many pieces of each type (default 2 impassable, 2 difficult, 2 obstacles, 2 hills). */
  mix?: Partial<Record<KowTerrainType, number>>;
  /** The game's points limit: the table is sized by it when `table` is left out. */
  pointsLimit?: number;
  /** Units deployed on the table, checked against their set-up areas (needs `deployment`). */
  units?: PlacedUnitInput[];
  /** The side deploying in set-up area A (along y = 0) and in B. */
  deployment?: DeploymentInput;
  /** Roll-offs for deployment, the first turn and Vanguard moves. */
  rollOffs?: RollOffsInput;
}

export const TERRAIN_CODES = ['PIECE_OFF_TABLE', 'PIECES_OVERLAP', 'OBSTACLE_NOT_NARROW', 'ZONES_UNFAIR'] as const;

export interface TerrainViolation {
  code: (typeof TERRAIN_CODES)[number];
  pieces: string[];
  message: string;
  cite: string;
}

export interface PieceOut {
  id: string;
  type: KowTerrainType;
  height: number;
  polygon: Vec[];
  flat: boolean;
  reclassifiedFrom?: 'obstacle';
}

/** Terrain area (square inches) per type inside one set-up zone. */
export type ZoneAreas = Record<KowTerrainType, number>;

export interface TerrainResult {
  mode: 'check' | 'generate';
  table: Table;
  valid: boolean;
  pieces: PieceOut[];
  violations: TerrainViolation[];
  /** What the engine changed on its own (obstacles over 1" treated as impassable). */
  notices: Array<{ piece: string; message: string; cite: string }>;
  zones: { A: ZoneAreas; B: ZoneAreas };
  fair: boolean;
  seed?: string;
  /** With pointsLimit: the table the rules recommend for it. */
  recommendedTable?: Table;
  deployment?: DeploymentResult;
  rollOffs?: RollOffResult[];
}

export const DEFAULT_MIX: Record<KowTerrainType, number> = { impassable: 2, difficult: 2, obstacle: 2, hill: 2, decorative: 0 };
const MAX_PIECES = 40;
const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** Narrowest width of a polygon (rotating calipers on its hull). */
export function minWidth(p: Polygon): number {
  const h = convexHull(p);
  let best = Infinity;
  for (let i = 0; i < h.length; i++) {
    const a = h[i];
    const b = h[(i + 1) % h.length];
    const e = sub(b, a);
    const len = Math.hypot(e.x, e.y);
    if (len === 0) continue;
    let far = 0;
    for (const v of h) far = Math.max(far, Math.abs(cross(e, sub(v, a))) / len);
    best = Math.min(best, far);
  }
  return best;
}

/** A regular-ish convex polygon approximating a circle of radius r about c (for the centre-point zone). */
function disc(c: Vec, r: number, n = 64): Vec[] {
  return Array.from({ length: n }, (_, i) => ({ x: c.x + r * Math.cos((2 * Math.PI * i) / n), y: c.y + r * Math.sin((2 * Math.PI * i) / n) }));
}

/**
 * Terrain area per type in each set-up zone: a player's own half of the table beyond 12" of the
 * centre line (option deploymentFrom: or of the centre point) (L1259-1265, digest §8.1).
 */
export function zoneAreas(table: Table, pieces: readonly Piece[], from: string): { A: ZoneAreas; B: ZoneAreas } {
  const empty = (): ZoneAreas => Object.fromEntries(KOW_TERRAIN_TYPES.map((t) => [t, 0])) as ZoneAreas;
  const out = { A: empty(), B: empty() };
  const mid = table.depth / 2;
  const rect = (y0: number, y1: number): Vec[] => [{ x: 0, y: y0 }, { x: table.width, y: y0 }, { x: table.width, y: y1 }, { x: 0, y: y1 }];
  const centre = { x: table.width / 2, y: mid };
  for (const p of pieces) {
    // Clipping a piece (convex or not) to a convex zone gives the part inside it
    for (const [zone, half, strip] of [
      ['A', rect(0, mid), rect(0, Math.max(0, mid - 12))],
      ['B', rect(mid, table.depth), rect(Math.min(table.depth, mid + 12), table.depth)],
    ] as const) {
      const a = from === 'centrePoint' ? area(clipToConvex(p.polygon, half)) - area(clipToConvex(clipToConvex(p.polygon, half), disc(centre, 12))) : area(clipToConvex(p.polygon, strip));
      out[zone][p.type] += a;
    }
  }
  for (const z of [out.A, out.B]) for (const t of KOW_TERRAIN_TYPES) z[t] = r3(z[t]);
  return out;
}

/** Check a layout: every piece on the table, no overlaps (pieces may stand on hills), narrow obstacles, fair zones. */
export function checkLayout(table: Table, pieces: readonly Piece[], options: Record<string, unknown>): Pick<TerrainResult, 'violations' | 'notices' | 'zones' | 'fair' | 'valid'> {
  const violations: TerrainViolation[] = [];
  const notices: TerrainResult['notices'] = [];
  for (const p of pieces) {
    const off = offTableBy(table, p.polygon);
    if (off > 1e-9) violations.push({ code: 'PIECE_OFF_TABLE', pieces: [p.id], message: `${p.id} reaches ${r3(off)}" past the table edge`, cite: R.terrainTypes.cite });
    if (p.reclassifiedFrom) notices.push({ piece: p.id, message: `${p.id} is an obstacle ${p.height}" tall: treated as impassable terrain`, cite: R.terrainTypes.cite });
    const maxWidth = typeof options.obstacleMaxWidth === 'number' ? options.obstacleMaxWidth : 1;
    if (p.type === 'obstacle' && minWidth(p.polygon) > maxWidth + 1e-9) {
      violations.push({ code: 'OBSTACLE_NOT_NARROW', pieces: [p.id], message: `${p.id} is ${r3(minWidth(p.polygon))}" across at its narrowest; obstacles are long and narrow (at most ${maxWidth}", option obstacleMaxWidth)`, cite: R.terrainTypes.cite });
    }
  }
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i + 1; j < pieces.length; j++) {
      const [a, b] = [pieces[i], pieces[j]];
      if (a.type === 'hill' || b.type === 'hill') continue;
      if (polygonsOverlap(a.polygon, b.polygon)) violations.push({ code: 'PIECES_OVERLAP', pieces: [a.id, b.id], message: `${a.id} and ${b.id} overlap (only hills may carry other pieces)`, cite: R.terrainSetup.cite });
    }
  }
  const zones = zoneAreas(table, pieces, String(options.deploymentFrom ?? 'centreLine'));
  const tolerance = typeof options.fairnessTolerance === 'number' ? options.fairnessTolerance : 0.25;
  const unfair = (['impassable', 'difficult', 'obstacle', 'hill'] as const).filter((t) => {
    const [a, b] = [zones.A[t], zones.B[t]];
    return Math.abs(a - b) > 1 && Math.abs(a - b) > tolerance * Math.max(a, b);
  });
  if (unfair.length > 0) {
    violations.push({
      code: 'ZONES_UNFAIR',
      pieces: [],
      message: `the set-up zones differ in ${unfair.map((t) => `${t} (${zones.A[t]} vs ${zones.B[t]} sq in)`).join(', ')}; option fairnessTolerance allows ${Math.round(tolerance * 100)} %`,
      cite: R.deployment.cite,
    });
  }
  return { violations, notices, zones, fair: unfair.length === 0, valid: violations.length === 0 };
}

const SHAPE: Record<KowTerrainType, (rng: SeededRng) => { outline: Vec[]; height: number }> = {
  // Buildings: 3-6" rectangles, 3-5" tall
  impassable: (rng) => ({ outline: rectangle(3 + rng.nextInt(7) / 2, 3 + rng.nextInt(7) / 2), height: 3 + rng.nextInt(3) }),
  // Woods: 6-10" by 5-8" octagons, 2" tall
  difficult: (rng) => ({ outline: octagon(3 + rng.nextInt(5) / 2, 2.5 + rng.nextInt(4) / 2), height: 2 }),
  // Walls and hedges: 4-8" long, 1/2" thick, 1" tall
  obstacle: (rng) => ({ outline: rectangle(4 + rng.nextInt(9) / 2, 0.5), height: 1 }),
  // Hills: 8-12" by 6-9" octagons, 1" tall
  hill: (rng) => ({ outline: octagon(4 + rng.nextInt(5) / 2, 3 + rng.nextInt(4) / 2), height: 1 }),
  // Lone trees, bushes: 1.5" squares
  decorative: () => ({ outline: rectangle(1.5, 1.5), height: 2 }),
};

function rectangle(w: number, d: number): Vec[] {
  return [{ x: -w / 2, y: -d / 2 }, { x: w / 2, y: -d / 2 }, { x: w / 2, y: d / 2 }, { x: -w / 2, y: d / 2 }];
}

function octagon(a: number, b: number): Vec[] {
  return Array.from({ length: 8 }, (_, i) => ({ x: a * Math.cos((Math.PI * (2 * i + 1)) / 8), y: b * Math.sin((Math.PI * (2 * i + 1)) / 8) }));
}

/**
 * Generate a layout: pieces in pairs mirrored by a half-turn about the table's centre (when a
 * type's count is odd, the last piece lies wholly within 12" of the centre line — or point, with
 * deploymentFrom centrePoint — so in neither set-up zone), each at least `minGap` inches from every other
 * piece except hills, fully on the table. Random positions and turns (multiples of 15°) come from
 * the seeded generator; the same seed and request always give the same layout.
 */
export function generateLayout(table: Table, mix: Record<KowTerrainType, number>, seed: string, minGap: number, from = 'centreLine'): Piece[] {
  const rng = new SeededRng(seed);
  const centre = { x: table.width / 2, y: table.depth / 2 };
  const mirror = (p: Vec): Vec => ({ x: table.width - p.x, y: table.depth - p.y });
  const pieces: Piece[] = [];
  const fits = (poly: Vec[], type: KowTerrainType) =>
    offTableBy(table, poly) <= 0 && pieces.every((q) => (type === 'hill') !== (q.type === 'hill') || polygonDistance(poly, q.polygon) >= minGap);
  const order: KowTerrainType[] = ['hill', 'impassable', 'difficult', 'obstacle', 'decorative'];
  let n = 0;
  for (const type of order) {
    const count = mix[type];
    for (let k = 0; k < count; k += 2) {
      const single = k + 1 === count;
      let placed = false;
      for (let attempt = 0; attempt < 400 && !placed; attempt++) {
        const { outline, height } = SHAPE[type](rng);
        const turn = rng.nextInt(12) * 15;
        const at = single
          ? { x: from === 'centrePoint' ? centre.x + (rng.nextInt(65) - 32) / 4 : 1 + rng.nextInt(Math.max(1, Math.floor((table.width - 2) * 4))) / 4, y: centre.y + (rng.nextInt(65) - 32) / 4 }
          : { x: 1 + rng.nextInt(Math.max(1, Math.floor((table.width - 2) * 4))) / 4, y: 1 + rng.nextInt(Math.max(1, Math.floor((table.depth / 2 - 1) * 4))) / 4 };
        const poly = outline.map((v) => rotate({ x: at.x + v.x, y: at.y + v.y }, at, turn)).map((v) => ({ x: r3(v.x), y: r3(v.y) }));
        if (!fits(poly, type)) continue;
        // A piece without a twin stays out of both set-up zones: within 12" of the centre line (or point)
        if (single && poly.some((v) => (from === 'centrePoint' ? Math.hypot(v.x - centre.x, v.y - centre.y) : Math.abs(v.y - centre.y)) > 12)) continue;
        const twin = poly.map(mirror);
        if (!single && (polygonDistance(poly, twin) < minGap || !fits(twin, type))) continue;
        pieces.push({ id: `${type}-${++n}`, type, height, polygon: poly, flat: false, index: pieces.length });
        if (!single) pieces.push({ id: `${type}-${++n}`, type, height, polygon: twin, flat: false, index: pieces.length });
        placed = true;
      }
      if (!placed) {
        throw new DomainError('impossible_state', `cannot fit ${count} ${type} piece(s) on a ${table.width}×${table.depth}" table with ${minGap}" between pieces`, [
          { path: pointer('mix', type), code: 'does_not_fit', message: `no room for ${type} piece ${k + 1}; ask for fewer pieces, a bigger table or a smaller generateMinGap` },
        ]);
      }
    }
  }
  return pieces;
}

const NO_PIECES: Record<KowTerrainType, number> = { impassable: 0, difficult: 0, obstacle: 0, hill: 0, decorative: 0 };

const out = (p: Piece): PieceOut => ({ id: p.id, type: p.type, height: p.height, polygon: p.polygon.map((v) => ({ x: v.x, y: v.y })), flat: p.flat, ...(p.reclassifiedFrom ? { reclassifiedFrom: p.reclassifiedFrom } : {}) });

export function runTerrain(req: TerrainRequest, ctx: RulesContext): RulesOutcome<TerrainResult> {
  const issues = new IssueCollector();
  const mode = req.mode;
  if (mode !== 'check' && mode !== 'generate') issues.add('/mode', 'enum', 'mode must be check or generate');
  const ex = new Explainer();
  if (req.pointsLimit !== undefined && !(typeof req.pointsLimit === 'number' && Number.isInteger(req.pointsLimit) && req.pointsLimit > 0)) issues.add('/pointsLimit', 'invalid_value', 'pointsLimit must be a positive integer');
  const recommended = typeof req.pointsLimit === 'number' && issues.empty ? tableForPoints(req.pointsLimit, ctx.options.tableWidthSteps === 'proportional' ? 'proportional' : 'perFull1000', ex) : undefined;
  const table = req.table === undefined && recommended ? recommended : collectTable(req.table, issues);
  const pre = preGameInput(req, issues);
  const bounded = (name: string, lo: number, hi: number) => {
    const v = ctx.options[name];
    if (v !== undefined && !(typeof v === 'number' && v >= lo && v <= hi)) issues.add(pointer('options', name), 'invalid_value', `${name} must be from ${lo} to ${hi}`);
  };
  bounded('obstacleMaxWidth', 0.1, 12);
  bounded('fairnessTolerance', 0, 1);
  bounded('generateMinGap', 0, 24);
  if (mode === 'check') {
    if (req.mix !== undefined) issues.add('/mix', 'invalid_value', 'mix is for mode generate; check takes terrain');
    const pieces = collectTerrain(req.terrain, 'terrain', issues);
    issues.throwIfAny('invalid_input', 'Invalid terrain request');
    const checked = checkLayout(table, pieces, ctx.options);
    ex.add(R.terrainTypes, `${pieces.length} piece(s) checked: on the table, no overlaps but on hills, obstacles long and narrow, obstacles over 1" treated as impassable`);
    ex.add(R.deployment, checked.fair ? 'both set-up zones hold comparable terrain' : 'the set-up zones hold different terrain');
    const game = preGame(pre, table, pieces, ctx, ex);
    return { result: { mode, table, pieces: pieces.map(out), ...checked, ...(recommended ? { recommendedTable: recommended } : {}), ...game.result }, ...game.dice, explanation: ex.steps };
  }
  if (req.terrain !== undefined) issues.add('/terrain', 'invalid_value', 'terrain is for mode check; generate takes mix');
  // Option generateMix: the mix asked for changes the default counts, or replaces the default pieces (L405-411, L1249-1257)
  const replace = ctx.options.generateMix === 'replace';
  const mix = { ...(replace ? NO_PIECES : DEFAULT_MIX), ...(req.mix ?? {}) };
  for (const [type, n] of Object.entries(req.mix ?? {})) {
    if (!KOW_TERRAIN_TYPES.includes(type as KowTerrainType)) issues.add(pointer('mix', type), 'unknown_terrain_type', `terrain types are ${KOW_TERRAIN_TYPES.join(', ')}`);
    else if (!(typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 20)) issues.add(pointer('mix', type), 'invalid_value', 'a count from 0 to 20');
  }
  const total = Object.values(mix).reduce((s, n) => s + (typeof n === 'number' ? n : 0), 0);
  if (total > MAX_PIECES) issues.add('/mix', 'invalid_value', `at most ${MAX_PIECES} pieces in all`);
  if (ctx.dice.mode !== 'seeded') issues.add('/dice', 'seed_required', 'generating a layout needs dice {"mode": "seeded", "seed": "…"}; the same seed gives the same layout');
  issues.throwIfAny('invalid_input', 'Invalid terrain request');
  const seed = (ctx.dice as { seed: string }).seed;
  const minGap = typeof ctx.options.generateMinGap === 'number' ? ctx.options.generateMinGap : 4;
  const pieces = generateLayout(table, mix, seed, minGap, String(ctx.options.deploymentFrom ?? 'centreLine'));
  const checked = checkLayout(table, pieces, ctx.options);
  ex.add(R.terrainSetup, replace ? 'generateMix replace: only the pieces in mix are placed' : 'mix changes the default counts (2 impassable, 2 difficult, 2 obstacles, 2 hills); types it leaves out keep theirs');
  ex.add(R.terrainSetup, `${pieces.length} piece(s) placed from seed "${seed}", mirrored through the table's centre so both set-up zones are alike, ${minGap}" apart (hills may carry pieces)`);
  ex.add(R.terrainTypes, 'each piece has its type and height agreed in advance, as the rules ask');
  const game = preGame(pre, table, pieces, ctx, ex);
  return { result: { mode, table, pieces: pieces.map(out), ...checked, seed, ...(recommended ? { recommendedTable: recommended } : {}), ...game.result }, ...game.dice, explanation: ex.steps };
}

interface PreGameInput {
  units: ReturnType<typeof collectUnits>;
  deployment: DeploymentInput | null;
  rollOffs: RollOffsInput | null;
}

/** Units, set-up areas and roll-offs of the request, validated with the rest (400s). */
function preGameInput(req: TerrainRequest, issues: IssueCollector): PreGameInput {
  if (req.units !== undefined && !Array.isArray(req.units)) issues.add('/units', 'invalid_value', 'units is an array of {id, side, unit, centre, facing}');
  const units = collectUnits(Array.isArray(req.units) ? req.units : undefined, 'units', [], issues);
  if (req.units !== undefined && req.deployment === undefined) issues.add('/deployment', 'required', 'deployed units need deployment {A, B}: the side deploying in each set-up area');
  return { units, deployment: collectDeployment(req.deployment, units, issues), rollOffs: collectRollOffs(req.rollOffs, issues) };
}

/** The deployment check and the roll-offs, once the terrain is known. */
function preGame(pre: PreGameInput, table: Table, pieces: readonly Piece[], ctx: RulesContext, ex: Explainer): { result: Pick<TerrainResult, 'deployment' | 'rollOffs'>; dice: { rolls?: RollRecord[]; unusedRolls?: number[] } } {
  const result: Pick<TerrainResult, 'deployment' | 'rollOffs'> = {};
  if (pre.deployment) {
    assertPossible(table, pre.units, pieces, 'units');
    result.deployment = checkDeployment(table, pre.units, pre.deployment, String(ctx.options.deploymentFrom ?? 'centreLine'), ex);
  }
  if (!pre.rollOffs) return { result, dice: {} };
  const r = makeRollOffs(pre.rollOffs, ctx.dice, ex);
  result.rollOffs = r.results;
  return { result, dice: ctx.dice.mode === 'exact' ? {} : { rolls: r.rolls, ...(r.unusedRolls ? { unusedRolls: r.unusedRolls } : {}) } };
}

export const terrainCapability: Capability<TerrainRequest, TerrainResult> = {
  options: optionsNamed('deploymentFrom', 'obstacleMaxWidth', 'fairnessTolerance', 'generateMinGap', 'generateMix', 'tableWidthSteps'),
  usesDice: true,
  run: runTerrain,
};
