import { RulesRequestDto } from '../../rules-request.dto.js';
import { CARDS } from '../../../../domain/systems/asoiaf/data/cards.js';
import { ALL_KEYWORDS, PIECE_IDS, REJECTION_CODES } from '../../../../domain/systems/asoiaf/charges/rules.js';
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

export class AsoiafChargeRequestDto extends RulesRequestDto {
  @OptNested(() => AsoiafChargeTableDto, { description: 'Default 48"×48"' }) table?: AsoiafChargeTableDto;
  @OptNestedArray(() => AsoiafChargeUnitDto, { description: 'Required unless facts are given' }) units?: AsoiafChargeUnitDto[];
  @OptNestedArray(() => AsoiafChargeTerrainDto) terrain?: AsoiafChargeTerrainDto[];
  @OptStr({ description: 'Required unless facts are given' }) chargerId?: string;
  @OptStr({ description: 'Required unless facts are given' }) targetId?: string;
  @OptNested(() => AsoiafChargeFactsDto, { description: 'Pre-computed facts instead of units, terrain and table (digest §4.8)' }) facts?: AsoiafChargeFactsDto;
  @OptNum(undefined, { description: 'The facing the charger pivots to (default: the best lane)' }) heading?: number;
  @OptEnum(['front', 'rear', 'left', 'right'], { description: 'On an exact split of the charger between two of the target\'s arcs, the one it takes (default: flank or rear over front)' }) splitArc?: 'front' | 'rear' | 'left' | 'right';
}

export class AsoiafChargeReasonDto {
  @Out({ type: 'string', enum: REJECTION_CODES.map((r) => r.code) }) code!: string;
  @Out({ type: 'string' }) message!: string;
  @Out({ type: 'string' }) cite!: string;
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

export class AsoiafChargeResultDto {
  @Out({ type: 'boolean' }) legal!: boolean;
  @Out({ type: () => [AsoiafChargeReasonDto] }) reasons!: AsoiafChargeReasonDto[];
  @Out({ type: 'string', isArray: true }) engagedWith!: string[];
  @Out({ type: 'boolean' }) inLineOfSight!: boolean;
  @Out({ type: 'string', enum: ['front', 'rear', 'left', 'right'], nullable: true }) arc!: string | null;
  @Out({ type: () => AsoiafChargeArcSharesDto }) arcShares!: AsoiafChargeArcSharesDto;
  @Out({ type: 'boolean' }) arcTied!: boolean;
  @Out({ type: 'number', nullable: true, description: 'Facing after the pivot' }) heading!: number | null;
  @Out({ type: 'number', nullable: true }) pivot!: number | null;
  @Out({ type: 'number', nullable: true, description: 'Straight travel to contact plus the counted swing of the pivot (option pivotSwing), inches' }) distance!: number | null;
  @Out({ type: 'number' }) terrainPenalty!: number;
  @Out({ type: 'integer' }) speed!: number;
  @Out({ type: 'integer' }) maxReach!: number;
  @Out({ type: 'integer', nullable: true }) needed!: number | null;
  @Out({ type: 'string', enum: ['1D6', '2D6 keep the lower'] }) dice!: string;
  @Out({ type: 'number' }) pSuccess!: number;
  @Out({ type: 'string', example: '4/6' }) pSuccessFraction!: string;
  @Out({ type: 'number' }) pDisordered!: number;
  @Out({ type: 'string' }) pDisorderedFraction!: string;
  @Out({ type: 'number' }) pChargeBonus!: number;
  @Out({ type: 'string' }) pChargeBonusFraction!: string;
  @Out({ type: 'number' }) pFailed!: number;
  @Out({ type: () => AsoiafChargeTerrainEffectsDto }) terrain!: AsoiafChargeTerrainEffectsDto;
  @Out({ type: () => AsoiafChargePoseDto, nullable: true }) finalPosition!: AsoiafChargePoseDto | null;
  @Out({ type: 'string', enum: ['full', 'half', 'closest'], nullable: true }) alignment!: string | null;
  @Out({ type: 'number', nullable: true, description: 'Contact length, inches' }) contact!: number | null;
  @Out({ type: () => AsoiafChargePointDto, nullable: true, description: '2018: the defender\'s tray moved to allow the alignment' }) defenderShift!: AsoiafChargePointDto | null;
  @Out({ type: () => [AsoiafChargeExtraEnemyDto] }) extraEnemies!: AsoiafChargeExtraEnemyDto[];
  @Out({ type: 'string', enum: ['back', 'left', 'right', 'forward'], isArray: true }) targetRetreatDirections!: string[];
  @Out({ type: 'string', enum: ['restOfTurn', 'untilEndOfAction'] }) disorderedEffect!: string;
  @OptOut({ type: () => AsoiafChargeRollDto, description: 'Seeded and given modes' }) roll?: AsoiafChargeRollDto;
}
