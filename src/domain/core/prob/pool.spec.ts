import fc from 'fast-check';
import { DomainError } from '../errors.js';
import { atLeast, entries, mean, total } from './dist.js';
import { evaluate, probability, report } from './evaluate.js';
import { capTarget, dieDistribution, pool, sum, test2d6, type PoolSpec, type Reroll } from './pool.js';
import { GivenSampler, SeededSampler } from './samplers.js';
import { pure, sumOf, type Proc } from './proc.js';

const RULES: Reroll[] = ['none', 'ones', 'failures', 'successes', 'all'];

/** Brute force: every sequence of first faces, and for each rerolled die every second face. */
function bruteForce(spec: PoolSpec): Map<number, number> {
  const sides = spec.sides ?? 6;
  const ok = (f: number) => (f === 1 && (spec.naturalOneFails ?? true) ? false : f === sides && spec.naturalMaxSucceeds ? true : f >= spec.target);
  const val = (f: number) => (ok(f) ? (spec.doubleFrom !== undefined && f >= spec.doubleFrom ? 2 : 1) : 0);
  const rr = (f: number) => {
    const r = spec.reroll ?? 'none';
    return r === 'all' || (r === 'ones' && f === 1) || (r === 'failures' && !ok(f)) || (r === 'successes' && ok(f));
  };
  const out = new Map<number, number>();
  const walk = (i: number, firsts: number[], p: number) => {
    if (i < spec.count) {
      for (let f = 1; f <= sides; f++) walk(i + 1, [...firsts, f], p / sides);
      return;
    }
    const kept = firsts.filter((f) => !rr(f)).reduce((s, f) => s + val(f), 0);
    const n = firsts.filter(rr).length;
    const again = (j: number, acc: number, q: number) => {
      if (j === n) {
        out.set(acc, (out.get(acc) ?? 0) + q);
        return;
      }
      for (let g = 1; g <= sides; g++) again(j + 1, acc + val(g), q / sides);
    };
    again(0, kept, p);
  };
  walk(0, [], 1);
  return out;
}

const asMap = (proc: Proc<number>) => new Map([...proc.exact().values()].map((o) => [o.value, o.p]));

const specArb = (maxDice: number) =>
  fc.record({
    purpose: fc.constant('hit'),
    count: fc.integer({ min: 0, max: maxDice }),
    target: fc.integer({ min: 1, max: 7 }),
    reroll: fc.constantFrom(...RULES),
    naturalOneFails: fc.boolean(),
    naturalMaxSucceeds: fc.boolean(),
    doubleFrom: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined }),
  });

describe('pool: exact equals brute-force enumeration of every die sequence', () => {
  it('up to 3 dice with every reroll rule and switch', () => {
    fc.assert(
      fc.property(specArb(3), (spec) => {
        const exact = asMap(pool(spec));
        const brute = bruteForce(spec);
        for (const v of new Set([...exact.keys(), ...brute.keys()])) expect(exact.get(v) ?? 0).toBeCloseTo(brute.get(v) ?? 0, 12);
      }),
      { numRuns: 150 },
    );
  });

  it('up to 6 dice with rerolls of natural 1s (Elite / Vicious) and without rerolls', () => {
    for (const reroll of ['none', 'ones'] as Reroll[]) {
      for (let count = 0; count <= 6; count++) {
        for (const target of [2, 4, 6]) {
          const spec = { purpose: 'hit', count, target, reroll };
          const exact = asMap(pool(spec));
          const brute = bruteForce(spec);
          // The brute force adds up to 6^12 tiny terms, so it carries ~1e-12 of rounding itself.
          for (const v of brute.keys()) expect(exact.get(v) ?? 0).toBeCloseTo(brute.get(v)!, 10);
        }
      }
    }
  });

  it('sums to 1 within 1e-12, even for 200 dice', () => {
    fc.assert(fc.property(specArb(200), (spec) => Math.abs(total(asMap(pool(spec))) - 1) < 1e-12), { numRuns: 100 });
  });
});

