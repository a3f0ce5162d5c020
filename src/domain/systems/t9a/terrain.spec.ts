/** T9A terrain setup (004_1ae45c4b93e4399d.txt L420-451). */
import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { terrainCapability, type TerrainRequest } from './terrain.js';

const run = (r: TerrainRequest, dice: DiceRequest = { mode: 'seeded', seed: 'a' }) => terrainCapability.run(r, { rulesVersion: 't9a-0.11.1', options: resolveOptions(terrainCapability.options, {}), dice });

describe('terrain', () => {
  it('generates 3 + 2D3 features (or fewer, discarded), each 6" apart on the board, replaying by seed', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const out = run({ mode: 'generate' }, { mode: 'seeded', seed });
      const r = out.result as any;
      expect(r.pieces.length + r.discarded.length).toBeGreaterThanOrEqual(5);
      expect(r.pieces.length + r.discarded.length).toBeLessThanOrEqual(9);
      expect(r.issues.filter((i: any) => i.code !== 'FOOTPRINT_NOT_RECOMMENDED')).toEqual([]);
      expect(['building', 'impassable']).toContain(r.pieces[0]?.type ?? r.discarded[0].type);
      expect(run({ mode: 'generate' }, { mode: 'seeded', seed })).toEqual(out);
    }
  });
  it('given dice: the building/impassable die, 2D3, types, then section, 2D6 and direction per feature', () => {
    const rolls = [2, 1, 1, 3, 1, 1, 3, 2, 1, 2, 1, 1, 3, 3, 1, 1, 5, 4, 1, 1, 1, 5, 1, 1, 1];
    const r = run({ mode: 'generate' }, { mode: 'given', rolls }).result as any;
    expect(r.pieces.map((p: any) => p.type)).toEqual(['building', 'hill', 'forest', 'fields', 'hill']);
    expect(r.pieces[0].centre).toEqual({ x: 12, y: 12 + 5 });
  });
  it('recommended footprints: walls 1"×10" only (L449-451): a 2"×5" or 0.5"×10" wall is not recommended, a 10"×1" one is', () => {
    const codes = (width: number, depth: number) => (run({ mode: 'check', pieces: [{ type: 'wall', centre: { x: 36, y: 24 }, width, depth }] }, { mode: 'exact' }).result as any).issues.map((i: any) => i.code);
    expect(codes(10, 1)).toEqual([]);
    expect(codes(1, 10)).toEqual([]);
    expect(codes(2, 5)).toEqual(['FOOTPRINT_NOT_RECOMMENDED']);
    expect(codes(0.5, 10)).toEqual(['FOOTPRINT_NOT_RECOMMENDED']);
  });
  it('checks a layout: too close, off the board, recommended sizes; overlapping pieces are impossible (422)', () => {
    const r = run({ mode: 'check', pieces: [{ type: 'hill', centre: { x: 10, y: 10 }, width: 8, depth: 6 }, { type: 'forest', centre: { x: 20, y: 10 }, width: 8, depth: 6 }, { type: 'wall', centre: { x: 71, y: 40 }, width: 10, depth: 1 }] }, { mode: 'exact' }).result as any;
    expect(r.valid).toBe(false);
    expect(r.issues.map((i: any) => i.code)).toEqual(['TOO_CLOSE', 'OFF_TABLE']);
    expect(() => run({ mode: 'check', pieces: [{ type: 'hill', centre: { x: 10, y: 10 }, width: 8, depth: 6 }, { type: 'forest', centre: { x: 12, y: 10 }, width: 8, depth: 6 }] }, { mode: 'exact' })).toThrow('overlap');
    expect(() => run({ mode: 'generate' }, { mode: 'exact' })).toThrow('rolls dice');
  });
});
