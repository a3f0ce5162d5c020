/** Secure Target markers (004_1ae45c4b93e4399d.txt L2977-2982): more than 12" from the owner's zone, more than 24" apart. */
import { describe, expect, it } from '@jest/globals';
import { runSetup } from './fixtures.js';

const markers = (deployment: Record<string, unknown>, ms: Array<['A' | 'B', number, number]>, options = {}) =>
  (runSetup({ deployment: deployment as never, markers: ms.map(([side, x, y]) => ({ side, at: { x, y } })) }, options).result as any).markers;

describe('Secure Target markers (L2977-2982)', () => {
  it('Classic: a marker on the centre line is exactly 12" from its zone (not more); just beyond it is; 24" apart exactly is too close', () => {
    expect(markers({ type: 'classic' }, [['A', 36, 24], ['B', 10, 30]]).violations.map((v: any) => [v.code, v.side, v.path])).toEqual([
      ['MARKER_TOO_CLOSE_TO_ZONE', 'A', '/markers/0/at'],
      ['MARKER_TOO_CLOSE_TO_ZONE', 'B', '/markers/1/at'],
    ]);
    // a 3-4-5 triangle scaled to 24": A at (10, 33.6), B at (24.4, 14.4), each 21.6" from its own zone
    const exact = markers({ type: 'classic' }, [['A', 10, 33.6], ['B', 24.4, 14.4]]);
    expect(exact.distances).toEqual([{ side: 'A', toOwnZone: 21.6, toOtherMarker: 24 }, { side: 'B', toOwnZone: 21.6, toOtherMarker: 24 }]);
    expect(exact.violations).toEqual([{ code: 'MARKERS_TOO_CLOSE', side: 'B', path: '/markers/1/at', message: expect.stringContaining('24"'), cite: '004_1ae45c4b93e4399d.txt L2977-2982' }]);
    const ok = markers({ type: 'classic' }, [['A', 10, 33.6], ['B', 24.5, 14.4]]);
    expect(ok).toMatchObject({ valid: true, violations: [] });
    expect(markers({ type: 'classic' }, [['A', 36, 24.01]])).toMatchObject({ valid: true, distances: [{ side: 'A', toOwnZone: 12.01, toOtherMarker: null }] });
  });

  it('Flank Attack: measured to the nearest part of the stepped zone; Diagonal: to the 9" line', () => {
    const flank = { type: 'flankAttack', attacker: 'A' };
    // the attacker's middle is y < 9, its quarters y < 15: (36, 21) is exactly 12" from the middle's edge → too close;
    // the defender's quarters are y > 39 and its middle y > 33: (10, 27.5) is 5.5" from the middle's corner (18, 33)
    const both = markers(flank, [['A', 36, 21], ['B', 10, 27.5]]);
    expect(both.distances.map((d: any) => d.toOwnZone)).toEqual([12, Math.round(Math.hypot(8, 5.5) * 1000) / 1000]);
    expect(both.violations.map((v: any) => v.code)).toEqual(['MARKER_TOO_CLOSE_TO_ZONE', 'MARKER_TOO_CLOSE_TO_ZONE']);
    expect(markers(flank, [['A', 10, 27.5]]).distances[0].toOwnZone).toBe(12.5);
    expect(markers(flank, [['A', 20, 20]]).distances[0].toOwnZone).toBe(5.385); // the corner (18, 15)
    // the rising diagonal: side A's zone edge runs 9" below it; a point on the diagonal is 9" from it
    expect(markers({ type: 'diagonal', diagonal: 'rising' }, [['A', 36, 24]]).distances[0].toOwnZone).toBe(9);
  });
});
