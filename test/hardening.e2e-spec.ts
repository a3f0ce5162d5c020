import { beforeAll, describe, expect, it } from '@jest/globals';
import { useTestApp, type TestApp } from './helpers/app.js';

const app = useTestApp();
let t: TestApp;
beforeAll(() => {
  t = app.current;
});

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
    expect(refused.body.errors.map((e: { message: string }) => e.message)).toContain('Query selects more than 320 fields once its fragments are expanded');
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
    const games = await t.http.post('/v1/games').set(t.auth).set('content-type', 'application/json').send(`{"system":"kow","name":"x","players":[],"state":${deep(5000)}}`).expect(400);
    expect(games.body.errors[0].code).toBe('maxDepth');
    const gql = await t.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(`{"query":"mutation($i: KowAttackRequestInput!) { kowResolveAttack(input: $i) { system } }","variables":{"i":${deep(5000)}}}`)
      .expect(400);
    expect(gql.body.errors[0]).toMatchObject({ code: 'maxDepth', path: '/variables/i' + '/a'.repeat(30) });
    await t.http.get('/health').expect(200);
  });

  it('a NUL character in any string, key, query or path parameter is a 400 naming the field (it never reaches PostgreSQL)', async () => {
    const name = await t.http.post('/v1/games').set(t.auth).send({ system: 'kow', name: 'Club\u0000night', players: [{ name: 'Ana' }], state: { ['k\u0000']: 1 } }).expect(400);
    expect(name.body.errors.map((e: { path: string }) => e.path)).toEqual(['/name', '/state/k\u0000']);
    const query = await t.http.get('/v1/games?system=%00').set(t.auth).expect(400);
    expect(query.body.errors[0]).toMatchObject({ path: '/query/system', code: 'noNulCharacter' });
    const param = await t.http.get('/v1/games/%00').set(t.auth).expect(400);
    expect(param.body.errors[0]).toMatchObject({ path: '/params/id', code: 'noNulCharacter' });
  });

  it('a NUL character written into a GraphQL document (a literal, not a variable) is refused the same way, never a 500', async () => {
    const res = await t.http
      .post('/graphql')
      .set(t.auth)
      .send({ query: 'mutation { createGame(input: {system: "kow", name: "Club\\u0000night", players: [{name: "A"}, {name: "B\\u0000"}], state: {}}) { id } }' });
    const errors = res.body.errors as Array<{ extensions: { code: string; status: number; errors: Array<{ path: string; code: string }> } }>;
    expect(errors.map((e) => e.extensions.code)).toEqual(['invalid_input', 'invalid_input']);
    expect(errors.map((e) => e.extensions.errors[0])).toEqual([
      expect.objectContaining({ path: '/createGame/input/name', code: 'noNulCharacter' }),
      expect.objectContaining({ path: '/createGame/input/players/1/name', code: 'noNulCharacter' }),
    ]);
    expect(res.body.data).toBeUndefined();
  });
});

describe('prototype poisoning', () => {
  it('a body with a __proto__ key or a constructor.prototype is a 400 problem+json, and no object prototype changes', async () => {
    for (const raw of ['{"unit":{"__proto__":{"polluted":1}},"damage":1}', '{"damage":1,"constructor":{"prototype":{"polluted":1}}}']) {
      const res = await t.http.post('/v1/kow/morale/test').set('content-type', 'application/json').send(raw).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 400, code: 'malformed_json' });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('a key every JavaScript object has (constructor, toString, …) is a 400 naming it, wherever it is: it was a 500 in a free-form value, and silently dropped as an unknown field', async () => {
    const U = { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [] };
    const regeneration = { unit: { ...U, specialRules: [{ id: 'regeneration', value: { constructor: 1 } }] }, damage: 3 };
    for (const body of [regeneration, { ...regeneration, damage: 'x' }]) {
      const res = await t.http.post('/v1/kow/morale/test').send(body).expect(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path: '/unit/specialRules/0/value/constructor', code: 'reservedKey' }));
    }
    const melee = { kind: 'melee', attacker: U, target: U };
    const invalid = { ...melee, attacker: { ...U, sp: 'x' } };
    for (const body of [{ ...melee, options: { constructor: true } }, { ...invalid, options: { constructor: true } }]) {
      expect((await t.http.post('/v1/kow/attacks/resolve').send(body).expect(400)).body.errors).toContainEqual(expect.objectContaining({ path: '/options/constructor', code: 'reservedKey' }));
    }
    for (const body of [{ ...melee, toString: 1 }, { ...invalid, toString: 1 }]) {
      expect((await t.http.post('/v1/kow/attacks/resolve').send(body).expect(400)).body.errors).toContainEqual(expect.objectContaining({ path: '/toString', code: 'reservedKey' }));
    }
    const game = await t.http.post('/v1/games').set(t.auth).send({ system: 'kow', name: 'x', players: [], state: { board: { valueOf: 1 } } }).expect(400);
    expect(game.body.errors).toEqual([expect.objectContaining({ path: '/state/board/valueOf', code: 'reservedKey' })]);
  });
});

