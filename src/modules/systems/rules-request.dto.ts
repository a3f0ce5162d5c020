import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

/** `dice` of API.md §2: exact (default), seeded or given. */
export class DiceDto {
  @ApiProperty({ enum: ['exact', 'seeded', 'given'], default: 'exact', description: 'exact: full distribution; seeded: the server rolls from `seed`; given: your physical rolls' })
  @IsIn(['exact', 'seeded', 'given'])
  mode!: 'exact' | 'seeded' | 'given';

  @ApiPropertyOptional({ description: 'Required in seeded mode: any string; the same seed and request give the same rolls', example: 'game-42-turn-3' })
  @ValidateIf((o: DiceDto) => o.mode === 'seeded' || o.seed !== undefined)
  @IsString()
  @MaxLength(256)
  seed?: string;

  @ApiPropertyOptional({ type: [Number], description: 'Required in given mode: the die faces in the order the table rolls them (see the system catalogue for its steps)', example: [6, 4, 1, 3] })
  @ValidateIf((o: DiceDto) => o.mode === 'given' || o.rolls !== undefined)
  @IsArray()
  @ArrayMaxSize(10000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(100, { each: true })
  rolls?: number[];
}

/**
 * The fields every rules request may carry besides its payload. Each system's request DTOs
 * extend this class.
 */
export class RulesRequestDto {
  @ApiPropertyOptional({ description: "Rules version; default: the system's first" })
  @IsOptional()
  @IsString()
  rulesVersion?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'boolean' }, { type: 'number' }, { type: 'string' }] },
    description: "Engine decisions, by name (see the system catalogue's `options`); each has a documented default",
  })
  @IsOptional()
  @IsObject()
  options?: Record<string, boolean | number | string>;

  @ApiPropertyOptional({ type: () => DiceDto, description: 'Dice mode; default exact' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DiceDto)
  dice?: DiceDto;
}

export const diceSchemaRef = () => getSchemaPath(DiceDto);
