import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
import { PUT_TO_THE_SWORD_CHOICES, RESTRICTION_CARDS } from '../../../../domain/systems/agot/westeros/restrictions.js';
import { RulesRequestDto } from '../../rules-request.dto.js';

const UNIT_TYPES = ['footman', 'knight', 'ship', 'siegeEngine'];
const ORDER_TYPES = ['march', 'support', 'raid', 'defense', 'consolidate'];

export class AgotUnitDto {
  @ApiProperty({ enum: UNIT_TYPES }) @IsIn(UNIT_TYPES) type!: 'footman' | 'knight' | 'ship' | 'siegeEngine';
  @ApiPropertyOptional() @IsOptional() @IsBoolean() routed?: boolean;
}

export class AgotOrderDto {
  @ApiProperty({ enum: ORDER_TYPES }) @IsIn(ORDER_TYPES) type!: 'march' | 'support' | 'raid' | 'defense' | 'consolidate';
  @ApiPropertyOptional({ description: 'A special (star) order' }) @IsOptional() @IsBoolean() star?: boolean;
  @ApiPropertyOptional({ minimum: -1, maximum: 2, description: 'The order’s printed strength modifier (March −1, 0 or +1)' }) @IsOptional() @IsInt() @Min(-1) @Max(2) modifier?: number;
}

/** The most areas a board can list: 58 on the seed's map, 59 with option adjacencies extended (Highgarden's port). */
export const MAX_BOARD_AREAS = 59;

export class AgotAreaStateDto {
  @ApiProperty({ example: 'winterfell', description: 'An area id from the map in GET /v1/agot' }) @IsString() id!: string;
  @ApiPropertyOptional({ enum: HOUSES, description: 'Owner of the units in the area' }) @IsOptional() @IsIn(HOUSES as unknown as string[]) owner?: string;
  @ApiPropertyOptional({ type: [AgotUnitDto] }) @IsOptional() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotUnitDto) units?: AgotUnitDto[];
  @ApiPropertyOptional({ type: AgotOrderDto }) @IsOptional() @ValidateNested() @Type(() => AgotOrderDto) order?: AgotOrderDto;
  @ApiPropertyOptional({ enum: HOUSES }) @IsOptional() @IsIn(HOUSES as unknown as string[]) powerToken?: string;
  @ApiPropertyOptional({ minimum: 1 }) @IsOptional() @IsInt() @Min(1) garrison?: number;
  @ApiPropertyOptional({ oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string', enum: ['impassable'] }], description: 'Neutral Force resistance, or impassable' })
  @IsOptional()
  @ValidateIf((o: AgotAreaStateDto) => typeof o.neutralForce !== 'string')
  @IsInt()
  @Min(1)
  neutralForce?: number | 'impassable';
}

export class AgotMoveDto {
  @ApiProperty({ example: 'castle-black' }) @IsString() to!: string;
  @ApiProperty({ type: [Number], description: 'Indexes of the moving units in the origin area’s `units`' }) @IsArray() @ArrayMaxSize(20) @IsInt({ each: true }) @Min(0, { each: true }) units!: number[];
}

export class AgotMarchDto {
  @ApiProperty({ example: 'winterfell' }) @IsString() from!: string;
  @ApiProperty({ type: [AgotMoveDto] }) @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotMoveDto) moves!: AgotMoveDto[];
  @ApiPropertyOptional({ description: 'Leave a Power token in the vacated origin' }) @IsOptional() @IsBoolean() placePowerToken?: boolean;
  @ApiPropertyOptional({ minimum: 0, description: 'Support granted against a Neutral Force' }) @IsOptional() @IsInt() @Min(0) neutralForceSupport?: number;
  @ApiPropertyOptional({ description: 'The Valyrian Steel Blade asked for: refused against a Neutral Force (BLADE_UNAVAILABLE, L2724-2725)' }) @IsOptional() @IsBoolean() blade?: boolean;
}

export class AgotRaidDto {
  @ApiProperty({ example: 'west-summer-sea', description: 'The area holding the Raid order' }) @IsString() from!: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'highgarden', description: 'The area whose order it removes; null: removed with no effect' }) @ValidateIf((o: AgotRaidDto) => o.target !== null) @IsString() target!: string | null;
}

export class AgotPowerDto {
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(20) baratheon?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(20) lannister?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(20) stark?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(20) greyjoy?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(20) tyrell?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(20) martell?: number;
}

