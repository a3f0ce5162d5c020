/**
 * Independent rules audit of T9A attack resolution and morale (004_1ae45c4b93e4399d.txt §3, §5).
 *
 * Every expected answer here was worked out from the seed by hand, or by the small brute force below (its own
 * enumeration of every die of one attack, convolved over the attacks), not from the engine's code. Each case cites
 * the seed lines it rests on.
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { attacksCapability, type AttackRequest } from './attacks/index.js';
import { moraleCapability, type MoraleRequest } from './morale.js';

// ---------------------------------------------------------------- harness

const attack = (req: AttackRequest, dice: DiceRequest = { mode: 'exact' }, o: Record<string, unknown> = {}) =>
  attacksCapability.run(req, { rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, o), dice }) as unknown as { result: Record<string, any>; distribution: Record<string, Array<{ value: number; p: number }>> };
const morale = (req: MoraleRequest, dice: DiceRequest = { mode: 'exact' }, o: Record<string, unknown> = {}) =>
  moraleCapability.run(req, { rulesVersion: 't9a-0.11.1', options: resolveOptions(moraleCapability.options, o), dice }).result as Record<string, any>;
const P = (o: Record<string, number> = {}) => ({ M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, ...o });
const U = (o: Record<string, unknown> = {}) => ({ troopType: 'infantry', profile: P(), models: 1, files: 1, ...o }) as any;
const group = (req: AttackRequest, i = 0) => attack(req).result.plan.groups[i];
const toMap = (d: Array<{ value: number; p: number }>) => new Map(d.filter((e) => e.p > 1e-15).map((e) => [e.value, e.p]));
const expectDist = (got: Array<{ value: number; p: number }>, want: Map<number, number>) => {
  const g = toMap(got);
  for (const k of new Set([...g.keys(), ...want.keys()])) expect(g.get(k) ?? 0).toBeCloseTo(want.get(k) ?? 0, 12);
};

// ---------------------------------------------------------------- independent brute force

/** One attack's dice, as the seed describes them (L1904-1920). Targets are "n+" on a D6; null = impossible. */
interface OneAttack {
  hit: number | 'auto'; // n+ (natural 1 always fails, L1327, L1670)
  hit2?: number; // "6 then n+" (L1393-1399)
  rerollFailedHits?: boolean; // Hatred (L3462-3466); a rerolled die is never rerolled again (L579-583)
  poisoned?: boolean; // a natural 6 to hit wounds automatically (L3169-3172)
  wound: number | null; // n+ or null (S0)
  lethal?: boolean; // natural 6 to wound: AP6 and no regeneration (L3289-3291, L3487-3491)
  armour: number | null; // n+ save, null = none
  armourLethal?: number | null; // the save against a Lethal Strike six
  ward?: number | null;
  regen?: number | null;
  mw?: number[]; // Multiple Wounds: equally likely multipliers (L3308-3319)
  cap?: number; // the target's W characteristic
}
const pass = (t: number | null | undefined, d: number) => t != null && d !== 1 && d >= t;
function one(a: OneAttack): Map<number, number> {
  const out = new Map<number, number>();
  const add = (k: number, p: number) => out.set(k, (out.get(k) ?? 0) + p);
  const hits: Array<{ p: number; auto: boolean }> = [];
  const hitDie = (d: number, p: number, allowReroll: boolean) => {
    if (a.hit === 'auto') return hits.push({ p, auto: false });
    if (a.hit2 !== undefined) {
      if (d === 6) for (let e = 1; e <= 6; e++) { if (e >= a.hit2) hits.push({ p: p / 6, auto: false }); }
      // a failed "6 then n+" is not rerolled in these cases
      return;
    }
    if (pass(a.hit, d)) hits.push({ p, auto: !!a.poisoned && d === 6 });
    else if (allowReroll && a.rerollFailedHits) for (let e = 1; e <= 6; e++) hitDie(e, p / 6, false);
  };
  for (let d = 1; d <= 6; d++) hitDie(d, 1 / 6, true);
  const missed = 1 - hits.reduce((s, h) => s + h.p, 0);
  add(0, missed);
  const mw = a.mw ?? [1];
  const afterSave = (p: number, lethalSix: boolean) => {
    const arm = lethalSix ? a.armourLethal ?? null : a.armour;
    for (let s = 1; s <= 6; s++) {
      if (pass(arm, s)) { add(0, p / 6); continue; }
      const save = a.ward ?? (lethalSix ? null : a.regen ?? null);
      for (let w = 1; w <= 6; w++) {
        if (pass(save, w)) { add(0, p / 36); continue; }
        for (const m of mw) add(Math.min(m, a.cap ?? Infinity), p / 36 / mw.length);
      }
    }
  };
  for (const h of hits) {
    if (h.auto) { afterSave(h.p, false); continue; }
    for (let d = 1; d <= 6; d++) {
      if (a.wound != null && (d === 6 || (d !== 1 && d >= a.wound))) afterSave(h.p / 6, !!a.lethal && d === 6);
      else add(0, h.p / 6);
    }
  }
  return out;
}
function convolve(a: Map<number, number>, b: Map<number, number>) {
  const out = new Map<number, number>();
  for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
  return out;
}
/** n independent attacks, the total capped at what the unit has left (L2121). */
function many(a: OneAttack, n: number, pool = Infinity) {
  let d = new Map([[0, 1]]);
  for (let i = 0; i < n; i++) d = convolve(d, one(a));
  const out = new Map<number, number>();
  for (const [k, p] of d) out.set(Math.min(k, pool), (out.get(Math.min(k, pool)) ?? 0) + p);
  return out;
}
const mean = (d: Map<number, number>) => [...d].reduce((s, [k, p]) => s + k * p, 0);
const d2 = (() => { const m = new Map<number, number>(); for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) m.set(a + b, (m.get(a + b) ?? 0) + 1 / 36); return m; })();
const pLd = (ld: number) => [...d2].filter(([v]) => v <= ld).reduce((s, [, p]) => s + p, 0);
const reroll = (p: number) => p + (1 - p) * p;