describe('pool rules, known answers', () => {
  it('4+ on a d6 is 1/2; rerolling 1s adds 1/6 × 1/2', () => {
    expect(dieDistribution({ purpose: 'h', count: 1, target: 4 }).get(1)).toBeCloseTo(1 / 2, 15);
    expect(dieDistribution({ purpose: 'h', count: 1, target: 4, reroll: 'ones' }).get(1)).toBeCloseTo(1 / 2 + 1 / 12, 15);
  });

  it('a natural 1 fails even on 1+, unless switched off', () => {
    expect(dieDistribution({ purpose: 'h', count: 1, target: 1 }).get(1)).toBeCloseTo(5 / 6, 15);
    expect(dieDistribution({ purpose: 'h', count: 1, target: 1, naturalOneFails: false }).get(1)).toBeCloseTo(1, 15);
  });

  it('a natural 6 succeeds on 7+ only when the switch is on', () => {
    expect(dieDistribution({ purpose: 'h', count: 1, target: 7 }).get(1) ?? 0).toBe(0);
    expect(dieDistribution({ purpose: 'h', count: 1, target: 7, naturalMaxSucceeds: true }).get(1)).toBeCloseTo(1 / 6, 15);
  });

  it('6s that count double: one die has mean (2×1/6 + 2/6) on 4+', () => {
    expect(mean(dieDistribution({ purpose: 'h', count: 1, target: 4, doubleFrom: 6 }))).toBeCloseTo(2 / 6 + 2 / 6, 15);
  });

  it('the opponent forcing successes to be rerolled lowers the chance: 4+ → 1/4', () => {
    expect(dieDistribution({ purpose: 'h', count: 1, target: 4, reroll: 'successes' }).get(1)).toBeCloseTo(1 / 4, 15);
  });

  it('a better target never lowers the chance of any number of successes', () => {
    fc.assert(
      fc.property(specArb(12), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 12 }), (spec, better, k) => {
        // Rerolling successes is the opponent's rule; with 6s counting double a reroll of a failure
        // can be worth more than a plain success, so the property is about plain success counts.
        if (spec.reroll === 'successes' || spec.reroll === 'all' || spec.doubleFrom !== undefined) return true;
        const worse = atLeast(asMap(pool(spec)), k);
        const improved = atLeast(asMap(pool({ ...spec, target: spec.target - better })), k);
        return improved >= worse - 1e-12;
      }),
    );
  });
});

