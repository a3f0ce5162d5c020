import { createTestApp, truncateGames, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await truncateGames(t.db);
});
afterAll(async () => {
  await t.close();
});

const newGame = (name = 'Club night') => ({ system: 't9a', name, players: [{ name: 'Ana', faction: 'Highborn Elves' }, { name: 'Bo' }], state: { turn: 1 } });

async function create(body: object = newGame()) {
  const res = await t.http.post('/v1/games').set(t.auth).send(body).expect(201);
  return res;
}

describe('saved games (API.md §3)', () => {
  it('creates with Location and ETag, reads it back', async () => {
    const res = await create();
    expect(res.headers.location).toBe(`/v1/games/${res.body.id}`);
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({ system: 't9a', rulesVersion: 't9a-0.11.1', version: 1, state: { turn: 1 }, eventCount: 0 });
    const got = await t.http.get(res.headers.location).set(t.auth).expect(200);
    expect(got.headers.etag).toBe('"1"');
    expect(got.body).toEqual(res.body);
  });

  it('unknown or malformed ids are 404 problems', async () => {
    await t.http.get('/v1/games/00000000-0000-4000-8000-000000000000').set(t.auth).expect(404);
    const res = await t.http.get('/v1/games/not-a-uuid').set(t.auth).expect(404);
    expect(res.body.code).toBe('not_found');
  });

  it('PUT needs If-Match (428), refuses a stale one (412), bumps the version', async () => {
    const { body: g } = await create();
    const missing = await t.http.put(`/v1/games/${g.id}`).set(t.auth).send({ state: { turn: 2 } }).expect(428);
    expect(missing.body.code).toBe('precondition_required');
    const ok = await t.http.put(`/v1/games/${g.id}`).set(t.auth).set('if-match', '"1"').send({ state: { turn: 2 } }).expect(200);
    expect(ok.headers.etag).toBe('"2"');
    expect(ok.body).toMatchObject({ version: 2, state: { turn: 2 }, name: g.name });
    const stale = await t.http.put(`/v1/games/${g.id}`).set(t.auth).set('if-match', '"1"').send({ state: { turn: 3 } }).expect(412);
    expect(stale.body).toMatchObject({ code: 'precondition_failed', currentVersion: 2 });
    await t.http.put(`/v1/games/${g.id}`).set(t.auth).set('if-match', 'garbage').send({ state: {} }).expect(412);
    await t.http.put(`/v1/games/${g.id}`).set(t.auth).set('if-match', '"2"').send({ state: 'nope' }).expect(400);
  });

  it('20 concurrent PUTs with the same If-Match: exactly one 200, the rest 412', async () => {
    const { body: g } = await create();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.http.put(`/v1/games/${g.id}`).set(t.auth).set('if-match', '"1"').send({ state: { writer: i } })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(19);
    const winner = results.find((r) => r.status === 200)!.body.state.writer;
    const final = await t.http.get(`/v1/games/${g.id}`).set(t.auth).expect(200);
    expect(final.body).toMatchObject({ version: 2, state: { writer: winner } });
  });

  it('100 concurrent event appends get sequence 1..100, no gap, no duplicate', async () => {
    const { body: g } = await create();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => t.http.post(`/v1/games/${g.id}/events`).set(t.auth).send({ kind: 'note', data: { text: `n${i}` } })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(results.map((r) => r.body.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const log = await t.http.get(`/v1/games/${g.id}/events?limit=1000`).set(t.auth).expect(200);
    expect(log.body.events.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const after = await t.http.get(`/v1/games/${g.id}/events?after=95`).set(t.auth).expect(200);
    expect(after.body.events.map((e: { seq: number }) => e.seq)).toEqual([96, 97, 98, 99, 100]);
    expect((await t.http.get(`/v1/games/${g.id}`).set(t.auth)).body.eventCount).toBe(100);
  });

  it('the same Idempotency-Key twice gives one game; with another body a 422', async () => {
    const key = `k-${Date.now()}`;
    const first = await t.http.post('/v1/games').set(t.auth).set('idempotency-key', key).send(newGame('Idem')).expect(201);
    const again = await t.http.post('/v1/games').set(t.auth).set('idempotency-key', key).send(newGame('Idem')).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await t.http.post('/v1/games').set(t.auth).set('idempotency-key', key).send(newGame('Other')).expect(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    const page = await t.http.get('/v1/games?limit=100').set(t.auth).expect(200);
    expect(page.body.games.filter((x: { name: string }) => x.name === 'Idem')).toHaveLength(1);
  });

  it('concurrent requests with one Idempotency-Key create exactly one game', async () => {
    const key = `race-${Date.now()}`;
    const rs = await Promise.all(Array.from({ length: 10 }, () => t.http.post('/v1/games').set(t.auth).set('idempotency-key', key).send(newGame('Race'))));
    expect(new Set(rs.map((r) => r.body.id)).size).toBe(1);
    expect(rs.every((r) => r.status === 201)).toBe(true);
  });

  it('event appends are idempotent too', async () => {
    const { body: g } = await create();
    const a = await t.http.post(`/v1/games/${g.id}/events`).set(t.auth).set('idempotency-key', 'e1').send({ kind: 'note', data: { text: 'x' } }).expect(201);
    const b = await t.http.post(`/v1/games/${g.id}/events`).set(t.auth).set('idempotency-key', 'e1').send({ kind: 'note', data: { text: 'x' } }).expect(201);
    expect(b.body.seq).toBe(a.body.seq);
    expect((await t.http.get(`/v1/games/${g.id}/events`).set(t.auth)).body.events).toHaveLength(1);
  });

  it('lists newest first with cursor pagination and a system filter', async () => {
    await truncateGames(t.db);
    const names = ['g1', 'g2', 'g3', 'g4', 'g5'];
    for (const n of names) await create(newGame(n));
    await create({ ...newGame('other'), system: 'asoiaf' });
    const p1 = await t.http.get('/v1/games?system=t9a&limit=2').set(t.auth).expect(200);
    expect(p1.body.games.map((x: { name: string }) => x.name)).toEqual(['g5', 'g4']);
    const p2 = await t.http.get(`/v1/games?system=t9a&limit=2&cursor=${p1.body.nextCursor}`).set(t.auth).expect(200);
    expect(p2.body.games.map((x: { name: string }) => x.name)).toEqual(['g3', 'g2']);
    const p3 = await t.http.get(`/v1/games?system=t9a&limit=2&cursor=${p2.body.nextCursor}`).set(t.auth).expect(200);
    expect(p3.body.games.map((x: { name: string }) => x.name)).toEqual(['g1']);
    expect(p3.body.nextCursor).toBeUndefined();
    const bad = await t.http.get('/v1/games?limit=0&cursor=%%%').set(t.auth).expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/limit']));
  });

  it('DELETE needs If-Match and removes the game and its log', async () => {
    const { body: g } = await create();
    await t.http.post(`/v1/games/${g.id}/events`).set(t.auth).send({ kind: 'note', data: {} }).expect(201);
    await t.http.delete(`/v1/games/${g.id}`).set(t.auth).expect(428);
    await t.http.delete(`/v1/games/${g.id}`).set(t.auth).set('if-match', '"7"').expect(412);
    await t.http.delete(`/v1/games/${g.id}`).set(t.auth).set('if-match', '"1"').expect(204);
    await t.http.get(`/v1/games/${g.id}`).set(t.auth).expect(404);
    await t.http.get(`/v1/games/${g.id}/events`).set(t.auth).expect(404);
  });

  it('bad event bodies are listed field by field', async () => {
    const { body: g } = await create();
    const res = await t.http.post(`/v1/games/${g.id}/events`).set(t.auth).send({ kind: 'shout', data: 3 }).expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/data', '/kind']);
  });
});

describe('saved games over GraphQL', () => {
  it('creates, reads, replaces with expectedVersion, logs and deletes', async () => {
    const c = await t.gql('mutation($i: CreateGameInput!) { createGame(input: $i) { id version } }', { i: newGame('GQL') });
    const id = c.data.createGame.id;
    const q = await t.gql('query($id: ID!) { game(id: $id) { name players { name faction } version } }', { id });
    expect(q.data.game).toEqual({ name: 'GQL', players: [{ name: 'Ana', faction: 'Highborn Elves' }, { name: 'Bo', faction: null }], version: 1 });
    const missing = await t.gql('mutation($id: ID!) { replaceGame(id: $id, input: {state: {}}) { version } }', { id });
    expect(missing.errors![0].extensions.code).toBe('precondition_required');
    const r = await t.gql('mutation($id: ID!) { replaceGame(id: $id, expectedVersion: 1, input: {state: {turn: 2}}) { version state } }', { id });
    expect(r.data.replaceGame).toEqual({ version: 2, state: { turn: 2 } });
    const stale = await t.gql('mutation($id: ID!) { replaceGame(id: $id, expectedVersion: 1, input: {state: {}}) { version } }', { id });
    expect(stale.errors![0].extensions).toMatchObject({ code: 'precondition_failed', status: 412 });
    const e = await t.gql('mutation($id: ID!) { appendGameEvent(id: $id, input: {kind: "note", data: {text: "hi"}}) { seq } }', { id });
    expect(e.data.appendGameEvent.seq).toBe(1);
    const log = await t.gql('query($id: ID!) { gameEvents(id: $id) { seq data } }', { id });
    expect(log.data.gameEvents).toEqual([{ seq: 1, data: { text: 'hi' } }]);
    const list = await t.gql('{ games(limit: 1) { games { id } nextCursor } }');
    expect(list.data.games.games).toHaveLength(1);
    const d = await t.gql('mutation($id: ID!) { deleteGame(id: $id, expectedVersion: 2) }', { id });
    expect(d.data.deleteGame).toBe(true);
  });
});

describe('JSON kept as sent', () => {
  it("an idempotent replay is byte for byte the first response, and state keeps the user's key order", async () => {
    const app = await createTestApp();
    try {
      const body = '{"system":"kow","name":"Order","players":[{"name":"Zed","faction":"b"}],"state":{"zeta":1,"alpha":{"y":2,"b":[3,{"k":1,"a":0}]},"mid":"x"}}';
      const key = `replay-${Date.now()}`;
      const first = await app.http.post('/v1/games').set(app.auth).set('content-type', 'application/json').set('idempotency-key', key).send(body).expect(201);
      const again = await app.http.post('/v1/games').set(app.auth).set('content-type', 'application/json').set('idempotency-key', key).send(body).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      const read = await app.http.get(`/v1/games/${first.body.id}`).set(app.auth).expect(200);
      expect(JSON.stringify(read.body.state)).toBe('{"zeta":1,"alpha":{"y":2,"b":[3,{"k":1,"a":0}]},"mid":"x"}');
      const ev = '{"kind":"note","data":{"z":1,"a":2}}';
      const e1 = await app.http.post(`/v1/games/${first.body.id}/events`).set(app.auth).set('content-type', 'application/json').set('idempotency-key', `${key}-e`).send(ev).expect(201);
      const e2 = await app.http.post(`/v1/games/${first.body.id}/events`).set(app.auth).set('content-type', 'application/json').set('idempotency-key', `${key}-e`).send(ev).expect(201);
      expect(e2.text).toBe(e1.text);
      expect(JSON.stringify(e1.body.data)).toBe('{"z":1,"a":2}');
    } finally {
      await app.close();
    }
  });
});
