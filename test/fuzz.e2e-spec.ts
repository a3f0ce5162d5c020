/**
 * Schema-driven fuzz of every REST operation (from `openapi.json`) and every GraphQL operation
 * (from `schema.gql`), seeded so that a failure replays: no 5xx, problem+json on every REST error,
 * a code on every GraphQL error, no body the schema forbids accepted, Object.prototype untouched.
 * FUZZ_REQUESTS sets the number of REST requests (default 4,000; GraphQL gets a quarter of it).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildSchema, getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { validInput, wrongInput } from './fuzz/graphql-fuzz.js';
import { Rng, SchemaFuzzer, setAt, type Json, type Schema } from './fuzz/schema-fuzz.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REST_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 4000);
const GQL_REQUESTS = Math.ceil(REST_REQUESTS / 4);

const openapi = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; parameters?: Array<{ name: string; in: string; schema?: Schema }>; requestBody?: { content: { 'application/json': { schema: Schema } } } }>>;
  components: { schemas: Record<string, Schema> };
};
const gqlSchema = buildSchema(readFileSync(new URL('../schema.gql', import.meta.url), 'utf8'));

interface Failure {
  request: string;
  problem: string;
}

let t: TestApp;
let gameId: string;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  t = await createTestApp();
  gameId = (await t.http.post('/v1/games').set(t.auth).send({ system: 'kow', name: 'fuzz', players: [{ name: 'Ana' }], state: {} })).body.id;
}, 120000);
afterAll(async () => {
  await t?.close();
}, 60000);

function checkProblem(status: number, headers: Record<string, string>, body: { status?: number; code?: unknown; errors?: unknown }): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return undefined;
  if (!/application\/problem\+json/.test(headers['content-type'] ?? '')) return `error ${status} is ${headers['content-type']}, not problem+json`;
  if (body.status !== status || typeof body.code !== 'string' || !Array.isArray(body.errors)) return `error ${status} is not a complete problem`;
  return undefined;
}

describe('schema-driven fuzz', () => {
  it(`${REST_REQUESTS} REST requests: no 5xx, problem+json on every error, no invalid body accepted`, async () => {
    const rng = new Rng(SEED);
    const fz = new SchemaFuzzer(openapi.components.schemas, rng);
    const ops = Object.entries(openapi.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    const failures: Failure[] = [];
    for (let i = 0; i < REST_REQUESTS; i++) {
      const { path, method, op } = ops[i % ops.length];
      const url = path.replace('{id}', () => rng.pick([gameId, gameId, 'nope', '00000000-0000-0000-0000-000000000000', '%00', 'é'])).replace('{system}', () => rng.pick(['kow', 'agot', 't9a', 'chess', '']));
      const query = (op.parameters ?? []).filter((p) => p.in === 'query' && rng.chance(0.5)).map((p) => `${p.name}=${encodeURIComponent(String(rng.chance(0.5) ? fz.valid(p.schema) : fz.garbage()))}`);
      const schema = op.requestBody?.content['application/json'].schema;
      let body: Json | undefined;
      let mustFail = false;
      let what = 'plausible';
      if (schema) {
        const base = fz.valid(schema);
        const resolved = fz.resolve(schema);
        const roll = rng.next();
        if (roll < 0.25) body = base;
        else if (roll < 0.4) {
          body = { ...(base as Record<string, Json>), fuzzUnknownField: 1 };
          mustFail = true;
          what = 'unknown field';
        } else if (roll < 0.55 && resolved.required?.length) {
          const drop = rng.pick(resolved.required);
          body = setAt(base, [drop], undefined);
          mustFail = true;
          what = `without required ${drop}`;
        } else if (roll < 0.8) {
          const typed = fz.typedPaths(schema, base);
          if (typed.length) {
            const target = rng.pick(typed);
            const asNull = rng.chance(0.2) && !target.schema.nullable;
            body = setAt(base, target.path, asNull ? null : fz.wrongType(target.schema));
            mustFail = true;
            what = `${asNull ? 'null' : 'wrong type'} at /${target.path.join('/')}`;
          } else body = base;
        } else if (roll < 0.95) {
          const typed = fz.typedPaths(schema, base);
          body = typed.length ? setAt(base, rng.pick(typed).path, fz.garbage()) : fz.garbage();
          what = 'garbage value';
        } else {
          body = rng.pick<Json>([[], 'x', 7, null, [{}]]);
          mustFail = true;
          what = 'not an object';
        }
      }
      const target = `${url}${query.length ? `?${query.join('&')}` : ''}`;
      let req = (t.http as unknown as Record<string, (u: string) => import('supertest').Test>)[method](target);
      if (method === 'put' || method === 'delete') {
        const ifMatch = rng.pick([undefined, '"1"', '*', 'garbage', '"999"']);
        if (ifMatch) req = req.set('if-match', ifMatch);
      }
      if (rng.chance(0.1)) req = req.set('idempotency-key', rng.pick(['k1', 'k2', 'x'.repeat(300)]));
      // Mostly the app's key; sometimes none, an unknown one or a malformed header.
      const who = rng.next();
      if (who < 0.85) req = req.set(t.auth);
      else if (who < 0.95) req = req.set('authorization', rng.pick(['Bearer nope', 'Basic abc', 'Bearer ', `Bearer ${'k'.repeat(600)}`]));
      const res = body === undefined ? await req : await req.set('content-type', 'application/json').send(JSON.stringify(body));
      const bad = checkProblem(res.status, res.headers as Record<string, string>, res.body ?? {});
      const accepted = mustFail && res.status < 400 ? `accepted (${res.status}) an invalid body: ${what}` : undefined;
      if (bad || accepted) failures.push({ request: `${method.toUpperCase()} ${target} ${JSON.stringify(body)?.slice(0, 300)}`, problem: bad ?? accepted! });
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600000);

  it(`${GQL_REQUESTS} GraphQL operations: no 5xx, a code on every error, no invalid input accepted`, async () => {
    const rng = new Rng(SEED + 1);
    const fz = new SchemaFuzzer(openapi.components.schemas, rng);
    const restBodies = new Map(Object.values(openapi.paths).flatMap((m) => Object.values(m)).filter((op) => op.requestBody).map((op) => [op.operationId, op.requestBody!.content['application/json'].schema]));
    const fields: Array<{ kind: 'mutation' | 'query'; field: GraphQLField<unknown, unknown> }> = [
      ...Object.values(gqlSchema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
      ...Object.values(gqlSchema.getQueryType()?.getFields() ?? {}).map((field) => ({ kind: 'query' as const, field })),
    ];
    const failures: Failure[] = [];
    for (let i = 0; i < GQL_REQUESTS; i++) {
      const { kind, field } = fields[i % fields.length];
      const variables: Record<string, Json> = {};
      let mustFail = false;
      for (const arg of field.args) {
        const named = getNamedType(arg.type);
        const rest = restBodies.get(field.name);
        if (named.name === 'JSON' && rest) {
          const base = fz.valid(rest);
          const typed = fz.typedPaths(rest, base);
          if (rng.chance(0.4) && typed.length) {
            const target = rng.pick(typed);
            variables[arg.name] = setAt(base, target.path, fz.wrongType(target.schema));
            mustFail = true;
          } else if (rng.chance(0.2)) {
            variables[arg.name] = { ...(base as Record<string, Json>), fuzzUnknownField: 1 };
            mustFail = true;
          } else variables[arg.name] = base;
        } else if (rng.chance(0.3)) {
          const wrong = wrongInput(arg.type, rng);
          if (wrong !== undefined) {
            variables[arg.name] = wrong;
            mustFail = true;
          } else variables[arg.name] = validInput(arg.type, rng);
        } else if (arg.name === 'id') variables[arg.name] = rng.pick([gameId, 'nope', '%00']);
        else variables[arg.name] = validInput(arg.type, rng);
      }
      const decl = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const pass = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection = isObjectType(getNamedType(field.type)) ? '{ __typename }' : '';
      const query = `${kind}${decl ? `(${decl})` : ''} { ${field.name}${pass ? `(${pass})` : ''} ${selection} }`;
      const res = await t.http.post('/graphql').set(t.auth).set('content-type', 'application/json').send(JSON.stringify({ query, variables }));
      const errors = (res.body?.errors ?? []) as Array<{ extensions?: { code?: string } }>;
      let problem: string | undefined;
      if (res.status >= 500) problem = `status ${res.status}`;
      else if (errors.some((e) => !e.extensions?.code || e.extensions.code === 'INTERNAL_SERVER_ERROR' || e.extensions.code === 'internal_error')) problem = `an error without a client code: ${JSON.stringify(errors[0]).slice(0, 200)}`;
      else if (mustFail && errors.length === 0 && res.status < 400) problem = 'accepted an invalid input';
      if (problem) failures.push({ request: `${query} ${JSON.stringify(variables).slice(0, 300)}`, problem });
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  }, 600000);
});
