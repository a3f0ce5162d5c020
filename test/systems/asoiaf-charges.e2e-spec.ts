/**
 * A Song of Ice and Fire charge checks through REST, typed GraphQL and the SDK: the same answers everywhere,
 * both rules versions, and every class of bad input as a precise problem with pointers (never a 500).
 * Citations: 000_4d85fd9897d069bf.txt (2021), 002_953a7ceb75253954.txt (2018).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getNamedType, isLeafType, isObjectType, type GraphQLNamedType, type GraphQLObjectType } from 'graphql';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { ArbiterError, createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let arbiter: Arbiter;
beforeAll(async () => { t = await createTestApp(); arbiter = createArbiter({ baseUrl: await t.app.getUrl() }); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);

const INF = { width: 160 / 25.4, depth: 120 / 25.4 };
const FRONT = 30 - INF.depth / 2;
const unit = (id: string, side: 'A' | 'B', x: number, y: number, facing: number, extra: Record<string, unknown> = {}) => ({ id, side, centre: { x, y }, facing, tray: 'infantry', ...extra });
/** WE-13 (000_4d85fd9897d069bf.txt L1097-1099): Sworn Swords (Speed 5) 8" in front of the Guardsmen. */
const WE13 = { units: [unit('swords', 'A', 24, FRONT - 8 - INF.depth / 2, 0, { catalogueId: 'stark-sworn-swords' }), unit('guards', 'B', 24, 30, 180)], chargerId: 'swords', targetId: 'guards' };
const rect = (x0: number, y0: number, x1: number, y1: number) => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
const MARSH = { ...WE13, terrain: [{ piece: 'marsh', polygon: rect(10, FRONT - 6, 38, FRONT - 5.5) }] };
const W = INF.width;
const D = INF.depth;
/** WE-06/07 (000_4d85fd9897d069bf.txt L846-848, L867-869): the Sworn Swords (Speed 5) in open ground. */
const SWORDS = [unit('swords', 'A', 24, 10, 0, { catalogueId: 'stark-sworn-swords' })];
/** WE-08 (000_4d85fd9897d069bf.txt L893-898): the Guardsmen (Speed 4) engaged in front by the Sworn Swords. */
const ENGAGED = [unit('guards', 'A', 24, 30, 180, { speed: 4 }), unit('swords', 'B', 24, 30 - D, 0, { speed: 5 })];
/** WE-09/10 (000_4d85fd9897d069bf.txt L970-973, L980-983): Stark Archers and the Guardsmen 11" from their front arrow. */
const ARCHERS = [unit('archers', 'A', 24, 10, 0), unit('guards', 'B', 24, 10 + D / 2 + 11 + D / 2, 180)];
/** WE-11/12 (000_4d85fd9897d069bf.txt L975-978, L990-993): Umber Berserkers engaged on the left flank, then also in front. */
const FLANKED = [unit('berserkers', 'A', 24, 20, 0), unit('guards', 'B', 24 - W / 2 - D / 2, 20, 90)];
const post = (body: unknown) => t.http.post('/v1/asoiaf/charges/check').set('content-type', 'application/json').send(JSON.stringify(body));

