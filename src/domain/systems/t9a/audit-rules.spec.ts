/**
 * Independent rules audit of t9a charges, army validation, terrain setup, scoring and the catalogue, written from
 * the seed (004_1ae45c4b93e4399d.txt) and the digest (../shared/rules/the-ninth-age.md §4, §6, §7, §8, §11), not from
 * the code. Every expected value is worked out by hand in the comment beside it.
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { armiesCapability, type ArmyRequest, type ArmyUnit } from './armies.js';
import { chargesCapability, type ChargeRequest, type ChargeUnit } from './charges/index.js';
import { scoringCapability, type ScoringRequest, type ScoredUnit } from './scoring.js';
import { terrainCapability, type TerrainRequest } from './terrain.js';
import { t9aSystem } from './index.js';

const ctxOf = (cap: { options: Parameters<typeof resolveOptions>[0] }, dice: DiceRequest = { mode: 'exact' }, options = {}) => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(cap.options, options), dice });

// ---------------------------------------------------------------------------------------------------------------
// Charges (§4). Charger at (36, 10) facing +y (facing 0), 5" wide and 4" deep: its front edge is y = 12.
// A target facing the charger (180) at (36, y) with depth 4 has its front at y − 2: the gap is y − 14.
// ---------------------------------------------------------------------------------------------------------------
const U = (o: Partial<ChargeUnit> & { id: string }): ChargeUnit => ({ side: 'A', centre: { x: 36, y: 10 }, facing: 0, width: 5, depth: 4, M: 4, ...o });
const charge = (c: Partial<ChargeUnit> = {}, t: Partial<ChargeUnit> = {}, extra: Partial<ChargeRequest> = {}, others: ChargeUnit[] = []): ChargeRequest => ({
  units: [U({ id: 'c', ...c }), U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, ...t }), ...others], chargerId: 'c', targetId: 't', ...extra,
});
const ch = (r: ChargeRequest, d?: DiceRequest, o = {}) => chargesCapability.run(r, ctxOf(chargesCapability, d, o)).result as Record<string, any>;
const reasons = (r: ChargeRequest, o = {}) => ch(r, undefined, o).reasons.map((x: { code: string }) => x.code);
const gap = (d: number) => ({ centre: { x: 36, y: 14 + d } });

describe('audit: charge range (L873-877, L3545-3547, L2810-2813, L3431-3435, L3539-3547)', () => {
  it('M5, 9" away: needs 4 on 2D6 = 33/36 (L873-877)', () => {
    expect(ch(charge({ M: 5 }, gap(9)))).toMatchObject({ legal: true, diceTotalNeeded: 4, pSuccessFraction: '33/36', maxRange: 17 });
  });
  it('M4, 11" away: needs 7 = 21/36; 16" exactly: needs 12 = 1/36, still declarable (max range 16, L839-841)', () => {
    expect(ch(charge({}, gap(11)))).toMatchObject({ legal: true, diceTotalNeeded: 7, pSuccessFraction: '21/36' });
    expect(ch(charge({}, gap(16)))).toMatchObject({ legal: true, diceTotalNeeded: 12, pSuccessFraction: '1/36' });
  });
  it('M4, 16.5" away: beyond M + 12 → OUT_OF_MAX_RANGE (L839-841)', () => {
    expect(reasons(charge({}, gap(16.5)))).toEqual(['OUT_OF_MAX_RANGE']);
  });
  it('a fractional gap rounds the needed total up: M4, 8.2" → needs 5 = 30/36', () => {
    expect(ch(charge({}, gap(8.2)))).toMatchObject({ diceTotalNeeded: 5, pSuccessFraction: '30/36' });
  });
  it('closer than M + 2: cannot fail on range (M5, 6" → needs 1: 36/36)', () => {
    expect(ch(charge({ M: 5 }, gap(6)))).toMatchObject({ legal: true, pSuccessFraction: '36/36' });
  });
  it('Swiftstride: best two of 3D6; M8, 17" → needs 9: 113/216 (L3545-3547)', () => {
    // P(best two of 3D6 ≥ n), n = 2..13: 216 215 212 205 193 174 147 113 77 43 16 0
    expect(ch(charge({ M: 8, rules: [{ id: 'swiftstride' }] }, gap(17)))).toMatchObject({ legal: true, diceTotalNeeded: 9, pSuccessFraction: '113/216', maxRange: 20 });
  });
  it('cavalry have Swiftstride inherently: M8, 15" → needs 7: 174/216 (L2163-2391, L3545-3547)', () => {
    expect(ch(charge({ M: 8, troopType: 'cavalry' }, gap(15)))).toMatchObject({ diceTotalNeeded: 7, pSuccessFraction: '174/216' });
  });
  it('Fly (8): M becomes 8, and Fly grants Swiftstride: M4 Fly 8, 18" → needs 10: 77/216, max range 20 (L3539-3547)', () => {
    expect(ch(charge({ rules: [{ id: 'fly', value: 8 }] }, gap(18)))).toMatchObject({ legal: true, diceTotalNeeded: 10, pSuccessFraction: '77/216', maxRange: 20 });
  });
  it('champion: the roll counts as at least 4 — M4, 7" needs 3 → 36/36; 9" needs 5 → 30/36 unchanged (L2810-2813)', () => {
    expect(ch(charge({ champion: true }, gap(7)))).toMatchObject({ pSuccessFraction: '36/36' });
    expect(ch(charge({ champion: true }, gap(9)))).toMatchObject({ pSuccessFraction: '30/36' });
  });
  it('a combined unit charges with its lowest M by default (M5, lowest 4, 10" → needs 6: 26/36); option own: needs 5: 30/36 (§4.6 ENGINE DECISION, L2604-2605)', () => {
    expect(ch(charge({ M: 5, lowestM: 4 }, gap(10)))).toMatchObject({ diceTotalNeeded: 6, pSuccessFraction: '26/36' });
    expect(ch(charge({ M: 5, lowestM: 4 }, gap(10)), undefined, { combinedUnitM: 'own' })).toMatchObject({ diceTotalNeeded: 5, pSuccessFraction: '30/36' });
  });
  it('Random Movement units never declare charges (L3431-3433)', () => {
    expect(reasons(charge({ rules: [{ id: 'randomMovement', value: '2D6' }] }, gap(5)))).toContain('CHARGER_RANDOM_MOVEMENT');
  });
  it('failed charge: moves the highest D6 (given 1, 3 at M4, 10" → total 4 < 6) (L936-943)', () => {
    expect(ch(charge({}, gap(10)), { mode: 'given', rolls: [1, 3] }).roll).toMatchObject({ total: 4, success: false, failedChargeMove: 3 });
  });
  it('failed Swiftstride charge: the highest of the three dice (2, 5, 1 → total 7 at M4, 12") (L936-943, L3545-3547)', () => {
    expect(ch(charge({ rules: [{ id: 'swiftstride' }] }, gap(12)), { mode: 'given', rolls: [2, 5, 1] }).roll).toMatchObject({ total: 7, success: false, failedChargeMove: 5 });
  });
  it('champion failed charge: the floor of 4 is ignored for the failed move (1, 2 → counts 4, moves 2) (L2810-2813)', () => {
    expect(ch(charge({ champion: true }, gap(10)), { mode: 'given', rolls: [1, 2] }).roll).toMatchObject({ success: false, failedChargeMove: 2 });
  });
  it('success exactly at the distance: M4, 10" with 3 + 3 = 6 → reaches (L874-875, "igual o mayor")', () => {
    expect(ch(charge({}, gap(10)), { mode: 'given', rolls: [3, 3] }).roll).toMatchObject({ total: 6, success: true });
  });
});

describe('audit: declaration, line of sight, facing (L839-844, L714-718, L887-888, L2281-2284, L912-915)', () => {
  it('a target behind the charger is not in its front arc: NO_LINE_OF_SIGHT (L714-718, L839-841)', () => {
    expect(reasons(charge({ facing: 180 }, gap(6)))).toContain('NO_LINE_OF_SIGHT');
  });
  it('a hill between them is obscuring: NO_LINE_OF_SIGHT (L2824-2827, L2851-2862)', () => {
    const hill = { type: 'hill' as const, polygon: [{ x: 20, y: 14 }, { x: 52, y: 14 }, { x: 52, y: 18 }, { x: 20, y: 18 }] };
    expect(reasons(charge({}, gap(8), { terrain: [hill] }))).toContain('NO_LINE_OF_SIGHT');
  });
  it('a forest between them does not block sight (not obscuring) (L2863-2869)', () => {
    const forest = { type: 'forest' as const, polygon: [{ x: 20, y: 14 }, { x: 52, y: 14 }, { x: 52, y: 18 }, { x: 20, y: 18 }] };
    expect(ch(charge({}, gap(8), { terrain: [forest] }))).toMatchObject({ legal: true });
  });
  it('a monster wider than both, between infantry: taller than both, blocks sight (L714-718)', () => {
    const monster = U({ id: 'm', side: 'B', troopType: 'monster', centre: { x: 36, y: 16.5 }, width: 30, depth: 2 });
    expect(reasons(charge({}, gap(8), {}, [monster]))).toContain('NO_LINE_OF_SIGHT');
  });
  it('a hill is seen from and into, never through: a charger standing on a hill sees the target; a target on a hill is seen (L2824-2827)', () => {
    const hill = (y0: number, y1: number) => ({ type: 'hill' as const, polygon: [{ x: 20, y: y0 }, { x: 52, y: y0 }, { x: 52, y: y1 }, { x: 20, y: y1 }] });
    expect(ch(charge({}, gap(8), { terrain: [hill(6, 13)] }))).toMatchObject({ legal: true });
    expect(ch(charge({}, gap(8), { terrain: [hill(19, 27)] }))).toMatchObject({ legal: true });
  });
  it('a flying charger passes over a friendly unit in the way (Fly, L3536-3542)', () => {
    const friend = U({ id: 'f', side: 'A', centre: { x: 36, y: 13.75 }, width: 40, depth: 1.5 });
    expect(ch(charge({ rules: [{ id: 'fly', value: 8 }] }, gap(8), {}, [friend]))).toMatchObject({ legal: true, diceTotalNeeded: 0 });
  });
  it('a wide friendly infantry unit in the way: not taller than both, so sight holds, but there is no room: NO_ROOM (L839-842, L878-935)', () => {
    const friend = U({ id: 'f', side: 'A', centre: { x: 36, y: 16 }, width: 40, depth: 2 });
    expect(reasons(charge({}, gap(8), {}, [friend]))).toEqual(['NO_ROOM']);
  });
  it('an enemy unit is the target: a friend is TARGET_NOT_ENEMY', () => {
    expect(reasons(charge({}, { ...gap(8), side: 'A' }))).toContain('TARGET_NOT_ENEMY');
  });
  it('facing: the charger straight behind the target charges its rear (L887-888)', () => {
    // target at (36, 22) facing +y, the charger south of it facing +y: the charger's front is wholly in the rear arc
    expect(ch(charge({}, { facing: 0 }))).toMatchObject({ legal: true, facing: 'rear' });
  });
  it('facing: the charger to the east of a target facing +y charges its right flank (L887-888)', () => {
    expect(ch(charge({ centre: { x: 50, y: 24 }, facing: 270 }, { centre: { x: 36, y: 24 }, facing: 0 }))).toMatchObject({ legal: true, facing: 'right' });
  });
  it('facing: most of the front edge decides, not the centre — front edge 70 % in the front arc (L887-888)', () => {
    // target at (36, 24) facing +y, 5×4: front-right corner (38.5, 26); its front/right boundary runs NE: x − 38.5 = y − 26.
    // charger facing 180 (south), 10" wide, its front at y = 36 from x = 31 to 41 → the boundary at y = 36 is x = 48.5:
    // the whole edge is in the front arc. Move the charger east: front from x = 42 to 52 → 6.5" of 10 west of 48.5 → 65 % front.
    expect(ch(charge({ centre: { x: 47, y: 38 }, facing: 180, width: 10 }, { centre: { x: 36, y: 24 }, facing: 0 }))).toMatchObject({ facing: 'front' });
  });
  it('a fleeing target is charged on any facing and can only flee again (L860, L912-915)', () => {
    const r = ch(charge({}, { ...gap(8), fleeing: true }));
    expect(r).toMatchObject({ facing: 'any', availableReactions: ['flee'] });
  });
  it('a war machine has a round base: contact any point, no facing (L2281-2284)', () => {
    const r = ch(charge({}, { ...gap(8), troopType: 'warMachine', width: 2.4, depth: 2.4, centre: { x: 36, y: 14 + 8 + 1.2 }, facing: 0 }));
    expect(r).toMatchObject({ legal: true, facing: 'any' });
  });
});

describe('audit: charge eligibility (§4.2)', () => {
  it.each([
    [{ fleeing: true }, 'CHARGER_FLEEING'],
    [{ troopType: 'warMachine' as const }, 'CHARGER_WAR_MACHINE'],
    [{ inBuilding: true }, 'CHARGER_IN_BUILDING'],
    [{ failedStupidity: true }, 'CHARGER_STUPID'],
    [{ engaged: true }, 'CHARGER_ENGAGED'],
    [{ firstTurnRestricted: true }, 'CHARGER_FIRST_TURN'],
    [{ characterChargedOut: true }, 'CHARGER_CHARACTER_CHARGED_OUT'],
  ])('%j → %s', (c, code) => {
    expect(reasons(charge(c, gap(6)))).toContain(code);
  });
});

describe('audit: charge reactions (L845-869, L3223-3226, L3357-3360, L3396-3399, L3449-3451, L2917-2919)', () => {
  const av = (c: Partial<ChargeUnit>, t: Partial<ChargeUnit>) => ch(charge(c, t));
  it('a bow unit charged from 8" by M4 in its front arc: hold, flee, stand and shoot at −1 only (8 ≤ 12, half the bow\'s 24") (L850-856)', () => {
    const r = av({}, { ...gap(8), missileWeapon: 'bow' });
    expect([...r.availableReactions].sort()).toEqual(['flee', 'hold', 'standAndShoot']);
    expect(r.standAndShootModifiers).toEqual(['-1 stand and shoot']);
  });
  it('from 14": long range too (beyond 12") (L853-855)', () => {
    expect(av({}, { ...gap(14), missileWeapon: 'bow' }).standAndShootModifiers).toEqual(['-1 stand and shoot', '-1 long range']);
  });
  it('charger exactly its M away (4" by M4): not farther than M → no stand and shoot (L851-852, "más lejos")', () => {
    expect(av({}, { ...gap(4), missileWeapon: 'bow' }).availableReactions).not.toContain('standAndShoot');
    expect(av({}, { ...gap(4.5), missileWeapon: 'bow' }).availableReactions).toContain('standAndShoot');
  });
  it('"its own Movement, the lowest if more than one": M6 with a lowest M of 4 charging from 5" allows Stand and Shoot (L851-852)', () => {
    expect(av({ M: 6, lowestM: 4 }, { ...gap(5), missileWeapon: 'bow' }).availableReactions).toContain('standAndShoot');
    expect(av({ M: 6 }, { ...gap(5), missileWeapon: 'bow' }).availableReactions).not.toContain('standAndShoot');
  });
  it('Quick to Fire (pistols) stand and shoot at any distance (L3223-3226)', () => {
    expect(av({}, { ...gap(2), missileWeapon: 'pistol' }).availableReactions).toContain('standAndShoot');
  });
  it('Cumbersome never stands and shoots (L3357-3360)', () => {
    expect(av({}, { ...gap(8), missileWeapon: 'bow', rules: [{ id: 'cumbersome' }] }).availableReactions).not.toContain('standAndShoot');
  });
  it('a charger in the flank arc: no stand and shoot (L850-851)', () => {
    const r = ch(charge({ centre: { x: 50, y: 24 }, facing: 270 }, { centre: { x: 36, y: 24 }, facing: 0, missileWeapon: 'bow' }));
    expect(r.availableReactions).not.toContain('standAndShoot');
  });
  it('engaged: hold only (L848-849)', () => {
    expect(av({}, { ...gap(8), missileWeapon: 'bow', engaged: true }).availableReactions).toEqual(['hold']);
  });
  it('Undead: hold only (L3449-3451)', () => {
    expect(av({}, { ...gap(8), missileWeapon: 'bow', rules: [{ id: 'undead' }] }).availableReactions).toEqual(['hold']);
  });
  it('Immune to Psychology: no flee, stand and shoot still (L3396-3399)', () => {
    expect([...av({}, { ...gap(8), missileWeapon: 'bow', rules: [{ id: 'immuneToPsychology' }] }).availableReactions].sort()).toEqual(['hold', 'standAndShoot']);
  });
  it('a unit in a building is assaulted: range from the building\'s edges, 6" away with M4 → needs 2: 36/36 (L2895-2899, L2921-2923)', () => {
    const building = { type: 'building' as const, polygon: [{ x: 30, y: 18 }, { x: 42, y: 18 }, { x: 42, y: 26 }, { x: 30, y: 26 }] };
    expect(ch(charge({}, { ...gap(8), inBuilding: true }, { terrain: [building] }))).toMatchObject({ legal: true, facing: 'any', diceTotalNeeded: 2, pSuccessFraction: '36/36', availableReactions: ['hold'] });
  });
  it('in a building: no flee (L2917-2919)', () => {
    expect(av({}, { ...gap(8), inBuilding: true }).availableReactions).toEqual(['hold']);
  });
  it('Stand and Shoot once per turn: a second charge against a unit that stood and shot (L855-856)', () => {
    expect([...av({}, { ...gap(8), missileWeapon: 'bow', standAndShootUsed: true }).availableReactions].sort()).toEqual(['flee', 'hold']);
  });
  it('Terror: the target tests panic on its Ld (7: 21/36) and flees on a failure; a Fear-causing target still tests; a Terror one does not; engaged: immune to panic (L3517-3521, L3422-3425, L2159-2160)', () => {
    const t = av({ rules: [{ id: 'terror' }] }, { ...gap(8), Ld: 7 }).terrorTest;
    expect(t).toMatchObject({ required: true });
    expect(t.pPass).toBeCloseTo(21 / 36, 12);
    expect(t.pMustFlee).toBeCloseTo(15 / 36, 12);
    expect(av({ rules: [{ id: 'terror' }] }, { ...gap(8), Ld: 7, rules: [{ id: 'fear' }] }).terrorTest).toMatchObject({ required: true });
    expect(av({ rules: [{ id: 'terror' }] }, { ...gap(8), Ld: 7, rules: [{ id: 'terror' }] }).terrorTest).toBeNull();
    expect(av({ rules: [{ id: 'terror' }] }, { ...gap(8), Ld: 7, engaged: true }).terrorTest).toMatchObject({ required: false, pMustFlee: 0 });
  });
  it('Otherworldly, Unbreakable, Frenzy: Immune to Psychology, no Flee (L3515, L3362-3363, L3280, L3396-3399)', () => {
    for (const id of ['otherworldly', 'unbreakable', 'frenzy']) expect(av({}, { ...gap(8), rules: [{ id }] }).availableReactions).toEqual(['hold']);
  });
  it('no missile weapon: hold or flee', () => {
    expect([...av({}, gap(8)).availableReactions].sort()).toEqual(['flee', 'hold']);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Army validation (§6)
// ---------------------------------------------------------------------------------------------------------------
const army = (r: ArmyRequest, o = {}) => armiesCapability.run(r, ctxOf(armiesCapability, undefined, o)).result as Record<string, any>;
const vcodes = (gameSize: number, units: ArmyUnit[], o = {}) => army({ gameSize, units }, o).violations.map((v: { code: string }) => v.code) as string[];
const gen: ArmyUnit = { name: 'General', category: 'lord', points: 300, ld: 9, general: true };
const unit = (name: string, category: ArmyUnit['category'], points: number, extra: Partial<ArmyUnit> = {}): ArmyUnit => ({ name, category, points, ...extra });
/** A legal 2000-point army: 300 lord, 500 core in two entries, 3 special, 1 rare (300+250+250+400+400+100+300 = 2000). */
const base2000 = (): ArmyUnit[] => [gen, unit('Spears', 'core', 250), unit('Archers', 'core', 250), unit('Knights', 'special', 400), unit('Knights 2', 'special', 400, { entry: 'Knights' }), unit('Scouts', 'special', 100), unit('Giant', 'rare', 300)];

