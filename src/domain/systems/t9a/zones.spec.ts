/** Templates and deployment zones (004_1ae45c4b93e4399d.txt L452-469, L612-622): worked examples E2 and E28. */
import { describe, expect, it } from '@jest/globals';
import { basesTouchedInRow, inZone } from './zones.js';

describe('templates and deployment zones', () => {
  it('E2: a 3" template (7.62 cm) can touch five models on 25 mm bases (L619-622)', () => {
    expect(basesTouchedInRow(3, 25)).toBe(5);
    expect(basesTouchedInRow(5, 25)).toBe(7);
    expect(basesTouchedInRow(1, 20)).toBe(3);
  });
  it('E28: Flank Attack on a 72" board: a quarter of the length is 18" — the attacker deploys 9" from the centre line there, 15" elsewhere (L464-466)', () => {
    expect(inZone('flankAttack', { x: 18, y: 14.5 })).toBe(true);
    expect(inZone('flankAttack', { x: 18.5, y: 14.5 })).toBe(false);
    expect(inZone('flankAttack', { x: 30, y: 8.5 })).toBe(true);
    expect(inZone('flankAttack', { x: 10, y: 14.5 }, undefined, 'defender')).toBe(false);
    expect(inZone('flankAttack', { x: 30, y: 14.5 }, undefined, 'defender')).toBe(true);
  });
  it('Classic: more than 12" from the centre line; Diagonal: more than 9" from the diagonal (L455-463)', () => {
    expect([inZone('classic', { x: 1, y: 11.9 }), inZone('classic', { x: 1, y: 12 })]).toEqual([true, false]);
    expect([inZone('diagonal', { x: 60, y: 10 }), inZone('diagonal', { x: 30, y: 18 }), inZone('diagonal', { x: 10, y: 40 })]).toEqual([true, false, false]);
  });
});
