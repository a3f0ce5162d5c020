import { beforeAll, describe, expect, it } from '@jest/globals';
import { kowSystem } from '../src/domain/systems/kow/index.js';
import { createTestApp, useTestApp, type TestApp } from './helpers/app.js';

const app = useTestApp();
let t: TestApp;
beforeAll(() => {
  t = app.current;
});

const U = (att: number) => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [] });
const combat = (n: number, att: number) => ({ kind: 'melee', attackers: Array.from({ length: n }, () => ({ attacker: U(att), facing: 'rear' })), target: U(10), nerveTest: true });

describe('bounded work per request', () => {
  it('past a documented bound is a 422 too_complex naming the limit and the value', async () => {
    const many = await t.http.post('/v1/kow/attacks/resolve').send(combat(11, 10)).expect(422);
    expect(many.body).toMatchObject({ code: 'too_complex', limit: 'attackers', max: 10, value: 11 });
    expect(many.body.errors[0]).toMatchObject({ path: '/attackers', code: 'attackers' });
    const attacks = await t.http.post('/v1/kow/attacks/resolve').send(combat(6, 200)).expect(422);
    expect(attacks.body).toMatchObject({ code: 'too_complex', limit: 'attacks', max: 1000, value: 1200 });
    const spell = await t.http.post('/v1/kow/attacks/resolve').send({ kind: 'spell', spell: { id: 'fireball', n: 1_000_000 }, attacker: U(10), target: U(10) }).expect(422);
    expect(spell.body).toMatchObject({ code: 'too_complex', limit: 'attacks', max: 1000, value: 1_000_000 });
    expect(spell.body.errors[0]).toMatchObject({ path: '/spell/n', code: 'attacks' });
  });

  it('the heaviest allowed request runs off the event loop: /health answers in under 100 ms meanwhile, and the answer is the engine\'s', async () => {
    const heavy = combat(10, 100);
    const started = Date.now();
    let done = false;
    const call = t.http.post('/v1/kow/attacks/resolve').send(heavy).then((r) => {
      done = true;
      return r;
    });
    const health: number[] = [];
    while (!done && Date.now() - started < 30_000) {
      const t0 = performance.now();
      await t.http.get('/health').expect(200);
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await call;
    expect(res.status).toBe(200);
    expect(health.length).toBeGreaterThan(1);
    expect(Math.max(...health)).toBeLessThan(100);
    const inline = kowSystem.capabilities.attacks!.run(heavy, { rulesVersion: 'kow-2e', options: {}, dice: { mode: 'exact' } });
    expect(res.body.distribution).toEqual(JSON.parse(JSON.stringify(inline.distribution)));
  }, 60000);

  it('a heavy request past the time budget is stopped and answered 422 too_complex', async () => {
    const short = await createTestApp({ RULES_TIME_BUDGET_MS: '100' });
    try {
      const res = await short.http.post('/v1/kow/attacks/resolve').send(combat(10, 100)).expect(422);
      expect(res.body).toMatchObject({ code: 'too_complex', limit: 'timeBudgetMs', max: 100 });
      await short.http.get('/health').expect(200);
      // The pool replaces the stopped worker: once the new one is up, a small heavy-class request runs
      // (the budget counts from submission, so the first try may meet a worker still starting).
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 500));
        status = (await short.http.post('/v1/kow/attacks/resolve').send(combat(3, 10))).status;
      }
      expect(status).toBe(200);
    } finally {
      await short.close();
    }
  }, 60000);

  it('domain errors raised in a worker come back as the same problem', async () => {
    const bad = combat(3, 10);
    (bad.attackers[1].attacker as Record<string, unknown>).specialRules = [{ id: 'noSuchRule' }];
    const res = await t.http.post('/v1/kow/attacks/resolve').send(bad).expect(400);
    expect(res.body.code).toBe('unknown_reference');
    expect(res.body.errors[0].path).toBe('/attackers/1/attacker/specialRules/0/id');
  });
});

describe('the rate limiter weighs requests by their work', () => {
  it('a request sized up as heavy counts as 10, a light one as 1', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '12' });
    try {
      const light = await limited.http.post('/v1/kow/attacks/resolve').send(combat(1, 10)).expect(200);
      expect(Number(light.headers['ratelimit-remaining'])).toBe(11);
      const heavy = await limited.http.post('/v1/kow/attacks/resolve').send(combat(3, 10)).expect(200);
      expect(Number(heavy.headers['ratelimit-remaining'])).toBe(1);
      const last = await limited.http.post('/v1/kow/attacks/resolve').send(combat(1, 10)).expect(200);
      expect(Number(last.headers['ratelimit-remaining'])).toBe(0);
      const over = await limited.http.post('/v1/kow/attacks/resolve').send(combat(1, 10)).expect(429);
      expect(over.body.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  }, 60000);
});
