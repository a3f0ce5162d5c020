/**
 * A Game of Thrones: the Planning restrictions of the Westeros card in force (L3066-3113) and the
 * Power Pool cap (L53, L311-314, L458-465), the same over REST, GraphQL and the SDK; bad inputs as
 * precise problems with pointers, never a 500.
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
