/**
 * The target turned to align (004_1ae45c4b93e4399d.txt L891-896, L897-907): when units or terrain stop the charger from
 * aligning by itself, the target turns about the contact point, as little as possible, never when engaged. Every
 * layout worked by hand: a 10"×4" target 12" up the table facing 200°, its front tilted 20° to the charger's, so the
 * charger (5"×4", facing 0°) must wheel 20° to the right to meet it flush.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import { rotate } from '../../../core/table/vec.js';
import { chargesCapability, type ChargeRequest, type ChargeUnit } from './index.js';
import { laneOf } from './lane.js';
import { turnTarget } from './turn.js';

const ctx = () => ({ rulesVersion: 't9a-0.11.1', options: resolveOptions(chargesCapability.options, {}), dice: { mode: 'exact' as const } });
const U = (o: Partial<ChargeUnit> & { id: string }): ChargeUnit => ({ side: 'A', centre: { x: 36, y: 10 }, facing: 0, width: 5, depth: 4, M: 4, ...o });
const run = (r: ChargeRequest) => chargesCapability.run(r, ctx());
const sin = (d: number) => Math.sin((d * Math.PI) / 180);
const cos = (d: number) => Math.cos((d * Math.PI) / 180);

// the target: centre (36, 24) facing 200; its front edge runs from the front-left corner FL (east, nearer the charger)
// up the table to the west at 20°: FL = centre + 2·facing − 5·right, facing (−sin20, −cos20), right (−cos20, sin20)
const T = U({ id: 't', side: 'B', centre: { x: 36, y: 24 }, facing: 200, width: 10 });
const FL = { x: 36 - 2 * sin(20) + 5 * cos(20), y: 24 - 2 * cos(20) - 5 * sin(20) }; // (40.0145, 20.4105)
const C = U({ id: 'c' }); // front from (33.5, 12) to (38.5, 12)
// a friend flush on the charger's left: any wheel to the right about the front-right corner swings the charger's
// rear-left corner into it (L891-893: other units stop the charger's alignment)
const flush = U({ id: 'f', centre: { x: 31, y: 10 } });

describe('the target turns to align (L891-896)', () => {
  it('L891-894: the charger cannot wheel at all: it moves straight ahead and the target turns the whole 20° about the point its front-right corner meets', () => {
    const out = run({ units: [C, flush, T], chargerId: 'c', targetId: 't' });
    const r = out.result as Record<string, any>;
    // the corner (38.5, 12) going straight up meets the front where x = 38.5: y = FL.y + (FL.x − 38.5)·tan20
    const P = { x: 38.5, y: FL.y + (FL.x - 38.5) * Math.tan((20 * Math.PI) / 180) }; // (38.5, 20.9617)
    expect(r).toMatchObject({ legal: true, reasons: [], facing: 'front', pSuccessFraction: '30/36' }); // 8.55" to FL: 5+ on 2D6
    expect(r.path).toEqual([{ move: 'wheel', degrees: expect.closeTo(0, 9), about: { x: 38.5, y: 12 } }, { move: 'straight', inches: expect.closeTo(P.y - 12, 9) }]);
    expect(r.finalPosition).toEqual({ centre: { x: expect.closeTo(36, 9), y: expect.closeTo(P.y - 2, 9) }, facing: expect.closeTo(0, 9) });
    const turned = rotate(T.centre, P, -20);
    expect(r.placement).toEqual({
      placed: ['c'], notPlaced: [], modelsInCombat: 2, modelsInContact: 2,
      targetMove: { move: 'align', degrees: expect.closeTo(-20, 6), about: { x: expect.closeTo(P.x, 6), y: expect.closeTo(P.y, 6) }, finalPosition: { centre: { x: expect.closeTo(turned.x, 6), y: expect.closeTo(turned.y, 6) }, facing: expect.closeTo(180, 6) } },
    });
    expect(out.explanation.find((e) => e.rule === 't9a.align-target')).toMatchObject({ cite: '004_1ae45c4b93e4399d.txt L891-896' });
  });

  it('L893-894: with the friend an inch away the charger wheels as far as it can and the target turns only the rest', () => {
    // the rear-left corner (33.5, 8) turning about (38.5, 12) reaches the friend's side x = 32.5 when
    // 5·cosθ + 4·sinθ = 6: θ = atan(4/5) − acos(6/√41) = 18.2205°; the target turns the other 1.7795°
    const theta = (Math.atan2(4, 5) - Math.acos(6 / Math.sqrt(41))) * (180 / Math.PI);
    const r = run({ units: [C, U({ id: 'f', centre: { x: 30, y: 10 } }), T], chargerId: 'c', targetId: 't' }).result as Record<string, any>;
    expect(r.legal).toBe(true);
    // wheeled, it moves straight ahead: its front line reaches the target's corner FL first (FL lies east of its
    // front-right corner's track), FL·(sinθ, cosθ) from the corner's start, and the target turns about FL
    const ahead = (FL.x - 38.5) * sin(theta) + (FL.y - 12) * cos(theta);
    expect(r.path).toEqual([{ move: 'wheel', degrees: expect.closeTo(theta, 6), about: { x: 38.5, y: 12 } }, { move: 'straight', inches: expect.closeTo(ahead, 6) }]);
    const turned = rotate(T.centre, FL, theta - 20);
    expect(r.placement.targetMove).toEqual({ move: 'align', degrees: expect.closeTo(theta - 20, 6), about: { x: expect.closeTo(FL.x, 9), y: expect.closeTo(FL.y, 9) }, finalPosition: { centre: { x: expect.closeTo(turned.x, 5), y: expect.closeTo(turned.y, 5) }, facing: expect.closeTo(180 + theta, 6) } });
    expect(r.finalPosition.facing).toBeCloseTo(theta, 6);
  });

  it('L900-902: once the target must turn, the most models in contact first, then the least turn', () => {
    // a 3" charger beside the friend; the target in two 5" files. 20° lets it straight up the table onto the first
    // file only (2 models in contact: 1 + 1). Turning further lets it wheel left and reach across the files (3).
    const narrow = U({ id: 'c', centre: { x: 37.5, y: 10 }, width: 3 });
    const beside = U({ id: 'f', centre: { x: 33.5, y: 10 } });
    const one = run({ units: [narrow, beside, T], chargerId: 'c', targetId: 't' }).result as Record<string, any>;
    expect(one.placement).toMatchObject({ modelsInContact: 2, targetMove: { degrees: expect.closeTo(-20, 6) } }); // one model: every spot the same, the least turn
    const two = run({ units: [narrow, beside, { ...T, files: 2 }], chargerId: 'c', targetId: 't' }).result as Record<string, any>;
    expect(two.placement.modelsInContact).toBe(3);
    expect(two.placement.targetMove.degrees).toBeLessThan(-20.5);
    expect(two.placement.targetMove.degrees).toBeGreaterThan(-30);
  });

  it('L895: an engaged target is never turned: no room', () => {
    const out = run({ units: [C, flush, { ...T, engaged: true }], chargerId: 'c', targetId: 't' });
    expect((out.result as Record<string, any>).reasons.map((x: { code: string }) => x.code)).toEqual(['NO_ROOM']);
    expect(out.explanation.find((e) => e.rule === 't9a.align-target')?.text).toBe('the target is engaged: it is never turned to align');
  });

  it('no room either way: the friend stops every wheel to the right, a wall along the target\'s west flank every turn to the left', () => {
    // any turn to the left about a point of the front swings the west flank (from FR back to RR) outwards
    const FR = { x: 36 - 2 * sin(20) - 5 * cos(20), y: 24 - 2 * cos(20) + 5 * sin(20) };
    const RR = { x: FR.x + 4 * sin(20), y: FR.y + 4 * cos(20) };
    const out2 = { x: -cos(20) * 2, y: sin(20) * 2 };
    const wall = { type: 'impassable' as const, polygon: [FR, RR, { x: RR.x + out2.x, y: RR.y + out2.y }, { x: FR.x + out2.x, y: FR.y + out2.y }] };
    const r = run({ units: [C, flush, T], terrain: [wall], chargerId: 'c', targetId: 't' }).result as Record<string, any>;
    expect(r).toMatchObject({ legal: false, finalPosition: null, path: [] });
    expect(r.reasons.map((x: { code: string }) => x.code)).toEqual(['NO_ROOM']);
    expect(r.placement).toBeUndefined();
  });

  it('a fleeing target is not aligned (L912-915), and with several chargers the target is not turned: no room as before', () => {
    expect((run({ units: [C, flush, { ...T, fleeing: true }], chargerId: 'c', targetId: 't' }).result as Record<string, any>).legal).toBe(false);
    const many = run({ units: [C, flush, T, U({ id: 'd', centre: { x: 50, y: 14 } })], chargerIds: ['c', 'd'], targetId: 't' }).result as Record<string, any>;
    expect(many.chargers[0].reasons.map((x: { code: string }) => x.code)).toEqual(['NO_ROOM']);
  });

  it('the search is bounded: past its steps, 422 too_complex', () => {
    const lane = laneOf(C, T, 'front');
    const obstacles = [{ poly: [{ x: 28.5, y: 8 }, { x: 33.5, y: 8 }, { x: 33.5, y: 12 }, { x: 28.5, y: 12 }], what: 'unit f', enemy: false, convex: true }];
    expect(() => turnTarget(C, T, lane, obstacles, { width: 72, depth: 48 }, 20)).toThrow(DomainError);
    try { turnTarget(C, T, lane, obstacles, { width: 72, depth: 48 }, 20); } catch (e) { expect((e as DomainError).issues).toEqual([expect.objectContaining({ path: '/units', code: 'targetTurnSteps' })]); }
    expect(turnTarget(C, T, lane, obstacles, { width: 72, depth: 48 })?.degrees).toBeCloseTo(-20, 6);
  });
});
