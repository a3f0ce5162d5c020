/**
 * Measures of the pre-game and of templates: the deployment zones of §8.2 (L452-469) and how many bases a
 * round template can touch (L612-622).
 */
import type { Vec } from '../../core/table/vec.js';

/** At most how many bases of `baseMm` in a row a template of `inches` diameter touches (E2: 3" on 25 mm → 5, L619-622). */
export function basesTouchedInRow(inches: number, baseMm: number): number {
  const span = inches * 25.4;
  return Math.ceil(span / baseMm - 1e-9) + 1;
}

/** Is a point in player A's zone (A holds the half y < depth/2; Diagonal: below the corner-to-corner line)? */
export function inZone(type: 'classic' | 'diagonal' | 'flankAttack', p: Vec, board = { width: 72, depth: 48 }, role: 'attacker' | 'defender' = 'attacker', literal = false): boolean {
  const mid = board.depth / 2;
  if (type === 'classic') return mid - p.y > 12; // more than 12" from the centre line (L455-458)
  if (type === 'diagonal') {
    const { width: w, depth: d } = board; // line (0,0)→(w,d); A's half is below it
    const side = d * p.x - w * p.y;
    return side > 0 && Math.abs(side) / Math.hypot(w, d) > 9;
  }
  const quarter = board.width / 4; // E28: a quarter of a 72" board is 18" (L464-466)
  const nearShort = p.x <= quarter || p.x >= board.width - quarter;
  if (role === 'attacker') return mid - p.y > (nearShort ? 9 : 15);
  if (literal) return nearShort ? p.y > 9 && mid - p.y > 0 : mid - p.y > 15;
  return mid - p.y > (nearShort ? 15 : 9);
}
