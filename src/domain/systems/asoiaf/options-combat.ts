/** The ENGINE DECISIONS and ambiguities (digest §12.2) that touch attacks and morale, with their defaults. */
import type { OptionSpec } from '../../core/system.js';
import { SEED_2021 } from './rules.js';

const o = (name: string, type: OptionSpec['type'], def: boolean | number | string, description: string, cite: string, values?: readonly string[]): OptionSpec => ({
  name, type, default: def, description, cite, ...(values ? { values } : {}),
});

export const ASOIAF_COMBAT_OPTIONS = {
  panicWhenDestroyed: o('panicWhenDestroyed', 'boolean', false, 'A defender destroyed by the attack\'s wounds takes no panic test (default: nothing is left to test, §12.2 item 5)', `${SEED_2021} L1181-1186`),
  chargeReroll: o('chargeReroll', 'enum', 'misses', '2021 charge bonus "reroll any attack dice": the attacker rerolls its misses (default) or, with Critical Blow, also its non-6 hits to fish for sixes', `${SEED_2021} L1224-1230`, ['misses', 'missesAndNonSixHits']),
  spendTokens: o('spendTokens', 'enum', 'whenItHelps', 'The enemy spends a Weakened, Vulnerable or Panicked token whenever a forced reroll helps it (default), always, or never', `${SEED_2021} L1677-1715`, ['whenItHelps', 'never']),
  hinderRoll: o('hinderRoll', 'enum', 'attackDice', '"Hinder" (Jaime, text truncated after "−1 to the results", §12 O9): −1 to the engaged enemy\'s attack dice (default) or to its panic tests', `${SEED_2021} L1441-1443`, ['attackDice', 'panicTests']),
} as const satisfies Record<string, OptionSpec>;

export type AsoiafCombatOption = keyof typeof ASOIAF_COMBAT_OPTIONS;
export const combatOptions = (...names: AsoiafCombatOption[]): OptionSpec[] => names.map((n) => ASOIAF_COMBAT_OPTIONS[n]);
