/** Casualties by unit, retreats and routing in the combat result (001_4bc5a92fd4dd1b7e.txt L2093-2162). */
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { AreaState } from './board.js';
import { combatCapability, type CombatRequest } from './combat.js';

const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const S = { type: 'ship' as const };
const SE = { type: 'siegeEngine' as const };
type Res = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ctx = (o: Record<string, unknown> = {}) => ({ rulesVersion: 'agot-2e', options: resolveOptions(combatCapability.options, o), dice: { mode: 'exact' as const } });
/** Stark marches from Winterfell into Moat Cailin (a Castle) against Greyjoy. */
const fight = (over: Partial<CombatRequest> = {}, a: Partial<CombatRequest['attacker']> = {}, d: Partial<CombatRequest['defender']> = {}, o: Record<string, unknown> = {}): Res =>
  combatCapability.run(
    {
      area: 'moat-cailin',
      attacker: { house: 'stark', from: 'winterfell', units: [K, K], card: 'eddard-stark', ...a },
      defender: { house: 'greyjoy', units: [F, F, K], card: 'balon-greyjoy', ...d },
      fiefdoms: ['greyjoy', 'stark'],
      ...over,
    },
    ctx(o),
  ).result as Res;
const issues = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return { status: (e as DomainError).code, issues: (e as DomainError).issues.map((i) => ({ path: i.path, code: i.code })) };
  }
  throw new Error('expected a DomainError');
};

describe('casualties by unit (L2093-2108)', () => {
  it('default: the units that could not retreat, then the weakest (Footmen before Knights); casualtyOrder overrides', () => {
    const lost = fight({}, { units: [K, K, K, K], card: 'eddard-stark' }, { card: 'dagmar-cleftjaw' });
    // Stark 8 + 4 = 12 against 4 + 1 = 5: 2 Swords − 1 Fortification = 1 casualty
    expect(lost.victor).toBe('stark');
    expect(lost.unitsDestroyed).toEqual([{ side: 'defender', index: 0, type: 'footman', cause: 'Swords' }]);
    const chosen = fight({}, { units: [K, K, K, K] }, { card: 'dagmar-cleftjaw', casualtyOrder: [2] });
    expect(chosen.unitsDestroyed).toEqual([{ side: 'defender', index: 2, type: 'knight', cause: 'Swords' }]);
    expect(chosen.retreat.routed).toEqual([{ index: 0, type: 'footman' }, { index: 1, type: 'footman' }]);
  });

  it('casualtyOrder must name the side’s own non-routed units, once each (400)', () => {
    expect(issues(() => fight({}, {}, { units: [F, { type: 'knight', routed: true }], casualtyOrder: [1, 5, 0, 0] }))).toEqual({
      status: 'invalid_input',
      issues: [
        { path: '/defender/casualtyOrder/0', code: 'routed_unit' },
        { path: '/defender/casualtyOrder/1', code: 'unknown_unit' },
        { path: '/defender/casualtyOrder/3', code: 'duplicate' },
      ],
    });
  });
});

