import { figuresOutcome, ImpossibleScore, presetsFor } from './presets.js';
import { computeStandings, pairRound, type PlayedTable } from './standings.js';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
const WDL = { win: 3, draw: 1, loss: 0 };

/** Play `rounds` rounds with results from a fixed PRNG; answers every table. */
function simulate(n: number, rounds: number, seed: number): PlayedTable[] {
  let s = seed >>> 0;
  const rnd = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const tables: PlayedTable[] = [];
  for (let r = 1; r <= rounds; r++) {
    const standings = computeStandings(players(n), tables, WDL, ['strengthOfSchedule', 'scoreDifference']);
    pairRound(standings, r, `seed-${seed}`).forEach((p, i) => {
      const a = Math.floor(rnd() * 10);
      const b = Math.floor(rnd() * 10);
      tables.push({ round: r, table: i + 1, a: p.a, b: p.b, outcome: p.b === null ? null : { winner: a > b ? 'a' : b > a ? 'b' : null, scoreA: a, scoreB: b } });
    });
  }
  return tables;
}

describe('Swiss pairing', () => {
  it.each([16, 15, 9, 32])('%i players, 5 rounds: everyone plays each round, no rematch, at most one bye a round and never twice', (n) => {
    for (let seed = 1; seed <= 5; seed++) {
      const tables = simulate(n, 5, seed);
      const met = new Set<string>();
      const byes = new Set<number>();
      for (let r = 1; r <= 5; r++) {
        const round = tables.filter((t) => t.round === r);
        expect(round.flatMap((t) => (t.b === null ? [t.a] : [t.a, t.b])).sort((x, y) => x - y)).toEqual(players(n).map((p) => p.id));
        const bye = round.filter((t) => t.b === null);
        expect(bye.length).toBe(n % 2);
        for (const t of bye) {
          expect(byes.has(t.a)).toBe(false);
          byes.add(t.a);
        }
        for (const t of round.filter((x) => x.b !== null)) {
          const key = [t.a, t.b].sort().join('-');
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
    }
  });

  it('a whole tournament replays: the same seed and results give the same tables every round (the Swiss matching has no randomness)', () => {
    for (const n of [16, 15]) expect(simulate(n, 5, 7)).toEqual(simulate(n, 5, 7));
    expect(simulate(16, 5, 7)).not.toEqual(simulate(16, 5, 8));
  });

  it('the first round replays from the seed', () => {
    const st = computeStandings(players(10), [], WDL, []);
    expect(pairRound(st, 1, 'x')).toEqual(pairRound(st, 1, 'x'));
    expect(pairRound(st, 1, 'x')).not.toEqual(pairRound(st, 1, 'y'));
  });
});

describe('standings', () => {
  it('points, then strength of schedule, then score difference; a bye is a win', () => {
    const tables: PlayedTable[] = [
      { round: 1, table: 1, a: 1, b: 2, outcome: { winner: 'a', scoreA: 10, scoreB: 5 } },
      { round: 1, table: 2, a: 3, b: null, outcome: null },
    ];
    const st = computeStandings(players(3), tables, WDL, ['strengthOfSchedule', 'scoreDifference']);
    expect(st.map((s) => [s.playerId, s.points, s.tieBreakers.map((t) => t.value)])).toEqual([
      [1, 3, [0, 5]],
      [3, 3, [0, 0]],
      [2, 0, [3, -5]],
    ]);
  });
});

describe('presets', () => {
  it('win/draw/loss everywhere; the system tables only where scoring is served', () => {
    expect(presetsFor('t9a', false).map((p) => p.id)).toEqual(['win-draw-loss']);
    expect(presetsFor('t9a', true).map((p) => p.id)).toEqual(['win-draw-loss', 't9a-battle-points']);
    expect(presetsFor('kow', true).map((p) => p.id)).toEqual(['win-draw-loss', 'kow-kill-points']);
    expect(presetsFor('kow', false).map((p) => p.id)).toEqual(['win-draw-loss']);
  });

  it('a winner with the lower score is impossible', () => {
    expect(() => figuresOutcome({ winner: 'a', scoreA: 1, scoreB: 2 })).toThrow(ImpossibleScore);
    expect(figuresOutcome({ winner: 'draw', scoreA: 3, scoreB: 3 })).toEqual({ winner: null, scoreA: 3, scoreB: 3 });
  });
});
