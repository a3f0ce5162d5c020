/**
 * The cards the seeds name (digest §11), with only the data they print: no point costs are legible in
 * either seed (§11, §12.3), and most stat lines are absent or unreadable. A request completes a card
 * inline (inline fields override the card); a field neither gives is reported as required.
 */
import type { Ability, AttackProfile, TrayKind, UnitType } from '../units.js';

export type CardKind = 'combatUnit' | 'attachment' | 'ncu';

export interface CardData {
  id: string;
  name: string;
  /** The Spanish / Russian names in the seeds. */
  names: { es?: string; ru?: string };
  kind: CardKind;
  faction: string;
  /** The faction is inferred (lore, house), not printed. */
  factionPresumed?: boolean;
  unitType?: UnitType;
  tray?: TrayKind;
  speed?: number;
  defense?: number;
  morale?: number;
  woundsPerFigure?: number;
  attacks?: AttackProfile[];
  abilities?: Ability[];
  commander?: boolean;
  /** The Character this card is a version of (unique per army, 000_4d85fd9897d069bf.txt L1828-1834). */
  character?: string;
  /** What the seeds print about it, in words. */
  text?: string;
  /** Which rules version's text shows it. */
  versions: Array<'asoiaf-2021' | 'asoiaf-2018'>;
  cite: string;
}

const S21 = '000_4d85fd9897d069bf.txt';
const S18 = '002_953a7ceb75253954.txt';

