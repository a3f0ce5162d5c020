/** Units and dice expressions (004_1ae45c4b93e4399d.txt): E1 (D3), E16 (duplicate rules), full ranks and hordes. */
import { describe, expect, it } from '@jest/globals';
import { GivenSampler } from '../../core/prob/samplers.js';
import { diceDist, parseDice, rollDice } from './dice-expr.js';
import { fullRanks, isHorde, resolveUnit } from './units.js';

const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };

describe('units and dice', () => {
  it('E1: a D3 is a D6 halved rounding up: 1-2 → 1, 3-4 → 2, 5-6 → 3 (L584-586)', () => {
    const d3 = parseDice('D3', '/x');
    expect([...diceDist(d3)].sort()).toEqual([[1, 1 / 3], [2, 1 / 3], [3, 1 / 3]]);
    expect([1, 2, 3, 4, 5, 6].map((f) => rollDice(d3, new GivenSampler([f]), 'x'))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(parseDice('2D6+1', '/x')).toEqual({ count: 2, sides: 6, plus: 1 });
  });
  it('E16: Magic Resistance (2) and (3) on one model is Magic Resistance (3) (L3098-3099)', () => {
    const u = resolveUnit({ profile: P, rules: [{ id: 'magicResistance', value: 2 }, { id: 'magicResistance', value: 3 }] }, 'unit');
    expect(u.rules.get('magicResistance')).toBe(3);
  });
  it('full ranks and hordes by troop type: 5/10, Monstrous 3/6, Monster 1; none for Skirmishers (L770-774, L2216-2219)', () => {
    const ranks = (troopType: string, models: number, files: number, rules: Array<{ id: string }> = []) => fullRanks(resolveUnit({ troopType: troopType as never, profile: P, models, files, rules }, 'u'));
    expect([ranks('infantry', 20, 5), ranks('infantry', 23, 5), ranks('infantry', 24, 4), ranks('monstrousInfantry', 6, 3), ranks('monster', 1, 1), ranks('infantry', 20, 5, [{ id: 'skirmishers' }])]).toEqual([4, 4, 0, 2, 1, 0]);
    expect(isHorde(resolveUnit({ profile: P, models: 40, files: 10 }, 'u'))).toBe(true);
    expect(isHorde(resolveUnit({ troopType: 'monstrousInfantry', profile: P, models: 12, files: 6 }, 'u'))).toBe(true);
  });
});
