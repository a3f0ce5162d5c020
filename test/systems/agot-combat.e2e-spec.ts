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
const S = { type: 'ship' };
const GQL = 'mutation($i: AgotCombatRequestInput!) { agotResolveAttack(input: $i) { result: resultJson } }';
/** Stark (3 Knights, Ser Rodrick: 1, no Sword) takes Moat Cailin from Greyjoy (2 Footmen and a Knight, Dagmar: 1). */
const base = {
  area: 'moat-cailin',
  attacker: { house: 'stark', from: 'winterfell', units: [K, K, K], card: 'ser-rodrick-cassel' },
  defender: { house: 'greyjoy', units: [F, F, K], card: 'dagmar-cleftjaw', supplyLevel: 6 },
  fiefdoms: ['greyjoy', 'stark'],
  board: [
    { id: 'greywater-watch', owner: 'greyjoy', units: [F] },
    { id: 'seagard', owner: 'stark', units: [F] },
    { id: 'the-twins', powerToken: 'stark' },
  ],
};

describe('A Game of Thrones combat: retreat and routing, over REST and GraphQL', () => {
  it('the defeated defender’s legal retreat areas, exclusions, routed units and who chooses', async () => {
    const r = await t.http.post('/v1/agot/attacks/resolve').send(base).expect(200);
    expect(r.body.result.victor).toBe('stark');
    expect(r.body.result.retreat).toEqual({
      side: 'defender',
      house: 'greyjoy',
      mandatory: true,
      chosenBy: 'greyjoy',
      to: null,
      legalDestinations: ['greywater-watch', 'white-harbor'],
      unitsLostPerDestination: { 'greywater-watch': 0, 'white-harbor': 0 },
      excluded: [
        { area: 'seagard', reason: 'ENEMY_UNITS' },
        { area: 'the-narrow-sea', reason: 'WRONG_AREA_KIND' },
        { area: 'the-twins', reason: 'ENEMY_POWER_TOKEN' },
        { area: 'winterfell', reason: 'ATTACKER_ORIGIN' },
      ],
      routed: [
        { index: 0, type: 'footman' },
        { index: 1, type: 'footman' },
        { index: 2, type: 'knight' },
      ],
      supplyChecked: true,
    });
    expect(r.body.explanation.map((e: { rule: string }) => e.rule)).toContain('agot.retreat');
    const g = await t.gql(GQL, { i: { ...base, attacker: { ...base.attacker, card: 'eddard-stark' }, defender: { ...base.defender, casualtyOrder: [2] } } });
    expect(g.data.agotResolveAttack.result.unitsDestroyed).toEqual([{ side: 'defender', index: 2, type: 'knight', cause: 'Swords' }]);
    expect(g.data.agotResolveAttack.result.retreat.routed).toEqual([{ index: 0, type: 'footman' }, { index: 1, type: 'footman' }]);
  });

  it('a defeated attacker goes home routed; a routed defender unit forced to retreat is destroyed (E12, L2186-2202)', async () => {
    const e12 = {
      area: 'storms-end',
      attacker: { house: 'baratheon', from: 'the-boneway', units: [K, K], card: 'patchface' },
      defender: { house: 'tyrell', units: [F, { type: 'knight', routed: true }], card: 'queen-of-thorns', choices: { removeOrder: null } },
      fiefdoms: ['baratheon', 'tyrell'],
    };
    const r = await t.http.post('/v1/agot/attacks/resolve').send(e12).expect(200);
    expect(r.body.result.strength.defender.total).toBe(1);
    expect(r.body.result.unitsDestroyed).toEqual([{ side: 'defender', index: 1, type: 'knight', cause: 'ROUTED_CANNOT_RETREAT' }]);
    const e11 = { area: 'kingswood', attacker: { house: 'tyrell', from: 'kings-landing', units: [F, K], card: 'alester-florent' }, defender: { house: 'lannister', units: [F, F], card: 'ser-jaime-lannister' }, fiefdoms: ['lannister', 'tyrell'] };
    const g = await t.gql(GQL, { i: e11 });
    expect(g.data.agotResolveAttack.result.retreat).toMatchObject({ side: 'attacker', to: 'kings-landing', chosenBy: null, routed: [{ index: 0, type: 'footman' }, { index: 1, type: 'knight' }] });
  });
});

