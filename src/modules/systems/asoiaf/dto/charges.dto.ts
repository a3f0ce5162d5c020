import { RulesRequestDto } from '../../rules-request.dto.js';
import { CARDS } from '../../../../domain/systems/asoiaf/data/cards.js';
import { ALL_KEYWORDS, PIECE_IDS, REJECTION_CODES } from '../../../../domain/systems/asoiaf/charges/rules.js';
import { MODE_CODES, MODES } from '../../../../domain/systems/asoiaf/charges/modes-rules.js';
import { DIRECTIONS } from '../../../../domain/systems/asoiaf/charges/request.js';
import { TRAYS } from '../../../../domain/systems/asoiaf/units.js';
import { Enum, Nested, NestedArray, Num, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptNum, OptOut, OptRef, OptStr, Out, RefArray, Str } from '../../dto-decorators.js';

export class AsoiafChargePointDto {
  @Num(undefined, { description: 'inches from the left table edge' }) x!: number;
  @Num(undefined, { description: 'inches from the near table edge' }) y!: number;
}

export class AsoiafChargeTableDto {
  @Num(undefined, { example: 48 }) width!: number;
  @Num(undefined, { example: 48 }) depth!: number;
}

export class AsoiafChargeUnitDto {
  @Str({ example: 'swords' }) id!: string;
  @Enum(['A', 'B']) side!: 'A' | 'B';
  @Nested(() => AsoiafChargePointDto, { description: 'Centre of the tray, inches' }) centre!: AsoiafChargePointDto;
  @Num(undefined, { description: 'Facing, degrees clockwise from +y', example: 0 }) facing!: number;
  @OptRef(CARDS.filter((c) => c.kind === 'combatUnit').map((c) => c.id), { description: 'A Combat Unit card (tray and Speed when it prints them)' }) catalogueId?: string;
  @OptEnum(TRAYS, { description: 'Tray kind (default: the card\'s, else infantry)' }) tray?: string;
  @OptNum(undefined, { description: 'Tray width (frontage), inches; default by tray kind' }) width?: number;
  @OptNum(undefined, { description: 'Tray depth, inches; default by tray kind' }) depth?: number;
  @OptInt(0, 20, { description: 'Speed (required for the charger unless its card prints it)' }) speed?: number;
  @OptBool('Engaged with an enemy not shown (touching an enemy tray counts anyway)') engaged?: boolean;
}

export class AsoiafChargeTerrainDto {
  @OptRef(PIECE_IDS, { description: 'A named piece: its keywords for the rules version' }) piece?: string;
  @RefArray(ALL_KEYWORDS, { description: 'Keywords of the rules version (2021: difficult; 2018: slowing)' }) keywords?: string[];
  @NestedArray(() => AsoiafChargePointDto, { description: 'Outline, inches' }) polygon!: AsoiafChargePointDto[];
}

export class AsoiafChargeFactTerrainDto {
  @OptRef(PIECE_IDS, { description: 'A named piece on the lane: its keywords for the rules version' }) piece?: string;
  @RefArray(ALL_KEYWORDS, { description: 'Keywords of the rules version' }) keywords?: string[];
  @OptBool('The charger ends on the piece (entered, not crossed); default false') endsOn?: boolean;
}

