/**
 * Rate limiting (@fastify/rate-limit): behind a proxy only when TRUST_PROXY says so, per API key
 * with its own limit, /health exempt, RateLimit headers, and counters that several instances share
 * (the app's PostgreSQL database, or Redis when it is reachable).
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { installRateLimit, type RateLimitSettings } from '../src/common/rate-limit.js';
import { Database } from '../src/database/database.js';
import { createTestApp } from './helpers/app.js';

describe('behind a reverse proxy', () => {
  const twoClients = async (env: Record<string, string>) => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', ...env });
    try {
      const from = (ip: string) => t.http.get('/v1/systems').set('x-forwarded-for', ip);
      const a = [(await from('203.0.113.1')).status, (await from('203.0.113.1')).status, (await from('203.0.113.1')).status];
      const b = (await from('203.0.113.2')).status;
      return { a, b };
    } finally {
      await t.close();
    }
  };

  it('without TRUST_PROXY every client behind the proxy shares the proxy address: one bucket', async () => {
    expect(await twoClients({})).toEqual({ a: [200, 200, 429], b: 429 });
  });

  it('with TRUST_PROXY naming the proxy, X-Forwarded-For separates the clients', async () => {
    expect(await twoClients({ TRUST_PROXY: '127.0.0.1' })).toEqual({ a: [200, 200, 429], b: 200 });
    expect(await twoClients({ TRUST_PROXY: 'loopback' })).toEqual({ a: [200, 200, 429], b: 200 });
  });

  it('a proxy TRUST_PROXY does not name cannot choose the bucket', async () => {
    expect(await twoClients({ TRUST_PROXY: '10.0.0.1' })).toEqual({ a: [200, 200, 429], b: 429 });
  });
});

describe('headers and exemptions on the application', () => {
  it('counts every route but /health, with RateLimit headers, and answers 429 problem+json with Retry-After', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const first = await t.http.get('/v1/systems').expect(200);
      expect(first.headers['ratelimit-limit']).toBe('3');
      expect(first.headers['ratelimit-remaining']).toBe('2');
      expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(first.headers['ratelimit-policy']).toBe('3;w=60');
      expect(first.headers['ratelimit']).toMatch(/^limit=3, remaining=2, reset=\d+$/);
      const health = await t.http.get('/health').expect(200);
      expect(health.headers['ratelimit-limit']).toBeUndefined();
      await t.http.get('/v1/no-such-route').expect(404);
      await t.http.post('/v1/kow/attacks/resolve').send({}).expect(400);
      const limited = await t.http.get('/v1/systems').expect(429);
      expect(limited.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(limited.body).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(limited.headers['ratelimit-remaining']).toBe('0');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['x-request-id']).toBeTruthy();
      const post = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'melee', attacker: { catalogueId: 'elf-archers-regiment' }, target: { catalogueId: 'elf-archers-regiment' } }).expect(429);
      expect(post.body.code).toBe('rate_limited');
      for (let i = 0; i < 5; i++) await t.http.get('/health?probe=1').expect(200);
      // A browser's CORS preflight is answered before rate limiting, even once the budget is spent.
      const preflight = await t.http.options('/v1/kow/attacks/resolve').set('origin', 'https://app.example').set('access-control-request-method', 'POST').expect(204);
      expect(preflight.headers['ratelimit-limit']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('RATE_LIMIT_PER_MINUTE=0 turns it off', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const r = await t.http.get('/v1/systems').expect(200);
      expect(r.headers['ratelimit-limit']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('the PostgreSQL store works in the application (its migration ran)', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_STORE: 'postgres', TRUST_PROXY: 'true' });
    try {
      const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      await t.http.get('/v1/systems').set('x-forwarded-for', ip).expect(200);
      await t.http.get('/v1/systems').set('x-forwarded-for', ip).expect(429);
      const [row] = await t.db.dataSource.query('SELECT count FROM rate_limits WHERE key = $1', [`ip:${ip}`]);
      expect(row.count).toBe(2);
    } finally {
      await t.close();
    }
  });
});

/** A bare Fastify server with the limiter; `x-test-key` plays the API-key hook of the keys module. */
async function server(settings: RateLimitSettings, db?: Database): Promise<FastifyInstance> {
  const f = Fastify();
  f.addHook('onRequest', async (req) => {
    const id = req.headers['x-test-key'];
    if (typeof id === 'string') (req as unknown as { arbiterKey: { id: string } }).arbiterKey = { id };
  });
  await installRateLimit(f, settings, db);
  f.get('/v1/ping', async () => ({ ok: true }));
  f.post('/v1/ping', async () => ({ ok: true }));
  f.get('/health', async () => ({ status: 'ok' }));
  await f.listen({ port: 0, host: '127.0.0.1' });
  return f;
}