const KNOWN: Array<{ name: string; body: Record<string, unknown>; check: (r: Record<string, any>) => void }> = [
  { name: 'WE-13 (2021)', body: WE13, check: (r) => expect(r).toMatchObject({ legal: true, needed: 3, pSuccessFraction: '4/6', alignment: 'full', arc: 'front' }) },
  { name: 'WE-13 (2018)', body: { ...WE13, rulesVersion: 'asoiaf-2018' }, check: (r) => expect(r).toMatchObject({ legal: true, needed: 3, pSuccessFraction: '4/6', disorderedEffect: 'untilEndOfAction' }) },
  { name: 'marsh (2021): Difficult and Rough', body: MARSH, check: (r) => expect(r).toMatchObject({ needed: 4, dice: '1D6', pSuccessFraction: '3/6', pChargeBonusFraction: '0/6' }) },
  { name: 'marsh (2018): Slowing and Rough', body: { ...MARSH, rulesVersion: 'asoiaf-2018' }, check: (r) => expect(r).toMatchObject({ needed: 4, dice: '2D6 keep the lower', pSuccessFraction: '9/36' }) },
  { name: 'WE-15 given 2: failed', body: { ...WE13, dice: { mode: 'given', rolls: [2] } }, check: (r) => expect(r.roll).toMatchObject({ kept: 2, chargeDistance: 7, success: false, panicTest: true }) },
  { name: 'WE-13 from facts (2021)', body: { facts: { catalogueId: 'stark-sworn-swords', distance: 8 } }, check: (r) => expect(r).toMatchObject({ legal: true, needed: 3, pSuccessFraction: '4/6', finalPosition: null }) },
  { name: 'marsh from facts (2018), given 2 and 5', body: { rulesVersion: 'asoiaf-2018', facts: { speed: 5, distance: 8, terrain: [{ piece: 'marsh' }] }, dice: { mode: 'given', rolls: [2, 5] } }, check: (r) => expect(r.roll).toMatchObject({ faces: [2, 5], kept: 2, success: false, panicTest: true, position: null }) },
  { name: 'WE-06 maneuver: pivot, 5" forward, pivot', body: { mode: 'maneuver', units: SWORDS, unitId: 'swords', legs: [{ pivot: 90 }, { distance: 5 }, { pivot: -90 }] }, check: (r) => { expect(r).toMatchObject({ mode: 'maneuver', legal: true, move: { allowance: 5, distance: 5 } }); expect(r.move.finalPosition.centre.x).toBeCloseTo(29, 9); } },
  { name: 'march into Dangerous terrain (000 L1986-1988): 1D3+1 exactly; given a 2: 3 wounds', body: { mode: 'march', units: SWORDS, unitId: 'swords', legs: [{ distance: 10 }], terrain: [{ keywords: ['dangerous'], polygon: rect(18, 16, 30, 17) }], dice: { mode: 'given', rolls: [2] } }, check: (r) => expect(r.move).toMatchObject({ dangerousWounds: { instances: 1, mean: 3, distribution: [{ wounds: 2, fraction: '1/3' }, { wounds: 3, fraction: '1/3' }, { wounds: 4, fraction: '1/3' }] }, dangerousRoll: { faces: [2], wounds: 3 } }) },
  { name: 'WE-07 march (2018): 10" then a pivot', body: { rulesVersion: 'asoiaf-2018', mode: 'march', units: SWORDS, unitId: 'swords', legs: [{ distance: 10 }, { pivot: 45 }] }, check: (r) => { expect(r).toMatchObject({ mode: 'march', legal: true, move: { allowance: 10 } }); expect(r.move.finalPosition.centre.y).toBeCloseTo(20, 9); } },
  { name: 'WE-08 retreat: 6" back, exact 5/6', body: { mode: 'retreat', units: ENGAGED, unitId: 'guards', legs: [{ distance: 6, direction: 'back' }, { pivot: 180 }] }, check: (r) => expect(r).toMatchObject({ legal: true, move: { needed: 2, pPossibleFraction: '5/6', freePivot: ['swords'] } }) },
  { name: 'retreat without legs: any legal retreat (000 L904-907): just over 1" back, any die', body: { mode: 'retreat', units: ENGAGED, unitId: 'guards' }, check: (r) => expect(r).toMatchObject({ legal: true, move: { needed: 1, search: { possible: true, needed: 1, pPossibleFraction: '6/6', direction: 'back', pivot: 0 } } }) },
  { name: 'retreat without legs (2018), enemies on every side: NO_LEGAL_RETREAT (002 L734)', body: { rulesVersion: 'asoiaf-2018', mode: 'retreat', unitId: 'guards', units: [...ENGAGED, unit('r', 'B', 24, 30 + D, 180), unit('l', 'B', 24 + W / 2 + D / 2, 30, 270), unit('x', 'B', 24 - W / 2 - D / 2, 30, 90)] }, check: (r) => expect(r).toMatchObject({ legal: false, reasons: [{ code: 'NO_LEGAL_RETREAT' }], move: { search: { possible: false, needed: null, pPossibleFraction: '0/6' } } }) },
  { name: 'WE-08 retreat, given a 2: 6" allowed', body: { mode: 'retreat', units: ENGAGED, unitId: 'guards', legs: [{ distance: 6, direction: 'back' }], dice: { mode: 'given', rolls: [2] } }, check: (r) => expect(r.move.roll).toEqual({ faces: [2], allowance: 6, possible: true }) },
  { name: 'WE-09 target: Long range, 11"', body: { mode: 'target', units: ARCHERS, unitId: 'archers', targetId: 'guards', range: 'long' }, check: (r) => expect(r).toMatchObject({ mode: 'target', legal: true, target: { inRange: true, inLineOfSight: true, validTargets: ['guards'] } }) },
  { name: 'WE-10 target after a 2" shift back (2021): out of range, shift refused', body: { mode: 'target', units: ARCHERS, unitId: 'archers', targetId: 'guards', range: 'long', shift: { direction: 'back', distance: 2 } }, check: (r) => expect(r.reasons.map((x: { code: string }) => x.code)).toEqual(['OUT_OF_RANGE', 'SHIFT_LOSES_TARGETS']) },
  { name: 'WE-10 (2018): out of range, the shift itself allowed', body: { rulesVersion: 'asoiaf-2018', mode: 'target', units: ARCHERS, unitId: 'archers', targetId: 'guards', range: 'long', shift: { direction: 'back', distance: 2 } }, check: (r) => expect(r).toMatchObject({ legal: false, reasons: [{ code: 'OUT_OF_RANGE' }], target: { shiftAllowed: true } }) },
  { name: 'WE-11 reface: face the flank enemy, slide to 50 %', body: { mode: 'reface', units: FLANKED, unitId: 'berserkers', targetId: 'guards', options: { alignment: 'half' } }, check: (r) => { expect(r).toMatchObject({ mode: 'reface', legal: true, reface: { mayReface: true, alignment: 'half' } }); expect(r.reface.finalPosition.facing).toBeCloseTo(270, 9); } },
  { name: 'WE-12 reface: engaged on two sides', body: { mode: 'reface', units: [...FLANKED, unit('front', 'B', 24, 20 + D, 180)], unitId: 'berserkers', targetId: 'guards' }, check: (r) => expect(r).toMatchObject({ legal: true, reface: { mayReface: false, reasons: [{ code: 'REFACE_SEVERAL_ENEMIES' }], targets: ['guards', 'front'] } }) },
  { name: '6.5" at Speed 5: the pivot gains nothing, 2+', body: { ...WE13, units: [unit('swords', 'A', 24, FRONT - 6.5 - INF.depth / 2, 0, { speed: 5 }), WE13.units[1]] }, check: (r) => expect(r).toMatchObject({ needed: 2, pSuccessFraction: '5/6', heading: 0 }) },
];

