import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { Int, Nested, Num, OptBool, OptEnum, OptInt, OptNested, OptOut, OptStr, Out } from '../../dto-decorators.js';
import { AsoiafTriggerAnswerDto, AsoiafTriggersDto } from './triggers.dto.js';
import { AsoiafAttackProfileDto, AsoiafUnitDto } from './unit.dto.js';

/** A castle wall segment (A Storm of Swords): the seeds print no wall card, so its wounds are given. */
export class AsoiafWallDto {
  @Int(1, 50, { description: 'The segment\'s wounds (from its card)', example: 6 }) wounds!: number;
  @OptInt(0, 50, { description: 'Wounds it has left; default all' }) woundsLeft?: number;
}

/** A terrain piece attacked in melee (2021 Destructible keyword, 000 L1947-1949). */
export class AsoiafTerrainTargetDto {
  @ApiProperty({ type: 'boolean', description: 'The piece has the Destructible keyword' }) @IsBoolean() destructible!: boolean;
  @Num(0, { description: 'Inches between the attacker and the piece (within 1" to attack it)', example: 0.5 }) distance!: number;
}

/** The unit attacked, or a castle wall segment given by `wall` alone, or a terrain piece given by `terrain` alone. */
export class AsoiafAttackDefenderDto extends AsoiafUnitDto {
  @OptNested(() => AsoiafTerrainTargetDto, { description: '2021: a Destructible terrain piece within 1" attacked in melee: removed, no dice. Give no other defender field.' }) terrain?: AsoiafTerrainTargetDto;
  @OptNested(() => AsoiafWallDto, { description: 'A Storm of Swords: the target is a castle wall segment (melee only, no Defence, no panic; every hit a wound). Give no other defender field.' }) wall?: AsoiafWallDto;
}

export class AsoiafAttackRequestDto extends RulesRequestDto {
  @Nested(() => AsoiafUnitDto, { description: 'The attacking unit' }) attacker!: AsoiafUnitDto;
  @Nested(() => AsoiafAttackDefenderDto, { description: 'The unit attacked, or a castle wall (`wall`)' }) defender!: AsoiafAttackDefenderDto;
  @OptStr({ description: 'The attacker\'s attack by name; default its only attack (of `kind`, if given)' }) attack?: string;
  @OptNested(() => AsoiafAttackProfileDto, { description: 'An attack profile inline (the seeds print few attack lines)' }) profile?: AsoiafAttackProfileDto;
  @OptEnum(['melee', 'ranged'], { description: 'Pick the attacker\'s attack of this kind' }) kind?: 'melee' | 'ranged';
  @OptEnum(['front', 'flank', 'rear'], { description: 'The defender\'s arc the attacker stands in (majority of its tray); default front' }) arc?: 'front' | 'flank' | 'rear';
  @OptBool('The attack ends a charge (charge bonus)') charge?: boolean;
  @OptBool('A Disordered charge (no charge bonus)') disordered?: boolean;
  @OptBool('2021: the charge crossed or ended in Difficult terrain (no charge bonus)') crossedDifficult?: boolean;
  @OptBool('The charge crossed or ended in the defender\'s Fortified terrain (+1 Defence)') crossedFortified?: boolean;
  @OptBool('2018 only: a Cover piece between a ranged attacker and its target (+1 Defence)') cover?: boolean;
  @OptBool('2018: the ranged attacker is within 1" of that Cover (no bonus)') attackerWithin1OfCover?: boolean;
  @OptBool('The defender is within 6" of Horrifying terrain (−1 panic)') defenderNearHorrifying?: boolean;
  @OptBool('The defender is within 6" of Inspiring terrain (+1 panic)') defenderNearInspiring?: boolean;
  @OptBool('The attacker is within 6" of Horrifying terrain (its own panic tests −1)') attackerNearHorrifying?: boolean;
  @OptBool('The attacker is within 6" of Inspiring terrain (its own panic tests +1)') attackerNearInspiring?: boolean;
  @OptInt(-6, 6, { description: 'Further modifier to the attack dice from cards the engine does not know' }) hitModifier?: number;
  @OptInt(-6, 6, { description: 'Further modifier to the Defence dice' }) defenceModifier?: number;
  @OptInt(-12, 12, { description: 'Further modifier to the defender\'s panic test' }) panicModifier?: number;
  @OptInt(0, 30, { description: 'Automatic hits added to the attack (Defence allowed)' }) autoHits?: number;
  @OptInt(0, 30, { description: 'Automatic Wounds the attack inflicts besides its hits, from cards the engine does not know (no Defence roll; 000 L174-179)' }) autoWounds?: number;
  @OptBool('An effect makes the attacker use its highest attack dice value, whatever its ranks (000 L1737-1740)') useHighestDice?: boolean;
  @OptBool('An effect makes the attacker use its lowest attack dice value; with useHighestDice too, the lowest is used (000 L1737-1740)') useLowestDice?: boolean;
  @OptNested(() => AsoiafTriggersDto, { description: 'A trigger event of this attack: which effects may be declared, illegal declarations, resolution order (§1.7)' }) triggers?: AsoiafTriggersDto;
}

