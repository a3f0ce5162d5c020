import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('A Game of Thrones over REST and GraphQL', () => {
  it('the catalogue carries the map: 58 areas, 143 adjacencies', async () => {
    const res = await t.http.get('/v1/agot').expect(200);
    expect(res.body.catalogue.map.areas).toHaveLength(58);
    expect(res.body.catalogue.map.adjacency).toHaveLength(143);
    expect(res.body.capabilities.terrain.served).toBe(true);
    expect(res.body.capabilities.scoring.served).toBe(true);
  });

  it('sets up a 4-player board, and shuffles decks in seeded mode, replayably', async () => {
    const r = await t.http.post('/v1/agot/terrain/setup').send({ playerCount: 4 }).expect(200);
    expect(r.body.result.houses).toEqual(['baratheon', 'lannister', 'stark', 'greyjoy']);
    expect(r.body.explanation[0].cite).toMatch(/^001_4bc5a92fd4dd1b7e\.txt L/);
    const a = await t.http.post('/v1/agot/terrain/setup').send({ playerCount: 6, dice: { mode: 'seeded', seed: 'x' } }).expect(200);
    const b = await t.http.post('/v1/agot/terrain/setup').send({ playerCount: 6, dice: { mode: 'seeded', seed: 'x' } }).expect(200);
    expect(a.text).toBe(b.text);
    expect(a.body.result.decks.wildling).toHaveLength(9);
  });

  it('scores the end of round 10 and names the deciding criterion', async () => {
    const houses = [
      { house: 'stark', controlledAreas: ['winterfell', 'moat-cailin'], supply: 3, availablePower: 2, ironThrone: 2 },
      { house: 'lannister', controlledAreas: ['lannisport', 'harrenhal'], supply: 2, availablePower: 2, ironThrone: 1 },
      { house: 'baratheon', controlledAreas: ['dragonstone'], supply: 2, availablePower: 7, ironThrone: 3 },
    ];
    const r = await t.http.post('/v1/agot/scenarios/score').send({ round: 10, roundComplete: true, houses }).expect(200);
    expect(r.body.result).toMatchObject({ ended: true, winner: 'stark', decidedBy: { index: 3, criterion: 'supply' }, margin: 1 });
    const g = await t.gql('mutation($i: AgotScoreRequestInput!) { agotScoreScenario(input: $i) { result: resultJson } }', { i: { round: 10, roundComplete: true, houses } });
    expect(g.data.agotScoreScenario.result.winner).toBe('stark');
  });

  it('checks a march: legal with ship transport, illegal with every reason coded', async () => {
    const board = [
      { id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }, { type: 'knight' }], order: { type: 'march' } },
      { id: 'the-shivering-sea', owner: 'stark', units: [{ type: 'ship' }] },
      { id: 'the-narrow-sea', owner: 'stark', units: [{ type: 'ship' }] },
      { id: 'karhold', owner: 'greyjoy', units: [{ type: 'footman' }] },
    ];
    const body = (moves: unknown[]) => ({ house: 'stark', board, supplyLevel: 2, availablePower: 5, march: { from: 'winterfell', moves } });
    const ok = await t.http.post('/v1/agot/charges/check').send(body([{ to: 'the-fingers', units: [0] }, { to: 'karhold', units: [1] }])).expect(200);
    expect(ok.body.result).toMatchObject({ legal: true, attack: { target: 'karhold', kind: 'combat' }, moves: [{ to: 'the-fingers', via: ['the-shivering-sea', 'the-narrow-sea'] }, { kind: 'attack' }] });
    const bad = await t.http.post('/v1/agot/charges/check').send(body([{ to: 'bay-of-ice', units: [0] }, { to: 'the-eyrie', units: [1] }])).expect(200);
    expect(bad.body.result.legal).toBe(false);
    expect(bad.body.result.reasons.map((r: { code: string }) => r.code)).toEqual(['LAND_UNIT_TO_SEA']);
    const g = await t.gql('mutation($i: AgotMarchRequestInput!) { agotCheckCharge(input: $i) { result: resultJson } }', { i: body([{ to: 'castle-black', units: [0, 1] }]) });
    expect(g.data.agotCheckCharge.result.legal).toBe(true);
    const knightAtSea = await t.http.post('/v1/agot/charges/check').send({ ...body([]), board: [{ id: 'bay-of-ice', owner: 'stark', units: [{ type: 'knight' }] }] }).expect(400);
    expect(knightAtSea.body.errors[0]).toMatchObject({ path: '/board/0/units/0/type', code: 'cannot_occupy' });
    const unknown = await t.http.post('/v1/agot/charges/check').send(body([{ to: 'narnia', units: [0] }])).expect(400);
    expect(unknown.body).toMatchObject({ code: 'unknown_reference', errors: [{ path: '/march/moves/0/to' }] });
  });

  it('checks raids and Consolidate Power on the same endpoint (§4.7, §9.5)', async () => {
    const board = [
      { id: 'west-summer-sea', owner: 'greyjoy', units: [{ type: 'ship' }], order: { type: 'raid' } },
      { id: 'highgarden', owner: 'tyrell', units: [{ type: 'footman' }], order: { type: 'consolidate' } },
      { id: 'dragonstone', owner: 'baratheon', units: [{ type: 'footman' }], order: { type: 'consolidate' } },
    ];
    const res = await t.http.post('/v1/agot/charges/check').send({ board, raids: [{ from: 'west-summer-sea', target: 'highgarden' }], consolidate: ['dragonstone'], power: { greyjoy: 2, tyrell: 1 } }).expect(200);
    expect(res.body.result).toMatchObject({ legal: true, raids: [{ pillage: { gains: 'greyjoy', loses: 'tyrell' } }], consolidate: [{ gained: 2 }], powerChange: { greyjoy: 1, tyrell: -1, baratheon: 2 } });
    const g = await t.gql('mutation($i: AgotMarchRequestInput!) { agotCheckCharge(input: $i) { result: resultJson } }', { i: { board, raids: [{ from: 'highgarden', target: 'west-summer-sea' }] } });
    expect(g.data.agotCheckCharge.result.raids[0].reasons[0].code).toBe('NO_RAID_ORDER');
    const unknown = await t.http.post('/v1/agot/charges/check').send({ board, raids: [{ from: 'atlantis', target: null }] }).expect(400);
    expect(unknown.body).toMatchObject({ code: 'unknown_reference', errors: [{ path: '/raids/0/from' }] });
    // A march field sent with raids is still checked (the fuzz found `house: 7` accepted beside raids).
    const stray = await t.http.post('/v1/agot/charges/check').send({ board, raids: [{ from: 'west-summer-sea', target: 'highgarden' }], house: 7, supplyLevel: -1, availablePower: 'x' }).expect(400);
    expect(stray.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/availablePower', '/house', '/supplyLevel']);
    const neither = await t.http.post('/v1/agot/charges/check').send({ board }).expect(400);
    expect(neither.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/availablePower', '/house', '/march', '/supplyLevel']);
  });

  it('bids on an Influence track and shifts a house on one (E5, E17)', async () => {
    const bids = [{ house: 'lannister', bid: 4, availablePower: 6 }, { house: 'baratheon', bid: 3, availablePower: 5 }, { house: 'stark', bid: 3, availablePower: 3 }];
    const res = await t.http.post('/v1/agot/morale/test').send({ kind: 'influenceBid', track: 'fiefdoms', bids, ironThroneHolder: 'greyjoy', tieOrder: ['stark', 'baratheon'] }).expect(200);
    expect(res.body.result).toMatchObject({ order: ['lannister', 'stark', 'baratheon'], dominance: { holder: 'lannister' }, powerToPool: 10 });
    const g = await t.gql('mutation($i: AgotMoraleRequestInput!) { agotTestMorale(input: $i) { result: resultJson } }', { i: { kind: 'influenceShift', order: ['stark', 'lannister'], house: 'lannister', to: 1 } });
    expect(g.data.agotTestMorale.result).toMatchObject({ order: ['lannister', 'stark'], dominancePassesTo: 'lannister' });
    const over = await t.http.post('/v1/agot/morale/test').send({ kind: 'influenceBid', track: 'fiefdoms', bids: [{ house: 'stark', bid: 4, availablePower: 3 }], ironThroneHolder: 'stark' }).expect(400);
    expect(over.body.errors[0]).toMatchObject({ path: '/bids/0/bid', code: 'BID_EXCEEDS_POWER' });
  });

  it('validates a position: valid, and every violation listed', async () => {
    const ok = await t.http.post('/v1/agot/armies/validate').send({ house: 'stark', supplyLevel: 1, availablePower: 5, board: [{ id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }, { type: 'knight' }], garrison: 2 }] }).expect(200);
    expect(ok.body.result).toMatchObject({ valid: true, armies: [2] });
    const bad = await t.http
      .post('/v1/agot/armies/validate')
      .send({ house: 'martell', playerCount: 4, supplyLevel: 0, availablePower: 5, board: [{ id: 'karhold', owner: 'martell', units: [{ type: 'footman' }, { type: 'footman' }, { type: 'footman' }] }] })
      .expect(200);
    expect(bad.body.result.violations.map((v: { code: string }) => v.code)).toEqual(['HOUSE_NOT_IN_GAME', 'SUPPLY_ARMY_TOO_LARGE']);
    const g = await t.gql('mutation($i: AgotArmyRequestInput!) { agotValidateArmy(input: $i) { result: resultJson } }', { i: { house: 'stark', supplyLevel: 1, availablePower: 5, board: [] } });
    expect(g.data.agotValidateArmy.result.valid).toBe(true);
  });

  it('morale: supply reconciliation and a Wildling attack', async () => {
    const s = await t.http.post('/v1/agot/morale/test').send({ kind: 'supplyReconcile', unitsPerArea: [4, 3, 2, 2], supplyLevel: 3 }).expect(200);
    expect(s.body.result).toMatchObject({ fits: false, minimumDestroyed: 2 });
    const bids = [{ house: 'stark', bid: 3, availablePower: 5 }, { house: 'lannister', bid: 1, availablePower: 1 }, { house: 'baratheon', bid: 0, availablePower: 0 }];
    const w = await t.http.post('/v1/agot/morale/test').send({ kind: 'wildlingAttack', threat: 6, bids, card: 'Mammoth Riders' }).expect(200);
    expect(w.body.result).toMatchObject({ outcome: 'wildlings', lowestBidder: 'baratheon', newThreat: 2 });
    const r = await t.http
      .post('/v1/agot/morale/test')
      .send({ kind: 'retreat', house: 'stark', embattledArea: 'castle-black', attackerOrigin: 'karhold', supplyLevel: 2, survivors: [{ type: 'knight' }], board: [{ id: 'castle-black', owner: 'greyjoy', units: [{ type: 'footman' }] }] })
      .expect(200);
    expect(r.body.result.destinations).toEqual([{ area: 'winterfell', lose: 0 }]);
    const missing = await t.http.post('/v1/agot/morale/test').send({ kind: 'retreat' }).expect(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual(['/house', '/board', '/embattledArea', '/attackerOrigin', '/survivors', '/supplyLevel']);
    const over = await t.http.post('/v1/agot/morale/test').send({ kind: 'wildlingAttack', threat: 6, bids: [{ house: 'stark', bid: 9, availablePower: 2 }] }).expect(400);
    expect(over.body.errors[0]).toMatchObject({ path: '/bids/0/bid', code: 'BID_EXCEEDS_POWER' });
  });

  it('resolves a combat: strength by source, victor, casualties', async () => {
    const body = {
      area: 'karhold',
      attacker: { house: 'stark', from: 'winterfell', units: [{ type: 'footman' }, { type: 'knight' }], card: 'eddard-stark', marchModifier: 1 },
      defender: { house: 'greyjoy', units: [{ type: 'footman' }], card: 'dagmar-cleftjaw', defenseOrder: 1 },
      fiefdoms: ['greyjoy', 'stark'],
    };
    const r = await t.http.post('/v1/agot/attacks/resolve').send(body).expect(200);
    expect(r.body.result).toMatchObject({ victor: 'stark', casualties: 1, strength: { attacker: { total: 8 }, defender: { total: 3 } } });
    expect(r.body.explanation.map((e: { rule: string }) => e.rule)).toContain('agot.casualties');
    const g = await t.gql('mutation($i: AgotCombatRequestInput!) { agotResolveAttack(input: $i) { result: resultJson } }', { i: body });
    expect(g.data.agotResolveAttack.result.victor).toBe('stark');
  });

  it('resolves House card choices over REST and GraphQL: Doran moves the opponent on Fiefdoms, Tyrion forces a replacement', async () => {
    const F = { type: 'footman' };
    const K = { type: 'knight' };
    const doran = {
      area: 'karhold',
      attacker: { house: 'stark', from: 'winterfell', units: [F], card: 'greatjon-umber' },
      defender: { house: 'martell', units: [F, K], card: 'doran-martell', choices: { track: 'fiefdoms' } },
      fiefdoms: ['stark', 'martell'],
    };
    const r = await t.http.post('/v1/agot/attacks/resolve').send(doran).expect(200);
    expect(r.body.result).toMatchObject({ victor: 'martell', tieBrokenByFiefdoms: true, trackChanges: [{ track: 'fiefdoms', order: ['martell', 'stark'] }] });
    expect(r.body.explanation.map((e: { rule: string }) => e.rule)).toContain('agot.card.doran-martell');
    const tyrion = {
      area: 'karhold',
      attacker: { house: 'lannister', from: 'winterfell', units: [F, K], card: 'tyrion-lannister' },
      defender: { house: 'stark', units: [F], card: 'eddard-stark', replacement: 'catelyn-stark', discard: ['robb-stark'] },
      fiefdoms: ['stark', 'lannister'],
    };
    const g = await t.gql('mutation($i: AgotCombatRequestInput!) { agotResolveAttack(input: $i) { result: resultJson } }', { i: tyrion });
    expect(g.data.agotResolveAttack.result).toMatchObject({ victor: 'lannister', cardsPlayed: { attacker: 'tyrion-lannister', defender: 'catelyn-stark' } });
    expect(g.data.agotResolveAttack.result.hands.defender.discard).toEqual(['robb-stark', 'catelyn-stark']);
  });

  it('Tides of Battle over REST (exact over every draw) and GraphQL (cards given)', async () => {
    const body = {
      area: 'karhold',
      attacker: { house: 'stark', from: 'winterfell', units: [{ type: 'footman' }, { type: 'knight' }], card: 'greatjon-umber' },
      defender: { house: 'greyjoy', units: [{ type: 'footman' }, { type: 'footman' }], card: 'dagmar-cleftjaw' },
      fiefdoms: ['greyjoy', 'stark'],
      options: { tidesOfBattle: true },
    };
    const r = await t.http.post('/v1/agot/attacks/resolve').send(body).expect(200);
    const victor = r.body.distribution.victor as Array<{ value: string; p: number }>;
    expect(victor.reduce((s, e) => s + e.p, 0)).toBeCloseTo(1, 12);
    expect(r.body.result).toMatchObject({ victor: null, tidesOfBattle: { drawn: false } });
    const g = await t.gql('mutation($i: AgotCombatRequestInput!) { agotResolveAttack(input: $i) { result: resultJson } }', { i: { ...body, tidesOfBattle: { attacker: 'zero', defender: 'skull' } } });
    expect(g.data.agotResolveAttack.result).toMatchObject({ victor: 'stark', skullCasualties: { attacker: 1, defender: 0 } });
    const a = await t.http.post('/v1/agot/attacks/resolve').send({ ...body, dice: { mode: 'seeded', seed: 'x' } }).expect(200);
    const b = await t.http.post('/v1/agot/attacks/resolve').send({ ...body, dice: { mode: 'seeded', seed: 'x' } }).expect(200);
    expect(a.text).toBe(b.text);
    expect(a.body.rolls).toHaveLength(2);
  });

  it('combat bad input: a missing choice, an unknown Tides of Battle card, a replacement the house does not own', async () => {
    const base = {
      area: 'karhold',
      attacker: { house: 'lannister', from: 'winterfell', units: [{ type: 'footman' }], card: 'tyrion-lannister' },
      defender: { house: 'stark', units: [{ type: 'footman' }], card: 'eddard-stark' },
      fiefdoms: ['stark', 'lannister'],
    };
    const missing = await t.http.post('/v1/agot/attacks/resolve').send(base).expect(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: '/defender/replacement', code: 'missing_choice' })]);
    const tob = await t.http.post('/v1/agot/attacks/resolve').send({ ...base, defender: { ...base.defender, replacement: 'robb-stark' }, options: { tidesOfBattle: true }, tidesOfBattle: { attacker: 'four' } }).expect(400);
    expect(tob.body.errors.map((e: { path: string }) => e.path)).toEqual(['/tidesOfBattle/attacker']);
    const owned = await t.http.post('/v1/agot/attacks/resolve').send({ ...base, defender: { ...base.defender, replacement: 'tywin-lannister' } }).expect(400);
    expect(owned.body.errors).toEqual([expect.objectContaining({ path: '/defender/replacement', code: 'not_owned' })]);
    const gq = await t.gql('mutation($i: AgotCombatRequestInput!) { agotResolveAttack(input: $i) { result: resultJson } }', { i: base });
    expect(gq.errors?.[0]?.extensions).toMatchObject({ status: 400 });
  });

  it('bad inputs are precise problems: 7 players, unknown area, contested area, card the house does not own', async () => {
    const seven = await t.http.post('/v1/agot/terrain/setup').send({ playerCount: 7 }).expect(400);
    expect(seven.body.errors[0].path).toBe('/playerCount');
    const houses = [
      { house: 'stark', controlledAreas: ['narnia'], supply: 1, availablePower: 0, ironThrone: 1 },
      { house: 'lannister', controlledAreas: [], supply: 1, availablePower: 0, ironThrone: 2 },
      { house: 'greyjoy', controlledAreas: [], supply: 1, availablePower: 0, ironThrone: 3 },
    ];
    const unknown = await t.http.post('/v1/agot/scenarios/score').send({ round: 10, roundComplete: true, houses }).expect(400);
    expect(unknown.body).toMatchObject({ code: 'unknown_reference', errors: [{ path: '/houses/0/controlledAreas/0' }] });
    houses[0].controlledAreas = ['pyke'];
    houses[2].controlledAreas = ['pyke'];
    const contested = await t.http.post('/v1/agot/scenarios/score').send({ round: 10, roundComplete: true, houses }).expect(422);
    expect(contested.body.errors[0].path).toBe('/houses/2/controlledAreas/0');
    const tooFew = await t.http.post('/v1/agot/scenarios/score').send({ round: 11, roundComplete: true, houses: [houses[0]] }).expect(400);
    expect(tooFew.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/houses', '/round']);
    const badHouse = await t.http.post('/v1/agot/scenarios/score').send({ round: 10, roundComplete: true, houses: [{ ...houses[0], house: 'targaryen' }, houses[1], houses[2]] }).expect(400);
    expect(badHouse.body.errors.map((e: { path: string }) => e.path)).toEqual(['/houses/0/house']);
    const notOwned = await t.http
      .post('/v1/agot/attacks/resolve')
      .send({ area: 'karhold', attacker: { house: 'stark', from: 'winterfell', units: [{ type: 'footman' }], card: 'tywin-lannister' }, defender: { house: 'greyjoy', units: [], card: 'balon-greyjoy' }, fiefdoms: ['stark', 'greyjoy'] })
      .expect(400);
    expect(notOwned.body.errors[0]).toMatchObject({ path: '/attacker/card', code: 'not_owned' });
    const card = await t.http.post('/v1/agot/morale/test').send({ kind: 'wildlingAttack', threat: 2, bids: [{ house: 'stark', bid: 0, availablePower: 0 }], card: 'Valar Morghulis' }).expect(400);
    expect(card.body).toMatchObject({ code: 'unknown_reference', errors: [{ path: '/card' }] });
  });
});
