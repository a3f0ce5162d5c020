import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
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
}

export class AgotMarchRequestDto extends RulesRequestDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: string;
  @ApiProperty({ type: [AgotAreaStateDto], description: 'The areas that matter: units, orders, tokens' }) @IsArray() @ArrayMaxSize(58) @ValidateNested({ each: true }) @Type(() => AgotAreaStateDto) board!: AgotAreaStateDto[];
  @ApiProperty({ minimum: 0, maximum: 6 }) @IsInt() @Min(0) @Max(6) supplyLevel!: number;
  @ApiProperty({ minimum: 0, maximum: 20 }) @IsInt() @Min(0) @Max(20) availablePower!: number;
  @ApiProperty({ type: AgotMarchDto }) @ValidateNested() @Type(() => AgotMarchDto) march!: AgotMarchDto;
}

export class AgotMarchReasonDto {
  @ApiProperty({ enum: ['NO_MARCH_ORDER', 'UNIT_NOT_IN_ORIGIN', 'UNIT_ROUTED', 'NOT_ADJACENT', 'LAND_UNIT_TO_SEA', 'SHIP_TO_LAND', 'ENEMY_PORT', 'MULTIPLE_ATTACKS', 'IMPASSABLE_AREA', 'NEUTRAL_FORCE_TOO_STRONG', 'SUPPLY_EXCEEDED', 'PORT_FULL', 'CANNOT_ESTABLISH_CONTROL'] })
  code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'JSON pointer to the part of the request concerned' }) path!: string;
}

export class AgotMoveResultDto {
  @ApiProperty() to!: string;
  @ApiProperty({ enum: UNIT_TYPES, isArray: true }) units!: string[];
  @ApiProperty({ enum: ['move', 'attack'] }) kind!: string;
  @ApiPropertyOptional({ type: [String], description: 'Sea areas of the ship-transport chain' }) via?: string[];
}

export class AgotAttackDto {
  @ApiProperty() target!: string;
  @ApiProperty({ enum: ['combat', 'neutralForce'] }) kind!: string;
}

export class AgotMarchResultDto {
  @ApiProperty() legal!: boolean;
  @ApiProperty({ type: [AgotMarchReasonDto] }) reasons!: AgotMarchReasonDto[];
  @ApiProperty({ type: [AgotMoveResultDto] }) moves!: AgotMoveResultDto[];
  @ApiProperty({ type: AgotAttackDto, nullable: true, description: 'The move that starts a combat, if any' }) attack!: AgotAttackDto | null;
  @ApiProperty() controlKept!: boolean;
}
