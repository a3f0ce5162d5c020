/**
 * Several chargers on one target and redirects (004_1ae45c4b93e4399d.txt L835-869, L918-928): all ranges rolled
 * first, independent odds and the joint P(all arrive), moves in the order given, a charger left without room; the
 * redirect after the target fled: Ld test, once per turn, the new target's legality by the same geometry.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import { chargesCapability, type ChargeRequest, type ChargeUnit } from './index.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }) => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(chargesCapability.options, {}), dice });
const U = (o: Partial<ChargeUnit> & { id: string }): ChargeUnit => ({ side: 'A', centre: { x: 36, y: 10 }, facing: 0, width: 5, depth: 4, M: 4, ...o });
const run = (r: ChargeRequest, d?: DiceRequest) => chargesCapability.run(r, ctx(d)).result as Record<string, any>;
const codes = (r: Record<string, any>) => r.reasons.map((x: { code: string }) => x.code);
// a wide target (12") 8" north of two chargers side by side
const WIDE = U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 12 });

describe('several chargers on one target (L918-928)', () => {
  it('each charger\'s odds, the joint P(all arrive) as the product, and the arrivals distribution', () => {
    const r = run({ units: [U({ id: 'a', centre: { x: 33, y: 10 } }), U({ id: 'b', centre: { x: 39, y: 10 }, rules: [{ id: 'swiftstride' }] }), WIDE], chargerIds: ['a', 'b'], targetId: 't' });
    expect(r.chargers.map((c: any) => [c.chargerId, c.legal, c.pSuccessFraction])).toEqual([['a', true, '33/36'], ['b', true, '212/216']]);
    expect(r.pAllArriveFraction).toBe(`${33 * 212}/${36 * 216}`);
    expect(r.pAllArrive).toBeCloseTo((33 / 36) * (212 / 216), 12);
    const [p, q] = [33 / 36, 212 / 216];
    expect(r.arrivals.map((e: any) => e.p)).toEqual([(1 - p) * (1 - q), p * (1 - q) + (1 - p) * q, p * q].map((x) => expect.closeTo(x, 12)));
  });
  it('a declared charger steps aside (L843-844): the one behind it charges through; the chargers move in any order (L920-921), so the other goes first, beside it', () => {
    const units = [U({ id: 'a', centre: { x: 36, y: 10 } }), U({ id: 'b', centre: { x: 36, y: 4 } }), { ...WIDE, width: 15 }];
    expect(codes(run({ units, chargerId: 'b', targetId: 't' }))).toContain('NO_ROOM');
    const r = run({ units, chargerIds: ['b', 'a'], targetId: 't' });
    expect(r.chargers[0]).toMatchObject({ chargerId: 'b', legal: true, pSuccessFraction: '6/36', finalPosition: { centre: { x: 36, y: 18 } } }); // 14" away with M4: needs 10
    // a's path to its spot beside b crosses b's spot: a moves first (before this engine took any order, a was NO_ROOM)
    expect(r.chargers[1]).toMatchObject({ chargerId: 'a', legal: true, reasons: [] });
    expect(r.chargers[1].finalPosition.centre.x).toBeCloseTo(31, 9);
    expect(r.placement).toMatchObject({ placed: ['a', 'b'], notPlaced: [] });
  });
  it('a charger narrower than the target may overhang its facing (contact is bases touching, L749-750): two 5" chargers both reach a 5" front', () => {
    const narrow = U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 5 });
    const r = run({ units: [U({ id: 'a', centre: { x: 33, y: 10 } }), U({ id: 'b', centre: { x: 39, y: 10 } }), narrow], chargerIds: ['a', 'b'], targetId: 't' });
    // the least slide from each one's own lateral position (33 and 39) among the placements where both touch
    expect(r.chargers.map((c: any) => [c.chargerId, c.legal, Number(c.finalPosition.centre.x.toFixed(9))])).toEqual([['a', true, 34], ['b', true, 39]]);
  });
  it('no room left on the facing for the second: BLOCKED_BY_CHARGER, a failed-charge move (L926-928)', () => {
    const narrow = U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 5 });
    const rock = (x0: number, x1: number) => ({ type: 'impassable' as const, polygon: [{ x: x0, y: 15 }, { x: x1, y: 15 }, { x: x1, y: 20 }, { x: x0, y: 20 }] });
    // rocks on both sides of the target's front leave room for one 5" charger; b comes from behind a (a steps aside, L843-844)
    const units = [U({ id: 'a', centre: { x: 36, y: 10 } }), U({ id: 'b', centre: { x: 36, y: 4 } }), narrow];
    const r = run({ units, terrain: [rock(28, 33.5), rock(38.5, 44)], chargerIds: ['a', 'b'], targetId: 't' });
    expect(codes(r.chargers[0])).toEqual([]);
    expect(codes(r.chargers[1])).toEqual(['BLOCKED_BY_CHARGER']);
    expect(r.chargers[1]).toMatchObject({ legal: false, pSuccess: 0, finalPosition: null });
    expect(r.pAllArrive).toBe(0);
    expect(r.placement).toMatchObject({ placed: ['a'], notPlaced: ['b'] });
    const g = chargesCapability.run({ units, terrain: [rock(28, 33.5), rock(38.5, 44)], chargerIds: ['a', 'b'], targetId: 't' }, ctx({ mode: 'given', rolls: [5, 6, 6, 4] }));
    // b rolled 10 (enough) but found no room: it fails and moves its highest die, 6" (L926-928, L936-943)
    expect((g.result as Record<string, any>).chargers[1].roll).toEqual({ total: 10, success: false, failedChargeMove: 6 });
  });
  it('given dice: every range is rolled before any moves, in the order given (L918-921)', () => {
    const req: ChargeRequest = { units: [U({ id: 'a', centre: { x: 33, y: 10 } }), U({ id: 'b', centre: { x: 39, y: 10 } }), WIDE], chargerIds: ['a', 'b'], targetId: 't' };
    const r = chargesCapability.run(req, ctx({ mode: 'given', rolls: [3, 3, 1, 2] }));
    const res = r.result as Record<string, any>;
    expect(res.chargers.map((c: any) => c.roll)).toEqual([{ total: 6, success: true, failedChargeMove: 0 }, { total: 3, success: false, failedChargeMove: 2 }]);
    expect(r.rolls!.map((x) => x.purpose)).toEqual(['chargeRange', 'chargeRange', 'chargeRange', 'chargeRange']);
  });
  it('Terror (L3517-3521): the target tests once, on the first Terror charger\'s declaration; passed it is exempt for the phase, failed it flees and a fleeing unit is immune (L2159-2162)', () => {
    const units = [U({ id: 'a', centre: { x: 33, y: 10 } }), U({ id: 'b', centre: { x: 39, y: 10 }, rules: [{ id: 'terror' }] }), U({ id: 'c', centre: { x: 36, y: 4 }, rules: [{ id: 'terror' }] }), { ...WIDE, width: 18, Ld: 7 }];
    const r = run({ units, chargerIds: ['a', 'b', 'c'], targetId: 't' });
    expect(r.terror).toEqual({ chargerId: 'b', required: true, ld: 7, pPass: 21 / 36, pPassFraction: '21/36', pMustFlee: expect.closeTo(15 / 36, 12) });
    expect(r.chargers[0].terrorTest).toBeNull();
    expect(r.chargers[1].terrorTest).toMatchObject({ required: true, pPass: 21 / 36 });
    expect(r.chargers[2].terrorTest).toMatchObject({ required: false, pPass: 1, pMustFlee: 0, takenOn: 'b' });
    const bsb = run({ units: units.map((u) => (u.id === 't' ? { ...u, bsbInRange: true } : u)), chargerIds: ['a', 'b', 'c'], targetId: 't' });
    expect(bsb.terror.pPassFraction).toBe(`${1296 - 15 * 15}/1296`);
    const itp = run({ units: units.map((u) => (u.id === 't' ? { ...u, rules: [{ id: 'immuneToPsychology' }] } : u)), chargerIds: ['a', 'b', 'c'], targetId: 't' });
    expect(itp.terror).toMatchObject({ required: false, pPass: 1, pMustFlee: 0 });
    // given dice: the three ranges, then the one Terror 2D6 (8 > Ld 7: failed)
    const g = chargesCapability.run({ units, chargerIds: ['a', 'b', 'c'], targetId: 't' }, ctx({ mode: 'given', rolls: [6, 6, 6, 6, 6, 6, 4, 4] }));
    expect((g.result as Record<string, any>).terror.passed).toBe(false);
    expect(g.rolls!.map((x) => x.purpose)).toEqual([...Array(6).fill('chargeRange'), 'terror', 'terror']);
    expect(g.unusedRolls ?? []).toEqual([]);
  });
  it('bad input: both chargerId and chargerIds, one charger only, an unknown or repeated id → 400 with pointers', () => {
    const fail = (req: ChargeRequest) => { try { run(req); } catch (e) { return (e as DomainError).issues.map((i) => i.path); } throw new Error('no error'); };
    const units = [U({ id: 'a' }), WIDE];
    expect(fail({ units, chargerId: 'a', chargerIds: ['a', 'a'], targetId: 't' })).toEqual(['/chargerId', '/chargerIds/1']);
    expect(fail({ units, chargerIds: ['a'], targetId: 't' })).toEqual(['/chargerIds']);
    expect(fail({ units, chargerIds: ['a', 'x'], targetId: 't' })).toEqual(['/chargerIds/1']);
  });
});

describe('redirecting a charge after the target fled (L861-869)', () => {
  // the fled unit ended 10" north of the charger; a second enemy 6" north-east
  const units = (c: Partial<ChargeUnit> = {}, fled: Partial<ChargeUnit> = {}) => [
    U({ id: 'c', Ld: 8, ...c }), U({ id: 'f', side: 'B', centre: { x: 36, y: 24 }, facing: 180, fleeing: true, ...fled }), U({ id: 'n', side: 'B', centre: { x: 44, y: 20 }, facing: 180 }),
  ];
  it('exact: P(Ld 8 passes) = 26/36 (with Hold your Ground 1196/1296); pass → charge the new target, fail → the fled one', () => {
    const r = run({ units: units(), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n' } });
    expect(r.redirect).toMatchObject({ allowed: true, ld: 8, pLdPassFraction: '26/36' });
    expect(r.redirect.pChargeNew).toBeCloseTo((26 / 36) * r.redirect.newTarget.pSuccess, 12);
    expect(r.redirect.pChargeFled).toBeCloseTo((10 / 36) * r.pSuccess, 12);
    expect(r.redirect.newTarget.legal).toBe(true);
    expect(run({ units: units({ bsbInRange: true }), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n' } }).redirect.pLdPassFraction).toBe('1196/1296');
  });
  it('rejections: the target did not flee, a second redirect this turn (L866-867), the same target, a new target out of reach', () => {
    const codesOf = (req: ChargeRequest) => run(req).redirect.reasons.map((x: { code: string }) => x.code);
    expect(codesOf({ units: units({}, { fleeing: false }), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n' } })).toEqual(['REDIRECT_TARGET_NOT_FLEEING']);
    expect(codesOf({ units: units(), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n', alreadyRedirected: true } })).toEqual(['REDIRECT_ALREADY_USED']);
    expect(codesOf({ units: units(), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'f' } })).toEqual(['REDIRECT_SAME_TARGET']);
    const far = [...units().slice(0, 2), U({ id: 'n', side: 'B', centre: { x: 60, y: 40 }, facing: 180 })];
    const r = run({ units: far, chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n' } });
    expect(r.redirect.reasons.map((x: { code: string }) => x.code)).toEqual(['REDIRECT_TARGET_NOT_VIABLE']);
    expect(r.redirect.pChargeFled).toBeCloseTo(r.pSuccess, 12); // no redirect: the charge goes on against the fled unit
  });
  it('the new target flees too (L867-869): the charge is completed against either fleeing unit, chosen before the range roll', () => {
    // n fled to 13" away (needs 10: 6/36 with 2D6), f is 10" away (needs 6: 26/36): by default the charger completes against f
    const red = { newTargetId: 'n', newTargetFled: { centre: { x: 44, y: 27 }, facing: 0 } };
    const r = run({ units: units(), chargerId: 'c', targetId: 'f', redirect: red });
    expect(r.pSuccessFraction).toBe('26/36');
    expect(r.redirect.bothFled).toMatchObject({ completeAgainst: 'f', chosen: false, newTargetAfterFlee: { facing: 'any', pSuccessFraction: '6/36' } });
    expect(r.redirect.pChargeNew).toBeCloseTo((26 / 36) * (26 / 36), 12);
    expect(r.redirect.pChargeFled).toBeCloseTo((10 / 36) * (26 / 36), 12);
    const n = run({ units: units(), chargerId: 'c', targetId: 'f', redirect: { ...red, completeAgainst: 'n' } });
    expect(n.redirect.bothFled).toMatchObject({ completeAgainst: 'n', chosen: true });
    expect(n.redirect.pChargeNew).toBeCloseTo((26 / 36) * (6 / 36), 12);
    // given: the Ld test passes (2, 2); the range 5 + 4 = 9 is rolled against the unit chosen
    const g = run({ units: units(), chargerId: 'c', targetId: 'f', redirect: { ...red, completeAgainst: 'n' } }, { mode: 'given', rolls: [2, 2, 5, 4] });
    expect(g.redirect.roll).toEqual({ total: 4, passed: true, chargeTo: 'n' });
    expect(g.roll).toMatchObject({ total: 9, success: false });
    const gf = run({ units: units(), chargerId: 'c', targetId: 'f', redirect: red }, { mode: 'given', rolls: [2, 2, 5, 4] });
    expect(gf.redirect.roll.chargeTo).toBe('f');
    expect(gf.roll).toMatchObject({ total: 9, success: true });
  });
  it('after the second flee the new target no longer stands where it was: the charge on the first fled unit passes where it stood (L867-869)', () => {
    // n stood between c and f (the path to f crosses it); redirected onto n, which flees to 13" away: f is reachable again
    const us = [units()[0], units()[1], U({ id: 'n', side: 'B', centre: { x: 36, y: 17 }, facing: 180 })];
    const red = { newTargetId: 'n', newTargetFled: { centre: { x: 44, y: 27 }, facing: 0 } };
    const r = run({ units: us, chargerId: 'c', targetId: 'f', redirect: red });
    expect(codes(r)).toContain('NO_ROOM'); // the Ld test failed: n stays, f cannot be reached
    expect(r.redirect.pChargeFled).toBe(0);
    expect(r.redirect.bothFled).toMatchObject({ completeAgainst: 'f', fledAfterSecondFlee: { legal: true, pSuccessFraction: '26/36' } });
    expect(r.redirect.pChargeNew).toBeCloseTo((26 / 36) * (26 / 36), 12);
    const g = run({ units: us, chargerId: 'c', targetId: 'f', redirect: red }, { mode: 'given', rolls: [2, 2, 5, 4] });
    expect(g.redirect.roll.chargeTo).toBe('f');
    expect(g).toMatchObject({ legal: true, roll: { total: 9, success: true } });
  });
  it('bad input: completeAgainst without newTargetFled or naming a third unit (400), the new target fled off the table (422)', () => {
    const fail = (req: ChargeRequest) => { try { run(req); } catch (e) { return [(e as DomainError).code, ...(e as DomainError).issues.map((i) => i.path)]; } throw new Error('no error'); };
    expect(fail({ units: units(), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n', completeAgainst: 'n' } })).toEqual(['invalid_input', '/redirect/completeAgainst']);
    expect(fail({ units: units(), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n', newTargetFled: { centre: { x: 44, y: 27 }, facing: 0 }, completeAgainst: 'c' } })).toEqual(['invalid_input', '/redirect/completeAgainst']);
    expect(fail({ units: units(), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n', newTargetFled: { centre: { x: 44, y: 47 }, facing: 0 } } })).toEqual(['impossible_state', '/redirect/newTargetFled/centre']);
  });
  it('given dice: the Ld 2D6, then the range against the chosen target', () => {
    const pass = run({ units: units(), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n' } }, { mode: 'given', rolls: [2, 2, 6, 6] });
    expect(pass.redirect.roll).toEqual({ total: 4, passed: true, chargeTo: 'n' });
    expect(pass.roll).toMatchObject({ total: 12, success: true });
    const fail = run({ units: units(), chargerId: 'c', targetId: 'f', redirect: { newTargetId: 'n' } }, { mode: 'given', rolls: [6, 6, 1, 1] });
    expect(fail.redirect.roll).toEqual({ total: 12, passed: false, chargeTo: 'f' });
    expect(fail.roll).toMatchObject({ total: 2, success: false });
  });
});