describe('audit: army points and percentages (L283-287, L254-276)', () => {
  it('the 2000-point army is valid, standard size (L311, L317)', () => {
    expect(army({ gameSize: 2000, units: base2000() })).toMatchObject({ valid: true, armySize: 'standard', total: 2000 });
  });
  it('20 under is allowed, 21 under is not; 1 over is not (L283-287)', () => {
    const u = base2000();
    expect(vcodes(2020, u)).not.toContain('POINTS_TOO_FAR_UNDER');
    expect(vcodes(2021, u)).toContain('POINTS_TOO_FAR_UNDER');
    expect(vcodes(1999, u)).toContain('POINTS_OVER_LIMIT');
  });
  it('percentages are of the game size, not the total: 500 core in a 1990-point list at 2000 is 25 % (L285-287)', () => {
    const u = base2000().map((x) => (x.name === 'Scouts' ? { ...x, points: 90 } : x));
    expect(vcodes(2000, u)).toEqual([]);
  });
  it('Core at 1999: needs ≥ 499.75 → 499 fails, 500 passes (L257-261)', () => {
    const u = (core: number) => [gen, unit('Spears', 'core', core - 250), unit('Archers', 'core', 250), unit('Knights', 'special', 400), unit('K2', 'special', 400, { entry: 'Knights' }), unit('Scouts', 'special', 1699 - 300 - core - 800 - 300 + 300), unit('Giant', 'rare', 300)];
    expect(vcodes(1999, u(499))).toContain('CORE_BELOW_MIN');
    expect(vcodes(1999, u(500))).not.toContain('CORE_BELOW_MIN');
  });
  it('Rare at 2500: 625 allowed, 626 over (L264-266)', () => {
    const mk = (rare: number): ArmyUnit[] => [unit('General', 'lord', 300, { ld: 9, general: true }), unit('C1', 'core', 700), unit('C2', 'core', 400), unit('S', 'special', 2500 - 300 - 1100 - rare), unit('R1', 'rare', rare - 300), unit('R2', 'rare', 300)];
    expect(vcodes(2500, mk(625))).toEqual([]);
    expect(vcodes(2500, mk(626))).toEqual(['RARE_OVER_MAX']);
  });
  it('Lords at 2500: 875 allowed, 876 over (L270-272)', () => {
    const mk = (l: number): ArmyUnit[] => [unit('General', 'lord', l, { ld: 9, general: true }), unit('C1', 'core', 700), unit('C2', 'core', 400), unit('S', 'special', 2500 - 1100 - l - 100), unit('R', 'rare', 100)];
    expect(vcodes(2500, mk(875))).toEqual([]);
    expect(vcodes(2500, mk(876))).toEqual(['LORDS_OVER_MAX']);
  });
  it('Heroes at 2000: 1000 allowed (as the only characters), 1001 over — and so are the characters (L267-269, L274-276)', () => {
    const mk = (h: number): ArmyUnit[] => [unit('Hero', 'hero', h, { ld: 8, general: true }), unit('C1', 'core', 500), unit('C2', 'core', 300), unit('S', 'special', 2000 - 800 - h - 100), unit('R', 'rare', 100)];
    expect(vcodes(2000, mk(1000))).toEqual([]);
    expect(vcodes(2000, mk(1001)).sort()).toEqual(['CHARACTERS_OVER_MAX', 'HEROES_OVER_MAX']);
  });
  it('Lords 700 (35 %) + Heroes 301 at 2000: only the characters limit (50 %) (L274-276)', () => {
    const u: ArmyUnit[] = [unit('Lord', 'lord', 700, { ld: 9, general: true }), unit('Hero', 'hero', 301, { ld: 8 }), unit('C1', 'core', 500), unit('S1', 'special', 200), unit('S2', 'special', 199), unit('R', 'rare', 100)];
    expect(vcodes(2000, u)).toEqual(['CHARACTERS_OVER_MAX']);
  });
});

