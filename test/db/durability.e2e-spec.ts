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

const body = (i: number) => JSON.stringify({ system: 'asoiaf', name: `durable-${i}`, players: [{ name: 'P' }], state: { i } });

async function post(base: string, i: number): Promise<string | undefined> {
  try {
    const r = await fetch(`${base}/v1/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(i) });
    return r.status === 201 ? ((await r.json()) as { id: string }).id : undefined;
  } catch {
    return undefined;
  }
}

it('a saved game survives a restart', async () => {
  const a = await startServer({ DATA_DIR: dataDir });
  const id = await post(a.base, 0);
  expect(id).toBeDefined();
  a.proc.kill('SIGTERM');
  expect(await waitExit(a.proc)).toEqual({ code: 0, signal: null });
  const b = await startServer({ DATA_DIR: dataDir });
  const r = await fetch(`${b.base}/v1/games/${id}`);
  expect(r.status).toBe(200);
  expect(((await r.json()) as { name: string }).name).toBe('durable-0');
  b.proc.kill('SIGTERM');
  await waitExit(b.proc);
});

it('every acknowledged write survives SIGKILL during a stream of writes', async () => {
  const a = await startServer({ DATA_DIR: dataDir });
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

  const b = await startServer({ DATA_DIR: dataDir });
  const missing: string[] = [];
  for (const id of ackedAtKill) {
    const r = await fetch(`${b.base}/v1/games/${id}`);
    if (r.status !== 200) missing.push(id);
  }
  expect(missing).toEqual([]);
  b.proc.kill('SIGTERM');
  await waitExit(b.proc);
});

it('a bad configuration stops the server with a message naming the variable', async () => {
  await expect(startServer({ DATA_DIR: dataDir, PORT: 'eighty' })).rejects.toThrow(/PORT="eighty": expected an integer/);
});