export class AsoiafChargeFactsDto {
  @OptInt(0, 20, { description: 'The charger\'s Speed (or give catalogueId)' }) speed?: number;
  @OptRef(CARDS.filter((c) => c.kind === 'combatUnit').map((c) => c.id), { description: 'The charger\'s card (its Speed)' }) catalogueId?: string;
  @Num(0, { description: 'Straight travel after the pivot until the charger first touches the target, inches', example: 8 }) distance!: number;
  @OptBool('The charger is engaged (default false)') engaged?: boolean;
  @OptBool('The target is in the charger\'s line of sight (default true)') inLineOfSight?: boolean;
  @OptEnum(['front', 'rear', 'left', 'right'], { description: 'The target\'s arc the charger stands in (default front)' }) arc?: 'front' | 'rear' | 'left' | 'right';
  @OptBool('That arc has room for the charger (2021: 50 % contact; default true)') arcHasRoom?: boolean;
  @OptBool('2018: another unit is engaged in that arc at 100 % (default false)') arcFullyEngaged?: boolean;
  @OptInt(0, 8, { description: '2018: enemies of the target already engaged on that side (default 0)' }) enemiesEngagedInArc?: number;
  @OptBool('Every lane meets another unit or Impassable terrain before the target (default false)') laneBlocked?: boolean;
  @OptNestedArray(() => AsoiafChargeFactTerrainDto, { description: 'Terrain pieces on the lane' }) terrain?: AsoiafChargeFactTerrainDto[];
}

export class AsoiafMoveLegDto {
  @OptNum(undefined, { description: 'A pivot about the tray centre, degrees clockwise (negative: anticlockwise); give either pivot or distance', example: 90 }) pivot?: number;
  @OptNum(0, { description: 'A straight move, inches', example: 5 }) distance?: number;
  @OptEnum(DIRECTIONS, { description: 'The straight move\'s direction relative to the facing (default forward; Retreat: back, left, right, or forward when allowed)' }) direction?: string;
}

export class AsoiafShiftDto {
  @Enum(DIRECTIONS, { description: 'Straight forward, back or sideways, never oblique, no turning' }) direction!: string;
  @Num(0, { description: 'Inches, at most 2', example: 2 }) distance!: number;
}

export class AsoiafChargeRequestDto extends RulesRequestDto {
  @OptEnum(MODES, { description: 'What to check (default charge): charge; maneuver, march, retreat (a move: unitId, legs); target (a ranged target: unitId, targetId, range, shift); reface (the melee re-face: unitId, targetId)' }) mode?: string;
  @OptStr({ description: 'The acting unit of every mode but charge' }) unitId?: string;
  @OptNestedArray(() => AsoiafMoveLegDto, { description: 'maneuver, march, retreat: the legs of the move in order (an empty list: no move); a retreat without legs searches for any legal retreat' }) legs?: AsoiafMoveLegDto[];
  @OptNested(() => AsoiafShiftDto, { description: 'target: the shift before the ranged attack' }) shift?: AsoiafShiftDto;
  @OptEnum(['short', 'long'], { description: 'target: the ranged attack\'s range, Short (6") or Long (12")' }) range?: 'short' | 'long';
  @OptNested(() => AsoiafChargeTableDto, { description: 'Default 48"×48"' }) table?: AsoiafChargeTableDto;
  @OptNestedArray(() => AsoiafChargeUnitDto, { description: 'Required unless facts are given' }) units?: AsoiafChargeUnitDto[];
  @OptNestedArray(() => AsoiafChargeTerrainDto) terrain?: AsoiafChargeTerrainDto[];
  @OptStr({ description: 'Required unless facts are given' }) chargerId?: string;
  @OptStr({ description: 'charge: required unless facts are given; target: required; reface: optional (the enemy to attack)' }) targetId?: string;
  @OptNested(() => AsoiafChargeFactsDto, { description: 'Pre-computed facts instead of units, terrain and table (digest §4.8)' }) facts?: AsoiafChargeFactsDto;
  @OptNum(undefined, { description: 'The facing the charger pivots to (default: the best lane)' }) heading?: number;
  @OptEnum(['front', 'rear', 'left', 'right'], { description: 'On an exact split of the charger between two of the target\'s arcs, the one it takes (default: flank or rear over front)' }) splitArc?: 'front' | 'rear' | 'left' | 'right';
}

export class AsoiafChargeReasonDto {
  @Out({ type: 'string', enum: [...new Set([...REJECTION_CODES.map((r) => r.code), ...MODE_CODES.map((r) => r.code)])] }) code!: string;
  @Out({ type: 'string' }) message!: string;
  @Out({ type: 'string' }) cite!: string;
  @OptOut({ type: 'string', description: 'The request field the reason is about (JSON pointer)' }) path?: string;
}

