/**
 * The `attacks` capability (digest §3): one Attack, melee or ranged, from the dice by remaining ranks to the
 * defender's panic test and what follows the attack, per rules version. Steps (000_4d85fd9897d069bf.txt L1139-1216):
 * attack dice and their rerolls, hits (Critical Blow, Precision), Defence dice and their rerolls, wounds and
 * figures removed, the panic test, then the effects after the attack (Retaliation, Wildfire's self-wounds,
 * Lannister Supremacy). Exact distributions of hits, wounds, ranks lost and the panic outcome in one call.
 */
import { DomainError, IssueCollector } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { evaluate, probability, report } from '../../core/prob/evaluate.js';
import { pure, type Proc } from '../../core/prob/proc.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { DiceProc, successChance, successes, type KindCounts, type RerollPass } from './dice.js';
import { cached, ExactCache } from './memo.js';
import { attackerSide, defenderPanic, type AfterContext, type DefenderSide } from './after-attack.js';
import { combatOptions } from './options-combat.js';
import { panicResult, type PanicSpec } from './panic.js';
import { is2018, r18, r21 } from './rules.js';
import { afterWounds, ranksLost, ranksOf, resolveUnit, unknownKeywords, woundsLeft, type AttackKeyword, type AttackProfile, type Unit, type UnitInput } from './units.js';
import { resolveTerrainAttack, resolveWallAttack, type TerrainTarget, type WallInput } from './walls.js';
import { resolveTriggers, type TriggerRequest } from './triggers.js';

export const R = {
  dice: r21('attack-dice', 'L1145-1147, L385-390', 'Attack dice by ranks left: green, yellow, red'),
  hit: r21('to-hit', 'L1149-1154', 'A 6 always hits, a 1 always misses; otherwise face + modifiers against the attack\'s value'),
  autoWounds: r21('automatic-wounds', 'L174-179', 'Wounds allow no Defence roll: each removes a figure (or a wound of a multi-wound figure)'),
  diceValue: r21('attack-dice-value', 'L1737-1740', 'An effect may make a unit use its highest or lowest attack dice value; with both, the lowest'),
  rerolls: r21('attack-rerolls', 'L1156-1161, L1607-1623', 'Attack rerolls: the active player first, then the opponent; a die once per player'),
  charge21: r21('charge-bonus', 'L1224-1230', 'Charge bonus: reroll any attack dice of the charge attack'),
  charge18: r18('charge-bonus', 'L804, L848, L1480', 'Charge bonus: reroll misses'),
  disordered: r21('disordered', 'L1115-1119', 'A Disordered charge has no charge bonus'),
  difficult: r21('difficult', 'L1951-1953', 'A charge that crossed or ended in Difficult terrain has no charge bonus'),
  weakened: r21('weakened', 'L1703-1707', 'Weakened: the enemy forces a reroll of any or all attack dice'),
  vulnerable: r21('vulnerable', 'L1709-1713', 'Vulnerable: the enemy forces a reroll of any or all Defence dice'),
  critical: r21('critical-blow', 'L2935-2936', 'Critical Blow: each natural 6 adds a hit'),
  precision: r21('precision', 'L2938-2940', 'Precision: each natural 6 is a wound with no Defence die'),
  noDefence: r21('no-defence', 'L396-398', 'Defenders make no Defence rolls against this attack'),
  defence: r21('defence', 'L1163-1168', 'Defence dice: a 6 always blocks, a 1 always fails'),
  flank21: r21('flank', 'L1232-1235', 'Flank: −1 Defence and −1 to the panic test (melee or ranged)'),
  rear21: r21('rear', 'L1237-1240', 'Rear: −2 Defence and −2 to the panic test (melee or ranged)'),
  flank18: r18('flank-rear', 'L849-850', 'Flank −1 / rear −2 to Defence and panic: melee attacks only'),
  sundering: r21('sundering', 'L2942-2944, L1720-1721', 'Sundering: −1 to Defence rolls'),
  fortified: r21('fortified', 'L1963-1966', 'Fortified: +1 Defence against a charge that crossed or ended in it'),
  cover18: r18('cover', 'L1147', 'Cover: +1 Defence against ranged attacks through it, unless the attacker is within 1"'),
  wounds: r21('wounds', 'L1177-1179, L340-349, L1644-1654', 'Wounds: figures removed from the rear rank; multi-wound figures removed at their last wound'),
  panic: r21('panic-after-attack', 'L1181-1186, L1204-1208', 'The defender takes a panic test; no wounds = automatic pass'),
  vicious: r21('vicious', 'L2946', 'Vicious: −2 to the defender\'s panic test'),
  selfWounds: r21('wildfire', 'L392-405', 'Wildfire: the attacker suffers 1 wound per natural 1 among its attack dice'),
  retaliation: r21('retaliation', 'L1445-1449', 'Retaliation: a melee attacker suffers 1 automatic hit per miss'),
  supremacy: r21('lannister-supremacy', 'L568-583, L599-600', 'Lannister Supremacy: the attacker tests panic at −1 per rank left; +1 wound per rank on a failure'),
  visage: r21('fearsome-visage', 'L412-424', 'Fearsome Visage: a melee attacker tests panic at −1 per rank left before attacking'),
  hinder: r21('hinder', 'L1441-1443', 'Hinder: engaged enemies −1 (text truncated, §12 O9)'),
  destroyed: r21('destroyed', 'L313-316', 'A unit whose last wound is removed is destroyed'),
  momentum: r21('momentum', 'L1188-1199', 'Unstoppable momentum: a melee attack that destroys the defender'),
  victoryPoint: r21('combat-victory', 'L2101-2110', '1 VP per enemy Combat Unit destroyed'),
};

