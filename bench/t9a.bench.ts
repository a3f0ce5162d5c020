/**
 * The 9th Age at the domain level and over HTTP:
 *  - exact close combat of a 40-model horde (10 × 4, spears: 5 ranks strike with horde + spear), Poisoned
 *    Attacks, Hatred rerolls, against light armour, shield and a 6+ ward (aim: < 1 ms);
 *  - a whole exact combat round of that horde against a 40-model horde of halberds, both striking, with the
 *    combat result and break-test odds (joint distribution of the wounds both units lose);
 *  - a round with special attacks: three chariots with Scythes charging that halberd horde and its cavalry hero
 *    (Impact Hits spread over the R&F and the hero at I10), a giant's Stomp and Crush Attack at I0;
 *  - a charge check on a 72 × 48" table with 20 units and 15 terrain pieces (aim: < 5 ms);
 *  - four chargers placed together on a 10-file unit (two on its front, one on each flank, models counted per base,
 *    a rock beside its front): the exact joint placement (aim: < 5 ms);
 *  - a catapult (3", S3 [9]) placed over a 40-model horde on 25 mm bases (10 × 4) with a hero in its second rank and a
 *    second unit beside it: the exact distribution over every scatter distance and direction (aim: < 5 ms);
 *  - that catapult with an Engineer rerolling its scatter die (the reroll's expectation over both faces and every
 *    direction of each distance die);
 *  - shooting with geometry: a forest, a hill and ten units between the shooter and the target (cover on 1 600 sight lines);
 *  - the same requests over HTTP, as a ratio to a bare node:http server answering the same bodies.
 * Run: `npm run build && node dist/bench/t9a.bench.js` (BENCH_HTTP=0 skips HTTP, BENCH_MS per HTTP case).
 */
import { resolveOptions } from '../src/domain/core/options.js';
import { attacksCapability, type AttackRequest } from '../src/domain/systems/t9a/attacks/index.js';
import { chargesCapability, type ChargeRequest, type ChargeUnit } from '../src/domain/systems/t9a/charges/index.js';
import { benchHttp, medianMs } from './http-rules.js';

