import { ADJACENCY, AREAS, adjacent, area, neighboursOf } from './map.js';

describe('the AGoT board (shared/data/agot, seed 001_4bc5a92fd4dd1b7e.txt L409-472)', () => {
  it('has 58 areas (38 land, 12 sea, 8 ports) and 143 adjacencies', () => {
    expect(AREAS).toHaveLength(58);
    expect(AREAS.filter((a) => a.type === 'land')).toHaveLength(38);
    expect(AREAS.filter((a) => a.type === 'sea')).toHaveLength(12);
    expect(AREAS.filter((a) => a.type === 'port')).toHaveLength(8);
    expect(ADJACENCY).toHaveLength(143);
    expect(new Set(ADJACENCY.map(([a, b]) => `${a}|${b}`)).size).toBe(143);
  });

  it('adjacency is symmetric, names known areas, and has no self-loop', () => {
    for (const [a, b] of ADJACENCY) {
      expect(area(a)).toBeDefined();
      expect(area(b)).toBeDefined();
      expect(a).not.toBe(b);
      expect(adjacent(a, b)).toBe(true);
      expect(adjacent(b, a)).toBe(true);
    }
  });

  it('the board is connected', () => {
    const seen = new Set<string>(['winterfell']);
    const queue = ['winterfell'];
    while (queue.length) for (const n of neighboursOf(queue.shift()!)) if (!seen.has(n)) (seen.add(n), queue.push(n));
    expect(seen.size).toBe(58);
  });

  it('every port borders exactly one land area and one sea area, its own (L2562-2638)', () => {
    for (const p of AREAS.filter((a) => a.type === 'port')) {
      const ns = neighboursOf(p.id).map((id) => area(id)!);
      expect(ns).toHaveLength(2);
      expect(ns.filter((n) => n.type === 'land').map((n) => n.id)).toEqual([p.portOf]);
      expect(ns.filter((n) => n.type === 'sea').map((n) => n.id)).toEqual([p.portSea]);
      expect(adjacent(p.portOf!, p.portSea!)).toBe(true);
    }
  });

  it('pins the disputed pairs: blackwater–harrenhal adjacent (seed L1816-1819), the other engine-only pairs absent', () => {
    expect(adjacent('blackwater', 'harrenhal')).toBe(true);
    for (const [a, b] of [['blackwater', 'dornish-marches'], ['blackwater', 'kingswood'], ['blackwater', 'the-boneway'], ['harrenhal', 'kings-landing'], ['oldtown', 'the-reach']]) {
      expect(adjacent(a, b)).toBe(false);
    }
    expect(area('port-of-highgarden')).toBeUndefined();
  });

  it('20 castle areas, 24 supply and 19 crown icons, 6 homes with Garrison 2', () => {
    expect(AREAS.filter((a) => a.castle !== 'none')).toHaveLength(20);
    expect(AREAS.reduce((s, a) => s + a.supply, 0)).toBe(24);
    expect(AREAS.reduce((s, a) => s + a.crowns, 0)).toBe(19);
    expect(AREAS.filter((a) => a.homeOf).map((a) => [a.homeOf, a.garrison])).toHaveLength(6);
  });
});
