/**
 * Property tests of the Kings of War dice: the engine's exact distributions against a brute force
 * written here from the seed (003_80333abf01c9832d.txt), and against the engine's own seeded mode.
 *
 * The brute force never calls the engine: it re-derives dice counts and target numbers from the seed
 * and walks every face of every die (and every face of each reroll). Sequences that reach the same
 * tally are added together before the next die is rolled, so the sum over all 6^n sequences stays
 * exact without listing them one by one.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { resolveAttack, type AttackRequest } from './attacks.js';
import { runMorale, type InspiringSource, type MoraleRequest } from './morale.js';
import { runScoring } from './scoring.js';
import type { UnitInput } from './units.js';
import { brute, gameEndBF, marginal, nerveBF, playAttack, regenerationBF, type Cfg, type Dist } from '../../../../test/fixtures/kow-brute.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }, options: Record<string, string | boolean | number> = {}): RulesContext => ({ rulesVersion: 'kow-2e', options: { halveBase: 'final', ...options }, dice });
const rules = (ids: Array<string | [string, number | string] | false>) => ids.filter((r): r is string | [string, number | string] => r !== false).map((r) => (typeof r === 'string' ? { id: r } : { id: r[0], value: r[1] }));

/** The engine request for a configuration. */
function request(c: Cfg): AttackRequest {
  const attacker: UnitInput = {
    type: 'Inf', size: 'Regiment', sp: 5, me: c.me, ra: c.ra, de: 4, att: c.att, ne: { waver: 14, rout: 16 }, pts: 100,
    specialRules: rules([
      c.elite && 'elite', c.vicious && 'vicious', c.brutal && 'brutal', c.attackerIndividual && 'individual', c.strider && 'strider', c.pathfinder && 'pathfinder', c.fly && 'fly',
      c.nimble && 'nimble', c.indirectFire && 'indirectFire', c.cs > 0 && ['crushingStrength', c.cs], c.tc > 0 && ['thunderousCharge', c.tc], c.piercing > 0 && ['piercing', c.piercing],
      c.blast !== null && ['blast', c.blast], c.kind === 'breath' && ['breathAttack', c.n], c.lifeleech > 0 && ['lifeleech', c.lifeleech],
    ]),
  };
  const target: UnitInput = {
    type: c.targetWE ? 'WE' : 'Inf', size: c.targetWE ? 'Single' : 'Regiment', sp: 5, me: 4, ra: null, de: c.de, att: 10, ne: c.ne, pts: 100,
    specialRules: rules([c.targetIndividual && 'individual', c.ensnare && 'ensnare', c.stealthy && 'stealthy', c.bigShields && 'bigShields', c.phalanx && 'phalanx', c.ironResolve && 'ironResolve', c.targetInspiring ?? false]),
  };
  return {
    kind: c.kind, attacker, target, facing: c.facing, hinderedBy: c.hinderedBy, endsOnTerrain: c.endsOnTerrain, counterCharge: c.counterCharge,
    attackerDisordered: c.kind === 'melee' && c.disordered, moved: c.moved, cover: c.cover, baneChant: c.baneChant,
    ...(c.weapon ? { weapon: c.weapon } : {}), ...(c.kind === 'spell' ? { spell: { id: c.spell, n: c.n } } : {}),
    targetDamage: c.targetDamage, attackerDamage: c.attackerDamage, nerveTest: c.nerveTest, targetInspired: c.inspired,
  };
}

