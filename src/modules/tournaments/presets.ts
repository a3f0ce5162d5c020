/**
 * Scoring presets (API.md §8) and the per-system adapters behind them. Plain TypeScript, no framework.
 *
 * A table's result reaches a preset as a `TableOutcome` (winner, each side's score). Where the
 * system serves `scenarios/score`, the posted body is that capability's body and the system's
 * adapter below turns the capability's answer into an outcome; otherwise the body is the plain
 * figures (`FiguresDto`). Adding a system's own table later is one adapter in `SCORING_ADAPTERS`
 * plus, if its rules rank differently, one entry in `SYSTEM_PRESETS`.
 */
import { GAME_MODES as ASOIAF_MODES } from '../../domain/systems/asoiaf/scoring/modes.js';

export interface TableOutcome {
  /** 'a' = the table's first player, 'b' = the second, null = a draw. */
  winner: 'a' | 'b' | null;
  scoreA: number;
  scoreB: number;
  /** The system's own battle points for each side, where its scoring gives them (The 9th Age's 10–0). */
  battlePoints?: { a: number; b: number };
}

/** Thrown for a score the system's rules cannot produce (answered 422, with `code` in its error, default impossible_score). */
export class ImpossibleScore extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly code = 'impossible_score',
  ) {
    super(message);
  }
}

/** From a system's `scenarios/score` request and result to the table's outcome. */
export type ScoringAdapter = (request: Record<string, unknown>, result: Record<string, unknown>) => TableOutcome;

// KoW: kill points, and a win only by 10 % of the points limit (003_80333abf01c9832d.txt L1284-1291).
const kowAdapter: ScoringAdapter = (req, res) => {
  const limit = req.pointsLimit as number;
  const scores = res.scores as Array<{ name: string; score: number }>;
  scores.forEach((s, i) => {
    // The enemy army is at most the points limit: more routed than that is impossible.
    if (s.score > limit) throw new ImpossibleScore(`${s.name} cannot have routed ${s.score} points of a ${limit}-point army`, `/players/${i}/routedEnemies`);
  });
  const winner = res.winner === null ? null : res.winner === scores[0].name ? 'a' : 'b';
  return { winner, scoreA: scores[0].score, scoreB: scores[1].score };
};

// AGoT: `houses[0]` is the table's first player, `houses[1]` the second (others, if any, are not
// players of this table); ranked by castles and the tie-breaks (001_4bc5a92fd4dd1b7e.txt L1605-1627).
const agotAdapter: ScoringAdapter = (req, res) => {
  if (!res.ended) throw new ImpossibleScore('The game has not ended (no seven castles and not the end of round 10): there is no result to post yet', '/round');
  const houses = req.houses as Array<{ house: string }>;
  if (houses.length < 2) throw new ImpossibleScore('List the two players’ houses first (houses[0] for the first player, houses[1] for the second)', '/houses');
  const ranking = res.ranking as Array<{ house: string; castles: number; strongholds: number }>;
  const a = ranking.findIndex((r) => r.house === houses[0].house);
  const b = ranking.findIndex((r) => r.house === houses[1].house);
  const castles = (i: number) => ranking[i].castles;
  return { winner: a < b ? 'a' : 'b', scoreA: castles(a), scoreB: castles(b) };
};

// The 9th Age: victory points decide the winner; with `method: "battlePoints"` the scoring also gives
// the 10–0 battle points, which the t9a-battle-points preset uses as tournament points
// (004_1ae45c4b93e4399d.txt L3003-3039).
const t9aAdapter: ScoringAdapter = (_req, res) => {
  const vp = res.vp as { A: number; B: number };
  const bp = res.battlePoints as { A: number; B: number } | undefined;
  const winner = res.winner === 'A' ? 'a' : res.winner === 'B' ? 'b' : null;
  return { winner, scoreA: vp.A, scoreB: vp.B, ...(bp ? { battlePoints: { a: bp.A, b: bp.B } } : {}) };
};

// A Song of Ice and Fire: `players[0]` is the table's first player; the winner by the VP target, elimination or
// the round-6 limit and its tie-breaks (000_4d85fd9897d069bf.txt L2071-2099); a game still going has no result.
// A table is two players (no multiplayer format, §9.6), and a mode its version keeps out of tournaments is refused:
// "this game mode is not used in tournament games" (A Storm of Swords, 000_4d85fd9897d069bf.txt L2349-2353; the 2018
// text, 002_953a7ceb75253954.txt L1301-1328, says no such thing).
const asoiafAdapter: ScoringAdapter = (req, res) => {
  if (req.format !== undefined && req.format !== 'standard') throw new ImpossibleScore(`A tournament table is a game between its two players: format ${String(req.format)} is not a tournament result`, '/format', 'format_not_for_tournaments');
  const version = typeof req.rulesVersion === 'string' ? req.rulesVersion : 'asoiaf-2021';
  const mode = ASOIAF_MODES.find((m) => m.id === res.gameMode && m.rulesVersion === version);
  if (mode && !mode.tournament) throw new ImpossibleScore(`${mode.name} is not used in tournament games (000_4d85fd9897d069bf.txt L2349-2353)`, '/gameMode', 'mode_not_for_tournaments');
  if (!res.ended) throw new ImpossibleScore('The game has not ended (nobody reached the VP target, nobody was eliminated and round 6 is not complete): there is no result to post yet', '/rounds');
  const vp = res.vp as number[];
  const w = res.winnerIndex as number | null;
  return { winner: w === null ? null : w === 0 ? 'a' : 'b', scoreA: vp[0], scoreB: vp[1] };
};

