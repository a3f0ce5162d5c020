/**
 * Vanguard moves (L3526-3535) with the Advance and wheel rules at 12" (L988-997, L1021-1026), the 1" rule and the board
 * edge (L727-742), and the first-turn charge restriction. Citations: 004_1ae45c4b93e4399d.txt.
 */
import { describe, expect, it } from '@jest/globals';
import { runSetup, U } from './fixtures.js';

const FC = [{ id: 'fastCavalry' }];
const V = (id: string, x: number, y: number, steps: unknown[], extra: Record<string, unknown> = {}) => U(id, 'A', x, y, { rules: FC, vanguard: { steps }, ...extra });
const run = (units: unknown[], goesFirst?: 'A' | 'B') => runSetup({ deployment: { type: 'classic', ...(goesFirst ? { goesFirst } : {}) }, units: units as never }).result as any;
const codes = (r: any, i = 0) => r.vanguardMoves[i].reasons.map((x: { code: string }) => x.code);
const far = U('b', 'B', 60, 44); // out of the way

describe('Vanguard moves (L3526-3535)', () => {
  it('12" straight ahead ending exactly 12" from an enemy unit is legal; 11.99" is not; the unit may not charge in its first turn if its side goes first', () => {
    const r = run([V('fc', 20, 6, [{ move: 'forward', inches: 12 }]), U('b', 'B', 20, 34)], 'A');
    expect(r.vanguardMoves).toEqual([{ unit: 'fc', legal: true, reasons: [], inches: 12, farthest: 12, final: { centre: { x: 20, y: 18 }, facing: 0 }, nearestEnemy: 12 }]);
    expect(r.deployment.firstTurnNoCharge).toEqual([{ unit: 'fc', side: 'A', rule: 'vanguard', applies: true, cite: '004_1ae45c4b93e4399d.txt L3526-3535' }]);
    const close = run([V('fc', 20, 6, [{ move: 'forward', inches: 12 }]), U('b', 'B', 20, 33.99)], 'B');
    expect(close.vanguardMoves[0]).toMatchObject({ legal: false, nearestEnemy: 11.99, reasons: [{ code: 'TOO_CLOSE_TO_ENEMY', path: '/units/0/vanguard', cite: '004_1ae45c4b93e4399d.txt L3526-3535' }] });
    expect(close.deployment.firstTurnNoCharge).toEqual([]);
  });

  it('12" is the most (M replaced by 12, no march); backward and sideways half of it (L988-997, L3528-3532)', () => {
    expect(codes(run([V('fc', 20, 6, [{ move: 'forward', inches: 12.5 }]), far]))).toEqual(['TOO_FAR']);
    expect(run([V('fc', 20, 9, [{ move: 'backward', inches: 6 }]), far]).vanguardMoves[0]).toMatchObject({ legal: true, inches: 6, final: { centre: { x: 20, y: 3 } } });
    expect(codes(run([V('fc', 20, 9, [{ move: 'backward', inches: 6.5 }]), far]))).toEqual(['TOO_FAR']);
    expect(run([V('fc', 20, 6, [{ move: 'right', inches: 6 }]), far]).vanguardMoves[0]).toMatchObject({ legal: true, final: { centre: { x: 26, y: 6 } } });
  });

  it('wheels (L1021-1026): 90° about the front-right corner of a 5" front is 7.854" of arc, then 4" ahead: 11.854", facing 90, centre (24.5, 10.5); 4.2" ahead is too far', () => {
    const r = run([V('fc', 20, 6, [{ move: 'wheel', degrees: 90 }, { move: 'forward', inches: 4 }], { width: 5 }), far]);
    expect(r.vanguardMoves[0]).toMatchObject({ legal: true, inches: 11.854, final: { centre: { x: 24.5, y: 10.5 }, facing: 90 } });
    expect(codes(run([V('fc', 20, 6, [{ move: 'wheel', degrees: 90 }, { move: 'forward', inches: 4.2 }], { width: 5 }), far]))).toEqual(['TOO_FAR']);
    // anticlockwise about the front-left corner (17.5, 8): facing 270, its front on x = 17.5 from y 8 to 13
    expect(run([V('fc', 20, 6, [{ move: 'wheel', degrees: -90 }], { width: 5 }), far]).vanguardMoves[0].final).toEqual({ centre: { x: 19.5, y: 10.5 }, facing: 270 });
  });

  it('with a wheel no model may end farther than 12" from its start (L1023-1024, as Figure 6\'s turquoise unit): 11.47" of move, a rear corner 13.2" away', () => {
    const r = run([V('fc', 20, 7, [{ move: 'wheel', degrees: 60 }, { move: 'forward', inches: 1 }], { depth: 8 }), far]);
    expect(r.vanguardMoves[0]).toMatchObject({ legal: false, inches: 11.472, farthest: 13.203, reasons: [{ code: 'TOO_FAR', cite: '004_1ae45c4b93e4399d.txt L1021-1026' }] });
  });

  it('directions are not mixed (L989-993); the unit needs Vanguard or Fast Cavalry (L3185-3187, L3526-3527)', () => {
    const r = run([V('fc', 20, 6, [{ move: 'forward', inches: 2 }, { move: 'left', inches: 2 }]), far]);
    expect(r.vanguardMoves[0].reasons).toEqual([{ code: 'MIXED_DIRECTIONS', path: '/units/0/vanguard/steps/1/move', message: expect.any(String), cite: '004_1ae45c4b93e4399d.txt L988-997' }]);
    expect(codes(run([V('fc', 20, 9, [{ move: 'backward', inches: 1 }, { move: 'wheel', degrees: 10 }]), far]))).toEqual(['MIXED_DIRECTIONS']);
    expect(codes(run([V('x', 20, 6, [{ move: 'forward', inches: 2 }], { rules: [] }), far]))).toEqual(['NOT_VANGUARD']);
    expect(run([V('v', 20, 6, [{ move: 'forward', inches: 2 }], { rules: [{ id: 'vanguard' }] }), far]).vanguardMoves[0].legal).toBe(true);
  });

  it('no passing through units or impassable terrain, on the board at the end, 1" from other units (L727-742)', () => {
    expect(codes(run([V('fc', 20, 6, [{ move: 'forward', inches: 12 }]), U('f', 'A', 20, 14), far]))).toEqual(['PATH_BLOCKED']);
    expect(codes(run([V('fc', 6, 6, [{ move: 'left', inches: 6 }]), far]))).toEqual(['OFF_TABLE']);
    expect(codes(run([V('fc', 20, 6, [{ move: 'forward', inches: 6 }]), U('f', 'A', 30.5, 12), far]))).toEqual(['WITHIN_1_INCH']);
    const rock = runSetup({ deployment: { type: 'classic' }, units: [V('fc', 20, 6, [{ move: 'forward', inches: 10 }]), far] as never, pieces: [{ type: 'impassable', centre: { x: 20, y: 15 }, width: 8, depth: 6 }] }).result as any;
    expect(codes(rock)).toEqual(['PATH_BLOCKED']);
  });

  it('moves in the order of units: a legal move stands for the later ones, an illegal one does not', () => {
    // va ends (y 14..18) 16" from vb where vb was deployed (y 34..38); vb then moves 4" towards it: exactly 12" from va
    const units = [V('va', 20, 6, [{ move: 'forward', inches: 10 }]), U('vb', 'B', 20, 36, { rules: FC, vanguard: { steps: [{ move: 'forward', inches: 4 }] } })];
    const r = run(units);
    expect(r.vanguardMoves.map((m: any) => [m.unit, m.legal, m.nearestEnemy])).toEqual([['va', true, 16], ['vb', true, 12]]);
    const again = run([units[0], { ...units[1], vanguard: { steps: [{ move: 'forward', inches: 4.5 }] } }]);
    expect(again.vanguardMoves[1]).toMatchObject({ legal: false, nearestEnemy: 11.5 });
    // va illegal (through a friend): vb measures from va's deployed position
    const blocked = run([V('va', 20, 6, [{ move: 'forward', inches: 10 }]), U('f', 'A', 20, 12), { ...units[1], vanguard: { steps: [{ move: 'forward', inches: 4.5 }] } }]);
    expect(blocked.vanguardMoves.map((m: any) => [m.unit, m.legal])).toEqual([['va', false], ['vb', true]]);
  });
});