export interface AttackRequest {
  attacker: UnitInput;
  /** The unit attacked, a castle wall segment (`wall`, A Storm of Swords) or a Destructible piece (`terrain`), alone. */
  defender: UnitInput & { wall?: WallInput; terrain?: TerrainTarget };
  /** The attacker's attack by name, or an inline profile. Default: the attacker's only attack of the kind asked. */
  attack?: string;
  profile?: AttackProfile;
  kind?: 'melee' | 'ranged';
  /** The arc of the defender the attacker stands in (judged by the majority of its tray, L771-774). */
  arc?: 'front' | 'flank' | 'rear';
  charge?: boolean;
  disordered?: boolean;
  crossedDifficult?: boolean;
  crossedFortified?: boolean;
  /** 2018: a Cover piece between the ranged attacker and the target. */
  cover?: boolean;
  attackerWithin1OfCover?: boolean;
  /** The defender is within 6" of Horrifying / Inspiring terrain (L1968-1974). */
  defenderNearHorrifying?: boolean;
  defenderNearInspiring?: boolean;
  attackerNearHorrifying?: boolean;
  attackerNearInspiring?: boolean;
  /** Further modifiers from cards the engine does not know, each a sum. */
  hitModifier?: number;
  defenceModifier?: number;
  panicModifier?: number;
  /** Automatic hits added to the attack's (Defence allowed, L181-186). */
  autoHits?: number;
  /** Wounds the attack inflicts besides its hits, from cards the engine does not know: no Defence roll (L174-179). */
  autoWounds?: number;
  /** Effects that make the attacker use its highest / lowest attack dice value; both at once: the lowest (L1737-1740). */
  useHighestDice?: boolean;
  useLowestDice?: boolean;
  /** Effects the players hold for a trigger event of this attack, and their declarations so far (§1.7, triggers.ts). */
  triggers?: TriggerRequest;
}

function profileOf(req: AttackRequest, attacker: Unit): AttackProfile {
  if (req.profile) {
    const bad = unknownKeywords([req.profile], () => '/profile');
    if (bad.length) throw new DomainError('unknown_reference', 'Unknown attack keyword', bad);
    return { ...req.profile, keywords: req.profile.keywords ?? [] };
  }
  const list = attacker.attacks.filter((a) => (req.attack ? a.name === req.attack : req.kind ? a.kind === req.kind : true));
  if (req.attack && list.length === 0) {
    throw new DomainError('unknown_reference', `The attacker has no attack "${req.attack}"`, [
      { path: '/attack', code: 'unknown_attack', message: `the attacker's attacks are: ${attacker.attacks.map((a) => a.name).join(', ') || 'none'}` },
    ]);
  }
  if (list.length !== 1) {
    throw new DomainError('invalid_input', list.length === 0 ? 'The attacker has no attack: give `profile` (the seeds print few attack lines)' : 'The attacker has several attacks: name one in `attack`', [
      { path: list.length === 0 ? '/profile' : '/attack', code: 'required', message: list.length === 0 ? 'give the attack profile inline' : `one of: ${list.map((a) => a.name).join(', ')}` },
    ]);
  }
  return list[0];
}

