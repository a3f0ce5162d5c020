/**
 * Kings of War over GraphQL: the catalogue through `system(id: "kow")`, every rules mutation with a
 * known answer that equals the REST answer, and every class of bad input as the same problem code
 * (`extensions.code`) REST gives. Citations: 003_80333abf01c9832d.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { KOW_OPTIONS } from '../../src/domain/systems/kow/options.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { BAD, ENDPOINTS, ENVELOPE_FIELDS, KNOWN, MALFORMED, fromGraphQL, type Endpoint } from '../fixtures/kow-cases.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120000);
afterAll(async () => {
  await t?.close();
}, 60000);

const mutate = (endpoint: Endpoint, input: unknown) => t.http.post('/graphql').set('content-type', 'application/json').send({ query: `mutation($i: ${t.inputType(ENDPOINTS[endpoint].mutation)}) { out: ${ENDPOINTS[endpoint].mutation}(input: $i) { ${ENVELOPE_FIELDS} } }`, variables: { i: input } });
const rest = (endpoint: Endpoint, body: unknown) => t.http.post(`/v1/kow/${ENDPOINTS[endpoint].path}`).set('content-type', 'application/json').send(JSON.stringify(body));
const CITE = /^003_80333abf01c9832d\.txt L\d+(-\d+)?/;

describe('Kings of War catalogue through GraphQL system(id: "kow")', () => {
  const query = `{ system(id: "kow") { id name rulesVersions defaultRulesVersion catalogue options
    capabilities { attacks { path served } charges { path served } morale { path served } armies { path served } terrain { path served } scoring { path served } } } }`;

  it('names the system, its rules version and serves all six capabilities', async () => {
    const { data } = await t.gql(query);
    expect(data.system).toMatchObject({ id: 'kow', name: 'Kings of War', rulesVersions: ['kow-2e'], defaultRulesVersion: 'kow-2e' });
    for (const [cap, e] of Object.entries(ENDPOINTS)) expect(data.system.capabilities[cap]).toEqual({ path: `/v1/kow/${e.path}`, served: true });
  });

  it('unit types with heights (L123-134), sizes with model counts and formations (L11-32), standard bases (L57-87)', async () => {
    const c = (await t.gql(query)).data.system.catalogue;
    expect(c.unitTypes).toEqual(['Inf', 'Cav', 'LInf', 'LCav', 'WE', 'Mon', 'Hero']);
    expect(c.heroSubtypes).toEqual(['Inf', 'Cav', 'LInf', 'LCav', 'Mon']);
    expect(c.heights).toEqual({ Inf: 1, Cav: 2, LInf: 2, LCav: 3, WE: 1, Mon: 4 });
    expect(c.unitSizes.Inf).toEqual({ Troop: { models: 10, files: 5, ranks: 2 }, Regiment: { models: 20, files: 5, ranks: 4 }, Horde: { models: 40, files: 10, ranks: 4 }, Legion: { models: 60, files: 10, ranks: 6 } });
    expect(Object.keys(c.unitSizes.Cav)).toEqual(['Troop', 'Regiment', 'Horde']);
    expect(c.unitSizes.LInf.Troop).toBeUndefined();
    expect(c.unitSizes.LCav.Legion).toEqual({ models: 12, files: 6, ranks: 2 });
    expect(c.defaultBasesMm).toMatchObject({ Inf: { w: 20, d: 20 }, Cav: { w: 25, d: 50 }, LInf: { w: 40, d: 40 }, LCav: { w: 50, d: 50 }, Mon: { w: 50, d: 50 } });
  });

  it('every special rule with its seed name, parameter and citation (L857-1012)', async () => {
    const c = (await t.gql(query)).data.system.catalogue;
    expect(c.specialRules).toHaveLength(29);
    for (const r of c.specialRules) {
      expect(r.cite).toMatch(CITE);
      expect(r.effect.length).toBeGreaterThan(10);
    }
    const by = (id: string) => c.specialRules.find((r: { id: string }) => r.id === id);
    expect(by('thunderousCharge')).toMatchObject({ name: 'Thunderous Charge(n)', seedName: 'Carga Atronadora', param: 'number', cite: '003_80333abf01c9832d.txt L984-988' });
    expect(by('blast')).toMatchObject({ param: 'dice', cite: '003_80333abf01c9832d.txt L869-874' });
    expect(by('elite')).toMatchObject({ seedName: 'Elite', cite: '003_80333abf01c9832d.txt L891-892', appliesIn: ['attacks'] });
    expect(by('elite').param).toBeUndefined();
    expect(by('inspiring')).toMatchObject({ param: 'unit', appliesIn: ['morale'], cite: '003_80333abf01c9832d.txt L925-931' });
    expect(by('yellowBellied')).toMatchObject({ appliesIn: ['charges'], cite: '003_80333abf01c9832d.txt L1006-1012' });
  });

  it('spells (L1149-1228), weapons (L489-502), terrain types (L415-469), the scenario and the sample profiles (L198-204)', async () => {
    const c = (await t.gql(query)).data.system.catalogue;
    expect(c.spells.map((s: { id: string }) => s.id)).toEqual(['fireball', 'baneChant', 'windBlast', 'lightningBolt', 'heal', 'surge']);
    expect(c.spells.find((s: { id: string }) => s.id === 'lightningBolt')).toMatchObject({ range: 24, piercing: 1, damages: true, friendlyOnly: false, cite: '003_80333abf01c9832d.txt L1191-1195' });
    expect(c.spells.find((s: { id: string }) => s.id === 'heal')).toMatchObject({ range: 12, friendlyOnly: true, damages: false });
    expect(c.weapons.find((w: { id: string }) => w.id === 'bow')).toMatchObject({ range: 24, noMovePenalty: false });
    expect(c.weapons.find((w: { id: string }) => w.id === 'javelin')).toMatchObject({ range: 12, noMovePenalty: true });
    expect(c.weapons.find((w: { id: string }) => w.id === 'warEngine')).toMatchObject({ range: 48 });
    expect(c.terrainTypes.map((x: { id: string; defaultHeight: number }) => [x.id, x.defaultHeight])).toEqual([['impassable', 4], ['difficult', 1], ['obstacle', 1], ['decorative', 0], ['hill', 1]]);
    for (const x of c.terrainTypes) expect(x.cite).toBe('003_80333abf01c9832d.txt L415-469');
    expect(c.scenario).toMatchObject({ id: 'killPoints', table: { widthInches: 72, depthInches: 48 } });
    expect(c.profiles.find((p: { id: string }) => p.id === 'elf-archers-horde')).toMatchObject({ size: 'Horde', me: 5, ra: 4, de: 4, att: 20, ne: { waver: 21, rout: 23 }, pts: 250 });
  });

  it('every engine decision as an option with its default, values and citation, per capability', async () => {
    const s = (await t.gql(query)).data.system;
    const opt = (name: string) => s.catalogue.options.find((o: { name: string }) => o.name === name);
    expect(s.catalogue.options.map((o: { name: string }) => o.name)).toEqual(KOW_OPTIONS.map((o) => o.name));
    for (const o of s.catalogue.options) expect(o.cite).toMatch(CITE);
    expect(opt('halveBase')).toMatchObject({ type: 'enum', values: ['final', 'profile'], default: 'final' });
    expect(opt('yellowBelliedExemptions')).toMatchObject({ default: 'flankRearIndividualWE', values: ['flankRearIndividualWE', 'flankRearOnly'] });
    expect(opt('scoreIncludesOptions')).toMatchObject({ type: 'boolean', default: true });
    expect(opt('strictSinglePivot')).toMatchObject({ type: 'boolean', default: true });
    expect(s.options.attacks.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['halveBase', 'meleeNerveTiming', 'bigTargets']));
    expect(s.options.scoring.map((o: { name: string }) => o.name)).toEqual(['scoreIncludesOptions']);
    expect(s.options.morale.map((o: { name: string }) => o.name)).toEqual(['brutalNerve', 'surgeNerveReferent', 'inspiringRange']);
    expect(opt('brutalNerve')).toMatchObject({ type: 'enum', values: ['total', 'roll'], default: 'total' });
  });

  it('is the catalogue REST serves at GET /v1/kow', async () => {
    const [g, r] = await Promise.all([t.gql(query), t.http.get('/v1/kow').expect(200)]);
    expect(g.data.system.catalogue).toEqual(r.body.catalogue);
    expect(g.data.system.options).toEqual(r.body.options);
  });
});

describe('Kings of War rules mutations give the REST answer', () => {
  it.each(KNOWN.map((k) => [k.name, k] as const))('%s', async (_n, k) => {
    const r = await rest(k.endpoint, k.body);
    expect(r.status).toBe(200);
    k.check(r.body);
    const g = await mutate(k.endpoint, k.body);
    expect(g.body.errors).toBeUndefined();
    const env = fromGraphQL(g.body.data.out);
    k.check(env as never);
    expect(env).toEqual(r.body);
  });

  it('every kow endpoint has at least one known answer', () => {
    expect(new Set(KNOWN.map((k) => k.endpoint))).toEqual(new Set(Object.keys(ENDPOINTS)));
  });
});

describe('Kings of War bad inputs: the same precise problem over REST and GraphQL', () => {
  it.each(BAD.map((b) => [`${b.endpoint}: ${b.name}`, b] as const))('%s', async (_n, b) => {
    const r = await rest(b.endpoint, b.body);
    expect(r.status).toBe(b.status);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(r.body).toMatchObject({ status: b.status, code: b.code });
    expect(r.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(b.paths);
    if (b.issueCodes) expect(r.body.errors.map((e: { code: string }) => e.code)).toEqual(b.issueCodes);
    if (b.detail) expect(r.body.detail).toMatch(b.detail);
    if (b.details) expect(r.body.details).toMatchObject(b.details);
    const g = await mutate(b.endpoint, b.body);
    // A body GraphQL's input types already refuse never starts executing: no data at all (GraphQL spec 7.1.2).
    expect(g.body.data ?? null).toBeNull();
    const e = g.body.errors[0];
    expect(e.extensions).toMatchObject({ code: b.code, status: b.status });
    expect(e.extensions.errors).toEqual(r.body.errors);
    if (b.detail) expect(e.message).toMatch(b.detail);
    if (b.details) expect(e.extensions.details).toEqual(r.body.details);
  });

  const cases = Object.keys(ENDPOINTS).flatMap((ep) => MALFORMED.map(([what, raw]) => [ep as Endpoint, what, raw] as const));
  it.each(cases)('%s: %s is a 4xx problem over REST and GraphQL, never a 500', async (ep, _what, raw) => {
    const r = await t.http.post(`/v1/kow/${ENDPOINTS[ep].path}`).set('content-type', 'application/json').send(raw);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(r.body.code).toMatch(/^[a-z_]+$/);
    expect(r.body.errors.length).toBeGreaterThan(0);
    const g = await t.http.post('/graphql').set('content-type', 'application/json').send({ query: `mutation($i: ${t.inputType(ENDPOINTS[ep].mutation)}) { out: ${ENDPOINTS[ep].mutation}(input: $i) { system } }`, variables: { i: JSON.parse(raw) } });
    expect(g.status).toBeLessThan(500);
    expect(g.body.errors.length).toBeGreaterThan(0);
    const ext = g.body.errors[0].extensions;
    // Refused by the typed input (null, a list, a number) or by the validator: the REST problem either way.
    expect(ext).toMatchObject({ code: r.body.code, status: r.status });
  });
});
