import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsOptional, ValidateIf } from 'class-validator';
import { Enum, Int, Nested, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptNum, OptOut, OptStr, Out } from '../../dto-decorators.js';
import { T9aAttackGroupDto } from './group.dto.js';
import { T9aBreakTestDto, T9aScorePartsDto } from './morale.dto.js';
import { T9aRuleRefDto, T9aUnitDto } from './unit.dto.js';

/** Break-test and combat-score details of a side's unit in a combat round (ranks are counted from the models left). */
export class T9aRoundMoraleDto {
  @OptInt(0, 10, { description: 'Ld of the test; default the unit profile Ld' }) ld?: number;
  @OptInt(0, 10, { description: "The General's Ld (Inspiring Presence in range)" }) generalLd?: number;
  @OptNum(0, { description: 'Distance to the General, inches (12", 18" Large Target); omitted: in range' }) generalDistance?: number;
  @OptBool('The General is a Large Target (18")') generalLargeTarget?: boolean;
  @OptBool('The General is fleeing (no Inspiring Presence)') generalFleeing?: boolean;
  @OptBool('A non-fleeing BSB in range (Hold your Ground)') bsbInRange?: boolean;
  @OptNum(0, { description: 'Distance to the BSB, inches (12", 18" Large Target)' }) bsbDistance?: number;
  @OptBool('The BSB is a Large Target (18")') bsbLargeTarget?: boolean;
  @OptBool('The BSB is fleeing (no Hold your Ground)') bsbFleeing?: boolean;
  @OptBool('Standard bearer (default the unit\'s standard)') standard?: boolean;
  @OptBool('Battle Standard Bearer in the unit (+1)') bsb?: boolean;
  @OptBool('Musician (default the unit\'s musician)') musician?: boolean;
  @OptBool('War Standard') warStandard?: boolean;
  @OptBool('Most of the unit in a forest (no Steadfast)') inForest?: boolean;
  @OptBool('Strider') strider?: boolean;
  @OptBool('Stubborn') stubborn?: boolean;
  @OptBool('Unbreakable') unbreakable?: boolean;
  @OptBool('Unstable') unstable?: boolean;
  @OptBool('Daemonic Instability') daemonicInstability?: boolean;
  @OptBool('In contact with a Fear-causing enemy (−1 Ld)') fearPenalty?: boolean;
  @OptBool('War machine (destroyed when it fails)') warMachine?: boolean;
}

/** A side's challenge fighter: the unit's champion or one character in the unit (L2737-2769). */
export class T9aChallengeDto {
  @OptBool('The unit\'s champion fights (the unit needs champion: true)') champion?: boolean;
  @OptNested(() => T9aUnitDto, { description: 'A character of the unit fights (one model, its own profile and W)' }) character?: T9aUnitDto;
  @OptBool('This side refuses the other side\'s challenge (no fight)') refused?: boolean;
  @OptInt(0, 4, { description: 'Refused: the designated character, an index into this side\'s characters (Ld 0, no attacks this round)' }) designated?: number;
  @OptBool('Refused: the designated character is the BSB (loses Hold your Ground and its +1 this phase)') designatedBsb?: boolean;
}

/** Attacks directed at an enemy character by models in base contact with it (L1525-1540). */
export class T9aAllocationDto {
  @OptInt(0, 4, { description: 'One of this side\'s characters directs its attacks (an index into characters); omitted: the unit' }) from?: number;
  @OptStr({ description: 'The striker\'s group whose attacks are directed (as listed in result.combat.strikers): "front rank" (default), "champion", "supporting", a mount', example: 'front rank' }) group?: string;
  @Int(1, 1000, { description: 'How many of the group\'s attacks' }) attacks!: number;
  @Int(0, 4, { description: 'The enemy character, an index into the other side\'s characters' }) character!: number;
}

