/** Charges from pre-computed facts (digest §4.8): the same rules as on the table, each cited. */
import { DomainError } from '../../../core/errors.js';
import { resolveCharge } from './charge.js';
import type { ChargeFacts } from './facts.js';
import { ctxOf, faceToFace } from './fixtures.js';

const V = ['asoiaf-2021', 'asoiaf-2018'];
const run = (facts: ChargeFacts, v = 'asoiaf-2021', options: Record<string, unknown> = {}, dice?: Parameters<typeof ctxOf>[2]) =>
  resolveCharge({ facts }, ctxOf(v, options, dice)).result as Record<string, any>;
const codes = (r: Record<string, any>) => (r.reasons as Array<{ code: string }>).map((x) => x.code);
const issues = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DomainError).issues.map((i) => `${i.path} ${i.code}`);
  }
  return [];
};

describe('asoiaf charges from facts', () => {
  it.each(V)('WE-13 (%s): 8" at Speed 5 needs 3+, 4/6, as the same charge on the table (000_4d85fd9897d069bf.txt L1097-1099; 002_953a7ceb75253954.txt L808)', (v) => {
    const r = run({ catalogueId: 'stark-sworn-swords', distance: 8 }, v);
    expect(r).toMatchObject({ legal: true, speed: 5, needed: 3, pSuccessFraction: '4/6', pDisorderedFraction: '0/6', arc: 'front' });
    const table = resolveCharge(faceToFace(8), ctxOf(v)).result as Record<string, any>;
    for (const k of ['needed', 'pSuccess', 'pDisordered', 'pChargeBonus', 'pFailed', 'dice', 'disorderedEffect']) expect(r[k]).toEqual(table[k]);
  });

  it('WE-15: a 2 fails; the charger tests panic (000_4d85fd9897d069bf.txt L1133-1137)', () => {
    const r = run({ speed: 5, distance: 8 }, 'asoiaf-2021', {}, { mode: 'given', rolls: [2] });
    expect(r.roll).toMatchObject({ faces: [2], kept: 2, chargeDistance: 7, success: false, panicTest: true, position: null });
  });

  it('D23: a marsh on the lane: 2021 Rough and Difficult (need 4, no bonus); 2018 Rough and Slowing (2 dice, keep the lower) (000_4d85fd9897d069bf.txt L1951-1961; 002_953a7ceb75253954.txt L1140, L1145)', () => {
    const f = { speed: 5, distance: 8, terrain: [{ piece: 'marsh' }] };
    expect(run(f, 'asoiaf-2021')).toMatchObject({ terrainPenalty: 1, needed: 4, dice: '1D6', pSuccessFraction: '3/6', pChargeBonusFraction: '0/6' });
    expect(run(f, 'asoiaf-2018')).toMatchObject({ terrainPenalty: 1, needed: 4, dice: '2D6 keep the lower', pSuccessFraction: '9/36', pChargeBonusFraction: '9/36' });
    expect(run({ ...f, terrain: [{ keywords: ['rough'] }] }, 'asoiaf-2021', { roughPenalty: 'perEntryAndExit' })).toMatchObject({ terrainPenalty: 2, needed: 5 });
  });

  it('Fortified: ending on it counts in 2021, only passing through it in 2018 (000_4d85fd9897d069bf.txt L1963-1966; 002_953a7ceb75253954.txt L1146)', () => {
    const f = { speed: 5, distance: 8, terrain: [{ keywords: ['fortified'], endsOn: true }] };
    expect(run(f, 'asoiaf-2021').terrain.fortified).toBe(true);
    expect(run(f, 'asoiaf-2018').terrain.fortified).toBe(false);
    expect(run({ ...f, terrain: [{ keywords: ['fortified'] }] }, 'asoiaf-2018').terrain.fortified).toBe(true);
  });

  it('each rejection code (000_4d85fd9897d069bf.txt L1005-1023, L1051-1054; 002_953a7ceb75253954.txt L790)', () => {
    const f = { speed: 5, distance: 8 };
    expect(codes(run({ ...f, engaged: true }))).toEqual(['CHARGER_ENGAGED']);
    expect(codes(run({ ...f, inLineOfSight: false }))).toEqual(['NO_LINE_OF_SIGHT']);
    expect(codes(run({ ...f, arcHasRoom: false }))).toEqual(['ARC_NO_ROOM']);
    expect(codes(run({ ...f, laneBlocked: true }))).toEqual(['LANE_BLOCKED']);
    expect(codes(run({ ...f, distance: 11.01 }))).toEqual(['OUT_OF_REACH']);
    expect(run({ ...f, distance: 11 })).toMatchObject({ legal: true, needed: 6 });
    expect(codes(run({ ...f, arcFullyEngaged: true }, 'asoiaf-2018'))).toEqual(['ARC_FULLY_ENGAGED']);
    expect(run({ ...f, arcFullyEngaged: true }, 'asoiaf-2021').legal).toBe(true);
    expect(codes(run({ ...f, enemiesEngagedInArc: 2 }, 'asoiaf-2018'))).toEqual(['ARC_TWO_ENEMIES']);
    expect(run({ ...f, enemiesEngagedInArc: 2 }, 'asoiaf-2021').legal).toBe(true);
  });

  it('D13: a flank charge lets the target retreat forward in 2021 only (000_4d85fd9897d069bf.txt L879-887; 002_953a7ceb75253954.txt L722)', () => {
    expect(run({ speed: 5, distance: 4, arc: 'left' }, 'asoiaf-2021').targetRetreatDirections).toEqual(['back', 'left', 'right', 'forward']);
    expect(run({ speed: 5, distance: 4, arc: 'left' }, 'asoiaf-2018').targetRetreatDirections).toEqual(['back', 'left', 'right']);
  });

  it('bad input names every field: no Speed, a keyword of the other version, facts mixed with positions, neither given', () => {
    expect(issues(() => run({ distance: 8 }))).toEqual(['/facts/speed required']);
    expect(issues(() => run({ speed: 5, distance: 8, terrain: [{ keywords: ['slowing'] }, { keywords: ['mud'] }] }))).toEqual(['/facts/terrain/0/keywords/0 not_in_version', '/facts/terrain/1/keywords/0 unknown_keyword']);
    expect(issues(() => resolveCharge({ ...faceToFace(8), facts: { speed: 5, distance: 8 } }, ctxOf()))).toEqual(['/units exclusive', '/chargerId exclusive', '/targetId exclusive']);
    expect(issues(() => resolveCharge({}, ctxOf()))).toEqual(['/units required', '/chargerId required', '/targetId required']);
  });
});
