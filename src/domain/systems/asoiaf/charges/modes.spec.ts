/**
 * The modes besides `charge`: moves (digest §4.1-4.2), ranged targets (§3.1) and the melee re-face (§3.1), with the
 * worked examples WE-06..WE-12 of §10 and the version differences D11, D13, D23 they touch.
 * Seeds: 000_4d85fd9897d069bf.txt (2021), 002_953a7ceb75253954.txt (2018).
 */
import { DomainError } from '../../../core/errors.js';
import { chargesCatalogue } from './catalogue.js';
import { resolveCharge } from './charge.js';
import { ctxOf, INF, rect, unit } from './fixtures.js';
import type { ChargeRequest } from './request.js';

const V = ['asoiaf-2021', 'asoiaf-2018'];
const run = (req: ChargeRequest, v = 'asoiaf-2021', options: Record<string, unknown> = {}, dice?: Parameters<typeof ctxOf>[2]) => resolveCharge(req, ctxOf(v, options, dice)).result as Record<string, any>;
const codes = (r: Record<string, any>) => (r.reasons as Array<{ code: string }>).map((x) => x.code);
const issues = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DomainError).issues.map((i) => `${i.path} ${i.code}`);
  }
  return [];
};
const W = INF.width;
const D = INF.depth;
/** Stark Sworn Swords (Speed 5 on its card, 000 L847) at (24, 10) facing away from the near edge. */
const swords = (x = 24, y = 10, facing = 0) => unit('swords', 'A', x, y, facing, { catalogueId: 'stark-sworn-swords' });
const move = (mode: string, legs: ChargeRequest['legs'], units = [swords()], extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ mode, units, unitId: 'swords', legs, ...extra });

describe('asoiaf moves: Maneuver (000_4d85fd9897d069bf.txt L832-848; 002_953a7ceb75253954.txt L691-701)', () => {
  it.each(V)('WE-06 (%s): pivot, 5" forward (Speed 5), pivot: legal, ends 5" to the right facing forward again (000 L846-848)', (v) => {
    const r = run(move('maneuver', [{ pivot: 90 }, { distance: 5 }, { pivot: -90 }]), v);
    expect(r).toMatchObject({ mode: 'maneuver', legal: true, reasons: [] });
    expect(r.move.finalPosition.centre.x).toBeCloseTo(29, 9);
    expect(r.move.finalPosition.centre.y).toBeCloseTo(10, 9);
    expect(r.move.finalPosition.facing).toBeCloseTo(0, 9);
    expect(r.move).toMatchObject({ speed: 5, allowance: 5, distance: 5, pPossibleFraction: '1/1' });
  });
  it('more than Speed, a second straight leg, or a sideways leg: 400 naming the leg (000 L839-844)', () => {
    expect(issues(() => run(move('maneuver', [{ pivot: 90 }, { distance: 5.01 }])))).toEqual(['/legs/1/distance exceeds_allowance']);
    expect(issues(() => run(move('maneuver', [{ distance: 2 }, { pivot: 10 }, { distance: 2 }])))).toEqual(['/legs/2 not_in_action']);
    expect(issues(() => run(move('maneuver', [{ distance: 2, direction: 'left' }])))).toEqual(['/legs/0/direction not_in_action']);
    expect(issues(() => run(move('maneuver', [{ pivot: 10, distance: 2 }, {}])))).toEqual(['/legs/0 exclusive', '/legs/1 required']);
  });
  it('UNIT_ENGAGED: a unit touching an enemy cannot maneuver (000 L837; 002 L695)', () => {
    const r = run(move('maneuver', [{ pivot: 180 }], [swords(), unit('guards', 'B', 24, 10 + D, 180)]));
    expect(codes(r)).toContain('UNIT_ENGAGED');
  });
  it('BEYOND_ALLOWANCE: Rough on the way costs 1", so 5" at Speed 5 through a marsh is too far; 4" is not (000 L1959-1961; 002 L1145)', () => {
    for (const v of V) {
      const marsh = { terrain: [{ piece: 'marsh', polygon: rect(18, 14, 30, 15) }] };
      expect(codes(run(move('maneuver', [{ distance: 5 }], [swords()], marsh), v))).toEqual(['BEYOND_ALLOWANCE']);
      const ok = run(move('maneuver', [{ distance: 4 }], [swords()], marsh), v);
      expect(ok).toMatchObject({ legal: true });
      expect(ok.move).toMatchObject({ terrainPenalty: 1, terrain: { crossed: [0] } });
    }
  });
});

