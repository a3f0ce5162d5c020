import { DomainError } from '../../core/errors.js';
import { moraleCapability, type MoraleRequest } from './morale.js';
import { minimalLosses } from './supply-reconcile.js';

const ctx = { rulesVersion: 'agot-2e', options: {}, dice: { mode: 'exact' as const } };
const run = (req: Partial<MoraleRequest>) => moraleCapability.run({ kind: 'supplyReconcile', ...req } as MoraleRequest, ctx).result as Record<string, any>;
const F = { type: 'footman' as const };
const K = { type: 'knight' as const };

// The seed's Lannister example (L724-742): armies of 4, 3, 2 and 2 when Supply drops from 5 to 3
const lannister = [
  { id: 'the-twins', owner: 'lannister' as const, units: [F, F, F, K] },
  { id: 'harrenhal', owner: 'lannister' as const, units: [F, F, K] },
  { id: 'lannisport', owner: 'lannister' as const, units: [F, K] },
  { id: 'stoney-sept', owner: 'lannister' as const, units: [F, F] },
  { id: 'riverrun', owner: 'lannister' as const, units: [F] },
  { id: 'winterfell', owner: 'stark' as const, units: [F, F, F, F] },
];
const seed = { house: 'lannister' as const, board: lannister, supplyLevel: 3 };