// ---------------------------------------------------------------- close combat to hit

describe('close combat: the WS table edges (L1541-1672)', () => {
  const hit = (a: number, d: number, o: Record<string, unknown> = {}, t: Record<string, unknown> = {}) =>
    group({ kind: 'closeCombat', attacker: U({ profile: P({ WS: a }), ...o }), target: U({ profile: P({ WS: d }), ...t }) }).toHit;
  it('lower WS → 3+, equal up to double → 4+, more than double → 5+ (L1543-1546)', () => {
    expect([hit(5, 4), hit(4, 4), hit(4, 8), hit(4, 9), hit(1, 2), hit(1, 3), hit(10, 9), hit(10, 10)]).toEqual(['3+', '4+', '4+', '5+', '4+', '5+', '3+', '4+']);
  });
  it('WS0: the defender is hit automatically, the attacker hits only on a 6 (L659-661)', () => {
    expect(hit(3, 0)).toBe('auto');
    expect(hit(0, 3)).toBe('6+');
  });
  it('Parry: a foot model with hand weapon and shield is hit no better than 4+, only from its front (L2400-2407)', () => {
    const shield = { armour: ['shield'] };
    expect(hit(5, 3, {}, shield)).toBe('4+');
    expect(group({ kind: 'closeCombat', facing: 'flank', attacker: U({ profile: P({ WS: 5 }) }), target: U({ profile: P({ WS: 3 }), armour: ['shield'] }) }).toHit).toBe('3+');
    // a great weapon needs two hands: no Parry with the shield (L2557-2559)
    expect(hit(5, 3, {}, { armour: ['shield'], weapon: 'greatWeapon' })).toBe('3+');
  });
  it('a flail bearer is hit at +1; Distracting −1, and a natural 6 always hits (L2408-2409, L3232-3234, L1670-1671)', () => {
    expect(hit(3, 3, {}, { weapon: 'flail' })).toBe('3+');
    expect(hit(3, 3, {}, { rules: [{ id: 'distracting' }] })).toBe('5+');
    expect(hit(1, 10, {}, { rules: [{ id: 'distracting' }] })).toBe('6+');
  });
  it('Fear failed sets WS 1 (a set modifier, L3424-3427, L694-705): WS5 against WS3 hits on 5+', () => {
    expect(group({ kind: 'closeCombat', fearFailed: true, attacker: U({ profile: P({ WS: 5 }) }), target: U({ profile: P({ WS: 3 }) }) }).toHit).toBe('5+');
  });
  it('Lightning Reflexes +1 to hit; with a great weapon it strikes at its own I and loses the +1 (L3483-3486, L2410-2412)', () => {
    const g = group({ kind: 'closeCombat', attacker: U({ profile: P({ I: 4 }), rules: [{ id: 'lightningReflexes' }] }), target: U() });
    expect([g.toHit, g.initiative]).toEqual(['3+', 4]);
    const gw = group({ kind: 'closeCombat', attacker: U({ profile: P({ I: 4 }), weapon: 'greatWeapon', rules: [{ id: 'lightningReflexes' }] }), target: U() });
    expect([gw.toHit, gw.initiative, gw.strength]).toEqual(['4+', 4, 5]);
    expect(group({ kind: 'closeCombat', attacker: U({ profile: P({ I: 4 }), weapon: 'greatWeapon' }), target: U() }).initiative).toBe(0);
  });
});

// ---------------------------------------------------------------- shooting to hit

describe('shooting: 7 − BS, every modifier and the 7+ chain (L1323-1411)', () => {
  const shot = (o: Record<string, unknown>, a: Record<string, unknown> = {}, t: Record<string, unknown> = {}) =>
    group({ kind: 'shooting', attacker: U({ missileWeapon: 'bow', ...a }), target: U(t), ...o } as AttackRequest).toHit;
  it('BS3 4+; long range is beyond half the range: 12" on a 24" bow is not, 12.5" is (L1334-1336)', () => {
    expect([shot({ range: 12 }), shot({ range: 12.5 })]).toEqual(['4+', '5+']);
  });
  it('moving −1, Stand and Shoot −1, soft −1, hard −2, Skirmishers −1, Hard Target −1 (L1337-1368, L3321-3322, L3455-3457)', () => {
    expect(shot({ range: 6, moved: true })).toBe('5+');
    expect(shot({ range: 6, standAndShoot: true })).toBe('5+');
    expect(shot({ range: 6, cover: 'soft' })).toBe('5+');
    expect(shot({ range: 6, cover: 'hard' })).toBe('6+');
    expect(shot({ range: 6 }, {}, { rules: [{ id: 'skirmishers' }] })).toBe('5+');
    expect(shot({ range: 6 }, {}, { rules: [{ id: 'hardTarget' }] })).toBe('5+');
  });
  it('BS + modifiers 0, −1, −2 → a 6 then 4+/5+/6+; −3 impossible (L1393-1399)', () => {
    expect(shot({ range: 20, moved: true, cover: 'soft' })).toBe('6 then 4+');
    expect(shot({ range: 20, moved: true, cover: 'hard' })).toBe('6 then 5+');
    expect(shot({ range: 20, moved: true, cover: 'hard', standAndShoot: true })).toBe('6 then 6+');
    expect(shot({ range: 20, moved: true, cover: 'hard', standAndShoot: true }, {}, { rules: [{ id: 'hardTarget' }] })).toBe('impossible');
  });
  it('BS + modifiers 5 or more → 2+ (BS5, BS6 −1) (L1385-1388)', () => {
    expect(shot({ range: 6 }, { profile: P({ BS: 5 }) })).toBe('2+');
    expect(shot({ range: 20 }, { profile: P({ BS: 6 }) })).toBe('2+');
  });
  it('crossbow (Unwieldy) moved −2; pistol (Quick to Fire) moved 0 (L3121-3124, L3223-3226)', () => {
    expect(shot({ range: 6, moved: true }, { missileWeapon: 'crossbow', profile: P({ BS: 4 }) })).toBe('5+');
    expect(shot({ range: 6, moved: true }, { missileWeapon: 'pistol' })).toBe('4+');
  });
  it('Multiple Shots (2): two shots per model, each at −1 (L3227-3231)', () => {
    const g = group({ kind: 'shooting', multipleShots: true, range: 6, attacker: U({ missileWeapon: 'throwingWeapon', models: 3, files: 3 }), target: U({ models: 5, files: 5 }) });
    expect([g.attacks, g.toHit]).toEqual([6, '5+']);
  });
  it('the "6 then 4+" chain: P(hit) = 1/6 × 1/2 = 1/12 (L1393-1399)', () => {
    const r = attack({ kind: 'shooting', range: 20, moved: true, cover: 'soft', attacker: U({ missileWeapon: 'bow' }), target: U({ models: 5, files: 5 }) });
    expect(r.result.summary.meanHits).toBeCloseTo(1 / 12, 12);
  });
  it('Poisoned: a 6 to hit wounds automatically at 6+, never on a "7+" shot (L3169-3172)', () => {
    // BS1 bow at short range: 6+; S3 against T6 wounds on 6+; every hit is a natural 6 → all wound
    const six = attack({ kind: 'shooting', range: 6, attacker: U({ profile: P({ BS: 1 }), missileWeapon: 'bow', rules: [{ id: 'poisonedAttacks' }] }), target: U({ profile: P({ T: 6 }), models: 5, files: 5 }) });
    expect(six.result.summary.meanUnsaved).toBeCloseTo(1 / 6, 12);
    // BS1 at long range: 6 then 4+, no Poisoned: 1/12 × 1/6
    const seven = attack({ kind: 'shooting', range: 20, attacker: U({ profile: P({ BS: 1 }), missileWeapon: 'bow', rules: [{ id: 'poisonedAttacks' }] }), target: U({ profile: P({ T: 6 }), models: 5, files: 5 }) });
    expect(seven.result.summary.meanUnsaved).toBeCloseTo(1 / 72, 12);
  });
});