/**
 * The attack dice for the figures the attacker has left: by its ranks (L385-390), unless an effect makes it use its
 * highest or its lowest value — both at once: the lowest (L1737-1740; the 2018 text has no such rule, the 2021 one is used).
 */
function attackDiceOf(req: AttackRequest, profile: AttackProfile, att: Unit, figures: number, rulesVersion: string): number {
  if (req.useLowestDice) return Math.min(...profile.dice);
  if (req.useHighestDice) return Math.max(...profile.dice);
  return profile.dice[ranksLost(att, figures, rulesVersion)];
}

function explainDiceValue(req: AttackRequest, ex: Explainer): void {
  if (req.useLowestDice || req.useHighestDice) ex.add(R.diceValue, req.useLowestDice && req.useHighestDice ? 'effects call for both the highest and the lowest attack dice value: the lowest' : `an effect: the ${req.useLowestDice ? 'lowest' : 'highest'} attack dice value, whatever the ranks left`);
}

/** The attacker's rerolls, in order: its charge bonus, then the defender's forced reroll of a Weakened attacker. */
function attackRerolls(req: AttackRequest, att: Unit, kw: Set<AttackKeyword>, v18: boolean, ctx: RulesContext, ex: Explainer): { rerolls: RerollPass[]; chargeBonus: boolean } {
  const rerolls: RerollPass[] = [];
  const chargeBonus = !!req.charge && !req.disordered && !(req.crossedDifficult && !v18);
  if (req.charge) {
    if (req.disordered) ex.add(R.disordered, 'Disordered charge: no charge bonus');
    else if (req.crossedDifficult && !v18) ex.add(R.difficult, 'the charge crossed Difficult terrain: no charge bonus');
  }
  if (chargeBonus) {
    const fish = !v18 && ctx.options.chargeReroll === 'missesAndNonSixHits' && kw.has('criticalBlow');
    rerolls.push({ kinds: fish ? ['one', 'failure', 'success'] : ['one', 'failure'], purpose: 'charge bonus reroll' });
    ex.add(v18 ? R.charge18 : R.charge21, v18 ? 'charge: the attacker rerolls its misses' : fish ? 'charge: the attacker rerolls its misses and its non-6 hits (Critical Blow)' : 'charge: the attacker rerolls its misses');
  }
  if (att.tokens.weakened && ctx.options.spendTokens !== 'never') {
    rerolls.push({ kinds: ['six', 'success'], purpose: 'Weakened token: forced reroll of hits' });
    ex.add(R.weakened, 'the defender spends the attacker\'s Weakened token: its hits are rerolled');
  }
  return { rerolls, chargeBonus };
}

