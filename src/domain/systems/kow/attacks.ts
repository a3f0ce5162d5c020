/**
 * The `attacks` capability: one attack (melee, ranged, breath or spell) and optionally the nerve
 * test that follows, as one dice procedure. Given-mode dice order: to-hit dice, their rerolls
 * (Elite), Blast dice per hit, damage dice, their rerolls (Vicious), nerve 2D6, Inspiring reroll.
 */
import { Explainer } from '../../core/explain.js';
import { evaluate, report } from '../../core/prob/evaluate.js';
import { pool, sum } from '../../core/prob/pool.js';
import { pure, sumOf, type Proc } from '../../core/prob/proc.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { planAttack, type AttackContext, type AttackPlan, type Facing } from './attack-plan.js';
import { explainNerve, nerveProc, type NerveResult } from './nerve.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';
import { has, invalid, resolveUnit, type Unit, type UnitInput } from './units.js';

export interface AttackRequest {
  kind: AttackContext['kind'];
  attacker: UnitInput;
  target: UnitInput;
  facing?: Facing;
  hinderedBy?: Array<'difficultTerrain' | 'obstacle'>;
  endsOnTerrain?: boolean;
  counterCharge?: boolean;
  attackerDisordered?: boolean;
  moved?: boolean;
  cover?: boolean;
  weapon?: string;
  spell?: { id: NonNullable<AttackContext['spell']>['id']; n: number };
  baneChant?: boolean;
  distance?: number;
  /** Damage already on the target / attacker (nerve total, Lifeleech). */
  targetDamage?: number;
  attackerDamage?: number;
  /** Also roll the target's nerve test when it takes damage. */
  nerveTest?: boolean;
  /** The target's Routed result is rerolled (Inspiring/Very Inspiring friend in range, or its own rule). */
  targetInspired?: boolean;
}

export interface AttackOutcome {
  hits: number;
  damage: number;
  targetDamageAfter: number;
  attackerDamageAfter: number;
  nerve: NerveResult | 'noTest';
}

export interface AttackResult {
  plan: AttackPlan;
  /** Sampled modes: what happened. */
  outcome?: AttackOutcome;
  /** Exact mode: mean damage. */
  expectedDamage?: number;
}

// KoW rolls to hit, Blast, to damage, Lifeleech: 003_80333abf01c9832d.txt L537-652, L869-874, L937-940
export function attackProc(plan: AttackPlan, a: Unit, t: Unit, req: AttackRequest): Proc<AttackOutcome> {
  const hitsProc = pool({ purpose: 'hit', count: plan.dice, target: plan.needToHit, reroll: plan.hitReroll ? 'ones' : 'none' });
  const blast = plan.blast;
  const allHits: Proc<number> = blast
    ? hitsProc.then((h) => (blast.count === 0 ? pure(h * blast.plus) : sumOf(h, sum({ purpose: 'blast', count: blast.count, sides: blast.sides, plus: blast.plus }))))
    : hitsProc;
  const targetDamage = req.targetDamage ?? 0;
  const attackerDamage = req.attackerDamage ?? 0;
  return allHits.then((hits) => {
    const dmg = plan.needToDamage === null || hits === 0 ? pure(0) : pool({ purpose: 'damage', count: hits, target: plan.needToDamage, reroll: plan.damageReroll ? 'ones' : 'none' });
    return dmg.then((damage) => {
      const healed = plan.spell?.id === 'heal' ? Math.min(hits, targetDamage) : 0;
      const base: AttackOutcome = {
        hits,
        damage,
        targetDamageAfter: targetDamage + damage - healed,
        attackerDamageAfter: attackerDamage - Math.min(plan.lifeleech, damage, attackerDamage),
        nerve: 'noTest',
      };
      if (!req.nerveTest || damage === 0) return pure(base);
      const brutal = req.kind === 'melee' && has(a, 'brutal');
      return nerveProc({ ne: t.ne, damage: base.targetDamageAfter, brutal, inspired: req.targetInspired === true, ironResolve: has(t, 'ironResolve') }).map((n) => ({
        ...base,
        nerve: n.result,
        targetDamageAfter: n.damageAfter,
      }));
    });
  });
}

const nonNegInt = (v: unknown, path: string): void => {
  if (v !== undefined && !(typeof v === 'number' && Number.isInteger(v) && v >= 0)) throw invalid(path, `${path.slice(1)} must be a non-negative integer`);
};

export function resolveAttack(req: AttackRequest, ctx: RulesContext): RulesOutcome<AttackResult> {
  if (!['melee', 'ranged', 'breath', 'spell'].includes(req.kind)) throw invalid('/kind', 'kind must be melee, ranged, breath or spell');
  const a = resolveUnit(req.attacker, ['attacker']);
  const t = resolveUnit(req.target, ['target']);
  nonNegInt(req.targetDamage, '/targetDamage');
  nonNegInt(req.attackerDamage, '/attackerDamage');
  if (req.spell !== undefined) nonNegInt(req.spell.n, '/spell/n');
  const ex = new Explainer();
  const c: AttackContext = {
    kind: req.kind,
    facing: req.facing ?? 'front',
    hinderedBy: req.hinderedBy ?? [],
    endsOnTerrain: req.endsOnTerrain === true,
    counterCharge: req.counterCharge === true,
    attackerDisordered: req.attackerDisordered === true,
    moved: req.moved === true,
    cover: req.cover === true,
    ...(req.weapon !== undefined ? { weapon: req.weapon } : {}),
    ...(req.spell !== undefined ? { spell: req.spell } : {}),
    baneChant: req.baneChant === true,
    ...(req.distance !== undefined ? { distance: req.distance } : {}),
    halveBase: ctx.options.halveBase === 'profile' ? 'profile' : 'final',
  };
  const plan = planAttack(a, t, c, ex);
  if (plan.lifeleech > 0) ex.add(R.lifeleech, `Lifeleech(${plan.lifeleech}): each damage dealt removes one of the attacker's damage, at most ${plan.lifeleech}`);
  const brutal = req.kind === 'melee' && has(a, 'brutal');
  if (req.nerveTest) {
    ex.add(R.nerveWhen, 'The target tests nerve if it took damage');
    explainNerve(ex, { ne: t.ne, damage: req.targetDamage ?? 0, brutal, inspired: req.targetInspired === true, ironResolve: has(t, 'ironResolve') });
  }
  ex.add(R.rerolls, 'A die already rerolled is never rerolled again');
  const ev = evaluate(attackProc(plan, a, t, req), ctx.dice);
  if (ev.kind === 'exact') {
    const quantities: Record<string, (o: AttackOutcome) => number | string> = { damage: (o) => o.damage, hits: (o) => o.hits, targetDamageAfter: (o) => o.targetDamageAfter };
    if (plan.lifeleech > 0) quantities.attackerDamageAfter = (o) => o.attackerDamageAfter;
    if (req.nerveTest) quantities.nerve = (o) => o.nerve;
    const distribution = report(ev.outcomes, quantities);
    return { result: { plan, expectedDamage: distribution.mean as number }, distribution, explanation: ex.steps };
  }
  return { result: { plan, outcome: ev.value }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
}

export const attacksCapability: Capability<AttackRequest, AttackResult> = {
  options: optionsNamed('halveBase', 'blastPerHit', 'lifeleechScope', 'fearlessDoubleSix'),
  usesDice: true,
  run: resolveAttack,
};
