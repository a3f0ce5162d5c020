/**
 * Special attacks inside a combat round (004_1ae45c4b93e4399d.txt §3.10): Impact Hits at I10 in the first round after
 * a charge (L3344-3356, L1498-1499, Scythes L3216-3217), Stomp at I0 (L3292-3301), Grinding Attacks and Breath Weapon at
 * the part's I (L3145-3151, L3125-3139), Crush Attack at I0 instead of the normal attacks (L3140-3144); the profile S and
 * no weapon or attack rule (L3102-3108); hits distributed on a unit with characters (L1929-1931, L2629-2652); in a
 * challenge they strike the other fighter (L2754-2758). Fixed dice by hand, exact answers against every given-dice
 * sequence of the whole round, seeded runs against the exact mean.
 */
import { describe, expect, it } from '@jest/globals';
import { everyGivenRoll } from '../../../../../test/fixtures/every-roll.js';
import { DomainError } from '../../../core/errors.js';
import { P, round, unit } from '../../../../../test/fixtures/t9a-round.js';
import type { AttackRequest } from '../attacks/index.js';
import type { RoundSpecial } from './pools.js';

type Req = Omit<AttackRequest, 'kind'>;
const given = (rolls: number[]) => ({ mode: 'given' as const, rolls });
const fail = (r: Req) => { try { round(r); } catch (e) { return (e as DomainError).issues.map((i) => `${i.path} ${i.code}`); } throw new Error('no error'); };
const specials = (list: RoundSpecial[]) => ({ sides: [{ charged: true, specials: list }, { morale: { unbreakable: true } }] });
/** The exact score-difference distribution equals the one of every given-dice sequence (1e-12). */
function exactMatchesEveryRoll(req: Req): void {
  const out = round(req);
  const diff = new Map<number, number>();
  let lost = 0;
  for (const [o, p] of everyGivenRoll((rolls) => round(req, given(rolls)))) {
    const k = o.combat.rolled!.scores[0] - o.combat.rolled!.scores[1];
    diff.set(k, (diff.get(k) ?? 0) + p);
    lost += p * o.combat.rolled!.modelsRemoved[1];
  }
  const exact = new Map((out.distribution!.scoreDifference as Array<{ value: number; p: number }>).map((e) => [e.value, e.p]));
  for (const k of new Set([...diff.keys(), ...exact.keys()])) expect(Math.abs((diff.get(k) ?? 0) - (exact.get(k) ?? 0))).toBeLessThan(1e-12);
  expect(Math.abs(out.combat.odds!.sides[1].meanModelsLost - lost)).toBeLessThan(1e-12);
}

