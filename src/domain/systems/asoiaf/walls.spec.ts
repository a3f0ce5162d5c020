/**
 * Castle walls as the target of an attack (digest §3.5, §8.5): 000_4d85fd9897d069bf.txt L2418-2432 (2021),
 * 002_953a7ceb75253954.txt L1326 (2018). Melee only, no Defence rolls, no panic test, every hit a wound on the wall.
 * A Destructible terrain piece within 1" attacked in melee: removed, no dice (000 L1947-1949; 2018: removed by moving
 * through it, 002 L1141).
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { attacksCapability, resolveAttack, type AttackRequest } from './attacks.js';
import type { AttackProfile, UnitInput } from './units.js';
import type { WallInput } from './walls.js';

type Version = 'asoiaf-2021' | 'asoiaf-2018';
const ctx = (dice: DiceRequest = { mode: 'exact' }, rulesVersion: Version = 'asoiaf-2021') => ({ rulesVersion, dice, options: resolveOptions(attacksCapability.options, {}) });
const given = (...rolls: number[]): DiceRequest => ({ mode: 'given', rolls });
const guardsmen: UnitInput = { catalogueId: 'lannister-guardsmen', defense: 5, morale: 6 };
const blades = (keywords: AttackProfile['keywords'] = []): AttackProfile => ({ name: 'Blades', kind: 'melee', hit: 4, dice: [6, 5, 4], keywords });
const onWall = (over: Partial<AttackRequest> = {}, wall: WallInput = { wounds: 8, woundsLeft: 4 }): AttackRequest => ({ attacker: guardsmen, defender: { wall }, ...over });
const res = (o: { result: unknown }) => o.result as Record<string, any>;
const dist = (o: { distribution?: unknown }, q: string) => new Map(((o.distribution as Record<string, Array<{ value: number; p: number }>>)[q]).map((e) => [e.value, e.p]));
const C = (n: number, k: number): number => (k === 0 ? 1 : (C(n, k - 1) * (n - k + 1)) / k);

describe('castle walls (000 L2418-2432; 002 L1326)', () => {
  for (const v of ['asoiaf-2021', 'asoiaf-2018'] as const) {
    it(`${v}: no Defence roll, no panic: the wall takes every hit; 6 dice at 4+ against 4 wounds left → P(destroyed) = 22/64`, () => {
      const o = resolveAttack(onWall(), ctx({ mode: 'exact' }, v));
      const r = res(o);
      expect(r).toMatchObject({ target: 'castleWall', defenceOn: null, defenceModifier: 0, panicModifier: 0, wallWoundsLeft: 4, dice: 6 });
      expect(r.pPanicFailed).toBeUndefined();
      expect(r.pDestroyed).toBeCloseTo(22 / 64, 12);
      const w = dist(o, 'wounds');
      [0, 1, 2, 3].forEach((k) => expect(w.get(k)).toBeCloseTo(C(6, k) / 64, 12));
      expect(w.get(4)).toBeCloseTo(22 / 64, 12);
      expect(r.expected.hits).toBeCloseTo(3, 12);
      expect(o.explanation.map((s) => s.cite)).toContain(v === 'asoiaf-2021' ? '000_4d85fd9897d069bf.txt L2418-2432' : '002_953a7ceb75253954.txt L1326');
    });
  }

  it('a charge keeps its bonus against a wall: misses rerolled, each die hits with 3/4; all 6 wounds only with 6 hits → (3/4)^6', () => {
    const r = res(resolveAttack(onWall({ charge: true, profile: blades() }, { wounds: 6, woundsLeft: 6 }), ctx()));
    expect(r.chargeBonus).toBe(true);
    expect(r.expected.hits).toBeCloseTo(4.5, 12);
    expect(r.pDestroyed).toBeCloseTo((3 / 4) ** 6, 12);
  });

  it('given dice: only the attack dice are rolled (no Defence, no panic); Critical Blow doubles the 6 → 4 hits, 3 wounds left → destroyed', () => {
    const o = resolveAttack(onWall({ profile: blades(['criticalBlow', 'selfWoundOnOnes']) }, { wounds: 6, woundsLeft: 3 }), ctx(given(6, 1, 4, 3, 5, 2)));
    expect(res(o)).toMatchObject({ hits: 4, wounds: 3, totalWounds: 3, destroyed: true, attackerWounds: 1, attackerDestroyed: false });
    expect(o.rolls!.map((x) => x.purpose)).toEqual(Array(6).fill('attack dice'));
    expect(o.unusedRolls ?? []).toEqual([]);
  });

  it('Precision against a wall: the natural 6s are hits, not extra wounds (every hit and every direct wound is one wound)', () => {
    const r = res(resolveAttack(onWall({ profile: blades(['precision']) }, { wounds: 10 }), ctx(given(6, 6, 1, 1, 1, 1))));
    expect(r).toMatchObject({ hits: 2, wounds: 2, destroyed: false, wallWoundsLeft: 10 });
  });

  it('a ranged attack on a wall is refused: 422 wall_melee_only (walls are damaged only by charges and melee attacks)', () => {
    const ranged: AttackProfile = { name: 'Bows', kind: 'ranged', hit: 4, dice: [6, 5, 4], keywords: [] };
    for (const v of ['asoiaf-2021', 'asoiaf-2018'] as const) {
      expect(() => resolveAttack(onWall({ profile: ranged }), ctx({ mode: 'exact' }, v))).toThrow(expect.objectContaining({ code: 'impossible_state', issues: [expect.objectContaining({ path: '/profile/kind', code: 'wall_melee_only' })] }));
    }
  });

  it('bad wall inputs: unit fields beside `wall` (400 not_for_wall), more wounds left than wounds (400), an already destroyed wall (422)', () => {
    expect(() => resolveAttack({ attacker: guardsmen, defender: { wall: { wounds: 6 }, defense: 4, abilities: ['hinder'] } }, ctx())).toThrow(
      expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/defender/defense', code: 'not_for_wall' }), expect.objectContaining({ path: '/defender/abilities', code: 'not_for_wall' })] }),
    );
    expect(() => resolveAttack(onWall({}, { wounds: 3, woundsLeft: 4 }), ctx())).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/defender/wall/woundsLeft' })] }));
    expect(() => resolveAttack(onWall({}, { wounds: 3, woundsLeft: 0 }), ctx())).toThrow(expect.objectContaining({ code: 'impossible_state', issues: [expect.objectContaining({ code: 'destroyed' })] }));
    // `wall: null` (as a GraphQL client may send) is no wall: the defender is the unit
    expect(res(resolveAttack({ attacker: guardsmen, defender: { catalogueId: 'stark-sworn-swords', wall: null as never } }, ctx())).defenceOn).toBe(4);
  });
});

describe('a Destructible terrain piece attacked in melee (000 L1947-1949; 002 L1141)', () => {
  const piece = { destructible: true, distance: 0.5 };
  it('2021: within 1" a melee Attack action removes it, no dice rolled (given dice all unused); 2018: refused, version_mismatch (removed by moving through it)', () => {
    const o = resolveAttack({ attacker: guardsmen, defender: { terrain: piece } }, ctx(given(6, 6, 6)));
    expect(res(o)).toMatchObject({ target: 'destructibleTerrain', removed: true, dice: 0 });
    expect([o.rolls, o.unusedRolls]).toEqual([[], [6, 6, 6]]);
    expect(o.explanation.map((s) => s.cite)).toContain('000_4d85fd9897d069bf.txt L1947-1949');
    expect(() => resolveAttack({ attacker: guardsmen, defender: { terrain: piece } }, ctx({ mode: 'exact' }, 'asoiaf-2018'))).toThrow(
      expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/defender/terrain', code: 'version_mismatch' })] }),
    );
  });

  it('refused: a piece that is not Destructible, more than 1" away, a ranged attack, a charge — each at its pointer (422)', () => {
    const ranged: AttackProfile = { name: 'Bows', kind: 'ranged', hit: 4, dice: [6, 5, 4], keywords: [] };
    expect(() => resolveAttack({ attacker: guardsmen, defender: { terrain: { destructible: false, distance: 1.5 } }, profile: ranged, charge: true }, ctx())).toThrow(
      expect.objectContaining({
        code: 'impossible_state',
        issues: [
          expect.objectContaining({ path: '/defender/terrain/destructible', code: 'not_destructible' }),
          expect.objectContaining({ path: '/defender/terrain/distance', code: 'out_of_reach' }),
          expect.objectContaining({ path: '/profile/kind', code: 'melee_only' }),
          expect.objectContaining({ path: '/charge', code: 'not_a_charge_target' }),
        ],
      }),
    );
    expect(() => resolveAttack({ attacker: guardsmen, defender: { terrain: { destructible: true, distance: 1 } } }, ctx())).not.toThrow();
    expect(() => resolveAttack({ attacker: guardsmen, defender: { terrain: piece, wall: { wounds: 3 } } }, ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/defender/terrain', code: 'not_for_wall' })] }));
  });
});