/** Multiple combat: attacks of a unit (or of one of its characters) in contact with more than one enemy unit split off to another one (L1520-1532). */
export class T9aSplitDto {
  @Int(0, 5, { description: 'The enemy combat unit they strike (0 the attacker, 1 the target, 2… combat.units), not the one in strikes' }) unit!: number;
  @Int(1, 1000, { description: 'How many of the group\'s attacks' }) attacks!: number;
  @OptStr({ description: 'The unit\'s group (as listed in result.combat.strikers): "front rank" (default), "supporting", "champion", a mount', example: 'front rank' }) group?: string;
  @OptEnum(['front', 'flank', 'rear'], { description: 'The facing of that enemy they fight (Parry, spears); default front' }) facing?: 'front' | 'flank' | 'rear';
  @OptInt(0, 4, { description: 'One of this side\'s characters splits its attacks (an index into characters; combat.sides only); omitted: the unit' }) from?: number;
}

/**
 * A special attack made this round (§3.10): by the unit's models in base contact, one of the side's characters
 * (`from`) or its challenge fighter (`fighter`); each strikes at its initiative step, its wounds count in the combat score.
 */
export class T9aRoundSpecialDto {
  @Enum(['impactHits', 'stomp', 'breath', 'grinding', 'crush'], { description: 'Impact Hits (I10, first round after a charge), Stomp (I0), Breath Weapon and Grinding Attacks (the part\'s I), Crush Attack (I0, instead of the normal attacks)' }) kind!: 'impactHits' | 'stomp' | 'breath' | 'grinding' | 'crush';

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Hits per model (X): a number or dice expression ("D6", "D3+1"); default from the part\'s rule or troop type (Stomp (1), Stomp (D6), Impact Hits (D6))', example: 'D6' })
  @IsOptional()
  @ValidateIf((o: T9aRoundSpecialDto) => o.value !== undefined)
  value?: number | string;

  @OptInt(0, 10, { description: 'Breath Weapon: the S in brackets; default the value of the part\'s breathWeapon rule' }) strength?: number;
  @OptInt(0, 6, { description: 'Armour Piercing of the special attack' }) ap?: number;
  @OptNestedArray(() => T9aRuleRefDto, { description: 'Breath Weapon: the special rules in its brackets (L3136-3139), e.g. [{"id":"flamingAttacks"}]; served: flamingAttacks, magicalAttacks, holyAttacks, toxicAttacks, metalshifting, multipleWounds (X), armourPiercing (X), lethalStrike', maxItems: 10 }) @ArrayMaxSize(10) rules?: T9aRuleRefDto[];
  @OptInt(0, 4, { description: 'One of this side\'s characters makes it (an index into characters); omitted: the unit\'s models in base contact' }) from?: number;
  @OptBool('This side\'s challenge fighter makes it: it strikes the other fighter (a Stomp on a fighter of another troop type is lost)') fighter?: boolean;
  @OptBool('The mount part makes it, with its own S and I (a Stomp of a model with a mount is always the mount\'s)') mount?: boolean;
  @OptInt(0, 5, { description: 'Multiple combat: the enemy combat unit it strikes (0 the attacker, 1 the target, 2… combat.units); default the unit in strikes' }) unit?: number;
  @OptEnum(['characters', 'rankAndFile'], { description: 'Hits distributed on a unit with characters: where the hits left over go first, the characters in order (default) or the R&F' }) spareHitsTo?: 'characters' | 'rankAndFile';
}

