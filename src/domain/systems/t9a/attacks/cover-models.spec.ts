/**
 * Cover from models between the shooter and its target (004_1ae45c4b93e4399d.txt L1344-1376; heights L714-726; hills
 * L2858-2859; Volley Fire L3404-3406). Layouts worked by hand: the shooter's front middle is (36, 11) (or (sx, 11)), the
 * 10"×4" target spans x 31-41, y 28-32 (its grid: 40 columns 0.25" apart, x 31.125 … 40.875); a unit between them whose
 * footprint ends at x = sx crosses exactly the sight lines to the columns on its side of x = sx: at 36, half of them.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest, RulesContext } from '../../../core/system.js';
import type { TroopType } from '../catalogue.js';
import type { UnitInput } from '../units.js';
import type { CoverGeometry, CoverTerrain } from './cover.js';
import type { CoverUnit } from './cover-models.js';
import { attacksCapability, type AttackRequest } from './index.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(attacksCapability.options, {}), dice });
const P = { M: 4, WS: 3, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const unit = (o: Partial<UnitInput> = {}): UnitInput => ({ troopType: 'infantry', profile: P, models: 10, files: 5, ...o });
/** A unit spanning x0..x1, y0..y1 (facing +y). */
const block = (x0: number, x1: number, y0: number, y1: number, troopType?: TroopType, rules?: CoverUnit['rules']): CoverUnit => ({ centre: { x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, facing: 0, width: x1 - x0, depth: y1 - y0, ...(troopType ? { troopType } : {}), ...(rules ? { rules } : {}) });
const box = (type: CoverTerrain['type'], x0: number, x1: number, y0: number, y1: number): CoverTerrain => ({ type, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
const geo = (units: CoverUnit[], terrain: CoverTerrain[] = [], sx = 36): CoverGeometry => ({ shooter: { centre: { x: sx, y: 10 }, facing: 0, width: 10, depth: 2 }, target: { centre: { x: 36, y: 30 }, facing: 180, width: 10, depth: 4 }, units, terrain });
const HALF = (t?: TroopType, rules?: CoverUnit['rules']) => block(10, 36, 18, 20, t, rules);
const req = (g: CoverGeometry, o: Partial<AttackRequest> = {}): AttackRequest => ({ kind: 'shooting', attacker: unit({ missileWeapon: 'crossbow' }), target: unit(), range: 10, geometry: g, ...o });
const run = (r: AttackRequest) => attacksCapability.run(r, ctx());
const shot = (r: AttackRequest) => { const out = run(r); return { toHit: out.result.plan.groups[0].toHit, cover: out.result.cover! }; };
const fail = (r: AttackRequest) => { try { run(r); } catch (e) { return [(e as DomainError).code, ...(e as DomainError).issues.map((i) => `${i.path} ${i.code}`)]; } throw new Error('no error'); };

describe('cover from models (L1344-1376), BS4 at short range: 3+ in the open', () => {
  it('infantry shooting at infantry past infantry hiding half its footprint: hard cover, 5+ (models as tall as both, L1363-1368)', () => {
    expect(shot(req(geo([HALF()])))).toEqual({ toHit: '5+', cover: { cover: 'hard', fromTable: 'hard', obscuredSoft: 0, obscuredHard: 0.5, obscured: 0.5 } });
    expect(shot(req(geo([]))).cover.cover).toBe('none');
  });
  it('the same infantry in front of cavalry: models of any height give soft cover, 4+ (L1352-1359)', () => {
    expect(shot(req(geo([HALF()]), { target: unit({ troopType: 'cavalry' }) }))).toMatchObject({ toHit: '4+', cover: { cover: 'soft', obscuredSoft: 0.5, obscuredHard: 0 } });
  });
  it('a Large Target shooting or shot at ignores Small models for soft cover (L1358-1359); Medium ones still give it', () => {
    expect(shot(req(geo([HALF()]), { target: unit({ troopType: 'monster', models: 1, files: 1 }) })).cover.cover).toBe('none');
    expect(shot(req(geo([HALF()]), { attacker: unit({ troopType: 'monster', models: 1, files: 1, missileWeapon: 'crossbow' }) })).cover.cover).toBe('none');
    expect(shot(req(geo([HALF('cavalry')]), { target: unit({ troopType: 'monster', models: 1, files: 1 }) })).cover).toMatchObject({ cover: 'soft', obscuredSoft: 0.5 });
    // Large Target by its rule, whatever the troop type
    expect(shot(req(geo([HALF('cavalry', [{ id: 'largeTarget' }])]), { target: unit({ troopType: 'monster', models: 1, files: 1 }) })).cover.cover).toBe('hard');
  });
  it('less than half hidden (the shooter at x = 35, a unit up to x = 35: the 16 of 40 columns left of it): no cover (L1352-1354, Figure 7b)', () => {
    expect(shot(req(geo([block(10, 35, 18, 20)], [], 35)))).toMatchObject({ toHit: '3+', cover: { cover: 'none', obscuredHard: 0.4 } });
  });
  it('cavalry between infantry: taller than both, it blocks the lines it crosses (L714-718) and gives hard cover; hiding the whole target: no line of sight, 422', () => {
    expect(shot(req(geo([HALF('cavalry')]))).cover).toMatchObject({ cover: 'hard', obscuredHard: 0.5 });
    expect(fail(req(geo([block(10, 60, 18, 20, 'cavalry')])))).toEqual(['impossible_state', '/geometry/target no_line_of_sight']);
    // infantry as wide: not taller than both, so the target is seen, behind hard cover
    expect(shot(req(geo([block(10, 60, 18, 20)]))).cover).toMatchObject({ cover: 'hard', obscuredHard: 1 });
  });
  it('30 % in a forest and 30 % behind infantry (hard): soft cover together (L1369-1376, Figure 9)', () => {
    // the shooter at x = 38: the unit from x = 38 hides the 12 columns right of it; the forest holds the 12 left of x = 34
    expect(shot(req(geo([block(38, 50, 18, 20)], [box('forest', 25, 34, 12, 40)], 38))).cover).toEqual({ cover: 'soft', fromTable: 'soft', obscuredSoft: 0.3, obscuredHard: 0.3, obscured: 0.6 });
  });
  it('Volley Fire ignores models for cover, not for sight (L3404-3406): a longbow past infantry: none; past wide cavalry: 422', () => {
    const bow = unit({ missileWeapon: 'longbow' });
    expect(shot(req(geo([HALF()]), { attacker: bow })).cover.cover).toBe('none');
    expect(fail(req(geo([block(10, 60, 18, 20, 'cavalry')]), { attacker: bow }))[0]).toBe('impossible_state');
  });
  it('on a hill (more than half of it) a unit is Large (L2858-2859): a shooter there ignores infantry; infantry there gives cavalry hard cover', () => {
    const hill = box('hill', 24, 48, 8, 12.5); // the shooter (y 9-11) wholly on it: it sees out of it (L2825-2826)
    expect(shot(req(geo([HALF()], [hill])))).toMatchObject({ toHit: '3+', cover: { cover: 'none' } });
    // a hill under x 9-26 of the unit (16 of its 26"): no sight line crosses it (they pass x > 33 there)
    const mound = box('hill', 9, 26, 17, 21);
    const cavalry = { target: unit({ troopType: 'cavalry' as TroopType }) };
    expect(shot(req(geo([HALF()]), cavalry)).cover).toMatchObject({ cover: 'soft', obscuredSoft: 0.5 });
    const onMound = run(req(geo([HALF()], [mound]), cavalry));
    expect(onMound.result.cover).toMatchObject({ cover: 'hard', obscuredHard: 0.5, obscuredSoft: 0 });
    expect(onMound.explanation.some((e) => /unit 0 \(infantry, large on a hill\).*blocks the sight lines/.test(e.text) && /L1344-1368/.test(e.cite))).toBe(true);
  });
  it('the harder of stated and table cover applies (L1361-1363): stated hard over soft models; given dice read the same 5+', () => {
    expect(shot(req(geo([HALF()]), { target: unit({ troopType: 'cavalry' }), cover: 'hard' }))).toMatchObject({ toHit: '5+', cover: { cover: 'hard', fromTable: 'soft' } });
    const given = attacksCapability.run(req(geo([HALF()]), { attacker: unit({ missileWeapon: 'crossbow', models: 1, files: 1 }) }), ctx({ mode: 'given', rolls: [5, 6] }));
    expect(given.result.outcome).toMatchObject({ hits: 1, wounds: 1 });
    expect(given.result.cover!.cover).toBe('hard');
  });
  it('bad input: a unit of no width, an unknown troop type, an unknown rule (400); a unit over the target or the shooter (422)', () => {
    expect(fail(req(geo([{ ...HALF(), width: 0 }, { ...HALF(), centre: { x: 23, y: 15 }, troopType: 'dragon' as TroopType }])))).toEqual(['invalid_input', '/geometry/units/0 range', '/geometry/units/1/troopType enum']);
    expect(fail(req(geo([HALF(undefined, [{ id: 'tallish' }])])))).toEqual(['unknown_reference', '/geometry/units/0/rules/0/id unknown_rule']);
    expect(fail(req(geo([block(30, 40, 27, 29)])))).toEqual(['impossible_state', '/geometry/units/0/centre overlap']);
    expect(fail(req(geo([block(30, 40, 10, 12), block(0, 5, 0, 5), block(1, 4, 1, 4)])))).toEqual(['impossible_state', '/geometry/units/0/centre overlap', '/geometry/units/2/centre overlap']);
  });
});
