import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DomainError } from '../../core/errors.js';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { polygonDistance } from '../../core/table/intersect.js';
import { runCharge } from './charges.js';
import { minWidth, runTerrain, type TerrainRequest } from './terrain.js';
import type { TerrainInput } from './world.js';

// Kings of War terrain: 003_80333abf01c9832d.txt L405-469; set-up zones L1259-1265
const ctx = (options: RulesContext['options'] = {}, dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options, dice });
const box = (id: string, type: string, x0: number, y0: number, x1: number, y1: number, height?: number): TerrainInput => ({
  id, type, ...(height !== undefined ? { height } : {}), polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }],
});
const check = (terrain: TerrainInput[], options: RulesContext['options'] = {}) => runTerrain({ mode: 'check', terrain }, ctx(options)).result;
const gen = (req: Partial<TerrainRequest>, seed = 's', options: RulesContext['options'] = {}) => runTerrain({ mode: 'generate', ...req }, ctx(options, { mode: 'seeded', seed })).result;
const codes = (r: { violations: Array<{ code: string }> }) => r.violations.map((v) => v.code);
/** A wood in each set-up zone, mirrored through the centre of a 72 × 48" table. */
const fairPair = [box('wood-a', 'difficult', 10, 2, 16, 8), box('wood-b', 'difficult', 56, 40, 62, 46)];

describe('KoW terrain check', () => {
  it('a mirrored layout on the table is valid and fair', () => {
    const r = check(fairPair);
    expect(r).toMatchObject({ valid: true, fair: true, violations: [] });
    expect(r.zones.A.difficult).toBe(36);
    expect(r.zones.B.difficult).toBe(36);
  });
  it('a piece past the table edge is reported (the edge is impassable, L418-420)', () => {
    expect(check([box('w', 'difficult', -1, 2, 5, 8), box('x', 'difficult', 67, 40, 73, 46)]).violations[0]).toMatchObject({ code: 'PIECE_OFF_TABLE', pieces: ['w'] });
  });
  it('pieces may not overlap, except on a hill (L467-469)', () => {
    expect(codes(check([...fairPair, box('house', 'impassable', 12, 4, 20, 6)]))).toContain('PIECES_OVERLAP');
    expect(codes(check([...fairPair, box('hill-a', 'hill', 8, 0, 18, 10), box('hill-b', 'hill', 54, 38, 64, 48)]))).toEqual([]);
  });
  it('an obstacle taller than 1" is treated as impassable, with a notice (L436-437)', () => {
    const r = check([...fairPair, box('wall', 'obstacle', 30, 23.8, 42, 24.2, 2)]);
    expect(r.pieces[2]).toMatchObject({ type: 'impassable', reclassifiedFrom: 'obstacle' });
    expect(r.notices[0]).toMatchObject({ piece: 'wall' });
    const ok = check([...fairPair, box('hedge', 'obstacle', 30, 23.8, 42, 24.2, 1)]);
    expect(ok.pieces[2].type).toBe('obstacle');
  });
  it('…and then blocks a charge path that a 1" hedge would only Hinder', () => {
    const regiment = { type: 'Inf' as const, size: 'Regiment' as const, sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 } };
    const units = [
      { id: 'c', side: 'A', unit: regiment, centre: { x: 36, y: 10 }, facing: 0 },
      { id: 't', side: 'B', unit: regiment, centre: { x: 36, y: 20 }, facing: 180 },
    ];
    const wall = (height: number) => [box('wall', 'obstacle', 20, 13, 52, 13.4, height)];
    expect(runCharge({ units, terrain: wall(1), charger: 'c', target: 't' }, ctx()).result).toMatchObject({ legal: true, hindered: true });
    // 1.2" tall: impassable, but too low to block the sight of height-1 infantry? No: height 1.2 ≥ 1 blocks sight too
    expect(runCharge({ units, terrain: wall(1.2), charger: 'c', target: 't' }, ctx()).result.reasons.map((x) => x.code)).toEqual(['NO_LINE_OF_SIGHT', 'NO_PATH']);
  });
  it('EX-18: a 2"-tall wall is height 2 — it hides cavalry (height 2) from cavalry, not from a height-3 unit (L449-451, L142-144)', () => {
    const cav = { type: 'Cav' as const, size: 'Troop' as const, sp: 8, me: 3, ra: null, de: 5, att: 8, ne: { waver: 11, rout: 13 } };
    const units = (h?: number) => [
      { id: 'c', side: 'A', unit: { ...cav, ...(h ? { height: h } : {}) }, centre: { x: 36, y: 10 }, facing: 0 },
      { id: 't', side: 'B', unit: cav, centre: { x: 36, y: 22 }, facing: 180 },
    ];
    const wall = [box('wall', 'impassable', 20, 15, 52, 15.5, 2)];
    expect(runCharge({ units: units(), terrain: wall, charger: 'c', target: 't' }, ctx()).result.reasons.map((x) => x.code)).toContain('NO_LINE_OF_SIGHT');
    expect(runCharge({ units: units(3), terrain: wall, charger: 'c', target: 't' }, ctx()).result.reasons.map((x) => x.code)).not.toContain('NO_LINE_OF_SIGHT');
  });
  it('obstacles are long but narrow (L431-433, option obstacleMaxWidth)', () => {
    expect(codes(check([...fairPair, box('block', 'obstacle', 30, 22, 33, 25)]))).toEqual(['OBSTACLE_NOT_NARROW']);
    expect(codes(check([...fairPair, box('block', 'obstacle', 30, 22, 33, 25)], { obstacleMaxWidth: 3 }))).toEqual([]);
    expect(minWidth([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 0.5 }, { x: 0, y: 0.5 }])).toBeCloseTo(0.5, 12);
  });
  it('terrain in one set-up zone only is unfair (zones: own half beyond 12" of the centre line)', () => {
    const r = check([fairPair[0]]);
    expect(r).toMatchObject({ fair: false, valid: false });
    expect(codes(r)).toEqual(['ZONES_UNFAIR']);
    expect(check([fairPair[0]], { fairnessTolerance: 1 }).fair).toBe(true);
    // a wood between the zones counts for neither
    expect(check([box('mid', 'difficult', 30, 14, 36, 20)]).fair).toBe(true);
  });
  it('deploymentFrom centrePoint: zones end 12" from the centre point instead of the centre line (L1263)', () => {
    // 20" from the centre line's middle along x, inside the 12" strip but more than 12" from the centre point
    const far = [box('w', 'difficult', 4, 14, 8, 18)];
    expect(check(far).zones.A.difficult).toBe(0);
    expect(check(far, { deploymentFrom: 'centrePoint' }).zones.A.difficult).toBe(16);
  });
  it('bad pieces are named with pointers', () => {
    try {
      check([{ type: 'lava', polygon: [] } as unknown as TerrainInput, { id: 'x', type: 'hill', height: -1, polygon: [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 1, y: 0 }, { x: 0, y: 1 }] }]);
      throw new Error('expected an error');
    } catch (e) {
      expect((e as DomainError).issues.map((i) => i.path)).toEqual(['/terrain/0/type', '/terrain/0/polygon', '/terrain/1/height']);
    }
    try {
      check([{ id: 'x', type: 'hill', polygon: [{ x: 0, y: 0 }, { x: 4, y: 2 }, { x: 4, y: 0 }, { x: 0, y: 1 }] }]);
      throw new Error('expected an error');
    } catch (e) {
      expect((e as DomainError).issues).toEqual([expect.objectContaining({ path: '/terrain/0/polygon', message: expect.stringContaining('crosses itself') })]);
    }
  });
});

