import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { AgotAreaStateDto, AgotUnitDto } from './march.dto.js';

export class AgotBidDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';
  @ApiProperty({ minimum: 0 }) @IsInt() @Min(0) @Max(20) bid!: number;
  @ApiProperty({ minimum: 0 }) @IsInt() @Min(0) @Max(20) availablePower!: number;
}

export class AgotMoraleRequestDto extends RulesRequestDto {
  @ApiProperty({ enum: ['retreat', 'supplyReconcile', 'wildlingAttack'] }) @IsIn(['retreat', 'supplyReconcile', 'wildlingAttack']) kind!: 'retreat' | 'supplyReconcile' | 'wildlingAttack';
  @ApiPropertyOptional({ enum: HOUSES, description: 'retreat: the defeated house' }) @IsOptional() @IsIn(HOUSES as unknown as string[]) house?: 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';
  @ApiPropertyOptional({ type: [AgotAreaStateDto], description: 'retreat: the board after casualties' }) @IsOptional() @IsArray() @ArrayMaxSize(58) @ValidateNested({ each: true }) @Type(() => AgotAreaStateDto) board?: AgotAreaStateDto[];
  @ApiPropertyOptional({ description: 'retreat: where the combat was' }) @IsOptional() @IsString() embattledArea?: string;
  @ApiPropertyOptional({ description: 'retreat: where the attacker marched from' }) @IsOptional() @IsString() attackerOrigin?: string;
  @ApiPropertyOptional({ type: [AgotUnitDto], description: 'retreat: the defeated side’s surviving units' }) @IsOptional() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotUnitDto) survivors?: AgotUnitDto[];
  @ApiPropertyOptional({ type: [Number], description: 'supplyReconcile: units of the house in each area it occupies' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(58)
  @IsInt({ each: true })
  @Min(1, { each: true })
  unitsPerArea?: number[];
  @ApiPropertyOptional({ minimum: 0, maximum: 6 }) @IsOptional() @IsInt() @Min(0) @Max(6) supplyLevel?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 12, description: 'wildlingAttack: the threat (0, 2, … 12)' }) @IsOptional() @IsInt() @Min(0) @Max(12) threat?: number;
  @ApiPropertyOptional({ type: [AgotBidDto] }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotBidDto) bids?: AgotBidDto[];
  @ApiPropertyOptional({ description: 'The Wildling card drawn (see the catalogue)', example: "Rattleshirt's Raiders" }) @IsOptional() @IsString() card?: string;
}

export class AgotMoraleResultDto {
  @ApiProperty({ enum: ['retreat', 'supplyReconcile', 'wildlingAttack'] }) kind!: string;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { area: { type: 'string' }, lose: { type: 'integer' } } }, description: 'retreat: legal areas and units lost to supply there' })
  destinations?: Array<{ area: string; lose: number }>;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { area: { type: 'string' }, reason: { type: 'string' } } } }) excluded?: Array<{ area: string; reason: string }>;
  @ApiPropertyOptional({ type: [String] }) destroyed?: string[];
  @ApiPropertyOptional({ type: [String] }) routed?: string[];
  @ApiPropertyOptional() fits?: boolean;
  @ApiPropertyOptional() minimumDestroyed?: number;
  @ApiPropertyOptional({ type: [Number] }) armies?: number[];
  @ApiPropertyOptional({ type: [Number] }) supplyAllows?: number[];
  @ApiPropertyOptional() wildlingStrength?: number;
  @ApiPropertyOptional() nightsWatch?: number;
  @ApiPropertyOptional({ enum: ['nightsWatch', 'wildlings'] }) outcome?: string;
  @ApiPropertyOptional({ enum: HOUSES, nullable: true }) highestBidder?: string | null;
  @ApiPropertyOptional({ enum: HOUSES, nullable: true }) lowestBidder?: string | null;
  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: true, description: '{by: ironThroneHolder, among: [houses]} when bidders tie' }) tieDecisionRequired?: Record<string, unknown> | null;
  @ApiPropertyOptional() newThreat?: number;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer' } }) powerDiscarded?: Record<string, number>;
  @ApiPropertyOptional({ nullable: true }) card?: string | null;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { house: { type: 'string', nullable: true }, role: { type: 'string' }, effect: { type: 'string' } } } })
  effects?: Array<{ house: string | null; role: string; effect: string }>;
}
