/**
 * Maximising contact (004_1ae45c4b93e4399d.txt L897-907, Figure 4) and several chargers placed together (L918-928):
 * models counted per base (L749-750 corner contact, L762-765 ranks, L1509-1512 gaps), "models in combat" first
 * (L923-925 with L1449-1451), the failed-charge move of a charger left out (L926-928); every expectation worked by hand.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import { chargesCapability, type ChargeRequest, type ChargeUnit } from './index.js';
import { jointPlacement } from './joint.js';
import { laneFree, laneOf } from './lane.js';
import { contactAt, edgeSegments } from './models.js';

const ctx = (options = {}) => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(chargesCapability.options, options), dice: { mode: 'exact' as const } });
const U = (o: Partial<ChargeUnit> & { id: string }): ChargeUnit => ({ side: 'A', centre: { x: 36, y: 10 }, facing: 0, width: 5, depth: 4, M: 4, ...o });
const run = (r: ChargeRequest, options = {}) => chargesCapability.run(r, ctx(options)).result as Record<string, any>;
const rock = (x0: number, y0: number, x1: number, y1: number) => ({ type: 'impassable' as const, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });
const fail = (req: ChargeRequest) => { try { run(req); } catch (e) { return [(e as DomainError).code, ...(e as DomainError).issues.map((i) => i.path)]; } throw new Error('no error'); };

describe('models along the edges (L749-750, L762-765, L1509-1512)', () => {
  it('a 3-file unit of 7 models: front files 0-2, flanks one model per rank, the rear the rearmost of each file (the last rank centred)', () => {
    const u = U({ id: 'u', width: 3, depth: 3, files: 3, models: 7 });
    expect(edgeSegments(u, 'front').map((s) => s.model)).toEqual([0, 1, 2]);
    expect(edgeSegments(u, 'right').map((s) => s.model)).toEqual([2, 5, 7]); // ranks 0, 1, then the lone last-rank model (file 1)
    expect(edgeSegments(u, 'rear').map((s) => s.model)).toEqual([5, 7, 3]); // files 2, 1, 0: only file 1 reaches the last rank
    expect(edgeSegments(u, 'left').map((s) => s.model)).toEqual([7, 3, 0]);
  });
  it('contact is closed: a charger whose end meets a target base boundary touches that base too (corner to corner, L749-750)', () => {
    const segs = edgeSegments(U({ id: 't', width: 6, files: 3 }), 'front'); // bases 2" wide
    expect(contactAt(2, 3, 3, segs, 6)).toEqual({ own: 3, a: 0, b: 1 }); // [0.5, 3.5]: bases 0 and 1
    expect(contactAt(3.5, 3, 3, segs, 6)).toEqual({ own: 3, a: 0, b: 2 }); // [2, 5]: base 0 by its corner at 2, then 1 and 2
    expect(contactAt(7.5, 3, 3, segs, 6)).toEqual({ own: 1, a: 2, b: 2 }); // [6, 9]: its first model touches the corner only
  });
});

describe('one charger: the most models in contact, never turning the target (L897-907)', () => {
  it('E32 (Figure 4): the spot straight ahead is blocked by a rock; the charger reaches contact further along the front without the target moving', () => {
    const T = U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 12 });
    const r = run({ units: [U({ id: 'c' }), T], terrain: [rock(34.5, 17, 37, 19.5)], chargerId: 'c', targetId: 't' });
    // its path's left side runs from (33.5, 12) towards the spot: it clears the rock's corner (37, 17) from x = 41.6 on;
    // to the west its right side would clear (34.5, 17) only at x = 29.6, further (6.4" against 5.6")
    expect(r).toMatchObject({ legal: true, facing: 'front', reasons: [], placement: { placed: ['c'], modelsInContact: 2 } });
    expect(r.finalPosition.centre.x).toBeCloseTo(41.6, 9); // 5.6" along from x 36
    const steps = chargesCapability.run({ units: [U({ id: 'c' }), T], terrain: [rock(34.5, 17, 37, 19.5)], chargerId: 'c', targetId: 't' }, ctx()).explanation;
    expect(steps.find((e) => e.rule === 't9a.maximise-contact')).toMatchObject({ cite: '004_1ae45c4b93e4399d.txt L897-907' });
    // without the rock: straight ahead, as before
    expect(run({ units: [U({ id: 'c' }), T], chargerId: 'c', targetId: 't' }).finalPosition.centre.x).toBeCloseTo(36, 9);
  });
  it('files: a charger slides half an inch to touch one more target base (L897-902)', () => {
    // target front 6" of three 2" bases, its start corner at x 39; a 3" charger of three 1" bases straight ahead at
    // x 37 stands on [0.5, 3.5]: bases 0 and 1 (5 models in contact); on [1, 4] it also touches base 2 by the corner (6)
    const T = U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 6, files: 3 });
    const r = run({ units: [U({ id: 'c', centre: { x: 37, y: 10 }, width: 3, files: 3 }), T], chargerId: 'c', targetId: 't' });
    expect(r.placement).toEqual({ placed: ['c'], notPlaced: [], modelsInCombat: 6, modelsInContact: 6 });
    expect(r.finalPosition.centre.x).toBeCloseTo(36.5, 9);
    const flat = run({ units: [U({ id: 'c', centre: { x: 37, y: 10 }, width: 3 }), { ...T, files: undefined }], chargerId: 'c', targetId: 't' });
    expect(flat.placement).toMatchObject({ modelsInCombat: 2, modelsInContact: 2 }); // footprints only: straight ahead, as before
    expect(flat.finalPosition.centre.x).toBeCloseTo(37, 9);
  });
});

describe('several chargers placed together (L918-928)', () => {
  // target front 10" of 10 bases between two rocks: an 8" unit of 40 models, or two 5" units of 10
  const T = U({ id: 't', side: 'B', centre: { x: 36, y: 30 }, facing: 180, width: 10, depth: 2, files: 10, models: 10 });
  const walls = [rock(20, 24, 31, 29), rock(41, 24, 52, 29)];
  const units = [U({ id: 'x', centre: { x: 36, y: 20 }, width: 8, depth: 4, files: 8, models: 40 }), U({ id: 'y', centre: { x: 33.5, y: 13 }, width: 5, depth: 2, files: 5, models: 10 }), U({ id: 'z', centre: { x: 38.5, y: 13 }, width: 5, depth: 2, files: 5, models: 10 }), T];
  it('models in combat first (L923-925): the 40-model unit alone (50 models with the target) beats the two small ones (30)', () => {
    const r = run({ units, terrain: walls, chargerIds: ['x', 'y', 'z'], targetId: 't' });
    expect(r.chargers.map((c: any) => [c.chargerId, c.legal, c.reasons.map((x: any) => x.code)])).toEqual([['x', true, []], ['y', false, ['BLOCKED_BY_CHARGER']], ['z', false, ['BLOCKED_BY_CHARGER']]]);
    expect(r.placement).toEqual({ placed: ['x'], notPlaced: ['y', 'z'], modelsInCombat: 50, modelsInContact: 18 }); // 8 of x's, all 10 of the target's
    expect(r.chargers[0].finalPosition.centre).toEqual({ x: expect.closeTo(36, 9), y: expect.closeTo(27, 9) });
    expect(r.pAllArrive).toBe(0);
  });
  it('ENGINE DECISION jointChargePriority "chargers": the two units that fit beat the one (30 models, 20 in contact)', () => {
    const r = run({ units, terrain: walls, chargerIds: ['x', 'y', 'z'], targetId: 't' }, { jointChargePriority: 'chargers' });
    expect(r.chargers.map((c: any) => [c.chargerId, c.legal])).toEqual([['x', false], ['y', true], ['z', true]]);
    expect(r.placement).toEqual({ placed: ['y', 'z'], notPlaced: ['x'], modelsInCombat: 30, modelsInContact: 20 });
    expect(r.chargers[1].finalPosition.centre.x).toBeCloseTo(33.5, 9);
    expect(r.chargers[2].finalPosition.centre.x).toBeCloseTo(38.5, 9);
  });
  it('contact second: two 4" units of 4 bases on a 9" front of three 3" bases both fit and touch all three (the first no longer keeps its spot straight ahead)', () => {
    // straight ahead a would stand on [2, 6] of the front (t from its start corner at x 40.5) and leave b no room
    // between the rocks (before, b was BLOCKED_BY_CHARGER); together: 8 charger models and 3 target models
    const T2 = U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 9, depth: 2, files: 3 });
    const r = run({ units: [U({ id: 'a', centre: { x: 36.5, y: 12 }, width: 4, depth: 2, files: 4 }), U({ id: 'b', centre: { x: 36, y: 6 }, width: 4, depth: 2, files: 4 }), T2], terrain: [rock(26, 16, 31.5, 21), rock(40.5, 16, 46, 21)], chargerIds: ['a', 'b'], targetId: 't' });
    expect(r.chargers.map((c: any) => [c.chargerId, c.legal])).toEqual([['a', true], ['b', true]]);
    expect(r.placement).toMatchObject({ modelsInCombat: 11, modelsInContact: 11, notPlaced: [] }); // 4 + 4 of theirs, all 3 of the target's
    const xs = r.chargers.map((c: any) => c.finalPosition.centre.x);
    expect(Math.abs(xs[0] - xs[1])).toBeGreaterThanOrEqual(4 - 1e-9); // side by side, between the rocks
    for (const x of xs) expect(x - 2 >= 31.5 - 1e-9 && x + 2 <= 40.5 + 1e-9).toBe(true);
  });
  it('E34 (Figure 13, L3329-3340): skirmishers contract when first charged; the second charger, in their front arc before, is then in their flank', () => {
    // open formation 12" wide; contracted (the caller places the closed formation, the model nearest the first charger
    // staying put): 4 × 4 models of 1" whose left flank (east side, x 35) now faces p: p's front is past the 135° line
    const open = U({ id: 'g', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 12, depth: 2, rules: [{ id: 'skirmishers' }] });
    const closed = { ...open, centre: { x: 33, y: 23 }, width: 4, depth: 4, files: 4, models: 16 };
    const b = U({ id: 'b', centre: { x: 33, y: 12 }, width: 4, depth: 2, files: 4, models: 8 });
    const p = U({ id: 'p', centre: { x: 44, y: 15 }, width: 5, depth: 2, files: 5, models: 10 });
    expect(run({ units: [b, p, open], chargerIds: ['b', 'p'], targetId: 'g' }).chargers.map((c: any) => c.facing)).toEqual(['front', 'front']);
    const r = run({ units: [b, p, closed], chargerIds: ['b', 'p'], targetId: 'g' });
    expect(r.chargers.map((c: any) => [c.chargerId, c.legal, c.facing])).toEqual([['b', true, 'front'], ['p', true, 'left']]);
    // both in combat: 8 + 10 + 16 models; in contact 4 + 5 of theirs and 7 of the target's (4 front, 4 flank, the
    // front-left corner model touched by both counted once)
    expect(r.placement).toMatchObject({ modelsInCombat: 34, modelsInContact: 16 });
  });
  it('a search past its budget is a too_complex error (422)', () => {
    const T2 = U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180, width: 9, depth: 2, files: 3 });
    const lanes = ['a', 'b'].map((id, i) => { const l = laneOf(U({ id, centre: { x: 34 + 4 * i, y: 10 }, width: 4, files: 4 }), T2, 'front'); return { id, lane: l, free: laneFree(l, [], { width: 72, depth: 48 }) }; });
    expect(() => jointPlacement({ lanes, target: T2, priority: 'models', maximiseContact: true, budget: 3 })).toThrow(expect.objectContaining({ code: 'too_complex' }));
    expect(jointPlacement({ lanes, target: T2, priority: 'models', maximiseContact: true, budget: 100_000 }).placed).toHaveLength(2);
  });
});

describe('bad model input', () => {
  const req = (c: Partial<ChargeUnit>): ChargeRequest => ({ units: [U({ id: 'c', ...c }), U({ id: 't', side: 'B', centre: { x: 36, y: 22 }, facing: 180 })], chargerId: 'c', targetId: 't' });
  it('files 0 or not an integer, models short of a front rank, a base wider than the unit: 400 with pointers', () => {
    expect(fail(req({ files: 0 }))).toEqual(['invalid_input', '/units/0/files']);
    expect(fail(req({ files: 2.5 }))).toEqual(['invalid_input', '/units/0/files']);
    expect(fail(req({ files: 5, models: 3 }))).toEqual(['invalid_input', '/units/0/models']);
    expect(fail(req({ baseWidth: 6 }))).toEqual(['invalid_input', '/units/0/baseWidth']);
  });
  it('bases that do not make up the frontage: 422 impossible_state', () => {
    expect(fail(req({ files: 5, baseWidth: 0.8 }))).toEqual(['impossible_state', '/units/0/baseWidth']);
    expect(fail(req({ baseWidth: 1.5 }))).toEqual(['impossible_state', '/units/0/baseWidth']); // 5" is not a whole number of 1.5" bases
    expect(run(req({ baseWidth: 1 })).placement).toMatchObject({ modelsInCombat: 6, modelsInContact: 6 }); // 5 files of 1" and the target
  });
});
