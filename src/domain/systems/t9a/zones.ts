/**
 * Measures of the pre-game and of templates: the deployment zones of §8.2 (L452-469) and how many bases a
 * round template can touch (L612-622).
 */
import type { Vec } from '../../core/table/vec.js';
import { pointInZone, zoneOf } from './deployment/zone.js';

/** At most how many bases of `baseMm` in a row a template of `inches` diameter touches (E2: 3" on 25 mm → 5, L619-622). */
export function basesTouchedInRow(inches: number, baseMm: number): number {
  const span = inches * 25.4;
  return Math.ceil(span / baseMm - 1e-9) + 1;
}

/** Is a point in player A's zone (A holds the half y < depth/2; Diagonal: below the corner-to-corner line)? */
export function inZone(type: 'classic' | 'diagonal' | 'flankAttack', p: Vec, board = { width: 72, depth: 48 }, role: 'attacker' | 'defender' = 'attacker', literal = false): boolean {
  return pointInZone(zoneOf({ type, diagonal: 'rising', attacker: role === 'attacker' ? 'A' : 'B', literal }, 'A', board), p);
}