// ---------------------------------------------------------------- to wound

describe('to wound: S against T (L1935-2064)', () => {
  const w = (S: number, T: number) => group({ kind: 'closeCombat', attacker: U({ profile: P({ S }) }), target: U({ profile: P({ T }) }) }).toWound;
  it('S ≥ T+2 2+, T+1 3+, T 4+, T−1 5+, ≤ T−2 6+ (never impossible), S0 never', () => {
    expect([w(5, 3), w(4, 3), w(10, 10), w(9, 10), w(3, 5), w(1, 10), w(0, 1)]).toEqual([2, 3, 4, 5, 6, 6, null]);
  });
});

// ---------------------------------------------------------------- armour, ward, regeneration

describe('armour, AP and the +6 cap; ward and regeneration (L2065-2102, L2536-2577, L3487-3491)', () => {
  const save = (S: number, t: Record<string, unknown>, a: Record<string, unknown> = {}) => group({ kind: 'closeCombat', attacker: U({ profile: P({ S }), ...a }), target: U(t) }).armourSave;
  it('heavy armour + shield (+3): 4+ against S3, 5+ S4, 6+ S5, none S6 (L2069-2090)', () => {
    const t = { armour: ['heavy', 'shield'] };
    expect([save(3, t), save(4, t), save(5, t), save(6, t)]).toEqual([4, 5, 6, null]);
  });
  it('plate, shield, barding, Mount\'s Protection (5+) cap at +6 ("1+", a 1 still fails): 2+ against S3 and S4, 3+ S5, 6+ S8, none at S9 and S10 (−6 each) (L2069-2090, L2569-2577)', () => {
    const t = { troopType: 'cavalry', armour: ['plate', 'shield', 'barding', 'mountsProtection5'] };
    expect([save(3, t), save(4, t), save(5, t), save(8, t), save(9, t), save(10, t)]).toEqual([2, 2, 3, 6, null, null]);
  });
  it('a spear gives AP1 (heavy + shield 5+ against S3); AP is never summed: the highest applies (L2420-2421, L3481-3482)', () => {
    expect(save(3, { armour: ['heavy', 'shield'] }, { weapon: 'spear' })).toBe(5);
    expect(save(3, { armour: ['heavy', 'shield'] }, { weapon: 'spear', rules: [{ id: 'armourPiercing', value: 2 }] })).toBe(6);
  });
  it('ward or regeneration, never both: the better one; no regeneration against Flaming Attacks (L2091-2102, L3487-3491)', () => {
    const t = { ward: 5, regeneration: 4 };
    const g = group({ kind: 'closeCombat', attacker: U(), target: U(t) });
    expect([g.ward, g.wardKind]).toEqual([4, 'regeneration']);
    const f = group({ kind: 'closeCombat', attacker: U({ rules: [{ id: 'flamingAttacks' }] }), target: U(t) });
    expect([f.ward, f.wardKind]).toEqual([5, 'ward']);
  });
  it('full pipeline: 10 attacks WS4 vs WS3, S4 vs T3, heavy armour, ward 5+ → exact distribution (L1904-1920)', () => {
    const r = attack({ kind: 'closeCombat', attacker: U({ profile: P({ WS: 4, S: 4, A: 2 }), models: 5, files: 5 }), target: U({ models: 20, files: 5, armour: ['heavy'], ward: 5 }) });
    // 5 front-rank models × 2 attacks; 3+, 3+, armour 7−2+1 = 6+, ward 5+
    expectDist(r.distribution.woundsInflicted, many({ hit: 3, wound: 3, armour: 6, ward: 5 }, 10));
  });
});

// ---------------------------------------------------------------- Lethal Strike, Multiple Wounds, rerolls

