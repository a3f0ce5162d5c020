/**
 * Kings of War at the domain level and over HTTP:
 *  - exact attack resolution of a Legion rear charge with Elite, Vicious, Crushing Strength and
 *    Thunderous Charge (90 dice), with and without the nerve test that follows (aim: < 1 ms);
 *  - a charge check on a 72 × 48" table with 20 units and 15 terrain pieces (aim: < 5 ms), plus a
 *    blocked one that searches every path before answering NO_PATH, also for a Nimble charger
 *    (two-pivot search);
 *  - three shooting volleys at one target with one nerve test, each with its turn state (exact), and a
 *    terrain check with 20 deployed units and the three roll-offs;
 *  - on the same table, a step back that moves an enemy apart (L683-689), an exact forward regroup
 *    whose every D6 value is checked with the separation (L661-677), and an exact Surge(10) of a
 *    Flying unit over friends and impassable terrain (L897-904, L1212-1225);
 *  - the same requests over HTTP, as a ratio to a bare node:http server answering the same bodies.
 * Run: `npx tsc -p tsconfig.build.json && node dist/bench/kow.bench.js` (BENCH_MS per HTTP case, default 3000).
 */
import { resolveAttack, type AttackRequest } from '../src/domain/systems/kow/attacks.js';
import { runCharge, type ChargeRequest } from '../src/domain/systems/kow/charges.js';
import { runTerrain, type TerrainRequest } from '../src/domain/systems/kow/terrain.js';
import type { PlacedUnitInput, TerrainInput } from '../src/domain/systems/kow/world.js';
import { benchHttp, medianMs } from './http-rules.js';

const legion = { type: 'Inf' as const, size: 'Legion' as const, sp: 5, me: 4, ra: null, de: 4, att: 30, ne: { waver: 25, rout: 27 }, pts: 300 };
const attack: AttackRequest = {
  kind: 'melee',
  facing: 'rear',
  attacker: { ...legion, specialRules: [{ id: 'elite' }, { id: 'vicious' }, { id: 'crushingStrength', value: 1 }, { id: 'thunderousCharge', value: 1 }] },
  target: { ...legion, specialRules: [] },
};
const ctx = (options: Record<string, string | boolean> = {}) => ({ rulesVersion: 'kow-2e', options, dice: { mode: 'exact' as const } });

// A table: 10 units a side in two lines, 15 pieces of terrain between and around them
const regiment = { type: 'Inf' as const, size: 'Regiment' as const, sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100 };
const cavalry = { type: 'Cav' as const, size: 'Troop' as const, sp: 8, me: 3, ra: null, de: 5, att: 8, ne: { waver: 11, rout: 13 }, pts: 120 };
const units: PlacedUnitInput[] = [];
for (let i = 0; i < 10; i++) {
  units.push({ id: `a${i}`, side: 'A', unit: i % 3 === 0 ? cavalry : regiment, centre: { x: 6 + i * 6.6, y: 12 }, facing: 0 });
  units.push({ id: `b${i}`, side: 'B', unit: regiment, centre: { x: 6 + i * 6.6, y: 23 }, facing: 180 });
}
const square = (x: number, y: number, s: number) => [{ x, y }, { x: x + s, y }, { x: x + s, y: y + s }, { x, y: y + s }];
const terrain: TerrainInput[] = [
  ...[4, 18, 32, 46, 60].map((x, i): TerrainInput => ({ id: `wood${i}`, type: 'difficult', height: 2, polygon: square(x, 40, 5) })),
  ...[10, 24, 38, 52, 66].map((x, i): TerrainInput => ({ id: `hill${i}`, type: 'hill', height: 1, polygon: square(x - 2, 1, 4) })),
  { id: 'hedge0', type: 'obstacle', height: 1, polygon: [{ x: 20, y: 18 }, { x: 26, y: 18 }, { x: 26, y: 18.4 }, { x: 20, y: 18.4 }] },
  { id: 'hedge1', type: 'obstacle', height: 1, polygon: [{ x: 44, y: 18 }, { x: 50, y: 18 }, { x: 50, y: 18.4 }, { x: 44, y: 18.4 }] },
  { id: 'house0', type: 'impassable', height: 3, polygon: square(36, 17, 1.5) },
  { id: 'pond', type: 'difficult', height: 0, flat: true, polygon: [{ x: 60, y: 17 }, { x: 64, y: 17 }, { x: 65, y: 19 }, { x: 61, y: 20 }] },
  { id: 'rocks', type: 'impassable', height: 0.5, polygon: square(8, 18, 1) },
];
const charge: ChargeRequest = { units, terrain, charger: 'a4', target: 'b4' };
const blocked: ChargeRequest = { units, terrain: [...terrain.slice(0, 14), { id: 'wall', type: 'impassable', height: 0.5, polygon: [{ x: 20, y: 16 }, { x: 52, y: 16 }, { x: 52, y: 17 }, { x: 20, y: 17 }] }], charger: 'a4', target: 'b4' };

