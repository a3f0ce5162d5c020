/**
 * What durability costs the embedded database: sequential appends (one commit each, as a saved
 * game's event append is) with fsync on (the default on disk) against PGlite's fsync-off mode,
 * measured in one run on the same machine; printed as a ratio.
 * Run: `npm run build && node dist/bench/durability.bench.js`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/database/embedded.js';

const APPENDS = Number(process.env.APPENDS ?? 500);

async function appendsPerSecond(durable: boolean): Promise<{ perSecond: number; fsyncs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
  const e = await startEmbeddedPostgres(dir, { durable });
  const c = new pg.Client(e.url);
  await c.connect();
  try {
    await c.query('CREATE TABLE events (seq serial PRIMARY KEY, kind text NOT NULL, data jsonb NOT NULL)');
    const data = JSON.stringify({ request: { kind: 'melee', attacker: { att: 10 } }, text: 'x'.repeat(300) });
    for (let i = 0; i < 50; i++) await c.query('INSERT INTO events (kind, data) VALUES ($1, $2)', ['warm-up', data]);
    const before = e.fsyncs();
    const t0 = performance.now();
    for (let i = 0; i < APPENDS; i++) await c.query('INSERT INTO events (kind, data) VALUES ($1, $2)', ['note', data]);
    const ms = performance.now() - t0;
    return { perSecond: (APPENDS / ms) * 1000, fsyncs: (e.fsyncs() - before) / APPENDS };
  } finally {
    await c.end();
    await e.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const off = await appendsPerSecond(false);
const on = await appendsPerSecond(true);
console.log(`embedded appends, ${APPENDS} sequential commits`);
console.log(`  fsync off (PGlite default): ${off.perSecond.toFixed(0)} appends/s`);
console.log(`  fsync on (Arbiter default): ${on.perSecond.toFixed(0)} appends/s, ${on.fsyncs.toFixed(2)} host fsyncs per append`);
console.log(`  durable / fsync off: ${((on.perSecond / off.perSecond) * 100).toFixed(0)} %`);
