import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../core/errors.js';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { runCharge, type ChargeRequest, type RegroupChoice } from './charges.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput, TerrainInput } from './world.js';

// Kings of War regroup after routing the target: 003_80333abf01c9832d.txt L661-677 (digest §9.4, §12 item 14)
const ctx = (options: RulesContext['options'] = {}, dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options, dice });
const regiment = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
/** An Infantry Regiment: 5 × 20 mm wide, 4 × 20 mm (D) deep. */
const D = 80 / 25.4;
const place = (id: string, side: string, x: number, y: number, facing: number): PlacedUnitInput => ({ id, side, unit: regiment(), centre: { x, y }, facing });
const box = (x0: number, y0: number, x1: number, y1: number): TerrainInput['polygon'] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const regroup = (units: PlacedUnitInput[], choice: RegroupChoice, options: RulesContext['options'] = {}, dice?: DiceRequest, extra: Partial<ChargeRequest> = {}) =>
  runCharge({ charger: 'c', mode: 'regroup', regroup: choice, units, ...extra }, ctx(options, dice));
const given = (...rolls: number[]): DiceRequest => ({ mode: 'given', rolls });

/** The victorious charger at (36, 10) facing up the table; its routed target was just in front. */
const c = place('c', 'A', 36, 10, 0);
/** A unit of side `side` directly ahead whose rear faces the charger's front `gap` inches away. */
const ahead = (id: string, side: string, gap: number) => place(id, side, 36, 10 + D + gap, 0);

describe('KoW regroup: stay and pivot about the centre (L664)', () => {
  it('pivots to any facing without moving its centre', () => {
    const r = regroup([c], { kind: 'pivot', facing: 135 }).result;
    expect(r).toMatchObject({ legal: true, reasons: [], final: { centre: { x: 36, y: 10 }, facing: 135 }, regroup: { choice: 'pivot', die: null } });
    expect(r.path!.moves).toEqual([{ move: 'pivot', degrees: 135, to: { centre: { x: 36, y: 10 }, facing: 135 } }]);
  });
  it('may not end touching a friend: turned sideways its 5-wide front reaches a friend 0.2" ahead', () => {
    const r = regroup([c, ahead('f', 'A', 0.2)], { kind: 'pivot', facing: 90 }).result;
    expect(r).toMatchObject({ legal: false, reasons: [{ code: 'REGROUP_ILLEGAL_END' }], regroup: { blockedBy: { kind: 'friend', id: 'f' } } });
    // the same pivot with the friend 0.5" away clears it (the half-width W/2 − D/2 ≈ 0.39" is less)
    expect(regroup([c, ahead('f', 'A', 0.5)], { kind: 'pivot', facing: 90 }).result.legal).toBe(true);
  });
});

describe('KoW regroup: straight forward D6", the full distance (L666-667)', () => {
  it.each([1, 2, 3, 4, 5, 6])('given D6 = %i: moves exactly that far ahead', (n) => {
    const out = regroup([c], { kind: 'forward' }, {}, given(n));
    expect(out.result).toMatchObject({ legal: true, final: { centre: { x: 36, y: 10 + n }, facing: 0 }, regroup: { die: 'D6', roll: n, moved: n, stoppedShort: false, stoppedBy: null } });
    expect(out.result.path!.moves).toEqual([{ move: 'forward', distance: n, to: { centre: { x: 36, y: 10 + n }, facing: 0 } }]);
    expect(out.rolls).toEqual([expect.objectContaining({ purpose: 'regroup', value: n })]);
  });
  it('ignores difficult terrain and obstacles crossed (L667), but impassable terrain stops it', () => {
    const hedge: TerrainInput = { id: 'hedge', type: 'obstacle', height: 1, polygon: box(30, 13, 42, 13.5) };
    const wood: TerrainInput = { id: 'wood', type: 'difficult', height: 1, polygon: box(30, 14, 42, 16) };
    expect(regroup([c], { kind: 'forward' }, {}, given(6), { terrain: [hedge, wood] }).result).toMatchObject({ legal: true, hindered: false, regroup: { moved: 6 } });
    const rock: TerrainInput = { id: 'rock', type: 'impassable', height: 4, polygon: box(30, 10 + D / 2 + 2, 42, 16) };
    expect(regroup([c], { kind: 'forward' }, {}, given(6), { terrain: [rock] }).result).toMatchObject({ legal: true, regroup: { moved: 2, stoppedShort: true, stoppedBy: { kind: 'impassable', id: 'rock' } } });
  });
  it('the routed target leaves the table: listed as routed it no longer blocks', () => {
    const target = place('t', 'B', 36, 10 + D, 180);
    expect(regroup([c, target], { kind: 'forward' }, {}, given(4), { routed: 't' }).result).toMatchObject({ legal: true, target: 't', regroup: { routed: 't', moved: 4 } });
    // Still listed (not routed) it is an enemy touching the charger's front: the charger may not move through it (L671),
    // so it stays, and that enemy is moved straight apart to 1" (L675-677, L683-688). Before the separation was
    // implemented this was REGROUP_ILLEGAL_END.
    expect(regroup([c, target], { kind: 'forward' }, {}, given(4)).result).toMatchObject({
      legal: true,
      regroup: { moved: 0, stoppedShort: true, stoppedBy: { kind: 'enemy', id: 't' }, separated: [{ unit: 't', from: { centre: { x: 36, y: 13.149606 } }, to: { centre: { x: 36, y: 14.149606 }, facing: 180 }, distance: 1 }], tooClose: [] },
    });
  });
});

