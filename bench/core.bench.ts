/**
 * Dice core: the exact distribution of a 120-dice hit(4+) → reroll 1s → damage(4+) → reroll 1s
 * pipeline, against the same pipeline by 100k-trial Monte Carlo, in one run.
 * Run: `npm run build && node dist/bench/core.bench.js`.
 */
import { evaluate, report } from '../src/domain/core/prob/evaluate.js';
import { pool } from '../src/domain/core/prob/pool.js';
import { SeededSampler } from '../src/domain/core/prob/samplers.js';

const pipeline = () =>
  pool({ purpose: 'hit', count: 120, target: 4, reroll: 'ones' }).then((hits) => pool({ purpose: 'damage', count: hits, target: 4, reroll: 'ones' }));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(runs: number, f: () => void): number {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    t.push(performance.now() - t0);
  }
  return median(t);
}

for (let i = 0; i < 50; i++) evaluate(pipeline(), { mode: 'exact' });
const exactMs = time(200, () => evaluate(pipeline(), { mode: 'exact' }));

const TRIALS = 100_000;
let mc = new Map<number, number>();
const mcMs = time(3, () => {
  mc = new Map();
  const s = new SeededSampler('bench');
  const proc = pipeline();
  for (let i = 0; i < TRIALS; i++) {
    const d = proc.sample(s);
    mc.set(d, (mc.get(d) ?? 0) + 1);
    s.rolls.length = 0;
  }
});

const exact = evaluate(pipeline(), { mode: 'exact' });
if (exact.kind !== 'exact') throw new Error('exact expected');
const rep = report(exact.outcomes, { damage: (d) => d });
let maxDiff = 0;
for (const { value, p } of rep.damage as Array<{ value: number; p: number }>) maxDiff = Math.max(maxDiff, Math.abs(p - (mc.get(value) ?? 0) / TRIALS));

console.log(`dice core bench (node ${process.version})`);
console.log(`exact 120-dice hit→reroll→damage→reroll: median ${exactMs.toFixed(3)} ms per call (mean damage ${(rep.mean as number).toFixed(4)})`);
console.log(`Monte Carlo ${TRIALS} trials:               median ${mcMs.toFixed(1)} ms per run`);
console.log(`ratio Monte Carlo / exact: ${(mcMs / exactMs).toFixed(0)}×; max |exact − MC| over damage values: ${maxDiff.toExponential(2)}`);
