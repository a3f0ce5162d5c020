import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120000);
afterAll(async () => {
  await t?.close();
}, 60000);

/** Each fragment spreads the next twice: 1.3 KB of query, 2^levels fields once expanded. */
function fragmentBomb(levels: number): string {
  const frags = [];
  for (let i = 0; i < levels; i++) frags.push(`fragment F${i} on System { id ...F${i + 1} ...F${i + 1} }`);
  frags.push(`fragment F${levels} on System { id }`);
  return `{ systems { ...F0 } }\n${frags.join('\n')}`;
}

describe('GraphQL cost limits over HTTP', () => {
  it('refuses a 30-level fragment bomb at once, and /health keeps answering', async () => {
    const bomb = t.http.post('/graphql').send({ query: fragmentBomb(30) });
    const health = t.http.get('/health');
    const [refused, ok] = await Promise.all([bomb, health]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { message: string }) => e.message)).toContain('Query selects more than 300 fields once its fragments are expanded');
    expect(ok.status).toBe(200);
  });

  it('counts aliased rules mutations one by one', async () => {
    const unit = '{type: "Inf", size: "Regiment", sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: {waver: 14, rout: 16}, pts: 100, specialRules: []}';
    const ops = Array.from({ length: 6 }, (_, i) => `a${i}: kowResolveAttack(input: {kind: "melee", attacker: ${unit}, target: ${unit}}) { system }`).join(' ');
    const res = await t.http.post('/graphql').send({ query: `mutation { ${ops} }` });
    expect(res.body.errors?.[0]?.message).toBe('A document may run at most 5 rules operations (aliases count one by one)');
    expect(res.body.errors?.[0]?.extensions?.limit).toBe(5);
  });
});

describe('bodies no request may carry', () => {
  const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('JSON nested 5,000 deep is a 400 pointing at the limit, on REST and in GraphQL variables', async () => {
    const rest = await t.http.post('/v1/kow/attacks/resolve').set('content-type', 'application/json').send(`{"kind":"melee","attacker":${deep(5000)}}`).expect(400);
    expect(rest.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(rest.body.errors[0]).toMatchObject({ code: 'maxDepth', path: '/attacker' + '/a'.repeat(31) });
    const games = await t.http.post('/v1/games').set('content-type', 'application/json').send(`{"system":"kow","name":"x","players":[],"state":${deep(5000)}}`).expect(400);
    expect(games.body.errors[0].code).toBe('maxDepth');
    const gql = await t.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(`{"query":"mutation($i: JSON!) { kowResolveAttack(input: $i) { system } }","variables":{"i":${deep(5000)}}}`)
      .expect(400);
    expect(gql.body.errors[0]).toMatchObject({ code: 'maxDepth', path: '/variables/i' + '/a'.repeat(30) });
    await t.http.get('/health').expect(200);
  });

  it('a NUL character in any string, key, query or path parameter is a 400 naming the field (it never reaches PostgreSQL)', async () => {
    const name = await t.http.post('/v1/games').send({ system: 'kow', name: 'Club\u0000night', players: [{ name: 'Ana' }], state: { ['k\u0000']: 1 } }).expect(400);
    expect(name.body.errors.map((e: { path: string }) => e.path)).toEqual(['/name', '/state/k\u0000']);
    const query = await t.http.get('/v1/games?system=%00').expect(400);
    expect(query.body.errors[0]).toMatchObject({ path: '/query/system', code: 'noNulCharacter' });
    const param = await t.http.get('/v1/games/%00').expect(400);
    expect(param.body.errors[0]).toMatchObject({ path: '/params/id', code: 'noNulCharacter' });
  });
});
