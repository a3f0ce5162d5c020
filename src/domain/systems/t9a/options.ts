/** Every ENGINE DECISION of the digest (§11 and inline) as a request option with its default. */
import type { OptionSpec } from '../../core/system.js';
import { SEED } from './rules.js';

const o = (name: string, type: OptionSpec['type'], def: boolean | number | string, description: string, lines: string, values?: readonly string[]): OptionSpec => ({
  name, type, default: def, description, cite: `${SEED} ${lines}`, ...(values ? { values } : {}),
});

export const T9A_OPTIONS = {
  distractingStacks: o('distractingStacks', 'boolean', false, 'Distracting (−1 to hit) also applies when another negative to-hit modifier does; fixed rule: no other negative close-combat modifier exists in the rulebook', 'L3232-3234'),
  clampEachModifier: o('clampEachModifier', 'boolean', true, 'Clamp characteristics to 0-10 after each modifier (default) rather than once at the end', 'L704-705'),
  rerollConflict: o('rerollConflict', 'enum', 'firstTriggered', 'When the attacker rerolls failures and the defender forces successes to be rerolled on one die: only the one triggered by the first roll applies', 'L579-583', ['firstTriggered']),
  spearLethalStrikeFront: o('spearLethalStrikeFront', 'enum', 'target', 'A spear\'s Lethal Strike against Cavalry, Monstrous Cavalry and Chariots "engaged in the front": attacks on such a target in its own front (default, `facing` front), or on such a target while the spear unit is engaged in its own front (`engagedFront`)', 'L2420-2422', ['target', 'spearUnit']),
  monstrousSupportCap: o('monstrousSupportCap', 'enum', 'attacks', 'Monstrous Support "up to 3": min(3, the model\'s attacks) (default) or always 3', 'L2220-2222', ['attacks', 'three']),
  magicResistanceWard: o('magicResistanceWard', 'boolean', true, 'Magic Resistance (X) gives a model without a ward a (7 − X)+ ward against spells (default) — false: no ward', 'L3505-3509'),
  standAndShootDistanceRef: o('standAndShootDistanceRef', 'enum', 'charger', 'Stand and Shoot needs the charger farther away than M of the charger (default) or of the target', 'L851-852', ['charger', 'target']),
  championFloor: o('championFloor', 'enum', 'diceTotal', 'Lead the Charge: the charge roll counts as at least 4 — applied to the dice total (default) or to each die (§11.2.9: "die or total?")', 'L2810-2813', ['diceTotal', 'perDie']),
  combinedUnitM: o('combinedUnitM', 'enum', 'lowest', 'Charge range of a combined unit uses the lowest M (default) or the charger\'s own', 'L2604-2605', ['lowest', 'own']),
  facingTieBreak: o('facingTieBreak', 'enum', 'midpoint', 'No arc holds more than half the charger\'s front: the arc of the front edge midpoint (fixed rule)', 'L887-888', ['midpoint']),
  jointChargePriority: o('jointChargePriority', 'enum', 'models', 'Several chargers placed together put first "as many models in combat as possible": every model of the units in contact (L1449-1451 engaged units, default) or as many charging units as possible', 'L918-925, L1449-1451', ['models', 'chargers']),
  blockedChargeEnemies: o('blockedChargeEnemies', 'enum', 'unchargeable', 'A Blocked charge (only unengaged enemy units it "could not normally charge" in the way): those out of its line of sight from the front arc or beyond its maximum range (default), or every unengaged enemy unit but the target', 'L929-935, L839-841', ['unchargeable', 'unengaged']),
  engagedCannotCharge: o('engagedCannotCharge', 'boolean', true, 'An engaged unit cannot declare a charge (not stated; engaged units cannot move)', 'L1288'),
  reactionTiming: o('reactionTiming', 'enum', 'immediate', 'Stand and Shoot and Flee resolve at declaration (body) or after the range rolls (quick reference): fixed rule, both give the same feasibility answer', 'L850-869, L4097-4104', ['immediate', 'quickRef']),
  rankBonusCountsFirstRank: o('rankBonusCountsFirstRank', 'boolean', false, 'Rank bonus counts full ranks behind the first (default) or from the first', 'L1726-1729'),
  bsbCountsAsStandard: o('bsbCountsAsStandard', 'boolean', false, 'A BSB also counts as a standard bearer for the +1 Standard combat score', 'L1730-1734'),
  flankAndRearStack: o('flankAndRearStack', 'boolean', true, 'Flank and rear bonuses both apply when both situations exist', 'L1735-1740'),
  musicianBothTie: o('musicianBothTie', 'enum', 'tieStands', 'Both sides with a musician on a tie: the tie stands (both win)', 'L1708-1709, L2787-2788', ['tieStands']),
  heavyCasualties: o('heavyCasualties', 'enum', 'models', 'Heavy Casualties counts 25 % of models (body, default) or of wounds (quick reference)', 'L2150-2154, L4190-4192', ['models', 'wounds']),
  warMachinesPursue: o('warMachinesPursue', 'boolean', false, 'War machines never pursue (default)', 'L1779-1783'),
  duplicationScope: o('duplicationScope', 'enum', 'perEntry', '"Times it can be included" limits each army-book entry (default) or the category\'s unit count', 'L257-272', ['perEntry', 'perCategory']),
  armySizeBoundaries: o('armySizeBoundaries', 'enum', 'inclusive', '1500 is a Warband and 4000 a Grand Army (inclusive, default) or both standard (exclusive)', 'L311, L317, L421-422', ['inclusive', 'exclusive']),
  combinedDistributionThreshold: o('combinedDistributionThreshold', 'number', 5, 'R&F models from which hits on a combined unit whose characters share its troop type all go to the R&F (templates: transferred to R&F): 5 follows the table\'s "at least 5" (default); 6 follows the prose\'s "more than 5"', 'L2630-2652'),
  scatterDirections: o('scatterDirections', 'enum', 'uniform', 'The scatter die\'s arrow points anywhere: its direction is uniform over 360° (default), or one of eight directions 45° apart, each 1/8 (the d8 stand-in of the terrain setup); catapults placed on the table', 'L588-611, L2448-2472', ['uniform', 'eight']),
  flameThrowerEnd: o('flameThrowerEnd', 'enum', 'modelCentre', '"Adjusting so the centre ends on a model\'s centre": after the D6" advance the template\'s centre is set on the centre of the nearest model under it (default), or stays where the advance put it', 'L2473-2483', ['modelCentre', 'asRolled']),
  engineerRerolls: o('engineerRerolls', 'enum', 'maximiseHits', 'The Engineer\'s reroll of a catapult\'s scatter die or a flame thrower\'s advance (the player\'s choice): taken when the reroll hits more of the target on average (a misfire none; on a tie, when it scatters the catapult less), default; or never', 'L3386-3395', ['maximiseHits', 'never']),
  extraFeatureSections: o('extraFeatureSections', 'enum', 'emptyFirst', 'More features than sections: one per section while empty ones remain, then any (default)', 'L420-451', ['emptyFirst', 'discard']),
  warbandSections: o('warbandSections', 'enum', '18x24', 'A 36"×48" Warband board splits into 18"×24" sections (default) or 24"×24" (only one full)', 'L420-425', ['18x24', '24x24']),
  flankAttackDefenderLiteral: o('flankAttackDefenderLiteral', 'boolean', false, 'Flank Attack defender zone: the mirror of the attacker\'s, more than 15" from the centre line within a quarter of the board of a short edge and more than 9" elsewhere (default); true: as the damaged text literally reads, more than 9" from its own long edge (in its half) within that quarter and more than 15" from the centre line elsewhere', 'L462-468'),
  firstTurnTie: o('firstTurnTie', 'enum', 'reroll', 'A tie in the first-turn roll (the text does not say): both roll again, the player who finished deploying still adding the undeployed units (default), or the player who finished deploying first chooses', 'L531-533', ['reroll', 'finishedFirst']),
  stackFleeingAndDecimated: o('stackFleeingAndDecimated', 'boolean', false, 'A unit both fleeing and decimated gives half its value twice (full) instead of once', 'L2948-2967'),
  exactFivePercent: o('exactFivePercent', 'enum', 'marginal', 'A VP difference of exactly 5 % is a marginal victory (default) or a draw', 'L2988-3002', ['marginal', 'draw']),
  battlePointBands: o('battlePointBands', 'enum', 'percent', 'Battle-point bands by percentage (default) or by the printed 2500-point column (1200/1201)', 'L3003-3039', ['percent', 'printed']),
} as const satisfies Record<string, OptionSpec>;

export type T9aOptionName = keyof typeof T9A_OPTIONS;
export const optionsNamed = (...names: T9aOptionName[]): OptionSpec[] => names.map((n) => T9A_OPTIONS[n]);
