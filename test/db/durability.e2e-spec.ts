import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitExit } from '../helpers/server-process.js';

/**
 * The built server as a real process: embedded PGlite in a data folder by default, the
 * PostgreSQL server when DATABASE_URL is set. Needs `npm run build` (npm test runs it first).
 */

jest.setTimeout(120_000);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'arbiter-durability-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The operator key: every server below starts with it, and every request sends it. */
const ADMIN = 'durability-admin-key-0123456789';
const AUTH = { authorization: `Bearer ${ADMIN}` };

const body = (i: number) => JSON.stringify({ system: 'asoiaf', name: `durable-${i}`, players: [{ name: 'P' }], state: { i } });

async function post(base: string, i: number): Promise<string | undefined> {
  try {
    const r = await fetch(`${base}/v1/games`, { method: 'POST', headers: { 'content-type': 'application/json', ...AUTH }, body: body(i) });
    return r.status === 201 ? ((await r.json()) as { id: string }).id : undefined;
  } catch {
    return undefined;
  }
}

it('a saved game survives a restart', async () => {
  const a = await startServer({ DATA_DIR: dataDir, ARBITER_ADMIN_KEY: ADMIN });
  const id = await post(a.base, 0);
  expect(id).toBeDefined();
  a.proc.kill('SIGTERM');
  expect(await waitExit(a.proc)).toEqual({ code: 0, signal: null });
  const b = await startServer({ DATA_DIR: dataDir, ARBITER_ADMIN_KEY: ADMIN });
  const r = await fetch(`${b.base}/v1/games/${id}`, { headers: AUTH });
  expect(r.status).toBe(200);
  expect(((await r.json()) as { name: string }).name).toBe('durable-0');
  b.proc.kill('SIGTERM');
  await waitExit(b.proc);
});

it('every acknowledged write survives SIGKILL during a stream of writes', async () => {
  const a = await startServer({ DATA_DIR: dataDir, ARBITER_ADMIN_KEY: ADMIN });
  const acked: string[] = [];
  let i = 0;
  let stop = false;
  // Four writers in parallel so writes are in flight when the process dies.
  const writers = Array.from({ length: 4 }, async () => {
    while (!stop) {
      const id = await post(a.base, i++);
      if (id) acked.push(id);
      else if (stop) return;
    }
  });
  while (acked.length < 40) await new Promise((r) => setTimeout(r, 5));
  a.proc.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  expect((await waitExit(a.proc)).signal).toBe('SIGKILL');
  const ackedAtKill = [...acked];
  expect(ackedAtKill.length).toBeGreaterThanOrEqual(40);

  const b = await startServer({ DATA_DIR: dataDir, ARBITER_ADMIN_KEY: ADMIN });
  const missing: string[] = [];
  for (const id of ackedAtKill) {
    const r = await fetch(`${b.base}/v1/games/${id}`, { headers: AUTH });
    if (r.status !== 200) missing.push(id);
  }
  expect(missing).toEqual([]);
  b.proc.kill('SIGTERM');
  await waitExit(b.proc);
});

it('a bad configuration stops the server with a message naming the variable', async () => {
  await expect(startServer({ DATA_DIR: dataDir, PORT: 'eighty' })).rejects.toThrow(/PORT="eighty": expected an integer/);
});

it('SIGTERM: requests being served finish, later ones are refused (503 or no connection), nothing acknowledged is lost, exit 0', async () => {
  const a = await startServer({ DATA_DIR: dataDir, ARBITER_ADMIN_KEY: ADMIN });
  // 200 writes queue up behind the single embedded connection (about 0.4 s of work); the signal
  // arrives as the first one is acknowledged, while most are still waiting (not after a fixed delay:
  // on a loaded machine none had been served 150 ms after they were sent).
  let served = 0;
  let settled = 0;
  const send = async (i: number) => {
    try {
      const r = await fetch(`${a.base}/v1/games`, { method: 'POST', headers: { 'content-type': 'application/json', ...AUTH }, body: body(i) });
      const id = r.status === 201 ? ((await r.json()) as { id: string }).id : undefined;
      if (id) served++;
      return { status: r.status, id };
    } catch {
      return { status: 0, id: undefined };
    } finally {
      settled++;
    }
  };
  const inFlight = Array.from({ length: 200 }, (_, i) => send(1000 + i));
  while (served === 0 && settled < 200) await new Promise((r) => setTimeout(r, 2));
  a.proc.kill('SIGTERM');
  const results = await Promise.all(inFlight);
  expect(await waitExit(a.proc)).toEqual({ code: 0, signal: null });
  // 201: served; 503: arrived after the signal on an open connection; 0: the connection was not
  // accepted any more. Never a 500, never a write acknowledged and then lost.
  expect(results.every((r) => r.status === 201 || r.status === 503 || r.status === 0)).toBe(true);
  const acked = results.flatMap((r) => (r.id ? [r.id] : []));
  expect(acked.length).toBeGreaterThan(0);
  const b = await startServer({ DATA_DIR: dataDir, ARBITER_ADMIN_KEY: ADMIN });
  for (const id of acked) expect((await fetch(`${b.base}/v1/games/${id}`, { headers: AUTH })).status).toBe(200);
  b.proc.kill('SIGTERM');
  await waitExit(b.proc);
});