export const SCORING_ADAPTERS: Record<string, ScoringAdapter> = { kow: kowAdapter, agot: agotAdapter, t9a: t9aAdapter, asoiaf: asoiafAdapter };

/** Presets whose tournament points are the system's battle points of each game (a bye scores `win`). */
export const BATTLE_POINT_PRESETS: ReadonlySet<string> = new Set(['t9a-battle-points']);

export type TieBreaker = 'strengthOfSchedule' | 'scoreDifference' | 'scoreFor';

export interface PresetDefinition {
  id: string;
  name: string;
  description: string;
  /** Default points for a win, a draw and a loss (a bye counts as a win). */
  points: { win: number; draw: number; loss: number };
  /** Applied in order after tournament points. */
  tieBreakers: TieBreaker[];
  /** How the table's score is named (kill points, castles, …). */
  scoreName: string;
}

const WDL: PresetDefinition = {
  id: 'win-draw-loss',
  name: 'Win/draw/loss',
  description: 'Tournament points for a win, a draw and a loss (3/1/0 unless the tournament sets others); a bye is a win with a score difference of 0.',
  points: { win: 3, draw: 1, loss: 0 },
  tieBreakers: ['strengthOfSchedule', 'scoreDifference'],
  scoreName: 'score',
};

const SYSTEM_PRESETS: Record<string, PresetDefinition[]> = {
  kow: [
    {
      id: 'kow-kill-points',
      name: 'Kings of War: win by the 10 % kill-point margin',
      description:
        'Each game is scored by Arbiter from the routed units (POST /v1/kow/scenarios/score): a win needs a kill-point lead of at least 10 % of the points limit, anything less is a draw. Ties are broken by the total kill-point difference, then strength of schedule.',
      points: { win: 3, draw: 1, loss: 0 },
      tieBreakers: ['scoreDifference', 'strengthOfSchedule', 'scoreFor'],
      scoreName: 'kill points',
    },
  ],
  t9a: [
    {
      id: 't9a-battle-points',
      name: 'The 9th Age: the 10–0 battle points',
      description:
        'Each game is scored by Arbiter (POST /v1/t9a/scenarios/score with method "battlePoints"): the 10 battle points are shared by the victory-point difference as a share of the game size, ±2 for the secondary objective, and they are the tournament points. A bye scores 7 (win). Ties go to the total victory-point difference, then strength of schedule.',
      points: { win: 7, draw: 5, loss: 3 },
      tieBreakers: ['scoreDifference', 'strengthOfSchedule', 'scoreFor'],
      scoreName: 'victory points',
    },
  ],
  agot: [
    {
      id: 'agot-castles',
      name: 'A Game of Thrones: castles and the tie-breaks',
      description:
        'Each game is scored by Arbiter (POST /v1/agot/scenarios/score): the house ranked higher by castles and strongholds, then supply, available power and the Iron Throne wins; there are no draws. Ties in the standings go to castles won overall, then strength of schedule.',
      points: { win: 3, draw: 1, loss: 0 },
      tieBreakers: ['scoreFor', 'strengthOfSchedule', 'scoreDifference'],
      scoreName: 'castles',
    },
  ],
};

/** The presets a system offers: win/draw/loss always, then the system's own where its rules have one. */
export function presetsFor(systemId: string, scoringServed: boolean): PresetDefinition[] {
  return scoringServed && SCORING_ADAPTERS[systemId] ? [WDL, ...(SYSTEM_PRESETS[systemId] ?? [])] : [WDL];
}

/** Tournament points for one side of a table: the battle points under a battle-point preset, else win/draw/loss. */
export function pointsOf(outcome: TableOutcome, side: 'a' | 'b', points: { win: number; draw: number; loss: number; preset?: string }): number {
  if (points.preset && BATTLE_POINT_PRESETS.has(points.preset) && outcome.battlePoints) return outcome.battlePoints[side];
  if (outcome.winner === null) return points.draw;
  return outcome.winner === side ? points.win : points.loss;
}

/** A plain result (systems without scoring served): the winner cannot have the lower score. */
export function figuresOutcome(f: { winner: 'a' | 'b' | 'draw'; scoreA: number; scoreB: number }): TableOutcome {
  if ((f.winner === 'a' && f.scoreA < f.scoreB) || (f.winner === 'b' && f.scoreB < f.scoreA)) {
    throw new ImpossibleScore(`winner ${f.winner} contradicts the scores ${f.scoreA}–${f.scoreB}`, '/winner');
  }
  return { winner: f.winner === 'draw' ? null : f.winner, scoreA: f.scoreA, scoreB: f.scoreB };
}

/** The presets as `GET /v1/{system}` lists them (`scoringPresets`). */
export function presetViews(systemId: string, scoringServed: boolean) {
  const resultBody = scoringServed && SCORING_ADAPTERS[systemId] ? 'scenarios/score' : 'figures';
  return presetsFor(systemId, scoringServed).map((p) => ({ id: p.id, name: p.name, description: p.description, ...p.points, tieBreakers: [...p.tieBreakers], resultBody }));
}
