import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

/**
 * An in-process PGlite (real Postgres in WASM) served on a loopback port, so the application
 * talks to it through the same `pg` driver path as to a real server. `dataDir` undefined keeps it
 * in memory (tests); otherwise its files live there and survive restarts.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (dataDir) {
    const dir = resolve(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    db = await PGlite.create({ dataDir: dir });
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  const conn = server.getServerConn();
  const port = Number(conn.split(':').pop());
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
