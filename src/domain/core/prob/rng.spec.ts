import fc from 'fast-check';
import { SeededRng, shuffle } from './rng.js';

describe('SeededRng (xoshiro128**, seed hashed by cyrb128)', () => {
  it('gives the known sequence for a seed (guards every platform and future change)', () => {
    const r = new SeededRng('arbiter');
    expect([r.nextUint32(), r.nextUint32(), r.nextUint32(), r.nextUint32()]).toEqual([1960850036, 1127936918, 1015721341, 3587518339]);
    expect(r.state()).toBe('606759beb8548df40d3924b83de4189b');
    const d = new SeededRng('dice');
    expect(Array.from({ length: 12 }, () => d.die(6))).toEqual([1, 2, 4, 1, 6, 5, 3, 6, 6, 1, 4, 4]);
    expect(shuffle(new SeededRng('deck'), [1, 2, 3, 4, 5, 6, 7, 8])).toEqual([5, 4, 6, 3, 8, 2, 1, 7]);
  });

  it('resumes exactly from a serialised state', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(50), (seed, skip) => {
        const a = new SeededRng(seed);
        for (let i = 0; i < skip; i++) a.nextUint32();
        const b = SeededRng.fromState(a.state());
        expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(Array.from({ length: 5 }, () => a.nextUint32()));
      }),
    );
  });

  it('nextInt stays in range and die faces are uniform (chi-square, 60k rolls)', () => {
    const r = new SeededRng('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[r.die(6) - 1]++;
    const chi = counts.reduce((s, c) => s + (c - 10000) ** 2 / 10000, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
      const v = new SeededRng(seed).nextInt(n);
      return Number.isInteger(v) && v >= 0 && v < n;
    }));
  });

  it('shuffle is a permutation and leaves its input alone', () => {
    fc.assert(fc.property(fc.string(), fc.array(fc.integer()), (seed, xs) => {
      const copy = [...xs];
      const out = shuffle(new SeededRng(seed), xs);
      expect(xs).toEqual(copy);
      expect([...out].sort()).toEqual([...xs].sort());
    }));
  });

  it('rejects a malformed state', () => {
    expect(() => SeededRng.fromState('xyz')).toThrow(RangeError);
  });
});