describe('asoiaf moves: March (000_4d85fd9897d069bf.txt L853-869; 002_953a7ceb75253954.txt L704-714)', () => {
  it.each(V)('WE-07 (%s): up to 10" forward (2 × Speed 5), then pivot (000 L867-869)', (v) => {
    const r = run(move('march', [{ distance: 10 }, { pivot: 45 }]), v);
    expect(r.legal).toBe(true);
    expect(r.move.finalPosition.centre.y).toBeCloseTo(20, 9);
    expect(r.move.finalPosition.facing).toBeCloseTo(45, 9);
    expect(r.move.allowance).toBe(10);
  });
  it('option roughPenalty in a move: crossing a marsh costs 1" (default), or 2" in 2021 with perEntryAndExit (000 L1959-1961; 002 L1145)', () => {
    const marsh = { terrain: [{ piece: 'marsh', polygon: rect(18, 14, 30, 15) }] };
    for (const v of V) expect(run(move('march', [{ distance: 9 }], [swords()], marsh), v).move).toMatchObject({ terrainPenalty: 1 });
    const r = run(move('march', [{ distance: 9 }], [swords()], marsh), 'asoiaf-2021', { roughPenalty: 'perEntryAndExit' });
    expect(r.move.terrainPenalty).toBe(2);
    expect(codes(r)).toEqual(['BEYOND_ALLOWANCE']);
    expect(run(move('march', [{ distance: 9 }], [swords()], marsh), 'asoiaf-2018', { roughPenalty: 'perEntryAndExit' }).legal).toBe(true);
  });
  it('no pivot before the march, nor more than 10": 400 naming the leg (000 L862-863)', () => {
    expect(issues(() => run(move('march', [{ pivot: 45 }, { distance: 10 }])))).toEqual(['/legs/0 not_in_action']);
    expect(issues(() => run(move('march', [{ distance: 10.5 }])))).toEqual(['/legs/0/distance exceeds_allowance']);
  });
  it('friendly trays may be passed through, enemy trays not; no move ends on a tray (000 L826-830; 002 L689)', () => {
    const friend = unit('friend', 'A', 24, 15, 0);
    expect(run(move('march', [{ distance: 10 }], [swords(), friend])).legal).toBe(true);
    expect(codes(run(move('march', [{ distance: 8 }], [swords(), friend])))).toEqual(['ENDS_OVERLAPPING']);
    const foe = unit('foe', 'B', 24, 15, 180);
    expect(codes(run(move('march', [{ distance: 10 }], [swords(), foe])))).toEqual(['PASSES_THROUGH_ENEMY', 'ENDS_NEAR_ENEMY']);
  });
  it('ENDS_NEAR_ENEMY: a move never ends 1" or less from an enemy (000 L821-824; 002 L688)', () => {
    // The enemy's near edge at y = 10 + D/2 + 6: a march of 5" leaves exactly 1", of 4.99" leaves 1.01"
    const foe = unit('foe', 'B', 24, 10 + D + 6, 180);
    expect(codes(run(move('march', [{ distance: 5 }], [swords(), foe])))).toEqual(['ENDS_NEAR_ENEMY']);
    expect(run(move('march', [{ distance: 4.99 }], [swords(), foe])).legal).toBe(true);
  });
  it('IMPASSABLE_TERRAIN: a straight move may not enter it, a pivot may sweep over it (000 L1976-1979; 002 L1142)', () => {
    const rock = { terrain: [{ keywords: ['impassable'], polygon: rect(20, 15, 28, 16) }] };
    expect(codes(run(move('march', [{ distance: 6 }], [swords()], rock)))).toEqual(['IMPASSABLE_TERRAIN']);
    // A rock touching the tray's side: the tray's corners sweep over it while turning, and it ends clear
    const side = { terrain: [{ keywords: ['impassable'], polygon: rect(24 + W / 2 + 0.1, 9, 24 + W / 2 + 0.5, 11) }] };
    expect(run(move('maneuver', [{ pivot: 90 }, { distance: 0 }, { pivot: -90 }], [swords()], side)).legal).toBe(true);
  });
  it('OFF_TABLE: the tray must end on the battlefield (002 L1235)', () => {
    expect(codes(run(move('march', [{ distance: 10 }], [swords(24, 40)])))).toEqual(['OFF_TABLE']);
  });
  it('D23: Stakes crossed: 2021 Dangerous (entering), 2018 Dangerous and Destructible, removed (000 L1984-1988; 002 L1141, L1143)', () => {
    const stakes = { terrain: [{ piece: 'stakes', polygon: rect(20, 16, 28, 17) }] };
    expect(run(move('march', [{ distance: 10 }], [swords()], stakes), 'asoiaf-2021').move.terrain).toEqual({ crossed: [0], dangerous: true, destroyed: [] });
    expect(run(move('march', [{ distance: 10 }], [swords()], stakes), 'asoiaf-2018').move.terrain).toEqual({ crossed: [0], dangerous: true, destroyed: [0] });
  });
});