/** A real request to a bare server (Fastify's inject does not load under jest's ESM mode). */
async function hit(f: FastifyInstance, opts: { method?: string; url?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const { port } = f.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}${opts.url ?? '/v1/ping'}`, {
    method: opts.method ?? 'GET',
    headers: { ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: text, json: () => JSON.parse(text) };
}

const statuses = async (f: FastifyInstance, n: number, key?: string) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await hit(f, { headers: key ? { 'x-test-key': key } : {} });
    out.push(r.statusCode);
  }
  return out;
};

describe('per API key', () => {
  it('a caller with a key has its own bucket and the higher limit; anonymous callers are limited per address', async () => {
    const f = await server({ perMinute: 2, perKeyPerMinute: 4, store: 'memory' });
    try {
      expect(await statuses(f, 3)).toEqual([200, 200, 429]);
      expect(await statuses(f, 5, 'k1')).toEqual([200, 200, 200, 200, 429]);
      expect(await statuses(f, 1, 'k2')).toEqual([200]);
      const r = await hit(f, { headers: { 'x-test-key': 'k2' } });
      expect(r.headers['ratelimit-limit']).toBe('4');
      expect(r.json()).toEqual({ ok: true });
      expect(JSON.parse((await hit(f, { headers: { 'x-test-key': 'k1' } })).body).detail).toMatch(/this API key/);
    } finally {
      await f.close();
    }
  });

  it('the cost hook weighs a request: a request of cost 3 uses 3 of the allowance, cost 0 is free', async () => {
    const f = await server({ perMinute: 5, perKeyPerMinute: 5, store: 'memory', cost: (req) => (req.method === 'POST' ? 3 : req.url.includes('free') ? 0 : 1) });
    try {
      const post = await hit(f, { method: 'POST', body: {} });
      expect(post.statusCode).toBe(200);
      expect(post.headers['ratelimit-remaining']).toBe('2');
      expect((await hit(f, { url: '/v1/ping?free' })).headers['ratelimit-remaining']).toBeUndefined();
      expect(await statuses(f, 3)).toEqual([200, 200, 429]);
    } finally {
      await f.close();
    }
  });
});

describe('a store several instances share', () => {
  it('two instances on one PostgreSQL database count into the same bucket, and a new window starts afresh', async () => {
    const db = await Database.open({ url: process.env.DATABASE_URL || undefined, dataDir: undefined });
    const settings: RateLimitSettings = { perMinute: 3, perKeyPerMinute: 3, store: 'postgres', windowMs: 1500 };
    const a = await server(settings, db);
    const b = await server(settings, db);
    try {
      const key = `pg-${randomUUID()}`;
      expect([...(await statuses(a, 2, key)), ...(await statuses(b, 2, key))]).toEqual([200, 200, 200, 429]);
      const r = await hit(b, { headers: { 'x-test-key': key } });
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(2);
      await new Promise((res) => setTimeout(res, 1600));
      expect(await statuses(a, 1, key)).toEqual([200]);
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  });

  it('a store that fails lets requests through rather than failing them', async () => {
    const db = await Database.open({ url: process.env.DATABASE_URL || undefined, dataDir: undefined });
    const f = await server({ perMinute: 1, perKeyPerMinute: 1, store: 'postgres' }, db);
    try {
      await db.dataSource.query('ALTER TABLE rate_limits RENAME TO rate_limits_gone');
      expect(await statuses(f, 3)).toEqual([200, 200, 200]);
    } finally {
      await db.dataSource.query('ALTER TABLE rate_limits_gone RENAME TO rate_limits');
      await f.close();
      await db.close();
    }
  });

  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const reachable = () =>
    new Promise<boolean>((resolve) => {
      const u = new URL(redisUrl);
      const s = connect({ host: u.hostname, port: Number(u.port || 6379) });
      s.setTimeout(500);
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
      s.once('timeout', () => (s.destroy(), resolve(false)));
    });

  it('two instances on one Redis count into the same bucket (skipped when no Redis answers)', async () => {
    if (!(await reachable())) {
      console.warn(`No Redis at ${redisUrl}: the Redis store test did not run`);
      return;
    }
    const settings: RateLimitSettings = { perMinute: 3, perKeyPerMinute: 3, store: 'redis', redisUrl, windowMs: 5000 };
    const a = await server(settings);
    const b = await server(settings);
    try {
      const key = `redis-${randomUUID()}`;
      expect([...(await statuses(a, 2, key)), ...(await statuses(b, 2, key))]).toEqual([200, 200, 200, 429]);
      expect((await hit(a, { url: '/health' })).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
  it('an unreachable Redis lets requests through at once rather than holding them', async () => {
    const f = await server({ perMinute: 1, perKeyPerMinute: 1, store: 'redis', redisUrl: 'redis://127.0.0.1:1' });
    try {
      const t0 = Date.now();
      expect(await statuses(f, 3)).toEqual([200, 200, 200]);
      expect(Date.now() - t0).toBeLessThan(1000);
    } finally {
      await f.close();
    }
  });
});

it('the configuration rejects a bad TRUST_PROXY, RATE_LIMIT_STORE or REDIS_URL', async () => {
  const { loadConfig } = await import('../src/config.js');
  expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY="proxy.example"/);
  expect(() => loadConfig({ RATE_LIMIT_STORE: 'disk' })).toThrow(/RATE_LIMIT_STORE="disk"/);
  expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/REDIS_URL is not set/);
  expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  expect(() => loadConfig({ RATE_LIMIT_PER_KEY_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_KEY_PER_MINUTE/);
  // 0: callers with a key are not limited (API keys raise the limit; an operator may lift it).
  expect(loadConfig({ RATE_LIMIT_PER_KEY_PER_MINUTE: '0' }).rateLimitPerKeyPerMinute).toBe(0);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/hop count/);
  expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  expect(loadConfig({}).rateLimitStore).toBe('memory');
  expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).rateLimitStore).toBe('postgres');
  expect(loadConfig({ REDIS_URL: 'redis://h:6379' }).rateLimitStore).toBe('redis');
});
