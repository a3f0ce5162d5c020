import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { pure } from '../../core/prob/proc.js';
import { report } from '../../core/prob/evaluate.js';
import { damageProc, hitsProc, resolveAttack, type AttackRequest } from './attacks.js';
import { nerveProc } from './nerve.js';
import { runMorale } from './morale.js';
import type { UnitInput } from './units.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }, options: Record<string, string | boolean | number> = {}): RulesContext => ({ rulesVersion: 'kow-2e', options: { halveBase: 'final', ...options }, dice });
const unit = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const rules = (...ids: Array<string | [string, number | string]>) => ids.map((r) => (typeof r === 'string' ? { id: r } : { id: r[0], value: r[1] }));
const combat = (req: Partial<AttackRequest>, dice: DiceRequest = { mode: 'exact' }, options = {}) => resolveAttack({ kind: 'melee', target: unit(), ...req } as AttackRequest, ctx(dice, options));
const d = (out: ReturnType<typeof combat>, q: string) => out.distribution![q] as Array<{ value: number | string; p: number }>;

describe('KoW several attackers in one combat (003_80333abf01c9832d.txt L609-618, L713-715)', () => {
  it('total damage is the exact convolution of each attacker (brute force, 1 die each)', () => {
    // A: 1 die, Me 4+, vs De 4: q = 1/4. B: 1 die on the flank = 2 dice, Me 3+ (hit 2/3), CS1: damage 3+ (2/3): q = 4/9
    const out = combat({ attackers: [{ attacker: unit({ att: 1 }) }, { attacker: unit({ att: 1, me: 3, specialRules: rules(['crushingStrength', 1]) }), facing: 'flank' }] });
    const qa = 1 / 4;
    const qb = 4 / 9;
    const b = [(1 - qb) ** 2, 2 * qb * (1 - qb), qb ** 2];
    const brute = [0, 1, 2, 3].map((k) => (k < 3 ? (1 - qa) * b[k]! : 0) + (k > 0 ? qa * b[k - 1]! : 0));
    d(out, 'damage').forEach((e) => expect(e.p).toBeCloseTo(brute[e.value as number]!, 14));
    expect(out.result.plans!.map((p) => p.dice)).toEqual([1, 2]);
    expect(out.result.attackers!.map((x) => x.expectedDamage)).toEqual([expect.closeTo(1 / 4, 12), expect.closeTo(8 / 9, 12)]);
    expect(out.result.expectedDamage).toBeCloseTo(1 / 4 + 8 / 9, 12);
  });
  it('one nerve test after all attacks, with the total damage (given dice in request order)', () => {
    // A hits 5, damages 6; B hits 4, damages 4; total 2 + 9 on the dice = 11 vs 11/13: Wavering
    const out = combat({ attackers: [{ attacker: unit({ att: 1 }) }, { attacker: unit({ att: 1 }) }], target: unit({ ne: { waver: 11, rout: 13 } }), nerveTest: true }, { mode: 'given', rolls: [5, 6, 4, 4, 4, 5] });
    expect(out.result.outcome).toMatchObject({ damage: 2, targetDamageAfter: 2, nerve: 'wavering', attackers: [{ hits: 1, damage: 1 }, { hits: 1, damage: 1 }] });
    expect(out.unusedRolls ?? []).toEqual([]);
  });
  it('Brutal counts once however many Brutal attackers (L884-886)', () => {
    // 2 damage, 2D6 = 9: 11 +1 Brutal = 12 < 13 → Wavering, not Routed (two +1s would rout)
    const brutal = unit({ att: 1, specialRules: rules('brutal') });
    const out = combat({ attackers: [{ attacker: brutal }, { attacker: brutal }], target: unit({ ne: { waver: 12, rout: 13 } }), nerveTest: true }, { mode: 'given', rolls: [6, 6, 6, 6, 4, 5] });
    expect(out.result.outcome).toMatchObject({ damage: 2, nerve: 'wavering' });
    const plain = combat({ attackers: [{ attacker: unit({ att: 1 }) }, { attacker: brutal }], target: unit({ ne: { waver: 12, rout: 13 } }), nerveTest: true });
    const both = combat({ attackers: [{ attacker: brutal }, { attacker: brutal }], target: unit({ ne: { waver: 12, rout: 13 } }), nerveTest: true });
    expect(d(plain, 'nerve')).toEqual(d(both, 'nerve'));
  });
  it('Lifeleech caps per attacker in the combat (L937-940)', () => {
    const leech = unit({ att: 3, specialRules: rules(['lifeleech', 2]) });
    const out = combat({ attackers: [{ attacker: leech, attackerDamage: 5 }, { attacker: unit({ att: 1 }) }] }, { mode: 'given', rolls: [6, 6, 6, 6, 6, 6, 6, 6] });
    expect(out.result.outcome!.attackers).toEqual([{ hits: 3, damage: 3, attackerDamageAfter: 3 }, { hits: 1, damage: 1, attackerDamageAfter: 0 }]);
    const exact = combat({ attackers: [{ attacker: leech, attackerDamage: 1 }, { attacker: unit({ att: 1 }) }] });
    // attacker 1 with 1 damage heals it when it deals at least one damage: 1 - (3/4)^3
    expect(exact.result.attackers![0]!.attackerDamageAfter).toEqual([{ value: 0, p: expect.closeTo(1 - (3 / 4) ** 3, 12) }, { value: 1, p: expect.closeTo((3 / 4) ** 3, 12) }]);
  });
  it('attacker and attackers together, or neither: 400 naming both', () => {
    const both = expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/attacker' }), expect.objectContaining({ path: '/attackers' })] });
    expect(() => combat({ attacker: unit(), attackers: [{ attacker: unit() }] })).toThrow(both);
    expect(() => combat({})).toThrow(both);
  });
  it('per-attacker fields at the top, non-melee kinds and bad attackers are 400 with pointers', () => {
    const at = (path: string) => expect.objectContaining({ issues: [expect.objectContaining({ path })] });
    expect(() => combat({ attackers: [{ attacker: unit() }], facing: 'rear' })).toThrow(at('/facing'));
    expect(() => combat({ kind: 'ranged', attackers: [{ attacker: unit(), counterCharge: true }] })).toThrow(at('/attackers/0/counterCharge'));
    expect(() => combat({ attackers: [] })).toThrow(at('/attackers'));
    expect(() => combat({ attackers: [{ attacker: unit() }, { attacker: unit({ me: null }) }] })).toThrow(at('/attackers/1/attacker/me'));
    expect(() => combat({ attackers: [{ attacker: unit({ att: -1 }) }] })).toThrow(at('/attackers/0/attacker/att'));
  });
  it('one attacker in `attackers` gives the same distribution as the single form', () => {
    const a = unit({ att: 6, specialRules: rules('elite', 'vicious') });
    const single = combat({ attacker: a, facing: 'flank', nerveTest: true });
    const list = combat({ attackers: [{ attacker: a, facing: 'flank' }], nerveTest: true });
    for (const q of ['damage', 'hits', 'nerve', 'targetDamageAfter']) expect(d(list, q)).toEqual(d(single, q));
  });
});

