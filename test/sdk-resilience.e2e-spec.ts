/**
 * The SDK against a real local HTTP server that misbehaves on purpose: 429 with Retry-After, 503,
 * a proxy's HTML 502, an answer that never comes, a refused connection.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ArbiterError, createArbiter, parseRetryAfter, responseOf } from '../sdk/src/index.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

type Handler = (req: Seen, n: number, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[];

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json', 'x-request-id': `req-${seen.length}`, ...headers });
  res.end(JSON.stringify(body));
};
const problem = (status: number, code: string, extra: Record<string, unknown> = {}) => ({ type: 'https://arbiter.dev/problems/x', title: code, status, detail: code, code, errors: [], ...extra });
const game = { id: 'g1', system: 'kow', name: 'x', players: [], state: {}, version: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const s: Seen = { method: req.method!, url: req.url!, headers: req.headers, body, at: Date.now() };
      seen.push(s);
      handler(s, seen.length, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  seen = [];
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

const fast = { baseDelayMs: 10, maxDelayMs: 5000 };

describe('retries', () => {
  it('waits what Retry-After asks on a 429, then answers', async () => {
    handler = (_s, n, res) => (n === 1 ? json(res, 429, problem(429, 'rate_limited'), { 'retry-after': '1' }) : json(res, 200, { systems: [] }));
    const arbiter = createArbiter({ baseUrl, retry: fast });
    const t0 = Date.now();
    const out = await arbiter.listSystems();
    expect(out.systems).toEqual([]);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(responseOf(out)).toMatchObject({ status: 200, attempts: 2, requestId: 'req-2' });
  });

  it('backs off on 503 and gives up after the configured retries with the last problem', async () => {
    handler = (_s, _n, res) => json(res, 503, problem(503, 'service_unavailable'));
    const arbiter = createArbiter({ baseUrl, retry: { ...fast, retries: 3 } });
    const err = (await arbiter.resolveAttack('kow', { kind: 'melee', attacker: { catalogueId: 'x' }, target: { catalogueId: 'y' } }).catch((e: unknown) => e)) as ArbiterError;
    expect(err).toBeInstanceOf(ArbiterError);
    expect(err).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(err.response?.attempts).toBe(4);
    expect(seen).toHaveLength(4);
  });

  it('does not retry a creation without an Idempotency-Key', async () => {
    handler = (_s, _n, res) => json(res, 503, problem(503, 'service_unavailable'));
    const arbiter = createArbiter({ baseUrl, retry: fast });
    await expect(arbiter.createGame({ system: 'kow', name: 'x', players: [], state: {} })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['idempotency-key']).toBeUndefined();
  });

  it('retries a creation with a generated Idempotency-Key, the same on every attempt, and exposes Location, ETag and Idempotent-Replayed', async () => {
    handler = (_s, n, res) =>
      n < 3 ? json(res, 503, problem(503, 'service_unavailable')) : json(res, 201, game, { location: '/v1/games/g1', etag: '"1"', 'idempotent-replayed': 'true' });
    const arbiter = createArbiter({ baseUrl, retry: fast });
    const metas: unknown[] = [];
    const g = await arbiter.createGame({ system: 'kow', name: 'x', players: [], state: {} }, { idempotencyKey: true, onResponse: (m) => metas.push(m) });
    expect(g.id).toBe('g1');
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(JSON.parse(seen[2]!.body)).toEqual({ system: 'kow', name: 'x', players: [], state: {} });
    expect(responseOf(g)).toMatchObject({ status: 201, location: '/v1/games/g1', etag: '"1"', idempotentReplayed: true, attempts: 3 });
    expect(metas).toEqual([responseOf(g)]);
    expect(Object.keys(g)).not.toContain('response');
  });

  it('autoIdempotencyKey sends a key on every creation; an explicit key is sent as given', async () => {
    handler = (_s, _n, res) => json(res, 201, { seq: 1, kind: 'note', data: {}, at: 'now' });
    const arbiter = createArbiter({ baseUrl, autoIdempotencyKey: true });
    await arbiter.appendGameEvent('g1', { kind: 'note', data: {} });
    await arbiter.appendGameEvent('g1', { kind: 'note', data: {} }, { idempotencyKey: 'mine' });
    expect(seen[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.headers['idempotency-key']).toBe('mine');
  });

  it('does not wait a Retry-After longer than maxDelayMs: the 429 is thrown with it', async () => {
    handler = (_s, _n, res) => json(res, 429, problem(429, 'rate_limited'), { 'retry-after': '120' });
    const arbiter = createArbiter({ baseUrl, retry: { maxDelayMs: 1000 } });
    const err = (await arbiter.health().catch((e: unknown) => e)) as ArbiterError;
    expect(err).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(err.response?.retryAfter).toBe(120);
    expect(seen).toHaveLength(1);
  });

  it('retry: false turns retries off, per client or per call', async () => {
    handler = (_s, _n, res) => json(res, 503, problem(503, 'service_unavailable'));
    await expect(createArbiter({ baseUrl, retry: false }).health()).rejects.toMatchObject({ status: 503 });
    await expect(createArbiter({ baseUrl }).health({ retry: false })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(2);
  });
});

describe('one ArbiterError for every failure', () => {
  it("a proxy's HTML 502 is a bad_response with the status, not a JSON parse error", async () => {
    handler = (_s, _n, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    };
    const err = (await createArbiter({ baseUrl, retry: fast }).listSystems().catch((e: unknown) => e)) as ArbiterError;
    expect(err).toBeInstanceOf(ArbiterError);
    expect(err).toMatchObject({ status: 502, code: 'bad_response' });
    expect(err.problem.detail).toMatch(/502 Bad Gateway/);
    expect(seen).toHaveLength(1);
  });

  it('a 200 whose body is not JSON is a bad_response', async () => {
    handler = (_s, _n, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"systems": [');
    };
    await expect(createArbiter({ baseUrl }).listSystems()).rejects.toMatchObject({ name: 'ArbiterError', status: 200, code: 'bad_response' });
  });

  it('an answer that never comes is a timeout after the default or the per-call deadline', async () => {
    handler = () => {
      /* never answer */
    };
    const arbiter = createArbiter({ baseUrl, timeoutMs: 300 });
    let t0 = Date.now();
    await expect(arbiter.health()).rejects.toMatchObject({ name: 'ArbiterError', status: 0, code: 'timeout' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
    expect(Date.now() - t0).toBeLessThan(2000);
    t0 = Date.now();
    await expect(arbiter.health({ timeoutMs: 100 })).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - t0).toBeLessThan(280);
  });

  it("the caller's AbortSignal aborts a request in flight and a wait before a retry", async () => {
    handler = () => {
      /* never answer */
    };
    const arbiter = createArbiter({ baseUrl });
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 50);
    await expect(arbiter.health({ signal: ctl.signal })).rejects.toMatchObject({ name: 'ArbiterError', status: 0, code: 'aborted' });

    handler = (_s, _n, res) => json(res, 429, problem(429, 'rate_limited'), { 'retry-after': '5' });
    const ctl2 = new AbortController();
    setTimeout(() => ctl2.abort(), 100);
    const t0 = Date.now();
    await expect(arbiter.health({ signal: ctl2.signal })).rejects.toMatchObject({ code: 'aborted' });
    expect(Date.now() - t0).toBeLessThan(2000);

    await expect(arbiter.health({ signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'aborted' });
  });

  it('a refused connection is a network_error, retried for a read', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const err = (await createArbiter({ baseUrl: `http://127.0.0.1:${port}`, retry: { ...fast, retries: 1 } }).health().catch((e: unknown) => e)) as ArbiterError;
    expect(err).toBeInstanceOf(ArbiterError);
    expect(err).toMatchObject({ status: 0, code: 'network_error' });
    expect(err.problem.detail).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it('a 412 carries currentVersion, typed; problem fields and the request id are kept', async () => {
    handler = (_s, _n, res) => json(res, 412, problem(412, 'precondition_failed', { currentVersion: 7 }), { 'x-request-id': 'abc' });
    const err = (await createArbiter({ baseUrl }).replaceGame('g1', 3, { state: {} }).catch((e: unknown) => e)) as ArbiterError;
    const current: number | undefined = err.currentVersion;
    expect(current).toBe(7);
    expect(err).toMatchObject({ status: 412, code: 'precondition_failed' });
    expect(err.response?.requestId).toBe('abc');
    expect(seen[0]!.headers['if-match']).toBe('"3"');
  });
});

it('parses Retry-After as seconds or an HTTP date', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  expect(parseRetryAfter('7', now)).toBe(7);
  expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
  expect(parseRetryAfter('soon', now)).toBeUndefined();
  expect(parseRetryAfter(null, now)).toBeUndefined();
});
