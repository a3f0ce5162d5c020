/**
 * The first-turn roll (004_1ae45c4b93e4399d.txt L526-533): both roll a D6, the player who finished deploying adds the
 * opponent's undeployed units (war machines as one, characters as one); ties rolled again (option firstTurnTie).
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { runSetup } from './fixtures.js';
import { finisherOdds, undeployedUnits } from './first-turn.js';

const roll = (finishedFirst: 'A' | 'B', undeployed: { units: number; warMachines: number; characters: number }, dice: any = { mode: 'exact' }, options = {}) =>
  runSetup({ firstTurnRoll: { finishedFirst, undeployed } }, options, dice);

describe('the first-turn roll (L526-533)', () => {
  it('undeployed units: three war machines count as one and two characters as one (L526-530)', () => {
    expect(undeployedUnits({ units: 2, warMachines: 3, characters: 2 })).toBe(4);
    expect(undeployedUnits({ units: 0, warMachines: 0, characters: 0 })).toBe(0);
  });

  it('hand-worked odds: +0 → 1/2; +1 → 21/31 (21 wins, 5 ties of 36); +2 → 13/16; +6 or more → 1; ties to the finisher: +0 → 7/12', () => {
    const p = (n: number, tie: 'reroll' | 'finishedFirst' = 'reroll') => {
      const r = roll('A', { units: n, warMachines: 0, characters: 0 }, { mode: 'exact' }, { firstTurnTie: tie }).result as any;
      return r.firstTurnRoll.pChooses.map((c: any) => c.fraction);
    };
    expect(p(0)).toEqual(['1/2', '1/2']);
    expect(p(1)).toEqual(['21/31', '10/31']);
    expect(p(2)).toEqual(['13/16', '3/16']);
    expect(p(6)).toEqual(['1/1', '0/1']);
    expect(p(0, 'finishedFirst')).toEqual(['7/12', '5/12']);
    const b = roll('B', { units: 1, warMachines: 0, characters: 0 }).result as any;
    expect(b.firstTurnRoll).toEqual({ finishedFirst: 'B', undeployedUnits: 1, pChooses: [{ side: 'A', p: 10 / 31, fraction: '10/31' }, { side: 'B', p: 21 / 31, fraction: '21/31' }] });
  });

  it('exact odds equal a brute force over both dice through the given-dice path, for bonuses 0-7 and both tie options', () => {
    for (const tie of ['reroll', 'finishedFirst'] as const) {
      for (let n = 0; n <= 7; n++) {
        let wins = 0;
        let decided = 0;
        for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
          try {
            const r = roll('B', { units: n, warMachines: 0, characters: 0 }, { mode: 'given', rolls: [a, b] }, { firstTurnTie: tie }).result as any;
            decided++;
            if (r.firstTurnRoll.chooser === 'B') wins++;
          } catch (e) {
            if (!(e instanceof DomainError && e.code === 'insufficient_dice')) throw e; // a tie rolled again
          }
        }
        const exact = finisherOdds(n, tie);
        expect([tie, n, wins / decided]).toEqual([tie, n, exact.num / exact.den]);
        const api = (roll('B', { units: n, warMachines: 0, characters: 0 }, { mode: 'exact' }, { firstTurnTie: tie }).result as any).firstTurnRoll.pChooses[1].p;
        expect(api).toBeCloseTo(wins / decided, 15);
      }
    }
  });

  it('given dice: A\'s die then B\'s, a tie rolled again with the bonus; seeded replays', () => {
    const r = roll('A', { units: 1, warMachines: 2, characters: 0 }, { mode: 'given', rolls: [2, 4, 5, 3, 6] });
    expect((r.result as any).firstTurnRoll).toEqual({ finishedFirst: 'A', undeployedUnits: 2, chooser: 'A', rolls: [[2, 4], [5, 3]], totals: [[4, 4], [7, 3]] });
    expect(r.rolls!.map((x) => x.value)).toEqual([2, 4, 5, 3]);
    expect(r.unusedRolls).toEqual([6]);
    expect((roll('A', { units: 1, warMachines: 2, characters: 0 }, { mode: 'given', rolls: [2, 4] }, { firstTurnTie: 'finishedFirst' }).result as any).firstTurnRoll.chooser).toBe('A');
    const s = roll('B', { units: 0, warMachines: 0, characters: 1 }, { mode: 'seeded', seed: 'ft' });
    expect(roll('B', { units: 0, warMachines: 0, characters: 1 }, { mode: 'seeded', seed: 'ft' })).toEqual(s);
    expect(s.explanation.map((e) => e.cite)).toContain('004_1ae45c4b93e4399d.txt L526-533');
  });
});
