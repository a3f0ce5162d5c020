import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
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

export class KowGameLengthDto {
  @ApiProperty({ enum: ['agreedTurns', 'timeLimit'], description: 'agreedTurns: an agreed number of turns each; timeLimit: play until the time is up, then until both players have had the same number of turns (L1280-1282)' })
  @IsIn(['agreedTurns', 'timeLimit'])
  mode!: 'agreedTurns' | 'timeLimit';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'agreedTurns: the turns each player plays' })
  @IsOptional()
  @IsInt()
  @Min(1)
  turns?: number;

  @ApiProperty({ type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2, description: 'The turns each player has had so far, in the order of players' })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @IsInt({ each: true })
  @Min(0, { each: true })
  turnsPlayed!: number[];

  @ApiPropertyOptional({ description: 'timeLimit: the time is up' })
  @IsOptional()
  @IsBoolean()
  timeUp?: boolean;
}

export class KowGameLengthResultDto {
  @ApiProperty({ enum: ['agreedTurns', 'timeLimit'] }) mode!: string;
  @ApiProperty({ description: 'The game is over: score it now' }) over!: boolean;
  @ApiProperty({ type: 'array', items: { type: 'integer' }, nullable: true, description: 'More turns each player still has, in the order of players (null: until the time is up)' }) turnsToPlay!: number[] | null;
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

  @ApiPropertyOptional({ type: () => KowGameLengthDto, description: 'A game to an agreed number of turns or a time limit: where it stands (instead of gameEndRoll)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowGameLengthDto)
  gameLength?: KowGameLengthDto;
}

export class KowScoringResultDto {
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, score: { type: 'integer' } } } }) scores!: Array<{ name: string; score: number }>;
  @ApiProperty({ type: 'integer' }) difference!: number;
  @ApiProperty() marginNeeded!: number;
  @ApiProperty({ type: 'string', nullable: true }) winner!: string | null;
  @ApiProperty() draw!: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) gameEnd?: Record<string, unknown>;
  @ApiPropertyOptional({ type: () => KowGameLengthResultDto, description: 'With gameLength: whether the game is over and the turns left' }) length?: KowGameLengthResultDto;
}
