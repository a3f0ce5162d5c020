/** The army-building rules (digest §6), each with its 2021 and 2018 citation; `armyRule(v, key)` picks the version's. */
import type { Rule } from '../../../core/explain.js';
import { is2018, r18, r21 } from '../rules.js';

const pair = (id: string, l21: string, l18: string, title: string): [Rule, Rule] => [r21(`army.${id}`, l21, title), r18(`army.${id}`, l18, title)];

export const ARMY_RULES = {
  gameSize: pair('gameSize', 'L1748-1762', 'L1054-1060', 'Game size: the cost of all units, attachments and NCUs may not exceed it'),
  faction: pair('faction', 'L1764-1771', 'L1062-1064', 'Faction: only its cards and Neutral ones'),
  commander: pair('commander', 'L1773-1779, L1404-1424', 'L1066-1068, L926-933', 'Exactly one Commander, who costs 0 points'),
  neutral: pair('neutral', 'L1783-1808', 'L1072-1082', 'Neutral cards: at most 50 % of the points; or Neutral as the faction'),
  deck: pair('deck', 'L1518-1523, L1810-1816', 'L958, L1084-1086', 'Tactics deck: 7 faction cards and 3 Commander cards, two copies each'),
  commanderHost: pair('commanderHost', 'L1824-1826', 'L1092', 'A Commander that is an attachment needs a unit to carry it'),
  character: pair('character', 'L1828-1834', 'L1093', 'Characters are unique; versions of one person are the same Character'),
  attachment: pair('attachment', 'L1836-1839, L594', 'L1094, L582-583', 'Every attachment in a Combat Unit, one attachment per unit'),
  attachmentType: pair('attachmentType', 'L596-597', 'L582-583', 'An attachment joins a Combat Unit of its own unit type'),
  attachmentSolo: pair('attachmentSolo', 'L587-588', 'L471, L592', 'No attachment on a solo tray'),
  attachmentHost: pair('attachmentHost', 'L562-566, L1836-1837', 'L577-583, L1094', 'An attachment joins a Combat Unit'),
  restriction: pair('restriction', 'L1841-1843', 'L1095', "A card's own requirements and restrictions"),
  team: pair('team', 'L1861-1863', 'L1106', 'Team games: Characters are unique across the team'),
  vpTarget: pair('vpTarget', 'L2079-2088', 'L1221-1225', 'VP target by game size: 8 at 30 points, +2 per further 10'),
} as const;

export type ArmyRuleKey = keyof typeof ARMY_RULES;
export const armyRule = (rulesVersion: string, key: ArmyRuleKey): Rule => ARMY_RULES[key][is2018(rulesVersion) ? 1 : 0];