describe('retreat and routing in the combat result (L2110-2162)', () => {
  const board: AreaState[] = [
    { id: 'greywater-watch', owner: 'greyjoy', units: [F] },
    { id: 'seagard', owner: 'stark', units: [F] },
    { id: 'the-twins', powerToken: 'stark' },
  ];

  it('a defeated defender: legal areas, every excluded neighbour with its reason, routed survivors, the defender chooses', () => {
    // Stark 6 + 1 (Ser Rodrick, no Sword) against 4 + 1 (Dagmar): no casualty
    const r = fight({ board }, { units: [K, K, K], card: 'ser-rodrick-cassel' }, { card: 'dagmar-cleftjaw', supplyLevel: 6 });
    expect(r.victor).toBe('stark');
    expect(r.retreat).toEqual({
      side: 'defender',
      house: 'greyjoy',
      mandatory: true,
      chosenBy: 'greyjoy',
      to: null,
      legalDestinations: ['greywater-watch', 'white-harbor'],
      unitsLostPerDestination: { 'greywater-watch': 0, 'white-harbor': 0 },
      excluded: [
        { area: 'seagard', reason: 'ENEMY_UNITS' },
        { area: 'the-narrow-sea', reason: 'WRONG_AREA_KIND' },
        { area: 'the-twins', reason: 'ENEMY_POWER_TOKEN' },
        { area: 'winterfell', reason: 'ATTACKER_ORIGIN' },
      ],
      routed: [
        { index: 0, type: 'footman' },
        { index: 1, type: 'footman' },
        { index: 2, type: 'knight' },
      ],
      supplyChecked: true,
    });
  });

  it('supply (L2132-2138): a friendly area that would break supply is excluded while a loss-free one exists; when it is the only one, units are lost first', () => {
    // supply 0 allows two armies of 2: Greywater Watch's Footman + 2 survivors = 3 breaks it; 2 in empty White Harbor fit
    const loser = { units: [F, K], card: 'dagmar-cleftjaw', supplyLevel: 0 };
    const r = fight({ board }, { units: [K, K, K], card: 'ser-rodrick-cassel' }, loser);
    expect(r.retreat.legalDestinations).toEqual(['white-harbor']);
    expect(r.retreat.excluded).toContainEqual({ area: 'greywater-watch', reason: 'SUPPLY_EXCEEDED' });
    expect(r.retreat).toMatchObject({ to: 'white-harbor', chosenBy: 'greyjoy' });
    const only = fight({ board: [...board, { id: 'white-harbor', owner: 'stark', units: [F] }] }, { units: [K, K, K], card: 'ser-rodrick-cassel' }, loser);
    expect(only.retreat).toMatchObject({ legalDestinations: ['greywater-watch'], unitsLostPerDestination: { 'greywater-watch': 1 }, to: 'greywater-watch' });
  });

  it('supply losses are applied (L2132-2138): the units needed to fit are destroyed first, the rest retreat and are routed', () => {
    const loser = { units: [F, K], card: 'dagmar-cleftjaw', supplyLevel: 0 };
    const closed = [...board, { id: 'white-harbor', owner: 'stark' as const, units: [F] }];
    const only = fight({ board: closed }, { units: [K, K, K], card: 'ser-rodrick-cassel' }, loser);
    expect(only.unitsDestroyed).toEqual([{ side: 'defender', index: 0, type: 'footman', cause: 'RETREAT_BREAKS_SUPPLY' }]);
    expect(only.retreat.routed).toEqual([{ index: 1, type: 'knight' }]);
    // the house gives up the units it chooses (casualtyOrder)
    const knight = fight({ board: closed }, { units: [K, K, K], card: 'ser-rodrick-cassel' }, { ...loser, casualtyOrder: [1] });
    expect(knight.unitsDestroyed).toEqual([{ side: 'defender', index: 1, type: 'knight', cause: 'RETREAT_BREAKS_SUPPLY' }]);
    expect(knight.retreat.routed).toEqual([{ index: 0, type: 'footman' }]);
  });

  it('the defender names its retreat (defender.retreatTo, L2126): the losses of that area are applied; an illegal area is refused', () => {
    // supply 1 (3,2): Greywater Watch holds 2 Greyjoy Footmen, White Harbor 1 → 3 survivors lose 1 there, 2 in Greywater Watch
    const two = [{ id: 'greywater-watch', owner: 'greyjoy' as const, units: [F, F] }, { id: 'white-harbor', owner: 'greyjoy' as const, units: [F] }, { id: 'seagard', owner: 'stark' as const, units: [F] }, { id: 'the-twins', owner: 'stark' as const, units: [F] }];
    const loser = (retreatTo?: string) => ({ units: [F, F, K], card: 'dagmar-cleftjaw', supplyLevel: 1, ...(retreatTo ? { retreatTo } : {}) });
    const open = fight({ board: two }, { units: [K, K, K], card: 'ser-rodrick-cassel' }, loser());
    expect(open.retreat).toMatchObject({ to: null, unitsLostPerDestination: { 'greywater-watch': 2, 'white-harbor': 1 } });
    expect(open.unitsDestroyed).toEqual([]);
    const harbor = fight({ board: two }, { units: [K, K, K], card: 'ser-rodrick-cassel' }, loser('white-harbor'));
    expect(harbor.retreat).toMatchObject({ to: 'white-harbor', chosenBy: 'greyjoy', routed: [{ index: 1, type: 'footman' }, { index: 2, type: 'knight' }] });
    expect(harbor.unitsDestroyed).toEqual([{ side: 'defender', index: 0, type: 'footman', cause: 'RETREAT_BREAKS_SUPPLY' }]);
    expect(issues(() => fight({ board: two }, { units: [K, K, K], card: 'ser-rodrick-cassel' }, loser('seagard')))).toEqual({ status: 'invalid_input', issues: [{ path: '/defender/retreatTo', code: 'not_legal_retreat' }] });
  });

  it('no legal area (L2140-2141): every retreating unit is destroyed', () => {
    const closed: AreaState[] = [
      { id: 'greywater-watch', owner: 'stark', units: [F] },
      { id: 'seagard', owner: 'stark', units: [F] },
      { id: 'the-twins', owner: 'stark', units: [F] },
      { id: 'white-harbor', owner: 'stark', units: [F] },
    ];
    const r = fight({ board: closed }, { units: [K, K, K] }, { card: 'dagmar-cleftjaw' });
    expect(r.retreat).toMatchObject({ mandatory: true, legalDestinations: [], routed: [], to: null });
    expect(r.unitsDestroyed).toEqual([
      { side: 'defender', index: 0, type: 'footman', cause: 'Swords' },
      { side: 'defender', index: 1, type: 'footman', cause: 'NO_LEGAL_RETREAT' },
      { side: 'defender', index: 2, type: 'knight', cause: 'NO_LEGAL_RETREAT' },
    ]);
  });

  it('a defeated attacker goes home, routed; its Siege Engines are destroyed (L2115-2116, L2161-2162)', () => {
    const r = fight({}, { units: [F, SE], card: 'ser-rodrick-cassel' }, { house: 'martell', units: [F, F, K], card: 'the-red-viper' });
    // Stark 1 + 4 (Siege Engine at a Castle) + 1 = 6 against Martell 4 + 4 = 8; 2 Swords − 2 Fortifications = 0
    expect(r.victor).toBe('martell');
    expect(r.retreat).toMatchObject({ side: 'attacker', chosenBy: null, to: 'winterfell', legalDestinations: ['winterfell'], routed: [{ index: 0, type: 'footman' }] });
    expect(r.unitsDestroyed).toEqual([{ side: 'attacker', index: 1, type: 'siegeEngine', cause: 'SIEGE_ENGINE_CANNOT_RETREAT' }]);
  });

  it('option retreatFewestLosses: Robb Stark must name an area where the defender loses the fewest units (his errata); by default any legal one', () => {
    const two = [{ id: 'greywater-watch', owner: 'greyjoy' as const, units: [F, F] }, { id: 'white-harbor', owner: 'greyjoy' as const, units: [F] }, { id: 'seagard', owner: 'stark' as const, units: [F] }, { id: 'the-twins', owner: 'stark' as const, units: [F] }];
    const robb = (o: Record<string, unknown>) => () => fight({ board: two }, { units: [K, K, K], card: 'robb-stark', choices: { retreatTo: 'greywater-watch' } }, { units: [F, F, K], card: 'dagmar-cleftjaw', supplyLevel: 1 }, o);
    const any = robb({})();
    expect(any.retreat).toMatchObject({ to: 'greywater-watch', chosenBy: 'stark', routed: [{ index: 2, type: 'knight' }] });
    expect(any.unitsDestroyed.map((u: { cause: string }) => u.cause)).toEqual(['RETREAT_BREAKS_SUPPLY', 'RETREAT_BREAKS_SUPPLY']);
    expect(issues(robb({ retreatFewestLosses: true }))).toEqual({ status: 'invalid_input', issues: [{ path: '/attacker/choices/retreatTo', code: 'not_legal_retreat' }] });
  });

  it('option siegeEnginesLostBeforeCasualties: a Siege Engine that cannot retreat no longer absorbs a Sword casualty', () => {
    // Eddard 2 Swords − Dagmar 1 Fortification = 1 casualty among Greyjoy's Siege Engine, Footman and Knight
    const run = (o: Record<string, unknown>) => fight({}, { units: [K, K], card: 'eddard-stark' }, { units: [SE, F, K], card: 'dagmar-cleftjaw' }, o);
    const seed = run({});
    expect(seed.unitsDestroyed).toEqual([{ side: 'defender', index: 0, type: 'siegeEngine', cause: 'Swords' }]);
    expect(seed.retreat.routed).toEqual([{ index: 1, type: 'footman' }, { index: 2, type: 'knight' }]);
    const first = run({ siegeEnginesLostBeforeCasualties: true });
    expect(first.unitsDestroyed).toEqual([
      { side: 'defender', index: 0, type: 'siegeEngine', cause: 'SIEGE_ENGINE_CANNOT_RETREAT' },
      { side: 'defender', index: 1, type: 'footman', cause: 'Swords' },
    ]);
    expect(first.retreat.routed).toEqual([{ index: 2, type: 'knight' }]);
  });

  it('a defeated attacker whose origin is an enemy home area it left empty has no legal retreat: its units are destroyed (L2528-2533, L2140-2141)', () => {
    // Lannister marched out of Winterfell (Stark's home) into Karhold and loses to Greyjoy: 1 Sword − 2 Fortifications, no casualty
    const lost = (board?: AreaState[]) => fight({ area: 'karhold', ...(board ? { board } : {}) }, { house: 'lannister', units: [F, SE], card: 'the-hound' }, { units: [F, K], card: 'euron-crow-s-eye' });
    const left = lost();
    expect(left.victor).toBe('greyjoy');
    expect(left.retreat).toMatchObject({ side: 'attacker', to: null, legalDestinations: [], routed: [], excluded: [{ area: 'winterfell', reason: 'ENEMY_POWER_TOKEN' }] });
    expect(left.unitsDestroyed).toEqual([
      { side: 'attacker', index: 1, type: 'siegeEngine', cause: 'SIEGE_ENGINE_CANNOT_RETREAT' },
      { side: 'attacker', index: 0, type: 'footman', cause: 'NO_LEGAL_RETREAT' },
    ]);
    // with a Lannister Power token left on the shield, or Lannister units still there, Winterfell takes them back
    for (const winterfell of [{ id: 'winterfell', powerToken: 'lannister' as const }, { id: 'winterfell', owner: 'lannister' as const, units: [K] }]) {
      expect(lost([winterfell]).retreat).toMatchObject({ side: 'attacker', to: 'winterfell', routed: [{ index: 0, type: 'footman' }] });
    }
  });

  it('ships retreat to sea, or (D6, option shipsMayRetreatToPort) into a friendly port of the embattled sea', () => {
    const sea = { area: 'the-golden-sound', board: [{ id: 'lannisport', owner: 'lannister' as const, units: [F] }] };
    const side = { house: 'lannister' as const, units: [S], card: 'the-hound' };
    const on = fight(sea, { house: 'greyjoy', from: 'ironmans-bay', units: [S, S, S], card: 'euron-crow-s-eye' }, side);
    expect(on.retreat.legalDestinations).toEqual(['port-of-lannisport', 'sunset-sea']);
    const off = fight(sea, { house: 'greyjoy', from: 'ironmans-bay', units: [S, S, S], card: 'euron-crow-s-eye' }, side, { shipsMayRetreatToPort: false });
    expect(off.retreat.legalDestinations).toEqual(['sunset-sea']);
    expect(off.retreat.excluded).toContainEqual({ area: 'port-of-lannisport', reason: 'WRONG_AREA_KIND' });
  });

  it('without a board the request’s own areas are read and supply is not checked (supplyChecked: false)', () => {
    const r = fight({ supports: [{ area: 'seagard', house: 'stark', units: [F], to: 'attacker' }] }, { units: [K, K, K] });
    expect(r.retreat.supplyChecked).toBe(false);
    expect(r.retreat.excluded).toContainEqual({ area: 'seagard', reason: 'ENEMY_UNITS' });
  });
});
