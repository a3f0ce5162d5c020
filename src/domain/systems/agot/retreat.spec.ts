import { moraleCapability, type MoraleRequest } from './morale.js';
import { resolveOptions } from '../../core/options.js';

const ctx = (o = {}) => ({ rulesVersion: 'agot-2e', options: resolveOptions(moraleCapability.options, o), dice: { mode: 'exact' as const } });
const run = (req: Partial<MoraleRequest>, o = {}) => moraleCapability.run({ kind: 'retreat', house: 'stark', embattledArea: 'castle-black', attackerOrigin: 'karhold', supplyLevel: 2, ...req } as MoraleRequest, ctx(o)).result as Record<string, any>;
const F = { type: 'footman' as const };
const K = { type: 'knight' as const };

describe('retreat (001_4bc5a92fd4dd1b7e.txt L2110-2162)', () => {
  const board = [{ id: 'castle-black', owner: 'greyjoy' as const, units: [F, F] }, { id: 'winterfell', owner: 'stark' as const, units: [F] }];

  it('to one adjacent friendly or empty land area; never the attacker’s origin, never to sea; survivors are routed', () => {
    const r = run({ board, survivors: [F, K] });
    expect(r.destinations).toEqual([{ area: 'winterfell', lose: 0 }]);
    expect(r.excluded).toEqual([
      { area: 'bay-of-ice', reason: 'WRONG_AREA_KIND' },
      { area: 'karhold', reason: 'ATTACKER_ORIGIN' },
      { area: 'the-shivering-sea', reason: 'WRONG_AREA_KIND' },
    ]);
    expect(r.routed).toEqual(['footman', 'knight']);
  });

  it('Siege Engines and already routed units are destroyed (L2150-2151, L2161-2162)', () => {
    const r = run({ board, survivors: [F, { type: 'siegeEngine' }, { type: 'knight', routed: true }] });
    expect(r.destroyed).toEqual(['siegeEngine', 'knight']);
    expect(r.routed).toEqual(['footman']);
  });

  it('supply: when every area would break supply, retreat there losing the fewest units (L2132-2138)', () => {
    const r = run({ board: [...board, { id: 'moat-cailin', owner: 'stark', units: [F, F] }], survivors: [F, K], supplyLevel: 0 });
    expect(r.destinations).toEqual([{ area: 'winterfell', lose: 1 }]);
    // the loss is applied before the retreat: the Footman is destroyed, the Knight retreats (L2136-2138)
    expect(r).toMatchObject({ to: 'winterfell', lostToSupply: [0], destroyed: ['footman'], routed: ['knight'] });
  });

  it('the house names its destination (retreatTo): that area’s supply loss is applied; an illegal one is a 400 (L2126, L2132-2138)', () => {
    // supply 0 (armies of 2 and 2): Moat Cailin holds 2 Stark Footmen, Winterfell 1, Widow's Watch none
    const two = [{ id: 'castle-black', owner: 'greyjoy' as const, units: [F] }, { id: 'winterfell', owner: 'stark' as const, units: [F] }, { id: 'moat-cailin', owner: 'stark' as const, units: [F, F] }];
    const open = run({ board: two, embattledArea: 'white-harbor', attackerOrigin: 'the-narrow-sea', survivors: [F, K, F], supplyLevel: 0 });
    expect(open).toMatchObject({ to: null, lostToSupply: null, routed: ['footman', 'knight', 'footman'] });
    expect(open.destinations).toEqual([{ area: 'moat-cailin', lose: 3 }, { area: 'widows-watch', lose: 1 }, { area: 'winterfell', lose: 2 }]);
    const chosen = run({ board: two, embattledArea: 'white-harbor', attackerOrigin: 'the-narrow-sea', survivors: [F, K, F], supplyLevel: 0, retreatTo: 'winterfell' });
    expect(chosen).toMatchObject({ to: 'winterfell', lostToSupply: [0, 2], destroyed: ['footman', 'footman'], routed: ['knight'] });
    expect(() => run({ board: two, embattledArea: 'white-harbor', attackerOrigin: 'the-narrow-sea', survivors: [F], supplyLevel: 0, retreatTo: 'the-narrow-sea' })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/retreatTo', code: 'not_legal_retreat' })] }));
  });

  it('option retreatFewestLosses (Robb Stark’s errata; L2132-2138): when every area breaks supply, only those losing the fewest units are legal', () => {
    const two = [{ id: 'castle-black', owner: 'greyjoy' as const, units: [F] }, { id: 'winterfell', owner: 'stark' as const, units: [F] }, { id: 'moat-cailin', owner: 'stark' as const, units: [F, F] }];
    const r = run({ board: two, embattledArea: 'white-harbor', attackerOrigin: 'the-narrow-sea', survivors: [F, K, F], supplyLevel: 0 }, { retreatFewestLosses: true });
    expect(r.destinations).toEqual([{ area: 'widows-watch', lose: 1 }]);
    expect(r.excluded).toEqual(expect.arrayContaining([{ area: 'moat-cailin', reason: 'MORE_LOSSES' }, { area: 'winterfell', reason: 'MORE_LOSSES' }]));
    expect(r).toMatchObject({ to: 'widows-watch', lostToSupply: [0], routed: ['knight', 'footman'] });
  });

  it('an enemy home area with no controller counts as holding a Power token; an enemy army blocks', () => {
    const r = run({ board: [{ id: 'castle-black', owner: 'greyjoy', units: [F] }, { id: 'winterfell', owner: 'greyjoy', units: [F] }], survivors: [F] });
    expect(r.destinations).toEqual([]);
    expect(r.destroyed).toEqual(['footman']);
    expect(r.excluded).toContainEqual({ area: 'winterfell', reason: 'ENEMY_UNITS' });
  });

  it('D6: a fleet may retreat into its friendly port by default, not with the option off', () => {
    const sea = { embattledArea: 'bay-of-ice', attackerOrigin: 'the-shivering-sea', board: [{ id: 'bay-of-ice', owner: 'greyjoy' as const, units: [{ type: 'ship' as const }] }, { id: 'winterfell', owner: 'stark' as const, units: [F] }], survivors: [{ type: 'ship' as const }] };
    expect(run(sea).destinations.map((d: { area: string }) => d.area)).toContain('port-of-winterfell');
    expect(run(sea, { shipsMayRetreatToPort: false }).destinations.map((d: { area: string }) => d.area)).not.toContain('port-of-winterfell');
  });

  it('D7: retreating into an empty area is checked against supply by default; supplyCheckEmptyRetreat false skips it', () => {
    // two Stark armies of 2 at supply 0 ([2, 2]); a new army of 2 in empty Winterfell would be a third
    const full = [{ id: 'castle-black', owner: 'greyjoy' as const, units: [F, F] }, { id: 'moat-cailin', owner: 'stark' as const, units: [F, F] }, { id: 'white-harbor', owner: 'stark' as const, units: [F, F] }];
    expect(run({ board: full, survivors: [F, K], supplyLevel: 0 }).destinations).toEqual([{ area: 'winterfell', lose: 1 }]);
    expect(run({ board: full, survivors: [F, K], supplyLevel: 0 }, { supplyCheckEmptyRetreat: false }).destinations).toEqual([{ area: 'winterfell', lose: 0 }]);
  });
});

describe('a defeated attacker’s retreat on its own (side: attacker; L2115-2116, L2528-2533, L2140-2141)', () => {
  const attacker = (board: Array<{ id: string; owner?: 'stark' | 'lannister'; powerToken?: 'stark' | 'lannister'; units?: Array<{ type: 'footman' | 'knight' }> }>) =>
    run({ side: 'attacker', house: 'lannister', embattledArea: 'karhold', attackerOrigin: 'winterfell', supplyLevel: undefined, board, survivors: [F, K, { type: 'siegeEngine' }] });

  it('back to the area it marched from, routed; Siege Engines are destroyed; no supply level needed', () => {
    const home = attacker([{ id: 'winterfell', powerToken: 'lannister' }]);
    expect(home).toMatchObject({ side: 'attacker', to: 'winterfell', destinations: [{ area: 'winterfell', lose: 0 }], excluded: [], destroyed: ['siegeEngine'], routed: ['footman', 'knight'] });
  });

  it('an enemy home area it left without a Power token went back to its house: no legal area, every unit destroyed', () => {
    const gone = attacker([]);
    expect(gone).toMatchObject({ side: 'attacker', to: null, destinations: [], excluded: [{ area: 'winterfell', reason: 'ENEMY_POWER_TOKEN' }], destroyed: ['siegeEngine', 'footman', 'knight'], routed: [] });
    expect(() => run({ side: 'attacker', house: 'lannister', embattledArea: 'karhold', attackerOrigin: 'winterfell', board: [], survivors: [F], retreatTo: 'castle-black' })).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: '/retreatTo', code: 'not_applicable' })] }),
    );
  });
});

describe('D8: never a retreat into a Neutral Force area (got-board-game.md §11.3 D8; L2692-2766)', () => {
  it('an adjacent area holding a Neutral Force token, or an impassable one, is excluded as NEUTRAL_FORCE; with no other area the survivors are destroyed', () => {
    for (const neutralForce of [3, 'impassable' as const]) {
      const r = run({ board: [{ id: 'castle-black', owner: 'greyjoy', units: [F] }, { id: 'winterfell', neutralForce }], survivors: [F, K] });
      expect(r.excluded).toContainEqual({ area: 'winterfell', reason: 'NEUTRAL_FORCE' });
      expect(r.destinations).toEqual([]);
      expect(r.destroyed).toEqual(['footman', 'knight']);
    }
  });

  it('the same board without the token lets the survivors retreat there', () => {
    const r = run({ board: [{ id: 'castle-black', owner: 'greyjoy', units: [F] }], survivors: [F, K] });
    expect(r.destinations).toEqual([{ area: 'winterfell', lose: 0 }]);
  });
});
