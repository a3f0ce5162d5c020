/** The charge rules the engine cites (digest §4, §7), its options (§4.8, §12.2) and its tray and terrain data. */
import type { OptionSpec } from '../../../core/system.js';
import { r18, r21, SEED_2018, SEED_2021 } from '../rules.js';
import type { TrayKind } from '../units.js';

export const C = {
  engaged21: r21('charge-not-engaged', 'L1005', 'An engaged unit cannot take the Charge action'),
  engaged18: r18('charge-not-engaged', 'L785', 'An engaged unit cannot charge'),
  target21: r21('charge-target', 'L1007-1012', 'The target is an enemy unit in the charger\'s line of sight at the start of the action'),
  target18: r18('charge-target', 'L789', 'The target is an enemy unit in line of sight at the start of the action'),
  los21: r21('line-of-sight', 'L712-764', 'Line of sight: a clear line from the front arc\'s edge to part of the target inside the front arc; other units and Blocks-LoS terrain block it'),
  los18: r18('line-of-sight', 'L636-662', 'Line of sight from the front arc; units and Blocks-LoS terrain block it'),
  arc21: r21('charge-arc', 'L771-774, L1031-1038', 'The defender\'s arc holding the larger part of the charger\'s tray (exact split: the charger chooses)'),
  arc18: r18('charge-arc', 'L795', 'The defender\'s arc in which the charger stands'),
  room21: r21('charge-room', 'L1014-1018, L1087-1089', 'The arc has room for the charger to line up with at least 50 % of both trays in contact, unobstructed by units or terrain'),
  room18: r18('charge-room', 'L790', 'The arc has free room for the charger\'s tray; not if another unit is engaged there at 100 %; at most two enemies engaged on one side'),
  reach21: r21('charge-reach', 'L1020-1023, L1046-1054', 'The target is within Speed + 6 along a straight forward move after the pivot; a charge that cannot be completed cannot be declared'),
  reach18: r18('charge-reach', 'L791, L797', 'The target is within Speed + the die; a charge that cannot succeed cannot be declared'),
  pivot21: r21('charge-pivot', 'L1040-1046', 'Pivot to any facing keeping the target in line of sight and within maximum reach'),
  pivot18: r18('charge-pivot', 'L796', 'Pivot to any facing keeping the target in line of sight'),
  move21: r21('charge-move', 'L1046-1060', 'Roll 1D6: Speed + D6 straight forward; stop 1" short of another unit or terrain it cannot cross; touching the target = success'),
  move18: r18('charge-move', 'L797', 'Roll D6: Speed + D6 straight forward, stopping 1" short of units or terrain it cannot pass'),
  lane: r21('charge-lane', 'L1051-1054, L1022-1023', 'Another unit or impassable terrain in the lane stops the charger 1" short (digest §12.2 item 8)'),
  align21: r21('charge-align', 'L1062-1068, L1083-1089', 'Align 100 % (centre to centre) or 50 %; if neither, as close as possible to one of them'),
  align18: r18('charge-align', 'L798-802', 'Align 100 % or 50 %; if neither, the defender\'s tray is moved to allow it; else contact as close to 50 % as possible'),
  extra21: r21('charge-several-enemies', 'L1070-1081', 'Other enemies contacted: in the defender\'s arc they align to 50 %; otherwise, or in a flank, they move 1" away'),
  disordered21: r21('disordered-charge', 'L1109-1119', 'A 1 on the charge die: no charge bonus in this attack, no Tactics cards for the rest of the player\'s turn'),
  disordered18: r18('disordered-charge', 'L816', 'A 1 on the charge die: no charge bonus, no Tactics cards until the end of this unit\'s action'),
  failed21: r21('failed-charge', 'L1121-1137', 'No contact: the charger ends where its move ended, takes a panic test, and its activation ends'),
  failed18: r18('failed-charge', 'L820-826', 'No contact: panic test, activation ends'),
  rough21: r21('rough', 'L1959-1961', 'Rough: entering, leaving or passing through it subtracts 1" from the distance moved'),
  rough18: r18('rough', 'L1145', 'Rough: −1" from any move whose path crosses it'),
  difficult: r21('difficult', 'L1951-1953', 'Difficult: a charger crossing it or ending on it loses the charge bonus'),
  fortified21: r21('fortified', 'L1963-1966', 'Fortified: a charger crossing it or ending on it gives the defender +1 Defence'),
  fortified18: r18('fortified', 'L1146', 'Fortified: +1 Defence against melee attacks if the charger had to pass through it'),
  dangerous21: r21('dangerous', 'L1984-1988', 'Dangerous: a unit taking an action on it suffers 1D3+1 wounds before the action; entering it costs 1D3+1 wounds (once during a charge)'),
  dangerous18: r18('dangerous', 'L1143', 'Dangerous: moving through or ending on it costs D3+1 wounds'),
  impassable21: r21('impassable', 'L1976-1979', 'Impassable: cannot be crossed, entered or ended on; pivots may overlap it'),
  impassable18: r18('impassable', 'L1142', 'Impassable: no moving through or ending on it'),
  slowing: r18('slowing', 'L1140', 'Slowing: a charge path crossing it rolls 2 dice and keeps the lower; a 1 or 2 makes the charge disordered'),
  destructible18: r18('destructible', 'L1141', 'Destructible: a unit moving through or ending on it removes it'),
  retreat21: r21('retreat', 'L879-887', 'Retreat: straight back or sideways, or forward when engaged on the flank or rear'),
  retreat18: r18('retreat', 'L722', 'Retreat: back or sideways only'),
  table: r18('battlefield', 'L1235', 'The battlefield is 48"×48" (up to 72"×48" for large games)'),
};