describe('Lethal Strike, Multiple Wounds, rerolls (L3289-3291, L3308-3319, L579-583)', () => {
  it('Lethal Strike: a 6 to wound ignores armour (AP6) and regeneration', () => {
    const r = attack({ kind: 'closeCombat', attacks: 4, attacker: U({ rules: [{ id: 'lethalStrike' }] }), target: U({ models: 10, files: 5, armour: ['heavy', 'shield'], regeneration: 4 }) });
    const want = many({ hit: 4, wound: 4, lethal: true, armour: 4, armourLethal: null, regen: 4 }, 4);
    expect(mean(want)).toBeCloseTo(4 * (1 / 2) * (1 / 6 + (2 / 6) * (1 / 4)), 12);
    expectDist(r.distribution.woundsInflicted, want);
  });
  it('Lethal Strike six against a ward: the ward is still rolled (only regeneration is lost)', () => {
    const r = attack({ kind: 'closeCombat', attacks: 3, attacker: U({ rules: [{ id: 'lethalStrike' }] }), target: U({ models: 10, files: 5, armour: ['plate'], ward: 5 }) });
    expectDist(r.distribution.woundsInflicted, many({ hit: 4, wound: 4, lethal: true, armour: 4, armourLethal: null, ward: 5 }, 3));
  });
  it('Multiple Wounds (D6) against W3: each unsaved wound min(D6, 3) (E14); wounds past the unit are lost', () => {
    const r = attack({ kind: 'closeCombat', attacks: 2, attacker: U({ profile: P({ S: 6 }), rules: [{ id: 'multipleWounds', value: 'D6' }] }), target: U({ profile: P({ T: 4, W: 3 }), models: 2, files: 2 }) });
    expectDist(r.distribution.woundsInflicted, many({ hit: 4, wound: 2, armour: null, mw: [1, 2, 3, 4, 5, 6], cap: 3 }, 2, 6));
  });
  it('Multiple Wounds (2) against W1 models: one wound each (L3312-3313)', () => {
    const r = attack({ kind: 'closeCombat', attacks: 3, attacker: U({ rules: [{ id: 'multipleWounds', value: 2 }] }), target: U({ models: 10, files: 5 }) });
    expectDist(r.distribution.woundsInflicted, many({ hit: 4, wound: 4, armour: null, mw: [2], cap: 1 }, 3));
  });
  it('Hatred: failed hits rerolled in round 1 only, the reroll kept (L3462-3466, L579-583)', () => {
    const req = (round: number) => attack({ kind: 'closeCombat', round, attacks: 3, attacker: U({ rules: [{ id: 'hatred' }] }), target: U({ models: 10, files: 5 }) });
    expectDist(req(1).distribution.woundsInflicted, many({ hit: 4, rerollFailedHits: true, wound: 4, armour: null }, 3));
    expectDist(req(2).distribution.woundsInflicted, many({ hit: 4, wound: 4, armour: null }, 3));
  });
  it('Hatred with Poisoned: a rerolled 6 also wounds automatically (L3169-3172)', () => {
    const r = attack({ kind: 'closeCombat', attacks: 2, attacker: U({ rules: [{ id: 'hatred' }, { id: 'poisonedAttacks' }] }), target: U({ profile: P({ T: 5 }), models: 10, files: 5 }) });
    expectDist(r.distribution.woundsInflicted, many({ hit: 4, rerollFailedHits: true, poisoned: true, wound: 6, armour: null }, 2));
  });
  it('given dice: a rerolled die is never rerolled again (Hatred: 2 → reroll 1 → miss) (L579-583)', () => {
    const r = attack({ kind: 'closeCombat', attacks: 1, attacker: U({ rules: [{ id: 'hatred' }] }), target: U({ models: 5, files: 5 }) }, { mode: 'given', rolls: [2, 1] });
    expect(r.result.outcome.hits).toBe(0);
  });
});

// ---------------------------------------------------------------- casualties

describe('casualties on multi-wound models (L2113-2127)', () => {
  it('W3 pool with 1 wound carried: the models removed follow floor((carried + wounds) / 3)', () => {
    const r = attack({ kind: 'closeCombat', attacks: 4, attacker: U({ profile: P({ S: 5 }) }), target: U({ profile: P({ T: 4, W: 3 }), models: 4, files: 4, woundsTaken: 1 }) });
    const w = many({ hit: 4, wound: 3, armour: null }, 4, 11);
    const removed = new Map<number, number>();
    for (const [k, p] of w) { const m = Math.floor((1 + k) / 3); removed.set(m, (removed.get(m) ?? 0) + p); }
    expectDist(r.distribution.modelsRemoved, removed);
  });
  it('given dice: 2 unsaved wounds on a W3 pool carrying 1 remove one troll (E13)', () => {
    const r = attack({ kind: 'closeCombat', attacks: 2, attacker: U({ profile: P({ S: 5 }) }), target: U({ profile: P({ T: 4, W: 3 }), models: 8, files: 4, woundsTaken: 1 }) }, { mode: 'given', rolls: [5, 6, 4, 3] });
    expect(r.result.outcome).toMatchObject({ hits: 2, wounds: 2, woundsInflicted: 2, modelsRemoved: 1, woundsCarried: 0 });
  });
});

// ---------------------------------------------------------------- who strikes, number of attacks

