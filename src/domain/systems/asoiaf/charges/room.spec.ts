/** Room in the defender's arc (000_4d85fd9897d069bf.txt L1014-1018; 002_953a7ceb75253954.txt L790) around terrain of any outline. */
import { resolveCharge } from './charge.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { chargerAt, ctxOf, FRONT, INF, rect, request, target } from './fixtures.js';
import { freeIntervals, overlapIntervals } from './geometry.js';

const run = (req: Parameters<typeof resolveCharge>[0], v = 'asoiaf-2021') => resolveCharge(req, ctxOf(v)).result as Record<string, any>;

/** A U-shaped Impassable ruin open towards the target's front: its bars run beside the lane, its back behind the charger. */
const ruin = [
  { x: 18, y: FRONT - 12 }, { x: 30, y: FRONT - 12 }, { x: 30, y: FRONT - 0.5 }, { x: 29, y: FRONT - 0.5 },
  { x: 29, y: FRONT - 11 }, { x: 19, y: FRONT - 11 }, { x: 19, y: FRONT - 0.5 }, { x: 18, y: FRONT - 0.5 },
];

describe('asoiaf charges: room beside terrain that is not convex', () => {
  it.each(['asoiaf-2021', 'asoiaf-2018'])('%s: a charger inside a U-shaped Impassable ruin still has room on the target\'s front (000_4d85fd9897d069bf.txt L1014-1018, L1976-1979)', (v) => {
    const r = run(request([chargerAt(24, 3), target()], { terrain: [{ keywords: ['impassable'], polygon: ruin }] }), v);
    expect(r.reasons).toEqual([]);
    expect(r).toMatchObject({ legal: true, needed: 1, alignment: 'full' });
    expect(r.finalPosition.centre.x).toBeCloseTo(24, 9);
    expect(r.finalPosition.centre.y).toBeCloseTo(FRONT - INF.depth / 2, 9);
  });

  it('overlapIntervals: a tray sliding across the ruin overlaps it exactly where a brute force over offsets says so', () => {
    const tray = rect(20, FRONT - 6, 26, FRONT - 2);
    const dir = { x: 1, y: 0 };
    const forbidden = overlapIntervals(tray, dir, ruin);
    for (let s = -12; s <= 12; s += 0.05) {
      const moved = tray.map((p) => ({ x: p.x + s, y: p.y }));
      const inside = forbidden.some(([a, b]) => s > a + 1e-9 && s < b - 1e-9);
      const near = forbidden.some(([a, b]) => Math.abs(s - a) < 1e-6 || Math.abs(s - b) < 1e-6);
      if (!near) expect(inside).toBe(polygonsOverlap(moved, ruin));
    }
    // The hollow between the bars (x 19 to 29) is free: the 6" tray slides from -1 to +3
    expect(freeIntervals(-1, 3, forbidden)).toEqual([[-1, 3]]);
  });
});
