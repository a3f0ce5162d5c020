/**
 * Kings of War through the typed SDK (createArbiter over openapi-fetch) against a live in-process
 * server: the catalogue, every rules call with a known answer equal to the REST answer, and every
 * class of bad input as an ArbiterError carrying the same problem. Citations: 003_80333abf01c9832d.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ArbiterError, createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { BAD, ENDPOINTS, KNOWN, MALFORMED, placed, unit, type Endpoint } from '../fixtures/kow-cases.js';

let t: TestApp;
let arbiter: Arbiter;
beforeAll(async () => {
  t = await createTestApp();
  arbiter = createArbiter({ baseUrl: await t.app.getUrl() });
}, 120000);
afterAll(async () => {
  await t?.close();
}, 60000);

/** The SDK method of an endpoint, called with an untyped body (the typed calls are below). */
const call = (ep: Endpoint, body: unknown) => (arbiter[ENDPOINTS[ep].sdk] as unknown as (system: 'kow', body: unknown) => Promise<Record<string, unknown>>)('kow', body);
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected an ArbiterError'); }, (e: unknown) => e as ArbiterError);

describe('Kings of War catalogue through the SDK getSystem("kow")', () => {
  it('unit types, sizes, heights, special rules with cites, spells, weapons, terrain types and options with defaults', async () => {
    const s = await arbiter.getSystem('kow');
    expect(s).toMatchObject({ id: 'kow', name: 'Kings of War', rulesVersions: ['kow-2e'], defaultRulesVersion: 'kow-2e' });
    expect(s.capabilities.charges).toEqual({ path: '/v1/kow/charges/check', served: true });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const c = s.catalogue as any;
    expect(c.unitTypes).toEqual(['Inf', 'Cav', 'LInf', 'LCav', 'WE', 'Mon', 'Hero']);
    expect(c.heights).toEqual({ Inf: 1, Cav: 2, LInf: 2, LCav: 3, WE: 1, Mon: 4 }); // L123-134
    expect(c.unitSizes.Cav.Horde).toEqual({ models: 20, files: 10, ranks: 2 }); // L18-24
    expect(c.unitSizes.LInf.Legion).toEqual({ models: 12, files: 6, ranks: 2 }); // L26-32
    const rule = (id: string) => c.specialRules.find((r: { id: string }) => r.id === id);
    expect(rule('crushingStrength')).toMatchObject({ seedName: 'Fuerza Aplastante', param: 'number', cite: '003_80333abf01c9832d.txt L888-889' });
    expect(rule('vicious')).toMatchObject({ cite: '003_80333abf01c9832d.txt L1003-1004' });
    expect(rule('regeneration')).toMatchObject({ param: 'number', cite: '003_80333abf01c9832d.txt L966-970' });
    expect(c.specialRules.every((r: { cite: string }) => /^003_80333abf01c9832d\.txt L\d/.test(r.cite))).toBe(true);
    expect(c.spells.find((x: { id: string }) => x.id === 'windBlast')).toMatchObject({ range: 18, damages: false, cite: '003_80333abf01c9832d.txt L1174-1189' });
    expect(c.weapons.find((x: { id: string }) => x.id === 'longRifle')).toMatchObject({ range: 36 });
    expect(c.terrainTypes.map((x: { id: string }) => x.id)).toEqual(['impassable', 'difficult', 'obstacle', 'decorative', 'hill']);
    expect(c.profiles.map((p: { id: string; att: number }) => [p.id, p.att])).toEqual([['elf-archers-troop', 8], ['elf-archers-regiment', 10], ['elf-archers-horde', 20]]);
    expect(c.options.find((o: { name: string }) => o.name === 'proximityNudge')).toMatchObject({ default: '1inch', values: ['1inch', 'untouch'], cite: '003_80333abf01c9832d.txt L346-356' });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    expect((s.options as any).charges.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['strictSinglePivot', 'pathLengthCap', 'yellowBelliedExemptions']));
    expect(s).toEqual((await t.http.get('/v1/kow').expect(200)).body);
  });
});