describe('asoiaf moves: Dangerous terrain rolled (000_4d85fd9897d069bf.txt L1984-1988; 002_953a7ceb75253954.txt L1143)', () => {
  const pit = (y0: number, y1: number) => ({ keywords: ['dangerous'], polygon: rect(18, y0, 30, y1) });
  const THIRD = [{ wounds: 2, fraction: '1/3' }, { wounds: 3, fraction: '1/3' }, { wounds: 4, fraction: '1/3' }];
  it.each(V)('a march into it (%s): 1D3+1 wounds, exactly 2, 3 or 4 at 1/3 each; given a 2: 3 wounds', (v) => {
    const req = move('march', [{ distance: 10 }], [swords()], { terrain: [pit(16, 17)] });
    const r = run(req, v);
    expect(r.legal).toBe(true);
    expect(r.move.dangerousWounds).toMatchObject({ instances: 1, distribution: THIRD, mean: 3 });
    expect(r.move.dangerousWounds.distribution.map((o: { p: number }) => o.p)).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(run(req, v, {}, { mode: 'given', rolls: [2] }).move.dangerousRoll).toEqual({ faces: [2], wounds: 3 });
    expect(issues(() => run(req, v, {}, { mode: 'given', rolls: [] }))).toEqual(['/dice/rolls too_few']);
    expect(run(move('march', [{ distance: 3 }], [swords()], { terrain: [pit(16, 17)] }), v).move.dangerousWounds).toBeUndefined();
  });
  it('D23: standing on it and only pivoting: 2021 wounds for acting on it, 2018 none (no move through it) (000 L1984-1986; 002 L1143)', () => {
    const req = move('maneuver', [{ pivot: 90 }], [swords()], { terrain: [pit(5, 15)] });
    expect(run(req, 'asoiaf-2021').move.dangerousWounds).toMatchObject({ instances: 1, distribution: THIRD });
    expect(run(req, 'asoiaf-2018').move.dangerousWounds).toBeUndefined();
    expect(run(req, 'asoiaf-2018').move.terrain.dangerous).toBe(false);
  });
  it.each(V)('two pieces (%s): 2 × (1D3+1) = 4..8 over 9 outcomes; 2021: acting on the first and entering the second, 2018: moving through both', (v) => {
    const r = run(move('march', [{ distance: 10 }], [swords()], { terrain: [pit(5, 15), pit(19, 20)] }), v);
    expect(r.move.dangerousWounds.distribution).toEqual([4, 5, 6, 7, 8].map((w, i) => ({ wounds: w, p: [1, 2, 3, 2, 1][i] / 9, fraction: `${[1, 2, 3, 2, 1][i]}/9` })));
    // Brute force over the nine pairs of D3s, given
    const seen: Record<number, number> = {};
    for (let a = 1; a <= 3; a++) for (let b = 1; b <= 3; b++) {
      const w = run(move('march', [{ distance: 10 }], [swords()], { terrain: [pit(5, 15), pit(19, 20)] }), v, {}, { mode: 'given', rolls: [a, b] }).move.dangerousRoll.wounds;
      seen[w] = (seen[w] ?? 0) + 1;
    }
    expect(seen).toEqual({ 4: 1, 5: 2, 6: 3, 7: 2, 8: 1 });
  });
  it('D23 in a ranged target and a re-face: 2021 acting on it wounds, 2018 only a shift through or onto it (000 L1984-1988; 002 L1143)', () => {
    const archers = unit('archers', 'A', 24, 10, 0);
    const guardsFar = unit('guards', 'B', 24, 10 + D + 8, 180);
    const shoot = (extra: Partial<ChargeRequest>): ChargeRequest => ({ mode: 'target', units: [archers, guardsFar], unitId: 'archers', targetId: 'guards', range: 'long', ...extra });
    // Standing on the pit, no shift
    expect(run(shoot({ terrain: [pit(5, 15)] }), 'asoiaf-2021').target.dangerousWounds).toMatchObject({ instances: 1, distribution: THIRD });
    expect(run(shoot({ terrain: [pit(5, 15)] }), 'asoiaf-2018').target.dangerousWounds).toBeUndefined();
    // A 2" shift forward into a pit just ahead
    const ahead = [pit(10 + D / 2 + 0.5, 10 + D / 2 + 1)];
    for (const v of V) expect(run(shoot({ terrain: ahead, shift: { direction: 'forward', distance: 2 } }), v).target.dangerousWounds).toMatchObject({ instances: 1, mean: 3 });
    expect(run(shoot({ terrain: ahead }), 'asoiaf-2021').target.dangerousWounds).toBeUndefined();
    // A re-face on the pit
    const berserkers = unit('berserkers', 'A', 24, 20, 0);
    const flank = unit('guards', 'B', 24 - W / 2 - D / 2, 20, 90);
    const reface: ChargeRequest = { mode: 'reface', units: [berserkers, flank], unitId: 'berserkers', terrain: [pit(22, 24)] };
    expect(run(reface, 'asoiaf-2021').reface.dangerousWounds).toMatchObject({ instances: 1, distribution: THIRD });
    expect(run(reface, 'asoiaf-2018').reface.dangerousWounds).toBeUndefined();
  });
  it('a 2021 retreat from one pit into another: the D3 for acting on it is rolled first, then the retreat die, then the D3 for entering (000 L879-880, L1984-1988)', () => {
    const guards = unit('guards', 'A', 24, 30, 180, { speed: 4 });
    const foe = unit('swords', 'B', 24, 30 - D, 0, { speed: 5 });
    const req: ChargeRequest = { mode: 'retreat', units: [guards, foe], unitId: 'guards', legs: [{ distance: 6, direction: 'back' }], terrain: [pit(28, 31), pit(36, 37)] };
    const r = run(req, 'asoiaf-2021', {}, { mode: 'given', rolls: [3, 2, 1] });
    expect(r.move.roll).toEqual({ faces: [2], allowance: 6, possible: true });
    expect(r.move.dangerousRoll).toEqual({ faces: [3, 1], wounds: 6 });
    // The die too low: the unit does not move, only the wounds for acting on the pit
    expect(run(req, 'asoiaf-2021', {}, { mode: 'given', rolls: [3, 1] }).move.dangerousRoll).toEqual({ faces: [3], wounds: 4 });
  });
});

