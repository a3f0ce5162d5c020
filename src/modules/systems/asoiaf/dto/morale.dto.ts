import { RulesRequestDto } from '../../rules-request.dto.js';
import { Enum, Nested, OptBool, OptEnum, OptInt, OptOut, Out } from '../../dto-decorators.js';
import { AsoiafUnitDto } from './unit.dto.js';

export class AsoiafMoraleRequestDto extends RulesRequestDto {
  @Enum(['morale', 'panic'], { description: 'A Morale test (2D6) or a panic test (2021: 2D6 and D3)', example: 'panic' }) kind!: 'morale' | 'panic';
  @Nested(() => AsoiafUnitDto, { description: 'The testing unit' }) unit!: AsoiafUnitDto;
  @OptEnum(['attack', 'failedCharge', 'rangedIntoMelee', 'crownZone', 'ability', 'other'], { description: 'What calls for the panic test' }) trigger?: string;
  @OptInt(0, 100, { description: 'trigger attack: wounds the attack inflicted (0: passed automatically)' }) woundsInflicted?: number;
  @OptEnum(['front', 'flank', 'rear'], { description: 'trigger attack: the arc the attacker stood in' }) arc?: 'front' | 'flank' | 'rear';
  @OptEnum(['melee', 'ranged'], { description: 'trigger attack: its kind (2018: flank and rear bonuses are melee only)' }) attackKind?: 'melee' | 'ranged';
  @OptBool('trigger attack: the attack was Vicious (−2)') vicious?: boolean;
  @OptBool('Within 6" of Horrifying terrain (−1)') nearHorrifying?: boolean;
  @OptBool('Within 6" of Inspiring terrain (+1)') nearInspiring?: boolean;
  @OptInt(-12, 12, { description: 'Further modifiers from cards the engine does not know' }) modifier?: number;
}

export class AsoiafMoraleResultDto {
  @Out({ type: 'string', enum: ['morale', 'panic'] }) kind!: string;
  @Out({ type: 'integer', description: 'Morale X+' }) morale!: number;
  @Out({ type: 'string', nullable: true }) trigger!: string | null;
  @Out({ type: 'boolean' }) required!: boolean;
  @Out({ type: 'boolean', description: 'Passed automatically (an attack with no wound): no dice' }) automatic!: boolean;
  @Out({ type: 'integer', description: 'Sum of the modifiers to the 2D6 total' }) modifier!: number;
  @OptOut({ type: 'number', description: 'Exact mode' }) pPass?: number;
  @OptOut({ type: 'number', description: 'Exact mode' }) pFail?: number;
  @OptOut({ type: 'number', description: 'Exact mode' }) expectedWounds?: number;
  @OptOut({ type: 'number', description: 'Exact mode' }) pDestroyed?: number;
  @OptOut({ type: 'boolean', description: 'Seeded and given modes' }) passed?: boolean;
  @OptOut({ type: 'integer', description: '2D6 + modifiers, never below 0' }) total?: number;
  @OptOut({ type: 'integer' }) wounds?: number;
  @OptOut({ type: 'boolean' }) panickedTokenSpent?: boolean;
  @OptOut({ type: 'boolean', description: '2018 At Any Cost: a figure destroyed to pass' }) atAnyCost?: boolean;
  @OptOut({ type: 'integer' }) figuresLeft?: number;
  @OptOut({ type: 'integer' }) ranksLost?: number;
  @OptOut({ type: 'boolean' }) destroyed?: boolean;
}
