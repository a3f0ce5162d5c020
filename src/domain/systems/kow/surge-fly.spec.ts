import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { resolveAttack, type AttackRequest } from './attacks.js';
import type { UnitInput } from './units.js';

/*
 * Kings of War Surge with Fly, given the extent of what lies along the move (`spell.path.along`).
 * Seed 003_80333abf01c9832d.txt L1212-1214 (Surge: each hit moves the unit a full inch straight forward, "deteniéndose
 * únicamente para mantenerse fuera de contacto de otras unidades amigas o terreno infranqueable"), L897-899 (Fly: "puede
 * moverse a través de cualquier cosa (terreno infranqueable, unidades enemigas, unidades amigas ...), pero aun así no
 * pueden aterrizar encima de ellas"), L899-904 (Fly: Hindered only if it ends on or in contact with the terrain),
 * L1223-1225 (Surge through difficult terrain or an obstacle is Hindered as usual). Tests marked OLD FAILED failed
 * before `along` existed (the path was distances only, so a Flying unit stopped at the first friend or was moved onto it).
 */
const ctx = (dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options: {}, dice });
const unit = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [], ...over });
const wizard = unit({ type: 'Hero', heroSub: 'Inf', size: 'Single', att: 1, ra: 5 });
const shambling = unit({ specialRules: [{ id: 'shambling' }] });
const flyer = unit({ specialRules: [{ id: 'shambling' }, { id: 'fly' }] });
type Path = NonNullable<NonNullable<AttackRequest['spell']>['path']>;
const surge = (n: number, path: Path, target = flyer, dice: DiceRequest = { mode: 'exact' }) =>
  resolveAttack({ kind: 'spell', attacker: wizard, target, spell: { id: 'surge', n, path } } as AttackRequest, ctx(dice));
const dist = (out: ReturnType<typeof surge>, q: string) => out.distribution![q] as Array<{ value: number | string; p: number }>;
/** Surge(4): hits ~ Binomial(4, 1/2) (4+ on each die, L1117-1135). */
const B4 = [1, 4, 6, 4, 1].map((k) => k / 16);

describe('KoW Surge with Fly: over friends and impassable terrain, never ending on them (L897-899, L1212-1214)', () => {
  const friend: Path = { along: [{ kind: 'friend', from: 1, to: 2.5 }] };
  it('OLD FAILED: exact — a friend from 1" to 2.5": 2 hits would end over it, so it stops at 1"; 3 or 4 hits fly past it', () => {
    const out = surge(4, friend);
    // hits 0 → 0", 1 → 1", 2 → 1" (stopped before the friend), 3 → 3", 4 → 4"
    expect(dist(out, 'surgeDistance')).toEqual([
      { value: 0, p: B4[0] },
      { value: 1, p: B4[1] + B4[2] },
      { value: 3, p: B4[3] },
      { value: 4, p: B4[4] },
    ]);
    expect(dist(out, 'surgeDistance').reduce((t, e) => t + e.p, 0)).toBe(1);
  });
  it('a unit without Fly stops out of contact with the friend whatever the hits (L1212-1214)', () => {
    expect(dist(surge(4, friend, shambling), 'surgeDistance')).toEqual([
      { value: 0, p: B4[0] },
      { value: 1, p: 1 - B4[0] },
    ]);
  });
  it('OLD FAILED: impassable terrain from 0.5" to 1.5" and an enemy 2" ahead: Fly charges on 2 hits (P = 1/4), the unit without Fly never', () => {
    const path: Path = { enemy: 2, along: [{ kind: 'impassable', from: 0.5, to: 1.5 }] };
    expect(surge(2, path).result.spellEffect).toMatchObject({ id: 'surge', pCharge: 1 / 4 });
    // 1 hit would end over the rock: it stops at 0.5"
    expect(dist(surge(2, path), 'surgeDistance')).toEqual([
      { value: 0, p: 1 / 4 },
      { value: 0.5, p: 1 / 2 },
      { value: 2, p: 1 / 4 },
    ]);
    expect(surge(2, path, shambling).result.spellEffect).toMatchObject({ pCharge: 0 });
    expect(surge(2, path, flyer, { mode: 'given', rolls: [6, 6] }).result.outcome!.surge).toEqual({ distance: 2, charges: true, hindered: false });
  });
  it('an enemy whose contact place is over a friend cannot be charged: the unit stops before the friend', () => {
    const path: Path = { enemy: 2, along: [{ kind: 'friend', from: 1.5, to: 3 }] };
    expect(surge(3, path, flyer, { mode: 'given', rolls: [6, 6, 6] }).result.outcome!.surge).toEqual({ distance: 1.5, charges: false, hindered: false });
  });
  it('overlapping elements: stopped before one, it is still over another, so it stops before that one too', () => {
    const path: Path = { along: [{ kind: 'friend', from: 2.5, to: 4 }, { kind: 'impassable', from: 1, to: 3 }] };
    expect(surge(3, path, flyer, { mode: 'given', rolls: [6, 6, 6] }).result.outcome!.surge!.distance).toBe(1);
  });
  it('the scalar forms keep their meaning (extent unknown: the unit stops at it even with Fly)', () => {
    expect(surge(3, { friend: 1 }, flyer, { mode: 'given', rolls: [6, 6, 6] }).result.outcome!.surge!.distance).toBe(1);
    expect(surge(3, { impassable: 1.5, enemy: 2 }, flyer).result.spellEffect).toMatchObject({ pCharge: 0 });
  });
});