export class AsoiafChargeArcSharesDto {
  @Out({ type: 'number' }) front!: number;
  @Out({ type: 'number' }) rear!: number;
  @Out({ type: 'number' }) left!: number;
  @Out({ type: 'number' }) right!: number;
}

export class AsoiafChargeTerrainEffectsDto {
  @Out({ type: 'integer', isArray: true, description: 'Indices of the pieces the lane crosses' }) crossed!: number[];
  @Out({ type: 'boolean', description: '2018: 2 dice, keep the lower' }) slowing!: boolean;
  @Out({ type: 'boolean', description: '2021: no charge bonus' }) difficult!: boolean;
  @Out({ type: 'boolean', description: 'The defender has +1 Defence' }) fortified!: boolean;
  @Out({ type: 'boolean', description: 'The charger suffers 1D3+1 wounds' }) dangerous!: boolean;
  @Out({ type: 'integer', isArray: true, description: '2018: Destructible pieces removed' }) destroyed!: number[];
}

export class AsoiafChargePoseDto {
  @Out({ type: () => AsoiafChargePointDto }) centre!: AsoiafChargePointDto;
  @Out({ type: 'number' }) facing!: number;
}

export class AsoiafChargeExtraEnemyDto {
  @Out({ type: 'string' }) id!: string;
  @Out({ type: 'string', enum: ['front', 'rear', 'left', 'right'], description: 'Its arc seen from the charger' }) arc!: string;
  @Out({ type: 'string', enum: ['alignHalf', 'moveAway', 'engaged'] }) action!: string;
}

export class AsoiafChargeRollDto {
  @Out({ type: 'integer', isArray: true }) faces!: number[];
  @Out({ type: 'integer' }) kept!: number;
  @Out({ type: 'integer' }) chargeDistance!: number;
  @Out({ type: 'boolean' }) success!: boolean;
  @Out({ type: 'boolean', description: 'A 1 on the die (2018 Slowing: a kept 1 or 2), even when the charge falls short: no Tactics cards (D6)' }) disordered!: boolean;
  @Out({ type: 'boolean' }) chargeBonus!: boolean;
  @Out({ type: 'boolean', description: 'A failed charge: the charger tests panic' }) panicTest!: boolean;
  @Out({ type: () => AsoiafChargePoseDto, nullable: true, description: 'Null with facts' }) position!: AsoiafChargePoseDto | null;
}

export class AsoiafMovePoseDto {
  @Out({ type: () => AsoiafChargePointDto }) centre!: AsoiafChargePointDto;
  @Out({ type: 'number' }) facing!: number;
}

export class AsoiafEngagedEnemyDto {
  @Out({ type: 'string' }) id!: string;
  @Out({ type: 'string', enum: ['front', 'rear', 'left', 'right'], description: 'The arc of the acting unit it stands in' }) arc!: string;
}

export class AsoiafMoveTerrainDto {
  @Out({ type: 'integer', isArray: true, description: 'Pieces a straight leg crosses or the move ends on' }) crossed!: number[];
  @Out({ type: 'boolean', description: '1D3+1 wounds (2021: entering it or acting on it; 2018: moving through or ending on it)' }) dangerous!: boolean;
  @Out({ type: 'integer', isArray: true, description: '2018: Destructible pieces removed' }) destroyed!: number[];
}

export class AsoiafRetreatRollDto {
  @Out({ type: 'integer', isArray: true }) faces!: number[];
  @Out({ type: 'integer', description: 'Speed + the die' }) allowance!: number;
  @Out({ type: 'boolean', description: 'The legs fit in it' }) possible!: boolean;
}

export class AsoiafWoundsOutcomeDto {
  @Out({ type: 'integer' }) wounds!: number;
  @Out({ type: 'number' }) p!: number;
  @Out({ type: 'string', example: '1/3' }) fraction!: string;
}

