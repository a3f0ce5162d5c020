/**
 * The `scoring` capability: kill points of the standard game and the random game end
 * (KoW victory: 003_80333abf01c9832d.txt L1284-1291; game length L1273-1282).
 */
import { Explainer } from '../../core/explain.js';
import { evaluate, report } from '../../core/prob/evaluate.js';
import { pool } from '../../core/prob/pool.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { gameLength, type GameLengthInput, type GameLengthResult } from './game-length.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';
import { invalid } from './units.js';

export interface RoutedUnit {
  name?: string;
  pts: number;
  /** Artefacts, spells and other options bought for it. */
  optionsPts?: number;
}

export interface ScoringRequest {
  pointsLimit: number;
  /** Per player: the enemy units that player routed. */
  players: Array<{ name: string; routedEnemies: RoutedUnit[] }>;
  /** Also roll (or give the odds of) the end-of-turn-6 D6. */
  gameEndRoll?: boolean;
  /** A game to an agreed number of turns or a time limit: the turns played so far (instead of gameEndRoll). */
  gameLength?: GameLengthInput;
}

export interface ScoringResult {
  scores: Array<{ name: string; score: number }>;
  difference: number;
  marginNeeded: number;
  winner: string | null;
  draw: boolean;
  gameEnd?: { extraTurn: boolean } | { pEndsAfterTurnSix: number; pExtraTurnEach: number };
  /** With gameLength: whether the game is over and the turns each player still has. */
  length?: GameLengthResult;
}

const posInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

// KoW kill points and the 10% margin: 003_80333abf01c9832d.txt L1284-1291
export function score(req: ScoringRequest, includeOptions: boolean): Omit<ScoringResult, 'gameEnd'> {
  const scores = req.players.map((p) => ({ name: p.name, score: p.routedEnemies.reduce((s, u) => s + u.pts + (includeOptions ? (u.optionsPts ?? 0) : 0), 0) }));
  const [a, b] = scores as [{ name: string; score: number }, { name: string; score: number }];
  const difference = Math.abs(a.score - b.score);
  const marginNeeded = req.pointsLimit * 0.1;
  const decisive = difference >= marginNeeded && difference > 0;
  return { scores, difference, marginNeeded, winner: decisive ? (a.score > b.score ? a.name : b.name) : null, draw: !decisive };
}

export function runScoring(req: ScoringRequest, ctx: RulesContext): RulesOutcome<ScoringResult> {
  if (!posInt(req.pointsLimit) || req.pointsLimit === 0) throw invalid('/pointsLimit', 'pointsLimit must be a positive integer');
  if (!Array.isArray(req.players) || req.players.length !== 2) throw invalid('/players', 'a Kings of War game has exactly two players');
  req.players.forEach((p, i) =>
    p.routedEnemies.forEach((u, j) => {
      if (!posInt(u.pts)) throw invalid(`/players/${i}/routedEnemies/${j}/pts`, 'pts must be a non-negative integer');
      if (u.optionsPts !== undefined && !posInt(u.optionsPts)) throw invalid(`/players/${i}/routedEnemies/${j}/optionsPts`, 'optionsPts must be a non-negative integer');
    }),
  );
  const ex = new Explainer();
  const base = score(req, ctx.options.scoreIncludesOptions !== false);
  ex.add(R.killPoints, `Scores ${base.scores.map((s) => `${s.name} ${s.score}`).join(', ')}; difference ${base.difference}, ${base.marginNeeded} (10% of ${req.pointsLimit}) needed: ${base.winner ? `${base.winner} wins` : 'draw'}`);
  if (req.gameLength !== undefined) {
    if (req.gameEndRoll) throw invalid('/gameEndRoll', 'the end-of-turn-6 D6 belongs to the standard length; a game with gameLength ends by agreement or time');
    return { result: { ...base, length: gameLength(req.gameLength, ex) }, explanation: ex.steps };
  }
  if (!req.gameEndRoll) return { result: base, explanation: ex.steps };
  ex.add(R.gameLength, 'After 6 turns each roll a D6: 1-3 the game ends, 4-6 each player has one more turn');
  // KoW game end roll: 003_80333abf01c9832d.txt L1273-1278
  const ev = evaluate(pool({ purpose: 'game end', count: 1, target: 4, naturalOneFails: true }), ctx.dice);
  if (ev.kind === 'exact') {
    const distribution = report(ev.outcomes, { extraTurn: (v) => v });
    const pExtra = (distribution.extraTurn as Array<{ value: number; p: number }>).find((e) => e.value === 1)?.p ?? 0;
    return { result: { ...base, gameEnd: { pEndsAfterTurnSix: 1 - pExtra, pExtraTurnEach: pExtra } }, distribution, explanation: ex.steps };
  }
  return { result: { ...base, gameEnd: { extraTurn: ev.value === 1 } }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
}

export const scoringCapability: Capability<ScoringRequest, ScoringResult> = {
  options: optionsNamed('scoreIncludesOptions'),
  usesDice: true,
  run: runScoring,
};
