/**
 * AGoT: every single-unit March of one house on the 6-player opening board, checked one by one
 * (58 destinations × each of its areas), median per full sweep and per check; one combat with House
 * card abilities (Tyrion's replacement, Mace, supports), without and with Tides of Battle given, and
 * the exact Tides of Battle distribution over every draw (and with the Blade's redraw); domain level;
 * every legal march of one house (`kind: "marches"`) on that board and on a busier one, per call;
 * one whole Westeros phase (Supply, Clash of Kings, Wildlings Attack) on the opening, per call;
 * then the combat, one march check and the list of every march over HTTP against the bare-server
 * baseline (BENCH_HTTP=0 skips).
 * Run: `npm run build && node dist/bench/agot.bench.js`.
 */
import type { AreaState } from '../src/domain/systems/agot/board.js';
import { combatCapability, type CombatRequest } from '../src/domain/systems/agot/combat.js';
import { AREAS } from '../src/domain/systems/agot/map.js';
import { marchCapability } from '../src/domain/systems/agot/march.js';
import { moraleCapability } from '../src/domain/systems/agot/morale.js';
import { setupCapability } from '../src/domain/systems/agot/setup.js';
import { benchHttp } from './http-rules.js';

const ctx = { rulesVersion: 'agot-2e', options: { startingUnits: 'errataV2', portsLinkTransport: false }, dice: { mode: 'exact' as const } };
const opening = setupCapability.run({ playerCount: 6 }, ctx).result;
const board: AreaState[] = opening.areas.map((a) => ({
  id: a.id,
  owner: a.owner,
  units: a.units?.map((type) => ({ type })),
  garrison: a.garrison,
  neutralForce: a.neutralForce,
  order: a.owner === 'baratheon' ? { type: 'march' as const } : undefined,
}));
const origins = board.filter((a) => a.owner === 'baratheon' && (a.units?.length ?? 0) > 0);

function sweep(): { checks: number; legal: number } {
  let checks = 0;
  let legal = 0;
  for (const o of origins) {
    for (const dest of AREAS) {
      if (dest.id === o.id) continue;
      checks++;
      const r = marchCapability.run({ house: 'baratheon', board, supplyLevel: 2, availablePower: 5, march: { from: o.id, moves: [{ to: dest.id, units: [0] }] } }, ctx);
      if (r.result.legal) legal++;
    }
  }
  return { checks, legal };
}

for (let i = 0; i < 5; i++) sweep();
const times: number[] = [];
let last = { checks: 0, legal: 0 };
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  last = sweep();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`agot bench (node ${process.version})`);
console.log(`all single-unit marches of Baratheon on the 6-player opening: ${last.checks} checks, ${last.legal} legal`);
console.log(`median ${median.toFixed(2)} ms per sweep, ${((1000 * median) / last.checks).toFixed(1)} µs per march check`);

