/**
 * Cover worked out from terrain (004_1ae45c4b93e4399d.txt L1344-1376, L1412-1427, L2824-2891). The shooter's
 * front middle is (36, 11); the 10"×4" target spans x 31-41, y 28-32. Pieces whose edges lie on sight lines
 * from that point, or contain the target, obscure exact shares of the footprint.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import type { RulesContext } from '../../../core/system.js';
import { resolveOptions } from '../../../core/options.js';
import type { UnitInput } from '../units.js';
import { coverFromTable, harderCover, type CoverGeometry, type CoverTerrain } from './cover.js';
import { attacksCapability, type AttackRequest } from './index.js';

const box = (type: CoverTerrain['type'], x0: number, x1: number, y0: number, y1: number): CoverTerrain => ({ type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
const geo = (...terrain: CoverTerrain[]): CoverGeometry => ({ shooter: { centre: { x: 36, y: 10 }, facing: 0, width: 10, depth: 2 }, target: { centre: { x: 36, y: 30 }, facing: 180, width: 10, depth: 4 }, terrain });
const cover = (g: CoverGeometry, large = false) => coverFromTable(g, { shooter: { troopType: 'infantry', largeTarget: false }, target: { troopType: large ? 'monster' : 'infantry', largeTarget: large }, volleyFire: false }, new Explainer());

describe('cover from terrain (L1344-1376)', () => {
  it('Figure 8b: impassable terrain hiding half the footprint → hard cover, −2 (L1360-1368, L1419-1421, L2838-2840)', () => {
    expect(cover(geo(box('impassable', 10, 36, 18, 20)))).toEqual({ cover: 'hard', obscuredSoft: 0, obscuredHard: 0.5, obscured: 0.5 });
  });
  it('Figure 8c: impassable terrain hiding less than half → no cover (L1422-1424)', () => {
    const f = cover(geo(box('impassable', 10, 35.5, 18, 20)));
    expect(f.cover).toBe('none');
    expect(f.obscuredHard).toBeGreaterThan(0.3);
    expect(f.obscuredHard).toBeLessThan(0.5);
  });
  it('Figure 7c/7b: a forest hiding half or more → soft cover; less than half → none (L1352-1359, L1412-1417, L2863-2864)', () => {
    expect(cover(geo(box('forest', 10, 36, 18, 20)))).toEqual({ cover: 'soft', obscuredSoft: 0.5, obscuredHard: 0, obscured: 0.5 });
    expect(cover(geo(box('forest', 10, 35, 18, 20))).cover).toBe('none');
  });
  it('Figure 9: 30 % behind a forest and 30 % in a building → soft cover, not hard (L1369-1376, L1425-1427)', () => {
    expect(cover(geo(box('forest', 25, 34, 12, 40), box('building', 38, 45, 12, 40)))).toEqual({ cover: 'soft', obscuredSoft: 0.3, obscuredHard: 0.3, obscured: 0.6 });
  });
  it('hard and soft both at half or more: only hard applies (L1361-1363)', () => {
    expect(cover(geo(box('forest', 10, 40, 14, 16), box('impassable', 10, 36, 18, 20))).cover).toBe('hard');
  });
  it('obscuring terrain hiding the whole target: no line of sight, 422 (L2824-2826)', () => {
    expect(() => cover(geo(box('impassable', 10, 60, 18, 20)))).toThrow(expect.objectContaining({ code: 'impossible_state' }) as unknown as Error);
  });
  it('fields: soft only for a unit with half or more inside, never a Large Target; fields in between give nothing (L2845-2847)', () => {
    expect(cover(geo(box('fields', 20, 36, 25, 35))).cover).toBe('soft');
    expect(cover(geo(box('fields', 20, 36, 25, 35)), true).cover).toBe('none');
    expect(cover(geo(box('fields', 20, 35.5, 25, 35))).cover).toBe('none');
    expect(cover(geo(box('fields', 10, 60, 18, 20))).cover).toBe('none');
  });
  it('ruins: hard for a unit with half or more inside, not a Large Target (L2870-2872)', () => {
    expect(cover(geo(box('ruins', 20, 36, 25, 35))).cover).toBe('hard');
    expect(cover(geo(box('ruins', 20, 36, 25, 35)), true).cover).toBe('none');
  });
  it('hills: hard for a unit wholly off the hill, soft for one partly on it; the part on the hill is seen (L2851-2857)', () => {
    expect(cover(geo(box('hill', 10, 36, 18, 20))).cover).toBe('hard');
    const on = cover(geo(box('hill', 10, 42, 18, 28.5)));
    expect(on.cover).toBe('soft');
    expect(on.obscuredSoft).toBeCloseTo(35 / 40, 12); // the 5 of 40 rows at y ≤ 28.5 stand on the hill, in sight
    expect(on.obscuredHard).toBe(0);
  });
  it('hills: a shooter on the hill sees out of it (L2825-2826)', () => {
    const g = geo(box('hill', 20, 50, 5, 14));
    expect(cover(g)).toMatchObject({ cover: 'none', obscured: 0 });
  });
  it('walls: hard for a unit defending it (touching it), not a Large Target, nothing otherwise (L2883-2891)', () => {
    expect(cover(geo(box('wall', 30, 42, 27, 28))).cover).toBe('hard');
    expect(cover(geo(box('wall', 30, 42, 27, 28)), true).cover).toBe('none');
    expect(cover(geo(box('wall', 30, 42, 26, 27))).cover).toBe('none');
  });
  it('water gives no cover (L2876-2882)', () => {
    expect(cover(geo(box('water', 10, 60, 18, 20))).cover).toBe('none');
  });
  it('the harder of stated and terrain cover applies (L1361-1363)', () => {
    expect([harderCover('soft', 'hard'), harderCover('none', 'soft'), harderCover('none', 'none'), harderCover('hard', 'none')]).toEqual(['hard', 'soft', 'none', 'hard']);
  });
});

describe('shooting with geometry (L1334-1368)', () => {
  const ctx: RulesContext = { rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, {}), dice: { mode: 'exact' } };
  const P = { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
  const unit = (o: Partial<UnitInput> = {}): UnitInput => ({ troopType: 'infantry', profile: P, models: 1, files: 1, ...o });
  const req = (o: Partial<AttackRequest>): AttackRequest => ({ kind: 'shooting', attacker: unit({ missileWeapon: 'crossbow' }), target: unit(), range: 10, ...o });
  const toHit = (o: Partial<AttackRequest>) => attacksCapability.run(req(o), ctx).result.plan.groups[0].toHit;

  it('BS4 at short range hits on 3+; hard cover from terrain makes it 5+, soft 4+, and the explanation says how', () => {
    expect(toHit({})).toBe('3+');
    expect(toHit({ geometry: geo(box('impassable', 10, 36, 18, 20)) })).toBe('5+');
    expect(toHit({ geometry: geo(box('forest', 10, 36, 18, 20)) })).toBe('4+');
    const steps = attacksCapability.run(req({ geometry: geo(box('forest', 10, 36, 18, 20)) }), ctx).explanation;
    expect(steps.some((s) => /50 % of the target's footprint behind soft things.*soft cover/.test(s.text) && /L1344-1376/.test(s.cite))).toBe(true);
  });
  it('stated cover still works alone and combines with terrain: the harder applies (L1361-1363)', () => {
    expect(toHit({ cover: 'hard' })).toBe('5+');
    expect(toHit({ cover: 'soft', geometry: geo(box('impassable', 10, 36, 18, 20)) })).toBe('5+');
    expect(toHit({ cover: 'soft', geometry: geo() })).toBe('4+');
  });
  it('a Large Target in ruins gets no cover (L2870-2872)', () => {
    expect(toHit({ target: unit({ troopType: 'monster' }), geometry: geo(box('ruins', 20, 36, 25, 35)) })).toBe('3+');
  });
  it('bad geometry names every field; geometry outside shooting is refused (400)', () => {
    const bad = { ...geo({ type: 'lava' as never, polygon: [{ x: 0, y: 0 }] }), target: { centre: { x: 36, y: 30 }, facing: 0, width: 0, depth: 4 } };
    try {
      attacksCapability.run(req({ geometry: bad }), ctx);
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).issues.map((i) => i.path).sort()).toEqual(['/geometry/target', '/geometry/terrain/0/polygon', '/geometry/terrain/0/type']);
    }
    expect(() => attacksCapability.run(req({ kind: 'closeCombat', geometry: geo() }), ctx)).toThrow(DomainError);
  });
});
