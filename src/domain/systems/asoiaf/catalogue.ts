/** `GET /v1/asoiaf`: the data the seeds give, per rules version, with citations (digest §2, §7, §11). */
import { ARMY_OPTIONS } from './armies/validate.js';
import { chargesCatalogue } from './charges/catalogue.js';
import { CHARGE_OPTIONS } from './charges/rules.js';
import { ATTACK_PROFILE_FIELDS, CARD_FIELDS, FIXED_RULES, ORDERS, RANKS, TACTICS_CARDS, UNIT_CATEGORIES } from './catalogue-data.js';
import { CARDS } from './data/cards.js';
import { ASOIAF_COMBAT_OPTIONS } from './options-combat.js';
import { SEED_2018, SEED_2021 } from './rules.js';
import { listCatalogue } from './scoring/list-catalogue.js';
import { SCORING_OPTIONS } from './scoring/score.js';
import { TRIGGER_CODES } from './triggers.js';
import { ABILITIES, ABILITY_VERSIONS, ATTACK_KEYWORDS, TRAY_INFO, UNIT_TYPES, type Ability, type AttackKeyword } from './units.js';

export const KEYWORD_INFO: Record<AttackKeyword, { name: string; effect: string; cite: string }> = {
  vicious: { name: 'Vicious (Feroz)', effect: 'defenders −2 to their panic test', cite: `${SEED_2021} L2946` },
  sundering: { name: 'Sundering (Ensañamiento / Рассечение)', effect: 'defenders −1 to Defence rolls', cite: `${SEED_2021} L2942-2944; ${SEED_2018} L1044` },
  criticalBlow: { name: 'Critical Blow (Golpe brutal)', effect: 'each natural 6 on the attack dice adds +1 hit', cite: `${SEED_2021} L2935-2936` },
  precision: { name: 'Precision (Precisión)', effect: 'each natural 6: the defender rolls one Defence die fewer and takes 1 wound directly', cite: `${SEED_2021} L2938-2940` },
  noDefence: { name: 'No Defence rolls (e.g. Wildfire)', effect: 'defenders make no Defence rolls: every hit wounds', cite: `${SEED_2021} L396-398` },
  selfWoundOnOnes: { name: 'Wildfire self-wounds', effect: 'after the attack the attacker suffers 1 wound per natural 1 among its attack dice', cite: `${SEED_2021} L399-405` },
};

export const ABILITY_INFO: Record<Ability, { name: string; effect: string; versions: string[]; cite: string }> = {
  ironValour: { name: 'Iron Valour (Valor de hierro)', effect: '+1 to this unit\'s panic tests; one wound fewer when it fails one', versions: ABILITY_VERSIONS.ironValour, cite: `${SEED_2021} L552-560, L623-630` },
  unyielding: { name: 'Unyielding (Несгибаемый)', effect: '+2 to Morale tests; copies of the same name do not stack', versions: ABILITY_VERSIONS.unyielding, cite: `${SEED_2018} L1006` },
  retaliation: { name: 'Retaliation (Represalia)', effect: 'a melee attacker suffers 1 automatic hit per miss among its attack dice (Defence allowed, no panic test)', versions: ABILITY_VERSIONS.retaliation, cite: `${SEED_2021} L1445-1449` },
  lannisterSupremacy: { name: 'Lannister Supremacy (Supremacía de los Lannister)', effect: 'after an enemy completes an attack against this unit, the attacker tests panic at −1 per rank this unit has left; on a failure +1 wound per such rank', versions: ABILITY_VERSIONS.lannisterSupremacy, cite: `${SEED_2021} L568-583, L599-600` },
  fearsomeVisage: { name: 'Fearsome Visage (Semblante espantoso)', effect: 'an enemy making a melee attack against this unit first tests panic at −1 per rank this unit has left', versions: ABILITY_VERSIONS.fearsomeVisage, cite: `${SEED_2021} L412-424` },
  hinder: { name: 'Hinder (Entorpecer)', effect: 'engaged enemies −1 to "the results …" (text truncated; option hinderRoll)', versions: ABILITY_VERSIONS.hinder, cite: `${SEED_2021} L1441-1443` },
  atAnyCost: { name: 'At Any Cost (Любой ценой)', effect: 'Order: when this unit fails a panic test, destroy 1 of its figures to pass it', versions: ABILITY_VERSIONS.atAnyCost, cite: `${SEED_2018} L606-611` },
};

