/** The scoring rules common to every mode (digest §8.1), with each version's citation. */
import type { Rule } from '../../../core/explain.js';
import type { GameMode } from './modes.js';
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

/** Multiplayer (§9.6): teams and free-for-all, each version's lines. */
export const MULTI_RULES = {
  teams: pair('teams', 'L1850-1883', 'L1101-1112', 'Teams: VP belong to the team; victory conditions apply as usual'),
  freeForAll: pair('freeForAll', 'L1885-1913', 'L1114-1124', 'Free-for-all: any mode but A Storm of Swords; play until one player meets the victory condition; a player with every Combat Unit destroyed is out'),
} as const;
export const multiRule = (rulesVersion: string, format: keyof typeof MULTI_RULES): Rule => MULTI_RULES[format][is2018(rulesVersion) ? 1 : 0];

export const scoreRule = (rulesVersion: string, key: keyof typeof SCORE_RULES): Rule => SCORE_RULES[key][is2018(rulesVersion) ? 1 : 0];

/** Where each mode states its own objective control and scoring (2021 Variants A and B, 2018 touching). */
const OBJECTIVE_LINES: Record<string, string> = {
  'asoiaf-2021:gameOfThrones': 'L2258-2280',
  'asoiaf-2021:clashOfKings': 'L2315-2340',
  'asoiaf-2021:feastForCrows': 'L2479-2512, L2524-2530',
  'asoiaf-2021:danceWithDragons': 'L2535-2543, L2559-2612',
  'asoiaf-2021:windsOfWinter': 'L2588-2627',
  'asoiaf-2021:sharpAndReady': 'L2643-2659, L2687-2692',
  'asoiaf-2021:darkWingsDarkWords': 'L2851-2881',
  'asoiaf-2018:gameOfThrones': 'L1274-1278',
  'asoiaf-2018:battleOfKings': 'L1297-1298',
  'asoiaf-2018:windsOfWinter': 'L1357-1358',
};

/** The objective rule of a mode, citing that mode's own lines (the common rule where it has none). */
export function objectiveRule(rulesVersion: string, mode: GameMode): Rule {
  const lines = OBJECTIVE_LINES[`${mode.rulesVersion}:${mode.id}`];
  if (!lines) return scoreRule(rulesVersion, 'objectives');
  return is2018(rulesVersion) ? r18('score.objectives', lines, SCORE_RULES.objectives[1].title) : r21('score.objectives', lines, SCORE_RULES.objectives[0].title);
}
