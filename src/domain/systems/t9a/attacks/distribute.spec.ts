/**
 * Hits on a combined unit (004_1ae45c4b93e4399d.txt L2629-2652, L1921-1928): all to the R&F, or distributed
 * by the attacker as evenly as possible among R&F and characters, each recipient saving with its own profile.
 * Exact answers against a brute force over every die of the rolled path (1e-12).
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import type { DiceRequest, RulesContext } from '../../../core/system.js';
import { resolveOptions } from '../../../core/options.js';
import { bruteForceAll, marginalOf } from '../../../../../test/fixtures/t9a-brute.js';
import type { UnitInput } from '../units.js';
import { attacksCapability, combinedPlan, type AttackRequest } from './index.js';
import { allocate, allToRankAndFile, distributedSample } from './distribute.js';
import { resolveUnit } from '../units.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }, options: Record<string, unknown> = {}): RulesContext => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, options), dice });
const P = (o: Partial<Record<string, number>> = {}) => ({ M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, ...o });
const unit = (o: Partial<UnitInput> = {}): UnitInput => ({ troopType: 'infantry', profile: P(), models: 1, files: 1, ...o });
const run = (req: AttackRequest, dice?: DiceRequest, options?: Record<string, unknown>) => attacksCapability.run(req, ctx(dice, options));
const dist = (d: unknown) => new Map((d as Array<{ value: number; p: number }>).map((e) => [e.value, e.p] as [number, number]));
const close = (a: Map<number | string, number>, b: Map<number | string, number>) => {
  for (const k of new Set([...a.keys(), ...b.keys()])) expect(Math.abs((a.get(k) ?? 0) - (b.get(k) ?? 0))).toBeLessThan(1e-12);
};
const HERO = unit({ troopType: 'infantry', profile: P({ T: 4, W: 2, Ld: 9 }), armour: ['heavy', 'shield'], ward: 5 });
const MONSTER_HERO = unit({ troopType: 'monstrousInfantry', profile: P({ T: 4, W: 3 }) });

describe('which column of the table applies (L2631-2647)', () => {
  const rnf = (models: number) => resolveUnit(unit({ models, files: 5 }), 'target');
  const ch = (u: UnitInput) => resolveUnit(u, 'c');
  it('same troop type and at least 5 R&F: all hits to the R&F; 4 R&F or another troop type: distributed', () => {
    expect(allToRankAndFile(rnf(5), [ch(HERO)], 5)).toBe(true);
    expect(allToRankAndFile(rnf(4), [ch(HERO)], 5)).toBe(false);
    expect(allToRankAndFile(rnf(20), [ch(HERO), ch(MONSTER_HERO)], 5)).toBe(false);
  });
  it('ENGINE DECISION: exactly 5 R&F counts as "at least 5" (table); the prose\'s "more than 5" (L2649-2652) is threshold 6', () => {
    expect(allToRankAndFile(rnf(5), [ch(HERO)], 6)).toBe(false);
    expect(allToRankAndFile(rnf(6), [ch(HERO)], 6)).toBe(true);
  });
  it('R&F already removed do not count (models alive)', () => {
    expect(allToRankAndFile(resolveUnit(unit({ models: 6, files: 5, woundsTaken: 2 }), 'target'), [ch(HERO)], 5)).toBe(false);
  });
});

describe('as evenly as possible: no model a second hit before every model has one (L2637-2641)', () => {
  it('3 hits on 1 character + 4 R&F: characters first → 1 and 2; R&F first → 0 and 3', () => {
    expect(allocate([1, 4], 3, 0)).toEqual([[1, 0], [2, 0]]);
    expect(allocate([4, 1], 3, 0)).toEqual([[3, 0], [0, 0]]);
  });
  it('7 hits on 2 characters + 3 R&F: every model one, then the 2 left over to the characters', () => {
    expect(allocate([1, 1, 3], 7, 0)).toEqual([[2, 0], [2, 0], [3, 0]]);
  });
  it('Poisoned hits go first to the recipients the attacker prefers', () => {
    expect(allocate([1, 3], 4, 2)).toEqual([[0, 1], [2, 1]]);
  });
});

describe('exact distributed hits', () => {
  const SHOOT: AttackRequest = { kind: 'shooting', attacker: unit({ models: 2, files: 2, missileWeapon: 'shortBow', profile: P({ BS: 4 }), rules: [{ id: 'poisonedAttacks' }] }), target: unit({ models: 2, files: 2, armour: ['light'] }), range: 4, combined: { characters: [HERO] } };

  it('every distribution equals a brute force over every die of the rolled path (1e-12), both preferences (L2637-2641)', () => {
    for (const spareHitsTo of ['characters', 'rankAndFile'] as const) {
      const req = { ...SHOOT, combined: { characters: [HERO], spareHitsTo } };
      const out = run(req);
      const { groups, recipients } = combinedPlan(req, req.combined, ctx());
      expect(recipients.map((r) => r.character)).toEqual(spareHitsTo === 'characters' ? [true, false] : [false, true]);
      const all = bruteForceAll((s) => distributedSample(groups, recipients, s), 12);
      for (const q of ['hits', 'wounds', 'unsaved', 'inflicted', 'removed'] as const) close(dist(out.distribution![q === 'inflicted' ? 'woundsInflicted' : q === 'removed' ? 'modelsRemoved' : q]), marginalOf(all, (o) => o.totals[q]));
      const ci = recipients.findIndex((r) => r.character);
      close(dist(out.result.combined!.recipients![ci].woundsInflicted), marginalOf(all, (o) => o.recipients[ci].woundsInflicted));
      expect(out.result.combined!.recipients![ci].pSlain).toBeCloseTo(marginalOf(all, (o) => Number(o.recipients[ci].slain)).get(1) ?? 0, 12);
    }
  });

  it('each recipient saves with its own profile: 2 automatic S3 hits on 1 R&F (T3) + a character (T4, heavy armour + shield, 5+ ward) → one each (L2637-2641)', () => {
    const req: AttackRequest = { kind: 'special', special: { kind: 'grinding', value: 2 }, attacker: unit(), target: unit({ models: 1 }), combined: { characters: [HERO] } };
    const r = run(req).result.combined!;
    expect(r.allToRankAndFile).toBe(false);
    const [hero, rnf] = r.recipients!;
    expect([hero.meanHits, rnf.meanHits]).toEqual([1, 1]);
    // R&F: wounds on 4+ (1/2), no save; character: 5+ (1/3), armour 4+ fails 1/2, ward 5+ fails 2/3 → 1/9
    expect(rnf.meanWoundsInflicted).toBeCloseTo(1 / 2, 12);
    expect(hero.meanWoundsInflicted).toBeCloseTo(1 / 9, 12);
    expect(hero.pSlain).toBe(0); // W2: one wound never slays it
  });

  it('same troop type and 5+ R&F: the same answer as without characters, who take nothing (L2631-2636)', () => {
    const req: AttackRequest = { ...SHOOT, target: unit({ models: 5, files: 5 }), combined: { characters: [HERO] } };
    const a = run(req);
    const b = run({ ...req, combined: undefined });
    expect(a.result.combined).toEqual({ allToRankAndFile: true, recipients: [expect.objectContaining({ character: false })] });
    for (const q of ['hits', 'woundsInflicted', 'modelsRemoved']) close(dist(a.distribution![q]), dist(b.distribution![q]));
    const c = run({ ...req, combined: { characters: [MONSTER_HERO] } });
    expect(c.result.combined!.allToRankAndFile).toBe(false);
    expect(c.result.combined!.recipients!.map((x) => x.character)).toEqual([true, false]);
  });

  it('given dice: hit dice of every shot, then each recipient in the attacker\'s order rolls its wounds and saves', () => {
    const req: AttackRequest = { kind: 'special', special: { kind: 'grinding', value: 2 }, attacker: unit(), target: unit({ models: 1 }), combined: { characters: [HERO] } };
    // character: wound 5 (ok), armour 2 (fails), ward 1 (fails) → 1 wound; R&F: wound 4 → removed
    const r = run(req, { mode: 'given', rolls: [5, 2, 1, 4] });
    expect(r.result.combined!.rolled).toEqual([
      expect.objectContaining({ character: true, hits: 1, woundsInflicted: 1, slain: false }),
      expect.objectContaining({ character: false, hits: 1, woundsInflicted: 1, modelsRemoved: 1, slain: true }),
    ]);
    expect(r.result.outcome).toMatchObject({ hits: 2, woundsInflicted: 2, modelsRemoved: 1 });
  });

  it('bad input: close combat, no characters, a character without T, touched outside templates → 400 with pointers', () => {
    const fail = (req: AttackRequest) => { try { run(req); } catch (e) { return (e as DomainError).issues.map((i) => i.path); } throw new Error('no error'); };
    expect(fail({ ...SHOOT, kind: 'closeCombat' })).toEqual(['/combined']);
    expect(fail({ ...SHOOT, combined: { characters: [], touched: [0] } })).toEqual(['/combined/characters', '/combined/touched']);
    expect(fail({ ...SHOOT, combined: { characters: [{ profile: { W: 2 } }] } })).toEqual(['/combined/characters/0/profile/T']);
  });
});

describe('templates on a combined unit (L2649-2652)', () => {
  const CATAPULT = (models: number, target: UnitInput, touched?: number[], characters: UnitInput[] = [HERO]): AttackRequest => ({
    kind: 'artillery', attacker: unit(), target, artillery: { weapon: 'catapult', strength: 3, models }, ...(touched ? { combined: { characters, touched } } : {}),
  });
  it('first case (same troop type, at least 5 R&F): the hit on a touched character is transferred to an R&F model', () => {
    const tgt = unit({ models: 10, files: 5 });
    const a = run(CATAPULT(3, tgt, [0]));
    const b = run(CATAPULT(4, tgt));
    for (const q of ['hits', 'woundsInflicted', 'modelsRemoved']) close(dist(a.distribution![q]), dist(b.distribution![q]));
    expect(a.result.combined!.allToRankAndFile).toBe(true);
  });
  it('second case (another troop type or fewer than 5 R&F): the touched character takes the hit with its own profile', () => {
    const r = run(CATAPULT(2, unit({ models: 4, files: 4 }), [0]));
    const hero = r.result.combined!.recipients!.find((x) => x.character)!;
    // lands 5/6 (a 6 on the distance die misfires); S3 on T4 5+ (1/3), armour 4+ fails 1/2, ward 5+ fails 2/3
    expect(hero.meanWoundsInflicted).toBeCloseTo((5 / 6) * (1 / 9), 12);
    expect(hero.meanHits).toBeCloseTo(5 / 6, 12);
  });
  it('exact totals and each recipient equal a brute force over every given-dice sequence of the whole request (1e-12)', () => {
    const base = CATAPULT(1, unit({ models: 1 }), [0, 1], [unit({ profile: P({ T: 4, W: 2 }), ward: 5 }), unit({ troopType: 'cavalry', profile: P({ T: 3, W: 1 }) })]);
    const req = { ...base, artillery: { ...base.artillery!, weapon: 'flameThrower' as const } };
    const out = run(req);
    const outcomes = givenBrute(req);
    close(dist(out.distribution!.woundsInflicted), marginalOf(outcomes, (r) => r.result.outcome!.woundsInflicted));
    close(dist(out.distribution!.modelsRemoved), marginalOf(outcomes, (r) => r.result.outcome!.modelsRemoved));
    out.result.combined!.recipients!.forEach((rec, k) => close(dist(rec.woundsInflicted), marginalOf(outcomes, (r) => r.result.combined!.rolled![k].woundsInflicted)));
  });
});

/** Every given-dice sequence the request can consume (depth first, each face 1/6), run through the whole capability. */
function givenBrute(req: AttackRequest): Array<[ReturnType<typeof run>, number]> {
  const out: Array<[ReturnType<typeof run>, number]> = [];
  const visit = (rolls: number[]) => {
    try { out.push([run(req, { mode: 'given', rolls }), 6 ** -rolls.length]); } catch (e) {
      if ((e as DomainError).code !== 'insufficient_dice') throw e;
      for (let f = 1; f <= 6; f++) visit([...rolls, f]);
    }
  };
  visit([]);
  return out;
}
