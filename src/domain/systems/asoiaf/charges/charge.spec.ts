import { resolveCharge } from './charge.js';
import { chargerAt, ctxOf, faceToFace, FRONT, INF, rect, request, target, unit } from './fixtures.js';

const V = ['asoiaf-2021', 'asoiaf-2018'];
const run = (req: Parameters<typeof resolveCharge>[0], v = 'asoiaf-2021', options: Record<string, unknown> = {}, dice?: Parameters<typeof ctxOf>[2]) =>
  resolveCharge(req, ctxOf(v, options, dice)).result as Record<string, any>;
const codes = (r: Record<string, any>) => (r.reasons as Array<{ code: string }>).map((x) => x.code);

describe('asoiaf charges: worked examples of digest §10', () => {
  it.each(V)('WE-13 (%s): 8" away at Speed 5 needs 3+, P = 4/6 (000_4d85fd9897d069bf.txt L1097-1099; 002_953a7ceb75253954.txt L808)', (v) => {
    const r = run(faceToFace(8), v);
    expect(r.legal).toBe(true);
    expect(r.distance).toBeCloseTo(8, 9);
    expect(r.needed).toBe(3);
    expect(r.pSuccessFraction).toBe('4/6');
    expect(r.pSuccess).toBeCloseTo(4 / 6, 12);
    expect(r.alignment).toBe('full');
    expect(r.finalPosition.centre.x).toBeCloseTo(24, 9);
    expect(r.finalPosition.centre.y).toBeCloseTo(FRONT - INF.depth / 2, 9);
  });

  it.each(V)('WE-15 (%s): a 2 on the die moves 7" straight, 1" short; panic test (000_4d85fd9897d069bf.txt L1133-1137; 002_953a7ceb75253954.txt L824)', (v) => {
    const req = faceToFace(8);
    const r = run(req, v, {}, { mode: 'given', rolls: [2] });
    expect(r.roll).toMatchObject({ faces: [2], kept: 2, chargeDistance: 7, success: false, panicTest: true, disordered: false });
    const start = req.units[0].centre;
    expect(r.roll.position.centre.y - start.y).toBeCloseTo(7, 9);
    expect(FRONT - (r.roll.position.centre.y + INF.depth / 2)).toBeCloseTo(1, 9);
  });

  it('WE-14 / WE-05: the larger part of the charger in the Guardsmen\'s flank arc: it aligns to the flank (000_4d85fd9897d069bf.txt L782-789, L1101-1104)', () => {
    // The Guardsmen face the near edge (180°): their left flank faces +x. The charger stands off that flank, facing -x.
    const r = run(request([unit('swords', 'A', 24 + 3.15 + 7 + INF.depth / 2, 30, 270, { speed: 5 }), target()]));
    expect(r.arc).toBe('left');
    expect(r.arcShares.left).toBeGreaterThan(0.5);
    expect(r.legal).toBe(true);
    expect(r.finalPosition.facing).toBeCloseTo(270, 9);
    expect(r.finalPosition.centre.x).toBeCloseTo(24 + INF.width / 2 + INF.depth / 2, 9);
    expect(r.finalPosition.centre.y).toBeCloseTo(30, 9);
  });

  it('WE-02: part of the target in the front arc is enough for line of sight (000_4d85fd9897d069bf.txt L736-738)', () => {
    const r = run(request([chargerAt(24 + 7, 6), target()]));
    expect(r.inLineOfSight).toBe(true);
    expect(r.legal).toBe(true);
  });

  it('WE-03: nothing of the target in the front arc: not in sight (000_4d85fd9897d069bf.txt L746-748)', () => {
    const r = run(request([unit('swords', 'A', 24, FRONT - 8 - INF.depth / 2, 180, { speed: 5 }), target()]));
    expect(r.inLineOfSight).toBe(false);
    expect(codes(r)).toEqual(['NO_LINE_OF_SIGHT']);
  });

  it('WE-04: two units between the charger and the target block the sight (000_4d85fd9897d069bf.txt L762-764)', () => {
    const wall = [unit('x1', 'A', 24 - 3, FRONT - 4, 0), unit('x2', 'B', 24 + 3, FRONT - 8.8, 0)];
    const r = run(request([chargerAt(24, 12), target(), ...wall]));
    expect(r.inLineOfSight).toBe(false);
    expect(codes(r)).toContain('NO_LINE_OF_SIGHT');
  });
});

