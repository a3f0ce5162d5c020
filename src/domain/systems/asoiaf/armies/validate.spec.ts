/** ASOIAF army validation (digest §6): every code of §6.2, the neutral cap example WE-22, D26-D28 under both versions. */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { resolveOptions } from '../../../core/options.js';
import type { ArmyCardInput } from './cards.js';
import { armiesCapability, vpTarget, type ArmyRequest } from './validate.js';

type V = 'asoiaf-2021' | 'asoiaf-2018';
const run = (r: ArmyRequest, v: V = 'asoiaf-2021', o = {}) => armiesCapability.run(r, { rulesVersion: v, options: resolveOptions(armiesCapability.options, o), dice: { mode: 'exact' } }).result as Record<string, any>;
const cu = (name: string, points: number, extra: Partial<ArmyCardInput> = {}): ArmyCardInput => ({ name, faction: 'stark', unitType: 'infantry', points, ...extra });
const jaime: ArmyCardInput = { catalogueId: 'jaime-lannister-kingslayer', attachTo: 0 };
const lannister = (): ArmyCardInput[] => [{ catalogueId: 'lannister-guardsmen', points: 6 }, jaime, { catalogueId: 'guard-captain', points: 1, attachTo: 3 }, { catalogueId: 'lannister-guardsmen', points: 6 }];
const codes = (r: ArmyRequest, v: V = 'asoiaf-2021', o = {}) => run(r, v, o).violations.map((x: { code: string }) => x.code);

describe('a legal army', () => {
  it('Lannister with Jaime (Commander attachment, WE-26) in Guardsmen: valid, the Commander costs 0 (L1423-1424)', () => {
    const r = run({ gameSize: 30, faction: 'lannister', units: lannister() });
    expect(r).toMatchObject({ valid: true, total: 13, commander: '/units/1', vpTarget: 8, violations: [], warnings: [] });
  });
});