const bool = fc.boolean();
const ne = fc.oneof(
  fc.record({ waver: fc.integer({ min: 6, max: 14 }), gap: fc.integer({ min: 1, max: 3 }) }).map(({ waver, gap }) => ({ waver: waver as number | null, rout: waver + gap })),
  fc.integer({ min: 8, max: 16 }).map((rout) => ({ waver: null as number | null, rout })),
);
/** Random small attacks: at most 4 profile dice (×3 at most in melee), every modifier the seed lists. */
const cfgArb: fc.Arbitrary<Cfg> = fc.record({
  kind: fc.constantFrom('melee', 'melee', 'ranged', 'ranged', 'breath', 'spell') as fc.Arbitrary<Cfg['kind']>,
  att: fc.integer({ min: 0, max: 4 }), n: fc.integer({ min: 1, max: 4 }), me: fc.integer({ min: 2, max: 6 }), ra: fc.integer({ min: 2, max: 6 }), de: fc.integer({ min: 2, max: 7 }),
  spell: fc.constantFrom('fireball', 'lightningBolt', 'fireball', 'lightningBolt', 'heal', 'baneChant', 'windBlast') as fc.Arbitrary<Cfg['spell']>,
  elite: bool, vicious: bool, brutal: bool, attackerIndividual: bool, strider: bool, pathfinder: bool, fly: bool, nimble: bool, indirectFire: bool,
  cs: fc.integer({ min: 0, max: 3 }), tc: fc.integer({ min: 0, max: 2 }), piercing: fc.integer({ min: 0, max: 3 }), lifeleech: fc.integer({ min: 0, max: 2 }),
  blast: fc.option(fc.constantFrom('2', 'D3', 'D3+1', 'D6', 'D6+3', '2D3'), { freq: 3 }),
  targetWE: bool, targetIndividual: bool, ensnare: bool, stealthy: bool, bigShields: bool, phalanx: bool, ironResolve: bool,
  targetInspiring: fc.constantFrom(null, null, null, 'inspiring', 'veryInspiring') as fc.Arbitrary<Cfg['targetInspiring']>,
  facing: fc.constantFrom('front', 'flank', 'rear') as fc.Arbitrary<Cfg['facing']>,
  hinderedBy: fc.subarray(['difficultTerrain', 'obstacle'] as Array<'difficultTerrain' | 'obstacle'>),
  endsOnTerrain: bool, counterCharge: bool, disordered: bool, moved: bool, cover: bool, baneChant: bool,
  weapon: fc.constantFrom(undefined, 'bow', 'javelin'),
  halveBase: fc.constantFrom('final', 'profile') as fc.Arbitrary<Cfg['halveBase']>,
  ne, targetDamage: fc.integer({ min: 0, max: 6 }), attackerDamage: fc.integer({ min: 0, max: 3 }), nerveTest: bool, inspired: bool,
});

const noDamageSpell = (c: Cfg): boolean => c.kind === 'spell' && ['heal', 'baneChant', 'windBlast'].includes(c.spell);

/** Every value of both lists, p within 1e-12 (a value missing from one side has p 0). */
function expectSameDist(engine: unknown, expected: Dist, label: string): void {
  const got = new Map((engine as Array<{ value: number | string; p: number }>).map((e) => [e.value, e.p]));
  for (const v of new Set([...got.keys(), ...expected.keys()])) {
    const diff = Math.abs((got.get(v) ?? 0) - (expected.get(v) ?? 0));
    if (diff > 1e-12) throw new Error(`${label}=${String(v)}: engine ${got.get(v) ?? 0}, brute force ${expected.get(v) ?? 0}`);
  }
}

describe('KoW attacks: exact distributions equal a brute force over every die (003_80333abf01c9832d.txt L537-652, L857-1012)', () => {
  it('random small attacks (melee, shooting, breath, every spell): hits, damage, damage after, Lifeleech, Heal and the nerve test that follows (L537-586, L613-652, L710-776, L876-882, L1129-1204)', () => {
    fc.assert(
      fc.property(cfgArb, (c) => {
        const out = resolveAttack(request(c), ctx({ mode: 'exact' }, { halveBase: c.halveBase }));
        const bf = brute(c);
        expect(out.result.plan.dice).toBe(bf.plan.dice);
        expect(out.result.plan.needToHit).toBe(bf.plan.needToHit);
        expect(out.result.plan.needToDamage).toBe(bf.plan.needToDamage);
        const d = out.distribution!;
        expectSameDist(d.hits, bf.hits, 'hits');
        expectSameDist(d.damage, bf.damage, 'damage');
        expectSameDist(d.targetDamageAfter, bf.targetDamageAfter, 'targetDamageAfter');
        if (bf.plan.lifeleech > 0) expectSameDist(d.attackerDamageAfter, bf.attackerDamageAfter, 'attackerDamageAfter');
        // Heal, Bane-chant and Wind Blast do no damage: no nerve test follows (L1160-1189, L1197-1204)
        if (c.nerveTest && !noDamageSpell(c)) expectSameDist(d.nerve, bf.nerve, 'nerve');
        else expect(d.nerve).toBeUndefined();
      }),
      { numRuns: 400, seed: 20150403 },
    );
  });

  it('a target with Inspiring of its own rerolls a Routed nerve result in the same call (L925-931): Ne 11/13 with 10 damage', () => {
    const base = fc.sample(cfgArb, { numRuns: 1, seed: 3 })[0]!;
    for (const targetInspiring of ['inspiring', 'veryInspiring'] as const) {
      const c: Cfg = { ...base, kind: 'melee', att: 1, me: 4, de: 4, facing: 'front', hinderedBy: [], ensnare: false, bigShields: false, targetWE: false, targetIndividual: false, attackerIndividual: false, brutal: false, ironResolve: false, targetDamage: 10, ne: { waver: 11, rout: 13 }, nerveTest: true, inspired: false, targetInspiring };
      const out = resolveAttack(request(c), ctx());
      const nerve = out.distribution!.nerve as Array<{ value: string; p: number }>;
      expectSameDist(nerve, brute(c).nerve, 'nerve');
      // first 2D6 routs unless double 1 (35/36); the reroll routs again 35/36 of the time
      expect(nerve.find((e) => e.value === 'steady')!.p / (1 - nerve.find((e) => e.value === 'noTest')!.p)).toBeCloseTo(1 / 36 + (35 / 36) * (1 / 36), 12);
    }
  });

  it('the "7+" halving: Att 3 on a flank needing 7+ rolls 3 dice (final) or 2 (profile) at 6+ (L559-561, L613-618, L635-637)', () => {
    const base = fc.sample(cfgArb, { numRuns: 1, seed: 1 })[0]!;
    const c: Cfg = { ...base, kind: 'melee', att: 3, me: 6, facing: 'flank', hinderedBy: ['obstacle'], counterCharge: false, strider: false, fly: false, pathfinder: false, targetWE: false, targetIndividual: false, attackerIndividual: false, ensnare: true, nerveTest: true };
    for (const halveBase of ['final', 'profile'] as const) {
      const bf = brute({ ...c, halveBase });
      expect(bf.plan.dice).toBe(halveBase === 'final' ? 3 : 2);
      const out = resolveAttack(request(c), ctx({ mode: 'exact' }, { halveBase }));
      expect(out.result.plan).toMatchObject({ dice: bf.plan.dice, needToHit: 6, halved: true });
      expectSameDist(out.distribution!.damage, bf.damage, 'damage');
      expectSameDist(out.distribution!.nerve, bf.nerve, 'nerve');
    }
  });
});

