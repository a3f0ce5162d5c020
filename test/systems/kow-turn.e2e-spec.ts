/**
 * Kings of War turn state, shooting volleys, game length, table, deployment and roll-offs over REST
 * and GraphQL: the same answers and the same problem codes. Citations: 003_80333abf01c9832d.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ENDPOINTS, ENVELOPE_FIELDS, fromGraphQL, placed, unit, type Endpoint } from '../fixtures/kow-cases.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120000);
afterAll(async () => {
  await t?.close();
}, 60000);

const rest = (endpoint: Endpoint, body: unknown) => t.http.post(`/v1/kow/${ENDPOINTS[endpoint].path}`).set('content-type', 'application/json').send(JSON.stringify(body));
const mutate = (endpoint: Endpoint, input: unknown) => t.http.post('/graphql').set('content-type', 'application/json').send({ query: `mutation($i: ${t.inputType(ENDPOINTS[endpoint].mutation)}) { out: ${ENDPOINTS[endpoint].mutation}(input: $i) { ${ENVELOPE_FIELDS} } }`, variables: { i: input } });
const wizard = unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 1, ra: 5 });

/** The REST answer, checked, equals the GraphQL one. */
async function same(endpoint: Endpoint, body: Record<string, unknown>) {
  const r = await rest(endpoint, body);
  expect(r.status).toBe(200);
  const g = await mutate(endpoint, body);
  expect(g.body.errors).toBeUndefined();
  expect(fromGraphQL(g.body.data.out)).toEqual(r.body);
  return r.body;
}

/** The REST problem equals the GraphQL error. */
async function refused(endpoint: Endpoint, body: Record<string, unknown>, status: number, issues: Array<[string, string]>) {
  const r = await rest(endpoint, body);
  expect(r.status).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(r.body.errors.map((e: { path: string; code: string }) => [e.code, e.path])).toEqual(issues);
  const g = await mutate(endpoint, body);
  expect(g.body.errors[0].extensions.errors).toEqual(r.body.errors);
}

describe('KoW the shooter\'s turn (003_80333abf01c9832d.txt L478-487, L698-701, L743-748, L1145-1147)', () => {
  it('order advance: -1 to hit, as moved did (L545-549)', async () => {
    const body = await same('attacks', { kind: 'ranged', attacker: unit(), target: unit(), turn: { order: 'advance' } });
    expect(body.result.plan.needToHit).toBe(5);
  });
  it('a Wavering shooter, At the Double, a second spell, an engaged target: 422 with each code', async () => {
    await refused('attacks', { kind: 'ranged', attacker: unit(), target: unit(), turn: { wavering: true, order: 'atTheDouble' } }, 422, [['SHOOTER_WAVERING', '/turn/wavering'], ['AT_THE_DOUBLE_NO_SHOOTING', '/turn/order']]);
    await refused('attacks', { kind: 'spell', attacker: wizard, target: unit(), spell: { id: 'fireball', n: 6 }, turn: { spellsCast: 1, targetEngaged: true } }, 422, [['TARGET_ENGAGED', '/turn/targetEngaged'], ['ONE_RANGED_ATTACK_PER_TURN', '/turn/spellsCast']]);
  });
  it('Heal on a friend in combat is allowed (L1197-1204)', async () => {
    const body = await same('attacks', { kind: 'spell', attacker: wizard, target: unit(), targetDamage: 3, spell: { id: 'heal', n: 2 }, turn: { targetEngaged: true }, dice: { mode: 'given', rolls: [4, 4] } });
    expect(body.result.outcome.targetDamageAfter).toBe(1);
  });
  it('a bad order is a 400 at /turn/order', async () => {
    const r = await rest('attacks', { kind: 'ranged', attacker: unit(), target: unit(), turn: { order: 'run' } });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toEqual(['/turn/order']);
  });
});

describe('KoW volleys on one target, one nerve test (003_80333abf01c9832d.txt L588-595)', () => {
  it('two volleys of 2 damage, then one 2D6 with the total', async () => {
    const body = await same('attacks', { kind: 'ranged', target: unit({ ne: { waver: 10, rout: 12 } }), nerveTest: true, attackers: [{ attacker: unit({ att: 2 }) }, { attacker: unit({ att: 2 }), turn: { order: 'halt' } }], dice: { mode: 'given', rolls: [4, 4, 4, 4, 5, 6, 5, 5, 3, 3] } });
    expect(body.result.outcome).toMatchObject({ damage: 4, nerve: 'wavering' });
  });
});

describe('KoW game length, table, deployment and roll-offs (003_80333abf01c9832d.txt L1240-1282, L990-997)', () => {
  it('scoring with an agreed number of turns', async () => {
    const body = await same('scoring', { pointsLimit: 2000, players: [{ name: 'A', routedEnemies: [] }, { name: 'B', routedEnemies: [] }], gameLength: { mode: 'agreedTurns', turns: 5, turnsPlayed: [5, 4] } });
    expect(body.result.length).toEqual({ mode: 'agreedTurns', over: false, turnsToPlay: [0, 1] });
  });
  it('the table for 3000 points, a deployment check and the roll-offs', async () => {
    const body = await same('terrain', {
      mode: 'check',
      pointsLimit: 3000,
      units: [placed('a1', 'Alice', 20, 5, 0), placed('b1', 'Bob', 20, 30, 180)],
      deployment: { A: 'Alice', B: 'Bob' },
      rollOffs: { players: ['Alice', 'Bob'], for: ['deployment', 'firstTurn'] },
      dice: { mode: 'given', rolls: [2, 5, 6, 1] },
    });
    expect(body.result.table).toEqual({ width: 108, depth: 48 });
    expect(body.result.deployment.violations.map((v: { code: string; unit: string }) => [v.code, v.unit])).toEqual([['DEPLOYED_TOO_CLOSE', 'b1']]);
    expect(body.result.rollOffs.map((r: { winner: string }) => r.winner)).toEqual(['Bob', 'Alice']);
  });
  it('generateMix replace places only the pieces asked for', async () => {
    const body = await same('terrain', { mode: 'generate', mix: { hill: 1 }, options: { generateMix: 'replace' }, dice: { mode: 'seeded', seed: 'x' } });
    expect(body.result.pieces.map((p: { type: string }) => p.type)).toEqual(['hill']);
  });
});