describe('KoW regroup: straight back D3" (L669)', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [5, 3],
  ])('given d6 %i is D3 %i: moves exactly that far back, keeping its facing', (face, n) => {
    const out = regroup([c], { kind: 'back' }, {}, given(face));
    expect(out.result).toMatchObject({ legal: true, final: { centre: { x: 36, y: 10 - n }, facing: 0 }, regroup: { die: 'D3', roll: n, moved: n } });
    expect(out.result.path!.moves[0]).toEqual({ move: 'back', distance: n, to: { centre: { x: 36, y: 10 - n }, facing: 0 } });
  });
  it('exact: D3 values 1, 2, 3 each with 1/3', () => {
    const out = regroup([c], { kind: 'back' });
    expect(out.distribution!.moved).toEqual([{ value: 1, p: 1 / 3 }, { value: 2, p: 1 / 3 }, { value: 3, p: 1 / 3 }]);
    expect(out.result.regroup!.outcomes!.map((o) => o.final!.centre.y)).toEqual([9, 8, 7]);
  });
});

describe('KoW regroup blocked (L671-677, digest §12 item 14: regroupBlocked)', () => {
  const friendAhead = [c, ahead('f', 'A', 3)];
  const enemyAhead = [c, ahead('e', 'B', 3)];
  it('stopShort (default): stops just short of a friend 3" ahead (never through it, never touching it)', () => {
    expect(regroup(friendAhead, { kind: 'forward' }, {}, given(2)).result).toMatchObject({ legal: true, regroup: { moved: 2, stoppedShort: false } });
    const r = regroup(friendAhead, { kind: 'forward' }, {}, given(5)).result;
    expect(r).toMatchObject({ legal: true, regroup: { roll: 5, moved: 2.999, stoppedShort: true, stoppedBy: { kind: 'friend', id: 'f' }, reach: 3, blockedBy: { kind: 'friend', id: 'f' } } });
    expect(r.final!.centre.y).toBeCloseTo(12.999, 9);
  });
  it('stopShort: ends exactly 1" from an enemy 3" ahead (closer than 1" is not allowed)', () => {
    expect(regroup(enemyAhead, { kind: 'forward' }, {}, given(2)).result).toMatchObject({ legal: true, regroup: { moved: 2, stoppedShort: false } });
    expect(regroup(enemyAhead, { kind: 'forward' }, {}, given(3)).result).toMatchObject({ legal: true, regroup: { moved: 2, stoppedShort: true, stoppedBy: { kind: 'enemy', id: 'e' } } });
    expect(regroup(enemyAhead, { kind: 'forward' }, {}, given(6)).result.final!.centre.y).toBe(12);
  });
  it('exact stopShort: the distance moved is 1, 2 or 2.999 (D6 3-6 stop short of the friend), summing to 1', () => {
    const out = regroup(friendAhead, { kind: 'forward' });
    const moved = out.distribution!.moved as Array<{ value: number | string; p: number }>;
    expect(moved.map((e) => e.value)).toEqual([1, 2, 2.999]);
    expect(moved.map((e) => e.p)).toEqual([1 / 6, 1 / 6, expect.closeTo(4 / 6, 12)]);
    expect(moved.reduce((t, e) => t + e.p, 0)).toBeCloseTo(1, 12);
    expect(out.result.regroup!.outcomes!.map((o) => [o.roll, o.moved, o.stoppedShort])).toEqual([[1, 1, false], [2, 2, false], [3, 2.999, true], [4, 2.999, true], [5, 2.999, true], [6, 2.999, true]]);
    expect(out.result.legal).toBe(true);
  });
  it('refused: the same blocked move cannot be chosen', () => {
    const r = regroup(friendAhead, { kind: 'forward' }, { regroupBlocked: 'refused' }, given(5)).result;
    expect(r).toMatchObject({ legal: false, reasons: [{ code: 'REGROUP_BLOCKED' }], regroup: { roll: 5, moved: 0, stoppedShort: true, stoppedBy: { kind: 'friend', id: 'f' } } });
    expect(r.final).toBeUndefined();
    expect(regroup(enemyAhead, { kind: 'forward' }, { regroupBlocked: 'refused' }, given(3)).result).toMatchObject({ legal: false, reasons: [{ code: 'REGROUP_BLOCKED' }] });
    // a roll that fits is still allowed
    expect(regroup(friendAhead, { kind: 'forward' }, { regroupBlocked: 'refused' }, given(2)).result).toMatchObject({ legal: true, regroup: { moved: 2 } });
  });
  it('exact refused: D6 3-6 (4/6) cannot be made', () => {
    const out = regroup(friendAhead, { kind: 'forward' }, { regroupBlocked: 'refused' });
    expect(out.distribution!.moved).toEqual([{ value: 1, p: 1 / 6 }, { value: 2, p: 1 / 6 }, { value: 'refused', p: expect.closeTo(4 / 6, 12) }]);
    expect(out.result).toMatchObject({ legal: false, reasons: [{ code: 'REGROUP_BLOCKED' }] });
  });
  it('a unit behind stops the move back; the table edge too', () => {
    const behind = [c, place('f', 'A', 36, 10 - D - 1.5, 0)];
    expect(regroup(behind, { kind: 'back' }, {}, given(6)).result).toMatchObject({ legal: true, regroup: { roll: 3, moved: 1.499, stoppedBy: { kind: 'friend', id: 'f' } } });
    const nearEdge = [place('c', 'A', 36, D / 2 + 1, 0)];
    expect(regroup(nearEdge, { kind: 'back' }, {}, given(6)).result).toMatchObject({ legal: true, regroup: { moved: 1, stoppedBy: { kind: 'tableEdge' } } });
  });
});

