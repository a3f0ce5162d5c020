/** T9A charge checks (004_1ae45c4b93e4399d.txt §4): every rejection code, facing, range odds, reactions. */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import { chargesCapability, rangeDist, type ChargeRequest, type ChargeUnit } from './index.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }, options = {}) => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(chargesCapability.options, options), dice });
const U = (o: Partial<ChargeUnit> & { id: string }): ChargeUnit => ({ side: 'A', centre: { x: 36, y: 10 }, facing: 0, width: 5, depth: 4, M: 4, ...o });
// Charger at y=10 facing north (+y); target 8" in front (front edges 8" apart), facing south.
const base = (c: Partial<ChargeUnit> = {}, t: Partial<ChargeUnit> = {}, extra: Partial<ChargeRequest> = {}): ChargeRequest => ({
  units: [U({ id: 'c', ...c }), U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, ...t })], chargerId: 'c', targetId: 't', ...extra,
});
const run = (r: ChargeRequest, d?: DiceRequest, o?: Record<string, unknown>) => chargesCapability.run(r, ctx(d, o)).result as Record<string, any>;
const codes = (r: ChargeRequest) => run(r).reasons.map((x: { code: string }) => x.code);

describe('charge feasibility', () => {
  it('E31: most of the charger front in the target front arc → contact the front; distance 8", needs 4 on 2D6 = 33/36 (L873-877, L908-911)', () => {
    const r = run(base());
    expect(r).toMatchObject({ legal: true, facing: 'front', diceTotalNeeded: 4, pSuccessFraction: '33/36', maxRange: 16 });
    expect(r.distance).toBeCloseTo(8, 9);
    expect(r.finalPosition.centre.y).toBeCloseTo(18, 9);
    expect(r.finalPosition.facing).toBeCloseTo(0, 9);
  });
  it('charge range tables: P(2D6 ≥ n) and P(best two of 3D6 ≥ n) (L873-877, L3545-3547)', () => {
    const at = (d: Map<number, number>, n: number) => [...d].filter(([v]) => v >= n).reduce((a, [, p]) => a + p, 0);
    const two = rangeDist({ swiftstride: false }, false).dist;
    const three = rangeDist({ swiftstride: true }, false).dist;
    expect([2, 5, 7, 10, 12, 13].map((n) => Math.round(at(two, n) * 36))).toEqual([36, 30, 21, 6, 1, 0]);
    expect([2, 5, 7, 10, 12, 13].map((n) => Math.round(at(three, n) * 216))).toEqual([216, 205, 174, 77, 16, 0]);
    const champ = rangeDist({ swiftstride: false }, true).dist;
    expect(at(champ, 4)).toBeCloseTo(1, 12);
    expect(at(champ, 5)).toBeCloseTo(30 / 36, 12);
  });
  it('Swiftstride and Lead the Charge change the odds (L3545-3547, L2810-2813)', () => {
    expect(run(base({ rules: [{ id: 'swiftstride' }] })).pSuccessFraction).toBe('212/216');
    expect(run(base({ champion: true, centre: { x: 36, y: 10 } }))).toMatchObject({ pSuccess: 1, championFloor: true });
  });
  it('a flank charge: the charger is in the target flank arc', () => {
    const r = run(base({ centre: { x: 20, y: 22 }, facing: 90 }, { centre: { x: 36, y: 22 }, facing: 0 }));
    expect(r).toMatchObject({ legal: true, facing: 'left' });
  });
  it('rejection codes: fleeing, war machine, building, Random Movement, Stupidity, engaged, first turn, character charged out, not enemy', () => {
    expect(codes(base({ fleeing: true }))).toContain('CHARGER_FLEEING');
    expect(codes(base({ troopType: 'warMachine' }))).toContain('CHARGER_WAR_MACHINE');
    expect(codes(base({ inBuilding: true }))).toContain('CHARGER_IN_BUILDING');
    expect(codes(base({ rules: [{ id: 'randomMovement', value: '2D6' }] }))).toContain('CHARGER_RANDOM_MOVEMENT');
    expect(codes(base({ failedStupidity: true }))).toContain('CHARGER_STUPID');
    expect(codes(base({ engaged: true }))).toContain('CHARGER_ENGAGED');
    expect(codes(base({ firstTurnRestricted: true }))).toContain('CHARGER_FIRST_TURN');
    expect(codes(base({ characterChargedOut: true }))).toContain('CHARGER_CHARACTER_CHARGED_OUT');
    expect(codes(base({}, { side: 'A' }))).toContain('TARGET_NOT_ENEMY');
  });
  it('OUT_OF_MAX_RANGE beyond M + 12 (L839-844); NO_LINE_OF_SIGHT behind a building or out of the front arc (L714-718)', () => {
    expect(codes(base({}, { centre: { x: 36, y: 40 } }))).toEqual(['OUT_OF_MAX_RANGE']);
    expect(codes(base({}, {}, { terrain: [{ type: 'building', polygon: [{ x: 30, y: 14 }, { x: 42, y: 14 }, { x: 42, y: 17 }, { x: 30, y: 17 }] }] }))).toContain('NO_LINE_OF_SIGHT');
    expect(codes(base({ facing: 180 }))).toContain('NO_LINE_OF_SIGHT');
  });
  it('NO_ROOM: a unit in the way; OFF_TABLE; impossible geometry is a 422 problem', () => {
    const r = base({}, {}, {});
    r.units.push(U({ id: 'x', side: 'A', centre: { x: 36, y: 14.5 }, width: 10, depth: 1 }));
    expect(codes(r)).toContain('NO_ROOM');
    const overlap = base({}, { centre: { x: 36, y: 12 } });
    expect(() => run(overlap)).toThrow(DomainError);
    try { run(base({ centre: { x: 1, y: 10 } })); } catch (e) { expect((e as DomainError).code).toBe('impossible_state'); expect((e as DomainError).issues[0].path).toBe('/units/0/centre'); }
    try { run({ ...base(), targetId: 'nope' }); } catch (e) { expect((e as DomainError).code).toBe('unknown_reference'); }
  });
  it('reactions: Stand and Shoot only with missiles, charger in the front arc farther than its M, never Cumbersome; Flee not for Immune to Psychology (L845-869)', () => {
    expect(run(base({}, { missileWeapon: 'bow' })).availableReactions).toEqual(['hold', 'flee', 'standAndShoot']);
    expect(run(base({}, { missileWeapon: 'bow' })).standAndShootModifiers).toEqual(['-1 stand and shoot']);
    expect(run(base({ M: 9 }, { missileWeapon: 'bow' })).availableReactions).toEqual(['hold', 'flee']);
    expect(run(base({ M: 9 }, { missileWeapon: 'pistol' })).availableReactions).toContain('standAndShoot');
    expect(run(base({}, { missileWeapon: 'bow', rules: [{ id: 'cumbersome' }] })).availableReactions).not.toContain('standAndShoot');
    expect(run(base({}, { rules: [{ id: 'immuneToPsychology' }] })).availableReactions).toEqual(['hold']);
    expect(run(base({}, { engaged: true, missileWeapon: 'bow' })).availableReactions).toEqual(['hold']);
  });
  it('Stand and Shoot once per turn: a target that already stood and shot this turn only holds or flees (L855-856)', () => {
    expect(run(base({}, { missileWeapon: 'bow' })).availableReactions).toContain('standAndShoot');
    expect(run(base({}, { missileWeapon: 'bow', standAndShootUsed: true })).availableReactions).toEqual(['hold', 'flee']);
  });
  it('hills are seen from and into, never through (L2824-2827); more than half on a hill is Large for sight (L2858-2859)', () => {
    const hill = (x0: number, y0: number, x1: number, y1: number) => ({ type: 'hill' as const, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
    // the charger (y 8-12) wholly on a hill sees out of it; the target (y 20-24) wholly on a hill is seen into it
    expect(run(base({}, {}, { terrain: [hill(30, 5, 42, 13)] }))).toMatchObject({ legal: true, reasons: [] });
    expect(run(base({}, {}, { terrain: [hill(30, 19, 42, 27)] }))).toMatchObject({ legal: true, reasons: [] });
    // a hill between them (y 13-18), the charger's front only touching its edge: not through it
    expect(codes(base({}, {}, { terrain: [hill(30, 12, 42, 18)] }))).toContain('NO_LINE_OF_SIGHT');
    // cavalry (Medium) across the way is taller than two infantry units; with the charger on a hill (Large) it is not
    const cav = { ...base(), units: [...base().units, U({ id: 'f', troopType: 'cavalry', centre: { x: 36, y: 16 }, width: 40, depth: 2 })] };
    expect(codes(cav)).toEqual(['NO_LINE_OF_SIGHT']);
    expect(codes({ ...cav, terrain: [hill(30, 5, 42, 13)] })).toEqual(['NO_ROOM']);
  });
  it('a flying charge passes over units and terrain, and tests dangerous terrain only where it takes off and lands (Fly, L3536-3542)', () => {
    const sq = (type: 'forest' | 'impassable', x0: number, y0: number, x1: number, y1: number) => ({ type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
    const wall = U({ id: 'f', centre: { x: 36, y: 13.75 }, width: 40, depth: 1.5 }); // a friend across the way (y 13-14.5), not taller than both
    const over = { ...base({ rules: [{ id: 'fly', value: 8 }] }), units: [...base({ rules: [{ id: 'fly', value: 8 }] }).units, wall] };
    expect(run(over)).toMatchObject({ legal: true, reasons: [], diceTotalNeeded: 0 });
    expect(run(over).finalPosition.centre.y).toBeCloseTo(18, 9);
    // on foot the same friend leaves no room
    expect(codes({ ...base(), units: [...base().units, wall] })).toEqual(['NO_ROOM']);
    // a forest flown over (y 13-14.5) is no test; one it lands in (y 15-19) is, a forest being dangerous for a flying move (L2863-2869)
    expect(run(base({ rules: [{ id: 'fly', value: 8 }] }, {}, { terrain: [sq('forest', 20, 13, 52, 14.5)] })).dangerousTerrainTests).toEqual([]);
    expect(run(base({ rules: [{ id: 'fly', value: 8 }] }, {}, { terrain: [sq('forest', 20, 15, 52, 19)] })).dangerousTerrainTests).toHaveLength(1);
    expect(run(base({}, {}, { terrain: [sq('forest', 20, 13, 52, 14.5)] })).dangerousTerrainTests).toEqual([]);
  });
  it('Stand and Shoot: farther than the charger\'s own M, the lowest if it has more than one (L851-852): a combined unit\'s lowest M even with combinedUnitM own', () => {
    // 8" away: M9 with a lowest M of 7 in the unit → 8 > 7, Stand and Shoot; by the charger's M9 alone it would not be
    expect(run(base({ M: 9, lowestM: 7 }, { missileWeapon: 'bow' }), undefined, { combinedUnitM: 'own' }).availableReactions).toContain('standAndShoot');
    expect(run(base({ M: 9, lowestM: 7 }, { missileWeapon: 'bow' })).availableReactions).toContain('standAndShoot');
    // a flyer with M9 and Fly (7): the lower, 7
    expect(run(base({ M: 9, rules: [{ id: 'fly', value: 7 }] }, { missileWeapon: 'bow' })).availableReactions).toContain('standAndShoot');
    expect(run(base({ M: 9 }, { missileWeapon: 'bow' })).availableReactions).not.toContain('standAndShoot');
  });
  it('Terror: a target causing only Fear still tests (Fear is immune to Fear, Terror to Terror: L3517-3521, L3422-3425); an engaged or fleeing target is immune to panic (L2159-2160)', () => {
    expect(run(base({ rules: [{ id: 'terror' }] }, { Ld: 7, rules: [{ id: 'fear' }] })).terrorTest).toMatchObject({ required: true, pPass: 21 / 36 });
    expect(run(base({ rules: [{ id: 'terror' }] }, { Ld: 7, rules: [{ id: 'terror' }] })).terrorTest).toBeNull();
    expect(run(base({ rules: [{ id: 'terror' }] }, { Ld: 7, engaged: true })).terrorTest).toMatchObject({ required: false, pPass: 1, pMustFlee: 0 });
    expect(run(base({ rules: [{ id: 'terror' }] }, { Ld: 7, fleeing: true })).terrorTest).toMatchObject({ required: false, pMustFlee: 0 });
  });
  it('Otherworldly models are Immune to Psychology (L3515): no Flee reaction, no Terror test (L3396-3399)', () => {
    expect(run(base({ rules: [{ id: 'terror' }] }, { rules: [{ id: 'otherworldly' }] }))).toMatchObject({ availableReactions: ['hold'], terrorTest: { required: false } });
  });
  it('a unit in a building is charged through the building (an assault, L2921-2923): range from its edges (L2895-2899), contact with it, no facing, no flee', () => {
    const building = { type: 'building' as const, polygon: [{ x: 32, y: 19 }, { x: 40, y: 19 }, { x: 40, y: 25 }, { x: 32, y: 25 }] };
    const r = run({ ...base({}, { inBuilding: true, missileWeapon: 'bow', models: 10, files: 5, width: 5, depth: 4 }), terrain: [building] });
    // the building's near edge is y = 19: 7" from the charger's front (y = 12) → needs 3: 35/36
    expect(r).toMatchObject({ legal: true, facing: 'any', diceTotalNeeded: 3, pSuccessFraction: '35/36', availableReactions: ['hold', 'standAndShoot'] });
    expect(r.distance).toBeCloseTo(7, 9);
    expect(r.finalPosition.centre.y).toBeCloseTo(17, 9);
    expect(r.placement.modelsInCombat).toBe(1 + 10);
    // without the building in the request: as before, the unit's own footprint
    expect(run(base({}, { inBuilding: true })).distance).toBeCloseTo(8, 9);
  });
  it('a war machine target has a round base: no facing, contact any point (L2281-2284)', () => {
    // the charger comes from behind the war machine: against a unit it would be a rear charge
    const r = run(base({}, { troopType: 'warMachine', facing: 0, width: 2.4, depth: 2.4 }));
    expect(r).toMatchObject({ legal: true, facing: 'any' });
    expect(r.finalPosition.centre.y).toBeCloseTo(22 - 1.2 - 2, 9);
  });
  it('Terror: the target takes a panic test (L3517-3521); dangerous terrain on the path (L2816-2823)', () => {
    const r = run(base({ rules: [{ id: 'terror' }] }, { Ld: 7 }));
    expect(r.terrorTest.pPass).toBeCloseTo(21 / 36, 12);
    const d = run(base({ troopType: 'cavalry' }, {}, { terrain: [{ type: 'forest', polygon: [{ x: 30, y: 13 }, { x: 42, y: 13 }, { x: 42, y: 15 }, { x: 30, y: 15 }] }] }));
    expect(d.dangerousTerrainTests).toEqual([expect.objectContaining({ type: 'forest', dice: 1, failOn: 1 })]);
  });
  it('given dice roll the range in table order; a failed charge moves the highest D6 (L936-943)', () => {
    const ok = chargesCapability.run(base({}, { centre: { x: 36, y: 30 } }), ctx({ mode: 'given', rolls: [6, 6, 4] }));
    expect((ok.result as any).roll).toEqual({ total: 12, success: true, failedChargeMove: 0 });
    expect(ok.unusedRolls).toEqual([4]);
    const fail = chargesCapability.run(base({}, { centre: { x: 36, y: 30 } }), ctx({ mode: 'given', rolls: [2, 5] }));
    expect((fail.result as any).roll).toEqual({ total: 7, success: false, failedChargeMove: 5 });
  });
});

describe('movement rules in charges', () => {
  it('Fly (X): flying charge range X + 12 and Swiftstride (L3536-3544)', () => {
    const r = run(base({ rules: [{ id: 'fly', value: 10 }] }, { centre: { x: 36, y: 34 } })); // 20" away
    expect(r).toMatchObject({ legal: true, maxRange: 22, chargeM: 10, dice: 'best two of 3D6' });
  });
  it('Undead only Hold (L3448-3451); Frenzy cannot flee (Immune to Psychology, L3279-3288)', () => {
    expect(run(base({}, { rules: [{ id: 'undead' }], missileWeapon: 'bow' })).availableReactions).toEqual(['hold']);
    expect(run(base({}, { rules: [{ id: 'frenzy' }] })).availableReactions).toEqual(['hold']);
  });
  it('line of sight needs some of the target inside the front arc: a unit flush beside the charger touches the arc only at its corner (L714-718)', () => {
    expect(codes(base({}, { centre: { x: 31, y: 10 }, facing: 0 }))).toContain('NO_LINE_OF_SIGHT');
    expect(codes(base({}, { centre: { x: 28.5, y: 16.5 }, facing: 0 }))).not.toContain('NO_LINE_OF_SIGHT'); // its corner region inside the arc
  });
  it('Large Target: a taller unit blocks the sight line only when taller than both (L714-726)', () => {
    const r = base({}, {});
    r.units.push(U({ id: 'x', side: 'A', centre: { x: 36, y: 15.5 }, width: 12, depth: 1, rules: [{ id: 'largeTarget' }] }));
    expect(codes(r)).toContain('NO_LINE_OF_SIGHT');
    r.units[0] = { ...r.units[0], rules: [{ id: 'largeTarget' }] };
    expect(codes(r)).not.toContain('NO_LINE_OF_SIGHT');
  });
  it('a combined unit charges at its lowest M (option combinedUnitM)', () => {
    expect(run(base({ M: 8, lowestM: 4 })).chargeM).toBe(4);
    expect(run(base({ M: 8, lowestM: 4 }), undefined, { combinedUnitM: 'own' }).chargeM).toBe(8);
  });
});

describe('seeded charge ranges', () => {
  it('the seeded success frequency stays within 4 SE of the exact P(success)', () => {
    const req = base({ rules: [{ id: 'swiftstride' }] }, { centre: { x: 36, y: 30 } }); // 16": 12 on the dice
    const p = run(req).pSuccess;
    const n = 600;
    const hits = Array.from({ length: n }, (_, i) => run(req, { mode: 'seeded', seed: `c${i}` }).roll.success).filter(Boolean).length;
    expect(Math.abs(hits / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });
});

describe('table edge', () => {
  it('a wide charger whose spot straight ahead on a small target\'s flank hangs off the table slides along the flank onto it (L897-907: contact without the target turning)', () => {
    const req: ChargeRequest = { units: [U({ id: 'c', centre: { x: 2, y: 9.5 }, facing: 260, width: 10, depth: 1, M: 8 }), U({ id: 't', side: 'B', centre: { x: 3, y: 3 }, facing: 90, width: 2, depth: 2 })], chargerId: 'c', targetId: 't' };
    const r = run(req);
    expect(r).toMatchObject({ legal: true, facing: 'left', placement: { placed: ['c'], modelsInCombat: 2, modelsInContact: 2 } });
    expect(r.finalPosition.centre.x).toBeCloseTo(5, 9); // straight ahead x from -3 to 7 (3" off); slid to x from 0 to 10, still over the flank from 2 to 4
  });
  it('OFF_TABLE: when every spot on the flank hangs off the table or crosses impassable terrain, and the target, engaged, cannot turn (L736-742, L895)', () => {
    const req: ChargeRequest = { units: [U({ id: 'c', centre: { x: 2, y: 9.5 }, facing: 260, width: 10, depth: 1, M: 8 }), U({ id: 't', side: 'B', centre: { x: 3, y: 3 }, facing: 90, width: 2, depth: 2, engaged: true })], chargerId: 'c', targetId: 't',
      terrain: [{ type: 'impassable', polygon: [{ x: 8.5, y: 4 }, { x: 12, y: 4 }, { x: 12, y: 6 }, { x: 8.5, y: 6 }] }] };
    expect(codes(req)).toEqual(['OFF_TABLE']);
    expect(run(req).facing).toBe('left');
  });
  it('the same flank with the target free: the rock stops the charger aligning by itself, so the target turns about its corner to meet it (L891-896)', () => {
    const req: ChargeRequest = { units: [U({ id: 'c', centre: { x: 2, y: 9.5 }, facing: 260, width: 10, depth: 1, M: 8 }), U({ id: 't', side: 'B', centre: { x: 3, y: 3 }, facing: 90, width: 2, depth: 2 })], chargerId: 'c', targetId: 't',
      terrain: [{ type: 'impassable', polygon: [{ x: 8.5, y: 4 }, { x: 12, y: 4 }, { x: 12, y: 6 }, { x: 8.5, y: 6 }] }] };
    const r = run(req);
    expect(r).toMatchObject({ legal: true, facing: 'left', placement: { targetMove: { move: 'align', about: { x: expect.closeTo(4, 9), y: expect.closeTo(4, 9) } } } });
    expect(r.placement.targetMove.degrees).toBeGreaterThan(0); // clockwise, its left flank swinging down to the charger's front
    expect(r.finalPosition.facing).toBeCloseTo(180 + r.placement.targetMove.degrees, 6); // facing into the turned flank
  });
});
