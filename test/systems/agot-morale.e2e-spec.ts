import { ArbiterError, createArbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

// A Game of Thrones morale/test over REST, GraphQL and the SDK: retreat (L2110-2162), Wildling attacks
// with their card applied (L2260-2372, Appendix A.7) and supply reconciliation (L684-742).
let t: TestApp;
let arbiter: ReturnType<typeof createArbiter>;
beforeAll(async () => {
  t = await createTestApp();
  arbiter = createArbiter({ baseUrl: await t.app.getUrl() });
});
afterAll(async () => {
  await t.close();
});

const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const board = [
  { id: 'winterfell', owner: 'stark' as const, units: [F, K] },
  { id: 'white-harbor', owner: 'stark' as const, units: [F] },
  { id: 'lannisport', owner: 'lannister' as const, units: [F, K, K] },
  { id: 'stoney-sept', owner: 'lannister' as const, units: [F] },
  { id: 'dragonstone', owner: 'baratheon' as const, units: [F, K] },
  { id: 'kingswood', owner: 'baratheon' as const, units: [F] },
];
const bids = [
  { house: 'stark' as const, bid: 3, availablePower: 5 },
  { house: 'lannister' as const, bid: 1, availablePower: 4 },
  { house: 'baratheon' as const, bid: 0, availablePower: 2 },
];
// threat 8 > 4 bid: the Wildlings win; Baratheon bid least
const mammoth = {
  kind: 'wildlingAttack' as const,
  threat: 8,
  bids,
  board,
  card: 'Mammoth Riders',
  choices: [
    { house: 'stark' as const, destroy: [{ area: 'winterfell', type: 'knight' as const }, { area: 'white-harbor', type: 'footman' as const }] },
    { house: 'lannister' as const, destroy: [{ area: 'lannisport', type: 'knight' as const }, { area: 'lannisport', type: 'knight' as const }] },
  ],
};
const retreat = { kind: 'retreat' as const, house: 'stark' as const, embattledArea: 'castle-black', attackerOrigin: 'karhold', supplyLevel: 2, survivors: [K], board: [{ id: 'castle-black', owner: 'greyjoy' as const, units: [F] }] };
const lannister = [
  { id: 'the-twins', owner: 'lannister' as const, units: [F, F, F, K] },
  { id: 'harrenhal', owner: 'lannister' as const, units: [F, F, K] },
  { id: 'lannisport', owner: 'lannister' as const, units: [F, K] },
  { id: 'stoney-sept', owner: 'lannister' as const, units: [F, F] },
];
const reconcile = { kind: 'supplyReconcile' as const, house: 'lannister' as const, board: lannister, supplyLevel: 3, removal: [{ area: 'the-twins', type: 'footman' as const }, { area: 'harrenhal', type: 'footman' as const }] };
const gql = 'mutation($i: AgotMoraleRequestInput!) { agotTestMorale(input: $i) { result: resultJson explanation { cite text } } }';

describe('agot morale/test: the Wildling card applied', () => {
  it('REST: every house’s change, each step cited', async () => {
    const r = await t.http.post('/v1/agot/morale/test').send(mammoth).expect(200);
    expect(r.body.result).toMatchObject({ outcome: 'wildlings', lowestBidder: 'baratheon', newThreat: 4, complete: true });
    expect(r.body.result.changes).toEqual([
      expect.objectContaining({ house: 'baratheon', role: 'lowest bidder', status: 'applied', destroyed: [{ area: 'dragonstone', type: 'footman' }, { area: 'dragonstone', type: 'knight' }, { area: 'kingswood', type: 'footman' }] }),
      expect.objectContaining({ house: 'stark', role: 'other', status: 'applied', destroyed: mammoth.choices[0].destroy }),
      expect.objectContaining({ house: 'lannister', role: 'other', status: 'applied', destroyed: mammoth.choices[1].destroy }),
    ]);
    expect(r.body.result.unitsAfter).toEqual({ stark: [{ area: 'winterfell', units: ['footman'] }], lannister: [{ area: 'lannisport', units: ['footman'] }, { area: 'stoney-sept', units: ['footman'] }], baratheon: [] });
    expect(r.body.explanation.some((e: { cite: string }) => e.cite.includes('Appendix A.7'))).toBe(true);
  });

  it('GraphQL and the SDK give the same answer', async () => {
    const rest = await t.http.post('/v1/agot/morale/test').send(mammoth).expect(200);
    const g = await t.gql(gql, { i: mammoth });
    expect(g.data.agotTestMorale.result).toEqual(rest.body.result);
    const sdk = await arbiter.testMorale('agot', mammoth);
    expect(sdk.result.changes).toEqual(rest.body.result.changes);
  });

  it('a missing choice is answered with the requirement and its legal options, not guessed', async () => {
    const r = await t.http.post('/v1/agot/morale/test').send({ ...mammoth, choices: [] }).expect(200);
    expect(r.body.result.complete).toBe(false);
    expect(r.body.result.changes[1]).toMatchObject({ house: 'stark', status: 'pending', required: { field: 'destroy', count: 2 } });
  });

  it('bad inputs: unknown area 400, units not there 422, a choice for a card that needs none 400 — each with its pointer, never a 500', async () => {
    const unknown = await t.http.post('/v1/agot/morale/test').send({ ...mammoth, board: [...board, { id: 'narnia', owner: 'stark', units: [F] }] }).expect(400);
    expect(unknown.body).toMatchObject({ code: 'unknown_reference', errors: [{ path: '/board/6/id', code: 'unknown_area' }] });
    const absent = await t.http.post('/v1/agot/morale/test').send({ ...mammoth, choices: [{ house: 'stark', destroy: [{ area: 'kingswood', type: 'footman' }, { area: 'winterfell', type: 'knight' }] }] }).expect(422);
    expect(absent.body.errors).toEqual([expect.objectContaining({ path: '/choices/0/destroy/0', code: 'unit_not_there' })]);
    const silence = await t.http.post('/v1/agot/morale/test').send({ ...mammoth, card: 'Silence at the Wall' }).expect(400);
    expect(silence.body.errors[0]).toMatchObject({ path: '/choices/0/destroy', code: 'choice_not_needed' });
    const g = await t.gql(gql, { i: { ...mammoth, card: 'Silence at the Wall' } });
    expect(g.errors?.[0].extensions.code).toBe('invalid_input');
    const sdk = await arbiter.testMorale('agot', { ...mammoth, card: 'Silence at the Wall' }).catch((x: unknown) => x);
    expect(sdk).toBeInstanceOf(ArbiterError);
    expect((sdk as ArbiterError).status).toBe(400);
    const field = await t.http.post('/v1/agot/morale/test').send({ ...mammoth, choices: [{ house: 'stark', destroy: [{ area: 'winterfell', type: 'dragon' }] }] }).expect(400);
    expect(field.body.errors[0].path).toBe('/choices/0/destroy/0/type');
  });

  it('D12 over HTTP: wildlingTrackFirst changes Skinchanger Scout’s reward', async () => {
    const nw = { kind: 'wildlingAttack' as const, threat: 4, bids, card: 'Skinchanger Scout' };
    const byDefault = await arbiter.testMorale('agot', nw);
    expect(byDefault.result.powerAfter).toEqual({ stark: 5, lannister: 3, baratheon: 2 });
    const seedOrder = await arbiter.testMorale('agot', { ...nw, options: { wildlingTrackFirst: true } });
    expect(seedOrder.result.powerAfter).toEqual({ stark: 2, lannister: 3, baratheon: 2 });
  });
});

describe('agot morale/test: retreat and supply reconciliation', () => {
  it('retreat through REST, GraphQL and the SDK; an unknown area is a 400 with its pointer', async () => {
    const r = await t.http.post('/v1/agot/morale/test').send(retreat).expect(200);
    expect(r.body.result.destinations).toEqual([{ area: 'winterfell', lose: 0 }]);
    const g = await t.gql(gql, { i: retreat });
    expect(g.data.agotTestMorale.result.destinations).toEqual([{ area: 'winterfell', lose: 0 }]);
    const sdk = await arbiter.testMorale('agot', retreat);
    expect(sdk.result.routed).toEqual(['knight']);
    const bad = await t.http.post('/v1/agot/morale/test').send({ ...retreat, embattledArea: 'narnia' }).expect(400);
    expect(bad.body.errors[0]).toMatchObject({ path: '/embattledArea', code: 'unknown_area' });
  });

  it('supplyReconcile: armies to reduce and the verdict on a proposed removal (the seed’s Lannister example)', async () => {
    const r = await t.http.post('/v1/agot/morale/test').send(reconcile).expect(200);
    expect(r.body.result).toMatchObject({ fits: false, minimumDestroyed: 2, removal: { legal: true, minimal: true } });
    expect(r.body.result.armiesToReduce.map((a: { area: string }) => a.area)).toEqual(['the-twins', 'harrenhal']);
    const g = await t.gql(gql, { i: { ...reconcile, removal: [{ area: 'stoney-sept', type: 'footman' }] } });
    expect(g.data.agotTestMorale.result.removal.shortfalls.map((s: { code: string }) => s.code)).toEqual(['ARMY_TOO_LARGE', 'ARMY_TOO_LARGE']);
    const sdk = await arbiter.testMorale('agot', reconcile);
    expect(sdk.result.removal).toMatchObject({ legal: true });
  });

  it('supplyReconcile bad inputs: units not there 422, unknown area 400, removal without a board 400', async () => {
    const gone = await t.http.post('/v1/agot/morale/test').send({ ...reconcile, removal: [{ area: 'the-twins', type: 'ship' }] }).expect(422);
    expect(gone.body.errors[0]).toMatchObject({ path: '/removal/0', code: 'unit_not_there' });
    const unknown = await t.http.post('/v1/agot/morale/test').send({ ...reconcile, board: [{ id: 'narnia', owner: 'lannister', units: [F] }] }).expect(400);
    expect(unknown.body.errors[0]).toMatchObject({ path: '/board/0/id', code: 'unknown_area' });
    const noBoard = await t.http.post('/v1/agot/morale/test').send({ kind: 'supplyReconcile', unitsPerArea: [3, 3], supplyLevel: 1, removal: [{ area: 'winterfell', type: 'footman' }] }).expect(400);
    expect(noBoard.body.errors.map((e: { path: string }) => e.path)).toEqual(['/removal']);
  });
});
