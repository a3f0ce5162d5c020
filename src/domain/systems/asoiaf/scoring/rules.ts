/** The scoring rules common to every mode (digest §8.1), with each version's citation. */
import type { Rule } from '../../../core/explain.js';
import { is2018, r18, r21 } from '../rules.js';

const pair = (id: string, l21: string, l18: string, title: string): [Rule, Rule] => [r21(`score.${id}`, l21, title), r18(`score.${id}`, l18, title)];

export const SCORE_RULES = {
  target: pair('target', 'L2079-2088', 'L1221-1225', 'VP target by game size'),
  victory: pair('victory', 'L2071-2077', 'L1220', 'At the end of a round: at least the target and strictly more VP than every opponent'),
  roundLimit: pair('roundLimit', 'L2090-2094', 'L1226', 'After round 6: most VP; tie: more army points on the battlefield; else a draw'),
  elimination: pair('elimination', 'L2096-2099', 'L1227', 'A player with no Combat Units on the table is eliminated; the opponent wins'),
  combat: pair('combat', 'L2101-2110', 'L1229-1231', 'Combat victory: 1 VP per enemy Combat Unit destroyed (2018: not for 0-point units)'),
  objectives: pair('objectives', 'L2258-2280', 'L1274-1278', 'Objectives from round 2: 1 VP each (2021: +1 for the Commander\'s unit)'),
} as const;

export const scoreRule = (rulesVersion: string, key: keyof typeof SCORE_RULES): Rule => SCORE_RULES[key][is2018(rulesVersion) ? 1 : 0];
