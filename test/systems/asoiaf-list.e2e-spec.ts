/**
 * A Song of Ice and Fire army validation, battlefield setup and scoring over REST, typed GraphQL and the SDK:
 * the same answers through all three, both rules versions, bad inputs as problems with pointers, never a 500.
 * Citations: 000_4d85fd9897d069bf.txt (2021), 002_953a7ceb75253954.txt (2018).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ArbiterError, createArbiter, type Arbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { fieldPaths, withValue } from '../helpers/hostile.js';

type Ep = 'armies' | 'terrain' | 'scoring';
const EP: Record<Ep, { path: string; mutation: string; sdk: 'validateArmy' | 'setupTerrain' | 'scoreScenario' }> = {
  armies: { path: 'armies/validate', mutation: 'asoiafValidateArmy', sdk: 'validateArmy' },
  terrain: { path: 'terrain/setup', mutation: 'asoiafSetupTerrain', sdk: 'setupTerrain' },
  scoring: { path: 'scenarios/score', mutation: 'asoiafScoreScenario', sdk: 'scoreScenario' },
};
const ENVELOPE = 'system rulesVersion result: resultJson distribution rolls { purpose die value rerolled } unusedRolls explanation { rule cite text }';
const fromGraphQL = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null));

const lannister = [{ catalogueId: 'lannister-guardsmen', points: 6 }, { catalogueId: 'jaime-lannister-kingslayer', attachTo: 0 }, { catalogueId: 'guard-captain', points: 1, attachTo: 0 }];
const KNOWN: Array<{ name: string; ep: Ep; body: Record<string, unknown>; check: (r: Record<string, any>) => void }> = [
  { name: 'armies: two attachments in one unit (ATTACHMENT_LIMIT, L594) is 200 valid:false with pointers', ep: 'armies', body: { gameSize: 30, faction: 'lannister', units: lannister },
    check: (r) => expect(r.result).toMatchObject({ valid: false, total: 7, commander: '/units/1', violations: [{ code: 'ATTACHMENT_LIMIT', units: ['/units/0', '/units/1', '/units/2'], path: '/units/2' }] }) },
  { name: 'armies 2018: the same list, the 2018 citation', ep: 'armies', body: { gameSize: 30, faction: 'lannister', units: lannister, rulesVersion: 'asoiaf-2018' },
    check: (r) => expect(r.result.violations[0].cite).toBe('002_953a7ceb75253954.txt L1094, L582-583') },
  { name: 'terrain: the 2021 random method replayed from given dice', ep: 'terrain', body: { mode: 'generate', method: 'random', dice: { mode: 'given', rolls: [1, 2, 1, 4, 4, 6, 6, 12, 24, 36, 24, 24, 34] } },
    check: (r) => { expect(r.result.pieces.map((p: any) => p.piece)).toEqual(['corpsePile', 'wall', 'weirwood']); expect(r.unusedRolls).toEqual([]); } },
  { name: 'terrain 2018: an Impassable piece under a token breaks the token\'s rule (D21)', ep: 'terrain', body: { mode: 'check', rulesVersion: 'asoiaf-2018', pieces: [{ piece: 'palisade', centre: { x: 24, y: 24 } }] },
    check: (r) => expect(r.result.issues.map((i: any) => [i.code, i.path])).toEqual([['OBJECTIVE_ON_IMPASSABLE', '/objectives/0']]) },
  { name: 'terrain 2018 with the deployment roll-off: the player who did not pick the zone is first (D20)', ep: 'terrain', body: { mode: 'generate', rulesVersion: 'asoiaf-2018', available: ['forest'], deployment: true, dice: { mode: 'given', rolls: [6, 1, 24, 24, 30, 30, 18, 30, 18, 18, 30, 18, 2, 4] } },
    check: (r) => expect(r.result.deployment).toEqual({ rollOff: [2, 4], picksZone: 'B', firstPlayer: { is: 'A' } }) },
  { name: 'terrain exact: the random method\'s odds (1D3+2 pieces, the 2D6 table)', ep: 'terrain', body: { mode: 'generate', method: 'random' },
    check: (r) => { expect(r.distribution.pieces).toEqual([{ value: 3, p: 1 / 3 }, { value: 4, p: 1 / 3 }, { value: 5, p: 1 / 3 }]); expect(r.distribution.category.find((e: { value: string }) => e.value === 'rollersChoice').p).toBeCloseTo(6 / 36, 12); } },
  { name: 'scoring: A Game of Thrones won in round 2 by objectives and kills', ep: 'scoring', body: { gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'Stark' }, { name: 'Lannister' }], rounds: [{ destroyed: [{ owner: 1 }, { owner: 1 }, { owner: 1 }, { owner: 1 }] }, { destroyed: [{ owner: 1 }], objectives: [{ holder: { player: 0, ranks: 3, commander: true } }, { holder: { player: 0, solo: true, woundsLeft: 4 }, engaged: [{ ranks: 3 }] }] }] },
    check: (r) => expect(r.result).toMatchObject({ vp: [8, 0], ended: true, decidedBy: 'vpTarget', winner: 'Stark', winnerIndex: 0 }) },
  { name: 'scoring 2018: Battle of Kings', ep: 'scoring', body: { rulesVersion: 'asoiaf-2018', gameMode: 'battleOfKings', gameSize: 40, players: [{ name: 'Stark' }, { name: 'Lannister' }], rounds: [{}, { objectives: [{ position: 'centre', holder: { player: 1, ranks: 1, covers: 'partly' } }] }] },
    check: (r) => expect(r.result).toMatchObject({ vp: [0, 2], ended: false, vpTarget: 10 }) },
  { name: 'scoring: Here We Stand, an NCU placed in a quadrant counts its points (L2774-2780), the Commander adds 3 (L2783-2785)', ep: 'scoring', body: { gameMode: 'hereWeStand', gameSize: 30, players: [{ name: 'Stark' }, { name: 'Lannister' }], rounds: [{}, { quadrants: [{ units: [{ player: 0, points: 3, ncu: true }, { player: 0, points: 2 }] }, { units: [{ player: 1, points: 2, commander: true }] }, { units: [] }, { units: [] }] }] },
    check: (r) => expect(r.result).toMatchObject({ vp: [1, 1], ended: false }) },
  { name: 'scoring free-for-all (000 L1885-1913): three players, VP to each destroyer, one player out and the game goes on', ep: 'scoring', body: { gameMode: 'gameOfThrones', gameSize: 30, format: 'freeForAll', players: [{ name: 'Stark' }, { name: 'Lannister' }, { name: 'Greyjoy' }], rounds: [{ destroyed: [{ owner: 1, destroyer: 0 }, { owner: 2, destroyer: 1 }, { owner: 2, destroyer: 0 }], eliminated: [{ player: 2 }] }] },
    check: (r) => expect(r.result).toMatchObject({ vp: [2, 1, 0], ended: false, format: 'freeForAll', out: [2] }) },
  { name: 'scoring 2018 teams (002 L1101-1112): VP per team', ep: 'scoring', body: { rulesVersion: 'asoiaf-2018', gameMode: 'gameOfThrones', gameSize: 40, format: 'teams', players: [{ name: 'Robb', team: 0 }, { name: 'Tywin', team: 1 }, { name: 'Catelyn', team: 0 }, { name: 'Cersei', team: 1 }], rounds: [{ destroyed: [{ owner: 1 }, { owner: 3 }, { owner: 2 }] }] },
    check: (r) => expect(r.result).toMatchObject({ vp: [2, 1], sides: ['Robb & Catelyn', 'Tywin & Cersei'] }) },
];
const BAD: Array<{ name: string; ep: Ep; body: Record<string, unknown>; status: number; code: string; paths: string[] }> = [
  { name: 'unknown card', ep: 'armies', body: { gameSize: 30, faction: 'stark', units: [{ catalogueId: 'ser-nobody', points: 1 }] }, status: 400, code: 'unknown_reference', paths: ['/units/0/catalogueId'] },
  { name: 'a card without its cost', ep: 'armies', body: { gameSize: 30, faction: 'stark', units: [{ catalogueId: 'stark-sworn-swords' }] }, status: 400, code: 'invalid_input', paths: ['/units/0/points'] },
  { name: 'unknown game mode', ep: 'scoring', body: { gameMode: 'chess', gameSize: 30, players: [{ name: 'a' }, { name: 'b' }], rounds: [] }, status: 400, code: 'unknown_reference', paths: ['/gameMode'] },
  { name: 'a 2018 mode under 2021', ep: 'scoring', body: { gameMode: 'battleOfKings', gameSize: 30, players: [{ name: 'a' }, { name: 'b' }], rounds: [] }, status: 422, code: 'impossible_state', paths: ['/gameMode'] },
  { name: 'a 2021 mode under 2018', ep: 'terrain', body: { mode: 'check', gameMode: 'hereWeStand', rulesVersion: 'asoiaf-2018' }, status: 422, code: 'impossible_state', paths: ['/gameMode'] },
  { name: 'the random terrain method under 2018 (D22)', ep: 'terrain', body: { mode: 'generate', method: 'random', rulesVersion: 'asoiaf-2018', dice: { mode: 'seeded', seed: 'x' } }, status: 422, code: 'impossible_state', paths: ['/method'] },
  { name: 'too few given dice', ep: 'terrain', body: { mode: 'generate', method: 'random', dice: { mode: 'given', rolls: [3, 1] } }, status: 400, code: 'insufficient_dice', paths: ['/dice/rolls'] },
  { name: 'objectives in Fire and Blood', ep: 'scoring', body: { gameMode: 'fireAndBlood', gameSize: 30, players: [{ name: 'a' }, { name: 'b' }], rounds: [{ objectives: [{}] }] }, status: 422, code: 'impossible_state', paths: ['/rounds/0/objectives'] },
  { name: 'two NCUs of one player in a quadrant', ep: 'scoring', body: { gameMode: 'hereWeStand', gameSize: 30, players: [{ name: 'a' }, { name: 'b' }], rounds: [{ quadrants: [{ units: [{ player: 0, points: 3, ncu: true }, { player: 0, points: 3, ncu: true }] }, { units: [] }, { units: [] }, { units: [] }] }] }, status: 422, code: 'impossible_state', paths: ['/rounds/0/quadrants/0/units/1/ncu'] },
  { name: 'a player index out of range', ep: 'scoring', body: { gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'a' }, { name: 'b' }], rounds: [{ destroyed: [{ owner: 2 }] }] }, status: 400, code: 'invalid_input', paths: ['/rounds/0/destroyed/0/owner'] },
  { name: 'a player index past the DTO bound of 4 players', ep: 'scoring', body: { gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'a' }, { name: 'b' }], rounds: [{ destroyed: [{ owner: 4 }] }] }, status: 400, code: 'validation_failed', paths: ['/rounds/0/destroyed/0/owner'] },
  { name: 'free-for-all in A Storm of Swords (000 L1890-1891)', ep: 'scoring', body: { gameMode: 'stormOfSwords', gameSize: 30, format: 'freeForAll', attacker: 0, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], rounds: [] }, status: 422, code: 'impossible_state', paths: ['/gameMode'] },
  { name: 'free-for-all: a unit destroyed with no destroyer named', ep: 'scoring', body: { gameMode: 'gameOfThrones', gameSize: 30, format: 'freeForAll', players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], rounds: [{ destroyed: [{ owner: 1 }] }] }, status: 400, code: 'invalid_input', paths: ['/rounds/0/destroyed/0/destroyer'] },
  { name: 'teams: a player with no team', ep: 'scoring', body: { gameMode: 'gameOfThrones', gameSize: 30, format: 'teams', players: [{ name: 'a', team: 0 }, { name: 'b' }], rounds: [] }, status: 400, code: 'invalid_input', paths: ['/players/1/team'] },
];

let t: TestApp;
let arbiter: Arbiter;
beforeAll(async () => { t = await createTestApp(); arbiter = createArbiter({ baseUrl: await t.app.getUrl() }); }, 120000);
afterAll(async () => { await t?.close(); }, 60000);
const post = (ep: Ep, body: unknown) => t.http.post(`/v1/asoiaf/${EP[ep].path}`).set('content-type', 'application/json').send(JSON.stringify(body));
const mutate = (ep: Ep, input: unknown) => t.gql(`mutation($i: ${t.inputType(EP[ep].mutation)}) { out: ${EP[ep].mutation}(input: $i) { ${ENVELOPE} } }`, { i: input });
const sdk = (ep: Ep, body: unknown) => (arbiter[EP[ep].sdk] as unknown as (s: 'asoiaf', b: unknown) => Promise<Record<string, unknown>>)('asoiaf', body);

describe('asoiaf list capabilities served', () => {
  it('GET /v1/systems: armies, terrain and scoring served; the catalogue lists modes, terrain and options per version', async () => {
    const s = (await t.http.get('/v1/systems').expect(200)).body.systems.find((x: { id: string }) => x.id === 'asoiaf');
    for (const e of Object.values(EP)) expect(Object.values(s.capabilities)).toContainEqual({ served: true, path: `/v1/asoiaf/${e.path}` });
    const c = (await t.http.get('/v1/asoiaf').expect(200)).body.catalogue;
    expect(c.gameModes['asoiaf-2021']).toHaveLength(10);
    expect(c.gameModes['asoiaf-2018'].map((m: { id: string }) => m.id)).toEqual(['gameOfThrones', 'battleOfKings', 'stormOfSwords', 'feastForCrows', 'windsOfWinter']);
    expect(c.terrainKeywords['asoiaf-2021'].map((k: { id: string }) => k.id)).toContain('difficult');
    expect(c.terrainKeywords['asoiaf-2018'].map((k: { id: string }) => k.id)).toContain('slowing');
    expect(c.listOptions.map((o: { name: string }) => o.name)).toEqual(['neutralLimitBase', 'reservesPreventElimination', 'feastTokensTo']);
  });
});

describe('REST = typed GraphQL = SDK', () => {
  for (const k of KNOWN) {
    it(k.name, async () => {
      const rest = await post(k.ep, k.body).expect(200);
      k.check(rest.body);
      for (const step of rest.body.explanation) expect(step.cite).toMatch(/^(000_4d85fd9897d069bf|002_953a7ceb75253954)\.txt L\d/);
      const g = await mutate(k.ep, k.body);
      expect(g.errors).toBeUndefined();
      expect(fromGraphQL(g.data.out)).toEqual(rest.body);
      expect(await sdk(k.ep, k.body)).toEqual(rest.body);
    });
  }
  it('seeded setup replays byte for byte', async () => {
    const body = { mode: 'generate', gameMode: 'clashOfKings', method: 'random', dice: { mode: 'seeded', seed: 'kings' } };
    expect((await post('terrain', body).expect(200)).text).toBe((await post('terrain', body).expect(200)).text);
  });
});

describe('bad inputs: a problem with pointers through all three, never a 500', () => {
  for (const b of BAD) {
    it(`${b.name} → ${b.status} ${b.code}`, async () => {
      const res = await post(b.ep, b.body).expect(b.status);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      expect(res.body.code).toBe(b.code);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(b.paths));
      const g = await mutate(b.ep, b.body);
      expect(g.errors?.[0].extensions.code).toBe(b.code);
      const e = await sdk(b.ep, b.body).then(() => { throw new Error('expected an error'); }, (x: unknown) => x as ArbiterError);
      expect(e).toBeInstanceOf(ArbiterError);
      expect(e.problem).toMatchObject({ status: b.status, code: b.code });
    });
  }
  it('hostile values in every field of every known body: 200 or a 4xx problem', async () => {
    const HOSTILE: unknown[] = [null, -1, 1.5, 1e9, '', 'x', true, [], {}, [{}]];
    for (const k of KNOWN) {
      for (const p of fieldPaths(k.body)) {
        for (const h of HOSTILE) {
          const res = await post(k.ep, withValue(k.body, p, h));
          if (res.status >= 500) throw new Error(`${res.status} for ${k.ep} ${p.join('/')} = ${JSON.stringify(h)}: ${res.text}`);
        }
      }
    }
  }, 300000);
});