describe('who can strike and how many attacks (L1501-1519, L2213-2224, L3163-3168)', () => {
  const attacks = (a: Record<string, unknown>, o: Record<string, unknown> = {}) =>
    attack({ kind: 'closeCombat', attacker: U(a), target: U({ models: 30, files: 10 }), ...o } as AttackRequest).result.plan.groups.reduce((s: number, g: any) => s + (typeof g.attacks === 'number' ? g.attacks : 0), 0);
  it('5 × 4 infantry A2: front 10 + second rank 5 (one each) = 15; a spear adds the third rank (L1504-1506, L2420)', () => {
    expect(attacks({ profile: P({ A: 2 }), models: 20, files: 5 })).toBe(15);
    expect(attacks({ profile: P({ A: 2 }), models: 20, files: 5, weapon: 'spear' })).toBe(20);
  });
  it('a horde (10 wide) fights in an extra rank; with spears two extra ranks (L1507-1508, L3099-3101)', () => {
    expect(attacks({ models: 40, files: 10 })).toBe(30);
    expect(attacks({ models: 40, files: 10, weapon: 'spear' })).toBe(40);
    expect(attacks({ models: 40, files: 9 })).toBe(18);
  });
  it('no supporting attacks when not engaged in its own front (L1504-1506)', () => {
    expect(attacks({ models: 20, files: 5 }, { engagedFront: false })).toBe(5);
  });
  it('Monstrous Support: up to 3 supporting attacks (A2 → 2 each); cavalry mounts never support (L2215, L2220-2222)', () => {
    expect(attacks({ troopType: 'monstrousInfantry', profile: P({ A: 2 }), models: 6, files: 3 })).toBe(12);
    const cav = attack({ kind: 'closeCombat', attacker: U({ troopType: 'cavalry', models: 10, files: 5, mount: { profile: { WS: 3, S: 3, I: 3, A: 1 } } }), target: U({ models: 30, files: 10 }) }).result.plan.groups;
    expect(cav.reduce((s: number, g: any) => s + g.attacks, 0)).toBe(15);
  });
  it('Random Attacks (D3+2) replace A: 3-5 attacks, mean 4 (E15, L3163-3168)', () => {
    const r = attack({ kind: 'closeCombat', attacker: U({ profile: P({ A: 1 }), rules: [{ id: 'randomAttacks', value: 'D3+2' }] }), target: U({ models: 10, files: 5 }) });
    expect(r.result.summary.meanHits).toBeCloseTo(4 * 0.5, 12);
  });
  it('Devastating Charge +1 A in the first round after charging; Frenzy +1 A (L3198-3201, L3280)', () => {
    expect(attacks({ rules: [{ id: 'devastatingCharge' }] }, { charged: true })).toBe(2);
    expect(attacks({ rules: [{ id: 'devastatingCharge' }] }, { charged: true, round: 2 })).toBe(1);
    expect(attacks({ rules: [{ id: 'frenzy' }] })).toBe(2);
  });
});

// ---------------------------------------------------------------- special attacks

describe('special attacks use the profile S, hit automatically (L3102-3108, L3292-3356, L3125-3139)', () => {
  it('Stomp (D6) of a monster S6 on T3 infantry in heavy armour: 3.5 × 5/6 unsaved (no save at S6)', () => {
    const r = attack({ kind: 'special', special: { kind: 'stomp', value: 'D6' }, attacker: U({ troopType: 'monster', profile: P({ S: 6 }) }), target: U({ models: 20, files: 5, armour: ['heavy'] }) });
    expect(r.result.summary.meanUnsaved).toBeCloseTo(3.5 * (5 / 6), 12);
  });
  it('Stomp ignores the great weapon (E18)', () => {
    const g = group({ kind: 'special', special: { kind: 'stomp', value: 1 }, attacker: U({ troopType: 'monstrousInfantry', profile: P({ S: 4 }), weapon: 'greatWeapon' }), target: U({ models: 20, files: 5 }) });
    expect([g.strength, g.initiative]).toEqual([4, 0]);
  });
  it('Stomp cannot target cavalry (L3292-3295)', () => {
    expect(() => attack({ kind: 'special', special: { kind: 'stomp', value: 1 }, attacker: U({ troopType: 'monstrousInfantry' }), target: U({ troopType: 'cavalry', models: 5, files: 5 }) })).toThrow();
  });
  it('Breath Weapon: 2D6 automatic hits at its S (mean 7 × P(wound)) (L3125-3139)', () => {
    const r = attack({ kind: 'special', special: { kind: 'breath', strength: 4 }, attacker: U({ troopType: 'monster' }), target: U({ models: 20, files: 5 }) });
    expect(r.result.summary.meanUnsaved).toBeCloseTo(7 * (4 / 6), 12);
  });
  it('Impact Hits (D6) from a chariot at I10 with its own S (L3344-3356, L1498-1499)', () => {
    const g = group({ kind: 'special', charged: true, special: { kind: 'impactHits', value: 'D6' }, attacker: U({ troopType: 'chariot', profile: P({ S: 5 }), weapon: 'greatWeapon' }), target: U({ models: 20, files: 5 }) });
    expect([g.strength, g.initiative, g.toHit]).toEqual([5, 10, 'auto']);
  });
});

// ---------------------------------------------------------------- combat score

const side = (woundsCaused: number, units: Array<Record<string, unknown>>, o: Record<string, unknown> = {}) => ({ woundsCaused, units: units.map((u) => ({ ld: 7, ...u })), ...o });
const combat = (a: ReturnType<typeof side>, b: ReturnType<typeof side>, o: Record<string, unknown> = {}) => morale({ test: 'combat', sides: [a, b] } as MoraleRequest, undefined, o);

describe('combat score (L1704-1757)', () => {
  it('ranks: only the side\'s best unit counts, +1 per full rank behind the first, at most +3 (L1726-1729)', () => {
    const r = combat(side(0, [{ fullRanks: 2 }, { fullRanks: 3 }]), side(0, [{ fullRanks: 6 }]));
    expect([r.parts[0].ranks, r.parts[1].ranks]).toEqual([2, 3]);
    expect(combat(side(0, [{ fullRanks: 1 }]), side(0, [{}])).parts[0].ranks ?? 0).toBe(0);
  });
  it('standard +1 once for the side, BSB +1 on its own line (L1730-1734)', () => {
    const r = combat(side(1, [{ standard: true }, { standard: true, bsb: true }]), side(0, [{}]));
    expect(r.scores[0]).toBe(3);
  });
  it('flank +1 (+2 with a full rank), rear +2 (+3) (L1735-1740)', () => {
    expect(combat(side(0, [{ inEnemyFlank: true, fullRanks: 0 }]), side(0, [{}])).scores[0]).toBe(1);
    expect(combat(side(0, [{ inEnemyFlank: true, fullRanks: 1 }]), side(0, [{}])).scores[0]).toBe(2);
    expect(combat(side(0, [{ inEnemyRear: true }]), side(0, [{}])).scores[0]).toBe(2);
    expect(combat(side(0, [{ inEnemyRear: true, fullRanks: 1 }]), side(0, [{}])).scores[0]).toBe(3);
  });
  it('charge +1, +2 down a hill, once per side; Overkill at most +3 (L1714-1724)', () => {
    expect(combat(side(2, [{}], { charged: true }), side(0, [{}])).scores[0]).toBe(3);
    expect(combat(side(2, [{}], { charged: true, chargedFromHill: true }), side(0, [{}])).scores[0]).toBe(4);
    expect(combat(side(1, [{}], { overkill: 5 }), side(0, [{}])).scores[0]).toBe(4);
  });
  it('a tie: both win, nobody tests (L1708-1709)', () => {
    expect(combat(side(3, [{}]), side(3, [{}]))).toMatchObject({ winner: null, breakTests: [] });
  });
});

