/** Combat inputs the rules make impossible, and support declarations the board contradicts. */
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { AreaState } from './board.js';
import { combatCapability, type CombatRequest } from './combat.js';
import { marchCapability } from './march.js';

const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const S = { type: 'ship' as const };
type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ctx = { rulesVersion: 'agot-2e', options: resolveOptions(combatCapability.options, {}), dice: { mode: 'exact' as const } };
const marchCtx = { rulesVersion: 'agot-2e', options: resolveOptions(marchCapability.options, {}), dice: { mode: 'exact' as const } };
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
const problem = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return { code: (e as DomainError).code, issues: (e as DomainError).issues.map((i) => ({ path: i.path, code: i.code })) };
  }
  throw new Error('expected a DomainError');
};

describe('where the attackers come from (L1495-1497, L2406-2409, L2591-2592)', () => {
  it('an unknown origin is unknown_reference at /attacker/from', () => {
    expect(problem(() => fight({}, { from: 'narnia' }))).toEqual({ code: 'unknown_reference', issues: [{ path: '/attacker/from', code: 'unknown_area' }] });
  });

  it('an origin not adjacent to the embattled area is 422 NOT_ADJACENT; by ship transport it is allowed', () => {
    expect(problem(() => fight({}, { from: 'the-twins' }))).toEqual({ code: 'impossible_state', issues: [{ path: '/attacker/from', code: 'NOT_ADJACENT' }] });
    // White Harbor to Karhold over a Stark Ship in The Shivering Sea (L2406-2409)
    expect(problem(() => fight({}, { from: 'white-harbor' }))).toEqual({ code: 'impossible_state', issues: [{ path: '/attacker/from', code: 'NOT_ADJACENT' }] });
    expect(fight({ board: [{ id: 'the-shivering-sea', owner: 'stark', units: [S] }] }, { from: 'white-harbor' }).victor).toBe('stark');
    // another house's Ships never carry (L2393-2395)
    expect(problem(() => fight({ board: [{ id: 'the-shivering-sea', owner: 'greyjoy', units: [S] }] }, { from: 'white-harbor' })).issues).toEqual([{ path: '/attacker/from', code: 'NOT_ADJACENT' }]);
  });

  it('land units march from land, Ships from the sea (L1499-1502): 422 WRONG_AREA_KIND', () => {
    expect(problem(() => fight({ area: 'pyke' }, { from: 'ironmans-bay' }))).toEqual({ code: 'impossible_state', issues: [{ path: '/attacker/from', code: 'WRONG_AREA_KIND' }] });
  });

  it('a port is never the embattled area (L2591-2592): 422 PORT_CANNOT_BE_ATTACKED', () => {
    expect(problem(() => fight({ area: 'port-of-winterfell' }, { house: 'greyjoy', from: 'bay-of-ice', units: [S], card: 'euron-crow-s-eye' }, { house: 'stark', units: [S], card: 'eddard-stark' }))).toEqual({
      code: 'impossible_state',
      issues: [{ path: '/area', code: 'PORT_CANNOT_BE_ATTACKED' }],
    });
  });
});

describe('Neutral Forces (L2692-2733)', () => {
  it('an area holding a Neutral Force is not a combat: 422 NEUTRAL_FORCE_NOT_COMBAT at its board entry', () => {
    expect(problem(() => fight({ area: 'kings-landing', board: [{ id: 'the-reach', owner: 'tyrell', units: [K] }, { id: 'kings-landing', neutralForce: 5 }] }, { house: 'tyrell', from: 'the-reach', card: 'mace-tyrell' }, { house: 'lannister', card: 'the-hound' }))).toEqual({
      code: 'impossible_state',
      issues: [{ path: '/board/1/neutralForce', code: 'NEUTRAL_FORCE_NOT_COMBAT' }],
    });
  });
});