describe('supply reconciliation on a board (001_4bc5a92fd4dd1b7e.txt L684-742)', () => {
  it('names the armies over supply: the Twins must lose at least 1 (up to 2), Harrenhal may lose 1; another house’s units never count', () => {
    const r = run(seed);
    expect(r).toMatchObject({ fits: false, minimumDestroyed: 2, armies: [4, 3, 2, 2], supplyAllows: [3, 2, 2, 2] });
    expect(r.armiesToReduce).toEqual([
      { area: 'the-twins', units: 4, minLoss: 1, maxLoss: 2 },
      { area: 'harrenhal', units: 3, minLoss: 0, maxLoss: 1 },
    ]);
    expect(r.shortfalls.map((s: { code: string; areas: string[]; missing: number }) => [s.code, s.areas, s.missing])).toEqual([
      ['ARMY_TOO_LARGE', ['the-twins'], 1],
      ['ARMY_TOO_LARGE', ['harrenhal'], 1],
    ]);
  });

  it('the seed’s own removal (a Footman in the Twins, one in Harrenhal) is legal and minimal (L738-742)', () => {
    const r = run({ ...seed, removal: [{ area: 'the-twins', type: 'footman' }, { area: 'harrenhal', type: 'footman' }] });
    expect(r.removal).toMatchObject({ legal: true, destroyed: 2, minimal: true, shortfalls: [] });
  });

  it('a removal that leaves armies too large is illegal, each shortfall coded', () => {
    const r = run({ ...seed, removal: [{ area: 'stoney-sept', type: 'footman' }] });
    expect(r.removal.legal).toBe(false);
    expect(r.removal.shortfalls.map((s: { code: string; areas: string[] }) => [s.code, s.areas])).toEqual([
      ['ARMY_TOO_LARGE', ['the-twins']],
      ['ARMY_TOO_LARGE', ['harrenhal']],
    ]);
  });

  it('too many armies: the smallest beyond the row must shrink to one unit (TOO_MANY_ARMIES)', () => {
    const board = [
      { id: 'winterfell', owner: 'stark' as const, units: [F, F] },
      { id: 'white-harbor', owner: 'stark' as const, units: [F, K] },
      { id: 'karhold', owner: 'stark' as const, units: [K, K] },
    ];
    const r = run({ house: 'stark', board, supplyLevel: 0 });
    expect(r).toMatchObject({ fits: false, minimumDestroyed: 1 });
    expect(r.shortfalls).toEqual([expect.objectContaining({ code: 'TOO_MANY_ARMIES', areas: ['winterfell'], missing: 1 })]);
    expect(run({ house: 'stark', board, supplyLevel: 0, removal: [{ area: 'karhold', type: 'knight' }] }).removal).toMatchObject({ legal: true, minimal: true });
  });

  it('units are destroyed only until the armies fit: a unit more than needed is MORE_THAN_NEEDED (L689-690)', () => {
    const board = [
      { id: 'winterfell', owner: 'stark' as const, units: [F, F, F] },
      { id: 'white-harbor', owner: 'stark' as const, units: [F, F, F] },
    ];
    // level 1 allows 3 and 2: one unit from either army is enough, one from each is one too many
    const r = run({ house: 'stark', board, supplyLevel: 1, removal: [{ area: 'winterfell', type: 'footman' }, { area: 'white-harbor', type: 'footman' }] });
    expect(r.minimumDestroyed).toBe(1);
    expect(r.removal.legal).toBe(false);
    expect(r.removal.shortfalls.map((s: { code: string }) => s.code)).toEqual(['MORE_THAN_NEEDED']);
    expect(run({ house: 'stark', board, supplyLevel: 4, removal: [{ area: 'winterfell', type: 'footman' }] }).removal.shortfalls.map((s: { code: string }) => s.code)).toEqual(['MORE_THAN_NEEDED']);
  });

  it('a removal of units that are not there is a 422 naming the entry', () => {
    try {
      run({ ...seed, removal: [{ area: 'the-twins', type: 'footman' }, { area: 'riverrun', type: 'knight' }] });
      throw new Error('no error');
    } catch (e) {
      expect((e as DomainError).code).toBe('impossible_state');
      expect((e as DomainError).issues).toEqual([expect.objectContaining({ path: '/removal/1', code: 'unit_not_there' })]);
    }
  });

  it('a removal needs a board; a board needs the house (400 with pointers)', () => {
    expect(() => run({ unitsPerArea: [3, 3], supplyLevel: 1, removal: [{ area: 'winterfell', type: 'footman' }] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/removal' })] }));
    expect(() => run({ board: lannister, supplyLevel: 1 })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/house' })] }));
  });

  it('unitsPerArea still works, armies named by index', () => {
    expect(run({ unitsPerArea: [1, 4, 3, 2, 2], supplyLevel: 3 }).armiesToReduce).toEqual([
      { index: 1, units: 4, minLoss: 1, maxLoss: 2 },
      { index: 2, units: 3, minLoss: 0, maxLoss: 1 },
    ]);
  });

  it('minimalLosses is exact: equals a brute force over every removal on small inputs', () => {
    const rows = [0, 1, 2, 3, 4, 5, 6];
    const fits = (sizes: number[], level: number) => {
      const row = [[2, 2], [3, 2], [3, 2, 2], [3, 2, 2, 2], [3, 3, 2, 2], [4, 3, 2, 2], [4, 3, 2, 2, 2]][level];
      const a = sizes.filter((n) => n >= 2).sort((x, y) => y - x);
      return a.length <= row.length && a.every((n, i) => n <= row[i]);
    };
    const brute = (sizes: number[], level: number): number => {
      let best = Infinity;
      const walk = (i: number, cur: number[], cost: number) => {
        if (i === sizes.length) {
          if (fits(cur, level)) best = Math.min(best, cost);
          return;
        }
        for (let keep = sizes[i]; keep >= 0; keep--) walk(i + 1, [...cur, keep], cost + sizes[i] - keep);
      };
      walk(0, [], 0);
      return best;
    };
    for (const sizes of [[4, 4, 4], [2, 2, 2, 2, 2, 2], [5, 2, 3, 2], [3, 3, 3, 3], [4, 3, 2, 2, 2, 2]]) {
      for (const level of rows) {
        const armies = sizes.map((units, index) => ({ index, units }));
        expect([sizes, level, minimalLosses(armies, level).minimum]).toEqual([sizes, level, brute(sizes, level)]);
      }
    }
  });
});
