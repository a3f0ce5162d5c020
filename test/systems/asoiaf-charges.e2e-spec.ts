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
const post = (body: unknown) => t.http.post('/v1/asoiaf/charges/check').set('content-type', 'application/json').send(JSON.stringify(body));

const KNOWN: Array<{ name: string; body: Record<string, unknown>; check: (r: Record<string, any>) => void }> = [
  { name: 'WE-13 (2021)', body: WE13, check: (r) => expect(r).toMatchObject({ legal: true, needed: 3, pSuccessFraction: '4/6', alignment: 'full', arc: 'front' }) },
  { name: 'WE-13 (2018)', body: { ...WE13, rulesVersion: 'asoiaf-2018' }, check: (r) => expect(r).toMatchObject({ legal: true, needed: 3, pSuccessFraction: '4/6', disorderedEffect: 'untilEndOfAction' }) },
  { name: 'marsh (2021): Difficult and Rough', body: MARSH, check: (r) => expect(r).toMatchObject({ needed: 4, dice: '1D6', pSuccessFraction: '3/6', pChargeBonusFraction: '0/6' }) },
  { name: 'marsh (2018): Slowing and Rough', body: { ...MARSH, rulesVersion: 'asoiaf-2018' }, check: (r) => expect(r).toMatchObject({ needed: 4, dice: '2D6 keep the lower', pSuccessFraction: '9/36' }) },
  { name: 'WE-15 given 2: failed', body: { ...WE13, dice: { mode: 'given', rolls: [2] } }, check: (r) => expect(r.roll).toMatchObject({ kept: 2, chargeDistance: 7, success: false, panicTest: true }) },
  { name: 'WE-13 from facts (2021)', body: { facts: { catalogueId: 'stark-sworn-swords', distance: 8 } }, check: (r) => expect(r).toMatchObject({ legal: true, needed: 3, pSuccessFraction: '4/6', finalPosition: null }) },
  { name: 'marsh from facts (2018), given 2 and 5', body: { rulesVersion: 'asoiaf-2018', facts: { speed: 5, distance: 8, terrain: [{ piece: 'marsh' }] }, dice: { mode: 'given', rolls: [2, 5] } }, check: (r) => expect(r.roll).toMatchObject({ faces: [2, 5], kept: 2, success: false, panicTest: true, position: null }) },
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
  { name: 'a wrongly typed field', body: { ...WE13, units: [{ ...WE13.units[0], facing: 'north' }, WE13.units[1]] }, status: 400, code: 'validation_failed', paths: ['/units/0/facing'] },
];

function selection(type: GraphQLNamedType): string {
  if (isLeafType(type) || !isObjectType(type)) return '';
  return Object.values((type as GraphQLObjectType).getFields()).map((f) => {
    const inner = getNamedType(f.type);
    return isLeafType(inner) ? f.name : `${f.name} { ${selection(inner)} }`;
  }).join(' ');
}
/** A typed answer with GraphQL's nulls for absent optional fields dropped, to compare with REST's JSON. */
function dropNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(dropNulls);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k, x]) => x !== null || k !== 'roll').map(([k, x]) => [k, dropNulls(x)]));
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
      expect(dropNulls(g.data.out.result)).toEqual(rest.body.result);
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