describe('audit: Warbands, Grand Armies, duplication, unique, 0-X, minimum units (L288-348)', () => {
  const filler = (n: number, entry: string, category: ArmyUnit['category'], pts: number) => Array.from({ length: n }, (_, i) => unit(`${entry} ${i}`, category, pts, { entry }));
  it('1500 is a Warband: Core entry ×2 allowed, ×3 exceeded (L311-316)', () => {
    const ok = [unit('General', 'lord', 300, { ld: 9, general: true }), ...filler(2, 'Spears', 'core', 200), unit('Archers', 'core', 400), unit('K', 'special', 400)];
    expect(army({ gameSize: 1500, units: ok })).toMatchObject({ armySize: 'warband', valid: true });
    const bad = [unit('General', 'lord', 300, { ld: 9, general: true }), ...filler(3, 'Spears', 'core', 200), unit('K', 'special', 600)];
    expect(vcodes(1500, bad)).toEqual(['DUPLICATION_EXCEEDED']);
  });
  it('Warband: Special ×2 (3 halved up), Rare ×1, characters ×2 (L311-316, L323-344)', () => {
    const base = [unit('General', 'lord', 200, { ld: 9, general: true }), unit('C1', 'core', 400)];
    expect(vcodes(1500, [...base, ...filler(3, 'Knights', 'special', 200), unit('C2', 'core', 300)])).toEqual(['DUPLICATION_EXCEEDED']);
    expect(vcodes(1500, [...base, ...filler(2, 'Giant', 'rare', 150), unit('C2', 'core', 300), unit('S', 'special', 300)])).toEqual(['DUPLICATION_EXCEEDED']);
    expect(vcodes(1500, [...base, ...filler(3, 'Hero', 'hero', 100).map((h) => ({ ...h, ld: 7 })), unit('C2', 'core', 300), unit('S', 'special', 300)])).toEqual(['DUPLICATION_EXCEEDED']);
  });
  it('standard 2000: Core ×4 allowed, ×5 exceeded (L257-261)', () => {
    expect(vcodes(2000, [gen, ...filler(4, 'Spears', 'core', 200), unit('K', 'special', 900)])).toEqual([]);
    expect(vcodes(2000, [gen, ...filler(5, 'Spears', 'core', 200), unit('K', 'special', 700)])).toEqual(['DUPLICATION_EXCEEDED']);
  });
  it('4000 is a Grand Army: Core ×8 allowed, ×9 exceeded; Rare ×4 allowed (L317-322)', () => {
    const g = unit('General', 'lord', 400, { ld: 9, general: true });
    expect(army({ gameSize: 4000, units: [g, ...filler(8, 'Spears', 'core', 200), ...filler(4, 'Giant', 'rare', 250), unit('S', 'special', 1000)] })).toMatchObject({ armySize: 'grandArmy', valid: true });
    expect(vcodes(4000, [g, ...filler(9, 'Spears', 'core', 200), ...filler(4, 'Giant', 'rare', 250), unit('S', 'special', 800)])).toEqual(['DUPLICATION_EXCEEDED']);
  });
  it('unique: once; twice in a Grand Army unless a character (L294-295, L320-322)', () => {
    expect(vcodes(2000, [gen, unit('Spears', 'core', 500), ...filler(2, 'Hydra', 'special', 300).map((x) => ({ ...x, unique: true })), unit('S', 'special', 600)])).toEqual(['UNIQUE_EXCEEDED']);
    const g = unit('General', 'lord', 400, { ld: 9, general: true });
    expect(vcodes(4000, [g, unit('C', 'core', 1000), ...filler(2, 'Hydra', 'special', 300).map((x) => ({ ...x, unique: true })), unit('S', 'special', 1000), unit('S2', 'special', 1000)])).toEqual([]);
    expect(vcodes(4000, [g, ...filler(2, 'Prince', 'hero', 200).map((x) => ({ ...x, unique: true, ld: 8 })), unit('C', 'core', 1000), unit('S', 'special', 1000), unit('S2', 'special', 1000), unit('S3', 'special', 200)])).toEqual(['UNIQUE_EXCEEDED']);
  });
  it('0-3: Warband 2 (halved up), standard 3, Grand Army 6 (L296-297, L345-348)', () => {
    const lim = (n: number, size: number) => filler(n, 'Wolves', 'special', 50).map((x) => ({ ...x, limit: 3 }));
    expect(vcodes(1500, [unit('General', 'lord', 300, { ld: 9, general: true }), unit('C', 'core', 400), unit('C2', 'core', 300), unit('S', 'special', 350), ...lim(3, 1500)])).toContain('SPECIFIC_LIMIT_EXCEEDED');
    expect(vcodes(1500, [unit('General', 'lord', 300, { ld: 9, general: true }), unit('C', 'core', 400), unit('C2', 'core', 300), unit('S', 'special', 400), ...lim(2, 1500)])).not.toContain('SPECIFIC_LIMIT_EXCEEDED');
  });
  it('minimum units: 4 non-character units, war machines count once (L288-290); Warband 3 (L315-316)', () => {
    const wm = (n: string) => unit(n, 'rare', 100, { troopType: 'warMachine', entry: n });
    expect(vcodes(2000, [gen, unit('C1', 'core', 600), unit('C2', 'core', 600), wm('Cannon'), wm('Catapult'), unit('S', 'special', 300)])).toEqual([]);
    expect(vcodes(2000, [gen, unit('C1', 'core', 800), unit('C2', 'core', 700), wm('Cannon'), wm('Catapult')])).toEqual(['TOO_FEW_UNITS']);
    expect(vcodes(1500, [unit('General', 'lord', 300, { ld: 9, general: true }), unit('C1', 'core', 600), unit('C2', 'core', 500), wm('Cannon')])).toEqual([]);
  });
  it('option duplicationScope perCategory: a unique unit next to other Core units is still taken once (L294-295)', () => {
    const u = [gen, unit('Guard', 'core', 300, { unique: true }), unit('Spears', 'core', 300), unit('S', 'special', 800), unit('R', 'rare', 300)];
    expect(vcodes(2000, u, { duplicationScope: 'perCategory' })).toEqual([]);
  });
});

