import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { AgotAreaStateDto, AgotUnitDto, MAX_BOARD_AREAS } from './march.dto.js';
import { AgotHouseChangeDto, AgotSecondAttackDto, AgotInfluenceTracksDto, AgotUnitRefDto, AgotWildlingChoiceDto, AgotWildlingHouseDto } from './wildlings.dto.js';
import { AgotDominanceHoldersDto, AgotRestrictionDto, AgotWaitingForDto, AgotWesterosCardDto, AgotWesterosDecisionsDto, AgotWesterosStepDto } from './westeros.dto.js';

const KINDS = ['retreat', 'supplyReconcile', 'wildlingAttack', 'influenceBid', 'influenceShift', 'westeros'];

export class AgotBidDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';
  @ApiProperty({ minimum: 0 }) @IsInt() @Min(0) @Max(20) bid!: number;
  @ApiProperty({ minimum: 0 }) @IsInt() @Min(0) @Max(20) availablePower!: number;
}

export class AgotMoraleRequestDto extends RulesRequestDto {
  @ApiProperty({ enum: KINDS, description: 'influenceBid: bidding on one Influence track; influenceShift: a house moved on a track outside bidding; westeros: the Westeros phase resolved on the given state' }) @IsIn(KINDS) kind!: 'retreat' | 'supplyReconcile' | 'wildlingAttack' | 'influenceBid' | 'influenceShift' | 'westeros';
  @ApiPropertyOptional({ enum: HOUSES, description: 'retreat: the defeated house; influenceShift: the house moved; supplyReconcile with a board: the house reconciled' }) @IsOptional() @IsIn(HOUSES as unknown as string[]) house?: 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';
  @ApiPropertyOptional({ type: [AgotAreaStateDto], description: 'retreat: the board after casualties; supplyReconcile (with house) and wildlingAttack: every unit of the houses concerned' }) @IsOptional() @IsArray() @ArrayMaxSize(MAX_BOARD_AREAS) @ValidateNested({ each: true }) @Type(() => AgotAreaStateDto) board?: AgotAreaStateDto[];
  @ApiPropertyOptional({ enum: ['attacker', 'defender'], description: 'retreat: the defeated defender (default: legal areas, supply) or the defeated attacker (back to attackerOrigin)' }) @IsOptional() @IsIn(['attacker', 'defender']) side?: 'attacker' | 'defender';
  @ApiPropertyOptional({ description: 'retreat (defender): where the house retreats, one of the legal destinations; that area’s supply loss is applied' }) @IsOptional() @IsString() retreatTo?: string;
  @ApiPropertyOptional({ description: 'retreat: where the combat was' }) @IsOptional() @IsString() embattledArea?: string;
  @ApiPropertyOptional({ description: 'retreat: where the attacker marched from' }) @IsOptional() @IsString() attackerOrigin?: string;
  @ApiPropertyOptional({ type: [AgotUnitDto], description: 'retreat: the defeated side’s surviving units' }) @IsOptional() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotUnitDto) survivors?: AgotUnitDto[];
  @ApiPropertyOptional({ type: [Number], description: 'supplyReconcile: units of the house in each area it occupies' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_BOARD_AREAS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  unitsPerArea?: number[];
  @ApiPropertyOptional({ minimum: 0, maximum: 6 }) @IsOptional() @IsInt() @Min(0) @Max(6) supplyLevel?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 12, description: 'wildlingAttack: the threat (0, 2, … 12); westeros: the threat when the phase starts' }) @IsOptional() @IsInt() @Min(0) @Max(12) threat?: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 10, description: 'westeros: the round marker when the phase starts (10: the game ends instead)' }) @IsOptional() @IsInt() @Min(1) @Max(10) round?: number;
  @ApiPropertyOptional({ type: [AgotWesterosCardDto], description: 'westeros: the cards revealed, one per deck in deck order' }) @IsOptional() @IsArray() @ArrayMaxSize(3) @ValidateNested({ each: true }) @Type(() => AgotWesterosCardDto) cards?: AgotWesterosCardDto[];
  @ApiPropertyOptional({ type: AgotWesterosDecisionsDto, description: 'westeros: the decisions of the players and Dominance holders the cards ask for' }) @IsOptional() @ValidateNested() @Type(() => AgotWesterosDecisionsDto) decisions?: AgotWesterosDecisionsDto;
  @ApiPropertyOptional({ type: [AgotBidDto] }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotBidDto) bids?: AgotBidDto[];
  @ApiPropertyOptional({ description: 'The Wildling card drawn (see the catalogue)', example: "Rattleshirt's Raiders" }) @IsOptional() @IsString() card?: string;
  @ApiPropertyOptional({ enum: ['ironThrone', 'fiefdoms', 'kingsCourt'], description: 'influenceBid: the track bid on' }) @IsOptional() @IsIn(['ironThrone', 'fiefdoms', 'kingsCourt']) track?: 'ironThrone' | 'fiefdoms' | 'kingsCourt';
  @ApiPropertyOptional({ enum: HOUSES, description: 'influenceBid: the Iron Throne holder, who places tied houses (for the Iron Throne track, the outgoing holder)' }) @IsOptional() @IsIn(HOUSES as unknown as string[]) ironThroneHolder?: string;
  @ApiPropertyOptional({ enum: HOUSES, isArray: true, description: "influenceBid: the holder's order for tied houses" }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) tieOrder?: string[];
  @ApiPropertyOptional({ enum: HOUSES, isArray: true, description: 'influenceShift: the track as it stands, position 1 first' }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) order?: string[];
  @ApiPropertyOptional({ minimum: 1, maximum: 6, description: 'influenceShift: the position `house` moves to' }) @IsOptional() @IsInt() @Min(1) @Max(6) to?: number;
  @ApiPropertyOptional({ type: [AgotUnitRefDto], description: 'supplyReconcile (with house and board): the units the house proposes to destroy' }) @IsOptional() @IsArray() @ArrayMaxSize(30) @ValidateNested({ each: true }) @Type(() => AgotUnitRefDto) removal?: AgotUnitRefDto[];
  @ApiPropertyOptional({ type: [AgotWildlingHouseDto], description: 'wildlingAttack: supply, hand and discard pile of the houses the card needs them for; westeros: every house in the game with its available Power' }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotWildlingHouseDto) houses?: AgotWildlingHouseDto[];
  @ApiPropertyOptional({ type: AgotInfluenceTracksDto, description: 'wildlingAttack: the Influence tracks (A King Beyond the Wall, Preemptive Raid; the Iron Throne track gives turn order)' }) @IsOptional() @ValidateNested() @Type(() => AgotInfluenceTracksDto) tracks?: AgotInfluenceTracksDto;
  @ApiPropertyOptional({ type: [AgotWildlingChoiceDto], description: "wildlingAttack: the table's choices, one entry per house" }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotWildlingChoiceDto) choices?: AgotWildlingChoiceDto[];
  @ApiPropertyOptional({ enum: HOUSES, description: 'wildlingAttack: when bidders tie for highest or lowest, the house the Iron Throne holder singles out' }) @IsOptional() @IsIn(HOUSES as unknown as string[]) tieDecision?: string;
  @ApiPropertyOptional({ type: AgotSecondAttackDto, description: 'wildlingAttack, Preemptive Raid won by the Night’s Watch: the second attack' }) @IsOptional() @ValidateNested() @Type(() => AgotSecondAttackDto) secondAttack?: AgotSecondAttackDto;
}