describe('A Game of Thrones retreats: supply losses applied, the defender’s choice, the beaten attacker on its own (L2115-2141, L2528-2533)', () => {
  it('defender.retreatTo applies that area’s supply loss before the retreat; an illegal area is a 400', async () => {
    const board = [
      { id: 'greywater-watch', owner: 'greyjoy', units: [F, F] },
      { id: 'white-harbor', owner: 'greyjoy', units: [F] },
      { id: 'seagard', owner: 'stark', units: [F] },
      { id: 'the-twins', owner: 'stark', units: [F] },
    ];
    const body = { ...base, board, defender: { ...base.defender, units: [F, F, K], supplyLevel: 1, retreatTo: 'white-harbor' } };
    const r = await t.http.post('/v1/agot/attacks/resolve').send(body).expect(200);
    expect(r.body.result.retreat).toMatchObject({ to: 'white-harbor', unitsLostPerDestination: { 'greywater-watch': 2, 'white-harbor': 1 }, routed: [{ index: 1, type: 'footman' }, { index: 2, type: 'knight' }] });
    expect(r.body.result.unitsDestroyed).toEqual([{ side: 'defender', index: 0, type: 'footman', cause: 'RETREAT_BREAKS_SUPPLY' }]);
    const bad = await t.http.post('/v1/agot/attacks/resolve').send({ ...body, defender: { ...body.defender, retreatTo: 'seagard' } }).expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: '/defender/retreatTo', code: 'not_legal_retreat' })]);
  });

  it('a beaten attacker whose origin is an enemy home area it left empty is destroyed; morale/test answers its retreat on its own', async () => {
    const lost = { area: 'karhold', attacker: { house: 'lannister', from: 'winterfell', units: [F], card: 'the-hound' }, defender: { house: 'greyjoy', units: [F, K], card: 'euron-crow-s-eye' }, fiefdoms: ['greyjoy', 'lannister'] };
    const r = await t.http.post('/v1/agot/attacks/resolve').send(lost).expect(200);
    expect(r.body.result.unitsDestroyed).toEqual([{ side: 'attacker', index: 0, type: 'footman', cause: 'NO_LEGAL_RETREAT' }]);
    const alone = { kind: 'retreat', side: 'attacker', house: 'lannister', embattledArea: 'karhold', attackerOrigin: 'winterfell', survivors: [F, K], board: [] };
    const m = await t.http.post('/v1/agot/morale/test').send(alone).expect(200);
    expect(m.body.result).toMatchObject({ side: 'attacker', to: null, excluded: [{ area: 'winterfell', reason: 'ENEMY_POWER_TOKEN' }], destroyed: ['footman', 'knight'], routed: [] });
    const g = await t.gql('mutation($i: AgotMoraleRequestInput!) { agotTestMorale(input: $i) { result: resultJson } }', { i: { ...alone, board: [{ id: 'winterfell', powerToken: 'lannister' }] } });
    expect(g.data.agotTestMorale.result).toMatchObject({ side: 'attacker', to: 'winterfell', routed: ['footman', 'knight'] });
  });
});

