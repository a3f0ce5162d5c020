/**
 * Battlefield geometry for setup (digest §7.4, §8, D21-D22, D25): axis-aligned rectangles in inches, the
 * deployment zones and objective tokens of each mode, and the placement rules a terrain piece must meet.
 */
import type { GameMode } from '../scoring/modes.js';
import { CASTLE_WALL } from './pieces.js';

export interface Rect { x0: number; y0: number; x1: number; y1: number }
export interface Point { x: number; y: number }
export interface Board { width: number; depth: number }
export interface PlacedPiece { piece: string; centre: Point; width: number; depth: number; keywords: string[]; placedBy?: 'A' | 'B' | 'defender' | 'setup'; extra?: boolean }

export const rectOf = (p: { centre: Point; width: number; depth: number }): Rect => ({ x0: p.centre.x - p.width / 2, y0: p.centre.y - p.depth / 2, x1: p.centre.x + p.width / 2, y1: p.centre.y + p.depth / 2 });
/** Gap between two rectangles (0 when they touch or overlap). */
export const gap = (a: Rect, b: Rect): number => Math.hypot(Math.max(0, a.x0 - b.x1, b.x0 - a.x1), Math.max(0, a.y0 - b.y1, b.y0 - a.y1));
/** The rectangles share area (touching edges do not). */
export const overlaps = (a: Rect, b: Rect): boolean => a.x0 < b.x1 - 1e-9 && b.x0 < a.x1 - 1e-9 && a.y0 < b.y1 - 1e-9 && b.y0 < a.y1 - 1e-9;
export const contains = (r: Rect, p: Point): boolean => p.x >= r.x0 - 1e-9 && p.x <= r.x1 + 1e-9 && p.y >= r.y0 - 1e-9 && p.y <= r.y1 + 1e-9;
export const onBoard = (r: Rect, b: Board): boolean => r.x0 >= -1e-9 && r.y0 >= -1e-9 && r.x1 <= b.width + 1e-9 && r.y1 <= b.depth + 1e-9;
export const edgeGap = (r: Rect, b: Board): number => Math.min(r.x0, r.y0, b.width - r.x1, b.depth - r.y1);

export interface Zone { player: 'A' | 'B'; role?: 'defender' | 'attacker'; rect: Rect }

/** Player A deploys along y = 0, B along the far edge; Storm of Swords: A is the Defender; Battle of Kings: opposite corners. */
export function zonesOf(mode: GameMode, b: Board): Zone[] {
  const d = mode.deployment;
  if ('corner' in d) return [{ player: 'A', rect: { x0: 0, y0: 0, x1: d.corner, y1: d.corner } }, { player: 'B', rect: { x0: b.width - d.corner, y0: b.depth - d.corner, x1: b.width, y1: b.depth } }];
  if ('defender' in d) return [{ player: 'A', role: 'defender', rect: { x0: 0, y0: 0, x1: b.width, y1: d.defender } }, { player: 'B', role: 'attacker', rect: { x0: 0, y0: b.depth - d.attacker, x1: b.width, y1: b.depth } }];
  return [{ player: 'A', rect: { x0: 0, y0: 0, x1: b.width, y1: d.depth } }, { player: 'B', rect: { x0: 0, y0: b.depth - d.depth, x1: b.width, y1: b.depth } }];
}

/**
 * The tokens a mode places at fixed spots (§8): the centre; 6" from each side edge on the mid-line; A Game of
 * Thrones' four more 18" from the players' table edges and 6" from the side edges (reading of the diagram
 * text, §12.3); Battle of Kings' 12" left and right of the centre. Others are placed by the players.
 */
export function fixedTokens(mode: GameMode, b: Board): Point[] {
  const c = { x: b.width / 2, y: b.depth / 2 };
  const sides = [{ x: 6, y: c.y }, { x: b.width - 6, y: c.y }];
  switch (mode.tokens) {
    case 'gameOfThrones': return [c, { x: 6, y: 18 }, { x: b.width - 6, y: 18 }, { x: 6, y: b.depth - 18 }, { x: b.width - 6, y: b.depth - 18 }];
    case 'centreAndSides': return [c, ...sides];
    case 'sidesOnCorpsePiles': return sides;
    case 'centreAnd12': return [c, { x: c.x - 12, y: c.y }, { x: c.x + 12, y: c.y }];
    case 'alternate': return [c];
    default: return [];
  }
}

/** A Storm of Swords: three walls 3" from the Defender's edge, one centred, the others 4" to each side (L2371-2375). */
export function castleWalls(b: Board): PlacedPiece[] {
  const w = 8;
  const y = 3 + 1;
  return [-1, 0, 1].map((i) => ({ piece: CASTLE_WALL.id, centre: { x: b.width / 2 + i * (w + 4), y }, width: w, depth: 2, keywords: CASTLE_WALL.keywords, placedBy: 'setup' as const, extra: true }));
}
