import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { TRACKS } from '../../../../domain/systems/agot/combat-types.js';
import { HOUSES } from '../../../../domain/systems/agot/map-types.js';
import { TOB_IDS } from '../../../../domain/systems/agot/tides-of-battle.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { AgotAreaStateDto, AgotUnitDto, MAX_BOARD_AREAS } from './march.dto.js';

type HouseId = 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';

const TOB = TOB_IDS as unknown as string[];
type TobId = 'zero' | 'sword' | 'fortification' | 'two' | 'three' | 'skull';

export class AgotUpgradeChoiceDto {
  @ApiProperty({ minimum: 0, description: 'Index of the Footman in the side’s units, or in the supporting area’s units when `area` is given' }) @IsInt() @Min(0) @Max(19) unit!: number;
  @ApiPropertyOptional({ description: 'A supporting Baratheon area granted to this side', example: 'castle-black' }) @IsOptional() @IsString() area?: string;
}

/** The player's decisions for his House card's ability (docs/agot.md lists which card reads which). */
export class AgotCardChoicesDto {
  @ApiPropertyOptional({ description: "Tyrion Lannister (\"may\"): false declines to cancel the opponent's card (default: he cancels it and the opponent gives `replacement`)" }) @IsOptional() @IsBoolean() cancel?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Robb Stark, attacking and winning: the area the defeated defender retreats to; null: he lets the defender choose', example: 'castle-black' })
  @IsOptional()
  @IsString()
  retreatTo?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: "Cersei Lannister (winning, anywhere) or Queen of Thorns (adjacent): the area of the opponent's order to remove; null: he has none there" })
  @IsOptional()
  @IsString()
  removeOrder?: string | null;
  @ApiPropertyOptional({ type: AgotUpgradeChoiceDto, nullable: true, description: 'Renly Baratheon, winning: the Footman that becomes a Knight; null: not used' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AgotUpgradeChoiceDto)
  upgrade?: AgotUpgradeChoiceDto | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: "Patchface, after combat: the card discarded from the opponent's hand; null: not used", example: 'euron-crow-s-eye' })
  @IsOptional()
  @IsString()
  discardFromHand?: string | null;
  @ApiPropertyOptional({ enum: TRACKS, description: 'Doran Martell: the Influence track the opponent drops to the bottom of (required with Doran)' }) @IsOptional() @IsIn(TRACKS as unknown as string[]) track?: 'ironThrone' | 'fiefdoms' | 'kingsCourt';
}