describe('KoW attack then nerve: the convolved nerve step equals full enumeration (bench item)', () => {
  it('matches the joint enumeration within 1e-12 (Brutal, Iron Resolve, Inspiring)', () => {
    const attacker = unit({ att: 12, specialRules: rules('elite', 'vicious', 'brutal', ['crushingStrength', 1]) });
    const target = unit({ ne: { waver: 10, rout: 12 }, specialRules: rules('ironResolve') });
    const req = { kind: 'melee' as const, facing: 'flank' as const, attacker, target, targetDamage: 1, nerveTest: true, targetInspired: true };
    const out = resolveAttack(req, ctx());
    const plan = out.result.plan;
    const joint = hitsProc(plan)
      .then((h) => damageProc(plan, h))
      .then((dmg) => (dmg === 0 ? pure({ damage: 0, after: 1, nerve: 'noTest' }) : nerveProc({ ne: { waver: 10, rout: 12 }, damage: 1 + dmg, brutal: true, inspired: true, ironResolve: true }).map((n) => ({ damage: dmg, after: n.damageAfter, nerve: n.result as string }))));
    const brute = report(joint.exact(), { damage: (o) => o.damage, targetDamageAfter: (o) => o.after, nerve: (o) => o.nerve });
    for (const q of ['damage', 'targetDamageAfter', 'nerve']) {
      const got = d(out, q);
      const want = brute[q] as Array<{ value: number | string; p: number }>;
      expect(got.map((e) => e.value)).toEqual(want.map((e) => e.value));
      got.forEach((e, i) => expect(Math.abs(e.p - want[i]!.p)).toBeLessThan(1e-12));
    }
  });
});

