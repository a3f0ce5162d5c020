/**
 * The `attacks` capability: one attack (melee, ranged, breath or spell) — or a whole melee combat of
 * several attackers against one target (melee-combat.ts) — and optionally the nerve test that
 * follows, as one dice procedure. Given-mode dice order: to-hit dice, their rerolls (Elite), Blast
 * dice per hit, damage dice, their rerolls (Vicious), nerve 2D6, Inspiring reroll.
 */
import { DomainError } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate, report } from '../../core/prob/evaluate.js';
import { pool, sum } from '../../core/prob/pool.js';
import { pure, sumOf, type Proc } from '../../core/prob/proc.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { shapeTouchesArc } from '../../core/table/arcs.js';
import { footprintPolygon } from '../../core/table/shapes.js';
import { planAttack, type AttackContext, type AttackPlan, type Facing } from './attack-plan.js';
import { SPELLS } from './catalogue.js';
import { combatReport } from './combat.js';
import { resolveCombat, type AttackerEntry } from './melee-combat.js';
import { explainNerve, nerveProc, type NerveResult, type NerveSpec } from './nerve.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';
import { shotGeometry, type ShotGeometry, type ShotGeometryInput } from './shooting.js';
import { checkSpellTarget, planSpellEffect, spellEffect, windBlastOnTable, type SpellEffect, type SpellEffectPlan, type SpellRef } from './spells.js';
import { checkTurn, type TurnState } from './turn.js';
import { has, invalid, resolveUnit, type Unit, type UnitInput } from './units.js';
import { footprintOf } from './world.js';

export interface AttackRequest {
  kind: AttackContext['kind'];
  /** One attacker; or `attackers` for a melee combat of several units against one target. */
  attacker?: UnitInput;
  attackers?: AttackerEntry[];
  target: UnitInput;
  facing?: Facing;
  hinderedBy?: Array<'difficultTerrain' | 'obstacle'>;
  endsOnTerrain?: boolean;
  counterCharge?: boolean;
  attackerDisordered?: boolean;
  moved?: boolean;
  cover?: boolean;
  weapon?: string;
  spell?: SpellRef;
  baneChant?: boolean;
  distance?: number;
  /** Damage already on the target / attacker (nerve total, Lifeleech, Heal). */
  targetDamage?: number;
  attackerDamage?: number;
  /** Also roll the target's nerve test when it takes damage. */
  nerveTest?: boolean;
  /** The target's Routed result is rerolled (Inspiring/Very Inspiring friend in range, or its own rule). */
  targetInspired?: boolean;
  /** Ranged, breath and enemy-targeting spells: positions on the table; range, facing and cover are then worked out. */
  geometry?: ShotGeometryInput;
  /** Ranged, breath and spells: the shooter's turn so far (order, Wavering, contact, attacks made); replaces `moved`. */
  turn?: TurnState;
}

export interface AttackOutcome extends SpellEffect {
  hits: number;
  damage: number;
  targetDamageAfter: number;
  attackerDamageAfter: number;
  nerve: NerveResult | 'noTest';
  /** Several attackers: each one's hits, damage and (Lifeleech) own damage after. */
  attackers?: Array<{ hits: number; damage: number; attackerDamageAfter: number }>;
}

export interface SpellEffectSummary {
  id: SpellEffectPlan['id'];
  /** Bane-chant: P(at least one hit) = P(the buff is gained). */
  pGained?: number;
  /** Wind Blast: push direction and the room before it must stop (null: nothing stops it). */
  direction?: string;
  room?: number | null;
  noEffect?: boolean;
  /** Surge: P(the move contacts the enemy: a charge), P(that charge is Hindered), who skips the nerve test. */
  pCharge?: number;
  pHindered?: number;
  nerveExempt?: string;
}