/** A castle wall (000 L2424-2427; 002 L1326) or a Destructible piece (000 L1947-1949) as the defender: nothing else. */
function wallTarget(req: AttackRequest, ctx: RulesContext): RulesOutcome {
  const { wall, terrain, ...rest } = req.defender;
  const extra = [...Object.keys(rest).filter((k) => (rest as Record<string, unknown>)[k] != null), ...(wall && terrain ? ['terrain'] : [])];
  if (extra.length) throw new DomainError('invalid_input', `A ${wall ? 'castle wall' : 'terrain piece'} is not a Combat Unit: give only \`${wall ? 'wall' : 'terrain'}\``, extra.map((k) => ({ path: `/defender/${k}`, code: wall ? 'not_for_wall' : 'not_for_terrain', message: wall ? 'a castle wall has no card fields, abilities or tokens (000_4d85fd9897d069bf.txt L2418-2422)' : 'a terrain piece has no card fields, abilities or tokens' })));
  const v18 = is2018(ctx.rulesVersion);
  const issues = new IssueCollector();
  const att = resolveUnit(req.attacker, '/attacker', issues, ctx.rulesVersion);
  issues.throwIfAny('invalid_input', 'Invalid units');
  if (att!.figures === 0) throw new DomainError('impossible_state', 'A destroyed unit cannot attack', [{ path: '/attacker/figures', code: 'destroyed', message: 'no figures left' }]);
  const profile = profileOf(req, att!);
  if (terrain) return resolveTerrainAttack(terrain, profile, !!req.charge, new Explainer(), v18, ctx.dice);
  if (profile.kind !== 'melee') {
    throw new DomainError('impossible_state', 'A castle wall can only be attacked in melee', [{ path: req.profile ? '/profile/kind' : req.attack ? '/attack' : '/kind', code: 'wall_melee_only', message: 'walls may be charged and attacked with melee attacks only (000_4d85fd9897d069bf.txt L2424-2427; 002_953a7ceb75253954.txt L1326)' }]);
  }
  const kw = new Set(profile.keywords);
  const ex = new Explainer();
  const { rerolls, chargeBonus } = attackRerolls(req, att!, kw, v18, ctx, ex);
  const dice = attackDiceOf(req, profile, att!, att!.figures, ctx.rulesVersion);
  explainDiceValue(req, ex);
  ex.add(R.dice, `${att!.name}: ${dice} dice at ${profile.hit}+`);
  if (req.autoWounds) ex.add(R.autoWounds, `${req.autoWounds} automatic Wound${req.autoWounds === 1 ? '' : 's'} on the wall`);
  return resolveWallAttack({ att: att!, profile, kw, dice, hitMod: req.hitModifier ?? 0, rerolls, autoHits: req.autoHits ?? 0, autoWounds: req.autoWounds ?? 0, chargeBonus, wall: wall!, v18 }, ctx, ex);
}

/** One attack; with `triggers`, also which effects may be declared on its trigger event, checked first (§1.7). */
export function resolveAttack(req: AttackRequest, ctx: RulesContext): RulesOutcome {
  const structure = req.defender.wall != null || req.defender.terrain != null;
  if (!req.triggers) return structure ? wallTarget(req, ctx) : attackOnUnit(req, ctx);
  const ex = new Explainer();
  const triggers = resolveTriggers(req.triggers, ctx.rulesVersion, ex);
  const out = structure ? wallTarget(req, ctx) : attackOnUnit(req, ctx);
  return { ...out, result: { ...(out.result as Record<string, unknown>), triggers }, explanation: [...ex.steps, ...out.explanation] };
}