/** Median µs per call of `f` over `rounds` rounds of `calls` calls. */
function perCall(f: () => unknown, calls: number, rounds = 15): number {
  for (let i = 0; i < calls; i++) f();
  const ts: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) f();
    ts.push(((performance.now() - t0) * 1000) / calls);
  }
  ts.sort((a, b) => a - b);
  return ts[Math.floor(ts.length / 2)];
}
const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const combat: CombatRequest = {
  area: 'blackwater',
  attacker: { house: 'tyrell', from: 'the-reach', units: [K, K, F], marchModifier: 1, card: 'mace-tyrell', replacement: 'ser-garlan-tyrell' },
  defender: { house: 'lannister', units: [F, F], card: 'tyrion-lannister', defenseOrder: 1, discard: ['tywin-lannister'] },
  supports: [
    { area: 'stoney-sept', house: 'lannister', units: [F, K], to: 'defender' },
    { area: 'kings-landing', house: 'tyrell', units: [K], star: true, to: 'attacker' },
  ],
  fiefdoms: ['lannister', 'tyrell'],
  ironThrone: ['lannister', 'tyrell'],
};
const run = (req: CombatRequest, tides: boolean) => combatCapability.run(req, { rulesVersion: 'agot-2e', options: { supportStarNeedsStrength: false, floorStrengthAtZero: false, tidesOfBattle: tides, bladeRedrawOnly: false }, dice: { mode: 'exact' } });
const plain = perCall(() => run(combat, false), 2000);
const given = perCall(() => run({ ...combat, tidesOfBattle: { attacker: 'sword', defender: 'skull' } }, true), 2000);
const exact = perCall(() => run(combat, true), 100);
const redraw = perCall(() => run({ ...combat, tidesOfBattle: { bladeRedraw: { side: 'defender', on: ['zero', 'skull'] } } }, true), 30);
const outcomes = ((run(combat, true).result as { tidesOfBattle: { outcomes: unknown[] } }).tidesOfBattle.outcomes).length;
console.log(`one combat (supports, Tyrion's replacement, Mace): median ${plain.toFixed(1)} µs per call`);
console.log(`  with Tides of Battle cards given: ${given.toFixed(1)} µs per call`);
console.log(`  exact Tides of Battle distribution (${outcomes} draw outcomes of 24 × 23): ${exact.toFixed(0)} µs per call`);
console.log(`  exact with the Blade's redraw (24 × 23 × 22): ${redraw.toFixed(0)} µs per call`);

// Every legal march of one house per call (kind "marches"): the opening board, and a mid-game board
// where Baratheon has 4 units at Storm's End, 3 in the Kingswood and ships carrying them along the coast
const allMarches = (b: AreaState[], house: string, supplyLevel: number) => ({ kind: 'marches', house, board: b, supplyLevel, availablePower: 5 });
const listOf = (body: ReturnType<typeof allMarches>) => marchCapability.run(body as never, ctx).result as unknown as { count: number; orders: Array<{ from: string; count: number }> };
const S = { type: 'ship' as const };
const busy: AreaState[] = [
  { id: 'storms-end', owner: 'baratheon', units: [F, F, K, { type: 'siegeEngine' }], order: { type: 'march', modifier: 1 } },
  { id: 'kingswood', owner: 'baratheon', units: [F, K, F], order: { type: 'march' } },
  { id: 'shipbreaker-bay', owner: 'baratheon', units: [S, S], order: { type: 'march' } },
  { id: 'blackwater-bay', owner: 'baratheon', units: [S] },
  { id: 'sea-of-dorne', owner: 'baratheon', units: [S] },
  { id: 'the-boneway', owner: 'martell', units: [F] },
  { id: 'kings-landing', neutralForce: 5 },
  { id: 'the-reach', powerToken: 'tyrell' },
  { id: 'dragonstone', owner: 'baratheon', units: [F], garrison: 2 },
];
const openingMarches = allMarches(board, 'baratheon', 2);
const busyMarches = allMarches(busy, 'baratheon', 6);
const o1 = listOf(openingMarches);
const o2 = listOf(busyMarches);
const tOpening = perCall(() => listOf(openingMarches), 200);
const tBusy = perCall(() => listOf(busyMarches), 10, 9);
console.log(`every legal march of Baratheon, 6-player opening (${o1.orders.map((o) => `${o.from} ${o.count}`).join(', ')}; ${o1.count} in all): median ${tOpening.toFixed(0)} µs per call`);
console.log(`every legal march of Baratheon, busy board (${o2.orders.map((o) => `${o.from} ${o.count}`).join(', ')}; ${o2.count} in all): median ${(tBusy / 1000).toFixed(1)} ms per call`);

