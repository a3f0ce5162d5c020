import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

export class PlayerDto {
  @ApiProperty({ example: 'Alice' }) @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @ApiPropertyOptional({ example: 'Basilea', description: 'Army, faction or house' }) @IsOptional() @IsString() @MaxLength(200) faction?: string;
}

export class CreateGameDto {
  @ApiProperty({ example: 'kow', description: 'A system id from GET /v1/systems' }) @IsString() system!: string;
  @ApiPropertyOptional({ example: 'kow-2e', description: "Default: the system's first rules version" }) @IsOptional() @IsString() rulesVersion?: string;
  @ApiProperty({ example: 'Club night, table 3' }) @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @ApiProperty({ type: [PlayerDto] }) @IsArray() @ArrayMaxSize(16) @ValidateNested({ each: true }) @Type(() => PlayerDto) players!: PlayerDto[];
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The game state, free-form JSON' }) @IsObject() state!: Record<string, unknown>;
  @ApiPropertyOptional({ enum: ['private', 'public'], default: 'private', description: 'private: only the owning key sees it; public: anyone reads it, only the owner writes' }) @IsOptional() @IsIn(['private', 'public']) visibility?: 'private' | 'public';
}

export class ReplaceGameDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;
  @ApiPropertyOptional({ type: [PlayerDto] }) @IsOptional() @IsArray() @ArrayMaxSize(16) @ValidateNested({ each: true }) @Type(() => PlayerDto) players?: PlayerDto[];
  @ApiProperty({ type: 'object', additionalProperties: true }) @IsObject() state!: Record<string, unknown>;
  @ApiPropertyOptional({ enum: ['private', 'public'], default: 'private', description: 'private: only the owning key sees it; public: anyone reads it, only the owner writes' }) @IsOptional() @IsIn(['private', 'public']) visibility?: 'private' | 'public';
}

export class AppendEventDto {
  @ApiProperty({ enum: ['rules', 'note'], description: 'rules: a rules call (request and response); note: free text' })
  @IsIn(['rules', 'note'])
  kind!: 'rules' | 'note';

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'rules: {request, response}; note: {text}' })
  @IsObject()
  data!: Record<string, unknown>;
}

export class ListGamesQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() system?: string;
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) limit?: number;
  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page' }) @IsOptional() @IsString() cursor?: string;
}

export class ListEventsQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Only events with a larger sequence number' }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(Number.MAX_SAFE_INTEGER) after?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1000) limit?: number;
}

export class GameDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() system!: string;
  @ApiProperty() rulesVersion!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [PlayerDto] }) players!: PlayerDto[];
  @ApiProperty({ type: 'object', additionalProperties: true }) state!: Record<string, unknown>;
  @ApiProperty({ description: 'Increases by one on every replace; the ETag is its quoted value' }) version!: number;
  @ApiProperty() eventCount!: number;
  @ApiProperty({ enum: ['private', 'public'] }) visibility!: 'private' | 'public';
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class GamePageDto {
  @ApiProperty({ type: [GameDto] }) games!: GameDto[];
  @ApiPropertyOptional({ description: 'Pass as `cursor` for the next page; absent on the last page' }) nextCursor?: string;
}

export class GameEventDto {
  @ApiProperty({ format: 'uuid' }) gameId!: string;
  @ApiProperty({ description: 'Gapless, from 1, in append order' }) seq!: number;
  @ApiProperty({ enum: ['rules', 'note'] }) kind!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class GameEventPageDto {
  @ApiProperty({ type: [GameEventDto] }) events!: GameEventDto[];
}