describe('KoW given dice are read in the table order the catalogue documents (API.md "Dice"; L230-235, L537-586, L719-737)', () => {
  it('random attacks with random physical dice: the same outcome as playing them at the table, and the same number of dice used', () => {
    fc.assert(
      fc.property(cfgArb, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 120, maxLength: 120 }), (c, rolls) => {
        const out = resolveAttack(request(c), ctx({ mode: 'given', rolls }, { halveBase: c.halveBase }));
        const table = playAttack(c, rolls);
        const { baneChantGained, push, ...outcome } = out.result.outcome as typeof out.result.outcome & { baneChantGained?: boolean; push?: unknown };
        expect(outcome).toEqual(table.outcome);
        // Bane-chant takes effect when at least one hit lands (L1160-1172); Wind Blast pushes per hit (L1174-1189, spells.spec.ts)
        expect(baneChantGained).toBe(c.kind === 'spell' && c.spell === 'baneChant' ? table.outcome.hits > 0 : undefined);
        expect(push === undefined).toBe(!(c.kind === 'spell' && c.spell === 'windBlast'));
        expect(out.rolls).toHaveLength(table.used);
        expect(out.unusedRolls).toEqual(rolls.slice(table.used));
      }),
      { numRuns: 400, seed: 20150230 },
    );
  });
});

/** How often each value of `pick` came up among sampled outcomes. */
function frequencies<T>(outcomes: T[], pick: (o: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const o of outcomes) counts.set(pick(o), (counts.get(pick(o)) ?? 0) + 1);
  return counts;
}
const seeds = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ctx({ mode: 'seeded', seed: `kow-prop-${tag}-${i}` }));

/** Every outcome's frequency within 4 standard errors of its exact probability (and nothing impossible). */
function expectWithinFourSE(counts: Map<string | number, number>, exact: unknown, n: number, label: string): void {
  const p = new Map((exact as Array<{ value: number | string; p: number }>).map((e) => [e.value, e.p]));
  for (const v of counts.keys()) if (!p.has(v)) throw new Error(`${label}=${String(v)} came up in seeded mode but has p 0`);
  for (const [v, pv] of p) {
    const freq = (counts.get(v) ?? 0) / n;
    const se = Math.sqrt((pv * (1 - pv)) / n);
    if (Math.abs(freq - pv) > 4 * se + 1e-12) throw new Error(`${label}=${String(v)}: frequency ${freq} vs exact ${pv} (4 SE = ${4 * se})`);
  }
}

