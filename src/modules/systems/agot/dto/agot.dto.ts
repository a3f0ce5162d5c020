import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Max, Min, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { MAX_BOARD_AREAS } from './march.dto.js';

export class AgotSetupRequestDto extends RulesRequestDto {
  @ApiProperty({ minimum: 3, maximum: 6, example: 6, description: '3 to 6 players' })
  @IsInt()
  playerCount!: number;
}

export class AgotAreaSetupDto {
  @ApiProperty({ example: 'winterfell' }) id!: string;
  @ApiProperty({ enum: HOUSES, required: false }) owner?: string;
  @ApiProperty({ enum: ['footman', 'knight', 'ship', 'siegeEngine'], isArray: true, required: false }) units?: string[];
  @ApiProperty({ required: false }) garrison?: number;
  @ApiProperty({ required: false }) neutralForce?: number;
  @ApiProperty({ required: false, description: 'Impassable token (3 players)' }) blocked?: boolean;
}

export class AgotTracksDto {
  @ApiProperty({ enum: HOUSES, isArray: true }) ironThrone!: string[];
  @ApiProperty({ enum: HOUSES, isArray: true }) fiefdoms!: string[];
  @ApiProperty({ enum: HOUSES, isArray: true }) kingsCourt!: string[];
}

export class AgotDominanceDto {
  @ApiProperty({ enum: HOUSES }) ironThrone!: string;
  @ApiProperty({ enum: HOUSES }) valyrianBlade!: string;
  @ApiProperty({ enum: HOUSES }) messengerRaven!: string;
}

export class AgotDecksDto {
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'Westeros decks I, II, III, top card first' }) westeros!: string[][];
  @ApiProperty({ type: [String] }) wildling!: string[];
}

export class AgotSetupResultDto {
  @ApiProperty() playerCount!: number;
  @ApiProperty({ enum: HOUSES, isArray: true }) houses!: string[];
  @ApiProperty({ example: 1 }) round!: number;
  @ApiProperty({ example: 2 }) wildlingThreat!: number;
  @ApiProperty() tracks!: AgotTracksDto;
  @ApiProperty() dominance!: AgotDominanceDto;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } }) supply!: Record<string, number>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } }) victory!: Record<string, number>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } }) availablePower!: Record<string, number>;
  @ApiProperty({ type: [AgotAreaSetupDto] }) areas!: AgotAreaSetupDto[];
  @ApiProperty({ required: false, description: 'Seeded mode only' }) decks?: AgotDecksDto;
}

export class AgotHouseStandingDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: string;
  @ApiProperty({ type: [String], description: 'Areas the house controls (units or a Power token)', example: ['winterfell', 'white-harbor'] })
  @IsArray()
  @ArrayMaxSize(MAX_BOARD_AREAS)
  @IsString({ each: true })
  controlledAreas!: string[];
  @ApiProperty({ minimum: 0, maximum: 6 }) @IsInt() @Min(0) @Max(6) supply!: number;
  @ApiProperty({ minimum: 0, maximum: 20 }) @IsInt() @Min(0) @Max(20) availablePower!: number;
  @ApiProperty({ minimum: 1, maximum: 6, description: 'Iron Throne position, 1 = holder' }) @IsInt() @Min(1) @Max(6) ironThrone!: number;
}

export class AgotScoreRequestDto extends RulesRequestDto {
  @ApiProperty({ minimum: 1, maximum: 10 }) @IsInt() @Min(1) @Max(10) round!: number;
  @ApiProperty({ description: 'True once the Action phase of this round is over' }) @IsBoolean() roundComplete!: boolean;
  @ApiProperty({ type: [AgotHouseStandingDto] })
  @IsArray()
  @ArrayMinSize(3)
  @ArrayMaxSize(6)
  @ValidateNested({ each: true })
  @Type(() => AgotHouseStandingDto)
  houses!: AgotHouseStandingDto[];
}

export class AgotRankedDto {
  @ApiProperty({ enum: HOUSES }) house!: string;
  @ApiProperty() castles!: number;
  @ApiProperty() strongholds!: number;
  @ApiProperty() supply!: number;
  @ApiProperty() availablePower!: number;
  @ApiProperty() ironThrone!: number;
}

export class AgotDecidedByDto {
  @ApiProperty({ minimum: 1, maximum: 5 }) index!: number;
  @ApiProperty({ enum: ['castles', 'strongholds', 'supply', 'availablePower', 'ironThrone'] }) criterion!: string;
}

export class AgotScoreResultDto {
  @ApiProperty() ended!: boolean;
  @ApiProperty({ enum: ['sevenCastles', 'round10'], nullable: true }) reason!: string | null;
  @ApiProperty({ enum: HOUSES, nullable: true }) winner!: string | null;
  @ApiProperty({ type: [AgotRankedDto] }) ranking!: AgotRankedDto[];
  @ApiProperty({ type: AgotDecidedByDto, nullable: true }) decidedBy!: AgotDecidedByDto | null;
  @ApiProperty({ nullable: true }) margin!: number | null;
}