describe('sums of dice', () => {
  it('D3 is a d6 halved rounding up; D6+3; 2D6', () => {
    expect(entries(asMap(sum({ purpose: 'b', count: 1, sides: 3 })))).toEqual([[1, 1 / 3], [2, 1 / 3], [3, 1 / 3]]);
    expect(entries(asMap(sum({ purpose: 'a', count: 1, sides: 6, plus: 3 }))).map(([v]) => v)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(asMap(sum({ purpose: 'a', count: 2, sides: 6 })).get(7)).toBeCloseTo(6 / 36, 15);
    const given = new GivenSampler([1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map(() => sum({ purpose: 'b', count: 1, sides: 3 }).sample(given))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('Blast-style: each hit becomes D3 hits, with a random number of hits', () => {
    const blast = pool({ purpose: 'hit', count: 2, target: 4 }).then((h) => sumOf(h, sum({ purpose: 'blast', count: 1, sides: 3 })));
    const d = asMap(blast);
    expect(total(d)).toBeCloseTo(1, 12);
    expect(mean(d)).toBeCloseTo(2 * 0.5 * 2, 12);
    expect(d.get(0)).toBeCloseTo(0.25, 12);
  });

  it('2D6 faces for doubles: double 1 is 1/36', () => {
    const t = evaluate(test2d6('nerve'), { mode: 'exact' });
    if (t.kind !== 'exact') throw new Error('exact expected');
    expect(probability(t.outcomes, ([a, b]) => a === 1 && b === 1)).toBeCloseTo(1 / 36, 15);
    expect(probability(t.outcomes, ([a, b]) => a + b >= 10)).toBeCloseTo(6 / 36, 15);
  });

  it('clamps: a unit cannot lose more than it has left', () => {
    const d = asMap(pool({ purpose: 'dmg', count: 10, target: 2 }).map((w) => Math.min(w, 3)));
    expect(Math.max(...d.keys())).toBe(3);
    expect(total(d)).toBeCloseTo(1, 12);
  });
});

describe('target caps', () => {
  it('never better than 2+, never worse than 6+; "needs 7+" halves the dice at 6+', () => {
    expect(capTarget(10, 1, { best: 2 })).toEqual({ count: 10, target: 2, halved: false, impossible: false });
    expect(capTarget(10, 7, { best: 2, worst: 6, overflow: 'halve' })).toEqual({ count: 5, target: 6, halved: true, impossible: false });
    expect(capTarget(9, 8, { worst: 6, overflow: 'halve' })).toEqual({ count: 4, target: 6, halved: true, impossible: false });
    expect(capTarget(10, 7, { worst: 6, overflow: 'cap' })).toMatchObject({ count: 10, target: 6 });
    expect(capTarget(10, 7, { worst: 6, overflow: 'fail' })).toMatchObject({ count: 10, impossible: true });
  });
});

const pipeline = (n: number) =>
  pool({ purpose: 'hit', count: n, target: 4, reroll: 'ones' }).then((hits) =>
    pool({ purpose: 'damage', count: hits, target: 4, reroll: 'ones' }).map((damage) => ({ hits, damage })),
  );

describe('three modes of one procedure', () => {
  it('seeded runs replay identically, transcript included', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (seed, n) => {
        const a = evaluate(pipeline(n), { mode: 'seeded', seed });
        const b = evaluate(pipeline(n), { mode: 'seeded', seed });
        expect(a).toEqual(b);
      }),
    );
  });

  it('over 200k seeded samples the frequencies sit within 4 standard errors of the exact ones', () => {
    const exact = evaluate(pipeline(6), { mode: 'exact' });
    if (exact.kind !== 'exact') throw new Error('exact expected');
    const dmg = report(exact.outcomes, { damage: (o) => o.damage }).damage as Array<{ value: number; p: number }>;
    const N = 200_000;
    const counts = new Map<number, number>();
    const s = new SeededSampler('monte-carlo');
    const proc = pipeline(6);
    for (let i = 0; i < N; i++) {
      const v = proc.sample(s).damage;
      counts.set(v, (counts.get(v) ?? 0) + 1);
      if (s.rolls.length > 10_000) s.rolls.length = 0;
    }
    for (const { value, p } of dmg) {
      const se = Math.sqrt((p * (1 - p)) / N);
      expect(Math.abs((counts.get(value) ?? 0) / N - p)).toBeLessThan(4 * se + 1e-12);
    }
  });

  it('given mode consumes dice in table order: the step, its rerolls, then the next step', () => {
    const r = evaluate(pipeline(3), { mode: 'given', rolls: [1, 5, 2, 6, /* damage */ 4, 1, 3, 2] });
    expect(r).toMatchObject({ kind: 'sampled', value: { hits: 2, damage: 1 }, unusedRolls: [2] });
    if (r.kind !== 'sampled') throw new Error('sampled expected');
    expect(r.rolls).toEqual([
      { purpose: 'hit', die: 'd6', value: 1, rerolled: false },
      { purpose: 'hit', die: 'd6', value: 5, rerolled: false },
      { purpose: 'hit', die: 'd6', value: 2, rerolled: false },
      { purpose: 'hit', die: 'd6', value: 6, rerolled: true },
      { purpose: 'damage', die: 'd6', value: 4, rerolled: false },
      { purpose: 'damage', die: 'd6', value: 1, rerolled: false },
      { purpose: 'damage', die: 'd6', value: 3, rerolled: true },
    ]);
  });

  it('given mode says exactly how many more dice a step needs', () => {
    const err = (rolls: number[]) => {
      try {
        evaluate(pipeline(3), { mode: 'given', rolls });
      } catch (e) {
        return e as DomainError;
      }
      throw new Error('expected insufficient_dice');
    };
    expect(err([4]).details).toMatchObject({ step: 'hit', reroll: false, needed: 2, stepDice: 3, available: 1 });
    expect(err([1, 1, 5]).details).toMatchObject({ step: 'hit', reroll: true, needed: 2, available: 0 });
    expect(err([6, 6, 6, 4]).details).toMatchObject({ step: 'damage', reroll: false, needed: 2, available: 1, used: 3 });
    expect(err([4]).code).toBe('insufficient_dice');
    expect(err([4]).message).toContain('2 more d6 needed for "hit"');
  });

  it('given mode rejects a face the die does not have, pointing at it', () => {
    expect(() => evaluate(pipeline(2), { mode: 'given', rolls: [3, 7] })).toThrow(DomainError);
    try {
      evaluate(pipeline(2), { mode: 'given', rolls: [3, 7] });
    } catch (e) {
      expect((e as DomainError).issues[0].path).toBe('/dice/rolls/1');
    }
  });

  it('reports marginals in the wire form with means', () => {
    const r = evaluate(pure(3).then((n) => pool({ purpose: 'h', count: n, target: 4 }).map((h) => ({ h, big: h >= 2 ? 'yes' : 'no' }))), { mode: 'exact' });
    if (r.kind !== 'exact') throw new Error('exact expected');
    const rep = report(r.outcomes, { hits: (o) => o.h, big: (o) => o.big });
    const hits = rep.hits as Array<{ value: number; p: number }>;
    expect(hits.map((e) => e.value)).toEqual([0, 1, 2, 3]);
    [0.125, 0.375, 0.375, 0.125].forEach((p, i) => expect(hits[i].p).toBeCloseTo(p, 15));
    const big = rep.big as Array<{ value: string; p: number }>;
    expect(big.map((e) => e.value)).toEqual(['no', 'yes']);
    expect(big[0].p).toBeCloseTo(0.5, 15);
    expect(rep.mean).toBeCloseTo(1.5, 15);
    expect(Object.keys(rep.means as object)).toEqual(['hits']);
  });
});
