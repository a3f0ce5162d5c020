/**
 * Tournaments: result posting throughput and the standings of a 256-player tournament after 8
 * Swiss rounds, on the real server (embedded PGlite in a temporary folder, or DATABASE_URL)
 * against a bare node:http server answering the same bodies, in one run. Aim: standings < 50 ms.
 * Run: `npm run build && node dist/bench/tournaments.bench.js`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { start } from './http-rules.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 256);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const STANDINGS_CALLS = Number(process.env.BENCH_CALLS ?? 50);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function call(base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string; ms: number }> {
  const u = new URL(base + path);
  const t0 = performance.now();
  return new Promise((ok, fail) => {
    const req = http.request({ agent, host: u.hostname, port: u.port, path: u.pathname + u.search, method, headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), ms: performance.now() - t0 }));
    });
    req.on('error', (e) => fail(new Error(`${method} ${path}: ${e.message}`)));
    req.end(body);
  });
}

/** Run `jobs` over `CONNECTIONS` parallel clients; answers requests per second. */
async function parallel(jobs: Array<() => Promise<unknown>>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < jobs.length) await jobs[next++]();
  }));
  return jobs.length / ((performance.now() - t0) / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];

const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-tournament-bench-'));
const PORT = 40000 + (process.pid % 10000) * 2; // away from the other benches' fixed ports
const API = `http://127.0.0.1:${PORT}`;
const api = await start(resolve('dist/src/main.js'), { DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_KEY_PER_MINUTE: '0', NODE_ENV: 'production' }, PORT, async (b) => (await fetch(`${b}/health`)).ok);
const routes: Record<string, string> = {};
let bare: import('node:child_process').ChildProcess | undefined;
try {
  const key = JSON.parse((await call(API, 'POST', '/v1/keys', {}, JSON.stringify({ name: 'bench' }))).text).key as string;
  const auth = { authorization: `Bearer ${key}` };
  const tour = JSON.parse((await call(API, 'POST', '/v1/tournaments', auth, JSON.stringify({ system: 'kow', name: 'bench', scoring: { preset: 'kow-kill-points' }, rounds: ROUNDS, seed: 'bench' }))).text);
  for (let i = 0; i < PLAYERS; i++) await call(API, 'POST', `/v1/tournaments/${tour.id}/players`, auth, JSON.stringify({ name: `P${i + 1}` }));
  let seed = 7;
  const rnd = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const postRates: number[] = [];
  const pairMs: number[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const paired = await call(API, 'POST', `/v1/tournaments/${tour.id}/rounds`, auth);
    pairMs.push(paired.ms);
    const round = JSON.parse(paired.text) as { tables: Array<{ table: number; b: number | null }> };
    const jobs = round.tables
      .filter((x) => x.b !== null)
      .map((x) => {
        const body = JSON.stringify({ pointsLimit: 2000, players: [{ name: 'A', routedEnemies: [{ pts: Math.floor(rnd() * 20) * 100 }] }, { name: 'B', routedEnemies: [{ pts: Math.floor(rnd() * 20) * 100 }] }] });
        const path = `/v1/tournaments/${tour.id}/rounds/${r}/tables/${x.table}/result`;
        return async () => {
          const res = await call(API, 'PUT', path, auth, body);
          if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
          routes[`PUT ${path}`] = res.text;
        };
      });
    postRates.push(await parallel(jobs));
  }
  const standingsPath = `/v1/tournaments/${tour.id}/standings`;
  const standingsBody = (await call(API, 'GET', standingsPath, auth)).text;
  routes[`GET ${standingsPath}`] = standingsBody;
  const apiStandings: number[] = [];
  for (let i = 0; i < STANDINGS_CALLS; i++) apiStandings.push((await call(API, 'GET', standingsPath, auth)).ms);

  const routesFile = join(dataDir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const BARE = `http://127.0.0.1:${PORT + 1}`;
  bare = await start(resolve('dist/bench/bare-server.js'), { ROUTES_FILE: routesFile }, PORT + 1, async (b) => (await fetch(`${b}/v1/systems`)).ok);
  const bareJobs = Object.keys(routes)
    .filter((k) => k.startsWith('PUT '))
    .map((k) => () => call(BARE, 'PUT', k.slice(4), auth, JSON.stringify({ pointsLimit: 2000, players: [] })));
  const bareRate = await parallel(bareJobs);
  const bareStandings: number[] = [];
  for (let i = 0; i < STANDINGS_CALLS; i++) bareStandings.push((await call(BARE, 'GET', standingsPath, auth, '{}')).ms); // the bare server parses a body on canned routes

  const apiRate = postRates.reduce((s, x) => s + x, 0) / postRates.length;
  console.log(`tournaments bench: ${PLAYERS} players, ${ROUNDS} rounds, ${CONNECTIONS} connections, node ${process.version}, database ${process.env.DATABASE_URL ? 'server' : 'embedded'}`);
  console.log(`PUT result       API ${apiRate.toFixed(0).padStart(6)} req/s   bare ${bareRate.toFixed(0).padStart(6)} req/s   ${((100 * apiRate) / bareRate).toFixed(1)} % of bare`);
  console.log(`GET standings    API p50 ${median(apiStandings).toFixed(2)} ms p99 ${p99(apiStandings).toFixed(2)} ms   bare p50 ${median(bareStandings).toFixed(2)} ms   ×${(median(apiStandings) / median(bareStandings)).toFixed(1)} (aim: < 50 ms)`);
  console.log(`POST rounds      pairing p50 ${median(pairMs).toFixed(1)} ms, max ${Math.max(...pairMs).toFixed(1)} ms`);
} finally {
  agent.destroy();
  api.kill('SIGTERM');
  bare?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
