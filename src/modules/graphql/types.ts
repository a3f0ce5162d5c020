import { ScoringPresetDto } from '../tournaments/tournaments.dto.js';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from './json.scalar.js';

@ObjectType('CapabilityStatus')
export class CapabilityStatusType {
  @Field() served!: boolean;
  @Field() path!: string;
}

@ObjectType('Capabilities')
export class CapabilitiesType {
  @Field(() => CapabilityStatusType) attacks!: CapabilityStatusType;
  @Field(() => CapabilityStatusType) charges!: CapabilityStatusType;
  @Field(() => CapabilityStatusType) morale!: CapabilityStatusType;
  @Field(() => CapabilityStatusType) armies!: CapabilityStatusType;
  @Field(() => CapabilityStatusType) terrain!: CapabilityStatusType;
  @Field(() => CapabilityStatusType) scoring!: CapabilityStatusType;
}

@ObjectType('System')
export class SystemType {
  @Field() id!: string;
  @Field() name!: string;
  @Field(() => [String]) rulesVersions!: string[];
  @Field() defaultRulesVersion!: string;
  @Field(() => CapabilitiesType) capabilities!: CapabilitiesType;
  @Field(() => JSONScalar, { nullable: true, description: 'Engine decisions per served capability' }) options?: unknown;
  @Field(() => JSONScalar, { nullable: true, description: 'Built-in data from the seeds' }) catalogue?: unknown;
  @Field(() => [ScoringPresetDto], { nullable: true, description: 'Tournament scoring presets (one system only)' }) scoringPresets?: ScoringPresetDto[];
}

@ObjectType('ExplanationStep')
export class ExplanationStepType {
  @Field() rule!: string;
  @Field() cite!: string;
  @Field() text!: string;
}

@ObjectType('Roll')
export class RollType {
  @Field() purpose!: string;
  @Field() die!: string;
  @Field(() => Int) value!: number;
  @Field() rerolled!: boolean;
}

@ObjectType('RulesResponse')
export class RulesResponseType {
  @Field() system!: string;
  @Field() rulesVersion!: string;
  @Field(() => JSONScalar) result!: unknown;
  @Field(() => JSONScalar, { nullable: true }) distribution?: unknown;
  @Field(() => [RollType], { nullable: true }) rolls?: RollType[];
  @Field(() => [Int], { nullable: true }) unusedRolls?: number[];
  @Field(() => [ExplanationStepType]) explanation!: ExplanationStepType[];
}

@ObjectType('Player')
export class PlayerType {
  @Field() name!: string;
  @Field({ nullable: true }) faction?: string;
}

@ObjectType('Game')
export class GameType {
  @Field() id!: string;
  @Field() system!: string;
  @Field() rulesVersion!: string;
  @Field() name!: string;
  @Field(() => [PlayerType]) players!: PlayerType[];
  @Field(() => JSONScalar) state!: unknown;
  @Field(() => Int) version!: number;
  @Field(() => Int) eventCount!: number;
  @Field() visibility!: string;
  @Field() createdAt!: string;
  @Field() updatedAt!: string;
}

@ObjectType('GamePage')
export class GamePageType {
  @Field(() => [GameType]) games!: GameType[];
  @Field({ nullable: true }) nextCursor?: string;
}

@ObjectType('GameEvent')
export class GameEventType {
  @Field() gameId!: string;
  @Field(() => Int) seq!: number;
  @Field() kind!: string;
  @Field(() => JSONScalar) data!: unknown;
  @Field() createdAt!: string;
}