const isMarch = (o: AgotMarchRequestDto) => o.raids === undefined && o.consolidate === undefined;
const isOneMarch = (o: AgotMarchRequestDto) => isMarch(o) && o.kind !== 'marches';
/** Required for a march; checked whenever given (a Raid or Consolidate request that sends it gets it checked too). */
const marchOrGiven = (key: 'house' | 'supplyLevel' | 'availablePower') => (o: AgotMarchRequestDto) => isMarch(o) || o[key] !== undefined;

/** A March order (house, supplyLevel, availablePower, march); every legal march of a house (kind "marches"); or the Raid / Consolidate Power orders of the Action phase (raids, consolidate, power). */
export class AgotMarchRequestDto extends RulesRequestDto {
  @ApiPropertyOptional({ enum: ['march', 'marches'], default: 'march', description: 'march: check the one march given; marches: list every legal march of `house` from its March orders on the board' }) @IsOptional() @IsIn(['march', 'marches']) kind?: 'march' | 'marches';
  @ApiPropertyOptional({ enum: HOUSES, description: 'March: the marching house' }) @ValidateIf(marchOrGiven('house')) @IsIn(HOUSES as unknown as string[]) house?: string;
  @ApiProperty({ type: [AgotAreaStateDto], description: 'The areas that matter: units, orders, tokens' }) @IsArray() @ArrayMaxSize(MAX_BOARD_AREAS) @ValidateNested({ each: true }) @Type(() => AgotAreaStateDto) board!: AgotAreaStateDto[];
  @ApiPropertyOptional({ minimum: 0, maximum: 6, description: 'March: Supply track position' }) @ValidateIf(marchOrGiven('supplyLevel')) @IsInt() @Min(0) @Max(6) supplyLevel?: number;
  @ApiPropertyOptional({ enum: [3, 4, 5, 6], description: 'March: the player count; areas the board does not list then carry that setup’s Neutral Force and impassable tokens' }) @IsOptional() @IsIn([3, 4, 5, 6]) playerCount?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 20, description: 'March: available Power' }) @ValidateIf(marchOrGiven('availablePower')) @IsInt() @Min(0) @Max(20) availablePower?: number;
  @ApiPropertyOptional({ type: AgotMarchDto, description: 'The March order to check (not with kind marches)' }) @ValidateIf(isOneMarch) @IsDefined() @ValidateNested() @Type(() => AgotMarchDto) march?: AgotMarchDto;
  @ApiPropertyOptional({ minimum: 0, description: 'kind marches: support promised against any Neutral Force (default 0)' }) @IsOptional() @IsInt() @Min(0) @Max(30) neutralForceSupport?: number;
  @ApiPropertyOptional({ type: [AgotRaidDto], description: 'Raid orders in resolution order (turn order, round robin)' }) @IsOptional() @IsArray() @ArrayMaxSize(60) @ValidateNested({ each: true }) @Type(() => AgotRaidDto) raids?: AgotRaidDto[];
  @ApiPropertyOptional({ type: [String], description: 'Areas whose Consolidate Power orders resolve, in order' }) @IsOptional() @IsArray() @ArrayMaxSize(60) @IsString({ each: true }) consolidate?: string[];
  @ApiPropertyOptional({ type: AgotPowerDto, description: 'Raids / Consolidate Power: available Power of the houses concerned (with it, a gain is capped by the house’s tokens left in the Power Pool)' }) @IsOptional() @ValidateNested() @Type(() => AgotPowerDto) power?: AgotPowerDto;
  @ApiPropertyOptional({ enum: RESTRICTION_CARDS, description: 'The deck III Westeros card in force this round: a March +1, Raid or Consolidate Power order it forbids is refused with its own code; any other forbidden order on the board is a 422' })
  @IsOptional()
  @IsIn([...RESTRICTION_CARDS])
  westerosCard?: 'rainsOfAutumn' | 'stormOfSwords' | 'seaOfStorms' | 'feastForCrows' | 'webOfLies' | 'putToTheSword';
  @ApiPropertyOptional({ enum: PUT_TO_THE_SWORD_CHOICES, description: 'westerosCard putToTheSword: the Valyrian Steel Blade holder’s choice' }) @IsOptional() @IsIn([...PUT_TO_THE_SWORD_CHOICES]) westerosChoice?: 'noMarchPlusOne' | 'noDefense' | 'none';
}

export class AgotMarchReasonDto {
  @ApiProperty({ enum: ['NO_MARCH_ORDER', 'UNIT_NOT_IN_ORIGIN', 'UNIT_ROUTED', 'NOT_ADJACENT', 'SHIP_TRANSPORTED', 'LAND_UNIT_TO_SEA', 'SHIP_TO_LAND', 'ENEMY_PORT', 'MULTIPLE_ATTACKS', 'IMPASSABLE_AREA', 'NEUTRAL_FORCE_TOO_STRONG', 'SUPPLY_EXCEEDED', 'PORT_FULL', 'CANNOT_ESTABLISH_CONTROL', 'MARCH_PLUS_ONE_FORBIDDEN', 'SUPPORT_FORBIDDEN'] })
  code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'JSON pointer to the part of the request concerned' }) path!: string;
}

