/**
 * Mustering checks shared by armies/validate and the Westeros phase (AGoT 001_4bc5a92fd4dd1b7e.txt
 * L780-881): an area's points are spent once however many entries name it (L805-807, L821-824), and
 * a house's empty home area is still its own (its shield acts as a Power token, L2512-2519).
 */
import { describe, expect, it } from '@jest/globals';
import { armyCapability, type ArmyRequest } from './armies.js';
import type { AreaState } from './board.js';

const F = { type: 'footman' as const };
const S = { type: 'ship' as const };
const ctx = { rulesVersion: 'agot-2e', options: {}, dice: { mode: 'exact' as const } };
const run = (board: AreaState[], over: Partial<ArmyRequest>) => armyCapability.run({ house: 'stark', board, supplyLevel: 4, availablePower: 5, ...over }, ctx).result;
const codes = (r: { violations: Array<{ code: string }> }) => r.violations.map((v) => v.code);

describe('mustering (L780-881)', () => {
  it('two entries for one Castle spend its single point twice: MUSTER_POINTS_EXCEEDED (L805-807, L821-824)', () => {
    const board: AreaState[] = [{ id: 'white-harbor', owner: 'stark', units: [F] }];
    expect(codes(run(board, { muster: [{ area: 'white-harbor', units: [{ type: 'footman' }] }] }))).toEqual([]);
    expect(codes(run(board, { muster: [{ area: 'white-harbor', units: [{ type: 'footman' }] }, { area: 'white-harbor', units: [{ type: 'footman' }] }] }))).toEqual(['MUSTER_POINTS_EXCEEDED']);
  });
  it('an empty home area is the house’s own: it musters there, and its port’s Ships are in a friendly port (L2512-2519, L2564-2567)', () => {
    const board: AreaState[] = [{ id: 'port-of-winterfell', owner: 'stark', units: [S] }];
    const r = run(board, { muster: [{ area: 'winterfell', units: [{ type: 'knight' }] }] });
    expect(r.valid).toBe(true);
    // Another house's units there take it
    expect(codes(run([...board, { id: 'winterfell', owner: 'greyjoy', units: [F] }], { muster: [{ area: 'winterfell', units: [{ type: 'knight' }] }] }))).toEqual(['PORT_NOT_OWNED', 'MUSTER_NO_FORTIFICATION']);
  });
});