describe('asoiaf moves: Retreat (000_4d85fd9897d069bf.txt L871-907; 002_953a7ceb75253954.txt L716-734)', () => {
  // Lannister Guardsmen (Speed 4) at (24, 30) facing the near edge, the Sworn Swords touching their front
  const guards = () => unit('guards', 'A', 24, 30, 180, { speed: 4 });
  const foe = () => unit('swords', 'B', 24, 30 - D, 0, { speed: 5 });
  const retreat = (legs: ChargeRequest['legs'], units = [guards(), foe()]): ChargeRequest => ({ mode: 'retreat', units, unitId: 'guards', legs });
  it.each(V)('WE-08 (%s): a 2 on the D6 allows 6" back (Speed 4 + 2), then a pivot; the Sworn Swords may pivot free (000 L893-898; 002 L728-732)', (v) => {
    const r = run(retreat([{ distance: 6, direction: 'back' }, { pivot: 180 }]), v, {}, { mode: 'given', rolls: [2] });
    expect(r.legal).toBe(true);
    expect(r.move.roll).toEqual({ faces: [2], allowance: 6, possible: true });
    expect(r.move.finalPosition.centre.y).toBeCloseTo(36, 9);
    expect(r.move.finalPosition.facing).toBeCloseTo(0, 9);
    expect(r.move.freePivot).toEqual(['swords']);
    expect(r.move).toMatchObject({ needed: 2, pPossibleFraction: '5/6' });
    expect(run(retreat([{ distance: 6, direction: 'back' }]), v, {}, { mode: 'given', rolls: [1] }).move.roll).toEqual({ faces: [1], allowance: 5, possible: false });
  });
  it('the exact chance that the D6 allows the move equals the count of faces that do (brute force over every face)', () => {
    for (const d of [1.5, 4, 4.2, 7, 9.99, 10]) {
      const req = retreat([{ distance: d, direction: 'back' }]);
      const exact = run(req);
      let ok = 0;
      for (let f = 1; f <= 6; f++) if (run(req, 'asoiaf-2021', {}, { mode: 'given', rolls: [f] }).move.roll.possible) ok++;
      expect(exact.move.pPossible).toBeCloseTo(ok / 6, 12);
      expect(exact.move.pPossibleFraction).toBe(`${ok}/6`);
    }
    expect(issues(() => run(retreat([{ distance: 10.01, direction: 'back' }])))).toEqual(['/legs/0/distance exceeds_allowance']);
  });
  it('NOT_ENGAGED: only an engaged unit retreats (000 L876-877; 002 L720)', () => {
    expect(codes(run(retreat([{ distance: 3, direction: 'back' }], [guards()])))).toEqual(['NOT_ENGAGED']);
  });
  it('ENDS_NEAR_ENEMY: a retreat that does not get more than 1" away is not possible (000 L904-907; 002 L734)', () => {
    expect(codes(run(retreat([{ distance: 1, direction: 'back' }])))).toEqual(['ENDS_NEAR_ENEMY']);
    expect(run(retreat([{ distance: 1.01, direction: 'back' }])).legal).toBe(true);
  });
  it.each(V)('ENDS_NEAR_ENEMY (%s): a retreat with no legs leaves the unit engaged, so it is no retreat (000 L900-907; 002 L734)', (v) => {
    const r = run(retreat([]), v);
    expect(r.legal).toBe(false);
    expect(codes(r)).toEqual(['ENDS_NEAR_ENEMY']);
    expect(r.move).toMatchObject({ pPossibleFraction: '0/6', freePivot: [] });
  });
  describe('any legal retreat: the search when no legs are given (000 L871-907, L904-907; 002 L716-734)', () => {
    const walls = [{ keywords: ['impassable'], polygon: rect(24 - W / 2 - 1, 25, 24 - W / 2, 35) }, { keywords: ['impassable'], polygon: rect(24 + W / 2, 25, 24 + W / 2 + 1, 35) }];
    /** Friendly trays in a column behind the Guardsmen (their back is +y), the first touching them. */
    const column = (n: number) => Array.from({ length: n }, (_, i) => unit(`f${i}`, 'A', 24, 30 + (i + 1) * D, 180));
    const search = (units: ReturnType<typeof unit>[], extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ mode: 'retreat', units, unitId: 'guards', ...extra });
    it.each(V)('WE-08 board (%s): the shortest retreat is just over 1" back, any die allows it (000 L821-824, L893-898; 002 L688, L728)', (v) => {
      const r = run(search([guards(), foe()]), v);
      expect(r).toMatchObject({ legal: true, reasons: [] });
      expect(r.move.search).toMatchObject({ possible: true, needed: 1, pPossibleFraction: '6/6', direction: 'back', pivot: 0 });
      expect(r.move.search.distance).toBeGreaterThan(1);
      expect(r.move.search.distance).toBeLessThan(1 + 1e-5);
      expect(r.move).toMatchObject({ needed: 1, pPossibleFraction: '6/6', freePivot: ['swords'] });
    });
    it.each(V)('Impassable on both flanks, a friend behind (%s): only back through the friend, 2 tray depths = 9.45", needs a 6 (000 L826-830, L1976-1979; 002 L689, L1142)', (v) => {
      const r = run(search([guards(), foe(), ...column(1)], { terrain: walls }), v);
      expect(r.legal).toBe(true);
      expect(r.move.search).toMatchObject({ possible: true, needed: 6, pPossibleFraction: '1/6', direction: 'back' });
      expect(r.move.search.distance).toBeCloseTo(2 * D, 5);
      expect(r.move).toMatchObject({ needed: 6, pPossibleFraction: '1/6' });
      // The given legs agree: 2 depths back is legal on a 6, a little less ends on the friend
      const legs = { mode: 'retreat', units: [guards(), foe(), ...column(1)], unitId: 'guards', terrain: walls };
      expect(run({ ...legs, legs: [{ distance: 2 * D, direction: 'back' }] }, v).move).toMatchObject({ needed: 6 });
      expect(codes(run({ ...legs, legs: [{ distance: 2 * D - 0.01, direction: 'back' }] }, v))).toEqual(['ENDS_OVERLAPPING']);
    });
    it.each(V)('Rough on the only way out (%s): 9.45" + 1" is beyond Speed 4 + 6, so no legal retreat; a marsh that is not crossed changes nothing (000 L1959-1961; 002 L1145)', (v) => {
      const marsh = { piece: 'marsh', polygon: rect(22, 38, 26, 39) };
      const r = run(search([guards(), foe(), ...column(1)], { terrain: [...walls, marsh] }), v);
      expect(codes(r)).toEqual(['NO_LEGAL_RETREAT']);
      const aside = { piece: 'marsh', polygon: rect(40, 38, 44, 39) };
      expect(run(search([guards(), foe(), ...column(1)], { terrain: [...walls, aside] }), v).move.search).toMatchObject({ possible: true, needed: 6 });
    });
    it.each(V)('NO_LEGAL_RETREAT (%s): two friends behind (3 depths > Speed 4 + 6) or enemies on every side: the unit cannot Retreat (000 L904-907; 002 L734)', (v) => {
      const r = run(search([guards(), foe(), ...column(2)], { terrain: walls }), v);
      expect(r.legal).toBe(false);
      expect(codes(r)).toEqual(['NO_LEGAL_RETREAT']);
      expect(r.move.search).toMatchObject({ possible: false, needed: null, pPossibleFraction: '0/6', finalPosition: null });
      expect(r.move.pPossibleFraction).toBe('0/6');
      const ring = [foe(), unit('r', 'B', 24, 30 + D, 180), unit('l', 'B', 24 + W / 2 + D / 2, 30, 270), unit('x', 'B', 24 - W / 2 - D / 2, 30, 90)];
      expect(codes(run(search([guards(), ...ring]), v))).toEqual(['NO_LEGAL_RETREAT']);
      // Given legs get the search as well
      expect(run(retreat([{ distance: 3, direction: 'back' }], [guards(), ...ring]), v).move.search.possible).toBe(false);
    });
    it('D13 in the search: engaged on the flank, back and the other side walled: 2021 retreats forward, 2018 cannot (000 L882-883; 002 L722)', () => {
      const flank = unit('swords', 'B', 24 + W / 2 + D / 2, 30, 270, { speed: 5 });
      const blocks = [{ keywords: ['impassable'], polygon: rect(24 - W / 2 - 1, 30 + D / 2, 24 + W / 2, 30 + D / 2 + 1) }, { keywords: ['impassable'], polygon: rect(24 - W / 2 - 1, 20, 24 - W / 2, 30 + D / 2) }];
      const a = run(search([guards(), flank], { terrain: blocks }), 'asoiaf-2021');
      expect(a.legal).toBe(true);
      expect(a.move.search).toMatchObject({ possible: true, direction: 'forward' });
      // The found retreat replayed as legs is legal with the same die
      const s = a.move.search;
      const replay = run({ mode: 'retreat', units: [guards(), flank], terrain: blocks, unitId: 'guards', legs: [{ distance: s.distance, direction: 'forward' }, { pivot: s.pivot }] }, 'asoiaf-2021');
      expect(replay.legal).toBe(true);
      expect(replay.move.needed).toBe(s.needed);
      expect(codes(run(search([guards(), flank], { terrain: blocks }), 'asoiaf-2018'))).toEqual(['NO_LEGAL_RETREAT']);
    });
    it('seeded and given dice: the search rolls the D6, possible when it reaches the die needed (000 L879-880; 002 L722)', () => {
      const req = search([guards(), foe(), ...column(1)], { terrain: walls });
      expect(run(req, 'asoiaf-2021', {}, { mode: 'given', rolls: [5] }).move.roll).toEqual({ faces: [5], allowance: 9, possible: false });
      expect(run(req, 'asoiaf-2021', {}, { mode: 'given', rolls: [6] }).move.roll).toEqual({ faces: [6], allowance: 10, possible: true });
    });
  });
  it('D13: engaged on the flank only, 2021 may retreat forward, 2018 may not (000 L882-883; 002 L722)', () => {
    // The enemy touches the Guardsmen's left flank (the Guardsmen face 180°: their left is +x)
    const flank = unit('swords', 'B', 24 + W / 2 + D / 2, 30, 270, { speed: 5 });
    const req = retreat([{ distance: 7, direction: 'forward' }], [guards(), flank]);
    const a = run(req, 'asoiaf-2021');
    expect(a.legal).toBe(true);
    expect(a.move.retreatDirections).toEqual(['back', 'left', 'right', 'forward']);
    const b = run(req, 'asoiaf-2018');
    expect(codes(b)).toEqual(['RETREAT_DIRECTION']);
    expect(b.reasons[0].path).toBe('/legs/0/direction');
    expect(b.move.retreatDirections).toEqual(['back', 'left', 'right']);
    // Engaged on the front: no forward in either version
    expect(codes(run(retreat([{ distance: 3, direction: 'forward' }]), 'asoiaf-2021'))).toContain('RETREAT_DIRECTION');
  });
});