// One whole Westeros phase on the 6-player opening: Supply, a Clash of Kings (three tracks bid) and a
// Wildlings Attack (Mammoth Riders won by the Wildlings, every house destroying units), every decision given
const houses = opening.houses.map((h) => ({ house: h, availablePower: 5, supplyLevel: opening.supply[h] }));
const zero = (track: 'ironThrone' | 'fiefdoms' | 'kingsCourt') => opening.houses.map((h, i) => ({ house: h, bid: track === 'ironThrone' ? i % 3 : track === 'fiefdoms' ? (i + 1) % 3 : 0 }));
const destroyOne = (h: string, n: number) => board.filter((a) => a.owner === h && (a.units?.length ?? 0) > 0).flatMap((a) => a.units!.map((u) => ({ area: a.id, type: u.type }))).slice(0, n);
const westeros = {
  kind: 'westeros',
  round: 3,
  threat: 6,
  houses,
  tracks: opening.tracks,
  board: board.map((a) => ({ ...a, order: undefined })),
  cards: [{ deck: 1, card: 'supply' }, { deck: 2, card: 'clashOfKings' }, { deck: 3, card: 'wildlingsAttack' }],
  decisions: {
    bids: { ironThrone: zero('ironThrone'), fiefdoms: zero('fiefdoms'), kingsCourt: zero('kingsCourt') },
    tieOrder: { ironThrone: opening.houses, fiefdoms: opening.houses, kingsCourt: opening.houses },
    wildlingAttacks: [{ bids: opening.houses.map((h) => ({ house: h, bid: 0 })), card: 'Mammoth Riders', tieDecision: 'martell', choices: opening.houses.map((h) => ({ house: h, destroy: destroyOne(h, h === 'martell' ? 3 : 2) })) }],
  },
};
const moraleRun = (body: unknown) => moraleCapability.run(body as never, { rulesVersion: 'agot-2e', options: { darkWingsIgnoresPorts: false, wildlingTrackFirst: false }, dice: { mode: 'exact' } }).result as { complete: boolean; steps: unknown[] };
const phaseResult = moraleRun(westeros);
const tPhase = perCall(() => moraleRun(westeros), 500);
console.log(`one Westeros phase, 6-player opening (Supply, Clash of Kings on three tracks, Wildlings Attack with Mammoth Riders; ${phaseResult.steps.length} steps, complete ${phaseResult.complete}): median ${tPhase.toFixed(0)} µs per call`);

// Over HTTP: the same combat, and one march check from the sweep, against the bare server
if (process.env.BENCH_HTTP !== '0') {
  const from = origins[0]!;
  const marchBody = { house: 'baratheon', board, supplyLevel: 2, availablePower: 5, march: { from: from.id, moves: [{ to: 'blackwater-bay', units: [0] }] } };
  const figures = await benchHttp([
    { name: 'POST /v1/agot/attacks/resolve (combat above)', path: '/v1/agot/attacks/resolve', body: combat },
    { name: 'POST /v1/agot/attacks/resolve (exact Tides of Battle)', path: '/v1/agot/attacks/resolve', body: { ...combat, options: { tidesOfBattle: true } } },
    { name: `POST /v1/agot/charges/check (one march from ${from.id}, full board)`, path: '/v1/agot/charges/check', body: marchBody },
  ], 3921);
  figures.push(
    ...(await benchHttp([{ name: `POST /v1/agot/charges/check (kind marches, opening board, ${o1.count} marches)`, path: '/v1/agot/charges/check', body: openingMarches }], 3931)),
    ...(await benchHttp([{ name: `POST /v1/agot/charges/check (kind marches, busy board, ${o2.count} marches)`, path: '/v1/agot/charges/check', body: busyMarches }], 3941)),
    ...(await benchHttp([{ name: 'POST /v1/agot/morale/test (kind westeros, the phase above)', path: '/v1/agot/morale/test', body: westeros }], 3951)),
  );
  for (const f of figures) {
    console.log(
      `${f.name}: HTTP p50 ${f.apiP50Ms.toFixed(2)} ms vs bare ${f.bareP50Ms.toFixed(2)} ms (×${f.latencyRatio.toFixed(1)}); ` +
        `16 connections ${f.apiRps.toFixed(0)} req/s vs bare ${f.bareRps.toFixed(0)} (${f.throughputPct.toFixed(1)} % of bare)`,
    );
  }
}
