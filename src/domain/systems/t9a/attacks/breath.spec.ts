/**
 * A Breath Weapon's bracketed special rules (004_1ae45c4b93e4399d.txt L3125-3139): Flaming Attacks (L3173-3176 with
 * Flammable L3383-3385, Regeneration L3487-3491, Fireborn L3341-3343), Magical Attacks (L3156-3162, Ethereal
 * L3256-3258), Holy Attacks (L3177-3180), Toxic Attacks (L3181-3184), Metalshifting (L3218-3222), Multiple Wounds
 * (L3308-3319), Armour Piercing (L3477-3482), Lethal Strike (close combat only, L3289-3291). Exact answers against an
 * independent brute force (each hit's dice enumerated by the procedure below, 2D6 hits), given dice by hand, seeded
 * runs within 4 standard errors, the combat round's breath alike.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import type { DiceRequest, RulesContext } from '../../../core/system.js';
import { resolveOptions } from '../../../core/options.js';
import { bruteForceAll } from '../../../../../test/fixtures/t9a-brute.js';
import { P, round, unit } from '../../../../../test/fixtures/t9a-round.js';
import type { RuleRef, UnitInput } from '../units.js';
import { attacksCapability, type AttackRequest } from './index.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, {}), dice });
const breath = (strength: number, rules: RuleRef[], target: Partial<UnitInput>, o: Partial<NonNullable<AttackRequest['special']>> = {}): AttackRequest => ({ kind: 'special', special: { kind: 'breath', strength, rules, ...o }, attacker: unit({ troopType: 'monster' }), target: unit({ models: 20, files: 5, ...target }) });
const run = (req: AttackRequest, dice?: DiceRequest) => attacksCapability.run(req, ctx(dice));
const fail = (req: AttackRequest) => { try { run(req); } catch (e) { return [(e as DomainError).code, ...(e as DomainError).issues.map((i) => `${i.path} ${i.code}`)]; } throw new Error('no error'); };

/** One hit rolled as the table would, written out here: returns the wounds it inflicts. */
type Hit = (s: Sampler) => number;
const d = (s: Sampler) => s.roll('d', 6, 1)[0];
/** A d6 roll with a reroll of the faces `again` names (a die is rerolled once, L579-583). */
const rolled = (s: Sampler, again: (f: number) => boolean) => { const f = d(s); return again(f) ? d(s) : f; };

/** The exact inflicted distribution of 2D6 hits each resolved by `hit`, from the brute force of one hit. */
function bruteBreath(hit: Hit): Map<number, number> {
  const one = new Map<number, number>();
  for (const [w, p] of bruteForceAll(hit)) one.set(w, (one.get(w) ?? 0) + p);
  const conv = (a: Map<number, number>, b: Map<number, number>) => { const o = new Map<number, number>(); for (const [x, p] of a) for (const [y, q] of b) o.set(x + y, (o.get(x + y) ?? 0) + p * q); return o; };
  const out = new Map<number, number>();
  let n = new Map([[0, 1]]);
  const byCount: Array<Map<number, number>> = [n];
  for (let k = 1; k <= 12; k++) { n = conv(n, one); byCount.push(n); }
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (const [w, p] of byCount[a + b]) out.set(w, (out.get(w) ?? 0) + p / 36);
  return out;
}
function expectExact(req: AttackRequest, hit: Hit): void {
  const exact = new Map((run(req).distribution!.woundsInflicted as Array<{ value: number; p: number }>).map((e) => [e.value, e.p]));
  const brute = bruteBreath(hit);
  for (const k of new Set([...exact.keys(), ...brute.keys()])) expect(Math.abs((exact.get(k) ?? 0) - (brute.get(k) ?? 0))).toBeLessThan(1e-12);
}
const groupOf = (req: AttackRequest) => run(req).result.plan.groups[0];

