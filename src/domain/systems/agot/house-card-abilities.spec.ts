/**
 * One test per House card ability (texts: got-board-game.md Appendix A.5 [EXT]; order of
 * resolution: 001_4bc5a92fd4dd1b7e.txt L1873-1898). Each asserts what the ability changes, so it
 * fails if the ability were missing or wrong.
 */
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import { combatCapability } from './combat.js';
import type { CombatRequest } from './combat-types.js';
import { ABILITIES } from './house-card-abilities.js';
import { HOUSE_CARDS } from './house-cards.js';

const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const S = { type: 'ship' as const };
type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ctx = (options: Record<string, unknown> = {}) => ({ rulesVersion: 'agot-2e', options: resolveOptions(combatCapability.options, options), dice: { mode: 'exact' as const } });
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
    ctx(),
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
const part = (r: Res, side: string, source: string) => (r.strength[side].parts as Array<{ source: string; value: number }>).find((p) => p.source === source)?.value;

describe('House card abilities (got-board-game.md Appendix A.5 [EXT]; 001_4bc5a92fd4dd1b7e.txt L1873-1898)', () => {
  it('every card with text has its own ability rule, and no card without text has one', () => {
    for (const c of HOUSE_CARDS) {
      expect(Boolean(ABILITIES[c.id])).toBe(Boolean(c.ability));
      if (c.ability) expect(ABILITIES[c.id]!.rule.id).toBe(`agot.card.${c.id}`);
    }
    expect(Object.keys(ABILITIES)).toHaveLength(24);
  });

  describe('Stark', () => {
    it('Robb Stark: attacking and winning, he names the defender’s retreat area; illegal areas are refused', () => {
      const r = fight({}, { card: 'robb-stark', choices: { retreatTo: 'castle-black' } });
      expect(r.retreat).toMatchObject({ side: 'defender', to: 'castle-black', chosenBy: 'stark', legalDestinations: ['castle-black'], routed: [{ index: 0, type: 'footman' }] });
      // without Robb's choice the defeated defender chooses (here the only legal area)
      expect(fight({}, { card: 'robb-stark' }).retreat).toMatchObject({ side: 'defender', to: 'castle-black', chosenBy: 'greyjoy' });
      // a named area must be a legal retreat: Castle Black holding Stark units is not (L2121-2124)
      const board = [{ id: 'castle-black', owner: 'stark' as const, units: [F] }];
      expect(issues(() => fight({ board }, { card: 'robb-stark', choices: { retreatTo: 'castle-black' } }))).toEqual([{ path: '/attacker/choices/retreatTo', code: 'not_legal_retreat' }]);
      expect(issues(() => fight({}, { card: 'robb-stark', choices: { retreatTo: 'winterfell' } }))).toEqual([{ path: '/attacker/choices/retreatTo', code: 'attacker_origin' }]);
      expect(issues(() => fight({}, { card: 'robb-stark', choices: { retreatTo: 'the-shivering-sea' } }))).toEqual([{ path: '/attacker/choices/retreatTo', code: 'wrong_area_kind' }]);
      expect(issues(() => fight({}, { card: 'robb-stark', choices: { retreatTo: 'pyke' } }))).toEqual([{ path: '/attacker/choices/retreatTo', code: 'not_adjacent' }]);
    });

    it('Roose Bolton: losing, the whole discard pile and Roose return to hand; winning, he is discarded', () => {
      const lost = fight({}, { card: 'roose-bolton', units: [F], discard: ['eddard-stark', 'robb-stark'] }, { card: 'dagmar-cleftjaw', units: [F, K] });
      expect(lost.victor).toBe('greyjoy');
      expect(lost.hands.attacker).toEqual({ hand: HOUSE_CARDS.filter((c) => c.house === 'stark').map((c) => c.id), discard: [] });
      const won = fight({}, { card: 'roose-bolton', discard: ['eddard-stark'] });
      expect(won.victor).toBe('stark');
      expect(won.hands.attacker.discard).toEqual(['eddard-stark', 'roose-bolton']);
    });

    it('The Blackfish: no casualties from Swords, Skulls or card abilities (Mace Tyrell)', () => {
      expect(fight({}, { house: 'greyjoy', card: 'euron-crow-s-eye' }, { house: 'stark', card: 'the-blackfish' }).casualties).toBe(0);
      const mace = fight({}, { house: 'tyrell', card: 'mace-tyrell' }, { house: 'stark', card: 'the-blackfish', units: [F, F] });
      expect(mace.destroyedByCards).toEqual([]);
      expect(mace.strength.defender.total).toBe(2 + 1);
      const skull = combatCapability.run(
        { area: 'karhold', attacker: { house: 'greyjoy', from: 'winterfell', units: [F], card: 'euron-crow-s-eye' }, defender: { house: 'stark', units: [F, F], card: 'the-blackfish' }, fiefdoms: ['stark'], tidesOfBattle: { attacker: 'skull', defender: 'zero' } },
        ctx({ tidesOfBattle: true }),
      ).result as Res;
      expect(skull.skullCasualties).toEqual({ attacker: 0, defender: 0 });
    });

    it('Catelyn Stark: the Defense order counts double (+1 → +2, +2 → +4)', () => {
      const r = fight({}, { house: 'greyjoy', card: 'dagmar-cleftjaw' }, { house: 'stark', card: 'catelyn-stark', defenseOrder: 2 });
      expect(part(r, 'defender', 'Defense order')).toBe(2);
      expect(part(r, 'defender', 'Catelyn Stark')).toBe(2);
      expect(r.strength.defender.total).toBe(1 + 4);
      expect(part(fight({}, { house: 'greyjoy', card: 'dagmar-cleftjaw' }, { house: 'stark', card: 'catelyn-stark' }), 'defender', 'Catelyn Stark')).toBeUndefined();
    });
  });

  describe('Lannister', () => {
    it('Tywin Lannister: winning gains 2 Power; losing gains nothing', () => {
      expect(fight({}, { house: 'lannister', card: 'tywin-lannister' }).powerChanges).toEqual([{ house: 'lannister', change: 2, card: 'Tywin Lannister' }]);
      const lost = fight({}, { house: 'lannister', card: 'tywin-lannister', units: [] }, { units: [K, K, K] });
      expect(lost.victor).toBe('greyjoy');
      expect(lost.powerChanges).toEqual([]);
    });

    it('Ser Kevan Lannister: attacking, Lannister Footmen count 2, supporting ones too; defending, 1', () => {
      const r = fight({ area: 'castle-black', supports: [{ area: 'winterfell', house: 'lannister', units: [F], to: 'attacker' }] }, { house: 'lannister', from: 'karhold', card: 'ser-kevan-lannister', units: [F, F] });
      expect(part(r, 'attacker', 'units')).toBe(4);
      expect(part(r, 'attacker', 'support from winterfell')).toBe(2);
      expect(part(fight({}, { card: 'eddard-stark' }, { house: 'lannister', card: 'ser-kevan-lannister', units: [F, F] }), 'defender', 'units')).toBe(2);
    });

    it('Tyrion Lannister: the opponent’s card returns to hand and his replacement is played; none left ⇒ no card', () => {
      const r = fight({}, { house: 'lannister', card: 'tyrion-lannister' }, { card: 'euron-crow-s-eye', replacement: 'aeron-damphair' });
      expect(r.cardsPlayed).toEqual({ attacker: 'tyrion-lannister', defender: 'aeron-damphair' });
      expect(r.strength.defender.total).toBe(1 + 0); // Euron's 4 is gone
      expect(r.hands.defender.hand).toContain('euron-crow-s-eye');
      expect(r.cardsDiscarded).toEqual(['tyrion-lannister', 'aeron-damphair']);
      const others = HOUSE_CARDS.filter((c) => c.house === 'greyjoy' && c.id !== 'euron-crow-s-eye').map((c) => c.id);
      const none = fight({}, { house: 'lannister', card: 'tyrion-lannister' }, { card: 'euron-crow-s-eye', discard: others, replacement: null });
      expect(none.cardsPlayed.defender).toBeNull();
      expect(none.strength.defender.total).toBe(1);
      expect(issues(() => fight({}, { house: 'lannister', card: 'tyrion-lannister' }, { card: 'euron-crow-s-eye' }))).toEqual([{ path: '/defender/replacement', code: 'missing_choice' }]);
      expect(issues(() => fight({}, { house: 'lannister', card: 'tyrion-lannister' }, { card: 'euron-crow-s-eye', replacement: null }))).toEqual([{ path: '/defender/replacement', code: 'card_in_hand' }]);
    });

    it('Tyrion Lannister may decline ("may", Appendix A.5): choices.cancel false keeps the opponent’s card in play', () => {
      const r = fight({}, { house: 'lannister', card: 'tyrion-lannister', choices: { cancel: false } }, { card: 'euron-crow-s-eye' });
      expect(r.cardsPlayed).toEqual({ attacker: 'tyrion-lannister', defender: 'euron-crow-s-eye' });
      expect(r.strength.defender.total).toBe(1 + 4);
      expect(r.cardEffects).toEqual([{ card: 'Tyrion Lannister', effect: 'not used: Euron Crow\'s Eye stays in play' }]);
      // declining, the opponent plays no replacement
      expect(issues(() => fight({}, { house: 'lannister', card: 'tyrion-lannister', choices: { cancel: false } }, { card: 'euron-crow-s-eye', replacement: 'aeron-damphair' }))).toEqual([{ path: '/defender/replacement', code: 'not_applicable' }]);
      expect(fight({}, { house: 'lannister', card: 'tyrion-lannister', choices: { cancel: true } }, { card: 'euron-crow-s-eye', replacement: 'aeron-damphair' }).cardsPlayed.defender).toBe('aeron-damphair');
    });

    it('Cersei Lannister: winning removes the named order of the opponent; losing removes none', () => {
      expect(fight({}, { house: 'lannister', card: 'cersei-lannister' }).ordersRemoved).toEqual([]); // no choice given: not used
      const r = fight({}, { house: 'lannister', card: 'cersei-lannister', choices: { removeOrder: 'pyke' } });
      expect(r.victor).toBe('lannister');
      expect(r.ordersRemoved).toEqual([{ area: 'pyke', house: 'greyjoy', by: 'Cersei Lannister' }]);
      expect(fight({}, { house: 'lannister', card: 'cersei-lannister', units: [], choices: { removeOrder: 'pyke' } }).ordersRemoved).toEqual([]);
    });
  });

  describe('Baratheon', () => {
    it('Stannis Baratheon: +1 only when the opponent is higher on the Iron Throne track', () => {
      expect(part(fight({ ironThrone: ['greyjoy', 'baratheon'] }, { house: 'baratheon', card: 'stannis-baratheon' }), 'attacker', 'Stannis Baratheon')).toBe(1);
      expect(part(fight({ ironThrone: ['baratheon', 'greyjoy'] }, { house: 'baratheon', card: 'stannis-baratheon' }), 'attacker', 'Stannis Baratheon')).toBeUndefined();
    });

    it('Renly Baratheon (L1957-1986): winning, one participating or supporting Baratheon Footman becomes a Knight', () => {
      const own = fight({}, { house: 'baratheon', card: 'renly-baratheon', choices: { upgrade: { unit: 0 } } });
      expect(own.upgrades).toEqual([{ side: 'attacker', area: 'karhold', unit: 0, from: 'footman', to: 'knight' }]);
      const sup = fight({ supports: [{ area: 'castle-black', house: 'baratheon', units: [F], to: 'attacker' }] }, { house: 'baratheon', card: 'renly-baratheon', choices: { upgrade: { area: 'castle-black', unit: 0 } } });
      expect(sup.upgrades).toEqual([{ side: 'attacker', area: 'castle-black', unit: 0, from: 'footman', to: 'knight' }]);
      expect(fight({}, { house: 'baratheon', card: 'renly-baratheon', units: [F], choices: { upgrade: { unit: 0 } } }, { units: [K, K] }).upgrades).toEqual([]);
      expect(issues(() => fight({}, { house: 'baratheon', card: 'renly-baratheon', choices: { upgrade: { unit: 1 } } }))).toEqual([{ path: '/attacker/choices/upgrade', code: 'not_footman' }]);
      const maced = () => fight({}, { house: 'baratheon', card: 'renly-baratheon', units: [F, K, K], choices: { upgrade: { unit: 0 } } }, { house: 'tyrell', card: 'mace-tyrell', units: [F] });
      expect(issues(maced)).toEqual([{ path: '/attacker/choices/upgrade', code: 'destroyed' }]);
    });

    it('Ser Davos Seaworth: +1 and 1 Sword only with Stannis in the discard pile', () => {
      const r = fight({}, { house: 'baratheon', card: 'ser-davos-seaworth', discard: ['stannis-baratheon'] }, { units: [F, F], card: 'theon-greyjoy' });
      expect(r.strength.attacker.total).toBe(3 + 2 + 1);
      expect(r.casualties).toBe(1);
      const plain = fight({}, { house: 'baratheon', card: 'ser-davos-seaworth' }, { units: [F, F], card: 'theon-greyjoy' });
      expect(plain.strength.attacker.total).toBe(3 + 2);
      expect(plain.casualties).toBe(0);
    });

    it('Salladhor Saan: supported, every non-Baratheon Ship is worth 0 (both sides); unsupported, no effect', () => {
      const sea = { area: 'the-narrow-sea' };
      const supported = fight({ ...sea, supports: [{ area: 'shipbreaker-bay', house: 'baratheon', units: [S], to: 'attacker' }] }, { house: 'baratheon', from: 'the-shivering-sea', units: [S], card: 'salladhor-saan' }, { units: [S, S] });
      expect(part(supported, 'defender', 'units')).toBe(0);
      expect(part(supported, 'attacker', 'units')).toBe(1);
      const mixed = fight({ ...sea, supports: [{ area: 'shipbreaker-bay', house: 'stark', units: [S], to: 'attacker' }] }, { house: 'baratheon', from: 'the-shivering-sea', units: [S], card: 'salladhor-saan' }, { units: [S] });
      expect(part(mixed, 'attacker', 'support from shipbreaker-bay')).toBe(0);
      expect(part(fight(sea, { house: 'baratheon', from: 'the-shivering-sea', units: [S], card: 'salladhor-saan' }, { units: [S, S] }), 'defender', 'units')).toBe(2);
    });

    it('Patchface: after combat the named card leaves the opponent’s hand for his discard pile', () => {
      const r = fight({}, { house: 'baratheon', card: 'patchface', choices: { discardFromHand: 'euron-crow-s-eye' } });
      expect(r.hands.defender.hand).not.toContain('euron-crow-s-eye');
      expect(r.hands.defender.discard).toEqual(['euron-crow-s-eye', 'dagmar-cleftjaw']);
      expect(issues(() => fight({}, { house: 'baratheon', card: 'patchface', choices: { discardFromHand: 'dagmar-cleftjaw' } }))).toEqual([{ path: '/attacker/choices/discardFromHand', code: 'not_in_hand' }]); // just played
      expect(issues(() => fight({}, { house: 'baratheon', card: 'patchface', choices: { discardFromHand: 'eddard-stark' } }))).toEqual([{ path: '/attacker/choices/discardFromHand', code: 'not_owned' }]);
    });
  });

  describe('Greyjoy', () => {
    it('Victarion Greyjoy: attacking, Greyjoy Ships count 2, supporting ones too; defending, 1', () => {
      const r = fight({ area: 'the-narrow-sea', supports: [{ area: 'shipbreaker-bay', house: 'greyjoy', units: [S], to: 'attacker' }] }, { house: 'greyjoy', from: 'the-shivering-sea', units: [S], card: 'victarion-greyjoy' }, { house: 'stark', units: [S], card: 'eddard-stark' });
      expect(part(r, 'attacker', 'units')).toBe(2);
      expect(part(r, 'attacker', 'support from shipbreaker-bay')).toBe(2);
      expect(part(fight({ area: 'the-narrow-sea' }, { from: 'the-shivering-sea', units: [S], card: 'eddard-stark' }, { units: [S], card: 'victarion-greyjoy' }), 'defender', 'units')).toBe(1);
    });

    it('Balon Greyjoy: the opponent’s printed strength becomes 0, his icons stay', () => {
      const r = fight({}, { card: 'eddard-stark', units: [K, K, F] }, { card: 'balon-greyjoy', units: [F, F] });
      expect(part(r, 'attacker', 'House card Eddard Stark')).toBe(0);
      expect(r.victor).toBe('stark'); // 5 + 0 against 2 + 2
      expect(r.casualties).toBe(2); // Eddard's 2 Swords remain
    });

    it('Theon Greyjoy: defending a Castle or Stronghold, +1 and 1 Sword; elsewhere nothing', () => {
      const pyke = fight({ area: 'pyke', board: [{ id: 'ironmans-bay', owner: 'stark', units: [S] }] }, { from: 'seagard', units: [F, F] }, { card: 'theon-greyjoy', units: [F] });
      expect(pyke.strength.defender.total).toBe(1 + 2 + 1);
      expect(pyke.casualties).toBe(1); // victor Greyjoy: 1 Sword against Greatjon's 0 Fortifications
      expect(part(fight({}, {}, { card: 'theon-greyjoy' }), 'defender', 'Theon Greyjoy')).toBeUndefined();
    });

    it('Asha Greyjoy: unsupported, 2 Swords and 1 Fortification; supported, none', () => {
      const alone = fight({}, { units: [F, F], card: 'greatjon-umber' }, { card: 'asha-greyjoy', units: [K, K] });
      expect(alone.victor).toBe('greyjoy');
      expect(alone.casualties).toBe(2);
      const backed = fight({ supports: [{ area: 'the-shivering-sea', house: 'greyjoy', units: [S], to: 'defender' }] }, { units: [F, F], card: 'greatjon-umber' }, { card: 'asha-greyjoy', units: [K, K] });
      expect(backed.casualties).toBe(0);
    });

    it('Aeron Damphair: paying 2 Power swaps him for another card from hand; without Power it is refused', () => {
      const r = fight({}, {}, { card: 'aeron-damphair', replacement: 'euron-crow-s-eye', availablePower: 3 });
      expect(r.cardsPlayed.defender).toBe('euron-crow-s-eye');
      expect(r.strength.defender.total).toBe(1 + 4);
      expect(r.powerChanges).toEqual([{ house: 'greyjoy', change: -2, card: 'Aeron Damphair' }]);
      expect(r.hands.defender.discard).toEqual(['euron-crow-s-eye', 'aeron-damphair']);
      expect(fight({}, {}, { card: 'aeron-damphair' }).cardsPlayed.defender).toBe('aeron-damphair');
      expect(issues(() => fight({}, {}, { card: 'aeron-damphair', replacement: 'euron-crow-s-eye', availablePower: 1 }))).toEqual([{ path: '/defender/availablePower', code: 'insufficient_power' }]);
    });
  });

  describe('Tyrell', () => {
    it('Mace Tyrell (L2015-2018): one opposing Footman is destroyed and the strength recomputed', () => {
      const r = fight({}, { card: 'eddard-stark', units: [F, K] }, { house: 'tyrell', card: 'mace-tyrell', units: [K] });
      expect(r.destroyedByCards).toEqual([{ side: 'attacker', type: 'footman' }]);
      expect(part(r, 'attacker', 'units')).toBe(2);
      expect(fight({}, { card: 'eddard-stark', units: [K] }, { house: 'tyrell', card: 'mace-tyrell', units: [K] }).destroyedByCards).toEqual([]);
    });

    it('Ser Loras Tyrell: attacking and winning, the March order moves into the conquered area', () => {
      expect(fight({}, { house: 'tyrell', card: 'ser-loras-tyrell' }).marchOrder).toEqual({ area: 'winterfell', fate: 'movedIntoConqueredArea' });
      expect(fight({}, { house: 'tyrell', card: 'ser-loras-tyrell', units: [] }, { units: [K, K] }).marchOrder).toEqual({ area: 'winterfell', fate: 'removed' });
      expect(fight({}, { card: 'eddard-stark' }).marchOrder).toEqual({ area: 'winterfell', fate: 'removed' });
    });

    it('Queen of Thorns: removes an opponent order adjacent to the embattled area, never the March that started it', () => {
      expect(fight({}, {}, { house: 'tyrell', card: 'queen-of-thorns', choices: { removeOrder: 'castle-black' } }).ordersRemoved).toEqual([{ area: 'castle-black', house: 'stark', by: 'Queen of Thorns' }]);
      expect(issues(() => fight({}, {}, { house: 'tyrell', card: 'queen-of-thorns', choices: { removeOrder: 'winterfell' } }))).toEqual([{ path: '/defender/choices/removeOrder', code: 'march_order' }]);
      expect(issues(() => fight({}, {}, { house: 'tyrell', card: 'queen-of-thorns', choices: { removeOrder: 'pyke' } }))).toEqual([{ path: '/defender/choices/removeOrder', code: 'not_adjacent' }]);
    });

    it('Queen of Thorns removing a Support order: it lends no strength and no longer counts as support (001 L1776-1779, L2015-2018)', () => {
      // Stark 1 Footman + Greatjon 2 + a Knight supporting from Castle Black = 5 against 3 Tyrell Footmen + Queen of Thorns 0
      const support = { supports: [{ area: 'castle-black', house: 'stark' as const, units: [K], to: 'attacker' as const }], fiefdoms: ['tyrell', 'stark'] as CombatRequest['fiefdoms'] };
      const r = fight(support, { units: [F] }, { house: 'tyrell', card: 'queen-of-thorns', units: [F, F, F], choices: { removeOrder: 'castle-black' } });
      expect(part(r, 'attacker', 'support from castle-black')).toBeUndefined();
      expect(r.strength.attacker.total).toBe(3);
      expect(r).toMatchObject({ victor: 'tyrell', tieBrokenByFiefdoms: true }); // 3–3: Tyrell is higher on Fiefdoms
      expect(r.excludedSupports).toEqual([{ area: 'castle-black', reason: 'SUPPORT_ORDER_REMOVED' }]);
      // Asha Greyjoy reads "not supported" after the removal: 2 Swords and 1 Fortification
      const asha = fight(
        { supports: [{ area: 'castle-black', house: 'greyjoy', units: [F], to: 'attacker' }], fiefdoms: ['greyjoy', 'tyrell'] },
        { house: 'greyjoy', card: 'asha-greyjoy', units: [K, K] },
        { house: 'tyrell', card: 'queen-of-thorns', units: [F, F], choices: { removeOrder: 'castle-black' } },
      );
      expect(asha.strength.attacker.total).toBe(4 + 1);
      expect(asha.casualties).toBe(2);
    });
  });

  describe('Martell', () => {
    it('Nymeria Sand: a Fortification defending, a Sword attacking', () => {
      expect(fight({}, { card: 'eddard-stark' }, { house: 'martell', card: 'nymeria-sand', units: [F, F] }).casualties).toBe(1); // 2 Swords − 1
      const att = fight({}, { house: 'martell', card: 'nymeria-sand' }, { card: 'theon-greyjoy' }); // Theon: no icons outside a castle
      expect(att.victor).toBe('martell');
      expect(att.casualties).toBe(1); // her Sword against no Fortification
    });

    it('Arianne Martell: defending and losing, the attackers may not enter; her units still retreat', () => {
      const r = fight({}, { card: 'eddard-stark' }, { house: 'martell', card: 'arianne-martell', units: [F, F] });
      expect(r.victor).toBe('stark');
      expect(r.attackersEnter).toBe(false);
      expect(r.retreat).toMatchObject({ side: 'defender' });
      expect(fight({}, { card: 'eddard-stark' }, { house: 'martell', card: 'darkstar', units: [F, F] }).attackersEnter).toBe(true);
      const loras = fight({}, { house: 'tyrell', card: 'ser-loras-tyrell' }, { house: 'martell', card: 'arianne-martell' });
      expect(loras.marchOrder.fate).toBe('removed');
    });

    it('Doran Martell (L2806-2826): the opponent drops to the bottom of the named track — here Fiefdoms, which now breaks the tie', () => {
      // Stark 1 + 2 (Greatjon) = 3 against Martell 3 + 0: a tie; Stark was first on Fiefdoms
      const base = { fiefdoms: ['stark', 'greyjoy', 'martell'] as CombatRequest['fiefdoms'] };
      const r = fight(base, { units: [F] }, { house: 'martell', card: 'doran-martell', units: [F, K], choices: { track: 'fiefdoms' } });
      expect(r.trackChanges).toEqual([{ track: 'fiefdoms', order: ['greyjoy', 'martell', 'stark'] }]);
      expect(r).toMatchObject({ victor: 'martell', tieBrokenByFiefdoms: true });
      const blade = fight(base, { units: [F], blade: true }, { house: 'martell', card: 'doran-martell', units: [F, K], choices: { track: 'fiefdoms' } });
      expect(part(blade, 'attacker', 'Valyrian Steel Blade')).toBeUndefined(); // the Blade passed to Greyjoy
      expect(issues(() => fight(base, {}, { house: 'martell', card: 'doran-martell' }))).toEqual([{ path: '/defender/choices/track', code: 'missing_choice' }]);
      expect(issues(() => fight(base, {}, { house: 'martell', card: 'doran-martell', choices: { track: 'kingsCourt' } }))).toEqual([{ path: '/kingsCourt', code: 'missing_track' }]);
    });

    it('Doran Martell raising his own house to Fiefdoms position 1: the Blade passes at once and may be used in step 4 (001 L2819-2823, L1989-1995)', () => {
      // Stark (Fiefdoms 1) Knight + Greatjon 2 = 4 against Martell Footman + Knight + Doran 0 + the Blade = 4: a tie Martell now wins on Fiefdoms
      const request = (blade: { used?: boolean } = {}) => fight({ fiefdoms: ['stark', 'martell', 'greyjoy'], valyrianBlade: blade }, { units: [K] }, { house: 'martell', card: 'doran-martell', units: [F, K], blade: true, choices: { track: 'fiefdoms' } });
      const r = request();
      expect(r.trackChanges).toEqual([{ track: 'fiefdoms', order: ['martell', 'greyjoy', 'stark'] }]);
      expect(part(r, 'defender', 'Valyrian Steel Blade')).toBe(1);
      expect(r).toMatchObject({ victor: 'martell', tieBrokenByFiefdoms: true, bladeUsed: { attacker: false, defender: true } });
      // the token passes in the state it is in: a Blade already used this round stays used
      expect(issues(() => request({ used: true }))).toEqual([{ path: '/defender/blade', code: 'BLADE_UNAVAILABLE' }]);
    });
  });

  describe('order and hands', () => {
    it('conflicting abilities resolve in Iron Throne order, the later one standing (L1888-1898): Victarion against Salladhor', () => {
      const sea = (ironThrone: CombatRequest['ironThrone']) =>
        fight(
          { area: 'the-narrow-sea', ironThrone, supports: [{ area: 'shipbreaker-bay', house: 'baratheon', units: [S], to: 'defender' }] },
          { house: 'greyjoy', from: 'the-shivering-sea', units: [S, S], card: 'victarion-greyjoy' },
          { house: 'baratheon', units: [S], card: 'salladhor-saan' },
        );
      expect(part(sea(['greyjoy', 'baratheon']), 'attacker', 'units')).toBe(0); // Salladhor resolves last
      expect(part(sea(['baratheon', 'greyjoy']), 'attacker', 'units')).toBe(4); // Victarion resolves last
    });

    it('option salladhorVictarion: salladhorStands keeps the Greyjoy Ships at 0 whatever the Iron Throne order', () => {
      const req: CombatRequest = {
        area: 'the-narrow-sea',
        ironThrone: ['baratheon', 'greyjoy'],
        supports: [{ area: 'shipbreaker-bay', house: 'baratheon', units: [S], to: 'defender' }],
        attacker: { house: 'greyjoy', from: 'the-shivering-sea', units: [S, S], card: 'victarion-greyjoy' },
        defender: { house: 'baratheon', units: [S], card: 'salladhor-saan' },
        fiefdoms: ['baratheon', 'greyjoy'],
      };
      const r = combatCapability.run(req, ctx({ salladhorVictarion: 'salladhorStands' })).result as Res;
      expect(part(r, 'attacker', 'units')).toBe(0);
      expect(r).toMatchObject({ victor: 'baratheon', tieBrokenByFiefdoms: true }); // 0 + 3 against 1 + 1 + 1
      expect((combatCapability.run(req, ctx()).result as Res).victor).toBe('greyjoy'); // Iron Throne order: 4 + 3 against 3
    });

    it('the seventh card played returns the other six to hand (L1906-1909); a card in the discard pile cannot be played', () => {
      const six = HOUSE_CARDS.filter((c) => c.house === 'stark' && c.id !== 'eddard-stark').map((c) => c.id);
      const r = fight({}, { card: 'eddard-stark', discard: six });
      expect(r.hands.attacker).toEqual({ hand: six.slice().sort((a, b) => HOUSE_CARDS.findIndex((c) => c.id === a) - HOUSE_CARDS.findIndex((c) => c.id === b)), discard: ['eddard-stark'] });
      expect(issues(() => fight({}, { card: 'eddard-stark', discard: ['eddard-stark'] }))).toEqual([{ path: '/attacker/card', code: 'in_discard_pile' }]);
    });

    it('bad choices are named, all at once: a choice no card reads, a replacement without Tyrion or Aeron, a foreign discard', () => {
      expect(issues(() => fight({}, { card: 'eddard-stark', choices: { track: 'fiefdoms' }, replacement: 'robb-stark', discard: ['tywin-lannister'] }))).toEqual([
        { path: '/attacker/discard/0', code: 'not_owned' },
        { path: '/attacker/replacement', code: 'not_applicable' },
        { path: '/attacker/choices/track', code: 'not_applicable' },
      ]);
    });
  });
});
