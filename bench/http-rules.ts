/**
 * Rules endpoints over HTTP against the platform's bare-server baseline, in one run: the built API
 * (embedded PGlite in a temporary folder) and a bare node:http server answering the same bodies.
 * One connection, so p50 is the median time per call; also the throughput with 16 connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { load } from './load.js';

export interface HttpCase {
  name: string;
  path: string;
  body: unknown;
}

export interface HttpFigure {
  name: string;
  apiP50Ms: number;
  bareP50Ms: number;
  /** API median per call ÷ bare median per call. */
  latencyRatio: number;
  apiRps: number;
  bareRps: number;
  /** API throughput as a share of the bare server's, in %. */
  throughputPct: number;
}

const DURATION = Number(process.env.BENCH_MS ?? 3000);

/** Start a server script as a child process and wait until `ready` says it answers. */
export async function start(script: string, env: Record<string, string>, port: number, ready: (base: string) => Promise<boolean>): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [script], { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if (await ready(base)) return proc;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill();
  throw new Error(`${script} did not start`);
}

/** Needs `npx tsc -p tsconfig.build.json` first (it runs dist/src/main.js and dist/bench/bare-server.js). */
export async function benchHttp(cases: readonly HttpCase[], port = 3911): Promise<HttpFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
  const api = await start(resolve('dist/src/main.js'), { DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '0', NODE_ENV: 'production' }, port, async (b) => (await fetch(`${b}/health`)).ok);
  const apiBase = `http://127.0.0.1:${port}`;
  const routes: Record<string, string> = {};
  for (const c of cases) {
    const res = await fetch(`${apiBase}${c.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(c.body) });
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${await res.text()}`);
    // Keyed by path and body: several cases may share a path.
    routes[`POST ${c.path}\n${JSON.stringify(c.body)}`] = await res.text();
  }
  // The canned answers go through a file: a large answer (e.g. a list of every march) exceeds what an environment variable holds
  const routesFile = join(dataDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const bare = await start(resolve('dist/bench/bare-server.js'), { ROUTES_FILE: routesFile }, port + 1, async (b) => (await fetch(`${b}/v1/systems`)).ok);
  const bareBase = `http://127.0.0.1:${port + 1}`;
  const out: HttpFigure[] = [];
  try {
    for (const c of cases) {
      const body = JSON.stringify(c.body);
      const run = (base: string, connections: number, durationMs = DURATION) => load({ url: `${base}${c.path}`, method: 'POST', body, expectStatus: 200, connections, durationMs });
      await run(apiBase, 4, 500);
      await run(bareBase, 4, 500);
      const a1 = await run(apiBase, 1);
      const b1 = await run(bareBase, 1);
      const a16 = await run(apiBase, 16);
      const b16 = await run(bareBase, 16);
      out.push({
        name: c.name,
        apiP50Ms: a1.p50,
        bareP50Ms: b1.p50,
        latencyRatio: a1.p50 / b1.p50,
        apiRps: a16.rps,
        bareRps: b16.rps,
        throughputPct: (100 * a16.rps) / b16.rps,
      });
    }
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

/** Median wall time per call of `f`, ms, after a warm-up. */
export function medianMs(runs: number, f: () => void): number {
  for (let i = 0; i < Math.min(20, runs); i++) f();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    f();
    xs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  xs.sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)]!;
}
