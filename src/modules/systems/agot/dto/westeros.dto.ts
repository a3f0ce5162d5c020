import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
import { WESTEROS_CARD_IDS } from '../../../../domain/systems/agot/westeros/deck.js';
import { PUT_TO_THE_SWORD_CHOICES } from '../../../../domain/systems/agot/westeros/restrictions.js';
import { AgotMusterDto } from './armies.dto.js';
import { AgotSecondAttackDto, AgotUnitRefDto, AgotWildlingChoiceDto } from './wildlings.dto.js';

type HouseId = 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';
type CardId = (typeof WESTEROS_CARD_IDS)[number];
const H = HOUSES as unknown as string[];

/** A Westeros card revealed; Winter Is Coming also names the cards drawn after the reshuffle. */
export class AgotWesterosCardDto {
  @ApiProperty({ enum: [1, 2, 3], description: 'The deck: I, II or III' }) @IsIn([1, 2, 3]) deck!: 1 | 2 | 3;
  @ApiProperty({ enum: WESTEROS_CARD_IDS, description: 'The card (catalogue westerosCards)' }) @IsIn(WESTEROS_CARD_IDS) card!: CardId;
  @ApiPropertyOptional({ enum: WESTEROS_CARD_IDS, isArray: true, description: 'Winter Is Coming: the card drawn after shuffling this deck, and the next if that is Winter Is Coming again' }) @IsOptional() @IsArray() @ArrayMaxSize(10) @IsIn(WESTEROS_CARD_IDS, { each: true }) drawn?: CardId[];
}

export class AgotHouseBidDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(H) house!: HouseId;
  @ApiProperty({ minimum: 0, maximum: 20 }) @IsInt() @Min(0) @Max(20) bid!: number;
}

export class AgotSupplyDecisionDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(H) house!: HouseId;
  @ApiProperty({ type: [AgotUnitRefDto], description: 'The units destroyed so the armies fit the new Supply' }) @IsArray() @ArrayMaxSize(30) @ValidateNested({ each: true }) @Type(() => AgotUnitRefDto) destroy!: AgotUnitRefDto[];
}

export class AgotMusterDecisionDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(H) house!: HouseId;
  @ApiProperty({ type: [AgotMusterDto], description: 'The plan, area by area (empty: musters nothing)' }) @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotMusterDto) areas!: AgotMusterDto[];
}

export class AgotTrackBidsDto {
  @ApiPropertyOptional({ type: [AgotHouseBidDto] }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotHouseBidDto) ironThrone?: AgotHouseBidDto[];
  @ApiPropertyOptional({ type: [AgotHouseBidDto] }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotHouseBidDto) fiefdoms?: AgotHouseBidDto[];
  @ApiPropertyOptional({ type: [AgotHouseBidDto] }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotHouseBidDto) kingsCourt?: AgotHouseBidDto[];
}