const BAD: Array<{ name: string; body: unknown; status: number; code: string; paths: string[] }> = [
  { name: 'unknown unit', body: { ...WE13, targetId: 'ghost' }, status: 400, code: 'unknown_reference', paths: ['/targetId'] },
  { name: 'unknown card', body: { ...WE13, units: [{ ...WE13.units[0], catalogueId: 'nobody' }, WE13.units[1]] }, status: 400, code: 'unknown_reference', paths: ['/units/0/catalogueId'] },
  { name: 'a keyword of the other rules version', body: { ...WE13, rulesVersion: 'asoiaf-2018', terrain: [{ keywords: ['difficult'], polygon: rect(1, 1, 2, 2) }] }, status: 400, code: 'invalid_input', paths: ['/terrain/0/keywords/0'] },
  { name: 'unknown rules version', body: { ...WE13, rulesVersion: 'asoiaf-2030' }, status: 400, code: 'unsupported_rules_version', paths: ['/rulesVersion'] },
  { name: 'unknown option', body: { ...WE13, options: { alignment: 'diagonal', cavalryFirst: true } }, status: 400, code: 'invalid_option', paths: ['/options/alignment', '/options/cavalryFirst'] },
  { name: 'unknown dice mode', body: { ...WE13, dice: { mode: 'lucky' } }, status: 400, code: 'validation_failed', paths: ['/dice/mode'] },
  { name: 'splitArc without an exact split', body: { ...WE13, splitArc: 'left' }, status: 400, code: 'invalid_input', paths: ['/splitArc'] },
  { name: 'too few given dice', body: { ...WE13, dice: { mode: 'given', rolls: [] } }, status: 400, code: 'insufficient_dice', paths: ['/dice/rolls'] },
  { name: 'overlapping trays', body: { ...WE13, units: [WE13.units[0], unit('guards', 'B', 24, WE13.units[0].centre.y + 1, 180)] }, status: 422, code: 'impossible_state', paths: ['/units/1/centre'] },
  { name: 'off the table', body: { ...WE13, units: [WE13.units[0], unit('guards', 'B', 47, 30, 180)] }, status: 422, code: 'impossible_state', paths: ['/units/1/centre'] },
  { name: 'degenerate tray', body: { ...WE13, units: [WE13.units[0], unit('guards', 'B', 24, 30, 180, { depth: 0 })] }, status: 422, code: 'impossible_state', paths: ['/units/1/depth'] },
  { name: 'facts mixed with positions', body: { ...WE13, facts: { speed: 5, distance: 8 } }, status: 400, code: 'invalid_input', paths: ['/units', '/chargerId', '/targetId'] },
  { name: 'facts without Speed', body: { facts: { distance: 8 } }, status: 400, code: 'invalid_input', paths: ['/facts/speed'] },
  { name: 'neither positions nor facts', body: {}, status: 400, code: 'invalid_input', paths: ['/units', '/chargerId', '/targetId'] },
  { name: 'unknown mode', body: { ...WE13, mode: 'teleport' }, status: 400, code: 'validation_failed', paths: ['/mode'] },
  { name: 'a field of another mode', body: { ...WE13, legs: [] }, status: 400, code: 'invalid_input', paths: ['/legs'] },
  { name: 'legs exceeding the maneuver\'s Speed', body: { mode: 'maneuver', units: SWORDS, unitId: 'swords', legs: [{ pivot: 90 }, { distance: 5.5 }] }, status: 400, code: 'invalid_input', paths: ['/legs/1/distance'] },
  { name: 'a pivot before a march', body: { mode: 'march', units: SWORDS, unitId: 'swords', legs: [{ pivot: 90 }, { distance: 5 }] }, status: 400, code: 'invalid_input', paths: ['/legs/0'] },
  { name: 'missing unit and legs', body: { mode: 'march', units: ENGAGED }, status: 400, code: 'invalid_input', paths: ['/unitId', '/legs'] },
  { name: 'an unknown moving unit', body: { mode: 'march', units: SWORDS, unitId: 'ghost', legs: [] }, status: 400, code: 'unknown_reference', paths: ['/unitId'] },
  { name: 'a target without range, a shift over 2"', body: { mode: 'target', units: ARCHERS, unitId: 'archers', targetId: 'guards', shift: { direction: 'back', distance: 3 } }, status: 400, code: 'invalid_input', paths: ['/range', '/shift/distance'] },
  { name: 'too few given dice for a retreat', body: { mode: 'retreat', units: ENGAGED, unitId: 'guards', legs: [{ distance: 6, direction: 'back' }], dice: { mode: 'given', rolls: [] } }, status: 400, code: 'insufficient_dice', paths: ['/dice/rolls'] },
  { name: 'a range no profile has, an oblique shift (000 L137-140, L942-949)', body: { mode: 'target', units: ARCHERS, unitId: 'archers', targetId: 'guards', range: 'medium', shift: { direction: 'diagonal', distance: 1 } }, status: 400, code: 'validation_failed', paths: ['/range', '/shift/direction'] },
  { name: 'too few given dice for the retreat search', body: { mode: 'retreat', units: ENGAGED, unitId: 'guards', dice: { mode: 'given', rolls: [] } }, status: 400, code: 'insufficient_dice', paths: ['/dice/rolls'] },
  { name: 'a 2018 keyword in a 2021 retreat', body: { mode: 'retreat', units: ENGAGED, unitId: 'guards', terrain: [{ keywords: ['slowing'], polygon: rect(0, 0, 2, 2) }] }, status: 400, code: 'invalid_input', paths: ['/terrain/0/keywords/0'] },
  { name: 'a wrongly typed field', body: { ...WE13, units: [{ ...WE13.units[0], facing: 'north' }, WE13.units[1]] }, status: 400, code: 'validation_failed', paths: ['/units/0/facing'] },
];