describe('every validation code of §6.2', () => {
  it('POINTS_LIMIT_EXCEEDED: 31 points in a 30-point game, not at 30 (L1750-1756)', () => {
    const units = [...lannister(), cu('Extra', 18, { faction: 'lannister' })];
    expect(codes({ gameSize: 30, faction: 'lannister', units })).toEqual(['POINTS_LIMIT_EXCEEDED']);
    expect(codes({ gameSize: 31, faction: 'lannister', units })).toEqual([]);
  });
  it('FACTION_MISMATCH names the card; Neutral cards are allowed (L1764-1771)', () => {
    const r = run({ gameSize: 40, faction: 'lannister', units: [...lannister(), { catalogueId: 'stark-sworn-swords', points: 5 }, cu('Sellswords', 5, { faction: 'neutral' })] });
    expect(r.violations).toEqual([expect.objectContaining({ code: 'FACTION_MISMATCH', units: ['/units/4'], names: ['Stark Sworn Swords'], path: '/units/4' })]);
  });
  it('WE-22 NEUTRAL_LIMIT_EXCEEDED: a 40-point Stark army takes 20 Neutral points, not 21 (L1800-1803)', () => {
    const army = (n: number): ArmyRequest => ({ gameSize: 40, faction: 'stark', units: [cu('Cmd host', 10), { name: 'Robb', faction: 'stark', kind: 'attachment', commander: true, attachTo: 0 }, cu('Sellswords', n, { faction: 'neutral' }), cu('Stark', 20 - n)] });
    expect(codes(army(20))).toEqual([]);
    expect(run(army(21)).violations).toEqual([expect.objectContaining({ code: 'NEUTRAL_LIMIT_EXCEEDED', units: ['/units/2'] })]);
  });
  it('option neutralLimitBase pointsSpent: 15 Neutral of 28 spent breaks it, of the 40-point size it does not (§12.2 item 1)', () => {
    const r: ArmyRequest = { gameSize: 40, faction: 'stark', units: [cu('Host', 13), { name: 'Robb', faction: 'stark', kind: 'attachment', commander: true, attachTo: 0 }, cu('Sellswords', 15, { faction: 'neutral' })] };
    expect(codes(r)).toEqual([]);
    expect(codes(r, 'asoiaf-2021', { neutralLimitBase: 'pointsSpent' })).toEqual(['NEUTRAL_LIMIT_EXCEEDED']);
  });
  it('NEUTRAL_FACTION_NON_NEUTRAL_CARD: a Neutral army with a Stark card (L1805-1808)', () => {
    const r = run({ gameSize: 40, faction: 'neutral', units: [cu('Sellswords', 8, { faction: 'neutral' }), { name: 'Cmd', faction: 'neutral', kind: 'attachment', commander: true, attachTo: 0 }, cu('Stark', 5)] });
    expect(r.violations.map((x: any) => [x.code, x.path])).toEqual([['NEUTRAL_FACTION_NON_NEUTRAL_CARD', '/units/2']]);
    expect(r.neutralLimit).toBeNull();
  });
  it('COMMANDER_MISSING and COMMANDER_MULTIPLE (L1773-1779, L1824)', () => {
    expect(codes({ gameSize: 30, faction: 'stark', units: [cu('A', 5)] })).toEqual(['COMMANDER_MISSING']);
    const two = run({ gameSize: 30, faction: 'stark', units: [cu('A', 5), cu('B', 5), { name: 'C1', faction: 'stark', kind: 'attachment', commander: true, attachTo: 0 }, { name: 'C2', faction: 'stark', kind: 'attachment', commander: true, attachTo: 1 }] });
    expect(two.violations).toEqual([expect.objectContaining({ code: 'COMMANDER_MULTIPLE', units: ['/units/2', '/units/3'] })]);
  });
  it('COMMANDER_WITHOUT_HOST (and ATTACHMENT_UNASSIGNED) for an unplaced Commander attachment; on a cavalry unit too (L1824-1826)', () => {
    expect(codes({ gameSize: 30, faction: 'lannister', units: [{ ...jaime, attachTo: undefined }] })).toEqual(['ATTACHMENT_UNASSIGNED', 'COMMANDER_WITHOUT_HOST']);
    expect(codes({ gameSize: 30, faction: 'lannister', units: [cu('Knights', 8, { faction: 'lannister', unitType: 'cavalry' }), jaime] })).toEqual(['ATTACHMENT_TYPE_MISMATCH', 'COMMANDER_WITHOUT_HOST']);
  });
  it('COMMANDER_COST_NONZERO: a Commander charged 2 points is counted as 0 (L1423-1424)', () => {
    const r = run({ gameSize: 30, faction: 'lannister', units: [{ catalogueId: 'lannister-guardsmen', points: 6 }, { ...jaime, points: 2 }] });
    expect(r.violations).toEqual([expect.objectContaining({ code: 'COMMANDER_COST_NONZERO', path: '/units/1/points' })]);
    expect(r.total).toBe(6);
  });
  it('CHARACTER_DUPLICATE: the Kingslayer and the Young Lion are one Character (L1828-1834)', () => {
    const r = run({ gameSize: 30, faction: 'lannister', units: [...lannister(), { catalogueId: 'jaime-lannister-young-lion', points: 3, attachTo: 2 }].filter((_, i) => i !== 2) });
    expect(r.violations.map((x: any) => [x.code, x.units])).toEqual([['CHARACTER_DUPLICATE', ['/units/1', '/units/3']]]);
  });
  it('TEAM_CHARACTER_DUPLICATE: Cersei in both armies of a team (L1861-1863)', () => {
    const r = run({ gameSize: 20, faction: 'lannister', units: [...lannister().slice(0, 2), { catalogueId: 'cersei-lannister-queen-regent', points: 4 }], teammates: [{ units: [{ catalogueId: 'cersei-lannister-queen-regent', points: 4 }] }] });
    expect(r.violations).toEqual([expect.objectContaining({ code: 'TEAM_CHARACTER_DUPLICATE', units: ['/units/2', '/teammates/0/units/0'] })]);
  });
  it('ATTACHMENT_UNASSIGNED, ATTACHMENT_LIMIT, ATTACHMENT_TYPE_MISMATCH, ATTACHMENT_ON_SOLO, ATTACHMENT_HOST_NOT_COMBAT_UNIT (L550-643, L1836-1839)', () => {
    const base = lannister().slice(0, 2);
    const at = (x: ArmyCardInput) => run({ gameSize: 50, faction: 'lannister', units: [...base, x, cu('Knights', 5, { faction: 'lannister', unitType: 'cavalry' }), { name: 'Beast', faction: 'lannister', unitType: 'monster', points: 5 }, { catalogueId: 'cersei-lannister-queen-regent', points: 4 }] }).violations.map((v: any) => [v.code, v.path]);
    const cap = { catalogueId: 'guard-captain', points: 1 };
    expect(at(cap)).toEqual([['ATTACHMENT_UNASSIGNED', '/units/2']]);
    expect(at({ ...cap, attachTo: 0 })).toEqual([['ATTACHMENT_LIMIT', '/units/2']]);
    expect(at({ ...cap, attachTo: 3 })).toEqual([['ATTACHMENT_TYPE_MISMATCH', '/units/2/attachTo']]);
    expect(at({ ...cap, attachTo: 4 })).toEqual([['ATTACHMENT_ON_SOLO', '/units/2/attachTo']]);
    expect(at({ ...cap, attachTo: 5 })).toEqual([['ATTACHMENT_HOST_NOT_COMBAT_UNIT', '/units/2/attachTo']]);
    expect(at({ ...cap, attachTo: 1 })).toEqual([['ATTACHMENT_HOST_NOT_COMBAT_UNIT', '/units/2/attachTo']]);
  });
  it('ATTACHMENT_LIMIT: one per unit, unless the unit\'s own card allows more (L594, L612-617): attachmentSlots 2 holds two, not three', () => {
    const host = (slots: number) => cu('Guards', 6, { faction: 'lannister', restrictions: { attachmentSlots: slots } });
    const att = (name: string) => ({ name, faction: 'lannister', kind: 'attachment' as const, points: 1, attachTo: 1 });
    const list = (slots: number, n: number) => [{ catalogueId: 'jaime-lannister-kingslayer', attachTo: 2 }, host(slots), cu('Host', 5, { faction: 'lannister' }), ...['A', 'B', 'C'].slice(0, n).map(att)];
    expect(codes({ gameSize: 40, faction: 'lannister', units: list(2, 2) })).toEqual([]);
    expect(run({ gameSize: 40, faction: 'lannister', units: list(2, 3) }).violations.map((v: any) => [v.code, v.path])).toEqual([['ATTACHMENT_LIMIT', '/units/5']]);
    expect(codes({ gameSize: 40, faction: 'lannister', units: list(1, 2) })).toEqual(['ATTACHMENT_LIMIT']);
  });
  it('CARD_RESTRICTION: attachOnlyTo, requires and excludes (L1841-1843)', () => {
    const units = lannister();
    const with_ = (r: ArmyCardInput['restrictions']) => codes({ gameSize: 40, faction: 'lannister', units: units.map((u, i) => (i === 2 ? { ...u, restrictions: r } : u)) });
    expect(with_({ attachOnlyTo: ['Lannister Guardsmen'] })).toEqual([]);
    expect(with_({ attachOnlyTo: ['Lannister Crossbowmen'] })).toEqual(['CARD_RESTRICTION']);
    expect(with_({ requires: ['jaime-lannister'] })).toEqual([]);
    expect(with_({ requires: ['Cersei Lannister, Queen Regent'] })).toEqual(['CARD_RESTRICTION']);
    expect(with_({ excludes: ['jaime-lannister'] })).toEqual(['CARD_RESTRICTION']);
  });
  it('TACTICS_DECK_INVALID: 7 faction + 3 Commander cards, two copies each = 20 (L1518-1523)', () => {
    const deck = (f: number, c: number, copies = 2) => [...Array.from({ length: f }, (_, i) => ({ name: `F${i}`, copies, source: 'faction' as const })), ...Array.from({ length: c }, (_, i) => ({ name: `C${i}`, copies, source: 'commander' as const }))];
    const r = (d: ReturnType<typeof deck>) => codes({ gameSize: 30, faction: 'lannister', units: lannister(), tacticsDeck: d });
    expect(r(deck(7, 3))).toEqual([]);
    expect(r(deck(8, 2))).toEqual(['TACTICS_DECK_INVALID']);
    expect(r(deck(7, 3, 1))).toEqual(['TACTICS_DECK_INVALID']);
  });
  it('GAME_SIZE_NONSTANDARD is a warning: 35 points, the army stays valid; the VP target 8 + 2 per full 10 (§12.2 item 2)', () => {
    const r = run({ gameSize: 35, faction: 'lannister', units: lannister() });
    expect(r.valid).toBe(true);
    expect(r.warnings.map((w: any) => w.code)).toEqual(['GAME_SIZE_NONSTANDARD']);
    expect([vpTarget(30), vpTarget(40), vpTarget(50), vpTarget(60), vpTarget(35), vpTarget(20)]).toEqual([8, 10, 12, 14, 8, null]);
  });
  it('every violation at once, not just the first', () => {
    expect(codes({ gameSize: 10, faction: 'stark', units: [{ catalogueId: 'lannister-guardsmen', points: 11 }] })).toEqual(['POINTS_LIMIT_EXCEEDED', 'FACTION_MISMATCH', 'COMMANDER_MISSING']);
  });
});

