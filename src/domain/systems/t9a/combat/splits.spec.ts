/**
 * Attacks split between the enemy units of a multiple combat (004_1ae45c4b93e4399d.txt L1520-1532: attacks are
 * allocated among the enemies in contact before any roll, a model with several attacks splits them as it wishes):
 * a character's attacks (`from`), and Random Attacks, whose one count is rolled before the split: its first n strike the
 * unit split off to, the rest the unit fought (L3163-3168, as for attacks directed at a character, L1525-1540). Fixed
 * dice by hand, the exact answers against every given-dice sequence, seeded runs against the exact mean.
 */
import { describe, expect, it } from '@jest/globals';
import { everyGivenRoll } from '../../../../../test/fixtures/every-roll.js';
import { DomainError } from '../../../core/errors.js';
import { P, round, unit } from '../../../../../test/fixtures/t9a-round.js';
import type { AttackRequest } from '../attacks/index.js';
import type { Split } from './pools.js';

type Req = Omit<AttackRequest, 'kind'>;
const given = (rolls: number[]) => ({ mode: 'given' as const, rolls });
const fail = (r: Req) => { try { round(r); } catch (e) { return (e as DomainError).issues.map((i) => `${i.path} ${i.code}`); } throw new Error('no error'); };
/** The exact score difference and each unit's models lost equal those of every given-dice sequence (1e-12). */
function exactMatchesEveryRoll(req: Req): void {
  const out = round(req);
  const diff = new Map<number, number>();
  const lost = [0, 0];
  for (const [o, p] of everyGivenRoll((rolls) => round(req, given(rolls)))) {
    const r = o.combat.rolled!;
    diff.set(r.scores[0] - r.scores[1], (diff.get(r.scores[0] - r.scores[1]) ?? 0) + p);
    lost[0] += p * r.modelsRemoved[0];
    lost[1] += p * r.modelsRemoved[1];
  }
  const exact = new Map((out.distribution!.scoreDifference as Array<{ value: number; p: number }>).map((e) => [e.value, e.p]));
  for (const k of new Set([...diff.keys(), ...exact.keys()])) expect(Math.abs((diff.get(k) ?? 0) - (exact.get(k) ?? 0))).toBeLessThan(1e-12);
  [0, 1].forEach((s) => expect(Math.abs(out.combat.odds!.sides[s].meanModelsLost - lost[s])).toBeLessThan(1e-12));
}

const HERO = unit({ name: 'hero', profile: P({ WS: 4, S: 4, I: 5, A: 2 }) });
/** Side 0: a unit with a hero that splits `splits` between x (combat unit 1, T3) and y (combat unit 2, T5, 3 models). */
const twoFoes = (splits: Split[], hero = HERO): Req => ({
  attacker: unit({ name: 'guard', profile: P({ A: 0 }) }), target: unit({ name: 'x', profile: P({ A: 0 }) }),
  combat: {
    sides: [{ characters: [hero], splits, morale: { unbreakable: true } }, { morale: { unbreakable: true } }],
    units: [{ side: 1, unit: unit({ name: 'y', models: 3, files: 3, profile: P({ T: 5, A: 0 }) }), morale: { unbreakable: true } }],
  },
});

