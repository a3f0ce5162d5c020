import { DomainError } from '../../core/errors.js';
import { combatCapability, type CombatRequest } from './combat.js';
import { HOUSE_CARDS } from './house-cards.js';

const ctx = { rulesVersion: 'agot-2e', options: {}, dice: { mode: 'exact' as const } };
const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const S = { type: 'ship' as const };
type R = { strength: { attacker: { total: number; parts: Array<{ source: string; value: number }> }; defender: { total: number } }; victor: string; casualties: number; tieBrokenByFiefdoms: boolean; cardEffects: unknown[]; excludedSupports: unknown[]; destroyedByCards: unknown[] };
const fight = (over: Partial<CombatRequest> = {}, a: Partial<CombatRequest['attacker']> = {}, d: Partial<CombatRequest['defender']> = {}) =>
  combatCapability.run(
    {
      area: 'karhold',
      attacker: { house: 'stark', from: 'winterfell', units: [F, K], card: 'greatjon-umber', ...a },
      defender: { house: 'greyjoy', units: [F], card: 'dagmar-cleftjaw', ...d },
      fiefdoms: ['greyjoy', 'stark'],
      ...over,
    },
    ctx,
  ).result as unknown as R;

describe('combat (001_4bc5a92fd4dd1b7e.txt L1644-2179)', () => {
  it('42 House cards, 7 per house', () => {
    expect(HOUSE_CARDS).toHaveLength(42);
    for (const h of ['stark', 'lannister', 'greyjoy', 'tyrell', 'baratheon', 'martell']) expect(HOUSE_CARDS.filter((c) => c.house === h)).toHaveLength(7);
  });

  it('strength by source: units, March, Defense order, Garrison, supports, cards; casualties = Swords − Fortifications', () => {
    const r = fight({ supports: [{ area: 'winterfell', house: 'stark', units: [K], star: true, to: 'attacker' }] }, { marchModifier: 1, card: 'eddard-stark' }, { defenseOrder: 1, garrison: 2, card: 'dagmar-cleftjaw' });
    // attacker 3 (F+K) + 1 (March) + 3 (Knight support + star) + 4 (Eddard) = 11; defender 1 + 1 + 2 + 1 (Dagmar) = 5
    expect(r.strength.attacker.total).toBe(11);
    expect(r.strength.defender.total).toBe(5);
    expect(r.victor).toBe('stark');
    expect(r.casualties).toBe(1); // Eddard 2 Swords − Dagmar 1 Fortification, capped by the single defending unit
  });

  it('a tie goes to the higher on the Fiefdoms track (L2032-2037)', () => {
    const r = fight({}, { units: [F], card: 'greatjon-umber' }, { units: [F], card: 'dagmar-cleftjaw', defenseOrder: 1 });
    expect(r.strength.attacker.total).toBe(3);
    expect(r.strength.defender.total).toBe(3);
    expect(r).toMatchObject({ victor: 'greyjoy', tieBrokenByFiefdoms: true });
  });

  it('siege engines count 4 only attacking a Castle or Stronghold; routed units 0 (L1727-1731, L2148-2149)', () => {
    expect(fight({ area: 'moat-cailin' }, { units: [{ type: 'siegeEngine' }], card: 'eddard-stark' }).strength.attacker.total).toBe(8);
    expect(fight({}, { units: [{ type: 'siegeEngine' }, { type: 'knight', routed: true }], card: 'eddard-stark' }).strength.attacker.total).toBe(4);
  });

  it('supports: not adjacent, land units into a sea combat, against their own units are refused', () => {
    const r = fight({ supports: [{ area: 'the-reach', house: 'tyrell', units: [F], to: 'attacker' }, { area: 'castle-black', house: 'greyjoy', units: [F], to: 'attacker' }] });
    expect(r.excludedSupports).toEqual([{ area: 'the-reach', reason: 'SUPPORT_NOT_ADJACENT' }, { area: 'castle-black', reason: 'SUPPORT_AGAINST_OWN_UNITS' }]);
    const sea = fight({ area: 'the-shivering-sea', supports: [{ area: 'karhold', house: 'stark', units: [F], to: 'attacker' }] }, { units: [S], from: 'the-narrow-sea' }, { units: [S] });
    expect(sea.excludedSupports).toEqual([{ area: 'karhold', reason: 'SUPPORT_LAND_TO_SEA' }]);
  });

  it('card abilities that change strength or casualties', () => {
    expect(fight({ ironThrone: ['greyjoy', 'baratheon'] }, { house: 'baratheon', card: 'stannis-baratheon' }).strength.attacker.total).toBe(3 + 4 + 1);
    expect(fight({}, { house: 'baratheon', card: 'ser-davos-seaworth', discard: ['stannis-baratheon'] }).strength.attacker.total).toBe(3 + 2 + 1);
    expect(fight({ area: 'pyke', board: [{ id: 'ironmans-bay', owner: 'stark', units: [S] }] }, { units: [F], from: 'seagard' }, { card: 'theon-greyjoy', units: [F] }).strength.defender.total).toBe(1 + 2 + 1);
    expect(fight({}, { card: 'eddard-stark' }, { card: 'balon-greyjoy' }).strength.attacker.total).toBe(3); // Eddard printed 4 → 0
    expect(fight({}, { house: 'lannister', card: 'ser-kevan-lannister', units: [F, F] }).strength.attacker.total).toBe(4 + 1);
    expect(fight({}, { house: 'greyjoy', card: 'dagmar-cleftjaw' }, { house: 'stark', card: 'catelyn-stark', defenseOrder: 2 }).strength.defender.total).toBe(1 + 4);
    const asha = fight({}, { units: [F] }, { card: 'asha-greyjoy', units: [F, K] });
    expect(asha.victor).toBe('greyjoy');
    expect(asha.casualties).toBe(1); // 2 Swords − 0 Fortification, 1 attacking unit
    expect(fight({}, { card: 'eddard-stark' }, { house: 'tyrell', card: 'mace-tyrell', units: [K] }).destroyedByCards).toEqual([{ side: 'attacker', type: 'footman' }]);
    expect(fight({}, { house: 'greyjoy', card: 'euron-crow-s-eye' }, { house: 'stark', card: 'the-blackfish' }).casualties).toBe(0);
    expect(fight({}, { house: 'greyjoy', card: 'euron-crow-s-eye' }, { house: 'stark', card: 'greatjon-umber' }).casualties).toBe(1);
    expect(fight({}, { house: 'lannister', card: 'tywin-lannister' }).cardEffects).toEqual([{ card: 'Tywin Lannister', effect: 'gain 2 Power' }]);
  });

  it('D3 and D4 as options: the special Support +1 over 0-strength units; totals floored at 0', () => {
    const run = (options: Record<string, boolean>) =>
      combatCapability.run(
        {
          area: 'karhold',
          attacker: { house: 'stark', from: 'winterfell', units: [], marchModifier: -1, card: 'catelyn-stark' },
          defender: { house: 'greyjoy', units: [F], card: 'aeron-damphair' },
          supports: [{ area: 'castle-black', house: 'greyjoy', units: [{ type: 'siegeEngine' }], star: true, to: 'defender' }],
          fiefdoms: ['stark', 'greyjoy'],
        },
        { ...ctx, options: { supportStarNeedsStrength: false, floorStrengthAtZero: false, ...options } },
      ).result as unknown as R;
    expect(run({}).strength.defender.total).toBe(2); // 1 Footman + 0 (siege engine defending) + 1 (star)
    expect(run({ supportStarNeedsStrength: true }).strength.defender.total).toBe(1);
    expect(run({}).strength.attacker.total).toBe(-1);
    expect(run({ floorStrengthAtZero: true }).strength.attacker.total).toBe(0);
  });

  it('D4 floorStrengthAtZero changes the victor: a −1 attacker against 0 loses, floored it ties and wins on Fiefdoms (L2032-2037)', () => {
    const run = (floorStrengthAtZero: boolean) =>
      combatCapability.run(
        { area: 'karhold', attacker: { house: 'stark', from: 'winterfell', units: [], marchModifier: -1, card: 'catelyn-stark' }, defender: { house: 'greyjoy', units: [], card: 'aeron-damphair' }, fiefdoms: ['stark', 'greyjoy'] },
        { ...ctx, options: { floorStrengthAtZero } },
      ).result as unknown as R;
    expect(run(false)).toMatchObject({ victor: 'greyjoy', tieBrokenByFiefdoms: false });
    expect(run(true)).toMatchObject({ victor: 'stark', tieBrokenByFiefdoms: true });
  });

  it('bad input: a card the house does not own, an unknown card, a knight at sea', () => {
    expect(() => fight({}, { card: 'tywin-lannister' })).toThrow(DomainError);
    try {
      fight({}, { card: 'tywin-lannister' });
    } catch (e) {
      expect((e as DomainError).issues[0]).toMatchObject({ path: '/attacker/card', code: 'not_owned' });
    }
    expect(() => fight({}, { card: 'jon-snow' })).toThrow(/House card/);
    try {
      fight({ area: 'bay-of-ice' }, { units: [K] }, { units: [S] });
    } catch (e) {
      expect((e as DomainError).issues[0]).toMatchObject({ path: '/attacker/units/0/type', code: 'cannot_occupy' });
    }
  });
});
