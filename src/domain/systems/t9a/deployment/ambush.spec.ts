/**
 * Ambush (004_1ae45c4b93e4399d.txt L3110-3120): a D6 per unit from its second turn, 3+ arrives with its rear rank on a
 * board edge and ends within 2×M of it; never arriving is destroyed. Six turns (L545-550).
 */
import { describe, expect, it } from '@jest/globals';
import { runSetup } from './fixtures.js';

const amb = (id: string, side: 'A' | 'B', extra: Record<string, unknown> = {}) => ({ id, side, M: 4, width: 10, depth: 4, ...extra });
const run = (ambushers: unknown[], dice: any = { mode: 'exact' }, goesFirst?: 'A' | 'B') =>
  runSetup({ ambushers: ambushers as never, ...(goesFirst ? { deployment: { type: 'classic', goesFirst } } : {}) }, {}, dice);

describe('Ambush (L3110-3120)', () => {
  it('exact: arrives on turn 2 with 2/3, turn 3 2/9 … turn 6 2/243; by turn 3 8/9; never 1/243 — equal to every sequence of five dice', () => {
    const r = (run([amb('x', 'A')]).result as any).ambush;
    expect(r.arrival.map((a: any) => [a.turn, a.fraction, a.byTurnFraction])).toEqual([[2, '2/3', '2/3'], [3, '2/9', '8/9'], [4, '2/27', '26/27'], [5, '2/81', '80/81'], [6, '2/243', '242/243']]);
    expect(r.pNeverFraction).toBe('1/243');
    const counts = new Map<number | null, number>();
    for (let k = 0; k < 6 ** 5; k++) {
      const dice = Array.from({ length: 5 }, (_, i) => (Math.floor(k / 6 ** i) % 6) + 1);
      const first = dice.findIndex((d) => d >= 3);
      const turn = first < 0 ? null : first + 2;
      counts.set(turn, (counts.get(turn) ?? 0) + 1);
    }
    for (const a of r.arrival) expect(a.p).toBeCloseTo(counts.get(a.turn)! / 6 ** 5, 15);
    expect(r.pNever).toBeCloseTo(counts.get(null)! / 6 ** 5, 15);
    expect(r.arrival.reduce((s: number, a: any) => s + a.p, r.pNever)).toBeCloseTo(1, 15);
  });

  it('given dice: turn by turn, the side playing first then the other, each side\'s waiting units in order; a unit that never rolls 3+ is destroyed', () => {
    // turn 2: B (goes first) rolls for b1: 1; A for a1: 2, a2: 3 (a2 arrives); turn 3: b1 4, a1 1; turns 4-6: a1 2, 1, 2
    const out = run([amb('a1', 'A'), amb('b1', 'B'), amb('a2', 'A')], { mode: 'given', rolls: [1, 2, 3, 4, 1, 2, 1, 2] }, 'B');
    expect((out.result as any).ambush.units).toEqual([{ unit: 'a1', side: 'A', arrivesOnTurn: null }, { unit: 'b1', side: 'B', arrivesOnTurn: 3 }, { unit: 'a2', side: 'A', arrivesOnTurn: 2 }]);
    expect(out.rolls!.map((x) => x.purpose)).toEqual(['ambush b1 turn 2', 'ambush a1 turn 2', 'ambush a2 turn 2', 'ambush b1 turn 3', 'ambush a1 turn 3', 'ambush a1 turn 4', 'ambush a1 turn 5', 'ambush a1 turn 6']);
    const seeded = run([amb('a1', 'A')], { mode: 'seeded', seed: 'amb' });
    expect(run([amb('a1', 'A')], { mode: 'seeded', seed: 'amb' })).toEqual(seeded);
  });

  it('the arriving unit: its rear rank flush with a board edge; it ends within 2×M of that edge (exactly 2×M is within)', () => {
    const arrive = (arrival: unknown) => (run([amb('x', 'A', { arrival })]).result as any).ambush.units[0];
    expect(arrive({ centre: { x: 36, y: 2 }, facing: 0 })).toMatchObject({ legal: true, edge: 'near', toEdge: 0, reasons: [] });
    expect(arrive({ centre: { x: 36, y: 2 }, facing: 0, moved: { centre: { x: 36, y: 10 }, facing: 0 } })).toMatchObject({ legal: true, toEdge: 8 });
    expect(arrive({ centre: { x: 36, y: 2 }, facing: 0, moved: { centre: { x: 36, y: 10.5 }, facing: 0 } })).toMatchObject({ legal: false, toEdge: 8.5, reasons: [{ code: 'TOO_FAR_FROM_EDGE', path: '/ambushers/0/arrival/moved/centre', cite: '004_1ae45c4b93e4399d.txt L3110-3120' }] });
    expect(arrive({ centre: { x: 2, y: 24 }, facing: 90 })).toMatchObject({ legal: true, edge: 'left' });
    expect(arrive({ centre: { x: 36, y: 46 }, facing: 180 })).toMatchObject({ legal: true, edge: 'far' });
    expect(arrive({ centre: { x: 36, y: 46 }, facing: 0 })).toMatchObject({ legal: false, reasons: [{ code: 'REAR_NOT_ON_EDGE', path: '/ambushers/0/arrival/centre' }] });
  });
});