describe('Impact Hits (L3344-3356): I10, first round after a charge, +1 S per full rank behind, Scythes +1', () => {
  const CHARIOT = unit({ name: 'chariot', troopType: 'chariot', profile: P({ S: 4, T: 4, W: 3 }) });
  const req: Req = { attacker: CHARIOT, target: unit({ name: 'foot', models: 5, files: 5 }), combat: { sides: [{ charged: true, specials: [{ kind: 'impactHits', value: 2 }] }, {}] } };
  it('given dice: the hits strike at I10, before both units; the 2 models they kill never strike back at I3', () => {
    // I10: 2 hits at S4 against T3, wounds on 3+: 3, 3 → 2 dead. I3: the chariot 4 (hit), 3 (wound); the 3 foot left:
    // hits 4, 4, 1, wounds 5, 1 (S3 against T4: 5+) → 1 wound. 3 + charge 1 against 1: the foot lose by 3, Ld 4, 3 + 3 flees
    const out = round(req, given([3, 3, 4, 3, 4, 4, 1, 5, 1, 3, 3]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [3, 1], modelsRemoved: [0, 3], scores: [4, 1] });
    expect(out.combat.rolled!.breakTests[0]).toMatchObject({ ld: 4, roll: 6, outcome: 'flee' });
    expect(out.rolls!.filter((r) => r.purpose === 'hit')).toHaveLength(1 + 3);
    expect(out.unusedRolls ?? []).toEqual([]);
    expect(out.combat.strikers.find((s) => s.name.includes('impactHits'))!.groups[0]).toMatchObject({ initiative: 10, toHit: 'auto', strength: 4, toWound: 3 });
  });
  it('exact: their wounds count in the combat score (2 × 2/3 + 1/2 × 2/3 caused) and the foot strike with fewer models', () => {
    const o = round(req).combat.odds!;
    expect(o.sides[0].meanWoundsCaused).toBeCloseTo(4 / 3 + 1 / 3, 12);
    const without = round({ ...req, combat: { sides: [{ charged: true }, {}] } }).combat.odds!;
    expect(o.sides[1].meanWoundsCaused).toBeLessThan(without.sides[1].meanWoundsCaused);
  });
  it('6 chariots in 3 files: 2 full ranks, S4 + 1 (L3349-3352); Scythes: D6+1 each of the 3 in contact (L3216-3217)', () => {
    const r: Req = {
      attacker: unit({ troopType: 'chariot', models: 6, files: 3, profile: P({ S: 4, A: 0 }), rules: [{ id: 'impactHits', value: 'D6' }, { id: 'scythes' }] }),
      target: unit({ models: 40, files: 10, profile: P({ A: 0 }) }), combat: specials([{ kind: 'impactHits' }]),
    };
    const out = round(r);
    expect(out.combat.strikers.find((s) => s.name.includes('impactHits'))!.groups[0]).toMatchObject({ attacks: '3×D6+1', strength: 5, toWound: 2 });
    // 3 × 4.5 hits, each wounding T3 on 2+
    expect(out.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(13.5 * (5 / 6), 12);
  });
  it('a chariot has Impact Hits (D6) by its troop type (L2193): 3.5 hits at S3 against T3', () => {
    const r: Req = { attacker: unit({ troopType: 'chariot', profile: P({ A: 0 }) }), target: unit({ models: 10, files: 5, profile: P({ A: 0 }) }), combat: specials([{ kind: 'impactHits' }]) };
    const out = round(r);
    expect(out.combat.strikers.find((s) => s.name.includes('impactHits'))!.groups[0].attacks).toBe('D6');
    expect(out.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(3.5 / 2, 12);
  });
  it('exact = every given-dice sequence: Impact Hits (D3), the count walked jointly with the foot striking back if alive', () => {
    exactMatchesEveryRoll({ attacker: unit({ troopType: 'chariot', profile: P({ A: 0, I: 1 }) }), target: unit({ profile: P({ S: 4 }) }), combat: specials([{ kind: 'impactHits', value: 'D3' }]) });
  });
  it('not after a charge, or in a later round: 400 at the declaration (L3344-3346)', () => {
    expect(fail({ ...req, combat: { sides: [{ specials: [{ kind: 'impactHits', value: 2 }] }, {}] } })).toEqual(['/combat/sides/0/specials/0/kind impact_hits']);
    expect(fail({ ...req, combat: { round: 2, sides: [{ charged: true, specials: [{ kind: 'impactHits', value: 2 }] }, {}] } })).toEqual(['/combat/sides/0/specials/0/kind impact_hits']);
  });
});

describe('Stomp (L3292-3301): I0, after every other step, by the models still in contact', () => {
  const OGRES = unit({ name: 'ogres', troopType: 'monstrousInfantry', models: 3, files: 3, profile: P({ A: 0, I: 1 }) });
  it('given dice: the foot kill one of three at I3, so two Stomp (1) hits land at I0 (inherent Stomp (1), L2183)', () => {
    // I3: 5 foot attacks hit 4, 4, 1, 1, 1 and wound 4, 1 → 1 ogre dead; I0: 2 stomps at S3 against T3: 4, 4 → 2 dead
    const out = round({ attacker: OGRES, target: unit({ models: 5, files: 5 }), combat: specials([{ kind: 'stomp' }]) }, given([4, 4, 1, 1, 1, 4, 1, 4, 4]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [2, 1], modelsRemoved: [1, 2] });
    expect(out.unusedRolls ?? []).toEqual([]);
    expect(out.combat.strikers.find((s) => s.name.includes('stomp'))!.groups[0]).toMatchObject({ initiative: 0, attacks: '3×1', strength: 3 });
  });
  it('riders never stomp: a model with a mount stomps with the mount\'s S (L3297-3301); a monster stomps D6 (L2190)', () => {
    const knight = unit({ name: 'knight', troopType: 'monstrousCavalry', profile: P({ S: 5, A: 0 }), mount: { name: 'beast', profile: P({ S: 4, A: 0, I: 2 }) } });
    const s = round({ attacker: knight, target: unit({ profile: P({ A: 0 }) }), combat: specials([{ kind: 'stomp' }]) }).combat.strikers.find((x) => x.name.includes('stomp'))!;
    expect(s.name).toBe('knight (beast) stomp → infantry');
    expect(s.groups[0]).toMatchObject({ strength: 4, initiative: 0 });
    const monster = round({ attacker: unit({ troopType: 'monster', profile: P({ S: 6, A: 0 }) }), target: unit({ models: 20, files: 5, profile: P({ A: 0 }) }), combat: specials([{ kind: 'stomp' }]) });
    // D6 hits at S6 against T3: 3.5 × 5/6
    expect(monster.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(3.5 * (5 / 6), 12);
  });
  it('only against Infantry, War Beasts, Swarms and War Machines: a stomp at cavalry is a 400 (L3292-3295)', () => {
    expect(fail({ attacker: OGRES, target: unit({ troopType: 'cavalry' }), combat: specials([{ kind: 'stomp' }]) })).toEqual(['/combat/sides/0/specials/0/kind stomp_target']);
  });
  it('exact = every given-dice sequence: a stomp after the enemy strikes', () => {
    exactMatchesEveryRoll({ attacker: unit({ troopType: 'monstrousInfantry', models: 2, files: 2, profile: P({ A: 0 }) }), target: unit({ models: 2, files: 2 }), combat: specials([{ kind: 'stomp' }]) });
  });
});

describe('Grinding Attacks, Breath Weapon (at the part\'s I) and Crush Attack (I0, S10, Multiple Wounds (Artillery))', () => {
  it('Grinding Attacks (D3) at its own I4 strike before the foot\'s I3; with Impact Hits only one of them per round (L3150-3151)', () => {
    const grinder = unit({ profile: P({ I: 4, A: 0, S: 4 }), rules: [{ id: 'grindingAttacks', value: 'D3' }, { id: 'impactHits', value: 1 }] });
    const r: Req = { attacker: grinder, target: unit({ models: 2, files: 2 }), combat: specials([{ kind: 'grinding' }]) };
    // the D3 die 6 → 3 hits, wounds 3, 3, 1 (S4 against T3: 3+) → 2 dead before they strike: no hit dice
    const out = round(r, given([6, 3, 3, 1]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [2, 0], destroyed: [false, true] });
    expect(out.rolls!.filter((x) => x.purpose === 'hit')).toEqual([]);
    exactMatchesEveryRoll({ ...r, target: unit() });
    expect(fail({ ...r, combat: specials([{ kind: 'impactHits' }, { kind: 'grinding' }]) })).toEqual(['/combat/sides/0/specials/1/kind one_per_round']);
  });
  it('Breath Weapon: 2D6 hits at the S in brackets, no weapon bonus (a great weapon changes nothing, L3135-3139)', () => {
    const dragon = unit({ troopType: 'monster', weapon: 'greatWeapon', profile: P({ S: 6, A: 0, I: 5 }), rules: [{ id: 'breathWeapon', value: 4 }] });
    const out = round({ attacker: dragon, target: unit({ models: 30, files: 10, profile: P({ A: 0 }) }), combat: specials([{ kind: 'breath' }]) });
    expect(out.combat.strikers.find((s) => s.name.includes('breath'))!.groups[0]).toMatchObject({ initiative: 5, attacks: '2D6', strength: 4, toWound: 3 });
    expect(out.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(7 * (2 / 3), 12);
    expect(fail({ attacker: unit({ profile: P() }), target: unit(), combat: specials([{ kind: 'breath' }]) })).toEqual(['/combat/sides/0/specials/0/strength required']);
  });
  it('Crush Attack swaps the 3 attacks for one at I0, S10, D3+1 wounds (D3+2 against Fly) capped at W (L3140-3144, L3315-3316)', () => {
    const giant = unit({ name: 'giant', troopType: 'monster', profile: P({ S: 6, A: 3, I: 3, W: 6 }), rules: [{ id: 'crushAttack' }] });
    const trolls = unit({ name: 'trolls', troopType: 'monstrousInfantry', models: 3, files: 3, profile: P({ T: 4, W: 3, A: 0 }) });
    // hit 4 (WS3 against WS3), wound 2 (S10 against T4), no save; D3+1 from a 6: 4, capped at W3 → one troll
    const out = round({ attacker: giant, target: trolls, combat: specials([{ kind: 'crush' }]) }, given([4, 2, 6]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [3, 0], modelsRemoved: [0, 1] });
    expect(out.combat.strikers[0].groups).toEqual([expect.objectContaining({ label: 'front rank', initiative: 0, attacks: 1, strength: 10, toWound: 2, multipleWounds: 'D3+1' })]);
    const fly = round({ attacker: giant, target: { ...trolls, rules: [{ id: 'fly', value: 6 }] }, combat: specials([{ kind: 'crush' }]) });
    expect(fly.combat.strikers[0].groups[0].multipleWounds).toBe('D3+2');
    // one attack: 1/2 to hit, 5/6 to wound, then min(3, D3+1): 2, 3, 3 → mean 8/3
    expect(round({ attacker: giant, target: trolls, combat: specials([{ kind: 'crush' }]) }).combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(0.5 * (5 / 6) * (8 / 3), 12);
    expect(fail({ attacker: { ...giant, rules: [] }, target: trolls, combat: specials([{ kind: 'crush' }]) })).toEqual(['/combat/sides/0/specials/0/kind no_rule']);
  });
  it('Crush Attack takes no attack rule: Hatred rerolls and a Sword of Skill do not apply (L3102-3108)', () => {
    const giant = unit({ troopType: 'monster', profile: P({ A: 3 }), rules: [{ id: 'crushAttack' }, { id: 'hatred' }], items: ['swordOfSkill'] });
    const g = round({ attacker: giant, target: unit({ profile: P({ A: 0 }) }), combat: specials([{ kind: 'crush' }]) }).combat.strikers[0].groups[0];
    expect(g).toMatchObject({ toHit: '4+', strength: 10 });
    expect(round({ attacker: giant, target: unit({ profile: P({ A: 0 }) }), combat: specials([{ kind: 'crush' }]) }).combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(0.5 * (5 / 6), 12);
  });
});

describe('who makes them, and at whom', () => {
  const HERO = unit({ name: 'hero', troopType: 'cavalry', profile: P({ T: 4, A: 0 }) });
  it('a character of the unit makes its own (from); hits on a unit with a character of another troop type are spread evenly, the character first (L1929-1931, L2629-2652)', () => {
    // 3 Impact Hits on 2 foot and a cavalry hero: one each. The hero's wound die 4 (S4 against T4), the foot's 3, 1 (3+)
    const r: Req = {
      attacker: unit({ name: 'chariot', troopType: 'chariot', profile: P({ S: 4, A: 0 }) }), target: unit({ name: 'foot', models: 2, files: 2, profile: P({ A: 0 }) }),
      combat: { sides: [{ charged: true, specials: [{ kind: 'impactHits', value: 3 }] }, { characters: [HERO], morale: { unbreakable: true } }] },
    };
    const out = round(r, given([4, 3, 1]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 2] });
    expect(round(r).combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 2 + 2 * (2 / 3), 12);
    // 4 hits, the spare one to the R&F first (L2637-2641): 3 on the 2 foot, 1 on the hero; E[min(2, Bin(3, 2/3))] = 46/27
    const rnf = { ...r, combat: { sides: [{ charged: true, specials: [{ kind: 'impactHits' as const, value: 4, spareHitsTo: 'rankAndFile' as const }] }, r.combat!.sides![1]] } };
    expect(round(rnf).combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 2 + 46 / 27, 12);
    exactMatchesEveryRoll(r);
  });
  it('with 5 R&F and characters of their troop type every hit goes to the R&F (L2631-2636); a character\'s own Stomp (from)', () => {
    const foot = unit({ name: 'foot', models: 5, files: 5, profile: P({ A: 0 }) });
    const r: Req = {
      attacker: unit({ profile: P({ A: 0 }) }), target: foot,
      combat: { sides: [{ characters: [unit({ name: 'ogre', troopType: 'monstrousInfantry', profile: P({ A: 0 }) })], specials: [{ kind: 'stomp', from: 0 }] }, { characters: [unit({ name: 'sergeant', profile: P({ T: 6, A: 0 }) })], morale: { unbreakable: true } }] },
    };
    const s = round(r).combat;
    expect(s.strikers.find((x) => x.name === 'ogre stomp → foot')!.groups[0]).toMatchObject({ attacks: '1', initiative: 0 });
    expect(s.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 2, 12);
  });
  it('a challenge fighter\'s special attacks go to the other fighter; a Stomp on a cavalry fighter is lost (L2754-2758)', () => {
    const r = (fighter: ReturnType<typeof unit>): Req => ({
      attacker: unit({ models: 5, files: 5, profile: P({ A: 0 }) }), target: unit({ models: 5, files: 5, profile: P({ A: 0 }) }),
      combat: { sides: [{ challenge: { character: unit({ name: 'ogre', troopType: 'monstrousInfantry', profile: P({ A: 0 }) }) }, specials: [{ kind: 'stomp', fighter: true }], morale: { unbreakable: true } }, { challenge: { character: fighter }, morale: { unbreakable: true } }] },
    });
    const foot = round(r(unit({ name: 'captain', profile: P({ A: 0 }) })));
    expect(foot.combat.strikers.find((x) => x.name === 'ogre stomp → captain')).toBeDefined();
    expect(foot.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 2, 12);
    const rider = round(r(unit({ name: 'rider', troopType: 'cavalry', profile: P({ A: 0 }) })));
    expect(rider.combat.strikers.some((x) => x.name.includes('stomp'))).toBe(false);
    expect(rider.combat.odds!.sides[0].meanWoundsCaused).toBe(0);
  });
  it('multiple combat: a special attack at another enemy unit in contact (unit)', () => {
    const r: Req = {
      attacker: unit({ troopType: 'monster', profile: P({ A: 0 }) }), target: unit({ name: 'x', profile: P({ A: 0 }) }),
      combat: { sides: [{ specials: [{ kind: 'stomp', value: 2, unit: 2 }] }, { morale: { unbreakable: true } }], units: [{ side: 1, unit: unit({ name: 'y', models: 3, files: 3, profile: P({ A: 0 }) }), morale: { unbreakable: true } }] },
    };
    const odds = round(r).combat.odds!;
    expect(odds.units!.map((u) => u.meanModelsLost)).toEqual([0, 0, expect.closeTo(1, 12)]);
  });
  it('bad input: 400 with the pointer of each offending field', () => {
    const base: Req = { attacker: unit({ troopType: 'chariot', profile: P() }), target: unit(), combat: specials([]) };
    const with_ = (list: RoundSpecial[]): Req => ({ ...base, combat: specials(list) });
    expect(fail(with_([{ kind: 'stomp', from: 0 }, { kind: 'stomp', fighter: true }, { kind: 'grinding', mount: true }]))).toEqual([
      '/combat/sides/0/specials/0/from range', '/combat/sides/0/specials/1/fighter no_challenge', '/combat/sides/0/specials/2/mount no_mount', '/combat/sides/0/specials/2/value required',
    ]);
    expect(fail(with_([{ kind: 'impactHits', unit: 0 }, { kind: 'impactHits', value: 'D7' }]))).toEqual(['/combat/sides/0/specials/0/unit range', '/combat/sides/0/specials/1/value dice', '/combat/sides/0/specials/1/kind duplicate']);
    expect(fail(with_([{ kind: 'grinding', value: 1, strength: 5 }, { kind: 'breath', strength: 4, value: 2 }]))).toEqual(['/combat/sides/0/specials/0/strength not_applicable', '/combat/sides/0/specials/1/value not_applicable']);
    expect(fail({ ...base, combat: { units: [{ side: 0, unit: unit(), specials: [{ kind: 'stomp', value: 1, from: 0 }] }] } })).toEqual(['/combat/units/0/specials/0/from range']);
  });
});

describe('seeded rounds with special attacks', () => {
  it('replay by seed, and their mean wounds stay within 4 SE of the exact mean', () => {
    const r: Req = {
      attacker: unit({ troopType: 'chariot', models: 3, files: 3, profile: P({ S: 4, T: 4, W: 3 }) }), target: unit({ models: 20, files: 5, profile: P({ A: 1 }) }),
      combat: { sides: [{ charged: true, specials: [{ kind: 'impactHits' }] }, { morale: { unbreakable: true } }] },
    };
    expect(round(r, { mode: 'seeded', seed: 'ih' })).toEqual(round(r, { mode: 'seeded', seed: 'ih' }));
    const n = 400;
    const xs = Array.from({ length: n }, (_, i) => round(r, { mode: 'seeded', seed: `ih${i}` }).combat.rolled!.woundsCaused[0]);
    const m = xs.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (n - 1));
    expect(Math.abs(m - round(r).combat.odds!.sides[0].meanWoundsCaused)).toBeLessThan((4 * sd) / Math.sqrt(n));
  });
});
