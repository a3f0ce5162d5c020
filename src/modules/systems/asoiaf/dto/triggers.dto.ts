import { ArrayMaxSize } from 'class-validator';
import { TRIGGER_CODES } from '../../../../domain/systems/asoiaf/triggers.js';
import { Enum, NestedArray, OptBool, OptEnum, OptNestedArray, OptOut, OptStr, Out, Str } from '../../dto-decorators.js';

/** One effect a side holds whose trigger is the event (a Tactics card, an Order ability, or another ability). */
export class AsoiafTriggerEffectDto {
  @Enum(['attacker', 'defender'], { description: 'The side holding it' }) side!: 'attacker' | 'defender';
  @Enum(['tactics', 'order', 'other'], { description: 'A Tactics card, an Order ability, or another effect with this trigger' }) type!: 'tactics' | 'order' | 'other';
  @Str({ description: 'Its name, unique per side', example: 'Bravery' }) name!: string;
  @OptBool('`other` effects: its text says "may" (default false: abilities are mandatory unless stated, 000 L471-473). Tactics cards and Orders are always optional.') optional?: boolean;
}

/** One declaration in order: a side plays one of its offered effects, or passes. */
export class AsoiafTriggerDeclarationDto {
  @Enum(['attacker', 'defender']) side!: 'attacker' | 'defender';
  @Enum(['play', 'pass']) action!: 'play' | 'pass';
  @OptStr({ description: 'play: the name of one of the side\'s offered effects' }) effect?: string;
}

/** A trigger event of the attack, the effects each side holds for it and the declarations so far (§1.7, WE-20, WE-21). */
export class AsoiafTriggersDto {
  @Str({ description: 'The trigger event as the cards word it', example: 'When a friendly unit attacks' }) event!: string;
  @OptEnum(['attacker', 'defender'], { description: 'The side whose turn it is (declares first, resolves first); default the attacker' }) activeSide?: 'attacker' | 'defender';
  @NestedArray(() => AsoiafTriggerEffectDto, { description: 'Every effect either side holds with this trigger' }) @ArrayMaxSize(40) offered!: AsoiafTriggerEffectDto[];
  @OptNestedArray(() => AsoiafTriggerDeclarationDto, { description: 'The declarations so far, in order' }) @ArrayMaxSize(40) declarations?: AsoiafTriggerDeclarationDto[];
}

export class AsoiafTriggerViolationDto {
  @Out({ type: 'string', description: 'Pointer of the declaration' }) path!: string;
  @Out({ type: 'string', enum: [...TRIGGER_CODES] }) code!: string;
  @Out({ type: 'string' }) message!: string;
}

export class AsoiafTriggerEffectRefDto {
  @Out({ type: 'string', enum: ['attacker', 'defender'] }) side!: string;
  @Out({ type: 'string' }) name!: string;
  @Out({ type: 'string', enum: ['tactics', 'order', 'other'] }) type!: string;
}

export class AsoiafTriggerAnswerDto {
  @Out({ type: 'string' }) event!: string;
  @Out({ type: 'string', enum: ['attacker', 'defender'] }) activeSide!: string;
  @Out({ type: 'boolean', description: 'No declaration breaks the rules' }) legal!: boolean;
  @Out({ type: () => [AsoiafTriggerViolationDto], description: 'Each illegal declaration (ignored for the rest)' }) violations!: AsoiafTriggerViolationDto[];
  @OptOut({ type: 'string', enum: ['attacker', 'defender'], nullable: true, description: 'Whose chance it is now; null when both sides have declared or passed' }) toAct!: string | null;
  @Out({ type: () => [AsoiafTriggerEffectRefDto], description: 'Effects that may still be declared now' }) mayDeclare!: AsoiafTriggerEffectRefDto[];
  @Out({ type: () => [AsoiafTriggerEffectRefDto], description: 'The legal declared effects and the mandatory ones, in resolution order: the active side\'s first' }) resolutionOrder!: AsoiafTriggerEffectRefDto[];
  @Out({ type: 'boolean', description: 'Declarations are over (the order is final)' }) closed!: boolean;
}
