/**
 * Every legal march of one house (charges/check, kind "marches"; AGoT march 001_4bc5a92fd4dd1b7e.txt
 * L1467-1542, one attack L1504-1508, Neutral Forces L2699-2703, Power tokens L2489-2494, supply L708-712,
 * transport L2374-2417): exact lists on a small board, and agreement with the single-march check on
 * every assignment of units to destinations.
 */
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { AreaState } from './board.js';
import { neighboursOf } from './map.js';
import { marchCapability, type MarchResult } from './march.js';
import type { MarchesResult } from './marches.js';

const ctx = { rulesVersion: 'agot-2e', options: resolveOptions(marchCapability.options, {}), dice: { mode: 'exact' as const } };
const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const S = { type: 'ship' as const };
const list = (board: AreaState[], over: Record<string, unknown> = {}) =>
  marchCapability.run({ kind: 'marches', house: 'stark', board, supplyLevel: 0, availablePower: 1, ...over } as never, ctx).result as unknown as MarchesResult;
const check = (board: AreaState[], from: string, moves: Array<{ to: string; units: number[] }>, over: Record<string, unknown> = {}) =>
  marchCapability.run({ house: 'stark', board, supplyLevel: 0, availablePower: 1, march: { from, moves }, ...over }, ctx).result as MarchResult;
const compact = (r: MarchesResult['orders'][number]) => r.marches.map((m) => m.moves.map((x) => `${x.to}:${x.units.join(',')}`).join(' + '));

// Karhold (Stark footman 0, knight 1; March +0) borders Castle Black (a Greyjoy footman) and Winterfell (a Stark
// footman); the Stark ship in the Shivering Sea carries them to White Harbor (only a Greyjoy Power token) and
// Widow's Watch (a Neutral Force of 3). Supply level 0: two armies of 2.
const BOARD: AreaState[] = [
  { id: 'karhold', owner: 'stark', units: [F, K], order: { type: 'march' } },
  { id: 'castle-black', owner: 'greyjoy', units: [F] },
  { id: 'winterfell', owner: 'stark', units: [F] },
  { id: 'the-shivering-sea', owner: 'stark', units: [S], order: { type: 'march' } },
  { id: 'white-harbor', powerToken: 'greyjoy' },
  { id: 'widows-watch', neutralForce: 3 },
];

