/**
 * A Game of Thrones through GraphQL: the system and its catalogue, setup, every legal march, and the
 * issue's bad inputs with the same codes and pointers as REST in `extensions`; malformed inputs never a 500.
 */
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const F = { type: 'footman' };
const K = { type: 'knight' };
const mutation = (field: string) => `mutation($i: ${t.inputType(field)}) { ${field}(input: $i) { result: resultJson explanation { rule cite text } } }`;

describe('AGoT through GraphQL', () => {
  it('system(id: "agot"): the map, the House cards and the options with their defaults', async () => {
    const r = await t.gql('{ system(id: "agot") { id name rulesVersions catalogue options capabilities { charges { served path } } } }');
    const s = r.data.system;
    expect([s.id, s.rulesVersions]).toEqual(['agot', ['agot-2e']]);
    expect(s.catalogue.map.areas).toHaveLength(58);
    expect(s.catalogue.map.adjacency).toHaveLength(143);
    expect(s.catalogue.houseCards).toHaveLength(42);
    expect(s.capabilities.charges).toEqual({ served: true, path: '/v1/agot/charges/check' });
    expect(s.options.charges.find((o: { name: string }) => o.name === 'adjacencies')).toMatchObject({ type: 'enum', default: 'seed', values: ['seed', 'extended'] });
    expect(s.options.morale.map((o: { name: string; default: unknown }) => [o.name, o.default])).toEqual([
      ['shipsMayRetreatToPort', true],
      ['supplyCheckEmptyRetreat', true],
      ['retreatFewestLosses', false],
      ['darkWingsIgnoresPorts', false],
      ['preemptiveRaidTieByIronThrone', false],
      ['wildlingTrackFirst', false],
      ['adjacencies', 'seed'],
    ]);
  });

  it('agotSetupTerrain: the 3-player opening, with its impassable areas, and its port on the extended map', async () => {
    const r = await t.gql(mutation('agotSetupTerrain'), { i: { playerCount: 3 } });
    const res = r.data.agotSetupTerrain.result;
    expect(res.houses).toEqual(['baratheon', 'lannister', 'stark']);
    expect(res.tracks.kingsCourt).toEqual(['lannister', 'stark', 'baratheon']);
    expect(res.areas.filter((a: { blocked?: boolean }) => a.blocked)).toHaveLength(16);
    expect(res.areas.find((a: { id: string }) => a.id === 'port-of-lannisport')).toBeUndefined(); // no Lannister port ship at 3 players
    expect(r.data.agotSetupTerrain.explanation[0].cite).toMatch(/^001_4bc5a92fd4dd1b7e\.txt L/);
    const ext = await t.gql(mutation('agotSetupTerrain'), { i: { playerCount: 3, options: { adjacencies: 'extended' } } });
    expect(ext.data.agotSetupTerrain.result.areas.find((a: { id: string }) => a.id === 'port-of-highgarden')).toEqual({ id: 'port-of-highgarden', blocked: true });
  });

  it('agotCheckCharge kind marches: every legal march of a house', async () => {
    const board = [{ id: 'karhold', owner: 'stark', units: [F, K], order: { type: 'march' } }, { id: 'castle-black', owner: 'greyjoy', units: [F] }, { id: 'winterfell', owner: 'stark', units: [F] }];
    const r = await t.gql(mutation('agotCheckCharge'), { i: { kind: 'marches', house: 'stark', board, supplyLevel: 0, availablePower: 1 } });
    expect(r.data.agotCheckCharge.result).toMatchObject({ kind: 'marches', house: 'stark', count: 7, orders: [{ from: 'karhold', count: 7 }] });
    expect(r.data.agotCheckCharge.result.orders[0].destinations).toEqual([
      { to: 'castle-black', kind: 'combat', against: 'greyjoy', largest: [0, 1] },
      { to: 'winterfell', kind: 'move', against: null, largest: [1] },
    ]);
  });

  it('the issue\'s bad inputs carry the REST code and pointer in extensions', async () => {
    const cases: Array<[string, Record<string, unknown>, string, string, string]> = [
      ['agotCheckCharge', { house: 'stark', supplyLevel: 1, availablePower: 1, board: [{ id: 'narnia' }], march: { from: 'winterfell', moves: [] } }, 'unknown_reference', '/board/0/id', 'unknown_area'],
      ['agotCheckCharge', { house: 'stark', supplyLevel: 1, availablePower: 1, board: [{ id: 'bay-of-ice', owner: 'stark', units: [K] }], march: { from: 'winterfell', moves: [] } }, 'invalid_input', '/board/0/units/0/type', 'cannot_occupy'],
      ['agotResolveAttack', { area: 'karhold', attacker: { house: 'stark', from: 'winterfell', units: [F], card: 'tywin-lannister' }, defender: { house: 'greyjoy', units: [F], card: 'balon-greyjoy' }, fiefdoms: ['greyjoy', 'stark'] }, 'invalid_input', '/attacker/card', 'not_owned'],
      ['agotSetupTerrain', { playerCount: 7 }, 'invalid_input', '/playerCount', 'range'],
      ['agotCheckCharge', { house: 'stark', supplyLevel: 1, availablePower: 1, board: [], march: { from: 'winterfell', moves: [] }, options: { adjacencies: 'gsl' } }, 'invalid_option', '/options/adjacencies', 'enum'],
    ];
    const rest: Record<string, string> = { agotCheckCharge: 'charges/check', agotResolveAttack: 'attacks/resolve', agotSetupTerrain: 'terrain/setup' };
    for (const [field, input, code, path, issue] of cases) {
      const r = await t.gql(mutation(field), { i: input });
      expect(r.data).toBeNull();
      expect(r.errors![0].extensions).toMatchObject({ code, status: 400, errors: [expect.objectContaining({ path, code: issue })] });
      const http = await t.http.post(`/v1/agot/${rest[field]}`).send(input).expect(400);
      expect([http.body.code, http.body.errors[0].path]).toEqual([code, path]);
    }
  });

  it('malformed inputs to every AGoT mutation: a coded 400 error, never a 500', async () => {
    const fields = ['agotResolveAttack', 'agotCheckCharge', 'agotTestMorale', 'agotValidateArmy', 'agotSetupTerrain', 'agotScoreScenario'];
    const inputs: unknown[] = [null, [], 'x', {}, 42, { board: 'x', house: 5, playerCount: 'six', kind: 7, march: [], houses: {} }, { board: [{ id: 5 }] }];
    for (const f of fields) {
      for (const i of inputs) {
        const r = await t.gql(mutation(f), { i });
        const e = r.errors?.[0];
        // Refused by the typed input before any resolver or by the request validation: the REST problem either way.
        expect([f, i, e.extensions.code, e.extensions.status]).toEqual([f, i, 'validation_failed', 400]);
      }
    }
  });
});
