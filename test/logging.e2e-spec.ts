/** One log format: every line is pino JSON; request lines carry the request id; no secrets or bodies. */
import { Writable } from 'node:stream';
import { expect, it } from '@jest/globals';
import { createTestApp } from './helpers/app.js';

it('every line is one JSON shape with the request id, and neither the key nor the body is logged', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: sink });
  try {
    const secretBody = 'very-private-state-value';
    await app.http.post('/v1/games').set(app.auth).set('x-request-id', 'req-log-1').send({ system: 'kow', name: 'x', players: [], state: { s: secretBody } }).expect(201);
    await app.http.get('/v1/games/nope').set(app.auth).set('x-request-id', 'req-log-2').expect(404);
    await app.http.get('/v1/games').set('authorization', 'Bearer not-a-key-but-secret').set('x-request-id', 'req-log-3').expect(401);
  } finally {
    await app.close();
  }
  expect(lines.length).toBeGreaterThan(3);
  const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  for (const p of parsed) {
    expect(typeof p.level).toBe('number');
    expect(typeof p.time).toBe('number');
    expect(typeof p.msg).toBe('string');
  }
  const ofRequest = (id: string) => parsed.filter((p) => p.reqId === id);
  for (const id of ['req-log-1', 'req-log-2', 'req-log-3']) expect(ofRequest(id).length).toBeGreaterThanOrEqual(2);
  const all = lines.join('\n');
  expect(all).not.toContain(app.key);
  expect(all).not.toContain('not-a-key-but-secret');
  expect(all).not.toContain('very-private-state-value');
}, 60000);