export class AgotBladeRedrawDto {
  @ApiProperty({ enum: ['attacker', 'defender'], description: 'The Valyrian Steel Blade holder' }) @IsIn(['attacker', 'defender']) side!: 'attacker' | 'defender';
  @ApiPropertyOptional({ enum: TOB_IDS, isArray: true, description: 'First cards he throws back (default: any); the next card is kept' }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(TOB, { each: true }) on?: TobId[];
}

export class AgotTidesOfBattleDto {
  @ApiPropertyOptional({ enum: TOB_IDS, description: "The attacker's card (after any redraw); omitted: drawn" }) @IsOptional() @IsIn(TOB) attacker?: TobId;
  @ApiPropertyOptional({ enum: TOB_IDS, description: "The defender's card (after any redraw); omitted: drawn" }) @IsOptional() @IsIn(TOB) defender?: TobId;
  @ApiPropertyOptional({ enum: TOB_IDS, isArray: true, description: 'D10: the cards left in the deck before this combat; default the full 24' }) @IsOptional() @IsArray() @ArrayMaxSize(24) @IsIn(TOB, { each: true }) deck?: TobId[];
  @ApiPropertyOptional({ type: AgotBladeRedrawDto, description: 'D9: the Blade holder redraws his first card' }) @IsOptional() @ValidateNested() @Type(() => AgotBladeRedrawDto) bladeRedraw?: AgotBladeRedrawDto;
}

export class AgotCombatSideDto {
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: HouseId;
  @ApiProperty({ type: [AgotUnitDto], description: 'Units fighting in the embattled area' }) @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotUnitDto) units!: AgotUnitDto[];
  @ApiProperty({ description: 'House card id (see the catalogue), e.g. eddard-stark', example: 'eddard-stark' }) @IsString() card!: string;
  @ApiPropertyOptional({ description: 'Use the Valyrian Steel Blade (+1)' }) @IsOptional() @IsBoolean() blade?: boolean;
  @ApiPropertyOptional({ type: [String], description: "The house's whole discard pile before this combat (default empty)" }) @IsOptional() @IsArray() @ArrayMaxSize(7) @IsString({ each: true }) discard?: string[];
  @ApiPropertyOptional({ type: String, nullable: true, description: "The card played instead when the opponent's Tyrion cancels this side's card (null: none left in hand), or that Aeron Damphair is swapped for" })
  @IsOptional()
  @IsString()
  replacement?: string | null;
  @ApiPropertyOptional({ minimum: 0, maximum: 20, description: 'Available Power (checked when Aeron Damphair pays 2)' }) @IsOptional() @IsInt() @Min(0) @Max(20) availablePower?: number;
  @ApiPropertyOptional({ type: AgotCardChoicesDto }) @IsOptional() @ValidateNested() @Type(() => AgotCardChoicesDto) choices?: AgotCardChoicesDto;
  @ApiPropertyOptional({ type: [Number], description: 'Indexes into `units`: the units this house gives up first as casualties (default: Siege Engines, Footmen, Ships, Knights); never a routed unit' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsInt({ each: true })
  @Min(0, { each: true })
  casualtyOrder?: number[];
}

export class AgotAttackerDto extends AgotCombatSideDto {
  @ApiProperty({ description: 'The area the attackers marched from', example: 'winterfell' }) @IsString() from!: string;
  @ApiPropertyOptional({ minimum: -1, maximum: 1, description: 'March order modifier' }) @IsOptional() @IsInt() @Min(-1) @Max(1) marchModifier?: number;
}

export class AgotDefenderDto extends AgotCombatSideDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 2, description: 'Defense order bonus in the area' }) @IsOptional() @IsInt() @Min(1) @Max(2) defenseOrder?: number;
  @ApiPropertyOptional({ minimum: 1, description: 'The defender’s Garrison in the area' }) @IsOptional() @IsInt() @Min(1) garrison?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 6, description: 'The defender’s Supply track position: with `board`, retreats are checked against supply (L2132-2138)' }) @IsOptional() @IsInt() @Min(0) @Max(6) supplyLevel?: number;
  @ApiPropertyOptional({ description: 'Where the defender retreats if it loses: one of the legal destinations (L2126); its supply loss is applied (L2132-2138). Robb Stark’s choice takes its place', example: 'white-harbor' }) @IsOptional() @IsString() retreatTo?: string;
}

export class AgotSupportDto {
  @ApiProperty({ example: 'castle-black' }) @IsString() area!: string;
  @ApiProperty({ enum: HOUSES }) @IsIn(HOUSES as unknown as string[]) house!: HouseId;
  @ApiProperty({ type: [AgotUnitDto] }) @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => AgotUnitDto) units!: AgotUnitDto[];
  @ApiPropertyOptional({ description: 'Special Support order (+1)' }) @IsOptional() @IsBoolean() star?: boolean;
  @ApiProperty({ enum: ['attacker', 'defender', 'none'] }) @IsIn(['attacker', 'defender', 'none']) to!: 'attacker' | 'defender' | 'none';
  @ApiPropertyOptional({ description: 'The supporting house asks for the Valyrian Steel Blade: refused (422 BLADE_NOT_COMBATANT), only a combatant may use it' }) @IsOptional() @IsBoolean() blade?: boolean;
}

export class AgotValyrianBladeDto {
  @ApiPropertyOptional({ description: 'The Blade was already used this round (L1057-1061)' }) @IsOptional() @IsBoolean() used?: boolean;
}

