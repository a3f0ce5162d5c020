import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../core/errors.js';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { runCharge, type ChargeRequest } from './charges.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput, TerrainInput } from './world.js';

// Kings of War charges: 003_80333abf01c9832d.txt L299-403 (digest §4)
const ctx = (options: RulesContext['options'] = {}, dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options, dice });
const regiment = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
/** An Infantry Regiment: 5 × 20 mm wide, 4 × 20 mm deep. */
const W = 100 / 25.4;
const D = 80 / 25.4;
const place = (id: string, side: string, x: number, y: number, facing: number, unit: UnitInput = regiment(), extra: Partial<PlacedUnitInput> = {}): PlacedUnitInput => ({ id, side, unit, centre: { x, y }, facing, ...extra });
const box = (x0: number, y0: number, x1: number, y1: number): TerrainInput['polygon'] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const charge = (req: Partial<ChargeRequest> & { units: PlacedUnitInput[] }, options: RulesContext['options'] = {}, dice?: DiceRequest) =>
  runCharge({ charger: 'c', target: 't', ...req }, ctx(options, dice)).result;
const codes = (r: { reasons: Array<{ code: string }> }) => r.reasons.map((x) => x.code);

/** Charger at (36, 10) facing up the table; target 10" further up facing it. */
const headOn = (cy = 10, ty = 20) => [place('c', 'A', 36, cy, 0), place('t', 'B', 36, ty, 180)];

describe('KoW charge: a plain frontal charge (L299-332)', () => {
  it('is legal, hits the front, and ends flush and centred on the facing', () => {
    const r = charge({ units: headOn() });
    expect(r.legal).toBe(true);
    expect(r.facing).toBe('front');
    // leader point (36, 10 + D/2) to the target's front edge at y = 20 − D/2
    expect(r.distance.needed).toBeCloseTo(10 - D, 5);
    expect(r.distance.allowed).toBe(10);
    expect(r.final!.centre.x).toBeCloseTo(36, 6);
    expect(r.final!.centre.y).toBeCloseTo(20 - D, 6);
    expect(r.final!.facing).toBeCloseTo(0, 6);
    expect(r.path!.pivots).toBe(0);
    expect(r.path!.length).toBeCloseTo(10 - D, 6);
    expect(r.hindered).toBe(false);
  });
  it('range is 2 × Sp from the leader point, equality allowed (L306-309)', () => {
    // gap between leader point and front edge = ty − cy − D; Sp 5 allows 10"
    expect(charge({ units: headOn(10, 20 + D) }).legal).toBe(true);
    const far = charge({ units: headOn(10, 20 + D + 0.01) });
    expect(codes(far)).toEqual(['OUT_OF_RANGE']);
    expect(far.distance.needed).toBeCloseTo(10.01, 5);
  });
});

describe('KoW charge: order eligibility (L784, L743-748, L906-907)', () => {
  it('War Engines cannot charge', () => {
    const we = regiment({ type: 'WE', size: 'Single' });
    expect(codes(charge({ units: [place('c', 'A', 36, 10, 0, we), place('t', 'B', 36, 20, 180)] }))).toContain('WE_CANNOT_CHARGE');
  });
  it('Wavering units cannot charge, even a counter-charge without Fury', () => {
    const units = [place('c', 'A', 36, 10, 0, regiment(), { wavering: true }), place('t', 'B', 36, 20, 180)];
    expect(codes(charge({ units }))).toEqual(['WAVERING_CANNOT_CHARGE']);
    expect(codes(charge({ units, mode: 'counter', chargedByLastTurn: ['t'] }))).toEqual(['WAVERING_CANNOT_CHARGE']);
  });
  it('a Wavering unit with Fury may counter-charge (not charge)', () => {
    const fury = regiment({ specialRules: [{ id: 'fury' }] });
    const units = [place('c', 'A', 36, 10, 0, fury, { wavering: true }), place('t', 'B', 36, 20, 180)];
    expect(charge({ units, mode: 'counter', chargedByLastTurn: ['t'] }).legal).toBe(true);
    expect(codes(charge({ units }))).toEqual(['WAVERING_CANNOT_CHARGE']);
  });
});

describe('KoW charge: Shambling', () => {
  it('Shambling does not restrict charging, only At the Double (L975-976)', () => {
    const units = [place('c', 'A', 36, 10, 0, regiment({ specialRules: [{ id: 'shambling' }] })), place('t', 'B', 36, 20, 180)];
    expect(charge({ units })).toMatchObject({ legal: true, reasons: [] });
  });
});