export class AgotMoveResultDto {
  @ApiProperty() to!: string;
  @ApiProperty({ enum: UNIT_TYPES, isArray: true }) units!: string[];
  @ApiProperty({ enum: ['move', 'attack', 'emptyEnemyPowerToken'], description: 'emptyEnemyPowerToken: the area held only another house’s Power token — no combat, the token is discarded (L2489-2494)' }) kind!: string;
  @ApiPropertyOptional({ type: [String], description: 'Sea areas of the ship-transport chain' }) via?: string[];
}

export class AgotAttackDto {
  @ApiProperty() target!: string;
  @ApiProperty({ enum: ['combat', 'neutralForce'] }) kind!: string;
  @ApiProperty({ enum: HOUSES, nullable: true, type: 'string', description: 'The defending house; null against a Neutral Force' }) against!: string | null;
}

export class AgotTokenDiscardedDto {
  @ApiProperty() area!: string;
  @ApiProperty({ enum: HOUSES }) house!: string;
}

export class AgotOrderLeftDto {
  @ApiProperty() area!: string;
  @ApiProperty({ enum: HOUSES }) house!: string;
  @ApiProperty({ enum: ORDER_TYPES }) type!: string;
  @ApiProperty() star!: boolean;
}

export class AgotActionReasonDto {
  @ApiProperty({ enum: ['NO_RAID_ORDER', 'NOT_ADJACENT', 'RAID_LAND_TO_SEA', 'RAID_PORT_RULE', 'INVALID_RAID_TARGET', 'NO_CONSOLIDATE_ORDER', 'RAID_FORBIDDEN', 'CONSOLIDATE_FORBIDDEN'] }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty() path!: string;
}

export class AgotPillageDto {
  @ApiProperty({ enum: HOUSES }) gains!: string;
  @ApiProperty({ enum: HOUSES, nullable: true, description: 'null: the victim had no Power to discard' }) loses!: string | null;
  @ApiProperty({ type: 'integer', description: 'Power the raider took: 1, or 0 when none of its 20 tokens is left in the Power Pool' }) gained!: number;
}

export class AgotRaidResultDto {
  @ApiProperty() from!: string;
  @ApiProperty({ enum: HOUSES, nullable: true }) house!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) target!: string | null;
  @ApiProperty() legal!: boolean;
  @ApiProperty({ type: [AgotActionReasonDto] }) reasons!: AgotActionReasonDto[];
  @ApiProperty({ type: [AgotOrderLeftDto], description: 'Orders removed by this step' }) removed!: AgotOrderLeftDto[];
  @ApiPropertyOptional({ type: AgotPillageDto }) pillage?: AgotPillageDto;
  @ApiPropertyOptional({ type: [String], description: 'Areas this Raid could remove an order from when it resolves' }) legalTargets?: string[];
}

export class AgotConsolidateResultDto {
  @ApiProperty() area!: string;
  @ApiProperty({ enum: HOUSES, nullable: true }) house!: string | null;
  @ApiProperty() legal!: boolean;
  @ApiProperty({ type: [AgotActionReasonDto] }) reasons!: AgotActionReasonDto[];
  @ApiProperty({ type: 'integer', description: 'Power gained, at most the house’s tokens left in the Power Pool (when its available Power is given)' }) gained!: number;
  @ApiProperty({ type: 'integer', description: 'Power the order would give beyond the tokens left in the Pool (lost)' }) lostToPool!: number;
  @ApiProperty() why!: string;
}

export class AgotPortCaptureDto {
  @ApiProperty() port!: string;
  @ApiProperty({ enum: HOUSES }) house!: string;
  @ApiProperty({ type: 'integer' }) ships!: number;
  @ApiProperty({ enum: ['now', 'ifVictorious'] }) when!: string;
}

export class AgotListedMoveDto {
  @ApiProperty() to!: string;
  @ApiProperty({ type: [Number], description: 'Indexes into the origin’s units' }) units!: number[];
  @ApiProperty({ enum: ['move', 'attack', 'emptyEnemyPowerToken'] }) kind!: string;
  @ApiPropertyOptional({ type: [String], description: 'Sea areas of the ship-transport chain' }) via?: string[];
}