// ---------------------------------------------------------------- break tests

describe('break tests (L1758-1777)', () => {
  const test = (loser: Record<string, unknown>, diff = 3, winner: Array<Record<string, unknown>> = [{}]) =>
    combat(side(diff, winner), side(0, [{ ld: 8, ...loser }])).breakTests[0];
  it('Ld reduced by the difference: Ld 8, 3 behind → 2D6 ≤ 5', () => {
    expect(test({})).toMatchObject({ ld: 5 });
    expect(test({}).pPass).toBeCloseTo(pLd(5), 12);
  });
  it('Steadfast needs more full ranks than each enemy unit: 3 against 3 is not (L1764-1765)', () => {
    expect(test({ fullRanks: 3 }, 3, [{ fullRanks: 2 }, { fullRanks: 3 }]).steadfast).toBe(false);
    // the winner's 2 full ranks give it +1: difference 4
    expect(test({ fullRanks: 3 }, 3, [{ fullRanks: 2 }])).toMatchObject({ steadfast: true, ld: 8 });
  });
  it('Disrupted by an enemy with 2 full ranks in the flank or rear; 1 full rank does not disrupt (L1768-1770)', () => {
    expect(test({ fullRanks: 3, enemyRanksOnFlankOrRear: 1 })).toMatchObject({ steadfast: true, ld: 8 });
    expect(test({ fullRanks: 3, enemyRanksOnFlankOrRear: 2 }).steadfast).toBe(false);
  });
  it('Steadfast ignores only the difference: Fear −1 still applies (L1766-1767, L3422-3424)', () => {
    expect(test({ fullRanks: 3, fearPenalty: true })).toMatchObject({ steadfast: true, ld: 7 });
  });
  it('Ld never below 0: Ld 4, 6 behind → 0, always fails (no Insane Courage) (L657, L686-687)', () => {
    const t = combat(side(6, [{}]), side(0, [{ ld: 4 }])).breakTests[0];
    expect(t.ld).toBe(0);
    expect(t.pPass).toBe(0);
  });
  it('the General\'s Ld within 12" (18" as a Large Target), then the difference (L2712-2717, L3458-3461)', () => {
    expect(test({ ld: 6, generalLd: 9, generalDistance: 12 }).ld).toBe(6);
    expect(test({ ld: 6, generalLd: 9, generalDistance: 12.5 }).ld).toBe(3);
    expect(test({ ld: 6, generalLd: 9, generalDistance: 18, generalLargeTarget: true }).ld).toBe(6);
  });
  it('Hold your Ground rerolls the failed test once (L2719-2725)', () => {
    expect(test({ bsbInRange: true }).pPass).toBeCloseTo(reroll(pLd(5)), 12);
    expect(test({ bsbDistance: 13 }).pPass).toBeCloseTo(pLd(5), 12);
  });
  it('Stubborn ignores the difference; Unbreakable passes; Immune to Psychology does not help (L3522-3525, L3361-3362, L3396-3399)', () => {
    expect(test({ stubborn: true }).ld).toBe(8);
    expect(test({ unbreakable: true }).pPass).toBe(1);
    expect(test({ immuneToPsychology: true }).ld).toBe(5);
  });
  it('Unstable: wounds = difference, halved up if Stubborn before the −1 of Hold your Ground (L3365-3376)', () => {
    expect(test({ unstable: true }, 4).woundsLost).toBe(4);
    expect(test({ unstable: true, bsbInRange: true }, 4).woundsLost).toBe(3);
    expect(test({ unstable: true, stubborn: true, bsbInRange: true }, 3).woundsLost).toBe(1);
  });
  it('Daemonic Instability: 2D6 + difference − Ld wounds when positive (L3377-3382)', () => {
    const d = test({ daemonicInstability: true }, 2).woundsLostDistribution as Array<{ value: number; p: number }>;
    const want = new Map<number, number>();
    for (const [s, p] of d2) { const k = Math.max(0, s + 2 - 8); want.set(k, (want.get(k) ?? 0) + p); }
    expectDist(d, want);
  });
  it('a war machine that fails is destroyed (L2277-2279)', () => {
    expect(test({ warMachine: true }).reason).toMatch(/destroyed/);
  });
  it('lost only by the musician: the test takes no modifier (L2787-2791)', () => {
    const r = combat(side(2, [{ musician: true }]), side(2, [{ ld: 8 }]));
    expect(r.winner).toBe(0);
    expect(r.breakTests[0].ld).toBe(8);
  });
});

// ---------------------------------------------------------------- panic, rally, pursuit

describe('panic (L2143-2162)', () => {
  it('Heavy Casualties: 25 % or more of the models at the phase start (10 models: 2 no, 3 yes; 8 models: 2 yes)', () => {
    const p = (start: number, c: number) => morale({ test: 'panic', trigger: 'heavyCasualties', modelsAtPhaseStart: start, casualties: c, unit: { ld: 7 } } as MoraleRequest).required;
    expect([p(10, 2), p(10, 3), p(8, 2)]).toEqual([false, true, true]);
  });
  it('a friend broke within 6": a Ld test, rerolled with Hold your Ground; engaged or fleeing: none; Immune to Psychology passes', () => {
    const r = (u: Record<string, unknown>) => morale({ test: 'panic', trigger: 'friendBroke', unit: { ld: 7, ...u } } as MoraleRequest);
    expect(r({}).pPass).toBeCloseTo(pLd(7), 12);
    expect(r({ bsbInRange: true }).pPass).toBeCloseTo(reroll(pLd(7)), 12);
    expect(r({ engaged: true }).required).toBe(false);
    expect(r({ fleeing: true }).required).toBe(false);
    expect(r({ immuneToPsychology: true }).pPass).toBe(1);
  });
});

