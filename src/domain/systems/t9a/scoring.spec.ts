/** T9A scoring (004_1ae45c4b93e4399d.txt §8). */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import { battlePoints, resultCategory, scoringCapability, type ScoringRequest } from './scoring.js';

const run = (r: ScoringRequest, o = {}) => scoringCapability.run(r, { rulesVersion: 't9a-0.11.1', options: resolveOptions(scoringCapability.options, o), dice: { mode: 'exact' } }).result as Record<string, any>;

describe('scoring', () => {
  it('VP: destroyed full, fleeing or decimated half (rounded up, once), General 100, BSB 100, standards 50, summoned 0 (L2948-2967)', () => {
    const r = run({ gameSize: 2000, armies: { A: [], B: [
      { name: 'Gen', points: 301, status: 'dead', general: true },
      { name: 'Run', points: 151, status: 'fleeing', startingWounds: 20, wounds: 4 },
      { name: 'Half', points: 100, status: 'alive', startingWounds: 20, wounds: 5, standardsCaptured: 1 },
      { name: 'BSB', points: 150, status: 'alive', bsb: true, bsbCaptured: true },
      { name: 'Summoned', points: 200, status: 'dead', summoned: true },
    ] } });
    expect(r.vp.A).toBe(301 + 100 + 76 + 50 + 50 + 100);
    expect(run({ gameSize: 2000, armies: { A: [], B: [{ name: 'Run', points: 151, status: 'fleeing', startingWounds: 20, wounds: 4 }] } }, { stackFleeingAndDecimated: true }).vp.A).toBe(152);
  });
  it('result categories by the difference as a % of the game size; exactly 5 % option (L2988-3002)', () => {
    expect([0.049, 0.05, 0.2, 0.21, 0.6, 0.61].map((p) => resultCategory(p * 1000, 1000, 'marginal').result)).toEqual(['draw', 'marginalVictory', 'marginalVictory', 'decisiveVictory', 'decisiveVictory', 'massacre']);
    expect(resultCategory(50, 1000, 'draw').result).toBe('draw');
  });
  it('secondary objective +20 % of the game size (L470-479); battle points 10–0 with ±2 (L3003-3039)', () => {
    const r = run({ gameSize: 2000, secondary: { objective: 'breakthrough', achievedBy: 'B' }, armies: { A: [], B: [{ name: 'x', points: 500, status: 'dead' }] } });
    expect(r.vp).toEqual({ A: 500, B: 400 });
    expect(battlePoints(1300, 0, 2500, 'none', 'percent')).toEqual({ A: 8, B: 2 });
    expect(battlePoints(1225, 0, 2500, 'none', 'percent')).toEqual({ A: 7, B: 3 });
    expect(battlePoints(1225, 0, 2500, 'none', 'printed')).toEqual({ A: 8, B: 2 });
    expect(battlePoints(100, 0, 2500, 'B', 'percent')).toEqual({ A: 3, B: 7 });
    expect(run({ gameSize: 2000, method: 'battlePoints', armies: { A: [], B: [] } }).battlePoints).toEqual({ A: 5, B: 5 });
  });
  it('who achieved the secondary objective, from the scoring units (L2968-2987)', () => {
    const sec = (secondary: ScoringRequest['secondary'], method: ScoringRequest['method'] = 'margin') => run({ gameSize: 2000, method, secondary, armies: { A: [], B: [] } });
    // Hold the Ground: more scoring units within 6" of the centre (L2971-2972); equal: no one
    expect(sec({ objective: 'holdTheGround', scoringUnits: { A: 2, B: 1 } })).toMatchObject({ vp: { A: 400, B: 0 }, secondary: { achievedBy: 'A' } });
    expect(sec({ objective: 'holdTheGround', scoringUnits: { A: 1, B: 1 } })).toMatchObject({ vp: { A: 0, B: 0 }, secondary: { achievedBy: 'none' } });
    // Breakthrough: any player with one or more in the opponent's zone, both may (L2973-2976)
    expect(sec({ objective: 'breakthrough', scoringUnits: { A: 1, B: 3 } })).toMatchObject({ vp: { A: 400, B: 400 }, secondary: { achievedBy: 'both' } });
    expect(sec({ objective: 'breakthrough', scoringUnits: { A: 0, B: 1 } }, 'battlePoints')).toMatchObject({ battlePoints: { A: 3, B: 7 }, secondary: { achievedBy: 'B' } });
    // Secure Target: each marker to the side with more scoring units within 6"; the objective to the one holding more (L2977-2982)
    expect(sec({ objective: 'secureTarget', markers: [{ A: 2, B: 1 }, { A: 0, B: 0 }] })).toMatchObject({ secondary: { achievedBy: 'A' } });
    expect(sec({ objective: 'secureTarget', markers: [{ A: 2, B: 1 }, { A: 0, B: 1 }] })).toMatchObject({ secondary: { achievedBy: 'none' } });
    // only Breakthrough can be achieved by both; counts and achievedBy must agree; one of them is needed
    const err = (s: ScoringRequest['secondary']) => { try { sec(s); return null; } catch (e) { return (e as DomainError).issues[0].path; } };
    expect(err({ objective: 'holdTheGround', achievedBy: 'both' })).toBe('/secondary/achievedBy');
    expect(err({ objective: 'secureTarget', achievedBy: 'both' })).toBe('/secondary/achievedBy');
    expect(err({ objective: 'holdTheGround', achievedBy: 'B', scoringUnits: { A: 2, B: 1 } })).toBe('/secondary/achievedBy');
    expect(err({ objective: 'holdTheGround' })).toBe('/secondary/achievedBy');
    expect(err({ objective: 'secureTarget', scoringUnits: { A: 1, B: 0 } })).toBe('/secondary/scoringUnits');
    expect(err({ objective: 'breakthrough', markers: [{ A: 1, B: 0 }] })).toBe('/secondary/markers');
    expect(err({ objective: 'holdTheGround', scoringUnits: { A: -1, B: 0 } })).toBe('/secondary/scoringUnits/A');
    expect(err({ objective: 'breakthrough', achievedBy: 'both' })).toBeNull();
  });
  it('a draw is 0 for both, not −0 (L2999-3002)', () => {
    const r = run({ gameSize: 2000, armies: { A: [], B: [{ name: 'x', points: 50, status: 'dead' }] } });
    expect(r.result).toBe('draw');
    expect(Object.is(r.numeric.A, 0) && Object.is(r.numeric.B, 0)).toBe(true);
  });
  it('the game lasts 6 turns (L545-550)', () => {
    expect(() => run({ gameSize: 2000, gameTurns: 7, armies: { A: [], B: [] } })).toThrow('6 game turns');
  });
});