function selection(type: GraphQLNamedType): string {
  if (isLeafType(type) || !isObjectType(type)) return '';
  return Object.values((type as GraphQLObjectType).getFields()).map((f) => {
    const inner = getNamedType(f.type);
    return isLeafType(inner) ? f.name : `${f.name} { ${selection(inner)} }`;
  }).join(' ');
}
/** A typed answer with GraphQL's nulls for the optional fields REST leaves out dropped, to compare with REST's JSON. */
function dropNulls(v: unknown, rest: unknown): unknown {
  if (Array.isArray(v)) return v.map((x, i) => dropNulls(x, Array.isArray(rest) ? rest[i] : undefined));
  if (v && typeof v === 'object') {
    const r = (rest && typeof rest === 'object' ? rest : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(v).filter(([k, x]) => x !== null || k in r).map(([k, x]) => [k, dropNulls(x, r[k])]));
  }
  return v;
}

describe('asoiaf charges over REST', () => {
  it('GET /v1/systems shows asoiaf serving charges for both rules versions; GET /v1/asoiaf lists the charge catalogue', async () => {
    const s = (await t.http.get('/v1/systems').expect(200)).body.systems.find((x: { id: string }) => x.id === 'asoiaf');
    expect(s.rulesVersions).toEqual(['asoiaf-2021', 'asoiaf-2018']);
    expect(Object.values(s.capabilities)).toContainEqual({ served: true, path: '/v1/asoiaf/charges/check' });
    const { body } = await t.http.get('/v1/asoiaf').expect(200);
    expect(body.options.charges.map((o: { name: string }) => o.name)).toEqual(['arcGeometry', 'friendlyInLane', 'roughPenalty', 'pivotSwing', 'alignment', 'halfContactOf', 'retreatForward']);
    expect(body.catalogue.charges.rejectionCodes.map((r: { code: string }) => r.code)).toContain('PIVOT_OUT_OF_REACH');
    expect(body.catalogue.charges.terrainKeywords).toContain('difficult');
    expect(body.catalogue.charges.modes).toEqual(['charge', 'maneuver', 'march', 'retreat', 'target', 'reface']);
    expect(body.catalogue.charges.modeCodes.map((r: { code: string }) => r.code)).toContain('SHIFT_LOSES_TARGETS');
  });

  for (const k of KNOWN) {
    it(`${k.name}: a known answer with cited explanation steps`, async () => {
      const res = await post(k.body).expect(200);
      expect(res.body.system).toBe('asoiaf');
      k.check(res.body.result);
      expect(res.body.explanation.every((s: { cite: string }) => /^00[02]_[0-9a-f]{16}\.txt L\d/.test(s.cite))).toBe(true);
    });
  }

  it('seeded: the same seed gives the same answer', async () => {
    const a = await post({ ...WE13, dice: { mode: 'seeded', seed: 'x' } }).expect(200);
    const b = await post({ ...WE13, dice: { mode: 'seeded', seed: 'x' } }).expect(200);
    expect(a.body.rolls).toHaveLength(1);
    expect(a.body.result).toEqual(b.body.result);
  });

  for (const bad of BAD) {
    it(`bad input: ${bad.name} → ${bad.status} ${bad.code}`, async () => {
      const res = await post(bad.body);
      expect(res.status).toBe(bad.status);
      expect(res.body.code).toBe(bad.code);
      for (const p of bad.paths) expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(p);
    });
  }
});

