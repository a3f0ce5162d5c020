/**
 * The `attacks` capability: one attack (melee, ranged, breath or spell) and optionally the nerve
 * test that follows, as one dice procedure. Given-mode dice order: to-hit dice, their rerolls
 * (Elite), Blast dice per hit, damage dice, their rerolls (Vicious), nerve 2D6, Inspiring reroll.
 */
import { DomainError } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate, report } from '../../core/prob/evaluate.js';
import { pool, sum } from '../../core/prob/pool.js';
import { pure, sumOf, type Proc } from '../../core/prob/proc.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { planAttack, type AttackContext, type AttackPlan, type Facing } from './attack-plan.js';
import { explainNerve, nerveProc, type NerveResult } from './nerve.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';
import { shotGeometry, type ShotGeometry, type ShotGeometryInput } from './shooting.js';
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
  /** Ranged and breath attacks: positions on the table; range, facing and cover are then worked out. */
  geometry?: ShotGeometryInput;
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
  /** With `geometry`: what the table says about the shot. */
  geometry?: ShotGeometry;
  /** meleeNerveTiming endOfPhase: the nerve test asked for is taken at the end of the phase instead. */
  nerveDeferred?: boolean;
}

// KoW rolls to hit and Blast: 003_80333abf01c9832d.txt L537-561, L869-874
function hitsProc(plan: AttackPlan): Proc<number> {
  const hits = pool({ purpose: 'hit', count: plan.dice, target: plan.needToHit, reroll: plan.hitReroll ? 'ones' : 'none' });
  const blast = plan.blast;
  if (!blast) return hits;
  return hits.then((h) => (blast.count === 0 ? pure(h * blast.plus) : sumOf(h, sum({ purpose: 'blast', count: blast.count, sides: blast.sides, plus: blast.plus }))));
}

// KoW rolls to damage: 003_80333abf01c9832d.txt L574-586
const damageProc = (plan: AttackPlan, hits: number): Proc<number> =>
  plan.needToDamage === null || hits === 0 ? pure(0) : pool({ purpose: 'damage', count: hits, target: plan.needToDamage, reroll: plan.damageReroll ? 'ones' : 'none' });

// KoW Inspiring: the unit itself, or a friend in range (targetInspired), rerolls a Routed result: 003_80333abf01c9832d.txt L925-931, L999-1001
const targetInspired = (t: Unit, req: AttackRequest): boolean => req.targetInspired === true || has(t, 'inspiring') || has(t, 'veryInspiring');

/**
 * What follows the dice of one attack: Heal, Lifeleech and the nerve test. `effect` is the
 * damage dealt (the hits, for Heal).
 */
// KoW Lifeleech, Heal, nerve after damage: 003_80333abf01c9832d.txt L937-940, L1197-1204, L710-737
function aftermath(plan: AttackPlan, a: Unit, t: Unit, req: AttackRequest, effect: number): Proc<Omit<AttackOutcome, 'hits'>> {
  const targetDamage = req.targetDamage ?? 0;
  const attackerDamage = req.attackerDamage ?? 0;
  const heal = plan.spell?.id === 'heal';
  const damage = heal ? 0 : effect;
  const base = {
    damage,
    targetDamageAfter: heal ? targetDamage - Math.min(effect, targetDamage) : targetDamage + damage,
    attackerDamageAfter: attackerDamage - Math.min(plan.lifeleech, damage, attackerDamage),
    nerve: 'noTest' as AttackOutcome['nerve'],
  };
  if (!req.nerveTest || damage === 0) return pure(base);
  const brutal = req.kind === 'melee' && has(a, 'brutal');
  return nerveProc({ ne: t.ne, damage: base.targetDamageAfter, brutal, inspired: targetInspired(t, req), ironResolve: has(t, 'ironResolve') }).map((n) => ({
    ...base,
    nerve: n.result,
    targetDamageAfter: n.damageAfter,
  }));
}

/** The whole attack in table order (seeded and given modes). */
export function attackProc(plan: AttackPlan, a: Unit, t: Unit, req: AttackRequest): Proc<AttackOutcome> {
  const heal = plan.spell?.id === 'heal';
  return hitsProc(plan).then((hits) => damageProc(plan, hits).then((d) => aftermath(plan, a, t, req, heal ? hits : d).map((rest) => ({ hits, ...rest }))));
}

/** Exact mode: the same steps, merged on the damage count so chains stay small. */
function exactAttack(plan: AttackPlan, a: Unit, t: Unit, req: AttackRequest): { hits: Proc<number>; rest: Proc<Omit<AttackOutcome, 'hits'>> } {
  const hits = hitsProc(plan);
  const effect = plan.spell?.id === 'heal' ? hits : hits.then((h) => damageProc(plan, h));
  return { hits, rest: effect.then((e) => aftermath(plan, a, t, req, e)) };
}

const nonNegInt = (v: unknown, path: string): void => {
  if (v !== undefined && !(typeof v === 'number' && Number.isInteger(v) && v >= 0)) throw invalid(path, `${path.slice(1)} must be a non-negative integer`);
};

