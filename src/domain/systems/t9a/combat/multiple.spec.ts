/**
 * Combats of more than one unit per side (004_1ae45c4b93e4399d.txt L1440-1447, L1704-1777): each unit strikes the
 * enemy unit it fights; the side's combat score sums the wounds of all its units with one charge bonus, the best
 * unit's ranks, one standard, flank and rear; every unit of the losing side takes its own break test.
 */
import { describe, expect, it } from '@jest/globals';
import { everyGivenRoll } from '../../../../../test/fixtures/every-roll.js';
import { DomainError } from '../../../core/errors.js';
import { P, round, unit } from '../../../../../test/fixtures/t9a-round.js';
import type { AttackRequest } from '../attacks/index.js';


describe('multiple combat (L1440-1447, L1704-1777)', () => {
  it('given dice: two units on side 0, one in the enemy flank: wounds summed, one charge bonus, the best unit\'s ranks, flank +2', () => {
    const req: Omit<AttackRequest, 'kind'> = {
      attacker: unit({ models: 10, files: 5, profile: P({ A: 1, I: 4 }) }), target: unit({ models: 10, files: 5, profile: P({ A: 0, Ld: 7 }) }),
      combat: { sides: [{ charged: true, modelsInContact: 1, engagedFront: false }, {}], units: [{ side: 0, unit: unit({ models: 15, files: 5, profile: P({ I: 4 }) }), charged: true, facing: 'flank', modelsInContact: 1, engagedFront: false }] },
    };
    // attacker's 1 attack: hit 4, wound 4; the flanker's 1 attack: hit 4, wound 4 → 2 wounds; then the target's break test 2D6
    const out = round(req, { mode: 'given', rolls: [4, 4, 4, 4, 6, 6] });
    const r = out.combat.rolled!;
    expect(r.woundsCaused).toEqual([2, 0]);
    // side 0: 2 wounds + charge 1 (once, L1719-1724) + ranks 2 (the 15-model unit, best only, L1726-1729) + flank 2 (a unit with a full rank, L1735-1737) = 7
    expect(r.parts[0]).toMatchObject({ wounds: 2, charge: 1, ranks: 2, flank: 2 });
    expect(r.scores[0]).toBe(7);
    expect(r.breakTests).toHaveLength(1);
  });
  it('every losing unit takes its own break test (L1758-1763); exact per-unit odds and the side\'s P(some unit breaks)', () => {
    const req: Omit<AttackRequest, 'kind'> = {
      attacker: unit({ models: 5, files: 5, profile: P({ WS: 5, S: 5, I: 5, A: 1 }) }), target: unit({ models: 10, files: 5, profile: P({ A: 0, Ld: 6 }) }),
      combat: { sides: [{ strikes: 1 }, {}], units: [{ side: 1, unit: unit({ name: 'second', models: 5, files: 5, profile: P({ A: 0, Ld: 8 }) }) }] },
    };
    // 5 hits, 5 wounds: 5 of the 10 die; both units of side 1 lose by 5 and test, each on its own 2D6
    const rolled = round(req, { mode: 'given', rolls: [...Array(10).fill(4), 6, 6, 1, 1] }).combat.rolled!;
    expect(rolled.breakTests).toHaveLength(2);
    expect(rolled.difference).toBe(5);
    expect(rolled.breakTests.map((b) => [b.ld, b.outcome])).toEqual([[1, 'flee'], [3, 'pass']]);
    const odds = round(req).combat.odds!;
    const [, b1, b2] = odds.units!;
    expect(b2.meanModelsLost).toBe(0); // nobody strikes the second unit
    // the units test on their own dice: the side breaks somewhere with at least the likelier one's odds, at most both added
    expect(b2.pBreak).toBeGreaterThan(0);
    expect(odds.sides[1].pBreak).toBeGreaterThanOrEqual(Math.max(b1.pBreak, b2.pBreak) - 1e-12);
    expect(odds.sides[1].pBreak).toBeLessThanOrEqual(b1.pBreak + b2.pBreak + 1e-12);
    expect(b1.pBreak).toBeGreaterThan(b2.pBreak); // Ld 6 against Ld 8
  });
  it('exact odds equal every given-dice sequence of the whole round (1e-12)', () => {
    const req: Omit<AttackRequest, 'kind'> = {
      attacker: unit(), target: unit({ models: 2, files: 2, profile: P({ A: 0 }) }),
      combat: { sides: [{}, { morale: { unbreakable: true } }], units: [{ side: 0, unit: unit({ profile: P({ S: 4 }) }), facing: 'flank' }] },
    };
    const out = round(req);
    const all = everyGivenRoll((rolls) => round(req, { mode: 'given', rolls }));
    const diff = new Map<number, number>();
    for (const [o, p] of all) diff.set(o.combat.rolled!.scores[0] - o.combat.rolled!.scores[1], (diff.get(o.combat.rolled!.scores[0] - o.combat.rolled!.scores[1]) ?? 0) + p);
    const exact = new Map((out.distribution!.scoreDifference as Array<{ value: number; p: number }>).map((e) => [e.value, e.p]));
    for (const k of new Set([...diff.keys(), ...exact.keys()])) expect(Math.abs((diff.get(k) ?? 0) - (exact.get(k) ?? 0))).toBeLessThan(1e-12);
    // S3 and S4 against T3: 1/2 × 1/2 + 1/2 × 2/3
    expect(out.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 4 + 1 / 3, 12);
  });
  it('No More Foes per unit (L1771-1777): its wounds count, its other bonuses are ignored and it takes no test while the others fight on', () => {
    // unit 0 (charged, standard) kills unit 1, its only foe; unit 3 beats unit 2 (a separate fight of the same combat)
    const req: Omit<AttackRequest, 'kind'> = {
      attacker: unit({ name: 'victor', standard: true, profile: P({ S: 5, I: 5 }) }), target: unit({ name: 'victim', profile: P({ A: 0 }) }),
      combat: { sides: [{ charged: true }, {}], units: [
        { side: 0, unit: unit({ name: 'loser', models: 5, files: 5, profile: P({ A: 0, Ld: 7 }) }), strikes: 3 },
        { side: 1, unit: unit({ name: 'winner', profile: P({ A: 3 }) }), strikes: 2 },
      ] },
    };
    // I5: the victor hits (4) and wounds (4) the victim: destroyed; I3: the winner's 3 attacks hit (4, 4, 4) and wound (4, 4, 4);
    // side 0 scores its 1 wound only (no charge, no standard: the victor's bonuses are ignored), side 1 its 3: the loser tests alone
    const out = round(req, { mode: 'given', rolls: [4, 4, 4, 4, 4, 4, 4, 4, 3, 3] });
    const r = out.combat.rolled!;
    expect(r.woundsCaused).toEqual([1, 3]);
    expect(r.scores).toEqual([1, 3]);
    expect(r.parts[0]).toMatchObject({ wounds: 1 });
    expect([r.parts[0].charge ?? 0, r.parts[0].standard ?? 0]).toEqual([0, 0]);
    expect(r.breakTests.map((b) => [b.ld, b.outcome])).toEqual([[5, 'flee']]);
    expect(out.unusedRolls ?? []).toEqual([]);
    // exact: it kills the victim with P 1/2 × 5/6
    const odds = round(req).combat.odds!;
    expect(odds.units![1].pDestroyed).toBeCloseTo(5 / 12, 12);
    // every unit left has destroyed its foes: all winners, no test
    const both = round({ ...req, combat: { ...req.combat!, units: [{ ...req.combat!.units![0], unit: unit({ name: 'loser', profile: P({ A: 0 }) }) }, req.combat!.units![1]] } }, { mode: 'given', rolls: [4, 4, 4, 4, 4, 4, 4, 4] });
    expect(both.combat.rolled!).toMatchObject({ winner: null, breakTests: [] });
  });
  it('a unit in contact with two enemy units splits its attacks (L1520-1532): each rolled against its own target; exact = every given-dice sequence', () => {
    const req: Omit<AttackRequest, 'kind'> = {
      attacker: unit({ profile: P({ A: 2, I: 4 }) }), target: unit({ name: 'x', profile: P({ A: 0 }) }),
      combat: { sides: [{ splits: [{ unit: 2, attacks: 1 }] }, { morale: { unbreakable: true } }], units: [{ side: 1, unit: unit({ name: 'y', profile: P({ A: 0, T: 5 }) }), morale: { unbreakable: true } }] },
    };
    // one attack at x (T3: 4+ to wound), one at y (T5: 6+): 1/2 × 1/2 + 1/2 × 1/6
    const out = round(req);
    expect(out.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 4 + 1 / 12, 12);
    expect(out.combat.odds!.units!.map((u) => u.meanModelsLost)).toEqual([0, expect.closeTo(1 / 4, 12), expect.closeTo(1 / 12, 12)]);
    expect(out.combat.strikers.map((st: { name: string }) => st.name)).toContain('infantry → y');
    // given: the attack at x (4, 4), then the one split off at y (6, 5: no wound)
    const g = round(req, { mode: 'given', rolls: [4, 4, 6, 5] });
    expect(g.combat.rolled!.woundsCaused).toEqual([1, 0]);
    expect(g.combat.rolled!.modelsRemoved).toEqual([0, 1]);
    const all = everyGivenRoll((rolls) => round(req, { mode: 'given', rolls }));
    const diff = new Map<number, number>();
    for (const [o, p] of all) { const k = o.combat.rolled!.scores[0] - o.combat.rolled!.scores[1]; diff.set(k, (diff.get(k) ?? 0) + p); }
    const exact = new Map((out.distribution!.scoreDifference as Array<{ value: number; p: number }>).map((e) => [e.value, e.p]));
    for (const k of new Set([...diff.keys(), ...exact.keys()])) expect(Math.abs((diff.get(k) ?? 0) - (exact.get(k) ?? 0))).toBeLessThan(1e-12);
  });
  it('bad input: a split onto a friend or onto the unit it strikes, more attacks than the group has, an unknown group → 400 with pointers', () => {
    const fail = (r: Omit<AttackRequest, 'kind'>) => { try { round(r); } catch (e) { return (e as DomainError).issues.map((i) => i.path); } throw new Error('no error'); };
    const base = (splits: unknown, on: 0 | 1 = 0) => ({ attacker: unit({ profile: P({ A: 2 }) }), target: unit(), combat: { sides: on === 0 ? [{ splits }, {}] : [{}, {}], units: [{ side: 1 as const, unit: unit(), ...(on === 1 ? {} : {}) }, { side: 0 as const, unit: unit(), strikes: 1, ...(on === 1 ? { splits } : {}) }] } } as Omit<AttackRequest, 'kind'>);
    expect(fail(base([{ unit: 3, attacks: 1 }, { unit: 1, attacks: 0 }]))).toEqual(['/combat/sides/0/splits/0/unit', '/combat/sides/0/splits/1/unit', '/combat/sides/0/splits/1/attacks']);
    expect(fail(base([{ unit: 2, attacks: 3 }]))).toEqual(['/combat/sides/0/splits/0/attacks']);
    expect(fail(base([{ unit: 2, attacks: 1, group: 'champion' }]))).toEqual(['/combat/sides/0/splits/0/group']);
    expect(fail(base([{ unit: 2, attacks: 2 }], 1))).toEqual(['/combat/units/1/splits/0/attacks']);
  });
  it('bad input: a unit striking a friendly unit or a unit not in the combat → 400 with pointers', () => {
    const fail = (r: Omit<AttackRequest, 'kind'>) => { try { round(r); } catch (e) { return (e as DomainError).issues.map((i) => i.path); } throw new Error('no error'); };
    expect(fail({ attacker: unit(), target: unit(), combat: { units: [{ side: 0, unit: unit(), strikes: 0 }] } })).toEqual(['/combat/units/0/strikes']);
    expect(fail({ attacker: unit(), target: unit(), combat: { sides: [{ strikes: 5 }, {}] } })).toEqual(['/combat/sides/0/strikes']);
    expect(fail({ attacker: unit(), target: unit(), combat: { units: [{ side: 0, unit: { profile: { WS: 3 } } }] } })[0]).toBe('/combat/units/0/unit/profile/S');
  });
});
