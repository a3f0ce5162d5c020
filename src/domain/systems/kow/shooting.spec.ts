import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../core/errors.js';
import type { RulesContext } from '../../core/system.js';
import { resolveAttack, type AttackRequest } from './attacks.js';
import type { ShotGeometryInput } from './shooting.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput, TerrainInput } from './world.js';

// Kings of War shooting from positions: targets 003_80333abf01c9832d.txt L562-572, cover L503-533, War Engine arcs L795-805
const ctx = (options: RulesContext['options'] = {}): RulesContext => ({ rulesVersion: 'kow-2e', options, dice: { mode: 'exact' } });
const archers: UnitInput = { type: 'Inf', size: 'Regiment', sp: 6, me: 5, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 } };
const regiment: UnitInput = { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 } };
const monster: UnitInput = { type: 'Mon', size: 'Single', sp: 7, me: 3, ra: null, de: 5, att: 8, ne: { waver: null, rout: 18 } };
const box = (id: string, type: string, x0: number, y0: number, x1: number, y1: number, height?: number): TerrainInput => ({
  id, type, ...(height !== undefined ? { height } : {}), polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }],
});
const other = (id: string, side: string, x: number, y: number, unit: UnitInput = regiment, facing = 0): PlacedUnitInput => ({ id, side, unit, centre: { x, y }, facing });
const shoot = (geometry: Partial<ShotGeometryInput>, target: UnitInput = regiment, extra: Partial<AttackRequest> = {}, options: RulesContext['options'] = {}) =>
  resolveAttack({ kind: 'ranged', weapon: 'bow', attacker: archers, target, geometry: { shooter: { centre: { x: 36, y: 10 }, facing: 0 }, target: { centre: { x: 36, y: 24 }, facing: 180 }, ...geometry }, ...extra }, ctx(options)).result;
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DomainError).issues[0];
  }
  throw new Error('expected a refusal');
};

