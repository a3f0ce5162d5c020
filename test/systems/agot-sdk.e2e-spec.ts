/**
 * A Game of Thrones through the typed SDK (and raw REST for bodies the SDK's types refuse): the
 * catalogue, setup, marches (one, every one of a house, the adjacencies option), the bad
 * inputs as precise problems, and malformed bodies on every endpoint never giving a 500.
 */
import { ArbiterError, createArbiter } from '../../sdk/src/index.js';
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
type Catalogue = { map: { areas: Array<{ id: string; type: string }>; adjacency: string[][] }; mapExtended: { areas: Array<{ id: string }>; adjacency: string[][] }; houseCards: Array<{ id: string; house: string }> };
type Option = { name: string; default: unknown; values?: string[] };

/** The ArbiterError a call throws. */
async function problem(call: Promise<unknown>): Promise<ArbiterError> {
  const err = await call.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(ArbiterError);
  return err as ArbiterError;
}

describe('AGoT through the SDK', () => {
  it('GET /v1/agot: 58 areas, 143 adjacencies, 42 House cards, every option with its default', async () => {
    const sys = await arbiter.getSystem('agot');
    const cat = sys.catalogue as unknown as Catalogue;
    expect(cat.map.areas).toHaveLength(58);
    expect(cat.map.adjacency).toHaveLength(143);
    expect(cat.map.areas.filter((a) => a.type === 'port')).toHaveLength(8);
    expect(cat.mapExtended.areas.map((a) => a.id)).toEqual(['port-of-highgarden']);
    expect(cat.mapExtended.adjacency).toHaveLength(7);
    expect(cat.houseCards).toHaveLength(42);
    expect(cat.houseCards.filter((c) => c.house === 'stark')).toHaveLength(7);
    const options = sys.options as unknown as Record<string, Option[]>;
    expect(Object.keys(options).sort()).toEqual(['armies', 'attacks', 'charges', 'morale', 'scoring', 'terrain']);
    for (const list of Object.values(options)) expect(list.find((o) => o.name === 'adjacencies')).toMatchObject({ default: 'seed', values: ['seed', 'extended'] });
    expect(options.charges.map((o) => [o.name, o.default])).toEqual([['portCaptureOnlyAfterCombat', false], ['portsLinkTransport', false], ['adjacencies', 'seed']]);
    expect(options.terrain.map((o) => [o.name, o.default])).toEqual([['startingUnits', 'errataV2'], ['adjacencies', 'seed']]);
  });

  it('terrain/setup: the 6-player and 4-player openings, and the same decks from the same seed', async () => {
    const six = await arbiter.setupTerrain('agot', { playerCount: 6 });
    expect(six.result.houses).toEqual(['baratheon', 'lannister', 'stark', 'greyjoy', 'tyrell', 'martell']);
    expect(six.result.tracks.ironThrone).toEqual(['baratheon', 'lannister', 'stark', 'martell', 'greyjoy', 'tyrell']);
    expect(six.result.dominance).toEqual({ ironThrone: 'baratheon', valyrianBlade: 'greyjoy', messengerRaven: 'lannister' });
    const at = (id: string) => six.result.areas.find((a) => a.id === id);
    expect(at('winterfell')).toEqual({ id: 'winterfell', owner: 'stark', units: ['footman', 'knight'], garrison: 2 });
    expect(at('kings-landing')).toEqual({ id: 'kings-landing', neutralForce: 5 });
    expect(six.result.supply).toEqual({ baratheon: 2, lannister: 2, stark: 1, greyjoy: 2, tyrell: 2, martell: 2 });
    const four = await arbiter.setupTerrain('agot', { playerCount: 4 });
    expect(four.result.areas.filter((a) => a.neutralForce !== undefined).map((a) => [a.id, a.neutralForce])).toEqual([
      ['dornish-marches', 3], ['kings-landing', 5], ['oldtown', 3], ['princes-pass', 3], ['salt-shore', 3], ['starfall', 3], ['storms-end', 4], ['sunspear', 5], ['the-boneway', 3], ['the-eyrie', 6], ['three-towers', 3], ['yronwood', 3],
    ]);
    const a = await arbiter.setupTerrain('agot', { playerCount: 3, dice: { mode: 'seeded', seed: 'sdk' } });
    const b = await arbiter.setupTerrain('agot', { playerCount: 3, dice: { mode: 'seeded', seed: 'sdk' } });
    expect(a.result.decks).toEqual(b.result.decks);
    expect(a.result.decks!.westeros.map((d) => d.length)).toEqual([10, 10, 10]);
  });

  it('charges/check: one march by ship transport, every legal march of a house, and the adjacencies option', async () => {
    const board = [
      { id: 'winterfell', owner: 'stark' as const, units: [F, K], order: { type: 'march' as const } },
      { id: 'the-shivering-sea', owner: 'stark' as const, units: [S] },
      { id: 'the-narrow-sea', owner: 'stark' as const, units: [S] },
      { id: 'karhold', owner: 'greyjoy' as const, units: [F] },
    ];
    const one = await arbiter.checkCharge('agot', { house: 'stark', board, supplyLevel: 2, availablePower: 5, march: { from: 'winterfell', moves: [{ to: 'the-fingers', units: [0] }, { to: 'karhold', units: [1] }] } });
    expect(one.result).toMatchObject({ legal: true, attack: { target: 'karhold', kind: 'combat', against: 'greyjoy' }, moves: [{ to: 'the-fingers', via: ['the-shivering-sea', 'the-narrow-sea'], kind: 'move' }, { to: 'karhold', kind: 'attack' }] });
    const small = [
      { id: 'karhold', owner: 'stark' as const, units: [F, K], order: { type: 'march' as const } },
      { id: 'castle-black', owner: 'greyjoy' as const, units: [F] },
      { id: 'winterfell', owner: 'stark' as const, units: [F] },
    ];
    const all = await arbiter.checkCharge('agot', { kind: 'marches', house: 'stark', board: small, supplyLevel: 0, availablePower: 1 });
    const keys = all.result.orders![0].marches.map((m) => m.moves.map((x) => `${x.to}:${x.units.join(',')}`).join(' + '));
    expect(keys).toEqual(['castle-black:0', 'castle-black:0,1', 'castle-black:0 + winterfell:1', 'castle-black:1', 'castle-black:1 + winterfell:0', 'winterfell:0', 'winterfell:1']);
    expect(all.result.orders![0].marches[1]).toMatchObject({ attack: { target: 'castle-black', kind: 'combat', against: 'greyjoy' }, canEstablishControl: true });
    const kb = { house: 'baratheon' as const, supplyLevel: 2, availablePower: 5, board: [{ id: 'kingswood', owner: 'baratheon' as const, units: [F], order: { type: 'march' as const } }], march: { from: 'kingswood', moves: [{ to: 'blackwater', units: [0] }] } };
    expect((await arbiter.checkCharge('agot', kb)).result.reasons!.map((r) => r.code)).toEqual(['NOT_ADJACENT']);
    expect((await arbiter.checkCharge('agot', { ...kb, options: { adjacencies: 'extended' } })).result.legal).toBe(true);
  });

  it('the issue\'s bad inputs are precise problems: unknown area, a knight at sea, a card the house does not own, 7 players', async () => {
    const march = { house: 'stark' as const, supplyLevel: 1, availablePower: 1, march: { from: 'winterfell', moves: [] } };
    const unknown = await problem(arbiter.checkCharge('agot', { ...march, board: [{ id: 'narnia' }] }));
    expect([unknown.status, unknown.problem.code, unknown.problem.errors]).toEqual([400, 'unknown_reference', [expect.objectContaining({ path: '/board/0/id', code: 'unknown_area' })]]);
    const sea = await problem(arbiter.checkCharge('agot', { ...march, board: [{ id: 'bay-of-ice', owner: 'stark', units: [K] }] }));
    expect([sea.status, sea.problem.code, sea.problem.errors]).toEqual([400, 'invalid_input', [expect.objectContaining({ path: '/board/0/units/0/type', code: 'cannot_occupy' })]]);
    const card = await problem(arbiter.resolveAttack('agot', { area: 'karhold', attacker: { house: 'stark', from: 'winterfell', units: [F], card: 'tywin-lannister' }, defender: { house: 'greyjoy', units: [F], card: 'balon-greyjoy' }, fiefdoms: ['greyjoy', 'stark'] }));
    expect([card.status, card.problem.code, card.problem.errors]).toEqual([400, 'invalid_input', [expect.objectContaining({ path: '/attacker/card', code: 'not_owned' })]]);
    const seven = await problem(arbiter.setupTerrain('agot', { playerCount: 7 }));
    expect([seven.status, seven.problem.code, seven.problem.errors]).toEqual([400, 'invalid_input', [expect.objectContaining({ path: '/playerCount', code: 'range' })]]);
    const option = await problem(arbiter.checkCharge('agot', { ...march, board: [], options: { adjacencies: 'gsl' } }));
    expect([option.status, option.problem.code, option.problem.errors![0].path]).toEqual([400, 'invalid_option', '/options/adjacencies']);
  });

  it('malformed bodies on every AGoT endpoint: a 4xx problem+json, never a 500', async () => {
    const endpoints = ['attacks/resolve', 'charges/check', 'morale/test', 'armies/validate', 'terrain/setup', 'scenarios/score'];
    const bodies = ['null', '[]', '"x"', '{}', '42', '{"board":"x","house":5,"playerCount":"six","kind":7,"march":[],"attacker":null,"houses":{}}', '{"board":[null],"raids":"x"}', '{"options":[],"dice":5}', '{"board":[{"id":5,"units":"x"}]}', '{'];
    for (const e of endpoints) {
      for (const body of bodies) {
        const res = await t.http.post(`/v1/agot/${e}`).set('content-type', 'application/json').send(body);
        expect([e, body, res.status < 500 && res.status >= 400, res.headers['content-type']]).toEqual([e, body, true, expect.stringMatching(/^application\/problem\+json/)]);
        expect(res.body).toMatchObject({ status: res.status, code: expect.any(String) });
      }
    }
  });
});