describe('the Valyrian Steel Blade (L1052-1061, L1989-1995)', () => {
  it('held by Fiefdoms position 1: the opponent of the holder cannot use it (BLADE_UNAVAILABLE)', () => {
    expect(problem(() => fight({}, { blade: true }))).toEqual({ code: 'impossible_state', issues: [{ path: '/attacker/blade', code: 'BLADE_UNAVAILABLE' }] });
    expect(fight({}, {}, { blade: true }).strength.defender.parts).toContainEqual({ source: 'Valyrian Steel Blade', value: 1 });
  });

  it('a holder outside the combat lends it to nobody (BLADE_NOT_COMBATANT); once used this round it is gone (BLADE_UNAVAILABLE)', () => {
    expect(problem(() => fight({ fiefdoms: ['lannister', 'greyjoy', 'stark'] }, { blade: true })).issues).toEqual([{ path: '/attacker/blade', code: 'BLADE_NOT_COMBATANT' }]);
    expect(problem(() => fight({ valyrianBlade: { used: true } }, {}, { blade: true })).issues).toEqual([{ path: '/defender/blade', code: 'BLADE_UNAVAILABLE' }]);
    expect(fight({ valyrianBlade: { used: false } }, {}, { blade: true }).bladeUsed).toEqual({ attacker: false, defender: true });
  });

  it('a supporting house asking for it is refused, even its holder (BLADE_NOT_COMBATANT at /supports/i/blade)', () => {
    const supports: CombatRequest['supports'] = [{ area: 'castle-black', house: 'lannister', units: [F], to: 'attacker', blade: true }];
    expect(problem(() => fight({ supports, fiefdoms: ['lannister', 'greyjoy', 'stark'] }))).toEqual({ code: 'impossible_state', issues: [{ path: '/supports/0/blade', code: 'BLADE_NOT_COMBATANT' }] });
  });

  it('against a Neutral Force the march gets no +1 from it (L2724-2725): charges/check answers BLADE_UNAVAILABLE at /march/blade', () => {
    const board: AreaState[] = [{ id: 'yronwood', owner: 'tyrell', units: [K, F], order: { type: 'march', star: true, modifier: 1 } }, { id: 'sunspear', neutralForce: 4 }];
    const go = (blade?: boolean, to = 'sunspear') => marchCapability.run({ house: 'tyrell', board, supplyLevel: 2, availablePower: 5, march: { from: 'yronwood', moves: [{ to, units: [0, 1] }], blade } }, marchCtx).result;
    expect(go()).toMatchObject({ legal: true, reasons: [] });
    expect(go(true)).toMatchObject({ legal: false, reasons: [{ code: 'BLADE_UNAVAILABLE', path: '/march/blade' }] });
    // without a Neutral Force the Blade belongs to the combat (attacks/resolve), not to the march check
    expect(() => go(true, 'the-boneway')).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/march/blade', code: 'not_applicable' })] }));
  });
});

describe('Stannis Baratheon needs the Iron Throne track', () => {
  it('without ironThrone, or without both houses on it: 400 at /ironThrone', () => {
    expect(problem(() => fight({}, { house: 'baratheon', card: 'stannis-baratheon' }))).toEqual({ code: 'invalid_input', issues: [{ path: '/ironThrone', code: 'missing_track' }] });
    expect(problem(() => fight({ ironThrone: ['baratheon'] }, { house: 'baratheon', card: 'stannis-baratheon' })).issues).toEqual([{ path: '/ironThrone', code: 'house_missing' }]);
  });
});

describe('supports checked against the board (L1644-1786, L2601-2607)', () => {
  it('SUPPORT_FROM_PORT_TO_LAND: Ships in a port never support a land combat, not even their own land area', () => {
    const r = fight({ area: 'winterfell', supports: [{ area: 'port-of-winterfell', house: 'stark', units: [S], to: 'defender' }] }, { house: 'greyjoy', from: 'karhold', card: 'euron-crow-s-eye' }, { house: 'stark', units: [F], card: 'eddard-stark' });
    expect(r.excludedSupports).toEqual([{ area: 'port-of-winterfell', reason: 'SUPPORT_FROM_PORT_TO_LAND' }]);
    expect(r.strength.defender.parts.map((p: { source: string }) => p.source)).not.toContain('support from port-of-winterfell');
    // the same port supports a combat in its sea area
    const sea = fight({ area: 'bay-of-ice', supports: [{ area: 'port-of-winterfell', house: 'stark', units: [S], to: 'defender' }] }, { house: 'greyjoy', from: 'sunset-sea', units: [S], card: 'euron-crow-s-eye' }, { house: 'stark', units: [S], card: 'eddard-stark' });
    expect(sea.strength.defender.parts).toContainEqual({ source: 'support from port-of-winterfell', value: 1 });
  });

  it('SUPPORT_NO_ORDER: with the board given, the area must hold a Support order of that house', () => {
    const board = [{ id: 'castle-black', owner: 'stark' as const, units: [K], order: { type: 'raid' as const } }];
    expect(problem(() => fight({ board, supports: [{ area: 'castle-black', house: 'stark', units: [K], to: 'attacker' }] }))).toEqual({ code: 'invalid_input', issues: [{ path: '/supports/0/area', code: 'SUPPORT_NO_ORDER' }] });
    expect(problem(() => fight({ board: [], supports: [{ area: 'castle-black', house: 'stark', units: [K], to: 'attacker' }] })).issues).toEqual([{ path: '/supports/0/area', code: 'SUPPORT_NO_ORDER' }]);
  });

  it('SUPPORT_PARTIAL: a Support order lends all the units in its area or none (L1648-1649)', () => {
    const board = [{ id: 'castle-black', owner: 'stark' as const, units: [K, F], order: { type: 'support' as const } }];
    expect(problem(() => fight({ board, supports: [{ area: 'castle-black', house: 'stark', units: [K], to: 'attacker' }] }))).toEqual({ code: 'invalid_input', issues: [{ path: '/supports/0/units', code: 'SUPPORT_PARTIAL' }] });
    const all = fight({ board, supports: [{ area: 'castle-black', house: 'stark', units: [F, K], to: 'attacker' }] });
    expect(all.strength.attacker.parts).toContainEqual({ source: 'support from castle-black', value: 3 });
  });
});
