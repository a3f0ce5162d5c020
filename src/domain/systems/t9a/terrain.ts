/**
 * The `terrain` capability (§7.4, L420-451): generate a layout (seeded or given dice) — board sections of
 * 24"×24", a Building or Impassable piece, a Hill and a Forest, then 2D3 more typed by a D6, each moved 2D6"
 * in a random direction and kept 6" from every other — or check a layout against the placement rules. On
 * that layout, the pre-game (§8.2-8.4, `deployment/`): deployment, Scouts, Vanguard moves, Secure Target
 * markers, the first-turn roll and Ambush arrivals.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { polygonDistance } from '../../core/table/intersect.js';
import type { Polygon } from '../../core/table/shapes.js';
import { onTable } from '../../core/table/table.js';
import { GivenSampler, type Sampler } from '../../core/prob/samplers.js';
import { preGame, preGameRolls, validatePreGameFields, type PreGameRequest } from './deployment/index.js';
import { samplerOf } from './dice.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { TERRAIN_TYPE_IDS, type TerrainType } from './catalogue.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';

export interface TerrainPiece { type: TerrainType; centre: { x: number; y: number }; width: number; depth: number }
export interface TerrainRequest extends PreGameRequest { mode: 'generate' | 'check'; board?: { width: number; depth: number }; pieces?: TerrainPiece[] }

const EXTRA_TYPES: TerrainType[] = ['hill', 'forest', 'fields', 'water', 'wall', 'ruins']; // D6 1..6 (L440-445)
const DIRS = [[0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]].map(([x, y]) => ({ x: x / Math.hypot(x, y), y: y / Math.hypot(x, y) }));

export const polygonOf = (p: TerrainPiece): Polygon => {
  const w = p.width / 2;
  const d = p.depth / 2;
  return [{ x: p.centre.x - w, y: p.centre.y - d }, { x: p.centre.x + w, y: p.centre.y - d }, { x: p.centre.x + w, y: p.centre.y + d }, { x: p.centre.x - w, y: p.centre.y + d }];
};

function sections(board: { width: number; depth: number }, warband: string): Array<{ x: number; y: number; w: number; d: number }> {
  const sw = board.width < 72 && warband === '18x24' ? 18 : 24;
  const out = [];
  for (let y = 0; y + 24 <= board.depth + 1e-9; y += 24) for (let x = 0; x + sw <= board.width + 1e-9; x += sw) out.push({ x, y, w: sw, d: 24 });
  return out;
}

function generate(board: { width: number; depth: number }, s: Sampler, opts: Record<string, unknown>, ex: Explainer) {
  const secs = sections(board, String(opts.warbandSections));
  ex.add(R.terrainSetup, `${secs.length} sections of ${secs[0].w}"×24"`);
  const first = s.roll('buildingOrImpassable', 6, 1)[0] <= 3 ? 'building' : 'impassable';
  const extra = s.roll('extraFeatures', 6, 2).reduce((a, f) => a + Math.ceil(f / 2), 0);
  const types: TerrainType[] = [first, 'hill', 'forest'];
  for (const f of s.roll('featureType', 6, extra)) types.push(EXTRA_TYPES[f - 1]);
  ex.add(R.terrainSetup, `${first} (D6), a hill, a forest and 2D3 = ${extra} more: ${types.slice(3).join(', ')}`);
  const used = new Set<number>();
  const placed: TerrainPiece[] = [];
  const discarded: Array<{ type: TerrainType; reason: string }> = [];
  for (const type of types) {
    let sec = s.roll('section', secs.length, 1)[0] - 1;
    // option extraFeatureSections: one per section while empty ones remain (reroll), then any
    let guard = 0;
    while (used.has(sec) && used.size < secs.length && guard++ < 50) sec = s.reroll('section', secs.length, 1)[0] - 1;
    if (used.has(sec) && opts.extraFeatureSections === 'discard') { discarded.push({ type, reason: 'no empty section' }); continue; }
    used.add(sec);
    const c = { x: secs[sec].x + secs[sec].w / 2, y: secs[sec].y + 12 };
    const dist = s.roll('scatterDistance', 6, 2).reduce((a, b) => a + b, 0);
    const dir = DIRS[s.roll('scatterDirection', 8, 1)[0] - 1];
    const size = type === 'wall' ? { width: 10, depth: 1 } : { width: 8, depth: 6 };
    const piece: TerrainPiece = { type, centre: { x: clampTo(c.x + dir.x * dist, size.width / 2, board.width - size.width / 2), y: clampTo(c.y + dir.y * dist, size.depth / 2, board.depth - size.depth / 2) }, ...size };
    // ≥ 6" from every other feature: shift the minimum along the line of centres, else discard (L446-448)
    const ok = settle(piece, placed, board);
    if (ok) placed.push(ok);
    else discarded.push({ type, reason: 'cannot be kept 6" from the other features' });
  }
  return { pieces: placed, discarded };
}

const clampTo = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function settle(p: TerrainPiece, others: TerrainPiece[], board: { width: number; depth: number }): TerrainPiece | null {
  let cur = p;
  for (let iter = 0; iter < 8; iter++) {
    const near = others.find((o) => polygonDistance(polygonOf(o), polygonOf(cur)) < 6 - 1e-9);
    if (!near) return onTable(board, polygonOf(cur)) ? cur : null;
    const dx = cur.centre.x - near.centre.x;
    const dy = cur.centre.y - near.centre.y;
    const len = Math.hypot(dx, dy) || 1;
    const gap = 6 - polygonDistance(polygonOf(near), polygonOf(cur)) + 0.01;
    cur = { ...cur, centre: { x: clampTo(cur.centre.x + (dx / len) * gap, cur.width / 2, board.width - cur.width / 2), y: clampTo(cur.centre.y + (dy / len) * gap, cur.depth / 2, board.depth - cur.depth / 2) } };
  }
  return null;
}

export function checkLayout(board: { width: number; depth: number }, pieces: TerrainPiece[]) {
  const issues: Array<{ code: string; message: string; pieces: number[]; path: string }> = [];
  pieces.forEach((p, i) => {
    if (!onTable(board, polygonOf(p))) issues.push({ code: 'OFF_TABLE', message: `piece ${i} (${p.type}) is not wholly on the board`, pieces: [i], path: pointer('pieces', i) });
    const near = (v: number, x: number) => Math.abs(v - x) <= 1e-9;
    // walls 1"×10", other pieces 6"×8" to 6"×10" (L449-451)
    const rec = p.type === 'wall' ? near(Math.min(p.width, p.depth), 1) && near(Math.max(p.width, p.depth), 10) : Math.min(p.width, p.depth) >= 6 - 1e-9 && Math.min(p.width, p.depth) <= 6 + 1e-9 && Math.max(p.width, p.depth) >= 8 - 1e-9 && Math.max(p.width, p.depth) <= 10 + 1e-9;
    if (!rec) issues.push({ code: 'FOOTPRINT_NOT_RECOMMENDED', message: `piece ${i} (${p.type}) is ${p.width}"×${p.depth}"; recommended 6"×8" to 6"×10", walls 1"×10"`, pieces: [i], path: pointer('pieces', i) });
    for (let j = 0; j < i; j++) {
      const d = polygonDistance(polygonOf(pieces[j]), polygonOf(p));
      if (d < 6 - 1e-9) issues.push({ code: 'TOO_CLOSE', message: `pieces ${j} and ${i} are ${d.toFixed(2)}" apart; at least 6"`, pieces: [j, i], path: pointer('pieces', i) });
    }
  });
  return issues;
}

function run(req: TerrainRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const board = req.board ?? { width: 72, depth: 48 };
  const bad = new IssueCollector();
  if (!(board.width >= 24 && board.depth >= 24)) bad.add('/board', 'range', 'a board is at least 24"×24"');
  (req.pieces ?? []).forEach((p, i) => {
    if (!TERRAIN_TYPE_IDS.includes(p.type)) bad.add(pointer('pieces', i, 'type'), 'enum', `type is one of ${TERRAIN_TYPE_IDS.join(', ')}`);
    if (!(p.width > 0 && p.depth > 0)) bad.add(pointer('pieces', i), 'range', 'width and depth are positive');
  });
  bad.throwIfAny('invalid_input', 'Invalid terrain request');
  validatePreGameFields(req);
  const ex = new Explainer();
  const impassable = (pieces: readonly TerrainPiece[]) => pieces.filter((p) => p.type === 'impassable').map(polygonOf);
  if (req.mode === 'check') {
    const pieces = req.pieces ?? [];
    const issues = checkLayout(board, pieces);
    ex.add(R.terrainSetup, `${pieces.length} pieces checked: on the board, 6" apart, recommended footprints`);
    ex.add(R.terrainFeatures, pieces.map((p) => p.type).join(', ') || 'no pieces');
    const hard = issues.filter((i) => i.code !== 'FOOTPRINT_NOT_RECOMMENDED');
    const overlap = pieces.some((p, i) => pieces.some((q, j) => j < i && polygonDistance(polygonOf(p), polygonOf(q)) === 0));
    if (overlap) throw new DomainError('impossible_state', 'Terrain pieces overlap', issues.filter((i) => i.code === 'TOO_CLOSE' && i.message.includes('0.00"')).map((i) => ({ path: i.path, code: 'overlap', message: i.message })));
    const s = preGameRolls(req) ? samplerOf(ctx) : null;
    const pre = preGame(req, board, impassable(pieces), ctx.options, s, ex);
    return { result: { valid: hard.length === 0, pieces, issues, ...pre }, ...dice(s), explanation: ex.steps };
  }
  const s = samplerOf(ctx);
  if (!s) throw new DomainError('invalid_input', 'Generating terrain rolls dice', [{ path: '/dice', code: 'needs_dice', message: 'use dice {"mode":"seeded","seed":"…"} or given rolls' }]);
  const out = generate(board, s, ctx.options, ex);
  const pre = preGame(req, board, impassable(out.pieces), ctx.options, s, ex);
  return { result: { valid: true, pieces: out.pieces, discarded: out.discarded, issues: checkLayout(board, out.pieces), ...pre }, ...dice(s), explanation: ex.steps };
}

const dice = (s: Sampler | null) => (s ? { rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}) } : {});

export const terrainCapability: Capability<TerrainRequest, Record<string, unknown>> = {
  options: optionsNamed('extraFeatureSections', 'warbandSections', 'flankAttackDefenderLiteral', 'firstTurnTie'),
  usesDice: true,
  run,
};
