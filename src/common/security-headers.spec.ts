import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_SECURITY_HEADERS, helmetHeaders, installSecurityHeaders, isPage, SECURITY_HEADER_OPTIONS } from './security-headers.js';

async function server(install: (f: FastifyInstance) => Promise<void> | void): Promise<FastifyInstance> {
  const f = Fastify();
  await install(f);
  f.get('/thing', async () => ({ ok: true }));
  f.get('/docs/page', async (_req, reply) => reply.type('text/html').send('<p>docs</p>'));
  f.get('/graphql', async (_req, reply) => reply.type('text/html').send('<p>GraphiQL</p>'));
  f.get('/fails', async () => {
    throw new Error('boom');
  });
  await f.listen({ port: 0, host: '127.0.0.1' });
  return f;
}

/** The headers of one real answer, without those that change per answer (date, length). */
function headersOf(f: FastifyInstance, path: string, method = 'GET'): Promise<Record<string, unknown>> {
  const { port } = f.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method }, (res) => {
      res.resume();
      const { date: _date, 'content-length': _length, ...rest } = res.headers;
      res.on('end', () => resolve({ status: res.statusCode, ...rest }));
    })
      .on('error', reject)
      .end();
  });
}

describe('security headers', () => {
  it('on pages (the docs, GraphiQL) are the ones @fastify/helmet sets', async () => {
    const mine = await server((f) => installSecurityHeaders(f));
    const theirs = await server(async (f) => {
      await f.register(fastifyHelmet, SECURITY_HEADER_OPTIONS);
    });
    try {
      for (const path of ['/docs/page', '/graphql', '/docs/missing']) expect({ path, headers: await headersOf(mine, path) }).toEqual({ path, headers: await headersOf(theirs, path) });
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it("on JSON answers are exactly the API set (OWASP's REST list), errors, 404s and POST /graphql alike", async () => {
    const mine = await server((f) => installSecurityHeaders(f));
    try {
      for (const [path, method] of [['/thing', 'GET'], ['/fails', 'GET'], ['/missing', 'GET'], ['/graphql', 'POST']]) {
        const h = await headersOf(mine, path, method);
        const security = Object.keys(h).filter((k) => !['status', 'content-type', 'connection', 'keep-alive'].includes(k));
        expect({ path, method, security: security.sort() }).toEqual({ path, method, security: API_SECURITY_HEADERS.map(([n]) => n.toLowerCase()).sort() });
        expect(h).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'strict-transport-security': 'max-age=31536000; includeSubDomains' });
      }
    } finally {
      await mine.close();
    }
  });

  it('tell pages from JSON answers by path and method', () => {
    const cases: Array<[string, string, boolean]> = [
      ['GET', '/docs', true],
      ['GET', '/docs/swagger-ui.css', true],
      ['GET', '/graphql', true],
      ['HEAD', '/graphql?query={systems{id}}', true],
      ['POST', '/graphql', false],
      ['GET', '/openapi.json', false],
      ['POST', '/v1/kow/attacks/resolve', false],
      ['GET', '/health', false],
    ];
    for (const [method, url, page] of cases) expect([method, url, isPage({ method, url })]).toEqual([method, url, page]);
  });

  it('of pages leave out Content-Security-Policy and COEP, and keep the rest of Helmet', () => {
    const names = helmetHeaders().map(([n]) => n.toLowerCase());
    expect(names).not.toContain('content-security-policy');
    expect(names).not.toContain('cross-origin-embedder-policy');
    expect(names).toEqual(expect.arrayContaining(['x-frame-options', 'x-content-type-options', 'strict-transport-security', 'referrer-policy']));
    expect(names).toHaveLength(11);
  });
});
