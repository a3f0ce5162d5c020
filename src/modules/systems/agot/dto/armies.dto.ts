import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
import { PUT_TO_THE_SWORD_CHOICES, RESTRICTION_CARDS } from '../../../../domain/systems/agot/westeros/restrictions.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { AgotAreaStateDto, MAX_BOARD_AREAS } from './march.dto.js';

const UNIT_TYPES = ['footman', 'knight', 'ship', 'siegeEngine'];

export class AgotMusterUnitDto {
  @ApiProperty({ enum: UNIT_TYPES }) @IsIn(UNIT_TYPES) type!: 'footman' | 'knight' | 'ship' | 'siegeEngine';
  @ApiPropertyOptional({ description: 'Replace a Footman already in the area (1 point)' }) @IsOptional() @IsBoolean() upgrade?: boolean;
  @ApiPropertyOptional({ description: 'Ships: the port or adjacent sea area to place it in' }) @IsOptional() @IsString() to?: string;
}

export class AgotMusterDto {
  @ApiProperty({ example: 'winterfell' }) @IsString() area!: string;
  @ApiProperty({ type: [AgotMusterUnitDto] }) @IsArray() @ArrayMaxSize(4) @ValidateNested({ each: true }) @Type(() => AgotMusterUnitDto) units!: AgotMusterUnitDto[];
}

export class AgotArmyTracksDto {
  @ApiPropertyOptional({ enum: HOUSES, isArray: true }) @IsOptional() @IsArray() @ArrayMaxSize(12) @IsIn(HOUSES as unknown as string[], { each: true }) ironThrone?: string[];
  @ApiPropertyOptional({ enum: HOUSES, isArray: true }) @IsOptional() @IsArray() @ArrayMaxSize(12) @IsIn(HOUSES as unknown as string[], { each: true }) fiefdoms?: string[];
  @ApiPropertyOptional({ enum: HOUSES, isArray: true }) @IsOptional() @IsArray() @ArrayMaxSize(12) @IsIn(HOUSES as unknown as string[], { each: true }) kingsCourt?: string[];
}

export class AgotArmyRequestDto extends RulesRequestDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: string;
  @ApiPropertyOptional({ minimum: 3, maximum: 6, default: 6 }) @IsOptional() @IsInt() @Min(3) @Max(6) playerCount?: number;
  @ApiProperty({ type: [AgotAreaStateDto] }) @IsArray() @ArrayMaxSize(MAX_BOARD_AREAS) @ValidateNested({ each: true }) @Type(() => AgotAreaStateDto) board!: AgotAreaStateDto[];
  @ApiProperty({ minimum: 0, maximum: 99, description: 'Supply track position; outside 0..6 is reported as TRACK_POSITION_INVALID' }) @IsInt() @Min(0) @Max(99) supplyLevel!: number;
  @ApiProperty({ minimum: 0, maximum: 20 }) @IsInt() @Min(0) @Max(20) availablePower!: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 20 }) @IsOptional() @IsInt() @Min(0) @Max(20) bidPower?: number;
  @ApiPropertyOptional({ type: () => AgotArmyTracksDto, description: 'Influence tracks to check, position 1 first' }) @IsOptional() @ValidateNested() @Type(() => AgotArmyTracksDto) tracks?: AgotArmyTracksDto;
  @ApiPropertyOptional({ minimum: 1, maximum: 6, description: 'King’s Court position (special-order limit); without it up to 3' }) @IsOptional() @IsInt() @Min(1) @Max(6) kingsCourtPosition?: number;
  @ApiPropertyOptional({ description: 'Planning phase: check orders (one per area with units, token inventory, stars)' }) @IsOptional() @IsBoolean() checkOrders?: boolean;
  @ApiPropertyOptional({ enum: RESTRICTION_CARDS, description: 'The deck III Westeros card in force this round: with checkOrders, every order it forbids is a violation with its own code (MARCH_PLUS_ONE_FORBIDDEN, DEFENSE_FORBIDDEN, RAID_FORBIDDEN, CONSOLIDATE_FORBIDDEN, SUPPORT_FORBIDDEN)' })
  @IsOptional()
  @IsIn([...RESTRICTION_CARDS])
  westerosCard?: 'rainsOfAutumn' | 'stormOfSwords' | 'seaOfStorms' | 'feastForCrows' | 'webOfLies' | 'putToTheSword';
  @ApiPropertyOptional({ enum: PUT_TO_THE_SWORD_CHOICES, description: 'westerosCard putToTheSword: the Valyrian Steel Blade holder’s choice' }) @IsOptional() @IsIn([...PUT_TO_THE_SWORD_CHOICES]) westerosChoice?: 'noMarchPlusOne' | 'noDefense' | 'none';
  @ApiPropertyOptional({ enum: ['rainsOfAutumn', 'stormOfSwords', 'seaOfStorms', 'feastForCrows', 'webOfLies'], description: 'The former name of westerosCard (the five cards without a choice)' })
  @IsOptional()
  @IsIn(['rainsOfAutumn', 'stormOfSwords', 'seaOfStorms', 'feastForCrows', 'webOfLies'])
  westerosBan?: 'rainsOfAutumn' | 'stormOfSwords' | 'seaOfStorms' | 'feastForCrows' | 'webOfLies';
  @ApiPropertyOptional({ type: [AgotMusterDto] }) @IsOptional() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotMusterDto) muster?: AgotMusterDto[];
}

export class AgotViolationDto {
  @ApiProperty({ example: 'SUPPLY_ARMY_TOO_LARGE' }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty() path!: string;
}

export class AgotUnitTotalsDto {
  @ApiProperty() footman!: number;
  @ApiProperty() knight!: number;
  @ApiProperty() ship!: number;
  @ApiProperty() siegeEngine!: number;
}

export class AgotArmyResultDto {
  @ApiProperty() valid!: boolean;
  @ApiProperty({ type: [AgotViolationDto] }) violations!: AgotViolationDto[];
  @ApiProperty({ type: AgotUnitTotalsDto }) units!: AgotUnitTotalsDto;
  @ApiProperty({ type: [Number], description: 'Army sizes, largest first' }) armies!: number[];
  @ApiProperty({ type: [Number], description: 'What the supply level allows' }) supplyAllows!: number[];
}