describe('asoiaf charges through typed GraphQL', () => {
  for (const k of KNOWN) {
    it(`${k.name}: every typed field equals the REST answer`, async () => {
      const response = getNamedType(t.app.get(GraphQLSchemaHost).schema.getMutationType()!.getFields().asoiafCheckCharge.type) as GraphQLObjectType;
      const fields = selection(getNamedType(response.getFields().result.type));
      const g = await t.gql(`mutation($i: ${t.inputType('asoiafCheckCharge')}) { out: asoiafCheckCharge(input: $i) { system result { ${fields} } } }`, { i: k.body });
      expect(g.errors).toBeUndefined();
      const rest = await post(k.body).expect(200);
      expect(dropNulls(g.data.out.result, rest.body.result)).toEqual(rest.body.result);
    });
  }
  for (const bad of BAD.filter((b) => b.code !== 'validation_failed')) {
    it(`bad input: ${bad.name} → ${bad.code}`, async () => {
      const g = await t.gql(`mutation($i: ${t.inputType('asoiafCheckCharge')}) { out: asoiafCheckCharge(input: $i) { system } }`, { i: bad.body });
      expect(g.errors?.[0].extensions.code).toBe(bad.code);
    });
  }
});

describe('asoiaf charges through the SDK', () => {
  const call = (body: unknown) => (arbiter.checkCharge as unknown as (s: 'asoiaf', b: unknown) => Promise<Record<string, any>>)('asoiaf', body);
  for (const k of KNOWN) {
    it(`${k.name}: the same answer as REST`, async () => {
      const out = await call(k.body);
      k.check(out.result);
      expect(out).toEqual((await post(k.body)).body);
    });
  }
  for (const bad of BAD) {
    it(`bad input: ${bad.name} → ArbiterError ${bad.status} ${bad.code}`, async () => {
      const e = await call(bad.body).then(() => { throw new Error('expected an error'); }, (x: unknown) => x as ArbiterError);
      expect(e).toBeInstanceOf(ArbiterError);
      expect(e.problem).toMatchObject({ status: bad.status, code: bad.code });
    });
  }
});
