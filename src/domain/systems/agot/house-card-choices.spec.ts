/**
 * House card abilities that wait for a player's choice (texts: got-board-game.md Appendix A.5 [EXT];
 * timing 001_4bc5a92fd4dd1b7e.txt L1873-1898): without the choice the answer lists it in `pending`
 * with its legal values and `complete` is false; the request carries the choice to resolve it. A
 * choice that would change this combat's strength is required instead (400 missing_choice).
 */
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { AreaState } from './board.js';
import { combatCapability } from './combat.js';
import type { CombatRequest } from './combat-types.js';

const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ctx = { rulesVersion: 'agot-2e', options: resolveOptions(combatCapability.options, {}), dice: { mode: 'exact' as const } };
/** Stark attacks Greyjoy in Karhold from Winterfell; override what the test needs. */
const fight = (over: Partial<CombatRequest> = {}, a: Partial<CombatRequest['attacker']> = {}, d: Partial<CombatRequest['defender']> = {}): Res =>
  combatCapability.run(
    {
      area: 'karhold',
      attacker: { house: 'stark', from: 'winterfell', units: [F, K], card: 'greatjon-umber', ...a },
      defender: { house: 'greyjoy', units: [F], card: 'dagmar-cleftjaw', ...d },
      fiefdoms: ['greyjoy', 'stark'],
      ...over,
    },
    ctx,
  ).result as Res;
const issues = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return (e as DomainError).issues.map((i) => ({ path: i.path, code: i.code }));
  }
  throw new Error('expected a DomainError');
};
/** Greyjoy orders around the board; Castle Black and The Shivering Sea touch Karhold. */
const greyjoyOrders: AreaState[] = [
  { id: 'castle-black', owner: 'greyjoy', units: [F], order: { type: 'raid' } },
  { id: 'pyke', owner: 'greyjoy', units: [F], order: { type: 'consolidate' } },
  { id: 'the-shivering-sea', owner: 'greyjoy', units: [{ type: 'ship' }], order: { type: 'march' } },
];

describe('a combat with nothing left to choose is complete', () => {
  it('plain cards: no pending choice', () => {
    expect(fight({}, { card: 'eddard-stark' })).toMatchObject({ pending: [], complete: true });
  });
});

describe('Cersei Lannister (winning: remove one of the opponent’s orders anywhere; "may")', () => {
  it('without a choice: pending, listing the opponent’s orders on the board; the choice or null resolves it', () => {
    const r = fight({ board: greyjoyOrders }, { house: 'lannister', card: 'cersei-lannister' });
    expect(r.ordersRemoved).toEqual([]);
    expect(r.complete).toBe(false);
    expect(r.pending).toContainEqual({ side: 'attacker', house: 'lannister', card: 'cersei-lannister', field: '/attacker/choices/removeOrder', message: expect.any(String), options: ['castle-black', 'pyke', 'the-shivering-sea'] });
    // the defeated Greyjoy Footman has three areas (one by its Ship): the defender's own choice is pending too
    const retreatTo = 'castle-black';
    const chosen = fight({ board: greyjoyOrders }, { house: 'lannister', card: 'cersei-lannister', choices: { removeOrder: 'pyke' } }, { retreatTo });
    expect(chosen).toMatchObject({ ordersRemoved: [{ area: 'pyke', house: 'greyjoy', by: 'Cersei Lannister' }], pending: [], complete: true });
    expect(fight({ board: greyjoyOrders }, { house: 'lannister', card: 'cersei-lannister', choices: { removeOrder: null } }, { retreatTo })).toMatchObject({ ordersRemoved: [], complete: true });
    // without a board the orders cannot be listed
    expect(fight({}, { house: 'lannister', card: 'cersei-lannister' }).pending[0].options).toBeNull();
  });

  it('with the board, an area without an order of the opponent is refused (no_order); no order at all: nothing to choose', () => {
    expect(issues(() => fight({ board: greyjoyOrders }, { house: 'lannister', card: 'cersei-lannister', choices: { removeOrder: 'the-eyrie' } }))).toEqual([{ path: '/attacker/choices/removeOrder', code: 'no_order' }]);
    expect(fight({ board: [] }, { house: 'lannister', card: 'cersei-lannister' })).toMatchObject({ pending: [], complete: true });
  });
});