export class AgotCombatRequestDto extends RulesRequestDto {
  @ApiProperty({ example: 'karhold', description: 'The embattled area' }) @IsString() area!: string;
  @ApiProperty({ type: AgotAttackerDto }) @ValidateNested() @Type(() => AgotAttackerDto) attacker!: AgotAttackerDto;
  @ApiProperty({ type: AgotDefenderDto }) @ValidateNested() @Type(() => AgotDefenderDto) defender!: AgotDefenderDto;
  @ApiPropertyOptional({ type: [AgotSupportDto] }) @IsOptional() @IsArray() @ArrayMaxSize(12) @ValidateNested({ each: true }) @Type(() => AgotSupportDto) supports?: AgotSupportDto[];
  @ApiProperty({ enum: HOUSES, isArray: true, description: 'Fiefdoms track, position 1 first (breaks ties)' }) @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) fiefdoms!: HouseId[];
  @ApiPropertyOptional({ enum: HOUSES, isArray: true, description: 'Iron Throne track, position 1 first (Stannis; order of card abilities)' }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) ironThrone?: HouseId[];
  @ApiPropertyOptional({ enum: HOUSES, isArray: true, description: "King's Court track, position 1 first (Doran Martell)" }) @IsOptional() @IsArray() @ArrayMaxSize(6) @IsIn(HOUSES as unknown as string[], { each: true }) kingsCourt?: HouseId[];
  @ApiPropertyOptional({ type: AgotTidesOfBattleDto, description: 'With options.tidesOfBattle: the cards drawn, or the deck to draw from' }) @IsOptional() @ValidateNested() @Type(() => AgotTidesOfBattleDto) tidesOfBattle?: AgotTidesOfBattleDto;
  @ApiPropertyOptional({ type: [AgotAreaStateDto], description: 'The rest of the board (areas not listed are empty): retreat destinations and supply, ship transport of the attackers, Support orders' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_BOARD_AREAS)
  @ValidateNested({ each: true })
  @Type(() => AgotAreaStateDto)
  board?: AgotAreaStateDto[];
  @ApiPropertyOptional({ type: AgotValyrianBladeDto, description: 'The Valyrian Steel Blade token (its holder is Fiefdoms position 1)' }) @IsOptional() @ValidateNested() @Type(() => AgotValyrianBladeDto) valyrianBlade?: AgotValyrianBladeDto;
}

export class AgotStrengthPartDto {
  @ApiProperty() source!: string;
  @ApiProperty() value!: number;
}

export class AgotSideStrengthDto {
  @ApiProperty() total!: number;
  @ApiProperty({ type: [AgotStrengthPartDto] }) parts!: AgotStrengthPartDto[];
}

export class AgotStrengthDto {
  @ApiProperty() attacker!: AgotSideStrengthDto;
  @ApiProperty() defender!: AgotSideStrengthDto;
}

const NULL_WHEN_UNDRAWN = 'null in exact mode while Tides of Battle cards are not drawn (see distribution)';
const objects = (properties: Record<string, { type: string }>) => ({ type: 'array' as const, items: { type: 'object' as const, properties } });

export class AgotCombatUnitDto {
  @ApiProperty({ description: 'Index in the side’s `units`' }) index!: number;
  @ApiProperty({ enum: ['footman', 'knight', 'ship', 'siegeEngine'] }) type!: string;
}

export class AgotDestroyedUnitDto extends AgotCombatUnitDto {
  @ApiProperty({ enum: ['attacker', 'defender'] }) side!: string;
  @ApiProperty({ enum: ['Swords', 'Skull', 'Mace Tyrell', 'SIEGE_ENGINE_CANNOT_RETREAT', 'ROUTED_CANNOT_RETREAT', 'NO_LEGAL_RETREAT', 'RETREAT_BREAKS_SUPPLY'] }) cause!: string;
}

export class AgotRetreatExclusionDto {
  @ApiProperty() area!: string;
  @ApiProperty({ enum: ['NOT_ADJACENT', 'ATTACKER_ORIGIN', 'ENEMY_UNITS', 'ENEMY_POWER_TOKEN', 'WRONG_AREA_KIND', 'NEUTRAL_FORCE', 'PORT_FULL', 'SUPPLY_EXCEEDED'] }) reason!: string;
}

export class AgotCombatRetreatDto {
  @ApiProperty({ enum: ['attacker', 'defender'] }) side!: string;
  @ApiProperty({ enum: HOUSES }) house!: string;
  @ApiProperty({ description: 'Survivors must leave the embattled area' }) mandatory!: boolean;
  @ApiProperty({ enum: HOUSES, nullable: true, description: 'Who picks the destination: the defeated defender, or the victor with Robb Stark; null for a defeated attacker (always home)' }) chosenBy!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The destination when fixed: the attacker's origin, Robb Stark's choice, the defender's retreatTo, or the only legal area" }) to!: string | null;
  @ApiProperty({ type: [String] }) legalDestinations!: string[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Retreating units destroyed first to fit supply, per legal destination' }) unitsLostPerDestination!: Record<string, number>;
  @ApiProperty({ type: [AgotRetreatExclusionDto] }) excluded!: AgotRetreatExclusionDto[];
  @ApiProperty({ type: [AgotCombatUnitDto], description: 'The units that retreat and are routed' }) routed!: AgotCombatUnitDto[];
  @ApiProperty({ description: 'Supply was checked (the request gave `board` and `defender.supplyLevel`)' }) supplyChecked!: boolean;
}

export class AgotPendingChoiceDto {
  @ApiProperty({ enum: ['attacker', 'defender'] }) side!: string;
  @ApiProperty({ enum: HOUSES, description: 'The house whose player chooses' }) house!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The House card whose ability waits; null for the defender’s own retreat destination' }) card!: string | null;
  @ApiProperty({ description: 'JSON pointer of the request field that carries the choice, e.g. /attacker/choices/removeOrder' }) field!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: 'array', nullable: true, items: {}, description: 'The legal values (null: the request lacks the state to list them, e.g. no board)' }) options!: unknown[] | null;
}

