import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { JSONScalar as GraphQLJSON } from '../graphql/json.scalar.js';

@InputType('ScoringInput')
@ObjectType('Scoring')
export class ScoringDto {
  @Field() @ApiProperty({ example: 'win-draw-loss', description: 'A preset id from GET /v1/{system} (scoringPresets)' }) @IsString() @IsNotEmpty() preset!: string;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ description: "Points for a win (and a bye); default the preset's" }) @IsOptional() @IsInt() @Min(0) @Max(1000) win?: number;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ description: "Points for a draw; default the preset's" }) @IsOptional() @IsInt() @Min(0) @Max(1000) draw?: number;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ description: "Points for a loss; default the preset's" }) @IsOptional() @IsInt() @Min(0) @Max(1000) loss?: number;
}

@InputType('CreateTournamentInput')
export class CreateTournamentDto {
  @Field() @ApiProperty({ example: 'kow' }) @IsString() system!: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ example: 'kow-2e', description: "Default: the system's first rules version" }) @IsOptional() @IsString() rulesVersion?: string;
  @Field() @ApiProperty({ example: 'Clash of Kings heat' }) @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @Field(() => ScoringDto) @ApiProperty({ type: ScoringDto }) @ValidateNested() @Type(() => ScoringDto) @IsObject() scoring!: ScoringDto;
  @Field(() => Int) @ApiProperty({ minimum: 1, maximum: 20, description: 'How many rounds will be played' }) @IsInt() @Min(1) @Max(20) rounds!: number;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ enum: ['private', 'public'], default: 'private' }) @IsOptional() @IsIn(['private', 'public']) visibility?: 'private' | 'public';
  @Field({ nullable: true }) @ApiPropertyOptional({ description: "Seed of the first round's random draw; default a random one (shown on the tournament)" }) @IsOptional() @IsString() @MaxLength(200) seed?: string;
}

@InputType('AddPlayerInput')
export class AddPlayerDto {
  @Field() @ApiProperty({ example: 'Ana' }) @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ example: 'Dragon Slayers' }) @IsOptional() @IsString() @MaxLength(200) club?: string;
  @Field(() => GraphQLJSON, { nullable: true })
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: "The army list: the body of the system's armies/validate (checked there when the system serves it)" })
  @IsOptional()
  @IsObject()
  army?: Record<string, unknown>;
}

/** The plain result of a table, for systems whose scoring Arbiter does not serve. */
@InputType('FiguresInput')
export class FiguresDto {
  @Field(() => String) @ApiProperty({ enum: ['a', 'b', 'draw'], description: "a: the table's first player won; b: the second; draw" }) @IsIn(['a', 'b', 'draw']) winner!: 'a' | 'b' | 'draw';
  @Field(() => Int) @ApiProperty({ minimum: 0, description: "The first player's score (battle points, kill points …)" }) @IsInt() @Min(0) @Max(1_000_000) scoreA!: number;
  @Field(() => Int) @ApiProperty({ minimum: 0 }) @IsInt() @Min(0) @Max(1_000_000) scoreB!: number;
}

@ObjectType('TournamentPlayer')
export class TournamentPlayerDto {
  @Field(() => Int) @ApiProperty({ description: 'From 1, in registration order' }) id!: number;
  @Field() @ApiProperty() name!: string;
  @Field({ nullable: true }) @ApiPropertyOptional() club?: string;
  @Field(() => GraphQLJSON, { nullable: true }) @ApiPropertyOptional({ type: 'object', additionalProperties: true }) army?: Record<string, unknown>;
}

@ObjectType('TableOutcome')
export class OutcomeDto {
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ enum: ['a', 'b'], nullable: true, description: 'null: a draw' }) winner!: 'a' | 'b' | null;
  @Field(() => Int) @ApiProperty() scoreA!: number;
  @Field(() => Int) @ApiProperty() scoreB!: number;
  @Field(() => Int) @ApiProperty({ description: 'Tournament points of the first player' }) pointsA!: number;
  @Field(() => Int) @ApiProperty() pointsB!: number;
}

@ObjectType('TournamentTable')
export class TableDto {
  @Field(() => Int) @ApiProperty() round!: number;
  @Field(() => Int) @ApiProperty({ description: 'From 1, the top table first' }) table!: number;
  @Field(() => Int) @ApiProperty({ description: 'Player id' }) a!: number;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ nullable: true, description: 'null: a bye for a' }) b!: number | null;
  @Field(() => GraphQLJSON, { nullable: true }) @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true, description: 'The result as posted' }) result!: Record<string, unknown> | null;
  @Field(() => OutcomeDto, { nullable: true }) @ApiPropertyOptional({ type: OutcomeDto, nullable: true }) outcome!: OutcomeDto | null;
  @Field(() => Int) @ApiProperty({ description: '0 before a result; the result ETag is its quoted value' }) resultVersion!: number;
}