export const CONDITION_TOKENS = [
  { id: 'panicked', name: 'Panicked (Espantada / Паника)', spentBy: 'the enemy, after this unit rolls a Morale or panic test', effect: 'force a reroll of any or all of those dice (2021: the D3 too)', cite: `${SEED_2021} L1697-1701; ${SEED_2018} L1020-1040` },
  { id: 'vulnerable', name: 'Vulnerable (Vulnerable / Уязвимость)', spentBy: 'the enemy, after this unit rolls Defence dice', effect: 'force a reroll of any or all of those dice', cite: `${SEED_2021} L1709-1713` },
  { id: 'weakened', name: 'Weakened (Debilitada / Слабость)', spentBy: 'the enemy, after this unit rolls attack dice', effect: 'force a reroll of any or all of those dice', cite: `${SEED_2021} L1703-1707` },
];

export const DICE_ORDER = {
  attacks: [
    'Fearsome Visage: the attacker\'s panic test first (2D6, then the 2021 D3, then any Panicked reroll)',
    'attack dice (as many as the ranks left allow)',
    'the attacker\'s rerolls (charge bonus: its misses), in die order',
    'the defender\'s forced rerolls (Weakened: the hits), in die order',
    'Defence dice (one per hit, less Precision wounds)',
    'the attacker\'s forced rerolls (Vulnerable: the blocks)',
    'the defender\'s panic test: 2D6, then the D3 (2021), then the Panicked token\'s rerolls',
    'Retaliation: the attacker\'s Defence dice, then the Vulnerable rerolls of its blocks; Lannister Supremacy: the attacker\'s panic test',
  ],
  morale: ['2D6', 'the D3 (2021 panic tests)', 'the dice the Panicked token rerolls, 2D6 first'],
};

export function asoiafCatalogue(rulesVersion: string): Record<string, unknown> {
  return {
    rulesVersion,
    versions: [
      { id: 'asoiaf-2021', seed: SEED_2021, language: 'es', note: 'the 2021 rules (default)' },
      { id: 'asoiaf-2018', seed: SEED_2018, language: 'ru', note: 'the 2018 v1.0 rules' },
    ],
    unitCategories: UNIT_CATEGORIES,
    unitTypes: UNIT_TYPES,
    ranks: RANKS,
    cardFields: CARD_FIELDS,
    attackProfile: ATTACK_PROFILE_FIELDS,
    orders: ORDERS,
    trays: Object.entries(TRAY_INFO).map(([id, t]) => ({ id, ...t, cite: `${SEED_2021} L327-364` })),
    attackKeywords: ATTACK_KEYWORDS.map((id) => ({ id, ...KEYWORD_INFO[id] })),
    abilities: ABILITIES.map((id) => ({ id, ...ABILITY_INFO[id] })),
    conditionTokens: CONDITION_TOKENS,
    cards: CARDS,
    tacticsCards: TACTICS_CARDS,
    diceOrder: DICE_ORDER,
    /** attacks `triggers`: the codes of illegal declarations (§1.7, docs/asoiaf.md). */
    triggerCodes: TRIGGER_CODES,
    /** Every request option of every capability, with its default (the charge and list sections repeat theirs). */
    options: [...Object.values(ASOIAF_COMBAT_OPTIONS), ...CHARGE_OPTIONS, ...ARMY_OPTIONS, ...SCORING_OPTIONS],
    ...chargesCatalogue(rulesVersion),
    ...listCatalogue(),
    fixedRules: FIXED_RULES,
  };
}
