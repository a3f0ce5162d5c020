import { describe, expect, it } from '@jest/globals';
import type { AreaState } from './board.js';
import { resolveActions, type ActionsRequest } from './actions.js';

// AGoT raids 001_4bc5a92fd4dd1b7e.txt L1364-1461, L2240-2243, L2609-2616; Consolidate Power L1566-1583, L1631-1641, L2618-2624
const F = { type: 'footman' as const };
const S = { type: 'ship' as const };
const at = (id: string, owner: AreaState['owner'], type: NonNullable<AreaState['order']>['type'], star = false, units = [id.includes('sea') || id.includes('port') || id.includes('bay') || id.includes('sound') ? S : F]): AreaState => ({ id, owner, units, order: { type, star } });
const run = (req: ActionsRequest) => resolveActions(req).result;
const codes = (req: ActionsRequest) => run(req).raids[0].reasons.map((r) => r.code);

describe('AGoT raid feasibility (§4.7)', () => {
  it('removes an adjacent enemy Support, Raid or Consolidate Power order, and itself (R1, L1376-1379)', () => {
    for (const type of ['support', 'raid', 'consolidate'] as const) {
      const r = run({ board: [at('winterfell', 'stark', 'raid'), at('white-harbor', 'lannister', type)], raids: [{ from: 'winterfell', target: 'white-harbor' }] });
      expect(r.raids[0]).toMatchObject({ legal: true, removed: [{ area: 'winterfell' }, { area: 'white-harbor', type }] });
      expect(r.ordersLeft).toEqual([]);
    }
  });
  it('INVALID_RAID_TARGET: no order, an own order, a March, or a Defense without a special Raid (R1-R2, L1399-1401, L2240-2243)', () => {
    expect(codes({ board: [at('winterfell', 'stark', 'raid'), { id: 'white-harbor' }], raids: [{ from: 'winterfell', target: 'white-harbor' }] })).toEqual(['INVALID_RAID_TARGET']);
    expect(codes({ board: [at('winterfell', 'stark', 'raid'), at('white-harbor', 'stark', 'support')], raids: [{ from: 'winterfell', target: 'white-harbor' }] })).toEqual(['INVALID_RAID_TARGET']);
    expect(codes({ board: [at('winterfell', 'stark', 'raid'), at('white-harbor', 'lannister', 'march')], raids: [{ from: 'winterfell', target: 'white-harbor' }] })).toEqual(['INVALID_RAID_TARGET']);
    expect(codes({ board: [at('winterfell', 'stark', 'raid'), at('white-harbor', 'lannister', 'defense')], raids: [{ from: 'winterfell', target: 'white-harbor' }] })).toEqual(['INVALID_RAID_TARGET']);
    expect(codes({ board: [at('winterfell', 'stark', 'raid', true), at('white-harbor', 'lannister', 'defense')], raids: [{ from: 'winterfell', target: 'white-harbor' }] })).toEqual([]);
  });
  it('RAID_LAND_TO_SEA: a Raid on land never targets the sea; from the sea it may raid land (R3, L1394-1397)', () => {
    expect(codes({ board: [at('winterfell', 'stark', 'raid'), at('the-shivering-sea', 'greyjoy', 'support')], raids: [{ from: 'winterfell', target: 'the-shivering-sea' }] })).toEqual(['RAID_LAND_TO_SEA']);
    expect(codes({ board: [at('the-shivering-sea', 'greyjoy', 'raid'), at('winterfell', 'stark', 'support')], raids: [{ from: 'the-shivering-sea', target: 'winterfell' }] })).toEqual([]);
  });
  it('RAID_PORT_RULE: a port raids only its sea; a port is raided only from its sea (R4, L2609-2616)', () => {
    expect(codes({ board: [at('port-of-white-harbor', 'stark', 'raid'), at('white-harbor', 'lannister', 'support')], raids: [{ from: 'port-of-white-harbor', target: 'white-harbor' }] })).toEqual(['RAID_PORT_RULE']);
    expect(codes({ board: [at('white-harbor', 'lannister', 'raid'), at('port-of-white-harbor', 'stark', 'support')], raids: [{ from: 'white-harbor', target: 'port-of-white-harbor' }] })).toEqual(['RAID_PORT_RULE']);
    expect(codes({ board: [at('the-narrow-sea', 'lannister', 'raid'), at('port-of-white-harbor', 'stark', 'support')], raids: [{ from: 'the-narrow-sea', target: 'port-of-white-harbor' }] })).toEqual([]);
  });
  it('NOT_ADJACENT: only adjacent areas, ship transport never counts (R5, L2414-2417)', () => {
    expect(codes({ board: [at('winterfell', 'stark', 'raid'), at('riverrun', 'lannister', 'support')], raids: [{ from: 'winterfell', target: 'riverrun' }] })).toEqual(['NOT_ADJACENT']);
  });
  it('NO_RAID_ORDER: the raiding area must hold a Raid order', () => {
    expect(run({ board: [at('winterfell', 'stark', 'support'), at('white-harbor', 'lannister', 'support')], raids: [{ from: 'winterfell', target: 'white-harbor' }] }).raids[0].reasons[0].code).toBe('NO_RAID_ORDER');
  });
  it('pillage: raiding Consolidate Power gives the raider 1 Power; the victim loses 1 only if it has one (L1385-1392)', () => {
    const board = [at('winterfell', 'stark', 'raid'), at('white-harbor', 'lannister', 'consolidate')];
    expect(run({ board, raids: [{ from: 'winterfell', target: 'white-harbor' }], power: { stark: 2, lannister: 3 } })).toMatchObject({ power: { stark: 3, lannister: 2 }, powerChange: { stark: 1, lannister: -1 } });
    expect(run({ board, raids: [{ from: 'winterfell', target: 'white-harbor' }], power: { stark: 2, lannister: 0 } })).toMatchObject({ power: { stark: 3, lannister: 0 }, raids: [{ pillage: { gains: 'stark', loses: null } }] });
  });
});

describe('AGoT Consolidate Power (§9.5)', () => {
  it('land: 1 + the Power icons; sea: nothing; a blockaded port: nothing, else 1 (L1346-1347, L2618-2624)', () => {
    const r = run({ board: [at('kings-landing', 'baratheon', 'consolidate'), at('blackwater-bay', 'baratheon', 'consolidate'), at('port-of-white-harbor', 'stark', 'consolidate'), at('port-of-lannisport', 'lannister', 'consolidate'), { id: 'the-golden-sound', owner: 'greyjoy', units: [S] }], consolidate: ['kings-landing', 'blackwater-bay', 'port-of-white-harbor', 'port-of-lannisport'] });
    expect(r.consolidate.map((c) => c.gained)).toEqual([3, 0, 1, 0]);
    expect(r.powerChange).toEqual({ baratheon: 3, stark: 1, lannister: 0 });
    expect(run({ board: [at('kings-landing', 'baratheon', 'support')], consolidate: ['kings-landing'] }).consolidate[0]).toMatchObject({ legal: false, reasons: [{ code: 'NO_CONSOLIDATE_ORDER' }] });
  });
});
