/**
 * The rules of the other modes of `POST /v1/asoiaf/charges/check` (digest §3.1, §4.1-4.2, §4.9, §7): moves
 * (Maneuver, March, Retreat), ranged targets with the shift, and the melee re-face; their codes per version.
 */
import { r18, r21 } from '../rules.js';
import { C } from './rules.js';

export const MODES = ['charge', 'maneuver', 'march', 'retreat', 'target', 'reface'] as const;
export type Mode = (typeof MODES)[number];
export const MOVE_MODES: readonly Mode[] = ['maneuver', 'march', 'retreat'];

export const M = {
  pivot21: r21('pivot', 'L168-172, L813-819', 'Pivot about the tray centre to any facing; other trays are ignored while turning, as long as the tray overlaps none once the whole move is complete'),
  pivot18: r18('pivot', 'L682-684', 'Pivot about the centre in any direction; other trays are ignored, but the pivot may not end with trays overlapping'),
  near21: r21('move-near-enemy', 'L821-824', 'A move never ends within 1" of an enemy unit, except in a Charge'),
  near18: r18('move-near-enemy', 'L688', 'A move may not end within 1" of an enemy unit, except after a Charge'),
  through21: r21('move-through', 'L826-830, L900-903', 'Friendly trays may be passed through, enemy trays not; no move ends overlapping another tray'),
  through18: r18('move-through', 'L689, L734', 'Friendly trays may be passed through if no trays overlap when the move ends; enemy trays may not be passed through'),
  maneuver21: r21('maneuver', 'L832-848', 'Maneuver: not while engaged; pivot, then up to Speed straight forward, then pivot'),
  maneuver18: r18('maneuver', 'L691-701', 'Maneuver: not while engaged; pivot, then up to Speed straight forward, then pivot'),
  march21: r21('march', 'L853-869', 'March: not while engaged; up to twice the Speed straight forward, with no pivot before it; then pivot'),
  march18: r18('march', 'L704-714', 'March: not while engaged; up to twice the Speed straight forward, no pivot before it; then pivot'),
  retreat21: r21('retreat-action', 'L871-907', 'Retreat: only while engaged; roll 1D6; up to Speed + D6 in a straight line back or sideways (forward when engaged on the flank or rear) keeping the facing, then pivot; enemies left unengaged may pivot free; the ordinary movement rules apply'),
  retreat18: r18('retreat-action', 'L716-734', 'Retreat: only while engaged; roll D6; up to Speed + D6 in a straight line back or sideways keeping the facing, then pivot; enemies left unengaged may pivot free; the ordinary movement rules apply'),
  shift21: r21('shift', 'L137-140', 'Shift: up to the distance straight forward, back or sideways, never obliquely, without turning'),
  ranged21: r21('ranged-attack', 'L917-935', 'Ranged attack: not while engaged; the unit needs a valid target within range even after its shift; it may first shift up to 2" if a valid target stays in sight and range; then it targets an enemy in sight and range'),
  ranged18: r18('ranged-attack', 'L742-747', 'Ranged attack: not while engaged; it may first shift up to 2"; then it targets an enemy in sight and range'),
  range21: r21('range', 'L942-958', 'Short range reaches 6", Long range 12", measured from the front arrow or the centre of the front arc to any part of the target\'s tray'),
  range18: r18('range', 'L749-752', 'Short range 6", Long range 12", measured from the front arrow to any point of the target\'s tray'),
  los21: C.los21,
  los18: C.los18,
  cover21: r21('cover', 'L1943-1945', 'Cover: for a ranged attack, units not inside it cannot draw line of sight through it'),
  cover18: r18('cover', 'L1147', 'Cover: a piece between a ranged attacker and its target gives the target +1 Defence, unless the attacker is within 1" of it'),
  elevated21: r21('elevated', 'L1955-1957', 'Elevated: a unit on it ignores the units and terrain between it and its target for ranged attacks'),
  elevated18: r18('elevated', 'L1138', 'Elevated: a unit on it ignores units and terrain between it and its target for ranged attacks'),
  intoMelee21: r21('firing-into-melee', 'L985-993', 'A unit may shoot an enemy engaged with friendly units (line of sight still needed); afterwards every friendly unit engaged with it takes a panic test'),
  intoMelee18: r18('firing-into-melee', 'L762-764', 'Shooting an enemy engaged with friendly units: every friendly unit engaged with it takes a panic test after the attack'),
  melee21: r21('melee-attack', 'L939-968, L975-978, L990-993', 'Melee: only while engaged; engaged with a single enemy on the flank or rear, it may first face it; engaged on several sides it may not; then it may slide to 100 % or 50 % alignment; it attacks any enemy it is engaged with, line of sight not needed'),
  melee18: r18('melee-attack', 'L766-779', 'Melee: only while engaged; engaged with one enemy on the flank or rear, it may face it; engaged on several sides it may not; then it may slide to 100 % or 50 %; it attacks any enemy it is engaged with, line of sight not needed'),
};

export interface CodeSpec {
  code: string;
  modes: readonly Mode[];
  versions: readonly string[];
  message: string;
  cite: string;
}