function attackOnUnit(req: AttackRequest, ctx: RulesContext): RulesOutcome {
  const v18 = is2018(ctx.rulesVersion);
  const issues = new IssueCollector();
  const attacker = resolveUnit(req.attacker, '/attacker', issues, ctx.rulesVersion);
  const defender = resolveUnit(req.defender, '/defender', issues, ctx.rulesVersion);
  issues.throwIfAny('invalid_input', 'Invalid units');
  const att = attacker!;
  const def = defender!;
  const profile = profileOf(req, att);
  const melee = profile.kind === 'melee';
  const kw = new Set(profile.keywords);
  const ex = new Explainer();
  const arc = req.arc ?? 'front';
  if (req.charge && !melee) throw new DomainError('invalid_input', 'A charge ends with a melee attack', [{ path: '/charge', code: 'melee_only', message: 'charge needs a melee attack (000_4d85fd9897d069bf.txt L1025-1095)' }]);
  if (req.cover && !v18) throw new DomainError('invalid_input', 'In the 2021 rules Cover gives no Defence bonus: it blocks line of sight', [{ path: '/cover', code: 'version_mismatch', message: '2018 only (002_953a7ceb75253954.txt L1147); 2021 Cover blocks ranged sight (000_4d85fd9897d069bf.txt L1943-1945)' }]);
  if (woundsLeft(def) === 0 || att.figures === 0) throw new DomainError('impossible_state', 'A destroyed unit cannot attack or be attacked', [{ path: att.figures === 0 ? '/attacker/figures' : '/defender/figures', code: 'destroyed', message: 'no figures left' }]);

  // Arc bonuses: 2021 any attack from the flank/rear arc; 2018 melee only (D5).
  const arcApplies = arc !== 'front' && (melee || !v18);
  const arcMod = arcApplies ? (arc === 'flank' ? -1 : -2) : 0;
  if (arc !== 'front') ex.add(v18 ? R.flank18 : arc === 'flank' ? R.flank21 : R.rear21, arcApplies ? `${arc}: ${arcMod} to Defence and to the panic test` : `${arc}: no bonus for a ranged attack in the 2018 rules`);

  // Hit modifier and rerolls.
  const hinder = melee && def.abilities.has('hinder') && ctx.options.hinderRoll === 'attackDice' ? -1 : 0;
  if (hinder) ex.add(R.hinder, 'the defender hinders its engaged enemies: −1 to the attack dice');
  const hitMod = (req.hitModifier ?? 0) + hinder;
  const { rerolls, chargeBonus } = attackRerolls(req, att, kw, v18, ctx, ex);
  const spend = ctx.options.spendTokens !== 'never';
  const attDice = attackDiceOf(req, profile, att, att.figures, ctx.rulesVersion);
  explainDiceValue(req, ex);

  // Defence modifiers.
  const fortified = melee && !!req.charge && !!req.crossedFortified ? 1 : 0;
  const cover = v18 && !melee && !!req.cover && !req.attackerWithin1OfCover ? 1 : 0;
  const defMod = arcMod + (kw.has('sundering') ? -1 : 0) + fortified + cover + (req.defenceModifier ?? 0);
  if (kw.has('sundering')) ex.add(R.sundering, 'Sundering: −1 to Defence');
  if (fortified) ex.add(R.fortified, 'the charger crossed Fortified terrain: +1 Defence');
  if (cover) ex.add(R.cover18, 'Cover: +1 Defence');
  const defRerolls: RerollPass[] = def.tokens.vulnerable && spend ? [{ kinds: ['six', 'success'], purpose: 'Vulnerable token: forced reroll of blocks' }] : [];
  if (defRerolls.length) ex.add(R.vulnerable, 'the attacker spends the defender\'s Vulnerable token: its blocks are rerolled');

  // Automatic Wounds from cards: no Defence roll (L174-179).
  const autoWounds = req.autoWounds ?? 0;
  if (autoWounds) ex.add(R.autoWounds, `${autoWounds} automatic Wound${autoWounds === 1 ? '' : 's'} on ${def.name}: no Defence roll`);

  // Panic modifiers of the defender.
  const terrain = (h?: boolean, i?: boolean) => (h ? -1 : 0) + (i ? 1 : 0);
  const defPanicMod = (arcApplies ? arcMod : 0) + (kw.has('vicious') ? -2 : 0) + terrain(req.defenderNearHorrifying, req.defenderNearInspiring) + panicAbilities(def, v18) + (req.panicModifier ?? 0);
  if (kw.has('vicious')) ex.add(R.vicious, 'Vicious: −2 to the defender\'s panic test');

  ex.add(R.dice, `${att.name}: ${attDice} dice (${req.useHighestDice || req.useLowestDice ? 'by an effect' : ['all ranks', 'one rank lost', 'two ranks lost'][ranksLost(att, att.figures, ctx.rulesVersion)]}) at ${profile.hit}+${hitMod ? ` ${hitMod > 0 ? '+' : ''}${hitMod}` : ''}`);
  ex.add(R.hit, `one die hits with ${fmt(successChance(profile.hit, hitMod))} before rerolls`);
  ex.add(R.defence, kw.has('noDefence') ? 'no Defence dice' : `${def.name} blocks on ${def.defense}+${defMod ? ` ${defMod > 0 ? '+' : ''}${defMod}` : ''}: ${fmt(successChance(def.defense, defMod))} a die`);
  if (kw.has('criticalBlow')) ex.add(R.critical, 'each natural 6 is one more hit');
  if (kw.has('precision')) ex.add(R.precision, 'each natural 6 wounds with no Defence die');
  if (kw.has('noDefence')) ex.add(R.noDefence, 'every hit wounds');

  // Hinder read as a panic-test modifier (option hinderRoll panicTests): a melee attacker is engaged with the defender.
  const hinderPanic = melee && def.abilities.has('hinder') && ctx.options.hinderRoll === 'panicTests' ? -1 : 0;
  if (hinderPanic) ex.add(R.hinder, `the defender hinders its engaged enemies: −1 to ${att.name}'s panic tests`);
  const visage = melee && def.abilities.has('fearsomeVisage');
  const before: Proc<{ figures: number; wounds: number; visage?: 'pass' | 'fail'; spent: boolean }> = visage
    ? panicResult(panicSpec(att, v18, -ranksOf(def, def.figures, ctx.rulesVersion) + terrain(req.attackerNearHorrifying, req.attackerNearInspiring) + hinderPanic, spend), 'Fearsome Visage panic test').map((o) => ({
        figures: afterWounds(att, o.wounds).figures,
        wounds: Math.min(o.wounds, woundsLeft(att)),
        visage: o.passed ? ('pass' as const) : ('fail' as const),
        spent: o.tokenSpent,
      }))
    : pure({ figures: att.figures, wounds: 0, spent: false });
  if (visage) ex.add(R.visage, `before attacking, ${att.name} tests panic at −${ranksOf(def, def.figures, ctx.rulesVersion)}`);

  // The attack dice collapse to what the later steps read (hits, wounds with no Defence die, and the natural 1s and
  // misses only when Wildfire or Retaliation reads them); the steps after the attack are memoised per such key.
  const readsOnes = kw.has('selfWoundOnOnes');
  const readsMisses = melee && def.abilities.has('retaliation');
  const after = new ExactCache();
  if (readsOnes) ex.add(R.selfWounds, `after the attack ${att.name} suffers 1 wound per natural 1 among its attack dice`);
  if (readsMisses) ex.add(R.retaliation, `${def.name} retaliates: 1 automatic hit on ${att.name} per miss, its Defence ${att.defense}+ rolled, no panic test`);
  if (readsMisses && att.tokens.vulnerable && spend) ex.add(R.vulnerable, `${def.name} spends ${att.name}'s Vulnerable token on the Defence dice against Retaliation: its blocks are rerolled`);
  if (def.abilities.has('lannisterSupremacy')) ex.add(R.supremacy, `after the attack ${att.name} tests panic at −1 per rank ${def.name} has left; a failure costs 1 more wound per such rank`);
  // Outcomes travel as packed numbers (merged by value, no record keys): hits, wounds with no Defence die, natural 1s,
  // misses, each below 128.
  const pack = (h: number, d: number, o: number, m: number) => ((h * 128 + d) * 128 + o) * 128 + m;
  const unpack = (n: number) => ({ hits: Math.floor(n / 2097152), second: Math.floor(n / 16384) % 128, ones: Math.floor(n / 128) % 128, misses: n % 128 });
  const hitsOf = (pre: { figures: number }) => {
    const dice = visage ? attackDiceOf(req, profile, att, pre.figures, ctx.rulesVersion) : attDice;
    const attack = pre.figures > 0 ? new DiceProc({ count: dice, target: profile.hit, modifier: hitMod, rerolls, purpose: 'attack dice' }) : pure<KindCounts>({ six: 0, success: 0, one: 0, failure: 0 });
    return attack.map((a) => {
      const hits = a.six + a.success + (req.autoHits ?? 0) + (kw.has('criticalBlow') ? a.six : 0);
      const direct = kw.has('noDefence') ? hits : kw.has('precision') ? Math.min(a.six, hits) : 0;
      return pack(hits, direct, readsOnes ? a.one : 0, readsMisses ? a.one + a.failure : 0);
    });
  };
  const c: AfterContext = {
    att, def, ctx, melee, selfWounds: readsOnes,
    defPanicMod: defPanicMod - panicAbilities(def, v18),
    attackerTerrain: terrain(req.attackerNearHorrifying, req.attackerNearInspiring),
    attackerHinder: hinderPanic,
    spec: (u, modifier, spendIt) => panicSpec(u, v18, modifier, spendIt),
  };
  // Exact: the defender's joint outcome leaves the hits out (their marginal is computed on its own), and the
  // attacker's wounds are a number mixed over it; seeded and given dice run the same steps carrying everything.
  const exact = ctx.dice.mode === 'exact';
  // The defender's states after its panic test are interned per request: the procedures carry their index.
  const states: Array<DefenderSide & { hits: number }> = [];
  const ids = new Map<string, number>();
  const intern = (st: DefenderSide & { hits: number }): number => {
    const id = JSON.stringify(st);
    let i = ids.get(id);
    if (i === undefined) {
      i = states.length;
      states.push(st);
      ids.set(id, i);
    }
    return i;
  };
  const defenderProc: Proc<number> = cached(after, 'defender', () => before.then((pre) => {
    const wounded = hitsOf(pre).then((code) => {
      const k = unpack(code);
      const defDice = k.hits - k.second;
      const blocks = defDice > 0 ? successes({ count: defDice, target: def.defense, modifier: defMod, rerolls: defRerolls, purpose: 'defence dice' }) : pure(0);
      return blocks.map((b) => pack(exact ? 0 : k.hits, Math.min(woundsLeft(def), k.hits - b + autoWounds), k.ones, k.misses));
    });
    return wounded.then((code) => {
      const w = unpack(code);
      const input = { wounds: w.second, ones: w.ones, misses: w.misses, attackerFigures: pre.figures, visageWounds: pre.wounds, visageSpent: pre.spent, ...(pre.visage ? { visage: pre.visage } : {}) };
      const key = `${w.second}|${w.ones}|${w.misses}|${pre.figures}|${pre.wounds}|${pre.visage}|${pre.spent}`;
      return cached(after, key, () => defenderPanic(c, input).map((p) => intern(Object.assign(p, { hits: 0 })))).map((i) => (w.hits ? intern({ ...states[i], hits: w.hits }) : i));
    });
  }));
  // The attacker's wounds depend on the defender's state only through what its side reads.
  const attackerWoundsOf = (p: DefenderSide) =>
    cached(after, `attacker|${p.figures}|${p.ones}|${p.misses}|${p.attackerFigures}|${p.visageWounds}|${p.visageSpent}`, () => attackerSide(c, p).map((w) => w.wounds));

  if (!kw.has('noDefence') && !v18) ex.add(R.rerolls, 'attack rerolls, then Defence rerolls: the active player\'s first, then the opponent\'s');
  ex.add(R.wounds, `${def.name}: ${def.figures} figure${def.figures === 1 ? '' : 's'}, ${def.woundsPerFigure} wound${def.woundsPerFigure === 1 ? '' : 's'} each${def.woundsOnFigure ? `, ${def.woundsOnFigure} on the current one` : ''}`);
  ex.add(R.panic, v18 ? 'panic: 2D6 against Morale; a failure costs one wound per point short' : 'panic: 2D6 and D3; a failure costs the D3 in wounds');

  const ranksBefore = ranksOf(def, def.figures, ctx.rulesVersion);
  const base = {
    attack: profile.name,
    kind: profile.kind,
    dice: attDice,
    hitOn: profile.hit,
    hitModifier: hitMod,
    defenceOn: kw.has('noDefence') ? null : def.defense,
    defenceModifier: defMod,
    panicModifier: defPanicMod,
    chargeBonus,
    arcBonus: arcApplies,
    defenderRanksBefore: ranksBefore,
  };
  if (exact) {
    const joint = new Map([...defenderProc.exact()].map(([k, o]) => [k, { value: states[o.value], p: o.p }]));
    const rest = report(joint, {
      totalWounds: (r) => r.wounds + r.panicWounds,
      wounds: (r) => r.wounds,
      panic: (r) => r.panic,
      panicWounds: (r) => r.panicWounds,
      figuresLost: (r) => def.figures - r.figures,
      ranksLost: (r) => ranksBefore - ranksOf(def, r.figures, ctx.rulesVersion),
    });
    const hits = report(before.then((pre) => hitsOf(pre).map((k) => unpack(k).hits)).exact(), { hits: (h) => h });
    const attackerWounds = report(defenderProc.then((i) => attackerWoundsOf(states[i])).exact(), { attackerWounds: (w) => w });
    const { totalWounds, mean, means: restMeans, ...others } = rest;
    const m = { ...(restMeans as Record<string, number>), ...(hits.means as Record<string, number>), ...(attackerWounds.means as Record<string, number>) };
    const means: Record<string, number> = { totalWounds: m.totalWounds, hits: m.hits, wounds: m.wounds, panicWounds: m.panicWounds, figuresLost: m.figuresLost, ranksLost: m.ranksLost, attackerWounds: m.attackerWounds };
    const dist = { totalWounds, hits: hits.hits, ...others, attackerWounds: attackerWounds.attackerWounds, mean, means };
    const pDestroyed = probability(joint, (r) => r.figures === 0);
    const pFail = probability(joint, (r) => r.panic === 'fail');
    if (pDestroyed > 0) ex.add(R.destroyed, `${def.name} is destroyed with probability ${pDestroyed.toFixed(6)}${melee ? ' (unstoppable momentum follows, L1188-1199; 1 VP, L2101-2110)' : ' (1 VP, L2101-2110)'}`);
    return {
      result: { ...base, expected: { hits: means.hits, wounds: means.wounds, totalWounds: means.totalWounds, attackerWounds: means.attackerWounds }, pDestroyed, pPanicFailed: pFail },
      distribution: dist,
      explanation: ex.steps,
    };
  }
  const ev = evaluate(defenderProc.then((i) => attackerSide(c, states[i]).map((a) => ({ p: states[i], a }))), ctx.dice);
  if (ev.kind === 'exact') throw new Error('exact dice are evaluated above');
  const { p: r, a } = ev.value;
  const s = {
    hits: r.hits,
    wounds: r.wounds,
    panic: r.panic,
    panicWounds: r.panicWounds,
    totalWounds: r.wounds + r.panicWounds,
    figuresLost: def.figures - r.figures,
    ranksLost: ranksBefore - ranksOf(def, r.figures, ctx.rulesVersion),
    destroyed: r.figures === 0,
    attackerWounds: a.wounds,
    attackerDestroyed: a.figures === 0,
  };
  if (s.destroyed) ex.add(melee ? R.momentum : R.victoryPoint, `${def.name} is destroyed: 1 VP${melee ? '; unstoppable momentum' : ''}`);
  return {
    result: { ...base, ...s, ...(r.spent ? { panickedTokenSpent: true } : {}), ...(r.atAnyCost ? { atAnyCost: true } : {}), ...(a.supremacy ? { supremacy: a.supremacy } : {}), ...(r.visage ? { fearsomeVisage: r.visage } : {}) },
    rolls: ev.rolls,
    ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}),
    explanation: ex.steps,
  };
}