describe('Kings of War rules calls through the SDK give the REST answer', () => {
  it.each(KNOWN.map((k) => [k.name, k] as const))('%s', async (_n, k) => {
    const env = await call(k.endpoint, k.body);
    k.check(env as never);
    const r = await t.http.post(`/v1/kow/${ENDPOINTS[k.endpoint].path}`).send(k.body).expect(200);
    expect(env).toEqual(r.body);
  });

  it('typed bodies and typed results for each endpoint', async () => {
    const attack = await arbiter.resolveAttack('kow', { kind: 'ranged', attacker: unit({ att: 4, specialRules: [{ id: 'blast', value: 'D3' }] }), target: unit(), moved: true, cover: true });
    expect(attack.result.plan).toMatchObject({ dice: 4, needToHit: 6, needToDamage: 4 }); // L545-555, L869-874
    const charge = await arbiter.checkCharge('kow', { units: [placed('a', 'A', 36, 10, 0), placed('b', 'B', 36, 20, 180)], charger: 'a', target: 'b' });
    expect(charge.result.legal).toBe(true);
    expect(charge.result.facing).toBe('front');
    // Fearless -/14: a double 6 totalling 13 does not rout and cannot waver (L756-776)
    const fearless = await arbiter.testMorale('kow', { unit: unit({ ne: { waver: null, rout: 14 } }), damage: 1, dice: { mode: 'given', rolls: [6, 6] } });
    expect(fearless.result.outcome).toMatchObject({ result: 'steady', total: 13 });
    const routs = await arbiter.testMorale('kow', { unit: unit({ ne: { waver: null, rout: 14 } }), damage: 2, dice: { mode: 'given', rolls: [6, 6] } });
    expect(routs.result.outcome).toMatchObject({ result: 'routed', total: 14 });
    // Hero (Monster) counts as a Hero: 1 Horde + Hero(Mon) + Monster is legal (EX-12, L1080-1084)
    const army = await arbiter.validateArmy('kow', { pointsLimit: 2000, contingents: [{ armyList: 'Orcs', alignment: 'Evil', units: [
      { unit: unit({ size: 'Horde', pts: 200 }) },
      { unit: unit({ type: 'Hero', heroSub: 'Mon', size: 'Single', pts: 250 }) },
      { unit: unit({ type: 'Mon', size: 'Single', pts: 200 }) },
    ] }] });
    expect(army.result).toMatchObject({ valid: true, violations: [], totalPoints: 650 });
    const terrain = await arbiter.setupTerrain('kow', { mode: 'check', terrain: [] });
    expect(terrain.result).toMatchObject({ valid: true, fair: true, pieces: [] });
    const score = await arbiter.scoreScenario('kow', { pointsLimit: 1500, players: [{ name: 'A', routedEnemies: [{ pts: 300 }] }, { name: 'B', routedEnemies: [{ pts: 150 }] }] });
    expect(score.result).toMatchObject({ difference: 150, marginNeeded: 150, winner: 'A', draw: false }); // L1289-1291
  });
});

describe('Kings of War bad inputs through the SDK: ArbiterError with the REST problem', () => {
  it.each(BAD.map((b) => [`${b.endpoint}: ${b.name}`, b] as const))('%s', async (_n, b) => {
    const e = await failure(call(b.endpoint, b.body));
    expect(e).toBeInstanceOf(ArbiterError);
    expect(e.status).toBe(b.status);
    expect(e.problem).toMatchObject({ status: b.status, code: b.code });
    expect(e.problem.errors.map((x) => x.path).sort()).toEqual(b.paths);
    if (b.issueCodes) expect(e.problem.errors.map((x) => x.code)).toEqual(b.issueCodes);
    if (b.detail) expect(e.problem.detail).toMatch(b.detail);
    if (b.details) expect((e.problem as unknown as { details: unknown }).details).toMatchObject(b.details);
    expect(e.message).toBe(`${b.status} ${e.problem.title}: ${e.problem.detail}`);
  });

  const cases = Object.keys(ENDPOINTS).flatMap((ep) => MALFORMED.filter(([what]) => what !== 'null').map(([what, raw]) => [ep as Endpoint, what, raw] as const));
  it.each(cases)('%s: %s is a 4xx ArbiterError, never a 500', async (ep, _what, raw) => {
    const e = await failure(call(ep, JSON.parse(raw)));
    expect(e).toBeInstanceOf(ArbiterError);
    expect(e.status).toBeGreaterThanOrEqual(400);
    expect(e.status).toBeLessThan(500);
    expect(e.problem.code).toMatch(/^[a-z_]+$/);
  });
});
