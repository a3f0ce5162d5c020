/** Each difference of digest §0.1 that touches charges: one request, both rules versions, both answers. */
import { resolveCharge } from './charge.js';
import { chargerAt, ctxOf, faceToFace, FRONT, INF, rect, request, target, unit } from './fixtures.js';
import { TRAY_SIZES } from './rules.js';

const run = (req: Parameters<typeof resolveCharge>[0], v = 'asoiaf-2021', options: Record<string, unknown> = {}, dice?: Parameters<typeof ctxOf>[2]) =>
  resolveCharge(req, ctxOf(v, options, dice)).result as Record<string, any>;
const both = (req: Parameters<typeof resolveCharge>[0], options: Record<string, unknown> = {}) => [run(req, 'asoiaf-2021', options), run(req, 'asoiaf-2018', options)];
const codes = (r: Record<string, any>) => (r.reasons as Array<{ code: string }>).map((x) => x.code);
const SOLO = TRAY_SIZES.soloSmall;
const solo = (id: string, side: 'A' | 'B', x: number, y: number, facing = 0, extra = {}) => unit(id, side, x, y, facing, { tray: 'soloSmall', ...extra });

describe('asoiaf charges: rules-version differences', () => {
  it('D6: a disordered charge blocks Tactics cards for the rest of the turn (2021) or until the end of the action (2018)', () => {
    const req = faceToFace(5.5);
    const [a, b] = [run(req, 'asoiaf-2021', {}, { mode: 'given', rolls: [1] }), run(req, 'asoiaf-2018', {}, { mode: 'given', rolls: [1] })];
    expect(a.disorderedEffect).toBe('restOfTurn');
    expect(b.disorderedEffect).toBe('untilEndOfAction');
    for (const r of [a, b]) expect(r.roll).toMatchObject({ kept: 1, success: true, disordered: true, chargeBonus: false });
  });

  it('D6: a 1 disorders even a charge that falls short, in both versions (000_4d85fd9897d069bf.txt L1061-1062, L1115-1119; 002_953a7ceb75253954.txt L797, L816)', () => {
    for (const v of ['asoiaf-2021', 'asoiaf-2018']) {
      const r = run(faceToFace(8), v, {}, { mode: 'given', rolls: [1] });
      expect(r.roll).toMatchObject({ kept: 1, success: false, disordered: true, chargeBonus: false, panicTest: true });
      expect(r.pDisorderedFraction).toBe('0/6');
    }
    const slow = faceToFace(8, { terrain: [{ keywords: ['slowing'], polygon: rect(10, FRONT - 4.5, 38, FRONT - 4) }] });
    expect(run(slow, 'asoiaf-2018', {}, { mode: 'given', rolls: [2, 6] }).roll).toMatchObject({ kept: 2, success: false, disordered: true });
    expect(run(faceToFace(8), 'asoiaf-2021', {}, { mode: 'given', rolls: [2] }).roll.disordered).toBe(false);
  });

  it('D7: a pivot leaving the target beyond Speed + 6 is refused in 2021 only (000_4d85fd9897d069bf.txt L1042-1046; 002_953a7ceb75253954.txt L796)', () => {
    const long = unit('swords', 'A', 8, 23.1, 0, { width: 2, depth: 10, speed: 5 });
    const wide = unit('guards', 'B', 24, 40, 180, { width: 40, depth: 2 });
    const [a, b] = both(request([long, wide], { heading: 60 }));
    expect(codes(a)).toEqual(['PIVOT_OUT_OF_REACH']);
    expect(a.legal).toBe(false);
    expect(b.legal).toBe(true);
    expect(b.pSuccess).toBe(0);
    expect(b.heading).toBe(60);
    expect(run(request([long, wide]), 'asoiaf-2021').needed).toBe(6);
  });

  it('D8: room for only 1.65" of contact: illegal in 2021 (50 %), legal in 2018 (free room), the defender moved to allow 50 %', () => {
    const o1 = unit('o1', 'A', 22.675, FRONT - 1.5, 0, { width: 5.65, depth: 2 });
    const [a, b] = both(request([chargerAt(30, 8), target(), o1]));
    expect(codes(a)).toEqual(['ARC_NO_ROOM']);
    expect(b.legal).toBe(true);
    expect(b.alignment).toBe('half');
    expect(b.defenderShift.x).toBeCloseTo(1.5, 9);
    expect(b.defenderShift.y).toBeCloseTo(0, 9);
    expect(b.finalPosition.centre.x).toBeCloseTo(25.5 + INF.width / 2, 9);
  });

  it('D8: another unit engaged at 100 % in that arc: legal in 2021 (room at 50 %), ARC_FULLY_ENGAGED in 2018 (002_953a7ceb75253954.txt L790)', () => {
    const engaged = solo('e1', 'A', 24, FRONT - SOLO.depth / 2);
    const [a, b] = both(request([chargerAt(27, 8, { tray: 'soloSmall', depth: SOLO.depth }), target(), engaged]));
    expect(a.legal).toBe(true);
    expect(a.alignment).toBe('half');
    expect(a.finalPosition.centre.x).toBeCloseTo(24 + INF.width / 2, 9);
    expect(codes(b)).toEqual(['ARC_FULLY_ENGAGED']);
  });

  it('D8: two enemies already engaged on the front: legal in 2021, ARC_TWO_ENEMIES in 2018', () => {
    const e1 = solo('e1', 'A', 24 - INF.width / 2 + SOLO.width / 2, FRONT - SOLO.depth / 2);
    const e2 = solo('e2', 'A', 24 + INF.width / 2 - SOLO.width / 2, FRONT - SOLO.depth / 2);
    const [a, b] = both(request([chargerAt(24, 8, { tray: 'soloSmall', depth: SOLO.depth }), target(), e1, e2]));
    expect(a.legal).toBe(true);
    expect(a.alignment).toBe('full');
    expect(codes(b)).toEqual(['ARC_TWO_ENEMIES']);
  });

  it('D9: neither 100 % nor 50 % fits: 2021 places the charger as close as possible, 2018 moves the defender (000_4d85fd9897d069bf.txt L1083-1089; 002_953a7ceb75253954.txt L802)', () => {
    const o1 = unit('o1', 'A', 20.5, FRONT - 1.5, 0, { width: 2, depth: 2 });
    const o2 = unit('o2', 'A', 30.5, FRONT - 1.5, 0, { width: 2, depth: 2 });
    const [a, b] = both(request([chargerAt(25.5, 8), target(), o1, o2]));
    expect(a.alignment).toBe('closest');
    expect(a.defenderShift).toBeNull();
    const clear = 21.5 + INF.width / 2;
    expect(a.finalPosition.centre.x).toBeCloseTo(clear, 9);
    expect(a.contact).toBeCloseTo(INF.width - (clear - 24), 9);
    expect(b.alignment).toBe('full');
    expect(b.defenderShift.x).toBeCloseTo(clear - 24, 9);
    expect(b.finalPosition.centre.x).toBeCloseTo(clear, 9);
    expect(b.contact).toBeCloseTo(INF.width, 9);
  });

  it('D10: another enemy contacted in the defender\'s arc aligns to 50 % (2021); the 2018 text has no such rule', () => {
    // b2 is a small solo beside the small target: half its front fits on the charger's front beside the target
    const small = unit('guards', 'B', 24, 30, 180, { tray: 'soloSmall' });
    const front = 30 - SOLO.depth / 2;
    const b2 = unit('b2', 'B', 24 + SOLO.width / 2 + 0.001 + SOLO.width / 2, front + SOLO.depth / 2, 180, { tray: 'soloSmall' });
    const charger = unit('swords', 'A', 24, front - 8 - INF.depth / 2, 0, { speed: 5 });
    const [a, b] = both(request([charger, small, b2]));
    expect(a.legal).toBe(true);
    expect(a.extraEnemies).toEqual([{ id: 'b2', arc: 'front', action: 'alignHalf' }]);
    expect(b.extraEnemies).toEqual([{ id: 'b2', arc: 'front', action: 'engaged' }]);
  });

  it('D10: another enemy in the defender\'s arc that cannot be aligned at 50 % moves 1" away (2021, 000_4d85fd9897d069bf.txt L1077-1081)', () => {
    // An infantry tray beside a small target: the charger's front has (6.3 − 1.97) / 2 ≈ 2.17" beside the target, less than half of 6.3"
    const small = unit('guards', 'B', 24, 30, 180, { tray: 'soloSmall' });
    const front = 30 - SOLO.depth / 2;
    const b2 = unit('b2', 'B', 24 + SOLO.width / 2 + 0.001 + INF.width / 2, front + INF.depth / 2, 180);
    const charger = unit('swords', 'A', 24, front - 8 - INF.depth / 2, 0, { speed: 5 });
    const [a, b] = both(request([charger, small, b2]));
    expect(a.legal).toBe(true);
    expect(a.extraEnemies).toEqual([{ id: 'b2', arc: 'front', action: 'moveAway' }]);
    expect(b.extraEnemies).toEqual([{ id: 'b2', arc: 'front', action: 'engaged' }]);
    // Another tray beside the small solo takes the room it would need: it moves away too
    const solo = unit('b2', 'B', 24 + SOLO.width + 0.001, front + SOLO.depth / 2, 180, { tray: 'soloSmall' });
    const wall = unit('w', 'B', 24 + SOLO.width * 1.5 + 0.002 + 1, front + SOLO.depth / 2, 180, { width: 2, depth: SOLO.depth });
    expect(run(request([charger, small, solo])).extraEnemies).toEqual([{ id: 'b2', arc: 'front', action: 'alignHalf' }]);
    expect(run(request([charger, small, solo, wall])).extraEnemies.find((e: { id: string }) => e.id === 'b2')).toEqual({ id: 'b2', arc: 'front', action: 'moveAway' });
  });

  it('D10: another enemy touching the charger\'s flank after the alignment moves 1" away (2021); 2018: it stays engaged', () => {
    const b2 = unit('b2', 'B', 24 + INF.width, FRONT - 2.25, 0, { depth: 3.5 });
    const [a, b] = both(request([chargerAt(22, 8), target(), b2]));
    expect(a.alignment).toBe('full');
    expect(a.extraEnemies).toEqual([{ id: 'b2', arc: 'right', action: 'moveAway' }]);
    expect(b.extraEnemies).toEqual([{ id: 'b2', arc: 'right', action: 'engaged' }]);
  });

  it('D13: after a flank charge the target may also retreat forward in 2021, not in 2018 (000_4d85fd9897d069bf.txt L879-887; 002_953a7ceb75253954.txt L722)', () => {
    const flank = unit('swords', 'A', 24 + INF.width / 2 + 7 + INF.depth / 2, 30, 270, { speed: 5 });
    const [a, b] = both(request([flank, target()]));
    expect(a.arc).toBe('left');
    expect(a.targetRetreatDirections).toEqual(['back', 'left', 'right', 'forward']);
    expect(b.targetRetreatDirections).toEqual(['back', 'left', 'right']);
  });

  it('D23: a marsh is Difficult and Rough in 2021, Slowing and Rough in 2018 (000_4d85fd9897d069bf.txt L1984-2012; 002_953a7ceb75253954.txt L1150-1196)', () => {
    const [a, b] = both(faceToFace(8, { terrain: [{ piece: 'marsh', polygon: rect(10, FRONT - 6, 38, FRONT - 5.5) }] }));
    expect(a).toMatchObject({ terrainPenalty: 1, needed: 4, dice: '1D6', pSuccessFraction: '3/6', pChargeBonusFraction: '0/6' });
    expect(a.terrain).toMatchObject({ crossed: [0], difficult: true, slowing: false });
    expect(b).toMatchObject({ terrainPenalty: 1, needed: 4, dice: '2D6 keep the lower', pSuccessFraction: '9/36', pDisorderedFraction: '0/36', pChargeBonusFraction: '9/36' });
    expect(b.terrain).toMatchObject({ crossed: [0], difficult: false, slowing: true });
  });

  it('D23: Slowing (2018) disorders on a kept 1 or 2; a 2021 charge only on a natural 1 (002_953a7ceb75253954.txt L1140)', () => {
    const slow = run(faceToFace(5.5, { terrain: [{ keywords: ['slowing'], polygon: rect(10, FRONT - 4.5, 38, FRONT - 4) }] }), 'asoiaf-2018');
    expect(slow).toMatchObject({ needed: 1, pSuccessFraction: '36/36', pDisorderedFraction: '20/36', pChargeBonusFraction: '16/36' });
    const plain = run(faceToFace(5.5), 'asoiaf-2021');
    expect(plain).toMatchObject({ needed: 1, pSuccessFraction: '6/6', pDisorderedFraction: '1/6', pChargeBonusFraction: '5/6' });
    const given = resolveCharge(faceToFace(5.5, { terrain: [{ keywords: ['slowing'], polygon: rect(10, FRONT - 4.5, 38, FRONT - 4) }] }), ctxOf('asoiaf-2018', {}, { mode: 'given', rolls: [5, 2] }));
    expect((given.result as Record<string, any>).roll).toMatchObject({ faces: [5, 2], kept: 2, success: true, disordered: true });
  });

  it('D23: a wall is Difficult and Fortified in 2021; Fortified and removed (Destructible) in 2018; stakes are Dangerous in both', () => {
    const wall = faceToFace(8, { terrain: [{ piece: 'wall', polygon: rect(10, FRONT - 6, 38, FRONT - 5.5) }] });
    const [a, b] = both(wall);
    expect(a.terrain).toMatchObject({ difficult: true, fortified: true, dangerous: false, destroyed: [] });
    expect(b.terrain).toMatchObject({ difficult: false, fortified: true, dangerous: false, destroyed: [0] });
    for (const r of both(faceToFace(8, { terrain: [{ piece: 'stakes', polygon: rect(10, FRONT - 6, 38, FRONT - 5.5) }] }))) expect(r.terrain.dangerous).toBe(true);
  });
});

