import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { RulesContext } from '../../core/system.js';
import { rotate, type Vec } from '../../core/table/vec.js';
import { runCharge, type ChargeRequest } from './charges.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput, TerrainInput } from './world.js';

// Kings of War charge contact: part of the front edge touching the charged facing, corner to corner illegal
// (003_80333abf01c9832d.txt L324-332, L358-367), friends never touched (L160-166, L280-297), straight legs clear
// (L316-320): all measured with one contact tolerance, so positions given to 4 decimals keep their verdicts
const ctx = (): RulesContext => ({ rulesVersion: 'kow-2e', options: {}, dice: { mode: 'exact' } });
const regiment: UnitInput = { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [] };
const W = 100 / 25.4;
const D = 80 / 25.4;

type Kind = 'wallAtCorner' | 'wallOnHalf' | 'friendOnHalf' | 'friendAlongPath';

/** A scene in t's frame (t at the origin facing −y, its front edge on y = −D/2), then turned by phi and moved onto the table. */
function scene(kind: Kind, cx: number, phi: number): ChargeRequest {
  const at = (p: Vec): Vec => {
    const r = rotate(p, { x: 0, y: 0 }, phi);
    return { x: r.x + 36, y: r.y + 24 };
  };
  const unit = (id: string, side: string, x: number, y: number, facing: number): PlacedUnitInput => ({ id, side, unit: regiment, centre: at({ x, y }), facing: facing + phi });
  const cy = -D / 2 - 8 - D / 2;
  const units = [unit('c', 'A', cx, cy, 0), unit('t', 'B', 0, 0, 180)];
  const terrain: TerrainInput[] = [];
  // a block below the facing, 0.02" off it, whose right side is at x = right
  const block = (right: number): Vec[] => [{ x: right - 5, y: -D / 2 - 2 }, { x: right, y: -D / 2 - 2 }, { x: right, y: -D / 2 - 0.02 }, { x: right - 5, y: -D / 2 - 0.02 }].map(at);
  if (kind === 'wallAtCorner') terrain.push({ id: 'wall', type: 'impassable', height: 2, polygon: block(W / 2) });
  if (kind === 'wallOnHalf') terrain.push({ id: 'wall', type: 'impassable', height: 2, polygon: block(0) });
  if (kind === 'friendOnHalf') units.push(unit('f', 'A', -W / 2, -D / 2 - 0.02 - D / 2, 0));
  // flush beside the charger's straight way in (its right side on the charger's left side), below its place
  if (kind === 'friendAlongPath') units.push(unit('f', 'A', cx - W, -2 * D - 0.02, 0));
  return { units, terrain, charger: 'c', target: 't' };
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
const roundAll = (r: ChargeRequest): ChargeRequest => ({
  ...r,
  units: r.units.map((u) => ({ ...u, centre: { x: round4(u.centre.x), y: round4(u.centre.y) }, facing: round4(u.facing) })),
  terrain: r.terrain!.map((p) => ({ ...p, polygon: p.polygon.map((v) => ({ x: round4(v.x), y: round4(v.y) })) })),
});
const verdict = (r: ChargeRequest) => {
  const v = runCharge(r, ctx()).result;
  return { legal: v.legal, facing: v.facing, codes: v.reasons.map((x) => x.code) };
};

describe('KoW charge contact tolerance (L324-332, L358-367)', () => {
  it('a charger pressed against a wall that ends exactly at the facing corner touches corner to corner only', () => {
    expect(verdict(scene('wallAtCorner', W, 0)).codes).toEqual(['CORNER_ONLY']);
  });
  it('moving that wall 0.0001" off the corner (a rounded input) does not make the contact legal', () => {
    const r = scene('wallAtCorner', W, 0);
    const left = { ...r, terrain: r.terrain!.map((p) => ({ ...p, polygon: p.polygon.map((v) => ({ x: v.x - 1e-4, y: v.y })) })) };
    const right = { ...r, terrain: r.terrain!.map((p) => ({ ...p, polygon: p.polygon.map((v) => ({ x: v.x + 1e-4, y: v.y })) })) };
    expect(verdict(left).codes).toEqual(['CORNER_ONLY']);
    expect(verdict(right).codes).toEqual(['CORNER_ONLY']);
  });
  it('a friend over the straight way in by 0.0001" does not block it; by 0.01" it does', () => {
    const r = scene('friendAlongPath', 0, 0);
    const shift = (dx: number) => ({ ...r, units: r.units.map((u) => (u.id === 'f' ? { ...u, centre: { x: u.centre.x + dx, y: u.centre.y } } : u)) });
    expect(verdict(shift(1e-4)).codes).toEqual([]);
    expect(runCharge(shift(1e-4), ctx()).result.path!.pivots).toBe(0);
    // overlapping its way by 0.01", the straight way in is blocked
    expect(runCharge(shift(0.01), ctx()).result.path?.pivots).not.toBe(0);
  });
});

describe('KoW charge verdicts are stable when every input is rounded to 1e-4" (property)', () => {
  it('same legality, facing and codes for the exact and the rounded position', () => {
    const kinds: Kind[] = ['wallAtCorner', 'wallOnHalf', 'friendOnHalf', 'friendAlongPath'];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.constantFrom(0, W / 2, W, -1.3, W + 1e-3), fc.double({ min: 0, max: 360, noNaN: true }), (kind, cx, phi) => {
        const exact = scene(kind, cx, phi);
        let a: ReturnType<typeof verdict>;
        try {
          a = verdict(exact);
        } catch {
          fc.pre(false); // not a possible position (units overlapping)
          return;
        }
        expect(verdict(roundAll(exact))).toEqual(a);
      }),
      { numRuns: 60, seed: 4, endOnFailure: true },
    );
  });
});