describe('a Breath Weapon\'s bracketed rules, kind special (L3125-3139)', () => {
  it('Flaming Attacks against a Flammable unit with Regeneration (4+): failed wounds rerolled, no regeneration (L3383-3385, L3487-3491) = brute force', () => {
    // S4 against T4: 4+, failures rerolled; heavy armour and shield +3 against S4: 5+; regeneration denied
    const target = { profile: P({ T: 4 }), armour: ['heavy', 'shield'] as UnitInput['armour'], regeneration: 4, rules: [{ id: 'flammable' }] };
    const req = breath(4, [{ id: 'flamingAttacks' }], target);
    expect(groupOf(req)).toMatchObject({ strength: 4, toWound: 4, armourSave: 5, ward: null, wardKind: null });
    expectExact(req, (s) => { const w = rolled(s, (f) => f < 4); if (w < 4) return 0; const a = d(s); return a >= 5 ? 0 : 1; });
    // without the bracketed rule: regeneration 4+ and no reroll (the old answer)
    expect(groupOf(breath(4, [], target))).toMatchObject({ ward: 4, wardKind: 'regeneration' });
    expect(run(req).result.summary!.meanWoundsInflicted).toBeCloseTo(7 * (3 / 4) * (4 / 6), 12);
  });
  it('Flaming Attacks against Fireborn: a 2+ ward (L3341-3343); Magical Attacks against Ethereal: no 2+ ward (L3256-3258)', () => {
    expect(groupOf(breath(4, [{ id: 'flamingAttacks' }], { rules: [{ id: 'fireborn' }] })).ward).toBe(2);
    expect(groupOf(breath(4, [], { rules: [{ id: 'fireborn' }] })).ward).toBeNull();
    expect(groupOf(breath(4, [{ id: 'magicalAttacks' }], { rules: [{ id: 'ethereal' }] })).ward).toBeNull();
    expect(groupOf(breath(4, [], { rules: [{ id: 'ethereal' }] })).ward).toBe(2);
  });
  it('Holy Attacks, Multiple Wounds (D3) and Armour Piercing (2) over ap 1: successful wards rerolled, D3 capped at W3 (L3177-3180, L3308-3319, L3481-3482) = brute force', () => {
    // S5 against T5: 4+; heavy armour +2 against S5 and AP2: no save; ward 4+, a success rerolled; D3 wounds (W3)
    const req = breath(5, [{ id: 'holyAttacks' }, { id: 'multipleWounds', value: 'D3' }, { id: 'armourPiercing', value: 2 }], { profile: P({ T: 5, W: 3 }), armour: ['heavy'], ward: 4 }, { ap: 1 });
    expect(groupOf(req)).toMatchObject({ toWound: 4, armourSave: null, ward: 4, armourPiercing: 2, multipleWounds: 'D3' });
    expectExact(req, (s) => { if (d(s) < 4) return 0; const w = rolled(s, (f) => f >= 4); return w >= 4 ? 0 : Math.ceil(d(s) / 2); });
  });
  it('Multiple Wounds (Artillery): D3+1, D3+2 against Fly (L3315-3316)', () => {
    expect(groupOf(breath(5, [{ id: 'multipleWounds', value: 'artillery' }], { profile: P({ W: 4 }) })).multipleWounds).toBe('D3+1');
    expect(groupOf(breath(5, [{ id: 'multipleWounds', value: 'artillery' }], { profile: P({ W: 4 }), rules: [{ id: 'fly', value: 6 }] })).multipleWounds).toBe('D3+2');
  });
  it('Metalshifting against plate and shield (3+ save): wounds on 3+, Armour Piercing (6), Flaming: no regeneration (L3218-3222) = brute force', () => {
    const req = breath(2, [{ id: 'metalshifting' }], { profile: P({ T: 6 }), armour: ['plate', 'shield'], regeneration: 5 });
    expect(groupOf(req)).toMatchObject({ toWound: 3, armourSave: null, ward: null, armourPiercing: 6 });
    expectExact(req, (s) => (d(s) >= 3 ? 1 : 0));
  });
  it('Toxic Attacks: S3 and Armour Piercing (6) whatever the bracketed S (L3181-3184)', () => {
    expect(groupOf(breath(6, [{ id: 'toxicAttacks' }], { armour: ['heavy', 'shield'] }))).toMatchObject({ strength: 3, toWound: 4, armourSave: null, armourPiercing: 6 });
  });
  it('Lethal Strike: natural 6s to wound get AP6 and no regeneration in close combat; shot (shooting), no effect (L3289-3291) = brute force', () => {
    // S3 against T3: 4+; light armour and shield: 5+ (a six to wound: no save); regeneration 5+ (a six: none)
    const target = { armour: ['light', 'shield'] as UnitInput['armour'], regeneration: 5 };
    const save = (s: Sampler) => (d(s) >= 5 ? 0 : d(s) >= 5 ? 0 : 1);
    expectExact(breath(3, [{ id: 'lethalStrike' }], target), (s) => { const w = d(s); return w === 6 ? 1 : w >= 4 ? save(s) : 0; });
    const shot = breath(3, [{ id: 'lethalStrike' }], target, { shooting: true });
    expectExact(shot, (s) => (d(s) >= 4 ? save(s) : 0));
    expect(run(shot).explanation.some((e) => /Lethal Strike in the brackets: no effect, the breath is shot/.test(e.text) && /L3289-3291/.test(e.cite))).toBe(true);
  });
  it('shot: Force Shield\'s 5+ ward against shooting attacks applies (L3696-3699); in combat it does not', () => {
    expect(groupOf(breath(4, [], { items: ['forceShield'] }, { shooting: true })).ward).toBe(5);
    expect(groupOf(breath(4, [], { items: ['forceShield'] })).ward).toBeNull();
  });
  it('Poisoned Attacks, Hellfire and others: no effect on automatic hits, each named with the reason', () => {
    const out = run(breath(4, [{ id: 'poisonedAttacks' }, { id: 'hellfire' }, { id: 'hatred' }], {}));
    expect(out.distribution).toEqual(run(breath(4, [], {})).distribution);
    const texts = out.explanation.map((e) => e.text).join('\n');
    expect(texts).toMatch(/poisonedAttacks in the breath's brackets: Poisoned Attacks needs a natural 6 to hit/);
    expect(texts).toMatch(/hellfire in the breath's brackets: .*special.kind hellfire/);
    expect(texts).toMatch(/hatred in the breath's brackets: no effect/);
  });
  it('given dice replayed by hand: 2D6 = 1 + 2 → 3 hits; to wound 1, 4, 3 (4+), the failures rerolled 5, 2 → 2 wounds; no armour', () => {
    const req = breath(4, [{ id: 'flamingAttacks' }], { profile: P({ T: 4 }), rules: [{ id: 'flammable' }] });
    const out = run(req, { mode: 'given', rolls: [1, 2, 1, 4, 3, 5, 2] });
    expect(out.result.outcome).toMatchObject({ hits: 3, wounds: 2, unsaved: 2, woundsInflicted: 2, modelsRemoved: 2 });
    expect(out.rolls!.map((r) => `${r.purpose}${r.rerolled ? '*' : ''} ${r.value}`)).toEqual(['attacks 1', 'attacks 2', 'wound 1', 'wound 4', 'wound 3', 'wound* 5', 'wound* 2']);
    expect(out.unusedRolls ?? []).toEqual([]);
  });
  it('seeded runs: the mean wounds within 4 standard errors of the exact mean (Holy Attacks, Multiple Wounds (D3))', () => {
    const req = breath(5, [{ id: 'holyAttacks' }, { id: 'multipleWounds', value: 'D3' }], { profile: P({ T: 5, W: 3 }), ward: 4 });
    const exact = run(req).result.summary!.meanWoundsInflicted;
    const xs = Array.from({ length: 2000 }, (_, i) => run(req, { mode: 'seeded', seed: `breath-${i}` }).result.outcome!.woundsInflicted);
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
    expect(Math.abs(m - exact)).toBeLessThan((4 * sd) / Math.sqrt(xs.length));
  });
  it('bad input: rules or shooting on another special attack, an unknown rule, an Armour Piercing that is not 1-6 (400 with pointers)', () => {
    const stomp: AttackRequest = { kind: 'special', special: { kind: 'stomp', rules: [{ id: 'flamingAttacks' }] }, attacker: unit({ troopType: 'monster' }), target: unit() };
    expect(fail(stomp)).toEqual(['invalid_input', '/special/rules not_applicable']);
    expect(fail({ ...stomp, special: { kind: 'impactHits', shooting: true }, charged: true })).toEqual(['invalid_input', '/special/shooting not_applicable']);
    expect(fail(breath(4, [{ id: 'flamingAttacks' }, { id: 'dragonfire' }], {}))).toEqual(['unknown_reference', '/special/rules/1/id unknown_rule']);
    expect(fail(breath(4, [{ id: 'armourPiercing', value: 'x' }], {}))).toEqual(['invalid_input', '/special/rules/0/value range']);
    expect(fail(breath(4, [{ id: 'multipleWounds', value: 'D7' }], {}))[0]).toBe('invalid_input');
  });
});

describe('a Breath Weapon\'s bracketed rules in a combat round (L3125-3139, specials)', () => {
  const dragon = unit({ troopType: 'monster', profile: P({ S: 6, A: 0, I: 5 }), rules: [{ id: 'breathWeapon', value: 4 }] });
  const foot = unit({ models: 30, files: 10, profile: P({ A: 0, T: 4 }), armour: ['light', 'shield'], regeneration: 5, rules: [{ id: 'flammable' }] });
  const combat = (rules?: RuleRef[]) => ({ sides: [{ charged: true, specials: [{ kind: 'breath' as const, ...(rules ? { rules } : {}) }] }, { morale: { unbreakable: true } }] });
  it('Flaming Attacks and Lethal Strike strike as in kind special (its exact mean), the old answer differs', () => {
    const rules = [{ id: 'flamingAttacks' }, { id: 'lethalStrike' }];
    const out = round({ attacker: dragon, target: foot, combat: combat(rules) });
    expect(out.combat.strikers.find((s) => s.name.includes('breath'))!.groups[0]).toMatchObject({ strength: 4, toWound: 4, armourSave: 6, ward: null });
    const alone = run({ kind: 'special', special: { kind: 'breath', strength: 4, rules }, attacker: dragon, target: foot });
    expect(Math.abs(out.combat.odds!.sides[0].meanWoundsCaused - alone.result.summary!.meanWoundsInflicted)).toBeLessThan(1e-12);
    const old = round({ attacker: dragon, target: foot, combat: combat() });
    expect(old.combat.odds!.sides[0].meanWoundsCaused).toBeLessThan(out.combat.odds!.sides[0].meanWoundsCaused - 0.5);
  });
  it('bad input: rules on a Stomp, an unknown rule (400 with the declaration\'s pointer)', () => {
    const failRound = (c: object) => { try { round({ attacker: dragon, target: foot, combat: c }); } catch (e) { return [(e as DomainError).code, ...(e as DomainError).issues.map((i) => `${i.path} ${i.code}`)]; } throw new Error('no error'); };
    expect(failRound({ sides: [{ specials: [{ kind: 'stomp', rules: [{ id: 'flamingAttacks' }] }] }, {}] })).toEqual(['invalid_input', '/combat/sides/0/specials/0/rules not_applicable']);
    expect(failRound(combat([{ id: 'dragonfire' }]))).toEqual(['unknown_reference', '/combat/sides/0/specials/0/rules/0/id unknown_rule']);
  });
});