describe('A Game of Thrones combat: options and card choices over HTTP', () => {
  it('siegeEnginesLostBeforeCasualties, retreatFewestLosses and salladhorVictarion are listed and change the answer; Tyrion may decline', async () => {
    const cat = await t.http.get('/v1/agot').expect(200);
    expect(JSON.stringify(cat.body)).toEqual(expect.stringContaining('siegeEnginesLostBeforeCasualties'));
    const siege = { ...base, attacker: { ...base.attacker, card: 'eddard-stark' }, defender: { ...base.defender, units: [{ type: 'siegeEngine' }, F, K] } };
    const seed = await t.http.post('/v1/agot/attacks/resolve').send(siege).expect(200);
    expect(seed.body.result.unitsDestroyed).toEqual([{ side: 'defender', index: 0, type: 'siegeEngine', cause: 'Swords' }]);
    const first = await t.http.post('/v1/agot/attacks/resolve').send({ ...siege, options: { siegeEnginesLostBeforeCasualties: true } }).expect(200);
    expect(first.body.result.unitsDestroyed.map((u: { cause: string }) => u.cause)).toEqual(['SIEGE_ENGINE_CANNOT_RETREAT', 'Swords']);
    const tyrion = { ...base, attacker: { ...base.attacker, house: 'lannister', card: 'tyrion-lannister', choices: { cancel: false } } };
    const g = await t.gql(GQL, { i: tyrion });
    expect(g.data.agotResolveAttack.result.cardsPlayed).toEqual({ attacker: 'tyrion-lannister', defender: 'dagmar-cleftjaw' });
    const cersei = { ...base, attacker: { ...base.attacker, house: 'lannister', card: 'cersei-lannister' }, board: [...base.board, { id: 'pyke', owner: 'greyjoy', units: [F], order: { type: 'consolidate' } }] };
    const waiting = await t.http.post('/v1/agot/attacks/resolve').send(cersei).expect(200);
    expect(waiting.body.result.complete).toBe(false);
    expect(waiting.body.result.pending).toContainEqual(expect.objectContaining({ card: 'cersei-lannister', field: '/attacker/choices/removeOrder', options: ['pyke'] }));
    const chosen = await t.gql(GQL, { i: { ...cersei, attacker: { ...cersei.attacker, choices: { removeOrder: 'pyke' } }, defender: { ...cersei.defender, retreatTo: 'white-harbor' } } });
    expect(chosen.data.agotResolveAttack.result).toMatchObject({ complete: true, pending: [], ordersRemoved: [{ area: 'pyke', house: 'greyjoy', by: 'Cersei Lannister' }] });
    const bad = await t.http.post('/v1/agot/attacks/resolve').send({ ...base, options: { salladhorVictarion: 'sometimes' } }).expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: '/options/salladhorVictarion', code: 'enum' })]);
  });
});