/** Default tray sizes (inches): not in either text (digest §12.3); override with width and depth. */
export const TRAY_SIZES: Record<TrayKind, { width: number; depth: number; note: string }> = {
  infantry: { width: 160 / 25.4, depth: 120 / 25.4, note: '4 × 3 figures on 40 mm bases: 160 × 120 mm' },
  cavalry: { width: 100 / 25.4, depth: 200 / 25.4, note: '2 × 2 figures on 50 × 100 mm bases: 100 × 200 mm' },
  soloSmall: { width: 50 / 25.4, depth: 50 / 25.4, note: 'one 50 × 50 mm base' },
  soloLarge: { width: 100 / 25.4, depth: 100 / 25.4, note: 'one 100 × 100 mm base' },
};

export const KEYWORDS_2021 = ['blocksLoS', 'cover', 'destructible', 'difficult', 'elevated', 'rough', 'fortified', 'horrifying', 'inspiring', 'impassable', 'dangerous'] as const;
export const KEYWORDS_2018 = ['elevated', 'inspiring', 'slowing', 'destructible', 'impassable', 'dangerous', 'blocksLoS', 'rough', 'fortified', 'cover', 'horrifying'] as const;
export const ALL_KEYWORDS = [...new Set<string>([...KEYWORDS_2021, ...KEYWORDS_2018])];

/** Named pieces and their keywords per version (digest §7.2 from 000 L1984-2012, §7.3 from 002 L1150-1196). */
export const PIECES: Record<string, { v2021: string[]; v2018: string[] }> = {
  forest: { v2021: ['cover', 'fortified'], v2018: ['cover', 'rough'] },
  weirwood: { v2021: ['inspiring'], v2018: ['inspiring'] },
  corpsePile: { v2021: ['difficult', 'horrifying'], v2018: ['slowing', 'horrifying', 'rough'] },
  palisade: { v2021: ['blocksLoS', 'destructible', 'impassable'], v2018: ['blocksLoS', 'impassable'] },
  marsh: { v2021: ['difficult', 'rough'], v2018: ['slowing', 'rough'] },
  stakes: { v2021: ['destructible', 'dangerous'], v2018: ['dangerous', 'destructible', 'slowing'] },
  wall: { v2021: ['destructible', 'difficult', 'fortified'], v2018: ['cover', 'destructible', 'fortified'] },
  hedge: { v2021: ['cover', 'destructible', 'rough'], v2018: ['destructible', 'slowing', 'rough'] },
};
export const PIECE_IDS = Object.keys(PIECES);

const o = (name: string, def: string, values: readonly string[], description: string, cite: string): OptionSpec => ({ name, type: 'enum', default: def, values, description, cite });

