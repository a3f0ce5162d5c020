import { describe, expect, it } from '@jest/globals';
import type { RulesContext } from '../../core/system.js';
import { resolveAttack } from './attacks.js';
import type { ShotGeometryInput } from './shooting.js';
import type { UnitInput } from './units.js';
import type { TerrainInput } from './world.js';

// Kings of War engine decisions for shooting from positions (digest §3.1 R1.4, §4.1, §7.4, §12 item 8): default and alternative
const ctx = (options: RulesContext['options'] = {}): RulesContext => ({ rulesVersion: 'kow-2e', options, dice: { mode: 'exact' } });
const archers: UnitInput = { type: 'Inf', size: 'Regiment', sp: 6, me: 5, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 } };
const regiment: UnitInput = { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 } };
const D = 80 / 25.4;
const box = (id: string, type: string, x0: number, y0: number, x1: number, y1: number, height?: number): TerrainInput => ({
  id, type, ...(height !== undefined ? { height } : {}), polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }],
});
const shoot = (geometry: Partial<ShotGeometryInput>, options: RulesContext['options'] = {}, target: UnitInput = regiment) =>
  resolveAttack({ kind: 'ranged', weapon: 'bow', attacker: archers, target, geometry: { shooter: { centre: { x: 36, y: 10 }, facing: 0 }, target: { centre: { x: 36, y: 24 }, facing: 180 }, ...geometry } }, ctx(options)).result;

describe('shootingRangeTo (L157-158, L572; digest §3.1 R1.4)', () => {
  // a tall block hides the middle of the target's front, the point nearest the leader point
  const tower = box('tower', 'impassable', 35.5, 16, 36.5, 17, 5);
  it('to the nearest point by default, to the nearest visible point with the alternative', () => {
    expect(shoot({ terrain: [tower] }).geometry!.distance).toBeCloseTo(14 - D, 6);
    const visible = shoot({ terrain: [tower] }, { shootingRangeTo: 'nearestVisiblePoint' }).geometry!.distance;
    expect(visible).toBeGreaterThan(14 - D + 0.05);
  });
});

describe('coverFacing (L508-509; digest §12 item 8)', () => {
  // the shooter stands off the target's right front corner: a hedge hides the whole front, not the flank it also sees
  const hedge = box('hedge', 'obstacle', 33.5, 21.7, 38.1, 22.2, 1);
  const geometry = { shooter: { centre: { x: 44, y: 12 }, facing: 330 }, terrain: [hedge] };
  it("leaderArc (default) traces to the front and finds cover; shooterChooses traces to the flank and finds none", () => {
    const front = shoot(geometry);
    expect(front.geometry).toMatchObject({ facing: 'front', cover: true, blockedShare: 1 });
    expect(front.plan.needToHit).toBe(5);
    const chosen = shoot(geometry, { coverFacing: 'shooterChooses' });
    expect(chosen.geometry!.cover).toBe(false);
    expect(chosen.plan.needToHit).toBe(4);
  });
});

describe('hillBlocksSight (L447-469, L522-524; digest §7.4)', () => {
  // a 1" hill between the shooter and the target, neither on it
  const hill = box('hill', 'hill', 30, 15, 42, 17, 1);
  const cavalry: UnitInput = { ...regiment, type: 'Cav', size: 'Troop' };
  it('as tall as both units it blocks sight by default; with false the shot is clear', () => {
    expect(() => shoot({ terrain: [hill] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ code: 'no_line_of_sight' })] }));
    expect(shoot({ terrain: [hill] }, { hillBlocksSight: false }).geometry).toMatchObject({ cover: false, ignored: [{ id: 'hill', why: expect.stringContaining('hillBlocksSight') }] });
  });
  it('lower than a height-2 target it gives cover by default (lines pass over it), none with false', () => {
    expect(shoot({ terrain: [hill] }, {}, cavalry).geometry).toMatchObject({ cover: true, passedOverShare: 1 });
    expect(shoot({ terrain: [hill] }, { hillBlocksSight: false }, cavalry).geometry).toMatchObject({ cover: false, passedOverShare: 0 });
  });
});

describe('frontArcBoundary for shooting (L568; digest §4.1)', () => {
  // the target's top-left corner exactly on the shooter's right front 45° line, the rest outside the arc
  const W = 100 / 25.4;
  const target = { centre: { x: 36 + W / 2 + 4 + W / 2, y: 10 + D / 2 + 4 - D / 2 }, facing: 0 };
  it('counts by default; excluded refuses the shot', () => {
    expect(shoot({ target }).geometry).toMatchObject({ facing: 'flank', cover: false });
    expect(() => shoot({ target }, { frontArcBoundary: 'excluded' })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ code: 'not_in_front_arc' })] }));
  });
});