describe('bad input', () => {
  it('an unknown card id is a 400 unknown_reference with its pointer; a missing cost is invalid_input', () => {
    const e = (r: ArmyRequest) => { try { run(r); } catch (x) { return x as DomainError; } throw new Error('no error'); };
    expect(e({ gameSize: 30, faction: 'stark', units: [cu('A', 3), { catalogueId: 'no-such-card', points: 1 }] })).toMatchObject({ code: 'unknown_reference', issues: [{ path: '/units/1/catalogueId' }] });
    expect(e({ gameSize: 30, faction: 'stark', units: [{ catalogueId: 'stark-sworn-swords' }, { name: 'x', points: 2, attachTo: 0 }] })).toMatchObject({ code: 'invalid_input', issues: [{ path: '/units/0/points' }, { path: '/units/1/faction' }, { path: '/units/1/attachTo' }] });
    expect(e({ gameSize: 30, faction: 'stark', units: [{ ...cu('A', 1), kind: 'attachment', attachTo: 7 }] })).toMatchObject({ code: 'unknown_reference', issues: [{ path: '/units/0/attachTo' }] });
    expect(e({ gameSize: 30, faction: 'stark', units: [] })).toMatchObject({ code: 'invalid_input', issues: [{ path: '/units', code: 'empty' }] });
  });
});

