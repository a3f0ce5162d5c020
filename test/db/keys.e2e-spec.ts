import { createTestApp, type TestApp } from '../helpers/app.js';

/** API.md §7: keys, 401s, ownership (404 for another key's private game, 403 for writing its public one). */

let t: TestApp;
let a: { authorization: string };
let b: { authorization: string };
let keyA: string;
beforeAll(async () => {
  t = await createTestApp();
  keyA = await t.newKey('A');
  a = { authorization: `Bearer ${keyA}` };
  b = { authorization: `Bearer ${await t.newKey('B')}` };
});
afterAll(async () => {
  await t.close();
});

const game = (visibility?: 'private' | 'public') => ({ system: 'kow', name: 'owned', players: [{ name: 'Ana' }], state: { turn: 1 }, ...(visibility ? { visibility } : {}) });

describe('API keys (API.md §7)', () => {
  it('creates a key shown once, describes it, stores only its hash', async () => {
    const res = await t.http.post('/v1/keys').send({ name: 'club laptop' }).expect(201);
    expect(res.body).toMatchObject({ name: 'club laptop', id: expect.any(String), createdAt: expect.any(String) });
    expect(res.body.key).toMatch(/^arb_[A-Za-z0-9_-]{43}$/);
    const self = await t.http.get('/v1/keys/self').set('authorization', `Bearer ${res.body.key}`).expect(200);
    expect(self.body).toMatchObject({ id: res.body.id, name: 'club laptop', admin: false });
    const rows = (await t.db.dataSource.query('SELECT * FROM api_keys')) as Array<Record<string, unknown>>;
    const dump = JSON.stringify(rows);
    for (const secret of [res.body.key, keyA, t.key]) expect(dump).not.toContain(secret);
    expect(rows.find((r) => r.id === res.body.id)!.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('no key → 401 problem with WWW-Authenticate: Bearer', async () => {
    const res = await t.http.get('/v1/games').expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.code).toBe('unauthorized');
    await t.http.post('/v1/games').send(game()).expect(401);
    await t.http.get('/v1/keys/self').expect(401);
  });

  it('an unknown or malformed key → 401 invalid_token; rules routes stay open to anonymous callers', async () => {
    const unknown = await t.http.get('/v1/games').set('authorization', 'Bearer arb_nope').expect(401);
    expect(unknown.headers['www-authenticate']).toContain('invalid_token');
    await t.http.get('/v1/games').set('authorization', 'Basic dXNlcjpwYXNz').expect(401);
    await t.http.get('/v1/games').set('authorization', 'Bearer').expect(401);
    await t.http.get('/v1/systems').expect(200);
    await t.http.get('/v1/systems').set(a).expect(200);
  });

  it('a revoked key → 401 from the very next request', async () => {
    const secret = await t.newKey('short-lived');
    const h = { authorization: `Bearer ${secret}` };
    await t.http.get('/v1/games').set(h).expect(200);
    await t.http.delete('/v1/keys/self').set(h).expect(204);
    const res = await t.http.get('/v1/games').set(h).expect(401);
    expect(res.body.detail).toMatch(/revoked/);
    expect(res.headers['www-authenticate']).toContain('invalid_token');
    await t.http.delete('/v1/keys/self').set(h).expect(401);
  });

  it('bad key bodies are 400 with pointers', async () => {
    const res = await t.http.post('/v1/keys').send({ name: '', extra: 1 }).expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/extra', '/name']);
    await t.http.post('/v1/keys').send({ name: 'x'.repeat(201) }).expect(400);
  });

  it('a key has its own, higher rate limit; anonymous callers keep the per-address one', async () => {
    const lim = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_KEY_PER_MINUTE: '4' });
    try {
      for (let i = 0; i < 2; i++) await lim.http.get('/v1/systems').expect(200);
      await lim.http.get('/v1/systems').expect(429);
      for (let i = 0; i < 4; i++) expect((await lim.http.get('/v1/systems').set(lim.auth).expect(200)).headers['ratelimit-limit']).toBe('4');
      const res = await lim.http.get('/v1/systems').set(lim.auth).expect(429);
      expect(res.body.detail).toMatch(/API key/);
    } finally {
      await lim.close();
    }
  });

  it('GraphQL: no key is an unauthorized error with status 401', async () => {
    const r = await t.gql('{ games { games { id } } }', {}, null);
    expect(r.errors![0].extensions).toMatchObject({ code: 'unauthorized', status: 401 });
  });
});