describe('asoiaf charges: each rejection code', () => {
  it('CHARGER_ENGAGED: touching an enemy tray, or flagged engaged (000_4d85fd9897d069bf.txt L1005)', () => {
    const touching = run(request([chargerAt(24, 8), target(), unit('e', 'B', 24, FRONT - 8 - INF.depth - INF.depth / 2, 0)]));
    expect(codes(touching)).toEqual(['CHARGER_ENGAGED']);
    expect(touching.engagedWith).toEqual(['e']);
    expect(codes(run(request([chargerAt(24, 8, { engaged: true }), target()])))).toEqual(['CHARGER_ENGAGED']);
  });

  it('TARGET_NOT_ENEMY: a friendly target (000_4d85fd9897d069bf.txt L1007-1010)', () => {
    const r = run(request([chargerAt(24, 8), target({ side: 'A' })]));
    expect(codes(r)).toEqual(['TARGET_NOT_ENEMY']);
    expect(r.pSuccess).toBe(0);
  });

  it('NO_LINE_OF_SIGHT: Blocks-LoS terrain blocks, Cover does not block a charge (000_4d85fd9897d069bf.txt L1939-1945)', () => {
    const piece = rect(10, FRONT - 4, 38, FRONT - 3);
    expect(codes(run(request([chargerAt(24, 8), target()], { terrain: [{ keywords: ['blocksLoS'], polygon: piece }] })))).toContain('NO_LINE_OF_SIGHT');
    const cover = run(request([chargerAt(24, 8), target()], { terrain: [{ keywords: ['cover'], polygon: piece }] }));
    expect(cover.legal).toBe(true);
    expect(cover.needed).toBe(3);
  });

  it('ARC_NO_ROOM: the front is filled by other trays (000_4d85fd9897d069bf.txt L1014-1018)', () => {
    const blockers = [unit('f1', 'A', 24 - 3.2, FRONT - 1.5, 0, { width: 6, depth: 2 }), unit('f2', 'A', 24 + 3.2, FRONT - 1.5, 0, { width: 6, depth: 2 })];
    const r = run(request([chargerAt(24, 8), target(), ...blockers]));
    expect(codes(r)).toContain('ARC_NO_ROOM');
    expect(r.finalPosition).toBeNull();
    // Impassable terrain against the front leaves no room either; other terrain may be ended on (L1927-1932, L1976-1979)
    const strip = (keywords: string[]) => ({ terrain: [{ keywords, polygon: rect(14, FRONT - 2, 34, FRONT - 1) }] });
    expect(codes(run(request([chargerAt(24, 8), target()], strip(['impassable']))))).toEqual(['ARC_NO_ROOM', 'LANE_BLOCKED']);
    expect(run(request([chargerAt(24, 8), target()], strip(['rough']))).legal).toBe(true);
  });

  it('OUT_OF_REACH: beyond Speed + 6 on every lane (000_4d85fd9897d069bf.txt L1020-1023); Speed + 6 needs a 6', () => {
    // A pivot about the tray centre brings a front corner forward: only when that swing is free can a little more than 11" be reached.
    expect(run(faceToFace(11.01), 'asoiaf-2021', { pivotSwing: 'free' }).needed).toBe(6);
    expect(codes(run(faceToFace(11.01)))).toEqual(['OUT_OF_REACH']);
    expect(codes(run(faceToFace(13)))).toEqual(['OUT_OF_REACH']);
    const r = run(faceToFace(11));
    expect(r.needed).toBe(6);
    expect(r.pSuccessFraction).toBe('1/6');
  });

  it('LANE_BLOCKED: Impassable terrain across every lane within reach (000_4d85fd9897d069bf.txt L1051-1054, digest §12.2 item 8)', () => {
    const r = run(faceToFace(8, { terrain: [{ keywords: ['impassable'], polygon: rect(4, FRONT - 6.5, 44, FRONT - 5.5) }] }));
    expect(r.inLineOfSight).toBe(true);
    expect(codes(r)).toEqual(['LANE_BLOCKED']);
  });

  it('PIVOT_NO_LINE_OF_SIGHT: a requested pivot that turns away from the target (000_4d85fd9897d069bf.txt L1040-1046)', () => {
    for (const v of V) expect(codes(run(faceToFace(8, { heading: 180 }), v))).toContain('PIVOT_NO_LINE_OF_SIGHT');
    expect(run(faceToFace(8, { heading: 10 })).legal).toBe(true);
  });

  it('a chosen pivot whose lane meets Impassable terrain first: the charge fails 1" short of it (000_4d85fd9897d069bf.txt L1051-1054)', () => {
    const rock = { keywords: ['impassable'], polygon: rect(20, FRONT - 5, 23, FRONT - 4.8) };
    const free = run(faceToFace(8, { terrain: [rock] }));
    expect(free.legal).toBe(true);
    expect(free.heading).not.toBe(0);
    const req = faceToFace(8, { terrain: [rock], heading: 0 });
    const r = run(req, 'asoiaf-2021', {}, { mode: 'given', rolls: [6] });
    expect(r.legal).toBe(true);
    expect(r.pSuccess).toBe(0);
    expect(r.roll).toMatchObject({ success: false, panicTest: true });
    expect(r.roll.position.centre.y - req.units[0].centre.y).toBeCloseTo(2, 9);
  });
});

describe('asoiaf charges: the pivot\'s swing counts towards the charge distance (option pivotSwing)', () => {
  it.each(V)('%s: 6.5" apart at Speed 5 needs 2+ (5/6), not the 1+ an angled lane would give (000_4d85fd9897d069bf.txt L1020-1023, L1097-1099)', (v) => {
    const r = run(faceToFace(6.5), v);
    expect(r).toMatchObject({ legal: true, needed: 2, pSuccessFraction: '5/6', heading: 0 });
    expect(r.distance).toBeCloseTo(6.5, 9);
    const free = run(faceToFace(6.5), v, { pivotSwing: 'free' });
    expect(free.needed).toBe(1);
    expect(free.distance).toBeLessThan(6.5);
  });

  it('a requested angled heading: its straight travel plus the swing is never less than the gap; a 1 falls short (000_4d85fd9897d069bf.txt L1040-1060)', () => {
    const req = faceToFace(6.5, { heading: 14 });
    const r = run(req, 'asoiaf-2021', {}, { mode: 'given', rolls: [1] });
    expect(r.distance).toBeGreaterThanOrEqual(6.5 - 1e-9);
    expect(r.needed).toBe(2);
    expect(r.roll).toMatchObject({ kept: 1, success: false, panicTest: true });
    // The charger stays clear of the target: it moved 6" less the swing along its lane
    const corner = Math.max(...[0, 1].map((i) => r.roll.position.centre.y + (INF.depth / 2) * Math.cos((14 * Math.PI) / 180) + (i ? 1 : -1) * (INF.width / 2) * Math.sin((14 * Math.PI) / 180)));
    expect(corner).toBeLessThan(FRONT);
  });
});