export class T9aCombatRoundSideDto {
  @OptBool('The unit charged this combat (first-round bonuses, +1 combat score)') charged?: boolean;
  @OptBool('That charge came down a hill (+2)') chargedFromHill?: boolean;
  @OptEnum(['front', 'flank', 'rear'], { description: 'Facing of the enemy unit this unit fights (flank +1/+2, rear +2/+3, Parry only in the front); default front' }) facing?: 'front' | 'flank' | 'rear';
  @OptInt(0, 100, { description: 'Front-rank models in base contact; default the files' }) modelsInContact?: number;
  @OptBool('The unit is engaged in its own front (supporting attacks), default true') engagedFront?: boolean;
  @OptBool('The unit failed its Fear test (WS 1)') fearFailed?: boolean;
  @OptNested(() => T9aRoundMoraleDto) morale?: T9aRoundMoraleDto;
  @OptNested(() => T9aChallengeDto, { description: 'Set on both sides: the two fighters of an accepted challenge' }) challenge?: T9aChallengeDto;
  @OptNestedArray(() => T9aUnitDto, { description: 'Characters in the unit outside the challenge (one model each): they strike the enemy unit, count in the ranks and lend their Ld', maxItems: 5 }) @ArrayMaxSize(5) characters?: T9aUnitDto[];
  @OptInt(0, 5, { description: 'Multiple combat: the enemy unit this unit fights (0 the attacker, 1 the target, 2… combat.units); default the other' }) strikes?: number;
  @OptNestedArray(() => T9aAllocationDto, { description: 'Attacks directed at the other side\'s characters (L1525-1540); the rest strike the R&F', maxItems: 20 }) @ArrayMaxSize(20) allocations?: T9aAllocationDto[];
  @OptNestedArray(() => T9aSplitDto, { description: 'Multiple combat: attacks split off to another enemy unit in contact (L1520-1532); the rest strike the unit in strikes', maxItems: 10 }) @ArrayMaxSize(10) splits?: T9aSplitDto[];
  @OptNestedArray(() => T9aRoundSpecialDto, { description: 'Special attacks made this round (Impact Hits, Stomp, Breath Weapon, Grinding Attacks, Crush Attack; L3102-3356)', maxItems: 10 }) @ArrayMaxSize(10) specials?: T9aRoundSpecialDto[];
}

/** Another unit in a multiple combat (L1440-1447): its side, the enemy unit it fights and how. */
export class T9aRoundUnitDto {
  @Int(0, 1, { description: '0: the attacker\'s side, 1: the target\'s' }) side!: number;
  @Nested(() => T9aUnitDto, { description: 'The unit (as attacker and target)' }) unit!: T9aUnitDto;
  @OptInt(0, 5, { description: 'The enemy unit it fights (0 the attacker, 1 the target, 2… combat.units); default the other side\'s unit (0 or 1)' }) strikes?: number;
  @OptBool('It charged this combat (one charge bonus per side)') charged?: boolean;
  @OptBool('That charge came down a hill (+2)') chargedFromHill?: boolean;
  @OptEnum(['front', 'flank', 'rear'], { description: 'Facing of the enemy unit it fights (flank and rear bonuses, Disrupted)' }) facing?: 'front' | 'flank' | 'rear';
  @OptInt(0, 100, { description: 'Front-rank models in base contact; default the files' }) modelsInContact?: number;
  @OptBool('Engaged in its own front (supporting attacks), default true') engagedFront?: boolean;
  @OptBool('Failed its Fear test (WS 1)') fearFailed?: boolean;
  @OptNested(() => T9aRoundMoraleDto) morale?: T9aRoundMoraleDto;
  @OptNestedArray(() => T9aSplitDto, { description: 'Attacks split off to another enemy unit in contact (L1520-1532); the rest strike the unit in strikes', maxItems: 10 }) @ArrayMaxSize(10) splits?: T9aSplitDto[];
  @OptNestedArray(() => T9aRoundSpecialDto, { description: 'Special attacks made this round by the unit\'s models in base contact (no from or fighter here)', maxItems: 10 }) @ArrayMaxSize(10) specials?: T9aRoundSpecialDto[];
}