describe('KoW charge: arc and line of sight (L301-306, L106-151, L447-469)', () => {
  it('a target wholly behind the front arc cannot be charged', () => {
    // target level with the charger, 8" to its right: in its right flank arc
    const r = charge({ units: [place('c', 'A', 36, 10, 0), place('t', 'B', 44, 10, 270)] });
    expect(codes(r)).toContain('NOT_IN_FRONT_ARC');
  });
  it('a target touching the 45° line counts as partly in the arc', () => {
    // target's nearest corner exactly on the charger's right front 45° line
    const x = 36 + W / 2 + 4 + W / 2; // corner at x = 36 + W/2 + 4
    const r = charge({ units: [place('c', 'A', 36, 10, 0), place('t', 'B', x, 10 + D / 2 + 4 + D / 2, 0)] });
    expect(codes(r)).not.toContain('NOT_IN_FRONT_ARC');
  });
  it('impassable terrain as tall as the units blocks sight; a lower piece does not', () => {
    const wall = (height: number): TerrainInput => ({ id: 'wall', type: 'impassable', height, polygon: box(30, 14, 42, 15) });
    expect(codes(charge({ units: headOn(), terrain: [wall(1)] }))).toEqual(expect.arrayContaining(['NO_LINE_OF_SIGHT']));
    expect(codes(charge({ units: headOn(), terrain: [wall(0.5)] }))).not.toContain('NO_LINE_OF_SIGHT');
  });
  it('a unit between blocks sight unless it is an Individual (L823)', () => {
    const between = (u: UnitInput) => charge({ units: [...headOn(), place('x', 'B', 36, 15, 0, u)] });
    expect(codes(between(regiment()))).toContain('NO_LINE_OF_SIGHT');
    const hero = regiment({ type: 'Hero', heroSub: 'Inf', size: 'Single', specialRules: [{ id: 'individual' }] });
    expect(codes(between(hero))).not.toContain('NO_LINE_OF_SIGHT');
  });
  it('range is measured to the nearest visible point, not the nearest point (L308-309)', () => {
    // A tall block hides the target's left half; the nearest visible point is further away
    const units = [place('c', 'A', 30, 10, 0), place('t', 'B', 36, 17, 180)];
    const open = charge({ units });
    const hidden = charge({ units, terrain: [{ id: 'tower', type: 'impassable', height: 5, polygon: box(31.2, 13, 32.2, 13.6) }] });
    expect(hidden.reasons.map((x) => x.code)).not.toContain('NO_LINE_OF_SIGHT');
    expect(hidden.distance.needed!).toBeGreaterThan(open.distance.needed! + 0.1);
  });
  it('difficult terrain the target stands in does not block sight of it (L461-465)', () => {
    const wood: TerrainInput = { id: 'wood', type: 'difficult', height: 3, polygon: box(30, 16, 42, 24) };
    expect(codes(charge({ units: headOn(), terrain: [wood] }))).not.toContain('NO_LINE_OF_SIGHT');
    const woodBetween: TerrainInput = { id: 'wood', type: 'difficult', height: 3, polygon: box(30, 13.5, 42, 15.5) };
    expect(codes(charge({ units: headOn(), terrain: [woodBetween] }))).toContain('NO_LINE_OF_SIGHT');
  });
});

describe('KoW charge: which facing (L334-344)', () => {
  it("the arc of the target that holds the charger's leader point decides the facing", () => {
    // target faces right (90); charger below it, facing up: the leader point is in the target's right flank arc
    expect(charge({ units: [place('c', 'A', 36, 10, 0), place('t', 'B', 36, 18, 90)] }).facing).toBe('right');
    expect(charge({ units: [place('c', 'A', 36, 10, 0), place('t', 'B', 36, 18, 270)] }).facing).toBe('left');
    const rear = charge({ units: [place('c', 'A', 36, 10, 0), place('t', 'B', 36, 18, 0)] });
    expect(rear.facing).toBe('rear');
    expect(rear.legal).toBe(true);
    expect(rear.final!.facing).toBeCloseTo(0, 6);
  });
});