describe('KoW attacks: seeded simulation agrees with the exact distribution (L537-652, L710-776)', () => {
  const base = fc.sample(cfgArb, { numRuns: 1, seed: 7 })[0]!;
  const plain: Partial<Cfg> = { targetInspiring: null, attackerIndividual: false, targetIndividual: false, targetWE: false, strider: false, pathfinder: false, fly: false, nimble: false, indirectFire: false, lifeleech: 0, weapon: undefined, baneChant: false, disordered: false, counterCharge: false, cs: 0, tc: 0, piercing: 0, blast: null, ensnare: false, stealthy: false, bigShields: false, phalanx: false, ironResolve: false, brutal: false, elite: false, vicious: false, moved: false, cover: false, hinderedBy: [], inspired: false };
  const configs: Array<[string, Cfg]> = [
    ['rear charge, Elite, Vicious, CS(1), TC(1), Brutal, nerve (L615-618, L884-892, L984-988, L1003-1004)', { ...base, ...plain, kind: 'melee', att: 3, me: 4, de: 5, facing: 'rear', elite: true, vicious: true, cs: 1, tc: 1, brutal: true, nerveTest: true, targetDamage: 4, ne: { waver: 11, rout: 13 } }],
    ['Blast(D3) shooting, moved, into cover: needs 6+ (L545-561, L869-874)', { ...base, ...plain, kind: 'ranged', att: 4, ra: 4, de: 4, moved: true, cover: true, blast: 'D3', nerveTest: false }],
    ['Hindered frontal charge into Ensnare needing 7+, halved, Inspired target (L635-644, L894-895, L925-931)', { ...base, ...plain, kind: 'melee', att: 4, me: 5, de: 3, facing: 'front', hinderedBy: ['difficultTerrain'], ensnare: true, nerveTest: true, targetDamage: 8, inspired: true, ne: { waver: 10, rout: 12 } }],
    ['Lightning Bolt(3) with Elite and Vicious (L1129-1135, L1191-1195)', { ...base, ...plain, kind: 'spell', spell: 'lightningBolt', n: 3, de: 5, elite: true, vicious: true, nerveTest: true, targetDamage: 9, ironResolve: true, ne: { waver: null, rout: 12 } }],
  ];
  it.each(configs)('%s', (_name, c) => {
    const req = request(c);
    const exact = resolveAttack(req, ctx()).distribution!;
    const bf = brute(c);
    expectSameDist(exact.damage, bf.damage, 'damage');
    const n = 2000;
    const runs = seeds(n, _name).map((cx) => resolveAttack(req, cx).result.outcome!);
    expectWithinFourSE(frequencies(runs, (o) => o.damage), exact.damage, n, 'damage');
    expectWithinFourSE(frequencies(runs, (o) => o.hits), exact.hits, n, 'hits');
    expectWithinFourSE(frequencies(runs, (o) => o.targetDamageAfter), exact.targetDamageAfter, n, 'targetDamageAfter');
    if (c.nerveTest) expectWithinFourSE(frequencies(runs, (o) => o.nerve), exact.nerve, n, 'nerve');
  });
});

const nerveArb = fc.record({
  ne, damage: fc.integer({ min: 0, max: 14 }), brutal: bool, ironResolve: bool, ownRule: fc.constantFrom(null, 'inspiring', 'veryInspiring'),
  sources: fc.array(fc.record({ rule: fc.constantFrom('inspiring', 'veryInspiring') as fc.Arbitrary<InspiringSource['rule']>, distance: fc.constantFrom(0, 3, 5.5, 6, 6.01, 8, 9, 9.5, 12), allied: bool }), { maxLength: 2 }),
});
type NerveCase = typeof nerveArb extends fc.Arbitrary<infer T> ? T : never;
const moraleReq = (c: NerveCase): MoraleRequest => ({
  unit: { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: c.ne, pts: 100, specialRules: rules([c.ironResolve && 'ironResolve', c.ownRule ?? false]) },
  damage: c.damage, brutal: c.brutal, inspiringSources: c.sources,
});
// Inspiring: itself, or a friendly non-allied Inspiring unit 6" or less away; Very Inspiring 9" (L925-931, L999-1001)
const inspiredBF = (c: NerveCase) => c.ownRule !== null || c.sources.some((s) => !s.allied && s.distance <= (s.rule === 'veryInspiring' ? 9 : 6));