export class AgotListedMarchDto {
  @ApiProperty({ type: [AgotListedMoveDto] }) moves!: AgotListedMoveDto[];
  @ApiProperty({ type: AgotAttackDto, nullable: true, description: 'The move that starts a combat, and against whom' }) attack!: AgotAttackDto | null;
  @ApiProperty({ type: [AgotTokenDiscardedDto] }) powerTokensDiscarded!: AgotTokenDiscardedDto[];
  @ApiProperty({ description: 'The house may also leave a Power token in the (vacated, land) origin' }) canEstablishControl!: boolean;
}

export class AgotOrderUnitDto {
  @ApiProperty({ type: 'integer' }) index!: number;
  @ApiProperty({ enum: UNIT_TYPES }) type!: string;
  @ApiProperty() routed!: boolean;
}

export class AgotDestinationSummaryDto {
  @ApiProperty() to!: string;
  @ApiProperty({ enum: ['move', 'combat', 'neutralForce', 'emptyEnemyPowerToken'] }) kind!: string;
  @ApiProperty({ enum: HOUSES, nullable: true, type: 'string' }) against!: string | null;
  @ApiProperty({ type: [Number], description: 'The largest group that may go there in one legal march (most units, then most strength)' }) largest!: number[];
}

export class AgotUnitDestinationsDto {
  @ApiProperty({ type: 'integer' }) unit!: number;
  @ApiProperty({ type: [String] }) to!: string[];
}

export class AgotOrderMarchesDto {
  @ApiProperty() from!: string;
  @ApiProperty({ type: [AgotOrderUnitDto] }) units!: AgotOrderUnitDto[];
  @ApiProperty({ type: 'integer' }) count!: number;
  @ApiProperty({ type: [AgotListedMarchDto], description: 'Every legal march (identical units listed once; moving nothing not listed)' }) marches!: AgotListedMarchDto[];
  @ApiProperty({ type: [AgotDestinationSummaryDto] }) destinations!: AgotDestinationSummaryDto[];
  @ApiProperty({ type: [AgotUnitDestinationsDto] }) unitDestinations!: AgotUnitDestinationsDto[];
  @ApiPropertyOptional({ type: AgotMarchReasonDto, description: 'The Westeros card in force forbids this March +1 order: no march is listed' }) forbidden?: AgotMarchReasonDto;
}

/** A march's verdict (reasons, moves, attack, controlKept), every legal march of a house (kind marches), or the resolution of raids / consolidations. */
export class AgotMarchResultDto {
  @ApiPropertyOptional({ description: 'March and raids / consolidate' }) legal?: boolean;
  @ApiPropertyOptional({ enum: ['marches'], description: 'kind marches' }) kind?: string;
  @ApiPropertyOptional({ enum: HOUSES, description: 'kind marches' }) house?: string;
  @ApiPropertyOptional({ type: 'integer', description: 'kind marches: legal marches in all' }) count?: number;
  @ApiPropertyOptional({ type: [AgotOrderMarchesDto], description: 'kind marches: per March order of the house' }) orders?: AgotOrderMarchesDto[];
  @ApiPropertyOptional({ type: [AgotMarchReasonDto], description: 'March' }) reasons?: AgotMarchReasonDto[];
  @ApiPropertyOptional({ type: [AgotMoveResultDto], description: 'March' }) moves?: AgotMoveResultDto[];
  @ApiPropertyOptional({ type: AgotAttackDto, nullable: true, description: 'March: the move that starts a combat, if any' }) attack?: AgotAttackDto | null;
  @ApiPropertyOptional({ type: [AgotTokenDiscardedDto], description: 'March: enemy Power tokens discarded by moving into areas that held only them' }) powerTokensDiscarded?: AgotTokenDiscardedDto[];
  @ApiPropertyOptional({ description: 'March' }) controlKept?: boolean;
  @ApiPropertyOptional({ type: AgotPortCaptureDto, nullable: true, description: 'March: taking a land area whose port holds another house’s ships (replace them with own ships; the rest leave)' }) portCapture?: AgotPortCaptureDto | null;
  @ApiPropertyOptional({ type: [AgotRaidResultDto], description: 'Raids, one per step' }) raids?: AgotRaidResultDto[];
  @ApiPropertyOptional({ type: [AgotConsolidateResultDto], description: 'Consolidate Power, one per step' }) consolidate?: AgotConsolidateResultDto[];
  @ApiPropertyOptional({ type: AgotPowerDto, description: 'Power after the steps (houses given in power)' }) power?: AgotPowerDto;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Net Power change per house' }) powerChange?: Record<string, number>;
  @ApiPropertyOptional({ type: [AgotOrderLeftDto], description: 'Orders left on the board after the steps' }) ordersLeft?: AgotOrderLeftDto[];
}
