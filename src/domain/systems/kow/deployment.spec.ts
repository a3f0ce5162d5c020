import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { runTerrain, type TerrainRequest } from './terrain.js';
import type { UnitInput } from './units.js';

const ctx = (options: RulesContext['options'] = {}, dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options, dice });
const check = (req: Partial<TerrainRequest>, options: RulesContext['options'] = {}, dice?: DiceRequest) => runTerrain({ mode: 'check', terrain: [], ...req }, ctx(options, dice));
// A Regiment of Infantry: 5 × 4 models on 20 mm bases, 100 × 80 mm = 3.937 × 3.150"
const regiment: UnitInput = { type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100 };
const at = (id: string, side: string, x: number, y: number) => ({ id, side, unit: regiment, centre: { x, y }, facing: side === 'Alice' ? 0 : 180 });
const sides = { A: 'Alice', B: 'Bob' };

describe('KoW table size by points limit (003_80333abf01c9832d.txt L1240-1247)', () => {
  const table = (pointsLimit: number, options = {}) => check({ pointsLimit }, options).result;
  it('1500 points or less: 4 × 4 ft; up to 2000: 6 × 4 ft; +3 ft of width per full 1000 over 2000', () => {
    expect(table(1500).table).toEqual({ width: 48, depth: 48 });
    expect(table(1501).table).toEqual({ width: 72, depth: 48 });
    expect(table(2000).recommendedTable).toEqual({ width: 72, depth: 48 });
    expect(table(2999).table).toEqual({ width: 72, depth: 48 });
    expect(table(3000).table).toEqual({ width: 108, depth: 48 });
  });
  it('option tableWidthSteps proportional: 2500 points gets half of the 3 ft', () => expect(table(2500, { tableWidthSteps: 'proportional' }).table).toEqual({ width: 90, depth: 48 }));
  it('a table given in the request is used; the recommended one is still reported', () => {
    const r = check({ pointsLimit: 1000, table: { width: 72, depth: 48 } }).result;
    expect([r.table, r.recommendedTable]).toEqual([{ width: 72, depth: 48 }, { width: 48, depth: 48 }]);
  });
  it('a bad pointsLimit is a 400', () => expect(() => check({ pointsLimit: 0 })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/pointsLimit' })] })));
});

describe('KoW deployment more than 12" from the centre, in its own area (003_80333abf01c9832d.txt L1259-1265)', () => {
  it('a unit whose front is 12.075" from the centre line is legal; 11.925" is too close', () => {
    const ok = check({ units: [at('a1', 'Alice', 20, 10.35), at('b1', 'Bob', 20, 37.65)], deployment: sides }).result.deployment!;
    expect(ok.valid).toBe(true);
    expect(ok.distances.map((d) => d.distance)).toEqual([12.075, 12.075]);
    const close = check({ units: [at('a1', 'Alice', 20, 10.5)], deployment: sides }).result.deployment!;
    expect(close.violations).toEqual([expect.objectContaining({ code: 'DEPLOYED_TOO_CLOSE', unit: 'a1', path: '/units/0/centre' })]);
  });
  it('a unit in the other player\'s half is refused', () => {
    const d = check({ units: [at('a1', 'Alice', 20, 40)], deployment: sides }).result.deployment!;
    expect(d.violations.map((v) => v.code)).toEqual(['DEPLOYED_WRONG_HALF']);
  });
  it('deploymentFrom centrePoint (digest §12 item 11): near the centre line but far from the centre point is legal', () => {
    const unit = [at('a1', 'Alice', 6, 20)];
    expect(check({ units: unit, deployment: sides }).result.deployment!.valid).toBe(false);
    expect(check({ units: unit, deployment: sides }, { deploymentFrom: 'centrePoint' }).result.deployment!.valid).toBe(true);
  });
  it('units without deployment, a side in neither area: 400s; overlapping units: 422', () => {
    expect(() => check({ units: [at('a1', 'Alice', 20, 5)] })).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/deployment' })] }));
    expect(() => check({ units: [at('c1', 'Carol', 20, 5)], deployment: sides })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/units/0/side' })] }));
    expect(() => check({ units: [at('a1', 'Alice', 20, 5), at('a2', 'Alice', 21, 5)], deployment: sides })).toThrow(expect.objectContaining({ code: 'impossible_state' }));
  });
});

describe('KoW roll-offs: deployment, first turn, Vanguard (003_80333abf01c9832d.txt L1259-1269, L994-997)', () => {
  const rollOffs = { players: ['Alice', 'Bob'], for: ['deployment', 'firstTurn', 'vanguard'] as Array<'deployment' | 'firstTurn' | 'vanguard'> };
  it('given dice: a tie is rolled again; the higher die wins each roll-off', () => {
    const out = check({ rollOffs }, {}, { mode: 'given', rolls: [3, 3, 5, 2, 1, 6, 4, 4, 4, 4, 2, 1] });
    expect(out.result.rollOffs).toEqual([
      { for: 'deployment', winner: 'Alice', rolls: [[3, 3], [5, 2]] },
      { for: 'firstTurn', winner: 'Bob', rolls: [[1, 6]] },
      { for: 'vanguard', winner: 'Alice', rolls: [[4, 4], [4, 4], [2, 1]] },
    ]);
    expect(out.explanation.map((s) => s.rule)).toEqual(expect.arrayContaining(['kow.deployment-roll-off', 'kow.first-turn-roll-off', 'kow.vanguard-roll-off']));
  });
  it('exact: each player wins with probability 1/2', () => expect(check({ rollOffs: { players: ['Alice', 'Bob'], for: ['firstTurn'] } }).result.rollOffs).toEqual([{ for: 'firstTurn', pWin: [{ player: 'Alice', p: 0.5 }, { player: 'Bob', p: 0.5 }] }]));
  it('too few given dice names the roll-off; bad roll-off names are 400s', () => {
    expect(() => check({ rollOffs }, {}, { mode: 'given', rolls: [3, 3] })).toThrow(expect.objectContaining({ code: 'insufficient_dice', issues: [expect.objectContaining({ path: '/dice/rolls', message: expect.stringContaining('deployment roll-off') })] }));
    expect(() => check({ rollOffs: { players: ['Alice', 'Alice'], for: ['lunch' as never] } })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/rollOffs/players' }), expect.objectContaining({ path: '/rollOffs/for/0' })] }));
  });
});