describe('asoiaf ranged targets (000_4d85fd9897d069bf.txt L909-993; 002_953a7ceb75253954.txt L736-779)', () => {
  // Stark Archers at (24, 10) facing +y; their front arrow at (24, 10 + D/2)
  const archers = (x = 24, y = 10) => unit('archers', 'A', x, y, 0);
  const arrow = 10 + D / 2;
  /** Lannister Guardsmen whose near edge is `gap` inches beyond the archers' front arrow. */
  const guardsAt = (gap: number, x = 24) => unit('guards', 'B', x, arrow + gap + D / 2, 180);
  const shoot = (units: ReturnType<typeof unit>[], extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ mode: 'target', units, unitId: 'archers', targetId: 'guards', range: 'long', ...extra });
  it.each(V)('WE-09 (%s): "Rain of Arrows", Long range 12": the Guardsmen 11" from the front arrow may be targeted (000 L970-973; 002 L756)', (v) => {
    const r = run(shoot([archers(), guardsAt(11)]), v);
    expect(r).toMatchObject({ mode: 'target', legal: true, reasons: [] });
    expect(r.target).toMatchObject({ rangeInches: 12, inRange: true, inLineOfSight: true, validTargets: ['guards'] });
    expect(r.target.distance).toBeCloseTo(11, 9);
    expect(codes(run(shoot([archers(), guardsAt(11)], { range: 'short' }), v))).toEqual(['OUT_OF_RANGE']);
  });
  it('WE-10 and D11: in the front arc but 13" away after a 2" shift back: 2021 refuses the shift too, 2018 allows the shift (000 L922-930, L980-983; 002 L746, L760)', () => {
    const req = shoot([archers(), guardsAt(11)], { shift: { direction: 'back', distance: 2 } });
    const a = run(req, 'asoiaf-2021');
    expect(codes(a)).toEqual(['OUT_OF_RANGE', 'SHIFT_LOSES_TARGETS']);
    expect(a.target).toMatchObject({ inLineOfSight: true, inRange: false, shiftAllowed: false, validTargets: [] });
    expect(a.target.distance).toBeCloseTo(13, 9);
    const b = run(req, 'asoiaf-2018');
    expect(codes(b)).toEqual(['OUT_OF_RANGE']);
    expect(b.target.shiftAllowed).toBe(true);
    // A 2" shift forward towards a target 13" away brings it into range in both versions
    for (const v of V) expect(run(shoot([archers(), guardsAt(13)], { shift: { direction: 'forward', distance: 2 } }), v).legal).toBe(true);
  });
  it('range reaches any part of the tray: a corner within 12" is enough (000 L953-958; 002 L752)', () => {
    // The Guardsmen 9" ahead and 7" to the side: their nearest corner is within 12", their centre is not
    const g = guardsAt(9, 24 + 7 + W / 2);
    const r = run(shoot([archers(), g]), 'asoiaf-2021', { arcGeometry: 'corners45' });
    expect(r.target.distance).toBeCloseTo(Math.hypot(9, 7), 9);
    expect(Math.hypot(7 + W / 2, 9 + D / 2)).toBeGreaterThan(12);
    expect(r.legal).toBe(true);
  });
  it('ATTACKER_ENGAGED, TARGET_NOT_ENEMY, NO_LINE_OF_SIGHT (000 L919-920, L932-934, L736-764; 002 L744, L747)', () => {
    expect(codes(run(shoot([archers(), guardsAt(11), unit('foe', 'B', 24, 10 - D, 0)])))).toEqual(['ATTACKER_ENGAGED']);
    expect(codes(run(shoot([archers(), { ...guardsAt(11), side: 'A' }])))).toEqual(['TARGET_NOT_ENEMY']);
    expect(codes(run(shoot([archers(), unit('guards', 'B', 24, 3, 0)])))).toEqual(['NO_LINE_OF_SIGHT']);
    const wall = [unit('x1', 'A', 24, arrow + 4, 0, { width: 14 })];
    expect(codes(run(shoot([archers(), guardsAt(11), ...wall])))).toEqual(['NO_LINE_OF_SIGHT']);
  });
  it('Elevated: an attacker standing on it ignores the units in between (000 L1955-1957; 002 L1138)', () => {
    const wall = [unit('x1', 'A', 24, arrow + 4, 0, { width: 14 })];
    const hill = { terrain: [{ keywords: ['elevated'], polygon: rect(18, 5, 30, 14) }] };
    for (const v of V) expect(run(shoot([archers(), guardsAt(11), ...wall], hill), v).target).toMatchObject({ elevated: true, inLineOfSight: true });
  });
  it('D23 Cover: 2021 blocks ranged sight through it; 2018 gives the target +1 Defence unless the attacker is within 1" (000 L1943-1945; 002 L1147)', () => {
    const hedge = { terrain: [{ keywords: ['cover'], polygon: rect(10, arrow + 5, 38, arrow + 6) }] };
    const req = shoot([archers(), guardsAt(11)], hedge);
    expect(codes(run(req, 'asoiaf-2021'))).toEqual(['NO_LINE_OF_SIGHT']);
    const b = run(req, 'asoiaf-2018');
    expect(b.legal).toBe(true);
    expect(b.target).toMatchObject({ coverDefenceBonus: 1, coverPieces: [0] });
    const near = { terrain: [{ keywords: ['cover'], polygon: rect(10, arrow + 0.5, 38, arrow + 1.5) }] };
    expect(run(shoot([archers(), guardsAt(11)], near), 'asoiaf-2018').target.coverDefenceBonus).toBe(0);
    // A Cover piece the attacker stands in does not block its sight in 2021
    const inside = { terrain: [{ keywords: ['cover'], polygon: rect(10, 5, 38, arrow + 6) }] };
    expect(run(shoot([archers(), guardsAt(11)], inside), 'asoiaf-2021').legal).toBe(true);
  });
  it('shooting into a melee: allowed; friendly units engaged with the target test panic afterwards (000 L985-993; 002 L764)', () => {
    const friend = unit('friend', 'A', 24 + W, arrow + 11 + D / 2, 270);
    const g = guardsAt(11);
    // The friend touches the Guardsmen's side
    const touching = { ...friend, centre: { x: 24 + W / 2 + D / 2, y: g.centre.y } };
    const r = run(shoot([archers(), g, touching]), 'asoiaf-2021', { arcGeometry: 'corners45' });
    expect(r.target.panicTests).toEqual(['friend']);
  });
  it('bad input: no range, a shift over 2" (000 L927-928, L942-949)', () => {
    expect(issues(() => run(shoot([archers(), guardsAt(11)], { range: undefined, shift: { direction: 'back', distance: 3 } })))).toEqual(['/range required', '/shift/distance exceeds_allowance']);
  });
});

