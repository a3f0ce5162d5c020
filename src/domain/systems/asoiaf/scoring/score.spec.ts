/** ASOIAF scoring (digest §8): every game mode of both versions, the victory rules, D19, D24 and D29 under both versions. */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import { GAME_MODES, modesOf } from './modes.js';
import { scoringCapability, type RoundInput, type ScoringRequest } from './score.js';

type V = 'asoiaf-2021' | 'asoiaf-2018';
const run = (r: Partial<ScoringRequest> & { rounds: RoundInput[] }, v: V = 'asoiaf-2021', o = {}) =>
  scoringCapability.run({ gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'Stark' }, { name: 'Lannister' }], ...r }, { rulesVersion: v, options: resolveOptions(scoringCapability.options, o), dice: { mode: 'exact' } }).result as Record<string, any>;
const err = (f: () => unknown) => { try { f(); } catch (e) { return e as DomainError; } throw new Error('no error'); };
const holder = (player: number, extra = {}) => ({ holder: { player, ranks: 2, ...extra } });
const empty = (n: number): RoundInput[] => Array.from({ length: n }, () => ({}));

describe('the game modes (D24)', () => {
  it('10 modes in 2021, 5 in 2018, each citing its own seed', () => {
    expect(modesOf('asoiaf-2021').map((m) => m.id)).toEqual(['gameOfThrones', 'clashOfKings', 'stormOfSwords', 'feastForCrows', 'danceWithDragons', 'windsOfWinter', 'sharpAndReady', 'fireAndBlood', 'hereWeStand', 'darkWingsDarkWords']);
    expect(modesOf('asoiaf-2018').map((m) => m.id)).toEqual(['gameOfThrones', 'battleOfKings', 'stormOfSwords', 'feastForCrows', 'windsOfWinter']);
    for (const m of GAME_MODES) expect(m.cite).toMatch(m.rulesVersion === 'asoiaf-2021' ? /^000_4d85fd9897d069bf\.txt L\d/ : /^002_953a7ceb75253954\.txt L\d/);
  });
  it('a mode of the other version is a 422 at /gameMode; an unknown mode a 400', () => {
    expect(err(() => run({ gameMode: 'battleOfKings', rounds: [] }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/gameMode', code: 'mode_of_other_version' }] });
    expect(err(() => run({ gameMode: 'hereWeStand', rounds: [] }, 'asoiaf-2018'))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/gameMode' }] });
    expect(err(() => run({ gameMode: 'chess', rounds: [] }))).toMatchObject({ code: 'unknown_reference', issues: [{ path: '/gameMode', code: 'unknown_mode' }] });
  });
});

describe('common rules (§8.1)', () => {
  it('combat victory: 1 VP per enemy Combat Unit; destroyed by its own side\'s effect, the opponent still scores (L2101-2110)', () => {
    const r = run({ rounds: [{ destroyed: [{ owner: 1 }, { owner: 1, by: 'self' }, { owner: 0, by: 'none' }] }] });
    expect(r.vp).toEqual([2, 1]);
  });
  it('D19: a 0-point unit destroyed gives 1 VP in 2021, nothing in 2018', () => {
    const req = { rounds: [{ destroyed: [{ owner: 1, points: 0 }, { owner: 1, points: 5 }] }] };
    expect(run(req).vp).toEqual([2, 0]);
    expect(run(req, 'asoiaf-2018').vp).toEqual([1, 0]);
  });
  it('victory check: at least the target and strictly more; equal at the target plays on (L2071-2077)', () => {
    const kill = (n: number, owner = 1): RoundInput => ({ destroyed: Array.from({ length: n }, () => ({ owner })) });
    expect(run({ rounds: [kill(7)] })).toMatchObject({ ended: false, decidedBy: 'inProgress', winner: null });
    expect(run({ rounds: [kill(8)] })).toMatchObject({ ended: true, decidedBy: 'vpTarget', winner: 'Stark', winnerIndex: 0, vpTarget: 8 });
    expect(run({ rounds: [{ destroyed: [...kill(8).destroyed!, ...kill(8, 0).destroyed!] }] })).toMatchObject({ ended: false, vp: [8, 8] });
    expect(run({ gameSize: 40, rounds: [kill(9)] })).toMatchObject({ ended: false, vpTarget: 10 });
  });
  it('a round after the game ended is a 422 at that round', () => {
    expect(err(() => run({ rounds: [{ destroyed: Array.from({ length: 8 }, () => ({ owner: 1 })) }, {}] }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/rounds/1', code: 'game_over' }] });
  });
  it('round 6: most VP wins; a tie goes to army points on the table, then a draw; the tie-break needs them (L2090-2094)', () => {
    const six = [{ destroyed: [{ owner: 1 }, { owner: 0 }] }, ...empty(5)];
    expect(run({ rounds: [{ destroyed: [{ owner: 0 }] }, ...empty(5)] })).toMatchObject({ ended: true, decidedBy: 'roundLimit', winner: 'Lannister' });
    expect(run({ players: [{ name: 'Stark', armyPointsOnTable: 12 }, { name: 'Lannister', armyPointsOnTable: 14 }], rounds: six })).toMatchObject({ decidedBy: 'armyPointsOnTable', winner: 'Lannister' });
    expect(run({ players: [{ name: 'Stark', armyPointsOnTable: 12 }, { name: 'Lannister', armyPointsOnTable: 12 }], rounds: six })).toMatchObject({ decidedBy: 'draw', winner: null, ended: true });
    expect(err(() => run({ rounds: six }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/players/0/armyPointsOnTable' }, { path: '/players/1/armyPointsOnTable' }] });
  });
  it('elimination: the opponent wins at once whatever the VP (L2096-2099)', () => {
    expect(run({ rounds: [{ destroyed: [{ owner: 0 }, { owner: 0 }], eliminated: [{ player: 1 }] }] })).toMatchObject({ ended: true, decidedBy: 'elimination', winner: 'Stark', vp: [0, 2] });
  });
  it('elimination: one player listed twice is still one player out, a 400 at the repeat, not a draw (L2096-2099)', () => {
    expect(err(() => run({ rounds: [{ eliminated: [{ player: 1 }, { player: 1 }] }] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/rounds/0/eliminated/1/player', code: 'duplicate' }] });
    expect(run({ rounds: [{ eliminated: [{ player: 1 }, { player: 0 }] }] })).toMatchObject({ ended: true, decidedBy: 'draw', winner: null });
  });
});

describe('objective control (§8.2) and D29 / D15 under both versions', () => {
  it('2021 Variant A: out-ranked by an engaged enemy loses control; 2018: the first unit touching keeps it', () => {
    const req = { rounds: [{}, { objectives: [{ holder: { player: 0, ranks: 1 }, engaged: [{ ranks: 2 }] }] }] };
    expect(run(req).vp).toEqual([0, 0]);
    expect(run(req, 'asoiaf-2018').vp).toEqual([1, 0]);
  });
  it('a solo unit counts its wounds left as ranks (2021, L2266-2269): 3 wounds hold against 2 ranks, 1 wound does not; 2018 touching ignores ranks', () => {
    const req = (w: number) => ({ rounds: [{}, { objectives: [{ holder: { player: 1, solo: true, woundsLeft: w }, engaged: [{ ranks: 2 }] }] }] });
    expect(run(req(3)).vp).toEqual([0, 1]);
    expect(run(req(1)).vp).toEqual([0, 0]);
    expect(run(req(1), 'asoiaf-2018').vp).toEqual([0, 1]);
  });
  it('a token only partly covered: not claimed in 2021 (L2271-2273), controlled in 2018 (any part of the tray, 002 L1274)', () => {
    const req = { rounds: [{}, { objectives: [holder(0, { covers: 'partly' })] }] };
    expect(run(req).vp).toEqual([0, 0]);
    expect(run(req, 'asoiaf-2018').vp).toEqual([1, 0]);
  });
  it('Variant A needs the ranks it compares (L2261-2269): an engaged enemy without the holder\'s ranks, or a solo unit without its wounds, is a 400 naming each field', () => {
    expect(err(() => run({ rounds: [{}, { objectives: [{ holder: { player: 0 }, engaged: [{ ranks: 1 }, { solo: true }] }] }] }))).toMatchObject({
      code: 'invalid_input', issues: [{ path: '/rounds/1/objectives/0/holder/ranks', code: 'required' }, { path: '/rounds/1/objectives/0/engaged/1/woundsLeft', code: 'required' }],
    });
    expect(run({ rounds: [{}, { objectives: [{ holder: { player: 0 } }] }] }).vp).toEqual([1, 0]);
    expect(run({ rounds: [{}, { objectives: [{ holder: { player: 0 }, engaged: [{ ranks: 1 }] }] }] }, 'asoiaf-2018').vp).toEqual([1, 0]);
  });
  it('objectives score from round 2; the Commander\'s unit +1 in 2021, not in 2018 (L2276-2280; 002 L1278)', () => {
    const rounds = [{ objectives: [holder(0, { commander: true })] }, { objectives: [holder(0, { commander: true }), holder(1)] }];
    expect(run({ rounds }).vp).toEqual([2, 1]);
    expect(run({ rounds }, 'asoiaf-2018').vp).toEqual([1, 1]);
  });
});

describe('each mode\'s objective steps cite its own lines', () => {
  it('Variant B (A Feast for Crows L2479-2530), Variant A (Sharp and Ready L2643-2692), 2018 touching (Battle of Kings 002 L1297-1298)', () => {
    const cites = (gameMode: string, v: V = 'asoiaf-2021', position?: 'centre') => (scoringCapability.run({ gameMode, gameSize: 30, players: [{ name: 'a' }, { name: 'b' }], rounds: [{}, { objectives: [{ ...(position ? { position } : {}), ...holder(0) }] }] }, { rulesVersion: v, options: resolveOptions(scoringCapability.options, {}), dice: { mode: 'exact' } }).explanation.filter((e) => e.rule.endsWith('score.objectives')).map((e) => e.cite));
    expect(cites('feastForCrows')).toEqual(['000_4d85fd9897d069bf.txt L2479-2512, L2524-2530']);
    expect(cites('sharpAndReady')).toEqual(['000_4d85fd9897d069bf.txt L2643-2659, L2687-2692']);
    expect(cites('battleOfKings', 'asoiaf-2018', 'centre')).toEqual(['002_953a7ceb75253954.txt L1297-1298']);
  });
});

describe('every 2021 mode', () => {
  it('A Clash of Kings: +1 per kill by the Commander\'s unit, +2 the first time the enemy Commander falls only (L2342-2347)', () => {
    const r = run({ gameMode: 'clashOfKings', gameSize: 50, rounds: [{ destroyed: [{ owner: 1, byCommander: true }, { owner: 1, commander: true }] }, { destroyed: [{ owner: 1, commander: true }] }] });
    expect(r.vp).toEqual([3 + 1 + 2, 0]);
    expect(r.breakdown.map((l: any) => l.source)).toEqual(['combatVictory', 'commanderKill', 'combatVictory', 'enemyCommanderFirstDestroyed', 'combatVictory']);
  });
  it('A Storm of Swords: walls 5 VP to the Attacker, the Defender scores nothing and wins after round 6; the Attacker is required', () => {
    const r = run({ gameMode: 'stormOfSwords', attacker: 1, rounds: [{ destroyed: [{ owner: 0, castleWall: true }, { owner: 1 }] }, ...empty(5)] });
    expect(r).toMatchObject({ vp: [0, 5], ended: true, decidedBy: 'defenderHeld', winner: 'Stark' });
    expect(run({ gameMode: 'stormOfSwords', attacker: 1, rounds: [{ destroyed: [{ owner: 0, castleWall: true }, { owner: 0 }, { owner: 0 }, { owner: 0 }] }] })).toMatchObject({ ended: true, winner: 'Lannister', vp: [0, 8] });
    expect(err(() => run({ gameMode: 'stormOfSwords', rounds: [] }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/attacker' }] });
  });
  it('A Storm of Swords: 3 castle wall segments, each destroyed once (L2371-2375, L2431-2432); a fourth is a 422 at it, under both versions', () => {
    const wall = { owner: 1, castleWall: true };
    for (const v of ['asoiaf-2021', 'asoiaf-2018'] as V[]) {
      expect(run({ gameMode: 'stormOfSwords', gameSize: 50, attacker: 0, rounds: [{ destroyed: [wall, wall] }, { destroyed: [wall] }] }, v).vp).toEqual([15, 0]);
      expect(err(() => run({ gameMode: 'stormOfSwords', gameSize: 50, attacker: 0, rounds: [{ destroyed: [wall, wall] }, { destroyed: [wall, wall] }] }, v))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/rounds/1/destroyed/1/castleWall', code: 'too_many' }] });
    }
  });
  it('A Feast for Crows and A Dance with Dragons: the carrier controls whatever engages it; one unit cannot carry two tokens', () => {
    for (const gameMode of ['feastForCrows', 'danceWithDragons']) {
      expect(run({ gameMode, rounds: [{}, { objectives: [{ holder: { player: 0, ranks: 1, unit: 'a', commander: true }, engaged: [{ ranks: 3 }] }] }] }).vp).toEqual([2, 0]);
      expect(err(() => run({ gameMode, rounds: [{ objectives: [{ holder: { player: 0, unit: 'a' } }, { holder: { player: 0, unit: 'a' } }] }] }))).toMatchObject({ issues: [{ path: '/rounds/0/objectives/1/holder/unit', code: 'two_tokens' }] });
    }
  });
  it('A Feast for Crows: one token per corpse pile and new piles only while fewer than 4 are in play, so at most 4 tokens (L2461-2465, L2516-2522)', () => {
    const tokens = (n: number) => ({ gameMode: 'feastForCrows', rounds: [{}, { objectives: Array.from({ length: n }, (_, i) => ({ holder: { player: i % 2, unit: `u${i}` } })) }] });
    expect(run(tokens(4)).vp).toEqual([2, 2]);
    expect(err(() => run(tokens(5)))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/rounds/1/objectives', code: 'too_many' }] });
  });
  it('The Winds of Winter: objectives give nothing by themselves, Missions do, not in round 1 (L2572-2574)', () => {
    expect(run({ gameMode: 'windsOfWinter', rounds: [{}, { objectives: [holder(0)], missionVp: [2, 1] }] }).vp).toEqual([2, 1]);
    expect(err(() => run({ gameMode: 'windsOfWinter', rounds: [{ missionVp: [1, 0] }] }))).toMatchObject({ issues: [{ path: '/rounds/0/missionVp', code: 'too_early' }] });
  });
  it('Sharp and Ready: standard objectives (Variant A)', () => {
    expect(run({ gameMode: 'sharpAndReady', rounds: [{}, { objectives: [holder(0), holder(1, { ranks: 1 })] }] }).vp).toEqual([1, 1]);
  });
  it('Fire and Blood: +1 per kill by a marked unit, +2 per enemy marked unit destroyed, VP tokens; no objectives (L2732-2742)', () => {
    expect(run({ gameMode: 'fireAndBlood', rounds: [{ destroyed: [{ owner: 1, byMarked: true, marked: true, vpTokens: 2 }] }] }).vp).toEqual([1 + 1 + 2 + 2, 0]);
    expect(err(() => run({ gameMode: 'fireAndBlood', rounds: [{ objectives: [holder(0)] }] }))).toMatchObject({ issues: [{ path: '/rounds/0/objectives', code: 'not_in_mode' }] });
  });
  it('Fire and Blood: each side has two marked units (L2708-2718); a third marked unit of one side destroyed is a 422 at it', () => {
    const m = { owner: 1, marked: true };
    expect(run({ gameMode: 'fireAndBlood', gameSize: 50, rounds: [{ destroyed: [m] }, { destroyed: [m, { owner: 0, marked: true }] }] }).vp).toEqual([6, 3]);
    expect(err(() => run({ gameMode: 'fireAndBlood', gameSize: 50, rounds: [{ destroyed: [m, m] }, { destroyed: [m] }] }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/rounds/1/destroyed/0/marked', code: 'too_many' }] });
  });
  it('Here We Stand: a quadrant needs 5 army points and more than the opponent; the Commander adds 3; from round 2 (L2760-2775)', () => {
    const q = [{ units: [{ player: 0, points: 5 }, { player: 1, points: 4 }] }, { units: [{ player: 1, points: 2, commander: true }] }, { units: [{ player: 0, points: 4 }] }, { units: [{ player: 0, points: 6 }, { player: 1, points: 6 }] }];
    expect(run({ gameMode: 'hereWeStand', rounds: [{ quadrants: q }, { quadrants: q }] }).vp).toEqual([1, 1]);
    expect(err(() => run({ gameMode: 'gameOfThrones', rounds: [{ quadrants: q }] }))).toMatchObject({ issues: [{ path: '/rounds/0/quadrants' }] });
  });
  it('Here We Stand: a player\'s one Commander adds 3 in one quadrant (L2783-2785); flagged in two quadrants it is a 422 at the second', () => {
    const q = (c: boolean) => [{ units: [{ player: 0, points: 2, commander: true }] }, { units: [{ player: 0, points: 2, commander: c }] }, { units: [] }, { units: [] }];
    expect(run({ gameMode: 'hereWeStand', rounds: [{}, { quadrants: q(false) }] }).vp).toEqual([1, 0]);
    expect(err(() => run({ gameMode: 'hereWeStand', rounds: [{}, { quadrants: q(true) }] }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/rounds/1/quadrants/1/units/0/commander', code: 'two_commanders' }] });
  });
  it('Here We Stand: an NCU placed in a quadrant adds its points, one per player per quadrant (L2774-2780); a second is a 422 at it', () => {
    const q = (second: boolean) => [{ units: [{ player: 1, points: 3, ncu: true }, { player: 1, points: 2, ncu: second }] }, { units: [] }, { units: [] }, { units: [] }];
    expect(run({ gameMode: 'hereWeStand', rounds: [{}, { quadrants: q(false) }] }).vp).toEqual([0, 1]);
    expect(err(() => run({ gameMode: 'hereWeStand', rounds: [{}, { quadrants: q(true) }] }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/rounds/1/quadrants/0/units/1/ncu', code: 'two_ncus' }] });
  });
  it('Dark Wings, Dark Words: Missions from round 1 plus objectives from round 2', () => {
    expect(run({ gameMode: 'darkWingsDarkWords', rounds: [{ missionVp: [1, 0], objectives: [holder(0)] }, { missionVp: [0, 2], objectives: [holder(0)] }] }).vp).toEqual([2, 2]);
  });
});

describe('every 2018 mode', () => {
  const v: V = 'asoiaf-2018';
  it('Battle of Kings: centre 2 VP, sides 1 VP from round 2, +2 for the enemy Commander (002 L1298-1299); positions required', () => {
    const o = [{ position: 'centre' as const, ...holder(0) }, { position: 'side' as const, ...holder(1) }];
    expect(run({ gameMode: 'battleOfKings', rounds: [{ objectives: o }, { objectives: o, destroyed: [{ owner: 1, commander: true }] }] }, v).vp).toEqual([2 + 1 + 2, 1]);
    expect(err(() => run({ gameMode: 'battleOfKings', rounds: [{ objectives: [holder(0)] }] }, v))).toMatchObject({ issues: [{ path: '/rounds/0/objectives/0/position' }] });
  });
  it('Battle of Kings: one centre token and two side tokens (002 L1288); a second centre token is a 422 at its position', () => {
    const o = (position: 'centre' | 'side') => ({ position, ...holder(0) });
    expect(run({ gameMode: 'battleOfKings', gameSize: 50, rounds: [{}, { objectives: [o('centre'), o('side'), o('side')] }] }, v).vp).toEqual([4, 0]);
    expect(err(() => run({ gameMode: 'battleOfKings', rounds: [{}, { objectives: [o('centre'), o('centre')] }] }, v))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/rounds/1/objectives/1/position', code: 'too_many' }] });
  });
  it('A Storm of Swords (2018): walls 5 VP, the Defender holds after round 6', () => {
    expect(run({ gameMode: 'stormOfSwords', attacker: 0, rounds: [{ destroyed: [{ owner: 1, castleWall: true }] }, ...empty(5)] }, v)).toMatchObject({ vp: [5, 0], winner: 'Lannister', decidedBy: 'defenderHeld' });
  });
  it('A Feast for Crows (2018): the destroyer gains the VP tokens; option feastTokensTo opponent (§12.2 item 17)', () => {
    const req = { gameMode: 'feastForCrows', rounds: [{ destroyed: [{ owner: 1, vpTokens: 2 }, { owner: 1, by: 'self' as const, vpTokens: 1 }] }] };
    expect(run(req, v).vp).toEqual([4, 0]);
    expect(run(req, v, { feastTokensTo: 'opponent' }).vp).toEqual([5, 0]);
  });
  it('The Winds of Winter: combat victory ignored in 2018, counted in 2021; Missions not before round 2', () => {
    const req = { gameMode: 'windsOfWinter', rounds: [{ destroyed: [{ owner: 1 }] }, { missionVp: [1, 1] }] };
    expect(run(req, v).vp).toEqual([1, 1]);
    expect(run(req).vp).toEqual([2, 1]);
  });
  it('option reservesPreventElimination: a Defender with units in Reserve is not out (default); with false it is (§12.2 item 16)', () => {
    const req = { gameMode: 'stormOfSwords', attacker: 0, rounds: [{ eliminated: [{ player: 1, unitsInReserve: true }] }] };
    expect(run(req, v)).toMatchObject({ ended: false });
    expect(run(req, v, { reservesPreventElimination: false })).toMatchObject({ ended: true, winner: 'Stark', decidedBy: 'elimination' });
  });
});