describe('shapes class-validator let through (each was a 500 or a bad row before)', () => {
  const U = { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [] };
  const melee = { kind: 'melee', attacker: U, target: U };
  const firstError = async (path: string, body: unknown) => (await t.http.post(path).send(body as object).expect(400)).body.errors;

  it('an array where an object is required: dice: [] and players: [[]]', async () => {
    expect(await firstError('/v1/kow/attacks/resolve', { ...melee, dice: [] })).toEqual([expect.objectContaining({ path: '/dice', code: 'isObject' })]);
    expect((await t.http.post('/v1/games').set(t.auth).send({ system: 'kow', name: 'x', players: [[]], state: {} }).expect(400)).body.errors).toEqual([expect.objectContaining({ path: '/players/0', code: 'isObject' })]);
  });

  it('null for an optional field that does not take null: facing: null, dice: null (a nullable one still takes it)', async () => {
    expect(await firstError('/v1/kow/attacks/resolve', { ...melee, facing: null })).toEqual([expect.objectContaining({ path: '/facing', code: 'isNotNull' })]);
    expect(await firstError('/v1/kow/attacks/resolve', { ...melee, dice: null })).toEqual([expect.objectContaining({ path: '/dice', code: 'isNotNull' })]);
    await t.http.post('/v1/kow/attacks/resolve').send({ ...melee, attacker: { ...U, ra: null } }).expect(200);
  });

  it('an A Game of Thrones combat without attacker or defender', async () => {
    const defender = { house: 'lannister', units: [{ type: 'footman' }], card: 'ser-jaime-lannister' };
    const attacker = { house: 'tyrell', from: 'kings-landing', units: [{ type: 'footman' }], card: 'alester-florent' };
    const base = { area: 'kingswood', fiefdoms: ['lannister', 'tyrell'] };
    expect(await firstError('/v1/agot/attacks/resolve', { ...base, defender })).toEqual([expect.objectContaining({ path: '/attacker', code: 'isDefined' })]);
    expect(await firstError('/v1/agot/attacks/resolve', { ...base, attacker })).toEqual([expect.objectContaining({ path: '/defender', code: 'isDefined' })]);
  });

  it('name: null on replace, and events?after= past the largest safe integer', async () => {
    const created = await t.http.post('/v1/games').set(t.auth).send({ system: 'kow', name: 'x', players: [], state: {} }).expect(201);
    const put = await t.http.put(`/v1/games/${created.body.id}`).set(t.auth).set('if-match', '"1"').send({ name: null, state: {} }).expect(400);
    expect(put.body.errors).toEqual([expect.objectContaining({ path: '/name' })]);
    const after = await t.http.get(`/v1/games/${created.body.id}/events?after=99999999999999999999`).set(t.auth).expect(400);
    expect(after.body.errors[0].path).toBe('/after');
    await t.http.get(`/v1/games/${created.body.id}`).set(t.auth).expect(200);
  });
});

describe("the router's own errors", () => {
  it('a path parameter over the length limit is a 414 problem+json, a bad URL escape a 400', async () => {
    const long = await t.http.get(`/v1/games/${'a'.repeat(300)}`).set(t.auth).expect(414);
    expect(long.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(long.body).toMatchObject({ code: 'uri_too_long', status: 414 });
    const bad = await t.http.get('/v1/games/%E0%A4%A').set(t.auth).expect(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});
