import { withIdleSystem } from './fixtures/toy-system.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { catalog: withIdleSystem() });
});
afterAll(async () => {
  await t.close();
});

const PROBLEM = /application\/problem\+json/;

describe('systems registry (API.md §1)', () => {
  it('lists the four systems with rules versions and truthful capability flags', async () => {
    const res = await t.http.get('/v1/systems').expect(200);
    const ids = res.body.systems.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['t9a', 'asoiaf']));
    const asoiaf = res.body.systems.find((s: { id: string }) => s.id === 'asoiaf');
    expect(asoiaf.rulesVersions).toEqual(['asoiaf-2021', 'asoiaf-2018']);
    expect(asoiaf.defaultRulesVersion).toBe('asoiaf-2021');
    const idle = res.body.systems.find((s: { id: string }) => s.id === 'idle');
    expect(idle.rulesVersions).toEqual(['idle-1', 'idle-2']);
    expect(idle.capabilities.attacks).toEqual({ served: false, path: '/v1/idle/attacks/resolve' });
  });

  it('GET /v1/{system} gives one with its catalogue', async () => {
    const res = await t.http.get('/v1/t9a').expect(200);
    expect(res.body).toMatchObject({ id: 't9a', rulesVersions: ['t9a-0.11.1'], catalogue: {} });
  });

  it('an unknown system is a 404 problem', async () => {
    const res = await t.http.get('/v1/chess').expect(404);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
    await t.http.post('/v1/chess/attacks/resolve').send({}).expect(404);
  });

  it('a capability a system does not serve is a 501 problem naming it', async () => {
    for (const path of ['attacks/resolve', 'charges/check', 'morale/test', 'armies/validate', 'terrain/setup', 'scenarios/score']) {
      const res = await t.http.post(`/v1/idle/${path}`).send({}).expect(501);
      expect(res.body.code).toBe('capability_not_served');
      expect(res.body.detail).toContain(path);
    }
  });
});

describe('bad input classes (API.md §5)', () => {
  it('malformed JSON is a 400 malformed_json problem', async () => {
    const res = await t.http.post('/v1/games').set('content-type', 'application/json').send('{"name": ').expect(400);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.body.code).toBe('malformed_json');
  });

  it('a wrong content type is a 415 problem', async () => {
    const res = await t.http.post('/v1/games').set('content-type', 'text/plain').send('hello').expect(415);
    expect(res.body.code).toBe('unsupported_media_type');
    // JSON only (API.md §5): a form is refused too, not parsed into a body.
    const form = await t.http.post('/v1/kow/morale/test').set('content-type', 'application/x-www-form-urlencoded').send('damage=1').expect(415);
    expect(form.body.code).toBe('unsupported_media_type');
  });

  it('a body over the limit is a 413 problem', async () => {
    const res = await t.http.post('/v1/games').set('content-type', 'application/json').send(JSON.stringify({ pad: 'x'.repeat(300 * 1024) })).expect(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('unknown fields, wrong types and missing fields are each listed with a JSON pointer', async () => {
    const res = await t.http
      .post('/v1/games')
      .set(t.auth)
      .send({ system: 'nope', name: 5, players: [{ name: '' }], surplus: true })
      .expect(400);
    expect(res.body.code).toBe('validation_failed');
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/system', '/name', '/players/0/name', '/surplus', '/state']));
    expect(res.body.errors.find((e: { path: string }) => e.path === '/surplus').code).toBe('unknown_field');
  });

  it('an unknown route is a 404 problem', async () => {
    const res = await t.http.get('/v2/nothing').expect(404);
    expect(res.headers['content-type']).toMatch(PROBLEM);
    expect(res.body.code).toBe('route_not_found');
  });

  it('a non-object body is a 400 problem, not a crash', async () => {
    const res = await t.http.post('/v1/games').set(t.auth).set('content-type', 'application/json').send('[1,2]').expect(400);
    expect(res.body.errors[0]).toMatchObject({ path: '', code: 'type' });
  });

  it('GraphQL reports the same codes and field pointers in extensions', async () => {
    const r = await t.gql('mutation($i: CreateGameInput!) { createGame(input: $i) { id } }', { i: { system: 'nope', name: '', players: [], state: {} } });
    expect(r.errors![0].extensions.code).toBe('validation_failed');
    expect(r.errors![0].extensions.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/system', '/name']));
    const unknown = await t.gql('{ system(id: "chess") { id } }');
    expect(unknown.errors![0].extensions.code).toBe('not_found');
    const unserved = await t.gql('{ game(id: "00000000-0000-0000-0000-000000000000") { id } }');
    expect(unserved.errors![0].extensions).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('GraphQL endpoint: malformed JSON, wrong content type, oversized body, unknown fields and operations', async () => {
    const malformed = await t.http.post('/graphql').set('content-type', 'application/json').send('{"query": ').expect(400);
    expect(malformed.body.code).toBe('malformed_json');
    const media = await t.http.post('/graphql').set('content-type', 'text/plain').send('{ systems { id } }').expect(415);
    expect(media.body.code).toBe('unsupported_media_type');
    const big = await t.http.post('/graphql').set('content-type', 'application/json').send(JSON.stringify({ query: `{ systems { id } } # ${'x'.repeat(300 * 1024)}` })).expect(413);
    expect(big.body.code).toBe('payload_too_large');
    const unknownField = await t.gql('mutation($i: CreateGameInput!) { createGame(input: $i) { id } }', { i: { system: 't9a', name: 'n', players: [], state: {}, surplus: 1 } });
    expect(unknownField.errors![0].extensions.errors).toEqual([{ path: '/surplus', code: 'unknown_field', message: 'property surplus should not exist' }]);
    const unknownOp = await t.gql('{ chess { id } }');
    expect(unknownOp.errors![0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(unknownOp.errors![0].message).toContain('chess');
  });

  it('GraphQL refuses queries beyond the depth limit', async () => {
    const ok = await t.gql('{ systems { capabilities { attacks { served } } } }');
    expect(ok.errors).toBeUndefined();
    const r = await t.http.post('/graphql').send({ query: '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }' });
    expect(r.body.errors[0].message).toBe('Query depth 9 exceeds the limit of 8');
  });
});

describe('production basics', () => {
  it('GET /health pings the database', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'server' : 'embedded' });
  });

  it('every response carries a request id; a client-sent one is echoed', async () => {
    const res = await t.http.get('/health').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const gen = await t.http.get('/health');
    expect(gen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves GraphiQL in development', async () => {
    const res = await t.http.get('/graphql').set('accept', 'text/html').expect(200);
    expect(res.text).toContain('<title>GraphiQL</title>');
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await t.http.get('/openapi.json').expect(200);
    expect(doc.body.paths['/v1/games']).toBeDefined();
    await t.http.get('/docs').expect(200);
  });
});