export interface AttackResult {
  plan: AttackPlan;
  /** Several attackers: every attacker's plan, in request order (`plan` is the first). */
  plans?: AttackPlan[];
  /** Sampled modes: what happened. */
  outcome?: AttackOutcome;
  /** Exact mode: mean damage (total of the combat). */
  expectedDamage?: number;
  /** Several attackers, exact mode: each attacker's mean damage and (Lifeleech) own damage after. */
  attackers?: Array<{ expectedDamage: number; attackerDamageAfter?: Array<{ value: number | string; p: number }> }>;
  /** Non-damaging spells: what the hits do. */
  spellEffect?: SpellEffectSummary;
  /** With `geometry`: what the table says about the shot. */
  geometry?: ShotGeometry;
  /** meleeNerveTiming endOfPhase: the nerve test asked for is taken at the end of the phase instead. */
  nerveDeferred?: boolean;
}

// KoW rolls to hit and Blast: 003_80333abf01c9832d.txt L537-561, L869-874 (option blastPerHit: one n per hit, or one for the attack)
export function hitsProc(plan: AttackPlan, blastPerAttack = false): Proc<number> {
  const hits = pool({ purpose: 'hit', count: plan.dice, target: plan.needToHit, reroll: plan.hitReroll ? 'ones' : 'none' });
  const blast = plan.blast;
  if (!blast) return hits;
  if (blast.count === 0) return hits.map((h) => h * blast.plus);
  if (blastPerAttack) return hits.then((h) => (h === 0 ? pure(0) : sum({ purpose: 'blast', count: blast.count, sides: blast.sides, plus: blast.plus }).map((n) => n * h)));
  return hits.then((h) => sumOf(h, sum({ purpose: 'blast', count: blast.count, sides: blast.sides, plus: blast.plus })));
}

// KoW rolls to damage: 003_80333abf01c9832d.txt L574-586
export const damageProc = (plan: AttackPlan, hits: number): Proc<number> =>
  plan.needToDamage === null || hits === 0 ? pure(0) : pool({ purpose: 'damage', count: hits, target: plan.needToDamage, reroll: plan.damageReroll ? 'ones' : 'none' });

interface Setting {
  plan: AttackPlan;
  effect: SpellEffectPlan | null;
  nerve: Omit<NerveSpec, 'damage'> | null;
  blastPerAttack: boolean;
}

// KoW Inspiring: the unit itself, or a friend in range (targetInspired), rerolls a Routed result: 003_80333abf01c9832d.txt L925-931, L999-1001
const targetInspired = (t: Unit, req: Pick<AttackRequest, 'targetInspired'>): boolean => req.targetInspired === true || has(t, 'inspiring') || has(t, 'veryInspiring');

/**
 * What follows the dice of one attack: Heal, Lifeleech, the spell's effect and the nerve test.
 * `effect` is the damage dealt (the hits, for spells that do not damage).
 */
// KoW Lifeleech, Heal, spell effects, nerve after damage: 003_80333abf01c9832d.txt L937-940, L1160-1228, L710-737
function aftermath(s: Setting, t: Unit, req: AttackRequest, effect: number): Proc<Omit<AttackOutcome, 'hits'>> {
  const targetDamage = req.targetDamage ?? 0;
  const attackerDamage = req.attackerDamage ?? 0;
  const spellHits = s.effect !== null;
  const heal = s.effect?.id === 'heal';
  const damage = spellHits ? 0 : effect;
  const base = {
    damage,
    targetDamageAfter: heal ? targetDamage - Math.min(effect, targetDamage) : targetDamage + damage,
    attackerDamageAfter: attackerDamage - Math.min(s.plan.lifeleech, damage, attackerDamage),
    nerve: 'noTest' as AttackOutcome['nerve'],
    ...(s.effect ? spellEffect(s.effect, effect, t) : {}),
  };
  if (!s.nerve || damage === 0) return pure(base);
  return nerveProc({ ...s.nerve, damage: base.targetDamageAfter }).map((n) => ({ ...base, nerve: n.result, targetDamageAfter: n.damageAfter }));
}

/** The whole attack in table order (seeded and given modes). */
function attackProc(s: Setting, t: Unit, req: AttackRequest): Proc<AttackOutcome> {
  return hitsProc(s.plan, s.blastPerAttack).then((hits) =>
    (s.effect ? pure(hits) : damageProc(s.plan, hits)).then((d) => aftermath(s, t, req, d).map((rest) => ({ hits, ...rest }))),
  );
}

