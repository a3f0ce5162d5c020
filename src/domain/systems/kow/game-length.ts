/**
 * The end of a game played to an agreed number of turns or to a time limit (KoW game length:
 * 003_80333abf01c9832d.txt L1273-1282): where the game stands given the turns each player has had.
 * The standard length (6 turns each, then a D6) is `gameEndRoll`.
 */
import { DomainError, IssueCollector } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { T } from './rules-turn.js';

export interface GameLengthInput {
  /** agreedTurns: the players agreed on `turns` turns each; timeLimit: play to a time limit, then until the turns are equal. */
  mode: 'agreedTurns' | 'timeLimit';
  /** agreedTurns: the turns each player plays. */
  turns?: number;
  /** The turns each player has had so far, in the order of `players`. */
  turnsPlayed: number[];
  /** timeLimit: the time is up. */
  timeUp?: boolean;
}

export interface GameLengthResult {
  mode: GameLengthInput['mode'];
  /** The game is over: score it now. */
  over: boolean;
  /** More turns each player still has, in the order of `players` (null: until the time is up). */
  turnsToPlay: number[] | null;
}

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function validate(g: GameLengthInput): void {
  const issues = new IssueCollector();
  if (g === null || typeof g !== 'object') throw new DomainError('invalid_input', 'gameLength is {mode, turns, turnsPlayed, timeUp}', [{ path: '/gameLength', code: 'invalid_value', message: 'gameLength is {mode, turns, turnsPlayed, timeUp}' }]);
  if (g.mode !== 'agreedTurns' && g.mode !== 'timeLimit') issues.add('/gameLength/mode', 'invalid_value', 'mode must be agreedTurns or timeLimit');
  if (g.mode === 'agreedTurns' && !(count(g.turns) && g.turns > 0)) issues.add('/gameLength/turns', 'required', 'agreedTurns needs turns, a positive integer: the turns each player plays');
  if (g.mode === 'timeLimit' && g.turns !== undefined) issues.add('/gameLength/turns', 'invalid_value', 'a time-limited game has no agreed number of turns');
  if (g.mode === 'agreedTurns' && g.timeUp !== undefined) issues.add('/gameLength/timeUp', 'invalid_value', 'timeUp is for mode timeLimit');
  if (g.timeUp !== undefined && typeof g.timeUp !== 'boolean') issues.add('/gameLength/timeUp', 'invalid_value', 'timeUp must be a boolean');
  if (!Array.isArray(g.turnsPlayed) || g.turnsPlayed.length !== 2) issues.add('/gameLength/turnsPlayed', 'invalid_value', 'turnsPlayed gives the turns each of the two players has had');
  else g.turnsPlayed.forEach((n, i) => count(n) || issues.add(`/gameLength/turnsPlayed/${i}`, 'invalid_value', 'a non-negative integer'));
  issues.throwIfAny('invalid_input', 'Invalid gameLength');
}

// KoW game length by agreement or a time limit: 003_80333abf01c9832d.txt L1280-1282 (players alternate turns, L209-213)
export function gameLength(g: GameLengthInput, ex: Explainer): GameLengthResult {
  validate(g);
  const [a, b] = g.turnsPlayed as [number, number];
  const impossible = (message: string) => new DomainError('impossible_state', message, [{ path: '/gameLength/turnsPlayed', code: 'impossible_turns', message }]);
  if (Math.abs(a - b) > 1) throw impossible(`players alternate turns: ${a} and ${b} turns cannot both have been played`);
  if (g.mode === 'agreedTurns') {
    const turns = g.turns!;
    if (a > turns || b > turns) throw impossible(`more than the ${turns} agreed turns have been played`);
    const turnsToPlay = [turns - a, turns - b];
    const over = turnsToPlay.every((n) => n === 0);
    ex.add(T.agreedLength, `${turns} turns each agreed; played ${a} and ${b}: ${over ? 'the game is over' : `${turnsToPlay.join(' and ')} more turn(s) to play`}`);
    return { mode: g.mode, over, turnsToPlay };
  }
  if (!g.timeUp) {
    ex.add(T.agreedLength, `Time limit: played ${a} and ${b} turns; play on until the time is up`);
    return { mode: g.mode, over: false, turnsToPlay: null };
  }
  const most = Math.max(a, b);
  const turnsToPlay = [most - a, most - b];
  const over = a === b;
  ex.add(T.agreedLength, `Time is up after ${a} and ${b} turns: ${over ? 'both have had the same number of turns, the game is over' : 'play continues until each player has had the same number of turns'}`);
  return { mode: g.mode, over, turnsToPlay };
}
