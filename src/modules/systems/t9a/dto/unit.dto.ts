import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import { ARMOUR_PIECES, CLOSE_COMBAT_WEAPONS, MISSILE_WEAPONS, PROFILES, TROOP_TYPES } from '../../../../domain/systems/t9a/catalogue.js';
import { MAGIC_ITEMS, SPECIAL_RULES } from '../../../../domain/systems/t9a/data/tables.js';
import { EnumArray, Nested, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptRef, OptStr, RefArray, Str } from '../../dto-decorators.js';

/** A special rule with its optional value in brackets, e.g. Armour Piercing (1), Random Attacks (D3+2). */
export class T9aRuleRefDto {
  @Str({ description: 'Special rule id (catalogue `specialRules`)', example: 'poisonedAttacks' }) id!: string;

  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: '(X): a number or a dice expression ("D6", "D3+1", "artillery")', example: 1 })
  @IsOptional()
  @ValidateIf((o: T9aRuleRefDto) => o.value !== undefined)
  value?: number | string;
}

/** Characteristics (L624-663), each 0 to 10. */
export class T9aProfileDto {
  @OptInt(0, 10, { description: 'Movement' }) M?: number;
  @OptInt(0, 10, { description: 'Weapon Skill' }) WS?: number;
  @OptInt(0, 10, { description: 'Ballistic Skill' }) BS?: number;
  @OptInt(0, 10, { description: 'Strength' }) S?: number;
  @OptInt(0, 10, { description: 'Toughness' }) T?: number;
  @OptInt(0, 10, { description: 'Wounds' }) W?: number;
  @OptInt(0, 10, { description: 'Initiative' }) I?: number;
  @OptInt(0, 10, { description: 'Attacks' }) A?: number;
  @OptInt(0, 10, { description: 'Leadership' }) Ld?: number;
}

/** A mount or draught beast that attacks with its own profile (Combined Profile, L2225-2247). */
export class T9aMountDto {
  @OptStr({ example: 'warhorse' }) name?: string;
  @Nested(() => T9aProfileDto, { description: 'WS, S, I, A at least' }) profile!: T9aProfileDto;
  @OptNestedArray(() => T9aRuleRefDto) rules?: T9aRuleRefDto[];
}

/** A unit inline (profile + equipment + rules + items) or by catalogue id (`profiles`). */
export class T9aUnitDto {
  @OptRef(Object.keys(PROFILES), { description: 'Catalogue profile id; inline fields override it' }) catalogueId?: string;
  @OptStr({ example: 'Spearmen' }) name?: string;
  @OptEnum(TROOP_TYPES, { description: 'Default infantry' }) troopType?: string;
  @OptNested(() => T9aProfileDto) profile?: T9aProfileDto;
  @OptInt(1, 500, { description: 'Models in the unit (default 1)' }) models?: number;
  @OptInt(1, 100, { description: 'Models per rank (frontage); default min(models, 5)' }) files?: number;
  @OptEnum(Object.keys(CLOSE_COMBAT_WEAPONS), { description: 'Close-combat weapon (default handWeapon)' }) weapon?: string;
  @OptRef(Object.keys(MISSILE_WEAPONS)) missileWeapon?: string;
  @EnumArray(Object.keys(ARMOUR_PIECES), { description: 'Mundane armour pieces (L2536-2577)' }) armour?: string[];
  @OptInt(2, 6, { description: 'Innate Defence (X+)' }) innateDefence?: number;
  @OptInt(2, 6, { description: 'Ward save (X+)' }) ward?: number;
  @OptInt(2, 6, { description: 'Regeneration (X+)' }) regeneration?: number;
  @OptNestedArray(() => T9aRuleRefDto, { description: `Special rules; ids: ${SPECIAL_RULES.length} in the catalogue` }) rules?: T9aRuleRefDto[];
  @RefArray(MAGIC_ITEMS.map((i) => i.id), { description: 'Common magic items carried (L3550-4040)' }) items?: string[];
  @OptBool('Has a champion (+1 A, WS, BS; Lead the Charge)') champion?: boolean;
  @OptBool('Has a standard bearer') standard?: boolean;
  @OptBool('Has a musician') musician?: boolean;
  @OptInt(0, 5000, { description: 'Wounds already carried by the R&F wound pool' }) woundsTaken?: number;
  @OptNested(() => T9aMountDto) mount?: T9aMountDto;
}