describe('every legal march of one house (kind "marches")', () => {
  it('lists each March order of the house with every legal split of its units: exactly these 15 from Karhold and 1 from the sea', () => {
    const r = list(BOARD);
    expect(r.orders.map((o) => [o.from, o.count])).toEqual([['karhold', 15], ['the-shivering-sea', 1]]);
    expect(r.count).toBe(16);
    expect(compact(r.orders[0])).toEqual([
      'castle-black:0',
      'castle-black:0,1',
      'castle-black:0 + white-harbor:1',
      'castle-black:0 + winterfell:1',
      'castle-black:1',
      'castle-black:1 + white-harbor:0',
      'castle-black:1 + winterfell:0',
      'white-harbor:0',
      'white-harbor:0,1',
      'white-harbor:0 + winterfell:1',
      'white-harbor:1',
      'white-harbor:1 + winterfell:0',
      'widows-watch:0,1', // 1 + 2 = 3 ≥ 3: only both together match the Neutral Force
      'winterfell:0',
      'winterfell:1',
    ]);
    // absent: both into Winterfell (an army of 3 at supply 0), Castle Black and Widow's Watch together (two attacks)
    expect(compact(r.orders[1])).toEqual(['the-narrow-sea:0']);
  });

  it('says which march starts a combat and against whom, the Power tokens discarded and whether control can be kept', () => {
    const [karhold] = list(BOARD).orders;
    expect(karhold.marches[2]).toEqual({
      moves: [{ to: 'castle-black', units: [0], kind: 'attack' }, { to: 'white-harbor', units: [1], kind: 'emptyEnemyPowerToken', via: ['the-shivering-sea'] }],
      attack: { target: 'castle-black', kind: 'combat', against: 'greyjoy' },
      powerTokensDiscarded: [{ area: 'white-harbor', house: 'greyjoy' }],
      canEstablishControl: true,
    });
    expect(karhold.marches[12]).toMatchObject({ attack: { target: 'widows-watch', kind: 'neutralForce', against: null }, canEstablishControl: true });
    expect(karhold.marches[13]).toMatchObject({ attack: null, canEstablishControl: false }); // the knight stays
    expect(list(BOARD, { availablePower: 0 }).orders[0].marches.some((m) => m.canEstablishControl)).toBe(false);
    expect(karhold.destinations).toEqual([
      { to: 'castle-black', kind: 'combat', against: 'greyjoy', largest: [0, 1] },
      { to: 'white-harbor', kind: 'emptyEnemyPowerToken', against: 'greyjoy', largest: [0, 1] },
      { to: 'widows-watch', kind: 'neutralForce', against: null, largest: [0, 1] },
      { to: 'winterfell', kind: 'move', against: null, largest: [1] }, // one unit at most (supply); the knight is the stronger
    ]);
    expect(karhold.unitDestinations).toEqual([
      { unit: 0, to: ['castle-black', 'white-harbor', 'widows-watch', 'winterfell'] },
      { unit: 1, to: ['castle-black', 'white-harbor', 'widows-watch', 'winterfell'] },
    ]);
  });

  it('identical units are listed once; routed units never move; the March modifier and promised support count against a Neutral Force', () => {
    const two: AreaState[] = [{ id: 'karhold', owner: 'stark', units: [F, F, { type: 'knight', routed: true }], order: { type: 'march', modifier: -1 } }];
    const r = list(two, { supplyLevel: 6 });
    expect(compact(r.orders[0])).toEqual(['castle-black:0', 'castle-black:0,1', 'castle-black:0 + winterfell:1', 'winterfell:0', 'winterfell:0,1']);
    expect(r.orders[0].unitDestinations[2]).toEqual({ unit: 2, to: [] });
    expect(r.orders[0].marches.every((m) => !m.canEstablishControl)).toBe(true); // the routed knight stays behind
    const nf: AreaState[] = [{ id: 'karhold', owner: 'stark', units: [F, K], order: { type: 'march', modifier: -1 } }, { id: 'castle-black', neutralForce: 3 }];
    expect(compact(list(nf, { supplyLevel: 6 }).orders[0]).filter((k) => k.includes('castle-black'))).toEqual([]);
    expect(compact(list(nf, { supplyLevel: 6, neutralForceSupport: 1 }).orders[0]).filter((k) => k.includes('castle-black'))).toEqual(['castle-black:0,1']);
  });

  it('agrees with the single-march check on every assignment of the units to the origin\'s neighbours and transport destinations', () => {
    const boards: Array<[AreaState[], string, Record<string, unknown>]> = [
      [BOARD, 'karhold', {}],
      [BOARD, 'karhold', { supplyLevel: 2 }],
      [[{ id: 'sunspear', owner: 'stark', units: [F, K, { type: 'siegeEngine' }], order: { type: 'march', modifier: 1 } }, { id: 'yronwood', neutralForce: 5 }, { id: 'salt-shore', owner: 'martell', units: [F] }, { id: 'sea-of-dorne', owner: 'stark', units: [S] }], 'sunspear', { supplyLevel: 1, playerCount: 4 }],
      [[{ id: 'shipbreaker-bay', owner: 'stark', units: [S, S, S], order: { type: 'march' } }, { id: 'port-of-storms-end', owner: 'stark', units: [S] }, { id: 'storms-end', owner: 'stark', units: [F] }, { id: 'blackwater-bay', owner: 'lannister', units: [S] }, { id: 'port-of-dragonstone', owner: 'baratheon', units: [S] }, { id: 'dragonstone', owner: 'baratheon', units: [F] }], 'shipbreaker-bay', { supplyLevel: 3 }],
    ];
    for (const [board, from, over] of boards) {
      const listed = new Set(compact(list(board, over).orders.find((o) => o.from === from)!));
      const n = board.find((a) => a.id === from)!.units!.length;
      const places = ['', ...neighboursOf(from), 'white-harbor', 'widows-watch', 'the-narrow-sea', 'starfall', 'east-summer-sea'];
      let legal = 0;
      for (let code = 0; code < places.length ** n; code++) {
        const dest = [...Array(n)].map((_, i) => places[Math.floor(code / places.length ** i) % places.length]);
        const moves = [...new Set(dest.filter(Boolean))].sort().map((to) => ({ to, units: dest.flatMap((d, i) => (d === to ? [i] : [])) }));
        if (!moves.length) continue;
        const verdict = check(board, from, moves, over).legal;
        // the single check may name interchangeable units differently: compare by the types moved to each destination
        const units = board.find((a) => a.id === from)!.units!;
        const sig = (ms: Array<{ to: string; units: number[] }>) => ms.map((m) => `${m.to}:${m.units.map((i) => units[i].type).sort().join(',')}`).join(' + ');
        const listedSigs = new Set([...listed].map((k) => sig(k.split(' + ').map((p) => ({ to: p.split(':')[0], units: p.split(':')[1].split(',').map(Number) })))));
        expect([sig(moves), verdict]).toEqual([sig(moves), listedSigs.has(sig(moves))]);
        if (verdict) legal++;
      }
      expect(legal).toBeGreaterThan(0);
    }
  });

  it('a house with no March order gets no orders; a bad kind, a march with kind "marches", missing fields are precise 400s', () => {
    expect(list([{ id: 'karhold', owner: 'stark', units: [F], order: { type: 'defense' } }])).toMatchObject({ count: 0, orders: [] });
    const run = (p: Record<string, unknown>) => () => marchCapability.run(p as never, ctx);
    expect(run({ kind: 'all', board: [] })).toThrow(expect.objectContaining({ code: 'invalid_input', issues: [expect.objectContaining({ path: '/kind' })] }));
    expect(run({ kind: 'marches', house: 'stark', board: [], supplyLevel: 1, availablePower: 1, march: { from: 'karhold', moves: [] } })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/march' })] }));
    expect(run({ kind: 'marches', board: [] })).toThrow(DomainError);
    let err: DomainError | undefined;
    try {
      run({ kind: 'marches', board: [] })();
    } catch (e) {
      err = e as DomainError;
    }
    expect(err?.issues.map((i) => i.path)).toEqual(['/house', '/supplyLevel', '/availablePower']);
  });

  it('a March order with more than 250,000 ways to split its units is refused as impossible (10 Footmen and 5 Knights in Winterfell: 3003 × 252)', () => {
    const crowd: AreaState[] = [{ id: 'winterfell', owner: 'stark', units: [...Array(10).fill(F), ...Array(5).fill(K)], order: { type: 'march' } }];
    expect(() => list(crowd, { supplyLevel: 6 })).toThrow(expect.objectContaining({ code: 'impossible_state', issues: [expect.objectContaining({ code: 'too_many_marches' })] }));
  });
});