export class AsoiafDangerousWoundsDto {
  @Out({ type: 'integer', description: 'How many times 1D3+1 wounds are suffered (one per Dangerous piece acted on or entered)' }) instances!: number;
  @Out({ type: () => [AsoiafWoundsOutcomeDto], description: 'The exact distribution of the wounds' }) distribution!: AsoiafWoundsOutcomeDto[];
  @Out({ type: 'number' }) mean!: number;
}

export class AsoiafDangerousRollDto {
  @Out({ type: 'integer', isArray: true, description: 'The D3s, in the order rolled' }) faces!: number[];
  @Out({ type: 'integer', description: 'The wounds: each D3 + 1' }) wounds!: number;
}

export class AsoiafRetreatSearchDto {
  @Out({ type: 'boolean', description: 'Some legal retreat exists (with a 6 at best); false: surrounded or no room to end more than 1" from every enemy, the unit cannot Retreat' }) possible!: boolean;
  @Out({ type: 'integer', nullable: true, description: 'The smallest D6 that allows some legal retreat' }) needed!: number | null;
  @Out({ type: 'number', description: 'The chance that the D6 allows some legal retreat' }) pPossible!: number;
  @Out({ type: 'string', example: '5/6' }) pPossibleFraction!: string;
  @Out({ type: 'string', enum: ['back', 'left', 'right', 'forward'], nullable: true, description: 'The retreat found: its direction' }) direction!: string | null;
  @Out({ type: 'number', nullable: true, description: 'Its straight move, inches (the shortest needing that die)' }) distance!: number | null;
  @Out({ type: 'number', nullable: true, description: 'The pivot after it, degrees clockwise' }) pivot!: number | null;
  @Out({ type: () => AsoiafMovePoseDto, nullable: true }) finalPosition!: AsoiafMovePoseDto | null;
  @Out({ type: 'number', description: 'Distance grid of the search, inches (the first legal distance is refined to 1e-6)' }) step!: number;
  @Out({ type: 'number', description: 'Pivot grid of the search, degrees' }) pivotStep!: number;
}

export class AsoiafMoveResultDto {
  @Out({ type: 'integer' }) speed!: number;
  @Out({ type: 'integer', nullable: true, description: 'Maneuver: Speed; March: 2 × Speed; Retreat: null (Speed + D6)' }) allowance!: number | null;
  @Out({ type: 'number', description: 'The straight legs, inches' }) distance!: number;
  @Out({ type: 'number', description: 'Inches lost to Rough terrain' }) terrainPenalty!: number;
  @Out({ type: 'integer', nullable: true, description: 'Retreat: the smallest die that allows the legs' }) needed!: number | null;
  @Out({ type: 'number', description: 'The chance that the move is possible (Retreat: over the D6; else 1 or 0)' }) pPossible!: number;
  @Out({ type: 'string', example: '5/6' }) pPossibleFraction!: string;
  @Out({ type: () => [AsoiafEngagedEnemyDto] }) engagedWith!: AsoiafEngagedEnemyDto[];
  @Out({ type: 'string', enum: ['back', 'left', 'right', 'forward'], isArray: true, description: 'Retreat: the directions allowed' }) retreatDirections!: string[];
  @Out({ type: () => AsoiafMovePoseDto }) finalPosition!: AsoiafMovePoseDto;
  @Out({ type: () => AsoiafMoveTerrainDto }) terrain!: AsoiafMoveTerrainDto;
  @Out({ type: 'string', isArray: true, description: 'Retreat: enemies left unengaged, each may pivot free' }) freePivot!: string[];
  @OptOut({ type: () => AsoiafRetreatRollDto, description: 'Retreat, seeded and given modes' }) roll?: AsoiafRetreatRollDto;
  @OptOut({ type: () => AsoiafDangerousWoundsDto, description: 'A legal move on or into Dangerous terrain: the wounds, exactly' }) dangerousWounds?: AsoiafDangerousWoundsDto;
  @OptOut({ type: () => AsoiafDangerousRollDto, description: 'Seeded and given modes: the Dangerous terrain D3s in the order rolled (acting on it: before the action; entering it: after the move, so after a retreat die)' }) dangerousRoll?: AsoiafDangerousRollDto;
  @OptOut({ type: () => AsoiafRetreatSearchDto, description: 'Retreat of an engaged unit: whether any legal retreat exists, and the one needing the lowest die' }) search?: AsoiafRetreatSearchDto;
}

