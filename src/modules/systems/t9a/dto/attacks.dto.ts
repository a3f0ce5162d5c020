import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { Enum, Int, Nested, NestedArray, Num, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptNum, OptOut, Out } from '../../dto-decorators.js';
import { T9aAttackGroupDto } from './group.dto.js';
import { T9aCombatRoundDto, T9aCombatRoundReportDto } from './combat.dto.js';
import { T9aRuleRefDto, T9aUnitDto } from './unit.dto.js';
import { T9aPointDto, T9aTerrainPolygonDto } from './charges.dto.js';
import { TROOP_TYPES } from '../../../../domain/systems/t9a/catalogue.js';

export class T9aFootprintDto {
  @Nested(() => T9aPointDto, { description: 'Footprint centre, inches' }) centre!: T9aPointDto;
  @Num(undefined, { description: 'Facing, degrees clockwise from +y', example: 0 }) facing!: number;
  @Num(0.1, { description: 'Frontage, inches' }) width!: number;
  @Num(0.1, { description: 'Depth, inches' }) depth!: number;
}

/** Another unit on the table, as cover between the shooter and its target (L1344-1368): its footprint and height (troop type, Large Target). */
export class T9aCoverUnitDto {
  @Nested(() => T9aPointDto, { description: 'Footprint centre, inches' }) centre!: T9aPointDto;
  @Num(undefined, { description: 'Facing, degrees clockwise from +y', example: 0 }) facing!: number;
  @Num(0.1, { description: 'Frontage, inches' }) width!: number;
  @Num(0.1, { description: 'Depth, inches' }) depth!: number;
  @OptEnum(TROOP_TYPES, { description: 'Troop type, for its height (L722-726); default infantry' }) troopType?: string;
  @OptNestedArray(() => T9aRuleRefDto, { description: 'Its special rules: largeTarget makes it Large' }) rules?: T9aRuleRefDto[];
}

export class T9aShotGeometryDto {
  @Nested(() => T9aFootprintDto, { description: 'The shooting unit; sight lines start at the middle of its front' }) shooter!: T9aFootprintDto;
  @Nested(() => T9aFootprintDto, { description: 'The target unit' }) target!: T9aFootprintDto;
  @OptNestedArray(() => T9aTerrainPolygonDto, { description: 'Terrain pieces: type and outline', maxItems: 100 }) @ArrayMaxSize(100) terrain?: T9aTerrainPolygonDto[];
  @OptNestedArray(() => T9aCoverUnitDto, { description: 'The other units on the table (friends, enemies, engaged or not): their models give cover by height (L1344-1368) and the taller block sight (L714-718)', maxItems: 30 }) @ArrayMaxSize(30) units?: T9aCoverUnitDto[];
}

export class T9aSpecialAttackDto {
  @Enum(['impactHits', 'stomp', 'breath', 'grinding', 'hellfire', 'lightning'], { description: 'Special attack (§3.10)' }) kind!: 'impactHits' | 'stomp' | 'breath' | 'grinding' | 'hellfire' | 'lightning';

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Hits: a number or dice expression ("D6", "D3+1"); default from the unit\'s rule', example: 'D6' })
  @IsOptional()
  @ValidateIf((o: T9aSpecialAttackDto) => o.value !== undefined)
  value?: number | string;

  @OptInt(0, 10, { description: 'Strength in brackets (Breath Weapon); overrides the profile S' }) strength?: number;
  @OptInt(0, 6, { description: 'Armour Piercing of the special attack' }) ap?: number;
  @OptNestedArray(() => T9aRuleRefDto, { description: 'Breath Weapon: the special rules in its brackets (L3136-3139), e.g. [{"id":"flamingAttacks"}]; served: flamingAttacks, magicalAttacks, holyAttacks, toxicAttacks, metalshifting, multipleWounds (X), armourPiercing (X), lethalStrike (not when shot)', maxItems: 10 }) @ArrayMaxSize(10) rules?: T9aRuleRefDto[];
  @OptBool('Breath Weapon: used as a shooting special attack (range 6", L3133-3135): Lethal Strike in its brackets does not apply, protections against shooting do (Force Shield, Gem of Fortune)') shooting?: boolean;
}

