import { connect, type AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { KeysService } from '../src/modules/keys/keys.service.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', CORS_ORIGINS: 'https://app.example', BODY_LIMIT: '2048' });
});
afterAll(async () => {
  await t.close();
});

it('rate limiting answers 429 problem+json with Retry-After past the configured rate', async () => {
  for (let i = 0; i < 3; i++) await t.http.get('/v1/systems').expect(200);
  const res = await t.http.get('/v1/systems').expect(429);
  expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(res.body.code).toBe('rate_limited');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  // /health is never counted: load balancers poll it.
  await t.http.get('/health').expect(200);
});

it('the body limit is configurable', async () => {
  const app = await createTestApp({ BODY_LIMIT: '2048' });
  try {
    await app.http.post('/v1/games').set(app.auth).send({ system: 'asoiaf', name: 'x'.repeat(100), players: [], state: {} }).expect(201);
    const res = await app.http.post('/v1/games').set(app.auth).send({ system: 'asoiaf', name: 'x', players: [], state: { pad: 'y'.repeat(3000) } }).expect(413);
    expect(res.body.code).toBe('payload_too_large');
  } finally {
    await app.close();
  }
});

it('CORS allows only the configured origins', async () => {
  const app = await createTestApp({ CORS_ORIGINS: 'https://app.example' });
  try {
    const ok = await app.http.get('/health').set('origin', 'https://app.example');
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
    const other = await app.http.get('/health').set('origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  } finally {
    await app.close();
  }
});

it("security headers are set: the API's on JSON answers, Helmet's on the docs pages", async () => {
  const app = await createTestApp();
  try {
    for (const res of [await app.http.get('/health'), await app.http.post('/v1/kow/morale/test').send({})]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
    const docs = await app.http.get('/docs').redirects(1);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['x-dns-prefetch-control']).toBe('off');
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
  } finally {
    await app.close();
  }
});

/** One raw HTTP/1.1 exchange on a new socket (supertest cannot send a request target that is not a path). */
function rawExchange(app: TestApp, text: string): Promise<string> {
  const { port } = app.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    socket.on('data', (d) => (out += d.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

it('a request target that is not a path (OPTIONS *) gets its 404 with the security and CORS headers and the request id of every answer', async () => {
  const app = await createTestApp({ CORS_ORIGINS: 'https://app.example' });
  try {
    const answer = (await rawExchange(app, 'OPTIONS * HTTP/1.1\r\nHost: x\r\nOrigin: https://app.example\r\nConnection: close\r\n\r\n')).toLowerCase();
    expect(answer).toMatch(/^http\/1\.1 404/);
    expect(answer).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('x-frame-options: deny');
    expect(answer).toContain('access-control-allow-origin: https://app.example');
    expect(answer).toContain('access-control-expose-headers: etag');
    expect(answer).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
  } finally {
    await app.close();
  }
});

it('production turns GraphiQL off', async () => {
  const app = await createTestApp({ NODE_ENV: 'production' });
  try {
    const res = await app.http.get('/graphql').set('accept', 'text/html');
    expect(res.text).not.toContain('GraphiQL');
  } finally {
    await app.close();
  }
});

it('CORS preflight allows PUT and DELETE and the headers a client sends; answers expose ETag, Location, Retry-After and the request id', async () => {
  const app = await createTestApp({ CORS_ORIGINS: 'https://app.example' });
  try {
    for (const method of ['PUT', 'DELETE']) {
      const pre = await app.http
        .options('/v1/games/some-id')
        .set('origin', 'https://app.example')
        .set('access-control-request-method', method)
        .set('access-control-request-headers', 'authorization, if-match, content-type');
      expect(pre.status).toBeLessThan(300);
      expect(pre.headers['access-control-allow-methods']).toContain(method);
      expect(pre.headers['access-control-allow-headers']?.toLowerCase()).toContain('if-match');
    }
    const res = await app.http.post('/v1/games').set(app.auth).set('origin', 'https://app.example').send({ system: 'kow', name: 'x', players: [], state: {} }).expect(201);
    const exposed = res.headers['access-control-expose-headers'].toLowerCase();
    for (const h of ['etag', 'location', 'retry-after', 'x-request-id']) expect(exposed).toContain(h);
  } finally {
    await app.close();
  }
});

it("CORS preflight to /graphql, whose route takes OPTIONS itself, is answered as every preflight (not by GraphQL's handler)", async () => {
  const app = await createTestApp({ CORS_ORIGINS: 'https://app.example' });
  try {
    const pre = await app.http.options('/graphql').set('origin', 'https://app.example').set('access-control-request-method', 'POST').set('access-control-request-headers', 'content-type, authorization');
    expect([pre.status, pre.headers['access-control-allow-origin'], pre.headers['access-control-allow-methods'], pre.headers['access-control-allow-headers']]).toEqual([
      204,
      'https://app.example',
      'GET, HEAD, POST, PUT, DELETE, OPTIONS',
      'content-type, authorization',
    ]);
    // GraphQL itself still answers its GET and POST.
    const res = await app.http.post('/graphql').set('origin', 'https://app.example').send({ query: '{ systems { id } }' }).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(res.body.data.systems.length).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
});

it('a CORS preflight carrying Authorization is answered without looking the key up (preflights are not rate limited)', async () => {
  const keys = t.app.get(KeysService);
  const resolve = jest.spyOn(keys, 'resolve');
  try {
    await t.http.options('/v1/games').set('origin', 'https://app.example').set('access-control-request-method', 'POST').set('authorization', 'Bearer arb_unknown').expect(204);
    expect(resolve).not.toHaveBeenCalled();
    await t.http.get('/v1/games').set('authorization', 'Bearer arb_unknown');
    expect(resolve).toHaveBeenCalledTimes(1);
  } finally {
    resolve.mockRestore();
  }
});

it('If-None-Match with the current ETag answers 304 with no body; a stale one the game', async () => {
  const app = await createTestApp();
  try {
    const created = await app.http.post('/v1/games').set(app.auth).send({ system: 'kow', name: 'x', players: [], state: { a: 1 } }).expect(201);
    const url = `/v1/games/${created.body.id}`;
    const same = await app.http.get(url).set(app.auth).set('if-none-match', '"1"').expect(304);
    expect(same.text ?? '').toBe('');
    expect(same.headers.etag).toBe('"1"');
    await app.http.get(url).set(app.auth).set('if-none-match', 'W/"1"').expect(304);
    const stale = await app.http.get(url).set(app.auth).set('if-none-match', '"0"').expect(200);
    expect(stale.body.state).toEqual({ a: 1 });
  } finally {
    await app.close();
  }
});