export class AgotMoraleResultDto {
  @ApiProperty({ enum: KINDS }) kind!: string;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { area: { type: 'string' }, lose: { type: 'integer' } } }, description: 'retreat: legal areas and units lost to supply there' })
  destinations?: Array<{ area: string; lose: number }>;
  @ApiPropertyOptional({ enum: ['attacker', 'defender'], description: 'retreat: whose retreat' }) side?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'retreat: the destination when fixed (the attacker’s origin, retreatTo, or the only legal area)' }) to?: string | null;
  @ApiPropertyOptional({ type: [Number], nullable: true, description: 'retreat: indexes into `survivors` destroyed first to fit supply (L2132-2138); null while the destination, not chosen yet, decides how many' }) lostToSupply?: number[] | null;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { area: { type: 'string' }, reason: { type: 'string' } } } }) excluded?: Array<{ area: string; reason: string }>;
  @ApiPropertyOptional({ type: [String] }) destroyed?: string[];
  @ApiPropertyOptional({ type: [String] }) routed?: string[];
  @ApiPropertyOptional() fits?: boolean;
  @ApiPropertyOptional() minimumDestroyed?: number;
  @ApiPropertyOptional({ type: [Number] }) armies?: number[];
  @ApiPropertyOptional({ type: [Number] }) supplyAllows?: number[];
  @ApiPropertyOptional() wildlingStrength?: number;
  @ApiPropertyOptional() nightsWatch?: number;
  @ApiPropertyOptional({ enum: ['nightsWatch', 'wildlings'] }) outcome?: string;
  @ApiPropertyOptional({ enum: HOUSES, nullable: true }) highestBidder?: string | null;
  @ApiPropertyOptional({ enum: HOUSES, nullable: true }) lowestBidder?: string | null;
  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: true, description: 'wildlingAttack: {by, among} when bidders tie; influenceBid: {by, ties: [{bid, among}]} still to order' }) tieDecisionRequired?: Record<string, unknown> | null;
  @ApiPropertyOptional() newThreat?: number;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer' } }) powerDiscarded?: Record<string, number>;
  @ApiPropertyOptional({ nullable: true }) card?: string | null;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { house: { type: 'string', nullable: true }, role: { type: 'string' }, effect: { type: 'string' } } } })
  effects?: Array<{ house: string | null; role: string; effect: string }>;
  @ApiPropertyOptional({ type: [String], description: 'wildlingAttack: the order the consequences were applied in (D12)' }) sequence?: string[];
  @ApiPropertyOptional({ enum: ['ironThrone', 'fiefdoms', 'kingsCourt'] }) track?: string;
  @ApiPropertyOptional({ type: [String], nullable: true, description: 'influenceBid / influenceShift: the track, position 1 first (null while a tie awaits the holder)' }) order?: string[] | null;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer' }, nullable: true }) positions?: Record<string, number> | null;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', additionalProperties: true } }) ties?: unknown[];
  @ApiPropertyOptional({ enum: HOUSES }) tiesDecidedBy?: string;
  @ApiPropertyOptional({ type: 'object', properties: { token: { type: 'string' }, holder: { type: 'string', nullable: true } } }) dominance?: { token: string; holder: string | null };
  @ApiPropertyOptional({ type: 'integer' }) powerToPool?: number;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer' } }) powerLeft?: Record<string, number>;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { house: { type: 'string' }, from: { type: 'integer' }, to: { type: 'integer' } } } }) moved?: Array<{ house: string; from: number; to: number }>;
  @ApiPropertyOptional({ enum: HOUSES, nullable: true, description: 'influenceShift: the new holder of the Dominance token, when position 1 changed' }) dominancePassesTo?: string | null;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { area: { type: 'string' }, index: { type: 'integer' }, units: { type: 'integer' }, minLoss: { type: 'integer' }, maxLoss: { type: 'integer' } } }, description: 'supplyReconcile: armies that lose units in some minimal removal (minLoss > 0: in every one)' })
  armiesToReduce?: unknown[];
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { code: { type: 'string', enum: ['ARMY_TOO_LARGE', 'TOO_MANY_ARMIES', 'MORE_THAN_NEEDED'] }, message: { type: 'string' }, areas: { type: 'array', items: { type: 'string' } }, missing: { type: 'integer' } } } })
  shortfalls?: unknown[];
  @ApiPropertyOptional({ type: 'object', properties: { legal: { type: 'boolean' }, destroyed: { type: 'integer' }, minimal: { type: 'boolean' }, shortfalls: { type: 'array', items: { type: 'object', additionalProperties: true } }, armiesAfter: { type: 'array', items: { type: 'object', additionalProperties: true } } }, description: 'supplyReconcile: the verdict on the proposed removal' })
  removal?: Record<string, unknown>;
  @ApiPropertyOptional({ type: [AgotHouseChangeDto], description: 'wildlingAttack: what the card changes for each house, in the order applied' }) changes?: AgotHouseChangeDto[];
  @ApiPropertyOptional({ description: 'wildlingAttack: every change applied (no tie, choice or state missing, no illegal choice); westeros: every step resolved' }) complete?: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer' }, description: 'wildlingAttack: available Power after bids and card' }) powerAfter?: Record<string, number>;
  @ApiPropertyOptional({ type: [AgotWildlingHouseDto], description: 'wildlingAttack: the houses as given, after the card; westeros: every house after the phase' }) housesAfter?: AgotWildlingHouseDto[];
  @ApiPropertyOptional({ type: AgotInfluenceTracksDto, description: 'wildlingAttack: the Influence tracks after the card' }) tracks?: AgotInfluenceTracksDto;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'array', items: { type: 'object', properties: { area: { type: 'string' }, units: { type: 'array', items: { type: 'string' } } } } }, description: 'wildlingAttack: each house’s units after the card' })
  unitsAfter?: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'wildlingAttack: the Preemptive Raid second attack, with the same fields' }) secondAttack?: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'westeros: the round the marker shows after the phase' }) round?: number | null;
  @ApiPropertyOptional({ description: 'westeros: the marker stood on 10, the game ends' }) gameEnds?: boolean;
  @ApiPropertyOptional({ type: [AgotWesterosStepDto], description: 'westeros: every step in the order resolved' }) steps?: AgotWesterosStepDto[];
  @ApiPropertyOptional({ type: AgotWaitingForDto, nullable: true, description: 'westeros: the first step still waiting, and what it needs' }) waitingFor?: AgotWaitingForDto | null;
  @ApiPropertyOptional({ type: [AgotRestrictionDto], description: 'westeros: the order restrictions for this round’s Planning phase' }) restrictions?: AgotRestrictionDto[];
  @ApiPropertyOptional({ type: AgotDominanceHoldersDto, description: 'westeros: the Dominance token holders after the phase' }) dominanceHolders?: AgotDominanceHoldersDto;
  @ApiPropertyOptional({ type: [AgotAreaStateDto], description: 'westeros: the board after the phase' }) boardAfter?: AgotAreaStateDto[];
}