describe('KoW attack and nerve options (digest §12)', () => {
  it('brutalNerve (item 21): total keeps a double 1 Steady; roll reads it as 3 (L762-766, L884-886)', () => {
    const req = { unit: unit({ ne: { waver: 11, rout: 13 } }), damage: 12, brutal: true };
    expect(runMorale(req, ctx({ mode: 'given', rolls: [1, 1] })).result.outcome).toMatchObject({ result: 'steady' });
    expect(runMorale(req, ctx({ mode: 'given', rolls: [1, 1] }, { brutalNerve: 'roll' })).result.outcome).toMatchObject({ result: 'routed', total: 15 });
    expect(combat({ attacker: unit({ att: 1, specialRules: rules('brutal') }), target: unit({ ne: { waver: 11, rout: 13 } }), targetDamage: 11, nerveTest: true }, { mode: 'given', rolls: [6, 6, 1, 1] }, { brutalNerve: 'roll' }).result.outcome!.nerve).toBe('routed');
  });
  it('individualVsIndividualWE (item 26): an Individual hits an Individual War Engine ×1, or ×3 (L839-843)', () => {
    const req = { attacker: unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 4, specialRules: rules('individual') }), target: unit({ type: 'WE', size: 'Single', specialRules: rules('individual') }) };
    expect(combat(req).result.plan.dice).toBe(4);
    expect(combat(req, { mode: 'exact' }, { individualVsIndividualWE: 'triple' }).result.plan.dice).toBe(12);
    // a unit that is not an Individual never multiplies against an Individual, either way
    expect(combat({ ...req, attacker: unit({ att: 4 }) }, { mode: 'exact' }, { individualVsIndividualWE: 'triple' }).result.plan.dice).toBe(4);
  });
  it('blastPerHit (L869-874): perHit rolls n for each hit; perAttack once for the attack', () => {
    const req = { kind: 'ranged' as const, attacker: unit({ att: 2, specialRules: rules(['blast', 'D3']) }) };
    const perHit = d(combat(req), 'hits');
    const perAttack = d(combat(req, { mode: 'exact' }, { blastPerHit: 'perAttack' }), 'hits');
    expect(perHit.map((e) => e.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(perAttack.map((e) => e.value)).toEqual([0, 1, 2, 3, 4, 6]);
    // both hit, one D3 roll of 3 (face 5) → 6 hits; per hit the same rolls give 3 + 1
    expect(combat(req, { mode: 'given', rolls: [4, 4, 5, 1, 6, 6, 6, 6, 6, 6] }, { blastPerHit: 'perAttack' }).result.outcome!.hits).toBe(6);
    expect(combat(req, { mode: 'given', rolls: [4, 4, 5, 1, 6, 6, 6, 6] }).result.outcome!.hits).toBe(4);
  });
  it('bigShieldsArc (item 19): only the leader point, or any part of the shooter, in the front arc (L865-867)', () => {
    // Target at (36, 30) facing up; the shooter (a Regiment facing west) stands off its right front corner:
    // its leader point is in the target's right flank arc, its front-left corner in the front arc.
    const a = 100 / 25.4 / 2;
    const b = 80 / 25.4 / 2;
    const req = {
      kind: 'ranged' as const,
      attacker: unit(),
      target: unit({ specialRules: rules('bigShields') }),
      geometry: { shooter: { centre: { x: 36 + a + 1 + b, y: 30 + b + 0.5 }, facing: 270 }, target: { centre: { x: 36, y: 30 }, facing: 0 } },
    };
    expect(combat(req).result.plan.needToDamage).toBe(4);
    expect(combat(req, { mode: 'exact' }, { bigShieldsArc: 'anyPart' }).result.plan.needToDamage).toBe(6);
  });
});

