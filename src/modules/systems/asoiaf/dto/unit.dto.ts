import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { CARDS } from '../../../../domain/systems/asoiaf/data/cards.js';
import { ABILITIES, ATTACK_KEYWORDS, TRAYS, UNIT_TYPES } from '../../../../domain/systems/asoiaf/units.js';
import { Enum, Int, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptRef, OptStr, RefArray, Str } from '../../dto-decorators.js';

/** An attack profile of a Combat Unit card (digest §2.4): melee or ranged, X+ to hit, dice by ranks left. */
export class AsoiafAttackProfileDto {
  @Str({ example: 'Blades' }) name!: string;
  @Enum(['melee', 'ranged'], { example: 'melee' }) kind!: 'melee' | 'ranged';
  @Int(2, 6, { description: 'To hit: X+', example: 4 }) hit!: number;

  @ApiProperty({ type: 'integer', isArray: true, minItems: 3, maxItems: 3, minimum: 0, maximum: 30, description: 'Dice with all ranks, one rank lost, two ranks lost (green, yellow, red)', example: [7, 5, 3] })
  @IsArray()
  @ArrayMinSize(3)
  @ArrayMaxSize(3)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(30, { each: true })
  dice!: [number, number, number];

  @OptEnum(['short', 'long'], { description: 'Ranged: short or long range' }) range?: 'short' | 'long';
  @RefArray(ATTACK_KEYWORDS, { description: 'Attack keywords the engine applies (catalogue `attackKeywords`); unknown: 400 unknown_reference' }) keywords?: Array<(typeof ATTACK_KEYWORDS)[number]>;
}

/** Condition tokens on the unit (digest §2.9). */
export class AsoiafTokensDto {
  @OptBool('Panicked: the enemy may force a reroll of its Morale and panic test dice') panicked?: boolean;
  @OptBool('Vulnerable: the enemy may force a reroll of its Defence dice') vulnerable?: boolean;
  @OptBool('Weakened: the enemy may force a reroll of its attack dice') weakened?: boolean;
}

/** A Combat Unit inline (card fields) or by catalogue id (catalogue `cards`); inline fields override the card. */
export class AsoiafUnitDto {
  @OptRef(CARDS.filter((c) => c.kind === 'combatUnit').map((c) => c.id), { description: 'Combat Unit card id (catalogue `cards`)' }) catalogueId?: string;
  @OptStr({ example: 'Lannister Guardsmen' }) name?: string;
  @OptStr({ example: 'lannister' }) faction?: string;
  @OptEnum(UNIT_TYPES, { description: 'Default: the card\'s, else infantry' }) unitType?: (typeof UNIT_TYPES)[number];
  @OptEnum(TRAYS, { description: 'Default: by unit type (infantry 12 figures, cavalry 4, monster/war machine a large solo)' }) tray?: (typeof TRAYS)[number];
  @OptInt(0, 12, { description: 'Figures left on the tray (default: a full tray)' }) figures?: number;
  @OptInt(1, 20, { description: 'Wounds per figure (default: the card\'s, else 1)' }) woundsPerFigure?: number;
  @OptInt(0, 19, { description: 'Wound tokens on the current figure (multi-wound figures)' }) woundsOnFigure?: number;
  @OptInt(2, 6, { description: 'Defence X+ (required unless the card prints it)' }) defense?: number;
  @OptInt(2, 12, { description: 'Morale X+ (required unless the card prints it)' }) morale?: number;
  @OptInt(1, 12, { description: 'Speed, inches' }) speed?: number;
  @OptNestedArray(() => AsoiafAttackProfileDto, { description: 'The card\'s attacks' }) attacks?: AsoiafAttackProfileDto[];
  @RefArray(ABILITIES, { description: 'Abilities the engine applies (catalogue `abilities`); unknown: 400 unknown_reference' }) abilities?: Array<(typeof ABILITIES)[number]>;
  @OptNested(() => AsoiafTokensDto) tokens?: AsoiafTokensDto;
}