const BOTH = ['asoiaf-2021', 'asoiaf-2018'] as const;
const c = (code: string, modes: readonly Mode[], message: string, cite: string, versions: readonly string[] = BOTH): CodeSpec => ({ code, modes, versions, message, cite });

/** Every reason code of the moves, targets and re-faces (`reasons[].code`, `reface.reasons[].code`). */
export const MODE_CODES: CodeSpec[] = [
  c('UNIT_ENGAGED', ['maneuver', 'march'], 'an engaged unit cannot Maneuver or March', `${M.maneuver21.cite}, ${M.march21.cite}; ${M.maneuver18.cite}, ${M.march18.cite}`),
  c('NOT_ENGAGED', ['retreat'], 'only an engaged unit can Retreat', `${M.retreat21.cite}; ${M.retreat18.cite}`),
  c('BEYOND_ALLOWANCE', MOVE_MODES, 'the straight move plus Rough terrain exceeds the action\'s allowance (Retreat: even on a 6)', `${M.maneuver21.cite}, ${M.march21.cite}, ${M.retreat21.cite}, 000_4d85fd9897d069bf.txt L1959-1961; 002_953a7ceb75253954.txt L697, L710, L722, L1145`),
  c('NO_LEGAL_RETREAT', ['retreat'], 'no legal retreat in any direction, even on a 6 (surrounded, or no room to end more than 1" from every enemy): the unit cannot Retreat and stays engaged', '000_4d85fd9897d069bf.txt L900-907; 002_953a7ceb75253954.txt L734'),
  c('RETREAT_DIRECTION', ['retreat'], '2021: forward only when engaged on the flank or rear; 2018: never forward', `${M.retreat21.cite}; ${M.retreat18.cite}`),
  c('PASSES_THROUGH_ENEMY', [...MOVE_MODES, 'target'], 'a straight move crosses an enemy tray', `${M.through21.cite}; ${M.through18.cite}`),
  c('IMPASSABLE_TERRAIN', [...MOVE_MODES, 'target'], 'a straight move enters Impassable terrain, or the move ends on it', '000_4d85fd9897d069bf.txt L1976-1979; 002_953a7ceb75253954.txt L1142'),
  c('ENDS_OVERLAPPING', [...MOVE_MODES, 'target'], 'the move ends with the tray overlapping another tray', `${M.pivot21.cite}, L828-830; ${M.pivot18.cite}, L689`),
  c('ENDS_NEAR_ENEMY', [...MOVE_MODES, 'target'], 'the move ends within 1" of an enemy unit', `${M.near21.cite}; ${M.near18.cite}`),
  c('OFF_TABLE', [...MOVE_MODES, 'target'], 'the move ends with the tray (partly) off the battlefield', '002_953a7ceb75253954.txt L1235'),
  c('ATTACKER_ENGAGED', ['target'], 'an engaged unit cannot make a ranged attack', '000_4d85fd9897d069bf.txt L919-920; 002_953a7ceb75253954.txt L744'),
  c('TARGET_NOT_ENEMY', ['target', 'reface'], 'the target is not an enemy unit', '000_4d85fd9897d069bf.txt L932-934, L963-968; 002_953a7ceb75253954.txt L747, L771'),
  c('NO_LINE_OF_SIGHT', ['target'], 'the target is not in the attacker\'s line of sight (2021: Cover blocks it too)', `${M.los21.cite}, L1943-1945; ${M.los18.cite}`),
  c('OUT_OF_RANGE', ['target'], 'no part of the target\'s tray is within the attack\'s range of the front arrow', `${M.range21.cite}; ${M.range18.cite}`),
  c('SHIFT_LOSES_TARGETS', ['target'], 'after the shift no enemy is in sight and range: the shift (and so this ranged attack) is not allowed', M.ranged21.cite, ['asoiaf-2021']),
  c('MELEE_NOT_ENGAGED', ['reface'], 'a melee attack needs the unit to be engaged', '000_4d85fd9897d069bf.txt L941-942; 002_953a7ceb75253954.txt L768'),
  c('TARGET_NOT_ENGAGED', ['reface'], 'the melee target is not an enemy the unit is engaged with', '000_4d85fd9897d069bf.txt L963-968; 002_953a7ceb75253954.txt L771'),
  c('REFACE_SEVERAL_ENEMIES', ['reface'], 'engaged with more than one enemy: no re-face (nor slide)', '000_4d85fd9897d069bf.txt L951-956, L990-993; 002_953a7ceb75253954.txt L770, L779'),
  c('REFACE_NOT_NEEDED', ['reface'], 'the single enemy is in the front arc: no re-face, only the slide to alignment', '000_4d85fd9897d069bf.txt L951-961; 002_953a7ceb75253954.txt L770'),
  c('REFACE_NO_ROOM', ['reface'], 'no room against the enemy\'s edge for 50 % contact: the unit stays as it is', '000_4d85fd9897d069bf.txt L957-961, L818-819; 002_953a7ceb75253954.txt L770, L689'),
];