describe('KoW Surge with Fly: an enemy in the way is a charge at contact, never flown past (L1214-1216, L324-325, L897-899)', () => {
  it('Surge(4), enemy 1.5" ahead: 2, 3 or 4 hits all end at 1.5" in a charge, however many inches were left', () => {
    const out = surge(4, { enemy: 1.5 });
    expect(dist(out, 'surgeDistance')).toEqual([
      { value: 0, p: B4[0] },
      { value: 1, p: B4[1] },
      { value: 1.5, p: B4[2] + B4[3] + B4[4] },
    ]);
    expect(out.result.spellEffect).toMatchObject({ pCharge: B4[2] + B4[3] + B4[4] });
    expect(surge(4, { enemy: 1.5 }, flyer, { mode: 'given', rolls: [6, 6, 6, 6] }).result.outcome!.surge).toEqual({ distance: 1.5, charges: true, hindered: false });
  });
});

describe('KoW Surge with Fly: Hindered only when it ends on or touching the terrain (L899-904, L1223-1225)', () => {
  const given = { mode: 'given' as const, rolls: [6, 6, 6] };
  it('OLD FAILED: difficult terrain passed over (0.5-1.2") does not hinder a Flying Surge charge; the same terrain under the end (1.5-2.5") does', () => {
    expect(surge(3, { enemy: 2, along: [{ kind: 'difficult', from: 0.5, to: 1.2 }] }, flyer, given).result.outcome!.surge).toEqual({ distance: 2, charges: true, hindered: false });
    expect(surge(3, { enemy: 2, along: [{ kind: 'difficult', from: 1.5, to: 2.5 }] }, flyer, given).result.outcome!.surge).toEqual({ distance: 2, charges: true, hindered: true });
    // touching it at the end counts ("o en contacto", L903)
    expect(surge(3, { enemy: 2, along: [{ kind: 'obstacle', from: 2, to: 2.5 }] }, flyer, given).result.outcome!.surge!.hindered).toBe(true);
    // without Fly, crossing any part hinders (L641-642, L1223-1225)
    expect(surge(3, { enemy: 2, along: [{ kind: 'difficult', from: 0.5, to: 1.2 }] }, shambling, given).result.outcome!.surge!.hindered).toBe(true);
  });
  it('exact: pHindered follows the hits', () => {
    // Surge(3), enemy 2" ahead, an obstacle from 1" to 1.2": Fly charges on 2 or 3 hits (P = 1/2) and is never Hindered
    const out = surge(3, { enemy: 2, along: [{ kind: 'obstacle', from: 1, to: 1.2 }] });
    expect(out.result.spellEffect).toMatchObject({ pCharge: 1 / 2, pHindered: 0 });
    expect(surge(3, { enemy: 2, along: [{ kind: 'obstacle', from: 1, to: 1.2 }] }, shambling).result.spellEffect).toMatchObject({ pCharge: 1 / 2, pHindered: 1 / 2 });
  });
});

describe('KoW Surge path.along: bad input is a 400 with a pointer', () => {
  const err = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e as { code: string; issues: Array<{ path: string }> };
    }
    throw new Error('no error');
  };
  it('every bad interval named; to before from; endsOnTerrain with terrain extents; along on Wind Blast', () => {
    const bad = err(() => surge(2, { along: [{ kind: 'friend', from: 2, to: 1 }, { kind: 'river', from: 0, to: 1 } as never, { kind: 'obstacle', from: -1, to: 1 }] }));
    expect(bad.code).toBe('invalid_input');
    expect(bad.issues.map((i) => i.path)).toEqual(['/spell/path/along/0/to', '/spell/path/along/1/kind', '/spell/path/along/2/from']);
    expect(err(() => surge(2, { endsOnTerrain: true, along: [{ kind: 'difficult', from: 0, to: 1 }] })).issues.map((i) => i.path)).toEqual(['/spell/path/endsOnTerrain']);
    const blast = err(() => resolveAttack({ kind: 'spell', attacker: wizard, target: unit(), facing: 'front', spell: { id: 'windBlast', n: 2, path: { along: [] } } } as AttackRequest, ctx()));
    expect(blast.issues.map((i) => i.path)).toEqual(['/spell/path/along']);
  });
});
