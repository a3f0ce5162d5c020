import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { MISSILE_WEAPONS, TERRAIN_TYPE_IDS, TROOP_TYPES } from '../../../../domain/systems/t9a/catalogue.js';
import { Enum, Int, Nested, NestedArray, Num, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptNum, OptOut, OptRef, OptStr, Out, Str } from '../../dto-decorators.js';
import { T9aRuleRefDto } from './unit.dto.js';

export class T9aPointDto {
  @Num(undefined, { description: 'inches from the left table edge' }) x!: number;
  @Num(undefined, { description: 'inches from the near table edge' }) y!: number;
}

export class T9aBoardDto {
  @Num(24, { example: 72 }) width!: number;
  @Num(24, { example: 48 }) depth!: number;
}

export class T9aChargeUnitDto {
  @Str({ example: 'knights' }) id!: string;
  @Enum(['A', 'B']) side!: 'A' | 'B';
  @Nested(() => T9aPointDto, { description: 'Footprint centre, inches' }) centre!: T9aPointDto;
  @Num(undefined, { description: 'Facing, degrees clockwise from +y', example: 0 }) facing!: number;
  @Num(0.1, { description: 'Frontage, inches' }) width!: number;
  @Num(0.1, { description: 'Depth, inches' }) depth!: number;
  @Int(0, 10, { description: 'Movement' }) M!: number;
  @OptInt(0, 10, { description: 'Leadership (Terror test)' }) Ld?: number;
  @OptEnum(TROOP_TYPES) troopType?: string;
  @OptNestedArray(() => T9aRuleRefDto) rules?: T9aRuleRefDto[];
  @OptRef(Object.keys(MISSILE_WEAPONS)) missileWeapon?: string;
  @OptBool('Has a champion (Lead the Charge)') champion?: boolean;
  @OptBool('Fleeing') fleeing?: boolean;
  @OptBool('Engaged in combat') engaged?: boolean;
  @OptBool('Inside a building') inBuilding?: boolean;
  @OptBool('Failed its Stupidity test this turn') failedStupidity?: boolean;
  @OptBool('Scout outside its zone / Vanguard moved, in its side\'s first turn going first') firstTurnRestricted?: boolean;
  @OptBool('A character charged out of it this turn') characterChargedOut?: boolean;
  @OptBool('As a target: it already stood and shot this player turn (Stand and Shoot once per turn, L855-856)') standAndShootUsed?: boolean;
  @OptInt(0, 10, { description: 'Lowest M of a combined unit' }) lowestM?: number;
  @OptBool('A BSB in range (Hold your Ground on the Terror test)') bsbInRange?: boolean;
  @OptInt(1, 100, { description: 'Models per rank (L762-765), for counting models in base contact (L897-902, L918-925); default 1 (or width / baseWidth): the unit counted as one model as wide as it' }) files?: number;
  @OptInt(1, 1000, { description: 'Models in the unit, in ranks of files (the last may be incomplete, L762-765); at least files; default files (one rank)' }) models?: number;
  @OptNum(0.1, { description: 'A base\'s width, inches (L744-748); no wider than the unit, files × baseWidth = width; default width / files' }) baseWidth?: number;
}

export class T9aTerrainPolygonDto {
  @Enum(TERRAIN_TYPE_IDS) type!: string;
  @NestedArray(() => T9aPointDto, { description: 'Outline, inches', minItems: 3, maxItems: 64 }) @ArrayMinSize(3) @ArrayMaxSize(64) polygon!: T9aPointDto[];
}

/** Where a unit ended a flee move. */
export class T9aPoseInDto {
  @Nested(() => T9aPointDto, { description: 'Footprint centre, inches' }) centre!: T9aPointDto;
  @Num(undefined, { description: 'Facing, degrees clockwise from +y', example: 0 }) facing!: number;
}