describe('asoiaf melee re-face (000_4d85fd9897d069bf.txt L939-968; 002_953a7ceb75253954.txt L766-779)', () => {
  // Umber Berserkers at (24, 20) facing +y; the Guardsmen's front touches their left flank (x = 24 − W/2)
  const berserkers = () => unit('berserkers', 'A', 24, 20, 0);
  const left = 24 - W / 2;
  const guards = () => unit('guards', 'B', left - D / 2, 20, 90);
  const reface = (units: ReturnType<typeof unit>[], extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ mode: 'reface', units, unitId: 'berserkers', ...extra });
  it.each(V)('WE-11 (%s): engaged on the flank by the Guardsmen only: may face them and slide to 50 % (000 L975-978; 002 L775)', (v) => {
    const r = run(reface([berserkers(), guards()], { targetId: 'guards' }), v, { alignment: 'half' });
    expect(r).toMatchObject({ mode: 'reface', legal: true, reasons: [] });
    expect(r.reface).toMatchObject({ engagedWith: [{ id: 'guards', arc: 'left' }], mayReface: true, maySlide: true, reasons: [], alignment: 'half', targets: ['guards'], lineOfSightNeeded: false });
    // Facing the Guardsmen (−x), flush against their front edge, offset by half the width: 50 % contact
    expect(r.reface.finalPosition.facing).toBeCloseTo(270, 9);
    expect(r.reface.finalPosition.centre.x).toBeCloseTo(left + D / 2, 9);
    expect(Math.abs(r.reface.finalPosition.centre.y - 20)).toBeCloseTo(W / 2, 9);
    const full = r.reface.positions.find((p: { alignment: string }) => p.alignment === 'full');
    expect(full.centre.x).toBeCloseTo(left + D / 2, 9);
    expect(full.centre.y).toBeCloseTo(20, 9);
  });
  it.each(V)('WE-12 (%s): engaged on two sides: no re-face, but either enemy may be attacked, line of sight or not (000 L990-993; 002 L779)', (v) => {
    const front = unit('front', 'B', 24, 20 + D, 180);
    for (const t of ['guards', 'front']) {
      const r = run(reface([berserkers(), guards(), front], { targetId: t }), v);
      expect(r.legal).toBe(true);
      expect(r.reface).toMatchObject({ mayReface: false, maySlide: false, finalPosition: null, targets: ['guards', 'front'] });
      expect(r.reface.reasons.map((x: { code: string }) => x.code)).toEqual(['REFACE_SEVERAL_ENEMIES']);
    }
  });
  it('MELEE_NOT_ENGAGED, TARGET_NOT_ENGAGED, TARGET_NOT_ENEMY (000 L941-942, L963-968; 002 L768, L771)', () => {
    expect(codes(run(reface([berserkers()])))).toEqual(['MELEE_NOT_ENGAGED']);
    expect(codes(run(reface([berserkers(), guards(), unit('far', 'B', 40, 40, 0)], { targetId: 'far' })))).toEqual(['TARGET_NOT_ENGAGED']);
    expect(codes(run(reface([berserkers(), guards(), unit('pal', 'A', 40, 40, 0)], { targetId: 'pal' })))).toEqual(['TARGET_NOT_ENEMY']);
  });
  it('REFACE_NOT_NEEDED: the single enemy in front: only the slide (000 L951-961)', () => {
    const front = unit('front', 'B', 24 + 1, 20 + D, 180);
    const r = run(reface([berserkers(), front]));
    expect(r.reface).toMatchObject({ mayReface: false, maySlide: true, alignment: 'full' });
    expect(r.reface.reasons.map((x: { code: string }) => x.code)).toEqual(['REFACE_NOT_NEEDED']);
    expect(r.reface.finalPosition.centre.x).toBeCloseTo(25, 9);
  });
  it('REFACE_NO_ROOM: friendly trays fill the Guardsmen\'s front on both sides: the unit stays (000 L957-961, L818-819)', () => {
    const up = unit('f1', 'A', 25, 22.4 + D / 2 + 0.05, 0);
    const down = unit('f2', 'A', 25, 17.6 - D / 2 - 0.05, 0);
    const r = run(reface([berserkers(), guards(), up, down]));
    expect(r.legal).toBe(true);
    expect(r.reface).toMatchObject({ mayReface: false, maySlide: false, finalPosition: null });
    expect(r.reface.reasons.map((x: { code: string }) => x.code)).toEqual(['REFACE_NO_ROOM']);
  });
});