describe('KoW charge: contact and slide (L324-332, L358-367)', () => {
  it('slides along the facing as little as it must when terrain covers part of it', () => {
    // impassable ground right of x = 37 in front of the target: the charger's right edge stops there
    const rock: TerrainInput = { id: 'rock', type: 'impassable', height: 0.5, polygon: box(37, 15, 45, 20 - D / 2) };
    const r = charge({ units: [place('c', 'A', 37 - W / 2, 10, 0), place('t', 'B', 36, 20, 180)], terrain: [rock] });
    expect(r.legal).toBe(true);
    expect(r.final!.leaderPoint.x).toBeCloseTo(37 - W / 2, 6);
  });
  it('keeps clear of friends (not touching by default, 1" with friendlyGap)', () => {
    const friend = place('f', 'A', 37 + W / 2, 20 - D / 2 - D / 2, 180);
    const units = [place('c', 'A', 36.5 - W / 2, 10, 0), place('t', 'B', 36, 20, 180), friend];
    const r = charge({ units });
    expect(r.final!.leaderPoint.x).toBeCloseTo(37 - W / 2 - 0.001, 6);
    const gap = charge({ units }, { friendlyGap: '1inch' });
    expect(gap.final!.leaderPoint.x).toBeCloseTo(36 - W / 2, 6);
  });
  it('corner-to-corner contact only is illegal (CORNER_ONLY)', () => {
    const ledge: TerrainInput = { id: 'ledge', type: 'impassable', height: 0.5, polygon: box(36 - W / 2, 15, 36 + W / 2, 20 - D / 2) };
    const r = charge({ units: headOn(), terrain: [ledge] });
    expect(codes(r)).toEqual(['CORNER_ONLY']);
    expect(r.legal).toBe(false);
  });
  it('no room at all on the facing (NO_LEGAL_CONTACT)', () => {
    const ledge: TerrainInput = { id: 'ledge', type: 'impassable', height: 0.5, polygon: box(20, 15, 52, 20 - D / 2) };
    expect(codes(charge({ units: headOn(), terrain: [ledge] }))).toEqual(['NO_LEGAL_CONTACT']);
  });
  it('may end touching other enemies, which are moved apart (L346-356, option proximityNudge)', () => {
    const other = place('o', 'B', 36 + W, 16, 180);
    const r = charge({ units: [...headOn(), other] });
    expect(r.legal).toBe(true);
    // o touches the charger's right edge: it is pushed straight out along +x, 1" (seed) or 0.001" (errata)
    expect(r.moveApart).toEqual([{ unit: 'o', by: '1inch', distance: 1, to: { centre: { x: expect.closeTo(36 + W + 1, 6), y: 16 }, facing: 180 } }]);
    expect(charge({ units: [...headOn(), other] }, { proximityNudge: 'untouch' }).moveApart).toEqual([{ unit: 'o', by: 'untouch', distance: 0.001, to: { centre: { x: expect.closeTo(36 + W + 0.001, 6), y: 16 }, facing: 180 } }]);
  });
});