export function resolveAttack(given: AttackRequest, ctx: RulesContext): RulesOutcome<AttackResult> {
  // meleeNerveTiming endOfPhase (L654-657): a melee's nerve test waits for the end of the phase
  const deferNerve = given.kind === 'melee' && given.nerveTest === true && ctx.options.meleeNerveTiming === 'endOfPhase';
  const req: AttackRequest = deferNerve ? { ...given, nerveTest: false } : given;
  if (!['melee', 'ranged', 'breath', 'spell'].includes(req.kind)) throw invalid('/kind', 'kind must be melee, ranged, breath or spell');
  const a = resolveUnit(req.attacker, ['attacker']);
  const t = resolveUnit(req.target, ['target']);
  nonNegInt(req.targetDamage, '/targetDamage');
  nonNegInt(req.attackerDamage, '/attackerDamage');
  if (req.spell !== undefined) nonNegInt(req.spell.n, '/spell/n');
  const ex = new Explainer();
  let geo: ShotGeometry | undefined;
  if (req.geometry !== undefined) {
    const clash = (['cover', 'distance', 'facing'] as const).filter((k) => req[k] !== undefined);
    if (req.kind !== 'ranged' && req.kind !== 'breath') throw invalid('/geometry', 'geometry is for ranged and breath attacks');
    if (clash.length) throw invalid(`/${clash[0]}`, `with geometry, ${clash.join(', ')} ${clash.length > 1 ? 'are' : 'is'} worked out from the table; leave ${clash.length > 1 ? 'them' : 'it'} out`);
    geo = shotGeometry(req.geometry, a, t, ctx.options, ex);
  }
  const c: AttackContext = {
    kind: req.kind,
    facing: geo?.facing ?? req.facing ?? 'front',
    hinderedBy: req.hinderedBy ?? [],
    endsOnTerrain: req.endsOnTerrain === true,
    counterCharge: req.counterCharge === true,
    attackerDisordered: req.attackerDisordered === true,
    moved: req.moved === true,
    cover: geo ? geo.cover : req.cover === true,
    ...(req.weapon !== undefined ? { weapon: req.weapon } : {}),
    ...(req.spell !== undefined ? { spell: req.spell } : {}),
    baneChant: req.baneChant === true,
    ...(geo ? { distance: geo.distance } : req.distance !== undefined ? { distance: req.distance } : {}),
    halveBase: ctx.options.halveBase === 'profile' ? 'profile' : 'final',
  };
  let plan: AttackPlan;
  try {
    plan = planAttack(a, t, c, ex);
  } catch (e) {
    // With geometry the distance was measured on the table: point at the target's position
    if (geo && e instanceof DomainError) for (const i of e.issues) if (i.path === '/distance') i.path = '/geometry/target';
    throw e;
  }
  if (plan.lifeleech > 0) ex.add(R.lifeleech, `Lifeleech(${plan.lifeleech}): each damage dealt removes one of the attacker's damage, at most ${plan.lifeleech}`);
  const brutal = req.kind === 'melee' && has(a, 'brutal');
  if (req.nerveTest) {
    ex.add(R.nerveWhen, 'The target tests nerve if it took damage');
    explainNerve(ex, { ne: t.ne, damage: req.targetDamage ?? 0, brutal, inspired: targetInspired(t, req), ironResolve: has(t, 'ironResolve') });
  }
  if (deferNerve) ex.add(R.nerveWhen, 'meleeNerveTiming endOfPhase: the target tests nerve at the end of the melee phase, with all the damage of the phase (POST morale/test)');
  ex.add(R.rerolls, 'A die already rerolled is never rerolled again');
  if (ctx.dice.mode === 'exact') {
    const { hits, rest } = exactAttack(plan, a, t, req);
    const quantities: Record<string, (o: Omit<AttackOutcome, 'hits'>) => number | string> = { damage: (o) => o.damage, targetDamageAfter: (o) => o.targetDamageAfter };
    if (plan.lifeleech > 0) quantities.attackerDamageAfter = (o) => o.attackerDamageAfter;
    if (req.nerveTest) quantities.nerve = (o) => o.nerve;
    const distribution = report(rest.exact(), quantities);
    const hitsReport = report(hits.exact(), { hits: (v) => v });
    distribution.hits = hitsReport.hits!;
    (distribution.means as Record<string, number>).hits = (hitsReport.means as Record<string, number>).hits!;
    return { result: { plan, expectedDamage: distribution.mean as number, ...(geo ? { geometry: geo } : {}), ...(deferNerve ? { nerveDeferred: true } : {}) }, distribution, explanation: ex.steps };
  }
  const ev = evaluate(attackProc(plan, a, t, req), ctx.dice);
  if (ev.kind === 'exact') throw new Error('unreachable: exact mode handled above');
  return { result: { plan, outcome: ev.value, ...(geo ? { geometry: geo } : {}), ...(deferNerve ? { nerveDeferred: true } : {}) }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
}

export const attacksCapability: Capability<AttackRequest, AttackResult> = {
  options: optionsNamed('halveBase', 'blastPerHit', 'lifeleechScope', 'fearlessDoubleSix', 'coverPassOverThreshold', 'bigTargets', 'meleeNerveTiming'),
  usesDice: true,
  run: resolveAttack,
};
