/**
 * Blocked (004_1ae45c4b93e4399d.txt L929-935): a charge that fails only because of unengaged enemy units the charger
 * could not normally charge is made straight ahead its whole range; touching the target it has charged, and the target
 * combat-reforms to align (L1861-1866). Worked by hand: the charger (5"×4", facing 0°, front from (33.5, 12) to
 * (38.5, 12)); a 10"×4" target 20" up the table facing 200° (its front tilted 20°); an enemy unit flush on the
 * charger's left, beside it, out of its front arc, stops its wheel to the right; another enemy unit side by side with
 * the target on its west, 18.2" away (out of M4 + 12), stops every turn of the target to the left (L891-896).
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import { chargesCapability, type ChargeRequest, type ChargeUnit } from './index.js';

const ctx = (options = {}, dice: DiceRequest = { mode: 'exact' }) => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(chargesCapability.options, options), dice });
const U = (o: Partial<ChargeUnit> & { id: string }): ChargeUnit => ({ side: 'A', centre: { x: 36, y: 10 }, facing: 0, width: 5, depth: 4, M: 4, ...o });
const run = (r: ChargeRequest, options = {}, dice?: DiceRequest) => chargesCapability.run(r, ctx(options, dice));
const codes = (r: Record<string, any>) => r.reasons.map((x: { code: string }) => x.code);
const sin = (d: number) => Math.sin((d * Math.PI) / 180);
const cos = (d: number) => Math.cos((d * Math.PI) / 180);
const tan20 = Math.tan((20 * Math.PI) / 180);

const T = U({ id: 't', side: 'B', centre: { x: 36, y: 30.1 }, facing: 200, width: 10 });
const FL = { x: 36 - 2 * sin(20) + 5 * cos(20), y: 30.1 - 2 * cos(20) - 5 * sin(20) }; // (40.0145, 26.5105)
const FR = { x: 36 - 2 * sin(20) - 5 * cos(20), y: 30.1 - 2 * cos(20) + 5 * sin(20) }; // (30.6175, 29.9307), the west end
// the target's neighbour: the same facing, its left flank on the target's right flank (FR back to RR)
const beside = U({ id: 'n', side: 'B', centre: { x: 36 - 7.5 * cos(20), y: 30.1 + 7.5 * sin(20) }, facing: 200 });
const C = U({ id: 'c' });
const E = U({ id: 'e', side: 'B', centre: { x: 31, y: 10 } });
const BLOCKED: ChargeRequest = { units: [C, E, T, beside], chargerId: 'c', targetId: 't' };
// straight ahead the front-right corner (38.5, 12) meets the front where x = 38.5
const ahead = FL.y + (FL.x - 38.5) * tan20 - 12; // 15.0617"

describe('a Blocked charge (L929-935)', () => {
  it('only the two enemy units it cannot charge are in the way: straight ahead 15.06", needing 12 on 2D6 (not the 11 of the 14.59" gap); the target reforms facing it', () => {
    const out = run(BLOCKED);
    const r = out.result as Record<string, any>;
    expect(r).toMatchObject({ legal: true, reasons: [], facing: 'front', diceTotalNeeded: 12, pSuccessFraction: '1/36' });
    expect(r.distance).toBeCloseTo(Math.hypot(FL.x - 38.5, FL.y - 12), 9); // 14.589": 11 would do for an ordinary charge
    expect(r.path).toEqual([{ move: 'straight', inches: expect.closeTo(ahead, 9) }]);
    expect(r.finalPosition).toEqual({ centre: { x: 36, y: expect.closeTo(10 + ahead, 9) }, facing: 0 });
    // the reform (L1861-1866): its front flush on the charger's front, facing 180; as near its centre (36, 30.1) as
    // the neighbour lets it: its rear-west corner (x − 5, 16 + ahead) on the neighbour's side, the line through FR
    // rising at 20° (x = FR.x + (y − FR.y)·tan20), so x = 5 + FR.x + (16 + ahead − FR.y)·tan20 = 36.029
    const x = 5 + FR.x + (16 + ahead - FR.y) * tan20;
    expect(r.placement).toEqual({
      placed: ['c'], notPlaced: [], modelsInCombat: 2, modelsInContact: 2,
      targetMove: { move: 'combatReform', degrees: expect.closeTo(-20, 9), finalPosition: { centre: { x: expect.closeTo(x, 6), y: expect.closeTo(14 + ahead, 9) }, facing: expect.closeTo(180, 9) } },
    });
    expect(out.explanation.find((e) => e.rule === 't9a.blocked')).toMatchObject({ cite: '004_1ae45c4b93e4399d.txt L929-935' });
    expect(out.explanation.find((e) => e.rule === 't9a.combat-reform')).toMatchObject({ cite: '004_1ae45c4b93e4399d.txt L1861-1866' });
  });

  it('given dice roll the range against the straight move: 11 fails (highest D6 moved), 12 reaches (L931-932, L936-943)', () => {
    expect((run(BLOCKED, {}, { mode: 'given', rolls: [6, 5] }).result as Record<string, any>).roll).toEqual({ total: 11, success: false, failedChargeMove: 6 });
    expect((run(BLOCKED, {}, { mode: 'given', rolls: [6, 6] }).result as Record<string, any>).roll).toEqual({ total: 12, success: true, failedChargeMove: 0 });
  });

  it('only unengaged enemy units count (L930-931): with a friend beside the charger and the neighbour engaged elsewhere, no room', () => {
    const friend = { ...E, side: 'A' as const };
    const r = run({ ...BLOCKED, units: [C, friend, T, { ...beside, engaged: true }] }).result as Record<string, any>;
    expect(codes(r)).toEqual(['NO_ROOM']);
    // the neighbour unengaged: it alone stops the target turning, so the charge is Blocked
    expect((run({ ...BLOCKED, units: [C, friend, T, beside] }).result as Record<string, any>).placement.targetMove.move).toBe('combatReform');
    // an impassable rock in its place: terrain, not enemy units, no room
    const rock = { type: 'impassable' as const, polygon: [FR, { x: FR.x + 4 * sin(20), y: FR.y + 4 * cos(20) }, { x: FR.x + 4 * sin(20) - 2 * cos(20), y: FR.y + 4 * cos(20) + 2 * sin(20) }, { x: FR.x - 2 * cos(20), y: FR.y + 2 * sin(20) }] };
    expect(codes(run({ ...BLOCKED, units: [C, friend, T], terrain: [rock] }).result as Record<string, any>)).toEqual(['NO_ROOM']);
  });

  it('ENGINE DECISION blockedChargeEnemies: with M7 the neighbour is 18.2" away, within 19": a unit it could charge, so no room; "unengaged" counts it', () => {
    const fast = { ...BLOCKED, units: [{ ...C, M: 7 }, { ...E, side: 'A' as const }, T, beside] };
    expect(codes(run(fast).result as Record<string, any>)).toEqual(['NO_ROOM']);
    const r = run(fast, { blockedChargeEnemies: 'unengaged' }).result as Record<string, any>;
    expect(r).toMatchObject({ legal: true, diceTotalNeeded: 9, pSuccessFraction: '10/36', placement: { targetMove: { move: 'combatReform' } } }); // 15.06 − 7
  });

  it('the straight move must reach the target within the maximum range, and the target must have room to reform', () => {
    // 1.2" farther: 15.78" apart (within 16"), but 16.26" straight ahead
    const far = (dy: number) => [C, E, { ...T, centre: { x: 36, y: 30.1 + dy } }, { ...beside, centre: { x: beside.centre.x, y: beside.centre.y + dy } }];
    const out = run({ ...BLOCKED, units: far(1.2) });
    expect(codes(out.result as Record<string, any>)).toEqual(['NO_ROOM']);
    expect(out.explanation.find((e) => e.rule === 't9a.blocked')?.text).toMatch(/16\.26", beyond its 16" maximum range/);
    // M 0: no model of the target may move at all (2 × M, L1865-1866), and turning it 20° moves its corners
    const stuck = run({ ...BLOCKED, units: [C, E, { ...T, M: 0 }, beside] });
    expect(codes(stuck.result as Record<string, any>)).toEqual(['NO_ROOM']);
    expect(stuck.explanation.find((e) => e.rule === 't9a.blocked')?.text).toMatch(/no room for the combat reform/);
  });

  it('an engaged target is not Blocked-charged (its reform would break its other combat): no room', () => {
    expect(codes(run({ ...BLOCKED, units: [C, E, { ...T, engaged: true }, beside] }).result as Record<string, any>)).toEqual(['NO_ROOM']);
  });
});