export class T9aCombatRoundDto {
  @OptInt(1, 99, { description: 'Combat round (1 = the first of this combat); default the request round' }) round?: number;
  @OptNestedArray(() => T9aRoundUnitDto, { description: 'Multiple combat: more units on either side (up to 4), numbered 2, 3…', maxItems: 4 }) @ArrayMaxSize(4) units?: T9aRoundUnitDto[];
  @OptNestedArray(() => T9aCombatRoundSideDto, { description: 'Side 0 is the attacker\'s unit, side 1 the target\'s', minItems: 2, maxItems: 2 }) @ArrayMinSize(2) @ArrayMaxSize(2) sides?: T9aCombatRoundSideDto[];
}

export class T9aRoundStrikerDto {
  @Out({ type: 'integer', description: '0: the attacker\'s unit, 1: the target\'s' }) side!: number;
  @Out({ type: 'string' }) name!: string;
  @Out({ type: 'boolean', description: 'A challenge fighter' }) challenge!: boolean;
  @Out({ type: () => [T9aAttackGroupDto], description: 'At full strength, before casualties' }) groups!: T9aAttackGroupDto[];
}

export class T9aRoundSideOddsDto {
  @Out({ type: 'number', description: 'Unsaved wounds caused (lost wounds beyond a dead unit not counted)' }) meanWoundsCaused!: number;
  @Out({ type: 'number' }) meanOverkill!: number;
  @Out({ type: 'number', description: 'P(the side wins the round; a side left alone wins)' }) pWin!: number;
  @Out({ type: 'number', description: 'P(the side loses and its unit breaks)' }) pBreak!: number;
  @Out({ type: 'number' }) pDestroyed!: number;
  @Out({ type: 'number' }) meanModelsLost!: number;
}

export class T9aRoundUnitOddsDto {
  @Out({ type: 'integer', description: '0 the attacker, 1 the target, 2… combat.units' }) unit!: number;
  @Out({ type: 'integer' }) side!: number;
  @Out({ type: 'string' }) name!: string;
  @Out({ type: 'integer', description: 'The enemy unit it fights' }) strikes!: number;
  @Out({ type: 'number', description: 'P(its side loses and it fails its break test)' }) pBreak!: number;
  @Out({ type: 'number' }) pDestroyed!: number;
  @Out({ type: 'number' }) meanModelsLost!: number;
}

export class T9aRoundOddsDto {
  @Out({ type: () => [T9aRoundSideOddsDto] }) sides!: T9aRoundSideOddsDto[];
  @Out({ type: 'number', description: 'P(equal scores with both units standing: both win, nobody tests)' }) pTie!: number;
  @Out({ type: 'number', description: 'P(no unit breaks)' }) pNoBreak!: number;
  @OptOut({ type: () => [T9aRoundUnitOddsDto], description: 'Multiple combat: per unit of the combat' }) units?: T9aRoundUnitOddsDto[];
}

export class T9aRoundRolledDto {
  @Out({ type: 'integer', isArray: true }) woundsCaused!: number[];
  @Out({ type: 'integer', isArray: true }) overkill!: number[];
  @Out({ type: 'integer', isArray: true }) modelsRemoved!: number[];
  @Out({ type: 'boolean', isArray: true }) destroyed!: boolean[];
  @Out({ type: 'integer', isArray: true }) scores!: number[];
  @Out({ type: () => [T9aScorePartsDto] }) parts!: T9aScorePartsDto[];
  @Out({ type: 'integer', nullable: true, description: 'Winning side; null on a tie' }) winner!: number | null;
  @Out({ type: 'integer' }) difference!: number;
  @Out({ type: 'boolean' }) wonByMusician!: boolean;
  @Out({ type: () => [T9aBreakTestDto] }) breakTests!: T9aBreakTestDto[];
}

export class T9aCombatRoundReportDto {
  @Out({ type: () => [T9aRoundStrikerDto] }) strikers!: T9aRoundStrikerDto[];
  @OptOut({ type: () => T9aRoundOddsDto, description: 'Exact mode' }) odds?: T9aRoundOddsDto;
  @OptOut({ type: () => T9aRoundRolledDto, description: 'Seeded and given modes' }) rolled?: T9aRoundRolledDto;
}