const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const attack: AttackRequest = {
  kind: 'closeCombat',
  attacker: { profile: P, models: 40, files: 10, weapon: 'spear', champion: true, rules: [{ id: 'poisonedAttacks' }, { id: 'hatred' }] },
  target: { profile: P, models: 40, files: 10, armour: ['light', 'shield'], ward: 6 },
};
const combatRound: AttackRequest = {
  kind: 'combatRound', attacker: attack.attacker, target: { profile: P, models: 40, files: 10, weapon: 'halberd', armour: ['heavy'], standard: true, musician: true },
  combat: { sides: [{ charged: true }, { morale: { bsbInRange: true } }] },
};
const specialsRound: AttackRequest = {
  kind: 'combatRound',
  attacker: { troopType: 'chariot', profile: { ...P, S: 5, T: 4, W: 4 }, models: 3, files: 3, rules: [{ id: 'scythes' }] },
  target: { ...combatRound.target, models: 30 },
  combat: {
    sides: [{ charged: true, specials: [{ kind: 'impactHits' }] }, { characters: [{ name: 'captain', troopType: 'cavalry', profile: { ...P, WS: 5, S: 4, T: 4, W: 3, A: 3 } }] }],
    units: [{ side: 0, unit: { name: 'giant', troopType: 'monster', profile: { ...P, S: 6, T: 5, W: 6, A: 5 }, rules: [{ id: 'crushAttack' }] }, facing: 'flank', specials: [{ kind: 'stomp' }, { kind: 'crush' }] }],
  },
};
const units: ChargeUnit[] = [];
for (let i = 0; i < 10; i++) {
  units.push({ id: `a${i}`, side: 'A', centre: { x: 6 + i * 6.6, y: 12 }, facing: 0, width: 5, depth: 4, M: i % 3 === 0 ? 7 : 4, troopType: i % 3 === 0 ? 'cavalry' : 'infantry' });
  units.push({ id: `b${i}`, side: 'B', centre: { x: 6 + i * 6.6, y: 23 }, facing: 180, width: 5, depth: 4, M: 4, missileWeapon: i % 2 ? 'bow' : undefined });
}
const square = (x: number, y: number, s: number) => [{ x, y }, { x: x + s, y }, { x: x + s, y: y + s }, { x, y: y + s }];
const terrain: ChargeRequest['terrain'] = [
  ...[4, 18, 32, 46, 60].map((x) => ({ type: 'forest' as const, polygon: square(x, 40, 5) })),
  ...[10, 24, 38, 52, 66].map((x) => ({ type: 'hill' as const, polygon: square(x - 2, 1, 4) })),
  { type: 'wall', polygon: [{ x: 20, y: 17.5 }, { x: 26, y: 17.5 }, { x: 26, y: 17.9 }, { x: 20, y: 17.9 }] },
  { type: 'fields', polygon: [{ x: 44, y: 17 }, { x: 50, y: 17 }, { x: 50, y: 18.4 }, { x: 44, y: 18.4 }] },
  { type: 'impassable', polygon: square(62, 30, 1.5) },
  { type: 'water', polygon: [{ x: 60, y: 44 }, { x: 64, y: 44 }, { x: 65, y: 46 }, { x: 61, y: 47 }] },
  { type: 'ruins', polygon: square(8, 30, 2) },
];
const charge: ChargeRequest = { units, terrain, chargerId: 'a3', targetId: 'b3' };
const joint: ChargeRequest = {
  units: [
    { id: 't', side: 'B', centre: { x: 36, y: 30 }, facing: 180, width: 8, depth: 4, M: 4, files: 10, models: 40 },
    { id: 'f1', side: 'A', centre: { x: 33.5, y: 20 }, facing: 0, width: 5, depth: 2, M: 5, files: 5, models: 15 },
    { id: 'f2', side: 'A', centre: { x: 39, y: 17 }, facing: 0, width: 5, depth: 2, M: 5, files: 5, models: 15 },
    { id: 'l', side: 'A', centre: { x: 48, y: 30 }, facing: 270, width: 4, depth: 4, M: 7, files: 2, models: 4, troopType: 'cavalry' },
    { id: 'r', side: 'A', centre: { x: 24, y: 31 }, facing: 90, width: 3, depth: 3, M: 6, files: 3, models: 9 },
  ],
  terrain: [{ type: 'impassable', polygon: [{ x: 42, y: 24 }, { x: 45, y: 24 }, { x: 45, y: 27 }, { x: 42, y: 27 }] }],
  chargerIds: ['f1', 'f2', 'l', 'r'], targetId: 't',
};
const MM25 = 25 / 25.4;
const catapult: AttackRequest = {
  kind: 'artillery', attacker: { troopType: 'warMachine', profile: P }, target: { profile: P, models: 40, files: 10, armour: ['light', 'shield'] },
  artillery: {
    weapon: 'catapult', strength: 3, centreStrength: 9,
    placement: { units: [{ centre: { x: 36, y: 24 }, facing: 180, width: 10 * MM25, depth: 5 * MM25, files: 10, characters: [14] }, { centre: { x: 45, y: 24 }, facing: 180, width: 5 * MM25, depth: 3 * MM25, files: 5, models: 15 }], aim: { x: 36.3, y: 24 - 2 * MM25 } },
  },
  combined: { characters: [{ name: 'captain', troopType: 'cavalry', profile: { ...P, T: 4, W: 2 }, armour: ['heavy', 'shield'] }] },
};
const engineerCatapult: AttackRequest = { ...catapult, artillery: { ...catapult.artillery!, engineer: true } };
// shooting past a forest, a hill and ten units (infantry and cavalry) between the shooter and the target
const shooting: AttackRequest = {
  kind: 'shooting', attacker: { profile: P, models: 10, files: 5, missileWeapon: 'crossbow' }, target: { profile: P, models: 20, files: 5 }, range: 20,
  geometry: {
    shooter: { centre: { x: 36, y: 10 }, facing: 0, width: 10, depth: 2 }, target: { centre: { x: 36, y: 40 }, facing: 180, width: 10, depth: 4 },
    terrain: [{ type: 'forest', polygon: square(24, 30, 5) }, { type: 'hill', polygon: square(44, 20, 4) }],
    units: Array.from({ length: 10 }, (_, i) => ({ centre: { x: 22 + (i % 5) * 7, y: 16 + Math.floor(i / 5) * 6 }, facing: 0, width: 4, depth: 1.5, troopType: i % 3 ? 'infantry' as const : 'cavalry' as const })),
  },
};
const ctx = (cap: { options: Parameters<typeof resolveOptions>[0] }) => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(cap.options, {}), dice: { mode: 'exact' as const } });

