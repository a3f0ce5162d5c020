import { ArrayMaxSize, ArrayMinSize } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { Enum, Int, Nested, NestedArray, OptBool, OptNum, OptEnum, OptInt, OptNested, OptNestedArray, OptOut, OptStr, Out } from '../../dto-decorators.js';

export class T9aMoraleUnitDto {
  @OptStr() name?: string;
  @Int(0, 10, { description: 'Highest Ld in the unit' }) ld!: number;
  @OptInt(0, 10, { description: "The General's Ld (Inspiring Presence in range)" }) generalLd?: number;
  @OptNum(0, { description: 'Distance to the General, inches (Inspiring Presence within 12", 18" Large Target); omitted: in range' }) generalDistance?: number;
  @OptBool('The General is a Large Target (18")') generalLargeTarget?: boolean;
  @OptBool('The General is fleeing (no Inspiring Presence)') generalFleeing?: boolean;
  @OptBool('A non-fleeing BSB in range (Hold your Ground)') bsbInRange?: boolean;
  @OptNum(0, { description: 'Distance to the BSB, inches (Hold your Ground within 12", 18" Large Target)' }) bsbDistance?: number;
  @OptBool('The BSB is a Large Target (18")') bsbLargeTarget?: boolean;
  @OptBool('The BSB is fleeing (no Hold your Ground)') bsbFleeing?: boolean;
  @OptInt(0, 50) fullRanks?: number;
  @OptBool('Standard bearer') standard?: boolean;
  @OptBool('Battle Standard Bearer') bsb?: boolean;
  @OptBool('Musician') musician?: boolean;
  @OptBool('War Standard') warStandard?: boolean;
  @OptBool('Fights an enemy in that enemy\'s flank') inEnemyFlank?: boolean;
  @OptBool('Fights an enemy in that enemy\'s rear') inEnemyRear?: boolean;
  @OptInt(0, 50, { description: 'Most full ranks of an enemy in its flank or rear (Disrupted at 2)' }) enemyRanksOnFlankOrRear?: number;
  @OptBool('Most of the unit in a forest') inForest?: boolean;
  @OptBool('Strider') strider?: boolean;
  @OptBool('Stubborn') stubborn?: boolean;
  @OptBool('Unbreakable') unbreakable?: boolean;
  @OptBool('Unstable') unstable?: boolean;
  @OptBool('Daemonic Instability') daemonicInstability?: boolean;
  @OptBool('Immune to Psychology') immuneToPsychology?: boolean;
  @OptBool('Insignificant (units entirely of Insignificant models still cause it panic tests)') insignificant?: boolean;
  @OptBool('In contact with a Fear-causing enemy (−1 Ld)') fearPenalty?: boolean;
  @OptBool('War machine') warMachine?: boolean;
  @OptBool('Swiftstride') swiftstride?: boolean;
  @OptBool('Engaged') engaged?: boolean;
  @OptBool('Fleeing') fleeing?: boolean;
  @OptInt(1, 1000, { description: 'Models on the army list (rally)' }) startingModels?: number;
  @OptInt(0, 1000, { description: 'Models now, joined characters included (rally)' }) models?: number;
}

export class T9aCombatSideDto {
  @Int(0, 1000, { description: 'Unsaved wounds caused this round' }) woundsCaused!: number;
  @OptInt(0, 100, { description: 'Overkill in a challenge (max +3)' }) overkill?: number;
  @OptBool('A unit of the side charged this round') charged?: boolean;
  @OptBool('That charge came down a hill (+2)') chargedFromHill?: boolean;
  @NestedArray(() => T9aMoraleUnitDto) units!: T9aMoraleUnitDto[];
}

export class T9aMoverDto {
  @OptBool('Swiftstride (best two of 3D6)') swiftstride?: boolean;
  @OptStr({ description: 'Random Movement dice, e.g. "3D6"' }) randomMovement?: string;
}

export class T9aPursuitDto {
  @Nested(() => T9aMoverDto) fleeing!: T9aMoverDto;
  @NestedArray(() => T9aMoverDto) pursuers!: T9aMoverDto[];
}

