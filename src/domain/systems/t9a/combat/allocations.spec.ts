/**
 * Attacks directed at characters in a combat round (004_1ae45c4b93e4399d.txt L1525-1540): a model in base contact
 * with a character may direct its attacks at it, rolled against the character's own WS, T, armour and W; the rest
 * of the group strikes the R&F. Exact answers against every given-dice sequence of the whole request.
 */
import { describe, expect, it } from '@jest/globals';
import { everyGivenRoll } from '../../../../../test/fixtures/every-roll.js';
import { DomainError } from '../../../core/errors.js';
import { P, round, unit } from '../../../../../test/fixtures/t9a-round.js';
import type { AttackRequest } from '../attacks/index.js';

const HERO = unit({ name: 'hero', profile: P({ WS: 7, T: 4, W: 2, A: 0, Ld: 9 }) });

describe('attacks directed at a character (L1525-1540)', () => {
  const req = (allocations: Array<{ attacks: number; character: number; group?: string; from?: number }>, attackers = 3): Omit<AttackRequest, 'kind'> => ({
    attacker: unit({ models: attackers, files: attackers, profile: P({ I: 4 }) }), target: unit({ models: 3, files: 3, profile: P({ A: 0 }) }),
    combat: { sides: [{ allocations }, { characters: [HERO], morale: { unbreakable: true } }] },
  });
  it('given dice: 1 front-rank attack at the hero (WS7: 5+ to hit, T4: 5+ to wound), 2 at the R&F (4+, 4+)', () => {
    // unit's 2 attacks at the R&F: hits 4, 4; wounds 4, 1 → 1 wound; then the directed attack: hit 5, wound 5 → 1 wound on the hero
    const out = round(req([{ attacks: 1, character: 0 }]), { mode: 'given', rolls: [4, 4, 4, 1, 5, 5] });
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 1] });
    const directed = out.combat.strikers.find((s) => s.name.includes('→'))!;
    expect(directed.groups[0]).toMatchObject({ attacks: 1, toHit: '5+', toWound: 5 });
    expect(out.combat.strikers[0].groups[0]).toMatchObject({ label: 'front rank', attacks: 2, toHit: '4+' });
  });
  it('the hero\'s wounds count in the combat score; its W2 keeps it alive at 1 wound, a second slays it', () => {
    const alive = round(req([{ attacks: 3, character: 0 }]), { mode: 'given', rolls: [5, 5, 1, 6, 1] });
    expect(alive.combat.rolled).toMatchObject({ woundsCaused: [1, 0], modelsRemoved: [0, 0], destroyed: [false, false] });
    const slain = round(req([{ attacks: 3, character: 0 }]), { mode: 'given', rolls: [5, 5, 1, 6, 6] });
    expect(slain.combat.rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 1], destroyed: [false, false] });
  });
  it('exact odds equal every given-dice sequence of the whole round (1e-12), and differ from striking the R&F', () => {
    const r = req([{ attacks: 1, character: 0 }], 2);
    const out = round(r);
    const all = everyGivenRoll((rolls) => round(r, { mode: 'given', rolls }));
    const caused = new Map<number, number>();
    let lost = 0;
    for (const [o, p] of all) { const w = o.combat.rolled!.woundsCaused[0]; caused.set(w, (caused.get(w) ?? 0) + p); lost += p * o.combat.rolled!.modelsRemoved[1]; }
    const exact = new Map((out.distribution!.woundsCausedByAttacker as Array<{ value: number; p: number }>).map((e) => [e.value, e.p]));
    for (const k of new Set([...caused.keys(), ...exact.keys()])) expect(Math.abs((caused.get(k) ?? 0) - (exact.get(k) ?? 0))).toBeLessThan(1e-12);
    expect(out.combat.odds!.sides[1].meanModelsLost).toBeCloseTo(lost, 12);
    // against the R&F the same attack hits on 4+ and wounds on 4+: 1/4 + 1/4; at the hero 1/3 × 1/3 = 1/9
    expect(out.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 4 + 1 / 9, 12);
    expect(round({ ...r, combat: { sides: [{}, r.combat!.sides![1]] } }).combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 2, 12);
  });
  it('a character may direct its own attacks at an enemy character (from)', () => {
    const duel = { ...req([]), combat: { sides: [{ characters: [unit({ name: 'champ', profile: P({ WS: 6, S: 5, A: 2, I: 6 }) })], allocations: [{ from: 0, attacks: 2, character: 0 }] }, { characters: [HERO], morale: { unbreakable: true } }] } };
    const out = round(duel);
    // WS6 against WS6: 4+; S5 against T4: 3+ → 2 × 1/2 × 2/3
    const directed = out.combat.strikers.find((s) => s.name === 'champ → hero')!;
    expect(directed.groups[0]).toMatchObject({ attacks: 2, toHit: '4+', toWound: 3 });
    expect(out.combat.strikers.find((s) => s.name === 'champ')!.groups).toEqual([]);
  });
  it('casualties before the step take the directed attacks last (served first from what is left)', () => {
    // the target strikes first at I5 and kills 2 of 3 attackers: 1 attack left, it goes to the hero
    const r = { attacker: unit({ models: 3, files: 3, profile: P({ I: 2 }) }), target: unit({ models: 3, files: 3, profile: P({ I: 5, A: 1 }) }), combat: { sides: [{ allocations: [{ attacks: 1, character: 0 }], morale: { unbreakable: true } }, { characters: [HERO], morale: { unbreakable: true } }] } };
    const out = round(r, { mode: 'given', rolls: [4, 4, 1, 4, 4, 5, 5] });
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [1, 2], modelsRemoved: [2, 0] });
  });
  it('bad input: no enemy character, too many attacks, an unknown group, Random Attacks → 400 with pointers', () => {
    const fail = (r: Omit<AttackRequest, 'kind'>) => { try { round(r); } catch (e) { return (e as DomainError).issues.map((i) => i.path); } throw new Error('no error'); };
    expect(fail(req([{ attacks: 1, character: 1 }]))).toEqual(['/combat/sides/0/allocations/0/character']);
    expect(fail(req([{ attacks: 2, character: 0 }, { attacks: 2, character: 0 }]))).toEqual(['/combat/sides/0/allocations/1/attacks']);
    expect(fail(req([{ attacks: 1, character: 0, group: 'supporting' }]))).toEqual(['/combat/sides/0/allocations/0/group']);
    expect(fail(req([{ attacks: 0, character: 0, from: 2 }]))).toEqual(['/combat/sides/0/allocations/0/from', '/combat/sides/0/allocations/0/attacks']);
    // Random Attacks are rolled once per group: one share of it can be directed, at one character (L3163-3168)
    const ra = req([{ attacks: 1, character: 0 }, { attacks: 1, character: 0 }]);
    expect(fail({ ...ra, attacker: unit({ models: 3, files: 3, rules: [{ id: 'randomAttacks', value: 'D3' }] }) })).toEqual(['/combat/sides/0/allocations/0/group']);
  });
  it('Random Attacks (L3163-3168) directed at a character (L1525-1540): the first n of the one count rolled go to it, the rest to the R&F', () => {
    const r: Omit<AttackRequest, 'kind'> = { ...req([{ attacks: 1, character: 0 }], 1), attacker: unit({ rules: [{ id: 'randomAttacks', value: 'D3' }], profile: P({ I: 4 }) }) };
    // D3 attacks: one at the hero (5+, 5+: 1/9), the other 0, 1 or 2 at the R&F (4+, 4+: 1/4 each, mean 1)
    const out = round(r);
    expect(out.combat.odds!.sides[0].meanWoundsCaused).toBeCloseTo(1 / 9 + 1 / 4, 12);
    expect(out.combat.strikers.map((st) => st.name)).toContain('infantry → hero');
    // given: the count die 5 (D3 = 3), the hero's attack 5, 5 (a wound), then 2 at the R&F: hits 4, 4, wounds 4, 1
    const g = round(r, { mode: 'given', rolls: [5, 5, 5, 4, 4, 4, 1] });
    expect(g.combat.rolled).toMatchObject({ woundsCaused: [2, 0], modelsRemoved: [0, 1] });
    expect(g.unusedRolls ?? []).toEqual([]);
    // the exact score difference against every given-dice sequence of the whole round
    const all = everyGivenRoll((rolls) => round(r, { mode: 'given', rolls }));
    const diff = new Map<number, number>();
    for (const [o, p] of all) { const k = o.combat.rolled!.scores[0] - o.combat.rolled!.scores[1]; diff.set(k, (diff.get(k) ?? 0) + p); }
    const exact = new Map((out.distribution!.scoreDifference as Array<{ value: number; p: number }>).map((e) => [e.value, e.p]));
    for (const k of new Set([...diff.keys(), ...exact.keys()])) expect(Math.abs((diff.get(k) ?? 0) - (exact.get(k) ?? 0))).toBeLessThan(1e-12);
  });
});