describe('A Game of Thrones combat: bad inputs are precise problems', () => {
  const post = (body: object, status: number) => t.http.post('/v1/agot/attacks/resolve').send(body).expect(status);

  it('unknown origin (400), origin not adjacent (422), a port as the battle area (422)', async () => {
    const unknown = await post({ ...base, attacker: { ...base.attacker, from: 'narnia' } }, 400);
    expect(unknown.body).toMatchObject({ status: 400, code: 'unknown_reference', errors: [{ path: '/attacker/from', code: 'unknown_area' }] });
    const far = await post({ ...base, attacker: { ...base.attacker, from: 'karhold' } }, 422);
    expect(far.body).toMatchObject({ status: 422, code: 'impossible_state', errors: [{ path: '/attacker/from', code: 'NOT_ADJACENT' }] });
    const port = await post({ area: 'port-of-winterfell', attacker: { house: 'greyjoy', from: 'bay-of-ice', units: [S], card: 'euron-crow-s-eye' }, defender: { house: 'stark', units: [S], card: 'eddard-stark' }, fiefdoms: ['stark', 'greyjoy'] }, 422);
    expect(port.body.errors).toEqual([expect.objectContaining({ path: '/area', code: 'PORT_CANNOT_BE_ATTACKED' })]);
    const g = await t.gql(GQL, { i: { ...base, attacker: { ...base.attacker, from: 'karhold' } } });
    expect(g.errors?.[0]?.extensions).toMatchObject({ status: 422 });
  });

  it('the Valyrian Steel Blade not held, held outside the combat, or already used (422); Stannis without the Iron Throne track (400)', async () => {
    const notHeld = await post({ ...base, attacker: { ...base.attacker, blade: true } }, 422);
    expect(notHeld.body.errors).toEqual([expect.objectContaining({ path: '/attacker/blade', code: 'BLADE_UNAVAILABLE' })]);
    const outside = await post({ ...base, fiefdoms: ['lannister', 'greyjoy', 'stark'], defender: { ...base.defender, blade: true } }, 422);
    expect(outside.body.errors).toEqual([expect.objectContaining({ path: '/defender/blade', code: 'BLADE_NOT_COMBATANT' })]);
    const used = await post({ ...base, valyrianBlade: { used: true }, defender: { ...base.defender, blade: true } }, 422);
    expect(used.body.errors).toEqual([expect.objectContaining({ path: '/defender/blade', code: 'BLADE_UNAVAILABLE' })]);
    const support = await post({ ...base, fiefdoms: ['lannister', 'greyjoy', 'stark'], supports: [{ area: 'the-twins', house: 'lannister', units: [], to: 'none', blade: true }] }, 422);
    expect(support.body.errors).toEqual([expect.objectContaining({ path: '/supports/0/blade', code: 'BLADE_NOT_COMBATANT' })]);
    const neutral = { house: 'tyrell', board: [{ id: 'yronwood', owner: 'tyrell', units: [K, F], order: { type: 'march', star: true, modifier: 1 } }, { id: 'sunspear', neutralForce: 4 }], supplyLevel: 2, availablePower: 5, march: { from: 'yronwood', moves: [{ to: 'sunspear', units: [0, 1] }], blade: true } };
    const nf = await t.http.post('/v1/agot/charges/check').send(neutral).expect(200);
    expect(nf.body.result).toMatchObject({ legal: false, reasons: [{ code: 'BLADE_UNAVAILABLE', path: '/march/blade' }] });
    const stannis = await post({ ...base, attacker: { ...base.attacker, house: 'baratheon', card: 'stannis-baratheon' } }, 400);
    expect(stannis.body.errors).toEqual([expect.objectContaining({ path: '/ironThrone', code: 'missing_track' })]);
  });

  it('supports against the board: no Support order, partial support (400); from a port into a land combat (excluded)', async () => {
    const board = [...base.board.slice(0, 2), { id: 'the-twins', owner: 'stark', units: [K, F], order: { type: 'support' } }];
    const noOrder = await post({ ...base, supports: [{ area: 'seagard', house: 'stark', units: [F], to: 'attacker' }] }, 400);
    expect(noOrder.body.errors).toEqual([expect.objectContaining({ path: '/supports/0/area', code: 'SUPPORT_NO_ORDER' })]);
    const partial = await post({ ...base, board, supports: [{ area: 'the-twins', house: 'stark', units: [K], to: 'attacker' }] }, 400);
    expect(partial.body.errors).toEqual([expect.objectContaining({ path: '/supports/0/units', code: 'SUPPORT_PARTIAL' })]);
    const port = await post(
      { area: 'winterfell', attacker: { house: 'greyjoy', from: 'karhold', units: [F], card: 'euron-crow-s-eye' }, defender: { house: 'stark', units: [F], card: 'eddard-stark' }, fiefdoms: ['stark', 'greyjoy'], supports: [{ area: 'port-of-winterfell', house: 'stark', units: [S], to: 'defender' }] },
      200,
    );
    expect(port.body.result.excludedSupports).toEqual([{ area: 'port-of-winterfell', reason: 'SUPPORT_FROM_PORT_TO_LAND' }]);
  });

  it('casualtyOrder naming a routed or unknown unit, a knight on the board at sea (400); a Neutral Force area (422)', async () => {
    const order = await post({ ...base, defender: { ...base.defender, units: [F, { type: 'knight', routed: true }], casualtyOrder: [1, 9] } }, 400);
    expect(order.body.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ['/defender/casualtyOrder/0', 'routed_unit'],
      ['/defender/casualtyOrder/1', 'unknown_unit'],
    ]);
    const sea = await post({ ...base, board: [{ id: 'the-narrow-sea', owner: 'stark', units: [K] }] }, 400);
    expect(sea.body.errors).toEqual([expect.objectContaining({ path: '/board/0/units/0/type', code: 'cannot_occupy' })]);
    const neutral = await post({ ...base, board: [{ id: 'moat-cailin', neutralForce: 3 }] }, 422);
    expect(neutral.body.errors).toEqual([expect.objectContaining({ path: '/board/0/neutralForce', code: 'NEUTRAL_FORCE_NOT_COMBAT' })]);
    const level = await post({ ...base, defender: { ...base.defender, supplyLevel: 7 } }, 400);
    expect(level.body.errors).toEqual([expect.objectContaining({ path: '/defender/supplyLevel' })]);
  });
});