describe('KoW charge: the path (L314-322)', () => {
  it('pivots once toward an offset target and aligns on contact', () => {
    const r = charge({ units: [place('c', 'A', 30, 10, 0), place('t', 'B', 37, 19, 180)] });
    expect(r.legal).toBe(true);
    expect(r.path!.pivots).toBe(1);
    expect(r.final!.centre.x).toBeCloseTo(37, 6);
  });
  it('a wall across the way that sight passes over still blocks the path (NO_PATH)', () => {
    const wall: TerrainInput = { id: 'wall', type: 'impassable', height: 0.5, polygon: box(20, 13, 52, 14) };
    const r = charge({ units: headOn(), terrain: [wall] });
    expect(codes(r)).toEqual(['NO_PATH']);
  });
  it('Fly passes over it (L897-899)', () => {
    const wall: TerrainInput = { id: 'wall', type: 'impassable', height: 0.5, polygon: box(20, 13, 52, 14) };
    const flyer = regiment({ specialRules: [{ id: 'fly' }] });
    expect(charge({ units: [place('c', 'A', 36, 10, 0, flyer), place('t', 'B', 36, 20, 180)], terrain: [wall] }).legal).toBe(true);
  });
  it('friends in the way block the path: charging units may not pass through them (L280, L319-320)', () => {
    // a low friendly Horde (height 0, so sight passes over it) between charger and target
    const r = charge({ units: [...headOn(), place('f', 'A', 36, 13.5, 0, regiment({ size: 'Horde', height: 0 }))] });
    expect(codes(r)).toContain('NO_PATH');
  });
  it('a path needing a pivot over 90° is refused; Nimble has a second pivot (L942-950)', () => {
    // counter-charging a unit right behind: contact needs a 180° turn
    const units = (u: UnitInput) => [place('c', 'A', 36, 10, 0, u), place('t', 'B', 36, 4, 0)];
    const r = charge({ units: units(regiment()), mode: 'counter', chargedByLastTurn: ['t'] });
    expect(codes(r)).toEqual(['NO_PATH']);
    expect(r.reasons[0].message).toContain('180.0°');
    const nimble = charge({ units: units(regiment({ specialRules: [{ id: 'nimble' }] })), mode: 'counter', chargedByLastTurn: ['t'] });
    expect(nimble.legal).toBe(true);
    expect(nimble.path!.pivots).toBe(2);
    expect(charge({ units: units(regiment()), mode: 'counter', chargedByLastTurn: ['t'] }, { strictSinglePivot: false }).legal).toBe(true);
  });
  it('PATH_TOO_LONG: pathLengthCap caps the path, not just the straight range (digest §12.3)', () => {
    // the target's near corner is 9.8" away (in range for Sp 5), but the centred final position is further
    const units = [place('c', 'A', 30, 10, 0), place('t', 'B', 39, 20, 180)];
    const r = charge({ units });
    expect(r.legal).toBe(true);
    expect(r.distance.needed!).toBeLessThanOrEqual(10);
    expect(r.path!.length).toBeGreaterThan(10);
    const capped = charge({ units }, { pathLengthCap: true });
    expect(codes(capped)).toEqual(['PATH_TOO_LONG']);
  });
});

describe('KoW charge: Hindered (L639-646)', () => {
  const wood: TerrainInput = { id: 'wood', type: 'difficult', height: 0, polygon: box(30, 13, 42, 14) };
  const hedge: TerrainInput = { id: 'hedge', type: 'obstacle', height: 1, polygon: box(30, 13, 42, 13.3) };
  it('crossing difficult terrain or an obstacle hinders the charge', () => {
    expect(charge({ units: headOn(), terrain: [wood] })).toMatchObject({ legal: true, hindered: true, hinderedBy: ['wood'] });
    expect(charge({ units: headOn(), terrain: [hedge] })).toMatchObject({ legal: true, hindered: true, hinderedBy: ['hedge'] });
  });
  it('decorative terrain does not (L439-445)', () => {
    expect(charge({ units: headOn(), terrain: [{ ...wood, type: 'decorative' }] }).hindered).toBe(false);
  });
  it('Strider is never Hindered (L981-982)', () => {
    const units = [place('c', 'A', 36, 10, 0, regiment({ specialRules: [{ id: 'strider' }] })), place('t', 'B', 36, 20, 180)];
    expect(charge({ units, terrain: [hedge] })).toMatchObject({ hindered: false, hinderedExemption: 'Strider' });
  });
  it('Pathfinder ignores difficult terrain but not obstacles (L952-957)', () => {
    const units = [place('c', 'A', 36, 10, 0, regiment({ specialRules: [{ id: 'pathfinder' }] })), place('t', 'B', 36, 20, 180)];
    expect(charge({ units, terrain: [wood] }).hindered).toBe(false);
    expect(charge({ units, terrain: [hedge] }).hindered).toBe(true);
  });
  it('Fly is Hindered only when it ends on or touching the piece (L899-904)', () => {
    const units = [place('c', 'A', 36, 10, 0, regiment({ specialRules: [{ id: 'fly' }] })), place('t', 'B', 36, 20, 180)];
    expect(charge({ units, terrain: [wood] }).hindered).toBe(false);
    const underFoot: TerrainInput = { id: 'mud', type: 'difficult', height: 0, polygon: box(30, 16, 42, 17) };
    expect(charge({ units, terrain: [underFoot] }).hindered).toBe(true);
  });
  it('a counter-charge is never Hindered (L646)', () => {
    expect(charge({ units: headOn(), terrain: [wood], mode: 'counter', chargedByLastTurn: ['t'] })).toMatchObject({ hindered: false, hinderedExemption: 'counter-charges are never Hindered' });
  });
});