describe('asoiaf charges: options', () => {
  it('arcGeometry: lines through the centre and corners (default) or 45° from the corners decide the arc', () => {
    const c = solo('swords', 'A', 14, 22, (Math.atan2(10, 8) * 180) / Math.PI, { speed: 5 });
    expect(run(request([c, target()])).arc).toBe('front');
    expect(run(request([c, target()]), 'asoiaf-2021', { arcGeometry: 'corners45' }).arc).toBe('right');
  });

  it('an exact split between two arcs: the charger chooses (splitArc), by default the flank (000_4d85fd9897d069bf.txt L1037-1038)', () => {
    const dir = { x: -INF.width / 2, y: -INF.depth / 2 };
    const k = 10 / Math.hypot(dir.x, dir.y);
    const c = solo('swords', 'A', 24 + dir.x * k, 30 + dir.y * k, (Math.atan2(-dir.x, -dir.y) * 180) / Math.PI, { speed: 5 });
    const r = run(request([c, target()]));
    expect(r.arcTied).toBe(true);
    expect(r.arc).toBe('right');
    expect(run(request([c, target()], { splitArc: 'front' })).arc).toBe('front');
    expect(() => run(request([c, target()], { splitArc: 'rear' }))).toThrow('splitArc applies to an exact split only');
    expect(() => run(faceToFace(8, { splitArc: 'left' }))).toThrow('splitArc applies to an exact split only');
  });

  it('friendlyInLane: a friendly tray in the lane stops the charger (default) or is passed through', () => {
    const friend = solo('f', 'A', 24, FRONT - 6);
    const blocked = run(request([chargerAt(24, 8), target(), friend]));
    const through = run(request([chargerAt(24, 8), target(), friend]), 'asoiaf-2021', { friendlyInLane: 'passThrough' });
    expect(through.needed).toBe(3);
    expect(blocked.needed === null || blocked.needed > 3).toBe(true);
  });

  it('roughPenalty: −1" per piece (default) or −1" entering and −1" leaving (2021 only)', () => {
    const marsh = faceToFace(8, { terrain: [{ keywords: ['rough'], polygon: rect(10, FRONT - 6.5, 38, FRONT - 6) }] });
    expect(run(marsh).needed).toBe(4);
    expect(run(marsh, 'asoiaf-2021', { roughPenalty: 'perEntryAndExit' })).toMatchObject({ terrainPenalty: 2, needed: 5 });
    expect(run(marsh, 'asoiaf-2018', { roughPenalty: 'perEntryAndExit' })).toMatchObject({ terrainPenalty: 1, needed: 4 });
  });

  it('alignment: 100 % (default) or 50 %', () => {
    const half = run(faceToFace(8), 'asoiaf-2021', { alignment: 'half' });
    expect(half.alignment).toBe('half');
    expect(half.contact).toBeCloseTo(INF.width / 2, 9);
    expect(Math.abs(half.finalPosition.centre.x - 24)).toBeCloseTo(INF.width / 2, 9);
  });

  it('halfContactOf: a narrow tray may charge a wide one (half the shorter edge, default) or not (half the longer)', () => {
    const req = request([chargerAt(24, 8, { tray: 'soloSmall', depth: SOLO.depth }), target()]);
    expect(run(req).legal).toBe(true);
    expect(codes(run(req, 'asoiaf-2021', { halfContactOf: 'longer' }))).toEqual(['ARC_NO_ROOM']);
  });

  it('retreatForward: engaged on front and flank, forward only with anyFlankRear (digest §12.2 item 14)', () => {
    const flank = unit('swords', 'A', 24 + INF.width / 2 + 7 + INF.depth / 2, 30, 270, { speed: 5 });
    const front = unit('f', 'A', 24, FRONT - INF.depth / 2, 0);
    expect(run(request([flank, target(), front])).targetRetreatDirections).toEqual(['back', 'left', 'right']);
    expect(run(request([flank, target(), front]), 'asoiaf-2021', { retreatForward: 'anyFlankRear' }).targetRetreatDirections).toEqual(['back', 'left', 'right', 'forward']);
  });
});
