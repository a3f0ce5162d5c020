/**
 * Platform throughput: GET /v1/systems, POST /v1/games and rules routes on the real server
 * (embedded PGlite in a temporary folder) against a bare node:http server, in one run: canned
 * bodies for the first two, and for the rules routes the same body parsed and the same domain
 * capability called (no framework, validation or database). Prints req/s, p50, p99 and the ratio
 * API/bare per route, and each server's CPU per request. Run: `npm run bench`; BENCH_RUNS=3 measures
 * each rules route three times and also prints the medians, BENCH_RULES_ONLY=1 leaves out the first two.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { start } from './http-rules.js';
import { fmt, load, loadWithCpu, type LoadResult } from './load.js';

const DURATION = Number(process.env.BENCH_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const RULES_ONLY = process.env.BENCH_RULES_ONLY === '1';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const here = resolve('dist/bench');

const gameBody = JSON.stringify({ system: 'asoiaf', name: 'bench', players: [{ name: 'A' }, { name: 'B' }], state: { turn: 1, units: [] } });

async function measure(base: string): Promise<{ systems: LoadResult; games: LoadResult }> {
  await load({ url: `${base}/v1/systems`, method: 'GET', expectStatus: 200, connections: CONNECTIONS, durationMs: 1000 });
  const systems = await load({ url: `${base}/v1/systems`, method: 'GET', expectStatus: 200, connections: CONNECTIONS, durationMs: DURATION });
  const games = await load({ url: `${base}/v1/games`, method: 'POST', body: gameBody, headers: { authorization }, expectStatus: 201, connections: CONNECTIONS, durationMs: DURATION });
  return { systems, games };
}

const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
const api = await start(resolve('dist/src/main.js'), { DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '0', NODE_ENV: 'production' }, 3901, async (b) => (await fetch(`${b}/health`)).ok);
const systemsBody = await (await fetch('http://127.0.0.1:3901/v1/systems')).text();
// Saved games need an API key (API.md §7).
const { key } = (await (await fetch('http://127.0.0.1:3901/v1/keys', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"bench"}' })).json()) as { key: string };
const authorization = `Bearer ${key}`;
const gameAnswer = await (await fetch('http://127.0.0.1:3901/v1/games', { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: gameBody })).text();
const bare = await start(join(here, 'bare-server.js'), { SYSTEMS_BODY: systemsBody, GAME_BODY: gameAnswer, COMPUTE_RULES: '1' }, 3902, async (b) => (await fetch(`${b}/v1/systems`)).ok);

const U = { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [] };
/** Light and typical rules routes, each answered by the same domain capability on both servers. */
const RULES: Array<{ name: string; path: string; body: unknown }> = [
  { name: 'KoW flank attack + nerve test', path: '/v1/kow/attacks/resolve', body: { kind: 'melee', facing: 'flank', attacker: U, target: U, nerveTest: true } },
  { name: 'KoW nerve test (given dice)', path: '/v1/kow/morale/test', body: { unit: U, damage: 8, dice: { mode: 'given', rolls: [4, 3] } } },
  {
    name: 'AGoT march check',
    path: '/v1/agot/charges/check',
    body: { house: 'stark', supplyLevel: 1, availablePower: 5, board: [{ id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }, { type: 'knight' }], order: { type: 'march', modifier: 0 } }], march: { from: 'winterfell', moves: [{ to: 'castle-black', units: [0] }] } },
  },
  { name: 'T9A combat result (E12)', path: '/v1/t9a/morale/test', body: { test: 'combat', sides: [{ woundsCaused: 6, units: [{ ld: 7 }] }, { woundsCaused: 3, units: [{ ld: 8, name: 'B' }] }] } },
  { name: 'ASOIAF panic test', path: '/v1/asoiaf/morale/test', body: { kind: 'panic', unit: { catalogueId: 'stark-sworn-swords' }, modifier: -2 } },
  { name: 'AGoT round-10 scoring', path: '/v1/agot/scenarios/score', body: { round: 10, roundComplete: true, houses: [{ house: 'stark', controlledAreas: ['winterfell', 'moat-cailin'], supply: 3, availablePower: 2, ironThrone: 2 }, { house: 'lannister', controlledAreas: ['lannisport'], supply: 2, availablePower: 2, ironThrone: 1 }, { house: 'baratheon', controlledAreas: ['dragonstone'], supply: 2, availablePower: 7, ironThrone: 3 }] } },
];
try {
  console.log(`platform bench: ${CONNECTIONS} connections, ${DURATION} ms per case, ${RUNS} run(s) per rules route, node ${process.version}`);
  if (!RULES_ONLY) {
    const n = await measure('http://127.0.0.1:3901');
    const b = await measure('http://127.0.0.1:3902');
    console.log(`GET /v1/systems   Nest+Fastify ${fmt(n.systems)}`);
    console.log(`GET /v1/systems   bare node    ${fmt(b.systems)}`);
    console.log(`POST /v1/games    Nest+PGlite  ${fmt(n.games)}`);
    console.log(`POST /v1/games    bare node    ${fmt(b.games)}`);
    console.log(`ratio GET  /v1/systems throughput: ${((100 * n.systems.rps) / b.systems.rps).toFixed(1)} % of bare; p99 ×${(n.systems.p99 / b.systems.p99).toFixed(2)}`);
    console.log(`ratio POST /v1/games   throughput: ${((100 * n.games.rps) / b.games.rps).toFixed(1)} % of bare; p99 ×${(n.games.p99 / b.games.p99).toFixed(2)}`);
  }
  const summary: string[] = [];
  for (const r of RULES) {
    const body = JSON.stringify(r.body);
    // Both servers must answer this body (the bare one does not validate it).
    const check = await fetch(`http://127.0.0.1:3901${r.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (check.status !== 200) throw new Error(`${r.name}: the API answers ${check.status} ${await check.text()}`);
    const run = (base: string, pid: number | undefined, durationMs = DURATION) => loadWithCpu({ url: `${base}${r.path}`, method: 'POST', body, expectStatus: 200, connections: CONNECTIONS, durationMs }, pid);
    await run('http://127.0.0.1:3901', api.pid, 500);
    await run('http://127.0.0.1:3902', bare.pid, 500);
    const throughputs: number[] = [];
    const capacities: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const mine = await run('http://127.0.0.1:3901', api.pid);
      const raw = await run('http://127.0.0.1:3902', bare.pid);
      throughputs.push((100 * mine.rps) / raw.rps);
      console.log(`${r.name.padEnd(32)} API ${fmt(mine)}`);
      console.log(`${''.padEnd(32)} bare ${fmt(raw)}`);
      console.log(`${''.padEnd(32)} throughput ${throughputs[i]!.toFixed(1)} % of the bare server (aim: 60 %)`);
      if (mine.cpuUsPerRequest !== undefined && raw.cpuUsPerRequest !== undefined) {
        capacities.push((100 * raw.cpuUsPerRequest) / mine.cpuUsPerRequest);
        console.log(`${''.padEnd(32)} server CPU per request: API ${mine.cpuUsPerRequest.toFixed(1)} µs, bare ${raw.cpuUsPerRequest.toFixed(1)} µs: capacity ${capacities[i]!.toFixed(1)} % of the bare server's`);
      }
    }
    summary.push(`${r.name.padEnd(32)} median of ${RUNS}: throughput ${median(throughputs).toFixed(1)} %${capacities.length ? `, CPU capacity ${median(capacities).toFixed(1)} %` : ''} of the bare server`);
  }
  if (RUNS > 1) for (const line of summary) console.log(line);
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
