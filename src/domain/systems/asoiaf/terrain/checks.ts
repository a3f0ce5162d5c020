/**
 * Whether a layout keeps the placement rules of its mode and version (digest §7.4, D21-D22): on the board;
 * 2021 outside every deployment zone, 2018 at least 6" from them; Fire and Blood and Here We Stand 6" from the
 * table edges; A Storm of Swords more than 6" from the Defender's zone; 6" between pieces (1" from a mode's own
 * corpse piles and castle walls); no Impassable piece on an objective token (2021: the piece breaks the rule;
 * 2018, tokens placed after terrain: the token does); Sharp and Ready without Impassable pieces; A Feast for
 * Crows without chosen corpse piles.
 */
import { pointer } from '../../../core/errors.js';
import type { GameMode } from '../scoring/modes.js';
import { contains, edgeGap, gap, onBoard, overlaps, rectOf, type Board, type PlacedPiece, type Point, type Zone } from './layout.js';

export interface LayoutIssue { code: string; message: string; path: string; pieces: number[] }

const GAP = 6;

/** The issues of piece `i` against the layout before it (used by check and by generation). */
export function pieceIssues(mode: GameMode, v2018: boolean, b: Board, zones: Zone[], pieces: PlacedPiece[], i: number, objectives: Point[]): LayoutIssue[] {
  const out: LayoutIssue[] = [];
  const p = pieces[i];
  const r = rectOf(p);
  const at = pointer('pieces', i);
  const add = (code: string, message: string, with_: number[] = []) => out.push({ code, message, path: at, pieces: [i, ...with_] });
  if (!onBoard(r, b)) add('OFF_TABLE', `${p.piece} ${i} is not wholly on the ${b.width}"×${b.depth}" battlefield`);
  if (!p.extra) {
    const t = mode.terrain.placement;
    if (t === 'outsideZones' && zones.some((z) => overlaps(r, z.rect))) add('IN_DEPLOYMENT_ZONE', `${p.piece} ${i} lies inside a deployment zone; 2021 terrain goes outside every deployment zone`);
    if (t === 'awayFromZones' && zones.some((z) => gap(r, z.rect) < GAP - 1e-9)) add('TOO_CLOSE_TO_DEPLOYMENT_ZONE', `${p.piece} ${i} is ${Math.min(...zones.map((z) => gap(r, z.rect))).toFixed(2)}" from a deployment zone; at least 6" (2018)`);
    if (t === 'awayFromEdges' && edgeGap(r, b) < GAP - 1e-9) add('TOO_CLOSE_TO_EDGE', `${p.piece} ${i} is ${Math.max(0, edgeGap(r, b)).toFixed(2)}" from a table edge; ${mode.name} needs at least 6"`);
    const def = zones.find((z) => z.role === 'defender');
    // A Storm of Swords: 2021 more than 6" (000_4d85fd9897d069bf.txt L2377-2380), 2018 at least 6" (002_953a7ceb75253954.txt L1314)
    if (t === 'defenderOnly' && def && (v2018 ? gap(r, def.rect) < GAP - 1e-9 : gap(r, def.rect) <= GAP + 1e-9)) add('TOO_CLOSE_TO_DEPLOYMENT_ZONE', `${p.piece} ${i} is ${gap(r, def.rect).toFixed(2)}" from the Defender's zone; ${v2018 ? 'at least' : 'more than'} 6"`);
    if (mode.terrain.noImpassable && p.keywords.includes('impassable')) add('IMPASSABLE_NOT_ALLOWED', `${mode.name} uses no Impassable terrain (${p.piece})`);
    if (mode.terrain.corpsePilesUnderTokens && p.piece === 'corpsePile') add('PIECE_NOT_ALLOWED', `${mode.name}: corpse piles cannot be chosen (only the two under the side objectives)`);
    if (!v2018 && p.keywords.includes('impassable')) objectives.forEach((o, k) => { if (contains(r, o)) add('IMPASSABLE_ON_OBJECTIVE', `${p.piece} ${i} is Impassable and covers objective ${k}`); });
  }
  for (let j = 0; j < i; j++) {
    const q = pieces[j];
    if (p.extra && q.extra) continue;
    const need = p.extra || q.extra ? 1 : GAP;
    const d = gap(r, rectOf(q));
    const strict = mode.terrain.placement === 'defenderOnly' && need === GAP && !v2018;
    if (d < need - 1e-9 || (strict && d <= need + 1e-9)) add('TOO_CLOSE_TO_TERRAIN', `${p.piece} ${i} is ${d.toFixed(2)}" from ${q.piece} ${j}; ${strict ? 'more than' : 'at least'} ${need}"`, [j]);
  }
  return out;
}

/** 2018 tokens come after terrain (002_953a7ceb75253954.txt L1237-1239, L1269): none on Impassable; the placed ones 12" from the zones and 6" apart. */
export function objectiveIssues(mode: GameMode, v2018: boolean, zones: Zone[], pieces: PlacedPiece[], objectives: Point[], fixed: number): LayoutIssue[] {
  if (!v2018) return [];
  const out: LayoutIssue[] = [];
  objectives.forEach((o, k) => {
    const at = pointer('objectives', k);
    pieces.forEach((p, i) => { if (p.keywords.includes('impassable') && contains(rectOf(p), o)) out.push({ code: 'OBJECTIVE_ON_IMPASSABLE', message: `objective ${k} is on Impassable ${p.piece} ${i}; 2018 tokens go after terrain, never on Impassable`, path: at, pieces: [i] }); });
    if (mode.tokens === 'alternate' && k >= fixed) {
      const pt = { x0: o.x, y0: o.y, x1: o.x, y1: o.y };
      if (zones.some((z) => gap(pt, z.rect) < 12 - 1e-9)) out.push({ code: 'OBJECTIVE_PLACEMENT', message: `objective ${k} is within 12" of a deployment zone`, path: at, pieces: [] });
      if (objectives.some((q, j) => j !== k && j < k && Math.hypot(q.x - o.x, q.y - o.y) < 6 - 1e-9)) out.push({ code: 'OBJECTIVE_PLACEMENT', message: `objective ${k} is within 6" of another token`, path: at, pieces: [] });
    }
  });
  return out;
}