const nonNegInt = (v: unknown, path: string): void => {
  if (v !== undefined && !(typeof v === 'number' && Number.isInteger(v) && v >= 0)) throw invalid(path, `${path.slice(1)} must be a non-negative integer`);
};

/** The nerve test a Brutal attacker causes (options brutalNerve). */
export function nerveSetting(t: Unit, brutal: boolean, req: Pick<AttackRequest, 'targetInspired'>, options: RulesContext['options']): Omit<NerveSpec, 'damage'> {
  return { ne: t.ne, brutal, inspired: targetInspired(t, req), ironResolve: has(t, 'ironResolve'), ...(brutal && options.brutalNerve === 'roll' ? { brutalOnRoll: true } : {}) };
}

export function resolveAttack(given: AttackRequest, ctx: RulesContext): RulesOutcome<AttackResult> {
  if (!['melee', 'ranged', 'breath', 'spell'].includes(given.kind)) throw invalid('/kind', 'kind must be melee, ranged, breath or spell');
  const both = given.attacker !== undefined && given.attackers !== undefined;
  if (both || (given.attacker === undefined && given.attackers === undefined)) {
    const message = both ? 'give either attacker (one unit) or attackers (a combat), not both' : 'an attack needs attacker (one unit) or attackers (a combat)';
    throw new DomainError('invalid_input', message, [{ path: '/attacker', code: both ? 'conflict' : 'required', message }, { path: '/attackers', code: both ? 'conflict' : 'required', message }]);
  }
  if (given.attackers !== undefined) return resolveCombat(given, ctx);
  // meleeNerveTiming endOfPhase (L654-657): a melee's nerve test waits for the end of the phase
  const deferNerve = given.kind === 'melee' && given.nerveTest === true && ctx.options.meleeNerveTiming === 'endOfPhase';
  const req: AttackRequest = deferNerve ? { ...given, nerveTest: false } : given;
  const a = resolveUnit(req.attacker!, ['attacker']);
  const t = resolveUnit(req.target, ['target']);
  nonNegInt(req.targetDamage, '/targetDamage');
  nonNegInt(req.attackerDamage, '/attackerDamage');
  const ex = new Explainer();
  const spellInfo = req.kind === 'spell' && req.spell !== undefined ? SPELLS.find((s) => s.id === req.spell!.id) : undefined;
  if (req.spell !== undefined) {
    if (req.spell === null || typeof req.spell !== 'object') throw invalid('/spell', 'spell is {id, n}');
    nonNegInt(req.spell.n, '/spell/n');
    if (req.spell.target !== undefined && !['enemy', 'friend', 'caster', 'alliedFriend'].includes(req.spell.target)) throw invalid('/spell/target', 'spell.target must be enemy, friend, caster or alliedFriend');
  }
  if (spellInfo) checkSpellTarget(spellInfo, req.spell!.target ?? (spellInfo.friendlyOnly ? 'friend' : 'enemy'), t, ex);
  let moved = req.moved === true;
  if (req.turn !== undefined) {
    if (req.kind === 'melee') throw invalid('/turn', 'turn is for ranged, breath and spell attacks (who may shoot or cast this turn)');
    if (req.moved !== undefined) throw new DomainError('invalid_input', 'give turn.order or moved, not both', [{ path: '/moved', code: 'conflict', message: 'moved is replaced by turn.order' }, { path: '/turn', code: 'conflict', message: 'turn.order says whether the shooter moved' }]);
    moved = checkTurn(req.turn, '/turn', a, req.kind, spellInfo, ex).moved;
  }
  let geo: ShotGeometry | undefined;
  let bigShieldsFront = false;
  if (req.geometry !== undefined) {
    const clash = (['cover', 'distance', 'facing'] as const).filter((k) => req[k] !== undefined);
    if (req.kind === 'melee') throw invalid('/geometry', 'geometry is for ranged, breath and spell attacks');
    if (spellInfo?.friendlyOnly) throw invalid('/geometry', `geometry is for attacks on enemies; ${spellInfo.name} targets a friend`);
    if (clash.length) throw invalid(`/${clash[0]}`, `with geometry, ${clash.join(', ')} ${clash.length > 1 ? 'are' : 'is'} worked out from the table; leave ${clash.length > 1 ? 'them' : 'it'} out`);
    if (req.spell?.path !== undefined || req.spell?.flank !== undefined) throw invalid(req.spell.path !== undefined ? '/spell/path' : '/spell/flank', 'with geometry, the push is worked out from the table; leave spell.path and spell.flank out');
    geo = shotGeometry(req.geometry, a, t, ctx.options, ex);
    // Big Shields through the front arc when shooting (digest §12 item 19): the shooter's leader point (default) or any part of the shooter
    if (has(t, 'bigShields') && geo.facing !== 'front' && ctx.options.bigShieldsArc === 'anyPart') {
      const S = footprintPolygon(footprintOf(a, req.geometry.shooter.centre, req.geometry.shooter.facing));
      const T = footprintOf(t, req.geometry.target.centre, req.geometry.target.facing);
      bigShieldsFront = shapeTouchesArc(T, S, 'front');
      if (bigShieldsFront) ex.add(R.bigShields, 'Big Shields (bigShieldsArc anyPart): part of the shooter is in the target\'s front arc, so the shot comes through it');
    }
  }
  const c: AttackContext = {
    kind: req.kind,
    facing: bigShieldsFront ? 'front' : (geo?.facing ?? req.facing ?? 'front'),
    hinderedBy: req.hinderedBy ?? [],
    endsOnTerrain: req.endsOnTerrain === true,
    counterCharge: req.counterCharge === true,
    attackerDisordered: req.attackerDisordered === true,
    moved,
    cover: geo ? geo.cover : req.cover === true,
    ...(req.weapon !== undefined ? { weapon: req.weapon } : {}),
    ...(req.spell !== undefined ? { spell: { id: req.spell.id, n: req.spell.n } } : {}),
    baneChant: req.baneChant === true,
    ...(geo ? { distance: geo.distance } : req.distance !== undefined ? { distance: req.distance } : {}),
    halveBase: ctx.options.halveBase === 'profile' ? 'profile' : 'final',
    individualVsIndividualWE: ctx.options.individualVsIndividualWE === 'triple' ? 'triple' : 'none',
  };
  let plan: AttackPlan;
  try {
    plan = planAttack(a, t, c, ex);
  } catch (e) {
    // With geometry the distance was measured on the table: point at the target's position
    if (geo && e instanceof DomainError) for (const i of e.issues) if (i.path === '/distance') i.path = '/geometry/target';
    throw e;
  }
  const blastPerAttack = ctx.options.blastPerHit === 'perAttack';
  if (plan.blast && blastPerAttack) ex.add(R.blast, 'blastPerHit perAttack: one roll of n for the attack, every hit becomes that many hits');
  let effect: SpellEffectPlan | null = null;
  if (plan.spell && !plan.spell.damages) {
    const point = ctx.options.windBlastCasterPoint === 'centre' ? 'centre' : 'leaderPoint';
    const onTable = geo && plan.spell.id === 'windBlast' ? windBlastOnTable(req.geometry!, a, t, plan.dice, point) : undefined;
    effect = planSpellEffect(plan.spell, req.spell!, t, c.facing, ctx.options, ex, onTable);
  }
  if (plan.lifeleech > 0) ex.add(R.lifeleech, `Lifeleech(${plan.lifeleech}): each damage dealt removes one of the attacker's damage, at most ${plan.lifeleech} in this combat`);
  const brutal = req.kind === 'melee' && has(a, 'brutal');
  const nerve = req.nerveTest && !effect ? nerveSetting(t, brutal, req, ctx.options) : null;
  if (req.nerveTest && effect) ex.add(R.nerveWhen, `${plan.spell!.name} does no damage: no nerve test`);
  if (nerve) {
    ex.add(R.nerveWhen, 'The target tests nerve if it took damage');
    explainNerve(ex, { ...nerve, damage: req.targetDamage ?? 0 });
  }
  if (deferNerve) ex.add(R.nerveWhen, 'meleeNerveTiming endOfPhase: the target tests nerve at the end of the melee phase, with all the damage of the phase (POST morale/test)');
  ex.add(R.rerolls, 'A die already rerolled is never rerolled again');
  const setting: Setting = { plan, effect, nerve, blastPerAttack };
  const extra = { ...(geo ? { geometry: geo } : {}), ...(deferNerve ? { nerveDeferred: true } : {}) };
  if (ctx.dice.mode === 'exact') {
    if (effect) return exactSpell(setting, t, req, extra, ex);
    const hits = hitsProc(plan, blastPerAttack);
    const part = { hits: toDist(hits), damage: toDist(hits.then((h) => damageProc(plan, h))), lifeleech: plan.lifeleech, attackerDamage: req.attackerDamage ?? 0 };
    const distribution = combatReport([part], req.targetDamage ?? 0, nerve);
    return { result: { plan, expectedDamage: distribution.mean as number, ...extra }, distribution, explanation: ex.steps };
  }
  const ev = evaluate(attackProc(setting, t, req), ctx.dice);
  if (ev.kind === 'exact') throw new Error('unreachable: exact mode handled above');
  return { result: { plan, outcome: ev.value, ...extra }, rolls: ev.rolls, ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}), explanation: ex.steps };
}