export class AsoiafAttackExpectedDto {
  @Out({ type: 'number' }) hits!: number;
  @Out({ type: 'number' }) wounds!: number;
  @Out({ type: 'number', description: 'Attack wounds plus panic wounds' }) totalWounds!: number;
  @Out({ type: 'number', description: 'Wounds the attacker suffers (Fearsome Visage, Wildfire, Retaliation, Lannister Supremacy)' }) attackerWounds!: number;
}

export class AsoiafAttackResultDto {
  @Out({ type: 'string' }) attack!: string;
  @Out({ type: 'string', enum: ['melee', 'ranged'] }) kind!: string;
  @Out({ type: 'integer', description: 'Attack dice by the ranks the attacker has left' }) dice!: number;
  @Out({ type: 'integer', description: 'X+ to hit' }) hitOn!: number;
  @Out({ type: 'integer' }) hitModifier!: number;
  @Out({ type: 'integer', nullable: true, description: 'Defence X+; null when the attack allows no Defence rolls' }) defenceOn!: number | null;
  @Out({ type: 'integer' }) defenceModifier!: number;
  @Out({ type: 'integer', description: 'Sum of the modifiers to the defender\'s panic test' }) panicModifier!: number;
  @Out({ type: 'boolean' }) chargeBonus!: boolean;
  @Out({ type: 'boolean', description: 'The flank or rear bonus applies' }) arcBonus!: boolean;
  @Out({ type: 'integer' }) defenderRanksBefore!: number;
  @OptOut({ type: 'string', enum: ['castleWall', 'destructibleTerrain'], description: 'Present when the target is a castle wall or a terrain piece' }) target?: string;
  @OptOut({ type: 'boolean', description: 'A Destructible terrain piece: removed (no dice)' }) removed?: boolean;
  @OptOut({ type: 'integer', description: 'Castle wall: its wounds left before the attack' }) wallWoundsLeft?: number;
  @OptOut({ type: () => AsoiafAttackExpectedDto, description: 'Exact mode: means' }) expected?: AsoiafAttackExpectedDto;
  @OptOut({ type: 'number', description: 'Exact mode' }) pDestroyed?: number;
  @OptOut({ type: 'number', description: 'Exact mode' }) pPanicFailed?: number;
  @OptOut({ type: 'integer', description: 'Seeded and given modes' }) hits?: number;
  @OptOut({ type: 'integer' }) wounds?: number;
  @OptOut({ type: 'string', enum: ['pass', 'fail', 'auto', 'none'], description: 'auto: no wound, passed automatically; none: destroyed, no test' }) panic?: string;
  @OptOut({ type: 'integer' }) panicWounds?: number;
  @OptOut({ type: 'integer' }) totalWounds?: number;
  @OptOut({ type: 'integer' }) figuresLost?: number;
  @OptOut({ type: 'integer' }) ranksLost?: number;
  @OptOut({ type: 'boolean' }) destroyed?: boolean;
  @OptOut({ type: 'integer' }) attackerWounds?: number;
  @OptOut({ type: 'boolean' }) attackerDestroyed?: boolean;
  @OptOut({ type: 'boolean', description: 'The defender\'s Panicked token was spent' }) panickedTokenSpent?: boolean;
  @OptOut({ type: 'boolean', description: '2018 At Any Cost: a figure destroyed to pass the panic test' }) atAnyCost?: boolean;
  @OptOut({ type: 'string', enum: ['pass', 'fail'], description: 'Lannister Supremacy: the attacker\'s panic test' }) supremacy?: string;
  @OptOut({ type: 'string', enum: ['pass', 'fail'], description: 'Fearsome Visage: the attacker\'s panic test before attacking' }) fearsomeVisage?: string;
  @OptOut({ type: () => AsoiafTriggerAnswerDto, description: 'With `triggers`: the answer about that trigger event' }) triggers?: AsoiafTriggerAnswerDto;
}