describe('asoiaf charges-check modes: bad input', () => {
  it('an unknown mode, a field of another mode, a missing unit: 400 naming each field', () => {
    expect(issues(() => run({ mode: 'teleport' } as ChargeRequest))).toEqual(['/mode enum']);
    expect(issues(() => run({ mode: 'march', units: [swords()], unitId: 'swords', legs: [], chargerId: 'swords', range: 'long' }))).toEqual(['/chargerId not_in_mode', '/range not_in_mode']);
    expect(issues(() => run({ units: [swords()], chargerId: 'swords', targetId: 'x', legs: [] }))).toEqual(['/legs not_in_mode']);
    expect(issues(() => run({ mode: 'maneuver', units: [swords()] }))).toEqual(['/unitId required', '/legs required']);
    expect(issues(() => run({ mode: 'maneuver', units: [swords()], unitId: 'ghost', legs: [] }))).toEqual(['/unitId unknown_unit']);
    expect(issues(() => run({ mode: 'maneuver', units: [unit('swords', 'A', 24, 10, 0)], unitId: 'swords', legs: [] }))).toEqual(['/units/0/speed required']);
    expect(issues(() => run({ mode: 'target', units: [swords()], unitId: 'swords', range: 'long' }))).toEqual(['/targetId required']);
    expect(issues(() => run({ mode: 'reface', units: [swords()], unitId: 'swords', targetId: 'swords' }))).toEqual(['/targetId same_unit']);
  });
  it('charge mode is unchanged and says so: mode "charge" by default', () => {
    const r = run({ units: [swords(24, 30 - D / 2 - 8 - D / 2), unit('guards', 'B', 24, 30, 180)], chargerId: 'swords', targetId: 'guards' });
    expect(r).toMatchObject({ mode: 'charge', legal: true, needed: 3, pSuccessFraction: '4/6' });
  });
});

describe('asoiaf charges catalogue: modes and their codes per version', () => {
  it('lists every mode; SHIFT_LOSES_TARGETS is a 2021 code only (000_4d85fd9897d069bf.txt L922-930; 002_953a7ceb75253954.txt L746)', () => {
    const of = (v: string) => (chargesCatalogue(v).charges as { modes: string[]; modeCodes: Array<{ code: string }> });
    expect(of('asoiaf-2021').modes).toEqual(['charge', 'maneuver', 'march', 'retreat', 'target', 'reface']);
    expect(of('asoiaf-2021').modeCodes.map((c) => c.code)).toContain('SHIFT_LOSES_TARGETS');
    expect(of('asoiaf-2018').modeCodes.map((c) => c.code)).not.toContain('SHIFT_LOSES_TARGETS');
  });
});
