import { describe, expect, it } from '@jest/globals';
import type { RulesContext } from '../../core/system.js';
import { runCharge, type ChargeRequest } from './charges.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput } from './world.js';

// Kings of War Headstrong (003_80333abf01c9832d.txt L909-911): a Wavering unit that rolls 4+ at the start of its turn
// ignores the Wavering restrictions (L743-748) that turn, so it may be ordered to charge
const ctx = (): RulesContext => ({ rulesVersion: 'kow-2e', options: {}, dice: { mode: 'exact' } });
const regiment = (rules: string[] = []): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: rules.map((id) => ({ id })) });
const units = (rules: string[]): PlacedUnitInput[] => [
  { id: 'c', side: 'A', unit: regiment(rules), centre: { x: 36, y: 10 }, facing: 0, wavering: true },
  { id: 't', side: 'B', unit: regiment(), centre: { x: 36, y: 20 }, facing: 180 },
];
const charge = (req: Partial<ChargeRequest> & { units: PlacedUnitInput[] }) => runCharge({ charger: 'c', target: 't', ...req }, ctx());

describe('KoW charges: a Wavering Headstrong unit that passed its roll this turn (L909-911)', () => {
  it('may charge when listed in headstrongPassed; without it, it is Wavering and may not', () => {
    expect(charge({ units: units(['headstrong']) }).result.reasons.map((r) => r.code)).toEqual(['WAVERING_CANNOT_CHARGE']);
    const passed = charge({ units: units(['headstrong']), headstrongPassed: ['c'] });
    expect(passed.result.legal).toBe(true);
    expect(passed.explanation.some((s) => s.cite.includes('L909-911') && s.text.includes('Headstrong'))).toBe(true);
  });
  it('a unit without Headstrong cannot have passed the roll: 400 naming the pointer', () => {
    expect(() => charge({ units: units([]), headstrongPassed: ['c'] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/headstrongPassed/0' })] }));
  });
  it('an unknown id is an unknown reference', () => {
    expect(() => charge({ units: units(['headstrong']), headstrongPassed: ['nobody'] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/headstrongPassed/0' })] }));
  });
});

// Kings of War arcs (003_80333abf01c9832d.txt L89-93): lines at 45° from the corners; a point exactly on a line
// belongs to the front / rear arc (option arcTieBreak: flank gives it to the flank)
describe('KoW charges/check mode arc: which arc of a unit a point or another unit lies in (L89-93, L334-344)', () => {
  const W = 100 / 25.4;
  const D = 80 / 25.4;
  const them: PlacedUnitInput[] = [
    { id: 'c', side: 'A', unit: regiment(), centre: { x: 36, y: 24 }, facing: 0 },
    { id: 'x', side: 'B', unit: regiment(), centre: { x: 44, y: 25 }, facing: 270 },
  ];
  const arc = (req: Partial<ChargeRequest>, options: RulesContext['options'] = {}) => runCharge({ charger: 'c', units: them, mode: 'arc', ...req }, { ...ctx(), options }).result.arc!;
  it('points ahead, to the right, behind and inside', () => {
    expect(arc({ point: { x: 36, y: 30 } }).arc).toBe('front');
    expect(arc({ point: { x: 45, y: 24 } }).arc).toBe('right');
    expect(arc({ point: { x: 30, y: 24 } }).arc).toBe('left');
    expect(arc({ point: { x: 36, y: 18 } }).arc).toBe('rear');
    expect(arc({ point: { x: 36.5, y: 24.5 } }).arc).toBe('inside');
  });
  it('a point on the 45° line from the front-right corner: front by default, right with arcTieBreak flank, also when rounded to 1e-4"', () => {
    const on = { x: 36 + W / 2 + 2, y: 24 + D / 2 + 2 };
    expect(arc({ point: on })).toMatchObject({ arc: 'front', onLine: true });
    expect(arc({ point: on }, { arcTieBreak: 'flank' })).toMatchObject({ arc: 'right', onLine: true });
    const rounded = { x: Math.round(on.x * 1e4) / 1e4, y: Math.round(on.y * 1e4) / 1e4 };
    expect(arc({ point: rounded })).toMatchObject({ arc: 'front', onLine: true });
    expect(arc({ point: { x: on.x, y: on.y + 0.01 } })).toMatchObject({ arc: 'front', onLine: false });
    expect(arc({ point: { x: on.x, y: on.y - 0.01 } })).toMatchObject({ arc: 'right', onLine: false });
  });
  it('another unit: the arc of its leader point (the facing it would charge), of its centre, and every arc it reaches into', () => {
    // x faces -x: its leader point is at x = 44 - D/2, level with c's right flank
    const r = arc({ target: 'x' });
    expect(r.arc).toBe('right');
    expect(r.point.x).toBeCloseTo(44 - D / 2, 9);
    expect(r.unit).toEqual({ id: 'x', centre: 'right', partlyIn: ['right'] });
    // moved 4" up the table it reaches over the 45° line into the front arc too
    const up = runCharge({ charger: 'c', units: [them[0], { ...them[1], centre: { x: 44, y: 29 } }], mode: 'arc', target: 'x' }, ctx()).result.arc!;
    expect(up.unit!.partlyIn).toEqual(['front', 'right']);
  });
  it('exactly one of target and point: 400 naming the field', () => {
    expect(() => arc({ target: 'x', point: { x: 1, y: 1 } })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/target' })] }));
    expect(() => arc({})).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/target' })] }));
  });
});

// Kings of War: the target holds, the charger steps straight back 1" (003_80333abf01c9832d.txt L679-689); no unit is
// moved through (L671), friends never touch (L160-166); enemies left within 1" are listed to be moved apart (L686-689)
describe('KoW charges/check mode stepBack: 1" straight back after a combat that does not rout (L679-689)', () => {
  const D = 80 / 25.4;
  const W = 100 / 25.4;
  const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
  const c: PlacedUnitInput = { id: 'c', side: 'A', unit: regiment(), centre: { x: 36, y: 10 }, facing: 0 };
  const t: PlacedUnitInput = { id: 't', side: 'B', unit: regiment(), centre: { x: 36, y: 10 + D }, facing: 180 };
  const step = (more: PlacedUnitInput[], over: Partial<PlacedUnitInput> = {}) => runCharge({ charger: 'c', units: [{ ...c, ...over }, t, ...more], mode: 'stepBack' }, ctx()).result;
  it('in the open: 1" straight back, exactly 1" from the enemy it fought', () => {
    const r = step([]);
    expect(r.stepBack).toEqual({ moved: 1, stoppedShort: false, stoppedBy: null, separated: [], tooClose: [], friendsTouching: [] });
    expect(r.final!.centre).toEqual({ x: 36, y: 9 });
    expect(r.path!.moves).toEqual([{ move: 'back', distance: 1, to: { centre: { x: 36, y: 9 }, facing: 0 } }]);
  });
  it('a friend 0.5" behind stops it a visible gap short', () => {
    const r = step([{ id: 'f', side: 'A', unit: regiment(), centre: { x: 36, y: 10 - D - 0.5 }, facing: 0 }]);
    expect(r.stepBack!.moved).toBeCloseTo(0.499, 9);
    expect(r.stepBack!.stoppedBy).toEqual({ kind: 'friend', id: 'f' });
  });
  it('the table edge behind stops it; an enemy beside it, 0.5" off, is moved apart to 1" (L683-688)', () => {
    const r = step([{ id: 'e', side: 'B', unit: regiment(), centre: { x: 36 + W + 0.5, y: 9 }, facing: 0 }], { centre: { x: 36, y: D / 2 + 0.25 } });
    expect(r.stepBack!.moved).toBeCloseTo(0.25, 9);
    expect(r.stepBack!.stoppedBy).toEqual({ kind: 'tableEdge' });
    const far = step([{ id: 'e', side: 'B', unit: regiment(), centre: { x: 36 + W + 0.5, y: 9 }, facing: 0 }]);
    // L683-688: "separa cualquier unidad que termine demasiado cerca de un enemigo ... mira si se puede conseguir alejando
    // esas unidades hasta alcanzar la 1"": the enemy is moved 0.5" straight away, so nothing is left too close (this listed
    // e at 0.5" in tooClose before the separation was implemented)
    expect(far.stepBack!.tooClose).toEqual([]);
    expect(far.stepBack!.separated).toEqual([{ unit: 'e', from: { centre: { x: round6(36 + W + 0.5), y: 9 }, facing: 0 }, to: { centre: { x: round6(36 + W + 1), y: 9 }, facing: 0 }, distance: 0.5 }]);
  });
  it('no target: 400 naming it', () => {
    expect(() => runCharge({ charger: 'c', target: 't', units: [c, t], mode: 'stepBack' }, ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/target' })] }));
  });
});
