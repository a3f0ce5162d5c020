import { fsyncSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** How many host fsync() calls the data directory has had (0 in memory or when not durable). */
  fsyncs(): number;
  close(): Promise<void>;
}

/**
 * PGlite's own start parameters with fsync turned back on: its defaults pass `-F` (fsync off).
 * WAL flushes use fsync() rather than fdatasync(): the WASM runtime turns fdatasync() into a
 * no-op, while fsync() reaches the file system through the stream's fsync (installed below).
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

interface EmscriptenStream {
  nfd?: number;
}

/**
 * The Node file system of PGlite, plus the one call its WASM runtime leaves out: fsync() on a
 * file opened from the data directory does a real fsync of the host file, so a commit Postgres
 * acknowledged is on disk (not only in the OS cache) and survives a power cut.
 */
class DurableNodeFS extends NodeFS {
  fsyncs = 0;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const base = await super.init(pg, opts);
    const emscriptenOpts = base.emscriptenOpts as { preRun?: Array<(m: { FS: { filesystems: { NODEFS: { stream_ops: Record<string, unknown> } } } }) => void> };
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod) => {
        mod.FS.filesystems.NODEFS.stream_ops.fsync = (stream: EmscriptenStream) => {
          if (typeof stream.nfd === 'number') {
            fsyncSync(stream.nfd);
            this.fsyncs++;
          }
          return 0;
        };
      },
    ];
    return base;
  }
}

/**
 * An in-process PGlite (real Postgres in WASM) served on a loopback port, so the application
 * talks to it through the same `pg` driver path as to a real server. `dataDir` undefined keeps it
 * in memory (tests); otherwise its files live there, survive restarts, and every commit is
 * fsynced before it is acknowledged (`durable: false` keeps PGlite's fsync-off default).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, opts: { durable?: boolean } = {}): Promise<EmbeddedPostgres> {
  let db: PGlite;
  let fs: DurableNodeFS | undefined;
  if (dataDir) {
    const dir = resolve(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    if (opts.durable === false) db = await PGlite.create({ dataDir: dir });
    else {
      fs = new DurableNodeFS(dir);
      db = await PGlite.create({ fs, startParams: [...DURABLE_START_PARAMS] });
    }
  } else {
    db = await PGlite.create();
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  const conn = server.getServerConn();
  const port = Number(conn.split(':').pop());
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    fsyncs: () => fs?.fsyncs ?? 0,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