describe('ownership of saved games (API.md §7)', () => {
  it("B reading A's private game → 404; A's own → 200; B's list does not show it", async () => {
    const g = (await t.http.post('/v1/games').set(a).send(game()).expect(201)).body;
    expect(g.visibility).toBe('private');
    await t.http.get(`/v1/games/${g.id}`).set(a).expect(200);
    const hidden = await t.http.get(`/v1/games/${g.id}`).set(b).expect(404);
    expect(hidden.body.code).toBe('not_found');
    await t.http.get(`/v1/games/${g.id}/events`).set(b).expect(404);
    await t.http.put(`/v1/games/${g.id}`).set(b).set('if-match', '*').send({ state: {} }).expect(404);
    await t.http.delete(`/v1/games/${g.id}`).set(b).set('if-match', '*').expect(404);
    const listB = await t.http.get('/v1/games?limit=100').set(b).expect(200);
    expect(listB.body.games.map((x: { id: string }) => x.id)).not.toContain(g.id);
    const listA = await t.http.get('/v1/games?limit=100').set(a).expect(200);
    expect(listA.body.games.map((x: { id: string }) => x.id)).toContain(g.id);
    await t.http.get(`/v1/games/${g.id}`).set(a).expect(200);
  });

  it("B writing A's public game → 403 (reading it → 200); A writes it → 200", async () => {
    const g = (await t.http.post('/v1/games').set(a).send(game('public')).expect(201)).body;
    await t.http.get(`/v1/games/${g.id}`).set(b).expect(200);
    await t.http.get(`/v1/games/${g.id}/events`).set(b).expect(200);
    const put = await t.http.put(`/v1/games/${g.id}`).set(b).set('if-match', '*').send({ state: { hijack: true } }).expect(403);
    expect(put.body.code).toBe('forbidden');
    await t.http.delete(`/v1/games/${g.id}`).set(b).set('if-match', '*').expect(403);
    await t.http.post(`/v1/games/${g.id}/events`).set(b).send({ kind: 'note', data: {} }).expect(403);
    const ok = await t.http.put(`/v1/games/${g.id}`).set(a).set('if-match', '"1"').send({ state: { turn: 2 }, visibility: 'private' }).expect(200);
    expect(ok.body).toMatchObject({ version: 2, visibility: 'private' });
    await t.http.get(`/v1/games/${g.id}`).set(b).expect(404);
  });

  it('an Idempotency-Key is scoped to its key: B cannot replay A’s answer', async () => {
    const ka = await t.http.post('/v1/games').set(a).set('idempotency-key', 'shared-key').send(game()).expect(201);
    const kb = await t.http.post('/v1/games').set(b).set('idempotency-key', 'shared-key').send(game()).expect(201);
    expect(kb.body.id).not.toBe(ka.body.id);
    expect(kb.headers['idempotent-replayed']).toBeUndefined();
  });

  it('games from before keys (no owner) are readable only by the admin key', async () => {
    const admin = await createTestApp({ ARBITER_ADMIN_KEY: 'admin-secret-0123456789' });
    try {
      const h = { authorization: 'Bearer admin-secret-0123456789' };
      const [row] = (await admin.db.dataSource.query(
        `INSERT INTO games (id, system, rules_version, name, players, state) VALUES (gen_random_uuid(), 'kow', 'kow-2e', 'legacy', '[]', '{}') RETURNING id`,
      )) as Array<{ id: string }>;
      await admin.http.get(`/v1/games/${row.id}`).set(admin.auth).expect(404);
      const got = await admin.http.get(`/v1/games/${row.id}`).set(h).expect(200);
      expect(got.body.name).toBe('legacy');
      expect((await admin.http.get('/v1/keys/self').set(h).expect(200)).body).toMatchObject({ id: 'admin', admin: true });
      await admin.http.delete('/v1/keys/self').set(h).expect(403);
    } finally {
      await admin.close();
    }
  });

  it('KEY_SIGNUP=admin: creating a key needs the admin key', async () => {
    const closed = await createTestApp({ KEY_SIGNUP: 'admin', ARBITER_ADMIN_KEY: 'admin-secret-0123456789' });
    try {
      const res = await closed.http.post('/v1/keys').send({ name: 'x' }).expect(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      await closed.http.post('/v1/keys').set(closed.auth).send({ name: 'x' }).expect(401);
      await closed.http.post('/v1/keys').set('authorization', 'Bearer admin-secret-0123456789').send({ name: 'x' }).expect(201);
    } finally {
      await closed.close();
    }
  });
});
