import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';

const UNIT_TYPES = ['footman', 'knight', 'ship', 'siegeEngine'];
const TRACK_IDS = ['ironThrone', 'fiefdoms', 'kingsCourt'];
type HouseId = 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';

/** One unit named by its area and type (a removal, or a card's choice of units). */
export class AgotUnitRefDto {
  @ApiProperty({ example: 'winterfell' }) @IsString() area!: string;
  @ApiProperty({ enum: UNIT_TYPES }) @IsIn(UNIT_TYPES) type!: 'footman' | 'knight' | 'ship' | 'siegeEngine';
}

export class AgotWildlingHouseDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: HouseId;
  @ApiPropertyOptional({ minimum: 0, maximum: 6, description: "Supply track position (Rattleshirt's Raiders; the Westeros phase's Mustering)" }) @IsOptional() @IsInt() @Min(0) @Max(6) supplyLevel?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 20, description: 'westeros: available Power (required there); the Wildling attack reads it from its bids' }) @IsOptional() @IsInt() @Min(0) @Max(20) availablePower?: number;
  @ApiPropertyOptional({ type: [String], description: 'House card ids in hand (Massing on the Milkwater)' }) @IsOptional() @IsArray() @ArrayMaxSize(7) @IsString({ each: true }) hand?: string[];
  @ApiPropertyOptional({ type: [String], description: 'House card ids in the discard pile (Massing on the Milkwater, Mammoth Riders)' }) @IsOptional() @IsArray() @ArrayMaxSize(7) @IsString({ each: true }) discards?: string[];
}

export class AgotInfluenceTracksDto {
  @ApiProperty({ enum: HOUSES, isArray: true, description: 'position 1 first' }) @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) ironThrone!: HouseId[];
  @ApiProperty({ enum: HOUSES, isArray: true }) @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) fiefdoms!: HouseId[];
  @ApiProperty({ enum: HOUSES, isArray: true }) @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) kingsCourt!: HouseId[];
}

/** What the table decided for one house; a field the card does not take for that house is a 400. */
export class AgotWildlingChoiceDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: HouseId;
  @ApiPropertyOptional({ type: [AgotUnitRefDto], description: "Units destroyed: Mammoth Riders, The Horde Descends, Preemptive Raid (option destroy), Rattleshirt's Raiders (armies over the new supply)" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => AgotUnitRefDto)
  destroy?: AgotUnitRefDto[];
  @ApiPropertyOptional({ type: [AgotUnitRefDto], description: 'Crow Killers: the Knights affected in order (Footmen go to the first while available), or the Footmen that become Knights' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => AgotUnitRefDto)
  replace?: AgotUnitRefDto[];
  @ApiPropertyOptional({ enum: ['destroy', 'influence'], description: 'Preemptive Raid, lowest bidder' }) @IsOptional() @IsIn(['destroy', 'influence']) option?: 'destroy' | 'influence';
  @ApiPropertyOptional({ enum: TRACK_IDS, description: 'A King Beyond the Wall; Preemptive Raid when the highest tracks tie' }) @IsOptional() @IsIn(TRACK_IDS) track?: 'ironThrone' | 'fiefdoms' | 'kingsCourt';
  @ApiPropertyOptional({ description: 'Massing on the Milkwater, everyone else: the House card discarded' }) @IsOptional() @IsString() discard?: string;
  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'Mammoth Riders, highest bidder: the card taken back (null declines)' }) @ValidateIf((o: AgotWildlingChoiceDto) => o.retrieve !== undefined && o.retrieve !== null) @IsString() retrieve?: string | null;
  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'The Horde Descends, highest bidder: the Castle or Stronghold area mustered in (null declines)' }) @ValidateIf((o: AgotWildlingChoiceDto) => o.muster !== undefined && o.muster !== null) @IsString() muster?: string | null;
}

export class AgotSecondBidDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: HouseId;
  @ApiProperty({ minimum: 0, description: 'From the Power left after the first bid' }) @IsInt() @Min(0) @Max(20) bid!: number;
}

/** Preemptive Raid won by the Night's Watch: the second attack at strength 6, without the highest bidder. */
export class AgotSecondAttackDto {
  @ApiProperty({ type: [AgotSecondBidDto] }) @IsArray() @ArrayMaxSize(5) @ValidateNested({ each: true }) @Type(() => AgotSecondBidDto) bids!: AgotSecondBidDto[];
  @ApiPropertyOptional({ description: 'The Wildling card drawn for the second attack' }) @IsOptional() @IsString() card?: string;
  @ApiPropertyOptional({ type: [AgotWildlingChoiceDto] }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotWildlingChoiceDto) choices?: AgotWildlingChoiceDto[];
  @ApiPropertyOptional({ enum: HOUSES }) @IsOptional() @IsIn(HOUSES as unknown as string[]) tieDecision?: HouseId;
}

export class AgotHouseChangeDto {
  @ApiProperty({ enum: HOUSES }) house!: string;
  @ApiProperty({ description: 'highest bidder, lowest bidder, other (or the tie still open)' }) role!: string;
  @ApiProperty({ enum: ['applied', 'nothing', 'pending', 'illegal', 'undecided'], description: 'pending: a choice or part of the state is missing (see required); illegal: the choice breaks the card (see reasons); undecided: the Iron Throne holder must break a tie' })
  status!: string;
  @ApiPropertyOptional({ type: 'object', properties: { from: { type: 'integer' }, to: { type: 'integer' } } }) supply?: { from: number; to: number };
  @ApiPropertyOptional({ type: 'object', properties: { from: { type: 'integer' }, to: { type: 'integer' } }, description: 'available Power' }) power?: { from: number; to: number };
  @ApiPropertyOptional({ type: [AgotUnitRefDto] }) destroyed?: AgotUnitRefDto[];
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { area: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } } } }) replaced?: Array<{ area: string; from: string; to: string }>;
  @ApiPropertyOptional({ type: [String] }) cardsDiscarded?: string[];
  @ApiPropertyOptional({ type: [String] }) cardsReturned?: string[];
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'object', properties: { from: { type: 'integer' }, to: { type: 'integer' } } }, description: 'positions on the Influence tracks moved' }) tracks?: Record<string, { from: number; to: number }>;
  @ApiPropertyOptional({ type: 'object', properties: { area: { type: 'string' }, points: { type: 'integer' } } }) muster?: { area: string; points: number };
  @ApiPropertyOptional({ description: 'Preemptive Raid: this house sits out the second attack' }) secondAttack?: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'the supply reconciliation still owed after a Supply drop' }) reconcile?: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' }, count: { type: 'integer' }, options: { type: 'array', items: {} } }, description: 'what is missing, with the legal options' })
  required?: { field: string; message: string; count?: number; options?: unknown[] };
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, path: { type: 'string' } } } }) reasons?: Array<{ code: string; message: string; path: string }>;
  @ApiProperty() cite!: string;
}