/** A unit on the table for placed artillery: its footprint and its models laid out rank by rank. */
export class T9aPlacedUnitDto {
  @Nested(() => T9aPointDto, { description: 'Footprint centre, inches' }) centre!: T9aPointDto;
  @Num(undefined, { description: 'Facing, degrees clockwise from +y', example: 0 }) facing!: number;
  @Num(0.1, { description: 'Frontage, inches' }) width!: number;
  @Num(0.1, { description: 'Depth, inches' }) depth!: number;
  @OptInt(1, 100, { description: 'Models per rank (L762-765); default: the target\'s files (units[0]), else width / baseWidth, else 1' }) files?: number;
  @OptInt(1, 1000, { description: 'Models in the formation, rank by rank from the front, the last rank centred; units[0]: the target\'s R&F left on the table and the characters placed in it (the default)' }) models?: number;
  @OptNum(0.1, { description: 'A base\'s width, inches (files × baseWidth = width); default width / files' }) baseWidth?: number;
  @OptNum(0.1, { description: 'A base\'s depth, inches (ranks × baseDepth = depth); default depth / ranks' }) baseDepth?: number;

  @ApiPropertyOptional({ type: 'array', items: { type: 'integer', minimum: 0, maximum: 999 }, maxItems: 5, description: 'units[0] only: the model each of combined.characters stands in (models numbered rank by rank from the front, left to right as the unit faces: 0 … files − 1 the front rank); the characters touched and their slots on a line are then worked out' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(999, { each: true })
  characters?: number[];
}

/** Artillery placed on the table (§3.11): the engine works out the models under the final template or along the line. */
export class T9aArtilleryPlacementDto {
  @NestedArray(() => T9aPlacedUnitDto, { description: 'units[0] is the target; the others are enemy units the template may touch too (overlapping units are a 422)', minItems: 1, maxItems: 6 }) @ArrayMinSize(1) @ArrayMaxSize(6) units!: T9aPlacedUnitDto[];
  @Nested(() => T9aPointDto, { description: 'Catapult: the template\'s centre as placed, over an enemy model (L2448-2451); flame thrower: its centre before the advance; cannon: the impact point, over a model of the target' }) aim!: T9aPointDto;
  @OptNested(() => T9aPointDto, { description: 'Flame thrower, cannon, bolt thrower: the machine\'s position (the template moves, the line runs, directly away from it; the bolt\'s arc)' }) from?: T9aPointDto;
  @OptNum(1, { description: 'Catapult (X): the template\'s diameter, inches; default 3', maximum: 10 }) @Max(10) template?: number;
  @OptNum(0.1, { description: 'Cannon (X): the line\'s length, inches', maximum: 100 }) @Max(100) lineLength?: number;
  @OptNestedArray(() => T9aTerrainPolygonDto, { description: 'Cannon: impassable terrain and walls stop the line', maxItems: 30 }) @ArrayMaxSize(30) terrain?: T9aTerrainPolygonDto[];
  @OptNum(undefined, { description: 'Given dice: the direction a catapult template moved, measured on the table (degrees clockwise from +y, like a facing); asked for when it moves (with an Engineer: the first scatter die\'s)' }) direction?: number;
  @OptNum(undefined, { description: 'Given dice, an Engineer: the direction of the rerolled scatter die\'s move, measured like direction; asked for when it moves (L3386-3395)' }) rerollDirection?: number;
}

export class T9aArtilleryDto {
  @Enum(['catapult', 'flameThrower', 'cannon', 'boltThrower', 'volleyGun'], { description: 'Artillery weapon (§3.11)' }) weapon!: 'catapult' | 'flameThrower' | 'cannon' | 'boltThrower' | 'volleyGun';
  @Int(0, 10, { description: 'Strength' }) strength!: number;
  @OptInt(0, 10, { description: 'Catapult: the bracketed S on the centre model' }) centreStrength?: number;

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Volley gun shots: a number or "2D6"…', example: '2D6' })
  @IsOptional()
  @ValidateIf((o: T9aArtilleryDto) => o.shots !== undefined)
  shots?: number | string;

  @OptInt(0, 100, { description: 'Models under the final template (catapult, flame thrower) or along the cannon line after the impact model' }) models?: number;
  @OptInt(1, 50, { description: 'Bolt thrower: the target ranks (front/rear) or files (flank)' }) maxHits?: number;
  @OptInt(0, 6) armourPiercing?: number;
  @OptBool('An Engineer within 3" (L3386-3395): rerolls misfire results of 1-2, and a catapult\'s scatter die or a flame thrower\'s advance (not a 6) by option engineerRerolls') engineer?: boolean;

  @ApiPropertyOptional({ type: 'array', items: { type: 'integer', minimum: 0, maximum: 100 }, minItems: 5, maxItems: 5, description: 'Flame thrower without a placement: the models touched for an advance of 1", 2" … 5" (instead of models; the Engineer\'s reroll weighs them)' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(5)
  @ArrayMaxSize(5)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(100, { each: true })
  modelsByAdvance?: number[];
  @OptBool('Catapult: the template\'s centre is in line of sight (default true); out of it a hit face moves it D6×2 − BS" in a random direction (L2454-2458)') lineOfSight?: boolean;
  @OptNested(() => T9aArtilleryPlacementDto, { description: 'Catapult, flame thrower, cannon, bolt thrower placed on the table: the engine works out who is hit (instead of models, maxHits and the characters\' touched and linePositions)' }) placement?: T9aArtilleryPlacementDto;
}

/** A combined unit: the characters joined to the target unit and the attacker's distribution of hits (L2629-2652). */
export class T9aCombinedUnitDto {
  @NestedArray(() => T9aUnitDto, { description: 'The characters joined to the target unit (one model each, own profile, troop type, armour, ward)', minItems: 1, maxItems: 5 }) @ArrayMinSize(1) @ArrayMaxSize(5) characters!: T9aUnitDto[];
  @OptEnum(['characters', 'rankAndFile'], { description: 'Where the hits left over after an even split (and the Poisoned hits) go first: the characters in the order given (default) or the R&F' }) spareHitsTo?: 'characters' | 'rankAndFile';

  @ApiPropertyOptional({ type: 'array', items: { type: 'integer', minimum: 0, maximum: 4 }, maxItems: 5, description: 'Templates and lines (kind artillery: catapult, flame thrower; cannon and bolt thrower with linePositions): the characters under the template or line, indices into characters' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(4, { each: true })
  touched?: number[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'integer', minimum: 0, maximum: 100 }, maxItems: 5, description: 'Cannon and bolt-thrower lines (L2484-2507, L2649-2652): the slot along the line of each character in touched (0: the first model hit, then the next…)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(100, { each: true })
  linePositions?: number[];
}

export class T9aAttackRequestDto extends RulesRequestDto {
  @Enum(['closeCombat', 'shooting', 'special', 'artillery', 'combatRound'], { example: 'closeCombat', description: 'combatRound: a whole round of close combat, attacker (side 0) and target (side 1) both striking' }) kind!: 'closeCombat' | 'shooting' | 'special' | 'artillery' | 'combatRound';
  @Nested(() => T9aUnitDto, { description: 'The attacking unit (or model)' }) attacker!: T9aUnitDto;
  @Nested(() => T9aUnitDto, { description: 'The target unit' }) target!: T9aUnitDto;
  @OptInt(1, 99, { description: 'Combat round (1 = the first of this combat); default 1' }) round?: number;
  @OptBool('The attacker charged this combat (first-round bonuses)') charged?: boolean;
  @OptEnum(['front', 'flank', 'rear'], { description: 'Facing of the target the attackers fight (Parry only in the front)' }) facing?: 'front' | 'flank' | 'rear';
  @OptInt(0, 100, { description: 'Front-rank models in base contact; default the files' }) modelsInContact?: number;
  @OptBool('The attacker is engaged in its own front (supporting attacks), default true') engagedFront?: boolean;
  @OptBool('The attacker failed its Fear test (WS 1)') fearFailed?: boolean;
  @OptNum(0, { description: 'Shooting: distance to the target, inches' }) range?: number;
  @OptBool('Shooting: the unit moved this turn') moved?: boolean;
  @OptBool('Shooting: a Stand and Shoot reaction') standAndShoot?: boolean;
  @OptEnum(['none', 'soft', 'hard'], { description: 'Shooting: cover of the target as stated (e.g. from models); with `geometry` the harder of the two applies' }) cover?: 'none' | 'soft' | 'hard';
  @OptNested(() => T9aShotGeometryDto, { description: 'Shooting: positions and terrain; the engine works out the terrain\'s cover (L1344-1376, L2824-2891)' }) geometry?: T9aShotGeometryDto;
  @OptBool('Shooting: fire the Multiple Shots (X)') multipleShots?: boolean;
  @OptBool('Wounds come from a spell (Magic Resistance)') spell?: boolean;
  @OptInt(0, 1000, { description: 'Override: number of attacks (or shots) instead of counting models' }) attacks?: number;
  @OptNested(() => T9aSpecialAttackDto) special?: T9aSpecialAttackDto;
  @OptNested(() => T9aArtilleryDto) artillery?: T9aArtilleryDto;
  @OptNested(() => T9aCombatRoundDto, { description: 'kind combatRound: each side\'s charge, facing, morale and challenge fighter' }) combat?: T9aCombatRoundDto;
  @OptNested(() => T9aCombinedUnitDto, { description: 'Shooting, special attacks and templates on a combined unit: its characters and how the attacker distributes the hits (L2629-2652)' }) combined?: T9aCombinedUnitDto;
}

export class T9aAttackTargetDto {
  @Out({ type: 'integer' }) models!: number;
  @Out({ type: 'integer' }) wounds!: number;
  @Out({ type: 'integer' }) woundsTaken!: number;
  @Out({ type: 'integer' }) woundsRemaining!: number;
}

export class T9aAttackPlanDto {
  @Out({ type: () => [T9aAttackGroupDto] }) groups!: T9aAttackGroupDto[];
  @Out({ type: () => T9aAttackTargetDto }) target!: T9aAttackTargetDto;
}

export class T9aAttackOutcomeDto {
  @Out({ type: 'integer' }) hits!: number;
  @Out({ type: 'integer' }) wounds!: number;
  @Out({ type: 'integer' }) unsaved!: number;
  @Out({ type: 'integer' }) woundsInflicted!: number;
  @Out({ type: 'integer' }) modelsRemoved!: number;
  @Out({ type: 'integer' }) woundsCarried!: number;
  @OptOut({ type: 'string', enum: ['explosion', 'destroyed', 'obstructed', 'malfunction'], nullable: true, description: 'Artillery: the misfire result' }) misfire?: string | null;
  @OptOut({ type: 'number', description: 'Catapult: scatter distance, inches' }) scatter?: number;
}

export class T9aMisfireTableDto {
  @Out({ type: 'number' }) explosion!: number;
  @Out({ type: 'number' }) destroyed!: number;
  @Out({ type: 'number' }) obstructed!: number;
  @Out({ type: 'number' }) malfunction!: number;
}

export class T9aScatterEntryDto {
  @Out({ type: 'number' }) value!: number;
  @Out({ type: 'number' }) p!: number;
}

export class T9aArtilleryOddsDto {
  @Out({ type: 'number' }) pMisfire!: number;
  @Out({ type: () => T9aMisfireTableDto, description: 'Given a misfire' }) misfireTable!: T9aMisfireTableDto;
  @OptOut({ type: () => [T9aScatterEntryDto], description: 'Catapult: scatter distance (inches) when it does not misfire' }) scatter?: T9aScatterEntryDto[];
  @OptOut({ type: 'number', description: 'An Engineer: P(it rerolls the catapult\'s scatter die or the flame thrower\'s advance), by option engineerRerolls' }) pReroll?: number;
}

export class T9aAttackSummaryDto {
  @Out({ type: 'number' }) meanHits!: number;
  @Out({ type: 'number' }) meanWounds!: number;
  @Out({ type: 'number' }) meanUnsaved!: number;
  @Out({ type: 'number' }) meanWoundsInflicted!: number;
  @Out({ type: 'number' }) meanModelsRemoved!: number;
  @Out({ type: 'number' }) pAnyModelRemoved!: number;
  @Out({ type: 'number' }) pUnitDestroyed!: number;
}

export class T9aRecipientOddsDto {
  @Out({ type: 'string' }) name!: string;
  @Out({ type: 'boolean', description: 'A character (else the R&F)' }) character!: boolean;
  @Out({ type: 'number' }) meanHits!: number;
  @Out({ type: 'number' }) meanWoundsInflicted!: number;
  @Out({ type: 'number' }) meanModelsRemoved!: number;
  @Out({ type: 'number', description: 'P(every model of the recipient removed)' }) pSlain!: number;
  @Out({ type: () => [T9aScatterEntryDto], description: 'Distribution of the wounds it lost' }) woundsInflicted!: T9aScatterEntryDto[];
}

export class T9aRecipientRolledDto {
  @Out({ type: 'string' }) name!: string;
  @Out({ type: 'boolean' }) character!: boolean;
  @Out({ type: 'integer' }) hits!: number;
  @Out({ type: 'integer' }) woundsInflicted!: number;
  @Out({ type: 'integer' }) modelsRemoved!: number;
  @Out({ type: 'boolean' }) slain!: boolean;
}

export class T9aCombinedResultDto {
  @Out({ type: 'boolean', description: 'Every hit went to the R&F (same troop type and at least 5 R&F, L2631-2636)' }) allToRankAndFile!: boolean;
  @OptOut({ type: () => [T9aRecipientOddsDto], description: 'Exact mode: per recipient, in the attacker\'s order' }) recipients?: T9aRecipientOddsDto[];
  @OptOut({ type: () => [T9aRecipientRolledDto], description: 'Seeded and given modes: per recipient' }) rolled?: T9aRecipientRolledDto[];
}

export class T9aPlacedUnitOddsDto {
  @Out({ type: 'number' }) meanHits!: number;
  @Out({ type: 'number', description: 'P(a model of this unit under the template\'s centre: the bracketed values)' }) pCentre!: number;
  @Out({ type: () => [T9aScatterEntryDto], description: 'Distribution of its models under the final template (or touched on the way), misfires included as 0' }) hits!: T9aScatterEntryDto[];
}

export class T9aPlacedUnitHitsDto {
  @Out({ type: 'integer', isArray: true, description: 'Its models under the template (model numbers)' }) hits!: number[];
  @OptOut({ type: 'integer', description: 'Its model under the template\'s centre' }) centre?: number;
}

export class T9aTemplateFinalDto {
  @Out({ type: () => T9aPointDto, description: 'Where the template\'s centre ended' }) centre!: T9aPointDto;
  @Out({ type: 'number', description: 'Catapult: inches scattered; flame thrower: the advance rolled' }) distance!: number;
  @OptOut({ type: 'number', description: 'Degrees clockwise from +y, when it moved' }) direction?: number;
  @Out({ type: () => [T9aPlacedUnitHitsDto], description: 'Per unit of artillery.placement.units' }) units!: T9aPlacedUnitHitsDto[];
}

export class T9aCannonLineDto {
  @Out({ type: 'integer', description: 'The target\'s model under the impact point (full S)' }) impactModel!: number;
  @Out({ type: 'integer', isArray: true, description: 'The target\'s other models under the line, in order from the impact point (half S)' }) models!: number[];
  @Out({ type: 'number', description: 'The line\'s length after terrain, inches' }) length!: number;
  @OptOut({ type: 'integer', description: 'The terrain piece (index) that stopped it' }) stoppedBy?: number;
}

export class T9aPlacementResultDto {
  @OptOut({ type: () => [T9aPlacedUnitOddsDto], description: 'Templates, exact mode: per unit of artillery.placement.units' }) units?: T9aPlacedUnitOddsDto[];
  @OptOut({ type: () => T9aTemplateFinalDto, description: 'Templates, seeded and given modes (no misfire): the final template' }) final?: T9aTemplateFinalDto;
  @OptOut({ type: () => T9aCannonLineDto, description: 'Cannon: the line' }) line?: T9aCannonLineDto;
  @OptOut({ type: 'string', enum: ['front', 'rear', 'left', 'right'], description: 'Bolt thrower: the target\'s arc it stands in' }) arc?: string;
  @OptOut({ type: 'integer', description: 'Bolt thrower: its most hits, the ranks (front, rear) or files (flank)' }) maxHits?: number;
}

/** Shooting with geometry: the cover the shots suffer and the shares of the target's footprint obscured (L1344-1376). */
export class T9aCoverResultDto {
  @Out({ type: 'string', enum: ['none', 'soft', 'hard'], description: 'The cover applied: the harder of the table\'s and the stated cover' }) cover!: string;
  @Out({ type: 'string', enum: ['none', 'soft', 'hard'], description: 'The table\'s verdict (terrain and models)' }) fromTable!: string;
  @Out({ type: 'number', description: 'Share of the target\'s footprint behind soft things' }) obscuredSoft!: number;
  @Out({ type: 'number', description: 'Share behind hard things' }) obscuredHard!: number;
  @Out({ type: 'number', description: 'Share behind either' }) obscured!: number;
}

export class T9aAttackResultDto {
  @Out({ type: () => T9aAttackPlanDto }) plan!: T9aAttackPlanDto;
  @OptOut({ type: () => T9aAttackOutcomeDto, description: 'Seeded and given modes' }) outcome?: T9aAttackOutcomeDto;
  @OptOut({ type: () => T9aAttackSummaryDto, description: 'Exact mode' }) summary?: T9aAttackSummaryDto;
  @OptOut({ type: () => T9aArtilleryOddsDto, description: 'Artillery, exact mode' }) artillery?: T9aArtilleryOddsDto;
  @OptOut({ type: () => T9aCombatRoundReportDto, description: 'kind combatRound' }) combat?: T9aCombatRoundReportDto;
  @OptOut({ type: () => T9aCombinedResultDto, description: 'A combined unit (request `combined`): who took the hits' }) combined?: T9aCombinedResultDto;
  @OptOut({ type: () => T9aPlacementResultDto, description: 'Artillery placed on the table (artillery.placement): who the template or line covers' }) placement?: T9aPlacementResultDto;
  @OptOut({ type: () => T9aCoverResultDto, description: 'Shooting with geometry: the cover worked out from the table' }) cover?: T9aCoverResultDto;
}
