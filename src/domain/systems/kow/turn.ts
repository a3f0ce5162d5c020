/**
 * The shooter's turn so far (`turn` in an attack request): its order, whether it is Wavering,
 * Disordered or in contact, whether the target is in contact, and the ranged attacks and spells it
 * has already made. Decides whether it may shoot or cast now and whether it counts as having moved
 * (KoW shooting: 003_80333abf01c9832d.txt L478-487, L545-549, L698-701, L743-748, L972-973, L1126-1147).
 */
import { DomainError, IssueCollector } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import type { SpellInfo } from './catalogue.js';
import { R } from './rules.js';
import { T } from './rules-turn.js';
import { has, invalid, type Unit } from './units.js';

export const ORDERS = ['halt', 'changeFacing', 'advance', 'back', 'sidestep', 'atTheDouble', 'charge'] as const;
export type Order = (typeof ORDERS)[number];

export interface TurnState {
  /** The order the unit received this turn; none given by the shooting phase = Halt (L478-479). */
  order?: Order;
  wavering?: boolean;
  disordered?: boolean;
  /** The shooter is in contact with an enemy unit. */
  engaged?: boolean;
  /** The target is in contact with an enemy of its own. */
  targetEngaged?: boolean;
  /** Ranged attacks (weapon or Breath Attack) the unit has already made this turn. */
  rangedAttacksMade?: number;
  /** Spells the unit has already cast this turn. */
  spellsCast?: number;
}

export const TURN_CODES = ['SHOOTER_WAVERING', 'SHOOTER_DISORDERED', 'AT_THE_DOUBLE_NO_SHOOTING', 'SHOOTER_ENGAGED', 'TARGET_ENGAGED', 'ONE_RANGED_ATTACK_PER_TURN', 'RELOAD_NEEDS_HALT'] as const;

const BOOLEANS = ['wavering', 'disordered', 'engaged', 'targetEngaged'] as const;
const COUNTS = ['rangedAttacksMade', 'spellsCast'] as const;

/** Shape errors of `turn` (400), with pointers under `base`. */
function validateTurn(turn: unknown, base: string): TurnState {
  if (turn === null || typeof turn !== 'object' || Array.isArray(turn)) throw invalid(base, 'turn is {order, wavering, disordered, engaged, targetEngaged, rangedAttacksMade, spellsCast}');
  const t = turn as Record<string, unknown>;
  const issues = new IssueCollector();
  if (t.order !== undefined && !(ORDERS as readonly unknown[]).includes(t.order)) issues.add(`${base}/order`, 'invalid_value', `order must be one of ${ORDERS.join(', ')}`);
  for (const k of BOOLEANS) if (t[k] !== undefined && typeof t[k] !== 'boolean') issues.add(`${base}/${k}`, 'invalid_value', `${k} must be a boolean`);
  for (const k of COUNTS) if (t[k] !== undefined && !(typeof t[k] === 'number' && Number.isInteger(t[k]) && (t[k] as number) >= 0)) issues.add(`${base}/${k}`, 'invalid_value', `${k} must be a non-negative integer`);
  issues.throwIfAny('invalid_input', 'Invalid turn state');
  return t as TurnState;
}

/** What the turn state says about this attack. */
export interface TurnVerdict {
  /** An order other than Halt (the -1 to hit for moving). */
  moved: boolean;
}

// KoW who may shoot or cast this turn: 003_80333abf01c9832d.txt L478-487, L698-701, L743-748, L972-973, L1126-1127, L1145-1147, L1164, L1201
export function checkTurn(given: unknown, base: string, shooter: Unit, kind: 'ranged' | 'breath' | 'spell', spell: SpellInfo | undefined, ex: Explainer): TurnVerdict {
  const turn = validateTurn(given, base);
  const order = turn.order ?? 'halt';
  const refusals = new IssueCollector();
  const what = kind === 'spell' ? 'cast a spell' : 'shoot';
  if (turn.order === undefined) ex.add(T.noOrderIsHalt, 'No order given by the shooting phase: the unit has received Halt');
  if (turn.wavering) refusals.add(`${base}/wavering`, 'SHOOTER_WAVERING', `a Wavering unit is Disordered and cannot ${what} (L743-748)`);
  if (turn.disordered) refusals.add(`${base}/disordered`, 'SHOOTER_DISORDERED', `a Disordered unit cannot ${what} (L698-701)`);
  if (order === 'atTheDouble') refusals.add(`${base}/order`, 'AT_THE_DOUBLE_NO_SHOOTING', `a unit ordered At the Double cannot ${what} this turn (L482-483, L1126-1127)`);
  if (order === 'charge') refusals.add(`${base}/order`, 'SHOOTER_ENGAGED', `a unit that charged is in contact with the enemy and cannot ${what} (L485-487)`);
  if (turn.engaged) refusals.add(`${base}/engaged`, 'SHOOTER_ENGAGED', `a unit in contact with an enemy cannot ${what} (L485-487)`);
  const friendly = spell?.friendlyOnly === true && (spell.id === 'heal' || spell.id === 'baneChant');
  if (turn.targetEngaged && !friendly) refusals.add(`${base}/targetEngaged`, 'TARGET_ENGAGED', `a unit in contact with its enemies cannot be the target${spell ? ` of ${spell.name}` : ' of a ranged attack'} (L485-487; only Heal and Bane-chant may target engaged friends, L1164, L1201)`);
  const made = (turn.rangedAttacksMade ?? 0) + (turn.spellsCast ?? 0);
  if (made > 0) refusals.add(`${base}/${(turn.rangedAttacksMade ?? 0) > 0 ? 'rangedAttacksMade' : 'spellsCast'}`, 'ONE_RANGED_ATTACK_PER_TURN', `the unit has already made a ranged attack or cast a spell this turn; one per turn (L480, L1145-1147)`);
  if (kind === 'ranged' && has(shooter, 'reload') && order !== 'halt') refusals.add(`${base}/order`, 'RELOAD_NEEDS_HALT', 'Reload!: the unit may shoot only after a Halt order (L972-973)');
  if (!refusals.empty) throw new DomainError('impossible_state', `${shooter.name} cannot ${what} now: ${refusals.issues.map((i) => i.code).join(', ')}`, refusals.issues);
  ex.add(T.oneRangedAttack, `${shooter.name}: its first ranged attack or spell this turn`);
  if (turn.targetEngaged) ex.add(T.friendlyEngaged, `${spell!.name} may target a friend in combat`);
  const moved = order !== 'halt';
  if (kind === 'ranged') ex.add(moved ? T.movedPenalty : R.rangedModifiers, moved ? `Order ${order}: an order other than Halt, -1 to hit unless the weapon or a rule says otherwise` : 'Order Halt: no penalty for moving');
  return { moved };
}
