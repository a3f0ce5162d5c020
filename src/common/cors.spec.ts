import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { installCors } from './cors.js';
import { CORS_EXPOSED_HEADERS, CORS_METHODS } from './http-caching.js';

async function server(install: (f: FastifyInstance) => Promise<void> | void): Promise<FastifyInstance> {
  const f = Fastify();
  await install(f);
  f.get('/thing', async () => ({ ok: true }));
  f.post('/thing', async () => ({ ok: true }));
  // A route that takes OPTIONS itself, as GraphQL's does (GET, POST and OPTIONS), registered after CORS.
  f.route({ url: '/own', method: ['GET', 'POST', 'OPTIONS'], handler: async () => ({ own: true }) });
  await f.listen({ port: 0, host: '127.0.0.1' });
  return f;
}

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** One real HTTP request (light-my-request does not load under Jest's ESM mode). */
function send(f: FastifyInstance, r: Req): Promise<Answer> {
  const { port } = f.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: r.method, path: r.url, headers: r.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ statusCode: res.statusCode!, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(r.method === 'POST' ? '{}' : undefined);
  });
}

type Req = { method: 'GET' | 'POST' | 'OPTIONS'; url: string; headers: Record<string, string> };
const requests: Req[] = [];
for (const origin of [undefined, 'https://app.example', 'https://evil.example']) {
  const o: Record<string, string> = origin ? { origin } : {};
  requests.push({ method: 'GET', url: '/thing', headers: o }, { method: 'POST', url: '/thing', headers: { ...o, 'content-type': 'application/json' } }, { method: 'GET', url: '/missing', headers: o });
  requests.push({ method: 'GET', url: '/own', headers: o }, { method: 'POST', url: '/own', headers: { ...o, 'content-type': 'application/json' } });
  for (const acrm of [undefined, 'PUT']) {
    for (const acrh of [undefined, 'authorization, if-match']) {
      const h = { ...o, ...(acrm ? { 'access-control-request-method': acrm } : {}), ...(acrh ? { 'access-control-request-headers': acrh } : {}) };
      requests.push({ method: 'OPTIONS', url: '/thing', headers: h }, { method: 'OPTIONS', url: '/v1/games/some-id', headers: h }, { method: 'OPTIONS', url: '/own', headers: h });
    }
  }
}

/** What a client sees of an answer: status, body and every CORS header. */
const seen = (r: Answer) => ({
  status: r.statusCode,
  body: r.body,
  headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => k === 'vary' || k.startsWith('access-control-') || k === 'content-length').sort()),
});

describe('installCors', () => {
  for (const [name, origins] of [
    ['any origin', true],
    ['a list', ['https://app.example', 'https://other.example']],
    ['a list naming *', ['https://app.example', '*']],
  ] as Array<[string, true | string[]]>) {
    it(`answers as @fastify/cors does (${name}): ${requests.length} requests`, async () => {
      const mine = await server((f) => installCors(f, { origins, methods: CORS_METHODS, exposedHeaders: CORS_EXPOSED_HEADERS }));
      const theirs = await server(async (f) => {
        await f.register(fastifyCors, { origin: origins, methods: CORS_METHODS, exposedHeaders: CORS_EXPOSED_HEADERS });
      });
      try {
        for (const r of requests) {
          const a = seen(await send(mine, r));
          const b = seen(await send(theirs, r));
          // The one difference: with the origin reflected, a request without Origin (no browser's CORS
          // request) gets no Access-Control-Expose-Headers; it still varies on Origin.
          if (r.headers.origin === undefined && !(origins !== true && origins.includes('*'))) {
            expect({ r, exposed: a.headers['access-control-expose-headers'], vary: a.headers.vary }).toEqual({ r, exposed: undefined, vary: 'Origin' });
            delete b.headers['access-control-expose-headers'];
          }
          expect({ r, answer: a }).toEqual({ r, answer: b });
        }
      } finally {
        await mine.close();
        await theirs.close();
      }
    });
  }

  it('reflects an allowed origin, exposes the headers and answers a preflight 204', async () => {
    const f = await server((s) => installCors(s, { origins: ['https://app.example'], methods: CORS_METHODS, exposedHeaders: CORS_EXPOSED_HEADERS }));
    try {
      const ok = await send(f, { method: 'GET', url: '/thing', headers: { origin: 'https://app.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(ok.headers['access-control-expose-headers']).toContain('X-Request-Id');
      const other = await send(f, { method: 'GET', url: '/thing', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await send(f, { method: 'OPTIONS', url: '/v1/games/x', headers: { origin: 'https://app.example', 'access-control-request-method': 'DELETE' } });
      expect([pre.statusCode, pre.headers['access-control-allow-methods']]).toEqual([204, CORS_METHODS.join(', ')]);
      // A path whose route takes OPTIONS itself (as GraphQL's does) gets the same preflight answer, not the route's.
      const own = await send(f, { method: 'OPTIONS', url: '/own', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } });
      expect([own.statusCode, own.headers['access-control-allow-methods'], own.body]).toEqual([204, CORS_METHODS.join(', '), '']);
    } finally {
      await f.close();
    }
  });
});