describe('KoW shooting from positions', () => {
  it('in the open: range from the leader point to the nearest point, no cover, the front facing', () => {
    const r = shoot({});
    expect(r.geometry).toMatchObject({ cover: false, facing: 'front', blockedShare: 0, passedOverShare: 0 });
    expect(r.geometry!.distance).toBeCloseTo(14 - 80 / 25.4, 5);
    expect(r.plan.needToHit).toBe(4);
  });
  it('a lower unit across the whole facing gives cover: -1 to hit (L522-524, L548-550)', () => {
    const r = shoot({ units: [other('x', 'A', 36, 17, { ...regiment, size: 'Horde', height: 0 })] });
    expect(r.geometry).toMatchObject({ cover: true, passedOverShare: 1 });
    expect(r.plan.needToHit).toBe(5);
  });
  it('EX-17: a height-1 element does not cover a height-4 target (big targets, L526-528)', () => {
    const screen = [other('x', 'A', 36, 17, { ...regiment, size: 'Horde' })];
    const big = shoot({ units: screen }, monster);
    expect(big.geometry!.cover).toBe(false);
    expect(big.geometry!.ignored).toEqual([expect.objectContaining({ id: 'x', why: expect.stringContaining('big targets') })]);
    // height 3: the screen is only 2 lower, so it covers
    expect(shoot({ units: screen }, { ...monster, height: 3 }).geometry!.cover).toBe(true);
  });
  it('bigTargets shooterOrTarget (errata): a tall shooter also ignores elements 3 or more below it', () => {
    const screen = [other('x', 'A', 36, 17, { ...regiment, size: 'Horde' })];
    const tallShooter = (options: RulesContext['options']) => resolveAttack({ kind: 'ranged', weapon: 'bow', attacker: { ...archers, height: 4 }, target: regiment, geometry: { shooter: { centre: { x: 36, y: 10 }, facing: 0 }, target: { centre: { x: 36, y: 24 }, facing: 180 }, units: screen } }, ctx(options)).result.geometry!.cover;
    expect(tallShooter({})).toBe(true);
    expect(tallShooter({ bigTargets: 'shooterOrTarget' })).toBe(false);
  });
  it('at least half the base in difficult terrain is cover (L520)', () => {
    const wood = (y1: number) => [box('wood', 'difficult', 30, 20, 42, y1, 0)];
    // the target spans y 22.43..25.57: 22.43..24 is exactly half
    expect(shoot({ terrain: wood(24 + 1e-9) }).geometry!.cover).toBe(true);
    expect(shoot({ terrain: [box('wood', 'difficult', 30, 24.5, 42, 30, 0)] }).geometry!.inDifficultShare).toBeLessThan(0.5);
  });
  it('terrain the shooter stands in is ignored, unless the target is in it too (L511-513)', () => {
    const hedge = box('hedge', 'obstacle', 20, 11.5, 52, 11.8, 1);
    expect(shoot({ terrain: [hedge] }).geometry).toMatchObject({ cover: false, ignored: [{ id: 'hedge' }] });
    const wall = box('wall', 'obstacle', 20, 15, 52, 15.3, 1);
    expect(shoot({ terrain: [wall] }).geometry!.cover).toBe(true);
  });
  it('a shooter on a hill ignores elements no taller than the hill (L515-516)', () => {
    const hill = box('hill', 'hill', 30, 5, 42, 14, 1);
    const screen = [other('x', 'A', 36, 17, { ...regiment, size: 'Horde', height: 0 })];
    expect(shoot({ units: screen }).geometry!.cover).toBe(true);
    expect(shoot({ units: screen, terrain: [hill] }).geometry!.cover).toBe(false);
  });
  it('coverPassOverThreshold: any line over a lower element, or half the facing', () => {
    // a low post half an inch wide hides about a quarter of the 100 mm facing
    const post = [box('post', 'impassable', 35.75, 17, 36.25, 17.5, 0.5)];
    expect(shoot({ terrain: post }).geometry!.cover).toBe(false);
    expect(shoot({ terrain: post }, regiment, {}, { coverPassOverThreshold: 'any' }).geometry!.cover).toBe(true);
  });
  it('EX-19: a War Engine on an 80 mm base shoots through a 50 mm arc (L795-805)', () => {
    const engine = (type: 'WE' | 'Mon'): UnitInput => ({ type, size: 'Single', sp: 5, me: null, ra: 5, de: 4, att: 2, ne: { waver: 10, rout: 12 }, baseMm: { w: 80, d: 50 } });
    const imp: UnitInput = { type: 'Hero', heroSub: 'Inf', size: 'Single', sp: 5, me: 4, ra: null, de: 4, att: 3, ne: { waver: 10, rout: 12 }, baseMm: { w: 10, d: 10 }, specialRules: [{ id: 'individual' }] };
    const s = 10 / 25.4;
    // target's near corner 5" right of the engine's centre and 3.5" ahead of its front: inside the 80 mm arc, outside the 50 mm one
    const at = { centre: { x: 36 + 5 + s / 2, y: 10 + 50 / 25.4 / 2 + 3.5 + s / 2 }, facing: 180 };
    const req = (type: 'WE' | 'Mon'): AttackRequest => ({ kind: 'ranged', attacker: engine(type), target: imp, geometry: { shooter: { centre: { x: 36, y: 10 }, facing: 0 }, target: at } });
    expect(refusal(() => resolveAttack(req('WE'), ctx()))).toMatchObject({ path: '/geometry/target', code: 'not_in_front_arc' });
    expect(resolveAttack(req('Mon'), ctx()).result.geometry!.cover).toBe(false);
  });
  it('refuses shots out of sight, out of range, or involving units in contact (L485-487, L562-572)', () => {
    expect(refusal(() => shoot({ terrain: [box('tower', 'impassable', 30, 16, 42, 17, 3)] }))).toMatchObject({ code: 'no_line_of_sight' });
    expect(refusal(() => shoot({ target: { centre: { x: 36, y: 40 }, facing: 180 } }, regiment, { weapon: 'pistol' }))).toMatchObject({ path: '/geometry/target', message: expect.stringContaining('out of range') });
    expect(refusal(() => shoot({ units: [other('x', 'B', 36 + 100 / 25.4, 10)] }))).toMatchObject({ code: 'engaged' });
    expect(refusal(() => shoot({ units: [other('x', 'A', 36 + 100 / 25.4, 24)] }))).toMatchObject({ code: 'target_engaged' });
  });
  it('bad or impossible geometry is named with pointers', () => {
    expect(refusal(() => shoot({}, regiment, { cover: true }))).toMatchObject({ path: '/cover' });
    expect(refusal(() => resolveAttack({ kind: 'melee', attacker: regiment, target: regiment, geometry: { shooter: { centre: { x: 1, y: 1 }, facing: 0 }, target: { centre: { x: 5, y: 5 }, facing: 0 } } }, ctx()))).toMatchObject({ path: '/geometry' });
    const e = (() => {
      try {
        shoot({ target: { centre: { x: 36, y: 11 }, facing: 180 } });
      } catch (x) {
        return x as DomainError;
      }
    })();
    expect(e).toMatchObject({ code: 'impossible_state', issues: [{ path: '/geometry/target/centre', code: 'overlap' }] });
  });
});