describe('rally (L944-958)', () => {
  const rally = (u: Record<string, unknown>) => morale({ test: 'rally', unit: { ld: 8, startingModels: 20, ...u } } as MoraleRequest);
  it('at 25 % or fewer of the starting models: half Ld rounded up (20 models: 5 halves, 6 does not)', () => {
    expect(rally({ models: 5 }).ld).toBe(4);
    expect(rally({ models: 6 }).ld).toBe(8);
    expect(rally({ ld: 7, models: 5 }).ld).toBe(4);
  });
  it('the General\'s Ld is borrowed, then halved, then the musician\'s +1 (L694-705, L2792-2793)', () => {
    expect(rally({ ld: 6, generalLd: 9, models: 5, musician: true }).ld).toBe(6);
    expect(rally({ ld: 6, generalLd: 9, models: 5, generalFleeing: true }).ld).toBe(3);
  });
});

describe('flee and pursuit distances (L1792-1808, L3545-3547, L3431-3447)', () => {
  const sumDist = (dice: number, keep: number) => {
    const m = new Map<number, number>();
    const rec = (left: number, acc: number[], p: number) => {
      if (!left) { const s = [...acc].sort((a, b) => b - a).slice(0, keep).reduce((a, b) => a + b, 0); m.set(s, (m.get(s) ?? 0) + p); return; }
      for (let d = 1; d <= 6; d++) rec(left - 1, [...acc, d], p / 6);
    };
    rec(dice, [], 1);
    return m;
  };
  const pCaught = (flee: Map<number, number>, pursuers: Array<Map<number, number>>) => {
    let p = 0;
    for (const [f, pf] of flee) p += pf * (1 - pursuers.reduce((q, d) => q * [...d].filter(([v]) => v < f).reduce((s, [, x]) => s + x, 0), 1));
    return p;
  };
  const run = (pursuit: Record<string, unknown>) => morale({ test: 'pursuit', pursuit } as MoraleRequest).pCaught;
  it('2D6 against 2D6: caught when the pursuit roll is equal or higher', () => {
    expect(run({ fleeing: {}, pursuers: [{}] })).toBeCloseTo(pCaught(sumDist(2, 2), [sumDist(2, 2)]), 12);
  });
  it('Swiftstride flees with the best two of 3D6', () => {
    expect(run({ fleeing: { swiftstride: true }, pursuers: [{}] })).toBeCloseTo(pCaught(sumDist(3, 2), [sumDist(2, 2)]), 12);
    expect(run({ fleeing: {}, pursuers: [{ swiftstride: true }] })).toBeCloseTo(pCaught(sumDist(2, 2), [sumDist(3, 2)]), 12);
  });
  it('two pursuers: any one roll equal or higher catches it', () => {
    expect(run({ fleeing: {}, pursuers: [{}, {}] })).toBeCloseTo(pCaught(sumDist(2, 2), [sumDist(2, 2), sumDist(2, 2)]), 12);
  });
  it('Random Movement (3D6) pursues 3D6 and never Swiftstride', () => {
    expect(run({ fleeing: {}, pursuers: [{ randomMovement: '3D6', swiftstride: true }] })).toBeCloseTo(pCaught(sumDist(2, 2), [sumDist(3, 3)]), 12);
  });
});

// ---------------------------------------------------------------- found by the audit

describe('a shield is not used in close combat with a weapon that Requires Two Hands (L2557-2559, L3503-3504)', () => {
  const melee = (t: Record<string, unknown>, o: Record<string, unknown> = {}) => group({ kind: 'closeCombat', attacker: U(), target: U({ models: 10, files: 5, ...t }), ...o } as AttackRequest);
  it('light armour + shield: 5+ with a hand weapon, 6+ with a great weapon, halberd, flail or additional hand weapon', () => {
    expect(melee({ armour: ['light', 'shield'] }).armourSave).toBe(5);
    for (const weapon of ['greatWeapon', 'halberd', 'flail', 'additionalHandWeapon']) expect(melee({ weapon, armour: ['light', 'shield'] }).armourSave).toBe(6);
    expect(melee({ armour: ['light', 'shield'], rules: [{ id: 'requiresTwoHands' }] }).armourSave).toBe(6);
  });
  it('the whole attack: 4 attacks on a great weapon unit in light armour and shield save on 6+ only', () => {
    const r = attack({ kind: 'closeCombat', attacks: 4, attacker: U(), target: U({ models: 10, files: 5, weapon: 'greatWeapon', armour: ['light', 'shield'] }) });
    expectDist(r.distribution.woundsInflicted, many({ hit: 4, wound: 4, armour: 6 }, 4));
  });
  it('a magic shield likewise (Hardened Shield +2: plate + it = 2+, with a great weapon 4+)', () => {
    expect(melee({ armour: ['plate'], items: ['hardenedShield'] }).armourSave).toBe(2);
    expect(melee({ weapon: 'greatWeapon', armour: ['plate'], items: ['hardenedShield'] }).armourSave).toBe(4);
  });
  it('shooting still meets the shield (the rule is "in combat"): 5+', () => {
    expect(group({ kind: 'shooting', range: 6, attacker: U({ missileWeapon: 'bow' }), target: U({ models: 10, files: 5, weapon: 'greatWeapon', armour: ['light', 'shield'] }) }).armourSave).toBe(5);
  });
  it('in a combat round the great weapon unit\'s shield is ignored too', () => {
    const r = attack({ kind: 'combatRound', attacker: U({ models: 5, files: 5 }), target: U({ models: 5, files: 5, weapon: 'greatWeapon', armour: ['light', 'shield'] }) } as AttackRequest);
    const mine = r.result.combat.strikers.find((s: any) => s.side === 0);
    expect(mine.groups[0].armourSave).toBe(6);
  });
});