@ObjectType('TournamentRound')
export class RoundDto {
  @Field(() => Int) @ApiProperty() round!: number;
  @Field(() => [TableDto]) @ApiProperty({ type: [TableDto] }) tables!: TableDto[];
}

@ObjectType('Tournament')
export class TournamentDto {
  @Field(() => ID) @ApiProperty({ format: 'uuid' }) id!: string;
  @Field() @ApiProperty() system!: string;
  @Field() @ApiProperty() rulesVersion!: string;
  @Field() @ApiProperty() name!: string;
  @Field(() => ScoringDto) @ApiProperty({ type: ScoringDto, description: 'The preset with its points filled in' }) scoring!: ScoringDto;
  @Field(() => Int) @ApiProperty({ description: 'Rounds planned' }) rounds!: number;
  @Field() @ApiProperty({ enum: ['registration', 'running', 'finished'] }) status!: string;
  @Field() @ApiProperty({ enum: ['private', 'public'] }) visibility!: string;
  @Field() @ApiProperty() seed!: string;
  @Field(() => [TournamentPlayerDto]) @ApiProperty({ type: [TournamentPlayerDto] }) players!: TournamentPlayerDto[];
  @Field(() => [RoundDto]) @ApiProperty({ type: [RoundDto], description: 'The rounds paired so far' }) pairings!: RoundDto[];
  @Field(() => Int) @ApiProperty() version!: number;
  @Field(() => Int) @ApiProperty() eventCount!: number;
  @Field() @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @Field() @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

@ObjectType('TieBreakerValue')
export class TieBreakerValueDto {
  @Field() @ApiProperty({ enum: ['strengthOfSchedule', 'scoreDifference', 'scoreFor'] }) id!: string;
  @Field(() => Int) @ApiProperty() value!: number;
}

@ObjectType('Standing')
export class StandingDto {
  @Field(() => Int) @ApiProperty() rank!: number;
  @Field(() => Int) @ApiProperty() playerId!: number;
  @Field() @ApiProperty() name!: string;
  @Field(() => Int) @ApiProperty({ description: 'Tournament points' }) points!: number;
  @Field(() => Int) @ApiProperty() played!: number;
  @Field(() => Int) @ApiProperty() wins!: number;
  @Field(() => Int) @ApiProperty() draws!: number;
  @Field(() => Int) @ApiProperty() losses!: number;
  @Field(() => Int) @ApiProperty() byes!: number;
  @Field(() => Int) @ApiProperty() scoreFor!: number;
  @Field(() => Int) @ApiProperty() scoreAgainst!: number;
  @Field(() => [TieBreakerValueDto]) @ApiProperty({ type: [TieBreakerValueDto], description: "The preset's tie-breakers, in the order applied" }) tieBreakers!: TieBreakerValueDto[];
  @Field(() => [Int]) @ApiProperty({ type: [Number], description: 'Opponent player ids, round by round (byes omitted)' }) opponents!: number[];
}

@ObjectType('Standings')
export class StandingsDto {
  @Field(() => [StandingDto]) @ApiProperty({ type: [StandingDto] }) standings!: StandingDto[];
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'After tournament points, in order' }) tieBreakers!: string[];
}

@ObjectType('TournamentEvent')
export class TournamentEventDto {
  @Field(() => Int) @ApiProperty({ description: 'Gapless, from 1' }) seq!: number;
  @Field() @ApiProperty({ enum: ['tournament_created', 'player_added', 'round_paired', 'result_posted', 'result_corrected'] }) kind!: string;
  @Field(() => GraphQLJSON) @ApiProperty({ type: 'object', additionalProperties: true }) data!: Record<string, unknown>;
  @Field() @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ObjectType('TournamentEventPage')
export class TournamentEventPageDto {
  @Field(() => [TournamentEventDto]) @ApiProperty({ type: [TournamentEventDto] }) events!: TournamentEventDto[];
}

@ObjectType('ScoringPreset')
export class ScoringPresetDto {
  @Field() @ApiProperty() id!: string;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty() description!: string;
  @Field(() => Int) @ApiProperty() win!: number;
  @Field(() => Int) @ApiProperty() draw!: number;
  @Field(() => Int) @ApiProperty() loss!: number;
  @Field(() => [String]) @ApiProperty({ type: [String], enum: ['strengthOfSchedule', 'scoreDifference', 'scoreFor'], isArray: true }) tieBreakers!: string[];
  @Field() @ApiProperty({ enum: ['scenarios/score', 'figures'], description: "What a result is posted as: the body of the system's scenarios/score, or FiguresDto" }) resultBody!: string;
}
