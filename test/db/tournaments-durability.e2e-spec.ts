import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitExit } from '../helpers/server-process.js';

/**
 * The built server as a real process (embedded PGlite in a data folder, or the PostgreSQL server
 * when DATABASE_URL is set): acknowledged results survive SIGKILL, and keys never reach the log.
 */

jest.setTimeout(120_000);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'arbiter-tournament-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Table n's result: ASOIAF scoring of a game the first player wins by n VP (n enemy units destroyed; under the 8-VP target, at the end of round 6). */
const result = (n: number) => ({ gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'A' }, { name: 'B' }], rounds: [{ destroyed: Array.from({ length: n }, () => ({ owner: 1 })) }, ...(n < 8 ? [{}, {}, {}, {}, {}] : [])] });

it('every acknowledged result is there after SIGKILL and a restart; the key never reaches the log', async () => {
  const a = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
  const created = await fetch(`${a.base}/v1/keys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'durability' }) });
  const { key } = (await created.json()) as { key: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
  const post = async (path: string, body: unknown, method = 'POST') => fetch(`${a.base}${path}`, { method, headers, body: JSON.stringify(body) });
  const tour = (await (await post('/v1/tournaments', { system: 'asoiaf', name: 'Durable', scoring: { preset: 'win-draw-loss' }, rounds: 1 })).json()) as { id: string };
  for (let i = 0; i < 80; i++) expect((await post(`/v1/tournaments/${tour.id}/players`, { name: `P${i}` })).status).toBe(201);
  expect((await fetch(`${a.base}/v1/tournaments/${tour.id}/rounds`, { method: 'POST', headers: { authorization: headers.authorization } })).status).toBe(201);

  const acked: number[] = [];
  let next = 1;
  let stop = false;
  const writers = Array.from({ length: 4 }, async () => {
    while (!stop && next <= 40) {
      const table = next++;
      try {
        const r = await post(`/v1/tournaments/${tour.id}/rounds/1/tables/${table}/result`, result(table), 'PUT');
        if (r.status === 200) acked.push(table);
      } catch {
        return;
      }
    }
  });
  while (acked.length < 12) await new Promise((r) => setTimeout(r, 2));
  a.proc.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  expect((await waitExit(a.proc)).signal).toBe('SIGKILL');
  const ackedAtKill = [...acked];
  expect(a.output()).not.toContain(key);
  expect(a.output()).not.toContain(key.slice(4, 20));

  const b = await startServer({ DATA_DIR: dataDir });
  const got = (await (await fetch(`${b.base}/v1/tournaments/${tour.id}`, { headers })).json()) as {
    pairings: Array<{ tables: Array<{ table: number; result: { scoreA: number } | null }> }>;
  };
  const stored = new Map(got.pairings[0].tables.map((x) => [x.table, x.result]));
  for (const table of ackedAtKill) expect(stored.get(table)).toEqual(result(table));
  const events = (await (await fetch(`${b.base}/v1/tournaments/${tour.id}/events?limit=1000`, { headers })).json()) as { events: Array<{ seq: number }> };
  expect(events.events.map((e) => e.seq)).toEqual(Array.from({ length: events.events.length }, (_, i) => i + 1));
  b.proc.kill('SIGTERM');
  await waitExit(b.proc);
  expect(b.output()).not.toContain(key);
});
