/**
 * The 9th Age combat round over REST and GraphQL (attacks/resolve, kind combatRound): both units strike by
 * initiative step, the combat result and break-test odds, challenges with Overkill; bad input as problems.
 * Citations: 004_1ae45c4b93e4399d.txt L1459-1777, L2737-2769.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ENVELOPE_FIELDS, fromGraphQL } from '../fixtures/t9a-cases.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const post = (body: unknown) => t.http.post('/v1/t9a/attacks/resolve').set('content-type', 'application/json').send(JSON.stringify(body));
const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const sum = (d: Array<{ p: number }>) => d.reduce((s, e) => s + e.p, 0);

const KNIGHTS_VS_SPEARMEN = {
  kind: 'combatRound', attacker: { catalogueId: 'knights-5', champion: true }, target: { catalogueId: 'spearmen-30', standard: true, musician: true },
  combat: { sides: [{ charged: true }, { morale: { bsbInRange: true } }] },
};

describe('combat round over REST', () => {
  it('exact: both sides odds sum with the tie to 1, distributions sum to 1, the plan lists both units in strike order', async () => {
    const r = await post(KNIGHTS_VS_SPEARMEN).expect(200);
    const o = r.body.result.combat.odds;
    expect(o.sides[0].pWin + o.sides[1].pWin + o.pTie).toBeCloseTo(1, 12);
    for (const q of ['scoreDifference', 'woundsCausedByAttacker', 'woundsCausedByTarget']) expect(sum(r.body.distribution[q])).toBeCloseTo(1, 12);
    expect(r.body.result.combat.strikers.map((s: { side: number }) => s.side)).toEqual([0, 1]);
    const inits = r.body.result.plan.groups.map((g: { initiative: number }) => g.initiative);
    expect([...inits].sort((a: number, b: number) => b - a)).toEqual(inits);
    expect(r.body.explanation.some((e: { cite: string }) => e.cite === '004_1ae45c4b93e4399d.txt L1495-1500')).toBe(true);
  });
  it('seeded replays byte for byte; given dice resolve one round (simultaneous I3 strikes kill both models)', async () => {
    const body = { ...KNIGHTS_VS_SPEARMEN, dice: { mode: 'seeded', seed: 'round-1' } };
    expect((await post(body).expect(200)).text).toBe((await post(body).expect(200)).text);
    const g = await post({ kind: 'combatRound', attacker: { profile: P }, target: { profile: P }, dice: { mode: 'given', rolls: [4, 4, 4, 4] } }).expect(200);
    expect(g.body.result.combat.rolled).toMatchObject({ woundsCaused: [1, 1], destroyed: [true, true], winner: null });
  });
  it('a character outside the challenge strikes and lends its Ld', async () => {
    const body = {
      kind: 'combatRound', attacker: { profile: { ...P, I: 4 }, models: 5, files: 5 }, target: { profile: { ...P, A: 0, Ld: 5 }, models: 5, files: 5 },
      combat: { sides: [{}, { characters: [{ profile: { ...P, WS: 4, S: 4, I: 2, A: 2, Ld: 9 } }] }] }, dice: { mode: 'given', rolls: [4, 4, 1, 1, 1, 4, 4, 3, 3, 3, 1, 4, 4] },
    };
    const r = await post(body).expect(200);
    expect(r.body.result.combat.rolled).toMatchObject({ woundsCaused: [2, 1], breakTests: [{ ld: 8, outcome: 'pass' }] });
  });
  it('a challenge: the champion against a character, Overkill up to +3 (L1714-1718)', async () => {
    const body = {
      kind: 'combatRound', attacker: { profile: { ...P, A: 0 }, models: 10, files: 5 }, target: { profile: { ...P, A: 0 }, models: 10, files: 5, champion: true },
      combat: { sides: [{ challenge: { character: { profile: { ...P, WS: 5, S: 5, T: 4, W: 2, I: 5, A: 4 } } } }, { challenge: { champion: true } }] },
      dice: { mode: 'given', rolls: [3, 3, 3, 3, 2, 2, 2, 2, 1, 1] },
    };
    const r = await post(body).expect(200);
    expect(r.body.result.combat.rolled).toMatchObject({ woundsCaused: [1, 0], overkill: [3, 0], scores: [5, 0] });
  });
  it('bad input: three sides, a challenge on one side only, a champion the unit lacks → 400 with pointers', async () => {
    const three = await post({ ...KNIGHTS_VS_SPEARMEN, combat: { sides: [{}, {}, {}] } }).expect(400);
    expect(three.body.errors.map((e: { path: string }) => e.path)).toContain('/combat/sides');
    const one = await post({ ...KNIGHTS_VS_SPEARMEN, combat: { sides: [{ challenge: { champion: true } }, {}] } }).expect(400);
    expect(one.body.errors.map((e: { path: string }) => e.path)).toEqual(['/combat/sides/1/challenge']);
    const none = await post({ ...KNIGHTS_VS_SPEARMEN, combat: { sides: [{ challenge: { champion: true } }, { challenge: { champion: true } }] } }).expect(400);
    expect(none.body.errors.map((e: { path: string }) => e.path)).toEqual(['/combat/sides/1/challenge/champion']);
    const facing = await post({ ...KNIGHTS_VS_SPEARMEN, combat: { sides: [{ facing: 'side' }, { morale: { ld: 11 } }] } }).expect(400);
    expect(facing.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/combat/sides/0/facing', '/combat/sides/1/morale/ld']));
    const six = await post({ ...KNIGHTS_VS_SPEARMEN, combat: { sides: [{ characters: Array(6).fill({ profile: P }) }, { characters: [{ profile: { ...P, WS: 11 } }] }] } }).expect(400);
    expect(six.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/combat/sides/0/characters', '/combat/sides/1/characters/0/profile/WS']));
  });
});

describe('bounded work (docs/t9a.md Limits)', () => {
  it('a round past 100 000 joint outcomes is a 422 too_complex (whatever the dice); a large allowed one runs off the event loop and answers', async () => {
    const big = { kind: 'combatRound', attacker: { profile: P, models: 500, files: 10 }, target: { profile: P, models: 500, files: 10 } };
    const r = await post(big).expect(422);
    expect(r.body).toMatchObject({ code: 'too_complex', limit: 'combatRoundOutcomes', max: 100000, value: 501 * 501 });
    await post({ ...big, dice: { mode: 'seeded', seed: 's' } }).expect(422);
    const heavy = await post({ ...big, attacker: { profile: P, models: 100, files: 10 }, target: { profile: P, models: 100, files: 10 } }).expect(200);
    expect(heavy.body.result.combat.odds.sides[0].pWin + heavy.body.result.combat.odds.sides[1].pWin + heavy.body.result.combat.odds.pTie).toBeCloseTo(1, 9);
  }, 60000);
});

describe('combat round over GraphQL', () => {
  it('t9aResolveAttack with kind combatRound gives the REST answer', async () => {
    const m = 't9aResolveAttack';
    const g = await t.gql(`mutation($i: ${t.inputType(m)}) { out: ${m}(input: $i) { ${ENVELOPE_FIELDS} } }`, { i: KNIGHTS_VS_SPEARMEN });
    expect(g.errors).toBeUndefined();
    expect(fromGraphQL(g.data.out)).toEqual((await post(KNIGHTS_VS_SPEARMEN)).body);
  });
});
