/**
 * A Game of Thrones: the Westeros phase on a given state (`morale/test` kind `westeros`, L580-650,
 * L3000-3113), the Planning restrictions of the Westeros card in force (L3066-3113) and the Power Pool
 * cap (L53, L311-314, L458-465), the same over REST, GraphQL and the SDK; bad inputs as precise
 * problems with pointers, never a 500.
 */
import { createArbiter } from '../../sdk/src/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

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
const S = { type: 'ship' as const };
const mutation = (field: string) => `mutation($i: ${t.inputType(field)}) { ${field}(input: $i) { result: resultJson explanation { rule cite text } } }`;

const orders = [
  { id: 'winterfell', owner: 'stark' as const, units: [F], order: { type: 'march' as const, star: true, modifier: 1 } },
  { id: 'karhold', owner: 'stark' as const, units: [F], order: { type: 'defense' as const, modifier: 1 } },
];
const validate = { house: 'stark' as const, board: orders, supplyLevel: 2, availablePower: 5, checkOrders: true, kingsCourtPosition: 1, westerosCard: 'putToTheSword' as const, westerosChoice: 'noDefense' as const };
const march = { house: 'stark' as const, board: orders, supplyLevel: 2, availablePower: 5, march: { from: 'winterfell', moves: [{ to: 'castle-black', units: [0] }] }, westerosCard: 'rainsOfAutumn' as const };
const consolidate = { board: [{ id: 'kings-landing', owner: 'baratheon' as const, units: [F], order: { type: 'consolidate' as const } }, { id: 'kingswood', powerToken: 'baratheon' as const }], consolidate: ['kings-landing'], power: { baratheon: 17 } };

describe('agot: order restrictions of the round, each with its own code', () => {
  it('armies/validate: Put to the Sword (no Defense) — REST, GraphQL and the SDK agree', async () => {
    const rest = await t.http.post('/v1/agot/armies/validate').send(validate).expect(200);
    expect(rest.body.result.violations).toEqual([{ code: 'DEFENSE_FORBIDDEN', path: '/board/1/order', message: expect.stringContaining('Put to the Sword') }]);
    const g = await t.gql(mutation('agotValidateArmy'), { i: validate });
    expect(g.data.agotValidateArmy.result).toEqual(rest.body.result);
    expect((await arbiter.validateArmy('agot', validate)).result).toEqual(rest.body.result);
  });

  it('charges/check: the March +1 under Rains of Autumn — REST, GraphQL and the SDK agree', async () => {
    const rest = await t.http.post('/v1/agot/charges/check').send(march).expect(200);
    expect(rest.body.result).toMatchObject({ legal: false, reasons: [{ code: 'MARCH_PLUS_ONE_FORBIDDEN', path: '/board/0/order' }] });
    const g = await t.gql(mutation('agotCheckCharge'), { i: march });
    expect(g.data.agotCheckCharge.result).toEqual(rest.body.result);
    expect((await arbiter.checkCharge('agot', march)).result).toEqual(rest.body.result);
  });

  it('bad inputs: an unknown card, a missing Blade choice, a forbidden order elsewhere on the board — each a problem with its pointer', async () => {
    const unknown = await t.http.post('/v1/agot/charges/check').send({ ...march, westerosCard: 'winterIsComing' }).expect(400);
    expect(unknown.body.errors.map((e: { path: string }) => e.path)).toEqual(['/westerosCard']);
    const missing = await t.http.post('/v1/agot/armies/validate').send({ ...validate, westerosChoice: undefined }).expect(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: '/westerosChoice', code: 'missing_choice' })]);
    const elsewhere = await t.http.post('/v1/agot/charges/check').send({ ...march, westerosCard: 'stormOfSwords' }).expect(422);
    expect(elsewhere.body.errors).toEqual([expect.objectContaining({ path: '/board/1/order', code: 'DEFENSE_FORBIDDEN' })]);
  });
});

describe('agot: the Power Pool caps a gain', () => {
  it('Consolidate Power in King’s Landing gives 3, but with 17 available and 1 token on the board only 2 (REST and GraphQL)', async () => {
    const rest = await t.http.post('/v1/agot/charges/check').send(consolidate).expect(200);
    expect(rest.body.result.consolidate[0]).toMatchObject({ gained: 2, lostToPool: 1 });
    expect(rest.body.result.power).toEqual({ baratheon: 19 });
    const g = await t.gql(mutation('agotCheckCharge'), { i: consolidate });
    expect(g.data.agotCheckCharge.result).toEqual(rest.body.result);
  });
});

const state = {
  kind: 'westeros' as const,
  round: 4,
  threat: 4,
  houses: [
    { house: 'baratheon' as const, availablePower: 5, supplyLevel: 2 },
    { house: 'lannister' as const, availablePower: 5, supplyLevel: 2 },
    { house: 'stark' as const, availablePower: 5, supplyLevel: 1 },
  ],
  tracks: { ironThrone: ['baratheon' as const, 'lannister' as const, 'stark' as const], fiefdoms: ['stark' as const, 'baratheon' as const, 'lannister' as const], kingsCourt: ['lannister' as const, 'stark' as const, 'baratheon' as const] },
  board: [
    { id: 'winterfell', owner: 'stark' as const, units: [F, K], garrison: 2 },
    { id: 'white-harbor', owner: 'stark' as const, units: [F] },
    { id: 'lannisport', owner: 'lannister' as const, units: [F, K], garrison: 2 },
    { id: 'stoney-sept', owner: 'lannister' as const, units: [F] },
    { id: 'dragonstone', owner: 'baratheon' as const, units: [F, K], garrison: 2 },
    { id: 'kingswood', owner: 'baratheon' as const, units: [F] },
    { id: 'shipbreaker-bay', owner: 'baratheon' as const, units: [S, S] },
  ],
  // Deck I A Throne of Blades (icon), deck II Game of Thrones, deck III Put to the Sword
  cards: [{ deck: 1 as const, card: 'aThroneOfBlades' as const }, { deck: 2 as const, card: 'gameOfThrones' as const }, { deck: 3 as const, card: 'putToTheSword' as const }],
};
const decided = { ...state, decisions: { throneOfBlades: 'none' as const, putToTheSword: 'noDefense' as const } };

