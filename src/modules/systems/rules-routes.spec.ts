import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { raise } from '../../common/problem.js';
import type { SystemCatalog } from './catalog.js';
import type { RulesResponse } from './rules.service.js';
import { serveRulesRoutesDirectly } from './rules-routes.js';

const catalog = { bindings: [{ system: { id: 'toy' }, requests: { scoring: class {}, morale: class {} } }] } as unknown as SystemCatalog;

function post(port: number, path: string, body: unknown): Promise<{ status: number; type: string; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('serveRulesRoutesDirectly', () => {
  it('answers rules routes from the rules service (value, promise or error as problem+json) and leaves other routes alone', async () => {
    const f = Fastify();
    const calls: unknown[] = [];
    serveRulesRoutesDirectly(f, catalog, (system, capability, body) => {
      calls.push([system, capability, body]);
      if (capability === 'morale') return Promise.reject(Object.assign(new Error('no'), { statusCode: 404 }));
      if ((body as { bad?: boolean }).bad) raise('validation_failed', 'bad body', [{ path: '/bad', code: 'type', message: 'no' }]);
      return { system, rulesVersion: 'v1', result: { ok: true }, explanation: [] } as unknown as RulesResponse;
    });
    for (const path of ['/v1/toy/scenarios/score', '/v1/toy/morale/test', '/v1/toy/attacks/resolve']) f.post(path, async () => ({ from: 'controller' }));
    await f.listen({ port: 0, host: '127.0.0.1' });
    const { port } = f.server.address() as AddressInfo;
    try {
      const ok = await post(port, '/v1/toy/scenarios/score', { round: 10 });
      expect([ok.status, ok.body.result]).toEqual([200, { ok: true }]);
      expect(calls[0]).toEqual(['toy', 'scoring', { round: 10 }]);
      const bad = await post(port, '/v1/toy/scenarios/score', { bad: true });
      expect([bad.status, bad.type, bad.body.code, bad.body.errors]).toEqual([400, expect.stringMatching(/^application\/problem\+json/), 'validation_failed', [{ path: '/bad', code: 'type', message: 'no' }]]);
      const rejected = await post(port, '/v1/toy/morale/test', {});
      expect([rejected.status, rejected.type, rejected.body.code]).toEqual([404, expect.stringMatching(/^application\/problem\+json/), 'route_not_found']);
      // Not served by the binding: the route keeps its own handler.
      expect((await post(port, '/v1/toy/attacks/resolve', {})).body).toEqual({ from: 'controller' });
    } finally {
      await f.close();
    }
  });
});