describe('KoW regroup: input', () => {
  const err = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e as DomainError;
    }
    throw new Error('no error');
  };
  it('needs a valid choice, a facing for a pivot, no target, and an enemy as routed', () => {
    expect(err(() => runCharge({ charger: 'c', mode: 'regroup', units: [c] }, ctx())).issues.map((i) => i.path)).toEqual(['/regroup/kind']);
    expect(err(() => regroup([c], { kind: 'pivot' } as unknown as RegroupChoice)).issues.map((i) => i.path)).toEqual(['/regroup/facing']);
    expect(err(() => regroup([c], { kind: 'forward' }, {}, undefined, { target: 'c' })).issues.map((i) => i.path)).toEqual(['/target']);
    expect(err(() => regroup([c, ahead('f', 'A', 3)], { kind: 'forward' }, {}, undefined, { routed: 'f' })).issues.map((i) => i.path)).toEqual(['/routed']);
  });
  it('seeded mode rolls one die for purpose regroup', () => {
    const out = regroup([c], { kind: 'forward' }, {}, { mode: 'seeded', seed: 'x' });
    expect(out.rolls).toHaveLength(1);
    expect(out.rolls![0].purpose).toBe('regroup');
    expect(out.result.regroup!.moved).toBe(out.rolls![0].value);
  });
});