export class AgotCombatResultDto {
  @ApiProperty() strength!: AgotStrengthDto;
  @ApiProperty({ enum: HOUSES, nullable: true, description: NULL_WHEN_UNDRAWN }) victor!: string | null;
  @ApiProperty({ enum: ['attacker', 'defender'], nullable: true }) victorSide!: string | null;
  @ApiProperty({ nullable: true }) tieBrokenByFiefdoms!: boolean | null;
  @ApiProperty({ nullable: true, description: 'Units the defeated house loses in the embattled area to Swords' }) casualties!: number | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: { type: 'integer' }, description: 'Units each side loses to the opposing Tides of Battle Skull' }) skullCasualties!: Record<string, number> | null;
  @ApiProperty(objects({ side: { type: 'string' }, type: { type: 'string' } })) destroyedByCards!: Array<{ side: string; type: string }>;
  @ApiProperty({ type: AgotCombatRetreatDto, nullable: true, description: "The defeated side's retreat and routing (null while Tides of Battle cards are undrawn)" }) retreat!: AgotCombatRetreatDto | null;
  @ApiProperty({ type: [AgotDestroyedUnitDto], description: 'Every unit destroyed in this combat and why' }) unitsDestroyed!: AgotDestroyedUnitDto[];
  @ApiProperty({ nullable: true, description: 'The attackers move in (false when they lose, have no unit left, or Arianne Martell bars them)' }) attackersEnter!: boolean | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: "The attacker's March order: removed, or moved into the conquered area (Ser Loras Tyrell)" }) marchOrder!: Record<string, unknown> | null;
  @ApiProperty({ nullable: true }) garrisonRemoved!: boolean | null;
  @ApiProperty(objects({ area: { type: 'string' }, reason: { type: 'string' } })) excludedSupports!: Array<{ area: string; reason: string }>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string', nullable: true }, description: 'The House card in play for each side after Tyrion or Aeron' }) cardsPlayed!: Record<string, string | null>;
  @ApiProperty({ type: [String] }) cardsDiscarded!: string[];
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true, description: "Each house's hand and discard pile after the combat" }) hands!: Record<string, unknown> | null;
  @ApiProperty({ ...objects({ card: { type: 'string' }, effect: { type: 'string' } }), description: 'What each House card ability did' }) cardEffects!: Array<{ card: string; effect: string }>;
  @ApiProperty(objects({ area: { type: 'string' }, house: { type: 'string' }, by: { type: 'string' } })) ordersRemoved!: Array<{ area: string; house: string; by: string }>;
  @ApiProperty(objects({ house: { type: 'string' }, change: { type: 'integer' }, card: { type: 'string' } })) powerChanges!: Array<{ house: string; change: number; card: string }>;
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { track: { type: 'string' }, order: { type: 'array', items: { type: 'string' } } } } }) trackChanges!: Array<{ track: string; order: string[] }>;
  @ApiProperty(objects({ side: { type: 'string' }, area: { type: 'string' }, unit: { type: 'integer' }, from: { type: 'string' }, to: { type: 'string' } })) upgrades!: Array<Record<string, unknown>>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'boolean' } }) bladeUsed!: Record<string, boolean>;
  @ApiProperty({ type: [AgotPendingChoiceDto], description: 'Choices still awaited (House card abilities, the retreat destination), with their legal values; the request carries them to resolve' }) pending!: AgotPendingChoiceDto[];
  @ApiProperty({ description: 'Every ability applied and nothing left to choose (false while Tides of Battle cards are undrawn)' }) complete!: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'With Tides of Battle: each side’s card, or (exact, undrawn) `{drawn: false, outcomes[]}` with every draw and its probability' }) tidesOfBattle?: Record<string, unknown>;
}