describe('agot morale/test kind westeros: the Westeros phase', () => {
  it('waits for the Iron Throne holder’s choice, with the options; the later cards are not reached', async () => {
    const r = await t.http.post('/v1/agot/morale/test').send(state).expect(200);
    expect(r.body.result).toMatchObject({ kind: 'westeros', round: 5, complete: false, newThreat: 6, waitingFor: { step: 2, status: 'pending', required: { field: '/decisions/throneOfBlades', by: 'baratheon', options: ['muster', 'supply', 'none'] } } });
    expect(r.body.result.steps.map((s: { step: string; card?: string; status: string }) => `${s.card ?? s.step}:${s.status}`)).toEqual(['round:applied', 'wildlingTrack:applied', 'aThroneOfBlades:pending', 'gameOfThrones:notReached', 'putToTheSword:notReached']);
  });

  it('with the decisions: Power per icon, the Blade holder’s restriction; REST, GraphQL and the SDK agree; every step cited', async () => {
    const rest = await t.http.post('/v1/agot/morale/test').send(decided).expect(200);
    expect(rest.body.result).toMatchObject({ complete: true, waitingFor: null, restrictions: [{ card: 'putToTheSword', restriction: 'noDefense', westerosCard: 'putToTheSword', westerosChoice: 'noDefense' }], dominanceHolders: { ironThrone: 'baratheon', valyrianBlade: 'stark', messengerRaven: 'lannister' } });
    expect(rest.body.result.housesAfter.map((h: { house: string; availablePower: number }) => [h.house, h.availablePower])).toEqual([['baratheon', 7], ['lannister', 6], ['stark', 6]]);
    expect(rest.body.explanation.every((e: { cite: string }) => /L\d+/.test(e.cite))).toBe(true);
    const g = await t.gql(mutation('agotTestMorale'), { i: decided });
    expect(g.errors).toBeUndefined();
    expect(g.data.agotTestMorale.result).toEqual(rest.body.result);
    expect((await arbiter.testMorale('agot', decided)).result).toEqual(rest.body.result);
  });

  it('the catalogue lists the fifteen Westeros card types with decks, copies and Wildling icons; the option darkWingsIgnoresPorts is offered', async () => {
    const sys = await arbiter.getSystem('agot');
    const cards = (sys.catalogue as unknown as { westerosCards: Array<{ id: string; copies: Record<string, number>; wildlingIcons: number }> }).westerosCards;
    expect(cards).toHaveLength(15);
    expect(cards.reduce((n, c) => n + Object.values(c.copies).reduce((a, b) => a + b, 0), 0)).toBe(30);
    const options = sys.options as unknown as Record<string, Array<{ name: string; default: unknown }>>;
    expect(options.morale.find((o) => o.name === 'darkWingsIgnoresPorts')).toMatchObject({ default: false });
  });

  it('bad inputs: an unknown card, a choice not among the legal ones, a bid beyond a house’s Power, a card in the wrong deck — each a problem with its pointer', async () => {
    const unknown = await t.http.post('/v1/agot/morale/test').send({ ...state, cards: [{ deck: 1, card: 'dragonsRising' }] }).expect(400);
    expect(unknown.body.errors.map((e: { path: string }) => e.path)).toEqual(['/cards/0/card']);
    const choice = await t.http.post('/v1/agot/morale/test').send({ ...state, decisions: { throneOfBlades: 'everything' } }).expect(400);
    expect(choice.body.errors.map((e: { path: string }) => e.path)).toEqual(['/decisions/throneOfBlades']);
    const attack = { ...state, cards: [{ deck: 3, card: 'wildlingsAttack' }], decisions: { wildlingAttacks: [{ bids: [{ house: 'baratheon', bid: 9 }, { house: 'lannister', bid: 0 }, { house: 'stark', bid: 0 }] }] } };
    const bid = await t.http.post('/v1/agot/morale/test').send(attack).expect(400);
    expect(bid.body.errors).toEqual([expect.objectContaining({ path: '/decisions/wildlingAttacks/0/bids/0/bid', code: 'BID_EXCEEDS_POWER' })]);
    const deck = await t.http.post('/v1/agot/morale/test').send({ ...state, cards: [{ deck: 3, card: 'supply' }] }).expect(400);
    expect(deck.body.errors).toEqual([expect.objectContaining({ path: '/cards/0/card', code: 'not_in_deck' })]);
    const gqlBad = await t.gql(mutation('agotTestMorale'), { i: { ...state, cards: [{ deck: 3, card: 'supply' }] } });
    expect(gqlBad.errors?.[0].extensions.code).toBeDefined();
  });
});
