/**
 * A Song of Ice and Fire charge check at the domain level and over HTTP:
 *  - a charge on a 72 × 48" table with 12 units and 8 terrain pieces (aim: < 5 ms per call), and on the same table
 *    the other modes: a maneuver, a ranged target after a shift, a re-face, and the search for any legal retreat
 *    (one more enemy touching a1's front; no legs given);
 *  - the same request over HTTP, as a ratio to a bare node:http server answering the same body.
 * Run: `npm run build && node dist/bench/asoiaf-charges.bench.js` (BENCH_HTTP=0 skips HTTP, BENCH_MS per HTTP case).
 */
import { resolveOptions } from '../src/domain/core/options.js';
import { chargesCapability } from '../src/domain/systems/asoiaf/charges/charge.js';
import type { ChargeRequest, ChargeUnitInput } from '../src/domain/systems/asoiaf/charges/request.js';
import { benchHttp, medianMs } from './http-rules.js';

const units: ChargeUnitInput[] = [];
for (let i = 0; i < 6; i++) {
  units.push({ id: `a${i}`, side: 'A', centre: { x: 8 + i * 11, y: 10 }, facing: 0, tray: i % 3 === 0 ? 'cavalry' : 'infantry', speed: i % 3 === 0 ? 7 : 5 });
  units.push({ id: `b${i}`, side: 'B', centre: { x: 8 + i * 11, y: 24 }, facing: 180, tray: 'infantry' });
}
const rect = (x: number, y: number, w: number, d: number) => [{ x, y }, { x: x + w, y }, { x: x + w, y: y + d }, { x, y: y + d }];
const terrain: ChargeRequest['terrain'] = [
  { piece: 'marsh', polygon: rect(28, 15.5, 6, 1.5) },
  { piece: 'forest', polygon: rect(4, 34, 6, 6) },
  { piece: 'hedge', polygon: rect(50, 16, 6, 1) },
  { piece: 'palisade', polygon: rect(62, 36, 5, 1) },
  { piece: 'weirwood', polygon: rect(36, 40, 3, 3) },
  { piece: 'corpsePile', polygon: rect(14, 42, 4, 3) },
  { piece: 'stakes', polygon: rect(44, 30, 4, 1) },
  { piece: 'wall', polygon: rect(20, 30, 6, 0.5) },
];
const charge: ChargeRequest = { table: { width: 72, depth: 48 }, units, terrain, chargerId: 'a2', targetId: 'b2' };
const ctx = (rulesVersion: string) => ({ rulesVersion, options: resolveOptions(chargesCapability.options, {}), dice: { mode: 'exact' as const } });

const verdict = chargesCapability.run(charge, ctx('asoiaf-2021')).result as Record<string, unknown>;
// The other modes on the same table: a maneuver of a2, a ranged target check of a1 on b1 after a shift, a re-face
const maneuver: ChargeRequest = { table: charge.table, units, terrain, mode: 'maneuver', unitId: 'a2', legs: [{ pivot: 30 }, { distance: 4 }, { pivot: -30 }] };
const target: ChargeRequest = { table: charge.table, units, terrain, mode: 'target', unitId: 'a1', targetId: 'b1', range: 'long', shift: { direction: 'forward', distance: 2 } };
const reface: ChargeRequest = { table: charge.table, units, terrain, mode: 'reface', unitId: 'a4' };
const retreat: ChargeRequest = { table: charge.table, units: [...units, { id: 'r', side: 'B', centre: { x: 19, y: 10 + 120 / 25.4 }, facing: 180, tray: 'infantry' }], terrain, mode: 'retreat', unitId: 'a1' };
const domain = {
  charge2021Ms: medianMs(200, () => chargesCapability.run(charge, ctx('asoiaf-2021'))),
  charge2018Ms: medianMs(200, () => chargesCapability.run(charge, ctx('asoiaf-2018'))),
  maneuverMs: medianMs(200, () => chargesCapability.run(maneuver, ctx('asoiaf-2021'))),
  targetMs: medianMs(200, () => chargesCapability.run(target, ctx('asoiaf-2021'))),
  refaceMs: medianMs(200, () => chargesCapability.run(reface, ctx('asoiaf-2021'))),
  retreatSearchMs: medianMs(50, () => chargesCapability.run(retreat, ctx('asoiaf-2021'))),
};
console.log(JSON.stringify({ bench: 'asoiaf charges domain (median per call, ms)', ...domain, charge: { legal: verdict.legal, arc: verdict.arc, needed: verdict.needed, pSuccess: verdict.pSuccessFraction, terrain: verdict.terrain } }));

if (process.env.BENCH_HTTP !== '0') {
  const figures = await benchHttp([{ name: 'POST /v1/asoiaf/charges/check (12 units, 8 terrain)', path: '/v1/asoiaf/charges/check', body: charge }]);
  for (const f of figures) {
    console.log(`${f.name}: HTTP p50 ${f.apiP50Ms.toFixed(2)} ms vs bare ${f.bareP50Ms.toFixed(2)} ms (×${f.latencyRatio.toFixed(1)}); 16 connections ${f.apiRps.toFixed(0)} req/s vs bare ${f.bareRps.toFixed(0)} (${f.throughputPct.toFixed(1)} % of bare)`);
  }
}