describe('D26-D28: one request under both versions', () => {
  it('a Commander attachment on a solo unit: both versions refuse it, 2021 by the explicit ban (L587-588), 2018 because a solo unit has no ranks (002 L471, L592)', () => {
    const r = (v: V) => run({ gameSize: 30, faction: 'stark', units: [{ catalogueId: 'grey-wind', points: 6 }, { name: 'Robb', faction: 'stark', kind: 'attachment', commander: true, attachTo: 0 }] }, v).violations;
    expect(r('asoiaf-2021').map((x: any) => [x.code, x.cite])).toEqual([['ATTACHMENT_ON_SOLO', '000_4d85fd9897d069bf.txt L587-588'], ['COMMANDER_WITHOUT_HOST', '000_4d85fd9897d069bf.txt L1824-1826']]);
    expect(r('asoiaf-2018').map((x: any) => [x.code, x.cite])).toEqual([['ATTACHMENT_ON_SOLO', '002_953a7ceb75253954.txt L471, L592'], ['COMMANDER_WITHOUT_HOST', '002_953a7ceb75253954.txt L1092']]);
  });
  it('D27: an NCU Commander is legal under both; D28: a Neutral Commander costs 0 and never counts against the 50 % (both)', () => {
    for (const v of ['asoiaf-2021', 'asoiaf-2018'] as V[]) {
      const r = run({ gameSize: 40, faction: 'stark', units: [cu('Stark', 20), cu('Sellswords', 20, { faction: 'neutral' }), { name: 'Neutral lord', faction: 'neutral', kind: 'ncu', commander: true }] }, v);
      expect(r).toMatchObject({ valid: true, neutralPoints: 20, neutralLimit: 20, commander: '/units/2' });
    }
  });
});