export class AgotTieOrdersDto {
  @ApiPropertyOptional({ enum: HOUSES, isArray: true }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(H, { each: true }) ironThrone?: HouseId[];
  @ApiPropertyOptional({ enum: HOUSES, isArray: true }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(H, { each: true }) fiefdoms?: HouseId[];
  @ApiPropertyOptional({ enum: HOUSES, isArray: true }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(H, { each: true }) kingsCourt?: HouseId[];
}

/** One Wildling attack of the phase (in the order they happen): the bids, the Wildling card drawn, the table's choices. */
export class AgotPhaseWildlingAttackDto {
  @ApiProperty({ type: [AgotHouseBidDto], description: 'One bid from every house, from its available Power' }) @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotHouseBidDto) bids!: AgotHouseBidDto[];
  @ApiPropertyOptional({ description: 'The Wildling card drawn' }) @IsOptional() @IsString() card?: string;
  @ApiPropertyOptional({ type: [AgotWildlingChoiceDto] }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotWildlingChoiceDto) choices?: AgotWildlingChoiceDto[];
  @ApiPropertyOptional({ enum: HOUSES, description: 'The Iron Throne holder’s pick when bidders tie' }) @IsOptional() @IsIn(H) tieDecision?: HouseId;
  @ApiPropertyOptional({ type: AgotSecondAttackDto, description: 'Preemptive Raid won by the Night’s Watch: the second attack' }) @IsOptional() @ValidateNested() @Type(() => AgotSecondAttackDto) secondAttack?: AgotSecondAttackDto;
}

/** What the table decided for the cards of the phase; each is read only by the card that needs it. */
export class AgotWesterosDecisionsDto {
  @ApiPropertyOptional({ enum: ['muster', 'supply', 'none'], description: 'A Throne of Blades: the Iron Throne holder’s choice' }) @IsOptional() @IsIn(['muster', 'supply', 'none']) throneOfBlades?: 'muster' | 'supply' | 'none';
  @ApiPropertyOptional({ enum: ['clashOfKings', 'gameOfThrones', 'none'], description: 'Dark Wings, Dark Words: the Messenger Raven holder’s choice' }) @IsOptional() @IsIn(['clashOfKings', 'gameOfThrones', 'none']) darkWings?: 'clashOfKings' | 'gameOfThrones' | 'none';
  @ApiPropertyOptional({ enum: PUT_TO_THE_SWORD_CHOICES, description: 'Put to the Sword: the Valyrian Steel Blade holder’s choice' }) @IsOptional() @IsIn([...PUT_TO_THE_SWORD_CHOICES]) putToTheSword?: 'noMarchPlusOne' | 'noDefense' | 'none';
  @ApiPropertyOptional({ type: [AgotSupplyDecisionDto], description: 'Supply: the units each house destroys to fit its new level' }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotSupplyDecisionDto) supply?: AgotSupplyDecisionDto[];
  @ApiPropertyOptional({ type: [AgotMusterDecisionDto], description: 'Mustering: each house’s plan' }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotMusterDecisionDto) muster?: AgotMusterDecisionDto[];
  @ApiPropertyOptional({ type: AgotTrackBidsDto, description: 'Clash of Kings: the bids on each track' }) @IsOptional() @ValidateNested() @Type(() => AgotTrackBidsDto) bids?: AgotTrackBidsDto;
  @ApiPropertyOptional({ type: AgotTieOrdersDto, description: 'Clash of Kings: the Iron Throne holder’s order for tied bidders, per track' }) @IsOptional() @ValidateNested() @Type(() => AgotTieOrdersDto) tieOrder?: AgotTieOrdersDto;
  @ApiPropertyOptional({ type: [AgotPhaseWildlingAttackDto], description: 'The Wildling attacks, in the order they happen' }) @IsOptional() @IsArray() @ArrayMaxSize(6) @ValidateNested({ each: true }) @Type(() => AgotPhaseWildlingAttackDto) wildlingAttacks?: AgotPhaseWildlingAttackDto[];
}

// —— results ——

export class AgotRequiredDto {
  @ApiProperty({ description: 'JSON pointer of the request field to give' }) field!: string;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ enum: HOUSES, description: 'Who decides' }) by?: string;
  @ApiPropertyOptional({ type: 'integer' }) count?: number;
  @ApiPropertyOptional({ type: 'array', items: {}, description: 'The legal options' }) options?: unknown[];
}

export class AgotChooserDto {
  @ApiProperty({ enum: HOUSES }) house!: string;
  @ApiProperty({ enum: ['Iron Throne', 'Messenger Raven', 'Valyrian Steel Blade'] }) token!: string;
}

