import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { runScoring } from './scoring.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }, scoreIncludesOptions = true): RulesContext => ({ rulesVersion: 'kow-2e', options: { scoreIncludesOptions }, dice });
const game = (a: number, b: number, extra: number = 0) => ({ pointsLimit: 2000, players: [{ name: 'A', routedEnemies: [{ pts: a, optionsPts: extra }] }, { name: 'B', routedEnemies: [{ pts: b }] }] });

describe('KoW kill points (003_80333abf01c9832d.txt L1284-1291)', () => {
  it('EX-14: at 2000 points a margin of 200 wins, 199 is a draw', () => {
    expect(runScoring(game(700, 500), ctx()).result).toMatchObject({ winner: 'A', draw: false, marginNeeded: 200 });
    expect(runScoring(game(699, 500), ctx()).result).toMatchObject({ winner: null, draw: true });
    expect(runScoring(game(0, 0), ctx()).result.draw).toBe(true);
  });
  it('options count towards the score unless turned off (engine decision §12 item 20)', () => {
    expect(runScoring(game(650, 500, 50), ctx()).result.winner).toBe('A');
    expect(runScoring(game(650, 500, 50), ctx({ mode: 'exact' }, false)).result.winner).toBeNull();
  });
  it('game end after turn 6: exactly 1/2 for one more turn each; given 4 means an extra turn (L1273-1278)', () => {
    expect(runScoring({ ...game(0, 0), gameEndRoll: true }, ctx()).result.gameEnd).toEqual({ pEndsAfterTurnSix: 0.5, pExtraTurnEach: 0.5 });
    expect(runScoring({ ...game(0, 0), gameEndRoll: true }, ctx({ mode: 'given', rolls: [4] })).result.gameEnd).toEqual({ extraTurn: true });
    expect(runScoring({ ...game(0, 0), gameEndRoll: true }, ctx({ mode: 'given', rolls: [3] })).result.gameEnd).toEqual({ extraTurn: false });
  });
  it('bad inputs are invalid_input', () => {
    expect(() => runScoring({ ...game(-5, 0) }, ctx())).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    expect(() => runScoring({ pointsLimit: 2000, players: [] }, ctx())).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});
