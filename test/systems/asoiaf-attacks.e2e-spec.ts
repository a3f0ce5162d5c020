/**
 * A Song of Ice and Fire attacks and morale over REST: the catalogue, known answers under both rules versions, the
 * same request under both versions, every class of bad input as a precise problem with pointers, seeded replay,
 * and no 500 for hostile values. Citations: 000_4d85fd9897d069bf.txt (2021), 002_953a7ceb75253954.txt (2018).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { fieldPaths, withValue } from '../helpers/hostile.js';
import { BAD, ENDPOINTS, KNOWN, type Endpoint } from '../fixtures/asoiaf-attacks-cases.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const post = (ep: Endpoint, body: unknown) => t.http.post(`/v1/asoiaf/${ENDPOINTS[ep].path}`).set('content-type', 'application/json').send(JSON.stringify(body));
const CITE = /^00[02]_(4d85fd9897d069bf|953a7ceb75253954)\.txt L\d/;

describe('A Song of Ice and Fire catalogue and systems list', () => {
  it('GET /v1/systems shows asoiaf serving attacks and morale for both rules versions', async () => {
    const s = (await t.http.get('/v1/systems').expect(200)).body.systems.find((x: { id: string }) => x.id === 'asoiaf');
    expect(s.rulesVersions).toEqual(['asoiaf-2021', 'asoiaf-2018']);
    for (const e of Object.values(ENDPOINTS)) expect(Object.values(s.capabilities)).toContainEqual({ served: true, path: `/v1/asoiaf/${e.path}` });
  });
  it('GET /v1/asoiaf: trays, keywords, abilities, tokens, cards, options and a dice order per served capability', async () => {
    const c = (await t.http.get('/v1/asoiaf').expect(200)).body.catalogue;
    expect(c.trays.find((x: { id: string }) => x.id === 'infantry')).toMatchObject({ figures: 12, ranks: 3, perRank: 4 });
    expect(c.conditionTokens.map((x: { id: string }) => x.id)).toEqual(['panicked', 'vulnerable', 'weakened']);
    expect(c.abilities.map((x: { id: string }) => x.id)).toContain('lannisterSupremacy');
    expect(c.cards.find((x: { id: string }) => x.id === 'stark-sworn-swords')).toMatchObject({ defense: 4, morale: 6 });
    expect(c.options.find((o: { name: string }) => o.name === 'chargeReroll')).toMatchObject({ default: 'misses' });
    expect(Object.keys(c.diceOrder)).toEqual(expect.arrayContaining(['attacks', 'morale']));
  });
});

describe('A Song of Ice and Fire attacks and morale over REST', () => {
  for (const k of KNOWN) {
    it(`${k.name}: the known answer, every explanation step cited`, async () => {
      const res = await post(k.endpoint, k.body).expect(200);
      expect(res.body.system).toBe('asoiaf');
      k.check(res.body);
      expect(res.body.explanation.length).toBeGreaterThan(0);
      for (const s of res.body.explanation) expect(s.cite).toMatch(CITE);
    });
  }
  it('D1/D2 (000 L1263-1268; 002 L866): one panic test, both versions: 2021 rolls and costs the D3, 2018 the shortfall', async () => {
    const body = { kind: 'panic', unit: { catalogueId: 'stark-sworn-swords' }, modifier: -2 };
    const a = (await post('morale', body).expect(200)).body;
    const b = (await post('morale', { ...body, rulesVersion: 'asoiaf-2018' }).expect(200)).body;
    // P(2D6 − 2 < 6) = P(2D6 ≤ 7) = 21/36; 2021: E[D3] = 2 per failure; 2018: Σ (6 − (s − 2)) over failing sums
    expect(a.result.pFail).toBeCloseTo(21 / 36, 12);
    expect(a.result.expectedWounds).toBeCloseTo((21 / 36) * 2, 12);
    expect(b.result.expectedWounds).toBeCloseTo([1, 2, 3, 4, 5, 6].reduce((s, n, i) => s + n * (6 - (i + 2 - 2)), 0) / 36, 12);
  });
  it('D5 (000 L1232-1240; 002 L849-850): a ranged attack from the rear, both versions: −2 Defence and panic in 2021, none in 2018', async () => {
    const body = { attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { catalogueId: 'stark-sworn-swords' }, arc: 'rear', profile: { name: 'Bows', kind: 'ranged', hit: 4, dice: [6, 5, 4], keywords: [] } };
    const a = (await post('attacks', body).expect(200)).body.result;
    const b = (await post('attacks', { ...body, rulesVersion: 'asoiaf-2018' }).expect(200)).body.result;
    expect([a.defenceModifier, a.panicModifier, a.arcBonus]).toEqual([-2, -2, true]);
    expect([b.defenceModifier, b.panicModifier, b.arcBonus]).toEqual([0, 0, false]);
  });
  it('seeded attacks replay byte for byte; given dice list every step in order', async () => {
    const body = { attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { catalogueId: 'stark-sworn-swords', abilities: ['lannisterSupremacy'] }, dice: { mode: 'seeded', seed: 'winter-is-coming' } };
    const a = await post('attacks', body).expect(200);
    expect(a.text).toBe((await post('attacks', body).expect(200)).text);
    const g = (await post('attacks', { ...KNOWN[0].body }).expect(200)).body;
    const purposes = g.rolls.map((r: { purpose: string }) => r.purpose);
    expect(purposes).toEqual([...Array(6).fill('attack dice'), ...Array(4).fill('defence dice'), 'defender panic test: 2D6', 'defender panic test: 2D6', 'defender panic test: D3']);
    expect(g.rolls.map((r: { value: number }) => r.value)).toEqual([1, 2, 4, 5, 6, 4, 1, 3, 4, 6, 1, 3, 1]);
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
  const HOSTILE: unknown[] = [null, -1, 1.5, 1e9, '', 'x', true, [], {}, [{}], { id: 'x' }];
  for (const k of KNOWN.filter((x) => ['exact charge from the flank', 'WE-17 panic test with given dice (2021)', 'castle wall, exact (2018)'].includes(x.name))) {
    it(`${k.name}: every field × hostile values`, async () => {
      for (const path of fieldPaths(k.body)) {
        for (const v of HOSTILE) {
          const res = await post(k.endpoint, withValue(k.body, path, v));
          if (res.status >= 500) throw new Error(`${res.status} for ${path.join('/')} = ${JSON.stringify(v)}: ${res.text}`);
          if (res.status >= 400) expect(res.headers['content-type']).toMatch(/problem\+json/);
        }
      }
    }, 240000);
  }
});
