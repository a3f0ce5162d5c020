import { armyCapability, type ArmyRequest } from './armies.js';
import type { AreaState } from './board.js';

const ctx = { rulesVersion: 'agot-2e', options: {}, dice: { mode: 'exact' as const } };
const run = (board: AreaState[], over: Partial<ArmyRequest> = {}) => armyCapability.run({ house: 'stark', board, supplyLevel: 2, availablePower: 5, ...over }, ctx).result;
const codes = (r: { violations: Array<{ code: string }> }) => r.violations.map((v) => v.code);
const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const S = { type: 'ship' as const };

describe('AGoT position validation (001_4bc5a92fd4dd1b7e.txt L29-35, L651-881, L1140-1210)', () => {
  it('the Stark opening position is valid', () => {
    const r = run([{ id: 'winterfell', owner: 'stark', units: [F, K], garrison: 2 }, { id: 'white-harbor', owner: 'stark', units: [F] }, { id: 'the-shivering-sea', owner: 'stark', units: [S] }], { supplyLevel: 1 });
    expect(r).toMatchObject({ valid: true, armies: [2], supplyAllows: [3, 2], units: { footman: 2, knight: 1, ship: 1, siegeEngine: 0 } });
  });

  it('HOUSE_NOT_IN_GAME (L2861-2894)', () => {
    expect(codes(run([], { house: 'martell', playerCount: 5 }))).toEqual(['HOUSE_NOT_IN_GAME']);
  });

  it('UNIT_LIMIT_EXCEEDED: 10 footmen, 5 knights, 6 ships, 2 siege engines (L29-35)', () => {
    const board: AreaState[] = ['winterfell', 'karhold', 'castle-black'].map((id) => ({ id, owner: 'stark' as const, units: [K, K] }));
    expect(codes(run(board, { supplyLevel: 6 }))).toEqual(['UNIT_LIMIT_EXCEEDED']);
  });

  it('supply: SUPPLY_TOO_MANY_ARMIES and SUPPLY_ARMY_TOO_LARGE (L664-667); the seed’s Lannister example (L730-742)', () => {
    const army = (id: string, n: number): AreaState => ({ id, owner: 'lannister', units: Array.from({ length: n }, (_, i) => (i % 2 ? K : F)) });
    const lannister = [army('lannisport', 4), army('stoney-sept', 3), army('riverrun', 2), army('searoad-marches', 2)];
    expect(run(lannister, { house: 'lannister', supplyLevel: 5 }).valid).toBe(true);
    expect(codes(run(lannister, { house: 'lannister', supplyLevel: 3 }))).toEqual(['SUPPLY_ARMY_TOO_LARGE', 'SUPPLY_ARMY_TOO_LARGE']);
    expect(codes(run([army('lannisport', 2), army('stoney-sept', 2), army('riverrun', 2)], { house: 'lannister', supplyLevel: 0 }))).toEqual(['SUPPLY_TOO_MANY_ARMIES']);
  });

  it('PORT_NOT_OWNED and UNITS_IN_NEUTRAL_AREA (L2564-2567, L2699-2703)', () => {
    const r = run([{ id: 'port-of-winterfell', owner: 'stark', units: [S] }, { id: 'winterfell', owner: 'greyjoy', units: [F] }, { id: 'the-eyrie', owner: 'stark', units: [F], neutralForce: 6 }]);
    expect(codes(r)).toEqual(['PORT_NOT_OWNED', 'UNITS_IN_NEUTRAL_AREA']);
  });

  it('POWER_TOKEN_ON_SEA, POWER_TOKEN_LIMIT, GARRISON_MISPLACED (L53, L296-298, L2475-2476)', () => {
    const r = run([{ id: 'bay-of-ice', powerToken: 'stark' }, { id: 'karhold', powerToken: 'stark', garrison: 2 }], { availablePower: 18, bidPower: 1 });
    expect(codes(r).sort()).toEqual(['GARRISON_MISPLACED', 'POWER_TOKEN_LIMIT', 'POWER_TOKEN_ON_SEA']);
  });

  it('PORT_SHIP_LIMIT: a port never holds more than three Ships, mustering included (L2571-2578)', () => {
    const three: AreaState[] = [{ id: 'winterfell', owner: 'stark', units: [F] }, { id: 'port-of-winterfell', owner: 'stark', units: [S, S, S] }];
    expect(run(three, { supplyLevel: 6 }).valid).toBe(true);
    const r = run(three, { supplyLevel: 6, muster: [{ area: 'winterfell', units: [{ type: 'ship', to: 'port-of-winterfell' }] }] });
    expect(codes(r)).toEqual(['PORT_SHIP_LIMIT']);
    expect(r.violations[0].path).toBe('/muster/0/units/0');
    // The same Ship into the adjacent sea is fine.
    expect(run(three, { supplyLevel: 6, muster: [{ area: 'winterfell', units: [{ type: 'ship', to: 'the-shivering-sea' }] }] }).valid).toBe(true);
    // A board already holding four Ships in a port cannot exist (refused by the board reader).
    expect(() => run([{ id: 'winterfell', owner: 'stark', units: [F] }, { id: 'port-of-winterfell', owner: 'stark', units: [S, S, S, S] }], { supplyLevel: 6 })).toThrow('The board cannot exist');
  });

  it('mustering: points, upgrades, ship placement, fortification, supply (L773-881)', () => {
    const base: AreaState[] = [{ id: 'winterfell', owner: 'stark', units: [F] }];
    expect(run(base, { muster: [{ area: 'winterfell', units: [{ type: 'knight', upgrade: true }, { type: 'ship', to: 'port-of-winterfell' }] }] }).valid).toBe(true);
    expect(codes(run(base, { muster: [{ area: 'winterfell', units: [{ type: 'knight' }, { type: 'footman' }] }] }))).toContain('MUSTER_POINTS_EXCEEDED');
    expect(codes(run([{ id: 'winterfell', owner: 'stark', units: [K] }], { muster: [{ area: 'winterfell', units: [{ type: 'knight', upgrade: true }] }] }))).toEqual(['MUSTER_UPGRADE_NO_FOOTMAN']);
    expect(codes(run(base, { muster: [{ area: 'winterfell', units: [{ type: 'ship', to: 'the-narrow-sea' }] }] }))).toEqual(['MUSTER_SHIP_PLACEMENT']);
    expect(codes(run([...base, { id: 'bay-of-ice', owner: 'greyjoy', units: [S] }], { muster: [{ area: 'winterfell', units: [{ type: 'ship', to: 'bay-of-ice' }] }] }))).toEqual(['MUSTER_SHIP_PLACEMENT']);
    expect(codes(run([{ id: 'karhold', owner: 'stark', units: [F] }], { muster: [{ area: 'karhold', units: [{ type: 'footman' }] }] }))).toEqual(['MUSTER_NO_FORTIFICATION']);
    const full: AreaState[] = [{ id: 'winterfell', owner: 'stark', units: [F, F] }, { id: 'karhold', owner: 'stark', units: [F, F] }];
    expect(codes(run(full, { supplyLevel: 0, muster: [{ area: 'winterfell', units: [{ type: 'footman' }] }] }))).toEqual(['MUSTER_SUPPLY']);
  });

  it('orders: MISSING_ORDER, EXTRA_ORDER, ORDER_ON_GARRISON_ONLY, tokens, stars, Westeros bans (L1140-1210, L3066-3113)', () => {
    const board: AreaState[] = [
      { id: 'winterfell', garrison: 2, order: { type: 'support' } },
      { id: 'karhold', owner: 'stark', units: [F] },
      { id: 'castle-black', order: { type: 'raid' } },
      { id: 'white-harbor', owner: 'stark', units: [F], order: { type: 'march', star: true } },
      { id: 'the-shivering-sea', owner: 'stark', units: [S], order: { type: 'defense', star: true } },
    ];
    const r = run(board, { checkOrders: true, kingsCourtPosition: 4, westerosBan: 'stormOfSwords' });
    expect(codes(r).sort()).toEqual(['DEFENSE_FORBIDDEN', 'EXTRA_ORDER', 'MISSING_ORDER', 'ORDER_ON_GARRISON_ONLY', 'TOO_MANY_SPECIAL_ORDERS']);
    const twoStars: AreaState[] = [
      { id: 'karhold', owner: 'stark', units: [F], order: { type: 'raid', star: true } },
      { id: 'white-harbor', owner: 'stark', units: [F], order: { type: 'raid', star: true } },
    ];
    expect(codes(run(twoStars, { checkOrders: true, kingsCourtPosition: 1 }))).toEqual(['ORDER_TOKEN_UNAVAILABLE']);
  });
  it('TRACK_POSITION_INVALID: each Influence track holds every house in the game once; Supply runs 0..6 (L270-285, L2434-2444)', () => {
    const six = ['baratheon', 'lannister', 'stark', 'greyjoy', 'tyrell', 'martell'] as const;
    expect(codes(run([], { tracks: { ironThrone: [...six], fiefdoms: [...six], kingsCourt: [...six] } }))).toEqual([]);
    const bad = run([], { tracks: { fiefdoms: ['stark', 'stark', 'lannister', 'greyjoy', 'tyrell', 'martell'] } });
    expect(bad.violations).toEqual([expect.objectContaining({ code: 'TRACK_POSITION_INVALID', path: '/tracks/fiefdoms', message: expect.stringContaining('missing: baratheon') })]);
    expect(codes(run([], { playerCount: 3, tracks: { ironThrone: ['stark', 'lannister', 'baratheon', 'martell'] } }))).toEqual(['TRACK_POSITION_INVALID']);
    expect(codes(run([], { tracks: { kingsCourt: [...six] }, kingsCourtPosition: 1 }))).toEqual(['TRACK_POSITION_INVALID']);
    expect(codes(run([], { tracks: { kingsCourt: [...six] }, kingsCourtPosition: 3 }))).toEqual([]);
    expect(codes(run([], { supplyLevel: 7 }))).toContain('TRACK_POSITION_INVALID');
  });
  it('POWER_TOKEN_STACK: one token per area; an enemy token leaves when units take the area (L2490-2494, L2501-2502)', () => {
    expect(codes(run([{ id: 'winterfell', owner: 'lannister', units: [F], powerToken: 'stark' }]))).toEqual(['POWER_TOKEN_STACK']);
    expect(codes(run([{ id: 'winterfell', owner: 'stark', units: [F], powerToken: 'stark' }]))).toEqual([]);
  });
  it('MUSTER_FROM_PORT: a special Consolidate Power in a port never musters (L2626-2629)', () => {
    const r = run([{ id: 'winterfell', owner: 'stark', units: [F] }], { muster: [{ area: 'port-of-white-harbor', units: [{ type: 'ship' }] }] });
    expect(r.violations).toEqual([expect.objectContaining({ code: 'MUSTER_FROM_PORT', path: '/muster/0/area' })]);
  });
});