describe('KoW counter-charges (L388-403)', () => {
  it('need no line of sight or front arc, only a unit that charged last turn', () => {
    const units = [place('c', 'A', 36, 10, 0), place('t', 'B', 40 + W, 10, 270)];
    expect(codes(charge({ units }))).toContain('NOT_IN_FRONT_ARC');
    expect(charge({ units, mode: 'counter', chargedByLastTurn: ['t'] }, { strictSinglePivot: false }).reasons.map((x) => x.code)).not.toContain('NOT_IN_FRONT_ARC');
    expect(codes(charge({ units, mode: 'counter', chargedByLastTurn: [] }))).toContain('NOT_A_COUNTER_CHARGE_TARGET');
  });
});

describe('KoW charge: several chargers on one target (L369-386)', () => {
  it('EX-09: three 100 mm units cannot all charge one 100 mm facing; the first two share it', () => {
    const units = [place('c', 'A', 30, 10, 0), place('d', 'A', 36, 10, 0), place('e', 'A', 42, 10, 0), place('t', 'B', 36, 20, 180)];
    const r = charge({ units, charger: 'd', alsoCharging: ['c', 'e'] });
    expect(r.legal).toBe(true);
    expect(r.alsoCharging.map((v) => [v.charger, v.legal])).toEqual([['c', true], ['e', false]]);
    expect(codes(r.alsoCharging[1])).toEqual(['NO_ROOM_FOR_ALL_CHARGERS']);
    // c (left of d) sits left of it; both overlap the facing by half a frontage
    expect(r.alsoCharging[0].final!.leaderPoint.x).toBeLessThan(r.final!.leaderPoint.x);
    expect(r.final!.leaderPoint.x - r.alsoCharging[0].final!.leaderPoint.x).toBeCloseTo(W + 0.001, 6);
  });
});

describe('KoW charge: Individuals and Yellow-Bellied', () => {
  const hero = regiment({ type: 'Hero', heroSub: 'Inf', size: 'Single', specialRules: [{ id: 'individual' }] });
  it('an Individual target turns to face the charger (L835-837)', () => {
    const r = charge({ units: [place('c', 'A', 36, 10, 0), place('t', 'B', 36, 18, 90, hero)] });
    expect(r.legal).toBe(true);
    expect(r.targetFinal!.facing).toBeCloseTo(180, 6);
  });
  const yb = regiment({ specialRules: [{ id: 'yellowBellied' }] });
  it('Yellow-Bellied: a frontal charge proceeds with probability 5/6 (L1006-1012)', () => {
    const r = charge({ units: [place('c', 'A', 36, 10, 0, yb), place('t', 'B', 36, 20, 180)] });
    expect(r.yellowBellied).toEqual({ applies: true, pProceed: 5 / 6 });
    const given = (die: number) => charge({ units: [place('c', 'A', 36, 10, 0, yb), place('t', 'B', 36, 20, 180)] }, {}, { mode: 'given', rolls: [die] }).yellowBellied;
    expect(given(1)).toEqual({ applies: true, proceeds: false });
    expect(given(2)).toEqual({ applies: true, proceeds: true });
  });
  it('…but not against a flank, an Individual, or when counter-charging; flankRearOnly drops the Individual exemption', () => {
    expect(charge({ units: [place('c', 'A', 36, 10, 0, yb), place('t', 'B', 36, 20, 0)] }).yellowBellied).toEqual({ applies: false });
    expect(charge({ units: [place('c', 'A', 36, 10, 0, yb), place('t', 'B', 36, 18, 180, hero)] }).yellowBellied).toEqual({ applies: false });
    expect(charge({ units: [place('c', 'A', 36, 10, 0, yb), place('t', 'B', 36, 18, 180, hero)] }, { yellowBelliedExemptions: 'flankRearOnly' }).yellowBellied!.applies).toBe(true);
    expect(charge({ units: [place('c', 'A', 36, 10, 0, yb), place('t', 'B', 36, 20, 180)], mode: 'counter', chargedByLastTurn: ['t'] }).yellowBellied).toEqual({ applies: false });
  });
});

