import { ArbiterError, createArbiter } from '../sdk/src/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.getUrl();
});
afterAll(async () => {
  await t.close();
});

describe('SDK: keys and tournaments', () => {
  it('gets a key, runs a four-player two-round tournament, revokes the key', async () => {
    const anon = createArbiter({ baseUrl });
    const { key, id } = await anon.createKey({ name: 'sdk organiser' });
    const arbiter = createArbiter({ baseUrl, apiKey: key });
    expect(await arbiter.getOwnKey()).toMatchObject({ id, name: 'sdk organiser', admin: false });

    const tour = await arbiter.createTournament({ system: 'kow', name: 'SDK open', scoring: { preset: 'kow-kill-points' }, rounds: 2, seed: 'sdk' }, { idempotencyKey: 'sdk-tour' });
    for (const name of ['Ana', 'Bo', 'Cy', 'Di']) await arbiter.addTournamentPlayer(tour.id, { name });
    for (let r = 1; r <= 2; r++) {
      const round = await arbiter.pairTournamentRound(tour.id);
      for (const table of round.tables) {
        const res = await arbiter.postTournamentResult(tour.id, r, table.table, { pointsLimit: 2000, players: [{ name: 'A', routedEnemies: [{ pts: 800 }] }, { name: 'B', routedEnemies: [{ pts: 100 }] }] });
        expect(res.outcome).toMatchObject({ winner: 'a', pointsA: 3, pointsB: 0 });
      }
    }
    const fixed = await arbiter.postTournamentResult(tour.id, 2, 1, { pointsLimit: 2000, players: [{ name: 'A', routedEnemies: [] }, { name: 'B', routedEnemies: [] }] }, { resultVersion: 1 });
    expect(fixed).toMatchObject({ resultVersion: 2, outcome: { winner: null, pointsA: 1, pointsB: 1 } });
    const { standings } = await arbiter.getTournamentStandings(tour.id);
    expect(standings).toHaveLength(4);
    expect(standings.reduce((s, p) => s + p.points, 0)).toBe(3 * 3 + 1 + 1);
    const { events } = await arbiter.listTournamentEvents(tour.id, { after: 0 });
    expect(events.map((e) => e.kind).slice(-1)).toEqual(['result_corrected']);
    expect((await arbiter.getTournament(tour.id)).status).toBe('finished');

    const conflict = await arbiter.pairTournamentRound(tour.id).catch((x: unknown) => x);
    expect(conflict).toBeInstanceOf(ArbiterError);
    expect((conflict as ArbiterError).status).toBe(409);
    await arbiter.revokeOwnKey();
    const gone = await arbiter.getTournament(tour.id).catch((x: unknown) => x);
    expect((gone as ArbiterError).status).toBe(401);
  });
});
