/** The deployment zones of §8.2 for both sides, at their boundaries (004_1ae45c4b93e4399d.txt L452-469, L522-523). */
import { describe, expect, it } from '@jest/globals';
import { footprintPolygon } from '../../../core/table/shapes.js';
import { facingOf } from '../../../core/table/vec.js';
import { lineDistance, margin, pointInZone, pointToZone, zoneOf, type DeploymentSpec, type Side } from './zone.js';

const BOARD = { width: 72, depth: 48 };
const fp = (x: number, y: number, width = 10, depth = 4, facing = 0) => footprintPolygon({ centre: { x, y }, facing, width, depth });
const m = (spec: DeploymentSpec, side: Side, poly: ReturnType<typeof fp>) => margin(zoneOf(spec, side, BOARD), poly);

describe('deployment zones (L452-469)', () => {
  it('Classic (L455-456): a 4"-deep unit with its front edge exactly 12" from the centre line is outside, 0.01" further back inside; both sides', () => {
    const classic = { type: 'classic' } as const;
    expect(m(classic, 'A', fp(36, 10))).toBeCloseTo(0, 12); // y 8..12: exactly 12" from y = 24
    expect(m(classic, 'A', fp(36, 9.99))).toBeCloseTo(0.01, 9);
    expect(m(classic, 'B', fp(36, 38, 10, 4, 180))).toBeCloseTo(0, 12);
    expect(m(classic, 'B', fp(36, 38.5, 10, 4, 180))).toBeCloseTo(0.5, 9);
    expect(m(classic, 'A', fp(36, 22))).toBeCloseTo(-12, 9); // reaches 24: 12" short of the zone
    expect(lineDistance(zoneOf(classic, 'A', BOARD), fp(36, 25))).toBeCloseTo(-3, 9); // y 23..27: 3" across the line
  });

  it('Diagonal (L458-460): a unit square to the rising diagonal, its front exactly 9" from it, is outside; 9.01" inside; the falling diagonal swaps the corners', () => {
    const h = Math.hypot(72, 48);
    const n = { x: 48 / h, y: -72 / h }; // towards side A of the rising diagonal
    const facing = facingOf({ x: -n.x, y: -n.y });
    const at = (gap: number) => fp(36 + n.x * (gap + 2), 24 + n.y * (gap + 2), 6, 4, facing);
    const rising = { type: 'diagonal', diagonal: 'rising' } as const;
    expect(m(rising, 'A', at(9))).toBeCloseTo(0, 9);
    expect(m(rising, 'A', at(9))).toBeLessThanOrEqual(1e-9);
    expect(m(rising, 'A', at(9.01))).toBeCloseTo(0.01, 9);
    expect(m(rising, 'B', at(9.01))).toBeLessThan(-9);
    // falling: (0, 48) to (72, 0); side A holds the corner (0, 0)
    const falling = { type: 'diagonal', diagonal: 'falling' } as const;
    expect(pointInZone(zoneOf(falling, 'A', BOARD), { x: 5, y: 5 })).toBe(true);
    expect(pointInZone(zoneOf(rising, 'A', BOARD), { x: 5, y: 5 })).toBe(false);
    expect(pointInZone(zoneOf(falling, 'B', BOARD), { x: 67, y: 43 })).toBe(true);
  });

  it('Flank Attack (L462-468, E28): the attacker 9" within 18" of a short edge and 15" elsewhere, exactly at each line; a unit across x = 18 takes the 15" line for its part beyond', () => {
    const flank = { type: 'flankAttack', attacker: 'A' } as const;
    expect(m(flank, 'A', fp(12, 13, 6))).toBeCloseTo(0, 12); // y 11..15: exactly 9" from the line, x 9..15
    expect(m(flank, 'A', fp(12, 12.9, 6))).toBeCloseTo(0.1, 9);
    expect(m(flank, 'A', fp(15, 12.9, 6))).toBeCloseTo(0.1, 9); // x 12..18: its right edge on x = 18, still the 9" part
    expect(m(flank, 'A', fp(17, 12.9, 6))).toBeCloseTo(-5.9, 9); // x 14..20: the part beyond 18 is 9.1" from the line, not 15"
    expect(m(flank, 'A', fp(36, 7))).toBeCloseTo(0, 12); // y 5..9: exactly 15"
    expect(m(flank, 'A', fp(36, 6.9))).toBeCloseTo(0.1, 9);
    expect(m(flank, 'A', fp(66, 12.9, 6))).toBeCloseTo(0.1, 9); // the other short edge
    // the defender (B) by default mirrors the attacker: 15" by the short edges, 9" in the middle (ENGINE DECISION, digest §8.2)
    expect(m(flank, 'B', fp(12, 41, 6, 4, 180))).toBeCloseTo(0, 12);
    expect(m(flank, 'B', fp(36, 35, 10, 4, 180))).toBeCloseTo(0, 12);
    expect(m(flank, 'B', fp(36, 35.1, 10, 4, 180))).toBeCloseTo(0.1, 9);
    // literally (option flankAttackDefenderLiteral): more than 9" from its own long edge, in its half, by the short edges
    const literal = { ...flank, literal: true };
    expect(m(literal, 'B', fp(12, 30, 6, 4, 180))).toBeCloseTo(4, 9); // y 28..32: 4" from the line, 7" inside the 9" from y = 48
    expect(m(flank, 'B', fp(12, 30, 6, 4, 180))).toBeCloseTo(-11, 9);
    expect(m(literal, 'B', fp(12, 37, 6, 4, 180))).toBeCloseTo(0, 12); // y 35..39: exactly 9" from the far edge
    expect(m(literal, 'B', fp(36, 41, 10, 4, 180))).toBeCloseTo(0, 12); // the middle: 15" from the line
  });

  it('distance from a point to a zone, between closest points (L709-713)', () => {
    expect(pointToZone(zoneOf({ type: 'classic' }, 'A', BOARD), { x: 36, y: 30 })).toBeCloseTo(18, 12);
    expect(pointToZone(zoneOf({ type: 'classic' }, 'A', BOARD), { x: 36, y: 3 })).toBe(0);
    const flank = zoneOf({ type: 'flankAttack', attacker: 'A' }, 'A', BOARD);
    expect(pointToZone(flank, { x: 36, y: 20 })).toBeCloseTo(11, 12); // the middle's edge y = 9, nearer than the corner (18, 15)
    expect(pointToZone(flank, { x: 20, y: 20 })).toBeCloseTo(Math.hypot(2, 5), 12); // the corner of the quarter's 9" line
  });
});
