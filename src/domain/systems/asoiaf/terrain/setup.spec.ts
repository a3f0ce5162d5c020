/** ASOIAF battlefield setup (digest §7.4): the 2021 procedure and random method, the 2018 placement, D21-D23 and D25 under both versions. */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import type { DiceRequest } from '../../../core/system.js';
import { PIECES_2018, PIECES_2021, RANDOM_TABLE } from './pieces.js';
import { terrainCapability, type TerrainRequest } from './setup.js';

type V = 'asoiaf-2021' | 'asoiaf-2018';
const out = (r: TerrainRequest, v: V = 'asoiaf-2021', dice: DiceRequest = { mode: 'exact' }) => terrainCapability.run(r, { rulesVersion: v, options: {}, dice });
const run = (r: TerrainRequest, v: V = 'asoiaf-2021', dice: DiceRequest = { mode: 'exact' }) => out(r, v, dice).result as Record<string, any>;
const given = (...rolls: number[]): DiceRequest => ({ mode: 'given', rolls });
const err = (f: () => unknown) => { try { f(); } catch (e) { return e as DomainError; } throw new Error('no error'); };
const at = (piece: string, x: number, y: number, extra = {}) => ({ piece, centre: { x, y }, ...extra });
const codes = (r: TerrainRequest, v: V = 'asoiaf-2021') => run(r, v).issues.map((i: { code: string; path: string }) => [i.code, i.path]);