export class T9aMoraleRequestDto extends RulesRequestDto {
  @Enum(['combat', 'panic', 'rally', 'leadership', 'pursuit']) test!: 'combat' | 'panic' | 'rally' | 'leadership' | 'pursuit';
  @OptNestedArray(() => T9aCombatSideDto, { description: 'combat: the two sides', minItems: 2, maxItems: 2 }) @ArrayMinSize(2) @ArrayMaxSize(2) sides?: T9aCombatSideDto[];
  @OptNested(() => T9aMoraleUnitDto, { description: 'panic, rally, leadership: the testing unit' }) unit?: T9aMoraleUnitDto;
  @OptEnum(['friendDestroyed', 'friendBroke', 'fledThrough', 'heavyCasualties', 'terror']) trigger?: string;
  @OptInt(0, 1000) modelsAtPhaseStart?: number;
  @OptInt(0, 1000) casualties?: number;
  @OptNum(0, { description: 'panic, friendDestroyed or friendBroke: distance to that friendly unit, inches (a test only within 6"); omitted: within 6"' }) triggerDistance?: number;
  @OptBool('panic: the unit destroyed, broken or fleeing through consists entirely of Insignificant models (no test unless the testing unit is Insignificant)') triggerInsignificant?: boolean;
  @OptBool('panic: the unit already passed a panic test this phase (no more this phase)') passedPanicThisPhase?: boolean;
  @OptNested(() => T9aPursuitDto) pursuit?: T9aPursuitDto;
}

export class T9aDistEntryDto {
  @Out({ type: 'integer' }) value!: number;
  @Out({ type: 'number' }) p!: number;
}

export class T9aBreakTestDto {
  @Out({ type: 'string' }) unit!: string;
  @Out({ type: 'string', enum: ['none', 'ld', 'unstable', 'daemonic'] }) test!: string;
  @OptOut({ type: 'integer' }) ld?: number;
  @OptOut({ type: 'boolean' }) steadfast?: boolean;
  @OptOut({ type: 'number' }) pPass?: number;
  @OptOut({ type: 'number' }) pFlee?: number;
  @OptOut({ type: 'string', enum: ['pass', 'flee', 'destroyed'] }) outcome?: string;
  @OptOut({ type: 'integer' }) woundsLost?: number;
  @OptOut({ type: () => [T9aDistEntryDto] }) woundsLostDistribution?: T9aDistEntryDto[];
  @OptOut({ type: 'integer' }) roll?: number;
  @Out({ type: 'string' }) reason!: string;
}

export class T9aScorePartsDto {
  @Out({ type: 'integer' }) wounds!: number;
  @OptOut({ type: 'integer' }) overkill?: number;
  @OptOut({ type: 'integer' }) charge?: number;
  @OptOut({ type: 'integer' }) ranks?: number;
  @OptOut({ type: 'integer' }) standard?: number;
  @OptOut({ type: 'integer' }) battleStandard?: number;
  @OptOut({ type: 'integer' }) flank?: number;
  @OptOut({ type: 'integer' }) rear?: number;
  @OptOut({ type: 'integer' }) warStandard?: number;
}

export class T9aMoraleResultDto {
  @OptOut({ type: 'integer', isArray: true, description: 'combat' }) scores?: number[];
  @OptOut({ type: () => [T9aScorePartsDto] }) parts?: T9aScorePartsDto[];
  @OptOut({ type: 'integer', nullable: true, description: 'Index of the winning side; null on a tie' }) winner?: number | null;
  @OptOut({ type: 'integer' }) difference?: number;
  @OptOut({ type: 'boolean' }) wonByMusician?: boolean;
  @OptOut({ type: () => [T9aBreakTestDto] }) breakTests?: T9aBreakTestDto[];
  @OptOut({ type: 'boolean', description: 'panic: whether a test is taken' }) required?: boolean;
  @OptOut({ type: 'string' }) reason?: string;
  @OptOut({ type: 'integer' }) ld?: number;
  @OptOut({ type: 'number' }) pPass?: number;
  @OptOut({ type: 'number' }) pFail?: number;
  @OptOut({ type: 'string', enum: ['pass', 'fail'] }) outcome?: string;
  @OptOut({ type: 'integer' }) roll?: number;
  @OptOut({ type: 'boolean' }) rerolled?: boolean;
  @OptOut({ type: 'number', description: 'pursuit: P(caught)' }) pCaught?: number;
  @OptOut({ oneOf: [{ type: 'integer' }, { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, p: { type: 'number' } } } }], description: 'Exact: the flee distance distribution; sampled: the roll' }) fleeDistance?: number | T9aDistEntryDto[];
  @OptOut({ type: 'array', items: { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, p: { type: 'number' } } } } }) pursuitDistance?: T9aDistEntryDto[][];
  @OptOut({ type: 'integer', isArray: true }) pursuitDistances?: number[];
  @OptOut({ type: 'boolean' }) caught?: boolean;
}
