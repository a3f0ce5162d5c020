/**
 * ASOIAF multiplayer scoring (digest §9.6): free-for-all (000_4d85fd9897d069bf.txt L1885-1913; 002_953a7ceb75253954.txt
 * L1114-1124) and teams (000 L1850-1883; 002 L1101-1112), under both rules versions.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import { listCatalogue } from './list-catalogue.js';
import { scoringCapability, type RoundInput, type ScoringRequest } from './score.js';

type V = 'asoiaf-2021' | 'asoiaf-2018';
const three = [{ name: 'Stark' }, { name: 'Lannister' }, { name: 'Greyjoy' }];
const run = (r: Partial<ScoringRequest> & { rounds: RoundInput[] }, v: V = 'asoiaf-2021') =>
  scoringCapability.run({ gameMode: 'gameOfThrones', gameSize: 30, format: 'freeForAll', players: three, ...r }, { rulesVersion: v, options: resolveOptions(scoringCapability.options, {}), dice: { mode: 'exact' } });
const res = (r: Partial<ScoringRequest> & { rounds: RoundInput[] }, v: V = 'asoiaf-2021') => run(r, v).result as Record<string, any>;
const err = (f: () => unknown) => { try { f(); } catch (e) { return e as DomainError; } throw new Error('no error'); };
const kill = (owner: number, destroyer: number, times = 1) => Array.from({ length: times }, () => ({ owner, destroyer }));

describe('free-for-all (000 L1885-1913; 002 L1114-1124)', () => {
  for (const v of ['asoiaf-2021', 'asoiaf-2018'] as const) {
    it(`${v}: VP per player, each enemy destroyed scoring for its destroyer; the step cites the version's lines`, () => {
      const o = run({ rounds: [{ destroyed: [...kill(1, 0, 2), ...kill(2, 1)] }] }, v);
      expect((o.result as Record<string, any>).vp).toEqual([2, 1, 0]);
      expect((o.result as Record<string, any>)).toMatchObject({ format: 'freeForAll', sides: ['Stark', 'Lannister', 'Greyjoy'], ended: false });
      expect(o.explanation[1].cite).toBe(v === 'asoiaf-2021' ? '000_4d85fd9897d069bf.txt L1885-1913' : '002_953a7ceb75253954.txt L1114-1124');
    });

    it(`${v}: any mode but A Storm of Swords: stormOfSwords is a 422 mode_not_for_free_for_all at /gameMode`, () => {
      expect(err(() => run({ gameMode: 'stormOfSwords', attacker: 0, rounds: [] }, v))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/gameMode', code: 'mode_not_for_free_for_all' }] });
    });
  }

  it('a player whose Combat Units are all destroyed is out, the game goes on; the last one standing wins', () => {
    const r1 = res({ rounds: [{ eliminated: [{ player: 2 }] }] });
    expect(r1).toMatchObject({ ended: false, out: [2], winner: null });
    const r2 = res({ rounds: [{ eliminated: [{ player: 2 }] }, { eliminated: [{ player: 1 }] }] });
    expect(r2).toMatchObject({ ended: true, decidedBy: 'elimination', winner: 'Stark', winnerIndex: 0, out: [2, 1] });
    // units in Reserve keep a player in by default (option reservesPreventElimination)
    expect(res({ rounds: [{ eliminated: [{ player: 2, unitsInReserve: true }] }] }).out).toEqual([]);
  });

  it('the mode\'s victory condition: at least the target (8 at 30 points) and more than every other player; a tie at the top plays on', () => {
    const tie = res({ rounds: [{ destroyed: [...kill(2, 0, 8), ...kill(2, 1, 8)] }] });
    expect(tie).toMatchObject({ vp: [8, 8, 0], ended: false });
    const won = res({ rounds: [{ destroyed: [...kill(2, 0, 8), ...kill(2, 1, 7)] }] });
    expect(won).toMatchObject({ vp: [8, 7, 0], ended: true, decidedBy: 'vpTarget', winner: 'Stark' });
  });

  it('round 6 with two players tied at the top: their army points on the battlefield decide; the third player\'s are not needed', () => {
    const rounds: RoundInput[] = [{ destroyed: [...kill(2, 0, 3), ...kill(2, 1, 3)] }, {}, {}, {}, {}, {}];
    expect(err(() => run({ rounds }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/players/0/armyPointsOnTable' }, { path: '/players/1/armyPointsOnTable' }] });
    const r = res({ rounds, players: [{ name: 'Stark', armyPointsOnTable: 12 }, { name: 'Lannister', armyPointsOnTable: 20 }, { name: 'Greyjoy' }] });
    expect(r).toMatchObject({ ended: true, decidedBy: 'armyPointsOnTable', winner: 'Lannister' });
  });

  it('objectives and quadrants score for the player holding them (from round 2); a quadrant needs more points than every other player', () => {
    const obj = res({ rounds: [{}, { objectives: [{ holder: { player: 2, ranks: 2 } }] }] });
    expect(obj.vp).toEqual([0, 0, 1]);
    const quad = (pts: number[]) => ({ units: pts.map((points, player) => ({ player, points })) });
    const here = res({ gameMode: 'hereWeStand', rounds: [{}, { quadrants: [quad([7, 4, 6]), quad([6, 4, 6]), quad([0, 0, 4]), quad([0, 5, 0])] }] });
    expect(here.vp).toEqual([1, 1, 0]);
  });

  it('bad inputs: fewer than 3 players, a destroyer missing or on the owner\'s side, a player index past the players, missionVp not one per player', () => {
    expect(err(() => run({ players: three.slice(0, 2), rounds: [] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/players', code: 'count' }] });
    expect(err(() => run({ rounds: [{ destroyed: [{ owner: 1 }] }] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/rounds/0/destroyed/0/destroyer', code: 'required' }] });
    expect(err(() => run({ rounds: [{ destroyed: [{ owner: 1, destroyer: 1 }] }] }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/rounds/0/destroyed/0/destroyer', code: 'friendly' }] });
    expect(err(() => run({ rounds: [{ eliminated: [{ player: 3 }] }] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/rounds/0/eliminated/0/player', code: 'range' }] });
    expect(err(() => run({ gameMode: 'windsOfWinter', rounds: [{}, { missionVp: [1, 0] }] }))).toMatchObject({ issues: [{ path: '/rounds/1/missionVp', code: 'count' }] });
  });
});

describe('teams (000 L1850-1883; 002 L1101-1112)', () => {
  const pairs = [{ name: 'Robb', team: 0 }, { name: 'Tywin', team: 1 }, { name: 'Catelyn', team: 0 }, { name: 'Cersei', team: 1 }];
  for (const v of ['asoiaf-2021', 'asoiaf-2018'] as const) {
    it(`${v}: 2 against 2, VP per team: a unit of either enemy player scores for the team, Missions of both players add up`, () => {
      const r = res({ format: 'teams', players: pairs, gameMode: 'windsOfWinter', rounds: [{ destroyed: [{ owner: 1 }, { owner: 3 }, { owner: 2 }] }, { missionVp: [1, 0, 2, 1] }] }, v);
      // 2018 The Winds of Winter ignores combat-victory VP (002 L1345-1362)
      expect(r.vp).toEqual(v === 'asoiaf-2021' ? [5, 2] : [3, 1]);
      expect(r).toMatchObject({ format: 'teams', sides: ['Robb & Catelyn', 'Tywin & Cersei'] });
    });
  }

  it('a team is out only when all its players are; then the other team wins', () => {
    expect(res({ format: 'teams', players: pairs, rounds: [{ eliminated: [{ player: 1 }] }] })).toMatchObject({ ended: false, out: [] });
    expect(res({ format: 'teams', players: pairs, rounds: [{ eliminated: [{ player: 1 }] }, { eliminated: [{ player: 3 }] }] })).toMatchObject({ ended: true, decidedBy: 'elimination', winner: 'Robb & Catelyn', winnerIndex: 0 });
  });

  it('A Storm of Swords may be played by teams: `attacker` names the attacking team; the Defender team scores nothing', () => {
    const r = res({ format: 'teams', players: pairs, gameMode: 'stormOfSwords', attacker: 1, rounds: [{ destroyed: [{ owner: 0, castleWall: true }, { owner: 1 }] }] });
    expect(r.vp).toEqual([0, 5]);
  });

  it('bad inputs: a player with no team (400), one team only (422), a team outside format teams (400), a 3-player standard game (400)', () => {
    expect(err(() => run({ format: 'teams', players: [{ name: 'A', team: 0 }, { name: 'B' }], rounds: [] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/players/1/team', code: 'required' }] });
    expect(err(() => run({ format: 'teams', players: [{ name: 'A', team: 0 }, { name: 'B', team: null as never }], rounds: [] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/players/1/team', code: 'required' }] });
    expect(err(() => run({ format: 'teams', players: [{ name: 'A', team: 0 }, { name: 'B', team: 0 }], rounds: [] }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/players', code: 'one_team' }] });
    expect(err(() => run({ format: 'standard', players: [{ name: 'A', team: 0 }, { name: 'B' }], rounds: [] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/players/0/team', code: 'not_allowed' }] });
    expect(err(() => run({ format: 'standard', rounds: [] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/players', code: 'count' }] });
  });
});

describe('catalogue', () => {
  it('lists the scoring formats with their lines, and the multiplayer reading of gameSize as a fixed rule', () => {
    const c = listCatalogue() as { scoringFormats: Array<{ id: string; cite?: string }>; listFixedRules: Array<{ id: string }> };
    expect(c.scoringFormats.map((f) => f.id)).toEqual(['standard', 'teams', 'freeForAll']);
    expect(c.scoringFormats[2].cite).toBe('000_4d85fd9897d069bf.txt L1885-1913; 002_953a7ceb75253954.txt L1114-1124');
    expect(c.listFixedRules.map((r) => r.id)).toContain('multiplayerSides');
  });
});
