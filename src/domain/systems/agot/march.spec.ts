import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { AreaState } from './board.js';
import { marchCapability, type MarchRequest } from './march.js';

const ctx = (options: Record<string, unknown> = {}) => ({ rulesVersion: 'agot-2e', options: resolveOptions(marchCapability.options, options), dice: { mode: 'exact' as const } });
const march = (board: AreaState[], m: MarchRequest['march'], over: Partial<MarchRequest> = {}, options = {}) =>
  marchCapability.run({ house: 'stark', board, supplyLevel: 6, availablePower: 5, march: m, ...over }, ctx(options)).result;
const codes = (r: { reasons: Array<{ code: string }> }) => r.reasons.map((x) => x.code);

const winterfell = (units: AreaState['units'], order: AreaState['order'] = { type: 'march' }): AreaState => ({ id: 'winterfell', owner: 'stark', units, order });
const FK = [{ type: 'footman' as const }, { type: 'knight' as const }];

describe('March legality (001_4bc5a92fd4dd1b7e.txt L1467-1542)', () => {
  it('a plain move to an adjacent land area is legal and starts no combat', () => {
    const r = march([winterfell(FK)], { from: 'winterfell', moves: [{ to: 'castle-black', units: [0, 1] }] });
    expect(r).toMatchObject({ legal: true, attack: null, moves: [{ to: 'castle-black', units: ['footman', 'knight'], kind: 'move' }] });
  });

  it('NO_MARCH_ORDER: the origin holds another order (L1278-1281)', () => {
    expect(codes(march([winterfell(FK, { type: 'defense' })], { from: 'winterfell', moves: [] }))).toEqual(['NO_MARCH_ORDER']);
  });

  it('UNIT_NOT_IN_ORIGIN and UNIT_ROUTED (L1488-1489, L2151-2153)', () => {
    const r = march([winterfell([{ type: 'footman', routed: true }])], { from: 'winterfell', moves: [{ to: 'karhold', units: [0, 3] }] });
    expect(codes(r)).toEqual(['UNIT_ROUTED', 'UNIT_NOT_IN_ORIGIN']);
  });

  it('NOT_ADJACENT without ships; legal by ship transport through a chain of friendly ships (L2374-2417)', () => {
    expect(codes(march([winterfell(FK)], { from: 'winterfell', moves: [{ to: 'the-fingers', units: [0] }] }))).toEqual(['NOT_ADJACENT']);
    const ships: AreaState[] = [{ id: 'the-shivering-sea', owner: 'stark', units: [{ type: 'ship' }] }, { id: 'the-narrow-sea', owner: 'stark', units: [{ type: 'ship', routed: true }] }];
    const r = march([winterfell(FK), ...ships], { from: 'winterfell', moves: [{ to: 'the-fingers', units: [0] }] });
    expect(r).toMatchObject({ legal: true, moves: [{ to: 'the-fingers', via: ['the-shivering-sea', 'the-narrow-sea'] }] });
    const foreign: AreaState[] = [{ id: 'the-shivering-sea', owner: 'stark', units: [{ type: 'ship' }] }, { id: 'the-narrow-sea', owner: 'baratheon', units: [{ type: 'ship' }] }];
    expect(codes(march([winterfell(FK), ...foreign], { from: 'winterfell', moves: [{ to: 'the-fingers', units: [0] }] }))).toEqual(['NOT_ADJACENT']);
  });

  it('D11: ships in a port are no transport link by default; as links they still need ships in the sea beyond', () => {
    const board: AreaState[] = [winterfell(FK), { id: 'port-of-winterfell', owner: 'stark', units: [{ type: 'ship' }] }];
    const to = { from: 'winterfell', moves: [{ to: 'flints-finger', units: [0] }] };
    expect(codes(march(board, to))).toEqual(['NOT_ADJACENT']);
    expect(codes(march(board, to, {}, { portsLinkTransport: true }))).toEqual(['NOT_ADJACENT']);
    const withSea = [...board, { id: 'bay-of-ice', owner: 'stark' as const, units: [{ type: 'ship' as const }] }];
    expect(march(withSea, to).moves[0].via).toEqual(['bay-of-ice']);
  });

  it('LAND_UNIT_TO_SEA and SHIP_TO_LAND (L1499-1502)', () => {
    expect(codes(march([winterfell(FK)], { from: 'winterfell', moves: [{ to: 'bay-of-ice', units: [1] }] }))).toEqual(['LAND_UNIT_TO_SEA']);
    const sea: AreaState = { id: 'bay-of-ice', owner: 'stark', units: [{ type: 'ship' }], order: { type: 'march' } };
    expect(codes(march([sea], { from: 'bay-of-ice', moves: [{ to: 'winterfell', units: [0] }] }))).toEqual(['SHIP_TO_LAND']);
  });

  it('ENEMY_PORT: ships enter a port only when its land area is friendly (L2596-2599)', () => {
    const sea: AreaState = { id: 'bay-of-ice', owner: 'stark', units: [{ type: 'ship' }], order: { type: 'march' } };
    expect(march([sea, { id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }] }], { from: 'bay-of-ice', moves: [{ to: 'port-of-winterfell', units: [0] }] }).legal).toBe(true);
    expect(codes(march([sea, { id: 'winterfell', owner: 'greyjoy', units: [{ type: 'footman' }] }], { from: 'bay-of-ice', moves: [{ to: 'port-of-winterfell', units: [0] }] }))).toEqual(['ENEMY_PORT']);
  });

  it('PORT_FULL: never more than 3 ships in a port (L2573-2574)', () => {
    const sea: AreaState = { id: 'bay-of-ice', owner: 'stark', units: [{ type: 'ship' }, { type: 'ship' }], order: { type: 'march' } };
    const port: AreaState = { id: 'port-of-winterfell', owner: 'stark', units: [{ type: 'ship' }, { type: 'ship' }] };
    const r = march([sea, port, { id: 'winterfell', owner: 'stark', units: [{ type: 'footman' }] }], { from: 'bay-of-ice', moves: [{ to: 'port-of-winterfell', units: [0, 1] }] });
    expect(codes(r)).toEqual(['PORT_FULL']);
  });

  it('MULTIPLE_ATTACKS: one combat per March order (L1504-1508)', () => {
    const board: AreaState[] = [winterfell(FK), { id: 'karhold', owner: 'greyjoy', units: [{ type: 'footman' }] }, { id: 'castle-black', owner: 'greyjoy', units: [{ type: 'footman' }] }];
    expect(codes(march(board, { from: 'winterfell', moves: [{ to: 'karhold', units: [0] }, { to: 'castle-black', units: [1] }] }))).toEqual(['MULTIPLE_ATTACKS']);
    const one = march(board, { from: 'winterfell', moves: [{ to: 'karhold', units: [0, 1] }] });
    expect(one).toMatchObject({ legal: true, attack: { target: 'karhold', kind: 'combat' } });
  });

  it('IMPASSABLE_AREA and NEUTRAL_FORCE_TOO_STRONG; strength, march modifier and support (L2692-2742)', () => {
    const board = (nf: number | 'impassable'): AreaState[] => [{ id: 'sunspear', owner: 'stark', units: FK, order: { type: 'march', modifier: 1 } }, { id: 'yronwood', neutralForce: nf }];
    expect(codes(march(board('impassable'), { from: 'sunspear', moves: [{ to: 'yronwood', units: [0] }] }))).toEqual(['IMPASSABLE_AREA']);
    // footman 1 + knight 2 + march +1 = 4 against 5: too weak; with 1 support: exactly 5, legal
    expect(codes(march(board(5), { from: 'sunspear', moves: [{ to: 'yronwood', units: [0, 1] }] }))).toEqual(['NEUTRAL_FORCE_TOO_STRONG']);
    expect(march(board(5), { from: 'sunspear', moves: [{ to: 'yronwood', units: [0, 1] }], neutralForceSupport: 1 })).toMatchObject({ legal: true, attack: { target: 'yronwood', kind: 'neutralForce' } });
  });

  it('SUPPLY_EXCEEDED: armies after the move must fit the supply level (L708-712)', () => {
    const board: AreaState[] = [winterfell([{ type: 'footman' }, { type: 'knight' }, { type: 'footman' }]), { id: 'castle-black', owner: 'stark', units: [{ type: 'footman' }] }];
    // At level 1 the armies allowed are 3 and 2: moving 2 units into castle-black makes 3 there and leaves 1
    expect(march(board, { from: 'winterfell', moves: [{ to: 'castle-black', units: [0, 1] }] }, { supplyLevel: 1 }).legal).toBe(true);
    // At level 0 (2, 2) an army of 3 is too big
    expect(codes(march(board, { from: 'winterfell', moves: [{ to: 'castle-black', units: [0, 1] }] }, { supplyLevel: 0 }))).toEqual(['SUPPLY_EXCEEDED']);
  });

  it('CANNOT_ESTABLISH_CONTROL: a Power token only when the land origin is left empty (L1522-1526)', () => {
    expect(march([winterfell(FK)], { from: 'winterfell', moves: [{ to: 'karhold', units: [0, 1] }], placePowerToken: true })).toMatchObject({ legal: true, controlKept: true });
    expect(codes(march([winterfell(FK)], { from: 'winterfell', moves: [{ to: 'karhold', units: [0] }], placePowerToken: true }))).toEqual(['CANNOT_ESTABLISH_CONTROL']);
    expect(codes(march([winterfell(FK)], { from: 'winterfell', moves: [{ to: 'karhold', units: [0, 1] }], placePowerToken: true }, { availablePower: 0 }))).toEqual(['CANNOT_ESTABLISH_CONTROL']);
  });

  it('bad boards are precise errors: unknown area, a knight at sea', () => {
    expect(() => march([{ id: 'narnia' }], { from: 'winterfell', moves: [] })).toThrow(DomainError);
    try {
      march([{ id: 'bay-of-ice', owner: 'stark', units: [{ type: 'knight' }] }], { from: 'winterfell', moves: [] });
    } catch (e) {
      expect((e as DomainError).code).toBe('invalid_input');
      expect((e as DomainError).issues[0]).toMatchObject({ path: '/board/0/units/0/type', code: 'cannot_occupy' });
    }
  });

  it('port capture (L2631-2638; D15): taking White Harbor lets Stark replace the Greyjoy ships in its port — now, or if the attack succeeds', () => {
    const S = { type: 'ship' as const };
    const F = { type: 'footman' as const };
    const base = (held: AreaState) => [{ id: 'winterfell', owner: 'stark' as const, units: [F, F], order: { type: 'march' as const } }, held, { id: 'port-of-white-harbor', owner: 'greyjoy' as const, units: [S, S] }];
    const go = (held: AreaState, o = {}) => marchCapability.run({ house: 'stark', board: base(held), supplyLevel: 2, availablePower: 5, march: { from: 'winterfell', moves: [{ to: 'white-harbor', units: [0] }] } }, { rulesVersion: 'agot-2e', options: o, dice: { mode: 'exact' } }).result;
    const tokenOnly: AreaState = { id: 'white-harbor', powerToken: 'greyjoy' };
    expect(go(tokenOnly).portCapture).toEqual({ port: 'port-of-white-harbor', house: 'greyjoy', ships: 2, when: 'now' });
    expect(go(tokenOnly, { portCaptureOnlyAfterCombat: true }).portCapture).toBeNull();
    expect(go({ id: 'white-harbor', owner: 'greyjoy', units: [F] }, { portCaptureOnlyAfterCombat: true }).portCapture).toMatchObject({ when: 'ifVictorious' });
  });

  it('an area holding only an enemy Power token: no combat, the token is discarded, and the one attack is still free (L2489-2494, L1504-1508)', () => {
    const board: AreaState[] = [winterfell(FK), { id: 'karhold', powerToken: 'greyjoy' }, { id: 'castle-black', owner: 'greyjoy', units: [{ type: 'footman' }] }];
    const r = march(board, { from: 'winterfell', moves: [{ to: 'karhold', units: [0] }, { to: 'castle-black', units: [1] }] });
    expect(r).toMatchObject({
      legal: true,
      moves: [{ to: 'karhold', units: ['footman'], kind: 'emptyEnemyPowerToken' }, { to: 'castle-black', units: ['knight'], kind: 'attack' }],
      attack: { target: 'castle-black', kind: 'combat', against: 'greyjoy' },
      powerTokensDiscarded: [{ area: 'karhold', house: 'greyjoy' }],
    });
    // the marcher's own token is not discarded, and a token beside enemy units means combat
    expect(march([winterfell(FK), { id: 'karhold', powerToken: 'stark' }], { from: 'winterfell', moves: [{ to: 'karhold', units: [0] }] })).toMatchObject({ moves: [{ kind: 'move' }], powerTokensDiscarded: [] });
    expect(march([winterfell(FK), { id: 'karhold', owner: 'greyjoy', units: [{ type: 'footman' }], powerToken: 'greyjoy' }], { from: 'winterfell', moves: [{ to: 'karhold', units: [0] }] })).toMatchObject({ moves: [{ kind: 'attack' }], powerTokensDiscarded: [] });
  });

  it('a Garrison is attacked only on another house\'s home area; the attack names the defender (L2665-2675)', () => {
    const lannisport: AreaState = { id: 'lannisport', garrison: 2 };
    const from: AreaState = { id: 'searoad-marches', owner: 'lannister', units: [{ type: 'footman' }], order: { type: 'march' } };
    expect(march([from, lannisport], { from: 'searoad-marches', moves: [{ to: 'lannisport', units: [0] }] }, { house: 'lannister' })).toMatchObject({ legal: true, attack: null, moves: [{ kind: 'move' }] });
    const tyrell: AreaState = { ...from, owner: 'tyrell' };
    expect(march([tyrell, lannisport], { from: 'searoad-marches', moves: [{ to: 'lannisport', units: [0] }] }, { house: 'tyrell' }).attack).toEqual({ target: 'lannisport', kind: 'combat', against: 'lannister' });
  });

  it('SHIP_TRANSPORTED (M6, L2411-2412): a ship cannot reach a sea through a chain of its own ships; NOT_ADJACENT when no chain exists', () => {
    const fleet = (more: AreaState[] = []): AreaState[] => [{ id: 'bay-of-ice', owner: 'stark', units: [{ type: 'ship' }], order: { type: 'march' } }, ...more];
    // bay-of-ice – sunset-sea – ironmans-bay: with a Stark ship in sunset-sea the move would be a transport
    expect(codes(march(fleet([{ id: 'sunset-sea', owner: 'stark', units: [{ type: 'ship' }] }]), { from: 'bay-of-ice', moves: [{ to: 'ironmans-bay', units: [0] }] }))).toEqual(['SHIP_TRANSPORTED']);
    expect(codes(march(fleet(), { from: 'bay-of-ice', moves: [{ to: 'ironmans-bay', units: [0] }] }))).toEqual(['NOT_ADJACENT']);
  });

  it('playerCount: unlisted areas carry that setup\'s Neutral Force and impassable tokens; a listed area is taken as given (L232-250, L2858-2905)', () => {
    const board: AreaState[] = [{ id: 'the-reach', owner: 'stark', units: FK, order: { type: 'march' } }];
    const go = (b: AreaState[], playerCount?: number) => march(b, { from: 'the-reach', moves: [{ to: 'dornish-marches', units: [0, 1] }] }, { playerCount });
    expect(go(board)).toMatchObject({ legal: true, attack: null });
    // 4 players: Dornish Marches 3 — footman 1 + knight 2 = 3 ≥ 3
    expect(go(board, 4)).toMatchObject({ legal: true, attack: { target: 'dornish-marches', kind: 'neutralForce', against: null } });
    expect(codes(go(board, 3))).toEqual(['IMPASSABLE_AREA']);
    expect(go(board, 5)).toMatchObject({ legal: true, attack: null }); // no token there at 5 players
    expect(go([...board, { id: 'dornish-marches' }], 4)).toMatchObject({ legal: true, attack: null }); // listed without a token: removed earlier
    expect(codes(march(board, { from: 'the-reach', moves: [{ to: 'dornish-marches', units: [0] }] }, { playerCount: 4 }))).toEqual(['NEUTRAL_FORCE_TOO_STRONG']);
    expect(() => go(board, 7)).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/playerCount' })] }));
  });
});