export class AsoiafTargetResultDto {
  @Out({ type: 'string', enum: ['short', 'long'] }) range!: string;
  @Out({ type: 'integer' }) rangeInches!: number;
  @Out({ type: 'number', description: 'From the front arrow to the nearest part of the target\'s tray, after the shift' }) distance!: number;
  @Out({ type: 'boolean' }) inRange!: boolean;
  @Out({ type: 'boolean' }) inLineOfSight!: boolean;
  @Out({ type: 'boolean', description: 'The attacker stands on Elevated terrain' }) elevated!: boolean;
  @Out({ type: () => AsoiafChargePointDto, description: 'The front arrow after the shift' }) measuredFrom!: AsoiafChargePointDto;
  @Out({ type: () => AsoiafMovePoseDto, description: 'After the shift' }) finalPosition!: AsoiafMovePoseDto;
  @Out({ type: 'boolean', description: 'The shift obeys the movement rules and (2021) leaves a valid target' }) shiftAllowed!: boolean;
  @Out({ type: 'string', isArray: true, description: 'Enemies in sight and range after the shift' }) validTargets!: string[];
  @Out({ type: 'string', isArray: true }) engagedWith!: string[];
  @Out({ type: 'integer', description: '2018 Cover between them: +1 Defence for the target (2021: 0)' }) coverDefenceBonus!: number;
  @Out({ type: 'integer', isArray: true }) coverPieces!: number[];
  @Out({ type: 'string', isArray: true, description: 'Friendly units engaged with the target: each tests panic after the attack' }) panicTests!: string[];
  @OptOut({ type: () => AsoiafDangerousWoundsDto, description: 'Dangerous terrain: 2021 acting on it or the shift entering it; 2018 the shift moving through or ending on it (exact)' }) dangerousWounds?: AsoiafDangerousWoundsDto;
}

export class AsoiafRefacePositionDto {
  @Out({ type: 'string', enum: ['full', 'half'] }) alignment!: string;
  @Out({ type: () => AsoiafChargePointDto }) centre!: AsoiafChargePointDto;
  @Out({ type: 'number' }) facing!: number;
}

export class AsoiafRefaceResultDto {
  @Out({ type: () => [AsoiafEngagedEnemyDto] }) engagedWith!: AsoiafEngagedEnemyDto[];
  @Out({ type: 'boolean', description: 'Engaged with one enemy on the flank or rear and room to face it' }) mayReface!: boolean;
  @Out({ type: 'boolean', description: 'Engaged with one enemy and room for 100 % or 50 % alignment' }) maySlide!: boolean;
  @Out({ type: () => [AsoiafChargeReasonDto], description: 'Why there is no re-face or slide' }) reasons!: AsoiafChargeReasonDto[];
  @Out({ type: () => [AsoiafRefacePositionDto] }) positions!: AsoiafRefacePositionDto[];
  @Out({ type: () => AsoiafMovePoseDto, nullable: true, description: 'The position of the alignment option (default full), else the other' }) finalPosition!: AsoiafMovePoseDto | null;
  @Out({ type: 'string', enum: ['full', 'half'], nullable: true }) alignment!: string | null;
  @Out({ type: 'string', isArray: true, description: 'The enemies it may attack, in line of sight or not' }) targets!: string[];
  @Out({ type: 'boolean' }) lineOfSightNeeded!: boolean;
  @OptOut({ type: () => AsoiafDangerousWoundsDto, description: '2021: acting on Dangerous terrain, wounds before the attack (exact)' }) dangerousWounds?: AsoiafDangerousWoundsDto;
}

