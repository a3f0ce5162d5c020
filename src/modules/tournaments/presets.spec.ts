/**
 * The asoiaf scoring adapter of tournaments: A Storm of Swords is not used in tournament games (2021,
 * 000_4d85fd9897d069bf.txt L2349-2353; the 2018 text, 002_953a7ceb75253954.txt L1301-1328, has no such rule), and a
 * multiplayer result (§9.6) is not a table's result.
 */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../domain/core/options.js';
import { scoringCapability } from '../../domain/systems/asoiaf/scoring/score.js';
import { ImpossibleScore, SCORING_ADAPTERS } from './presets.js';

const score = (body: Record<string, unknown>) => {
  const { rulesVersion = 'asoiaf-2021', ...rest } = body;
  return scoringCapability.run(rest as never, { rulesVersion: rulesVersion as string, options: resolveOptions(scoringCapability.options, {}), dice: { mode: 'exact' } }).result as Record<string, unknown>;
};
const adapt = (body: Record<string, unknown>) => SCORING_ADAPTERS.asoiaf(body, score(body));
const thrown = (f: () => unknown) => { try { f(); } catch (e) { return e as ImpossibleScore; } throw new Error('no error'); };
const siege = { gameMode: 'stormOfSwords', gameSize: 30, attacker: 0, players: [{ name: 'Stark' }, { name: 'Lannister' }], rounds: [{}, {}, {}, {}, {}, {}] };

describe('asoiaf tournament results', () => {
  it('A Storm of Swords under asoiaf-2021: refused with mode_not_for_tournaments at /gameMode (000 L2349-2353); under asoiaf-2018 the Defender\'s win is a result', () => {
    const e = thrown(() => adapt(siege));
    expect(e).toBeInstanceOf(ImpossibleScore);
    expect([e.path, e.code]).toEqual(['/gameMode', 'mode_not_for_tournaments']);
    expect(e.message).toContain('000_4d85fd9897d069bf.txt L2349-2353');
    expect(adapt({ ...siege, rulesVersion: 'asoiaf-2018' })).toEqual({ winner: 'b', scoreA: 0, scoreB: 0 });
  });

  it('every other 2021 mode is a tournament result (A Game of Thrones: Stark 8 VP wins)', () => {
    const body = { gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'Stark' }, { name: 'Lannister' }], rounds: [{ destroyed: Array.from({ length: 8 }, () => ({ owner: 1 })) }] };
    expect(adapt(body)).toEqual({ winner: 'a', scoreA: 8, scoreB: 0 });
  });

  it('a free-for-all or teams result is refused with format_not_for_tournaments at /format', () => {
    const ffa = { gameMode: 'gameOfThrones', gameSize: 30, format: 'freeForAll', players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], rounds: [{ eliminated: [{ player: 1 }, { player: 2 }] }] };
    const e = thrown(() => adapt(ffa));
    expect([e.path, e.code]).toEqual(['/format', 'format_not_for_tournaments']);
  });

  it('a game not over is still a 422 impossible_score at /rounds', () => {
    const e = thrown(() => adapt({ gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'a' }, { name: 'b' }], rounds: [{}] }));
    expect([e.path, e.code]).toEqual(['/rounds', 'impossible_score']);
  });
});
