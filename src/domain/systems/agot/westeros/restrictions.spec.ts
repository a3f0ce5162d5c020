/**
 * The Planning restrictions of deck III (AGoT 001_4bc5a92fd4dd1b7e.txt L3066-3113, faces
 * L3107-3147) enforced by order validation (armies/validate) and by the Action-phase checks
 * (charges/check: one march, every march, raids, Consolidate Power) when the request names the card
 * in force. Each restriction has its own code; before this the card could not be named here.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { armyCapability, type ArmyRequest } from '../armies.js';
import type { AreaState } from '../board.js';
import { marchCapability } from '../march.js';

const F = { type: 'footman' as const };
const S = { type: 'ship' as const };
const ctx = { rulesVersion: 'agot-2e', options: {}, dice: { mode: 'exact' as const } };
const validate = (board: AreaState[], over: Partial<ArmyRequest> = {}) => armyCapability.run({ house: 'stark', board, supplyLevel: 2, availablePower: 5, checkOrders: true, kingsCourtPosition: 1, ...over }, ctx).result;
const codes = (r: { violations: Array<{ code: string }> }) => r.violations.map((v) => v.code);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const charge = (req: Record<string, unknown>) => marchCapability.run(req as any, ctx).result as any;
const problem = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return { code: (e as DomainError).code, issues: (e as DomainError).issues.map((i) => ({ path: i.path, code: i.code })) };
  }
  throw new Error('expected a DomainError');
};

const orders: AreaState[] = [
  { id: 'winterfell', owner: 'stark', units: [F], order: { type: 'march', star: true, modifier: 1 } },
  { id: 'karhold', owner: 'stark', units: [F], order: { type: 'defense', modifier: 1 } },
  { id: 'castle-black', owner: 'stark', units: [F], order: { type: 'raid' } },
  { id: 'white-harbor', owner: 'stark', units: [F], order: { type: 'consolidate' } },
  { id: 'the-shivering-sea', owner: 'stark', units: [S], order: { type: 'support' } },
];

describe('order validation: the Westeros card in force forbids orders, each with its own code (L3066-3113)', () => {
  it('without a card the five orders are valid', () => {
    expect(validate(orders).valid).toBe(true);
  });
  it.each([
    ['rainsOfAutumn', 'MARCH_PLUS_ONE_FORBIDDEN', '/board/0/order', 'L3066-3069'],
    ['stormOfSwords', 'DEFENSE_FORBIDDEN', '/board/1/order', 'L3071-3074'],
    ['seaOfStorms', 'RAID_FORBIDDEN', '/board/2/order', 'L3076-3079'],
    ['feastForCrows', 'CONSOLIDATE_FORBIDDEN', '/board/3/order', 'L3081-3085'],
    ['webOfLies', 'SUPPORT_FORBIDDEN', '/board/4/order', 'L3087-3090'],
  ] as const)('%s: %s at the forbidden order', (card, code, path, cite) => {
    const r = validate(orders, { westerosCard: card });
    expect(r.violations).toEqual([{ code, path, message: expect.stringContaining(cite) }]);
  });
  it('Rains of Autumn forbids only the special March +1: the normal Marches stay legal (L3066-3069)', () => {
    const normal: AreaState[] = [{ id: 'winterfell', owner: 'stark', units: [F], order: { type: 'march', modifier: 0 } }, { id: 'karhold', owner: 'stark', units: [F], order: { type: 'march', modifier: -1 } }];
    expect(validate(normal, { westerosCard: 'rainsOfAutumn' }).valid).toBe(true);
  });
  it('Put to the Sword: the Valyrian Steel Blade holder’s choice — no Defense, no March +1, or nothing (L3092-3113)', () => {
    expect(codes(validate(orders, { westerosCard: 'putToTheSword', westerosChoice: 'noDefense' }))).toEqual(['DEFENSE_FORBIDDEN']);
    expect(codes(validate(orders, { westerosCard: 'putToTheSword', westerosChoice: 'noMarchPlusOne' }))).toEqual(['MARCH_PLUS_ONE_FORBIDDEN']);
    expect(validate(orders, { westerosCard: 'putToTheSword', westerosChoice: 'none' }).valid).toBe(true);
    expect(problem(() => validate(orders, { westerosCard: 'putToTheSword' }))).toEqual({ code: 'invalid_input', issues: [{ path: '/westerosChoice', code: 'missing_choice' }] });
    expect(problem(() => validate(orders, { westerosCard: 'webOfLies', westerosChoice: 'none' }))).toEqual({ code: 'invalid_input', issues: [{ path: '/westerosChoice', code: 'choice_not_needed' }] });
  });
  it('westerosBan, the former name, gives the same codes; two different cards are a 400', () => {
    expect(codes(validate(orders, { westerosBan: 'seaOfStorms' }))).toEqual(['RAID_FORBIDDEN']);
    expect(problem(() => validate(orders, { westerosBan: 'seaOfStorms', westerosCard: 'webOfLies' }))).toEqual({ code: 'invalid_input', issues: [{ path: '/westerosBan', code: 'invalid_value' }] });
  });
  it('too few usable tokens: under Storm of Swords with no star a house has 8 tokens for 9 areas, places all 8 and may leave one area without an order (L1193-1210)', () => {
    const areas = ['winterfell', 'karhold', 'castle-black', 'white-harbor', 'widows-watch', 'the-stony-shore', 'moat-cailin', 'greywater-watch', 'the-twins'];
    const tokens: Array<AreaState['order']> = [{ type: 'march', modifier: -1 }, { type: 'march', modifier: 0 }, { type: 'support' }, { type: 'support' }, { type: 'raid' }, { type: 'raid' }, { type: 'consolidate' }, { type: 'consolidate' }];
    const board = (n: number): AreaState[] => areas.map((id, i) => ({ id, owner: 'stark', units: [F], ...(i < n ? { order: tokens[i] } : {}) }));
    const over = { kingsCourtPosition: 5, supplyLevel: 6, westerosCard: 'stormOfSwords' as const };
    expect(validate(board(8), over).valid).toBe(true);
    expect(validate(board(7), over).violations).toEqual([{ code: 'MISSING_ORDER', path: '/board', message: expect.stringContaining('must place all 8') }]);
    // Without the card a Defense token is usable: the ninth area needs its order
    expect(validate(board(8), { ...over, westerosCard: undefined }).violations).toEqual([{ code: 'MISSING_ORDER', path: '/board/8/order', message: expect.any(String) }]);
  });
});

describe('marches: the March +1 under Rains of Autumn, Support under Web of Lies (L3066-3069, L3087-3090)', () => {
  const board: AreaState[] = [{ id: 'winterfell', owner: 'stark', units: [F, F], order: { type: 'march', star: true, modifier: 1 } }];
  const march = { house: 'stark', board, supplyLevel: 2, availablePower: 5, march: { from: 'winterfell', moves: [{ to: 'castle-black', units: [0] }] } };
  it('one march: legal without the card, MARCH_PLUS_ONE_FORBIDDEN with it (or with Put to the Sword’s choice)', () => {
    expect(charge(march).legal).toBe(true);
    expect(charge({ ...march, westerosCard: 'rainsOfAutumn' }).reasons).toEqual([{ code: 'MARCH_PLUS_ONE_FORBIDDEN', path: '/board/0/order', message: expect.stringContaining('Rains of Autumn') }]);
    expect(charge({ ...march, westerosCard: 'putToTheSword', westerosChoice: 'noMarchPlusOne' }).reasons.map((r: { code: string }) => r.code)).toEqual(['MARCH_PLUS_ONE_FORBIDDEN']);
    expect(charge({ ...march, westerosCard: 'putToTheSword', westerosChoice: 'noDefense' }).legal).toBe(true);
  });
  it('support promised against a Neutral Force under Web of Lies: SUPPORT_FORBIDDEN', () => {
    const nf = { house: 'stark', board: [{ id: 'the-eyrie', neutralForce: 6 }, { id: 'the-mountains-of-the-moon', owner: 'stark', units: [F, F], order: { type: 'march' } }], supplyLevel: 2, availablePower: 5, march: { from: 'the-mountains-of-the-moon', moves: [{ to: 'the-eyrie', units: [0, 1] }], neutralForceSupport: 4 } };
    expect(charge(nf).legal).toBe(true);
    expect(charge({ ...nf, westerosCard: 'webOfLies' }).reasons).toEqual([{ code: 'SUPPORT_FORBIDDEN', path: '/march/neutralForceSupport', message: expect.stringContaining('Web of Lies') }]);
    expect(problem(() => charge({ kind: 'marches', house: 'stark', board: nf.board, supplyLevel: 2, availablePower: 5, neutralForceSupport: 4, westerosCard: 'webOfLies' }))).toEqual({ code: 'invalid_input', issues: [{ path: '/neutralForceSupport', code: 'SUPPORT_FORBIDDEN' }] });
  });
  it('every march of the house: a forbidden March +1 lists no march and says why', () => {
    const two: AreaState[] = [...board, { id: 'karhold', owner: 'stark', units: [F], order: { type: 'march' } }];
    const r = charge({ kind: 'marches', house: 'stark', board: two, supplyLevel: 2, availablePower: 5, westerosCard: 'rainsOfAutumn' });
    expect(r.orders.map((o: { from: string; count: number }) => [o.from, o.count])).toEqual([['karhold', charge({ kind: 'marches', house: 'stark', board: two, supplyLevel: 2, availablePower: 5 }).orders[0].count], ['winterfell', 0]]);
    expect(r.orders[1].forbidden).toEqual({ code: 'MARCH_PLUS_ONE_FORBIDDEN', path: '/board/0/order', message: expect.any(String) });
    expect(charge({ kind: 'marches', house: 'stark', board: two, supplyLevel: 2, availablePower: 5 }).orders[1].count).toBeGreaterThan(0);
  });
  it('any other order the card forbids on the board could not have been placed: 422 at its pointer', () => {
    const withDefense = [...board, { id: 'castle-black', owner: 'greyjoy' as const, units: [F], order: { type: 'defense' as const } }];
    expect(problem(() => charge({ ...march, board: withDefense, westerosCard: 'stormOfSwords' }))).toEqual({ code: 'impossible_state', issues: [{ path: '/board/1/order', code: 'DEFENSE_FORBIDDEN' }] });
  });
});

describe('raids and Consolidate Power under Sea of Storms and Feast for Crows (L3076-3085)', () => {
  const board: AreaState[] = [
    { id: 'winterfell', owner: 'stark', units: [F], order: { type: 'raid' } },
    { id: 'white-harbor', owner: 'lannister', units: [F], order: { type: 'consolidate' } },
  ];
  const req = { board, raids: [{ from: 'winterfell', target: 'white-harbor' }], consolidate: ['white-harbor'] };
  it('without a card the raid pillages', () => {
    expect(charge(req).raids[0]).toMatchObject({ legal: true, pillage: { gains: 'stark' } });
  });
  it('Sea of Storms: the Raid is refused (RAID_FORBIDDEN) and the Consolidate Power then resolves', () => {
    const r = charge({ ...req, westerosCard: 'seaOfStorms' });
    expect(r.raids[0]).toMatchObject({ legal: false, reasons: [{ code: 'RAID_FORBIDDEN', path: '/board/0/order' }], removed: [] });
    expect(r.consolidate[0]).toMatchObject({ legal: true, gained: 1 });
  });
  it('Feast for Crows: the Consolidate Power order is refused (CONSOLIDATE_FORBIDDEN)', () => {
    const r = charge({ board, consolidate: ['white-harbor'], westerosCard: 'feastForCrows' });
    expect(r.consolidate[0]).toMatchObject({ legal: false, gained: 0, reasons: [{ code: 'CONSOLIDATE_FORBIDDEN', path: '/board/1/order' }] });
    expect(problem(() => charge({ board, raids: [{ from: 'winterfell', target: 'white-harbor' }], westerosCard: 'feastForCrows' }))).toEqual({ code: 'impossible_state', issues: [{ path: '/board/1/order', code: 'CONSOLIDATE_FORBIDDEN' }] });
  });
});
