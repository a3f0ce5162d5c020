/**
 * A Song of Ice and Fire at the domain level and over HTTP:
 *  - the heaviest exact attack: a full infantry unit charging the flank of Lannister Supremacy infantry with
 *    Critical Blow and Vicious, the attacker Weakened and the defender Vulnerable and Panicked (every token
 *    reroll, the defender's panic test and the attacker's Supremacy test), under both rules versions (aim: < 1 ms);
 *  - a plain exact attack, and a panic test with the Panicked token's best reroll;
 *  - the same requests over HTTP, as a ratio to a bare node:http server answering the same bodies.
 *  - then the charge check on a table with 12 units and 8 terrain pieces (`asoiaf-charges.bench.ts`, aim: < 5 ms).
 * Run: `npm run build && node dist/bench/asoiaf.bench.js` (BENCH_HTTP=0 skips HTTP, BENCH_MS per HTTP case).
 */
import { resolveOptions } from '../src/domain/core/options.js';
import { attacksCapability, type AttackRequest } from '../src/domain/systems/asoiaf/attacks.js';
import { moraleCapability, type MoraleRequest } from '../src/domain/systems/asoiaf/morale.js';
import { benchHttp, medianMs } from './http-rules.js';

const heavy: AttackRequest = {
  attacker: { name: 'Attackers', tray: 'infantry', defense: 4, morale: 6, tokens: { weakened: true }, attacks: [{ name: 'Blades', kind: 'melee', hit: 3, dice: [8, 6, 4], keywords: ['criticalBlow', 'vicious'] }] },
  // Lannister Supremacy from the Guardsmen card: inline it is a 2021-only ability, refused under asoiaf-2018 (§0.1)
  defender: { catalogueId: 'lannister-guardsmen', name: 'Defenders', tray: 'infantry', defense: 4, morale: 6, tokens: { vulnerable: true, panicked: true } },
  charge: true,
  arc: 'flank',
};
const plain: AttackRequest = { attacker: { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 }, defender: { catalogueId: 'stark-sworn-swords' } };
const panic: MoraleRequest = { kind: 'panic', unit: { catalogueId: 'stark-sworn-swords', tokens: { panicked: true } }, trigger: 'attack', woundsInflicted: 3, arc: 'flank' };
const ctx = (cap: { options: Parameters<typeof resolveOptions>[0] }, rulesVersion = 'asoiaf-2021') => ({ rulesVersion, options: resolveOptions(cap.options, {}), dice: { mode: 'exact' as const } });

const one = attacksCapability.run(heavy, ctx(attacksCapability)).result as Record<string, unknown>;
const domain = {
  heavyAttack2021Ms: medianMs(50, () => attacksCapability.run(heavy, ctx(attacksCapability))),
  heavyAttack2018Ms: medianMs(50, () => attacksCapability.run(heavy, ctx(attacksCapability, 'asoiaf-2018'))),
  plainAttackMs: medianMs(300, () => attacksCapability.run(plain, ctx(attacksCapability))),
  panickedPanicTestMs: medianMs(300, () => moraleCapability.run(panic, ctx(moraleCapability))),
};
console.log(JSON.stringify({ bench: 'asoiaf domain (median per call, ms)', ...domain, heavy: { expected: one.expected, pDestroyed: one.pDestroyed } }));

if (process.env.BENCH_HTTP !== '0') {
  const figures = await benchHttp([
    { name: 'POST /v1/asoiaf/attacks/resolve (charge, flank, every token, Supremacy, exact)', path: '/v1/asoiaf/attacks/resolve', body: heavy },
    { name: 'POST /v1/asoiaf/morale/test (panic test, Panicked token, exact)', path: '/v1/asoiaf/morale/test', body: panic },
  ]);
  for (const f of figures) {
    console.log(`${f.name}: HTTP p50 ${f.apiP50Ms.toFixed(2)} ms vs bare ${f.bareP50Ms.toFixed(2)} ms (×${f.latencyRatio.toFixed(1)}); 16 connections ${f.apiRps.toFixed(0)} req/s vs bare ${f.bareRps.toFixed(0)} (${f.throughputPct.toFixed(1)} % of bare)`);
  }
}

// The charge check (12 units, 8 terrain pieces), domain and HTTP: its own script, run here so one command gives every asoiaf figure.
await import('./asoiaf-charges.bench.js');
