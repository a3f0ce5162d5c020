/** The README's error example is what the server answers: same request, same fields, same codes and messages. */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from '@jest/globals';
import { useTestApp, type TestApp } from './helpers/app.js';

const app = useTestApp();
let t: TestApp;
beforeAll(() => {
  t = app.current;
});

it("the README's validation error example", async () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = /curl -s localhost:3000\/v1\/games -H "\$AUTH" -H 'content-type: application\/json' -d '(\{"system":"chess"[^']*)'\n((?:#.*\n)+)/.exec(readme);
  expect(block).not.toBeNull();
  const [, body, shown] = block!;
  const res = await t.http.post('/v1/games').set(t.auth).set('content-type', 'application/json').send(body).expect(400);
  expect(res.body).toMatchObject({ status: 400, code: 'validation_failed', type: 'https://arbiter.dev/problems/validation-failed' });
  const expected = [...shown.matchAll(/\{"path":"([^"]+)","code":"([^"]+)"(?:,"message":"([^"]+)")?/g)].map(([, path, code, message]) => ({ path, code, message }));
  expect(expected.length).toBe(4);
  const actual = (res.body.errors as Array<{ path: string; code: string; message: string }>).map((e, i) => ({ path: e.path, code: e.code, message: expected[i]?.message === undefined ? undefined : e.message }));
  expect(actual).toEqual(expected);
});