describe('audit: General and BSB (L291-293, L2706-2721, L3452-3454)', () => {
  const rest = [unit('C1', 'core', 500), unit('S1', 'special', 600), unit('S2', 'special', 300), unit('R', 'rare', 100)];
  it('no General designated: GENERAL_MISSING (L291-293)', () => {
    expect(vcodes(2000, [{ ...gen, general: false }, unit('Hero', 'hero', 200, { ld: 8 }), ...rest])).toContain('GENERAL_MISSING');
  });
  it('a tie on the highest Ld and none recorded: GENERAL_TIE_NOT_RECORDED (L2709-2711)', () => {
    expect(vcodes(2000, [{ ...gen, general: false }, unit('Hero', 'hero', 200, { ld: 9 }), ...rest])).toContain('GENERAL_TIE_NOT_RECORDED');
  });
  it('a tie with one recorded: valid (L2709-2711)', () => {
    expect(vcodes(2000, [gen, unit('Hero', 'hero', 200, { ld: 9 }), ...rest])).toEqual([]);
  });
  it('General Ld 8 while another character has Ld 9: GENERAL_NOT_HIGHEST_LD; unless that one is the BSB (L2707-2709)', () => {
    expect(vcodes(2000, [{ ...gen, ld: 8 }, unit('Hero', 'hero', 200, { ld: 9 }), ...rest])).toEqual(['GENERAL_NOT_HIGHEST_LD']);
    expect(vcodes(2000, [{ ...gen, ld: 8 }, unit('Hero', 'hero', 200, { ld: 9, bsb: true }), ...rest])).toEqual([]);
  });
  it('the BSB as General: GENERAL_IS_BSB; two Generals: MULTIPLE_GENERALS; Not a Leader (L2708-2709, L291-293, L3452-3454)', () => {
    expect(vcodes(2000, [{ ...gen, bsb: true }, ...rest])).toContain('GENERAL_IS_BSB');
    expect(vcodes(2000, [gen, unit('Hero', 'hero', 200, { ld: 9, general: true }), ...rest])).toContain('MULTIPLE_GENERALS');
    expect(vcodes(2000, [{ ...gen, notALeader: true }, ...rest])).toEqual(expect.arrayContaining(['GENERAL_NOT_A_LEADER', 'NO_GENERAL_CANDIDATE']));
  });
  it('the General is a character: a Core unit marked General is refused, the Lord not designated (L291-293)', () => {
    const u = [{ ...gen, general: false }, unit('C1', 'core', 500, { general: true, ld: 10 }), unit('S1', 'special', 600), unit('S2', 'special', 500), unit('R', 'rare', 100)];
    expect(vcodes(2000, u)).toEqual(expect.arrayContaining(['GENERAL_NOT_CHARACTER', 'GENERAL_MISSING']));
  });
  it('two BSBs: MULTIPLE_BSB; a BSB on an entry without the option: BSB_NOT_ALLOWED (L2719-2721)', () => {
    expect(vcodes(2000, [gen, unit('H1', 'hero', 100, { ld: 8, bsb: true }), unit('H2', 'hero', 100, { ld: 8, bsb: true, entry: 'H' }), ...rest])).toContain('MULTIPLE_BSB');
    expect(vcodes(2000, [gen, unit('H1', 'hero', 200, { ld: 8, bsb: true, bsbAllowed: false }), ...rest])).toEqual(['BSB_NOT_ALLOWED']);
  });
});

