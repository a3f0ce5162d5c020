/**
 * Several attackers against one target, then ONE nerve test with all the damage. Melee: the units
 * that charged it attack in turn (KoW 003_80333abf01c9832d.txt L609-611, L713-715), +1 if any
 * attacker is Brutal (once, L884-886); Lifeleech caps apply per attacker per combat (L937-940).
 * Ranged, breath and damaging spells: every volley at it this shooting phase, then the one nerve
 * test of the end of the phase (L588-595, L710-713). Given-mode dice: each attacker's dice in
 * request order (hits, Elite rerolls, Blast, damage, Vicious rerolls), then the nerve 2D6 and the
 * Inspiring reroll.
 */
import { DomainError } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate } from '../../core/prob/evaluate.js';
import { pure, type Proc } from '../../core/prob/proc.js';
import type { RulesContext, RulesOutcome } from '../../core/system.js';
import { planAttack, type AttackPlan } from './attack-plan.js';
import { damageProc, hitsProc, nerveSetting, toDist, type AttackOutcome, type AttackRequest, type AttackResult } from './attacks.js';
import { combatReport, lifeleechAfter, type ExactAttackerPart } from './combat.js';
import { explainNerve, nerveProc } from './nerve.js';
import { R } from './rules.js';
import { T } from './rules-turn.js';
import { has, invalid, resolveUnit, type Unit } from './units.js';
import { entryContext, MELEE_FIELDS, VOLLEY_FIELDS } from './volleys.js';

export type { AttackerEntry } from './volleys.js';

/** Fields that belong to each attacker when there are several. */
const PER_ATTACKER = [...new Set<string>([...MELEE_FIELDS, ...VOLLEY_FIELDS, 'hinderedBy'])].filter((k) => k !== 'kind');
const NOT_WITH_ATTACKERS = ['geometry'] as const;

const nonNegInt = (v: unknown): boolean => v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= 0);

/** Move pointers of a one-attacker error under /attackers/i. */
function under(e: unknown, i: number): unknown {
  if (!(e instanceof DomainError)) return e;
  for (const issue of e.issues) {
    if (issue.path.startsWith('/attackers/') || issue.path.startsWith('/target')) continue;
    issue.path = `/attackers/${i}${issue.path}`;
  }
  return e;
}

