/**
 * Every ENGINE DECISION of the Kings of War digest (§12 and inline) as an option with its default.
 * Capabilities list the ones they honour; the catalogue lists them all.
 */
import type { OptionSpec } from '../../core/system.js';

const S = '003_80333abf01c9832d.txt';

export const KOW_OPTIONS: readonly OptionSpec[] = [
  { name: 'halveBase', type: 'enum', values: ['final', 'profile'], default: 'final', description: 'Needing 7+ to hit in melee: halve the multiplied attacks (final) or halve the profile attacks then multiply (profile).', cite: `${S} L559-561, L613-618, L635-637` },
  { name: 'allyAlignmentAgreed', type: 'boolean', default: false, description: 'The opponent agrees to Good and Evil contingents in one army.', cite: `${S} L1104-1106` },
  { name: 'smallGameUnlimitedTroops', type: 'boolean', default: false, description: 'Under 750 points, any number of Troops may be taken.', cite: `${S} L1109-1115` },
  { name: 'scoreIncludesOptions', type: 'boolean', default: true, description: 'Routed units score their cost including options (artefacts, spells).', cite: `${S} L1026-1027, L1286` },
  { name: 'friendlyGap', type: 'enum', values: ['untouch', '1inch'], default: 'untouch', description: 'Gap between friendly units: not touching, or 1".', cite: `${S} L160-166, L280-297` },
  { name: 'arcTieBreak', type: 'enum', values: ['frontRear', 'flank'], default: 'frontRear', description: 'A point exactly on a 45° arc line belongs to the front/rear arc.', cite: `${S} L89-93` },
  { name: 'strictSinglePivot', type: 'boolean', default: true, description: 'A charge may change direction only once (one pivot); wider detours are illegal.', cite: `${S} L316-320` },
  { name: 'pathLengthCap', type: 'boolean', default: false, description: 'Also cap the length of the charge path at 2×Sp (the seed caps only the straight range).', cite: `${S} L308-309` },
  { name: 'proximityNudge', type: 'enum', values: ['1inch', 'untouch'], default: '1inch', description: 'Enemies a charger ends touching by accident are moved apart 1" (seed) or just until they no longer touch (2015 errata).', cite: `${S} L346-356` },
  { name: 'yellowBelliedExemptions', type: 'enum', values: ['flankRearIndividualWE', 'flankRearOnly'], default: 'flankRearIndividualWE', description: 'Which charges skip the Yellow-Bellied roll.', cite: `${S} L1006-1012` },
  { name: 'deploymentFrom', type: 'enum', values: ['centreLine', 'centrePoint'], default: 'centreLine', description: 'Deploy more than 12" from the centre line (or the centre point) of the table.', cite: `${S} L1263` },
  { name: 'coverPassOverThreshold', type: 'enum', values: ['half', 'any'], default: 'half', description: 'Shooting from positions: lines passing over lower elements give cover when they reach half the facing (with the hidden part), or whenever any line does.', cite: `${S} L522-524` },
  { name: 'bigTargets', type: 'enum', values: ['targetOnly', 'shooterOrTarget'], default: 'targetOnly', description: 'Shooting from positions: elements 3 or more below the target give no cover (seed); shooterOrTarget also ignores those 3 or more below the shooter (2015 errata).', cite: `${S} L526-528` },
  { name: 'obstacleMaxWidth', type: 'number', default: 1, description: 'Terrain check: obstacles are "long but narrow"; the widest an obstacle may be at its narrowest, inches.', cite: `${S} L431-437` },
  { name: 'fairnessTolerance', type: 'number', default: 0.25, description: 'Terrain check: the set-up zones are unfair when a terrain type covers more than this share more area in one zone than in the other (and over 1 sq in).', cite: `${S} L1249-1265` },
  { name: 'generateMinGap', type: 'number', default: 4, description: 'Terrain generation: inches kept between pieces (hills may carry pieces), enough for a 100 mm regiment to pass.', cite: `${S} L405-411, L1249-1257` },
  { name: 'meleeNerveTiming', type: 'enum', values: ['perCombat', 'endOfPhase'], default: 'perCombat', description: 'Melee nerve tests right after each combat.', cite: `${S} L654-657, L713-715` },
  { name: 'blastPerHit', type: 'enum', values: ['perHit', 'perAttack'], default: 'perHit', description: 'Blast(n) with dice: n is rolled separately for each hit (perHit), or once for the attack and every hit becomes that many (perAttack).', cite: `${S} L869-874` },
  // attacks and nerve
  { name: 'brutalNerve', type: 'enum', values: ['total', 'roll'], default: 'total', description: 'Brutal\'s +1 is added to the nerve total, so a double 1 stays Steady (total); or to the roll itself, so a double 1 read with it is a 3 (roll). Digest §12 item 21.', cite: `${S} L762-766, L884-886` },
  { name: 'bigShieldsArc', type: 'enum', values: ['leaderPoint', 'anyPart'], default: 'leaderPoint', description: 'Shooting from positions: a shot comes "through the front arc" for Big Shields when the shooter\'s leader point is in the target\'s front arc (leaderPoint), or any part of the shooter is (anyPart). Digest §12 item 19.', cite: `${S} L865-867` },
  { name: 'individualVsIndividualWE', type: 'enum', values: ['none', 'triple'], default: 'none', description: 'An Individual attacking an Individual War Engine: never multiplied (none), or tripled as Individuals are against War Engines (triple). Digest §12 item 26.', cite: `${S} L839-843` },
  { name: 'windBlastCasterPoint', type: 'enum', values: ['leaderPoint', 'centre'], default: 'leaderPoint', description: 'Wind Blast from positions: the target arc holding the caster is the one holding its leader point (leaderPoint) or its centre (centre). Digest §12 item 18.', cite: `${S} L1174-1189, L97-104` },
  { name: 'surgeNerveReferent', type: 'enum', values: ['contactedEnemy', 'surgingUnit'], default: 'contactedEnemy', description: 'Surge: "that unit does not test nerve" for the shooting phase\'s damage means the enemy it contacts (contactedEnemy) or the Surging unit (surgingUnit). Digest §12 item 16.', cite: `${S} L1216-1221` },
  { name: 'inspiringRange', type: 'enum', values: ['closestPoints', 'leaderPoint'], default: 'closestPoints', description: 'Morale with positions: Inspiring range from the closest point of the Inspiring unit\'s base (closestPoints) or from its leader point (leaderPoint) to the closest point of the tested unit. Digest §12 item 22.', cite: `${S} L925-931, L157-158, L97-104` },
  // charges, terrain and catalogue
  { name: 'counterChargeRange', type: 'enum', values: ['nearestPoint', 'nearestVisiblePoint'], default: 'nearestPoint', description: 'Counter-charges need no line of sight: range to the nearest point of the target, or still to the nearest visible point (the nearest point when none is visible).', cite: `${S} L308-309, L393 (digest §12 item 5)` },
  { name: 'frontArcBoundary', type: 'enum', values: ['counts', 'excluded'], default: 'counts', description: 'A target touching only the boundary lines of the front arc is partly in it (counts), or is not (excluded: some area must be inside). Charges and shooting.', cite: `${S} L89-93, L301-304, L568 (digest §4.1)` },
  { name: 'pathfinderAtTheDouble', type: 'boolean', default: true, description: "Pathfinder's freedom from movement penalties also lifts the ban on At the Double through difficult terrain.", cite: `${S} L428-429, L952-957 (digest §12 item 12)` },
  { name: 'coverFacing', type: 'enum', values: ['leaderArc', 'shooterChooses'], default: 'leaderArc', description: "Shooting from positions: cover lines go to the target's facing whose arc holds the shooter's leader point (leaderArc), or to whichever facing the shooter sees and prefers (shooterChooses: no cover if any facing it sees gives none).", cite: `${S} L508-509 (digest §12 item 8)` },
  { name: 'shootingRangeTo', type: 'enum', values: ['nearestPoint', 'nearestVisiblePoint'], default: 'nearestPoint', description: 'Shooting from positions: range from the leader point to the nearest point of the target, or to its nearest visible point.', cite: `${S} L157-158, L572 (digest §3.1 R1.4)` },
  { name: 'hillBlocksSight', type: 'boolean', default: true, description: 'A hill between two units blocks sight by its agreed height (units partly on it excepted); false: hills only raise the units on them.', cite: `${S} L447-469 (digest §7.4)` },
  { name: 'heroBase', type: 'enum', values: ['subtype', 'singleModel'], default: 'subtype', description: "A Hero's base when the entry gives none: its subtype's base (20 mm on foot, 25 × 50 mm mounted…), or 50 × 50 mm as for Monsters and War Engines.", cite: `${S} L44-55, L57-74 (digest §2.2)` },
  { name: 'regroupBlocked', type: 'enum', values: ['stopShort', 'refused'], default: 'stopShort', description: 'Regroup after routing the target: when a unit (or the 1" from enemies / not touching friends) stops the full D6" forward or D3" back, the unit moves as far as it legally can (stopShort), or that move cannot be chosen (refused).', cite: `${S} L661-677 (digest §12 item 14)` },
];

export const optionsNamed = (...names: string[]): OptionSpec[] => KOW_OPTIONS.filter((o) => names.includes(o.name));
