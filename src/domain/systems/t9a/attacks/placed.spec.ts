/**
 * Cannon and bolt thrower placed on the table (004_1ae45c4b93e4399d.txt L2484-2507, L2649-2652), and bad placements:
 * the line worked out by hand equals the request that states its models; every class of bad input has its pointer.
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import { vec } from '../../../core/table/vec.js';
import type { UnitInput } from '../units.js';
import type { ArtilleryInput } from './artillery.js';
import { attacksCapability } from './index.js';
import type { ArtilleryPlacement } from './placement.js';

const P = { M: 0, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const MM20 = 20 / 25.4;
const UNIT = { centre: vec(36, 24), facing: 0, width: 5 * MM20, depth: 4 * MM20, files: 5 };
const FRONT = vec(36, 24 + 2 * MM20 - MM20 / 2);
const run = (artillery: ArtilleryInput, target: UnitInput = { profile: P, models: 20, files: 5 }, combined?: Record<string, unknown>, dice: DiceRequest = { mode: 'exact' }) =>
  attacksCapability.run({ kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target, artillery, ...(combined ? { combined: combined as never } : {}) }, { rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, {}), dice });
const cannon = (placement: Partial<ArtilleryPlacement> = {}): ArtilleryInput => ({ weapon: 'cannon', strength: 10, placement: { units: [UNIT], aim: FRONT, from: vec(36, 40), lineLength: 8, ...placement } });
const box = (x0: number, y0: number, x1: number, y1: number) => [vec(x0, y0), vec(x1, y0), vec(x1, y1), vec(x0, y1)];
const same = (a: ReturnType<typeof run>, b: ReturnType<typeof run>) => {
  expect(a.distribution).toEqual(b.distribution);
  expect(a.result.summary).toEqual(b.result.summary);
};

describe('cannon on the table (L2494-2507)', () => {
  it('8" straight back from the middle of the front rank: model 2 under the impact point, then 7, 12, 17 — the request with 3 models after it', () => {
    const r = run(cannon());
    expect(r.result.placement!.line).toEqual({ impactModel: 2, models: [7, 12, 17], length: 8 });
    same(r, run({ weapon: 'cannon', strength: 10, models: 3 }));
  });
  it('a wall stops the line; the models of another unit beyond the target are named in the explanation, not resolved', () => {
    const behind = { centre: vec(36, 20), facing: 0, width: 5 * MM20, depth: MM20, files: 5 };
    const far = run(cannon({ units: [UNIT, behind], lineLength: 12 }));
    expect(far.result.placement!.line!.models).toEqual([7, 12, 17]);
    expect(far.explanation.map((e) => e.text).join(' ')).toMatch(/over 1 model\(s\) of other units/);
    // a wall 0.5" behind the second rank (the rank's rear edge at y = 23.98): the line stops at y = 23.5
    const walled = run(cannon({ terrain: [{ type: 'wall', polygon: box(30, 23.4, 42, 23.5) }] }));
    expect(walled.result.placement!.line).toEqual({ impactModel: 2, models: [7, 12], length: expect.closeTo(FRONT.y - 23.5, 9), stoppedBy: 0 });
    same(walled, run({ weapon: 'cannon', strength: 10, models: 2 }));
    // forests do not stop it
    expect(run(cannon({ terrain: [{ type: 'forest', polygon: box(30, 23.4, 42, 23.5) }] })).result.placement!.line!.models).toEqual([7, 12, 17]);
  });
  it('a cavalry hero standing in model 7 is in slot 1: the answer of the request naming that slot (L2649-2652)', () => {
    const HERO = { troopType: 'cavalry', profile: { ...P, T: 5 } };
    // 10 R&F and the hero: ranks of 5, 5 and 1 (the last in the middle file, model 10)
    const eleven = { ...UNIT, depth: 3 * MM20, characters: [7] };
    const r = run(cannon({ units: [eleven], aim: vec(36, 24 + 1.5 * MM20 - MM20 / 2) }), { profile: P, models: 10, files: 5 }, { characters: [HERO] });
    expect(r.result.placement!.line!.models).toEqual([7, 10]);
    const stated = run({ weapon: 'cannon', strength: 10, models: 2 }, { profile: P, models: 10, files: 5 }, { characters: [HERO], touched: [0], linePositions: [1] });
    same(r, stated);
    expect(r.result.combined).toEqual(stated.result.combined);
    expect(r.result.combined!.recipients![1].meanWoundsInflicted).toBeCloseTo((1 / 2) * (5 / 6) * (1 / 2), 12);
  });
});

describe('bolt thrower on the table (L2484-2493)', () => {
  it('in the front arc at most the ranks (4), on a flank the files (5): the requests with that maxHits', () => {
    const bolt = (from: { x: number; y: number }): ArtilleryInput => ({ weapon: 'boltThrower', strength: 6, placement: { units: [UNIT], aim: FRONT, from } });
    const front = run(bolt(vec(36, 40)));
    expect(front.result.placement).toEqual({ arc: 'front', maxHits: 4 });
    same(front, run({ weapon: 'boltThrower', strength: 6, maxHits: 4 }));
    const flank = run(bolt(vec(50, 24)));
    expect(flank.result.placement).toEqual({ arc: 'right', maxHits: 5 });
    same(flank, run({ weapon: 'boltThrower', strength: 6, maxHits: 5 }));
  });
});

describe('bad placements: 400 with a pointer, impossible positions 422', () => {
  const fail = (artillery: ArtilleryInput, target?: UnitInput, combined?: Record<string, unknown>, dice?: DiceRequest) => {
    try { run(artillery, target, combined, dice); } catch (e) { const x = e as { code: string; issues: Array<{ path: string }> }; return [x.code, ...x.issues.map((i) => i.path)]; }
    throw new Error('no error');
  };
  const cat = (placement: Partial<ArtilleryPlacement>, extra: Partial<ArtilleryInput> = {}): ArtilleryInput => ({ weapon: 'catapult', strength: 3, placement: { units: [UNIT], aim: FRONT, ...placement }, ...extra });
  it('the aim point not over an enemy model; the cannon\'s impact point off the target', () => {
    expect(fail(cat({ aim: vec(36, 30) }))).toEqual(['invalid_input', '/artillery/placement/aim']);
    expect(fail(cannon({ aim: vec(36, 30) }))).toEqual(['invalid_input', '/artillery/placement/aim']);
  });
  it('negative sizes, bases larger than the unit, a formation that is not the target\'s', () => {
    expect(fail(cat({ units: [{ ...UNIT, width: -1 }] }))).toEqual(['invalid_input', '/artillery/placement/units/0/width']);
    expect(fail(cat({ units: [{ ...UNIT, baseWidth: 5 }] }))).toEqual(['invalid_input', '/artillery/placement/units/0/baseWidth']);
    expect(fail(cat({ units: [{ ...UNIT, baseDepth: -0.5 }] }))).toEqual(['invalid_input', '/artillery/placement/units/0/baseDepth']);
    expect(fail(cat({ units: [{ ...UNIT, models: 19 }] }))).toEqual(['invalid_input', '/artillery/placement/units/0/models']);
  });
  it('what the placement works out is not given too; the characters\' places are', () => {
    expect(fail(cat({}, { models: 3 }))).toEqual(['invalid_input', '/artillery/models']);
    expect(fail(cat({}), undefined, { characters: [{ profile: P }], touched: [0] })).toEqual(['invalid_input', '/combined/touched', '/artillery/placement/units/0/characters']);
    expect(fail(cat({ units: [{ ...UNIT, characters: [3, 3] }] }), { profile: P, models: 18, files: 5 }, { characters: [{ profile: P }, { profile: P }] })).toEqual(['invalid_input', '/artillery/placement/units/0/characters/1']);
    expect(fail(cat({ units: [{ ...UNIT, characters: [0] }] }))).toEqual(['invalid_input', '/artillery/placement/units/0/characters']);
  });
  it('each weapon\'s own inputs: the machine\'s position, the cannon\'s X, no placement for a volley gun; the direction in given mode', () => {
    expect(fail({ weapon: 'flameThrower', strength: 4, placement: { units: [UNIT], aim: FRONT } })).toEqual(['invalid_input', '/artillery/placement/from']);
    expect(fail(cannon({ lineLength: undefined }))).toEqual(['invalid_input', '/artillery/placement/lineLength']);
    expect(fail({ weapon: 'volleyGun', strength: 4, shots: 6, placement: { units: [UNIT], aim: FRONT } })).toEqual(['invalid_input', '/artillery/placement']);
    expect(fail(cat({}), undefined, undefined, { mode: 'given', rolls: [2, 2] })).toEqual(['invalid_input', '/artillery/placement/direction']);
  });
  it('422: units overlapping, bases that do not make the frontage, a bolt thrower inside its target', () => {
    expect(fail(cat({ units: [UNIT, { ...UNIT, centre: vec(37, 24) }] }))).toEqual(['impossible_state', '/artillery/placement/units/1/centre']);
    expect(fail(cat({ units: [{ ...UNIT, files: undefined, baseWidth: 0.7 }] }))).toEqual(['impossible_state', '/artillery/placement/units/0/baseWidth']);
    expect(fail({ weapon: 'boltThrower', strength: 6, placement: { units: [UNIT], aim: FRONT, from: vec(36, 24) } })).toEqual(['impossible_state', '/artillery/placement/from']);
  });
});
