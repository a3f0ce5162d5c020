/**
 * The disputed adjacencies as an option (shared/data/agot/README.md "Disputed adjacencies"): the seed
 * board by default, the other engine's extra pairs and Highgarden port with `adjacencies: "extended"`,
 * honoured by every capability (march, raids, supports, retreats, musters, setup).
 */
import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { CapabilityId } from '../../core/system.js';
import { agotSystem } from './index.js';
import { adjacent, area, AREAS, onMap, westerosMap } from './map.js';

const F = { type: 'footman' as const };
const S = { type: 'ship' as const };
function run<R = Record<string, unknown>>(cap: CapabilityId, payload: unknown, options: Record<string, unknown> = {}): R {
  const c = agotSystem.capabilities[cap]!;
  return c.run(payload, { rulesVersion: 'agot-2e', options: resolveOptions(c.options, options), dice: { mode: 'exact' } }).result as R;
}
const EXT = { adjacencies: 'extended' };

describe('adjacencies option: seed (default) or extended (data README, "Disputed adjacencies")', () => {
  it('the extended board: 59 areas, 150 adjacencies, 9 ports, symmetric and connected; the seed board unchanged', () => {
    const seed = westerosMap('seed');
    const ext = westerosMap('extended');
    expect([seed.areas.length, seed.adjacency.length]).toEqual([58, 143]);
    expect([ext.areas.length, ext.adjacency.length, ext.areas.filter((a) => a.type === 'port').length]).toEqual([59, 150, 9]);
    for (const [a, b] of ext.adjacency) expect([ext.adjacent(a, b), ext.adjacent(b, a)]).toEqual([true, true]);
    const seen = new Set(['winterfell']);
    const queue = ['winterfell'];
    while (queue.length) for (const n of ext.neighboursOf(queue.shift()!)) if (!seen.has(n)) (seen.add(n), queue.push(n));
    expect(seen.size).toBe(59);
    expect(ext.neighboursOf('port-of-highgarden')).toEqual(['highgarden', 'redwyne-straights']);
    expect(ext.adjacent('blackwater', 'harrenhal')).toBe(true); // the seed's own pair (L1816-1819) stays
    for (const [a, b] of [['blackwater', 'dornish-marches'], ['blackwater', 'kingswood'], ['blackwater', 'the-boneway'], ['harrenhal', 'kings-landing'], ['oldtown', 'the-reach']]) {
      expect([seed.adjacent(a, b), ext.adjacent(a, b)]).toEqual([false, true]);
    }
  });

  it('the map in force follows onMap and is restored afterwards, also after an error', () => {
    expect(onMap('extended', () => [AREAS.length, adjacent('oldtown', 'the-reach'), area('port-of-highgarden')?.portOf])).toEqual([59, true, 'highgarden']);
    expect([AREAS.length, adjacent('oldtown', 'the-reach'), area('port-of-highgarden')]).toEqual([58, false, undefined]);
    expect(() => onMap('extended', () => { throw new Error('boom'); })).toThrow('boom');
    expect(AREAS.length).toBe(58);
  });

  it('every capability lists the option with its default seed', () => {
    for (const cap of ['attacks', 'armies', 'charges', 'morale', 'terrain', 'scoring'] as const) {
      expect(agotSystem.capabilities[cap]!.options.find((o) => o.name === 'adjacencies')).toMatchObject({ type: 'enum', default: 'seed', values: ['seed', 'extended'] });
    }
    expect(() => run('charges', {}, { adjacencies: 'gsl' })).toThrow(DomainError);
  });

  it('march (L1495-1497): Kingswood → Blackwater is NOT_ADJACENT on the seed board, legal on the extended one', () => {
    const req = { house: 'baratheon', supplyLevel: 2, availablePower: 5, board: [{ id: 'kingswood', owner: 'baratheon', units: [F], order: { type: 'march' } }], march: { from: 'kingswood', moves: [{ to: 'blackwater', units: [0] }] } };
    expect(run<{ legal: boolean; reasons: Array<{ code: string }> }>('charges', req).reasons.map((r) => r.code)).toEqual(['NOT_ADJACENT']);
    expect(run('charges', req, EXT)).toMatchObject({ legal: true, reasons: [], moves: [{ to: 'blackwater', kind: 'move' }] });
  });

  it('port (L2596-2599): a Tyrell ship enters the Port of Highgarden only on the extended board; the seed board has no such area', () => {
    const req = { house: 'tyrell', supplyLevel: 2, availablePower: 5, board: [{ id: 'redwyne-straights', owner: 'tyrell', units: [S], order: { type: 'march' } }, { id: 'highgarden', owner: 'tyrell', units: [F] }], march: { from: 'redwyne-straights', moves: [{ to: 'port-of-highgarden', units: [0] }] } };
    expect(() => run('charges', req)).toThrow(expect.objectContaining({ code: 'unknown_reference', issues: [expect.objectContaining({ path: '/march/moves/0/to' })] }));
    expect(run('charges', req, EXT)).toMatchObject({ legal: true, moves: [{ to: 'port-of-highgarden', units: ['ship'], kind: 'move' }] });
  });

  it('raids (L1376-1379): a Raid in Blackwater reaches a Support order in Kingswood only on the extended board', () => {
    const req = { board: [{ id: 'blackwater', owner: 'lannister', units: [F], order: { type: 'raid' } }, { id: 'kingswood', owner: 'baratheon', units: [F], order: { type: 'support' } }], raids: [{ from: 'blackwater', target: 'kingswood' }] };
    expect(run<{ raids: Array<{ reasons: Array<{ code: string }> }> }>('charges', req).raids[0].reasons.map((r) => r.code)).toEqual(['NOT_ADJACENT']);
    expect(run('charges', req, EXT)).toMatchObject({ legal: true, raids: [{ legal: true, removed: [{ area: 'blackwater' }, { area: 'kingswood' }] }] });
  });

  it('supports (L1644-1661): Blackwater supports a combat in Kingswood only on the extended board', () => {
    const req = {
      area: 'kingswood',
      attacker: { house: 'lannister', from: 'kings-landing', units: [F], card: 'ser-gregor-clegane' },
      defender: { house: 'baratheon', units: [F], card: 'brienne-of-tarth' },
      supports: [{ area: 'blackwater', house: 'lannister', units: [F], to: 'attacker' }],
      fiefdoms: ['lannister', 'baratheon'],
    };
    expect(run<{ excludedSupports: unknown[] }>('attacks', req).excludedSupports).toEqual([{ area: 'blackwater', reason: 'SUPPORT_NOT_ADJACENT' }]);
    expect(run<{ excludedSupports: unknown[] }>('attacks', req, EXT).excludedSupports).toEqual([]);
  });

  it('retreats (L2126): from King\'s Landing, Harrenhal is a retreat area only on the extended board', () => {
    const req = { kind: 'retreat', house: 'lannister', board: [], embattledArea: 'kings-landing', attackerOrigin: 'blackwater-bay', survivors: [F], supplyLevel: 2 };
    const ids = (r: { destinations: Array<{ area: string }> }) => r.destinations.map((d) => d.area);
    expect(ids(run('morale', req))).not.toContain('harrenhal');
    expect(ids(run('morale', req, EXT))).toContain('harrenhal');
  });

  it('setup (3 players): the port of a blocked area is blocked too, so Highgarden\'s port is blocked on the extended board', () => {
    const blocked = (o = {}) => run<{ areas: Array<{ id: string; blocked?: boolean }> }>('terrain', { playerCount: 3 }, o).areas.filter((a) => a.blocked).map((a) => a.id);
    expect(blocked()).toHaveLength(16);
    expect(blocked(EXT)).toHaveLength(17);
    expect(blocked(EXT)).toContain('port-of-highgarden');
  });
});
