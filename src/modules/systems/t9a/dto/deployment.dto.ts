import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { TROOP_TYPES } from '../../../../domain/systems/t9a/catalogue.js';
import { AMBUSH_CODES, DEPLOYMENT_CODES, MARKER_CODES, VANGUARD_CODES, VANGUARD_MOVES } from '../../../../domain/systems/t9a/deployment/types.js';
import { Enum, Int, Nested, NestedArray, Num, OptEnum, OptNested, OptNestedArray, OptNum, OptOut, OptStr, Out, Str } from '../../dto-decorators.js';
import { T9aPointDto, T9aPoseInDto, T9aPoseOutDto } from './charges.dto.js';
import { T9aRuleRefDto } from './unit.dto.js';

const SIDES = ['A', 'B'];

/** One step of a Vanguard move (L988-997, L1021-1026). */
export class T9aVanguardStepDto {
  @Enum(VANGUARD_MOVES, { description: 'forward, backward, left or right (inches), or wheel (degrees)' }) move!: string;
  @OptNum(0, { description: 'forward, backward, left, right: inches' }) inches?: number;
  @ApiPropertyOptional({ type: 'number', minimum: -360, maximum: 360, description: 'wheel: degrees, clockwise positive (about the front-right corner), anticlockwise negative (about the front-left)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-360)
  @Max(360)
  degrees?: number;
}

export class T9aVanguardMoveDto {
  @NestedArray(() => T9aVanguardStepDto, { description: 'The move from where the unit was deployed, in order', minItems: 1, maxItems: 20 }) @ArrayMinSize(1) @ArrayMaxSize(20) steps!: T9aVanguardStepDto[];
}

/** A unit on the table after deployment: its footprint as in charges (side A deploys along y = 0). */
export class T9aDeployedUnitDto {
  @Str({ example: 'scouts' }) id!: string;
  @Enum(SIDES, { description: 'A: the half along y = 0 (Diagonal: the corner (width, 0) for rising, (0, 0) for falling); B: the other' }) side!: 'A' | 'B';
  @Nested(() => T9aPointDto, { description: 'Footprint centre, inches' }) centre!: T9aPointDto;
  @Num(undefined, { description: 'Facing, degrees clockwise from +y', example: 0 }) facing!: number;
  @Num(0.1, { description: 'Frontage, inches' }) width!: number;
  @Num(0.1, { description: 'Depth, inches' }) depth!: number;
  @OptEnum(TROOP_TYPES, { description: 'Needed for a unit hiding a model (hidden)' }) troopType?: string;
  @OptNestedArray(() => T9aRuleRefDto, { description: 'scout: deployed as a Scout (L3264-3273); vanguard or fastCavalry: may make a Vanguard move' }) rules?: T9aRuleRefDto[];
  @OptNested(() => T9aVanguardMoveDto, { description: 'Its Vanguard move (L3526-3535), made in the order of units' }) vanguard?: T9aVanguardMoveDto;
}

export class T9aDeploymentDto {
  @Enum(['classic', 'diagonal', 'flankAttack'], { description: 'The deployment type (L452-469)' }) type!: string;
  @OptEnum(['rising', 'falling'], { description: 'diagonal: rising joins the corners (0, 0) and (width, depth), falling (0, depth) and (width, 0)' }) diagonal?: string;
  @OptEnum(SIDES, { description: 'flankAttack: the attacking side' }) attacker?: string;
  @OptEnum(SIDES, { description: 'The side playing the first turn, when known: the first-turn charge restrictions of Scouts and Vanguard then apply or not' }) goesFirst?: string;
}

export class T9aMarkerDto {
  @Enum(SIDES) side!: string;
  @Nested(() => T9aPointDto, { description: 'The marker, inches' }) at!: T9aPointDto;
}

export class T9aUndeployedDto {
  @Int(0, 100, { description: 'The opponent\'s other units left to deploy (not Scouts or ambushers, deployed by their own rules)' }) units!: number;
  @Int(0, 100, { description: 'War machine units left: all count as one' }) warMachines!: number;
  @Int(0, 100, { description: 'Characters left: all count as one' }) characters!: number;
}

export class T9aFirstTurnRollDto {
  @Enum(SIDES, { description: 'The side that finished deploying first' }) finishedFirst!: string;
  @Nested(() => T9aUndeployedDto, { description: 'What the other side has left to deploy (L526-530)' }) undeployed!: T9aUndeployedDto;
}

export class T9aArrivalDto extends T9aPoseInDto {
  @OptNested(() => T9aPoseInDto, { description: 'Where it ends its move (default: where it came on)' }) moved?: T9aPoseInDto;
}

export class T9aAmbusherDto {
  @Str() id!: string;
  @Enum(SIDES) side!: string;
  @Int(0, 10, { description: 'Movement: it ends within 2×M of the edge' }) M!: number;
  @Num(0.1, { description: 'Frontage, inches' }) width!: number;
  @Num(0.1, { description: 'Depth, inches' }) depth!: number;
  @OptNested(() => T9aArrivalDto, { description: 'Where it comes on, its rear rank on a board edge (L3114-3115)' }) arrival?: T9aArrivalDto;
}

export class T9aHiddenDto {
  @Str() id!: string;
  @Enum(SIDES) side!: string;
  @Enum(TROOP_TYPES) troopType!: string;
  @Str({ description: 'The unit it hides in' }) in!: string;
  @OptStr({ description: 'A champion: the unit it is the champion of' }) championOf?: string;
}

const FINDING = [...new Set([...DEPLOYMENT_CODES, ...VANGUARD_CODES, ...MARKER_CODES, ...AMBUSH_CODES])];

export class T9aFindingDto {
  @Out({ type: 'string', enum: FINDING }) code!: string;
  @Out({ type: 'string', description: 'JSON pointer into the request' }) path!: string;
  @Out({ type: 'string' }) message!: string;
  @Out({ type: 'string' }) cite!: string;
}

export class T9aDeploymentViolationDto extends T9aFindingDto {
  @Out({ type: 'string' }) unit!: string;
}

export class T9aDeploymentDistanceDto {
  @Out({ type: 'string' }) unit!: string;
  @Out({ type: 'string', enum: SIDES }) side!: string;
  @Out({ type: 'number', description: 'Inches from the dividing line to the nearest point of the unit (negative: across it)' }) distance!: number;
  @Out({ type: 'number', description: 'Inches the unit lies inside its zone, measured across the dividing line (0 or less: outside)' }) margin!: number;
}

export class T9aScoutDto {
  @Out({ type: 'string' }) unit!: string;
  @Out({ type: 'string', enum: SIDES }) side!: string;
  @Out({ type: 'boolean' }) inZone!: boolean;
  @Out({ type: 'number', nullable: true, description: 'Inches to the nearest enemy unit deployed before it' }) nearestEnemy!: number | null;
}

export class T9aNoChargeDto {
  @Out({ type: 'string' }) unit!: string;
  @Out({ type: 'string', enum: SIDES }) side!: string;
  @Out({ type: 'string', enum: ['scout', 'vanguard'] }) rule!: string;
  @Out({ type: 'boolean', nullable: true, description: 'Its side goes first (true), the other does (false), not given (null)' }) applies!: boolean | null;
  @Out({ type: 'string' }) cite!: string;
}

export class T9aDeploymentResultDto {
  @Out({ type: 'boolean' }) valid!: boolean;
  @Out({ type: () => [T9aDeploymentViolationDto] }) violations!: T9aDeploymentViolationDto[];
  @Out({ type: () => [T9aDeploymentDistanceDto] }) distances!: T9aDeploymentDistanceDto[];
  @Out({ type: () => [T9aScoutDto] }) scouts!: T9aScoutDto[];
  @Out({ type: () => [T9aNoChargeDto], description: 'Units that may not declare a charge in their side\'s first player turn if it goes first' }) firstTurnNoCharge!: T9aNoChargeDto[];
}

export class T9aVanguardResultDto {
  @Out({ type: 'string' }) unit!: string;
  @Out({ type: 'boolean' }) legal!: boolean;
  @Out({ type: () => [T9aFindingDto] }) reasons!: T9aFindingDto[];
  @Out({ type: 'number', description: 'The move\'s length: forward inches and each wheel\'s outer arc, or backward or sideways inches' }) inches!: number;
  @Out({ type: 'number', description: 'The farthest any corner ends from where it started' }) farthest!: number;
  @Out({ type: () => T9aPoseOutDto }) final!: T9aPoseOutDto;
  @Out({ type: 'number', nullable: true, description: 'At the end, inches to the nearest enemy unit' }) nearestEnemy!: number | null;
}

export class T9aMarkerViolationDto extends T9aFindingDto {
  @Out({ type: 'string', enum: SIDES }) side!: string;
}

export class T9aMarkerDistanceDto {
  @Out({ type: 'string', enum: SIDES }) side!: string;
  @Out({ type: 'number' }) toOwnZone!: number;
  @Out({ type: 'number', nullable: true }) toOtherMarker!: number | null;
}

export class T9aMarkersResultDto {
  @Out({ type: 'boolean' }) valid!: boolean;
  @Out({ type: () => [T9aMarkerViolationDto] }) violations!: T9aMarkerViolationDto[];
  @Out({ type: () => [T9aMarkerDistanceDto] }) distances!: T9aMarkerDistanceDto[];
}

export class T9aSideChanceDto {
  @Out({ type: 'string', enum: SIDES }) side!: string;
  @Out({ type: 'number' }) p!: number;
  @Out({ type: 'string', example: '21/31' }) fraction!: string;
}

export class T9aFirstTurnResultDto {
  @Out({ type: 'string', enum: SIDES }) finishedFirst!: string;
  @Out({ type: 'integer', description: 'Added to its die: the other side\'s undeployed units, war machines as one, characters as one' }) undeployedUnits!: number;
  @OptOut({ type: () => [T9aSideChanceDto], description: 'Exact: each side\'s chance to choose who plays the first turn' }) pChooses?: T9aSideChanceDto[];
  @OptOut({ type: 'string', enum: SIDES, description: 'Seeded and given: the side that chooses' }) chooser?: string;
  @OptOut({ type: 'array', items: { type: 'array', items: { type: 'integer' } }, description: 'Seeded and given: each pair of dice, A\'s then B\'s' }) rolls?: number[][];
  @OptOut({ type: 'array', items: { type: 'array', items: { type: 'integer' } }, description: 'Seeded and given: each pair of totals' }) totals?: number[][];
}

export class T9aAmbushArrivalDto {
  @Out({ type: 'integer' }) turn!: number;
  @Out({ type: 'number' }) p!: number;
  @Out({ type: 'string', example: '2/9' }) fraction!: string;
  @Out({ type: 'number', description: 'P(arrived by the end of this turn\'s roll)' }) pByTurn!: number;
  @Out({ type: 'string', example: '8/9' }) byTurnFraction!: string;
}

export class T9aAmbusherResultDto {
  @Out({ type: 'string' }) unit!: string;
  @Out({ type: 'string', enum: SIDES }) side!: string;
  @OptOut({ type: 'integer', nullable: true, description: 'Seeded and given: the turn it arrives; null: never, destroyed' }) arrivesOnTurn?: number | null;
  @OptOut({ type: 'boolean', description: 'With arrival: a legal arrival' }) legal?: boolean;
  @OptOut({ type: () => [T9aFindingDto] }) reasons?: T9aFindingDto[];
  @OptOut({ type: 'string', enum: ['near', 'far', 'left', 'right'], description: 'The edge its rear rank is on (near: y = 0)' }) edge?: string;
  @OptOut({ type: 'number', description: 'Inches from that edge where it ends' }) toEdge?: number;
}

export class T9aAmbushResultDto {
  @OptOut({ type: () => [T9aAmbushArrivalDto], description: 'Exact: the turn an ambusher arrives' }) arrival?: T9aAmbushArrivalDto[];
  @OptOut({ type: 'number' }) pNever?: number;
  @OptOut({ type: 'string', example: '1/243' }) pNeverFraction?: string;
  @Out({ type: () => [T9aAmbusherResultDto] }) units!: T9aAmbusherResultDto[];
}
