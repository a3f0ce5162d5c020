import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { AgotUnitDto } from './march.dto.js';

type HouseId = 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';

export class AgotCombatSideDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: HouseId;
  @ApiProperty({ type: [AgotUnitDto], description: 'Units fighting in the embattled area' }) @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotUnitDto) units!: AgotUnitDto[];
  @ApiProperty({ description: 'House card id (see the catalogue), e.g. eddard-stark', example: 'eddard-stark' }) @IsString() card!: string;
  @ApiPropertyOptional({ description: 'Use the Valyrian Steel Blade (+1)' }) @IsOptional() @IsBoolean() blade?: boolean;
  @ApiPropertyOptional({ type: [String], description: 'Card ids in the discard pile' }) @IsOptional() @IsArray() @ArrayMaxSize(7) @IsString({ each: true }) discard?: string[];
}

export class AgotAttackerDto extends AgotCombatSideDto {
  @ApiProperty({ description: 'The area the attackers marched from', example: 'winterfell' }) @IsString() from!: string;
  @ApiPropertyOptional({ minimum: -1, maximum: 1, description: 'March order modifier' }) @IsOptional() @IsInt() @Min(-1) @Max(1) marchModifier?: number;
}

export class AgotDefenderDto extends AgotCombatSideDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 2, description: 'Defense order bonus in the area' }) @IsOptional() @IsInt() @Min(1) @Max(2) defenseOrder?: number;
  @ApiPropertyOptional({ minimum: 1, description: 'The defender’s Garrison in the area' }) @IsOptional() @IsInt() @Min(1) garrison?: number;
}

export class AgotSupportDto {
  @ApiProperty({ example: 'castle-black' }) @IsString() area!: string;
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: HouseId;
  @ApiProperty({ type: [AgotUnitDto] }) @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotUnitDto) units!: AgotUnitDto[];
  @ApiPropertyOptional({ description: 'Special Support order (+1)' }) @IsOptional() @IsBoolean() star?: boolean;
  @ApiProperty({ enum: ['attacker', 'defender', 'none'] }) @IsIn(['attacker', 'defender', 'none']) to!: 'attacker' | 'defender' | 'none';
}

export class AgotCombatRequestDto extends RulesRequestDto {
  @ApiProperty({ example: 'karhold', description: 'The embattled area' }) @IsString() area!: string;
  @ApiProperty({ type: AgotAttackerDto }) @ValidateNested() @Type(() => AgotAttackerDto) attacker!: AgotAttackerDto;
  @ApiProperty({ type: AgotDefenderDto }) @ValidateNested() @Type(() => AgotDefenderDto) defender!: AgotDefenderDto;
  @ApiPropertyOptional({ type: [AgotSupportDto] }) @IsOptional() @IsArray() @ArrayMaxSize(12) @ValidateNested({ each: true }) @Type(() => AgotSupportDto) supports?: AgotSupportDto[];
  @ApiProperty({ enum: HOUSES, isArray: true, description: 'Fiefdoms track, position 1 first (breaks ties)' }) @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) fiefdoms!: HouseId[];
  @ApiPropertyOptional({ enum: HOUSES, isArray: true, description: 'Iron Throne track, position 1 first' }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) ironThrone?: HouseId[];
}

export class AgotStrengthPartDto {
  @ApiProperty() source!: string;
  @ApiProperty() value!: number;
}

export class AgotSideStrengthDto {
  @ApiProperty() total!: number;
  @ApiProperty({ type: [AgotStrengthPartDto] }) parts!: AgotStrengthPartDto[];
}

export class AgotStrengthDto {
  @ApiProperty() attacker!: AgotSideStrengthDto;
  @ApiProperty() defender!: AgotSideStrengthDto;
}

export class AgotCombatResultDto {
  @ApiProperty() strength!: AgotStrengthDto;
  @ApiProperty({ enum: HOUSES }) victor!: string;
  @ApiProperty({ enum: ['attacker', 'defender'] }) victorSide!: string;
  @ApiProperty() tieBrokenByFiefdoms!: boolean;
  @ApiProperty({ description: 'Units the defeated house loses in the embattled area' }) casualties!: number;
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { side: { type: 'string' }, type: { type: 'string' } } } }) destroyedByCards!: Array<{ side: string; type: string }>;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Attacker: back to its origin; defender: see morale/test kind retreat' }) retreat!: Record<string, unknown>;
  @ApiProperty() garrisonRemoved!: boolean;
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { area: { type: 'string' }, reason: { type: 'string' } } } }) excludedSupports!: Array<{ area: string; reason: string }>;
  @ApiProperty({ type: [String] }) cardsDiscarded!: string[];
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { card: { type: 'string' }, effect: { type: 'string' } } }, description: 'Abilities for the table to apply' }) cardEffects!: Array<{ card: string; effect: string }>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'boolean' } }) bladeUsed!: Record<string, boolean>;
}