export class AgotWesterosChangeDto {
  @ApiProperty({ enum: HOUSES }) house!: string;
  @ApiProperty({ enum: ['applied', 'nothing', 'pending', 'illegal'] }) status!: string;
  @ApiPropertyOptional({ type: 'object', properties: { from: { type: 'integer' }, to: { type: 'integer' } } }) supply?: { from: number; to: number };
  @ApiPropertyOptional({ type: 'object', properties: { from: { type: 'integer' }, to: { type: 'integer' }, lostToPool: { type: 'integer' } }, description: 'available Power; lostToPool: what the Power Pool could not give' }) power?: { from: number; to: number; lostToPool: number };
  @ApiPropertyOptional({ type: [AgotUnitRefDto] }) destroyed?: AgotUnitRefDto[];
  @ApiPropertyOptional({ type: [AgotMusterDto] }) mustered?: AgotMusterDto[];
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Supply: the reconciliation still owed (as supplyReconcile)' }) reconcile?: Record<string, unknown>;
  @ApiPropertyOptional({ type: AgotRequiredDto }) required?: AgotRequiredDto;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, path: { type: 'string' } } } }) reasons?: Array<{ code: string; message: string; path: string }>;
}

export class AgotWesterosStepDto {
  @ApiProperty({ enum: ['round', 'wildlingTrack', 'card', 'wildlingAttack'] }) step!: string;
  @ApiProperty({ enum: ['applied', 'nothing', 'pending', 'illegal', 'undecided', 'notReached'] }) status!: string;
  @ApiProperty() cite!: string;
  @ApiPropertyOptional({ enum: [1, 2, 3] }) deck?: number;
  @ApiPropertyOptional({ enum: WESTEROS_CARD_IDS }) card?: string;
  @ApiPropertyOptional({ enum: WESTEROS_CARD_IDS, description: 'Winter Is Coming: the card drawn in its place' }) drawn?: string;
  @ApiPropertyOptional({ type: AgotChooserDto }) chooser?: AgotChooserDto;
  @ApiPropertyOptional() choice?: string;
  @ApiPropertyOptional({ type: [AgotWesterosChangeDto] }) changes?: AgotWesterosChangeDto[];
  @ApiPropertyOptional({ type: AgotRequiredDto }) required?: AgotRequiredDto;
  @ApiPropertyOptional({ enum: ['noMarchPlusOne', 'noDefense', 'noRaid', 'noConsolidate', 'noSupport'], nullable: true }) restriction?: string | null;
  @ApiPropertyOptional({ type: 'integer', description: 'round / wildlingTrack: the marker or threat before' }) from?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'round / wildlingTrack: the marker or threat after' }) to?: number;
  @ApiPropertyOptional({ description: 'round: the marker stood on 10, the game ends' }) gameEnds?: boolean;
  @ApiPropertyOptional({ type: 'integer', description: 'wildlingTrack: the Wildling icons counted' }) icons?: number;
  @ApiPropertyOptional({ enum: ['threatTwelve', 'card'], description: 'wildlingAttack: the threat reached 12, or a Wildlings Attack card' }) trigger?: string;
  @ApiPropertyOptional({ type: 'integer', description: 'wildlingAttack waiting for its bids: the Wildlings’ strength' }) strength?: number;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'wildlingAttack: the attack, as kind wildlingAttack answers it' }) attack?: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Clash of Kings: each track bid (order, ties, tiesDecidedBy, dominance, powerToPool)' }) bidding?: unknown[];
}

export class AgotWaitingForDto {
  @ApiProperty({ type: 'integer', description: 'Index of the step in steps' }) step!: number;
  @ApiProperty({ enum: ['pending', 'illegal', 'undecided'] }) status!: string;
  @ApiPropertyOptional({ type: AgotRequiredDto }) required?: AgotRequiredDto;
}

export class AgotRestrictionDto {
  @ApiProperty({ enum: WESTEROS_CARD_IDS }) card!: string;
  @ApiProperty({ enum: ['noMarchPlusOne', 'noDefense', 'noRaid', 'noConsolidate', 'noSupport'], nullable: true }) restriction!: string | null;
  @ApiProperty({ description: 'The westerosCard to give armies/validate and charges/check' }) westerosCard!: string;
  @ApiPropertyOptional({ description: 'And its westerosChoice (Put to the Sword)' }) westerosChoice?: string;
}

export class AgotDominanceHoldersDto {
  @ApiProperty({ enum: HOUSES }) ironThrone!: string;
  @ApiProperty({ enum: HOUSES }) valyrianBlade!: string;
  @ApiProperty({ enum: HOUSES }) messengerRaven!: string;
}
