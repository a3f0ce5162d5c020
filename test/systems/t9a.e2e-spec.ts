/**
 * The 9th Age over REST: the catalogue, every capability with a known answer, every class of bad input as a
 * precise problem with pointers, seeded replay and given dice. Citations: 004_1ae45c4b93e4399d.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { fieldPaths, withValue } from '../helpers/hostile.js';
import { BAD, ENDPOINTS, KNOWN, type Endpoint } from '../fixtures/t9a-cases.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const post = (ep: Endpoint, body: unknown) => t.http.post(`/v1/t9a/${ENDPOINTS[ep].path}`).set('content-type', 'application/json').send(JSON.stringify(body));

describe('The 9th Age catalogue and systems list', () => {
  it('GET /v1/systems shows t9a served on all six capabilities', async () => {
    const s = (await t.http.get('/v1/systems').expect(200)).body.systems.find((x: { id: string }) => x.id === 't9a');
    for (const e of Object.values(ENDPOINTS)) expect(Object.values(s.capabilities)).toContainEqual({ served: true, path: `/v1/t9a/${e.path}` });
  });
  it('GET /v1/t9a: characteristics, troop types, equipment, 70 special rules and 73 magic items with cites, deployments, objectives, options, dice order', async () => {
    const { body } = await t.http.get('/v1/t9a').expect(200);
    const c = body.catalogue;
    expect(c.characteristics).toEqual(['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld']);
    expect(c.troopTypes.monstrousInfantry).toMatchObject({ fullRank: 3, horde: 6, support: 3 });
    expect(c.specialRules).toHaveLength(70);
    expect(c.specialRules.every((r: { cite: string }) => /^004_1ae45c4b93e4399d\.txt L\d/.test(r.cite))).toBe(true);
    expect(c.magicItems.find((i: { id: string }) => i.id === 'giantSword')).toMatchObject({ cost: { lord: 60, hero: 50 }, category: 'weapon' });
    expect(c.deploymentTypes.map((d: { id: string }) => d.id)).toEqual(['classic', 'diagonal', 'flankAttack']);
    expect(c.secondaryObjectives.map((d: { id: string }) => d.id)).toEqual(['holdTheGround', 'breakthrough', 'secureTarget']);
    expect(c.options.find((o: { name: string }) => o.name === 'rankBonusCountsFirstRank')).toMatchObject({ default: false, cite: '004_1ae45c4b93e4399d.txt L1726-1729' });
    expect(Object.keys(c.diceOrder)).toEqual(['attacks', 'charges', 'morale', 'terrain']);
    expect(body.options.charges.map((o: { name: string }) => o.name)).toContain('standAndShootDistanceRef');
  });
});

describe('The 9th Age rules over REST', () => {
  for (const ep of Object.keys(KNOWN) as Endpoint[]) {
    it(`${ep}: a known answer with cited explanation steps`, async () => {
      const res = await post(ep, KNOWN[ep].body).expect(200);
      expect(res.body).toMatchObject({ system: 't9a', rulesVersion: 't9a-0.11.1' });
      KNOWN[ep].check(res.body);
      expect(res.body.explanation.length).toBeGreaterThan(0);
      for (const s of res.body.explanation) expect(s.cite).toMatch(/^004_1ae45c4b93e4399d\.txt L\d/);
    });
  }
  it('seeded attacks replay byte for byte; given dice replay by hand (E14: Multiple Wounds (D6) rolls 5 on a W3 troll → 3)', async () => {
    const body = { kind: 'closeCombat', attacker: { catalogueId: 'halberdiers-40' }, target: { catalogueId: 'spearmen-30' }, dice: { mode: 'seeded', seed: 'night-1' } };
    const a = await post('attacks', body).expect(200);
    const b = await post('attacks', body).expect(200);
    expect(a.text).toBe(b.text);
    const g = await post('attacks', { kind: 'closeCombat', attacks: 1, attacker: { profile: { M: 4, WS: 5, BS: 3, S: 6, T: 4, W: 3, I: 3, A: 1, Ld: 8 }, rules: [{ id: 'multipleWounds', value: 'D6' }] }, target: { catalogueId: 'trolls-6' }, dice: { mode: 'given', rolls: [6, 6, 1, 5] } }).expect(200);
    expect(g.body.result.outcome).toMatchObject({ woundsInflicted: 3, modelsRemoved: 1 });
    expect(g.body.rolls.map((r: { purpose: string }) => r.purpose)).toEqual(['hit', 'wound', 'ward', 'multipleWounds']);
  });
  it('exact mode: distributions sum to 1', async () => {
    const res = await post('attacks', { kind: 'shooting', attacker: { catalogueId: 'archers-20' }, target: { catalogueId: 'knights-5' }, range: 20 }).expect(200);
    for (const q of ['hits', 'wounds', 'unsaved', 'woundsInflicted', 'modelsRemoved']) expect(res.body.distribution[q].reduce((s: number, e: { p: number }) => s + e.p, 0)).toBeCloseTo(1, 12);
  });
  it('shooting with geometry: the terrain\'s cover is worked out and explained; bad geometry names its fields (L1344-1376, L1419-1421)', async () => {
    const box = (type: string, x0: number, x1: number, y0: number, y1: number) => ({ type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
    const geometry = { shooter: { centre: { x: 36, y: 10 }, facing: 0, width: 10, depth: 2 }, target: { centre: { x: 36, y: 30 }, facing: 180, width: 10, depth: 4 }, terrain: [box('impassable', 10, 36, 18, 20)] };
    const profile = { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
    const body = { kind: 'shooting', attacker: { troopType: 'infantry', profile, models: 1, files: 1, missileWeapon: 'crossbow' }, target: { troopType: 'infantry', profile, models: 1, files: 1 }, range: 10, geometry };
    const res = await post('attacks', body).expect(200);
    expect(res.body.result.plan.groups[0].toHit).toBe('5+');
    expect(res.body.explanation.map((s: { text: string }) => s.text).join(' ')).toMatch(/50 % behind either → hard cover/);
    const bad = await post('attacks', { ...body, geometry: { ...geometry, target: { ...geometry.target, width: 0 }, terrain: [{ type: 'lava', polygon: [] }] } }).expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/geometry/target/width', '/geometry/terrain/0/type']));
  });
  for (const bad of BAD) {
    it(`bad input: ${bad.name} → ${bad.status} ${bad.code} at ${bad.paths.join(', ')}`, async () => {
      const res = await post(bad.endpoint, bad.body).expect(bad.status);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.code).toBe(bad.code);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(bad.paths));
    });
  }
});

describe('no bad input gives a 500', () => {
  // Every field of every known body replaced by hostile values: each answer is 200 or a 4xx problem.
  const HOSTILE: unknown[] = [null, -1, 1.5, 1e9, '', 'x', true, [], {}, [{}], { id: 'x' }, 'D6+99', -0.0];
  for (const ep of Object.keys(KNOWN) as Endpoint[]) {
    it(`${ep}: every field × hostile values`, async () => {
      const statuses = new Set<number>();
      for (const path of fieldPaths(KNOWN[ep].body)) {
        for (const v of HOSTILE) {
          const res = await post(ep, withValue(KNOWN[ep].body, path, v));
          statuses.add(res.status);
          if (res.status >= 500) throw new Error(`${res.status} for ${path.join('/')} = ${JSON.stringify(v)}: ${res.text}`);
          if (res.status >= 400) expect(res.headers['content-type']).toMatch(/problem\+json/);
        }
      }
      expect([...statuses].every((s) => s < 500)).toBe(true);
    }, 120000);
  }
});

describe('artillery over REST', () => {
  it('a cannon: exact misfire odds and the table; given dice replay a misfire (L2494-2535)', async () => {
    const body = { kind: 'artillery', attacker: { troopType: 'warMachine', profile: { M: 0, WS: 3, BS: 3, S: 3, T: 7, W: 3, I: 3, A: 1, Ld: 7 } }, target: { catalogueId: 'spearmen-30' }, artillery: { weapon: 'cannon', strength: 10, models: 3 } };
    const r = await post('attacks', body).expect(200);
    expect(r.body.result.artillery.pMisfire).toBeCloseTo(1 / 6, 12);
    expect(r.body.result.artillery.misfireTable).toEqual({ explosion: 0, destroyed: 1 / 3, obstructed: 1 / 3, malfunction: 1 / 3 });
    const g = await post('attacks', { ...body, dice: { mode: 'given', rolls: [1, 6] } }).expect(200);
    expect(g.body.result.outcome).toMatchObject({ misfire: 'malfunction', hits: 0 });
    await post('attacks', { ...body, artillery: { weapon: 'catapult', strength: 3 } }).expect(400);
  });
});
