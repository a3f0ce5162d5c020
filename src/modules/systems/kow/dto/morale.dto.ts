import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, Min, ValidateNested } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { KowPoseInDto } from './table.dto.js';
import { KowUnitDto } from './unit.dto.js';

export class KowInspiringSourceDto {
  @ApiProperty({ enum: ['inspiring', 'veryInspiring'] })
  @IsIn(['inspiring', 'veryInspiring'])
  rule!: 'inspiring' | 'veryInspiring';

  @ApiPropertyOptional({ minimum: 0, description: 'Closest-base distance to the tested unit, inches; or give unit and position (and the request position)', example: 5.5 })
  @IsOptional()
  @IsNumber()
  @Min(0)
  distance?: number;

  @ApiPropertyOptional({ type: () => KowUnitDto, description: 'The Inspiring unit (with position: the range is measured, option inspiringRange)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowUnitDto)
  unit?: KowUnitDto;

  @ApiPropertyOptional({ type: () => KowPoseInDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowPoseInDto)
  position?: KowPoseInDto;

  @ApiPropertyOptional({ description: 'An allied-contingent unit (cannot inspire)' })
  @IsOptional()
  @IsBoolean()
  allied?: boolean;
}

export class KowMoraleRequestDto extends RulesRequestDto {
  @ApiProperty({ type: () => KowUnitDto })
  @ValidateNested()
  @Type(() => KowUnitDto)
  unit!: KowUnitDto;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'All damage markers on the unit', example: 3 })
  @IsInt()
  @Min(0)
  damage!: number;

  @ApiPropertyOptional({ description: 'A Brutal unit caused the test (+1)' })
  @IsOptional()
  @IsBoolean()
  brutal?: boolean;

  @ApiPropertyOptional({ type: () => [KowInspiringSourceDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => KowInspiringSourceDto)
  inspiringSources?: KowInspiringSourceDto[];

  @ApiPropertyOptional({ enum: ['nerve', 'headstrong', 'regeneration'], default: 'nerve', description: 'headstrong: the start-of-turn D6 of a Wavering Headstrong unit; regeneration: the dice of Regeneration(n) on receiving an order (one per damage)' })
  @IsOptional()
  @IsIn(['nerve', 'headstrong', 'regeneration'])
  test?: 'nerve' | 'headstrong' | 'regeneration';

  @ApiPropertyOptional({ default: true, description: 'Headstrong: the unit starts its turn Wavering (false: no roll, NOT_WAVERING)' })
  @IsOptional()
  @IsBoolean()
  wavering?: boolean;

  @ApiPropertyOptional({ enum: ['contacted', 'surged'], description: 'Shooting phase: the unit was contacted by an enemy Surge move, or made one; the one named by option surgeNerveReferent takes no test' })
  @IsOptional()
  @IsIn(['contacted', 'surged'])
  surge?: 'contacted' | 'surged';

  @ApiPropertyOptional({ type: () => KowPoseInDto, description: 'Where the tested unit stands (for inspiringSources with positions)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowPoseInDto)
  position?: KowPoseInDto;
}

export class KowNoRollDto {
  @ApiProperty({ enum: ['NOT_WAVERING', 'SURGE_NO_NERVE_TEST'] }) code!: string;
  @ApiProperty() message!: string;
}

export class KowMoraleResultDto {
  @ApiPropertyOptional() inspired?: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Sampled modes: {result, total, rerolled, damageAfter} or {ignoresWavering}' }) outcome?: Record<string, unknown>;
  @ApiPropertyOptional() pSteady?: number;
  @ApiPropertyOptional() pWavering?: number;
  @ApiPropertyOptional() pRouted?: number;
  @ApiPropertyOptional({ description: 'Regeneration, exact mode: expected damage recovered' }) meanRecovered?: number;
  @ApiPropertyOptional({ type: () => KowNoRollDto, description: 'No dice rolled, and why' }) noRoll?: KowNoRollDto;
  @ApiPropertyOptional({ type: [Number], description: 'Inspiring sources with positions: the range measured, inches' }) inspiringDistances?: number[];
}
