/**
 * Kings of War rules of the turn and the game around the attacks: who may shoot this turn, the
 * shooting phase's nerve tests, the table, deployment, roll-offs and the game's end
 * (003_80333abf01c9832d.txt).
 */
import { defineRule } from '../../core/explain.js';

const S = '003_80333abf01c9832d.txt';

export const T = {
  noOrderIsHalt: defineRule('kow.no-order-is-halt', `${S} L478-479`, 'A unit without an order in the shooting phase has received Halt'),
  oneRangedAttack: defineRule('kow.one-ranged-attack', `${S} L480, L1145-1147`, 'One kind of ranged attack, one spell, per unit per turn'),
  atTheDoubleNoShooting: defineRule('kow.at-the-double-no-shooting', `${S} L482-483, L1126-1127`, 'At the Double: no ranged attacks (nor spells) that turn'),
  engagedNoShooting: defineRule('kow.engaged-no-shooting', `${S} L485-487`, 'Units in contact with enemies neither shoot nor are shot'),
  movedPenalty: defineRule('kow.moved-penalty', `${S} L545-549`, 'An order other than Halt: -1 to hit'),
  disorderedNoShooting: defineRule('kow.disordered-no-shooting', `${S} L698-701`, 'Disordered units cannot shoot or cast'),
  waveringNoShooting: defineRule('kow.wavering-no-shooting', `${S} L743-748`, 'Wavering: Disordered, so no shooting or casting'),
  friendlyEngaged: defineRule('kow.friendly-engaged', `${S} L1160-1164, L1197-1201`, 'Heal and Bane-chant may target friends in combat'),
  shootingNerve: defineRule('kow.shooting-nerve', `${S} L588-595, L710-713`, 'One nerve test per damaged unit at the end of the shooting phase'),
  tableSize: defineRule('kow.table-size', `${S} L1240-1247`, 'Table: 6 × 4 ft; +3 ft of width per 1000 points over 2000; 4 × 4 ft at 1500 points or less'),
  deploymentZone: defineRule('kow.deployment-zone', `${S} L1259-1265`, 'Deployment: own long edge, more than 12" from the centre of the table'),
  deploymentRollOff: defineRule('kow.deployment-roll-off', `${S} L1259-1263`, 'Deployment roll-off: the higher die chooses the edge and places first'),
  firstTurnRollOff: defineRule('kow.first-turn-roll-off', `${S} L1267-1269`, 'First-turn roll-off: the higher die chooses who goes first'),
  vanguardRollOff: defineRule('kow.vanguard-roll-off', `${S} L990-997`, 'Vanguard roll-off: the higher die chooses who moves a Vanguard unit first'),
  agreedLength: defineRule('kow.agreed-length', `${S} L1280-1282`, 'An agreed number of turns, or a time limit and then equal turns'),
  flySurge: defineRule('kow.fly-surge', `${S} L897-904, L1223-1225`, 'Fly: not Hindered by terrain it passed over unless it ends on or touching it'),
} as const;