describe('Queen of Thorns (on reveal: remove one opponent order adjacent to the embattled area; mandatory)', () => {
  it('without a choice: pending with the adjacent orders (never the March that started the combat)', () => {
    const starkOrders: AreaState[] = [
      { id: 'castle-black', owner: 'stark', units: [F], order: { type: 'defense' } },
      { id: 'the-shivering-sea', owner: 'stark', units: [{ type: 'ship' }], order: { type: 'raid' } },
      { id: 'winterfell', owner: 'stark', units: [F], order: { type: 'march' } },
      { id: 'white-harbor', owner: 'stark', units: [F], order: { type: 'consolidate' } },
    ];
    const r = fight({ board: starkOrders }, {}, { house: 'tyrell', card: 'queen-of-thorns' });
    expect(r.pending).toEqual([{ side: 'defender', house: 'tyrell', card: 'queen-of-thorns', field: '/defender/choices/removeOrder', message: expect.any(String), options: ['castle-black', 'the-shivering-sea'] }]);
    expect(fight({ board: starkOrders }, {}, { house: 'tyrell', card: 'queen-of-thorns', choices: { removeOrder: 'the-shivering-sea' } })).toMatchObject({ ordersRemoved: [{ area: 'the-shivering-sea', house: 'stark', by: 'Queen of Thorns' }], pending: [] });
    // no adjacent order of the opponent: nothing to choose
    expect(fight({ board: [] }, {}, { house: 'tyrell', card: 'queen-of-thorns' })).toMatchObject({ pending: [], complete: true });
  });

  it('when an opponent’s granted support is adjacent her choice decides the strength: it is required (400); null while orders remain is refused', () => {
    const supports: CombatRequest['supports'] = [{ area: 'castle-black', house: 'stark', units: [K], to: 'attacker' }];
    expect(issues(() => fight({ supports }, {}, { house: 'tyrell', card: 'queen-of-thorns' }))).toEqual([{ path: '/defender/choices/removeOrder', code: 'missing_choice' }]);
    const board: AreaState[] = [{ id: 'castle-black', owner: 'stark', units: [F], order: { type: 'defense' } }];
    expect(issues(() => fight({ board }, {}, { house: 'tyrell', card: 'queen-of-thorns', choices: { removeOrder: null } }))).toEqual([{ path: '/defender/choices/removeOrder', code: 'order_to_remove' }]);
    expect(issues(() => fight({ board }, {}, { house: 'tyrell', card: 'queen-of-thorns', choices: { removeOrder: 'the-shivering-sea' } }))).toEqual([{ path: '/defender/choices/removeOrder', code: 'no_order' }]);
  });
});

describe('Renly Baratheon (L1957-1986: winning, he "may" upgrade a participating or supporting Baratheon Footman)', () => {
  it('without a choice: pending with every candidate Footman; null declines', () => {
    const supports: CombatRequest['supports'] = [{ area: 'castle-black', house: 'baratheon', units: [K, F], to: 'attacker' }];
    const r = fight({ supports }, { house: 'baratheon', card: 'renly-baratheon', units: [F, K, F] });
    expect(r.pending).toEqual([expect.objectContaining({ field: '/attacker/choices/upgrade', options: [{ unit: 0 }, { unit: 2 }, { area: 'castle-black', unit: 1 }] })]);
    expect(fight({ supports }, { house: 'baratheon', card: 'renly-baratheon', units: [F, K, F], choices: { upgrade: null } })).toMatchObject({ upgrades: [], complete: true });
  });

  it('needs an available Knight (5 per house, L29-35): with all five on the board nothing can be upgraded', () => {
    const board: AreaState[] = [{ id: 'dragonstone', owner: 'baratheon', units: [K, K, K, K] }];
    const r = fight({ board }, { house: 'baratheon', card: 'renly-baratheon', units: [F, K] });
    expect(r).toMatchObject({ upgrades: [], pending: [], complete: true });
    expect(r.cardEffects).toContainEqual({ card: 'Renly Baratheon', effect: expect.stringContaining('no Knight is available') });
    expect(issues(() => fight({ board }, { house: 'baratheon', card: 'renly-baratheon', units: [F, K], choices: { upgrade: { unit: 0 } } }))).toEqual([{ path: '/attacker/choices/upgrade', code: 'no_knight_available' }]);
  });
});

describe('Patchface (after combat, he "may" discard a card of the opponent’s hand)', () => {
  it('without a choice: pending with the opponent’s hand after the combat; null declines', () => {
    const r = fight({}, { house: 'baratheon', card: 'patchface' }, { discard: ['euron-crow-s-eye', 'balon-greyjoy'] });
    expect(r.pending).toEqual([expect.objectContaining({ field: '/attacker/choices/discardFromHand', options: ['victarion-greyjoy', 'theon-greyjoy', 'asha-greyjoy', 'aeron-damphair'] })]);
    expect(fight({}, { house: 'baratheon', card: 'patchface', choices: { discardFromHand: null } })).toMatchObject({ complete: true, pending: [] });
  });
});

describe('Robb Stark (winning, he "may" choose where the loser retreats) and the defender’s own choice (L2126)', () => {
  const open: AreaState[] = [];
  it('two legal areas and no choice: Robb’s player is asked first; null hands the choice to the defender, who is then asked', () => {
    // Moat Cailin, attacked from White Harbor: three legal areas (Winterfell is Stark's home, held by its shield)
    const robb = (retreatTo?: string | null) => fight({ area: 'moat-cailin', board: open }, { from: 'white-harbor', units: [K, K], card: 'robb-stark', ...(retreatTo !== undefined ? { choices: { retreatTo } } : {}) }, { units: [F] });
    const asked = robb();
    expect(asked.retreat).toMatchObject({ to: null, legalDestinations: ['greywater-watch', 'seagard', 'the-twins'] });
    expect(asked.pending).toEqual([expect.objectContaining({ side: 'attacker', card: 'robb-stark', field: '/attacker/choices/retreatTo', options: ['greywater-watch', 'seagard', 'the-twins'] })]);
    const passed = robb(null);
    expect(passed.retreat).toMatchObject({ to: null, chosenBy: 'greyjoy' });
    expect(passed.pending).toEqual([{ side: 'defender', house: 'greyjoy', card: null, field: '/defender/retreatTo', message: expect.any(String), options: ['greywater-watch', 'seagard', 'the-twins'] }]);
    expect(robb('seagard')).toMatchObject({ retreat: { to: 'seagard', chosenBy: 'stark' }, pending: [], complete: true });
  });

  it('one legal area: nothing to choose', () => {
    expect(fight({}, { card: 'robb-stark' })).toMatchObject({ retreat: { to: 'castle-black' }, pending: [], complete: true });
  });
});