describe('lances only for mounted models, War Beasts and Monstrous Beasts; foot spears never mounted (L2415-2422)', () => {
  const bad = (a: Record<string, unknown>) => { try { attack({ kind: 'closeCombat', charged: true, attacker: U(a), target: U({ models: 10, files: 5 }) }); return null; } catch (e: any) { expect(e.code).toBe('invalid_input'); return e.issues[0].path; } };
  it('infantry with a lance or light lance is bad input at /attacker/weapon (it would have struck at +2 S)', () => {
    expect(bad({ weapon: 'lance' })).toBe('/attacker/weapon');
    expect(bad({ weapon: 'lightLance', troopType: 'monstrousInfantry' })).toBe('/attacker/weapon');
  });
  it('cavalry, war beasts, monstrous beasts and chariots may: +2 S on the charge', () => {
    for (const troopType of ['cavalry', 'warBeast', 'monstrousBeast', 'monstrousCavalry', 'chariot']) expect(group({ kind: 'closeCombat', charged: true, attacker: U({ troopType, weapon: 'lance' }), target: U({ models: 10, files: 5 }) }).strength).toBe(5);
  });
  it('cavalry with a foot spear is bad input (it would have had AP1 and an extra supporting rank)', () => {
    expect(bad({ troopType: 'cavalry', weapon: 'spear' })).toBe('/attacker/weapon');
    expect(bad({ weapon: 'spear' })).toBeNull();
  });
});

describe('supporting attacks come only from the files in contact (L1504-1506, L1527-1529)', () => {
  // a supporting model allocates "as if in the front rank, in its own file": a file whose front model touches no
  // enemy has nobody to support against
  const groups = (a: Record<string, unknown>, o: Record<string, unknown> = {}) => attack({ kind: 'closeCombat', attacker: U(a), target: U({ models: 30, files: 10 }), ...o } as AttackRequest).result.plan.groups.map((g: any) => [g.label, g.attacks]);
  it('a 10-wide, 2-deep unit with 3 models in contact: 3 front-rank attacks and 3 supporting', () => {
    expect(groups({ models: 20, files: 10 }, { modelsInContact: 3 })).toEqual([['front rank', 3], ['supporting', 3]]);
  });
  it('a horde with spears, 4 in contact: 3 supporting ranks of 4 (L1507-1508, L2420)', () => {
    expect(groups({ models: 40, files: 10, weapon: 'spear' }, { modelsInContact: 4 })).toEqual([['front rank', 4], ['supporting', 12]]);
  });
  it('the whole front in contact: every file supports (unchanged)', () => {
    expect(groups({ models: 20, files: 10 })).toEqual([['front rank', 10], ['supporting', 10]]);
    expect(groups({ models: 13, files: 10 }, { modelsInContact: 5 })).toEqual([['front rank', 5], ['supporting', 3]]);
  });
});

// ---------------------------------------------------------------- a whole combat round

describe('a whole combat round against its own brute force (L1495-1500, L1704-1777)', () => {
  it('two heroes: the I5 charger strikes first, a slain defender never strikes back; charge +1, tie, break on Ld 8 − difference, No More Foes', () => {
    const hero = (o: Record<string, number>) => U({ profile: P({ T: 4, W: 2, S: 4, A: 2, Ld: 8, ...o }) });
    const r = attack({ kind: 'combatRound', attacker: hero({ WS: 5, I: 5 }), target: hero({ WS: 4, I: 4 }), combat: { sides: [{ charged: true }, {}] } } as AttackRequest);
    const odds = r.result.combat.odds;
    const wA = many({ hit: 3, wound: 4, armour: null }, 2, 2); // WS5 vs WS4 3+, S4 vs T4 4+
    const wT = many({ hit: 4, wound: 4, armour: null }, 2, 2); // WS4 vs WS5 4+
    let win0 = 0, break1 = 0, break0 = 0, tie = 0, dead0 = 0, dead1 = 0;
    for (const [a, pa] of wA) {
      if (a === 2) { win0 += pa; dead1 += pa; continue; } // No More Foes: the charger wins, nobody tests
      for (const [t, pt] of wT) {
        const p = pa * pt;
        if (t === 2) { dead0 += p; continue; }
        const diff = (a + 1) - t;
        if (diff > 0) { win0 += p; break1 += p * (1 - pLd(8 - diff)); } else if (diff === 0) tie += p; else break0 += p * (1 - pLd(8 + diff));
      }
    }
    expect(odds.sides[0].pWin).toBeCloseTo(win0, 12);
    expect(odds.sides[1].pBreak).toBeCloseTo(break1, 12);
    expect(odds.sides[0].pBreak).toBeCloseTo(break0, 12);
    expect(odds.pTie).toBeCloseTo(tie, 12);
    expect(odds.sides[0].pDestroyed).toBeCloseTo(dead0, 12);
    expect(odds.sides[1].pDestroyed).toBeCloseTo(dead1, 12);
  });
  it('given dice: casualties at I4 come from the rear rank (the second rank still supports); ranks and Steadfast from the models left (L2128-2142, L1726-1729, L1764-1765)', () => {
    // attacker 5 models (one rank), I4, charged; target 15 models 5 × 3, I3, Ld 7
    // I4: hits 4 4 4 1 2 → 3, wounds 4 5 1 → 2 unsaved: the target keeps 13 (5, 5, 3): 2 full ranks (+1), Steadfast
    // I3: the target's front rank 5 attacks and the second rank 5 supporting, all missing (1s)
    // score 2 + charge 1 = 3 against ranks 1: it loses by 2, Steadfast: Ld 7, 2D6 = 8 → flees
    const r = attack({ kind: 'combatRound', attacker: U({ profile: P({ I: 4 }), models: 5, files: 5 }), target: U({ models: 15, files: 5 }), combat: { sides: [{ charged: true }, {}] } } as AttackRequest,
      { mode: 'given', rolls: [4, 4, 4, 1, 2, 4, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4] });
    const rolled = r.result.combat.rolled;
    expect(rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 2], scores: [3, 1], winner: 0, difference: 2 });
    expect(rolled.breakTests[0]).toMatchObject({ steadfast: true, ld: 7, roll: 8, outcome: 'flee' });
  });
});
