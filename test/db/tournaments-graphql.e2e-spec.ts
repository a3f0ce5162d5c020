import { withIdleSystem } from '../fixtures/toy-system.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { catalog: withIdleSystem() });
});
afterAll(async () => {
  await t.close();
});

describe('keys and tournaments over GraphQL', () => {
  it('creates a key, runs a round with typed inputs, reads standings and the log', async () => {
    const k = await t.gql('mutation { createKey(input: {name: "gql"}) { id name key } }', {}, null);
    const key = k.data.createKey.key as string;
    expect((await t.gql('{ apiKey { name admin } }', {}, key)).data.apiKey).toEqual({ name: 'gql', admin: false });
    const c = await t.gql(
      'mutation { createTournament(input: {system: "idle", name: "GQL open", rounds: 1, scoring: {preset: "win-draw-loss", win: 2}}) { id status scoring { preset win draw loss } } }',
      {},
      key,
    );
    expect(c.errors).toBeUndefined();
    const id = c.data.createTournament.id;
    expect(c.data.createTournament).toMatchObject({ status: 'registration', scoring: { preset: 'win-draw-loss', win: 2, draw: 1, loss: 0 } });
    for (const name of ['Ana', 'Bo']) {
      const p = await t.gql('mutation($id: ID!, $name: String!) { addTournamentPlayer(id: $id, input: {name: $name}) { id name } }', { id, name }, key);
      expect(p.errors).toBeUndefined();
    }
    const r = await t.gql('mutation($id: ID!) { pairTournamentRound(id: $id) { round tables { table a b } } }', { id }, key);
    expect(r.data.pairTournamentRound.tables).toHaveLength(1);
    const post = await t.gql('mutation($id: ID!) { postTournamentResult(id: $id, round: 1, table: 1, figures: {winner: "b", scoreA: 5, scoreB: 15}) { resultVersion outcome { winner pointsA pointsB } } }', { id }, key);
    expect(post.data.postTournamentResult).toEqual({ resultVersion: 1, outcome: { winner: 'b', pointsA: 0, pointsB: 2 } });
    const again = await t.gql('mutation($id: ID!) { postTournamentResult(id: $id, round: 1, table: 1, figures: {winner: "a", scoreA: 15, scoreB: 5}) { resultVersion } }', { id }, key);
    expect(again.errors![0].extensions).toMatchObject({ code: 'precondition_failed', status: 412 });
    const fixed = await t.gql('mutation($id: ID!) { postTournamentResult(id: $id, round: 1, table: 1, expectedResultVersion: 1, figures: {winner: "a", scoreA: 15, scoreB: 5}) { resultVersion } }', { id }, key);
    expect(fixed.data.postTournamentResult.resultVersion).toBe(2);
    const s = await t.gql('query($id: ID!) { tournamentStandings(id: $id) { tieBreakers standings { rank points tieBreakers { id value } } } }', { id }, key);
    expect(s.data.tournamentStandings.standings[0]).toEqual({ rank: 1, points: 2, tieBreakers: [{ id: 'strengthOfSchedule', value: 0 }, { id: 'scoreDifference', value: 10 }] });
    const log = await t.gql('query($id: ID!) { tournamentEvents(id: $id) { seq kind } }', { id }, key);
    expect(log.data.tournamentEvents.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    const other = await t.gql('query($id: ID!) { tournament(id: $id) { id } }', { id });
    expect(other.errors![0].extensions).toMatchObject({ code: 'not_found', status: 404 });
    const bad = await t.gql('mutation { createTournament(input: {system: "t9a", name: "", rounds: 0, scoring: {preset: "x"}}) { id } }', {}, key);
    expect(bad.errors![0].extensions.code).toBe('validation_failed');
    expect(await t.gql('mutation { revokeApiKey }', {}, key)).toEqual({ data: { revokeApiKey: true } });
    expect((await t.gql('{ apiKey { name } }', {}, key)).errors![0].extensions.code).toBe('unauthorized');
  });
});