describe('KoW morale: Headstrong, Surge, Inspiring range', () => {
  const headstrong = unit({ specialRules: rules('headstrong') });
  it('Headstrong rolls only for a Wavering unit (L909-911)', () => {
    const out = runMorale({ unit: headstrong, damage: 0, test: 'headstrong', wavering: false }, ctx({ mode: 'given', rolls: [6] }));
    expect(out.result.noRoll).toMatchObject({ code: 'NOT_WAVERING' });
    expect(out.rolls).toBeUndefined();
    expect(runMorale({ unit: headstrong, damage: 0, test: 'headstrong', wavering: true }, ctx({ mode: 'given', rolls: [4] })).result.outcome).toEqual({ ignoresWavering: true });
  });
  it('surgeNerveReferent (item 16): the contacted enemy skips the test by default; the Surging unit with the alternative (L1216-1221)', () => {
    const u = unit();
    expect(runMorale({ unit: u, damage: 5, surge: 'contacted' }, ctx()).result.noRoll).toMatchObject({ code: 'SURGE_NO_NERVE_TEST' });
    expect(runMorale({ unit: u, damage: 5, surge: 'surged' }, ctx()).result.pSteady).toBeGreaterThan(0);
    expect(runMorale({ unit: u, damage: 5, surge: 'contacted' }, ctx({ mode: 'exact' }, { surgeNerveReferent: 'surgingUnit' })).result.noRoll).toBeUndefined();
    expect(runMorale({ unit: u, damage: 5, surge: 'surged' }, ctx({ mode: 'exact' }, { surgeNerveReferent: 'surgingUnit' })).result.noRoll).toMatchObject({ code: 'SURGE_NO_NERVE_TEST' });
  });
  it('inspiringRange (item 22): closest base points (default) or the Inspiring unit\'s leader point (L925-931)', () => {
    // The Inspiring hero (20 mm) faces away, its rear edge 5.5" in front of the tested unit's front:
    // closest points 5.5" (inspired), leader point 5.5 + 0.787 = 6.287" (not inspired)
    const hero = unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', specialRules: rules('inspiring') });
    const b = 80 / 25.4 / 2;
    const h = 20 / 25.4 / 2;
    const req = { unit: unit({ ne: { waver: 14, rout: 16 } }), damage: 4, position: { centre: { x: 36, y: 20 }, facing: 0 }, inspiringSources: [{ rule: 'inspiring' as const, unit: hero, position: { centre: { x: 36, y: 20 + b + 5.5 + h }, facing: 0 } }] };
    const near = runMorale(req, ctx());
    expect(near.result).toMatchObject({ inspired: true, inspiringDistances: [expect.closeTo(5.5, 6)] });
    const far = runMorale(req, ctx({ mode: 'exact' }, { inspiringRange: 'leaderPoint' }));
    expect(far.result).toMatchObject({ inspired: false, inspiringDistances: [expect.closeTo(5.5 + 2 * h, 6)] });
    expect(far.result.pRouted).toBeGreaterThan(near.result.pRouted!);
    expect(() => runMorale({ ...req, position: undefined }, ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/position' })] }));
  });
});
