/** The data model of the catalogue (digest §2.1-2.8, §11.3, §12.2), each entry with its citation. */
import { SEED_2018, SEED_2021 } from './rules.js';

export const UNIT_CATEGORIES = [
  { id: 'combatUnit', name: 'Combat Unit', definition: 'troops on one tray on the battlefield; a stat card with a unit-type icon', cite: `${SEED_2021} L305-321; ${SEED_2018} L434-452` },
  { id: 'attachment', name: 'Attachment (Vínculo / фигурка поддержки)', definition: 'an individual bought for a Combat Unit of its unit type, never on a solo tray, at most one per unit; part of that unit in every respect, its abilities the unit\'s', cite: `${SEED_2021} L550-643; ${SEED_2018} L577-624` },
  { id: 'commander', name: 'Commander', definition: 'the army leader (cost "(C)", 0 points), usually an attachment; adds 3 Tactics cards, two copies each, to the deck', cite: `${SEED_2021} L1404-1424; ${SEED_2018} L926-933` },
  { id: 'ncu', name: 'Non-Combat Unit', definition: 'an influential character never deployed; uses the Tactics board; counts as a unit for activation', cite: `${SEED_2021} L648-698, L227-230; ${SEED_2018} L627-632` },
  { id: 'character', name: 'Character (PERSONAJE / ПЕРСОНАЖ)', definition: 'a flag on a unit, attachment or NCU card: unique per army', cite: `${SEED_2021} L1828-1834, L1861-1863` },
  { id: 'neutral', name: 'Neutral', definition: 'units aligned to no faction, usable by any army within limits', cite: `${SEED_2021} L1783-1808` },
];

export const RANKS = {
  ranksLeft: 'ceil(figures left / figures per rank); a solo unit: 1 rank (2021) or none (2018)',
  attackDice: 'attack.dice[ranks lost]: green (all ranks), yellow (one lost), red (two lost); solo units always green',
  removal: 'figures leave the rearmost rank first, right to left; a multi-wound figure leaves at its last wound, wounds never spread to another figure',
  cite: `${SEED_2021} L327-364, L385-390, L1644-1654; ${SEED_2018} L462, L471, L1008-1012`,
};

export const CARD_FIELDS = [
  { field: 'name', meaning: 'name-based effects read the Combat Unit\'s own name', cite: `${SEED_2021} L438-444, L517-536` },
  { field: 'faction', meaning: 'house emblem', cite: `${SEED_2021} L438-444` },
  { field: 'unitType', meaning: 'infantry, cavalry, monster or warMachine', cite: `${SEED_2021} L449-453` },
  { field: 'tray', meaning: 'infantry, cavalry, soloSmall or soloLarge (catalogue `trays`)', cite: `${SEED_2021} L360-364` },
  { field: 'speed', meaning: 'inches', cite: `${SEED_2021} L380-386` },
  { field: 'defense', meaning: 'X+ for each Defence die', cite: `${SEED_2021} L431-444` },
  { field: 'morale', meaning: 'X+ for the 2D6 of Morale and panic tests', cite: `${SEED_2021} L422-429` },
  { field: 'attacks', meaning: 'attack profiles (catalogue `attackProfile`)', cite: `${SEED_2021} L374-390` },
  { field: 'abilities', meaning: 'card text; the engine applies the abilities of catalogue `abilities`', cite: `${SEED_2021} L444-473; ${SEED_2018} L535-553` },
  { field: 'woundsPerFigure', meaning: 'default 1', cite: `${SEED_2021} L1644-1654` },
  { field: 'points', meaning: 'cost of a full tray; none is legible in either seed', cite: `${SEED_2021} L483-487` },
];

export const ATTACK_PROFILE_FIELDS = [
  { field: 'name', meaning: 'e.g. "Lluvia de flechas" (Rain of Arrows)', cite: `${SEED_2021} L378, L970-971` },
  { field: 'kind', meaning: 'melee or ranged', cite: `${SEED_2021} L459-461` },
  { field: 'range', meaning: 'ranged only: short (6") or long (12")', cite: `${SEED_2021} L942-949` },
  { field: 'hit', meaning: 'X+ to hit', cite: `${SEED_2021} L380-382` },
  { field: 'dice', meaning: 'three numbers: green, yellow, red', cite: `${SEED_2021} L385-390; ${SEED_2018} L493` },
  { field: 'keywords', meaning: 'catalogue `attackKeywords`', cite: `${SEED_2021} L2930-2946` },
];

export const ORDERS = { rule: 'an ability usable once per round on its trigger; the owning unit is the default target; an Order token marks it until Cleanup', cite: `${SEED_2021} L1662-1675; ${SEED_2018} L1016-1018` };

export const TACTICS_CARDS = [
  { id: 'northern-ferocity', name: 'Northern Ferocity (Ferocidad norteña)', text: 'the attack gains Vicious; a defender failing its panic test suffers +1 wound per rank the attacker has lost; the attacker then suffers wounds (OCR of a card image: "2" and "1 per rank destroyed" both printed)', cite: `${SEED_2021} L1482-1508` },
  { id: 'kingslayer-infamy', name: 'La infamia del Matarreyes', text: 'Jaime\'s commander card (text absent)', cite: `${SEED_2021} L1451-1453` },
  { id: 'kingslayer-bravery', name: 'La bravura del Matarreyes', text: 'Jaime\'s commander card (text absent)', cite: `${SEED_2021} L1451-1453` },
  { id: 'kingslayer-renown', name: 'El renombre del Matarreyes', text: 'Jaime\'s commander card (text absent)', cite: `${SEED_2021} L1451-1453` },
  { id: 'hear-me-roar', name: '¡Oye mi rugido! (Hear Me Roar!)', text: 'fetched by Cersei (text absent)', cite: `${SEED_2021} L684-693` },
  { id: 'power-to-subjugate', name: 'Poder para subyugar (Power to Subjugate)', text: 'fetched by Cersei (text absent)', cite: `${SEED_2021} L684-693` },
];

/** Decisions of the digest (§12.2) the attacks and morale capabilities take as fixed rules: no option changes them. */
export const FIXED_RULES = [
  { id: 'hitsOutsideAttacks', rule: 'Retaliation\'s hits allow Defence rolls, call for no panic test and take no flank or rear bonus (§12.2 item 11)', cite: `${SEED_2021} L1445-1449` },
  { id: 'terrainCountsOnce', rule: 'several Horrifying or Inspiring pieces count once each: the requests take booleans (§12.2 item 13)', cite: `${SEED_2018} L1139, L1148; ${SEED_2021} L1631` },
  { id: 'rerollOnce', rule: 'a die is rerolled at most once per player: the active player\'s rerolls first, then the opponent\'s', cite: `${SEED_2021} L1607-1623` },
  { id: 'abilitiesInEitherVersion', rule: 'an ability given inline applies under either rules version (cards are data from outside the seeds); `abilities[].versions` says which text prints it', cite: `${SEED_2021} L444-473; ${SEED_2018} L535-553` },
  { id: 'panicTotalFloor', rule: 'a Morale or panic total never drops below 0', cite: `${SEED_2021} L1242-1254; ${SEED_2018} L1048` },
];