describe('a character\'s attacks split between enemy units (L1520-1532)', () => {
  it('given dice: one of the hero\'s 2 attacks at x (3+, 3+), one split off at y (3+, 5+ against T5)', () => {
    // I5: the hero's attack at x hits 3, wounds 3; then the one split off at y: hit 3, wound 5
    const out = round(twoFoes([{ from: 0, unit: 2, attacks: 1 }]), given([3, 3, 3, 5]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 2] });
    expect(out.unusedRolls ?? []).toEqual([]);
    const strikers = out.combat.strikers;
    expect(strikers.find((s) => s.name === 'hero')!.groups[0]).toMatchObject({ attacks: 1, toWound: 3 });
    expect(strikers.find((s) => s.name === 'hero → y')!.groups[0]).toMatchObject({ label: 'front rank → y', attacks: 1, toHit: '3+', toWound: 5 });
  });
  it('exact: 2/3 × 2/3 at x and 2/3 × 1/3 at y, per unit; equal to every given-dice sequence', () => {
    const r = twoFoes([{ from: 0, unit: 2, attacks: 1 }]);
    const o = round(r).combat.odds!;
    expect(o.sides[0].meanWoundsCaused).toBeCloseTo(4 / 9 + 2 / 9, 12);
    expect(o.units!.map((u) => u.meanModelsLost)).toEqual([0, expect.closeTo(4 / 9, 12), expect.closeTo(2 / 9, 12)]);
    exactMatchesEveryRoll(r);
  });
  it('seeded runs replay by seed and stay within 4 SE of the exact mean wounds', () => {
    const r = twoFoes([{ from: 0, unit: 2, attacks: 1 }], { ...HERO, profile: P({ WS: 4, S: 4, I: 5, A: 4 }) });
    expect(round(r, { mode: 'seeded', seed: 'split' })).toEqual(round(r, { mode: 'seeded', seed: 'split' }));
    const n = 400;
    const xs = Array.from({ length: n }, (_, i) => round(r, { mode: 'seeded', seed: `split${i}` }).combat.rolled!.woundsCaused[0]);
    const m = xs.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (n - 1));
    expect(Math.abs(m - round(r).combat.odds!.sides[0].meanWoundsCaused)).toBeLessThan((4 * sd) / Math.sqrt(n));
  });
  it('both attacks split off leave the hero none at x: all its wounds land on y', () => {
    const out = round(twoFoes([{ from: 0, unit: 2, attacks: 2 }]));
    expect(out.combat.strikers.find((s) => s.name === 'hero')!.groups).toEqual([]);
    expect(out.combat.odds!.units![1].meanModelsLost).toBe(0);
    expect(out.combat.odds!.units![2].meanModelsLost).toBeCloseTo(2 * (2 / 3) * (1 / 3), 12);
  });
  it('a character\'s split and its attacks directed at a character are served from the same attacks (L1525-1540)', () => {
    const r: Req = { ...twoFoes([{ from: 0, unit: 2, attacks: 1 }], { ...HERO, profile: P({ WS: 4, S: 4, I: 5, A: 1 }) }) };
    r.combat!.sides![0].allocations = [{ from: 0, attacks: 1, character: 0 }];
    r.combat!.sides![1].characters = [unit({ name: 'captain', profile: P({ A: 0 }) })];
    expect(fail(r)).toEqual(['/combat/sides/0/splits/0/attacks range']);
  });
  it('bad input: a friend, the unit it strikes, too many attacks, no such character, a unit\'s split from a character → 400 with pointers', () => {
    expect(fail(twoFoes([{ from: 0, unit: 0, attacks: 1 }, { from: 0, unit: 1, attacks: 1 }]))).toEqual(['/combat/sides/0/splits/0/unit range', '/combat/sides/0/splits/1/unit same_unit']);
    expect(fail(twoFoes([{ from: 0, unit: 2, attacks: 3 }]))).toEqual(['/combat/sides/0/splits/0/attacks range']);
    expect(fail(twoFoes([{ from: 1, unit: 2, attacks: 1 }]))).toEqual(['/combat/sides/0/splits/0/from range']);
    expect(fail(twoFoes([{ from: 0, unit: 2, attacks: 1, group: 'supporting' }]))).toEqual(['/combat/sides/0/splits/0/group unknown_group']);
    const units: Req = { attacker: unit(), target: unit(), combat: { units: [{ side: 1, unit: unit({ name: 'y' }), strikes: 0, splits: [{ from: 0, unit: 3, attacks: 1 }] }, { side: 0, unit: unit({ name: 'z' }) }] } };
    expect(fail(units)).toEqual(['/combat/units/0/splits/0/from range']);
  });
  it('the designated character of a refused challenge splits nothing (L2743-2750)', () => {
    const r = twoFoes([{ from: 0, unit: 2, attacks: 1 }]);
    r.attacker = { ...r.attacker, champion: true, models: 5, files: 5 };
    r.combat!.sides![1] = { ...r.combat!.sides![1], challenge: { champion: true } };
    r.target = { ...r.target, champion: true, models: 5, files: 5 };
    r.combat!.sides![0] = { ...r.combat!.sides![0], challenge: { refused: true, designated: 0 } };
    expect(fail(r)).toEqual(['/combat/sides/0/splits/0/from silenced']);
  });
});