describe('KoW terrain generation', () => {
  it('the same seed gives the same layout; another seed another', () => {
    expect(gen({}, 'a')).toEqual(gen({}, 'a'));
    expect(gen({}, 'a').pieces).not.toEqual(gen({}, 'b').pieces);
  });
  it('gives the mix asked for; a piece without a twin lies in neither zone', () => {
    const r = gen({ mix: { impassable: 1, difficult: 2, obstacle: 2, hill: 0 } }, 's', { deploymentFrom: 'centrePoint' });
    expect(r.pieces.map((p) => p.type).sort()).toEqual(['difficult', 'difficult', 'impassable', 'obstacle', 'obstacle']);
    const house = r.pieces.find((p) => p.type === 'impassable')!;
    for (const v of house.polygon) expect(Math.hypot(v.x - 36, v.y - 24)).toBeLessThanOrEqual(12);
    expect(r.zones.A.impassable).toBe(0);
  });
  it('every generated layout passes the check, and both zones get exactly the same terrain', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (seed, a, b, c) => {
        const r = gen({ mix: { impassable: a, difficult: b, obstacle: c, hill: 2 } }, seed);
        expect(r.violations).toEqual([]);
        // mirrored pieces: the same areas (up to the 0.001 sq in the report rounds to)
        for (const t of ['impassable', 'difficult', 'obstacle', 'hill', 'decorative'] as const) expect(Math.abs(r.zones.A[t] - r.zones.B[t])).toBeLessThanOrEqual(0.0011);
        expect(r.pieces.length).toBe(a + b + c + 2);
        // the check endpoint agrees on the returned layout
        expect(check(r.pieces).valid).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
  it('keeps generateMinGap between pieces', () => {
    const r = gen({ mix: { impassable: 4, difficult: 4, obstacle: 0, hill: 0 } }, 'gap', { generateMinGap: 6 });
    for (let i = 0; i < r.pieces.length; i++) for (let j = i + 1; j < r.pieces.length; j++) expect(polygonDistance(r.pieces[i].polygon, r.pieces[j].polygon)).toBeGreaterThanOrEqual(6 - 1e-9);
  });
  it('option generateMix (L405-411, L1249-1257): by default mix changes the default counts; replace places only the pieces asked for', () => {
    const count = (r: ReturnType<typeof gen>) => Object.fromEntries(['impassable', 'difficult', 'obstacle', 'hill'].map((t) => [t, r.pieces.filter((p) => p.type === t).length]));
    expect(count(gen({ mix: { hill: 1 } }, 'mix'))).toEqual({ impassable: 2, difficult: 2, obstacle: 2, hill: 1 });
    expect(count(gen({ mix: { hill: 1 } }, 'mix', { generateMix: 'replace' }))).toEqual({ impassable: 0, difficult: 0, obstacle: 0, hill: 1 });
    expect(gen({}, 'mix', { generateMix: 'replace' }).pieces).toEqual([]);
  });
  it('too much terrain for the table is a 422 naming the type; no seed is a 400', () => {
    const e = (() => {
      try {
        gen({ table: { width: 24, depth: 24 }, mix: { impassable: 20 } });
      } catch (x) {
        return x as DomainError;
      }
    })();
    expect(e).toMatchObject({ code: 'impossible_state', issues: [{ path: '/mix/impassable' }] });
    expect(() => runTerrain({ mode: 'generate' }, ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/dice' })] }));
  });
});


