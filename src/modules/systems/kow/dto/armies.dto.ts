import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { HERO_SUBTYPES, SPELLS } from '../../../../domain/systems/kow/catalogue.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { KowUnitDto } from './unit.dto.js';

export class KowMountDto {
  @ApiPropertyOptional({ example: 'Horse' })
  @IsOptional()
  @IsString()
  name?: string;

  @ApiProperty({ enum: HERO_SUBTYPES })
  @IsIn([...HERO_SUBTYPES])
  type!: (typeof HERO_SUBTYPES)[number];
}

export class KowArmyUnitDto {
  @ApiProperty({ type: () => KowUnitDto })
  @ValidateNested()
  @Type(() => KowUnitDto)
  unit!: KowUnitDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Points of options (artefacts, spells)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  optionsPts?: number;

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: SPELLS.map((x) => x.id) }, description: 'Spells bought for this wizard' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  spells?: string[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: SPELLS.map((x) => x.id) }, description: "The spells the unit's army-list entry offers (needed with spells)" })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  spellsAvailable?: string[];

  @ApiPropertyOptional({ type: () => KowMountDto, description: "A Hero's chosen mount: the hero's heroSub must be the mount's type" })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowMountDto)
  mount?: KowMountDto;
}

export class KowContingentDto {
  @ApiProperty({ example: 'Elves' })
  @IsString()
  armyList!: string;

  @ApiProperty({ enum: ['Good', 'Evil', 'Neutral'] })
  @IsIn(['Good', 'Evil', 'Neutral'])
  alignment!: 'Good' | 'Evil' | 'Neutral';

  @ApiPropertyOptional({ description: 'An allied contingent' })
  @IsOptional()
  @IsBoolean()
  allied?: boolean;

  @ApiProperty({ type: () => [KowArmyUnitDto] })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => KowArmyUnitDto)
  units!: KowArmyUnitDto[];
}

export class KowArmyRequestDto extends RulesRequestDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 2000 })
  @IsInt()
  @Min(1)
  pointsLimit!: number;

  @ApiProperty({ type: () => [KowContingentDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => KowContingentDto)
  contingents!: KowContingentDto[];
}

export class KowViolationDto {
  @ApiProperty({ example: 'TROOP_ALLOWANCE_EXCEEDED' }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [String], description: 'JSON pointers of the units concerned' }) units!: string[];
}

export class KowArmyResultDto {
  @ApiProperty() valid!: boolean;
  @ApiProperty({ type: () => [KowViolationDto] }) violations!: KowViolationDto[];
  @ApiProperty({ type: 'integer' }) totalPoints!: number;
  @ApiProperty({ type: 'integer' }) countsAs!: number;
  @ApiProperty({ type: 'integer' }) alliedPoints!: number;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) contingents!: Array<Record<string, unknown>>;
}