export const toDist = (p: Proc<number>): Map<number, number> => {
  const m = new Map<number, number>();
  for (const { value, p: q } of p.exact().values()) m.set(value, (m.get(value) ?? 0) + q);
  return m;
};

/** Exact mode of a spell that does not damage: the distribution of its effect. */
function exactSpell(s: Setting, t: Unit, req: AttackRequest, extra: Partial<AttackResult>, ex: Explainer): RulesOutcome<AttackResult> {
  const hits = hitsProc(s.plan, false);
  const rest = hits.then((h) => aftermath(s, t, req, h).map((o) => ({ hits: h, ...o })));
  const quantities: Record<string, (o: AttackOutcome) => number | string> = { damage: (o) => o.damage, targetDamageAfter: (o) => o.targetDamageAfter, hits: (o) => o.hits };
  const e = s.effect!;
  if (e.id === 'baneChant') quantities.baneChant = (o) => (o.baneChantGained ? 'gained' : 'notGained');
  if (e.id === 'windBlast') quantities.pushDistance = (o) => o.push!.distance;
  if (e.id === 'surge') {
    quantities.surgeDistance = (o) => o.surge!.distance;
    quantities.surgeCharges = (o) => (o.surge!.charges ? 'charge' : 'noCharge');
    quantities.surgeHindered = (o) => (o.surge!.hindered ? 'hindered' : 'notHindered');
  }
  const distribution = report(rest.exact(), quantities);
  const p = (q: string, v: string) => ((distribution[q] as Array<{ value: string; p: number }> | undefined) ?? []).find((x) => x.value === v)?.p ?? 0;
  const summary: SpellEffectSummary =
    e.id === 'baneChant' ? { id: e.id, pGained: p('baneChant', 'gained') }
    : e.id === 'windBlast' ? { id: e.id, direction: e.direction, room: e.room, noEffect: e.noEffect }
    : e.id === 'surge' ? { id: e.id, pCharge: p('surgeCharges', 'charge'), pHindered: p('surgeHindered', 'hindered'), nerveExempt: e.nerveExempt, noEffect: e.noEffect }
    : { id: e.id };
  if (e.id === 'baneChant') ex.add(R.baneChant, `P(at least one hit) = 1 - P(no hit) = ${summary.pGained}`);
  return { result: { plan: s.plan, expectedDamage: 0, spellEffect: summary, ...extra }, distribution, explanation: ex.steps };
}

export const attacksCapability: Capability<AttackRequest, AttackResult> = {
  options: optionsNamed('halveBase', 'blastPerHit', 'coverPassOverThreshold', 'bigTargets', 'meleeNerveTiming', 'brutalNerve', 'bigShieldsArc', 'individualVsIndividualWE', 'windBlastCasterPoint', 'surgeNerveReferent', 'coverFacing', 'shootingRangeTo', 'hillBlocksSight', 'frontArcBoundary', 'heroBase'),
  usesDice: true,
  run: resolveAttack,
};
