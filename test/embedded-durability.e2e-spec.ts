import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/database/embedded.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function withEmbedded<T>(durable: boolean | undefined, fn: (c: pg.Client, fsyncs: () => number) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-durable-'));
  dirs.push(dir);
  const e = await startEmbeddedPostgres(dir, durable === undefined ? {} : { durable });
  const c = new pg.Client(e.url);
  await c.connect();
  try {
    return await fn(c, e.fsyncs);
  } finally {
    await c.end();
    await e.close();
  }
}

describe('the embedded database on disk is durable', () => {
  it('runs with fsync on, and every acknowledged commit fsyncs the host files', async () => {
    await withEmbedded(undefined, async (c, fsyncs) => {
      expect((await c.query('SHOW fsync')).rows[0].fsync).toBe('on');
      expect((await c.query('SHOW wal_sync_method')).rows[0].wal_sync_method).toBe('fsync');
      await c.query('CREATE TABLE t (v int)');
      const before = fsyncs();
      for (let i = 0; i < 5; i++) await c.query('INSERT INTO t VALUES ($1)', [i]);
      // One WAL flush per commit at least.
      expect(fsyncs() - before).toBeGreaterThanOrEqual(5);
    });
  }, 60000);

  it("PGlite's own default (fsync off) is what the durable mode replaces", async () => {
    await withEmbedded(false, async (c, fsyncs) => {
      expect((await c.query('SHOW fsync')).rows[0].fsync).toBe('off');
      await c.query('CREATE TABLE t (v int)');
      await c.query('INSERT INTO t VALUES (1)');
      expect(fsyncs()).toBe(0);
    });
  }, 60000);
});
