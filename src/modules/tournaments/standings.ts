/** Standings and Swiss pairing of a tournament. Plain TypeScript, no framework. */
import { Swiss } from 'tournament-pairings';
import { SeededRng } from '../../domain/core/prob/rng.js';
import { pointsOf, type TableOutcome, type TieBreaker } from './presets.js';

export interface StandingPlayer {
  id: number;
  name: string;
}

export interface PlayedTable {
  round: number;
  table: number;
  a: number;
  /** null: a bye for `a`. */
  b: number | null;
  outcome: TableOutcome | null;
}

export interface Standing {
  rank: number;
  playerId: number;
  name: string;
  points: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  scoreFor: number;
  scoreAgainst: number;
  /** The preset's tie-breakers, in the order they were applied. */
  tieBreakers: Array<{ id: TieBreaker; value: number }>;
  opponents: number[];
}

/**
 * Tournament points, then each tie-breaker of the preset in order, then the player id (earlier
 * registration first). Strength of schedule: the sum of the opponents' tournament points (byes
 * add nothing). A bye counts as a win with a score difference of 0.
 */
export function computeStandings(
  players: StandingPlayer[],
  tables: PlayedTable[],
  points: { win: number; draw: number; loss: number },
  tieBreakers: TieBreaker[],
): Standing[] {
  const by = new Map<number, Standing>(
    players.map((p) => [p.id, { rank: 0, playerId: p.id, name: p.name, points: 0, played: 0, wins: 0, draws: 0, losses: 0, byes: 0, scoreFor: 0, scoreAgainst: 0, tieBreakers: [], opponents: [] }]),
  );
  for (const t of tables) {
    const a = by.get(t.a)!;
    if (t.b === null) {
      a.byes++;
      a.points += points.win;
      continue;
    }
    const b = by.get(t.b)!;
    a.opponents.push(t.b);
    b.opponents.push(t.a);
    if (!t.outcome) continue;
    for (const [s, side, mine, theirs] of [
      [a, 'a', t.outcome.scoreA, t.outcome.scoreB],
      [b, 'b', t.outcome.scoreB, t.outcome.scoreA],
    ] as const) {
      s.played++;
      s.points += pointsOf(t.outcome, side, points);
      s.scoreFor += mine;
      s.scoreAgainst += theirs;
      if (t.outcome.winner === null) s.draws++;
      else if (t.outcome.winner === side) s.wins++;
      else s.losses++;
    }
  }
  const all = [...by.values()];
  const value = (s: Standing, tb: TieBreaker): number =>
    tb === 'strengthOfSchedule' ? s.opponents.reduce((sum, o) => sum + by.get(o)!.points, 0) : tb === 'scoreDifference' ? s.scoreFor - s.scoreAgainst : s.scoreFor;
  for (const s of all) s.tieBreakers = tieBreakers.map((id) => ({ id, value: value(s, id) }));
  all.sort((x, y) => {
    if (y.points !== x.points) return y.points - x.points;
    for (let i = 0; i < tieBreakers.length; i++) if (y.tieBreakers[i].value !== x.tieBreakers[i].value) return y.tieBreakers[i].value - x.tieBreakers[i].value;
    return x.playerId - y.playerId;
  });
  all.forEach((s, i) => (s.rank = i + 1));
  return all;
}

export interface Pairing {
  a: number;
  b: number | null;
}

/** Seeded Fisher–Yates shuffle (the first round's draw replays from the tournament's seed). */
function shuffled<T>(items: T[], seed: string): T[] {
  const rng = new SeededRng(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.die(i + 1) - 1;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Run `fn` with Math.random drawn from the tournament's seed: the pairing library shuffles the
 * players with Math.random before matching, and a seeded shuffle makes every round replay. The
 * call is synchronous, so nothing else can draw from Math.random meanwhile.
 */
function withSeededRandom<T>(seed: string, fn: () => T): T {
  const rng = new SeededRng(seed);
  const original = Math.random;
  Math.random = () => rng.nextUint32() / 2 ** 32;
  try {
    return fn();
  } finally {
    Math.random = original;
  }
}

/**
 * The next round's tables. Round 1: a seeded random draw. Later rounds: Swiss by the
 * `tournament-pairings` library (weighted maximum matching that keeps equal scores together; its
 * shuffle drawn from the tournament's seed, so every round replays),
 * with every previous opponent to avoid; only if no pairing without a rematch exists does it
 * pair again allowing rematches. An odd player out gets the bye: the lowest-ranked player who
 * has not had one. Tables are numbered from the top of the standings.
 */
export function pairRound(standings: Standing[], round: number, seed: string): Pairing[] {
  const tables: Pairing[] = [];
  if (round === 1) {
    const order = shuffled(standings.map((s) => s.playerId), `${seed}/round-1`);
    if (order.length % 2 === 1) tables.push({ a: order.pop()!, b: null });
    return [...Array.from({ length: order.length / 2 }, (_, i) => ({ a: order[2 * i], b: order[2 * i + 1] })), ...tables];
  }
  let pool = standings;
  if (pool.length % 2 === 1) {
    const bye = [...pool].reverse().find((s) => s.byes === 0) ?? pool[pool.length - 1];
    pool = pool.filter((s) => s !== bye);
    tables.push({ a: bye.playerId, b: null });
  }
  const swiss = (avoid: boolean) =>
    withSeededRandom(`${seed}/round-${round}`, () =>
      Swiss(
        pool.map((s) => ({ id: s.playerId, score: s.points, ...(avoid ? { avoid: s.opponents } : {}) })),
        round,
      ),
    ).map((m) => ({ a: m.player1 as number, b: m.player2 as number | null }));
  let pairs = swiss(true);
  if (pairs.some((p) => p.b === null)) pairs = swiss(false);
  const rank = new Map(standings.map((s) => [s.playerId, s.rank]));
  const top = (p: Pairing) => Math.min(rank.get(p.a)!, p.b === null ? Infinity : rank.get(p.b)!);
  pairs.sort((x, y) => top(x) - top(y));
  return [...pairs, ...tables];
}