describe('KoW advance after routing an Individual (L845-855)', () => {
  const hero = regiment({ type: 'Hero', heroSub: 'Inf', size: 'Single', specialRules: [{ id: 'individual' }] });
  const s = 20 / 25.4;
  // the charger's front at y = 10 + D/2; a routed hero just in front; a second hero 2" further on
  const units = [place('c', 'A', 36, 10, 0), place('h1', 'B', 36, 10 + D / 2 + s / 2, 180, hero), place('h2', 'B', 36, 10 + D / 2 + 2 + s / 2, 180, hero)];
  it('EX-21: advancing D6" into another Individual is a charge; it can be chained (P(contact) = P(D6 ≥ 2) = 5/6)', () => {
    const r = runCharge({ charger: 'c', routed: 'h1', mode: 'advance', units }, ctx()).result;
    expect(r).toMatchObject({ legal: true, target: 'h2', facing: 'front', advance: { routed: 'h1', contactAt: 2, meets: { kind: 'enemy', id: 'h2' }, chainable: true } });
    expect(r.advance!.pContact).toBeCloseTo(5 / 6, 12);
    const rolled = (d: number) => runCharge({ charger: 'c', routed: 'h1', mode: 'advance', units }, ctx({}, { mode: 'given', rolls: [d] })).result.advance;
    expect(rolled(1)).toMatchObject({ roll: 1, contacted: false });
    expect(rolled(2)).toMatchObject({ roll: 2, contacted: true });
  });
  it('the next combat is Hindered when the first charge was, or the advance crosses an obstacle (L849-850)', () => {
    expect(runCharge({ charger: 'c', routed: 'h1', mode: 'advance', units, chargeWasHindered: true }, ctx()).result.hindered).toBe(true);
    const hedge: TerrainInput = { id: 'hedge', type: 'obstacle', height: 1, polygon: box(30, 12, 42, 12.2) };
    expect(runCharge({ charger: 'c', routed: 'h1', mode: 'advance', units, terrain: [hedge] }, ctx()).result).toMatchObject({ hindered: true, hinderedBy: ['hedge'] });
  });
  it('a friend or nothing ahead: no combat; only an Individual routed allows it', () => {
    const friendly = [units[0], units[1], place('f', 'A', 36, 14.5, 0, hero)];
    expect(runCharge({ charger: 'c', routed: 'h1', mode: 'advance', units: friendly }, ctx()).result).toMatchObject({ legal: false, reasons: [{ code: 'NO_PATH' }], advance: { meets: { kind: 'friend' } } });
    expect(runCharge({ charger: 'c', routed: 'h1', mode: 'advance', units: units.slice(0, 2) }, ctx()).result).toMatchObject({ legal: false, reasons: [{ code: 'OUT_OF_RANGE' }], advance: { pContact: 0 } });
    const notHero = [units[0], place('r', 'B', 36, 10 + D + 0.001, 180)];
    expect(() => runCharge({ charger: 'c', routed: 'r', mode: 'advance', units: notHero }, ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/routed' })] }));
  });
});

describe('KoW charge: impossible and bad input', () => {
  const fail = (req: Partial<ChargeRequest> & { units: PlacedUnitInput[] }) => {
    try {
      charge(req);
    } catch (e) {
      return e as DomainError;
    }
    throw new Error('expected a DomainError');
  };
  it('overlapping units and units off the table are impossible states (422), each named', () => {
    const e = fail({ units: [place('c', 'A', 1, 10, 0), place('t', 'B', 1.5, 11, 180)] });
    expect(e.code).toBe('impossible_state');
    expect(e.issues.map((i) => [i.path, i.code])).toEqual([
      ['/units/0/centre', 'off_table'],
      ['/units/1/centre', 'off_table'],
      ['/units/1/centre', 'overlap'],
    ]);
  });
  it('unknown ids and bad fields are named with pointers', () => {
    expect(fail({ units: headOn(), target: 'nope' }).issues).toEqual([expect.objectContaining({ path: '/target', code: 'unknown_unit' })]);
    const e = fail({ units: [place('c', 'A', 36, 10, Number.NaN), { ...place('t', 'B', 36, 20, 180), unit: regiment({ sp: -1 }) }], terrain: [{ type: 'lava', polygon: box(0, 0, 1, 1) }] });
    expect(e.issues.map((i) => i.path)).toEqual(['/terrain/0/type', '/units/0/facing', '/units/1/unit/sp']);
  });
  it('a charge on a friend is refused', () => {
    expect(fail({ units: [place('c', 'A', 36, 10, 0), place('t', 'A', 36, 20, 180)] }).issues[0].path).toBe('/target');
  });
});
