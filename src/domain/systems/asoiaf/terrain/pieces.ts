/**
 * Terrain keywords and pieces of each rules version (digest §7.1-7.3, D23) and the 2021 random-terrain table
 * (§7.4, OCR reading O2). Footprints are not in the seeds (§12.3): a piece is 6"×6" unless the request says
 * otherwise; a castle wall segment is 8"×2".
 */
import { SEED_2018, SEED_2021 } from '../rules.js';

export interface KeywordInfo { id: string; name: string; effect: string; cite: string }
const k21 = (id: string, name: string, effect: string, line: string): KeywordInfo => ({ id, name, effect, cite: `${SEED_2021} ${line}` });
const k18 = (id: string, name: string, effect: string, line: string): KeywordInfo => ({ id, name, effect, cite: `${SEED_2018} ${line}` });

export const KEYWORDS_2021: KeywordInfo[] = [
  k21('blocksLoS', 'Blocks Line of Sight (Bloquea la línea de visión)', 'units not inside it cannot draw LoS through it', 'L1939-1942'),
  k21('cover', 'Cover (Cobertura)', 'for a ranged attack\'s LoS, units not inside it cannot draw LoS through it', 'L1943-1946'),
  k21('destructible', 'Destructible (Destruible)', 'a unit within 1" may take a melee Attack action against it to remove it', 'L1947-1950'),
  k21('difficult', 'Difficult (Dificultoso)', 'a charger crossing it or ending on it loses the Charge bonus', 'L1951-1954'),
  k21('elevated', 'Elevated (Elevado)', 'units on it ignore intervening units and terrain for ranged attacks', 'L1955-1958'),
  k21('rough', 'Rough (Escabroso)', 'moving into, out of or through it: −1" to the distance moved', 'L1959-1962'),
  k21('fortified', 'Fortified (Fortificado)', 'a charger crossing it or ending on it: the defender +1 Defence against that charge', 'L1963-1967'),
  k21('horrifying', 'Horrifying (Horrible)', 'units within Short range: −1 to Morale-test rolls', 'L1968-1971'),
  k21('inspiring', 'Inspiring (Inspirador)', 'units within Short range: +1 to Morale-test rolls', 'L1972-1975'),
  k21('impassable', 'Impassable (Intransitable)', 'cannot be crossed, entered or ended on; pivots may overlap it', 'L1976-1983'),
  k21('dangerous', 'Dangerous (Peligroso)', 'acting on it or entering it: 1D3+1 wounds (once per charge)', 'L1984-1988'),
];

export const KEYWORDS_2018: KeywordInfo[] = [
  k18('elevated', 'Elevated (Возвышенность)', 'units on it ignore intervening units and terrain for ranged attacks', 'L1138'),
  k18('inspiring', 'Inspiring (Воодушевляет)', '+1 to Morale tests within Short range; identical pieces do not stack', 'L1139'),
  k18('slowing', 'Slowing (Замедляет движение)', 'a charge path crossing it rolls 2 dice and keeps the lower; a 1 or 2 disorders the charge', 'L1140'),
  k18('destructible', 'Destructible (Можно разрушить)', 'a unit moving through or ending on it removes it', 'L1141'),
  k18('impassable', 'Impassable (Непроходимо)', 'no crossing or ending on it', 'L1142'),
  k18('dangerous', 'Dangerous (Опасно)', 'moving through or ending on it: D3+1 wounds', 'L1143'),
  k18('blocksLoS', 'Blocks LoS (Перекрывает обзор)', 'units cannot draw LoS through it', 'L1144'),
  k18('rough', 'Rough (Пересечённая местность)', '−1" from any move whose path crosses it', 'L1145'),
  k18('fortified', 'Fortified (Укрепление)', '+1 Defence against melee attacks if the charger had to pass through it', 'L1146'),
  k18('cover', 'Cover (Укрытие)', 'between a ranged attacker and its target: the target +1 Defence, unless the attacker is within 1" of it', 'L1147'),
  k18('horrifying', 'Horrifying (Устрашает)', '−1 to Morale tests within Short range; identical pieces do not stack', 'L1148'),
];