const fmt = (p: number): string => {
  for (let d = 1; d <= 36; d++) if (Math.abs(p * d - Math.round(p * d)) < 1e-9) return `${Math.round(p * d)}/${d}`;
  return p.toFixed(4);
};

/** Modifiers a unit's own abilities give its panic tests: Iron Valour +1 (2021), Unyielding +2 (2018, morale tests). */
export function panicAbilities(u: Unit, v18: boolean): number {
  return (u.abilities.has('ironValour') ? 1 : 0) + (v18 && u.abilities.has('unyielding') ? 2 : 0);
}

export function panicSpec(u: Unit, v18: boolean, modifier: number, spend: boolean): PanicSpec {
  return {
    kind: 'panic',
    version2018: v18,
    morale: u.morale,
    modifier: modifier + panicAbilities(u, v18),
    panicked: u.tokens.panicked && spend,
    woundReduction: u.abilities.has('ironValour') ? 1 : 0,
    ...(u.abilities.has('atAnyCost') ? { atAnyCostWounds: u.woundsPerFigure - u.woundsOnFigure || u.woundsPerFigure } : {}),
  };
}

export const attacksCapability: Capability<AttackRequest> = {
  options: combatOptions('panicWhenDestroyed', 'chargeReroll', 'spendTokens', 'hinderRoll'),
  usesDice: true,
  run: (payload, ctx) => resolveAttack(payload, ctx),
};
