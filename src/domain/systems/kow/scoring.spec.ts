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

describe('KoW game length by agreement or a time limit (003_80333abf01c9832d.txt L1280-1282)', () => {
  const length = (gameLength: Record<string, unknown>) => runScoring({ ...game(700, 500), gameLength } as never, ctx()).result.length;
  it('agreed turns: 4 each agreed, after 4 and 3 the second player has one more turn; after 4 and 4 it is over', () => {
    expect(length({ mode: 'agreedTurns', turns: 4, turnsPlayed: [4, 3] })).toEqual({ mode: 'agreedTurns', over: false, turnsToPlay: [0, 1] });
    expect(length({ mode: 'agreedTurns', turns: 4, turnsPlayed: [4, 4] })).toEqual({ mode: 'agreedTurns', over: true, turnsToPlay: [0, 0] });
  });
  it('time limit: play on until time is up, then until both have had the same number of turns', () => {
    expect(length({ mode: 'timeLimit', turnsPlayed: [3, 2] })).toEqual({ mode: 'timeLimit', over: false, turnsToPlay: null });
    expect(length({ mode: 'timeLimit', turnsPlayed: [3, 2], timeUp: true })).toEqual({ mode: 'timeLimit', over: false, turnsToPlay: [0, 1] });
    expect(length({ mode: 'timeLimit', turnsPlayed: [3, 3], timeUp: true })).toEqual({ mode: 'timeLimit', over: true, turnsToPlay: [0, 0] });
  });
  it('impossible turn counts are a 422; bad fields and gameEndRoll with gameLength are 400s', () => {
    expect(() => length({ mode: 'agreedTurns', turns: 4, turnsPlayed: [4, 2] })).toThrow(expect.objectContaining({ code: 'impossible_state', issues: [expect.objectContaining({ path: '/gameLength/turnsPlayed' })] }));
    expect(() => length({ mode: 'agreedTurns', turns: 4, turnsPlayed: [5, 5] })).toThrow(expect.objectContaining({ code: 'impossible_state' }));
    expect(() => length({ mode: 'agreedTurns', turnsPlayed: [1, -1] })).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/gameLength/turns' }), expect.objectContaining({ path: '/gameLength/turnsPlayed/1' })] }));
    expect(() => runScoring({ ...game(1, 1), gameEndRoll: true, gameLength: { mode: 'timeLimit', turnsPlayed: [1, 1] } } as never, ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/gameEndRoll' })] }));
  });
});
