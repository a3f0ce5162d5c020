import { RulesRequestDto } from '../../rules-request.dto.js';
import { Enum, Int, Nested, NestedArray, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptOut, Out, Str } from '../../dto-decorators.js';

export class T9aScoredUnitDto {
  @Str() name!: string;
  @Int(0, 100000) points!: number;
  @Enum(['alive', 'dead', 'fledOffBoard', 'fleeing']) status!: 'alive' | 'dead' | 'fledOffBoard' | 'fleeing';
  @OptInt(0, 10000) startingWounds?: number;
  @OptInt(0, 10000) wounds?: number;
  @OptBool('Summoned (never gives VP)') summoned?: boolean;
  @OptBool('The General') general?: boolean;
  @OptBool('The BSB') bsb?: boolean;
  @OptBool('The BSB died in combat or fled from a combat') bsbCaptured?: boolean;
  @OptInt(0, 100, { description: 'Unit standards captured by the enemy' }) standardsCaptured?: number;
}

export class T9aArmiesScoredDto {
  @NestedArray(() => T9aScoredUnitDto, { description: "Player A's units" }) A!: T9aScoredUnitDto[];
  @NestedArray(() => T9aScoredUnitDto, { description: "Player B's units" }) B!: T9aScoredUnitDto[];
}

export class T9aSidesCountDto {
  @Int(0, 1000, { description: "Player A's scoring units" }) A!: number;
  @Int(0, 1000, { description: "Player B's scoring units" }) B!: number;
}

export class T9aSecondaryDto {
  @Enum(['holdTheGround', 'breakthrough', 'secureTarget']) objective!: string;
  @OptEnum(['A', 'B', 'both', 'none'], { description: 'Who achieved it (both: Breakthrough only); or give scoringUnits / markers to work it out (L2968-2987)' }) achievedBy?: 'A' | 'B' | 'both' | 'none';
  @OptNested(() => T9aSidesCountDto, { description: 'Scoring units at game end: within 6" of the centre (Hold the Ground) or in the opponent\'s deployment zone (Breakthrough) (L2971-2976, L2983-2987)' }) scoringUnits?: T9aSidesCountDto;
  @OptNestedArray(() => T9aSidesCountDto, { description: 'Secure Target: per marker, the scoring units of each side within 6" of it (L2977-2982)' }) markers?: T9aSidesCountDto[];
}

export class T9aSecondaryOutDto {
  @Out({ type: 'string', enum: ['holdTheGround', 'breakthrough', 'secureTarget'] }) objective!: string;
  @Out({ type: 'string', enum: ['A', 'B', 'both', 'none'] }) achievedBy!: string;
}

export class T9aScoringRequestDto extends RulesRequestDto {
  @Int(1, 100000, { example: 2000 }) gameSize!: number;
  @OptEnum(['margin', 'battlePoints'], { description: 'margin (default): result categories; battlePoints: the 10–0 table' }) method?: 'margin' | 'battlePoints';
  @OptNested(() => T9aSecondaryDto) secondary?: T9aSecondaryDto;
  @OptInt(1, 20, { description: 'Always 6 (L545-550)' }) gameTurns?: number;
  @Nested(() => T9aArmiesScoredDto) armies!: T9aArmiesScoredDto;
}

export class T9aVpPairDto {
  @Out({ type: 'integer' }) A!: number;
  @Out({ type: 'integer' }) B!: number;
}

export class T9aVpLineDto {
  @Out({ type: 'string', enum: ['A', 'B'], description: 'The side scoring' }) side!: string;
  @Out({ type: 'string' }) unit!: string;
  @Out({ type: 'string', enum: ['destroyed', 'fleeing', 'decimated', 'theKingIsDead', 'theFlagIsDown', 'capturedStandards', 'secondaryObjective'] }) source!: string;
  @Out({ type: 'integer' }) vp!: number;
}

export class T9aScoringResultDto {
  @Out({ type: () => T9aVpPairDto }) vp!: T9aVpPairDto;
  @Out({ type: () => [T9aVpLineDto] }) breakdown!: T9aVpLineDto[];
  @Out({ type: 'integer' }) difference!: number;
  @Out({ type: 'string', enum: ['A', 'B'], nullable: true }) winner!: string | null;
  @OptOut({ type: 'string', enum: ['draw', 'marginalVictory', 'decisiveVictory', 'massacre'] }) result?: string;
  @OptOut({ type: () => T9aVpPairDto, description: 'margin: +1..+3 / −1..−3' }) numeric?: T9aVpPairDto;
  @OptOut({ type: () => T9aVpPairDto }) battlePoints?: T9aVpPairDto;
  @OptOut({ type: () => T9aSecondaryOutDto, description: 'The secondary objective and who achieved it (given or worked out)' }) secondary?: T9aSecondaryOutDto;
}
