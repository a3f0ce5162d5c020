import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { Enum, Int, Nested, NestedArray, Num, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptNum, OptOut, Out } from '../../dto-decorators.js';
import { T9aAttackGroupDto } from './group.dto.js';
import { T9aCombatRoundDto, T9aCombatRoundReportDto } from './combat.dto.js';
import { T9aUnitDto } from './unit.dto.js';
import { T9aPointDto, T9aTerrainPolygonDto } from './charges.dto.js';

export class T9aFootprintDto {
  @Nested(() => T9aPointDto, { description: 'Footprint centre, inches' }) centre!: T9aPointDto;
  @Num(undefined, { description: 'Facing, degrees clockwise from +y', example: 0 }) facing!: number;
  @Num(0.1, { description: 'Frontage, inches' }) width!: number;
  @Num(0.1, { description: 'Depth, inches' }) depth!: number;
}

export class T9aShotGeometryDto {
  @Nested(() => T9aFootprintDto, { description: 'The shooting unit; sight lines start at the middle of its front' }) shooter!: T9aFootprintDto;
  @Nested(() => T9aFootprintDto, { description: 'The target unit' }) target!: T9aFootprintDto;
  @OptNestedArray(() => T9aTerrainPolygonDto, { description: 'Terrain pieces: type and outline' }) terrain?: T9aTerrainPolygonDto[];
}

export class T9aSpecialAttackDto {
  @Enum(['impactHits', 'stomp', 'breath', 'grinding', 'hellfire', 'lightning'], { description: 'Special attack (§3.10)' }) kind!: 'impactHits' | 'stomp' | 'breath' | 'grinding' | 'hellfire' | 'lightning';

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Hits: a number or dice expression ("D6", "D3+1"); default from the unit\'s rule', example: 'D6' })
  @IsOptional()
  @ValidateIf((o: T9aSpecialAttackDto) => o.value !== undefined)
  value?: number | string;

  @OptInt(0, 10, { description: 'Strength in brackets (Breath Weapon); overrides the profile S' }) strength?: number;
  @OptInt(0, 6, { description: 'Armour Piercing of the special attack' }) ap?: number;
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
  @OptBool('An Engineer within 3" (rerolls misfire results of 1-2)') engineer?: boolean;
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

export class T9aAttackResultDto {
  @Out({ type: () => T9aAttackPlanDto }) plan!: T9aAttackPlanDto;
  @OptOut({ type: () => T9aAttackOutcomeDto, description: 'Seeded and given modes' }) outcome?: T9aAttackOutcomeDto;
  @OptOut({ type: () => T9aAttackSummaryDto, description: 'Exact mode' }) summary?: T9aAttackSummaryDto;
  @OptOut({ type: () => T9aArtilleryOddsDto, description: 'Artillery, exact mode' }) artillery?: T9aArtilleryOddsDto;
  @OptOut({ type: () => T9aCombatRoundReportDto, description: 'kind combatRound' }) combat?: T9aCombatRoundReportDto;
  @OptOut({ type: () => T9aCombinedResultDto, description: 'A combined unit (request `combined`): who took the hits' }) combined?: T9aCombinedResultDto;
}