const verdict = chargesCapability.run(charge, ctx(chargesCapability)).result as Record<string, unknown>;
const together = chargesCapability.run(joint, ctx(chargesCapability)).result as Record<string, unknown>;
const fight = attacksCapability.run(attack, ctx(attacksCapability)).result;
const domain = {
  hordeCloseCombatMs: medianMs(300, () => attacksCapability.run(attack, ctx(attacksCapability))),
  hordeCombatRoundMs: medianMs(100, () => attacksCapability.run(combatRound, ctx(attacksCapability))),
  specialsCombatRoundMs: medianMs(50, () => attacksCapability.run(specialsRound, ctx(attacksCapability))),
  chargeMs: medianMs(300, () => chargesCapability.run(charge, ctx(chargesCapability))),
  jointChargeMs: medianMs(200, () => chargesCapability.run(joint, ctx(chargesCapability))),
  placedCatapultMs: medianMs(200, () => attacksCapability.run(catapult, ctx(attacksCapability))),
  engineerCatapultMs: medianMs(100, () => attacksCapability.run(engineerCatapult, ctx(attacksCapability))),
  modelCoverShootingMs: medianMs(100, () => attacksCapability.run(shooting, ctx(attacksCapability))),
};
const shot = attacksCapability.run(catapult, ctx(attacksCapability)).result;
console.log(JSON.stringify({ bench: 't9a domain (median per call, ms)', ...domain, attack: { groups: fight.plan.groups.map((g) => [g.label, g.attacks, g.toHit]), meanModelsRemoved: fight.summary?.meanModelsRemoved }, charge: { legal: verdict.legal, facing: verdict.facing, pSuccess: verdict.pSuccessFraction }, joint: together.placement, catapult: { meanHits: shot.placement?.units?.[0].meanHits, meanWoundsInflicted: shot.summary?.meanWoundsInflicted } }));

if (process.env.BENCH_HTTP !== '0') {
  const figures = await benchHttp([
    { name: 'POST /v1/t9a/attacks/resolve (40-model horde, exact)', path: '/v1/t9a/attacks/resolve', body: attack },
    { name: 'POST /v1/t9a/attacks/resolve (combat round, two 40-model hordes, exact)', path: '/v1/t9a/attacks/resolve', body: combatRound },
    { name: 'POST /v1/t9a/charges/check (20 units, 15 terrain)', path: '/v1/t9a/charges/check', body: charge },
    { name: 'POST /v1/t9a/charges/check (four chargers placed together)', path: '/v1/t9a/charges/check', body: joint },
    { name: 'POST /v1/t9a/attacks/resolve (catapult placed over a 40-model horde, exact)', path: '/v1/t9a/attacks/resolve', body: catapult },
  ]);
  for (const f of figures) {
    console.log(`${f.name}: HTTP p50 ${f.apiP50Ms.toFixed(2)} ms vs bare ${f.bareP50Ms.toFixed(2)} ms (×${f.latencyRatio.toFixed(1)}); 16 connections ${f.apiRps.toFixed(0)} req/s vs bare ${f.bareRps.toFixed(0)} (${f.throughputPct.toFixed(1)} % of bare)`);
  }
}
