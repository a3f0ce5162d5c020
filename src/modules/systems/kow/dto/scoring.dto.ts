import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';

export class KowRoutedUnitDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  name?: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  @IsInt()
  @Min(0)
  pts!: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Options bought for the unit' })
  @IsOptional()
  @IsInt()
  @Min(0)
  optionsPts?: number;
}

export class KowPlayerScoreDto {
  @ApiProperty({ example: 'Alice' })
  @IsString()
  name!: string;

  @ApiProperty({ type: () => [KowRoutedUnitDto], description: 'Enemy units this player routed' })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => KowRoutedUnitDto)
  routedEnemies!: KowRoutedUnitDto[];
}

export class KowScoringRequestDto extends RulesRequestDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 2000 })
  @IsInt()
  @Min(1)
  pointsLimit!: number;

  @ApiProperty({ type: () => [KowPlayerScoreDto], minItems: 2, maxItems: 2 })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @ValidateNested({ each: true })
  @Type(() => KowPlayerScoreDto)
  players!: KowPlayerScoreDto[];

  @ApiPropertyOptional({ description: 'Also roll (or give the odds of) the end-of-turn-6 D6' })
  @IsOptional()
  @IsBoolean()
  gameEndRoll?: boolean;
}

export class KowScoringResultDto {
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, score: { type: 'integer' } } } }) scores!: Array<{ name: string; score: number }>;
  @ApiProperty({ type: 'integer' }) difference!: number;
  @ApiProperty() marginNeeded!: number;
  @ApiProperty({ type: 'string', nullable: true }) winner!: string | null;
  @ApiProperty() draw!: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) gameEnd?: Record<string, unknown>;
}
