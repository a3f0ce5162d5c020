/**
 * Platform throughput: GET /v1/systems and POST /v1/games on the real server (embedded PGlite in a
 * temporary folder) against a bare node:http server returning the same bodies, in one run.
 * Prints req/s, p50, p99 and the ratio Nest/bare. Run: `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { start } from './http-rules.js';
import { fmt, load, type LoadResult } from './load.js';

const DURATION = Number(process.env.BENCH_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const here = resolve('dist/bench');

const gameBody = JSON.stringify({ system: 'asoiaf', name: 'bench', players: [{ name: 'A' }, { name: 'B' }], state: { turn: 1, units: [] } });

async function measure(base: string): Promise<{ systems: LoadResult; games: LoadResult }> {
  await load({ url: `${base}/v1/systems`, method: 'GET', expectStatus: 200, connections: CONNECTIONS, durationMs: 1000 });
  const systems = await load({ url: `${base}/v1/systems`, method: 'GET', expectStatus: 200, connections: CONNECTIONS, durationMs: DURATION });
  const games = await load({ url: `${base}/v1/games`, method: 'POST', body: gameBody, expectStatus: 201, connections: CONNECTIONS, durationMs: DURATION });
  return { systems, games };
}

const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
const api = await start(resolve('dist/src/main.js'), { DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '0', NODE_ENV: 'production' }, 3901, async (b) => (await fetch(`${b}/health`)).ok);
const systemsBody = await (await fetch('http://127.0.0.1:3901/v1/systems')).text();
const gameAnswer = await (await fetch('http://127.0.0.1:3901/v1/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: gameBody })).text();
const bare = await start(join(here, 'bare-server.js'), { SYSTEMS_BODY: systemsBody, GAME_BODY: gameAnswer }, 3902, async (b) => (await fetch(`${b}/v1/systems`)).ok);
try {
  const n = await measure('http://127.0.0.1:3901');
  const b = await measure('http://127.0.0.1:3902');
  console.log(`platform bench: ${CONNECTIONS} connections, ${DURATION} ms per case, node ${process.version}`);
  console.log(`GET /v1/systems   Nest+Fastify ${fmt(n.systems)}`);
  console.log(`GET /v1/systems   bare node    ${fmt(b.systems)}`);
  console.log(`POST /v1/games    Nest+PGlite  ${fmt(n.games)}`);
  console.log(`POST /v1/games    bare node    ${fmt(b.games)}`);
  console.log(`ratio GET  /v1/systems throughput: ${((100 * n.systems.rps) / b.systems.rps).toFixed(1)} % of bare; p99 ×${(n.systems.p99 / b.systems.p99).toFixed(2)}`);
  console.log(`ratio POST /v1/games   throughput: ${((100 * n.games.rps) / b.games.rps).toFixed(1)} % of bare; p99 ×${(n.games.p99 / b.games.p99).toFixed(2)}`);
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