export const CARDS: CardData[] = [
  { id: 'stark-sworn-swords', name: 'Stark Sworn Swords', names: { es: 'Espadas juramentadas Stark', ru: 'верные мечи Старков' }, kind: 'combatUnit', faction: 'stark', unitType: 'infantry', tray: 'infantry', speed: 5, defense: 4, morale: 6, versions: ['asoiaf-2021', 'asoiaf-2018'], cite: `${S21} L846-848, L1252-1253, L1312; ${S18} L808, L860, L878` },
  {
    id: 'lannister-guardsmen', name: 'Lannister Guardsmen', names: { es: 'Guardias Lannister', ru: 'гвардейцы Ланнистеров' }, kind: 'combatUnit', faction: 'lannister', unitType: 'infantry', tray: 'infantry', speed: 4,
    attacks: [{ name: 'Melee', kind: 'melee', hit: 4, dice: [6, 6, 6], keywords: [] }], abilities: ['lannisterSupremacy'],
    text: 'Melee 6 dice with all ranks at 4+ (the yellow and red numbers are not printed: give `dice` inline); Order "Lannister Supremacy" (attribution from the layout, §12 O8)', versions: ['asoiaf-2021'], cite: `${S21} L894-895, L1283-1286, L568-600`,
  },
  { id: 'stark-archers', name: 'Stark Archers', names: { es: 'Arqueros Stark' }, kind: 'combatUnit', faction: 'stark', text: 'Ranged attack "Rain of Arrows", Long range (12"); no other data printed', versions: ['asoiaf-2021'], cite: `${S21} L970-971` },
  { id: 'umber-berserkers', name: 'Umber Berserkers', names: { es: 'Berserkers Umber', ru: 'берсерки Амберов' }, kind: 'combatUnit', faction: 'stark', factionPresumed: true, unitType: 'infantry', tray: 'infantry', versions: ['asoiaf-2021', 'asoiaf-2018'], cite: `${S21} L730-789; ${S18} L302` },
  { id: 'lannister-crossbowmen', name: 'Lannister Crossbowmen', names: { es: 'Ballesteros Lannister' }, kind: 'combatUnit', faction: 'lannister', factionPresumed: true, versions: ['asoiaf-2021'], cite: `${S21} L759-764` },
  {
    id: 'pyromancers', name: 'Pyromancers', names: { es: 'Piromantes' }, kind: 'combatUnit', faction: 'lannister', factionPresumed: true, abilities: ['fearsomeVisage'],
    text: 'Attack "Wildfire" (Fuego valyrio): Vicious, no Defence rolls, 1 wound to the attacker per natural 1 among its attack dice; "Fearsome Visage" printed on the same page; stat digits unreadable (§12 O7)', versions: ['asoiaf-2021'], cite: `${S21} L392-424, L493-510`,
  },
  { id: 'lannister-halberdiers', name: 'Lannister Halberdiers', names: { ru: 'алебардщики Ланнистеров' }, kind: 'combatUnit', faction: 'lannister', unitType: 'infantry', tray: 'infantry', text: 'Its attack has Sundering', versions: ['asoiaf-2018'], cite: `${S18} L311, L553` },
  { id: 'stark-outriders', name: 'Stark Outriders', names: { ru: 'всадники Старков' }, kind: 'combatUnit', faction: 'stark', unitType: 'cavalry', tray: 'cavalry', woundsPerFigure: 3, versions: ['asoiaf-2018'], cite: `${S18} L290, L1012` },
  { id: 'mountains-men', name: "Mountain's Men", names: { ru: 'люди Горы' }, kind: 'combatUnit', faction: 'lannister', factionPresumed: true, unitType: 'infantry', tray: 'infantry', versions: ['asoiaf-2018'], cite: `${S18} L294` },
  { id: 'grey-wind', name: 'Grey Wind', names: { ru: 'Серый Ветер' }, kind: 'combatUnit', faction: 'stark', factionPresumed: true, tray: 'soloLarge', character: 'grey-wind', text: 'A solo unit (type not stated)', versions: ['asoiaf-2018'], cite: `${S18} L233` },
  { id: 'guard-captain', name: 'Guard Captain', names: { es: 'Capitán de los Guardias' }, kind: 'attachment', faction: 'lannister', unitType: 'infantry', abilities: ['ironValour'], text: '"Iron Valour": +1 to panic-test rolls, −1 wound on a failed panic test', versions: ['asoiaf-2021'], cite: `${S21} L552-560, L623-630` },
  { id: 'captain-of-the-guard', name: 'Captain of the Guard', names: { ru: 'Капитан гвардии' }, kind: 'attachment', faction: 'lannister', unitType: 'infantry', abilities: ['atAnyCost'], text: 'Order "At Any Cost": on a failed panic test, destroy 1 own figure to pass', versions: ['asoiaf-2018'], cite: `${S18} L606-621` },
  {
    id: 'jaime-lannister-kingslayer', name: 'Jaime Lannister, the Kingslayer', names: { es: 'Jaime Lannister, El Matarreyes' }, kind: 'attachment', faction: 'lannister', unitType: 'infantry', commander: true, character: 'jaime-lannister', abilities: ['hinder', 'retaliation'],
    text: 'Commander; "Hinder": engaged enemies −1 (text truncated, §12 O9); "Retaliation": a melee attacker suffers 1 automatic hit per miss among its attack dice; Tactics cards The Kingslayer\'s Infamy, Bravery, Renown', versions: ['asoiaf-2021'], cite: `${S21} L1426-1458`,
  },
  { id: 'jaime-lannister-young-lion', name: 'Jaime Lannister, the Young Lion', names: { es: 'Jaime Lannister, el Joven León' }, kind: 'attachment', faction: 'lannister', unitType: 'infantry', character: 'jaime-lannister', text: 'Another version of the same Character', versions: ['asoiaf-2021'], cite: `${S21} L1832-1834` },
  { id: 'cersei-lannister-queen-regent', name: 'Cersei Lannister, Queen Regent', names: { es: 'Cersei Lannister, Reina Regente' }, kind: 'ncu', faction: 'lannister', character: 'cersei-lannister', text: 'Starts with 2 Order tokens; when she claims a zone she may spend one to search for "Hear Me Roar!" or "Power to Subjugate" (icons lost, §12 O11)', versions: ['asoiaf-2021'], cite: `${S21} L660-698` },
];