// KoW one combat, several chargers: 003_80333abf01c9832d.txt L369-386, L609-618, L713-715, L884-886, L937-940;
// several volleys on one target, one nerve test at the end of the shooting phase: L588-595, L710-713
export function resolveCombat(given: AttackRequest, ctx: RulesContext): RulesOutcome<AttackResult> {
  const list = given.attackers;
  if (!Array.isArray(list) || list.length === 0) throw invalid('/attackers', 'attackers must be a non-empty array of {attacker, facing, …}');
  const melee = given.kind === 'melee';
  const record = given as unknown as Record<string, unknown>;
  for (const k of [...PER_ATTACKER, ...NOT_WITH_ATTACKERS]) {
    if (record[k] !== undefined) throw invalid(`/${k}`, k === 'geometry' ? 'geometry is for one shooter; with attackers give distance, facing and cover for each' : `with attackers, give ${k} for each attacker (/attackers/i/${k})`);
  }
  const deferNerve = melee && given.nerveTest === true && ctx.options.meleeNerveTiming === 'endOfPhase';
  const t = resolveUnit(given.target, ['target']);
  if (!nonNegInt(given.targetDamage)) throw invalid('/targetDamage', 'targetDamage must be a non-negative integer');
  const ex = new Explainer();
  if (melee) ex.add(R.nerveWhen, `${list.length} units attack ${t.name} in one combat: every attack is made first, then one nerve test`);
  else ex.add(T.shootingNerve, `${list.length} volleys at ${t.name} this shooting phase: every volley is made first, then one nerve test at the end of the phase`);
  const units: Unit[] = [];
  const plans: AttackPlan[] = [];
  list.forEach((entry, i) => {
    if (entry === null || typeof entry !== 'object' || entry.attacker === undefined) throw invalid(`/attackers/${i}/attacker`, 'each attacker is {attacker, facing, …}');
    if (!nonNegInt(entry.attackerDamage)) throw invalid(`/attackers/${i}/attackerDamage`, 'attackerDamage must be a non-negative integer');
    let a: Unit;
    try {
      a = resolveUnit(entry.attacker, ['attackers', String(i), 'attacker']);
      const sub = new Explainer();
      const c = entryContext(entry, given.kind, a, t, ctx.options, sub);
      plans.push(planAttack(a, t, c, sub));
      for (const step of sub.steps) ex.steps.push({ ...step, text: `Attacker ${i + 1} (${a.name}): ${step.text}` });
    } catch (e) {
      throw under(e, i);
    }
    units.push(a);
    if (plans[i]!.lifeleech > 0) ex.add(R.lifeleech, `Attacker ${i + 1}: Lifeleech(${plans[i]!.lifeleech}) removes one of its own damage per damage it deals, at most ${plans[i]!.lifeleech} in this combat`);
  });
  const brutal = melee && units.some((u) => has(u, 'brutal'));
  const nerve = given.nerveTest && !deferNerve ? nerveSetting(t, brutal, given, ctx.options) : null;
  if (nerve) {
    ex.add(melee ? R.nerveWhen : T.shootingNerve, melee ? 'One nerve test after all the attacks of the combat, with the total damage' : 'One nerve test at the end of the shooting phase, with the total damage of every volley');
    if (brutal) ex.add(R.brutal, `Brutal: ${units.filter((u) => has(u, 'brutal')).length} Brutal attacker(s), +1 once`);
    explainNerve(ex, { ...nerve, damage: given.targetDamage ?? 0 });
  }
  if (deferNerve) ex.add(R.nerveWhen, 'meleeNerveTiming endOfPhase: the target tests nerve at the end of the melee phase, with all the damage of the phase (POST morale/test)');
  ex.add(R.rerolls, 'A die already rerolled is never rerolled again');
  const targetDamage = given.targetDamage ?? 0;
  const extra = deferNerve ? { nerveDeferred: true } : {};
  const own = (i: number) => list[i]!.attackerDamage ?? 0;
  const blastPerAttack = ctx.options.blastPerHit === 'perAttack';
  if (ctx.dice.mode === 'exact') {
    const parts: ExactAttackerPart[] = plans.map((plan, i) => {
      const hits = hitsProc(plan, blastPerAttack);
      return { hits: toDist(hits), damage: toDist(hits.then((h) => damageProc(plan, h))), lifeleech: plan.lifeleech, attackerDamage: own(i) };
    });
    const distribution = combatReport(parts, targetDamage, nerve);
    const attackers = parts.map((p) => ({
      expectedDamage: [...p.damage].reduce((s, [d, q]) => s + d * q, 0),
      ...(p.lifeleech > 0 ? { attackerDamageAfter: lifeleechAfter(p) } : {}),
    }));
    return { result: { plan: plans[0]!, plans, expectedDamage: distribution.mean as number, attackers, ...extra }, distribution, explanation: ex.steps };
  }
  type Each = { hits: number; damage: number; attackerDamageAfter: number };
  const each = (i: number, done: Each[]): Proc<Each[]> => {
    if (i === plans.length) return pure(done);
    const plan = plans[i]!;
    return hitsProc(plan, blastPerAttack).then((hits) =>
      damageProc(plan, hits).then((damage) => each(i + 1, [...done, { hits, damage, attackerDamageAfter: own(i) - Math.min(plan.lifeleech, damage, own(i)) }])),
    );
  };
  const proc: Proc<AttackOutcome> = each(0, []).then((rows) => {
    const damage = rows.reduce((s, r) => s + r.damage, 0);
    const base: AttackOutcome = { hits: rows.reduce((s, r) => s + r.hits, 0), damage, targetDamageAfter: targetDamage + damage, attackerDamageAfter: rows[0]!.attackerDamageAfter, nerve: 'noTest', attackers: rows };
    if (!nerve || damage === 0) return pure(base);
    return nerveProc({ ...nerve, damage: base.targetDamageAfter }).map((n) => ({ ...base, nerve: n.result, targetDamageAfter: n.damageAfter }));
  });
  const ev = evaluate(proc, ctx.dice);
  if (ev.kind === 'exact') throw new Error('unreachable: exact mode handled above');
  return { result: { plan: plans[0]!, plans, outcome: ev.value, ...extra }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
}
