/**
 * Effects on one trigger event (digest §1.7, D18): which of the effects each side holds may still be declared, which
 * declarations so far break the rules, and the order the declared effects resolve in.
 * - One response per trigger: a player uses one Order ability or one Tactics card per trigger event (2021,
 *   000_4d85fd9897d069bf.txt L1537-1542, L1552-1565, WE-20); 2018: one optional effect of any kind
 *   (002_953a7ceb75253954.txt L974-976).
 * - Simultaneous effects: the active player (whose turn it is) has the first chance; once it passes the chance to
 *   the opponent it may not respond (000 L1567-1583, WE-21 L1590-1602; 002 L978-987); declared effects resolve the
 *   active player's first, each player ordering its own (000 L1574-1575, L1585-1588).
 * The engine does not know the cards' texts: it checks timing and limits; their effects on the attack are the
 * request's modifiers.
 */
import { IssueCollector, pointer } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { is2018, r18, r21 } from './rules.js';

export type Side = 'attacker' | 'defender';
export type EffectType = 'tactics' | 'order' | 'other';

export interface TriggerEffect {
  side: Side;
  type: EffectType;
  name: string;
  /** `other` effects: does its text say "may"? Default false: abilities are mandatory unless stated (000 L471-473). Tactics cards and Orders are always optional. */
  optional?: boolean;
}
export interface TriggerDeclaration {
  side: Side;
  action: 'play' | 'pass';
  /** play: the name of one of the side's offered effects. */
  effect?: string;
}
export interface TriggerRequest {
  /** The trigger event as the cards word it, e.g. "When a friendly unit attacks". */
  event: string;
  /** The side whose turn it is; default the attacker. */
  activeSide?: Side;
  offered: TriggerEffect[];
  /** What the players declared so far, in order. */
  declarations?: TriggerDeclaration[];
}

export const TRIGGER_CODES = ['ONE_RESPONSE_PER_TRIGGER', 'ACTIVE_PLAYER_FIRST', 'PASSED_MAY_NOT_RESPOND', 'ALREADY_DECLARED', 'MANDATORY_EFFECT'] as const;
export type TriggerCode = (typeof TRIGGER_CODES)[number];

export const T = {
  one21: r21('one-response-per-trigger', 'L1537-1542, L1552-1565', 'One Order ability or one Tactics card per player in response to one trigger event'),
  one18: r18('one-optional-effect-per-trigger', 'L974-976', 'One optional effect per player for one trigger condition'),
  order21: r21('simultaneous-effects', 'L1567-1602', 'The active player declares first; once it passes the chance it may not respond; the active player\'s effects resolve first'),
  order18: r18('simultaneous-effects', 'L978-987', 'The active player declares first; once it passes the chance it may not respond'),
};

export interface TriggerAnswer {
  event: string;
  activeSide: Side;
  legal: boolean;
  violations: Array<{ path: string; code: TriggerCode; message: string }>;
  /** Whose chance it is now (null: both have declared or passed). */
  toAct: Side | null;
  mayDeclare: Array<{ side: Side; name: string; type: EffectType }>;
  resolutionOrder: Array<{ side: Side; name: string; type: EffectType }>;
  closed: boolean;
}

const optionalOf = (e: TriggerEffect) => e.type !== 'other' || !!e.optional;

