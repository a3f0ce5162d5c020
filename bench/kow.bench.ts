/**
 * Kings of War attack resolution at the domain level: exact distribution of a Legion rear charge
 * with Elite, Vicious, Crushing Strength and Thunderous Charge (90 dice), with and without the
 * nerve test that follows. The charge check of the brief is not benched: charges are not served yet.
 * Run: `npx tsc -p tsconfig.build.json && node dist/bench/kow.bench.js`.
 */
import { resolveAttack, type AttackRequest } from '../src/domain/systems/kow/attacks.js';

const legion = { type: 'Inf' as const, size: 'Legion' as const, sp: 5, me: 4, ra: null, de: 4, att: 30, ne: { waver: 25, rout: 27 }, pts: 300 };
const req: AttackRequest = {
  kind: 'melee',
  facing: 'rear',
  attacker: { ...legion, specialRules: [{ id: 'elite' }, { id: 'vicious' }, { id: 'crushingStrength', value: 1 }, { id: 'thunderousCharge', value: 1 }] },
  target: { ...legion, specialRules: [] },
};
const ctx = { rulesVersion: 'kow-2e', options: { halveBase: 'final' }, dice: { mode: 'exact' as const } };

function medianMs(runs: number, f: () => void): number {
  for (let i = 0; i < 20; i++) f();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    f();
    xs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  xs.sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)]!;
}

const plain = medianMs(300, () => resolveAttack(req, ctx));
const withNerve = medianMs(100, () => resolveAttack({ ...req, nerveTest: true }, ctx));
const out = resolveAttack(req, ctx);
process.stdout.write(
  `${JSON.stringify({ bench: 'kow attack: Legion rear charge, Elite+Vicious+CS1+TC1, exact', dice: out.result.plan.dice, meanDamage: out.result.expectedDamage, medianMs: plain, withNerveMedianMs: withNerve })}\n`,
);
