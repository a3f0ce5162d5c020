/**
 * The special rules in a Breath Weapon's brackets (L3136-3139, e.g. "Breath Weapon (Strength 4, Flaming Attacks)"):
 * its 2D6 automatic hits carry them, and no other rule or equipment of the model (L3138-3139; Magical Attacks of the
 * model still applies, L3156-3162). Served, the rules that change how the hits resolve:
 *  - Flaming Attacks (L3173-3176): failed wounds rerolled against Flammable (L3383-3385), no Regeneration (L3487-3491),
 *    Fireborn's 2+ ward (L3341-3343);
 *  - Magical Attacks (L3156-3162): Ethereal's 2+ ward cannot be used (L3256-3258);
 *  - Holy Attacks (L3177-3180): successful ward saves rerolled;
 *  - Toxic Attacks (L3181-3184): S3 and Armour Piercing (6);
 *  - Metalshifting (L3218-3222): wounds on a roll of the target's armour save or more, Armour Piercing (6), Flaming;
 *  - Multiple Wounds (X) (L3308-3319), "(Artillery)" D3+1, D3+2 against Fly;
 *  - Armour Piercing (X) (L3477-3482): the highest of it and `ap`, never summed;
 *  - Lethal Strike (L3289-3291): close-combat attacks only, so not when the breath is shot.
 * Not served: Hellfire and Lightning Attack (L3152-3155, L3274-3278) add hits at the end of the phase from every
 * source of that phase (resolve them with special.kind hellfire or lightning); Poisoned Attacks (L3169-3172) needs a
 * natural 6 to hit, and the breath's hits are automatic. Other rules (to-hit, attack counts, movement, defence) do
 * nothing to automatic hits of a bracketed S; they are named in the explanation.
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { SEED, specialRule } from '../rules.js';
import { rulesMap, type RuleRef } from '../units.js';

export interface Bracketed {
  flaming: boolean;
  magical: boolean;
  holy: boolean;
  toxic: boolean;
  metalshifting: boolean;
  lethal: boolean;
  ap: number;
  /** Multiple Wounds (X): as the rule's value (a number, a dice expression or "artillery"). */
  multiple?: number | string;
}

const rule = (id: string, lines: string, name: string) => specialRule(id, `${SEED} ${lines}`, name);
const breathRule = rule('breathWeapon', 'L3125-3139', 'Breath Weapon');
const SERVED: Record<string, [string, string]> = {
  flamingAttacks: ['L3173-3176', 'Flaming Attacks: failed wounds rerolled against Flammable, no Regeneration, Fireborn wards on 2+'],
  magicalAttacks: ['L3156-3162', 'Magical Attacks: Ethereal\'s ward cannot be used'],
  holyAttacks: ['L3177-3180', 'Holy Attacks: successful ward saves rerolled'],
  toxicAttacks: ['L3181-3184', 'Toxic Attacks: S3 and Armour Piercing (6)'],
  metalshifting: ['L3218-3222', 'Metalshifting: wounds on the target\'s armour save or more, Armour Piercing (6), Flaming Attacks'],
  multipleWounds: ['L3308-3319', 'Multiple Wounds'],
  armourPiercing: ['L3477-3482', 'Armour Piercing'],
  lethalStrike: ['L3289-3291', 'Lethal Strike: natural 6s to wound get Armour Piercing (6) and cannot be regenerated'],
};
const LATER: Record<string, string> = {
  hellfire: 'Hellfire adds D6 S1 hits at the end of the phase to a unit that lost wounds to it (L3274-3278): resolve it with special.kind hellfire',
  lightningAttack: 'Lightning Attack adds D6 S4 hits at the end of the phase to a Fly unit hit (L3152-3155): resolve it with special.kind lightning',
  poisonedAttacks: 'Poisoned Attacks needs a natural 6 to hit (L3169-3172): the breath hits automatically',
};

/** The bracketed rules as given: known special rule ids (400 unknown_reference at `at`/rules/i/id). */
export function checkBracketed(refs: RuleRef[] | undefined, at: string, bad: IssueCollector): Map<string, number | string | true> {
  if (refs !== undefined && !Array.isArray(refs)) { bad.add(`${at}/rules`, 'type', 'a list of special rules ({id, value})'); return new Map(); }
  return rulesMap(refs, at, bad);
}

/**
 * What the bracketed rules do to the breath's hits (L3136-3139); `combat`: a close-combat special attack (Lethal
 * Strike applies), else a shooting one. Unknown ids are a 400 at `at`/rules/i/id.
 */
export function bracketed(refs: RuleRef[] | undefined, at: string, combat: boolean, ex: Explainer): Bracketed {
  const bad = new IssueCollector();
  const rules = checkBracketed(refs, at, bad);
  bad.throwIfAny(bad.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', 'Invalid Breath Weapon rules');
  const value = (id: string) => rules.get(id);
  const apValue = value('armourPiercing');
  if (apValue !== undefined && (typeof apValue !== 'number' || !Number.isInteger(apValue) || apValue < 1 || apValue > 6)) {
    throw new DomainError('invalid_input', 'Armour Piercing (X) in a breath\'s brackets', [{ path: pointer(...at.split('/').filter(Boolean), 'rules', (refs ?? []).findIndex((r) => r.id === 'armourPiercing'), 'value'), code: 'range', message: 'X is an integer from 1 to 6 (L3477-3482)' }]);
  }
  const out: Bracketed = {
    flaming: rules.has('flamingAttacks') || rules.has('metalshifting'), magical: rules.has('magicalAttacks'), holy: rules.has('holyAttacks'),
    toxic: rules.has('toxicAttacks'), metalshifting: rules.has('metalshifting'), lethal: combat && rules.has('lethalStrike'),
    ap: Math.max(typeof apValue === 'number' ? apValue : 0, rules.has('toxicAttacks') || rules.has('metalshifting') ? 6 : 0),
    ...(rules.get('multipleWounds') !== undefined && rules.get('multipleWounds') !== true ? { multiple: rules.get('multipleWounds') as number | string } : {}),
  };
  for (const [id, v] of rules) {
    const served = SERVED[id];
    if (id === 'lethalStrike' && !combat) ex.add(rule(id, 'L3289-3291', 'Lethal Strike'), 'Lethal Strike in the brackets: no effect, the breath is shot (close-combat attacks only)');
    else if (id === 'multipleWounds' && v === true) ex.add(rule(id, 'L3308-3319', 'Multiple Wounds'), 'Multiple Wounds without a value in the brackets: no effect (give its X as the rule\'s value)');
    else if (served) ex.add(rule(id, served[0], served[1].split(':')[0]), `in the breath's brackets: ${served[1]}${id === 'multipleWounds' || id === 'armourPiercing' ? ` (${v})` : ''}`);
    else ex.add(breathRule, `${id} in the breath's brackets: ${LATER[id] ?? 'no effect on automatic hits of the bracketed S'}`);
  }
  return out;
}