describe('the 2021 random method (L2162-2202)', () => {
  it('given dice replay by hand: 1D3 = 2 → 4 pieces; 2D6 2, 7 (roller\'s choice), 11, 4; a spot in a deployment zone is rerolled', () => {
    const o = out({ mode: 'generate', method: 'random', rollersChoice: 'stakes' }, 'asoiaf-2021', given(2, 1, 1, 3, 4, 5, 6, 2, 2, 12, 24, 36, 24, 24, 34, 24, 5, 24, 14));
    const r = o.result as Record<string, any>;
    expect(r.pieces.map((p: any) => [p.piece, p.centre.x, p.centre.y, p.placedBy])).toEqual([['corpsePile', 12, 24, 'A'], ['stakes', 36, 24, 'B'], ['weirwood', 24, 34, 'A'], ['marsh', 24, 14, 'B']]);
    expect(r).toMatchObject({ valid: true, steps: ['deploymentZones', 'objectives', 'terrain'], issues: [], discarded: [] });
    expect(o.rolls!.filter((x) => x.rerolled).map((x) => x.value)).toEqual([24, 14]);
    expect(o.unusedRolls).toEqual([]);
  });
  it('the 2D6 table: 36 outcomes, 7 the roller\'s choice; too few given dice is insufficient_dice', () => {
    expect(RANDOM_TABLE.flatMap((r) => r.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(err(() => run({ mode: 'generate', method: 'random' }, 'asoiaf-2021', given(3, 1)))).toMatchObject({ code: 'insufficient_dice' });
  });
  it('A Feast for Crows rerolls a corpse pile result (L2455-2469); two corpse piles lie under the side tokens', () => {
    const r = run({ mode: 'generate', gameMode: 'feastForCrows', method: 'random' }, 'asoiaf-2021', given(1, 1, 2, 5, 5, 5, 5, 6, 6, 20, 24, 32, 33, 38, 16));
    expect(r.pieces.map((p: any) => [p.piece, p.centre.x, p.centre.y, !!p.extra])).toEqual([['corpsePile', 6, 24, true], ['corpsePile', 42, 24, true], ['forest', 20, 24, false], ['forest', 32, 33, false], ['weirwood', 38, 16, false]]);
  });
  it('seeded generation replays byte for byte and keeps every rule, in every 2021 and 2018 mode', () => {
    for (const [v, modes] of [['asoiaf-2021', ['gameOfThrones', 'clashOfKings', 'stormOfSwords', 'feastForCrows', 'danceWithDragons', 'windsOfWinter', 'sharpAndReady', 'fireAndBlood', 'hereWeStand', 'darkWingsDarkWords']], ['asoiaf-2018', ['gameOfThrones', 'battleOfKings', 'stormOfSwords', 'feastForCrows', 'windsOfWinter']]] as Array<[V, string[]]>) {
      for (const gameMode of modes) {
        const req: TerrainRequest = { mode: 'generate', gameMode, ...(gameMode === 'stormOfSwords' ? {} : v === 'asoiaf-2021' ? { method: 'random' } : {}) };
        const a = out(req, v, { mode: 'seeded', seed: 'winter' });
        expect(JSON.stringify(out(req, v, { mode: 'seeded', seed: 'winter' }))).toBe(JSON.stringify(a));
        expect((a.result as any).issues).toEqual([]);
        expect(run({ mode: 'check', gameMode, pieces: (a.result as any).pieces, objectives: (a.result as any).objectives }, v).issues).toEqual([]);
      }
    }
  });
});

describe('exact odds of the random method, and seeded runs within 4 SE', () => {
  const brute = (excluded: string[]) => {
    const counts: Record<string, number> = {};
    let n = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
      const t = a + b;
      const piece = t <= 3 ? 'corpsePile' : t === 4 ? 'marsh' : t === 5 ? 'palisade' : t === 6 ? 'hedge' : t === 7 ? 'rollersChoice' : t === 8 ? 'wall' : t === 9 ? 'stakes' : t === 10 ? 'forest' : 'weirwood';
      if (excluded.includes(piece)) continue;
      counts[piece] = (counts[piece] ?? 0) + 1;
      n++;
    }
    return Object.fromEntries(Object.entries(counts).map(([k, c]) => [k, c / n]));
  };
  it('each piece\'s category equals a brute force over the 36 faces (Feast for Crows and Sharp and Ready exclude their rerolled results)', () => {
    for (const [gameMode, excluded] of [['gameOfThrones', []], ['feastForCrows', ['corpsePile']], ['sharpAndReady', ['palisade']]] as Array<[string, string[]]>) {
      const o = out({ mode: 'generate', gameMode, method: 'random' });
      const got = Object.fromEntries((o.distribution!.category as Array<{ value: string; p: number }>).map((e) => [e.value, e.p]));
      const want = brute(excluded);
      expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
      for (const k of Object.keys(want)) expect(Math.abs(got[k] - want[k])).toBeLessThan(1e-12);
      expect(o.distribution!.pieces).toEqual([{ value: 3, p: 1 / 3 }, { value: 4, p: 1 / 3 }, { value: 5, p: 1 / 3 }]);
    }
  });
  it('400 seeded layouts: piece counts and categories within 4 SE of the exact odds', () => {
    const n = 400;
    const pieces: Record<number, number> = {};
    const cat: Record<string, number> = {};
    let total = 0;
    for (let i = 0; i < n; i++) {
      const o = out({ mode: 'generate', method: 'random', rollersChoice: 'stakes' }, 'asoiaf-2021', { mode: 'seeded', seed: `s${i}` });
      const count = o.rolls!.find((r) => r.die === 'd3')!.value + 2;
      pieces[count] = (pieces[count] ?? 0) + 1;
      const sums = o.rolls!.filter((r) => r.purpose.endsWith(': 2D6'));
      for (let k = 0; k < sums.length; k += 2) { const t = sums[k].value + sums[k + 1].value; const c = t === 7 ? 'rollersChoice' : String(t); cat[c] = (cat[c] ?? 0) + 1; total++; }
    }
    for (const c of [3, 4, 5]) expect(Math.abs(pieces[c] / n - 1 / 3)).toBeLessThan(4 * Math.sqrt((1 / 3) * (2 / 3) / n));
    const p7 = 6 / 36;
    expect(Math.abs(cat.rollersChoice / total - p7)).toBeLessThan(4 * Math.sqrt((p7 * (1 - p7)) / total));
  });
});

describe('D21-D23, D25: one request under both versions', () => {
  it('D21 setup order: 2021 objectives before terrain, 2018 after; an Impassable piece on a token breaks a different rule', () => {
    expect(run({ mode: 'generate' }, 'asoiaf-2021', { mode: 'seeded', seed: 's' }).steps).toEqual(['deploymentZones', 'objectives', 'terrain']);
    expect(run({ mode: 'generate' }, 'asoiaf-2018', { mode: 'seeded', seed: 's' }).steps).toEqual(['deploymentZones', 'terrain', 'objectives']);
    const req: TerrainRequest = { mode: 'check', pieces: [at('palisade', 24, 24)], objectives: [{ x: 24, y: 24 }] };
    expect(codes(req)).toEqual([['IMPASSABLE_ON_OBJECTIVE', '/pieces/0']]);
    expect(codes(req, 'asoiaf-2018')).toEqual([['OBJECTIVE_ON_IMPASSABLE', '/objectives/0']]);
  });
  it('D22/D25: a piece 11" from the table edge is outside 2021\'s 10" zone but 5" from 2018\'s 6" zone; the random method is 2021 only', () => {
    const req: TerrainRequest = { mode: 'check', pieces: [at('forest', 24, 14)], objectives: [] };
    expect(codes(req)).toEqual([]);
    expect(codes(req, 'asoiaf-2018')).toEqual([['TOO_CLOSE_TO_DEPLOYMENT_ZONE', '/pieces/0']]);
    expect(codes({ mode: 'check', pieces: [at('forest', 24, 9)], objectives: [] })).toEqual([['IN_DEPLOYMENT_ZONE', '/pieces/0']]);
    expect(err(() => run({ mode: 'generate', method: 'random' }, 'asoiaf-2018', { mode: 'seeded', seed: 'x' }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/method', code: 'not_in_version' }] });
  });
  it('D23: the same pieces carry different keywords (forest: Cover+Fortified in 2021, Cover+Rough in 2018); 2018 has Slowing, 2021 Difficult', () => {
    expect(PIECES_2021.find((p) => p.id === 'forest')!.keywords).toEqual(['cover', 'fortified']);
    expect(PIECES_2018.find((p) => p.id === 'forest')!.keywords).toEqual(['cover', 'rough']);
    const kw = (v: V) => run({ mode: 'check', pieces: [at('marsh', 24, 24)], objectives: [] }, v).pieces[0].keywords;
    expect(kw('asoiaf-2021')).toEqual(['difficult', 'rough']);
    expect(kw('asoiaf-2018')).toEqual(['slowing', 'rough']);
  });
});

describe('D20: the deployment roll-off after setup, under both versions', () => {
  it('A rolls 5, B 2 (after a tie 3–3): A picks the zone; B decides who is first (2021, L2213-2215) or is first (2018, 002 L1254)', () => {
    const rolls = [1, 1, 1, 4, 4, 6, 6, 12, 24, 36, 24, 24, 34, 3, 3, 5, 2];
    const r21 = run({ mode: 'generate', method: 'random', deployment: true }, 'asoiaf-2021', given(...rolls));
    expect(r21.deployment).toEqual({ rollOff: [5, 2], picksZone: 'A', firstPlayer: { decidedBy: 'B' } });
    const r18 = run({ mode: 'generate', available: ['forest'], deployment: true }, 'asoiaf-2018', given(6, 1, 24, 24, 30, 30, 18, 30, 18, 18, 30, 18, 6, 2));
    expect(r18.deployment).toEqual({ rollOff: [6, 2], picksZone: 'A', firstPlayer: { is: 'B' } });
    expect(r18.objectives).toEqual([{ x: 24, y: 24 }, { x: 30, y: 30 }, { x: 18, y: 30 }, { x: 18, y: 18 }, { x: 30, y: 18 }]);
  });
  it('the winner may hand the choice of zone over (L2209-2215; 002 L1245): B picks and deploys first, A decides (2021) or is (2018) first', () => {
    const rolls = [1, 1, 1, 4, 4, 6, 6, 12, 24, 36, 24, 24, 34, 5, 2];
    expect(run({ mode: 'generate', method: 'random', deployment: true, handsOver: true }, 'asoiaf-2021', given(...rolls)).deployment).toEqual({ rollOff: [5, 2], picksZone: 'B', firstPlayer: { decidedBy: 'A' } });
    expect(run({ mode: 'generate', available: ['forest'], deployment: true, handsOver: true }, 'asoiaf-2018', given(6, 1, 24, 24, 30, 30, 18, 30, 18, 18, 30, 18, 6, 2)).deployment).toEqual({ rollOff: [6, 2], picksZone: 'B', firstPlayer: { is: 'A' } });
    expect(err(() => run({ mode: 'generate', handsOver: true }, 'asoiaf-2021', given(1)))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/handsOver', code: 'needs_deployment' }] });
  });
});

describe('placement rules of each mode (§7.4 overrides)', () => {
  it('6" between pieces; on the table', () => {
    expect(codes({ mode: 'check', pieces: [at('forest', 20, 24), at('wall', 31, 24)], objectives: [] })).toEqual([['TOO_CLOSE_TO_TERRAIN', '/pieces/1']]);
    expect(codes({ mode: 'check', pieces: [at('forest', 20, 24), at('wall', 32, 24)], objectives: [] })).toEqual([]);
    expect(codes({ mode: 'check', pieces: [at('forest', 46, 24)], objectives: [] })).toEqual([['OFF_TABLE', '/pieces/0']]);
  });
  it('Fire and Blood and Here We Stand: 6" from every table edge, deployment zones allowed (L2720-2724, L2754-2758)', () => {
    expect(codes({ mode: 'check', gameMode: 'fireAndBlood', pieces: [at('forest', 8, 24)] })).toEqual([['TOO_CLOSE_TO_EDGE', '/pieces/0']]);
    expect(codes({ mode: 'check', gameMode: 'hereWeStand', pieces: [at('forest', 24, 10)] })).toEqual([]);
  });
  it('Sharp and Ready: no Impassable; A Feast for Crows: no chosen corpse piles, others 1" from its own piles', () => {
    expect(codes({ mode: 'check', gameMode: 'sharpAndReady', pieces: [at('palisade', 24, 24)] })).toEqual([['IMPASSABLE_NOT_ALLOWED', '/pieces/0']]);
    expect(err(() => run({ mode: 'generate', gameMode: 'sharpAndReady', available: ['palisade'] }, 'asoiaf-2021', { mode: 'seeded', seed: 'x' }))).toMatchObject({ issues: [{ path: '/available/0', code: 'not_in_mode' }] });
    const piles = [at('corpsePile', 6, 24, { extra: true }), at('corpsePile', 42, 24, { extra: true })];
    expect(codes({ mode: 'check', gameMode: 'feastForCrows', pieces: [...piles, at('corpsePile', 24, 24)] })).toEqual([['PIECE_NOT_ALLOWED', '/pieces/2']]);
    expect(codes({ mode: 'check', gameMode: 'feastForCrows', pieces: [...piles, at('forest', 14, 24)] })).toEqual([]);
    expect(codes({ mode: 'check', gameMode: 'feastForCrows', pieces: [at('corpsePile', 6, 24), at('corpsePile', 42, 24), at('forest', 14, 24)] })).toEqual([]);
    expect(codes({ mode: 'check', gameMode: 'feastForCrows', pieces: [...piles, at('forest', 12.5, 24)] })).toEqual([['TOO_CLOSE_TO_TERRAIN', '/pieces/2']]);
  });
  it('A Storm of Swords: three castle walls 3" from the Defender\'s edge, the Defender\'s pieces more than 6" from its 12" zone (L2371-2380)', () => {
    const r = run({ mode: 'generate', gameMode: 'stormOfSwords' }, 'asoiaf-2021', { mode: 'seeded', seed: 'siege' });
    expect(r.pieces.slice(0, 3).map((p: any) => [p.piece, p.centre.x, p.centre.y - p.depth / 2])).toEqual([['castleWall', 12, 3], ['castleWall', 24, 3], ['castleWall', 36, 3]]);
    expect(r.pieces.slice(3).every((p: any) => p.placedBy === 'defender')).toBe(true);
    expect(codes({ mode: 'check', gameMode: 'stormOfSwords', pieces: [at('forest', 24, 21)] })).toEqual([['TOO_CLOSE_TO_DEPLOYMENT_ZONE', '/pieces/0']]);
  });
  it('A Storm of Swords, exactly 6" from the Defender\'s zone and from another piece: 2021 needs more than 6" (L2377-2380), 2018 at least 6" (002 L1314)', () => {
    const req: TerrainRequest = { mode: 'check', gameMode: 'stormOfSwords', pieces: [at('forest', 12, 21), at('hedge', 24, 21)] };
    expect(codes(req)).toEqual([['TOO_CLOSE_TO_DEPLOYMENT_ZONE', '/pieces/0'], ['TOO_CLOSE_TO_DEPLOYMENT_ZONE', '/pieces/1'], ['TOO_CLOSE_TO_TERRAIN', '/pieces/1']]);
    expect(codes(req, 'asoiaf-2018')).toEqual([]);
  });
  it('2018: a generated Impassable piece never lands on a fixed token spot (002 L1269): a palisade rolled onto the centre is rerolled', () => {
    const o = out({ mode: 'generate', available: ['palisade'] }, 'asoiaf-2018', given(6, 1, 24, 24, 36, 24, 18, 30, 18, 18, 30, 18, 30, 30));
    const r = o.result as Record<string, any>;
    expect(r.pieces.map((p: any) => [p.piece, p.centre])).toEqual([['palisade', { x: 36, y: 24 }]]);
    expect(r).toMatchObject({ valid: true, issues: [] });
    expect(r.objectives[0]).toEqual({ x: 24, y: 24 });
    expect(o.rolls!.filter((x) => x.rerolled).map((x) => x.value)).toEqual([36, 24]);
  });
  it('2018 A Game of Thrones: tokens 12" from the zones and 6" apart (002 L1269)', () => {
    expect(codes({ mode: 'check', pieces: [], objectives: [{ x: 24, y: 24 }, { x: 10, y: 17 }] }, 'asoiaf-2018')).toEqual([['OBJECTIVE_PLACEMENT', '/objectives/1']]);
  });
});

describe('bad input', () => {
  it('unknown piece 400 with pointer; generating needs dice; a mode of the other version is 422', () => {
    expect(err(() => run({ mode: 'check', pieces: [at('volcano', 1, 1)] }))).toMatchObject({ code: 'unknown_reference', issues: [{ path: '/pieces/0/piece' }] });
    expect(err(() => run({ mode: 'generate' }))).toMatchObject({ code: 'invalid_input', issues: [{ path: '/dice' }] });
    expect(err(() => run({ mode: 'generate', method: 'random' }, 'asoiaf-2018'))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/method' }] });
    expect(err(() => run({ mode: 'check', gameMode: 'battleOfKings' }))).toMatchObject({ code: 'impossible_state', issues: [{ path: '/gameMode' }] });
  });
});
