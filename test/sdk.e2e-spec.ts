import { ArbiterError, createArbiter, responseOf } from '../sdk/src/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let arbiter: ReturnType<typeof createArbiter>;
beforeAll(async () => {
  t = await createTestApp();
  arbiter = createArbiter({ baseUrl: await t.app.getUrl(), apiKey: t.key });
});
afterAll(async () => {
  await t.close();
});

describe('SDK against a live in-process server', () => {
  it('lists systems and reads one', async () => {
    const { systems } = await arbiter.listSystems();
    expect(systems.map((s) => s.id)).toEqual(expect.arrayContaining(['t9a', 'asoiaf']));
    const one = await arbiter.getSystem('asoiaf');
    expect(one.rulesVersions).toEqual(['asoiaf-2021', 'asoiaf-2018']);
  });

  it('saves, replaces, logs and deletes a game with typed results', async () => {
    const g = await arbiter.createGame({ system: 'asoiaf', name: 'SDK game', players: [{ name: 'Ana' }], state: { round: 1 } }, { idempotencyKey: 'sdk-1' });
    expect(g.version).toBe(1);
    const again = await arbiter.createGame({ system: 'asoiaf', name: 'SDK game', players: [{ name: 'Ana' }], state: { round: 1 } }, { idempotencyKey: 'sdk-1' });
    expect(again.id).toBe(g.id);
    const r = await arbiter.replaceGame(g.id, g.version, { state: { round: 2 } });
    expect(r.version).toBe(2);
    const e = await arbiter.appendGameEvent(g.id, { kind: 'note', data: { text: 'hello' } });
    expect(e.seq).toBe(1);
    const { events } = await arbiter.listGameEvents(g.id, { after: 0 });
    expect(events.map((x) => x.seq)).toEqual([1]);
    await arbiter.deleteGame(g.id, r.version);
  });

  it('resolves a Kings of War attack and a nerve test with typed bodies and results', async () => {
    const unit = { type: 'Inf' as const, size: 'Regiment' as const, sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [] };
    const attack = await arbiter.resolveAttack('kow', { kind: 'melee', facing: 'flank', attacker: unit, target: unit });
    expect(attack.system).toBe('kow');
    expect(attack.result.plan.dice).toBe(20);
    expect(attack.explanation.length).toBeGreaterThan(0);
    const elves = { catalogueId: 'elf-archers-regiment' };
    const readme = await arbiter.resolveAttack('kow', { kind: 'melee', facing: 'rear', attacker: elves, target: elves });
    expect(readme.result.plan.dice).toBe(30);
    expect(readme.distribution?.mean).toBeCloseTo(5, 12);
    const nerve = await arbiter.testMorale('kow', { unit, damage: 3, dice: { mode: 'given', rolls: [3, 4] } });
    expect(nerve.result.outcome).toMatchObject({ result: 'steady', total: 10 });
  });

  it('checks a Kings of War charge with a typed body and result', async () => {
    const unit = { type: 'Inf' as const, size: 'Regiment' as const, sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 } };
    const check = await arbiter.checkCharge('kow', {
      units: [
        { id: 'a', side: 'A', unit, centre: { x: 30, y: 10 }, facing: 0 },
        { id: 'b', side: 'B', unit, centre: { x: 37, y: 19 }, facing: 180 },
      ],
      charger: 'a',
      target: 'b',
    });
    expect(check.result.legal).toBe(true);
    expect(check.result.path?.pivots).toBe(1);
    expect(check.result.final?.centre.x).toBeCloseTo(37, 5);
  });

  it('serves every Kings of War capability with typed bodies', async () => {
    const unit = { type: 'Inf' as const, size: 'Regiment' as const, sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100 };
    const army = await arbiter.validateArmy('kow', { pointsLimit: 2000, contingents: [{ armyList: 'Elves', alignment: 'Good', units: [{ unit }] }] });
    expect(army.result.valid).toBe(true);
    const terrain = await arbiter.setupTerrain('kow', { mode: 'generate', mix: { impassable: 2 }, dice: { mode: 'seeded', seed: 'sdk' } });
    expect(terrain.result.fair).toBe(true);
    const score = await arbiter.scoreScenario('kow', { pointsLimit: 2000, players: [{ name: 'A', routedEnemies: [{ pts: 400 }] }, { name: 'B', routedEnemies: [] }] });
    expect(score.result.winner).toBe('A');
  });

  it('serves every A Game of Thrones capability with typed bodies', async () => {
    const fight = await arbiter.resolveAttack('agot', {
      area: 'karhold',
      attacker: { house: 'stark', from: 'winterfell', units: [{ type: 'footman' }, { type: 'knight' }], card: 'eddard-stark', marchModifier: 1 },
      defender: { house: 'greyjoy', units: [{ type: 'footman' }], card: 'dagmar-cleftjaw', defenseOrder: 1 },
      fiefdoms: ['greyjoy', 'stark'],
    });
    expect(fight.result.victor).toBe('stark');
    const raid = await arbiter.checkCharge('agot', { board: [{ id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }], order: { type: 'raid' } }, { id: 'white-harbor', owner: 'lannister', units: [{ type: 'footman' }], order: { type: 'support' } }], raids: [{ from: 'winterfell', target: 'white-harbor' }] });
    expect(raid.result.legal).toBe(true);
    const bid = await arbiter.testMorale('agot', { kind: 'influenceBid', track: 'kingsCourt', bids: [{ house: 'stark', bid: 2, availablePower: 3 }, { house: 'lannister', bid: 1, availablePower: 1 }], ironThroneHolder: 'stark' });
    expect(bid.result.order).toEqual(['stark', 'lannister']);
    const army = await arbiter.validateArmy('agot', { house: 'stark', supplyLevel: 1, availablePower: 5, board: [{ id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }], garrison: 2 }] });
    expect(army.result.valid).toBe(true);
    const setup = await arbiter.setupTerrain('agot', { playerCount: 3 });
    expect(setup.result).toMatchObject({ playerCount: 3, houses: ['baratheon', 'lannister', 'stark'], round: 1, wildlingThreat: 2 });
    const score = await arbiter.scoreScenario('agot', { round: 10, roundComplete: true, houses: [
      { house: 'stark', controlledAreas: ['winterfell'], supply: 1, availablePower: 1, ironThrone: 1 },
      { house: 'lannister', controlledAreas: [], supply: 1, availablePower: 1, ironThrone: 2 },
      { house: 'baratheon', controlledAreas: [], supply: 1, availablePower: 1, ironThrone: 3 },
    ] });
    expect(score.result.winner).toBe('stark');
  });

  it('throws ArbiterError with the problem on a 4xx', async () => {
    const err = await arbiter.getGame('00000000-0000-4000-8000-000000000000').catch((x: unknown) => x);
    expect(err).toBeInstanceOf(ArbiterError);
    expect((err as ArbiterError).status).toBe(404);
    expect((err as ArbiterError).problem.code).toBe('not_found');
    const stale = await arbiter.createGame({ system: 'asoiaf', name: 's', players: [], state: {} });
    await arbiter.replaceGame(stale.id, 1, { state: {} });
    const e412 = await arbiter.replaceGame(stale.id, 1, { state: {} }).catch((x: unknown) => x);
    expect((e412 as ArbiterError).status).toBe(412);
  });

  it('exposes the real server\'s Location, ETag, Idempotent-Replayed, request id and currentVersion on 412', async () => {
    const body = { system: 'asoiaf' as const, name: 'Headers', players: [], state: {} };
    const first = await arbiter.createGame(body, { idempotencyKey: true });
    const meta = responseOf(first)!;
    expect(meta).toMatchObject({ status: 201, location: `/v1/games/${first.id}`, etag: '"1"', idempotentReplayed: false });
    expect(meta.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await arbiter.createGame(body, { idempotencyKey: 'sdk-headers' });
    const replay = await arbiter.createGame(body, { idempotencyKey: 'sdk-headers' });
    expect(replay.id).toBe(again.id);
    expect(responseOf(replay)?.idempotentReplayed).toBe(true);
    expect(responseOf(await arbiter.getGame(first.id))?.etag).toBe('"1"');
    await arbiter.replaceGame(first.id, 1, { state: { n: 1 } });
    const stale = (await arbiter.replaceGame(first.id, 1, { state: {} }).catch((x: unknown) => x)) as ArbiterError;
    expect(stale).toMatchObject({ status: 412, code: 'precondition_failed', currentVersion: 2 });
  });
});