export interface PieceInfo { id: string; name: string; keywords: string[]; cite: string }
export const PIECES_2021: PieceInfo[] = [
  { id: 'hedge', name: 'Hedge (Seto)', keywords: ['cover', 'destructible', 'rough'], cite: `${SEED_2021} L1990` },
  { id: 'weirwood', name: 'Weirwood (Árbol arciano)', keywords: ['inspiring'], cite: `${SEED_2021} L1994-1995` },
  { id: 'forest', name: 'Forest (Bosque)', keywords: ['cover', 'fortified'], cite: `${SEED_2021} L1994-1997` },
  { id: 'corpsePile', name: 'Corpse pile (Pila de cadáveres)', keywords: ['difficult', 'horrifying'], cite: `${SEED_2021} L1999-2001` },
  { id: 'palisade', name: 'Palisade (Empalizada)', keywords: ['blocksLoS', 'destructible', 'impassable'], cite: `${SEED_2021} L2001-2002` },
  { id: 'marsh', name: 'Marsh (Lodazal)', keywords: ['difficult', 'rough'], cite: `${SEED_2021} L2004-2006` },
  { id: 'stakes', name: 'Stakes (Estacas)', keywords: ['destructible', 'dangerous'], cite: `${SEED_2021} L2008-2009` },
  { id: 'wall', name: 'Low or ruined wall (Muro bajo / en ruinas)', keywords: ['destructible', 'difficult', 'fortified'], cite: `${SEED_2021} L2011-2012` },
];
export const PIECES_2018: PieceInfo[] = [
  { id: 'forest', name: 'Forest (Лес)', keywords: ['cover', 'rough'], cite: `${SEED_2018} L1152-1154` },
  { id: 'corpsePile', name: 'Corpse pile (Груда трупов)', keywords: ['slowing', 'horrifying', 'rough'], cite: `${SEED_2018} L1158-1160` },
  { id: 'marsh', name: 'Marsh (Болото)', keywords: ['slowing', 'rough'], cite: `${SEED_2018} L1164-1166` },
  { id: 'stakes', name: 'Stakes (Частокол)', keywords: ['dangerous', 'destructible', 'slowing'], cite: `${SEED_2018} L1170-1172` },
  { id: 'wall', name: 'Low or ruined wall (Низкая / разрушенная стена)', keywords: ['cover', 'destructible', 'fortified'], cite: `${SEED_2018} L1176-1178` },
  { id: 'hedge', name: 'Hedge (Живая изгородь)', keywords: ['destructible', 'slowing', 'rough'], cite: `${SEED_2018} L1182-1184` },
  { id: 'weirwood', name: 'Weirwood (Чардрево)', keywords: ['inspiring'], cite: `${SEED_2018} L1188-1190` },
  { id: 'palisade', name: 'Palisade (Палисад)', keywords: ['blocksLoS', 'impassable'], cite: `${SEED_2018} L1194-1196` },
];
/** Castle walls: neither terrain nor units in A Storm of Swords; Impassable terrain in Sharp and Ready. */
export const CASTLE_WALL: PieceInfo = { id: 'castleWall', name: 'Castle wall (Muro de castillo)', keywords: ['impassable'], cite: `${SEED_2021} L2418-2441, L2661-2672` };

/** 2D6 → piece (000_4d85fd9897d069bf.txt L2175-2197, reading O2); 7: the roller's choice. */
export const RANDOM_TABLE: Array<{ roll: number[]; piece: string }> = [
  { roll: [2, 3], piece: 'corpsePile' }, { roll: [4], piece: 'marsh' }, { roll: [5], piece: 'palisade' }, { roll: [6], piece: 'hedge' },
  { roll: [7], piece: 'rollersChoice' }, { roll: [8], piece: 'wall' }, { roll: [9], piece: 'stakes' }, { roll: [10], piece: 'forest' }, { roll: [11, 12], piece: 'weirwood' },
];
export const randomPiece = (total: number): string => RANDOM_TABLE.find((r) => r.roll.includes(total))!.piece;

export const piecesOf = (v2018: boolean): PieceInfo[] => (v2018 ? PIECES_2018 : PIECES_2021);
export const keywordsOf = (v2018: boolean): KeywordInfo[] => (v2018 ? KEYWORDS_2018 : KEYWORDS_2021);