describe('KoW nerve: exact distribution equals a brute force over every 2D6 (003_80333abf01c9832d.txt L719-776, L884-886, L925-935, L999-1001)', () => {
  it('random damage, Fearless, Brutal, Inspiring / Very Inspiring in and out of range, allies, Iron Resolve', () => {
    fc.assert(
      fc.property(nerveArb, (c) => {
        const out = runMorale(moraleReq(c), ctx());
        expect(out.result.inspired).toBe(inspiredBF(c));
        const bf = [...nerveBF(c.ne, c.damage, c.brutal, inspiredBF(c), c.ironResolve).values()];
        expectSameDist(out.distribution!.result, marginal(bf, (o) => o.result), 'result');
        expectSameDist(out.distribution!.total, marginal(bf, (o) => o.total), 'total');
        expectSameDist(out.distribution!.damageAfter, marginal(bf, (o) => o.damageAfter), 'damageAfter');
        if (c.ne.waver === null) expect(out.result.pWavering).toBe(0);
      }),
      { numRuns: 300, seed: 20150719 },
    );
  });

  it.each([
    ['Ne 11/13, 3 damage, Brutal (EX-05..07, L734-737)', { ne: { waver: 11, rout: 13 }, damage: 3, brutal: true, ironResolve: false, ownRule: null, sources: [] }],
    ['Fearless -/14, 5 damage, Inspired by a friend at 6" (L768-776, L925-931)', { ne: { waver: null, rout: 14 }, damage: 5, brutal: false, ironResolve: true, ownRule: null, sources: [{ rule: 'inspiring', distance: 6, allied: false }] }],
  ] as Array<[string, NerveCase]>)('seeded nerve tests agree with the exact odds: %s', (name, c) => {
    const exact = runMorale(moraleReq(c), ctx()).distribution!;
    const n = 3000;
    const runs = seeds(n, name).map((cx) => runMorale(moraleReq(c), cx).result.outcome as { result: string; total: number; damageAfter: number });
    expectWithinFourSE(frequencies(runs, (o) => o.result), exact.result, n, 'result');
    expectWithinFourSE(frequencies(runs, (o) => o.total), exact.total, n, 'total');
    expectWithinFourSE(frequencies(runs, (o) => o.damageAfter), exact.damageAfter, n, 'damageAfter');
  });
});

describe('KoW Regeneration, Headstrong and the game end: brute force and seeded runs', () => {
  const regen = (n: number): MoraleRequest['unit'] => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [{ id: 'regeneration', value: n }] });
  it('Regeneration(n): one D6 per damage, each n+ recovers one (L966-970), for every n and damage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 8 }), (n, damage) => {
        const out = runMorale({ unit: regen(n), damage, test: 'regeneration' }, ctx());
        const bf = regenerationBF(damage, n);
        expectSameDist(out.distribution!.recovered, bf, 'recovered');
        expectSameDist(out.distribution!.damageAfter, new Map([...bf].map(([k, p]) => [damage - (k as number), p])), 'damageAfter');
        expect(out.result.meanRecovered).toBeCloseTo([...bf].reduce((m, [k, p]) => m + (k as number) * p, 0), 12);
      }),
      { numRuns: 60, seed: 966 },
    );
  });
  it('seeded Regeneration(4) with 5 damage agrees with the exact odds (L966-970)', () => {
    const req: MoraleRequest = { unit: regen(4), damage: 5, test: 'regeneration' };
    const exact = runMorale(req, ctx()).distribution!;
    const n = 3000;
    const runs = seeds(n, 'regen').map((cx) => runMorale(req, cx).result.outcome as { recovered: number });
    expectWithinFourSE(frequencies(runs, (o) => o.recovered), exact.recovered, n, 'recovered');
  });
  it('Headstrong: a D6, 4+ ignores wavering (L909-911)', () => {
    const unit = { ...regen(1), specialRules: [{ id: 'headstrong' }] };
    const exact = runMorale({ unit, damage: 0, test: 'headstrong' }, ctx()).distribution!;
    expectSameDist(exact.ignoresWavering, marginal([1, 2, 3, 4, 5, 6].map((f) => ({ v: String(f >= 4), p: 1 / 6 })), (o) => o.v), 'ignoresWavering');
  });
  it('the game-end roll after turn 6: 1-3 ends, 4-6 one more turn each (L1273-1278), exact and seeded', () => {
    const req = { pointsLimit: 2000, gameEndRoll: true, players: [{ name: 'A', routedEnemies: [] }, { name: 'B', routedEnemies: [] }] };
    const exact = runScoring(req, ctx()).distribution!;
    expectSameDist(exact.extraTurn, gameEndBF(), 'extraTurn');
    const n = 3000;
    const runs = seeds(n, 'end').map((cx) => (runScoring(req, cx).result.gameEnd as { extraTurn: boolean }).extraTurn);
    expectWithinFourSE(frequencies(runs, (o) => (o ? 1 : 0)), exact.extraTurn, n, 'extraTurn');
  });
});