describe('Random Attacks split off to another unit (L1520-1532, L3163-3168)', () => {
  /** A D3 Random Attacks model (I4) fighting x (2 models, T3) that splits `attacks` off at y (3 models, T5). */
  const ra = (splits: Split[], ws = 3, allocations?: Array<{ attacks: number; character: number }>): Req => ({
    attacker: unit({ name: 'beast', profile: P({ I: 4 }), rules: [{ id: 'randomAttacks', value: 'D3' }] }),
    target: unit({ name: 'x', models: 2, files: 2, profile: P({ WS: ws, A: 0 }) }),
    combat: {
      sides: [{ splits, allocations, morale: { unbreakable: true } }, { morale: { unbreakable: true }, characters: allocations ? [unit({ name: 'captain', profile: P({ A: 0 }) })] : undefined }],
      units: [{ side: 1, unit: unit({ name: 'y', models: 3, files: 3, profile: P({ WS: ws, T: 5, A: 0 }) }), morale: { unbreakable: true } }],
    },
  });
  it('given dice: the D3 rolled once (a 5: 3 attacks), the first at y (hit 4, wound 6), the other 2 at x (hits 4, 4, wounds 4, 1)', () => {
    const out = round(ra([{ unit: 2, attacks: 1 }]), given([5, 4, 6, 4, 4, 4, 1]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 2] });
    expect(out.unusedRolls ?? []).toEqual([]);
    expect(out.rolls!.filter((r) => r.purpose === 'attacks')).toHaveLength(1);
    expect(out.combat.strikers.find((s) => s.name === 'beast → y')!.groups[0]).toMatchObject({ label: 'front rank → y', attacks: 1, toWound: 6 });
    expect(out.combat.strikers.find((s) => s.name === 'beast')!.groups).toEqual([]);
  });
  it('exact: y takes the first of the count (1/2 × 1/6), x the rest (E[D3] − 1 = 1 attack, 1/2 × 1/2); the shares of one roll are joint', () => {
    const o = round(ra([{ unit: 2, attacks: 1 }])).combat.odds!;
    expect(o.units!.map((u) => u.meanModelsLost)).toEqual([0, expect.closeTo(1 / 4, 12), expect.closeTo(1 / 12, 12)]);
    // two shares of one count are not independent: with 2 split off, y gets min(2, D3) and x what is left
    const two = round(ra([{ unit: 2, attacks: 2 }])).combat.odds!;
    expect(two.units![2].meanModelsLost).toBeCloseTo((1 / 3 + 2 * (2 / 3)) * (1 / 12), 12);
    expect(two.units![1].meanModelsLost).toBeCloseTo((1 / 3) * (1 / 4), 12);
  });
  it('exact = every given-dice sequence of the whole round (WS0 targets: automatic hits, so every sequence is short)', () => {
    exactMatchesEveryRoll(ra([{ unit: 2, attacks: 1 }], 0));
  });
  it('seeded runs replay by seed and stay within 4 SE of the exact mean wounds', () => {
    const r = ra([{ unit: 2, attacks: 2 }]);
    r.attacker = { ...r.attacker, models: 5, files: 5 };
    expect(round(r, { mode: 'seeded', seed: 'ra' })).toEqual(round(r, { mode: 'seeded', seed: 'ra' }));
    const n = 400;
    const xs = Array.from({ length: n }, (_, i) => round(r, { mode: 'seeded', seed: `ra${i}` }).combat.rolled!.woundsCaused[0]);
    const m = xs.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (n - 1));
    expect(Math.abs(m - round(r).combat.odds!.sides[0].meanWoundsCaused)).toBeLessThan((4 * sd) / Math.sqrt(n));
  });
  it('bad input: more than the group can roll, a second share of the one count → 400 with pointers', () => {
    expect(fail(ra([{ unit: 2, attacks: 4 }]))).toEqual(['/combat/sides/0/splits/0/attacks range']);
    expect(fail(ra([{ unit: 2, attacks: 1 }, { unit: 2, attacks: 1 }]))).toEqual(['/combat/sides/0/splits/0/group random_attacks']);
    expect(fail(ra([{ unit: 2, attacks: 1 }], 3, [{ attacks: 1, character: 0 }]))).toEqual(['/combat/sides/0/splits/0/group random_attacks']);
  });
});