/** A redirect after the target fled (L861-869). */
export class T9aRedirectDto {
  @Str({ description: 'The other enemy unit the charger would charge instead' }) newTargetId!: string;
  @OptBool('The charger already redirected a charge this turn (once per turn, L866-867)') alreadyRedirected?: boolean;
  @OptNested(() => T9aPoseInDto, { description: 'The new target fled too (L867-869): where it ended its flee move (units holds it where the charge was declared)' }) newTargetFled?: T9aPoseInDto;
  @OptStr({ description: 'With newTargetFled: the fleeing unit (targetId or newTargetId) the charge is completed against, chosen before the range roll; default the likelier to reach' }) completeAgainst?: string;
}

export class T9aChargeRequestDto extends RulesRequestDto {
  @OptNested(() => T9aBoardDto, { description: 'Default 72"×48"' }) board?: T9aBoardDto;
  @NestedArray(() => T9aChargeUnitDto, { description: 'Every unit on the table that matters: charger, target, and whatever may block sight or the path', maxItems: 100 }) @ArrayMaxSize(100) units!: T9aChargeUnitDto[];
  @OptNestedArray(() => T9aTerrainPolygonDto, { maxItems: 100 }) @ArrayMaxSize(100) terrain?: T9aTerrainPolygonDto[];
  @Str({ description: 'The charging unit (or give chargerIds)' }, true) chargerId?: string;
  @Str() targetId!: string;
  @ApiPropertyOptional({ type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 6, description: 'Several units charging targetId (L918-928), in the order their ranges are rolled (ties of the joint placement go to the earlier); instead of chargerId' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(6)
  @IsString({ each: true })
  chargerIds?: string[];
  @OptNested(() => T9aRedirectDto, { description: 'targetId fled: try to redirect the charge to newTargetId (L861-869)' }) redirect?: T9aRedirectDto;
}

export class T9aChargeReasonDto {
  @Out({ type: 'string', enum: ['CHARGER_FLEEING', 'CHARGER_WAR_MACHINE', 'CHARGER_IN_BUILDING', 'CHARGER_RANDOM_MOVEMENT', 'CHARGER_STUPID', 'CHARGER_ENGAGED', 'CHARGER_FIRST_TURN', 'CHARGER_CHARACTER_CHARGED_OUT', 'TARGET_NOT_ENEMY', 'NO_LINE_OF_SIGHT', 'OUT_OF_MAX_RANGE', 'NO_ROOM', 'OFF_TABLE', 'BLOCKED_BY_CHARGER', 'REDIRECT_TARGET_NOT_FLEEING', 'REDIRECT_ALREADY_USED', 'REDIRECT_SAME_TARGET', 'REDIRECT_TARGET_NOT_VIABLE'] }) code!: string;
  @Out({ type: 'string' }) message!: string;
  @Out({ type: 'string' }) cite!: string;
}

export class T9aArcSharesDto {
  @Out({ type: 'number' }) front!: number;
  @Out({ type: 'number' }) left!: number;
  @Out({ type: 'number' }) right!: number;
  @Out({ type: 'number' }) rear!: number;
}

export class T9aTerrorTestDto {
  @Out({ type: 'boolean' }) required!: boolean;
  @Out({ type: 'integer' }) ld!: number;
  @Out({ type: 'number' }) pPass!: number;
  @Out({ type: 'number' }) pMustFlee!: number;
  @OptOut({ type: 'string', description: 'chargerIds: the charger on whose declaration the target already took its one Terror test (L2159-2162)' }) takenOn?: string;
}

export class T9aMultiTerrorDto {
  @Out({ type: 'string', description: 'The first Terror charger in chargerIds: the target tests on its declaration' }) chargerId!: string;
  @Out({ type: 'boolean', description: 'false when the target is Immune to Psychology (auto-pass)' }) required!: boolean;
  @Out({ type: 'integer' }) ld!: number;
  @Out({ type: 'number' }) pPass!: number;
  @Out({ type: 'string', example: '21/36' }) pPassFraction!: string;
  @Out({ type: 'number', description: 'P(fails and must flee), 0 when it cannot flee' }) pMustFlee!: number;
  @OptOut({ type: 'boolean', description: 'Seeded and given modes' }) passed?: boolean;
}

export class T9aDangerousTestDto {
  @Out({ type: 'integer', description: 'Index in terrain' }) terrain!: number;
  @Out({ type: 'string' }) type!: string;
  @Out({ type: 'integer' }) dice!: number;
  @Out({ type: 'integer', description: 'Each die at or under this is a wound' }) failOn!: number;
  @Out({ type: 'number' }) pAtLeastOneWound!: number;
  @Out({ type: 'number' }) meanWounds!: number;
}

export class T9aPoseOutDto {
  @Out({ type: () => T9aPointDto }) centre!: T9aPointDto;
  @Out({ type: 'number' }) facing!: number;
}

export class T9aPathStepDto {
  @Out({ type: 'string', enum: ['wheel', 'straight', 'align'] }) move!: string;
  @OptOut({ type: 'number' }) degrees?: number;
  @OptOut({ type: () => T9aPointDto }) about?: T9aPointDto;
  @OptOut({ type: 'number' }) inches?: number;
}

/** The target's own move at the end of a lone charge: turned to align (L891-896) or, Blocked, its combat reform (L929-935). */
export class T9aTargetMoveDto {
  @Out({ type: 'string', enum: ['align', 'combatReform'], description: 'align: turned about the contact point, the charger unable to align by itself (L891-896); combatReform: a Blocked charge (L929-935, L1861-1866)' }) move!: string;
  @Out({ type: 'number', description: 'The target\'s turn, degrees clockwise (negative: anticlockwise)' }) degrees!: number;
  @OptOut({ type: () => T9aPointDto, description: 'align: the contact point it turns about' }) about?: T9aPointDto;
  @Out({ type: () => T9aPoseOutDto, description: 'Where the target ends' }) finalPosition!: T9aPoseOutDto;
}

/** Where the charge ends: the chargers in combat and the models in base contact (L897-928). */
export class T9aJointPlacementDto {
  @Out({ type: 'string', isArray: true, description: 'The chargers placed, in an order they can move in (no path crosses a charger already in place, L920-921)' }) placed!: string[];
  @Out({ type: 'string', isArray: true, description: 'chargerIds: chargers that arrived but found no room, failed-charge move (L926-928)' }) notPlaced!: string[];
  @Out({ type: 'integer', description: 'Every model of the units in contact, the target\'s included (L1449-1451)' }) modelsInCombat!: number;
  @Out({ type: 'integer', description: 'Models of both sides in base contact, corner to corner included (L749-750, L897-899)' }) modelsInContact!: number;
  @OptOut({ type: () => T9aTargetMoveDto, description: 'chargerId: the target turned to align (no spot lets the charger align by itself, L891-896) or its combat reform after a Blocked charge (L929-935)' }) targetMove?: T9aTargetMoveDto;
}

export class T9aChargeRollDto {
  @Out({ type: 'integer' }) total!: number;
  @Out({ type: 'boolean' }) success!: boolean;
  @Out({ type: 'integer' }) failedChargeMove!: number;
  @OptOut({ type: 'boolean' }) terrorPassed?: boolean;
}

export class T9aArrivalsDto {
  @Out({ type: 'integer' }) value!: number;
  @Out({ type: 'number' }) p!: number;
}

export class T9aRedirectRollDto {
  @Out({ type: 'integer' }) total!: number;
  @Out({ type: 'boolean' }) passed!: boolean;
  @Out({ type: 'string' }) chargeTo!: string;
}

export class T9aBothFledDto {
  @Out({ type: 'string', description: 'The fleeing unit the charge is completed against after a passed Ld test' }) completeAgainst!: string;
  @Out({ type: 'boolean', description: 'Given in the request (else the likelier to reach)' }) chosen!: boolean;
  @Out({ type: () => T9aChargeCheckDto, description: 'The check against the new target where it fled' }) newTargetAfterFlee!: Record<string, unknown>;
  @Out({ type: () => T9aChargeCheckDto, description: 'The check against the first fled unit once the new target has moved away' }) fledAfterSecondFlee!: Record<string, unknown>;
}

export class T9aRedirectResultDto {
  @Out({ type: 'boolean' }) allowed!: boolean;
  @Out({ type: () => [T9aChargeReasonDto] }) reasons!: T9aChargeReasonDto[];
  @Out({ type: 'string' }) newTargetId!: string;
  @Out({ type: 'integer' }) ld!: number;
  @Out({ type: 'number' }) pLdPass!: number;
  @Out({ type: 'string', example: '26/36' }) pLdPassFraction!: string;
  @Out({ type: 'number', description: 'P(passes and reaches the new target)' }) pChargeNew!: number;
  @Out({ type: 'number', description: 'P(charges the fled unit and reaches it)' }) pChargeFled!: number;
  @Out({ type: () => T9aChargeCheckDto, description: 'The check against the new target' }) newTarget!: Record<string, unknown>;
  @OptOut({ type: () => T9aRedirectRollDto, description: 'Seeded and given modes' }) roll?: T9aRedirectRollDto;
  @OptOut({ type: () => T9aBothFledDto, description: 'newTargetFled: the choice between the two fleeing units (L867-869)' }) bothFled?: T9aBothFledDto;
}

/** One charger's check against one target: the whole answer of a single charge, and each part of a multiple charge or a redirect. */
export class T9aChargeCheckDto {
  @Out({ type: 'boolean' }) legal!: boolean;
  @Out({ type: () => [T9aChargeReasonDto] }) reasons!: T9aChargeReasonDto[];
  @Out({ type: 'string', enum: ['front', 'left', 'right', 'rear', 'any'] }) facing!: string;
  @Out({ type: () => T9aArcSharesDto }) arcShares!: T9aArcSharesDto;
  @Out({ type: 'number' }) distance!: number;
  @Out({ type: 'number' }) maxRange!: number;
  @Out({ type: 'number' }) chargeM!: number;
  @Out({ type: 'integer' }) diceTotalNeeded!: number;
  @Out({ type: 'number' }) pSuccess!: number;
  @Out({ type: 'string', example: '33/36' }) pSuccessFraction!: string;
  @Out({ type: 'string' }) dice!: string;
  @Out({ type: 'boolean' }) championFloor!: boolean;
  @Out({ type: 'string', enum: ['hold', 'flee', 'standAndShoot'], isArray: true }) availableReactions!: string[];
  @Out({ type: 'string', isArray: true }) standAndShootModifiers!: string[];
  @Out({ type: () => T9aTerrorTestDto, nullable: true }) terrorTest!: T9aTerrorTestDto | null;
  @Out({ type: () => [T9aDangerousTestDto] }) dangerousTerrainTests!: T9aDangerousTestDto[];
  @Out({ type: () => T9aPoseOutDto, nullable: true }) finalPosition!: T9aPoseOutDto | null;
  @Out({ type: () => [T9aPathStepDto] }) path!: T9aPathStepDto[];
  @OptOut({ type: () => T9aChargeRollDto, description: 'Seeded and given modes' }) roll?: T9aChargeRollDto;
}

/** The answer: one charge, or (`chargerIds`) every charger, or (`redirect`) the redirect too. */
export class T9aChargeResultDto extends T9aChargeCheckDto {
  @OptOut({ type: () => [T9aChargerCheckDto], description: 'chargerIds: each charger in the order given (the top-level fields are the first one\'s)' }) chargers?: T9aChargerCheckDto[];
  @OptOut({ type: () => T9aJointPlacementDto, description: 'chargerId: where a legal charge ends; chargerIds: the chargers that arrive placed together (absent when none arrives); not with redirect' }) placement?: T9aJointPlacementDto;
  @OptOut({ type: () => T9aMultiTerrorDto, description: 'chargerIds with a Terror charger: the one panic test of the target (L3517-3521, L2159-2162)' }) terror?: T9aMultiTerrorDto;
  @OptOut({ type: 'number', description: 'chargerIds: P(every charger arrives), the product of independent odds' }) pAllArrive?: number;
  @OptOut({ type: 'string', example: '1089/1296' }) pAllArriveFraction?: string;
  @OptOut({ type: () => [T9aArrivalsDto], description: 'chargerIds: distribution of how many arrive' }) arrivals?: T9aArrivalsDto[];
  @OptOut({ type: () => T9aRedirectResultDto, description: 'redirect: the Ld test and both charges' }) redirect?: T9aRedirectResultDto;
}

export class T9aChargerCheckDto extends T9aChargeCheckDto {
  @Out({ type: 'string' }) chargerId!: string;
}