describe('audit: magic items and equipment (L3550-3594, L2726-2731, L2801-2804, L2392-2577, L2269-2271)', () => {
  const rest = [unit('C1', 'core', 500), unit('S1', 'special', 600), unit('S2', 'special', 500), unit('R', 'rare', 100)];
  const withHero = (h: Partial<ArmyUnit>, extra: ArmyUnit[] = []) => vcodes(2000, [{ ...gen, points: 200 }, unit('Hero', 'hero', 100, { ld: 8, ...h }), ...rest, ...extra]);
  it('every magic item once per army (L3574-3576)', () => {
    expect(vcodes(2000, [{ ...gen, points: 200, items: [{ id: 'dragonfireGem' }] }, unit('Hero', 'hero', 100, { ld: 8, items: [{ id: 'dragonfireGem' }] }), ...rest])).toContain('MAGIC_ITEM_DUPLICATED');
  });
  it('one item per category on a model: two talismans (L3576-3578); a magic weapon and a magic armour are fine', () => {
    expect(withHero({ items: [{ id: 'dragonfireGem' }, { id: 'luckyCharm' }] })).toContain('MAGIC_ITEM_CATEGORY_TWICE');
    expect(withHero({ items: [{ id: 'swordOfSkill' }, { id: 'hardenedShield' }] })).toEqual([]);
  });
  it('a magic shield and a magic armour are both Magic Armour: one only (L3576-3578)', () => {
    expect(withHero({ items: [{ id: 'luckyShield' }, { id: 'gamblersArmour' }] })).toContain('MAGIC_ITEM_CATEGORY_TWICE');
  });
  it('a Hero\'s allowance is 50: 50 points allowed, 55 over (L2729-2730)', () => {
    expect(withHero({ items: [{ id: 'swordOfHaste' }, { id: 'armourOfDestiny', cost: 50 }].slice(1) })).toEqual([]);
    expect(withHero({ items: [{ id: 'swordOfStrength' }, { id: 'talismanOfGreaterShielding' }, { id: 'luckyShield' }, { id: 'potionOfSwiftness' }] })).toEqual(['MAGIC_ITEM_ALLOWANCE_EXCEEDED']);
  });
  it('a BSB\'s standard beyond its allowance with nothing else: fine; with another item: BSB_FREE_STANDARD_WITH_OTHER_ITEMS (L2726-2731)', () => {
    expect(withHero({ bsb: true, allowance: 25, items: [{ id: 'rendingBanner' }] })).toEqual([]);
    expect(withHero({ bsb: true, allowance: 25, items: [{ id: 'rendingBanner' }, { id: 'luckyCharm' }] })).toContain('BSB_FREE_STANDARD_WITH_OTHER_ITEMS');
  });
  it('dual costs: Giant Sword 60 for a Lord, 50 for a Hero (L3579-3583)', () => {
    expect(withHero({ items: [{ id: 'giantSword', cost: 60 }] })).toContain('ITEM_WRONG_COST');
    expect(withHero({ items: [{ id: 'giantSword', cost: 50 }] })).toEqual([]);
    expect(vcodes(2000, [{ ...gen, items: [{ id: 'giantSword', cost: 60 }] }, ...rest.slice(0, 3), unit('R', 'rare', 300)].map((x) => (x.name === 'S2' ? { ...x, points: 300 } : x)))).not.toContain('ITEM_WRONG_COST');
  });
  it('arcane items only on wizards; the Dispel Scroll as Enchanted in an army with no wizard; not with one (L3566, L3910-3916)', () => {
    expect(withHero({ items: [{ id: 'tomeOfArcaneLore' }] })).toContain('ARCANE_ITEM_NOT_WIZARD');
    expect(withHero({ items: [{ id: 'dispelScroll', asEnchanted: true }] })).toEqual([]);
    expect(withHero({ items: [{ id: 'dispelScroll', asEnchanted: true }] }, []).length).toBe(0);
    expect(vcodes(2000, [{ ...gen, points: 200, wizard: true, path: 'Fire' }, unit('Hero', 'hero', 100, { ld: 8, items: [{ id: 'dispelScroll', asEnchanted: true }] }), ...rest])).toContain('DISPEL_SCROLL_ENCHANTED_WITH_WIZARD');
  });
  it('magic standards only on standard bearers or the BSB (L3567-3568)', () => {
    expect(withHero({ items: [{ id: 'warStandard' }] })).toContain('MAGIC_STANDARD_NOT_BEARER');
  });
  it('veteran standard: up to 25 points; one per army, two in a Grand Army (L2801-2804)', () => {
    const vet = (n: string, item: string) => unit(n, 'core', 250, { standardBearer: true, veteranStandard: true, items: [{ id: item }] });
    expect(vcodes(2000, [gen, vet('V1', 'bannerOfDiscipline'), unit('C', 'core', 250), unit('S1', 'special', 600), unit('S2', 'special', 500), unit('R', 'rare', 100)])).toEqual([]);
    expect(vcodes(2000, [gen, vet('V1', 'holyIcon'), unit('C', 'core', 250), unit('S1', 'special', 600), unit('S2', 'special', 500), unit('R', 'rare', 100)])).toContain('VETERAN_STANDARD_TOO_EXPENSIVE');
    expect(vcodes(2000, [gen, vet('V1', 'bannerOfDiscipline'), vet('V2', 'warStandard'), unit('S1', 'special', 600), unit('S2', 'special', 500), unit('R', 'rare', 100)])).toContain('VETERAN_STANDARD_EXCEEDED');
  });
  it('wizards take magic armour only with mundane armour (or the option); barding does not count (L3562-3564)', () => {
    expect(withHero({ wizard: true, path: 'Fire', items: [{ id: 'luckyShield' }] })).toContain('MAGIC_ARMOUR_ON_UNARMOURED_WIZARD');
    expect(withHero({ wizard: true, path: 'Fire', armour: ['barding'], items: [{ id: 'luckyShield' }] })).toContain('MAGIC_ARMOUR_ON_UNARMOURED_WIZARD');
    expect(withHero({ wizard: true, path: 'Fire', armour: ['light'], items: [{ id: 'luckyShield' }] })).toEqual([]);
    expect(withHero({ wizard: true, path: 'Fire', mundaneArmourOption: true, items: [{ id: 'luckyShield' }] })).toEqual([]);
  });
  it('a magic armour replaces the mundane armour of its category: heavy armour with a magic light... is not two armour pieces (L3559-3561)', () => {
    expect(withHero({ armour: ['heavy'], items: [{ id: 'mithrilMail' }] })).toEqual([]);
  });
  it('item restrictions: foot only on cavalry, Icon of the Relentless Company infantry only, Bluffer\'s Helm not for Large Targets (L3649, L3701, L3712, L4007-4009)', () => {
    expect(withHero({ troopType: 'cavalry', items: [{ id: 'fencersSwords' }] })).toContain('ITEM_FOOT_ONLY');
    expect(vcodes(2000, [gen, unit('C1', 'core', 500, { troopType: 'cavalry', standardBearer: true, items: [{ id: 'iconOfTheRelentlessCompany' }] }), ...rest.slice(1)])).toContain('ITEM_INFANTRY_ONLY');
    expect(withHero({ troopType: 'monster', items: [{ id: 'bluffersHelm' }] })).toContain('ITEM_NOT_LARGE_TARGET');
  });
  it('the Banner of Courage has no troop-type restriction: on a cavalry standard it is legal (L4033-4040)', () => {
    expect(vcodes(2000, [gen, unit('C1', 'core', 500, { troopType: 'cavalry', standardBearer: true, items: [{ id: 'bannerOfCourage' }] }), ...rest.slice(1)])).toEqual([]);
  });
  it('a magic lance only for lance users: infantry cannot (L3569-3573, E22)', () => {
    expect(withHero({ troopType: 'infantry', items: [{ id: 'flamingLance' }] })).toContain('ITEM_TYPE_INCOMPATIBLE');
    expect(withHero({ troopType: 'cavalry', items: [{ id: 'flamingLance' }] })).toEqual([]);
  });
  it('a ridden monster has only Innate Defence: magic heavy armour or a magic shield is a type it cannot use (L2269-2271, L3569-3573)', () => {
    expect(withHero({ troopType: 'riddenMonster', items: [{ id: 'armourOfDestiny' }] })).toContain('ITEM_TYPE_INCOMPATIBLE');
    expect(withHero({ troopType: 'riddenMonster', items: [{ id: 'luckyShield' }] })).toContain('ITEM_TYPE_INCOMPATIBLE');
  });
  it('mundane equipment: two armour classes, a lance on infantry, a foot spear on cavalry, plate on a ridden monster (L2415-2422, L2547-2560, L2269-2271)', () => {
    expect(withHero({ armour: ['light', 'heavy'] })).toEqual(['EQUIPMENT_ILLEGAL']);
    expect(withHero({ troopType: 'infantry', weapons: ['lance'] })).toEqual(['EQUIPMENT_ILLEGAL']);
    expect(withHero({ troopType: 'cavalry', weapons: ['spear'] })).toEqual(['EQUIPMENT_ILLEGAL']);
    expect(withHero({ troopType: 'riddenMonster', armour: ['plate'] })).toEqual(['EQUIPMENT_ILLEGAL']);
  });
  it('a wizard records a Path, unless it carries Essence of a Free Mind (L486-488, L3880-3887)', () => {
    expect(withHero({ wizard: true })).toContain('WIZARD_PATH_MISSING');
    expect(withHero({ wizard: true, items: [{ id: 'essenceOfAFreeMind', cost: 50 }] })).toEqual([]);
  });
  it('a character never joins a war machine (L2284-2285)', () => {
    expect(vcodes(2000, [{ ...gen, points: 200 }, unit('Hero', 'hero', 100, { ld: 8, joins: 'Cannon' }), unit('C1', 'core', 500), unit('S1', 'special', 600), unit('S2', 'special', 300), unit('Cannon', 'rare', 100, { troopType: 'warMachine' }), unit('C2', 'core', 200)])).toContain('ILLEGAL_JOIN_AT_DEPLOYMENT');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Scoring (§8.6-8.8)
// ---------------------------------------------------------------------------------------------------------------
const score = (r: ScoringRequest, o = {}) => scoringCapability.run(r, ctxOf(scoringCapability, undefined, o)).result as Record<string, any>;
const lossesOfB = (B: ScoredUnit[], gameSize = 2000) => score({ gameSize, armies: { A: [], B } }).vp.A as number;

describe('audit: victory points (L2948-2967, L817-818)', () => {
  it('destroyed or fled off: full value (L2950-2952)', () => {
    expect(lossesOfB([{ name: 'a', points: 300, status: 'dead' }, { name: 'b', points: 155, status: 'fledOffBoard' }])).toBe(455);
  });
  it('fleeing at the end: half rounded up (301 → 151) (L2953-2954)', () => {
    expect(lossesOfB([{ name: 'a', points: 301, status: 'fleeing' }])).toBe(151);
  });
  it('decimated at ≤ 25 % of its starting wounds: 5 of 20 → half; 6 of 20 → nothing (L2955-2958)', () => {
    expect(lossesOfB([{ name: 'a', points: 201, status: 'alive', startingWounds: 20, wounds: 5 }])).toBe(101);
    expect(lossesOfB([{ name: 'a', points: 201, status: 'alive', startingWounds: 20, wounds: 6 }])).toBe(0);
  });
  it('the General dead: its value + 100; fleeing at the end: half only (L2959-2960)', () => {
    expect(lossesOfB([{ name: 'g', points: 250, status: 'dead', general: true }])).toBe(350);
    expect(lossesOfB([{ name: 'g', points: 250, status: 'fledOffBoard', general: true }])).toBe(350);
    expect(lossesOfB([{ name: 'g', points: 250, status: 'fleeing', general: true }])).toBe(125);
  });
  it('the BSB died in combat: 100 + its value; captured standards 50 each (L2961-2965)', () => {
    expect(lossesOfB([{ name: 'b', points: 150, status: 'dead', bsb: true, bsbCaptured: true }])).toBe(250);
    expect(lossesOfB([{ name: 'u', points: 200, status: 'alive', standardsCaptured: 2 }])).toBe(100);
  });
  it('summoned units give no VP (L817-818)', () => {
    expect(lossesOfB([{ name: 's', points: 200, status: 'dead', summoned: true }])).toBe(0);
  });
  it('fleeing and decimated: half once by default, twice with stackFleeingAndDecimated (§8.6 ENGINE DECISION)', () => {
    const u: ScoredUnit[] = [{ name: 'a', points: 100, status: 'fleeing', startingWounds: 10, wounds: 2 }];
    expect(lossesOfB(u)).toBe(50);
    expect(score({ gameSize: 2000, armies: { A: [], B: u } }, { stackFleeingAndDecimated: true }).vp.A).toBe(100);
  });
  it('secondary objective: +20 % of the game size, 500 at 2500 (L2971-2982)', () => {
    expect(score({ gameSize: 2500, secondary: { objective: 'holdTheGround', achievedBy: 'A' }, armies: { A: [], B: [] } }).vp).toEqual({ A: 500, B: 0 });
  });
});

describe('audit: result categories and the 10–0 table (L2988-3039)', () => {
  const diff = (d: number, size: number, extra: Partial<ScoringRequest> = {}, o = {}) => score({ gameSize: size, armies: { A: [], B: d ? [{ name: 'x', points: d, status: 'dead' }] : [] }, ...extra }, o);
  it.each([
    [99, 2000, 'draw'], [101, 2000, 'marginalVictory'], [400, 2000, 'marginalVictory'], [401, 2000, 'decisiveVictory'],
    [1200, 2000, 'decisiveVictory'], [1201, 2000, 'massacre'], [74, 1500, 'draw'], [76, 1500, 'marginalVictory'], [2701, 4500, 'massacre'],
  ])('difference %d at %d: %s (L2988-3002)', (d, size, result) => {
    expect(diff(d, size).result).toBe(result);
  });
  it('exactly 5 %: marginal by default, draw with exactFivePercent: draw (§8.7 ENGINE DECISION)', () => {
    expect(diff(100, 2000).result).toBe('marginalVictory');
    expect(diff(100, 2000, {}, { exactFivePercent: 'draw' }).result).toBe('draw');
  });
  it('numeric: +2 / −2 for a decisive victory (L2999-3002)', () => {
    expect(diff(500, 2000).numeric).toEqual({ A: 2, B: -2 });
  });
  it.each([
    [200, 2000, 5], [201, 2000, 6], [500, 2000, 6], [501, 2000, 7], [1000, 2000, 7], [1001, 2000, 8], [2500, 2000, 8],
    [150, 1500, 5], [151, 1500, 6], [375, 1500, 6], [376, 1500, 7], [751, 1500, 8],
    [450, 4500, 5], [451, 4500, 6], [1125, 4500, 6], [1126, 4500, 7], [2250, 4500, 7], [2251, 4500, 8],
  ])('battle points: difference %d at %d → %d for the winner (L3003-3039)', (d, size, w) => {
    expect(diff(d, size, { method: 'battlePoints' }).battlePoints).toEqual({ A: w, B: 10 - w });
  });
  it('battle points: the secondary objective moves 2, and is not counted as VP (L3013-3017)', () => {
    // B loses 300 at 2000 (15 %: A 6, B 4); B achieves the objective: A 4, B 6
    expect(diff(300, 2000, { method: 'battlePoints', secondary: { objective: 'breakthrough', achievedBy: 'B' } })).toMatchObject({ vp: { A: 300, B: 0 }, battlePoints: { A: 4, B: 6 } });
    expect(diff(300, 2000, { method: 'battlePoints', secondary: { objective: 'breakthrough', achievedBy: 'both' } }).battlePoints).toEqual({ A: 6, B: 4 });
  });
  it('a draw is 0 / 0 (L2999-3002)', () => {
    expect(diff(50, 2000).numeric).toEqual({ A: 0, B: 0 });
  });
  it('secondary objectives from the scoring units: Hold the Ground to the side with more within 6" of the centre; Breakthrough to any with one in the enemy zone; Secure Target by markers held (L2971-2982)', () => {
    const sec = (secondary: ScoringRequest['secondary']) => score({ gameSize: 2500, secondary, armies: { A: [], B: [] } });
    expect(sec({ objective: 'holdTheGround', scoringUnits: { A: 1, B: 3 } }).vp).toEqual({ A: 0, B: 500 });
    expect(sec({ objective: 'breakthrough', scoringUnits: { A: 1, B: 1 } }).vp).toEqual({ A: 500, B: 500 });
    expect(sec({ objective: 'secureTarget', markers: [{ A: 1, B: 0 }, { A: 2, B: 2 }] }).vp).toEqual({ A: 500, B: 0 });
    expect(() => sec({ objective: 'secureTarget', achievedBy: 'both' })).toThrow();
  });
  it('the game lasts 6 turns: anything else is refused (L545-550)', () => {
    expect(() => score({ gameSize: 2000, gameTurns: 7, armies: { A: [], B: [] } })).toThrow();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Terrain (§7.4)
// ---------------------------------------------------------------------------------------------------------------
const terrain = (r: TerrainRequest, d?: DiceRequest, o = {}) => terrainCapability.run(r, ctxOf(terrainCapability, d, o)).result as Record<string, any>;

describe('audit: terrain setup (L420-451)', () => {
  it('check: pieces 6" apart are fine, 5.9" apart are too close (L446-448)', () => {
    const p = (x: number) => ({ type: 'forest' as const, centre: { x, y: 24 }, width: 8, depth: 6 });
    expect(terrain({ mode: 'check', pieces: [p(20), p(34)] })).toMatchObject({ valid: true });
    expect(terrain({ mode: 'check', pieces: [p(20), p(33.9)] }).issues.map((i: { code: string }) => i.code)).toContain('TOO_CLOSE');
  });
  it('check: recommended footprints 6"×8" to 6"×10", walls 1"×10" (L449-451)', () => {
    const codes = (w: number, d: number, type = 'hill') => terrain({ mode: 'check', pieces: [{ type: type as 'hill', centre: { x: 36, y: 24 }, width: w, depth: d }] }).issues.map((i: { code: string }) => i.code);
    expect(codes(10, 6)).toEqual([]);
    expect(codes(12, 6)).toEqual(['FOOTPRINT_NOT_RECOMMENDED']);
    expect(codes(10, 1, 'wall')).toEqual([]);
  });
  it('generate with given dice: D6 4 → impassable; 2D3 from 1 and 2 → 2 more; types 3 and 6 → fields and ruins (L426-445)', () => {
    // then per feature: section (d6 of six sections), 2D6 distance, d8 direction
    const perFeature = [[1, 1, 1, 1], [2, 1, 1, 1], [3, 1, 1, 1], [4, 1, 1, 1], [5, 1, 1, 1]].flat();
    const r = terrain({ mode: 'generate' }, { mode: 'given', rolls: [4, 1, 2, 3, 6, ...perFeature] });
    expect(r.pieces.map((p: { type: string }) => p.type)).toEqual(['impassable', 'hill', 'forest', 'fields', 'ruins']);
  });
  it('generate: D6 1-3 → a building (L427-430)', () => {
    const perFeature = [[1, 1, 1, 1], [2, 1, 1, 1], [3, 1, 1, 1], [4, 1, 1, 1], [5, 1, 1, 1]].flat();
    const r = terrain({ mode: 'generate' }, { mode: 'given', rolls: [3, 1, 2, 3, 6, ...perFeature] });
    expect(r.pieces[0].type).toBe('building');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------------------------
describe('audit: catalogue (GET /v1/t9a)', () => {
  const cat = t9aSystem.catalogue('t9a-0.11.1') as Record<string, any>;
  it('deployment types by D6: 1-3 Classic, 4-5 Diagonal, 6 Flank Attack (L452-469)', () => {
    expect(cat.deploymentTypes.map((d: { id: string; d6: number[] }) => [d.id, d.d6])).toEqual([['classic', [1, 2, 3]], ['diagonal', [4, 5]], ['flankAttack', [6]]]);
  });
  it('secondary objectives by D6: 1-2 Hold the Ground, 3-4 Breakthrough, 5-6 Secure Target (L2971-2982)', () => {
    expect(cat.secondaryObjectives.map((d: { id: string; d6: number[] }) => [d.id, d.d6])).toEqual([['holdTheGround', [1, 2]], ['breakthrough', [3, 4]], ['secureTarget', [5, 6]]]);
  });
  it('only the Icon of the Relentless Company is restricted to infantry among the standards (L4007-4040)', () => {
    const infantryOnly = cat.magicItems.filter((i: { restriction?: string }) => /infantry only/i.test(i.restriction ?? '')).map((i: { id: string }) => i.id);
    expect(infantryOnly).toEqual(['iconOfTheRelentlessCompany']);
  });
});
