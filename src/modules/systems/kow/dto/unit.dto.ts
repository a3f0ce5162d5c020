import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { HERO_SUBTYPES, SIZE_CLASSES, SPECIAL_RULES, UNIT_TYPES } from '../../../../domain/systems/kow/catalogue.js';

export class KowSpecialRuleDto {
  @ApiProperty({ enum: SPECIAL_RULES.map((r) => r.id), description: 'Special rule id (see the catalogue `specialRules`)', example: 'crushingStrength' })
  @IsString()
  id!: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: '(n): an integer, a dice expression such as "D6+3" (Blast), or a unit name (Inspiring)', example: 1 })
  @IsOptional()
  value?: number | string;
}

export class KowNerveDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Waver value; null ("–") for Fearless', example: 14 })
  @ValidateIf((o: KowNerveDto) => o.waver !== null)
  @IsInt()
  @Min(2)
  waver!: number | null;

  @ApiProperty({ type: 'integer', description: 'Rout value', example: 16 })
  @IsInt()
  @Min(2)
  rout!: number;
}

export class KowBaseDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Base width, mm', example: 25 })
  @IsInt()
  @Min(1)
  w!: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Base depth, mm', example: 25 })
  @IsInt()
  @Min(1)
  d!: number;
}

/** A unit: a catalogue id, or a full inline stat line. */
export class KowUnitDto {
  @ApiPropertyOptional({ description: 'Catalogue profile id (see `profiles`); inline fields are then ignored except extra specialRules', example: 'elf-archers-regiment' })
  @IsOptional()
  @IsString()
  catalogueId?: string;

  @ApiPropertyOptional({ example: 'Elf Spearmen' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ enum: UNIT_TYPES })
  @IsOptional()
  @IsIn([...UNIT_TYPES])
  type?: (typeof UNIT_TYPES)[number];

  @ApiPropertyOptional({ enum: HERO_SUBTYPES, description: 'Required for a Hero: the type of its mount' })
  @IsOptional()
  @IsIn([...HERO_SUBTYPES])
  heroSub?: (typeof HERO_SUBTYPES)[number];

  @ApiPropertyOptional({ enum: SIZE_CLASSES })
  @IsOptional()
  @IsIn([...SIZE_CLASSES])
  size?: (typeof SIZE_CLASSES)[number];

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Speed, inches', example: 6 })
  @IsOptional()
  @IsInt()
  @Min(0)
  sp?: number;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 2, maximum: 6, description: 'Melee n+ (null = "–")', example: 4 })
  @IsOptional()
  @ValidateIf((o: KowUnitDto) => o.me !== null)
  @IsInt()
  @Min(2)
  @Max(6)
  me?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 2, maximum: 6, description: 'Ranged n+ (null = "–")', example: 4 })
  @IsOptional()
  @ValidateIf((o: KowUnitDto) => o.ra !== null)
  @IsInt()
  @Min(2)
  @Max(6)
  ra?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 2, maximum: 7, description: 'Defence n+', example: 4 })
  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(7)
  de?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Attacks', example: 10 })
  @IsOptional()
  @IsInt()
  @Min(0)
  att?: number;

  @ApiPropertyOptional({ type: () => KowNerveDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowNerveDto)
  ne?: KowNerveDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 150 })
  @IsOptional()
  @IsInt()
  @Min(0)
  pts?: number;

  @ApiPropertyOptional({ type: () => [KowSpecialRuleDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => KowSpecialRuleDto)
  specialRules?: KowSpecialRuleDto[];

  @ApiPropertyOptional({ description: 'Irregular (name marked *)' })
  @IsOptional()
  @IsBoolean()
  irregular?: boolean;

  @ApiPropertyOptional({ description: 'Living Legend (name marked [1])' })
  @IsOptional()
  @IsBoolean()
  livingLegend?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: "Overrides the type's height (e.g. Orclings 0)" })
  @IsOptional()
  @IsInt()
  @Min(0)
  height?: number;

  @ApiPropertyOptional({ type: () => KowBaseDto, description: "Overrides the type's standard base" })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowBaseDto)
  baseMm?: KowBaseDto;
}
