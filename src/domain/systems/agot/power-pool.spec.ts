/**
 * The Power Pool caps every Power gain (AGoT 001_4bc5a92fd4dd1b7e.txt L53: 20 Power tokens per
 * house; L311-314: a house cannot put more components of a kind in play than it owns; L458-465: a
 * house takes Power tokens of its own house from the Pool). Each test gives a state where the
 * uncapped gain would be wrong.
 */
import { describe, expect, it } from '@jest/globals';
import { Explainer } from '../../core/explain.js';
import { resolveOptions } from '../../core/options.js';
import { resolveActions } from './actions.js';
import type { AreaState } from './board.js';
import { combatCapability } from './combat.js';
import type { CombatRequest } from './combat-types.js';
import { capGain, poolGain, tokensOnBoard } from './power-pool.js';

const F = { type: 'footman' as const };
const K = { type: 'knight' as const };

describe('AGoT Power Pool: 20 tokens per house (L53, L311-314, L458-465)', () => {
  it('a gain takes only the tokens still in the Pool: 20 − available − on the board − held in a bid', () => {
    expect(poolGain(3, 5, 2)).toEqual({ gained: 3, inPool: 13 });
    expect(poolGain(3, 17, 1)).toEqual({ gained: 2, inPool: 2 });
    expect(poolGain(2, 15, 2, 3)).toEqual({ gained: 0, inPool: 0 });
    expect(poolGain(2, 20, 0)).toEqual({ gained: 0, inPool: 0 });
    const board: AreaState[] = [{ id: 'the-reach', powerToken: 'tyrell' }, { id: 'blackwater', powerToken: 'tyrell' }, { id: 'kingswood', powerToken: 'baratheon' }];
    expect(tokensOnBoard(board, 'tyrell')).toBe(2);
    const ex = new Explainer();
    expect(capGain(ex, 'tyrell', 3, 17, 2)).toBe(1);
    expect(ex.steps[0]).toMatchObject({ rule: 'agot.power-pool', cite: '001_4bc5a92fd4dd1b7e.txt L53, L311-314, L458-465' });
  });

  it('Consolidate Power: King’s Landing gives 3, but with 17 available and 1 token on the board only 2 are left in the Pool (L1631-1641)', () => {
    const board: AreaState[] = [
      { id: 'kings-landing', owner: 'baratheon', units: [F], order: { type: 'consolidate' } },
      { id: 'kingswood', powerToken: 'baratheon' },
    ];
    const r = resolveActions({ board, consolidate: ['kings-landing'], power: { baratheon: 17 } });
    expect(r.result.consolidate[0]).toMatchObject({ gained: 2, lostToPool: 1 });
    expect(r.result.power).toEqual({ baratheon: 19 });
    expect(r.result.powerChange).toEqual({ baratheon: 2 });
    expect(r.explanation.map((e) => e.rule)).toContain('agot.power-pool');
    // Without the available Power the Pool cannot be counted: the printed gain
    expect(resolveActions({ board, consolidate: ['kings-landing'] }).result.consolidate[0]).toMatchObject({ gained: 3, lostToPool: 0 });
  });

  it('pillage: a raider with all 20 tokens out takes nothing from the Pool; the victim still discards 1 (L1385-1392)', () => {
    const board: AreaState[] = [
      { id: 'winterfell', owner: 'stark', units: [F], order: { type: 'raid' } },
      { id: 'white-harbor', owner: 'lannister', units: [F], order: { type: 'consolidate' } },
      { id: 'karhold', powerToken: 'stark' },
    ];
    const r = resolveActions({ board, raids: [{ from: 'winterfell', target: 'white-harbor' }], power: { stark: 19, lannister: 3 } }).result;
    expect(r.raids[0].pillage).toEqual({ gains: 'stark', loses: 'lannister', gained: 0 });
    expect(r.power).toEqual({ stark: 19, lannister: 2 });
    expect(r.powerChange).toEqual({ stark: 0, lannister: -1 });
  });

  it('Tywin Lannister: winning gains 2 Power, but only the tokens left in the Pool (got-board-game.md A.5 [EXT]; L458-465)', () => {
    const ctx = { rulesVersion: 'agot-2e', options: resolveOptions(combatCapability.options, {}), dice: { mode: 'exact' as const } };
    const fight = (availablePower: number | undefined, board: AreaState[] = []) =>
      combatCapability.run(
        {
          area: 'karhold',
          attacker: { house: 'lannister', from: 'winterfell', units: [F, K], card: 'tywin-lannister', availablePower },
          defender: { house: 'greyjoy', units: [F], card: 'dagmar-cleftjaw' },
          fiefdoms: ['greyjoy', 'lannister'],
          board,
        } as CombatRequest,
        ctx,
      ).result as { victor: string; powerChanges: unknown[]; cardEffects: unknown[] };
    expect(fight(19).victor).toBe('lannister');
    expect(fight(19).powerChanges).toEqual([{ house: 'lannister', change: 1, card: 'Tywin Lannister' }]);
    expect(fight(19).cardEffects).toEqual([{ card: 'Tywin Lannister', effect: 'gain 1 Power' }]);
    expect(fight(19, [{ id: 'the-reach', powerToken: 'lannister' }]).powerChanges).toEqual([{ house: 'lannister', change: 0, card: 'Tywin Lannister' }]);
    expect(fight(10).powerChanges).toEqual([{ house: 'lannister', change: 2, card: 'Tywin Lannister' }]);
    expect(fight(undefined).powerChanges).toEqual([{ house: 'lannister', change: 2, card: 'Tywin Lannister' }]);
  });
});
