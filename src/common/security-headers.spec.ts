import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { helmetHeaders, installSecurityHeaders, SECURITY_HEADER_OPTIONS } from './security-headers.js';

async function server(install: (f: FastifyInstance) => Promise<void> | void): Promise<FastifyInstance> {
  const f = Fastify();
  await install(f);
  f.get('/thing', async () => ({ ok: true }));
  f.get('/fails', async () => {
    throw new Error('boom');
  });
  await f.listen({ port: 0, host: '127.0.0.1' });
  return f;
}

/** The headers of one real answer, without those that change per answer (date, length). */
function headersOf(f: FastifyInstance, path: string): Promise<Record<string, unknown>> {
  const { port } = f.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      const { date: _date, 'content-length': _length, ...rest } = res.headers;
      res.on('end', () => resolve({ status: res.statusCode, ...rest }));
    })
      .on('error', reject)
      .end();
  });
}

describe('security headers', () => {
  it('are the ones @fastify/helmet sets, on answers, errors and 404s alike', async () => {
    const mine = await server((f) => installSecurityHeaders(f));
    const theirs = await server(async (f) => {
      await f.register(fastifyHelmet, SECURITY_HEADER_OPTIONS);
    });
    try {
      for (const path of ['/thing', '/fails', '/missing']) expect({ path, headers: await headersOf(mine, path) }).toEqual({ path, headers: await headersOf(theirs, path) });
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('leave out Content-Security-Policy and COEP, and keep the rest of Helmet', () => {
    const names = helmetHeaders().map(([n]) => n.toLowerCase());
    expect(names).not.toContain('content-security-policy');
    expect(names).not.toContain('cross-origin-embedder-policy');
    expect(names).toEqual(expect.arrayContaining(['x-frame-options', 'x-content-type-options', 'strict-transport-security', 'referrer-policy']));
    expect(names).toHaveLength(11);
  });
});