export class AsoiafChargeResultDto {
  @Out({ type: 'string', enum: [...MODES] }) mode!: string;
  @Out({ type: 'boolean' }) legal!: boolean;
  @Out({ type: () => [AsoiafChargeReasonDto] }) reasons!: AsoiafChargeReasonDto[];
  @OptOut({ type: 'string', isArray: true }) engagedWith?: string[];
  @OptOut({ type: 'boolean' }) inLineOfSight?: boolean;
  @OptOut({ type: 'string', enum: ['front', 'rear', 'left', 'right'], nullable: true }) arc?: string | null;
  @OptOut({ type: () => AsoiafChargeArcSharesDto }) arcShares?: AsoiafChargeArcSharesDto;
  @OptOut({ type: 'boolean' }) arcTied?: boolean;
  @OptOut({ type: 'number', nullable: true, description: 'Facing after the pivot' }) heading?: number | null;
  @OptOut({ type: 'number', nullable: true }) pivot?: number | null;
  @OptOut({ type: 'number', nullable: true, description: 'Straight travel to contact plus the counted swing of the pivot (option pivotSwing), inches' }) distance?: number | null;
  @OptOut({ type: 'number' }) terrainPenalty?: number;
  @OptOut({ type: 'integer' }) speed?: number;
  @OptOut({ type: 'integer' }) maxReach?: number;
  @OptOut({ type: 'integer', nullable: true }) needed?: number | null;
  @OptOut({ type: 'string', enum: ['1D6', '2D6 keep the lower'] }) dice?: string;
  @OptOut({ type: 'number' }) pSuccess?: number;
  @OptOut({ type: 'string', example: '4/6' }) pSuccessFraction?: string;
  @OptOut({ type: 'number' }) pDisordered?: number;
  @OptOut({ type: 'string' }) pDisorderedFraction?: string;
  @OptOut({ type: 'number' }) pChargeBonus?: number;
  @OptOut({ type: 'string' }) pChargeBonusFraction?: string;
  @OptOut({ type: 'number' }) pFailed?: number;
  @OptOut({ type: () => AsoiafChargeTerrainEffectsDto }) terrain?: AsoiafChargeTerrainEffectsDto;
  @OptOut({ type: () => AsoiafChargePoseDto, nullable: true }) finalPosition?: AsoiafChargePoseDto | null;
  @OptOut({ type: 'string', enum: ['full', 'half', 'closest'], nullable: true }) alignment?: string | null;
  @OptOut({ type: 'number', nullable: true, description: 'Contact length, inches' }) contact?: number | null;
  @OptOut({ type: () => AsoiafChargePointDto, nullable: true, description: '2018: the defender\'s tray moved to allow the alignment' }) defenderShift?: AsoiafChargePointDto | null;
  @OptOut({ type: () => [AsoiafChargeExtraEnemyDto] }) extraEnemies?: AsoiafChargeExtraEnemyDto[];
  @OptOut({ type: 'string', enum: ['back', 'left', 'right', 'forward'], isArray: true }) targetRetreatDirections?: string[];
  @OptOut({ type: 'string', enum: ['restOfTurn', 'untilEndOfAction'] }) disorderedEffect?: string;
  @OptOut({ type: () => AsoiafChargeRollDto, description: 'Seeded and given modes' }) roll?: AsoiafChargeRollDto;
  @OptOut({ type: () => AsoiafMoveResultDto, description: 'maneuver, march, retreat' }) move?: AsoiafMoveResultDto;
  @OptOut({ type: () => AsoiafTargetResultDto, description: 'target' }) target?: AsoiafTargetResultDto;
  @OptOut({ type: () => AsoiafRefaceResultDto, description: 'reface' }) reface?: AsoiafRefaceResultDto;
}