export const CHARGE_OPTIONS: OptionSpec[] = [
  o('arcGeometry', 'diagonals', ['diagonals', 'corners45'], 'Arc boundaries: lines through the tray centre and its corners (default, digest §4.8) or lines at 45° from the corners', `digest §4.8, §12.2 item 10; ${SEED_2021} L712-789`),
  o('friendlyInLane', 'blocks', ['blocks', 'passThrough'], 'A friendly tray in the charge lane stops the charger 1" short (default, §12.2 item 8) or is passed through as in ordinary moves', `${SEED_2021} L1051-1054, L826-830`),
  o('roughPenalty', 'perPiece', ['perPiece', 'perEntryAndExit'], '2021 Rough: −1" per piece crossed (default, §12.2 item 6) or −1" for entering and −1" for leaving it (the 2018 text is per piece)', `${SEED_2021} L1959-1961; ${SEED_2018} L1145`),
  o('pivotSwing', 'counts', ['counts', 'free'], 'A pivot about the tray centre swings a front corner towards the target: that swing counts towards the charge distance (default: the charge covers at least the gap between the trays as they stand, as the text measures "within" reach and its 8" example, L1020-1023, L1097-1099) or is free (only the straight travel after the pivot counts, so an angled lane can need less than the gap)', `${SEED_2021} L1020-1023, L1040-1054, L1097-1099; digest §12.2 item 9`),
  o('alignment', 'full', ['full', 'half'], 'The alignment the charger takes when it can: 100 % centre to centre (default) or 50 %', `${SEED_2021} L1062-1068`),
  o('halfContactOf', 'shorter', ['shorter', 'longer'], '"50 % of both trays in contact": half the shorter contact edge (default, so a narrow tray can charge a wide one) or half the longer', `${SEED_2021} L1014-1018; digest §4.8`),
  o('retreatForward', 'onlyFlankRear', ['onlyFlankRear', 'anyFlankRear'], '2021 retreat forward: only when engaged solely on the flank or rear (default, §12.2 item 14) or whenever engaged there', `${SEED_2021} L879-887`),
];

export const REJECTION_CODES = [
  { code: 'CHARGER_ENGAGED', versions: ['asoiaf-2021', 'asoiaf-2018'], message: 'the charger is engaged', cite: `${C.engaged21.cite}; ${C.engaged18.cite}` },
  { code: 'TARGET_NOT_ENEMY', versions: ['asoiaf-2021', 'asoiaf-2018'], message: 'the target is not an enemy unit', cite: `${C.target21.cite}; ${C.target18.cite}` },
  { code: 'NO_LINE_OF_SIGHT', versions: ['asoiaf-2021', 'asoiaf-2018'], message: 'the target is not in the charger\'s line of sight', cite: `${C.los21.cite}; ${C.los18.cite}` },
  { code: 'ARC_NO_ROOM', versions: ['asoiaf-2021', 'asoiaf-2018'], message: '2021: no room for 50 % contact in the arc; 2018: no free room at all', cite: `${C.room21.cite}; ${C.room18.cite}` },
  { code: 'ARC_FULLY_ENGAGED', versions: ['asoiaf-2018'], message: 'another unit is engaged in that arc at 100 %', cite: C.room18.cite },
  { code: 'ARC_TWO_ENEMIES', versions: ['asoiaf-2018'], message: 'two enemies are already engaged on that side', cite: C.room18.cite },
  { code: 'OUT_OF_REACH', versions: ['asoiaf-2021', 'asoiaf-2018'], message: 'no straight lane reaches the target even on a 6', cite: `${C.reach21.cite}; ${C.reach18.cite}` },
  { code: 'LANE_BLOCKED', versions: ['asoiaf-2021', 'asoiaf-2018'], message: 'every lane within reach meets another unit or impassable terrain first', cite: C.lane.cite },
  { code: 'PIVOT_NO_LINE_OF_SIGHT', versions: ['asoiaf-2021', 'asoiaf-2018'], message: 'the requested pivot loses sight of the target', cite: `${C.pivot21.cite}; ${C.pivot18.cite}` },
  { code: 'PIVOT_OUT_OF_REACH', versions: ['asoiaf-2021'], message: 'the requested pivot leaves the target beyond Speed + 6', cite: C.pivot21.cite },
];