/** Checks a trigger request and answers it (`at`: the pointer of the request, e.g. `/triggers`). */
export function resolveTriggers(req: TriggerRequest, rulesVersion: string, ex: Explainer, at = '/triggers'): TriggerAnswer {
  const v18 = is2018(rulesVersion);
  const A: Side = req.activeSide ?? 'attacker';
  const B: Side = A === 'attacker' ? 'defender' : 'attacker';
  const base = at.split('/').filter(Boolean);
  const ptr = (...s: Array<string | number>) => pointer(...base, ...s);
  const bad = new IssueCollector();
  if (req.offered.length === 0) bad.add(ptr('offered'), 'required', 'list each side\'s Tactics cards, Order abilities and other effects with this trigger');
  const key = (s: Side, n: string) => `${s}\u0000${n}`;
  const byKey = new Map<string, TriggerEffect>();
  req.offered.forEach((e, i) => {
    if (byKey.has(key(e.side, e.name))) bad.add(ptr('offered', i, 'name'), 'duplicate', `the ${e.side} already offers an effect named "${e.name}"`);
    else byKey.set(key(e.side, e.name), e);
    if (e.type !== 'other' && e.optional === false) bad.add(ptr('offered', i, 'optional'), 'invalid', 'Tactics cards and Order abilities are always optional: whether to use one is the player\'s choice');
  });
  const decls = req.declarations ?? [];
  decls.forEach((d, i) => {
    const p = (f: string) => ptr('declarations', i, f);
    if (d.action === 'play' && d.effect == null) bad.add(p('effect'), 'required', 'a play names one of the side\'s offered effects');
    if (d.action === 'pass' && d.effect != null) bad.add(p('effect'), 'not_allowed', 'a pass names no effect');
  });
  bad.throwIfAny('invalid_input', 'Invalid trigger request');
  const unknown = new IssueCollector();
  decls.forEach((d, i) => {
    if (d.action === 'play' && d.effect != null && !byKey.has(key(d.side, d.effect))) {
      unknown.add(ptr('declarations', i, 'effect'), 'not_offered', `the ${d.side} offers no effect "${d.effect}"; it offers: ${req.offered.filter((e) => e.side === d.side).map((e) => e.name).join(', ') || 'none'}`);
    }
  });
  unknown.throwIfAny('impossible_state', 'A declaration names an effect its side does not hold');

  // Limited effects: 2021 Orders and Tactics cards; 2018 every optional effect (D18).
  const limited = (e: TriggerEffect) => (v18 ? optionalOf(e) : e.type !== 'other');
  const violations: TriggerAnswer['violations'] = [];
  const used = { attacker: 0, defender: 0 };
  const declared = new Set<string>();
  const played: Record<Side, TriggerEffect[]> = { attacker: [], defender: [] };
  let aOpen = true;
  let aActed = false;
  let bPassed = false;
  const one = v18 ? T.one18 : T.one21;
  const order = v18 ? T.order18 : T.order21;
  decls.forEach((d, i) => {
    const path = ptr('declarations', i);
    const flag = (code: TriggerCode, message: string) => violations.push({ path, code, message });
    if (d.side === A && !aOpen) return flag('PASSED_MAY_NOT_RESPOND', `the ${A} (the active player) ${aActed ? 'let the opponent answer' : 'passed the chance to the opponent'}: it may not respond (${order.cite})`);
    if (d.side === B && aOpen && !aActed) return flag('ACTIVE_PLAYER_FIRST', `the ${A} is the active player: it declares or passes first (${order.cite})`);
    if (d.side === B && bPassed) return flag('PASSED_MAY_NOT_RESPOND', `the ${B} already passed on this trigger (${order.cite})`);
    if (d.side === B) aOpen = false;
    if (d.action === 'pass') {
      if (d.side === A) aOpen = false;
      else bPassed = true;
      return;
    }
    const e = byKey.get(key(d.side, d.effect!))!;
    if (!optionalOf(e)) return flag('MANDATORY_EFFECT', `"${e.name}" is mandatory: it applies by itself and is not declared (000_4d85fd9897d069bf.txt L471-473)`);
    if (declared.has(key(e.side, e.name))) return flag('ALREADY_DECLARED', `"${e.name}" is already declared on this trigger`);
    if (limited(e) && used[d.side] >= 1) return flag('ONE_RESPONSE_PER_TRIGGER', `the ${d.side} already used ${v18 ? 'an optional effect' : 'an Order ability or a Tactics card'} on this trigger (${one.cite})`);
    if (limited(e)) used[d.side]++;
    declared.add(key(e.side, e.name));
    played[d.side].push(e);
    if (d.side === A) aActed = true;
  });

  const toAct: Side | null = aOpen ? A : !bPassed ? B : null;
  const open = (s: Side) => (s === A ? aOpen : !bPassed && (!aOpen || aActed));
  const mayDeclare = req.offered
    .filter((e) => open(e.side) && optionalOf(e) && !declared.has(key(e.side, e.name)) && !(limited(e) && used[e.side] >= 1))
    .map((e) => ({ side: e.side, name: e.name, type: e.type }));
  const mandatory = (s: Side) => req.offered.filter((e) => e.side === s && !optionalOf(e));
  const group = (s: Side) => [...played[s], ...mandatory(s)].map((e) => ({ side: e.side, name: e.name, type: e.type }));
  const resolutionOrder = [...group(A), ...group(B)];

  ex.add(one, v18 ? `"${req.event}": each player may use one optional effect (Tactics card, Order or optional ability); mandatory effects all apply` : `"${req.event}": each player may use one Order ability or one Tactics card; other effects are not limited by this rule`);
  ex.add(order, `the ${A} is the active player: it declares first; ${toAct === null ? 'both sides have declared or passed' : `the ${toAct} may declare now`}${v18 ? '; the 2018 text states no resolution order: the active player\'s effects first, as in 2021' : '; the active player\'s effects resolve first'}`);
  for (const v of violations) ex.add(v.code === 'ONE_RESPONSE_PER_TRIGGER' ? one : order, `${v.path}: ${v.code}`);
  return { event: req.event, activeSide: A, legal: violations.length === 0, violations, toAct, mayDeclare, resolutionOrder, closed: toAct === null };
}
