/**
 * The OpenAPI document as an integrator reads it: a description on every operation, worked
 * examples on every rules operation (whose responses are what the server answers), the response
 * headers, a 429 on every rate-limited route, servers and a license.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { BINDINGS } from '../src/modules/systems/bindings.js';
import { CAPABILITY_IDS } from '../src/domain/core/system.js';
import { CAPABILITY_ROUTES } from '../src/modules/systems/binding.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let doc: OpenAPIObject;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.http.get('/openapi.json').expect(200)).body;
});
afterAll(async () => {
  await t.close();
});

type Op = { operationId: string; summary?: string; description?: string; responses: Record<string, any>; requestBody?: any };
const operations = (): Array<[string, string, Op]> =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Op>)
      .filter(([m]) => ['get', 'put', 'post', 'delete', 'patch'].includes(m))
      .map(([m, op]) => [path, m, op] as [string, string, Op]),
  );

it('has servers and a license', () => {
  expect(doc.servers?.length).toBeGreaterThan(0);
  expect(doc.info.license?.name).toBeTruthy();
});

it('describes every operation', () => {
  const missing = operations().filter(([, , op]) => !op.summary || !op.description || op.description.length < 40).map(([p, m]) => `${m} ${p}`);
  expect(missing).toEqual([]);
});

it('documents 429 with Retry-After and the RateLimit headers on every rate-limited route, and the request id on every response', () => {
  for (const [path, method, op] of operations()) {
    for (const [status, res] of Object.entries(op.responses)) {
      expect([`${method} ${path} ${status}`, Object.keys(res.headers ?? {})]).toEqual([`${method} ${path} ${status}`, expect.arrayContaining(['X-Request-Id'])]);
    }
    if (path === '/health') {
      expect(op.responses['429']).toBeUndefined();
      continue;
    }
    expect([`${method} ${path}`, Object.keys(op.responses['429']?.headers ?? {})]).toEqual([
      `${method} ${path}`,
      expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']),
    ]);
    expect(op.responses['429'].content['application/problem+json'].schema.$ref).toBe('#/components/schemas/ProblemDto');
  }
  for (const name of ['X-Request-Id', 'RateLimit', 'Retry-After', 'ETag', 'Location', 'Idempotent-Replayed']) expect((doc.components?.headers as any)[name]).toBeDefined();
});

it('documents ETag, Location and Idempotent-Replayed where the games routes send them', () => {
  const create = (doc.paths['/v1/games'] as any).post.responses['201'].headers;
  expect(Object.keys(create)).toEqual(expect.arrayContaining(['Location', 'ETag', 'Idempotent-Replayed']));
  expect(Object.keys((doc.paths['/v1/games/{id}'] as any).get.responses['200'].headers)).toContain('ETag');
  expect(Object.keys((doc.paths['/v1/games/{id}'] as any).put.responses['200'].headers)).toContain('ETag');
  expect(Object.keys((doc.paths['/v1/games/{id}/events'] as any).post.responses['201'].headers)).toEqual(expect.arrayContaining(['Location', 'Idempotent-Replayed']));
  expect((doc.paths['/v1/games/{id}'] as any).put.responses['412']).toBeDefined();
  expect((doc.components?.schemas as any).ProblemDto.properties.currentVersion.type).toBe('number');
});

describe('worked examples on the rules operations', () => {
  const served = BINDINGS.flatMap((b) => CAPABILITY_IDS.filter((c) => b.requests[c]).map((c) => [b.system.id, c, `/v1/${b.system.id}/${CAPABILITY_ROUTES[c].path}`] as const));

  it('every Kings of War and A Game of Thrones operation has request and response examples', () => {
    const without = served
      .filter(([id]) => id === 'kow' || id === 'agot')
      .filter(([, , path]) => {
        const op = (doc.paths[path] as any).post;
        return !op.requestBody.content['application/json'].examples || !op.responses['200'].content['application/json'].examples;
      })
      .map(([, , path]) => path);
    expect(without).toEqual([]);
  });

  it.each(served)('%s %s: each example answers what the document shows', async (_id, _cap, path) => {
    const op = (doc.paths[path] as any).post;
    const requests = op.requestBody.content['application/json'].examples ?? {};
    const responses = op.responses['200'].content['application/json'].examples ?? {};
    expect(Object.keys(responses)).toEqual(Object.keys(requests));
    for (const [name, ex] of Object.entries<any>(requests)) {
      expect(ex.summary).toBeTruthy();
      const res = await t.http.post(path).send(ex.value);
      expect([name, res.status]).toEqual([name, 200]);
      expect(res.body).toEqual(responses[name].value);
    }
  });
});