const nimbleUnits = units.map((u) => (u.id === 'a4' ? { ...u, unit: { ...regiment, specialRules: [{ id: 'nimble' }] } } : u));
const blockedNimble: ChargeRequest = { ...blocked, units: nimbleUnits };
const verdict = runCharge(charge, ctx()).result;
const blockedVerdict = runCharge(blocked, ctx()).result;
const archers = { type: 'Inf' as const, size: 'Horde' as const, sp: 5, me: 5, ra: 4, de: 4, att: 20, ne: { waver: 21, rout: 23 }, pts: 200 };
const volleys: AttackRequest = {
  kind: 'ranged',
  target: { ...legion, specialRules: [] },
  nerveTest: true,
  targetDamage: 6,
  attackers: [
    { attacker: { ...archers, specialRules: [{ id: 'elite' }] }, turn: { order: 'halt' } },
    { attacker: archers, turn: { order: 'advance', rangedAttacksMade: 0 }, cover: true },
    { attacker: { ...archers, specialRules: [{ id: 'piercing', value: 1 }] }, turn: { order: 'halt' } },
  ],
};
// The same 20 units, deployed 12" or more from the centre line of the table for 2000 points
const deployed: TerrainRequest = {
  mode: 'check',
  pointsLimit: 2000,
  terrain: [],
  units: units.map((u) => ({ ...u, centre: { x: u.centre.x, y: u.side === 'A' ? 6 : 42 } })),
  deployment: { A: 'A', B: 'B' },
  rollOffs: { players: ['A', 'B'], for: ['deployment', 'firstTurn', 'vanguard'] },
};
// After a combat that did not rout b4: a4 in contact with it, b5 moved 0.5" off a4's flank (L346-356 "o lo mas que se pueda")
const D = 80 / 25.4;
const W = 100 / 25.4;
const afterCombat = units.map((u) => (u.id === 'a4' ? { ...u, centre: { x: u.centre.x, y: 23 - D } } : u.id === 'b5' ? { ...u, centre: { x: 6 + 4 * 6.6 + W + 0.5, y: 23 - D + 0.5 } } : u));
const stepBack: ChargeRequest = { units: afterCombat, terrain, charger: 'a4', mode: 'stepBack' };
const regroupExact: ChargeRequest = { units: afterCombat, terrain, charger: 'a4', mode: 'regroup', routed: 'b4', regroup: { kind: 'back' } };
const stepVerdict = runCharge(stepBack, ctx()).result;
const wizard = { type: 'Hero' as const, heroSub: 'Inf' as const, size: 'Single' as const, sp: 5, me: 5, ra: 5, de: 4, att: 1, ne: { waver: 10, rout: 12 }, pts: 100, specialRules: [] };
const surgeFly: AttackRequest = {
  kind: 'spell',
  attacker: wizard,
  target: { ...regiment, specialRules: [{ id: 'shambling' }, { id: 'fly' }] },
  spell: { id: 'surge', n: 10, path: { enemy: 8.5, along: [{ kind: 'friend', from: 1, to: 4.2 }, { kind: 'impassable', from: 3.5, to: 6 }, { kind: 'difficult', from: 7, to: 9 }, { kind: 'obstacle', from: 2, to: 2.3 }] } },
};
const domain = {
  attackMs: medianMs(300, () => resolveAttack(attack, ctx({ halveBase: 'final' }))),
  attackWithNerveMs: medianMs(100, () => resolveAttack({ ...attack, nerveTest: true }, ctx({ halveBase: 'final' }))),
  chargeMs: medianMs(300, () => runCharge(charge, ctx())),
  chargeBlockedMs: medianMs(50, () => runCharge(blocked, ctx())),
  chargeBlockedNimbleMs: medianMs(10, () => runCharge(blockedNimble, ctx())),
  volleysMs: medianMs(100, () => resolveAttack(volleys, ctx({ halveBase: 'final' }))),
  deploymentMs: medianMs(300, () => runTerrain(deployed, ctx())),
  stepBackSeparationMs: medianMs(300, () => runCharge(stepBack, ctx())),
  regroupExactMs: medianMs(100, () => runCharge(regroupExact, ctx())),
  surgeFlyExactMs: medianMs(300, () => resolveAttack(surgeFly, ctx())),
};
console.log(JSON.stringify({ bench: 'kow domain (median per call, ms)', ...domain, charge: { legal: verdict.legal, reasons: verdict.reasons.map((r) => r.code), facing: verdict.facing, pivots: verdict.path?.pivots, hindered: verdict.hindered }, blocked: blockedVerdict.reasons.map((r) => r.code), stepBackSeparated: stepVerdict.stepBack?.separated.map((m) => `${m.unit} ${m.distance}"`) }));

if (process.env.BENCH_HTTP !== '0') {
  const figures = await benchHttp([
    { name: 'POST /v1/kow/attacks/resolve (Legion rear charge, exact)', path: '/v1/kow/attacks/resolve', body: attack },
    { name: 'POST /v1/kow/charges/check (20 units, 15 terrain)', path: '/v1/kow/charges/check', body: charge },
  ]);
  for (const f of figures) {
    console.log(
      `${f.name}: HTTP p50 ${f.apiP50Ms.toFixed(2)} ms vs bare ${f.bareP50Ms.toFixed(2)} ms (×${f.latencyRatio.toFixed(1)}); ` +
        `16 connections ${f.apiRps.toFixed(0)} req/s vs bare ${f.bareRps.toFixed(0)} (${f.throughputPct.toFixed(1)} % of bare)`,
    );
  }
}
