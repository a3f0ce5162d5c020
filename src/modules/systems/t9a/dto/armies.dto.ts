import { RulesRequestDto } from '../../rules-request.dto.js';
import { CATEGORIES, TROOP_TYPES } from '../../../../domain/systems/t9a/catalogue.js';
import { SPECIAL_RULES } from '../../../../domain/systems/t9a/data/tables.js';
import { Enum, Int, NestedArray, OptBool, OptEnum, OptInt, OptNestedArray, OptOut, OptStr, Out, RefArray, Str } from '../../dto-decorators.js';

export class T9aArmyItemDto {
  @Str({ description: 'Magic item id (catalogue `magicItems`)', example: 'giantSword' }) id!: string;
  @OptInt(0, 1000, { description: 'Points paid, checked against the Lord/Hero price' }) cost?: number;
  @OptBool('Dispel Scroll bought as an Enchanted Item (50 points, army without wizards)') asEnchanted?: boolean;
}

export class T9aArmyUnitDto {
  @Str({ example: 'Spearmen' }) name!: string;
  @OptStr({ description: 'Army-book entry (duplication limits); default the name' }) entry?: string;
  @Enum(CATEGORIES) category!: 'lord' | 'hero' | 'core' | 'special' | 'rare';
  @Int(0, 100000) points!: number;
  @OptEnum(TROOP_TYPES) troopType?: string;
  @OptInt(0, 10) ld?: number;
  @OptBool('Designated General') general?: boolean;
  @OptBool('Battle Standard Bearer') bsb?: boolean;
  @OptBool('The entry allows the BSB upgrade (default true)') bsbAllowed?: boolean;
  @OptBool('Not a Leader') notALeader?: boolean;
  @OptBool('Wizard') wizard?: boolean;
  @OptStr({ description: 'Path of Magic recorded' }) path?: string;
  @OptBool('Large Target') largeTarget?: boolean;
  @OptBool('Standard bearer') standardBearer?: boolean;
  @OptBool('Veteran standard bearer') veteranStandard?: boolean;
  @OptBool('Unique (0-1)') unique?: boolean;
  @OptInt(1, 100, { description: '"0-X" limit' }) limit?: number;
  @OptInt(0, 10000, { description: 'Magic-item allowance (Heroes 50)' }) allowance?: number;
  @OptNestedArray(() => T9aArmyItemDto) items?: T9aArmyItemDto[];
  @RefArray(['light', 'heavy', 'plate', 'shield', 'barding', 'innateDefence'], { description: 'Mundane armour' }) armour?: string[];
  @RefArray(['handWeapon', 'flail', 'greatWeapon', 'halberd', 'additionalHandWeapon', 'lance', 'lightLance', 'spear'], { description: 'Mundane weapons' }) weapons?: string[];
  @OptBool('A wizard allowed to buy mundane armour') mundaneArmourOption?: boolean;
  @OptStr({ description: 'Name of the unit this character deploys in' }) joins?: string;
  @RefArray(SPECIAL_RULES.map((r) => r.id), { description: 'Special rules relevant to joining' }) rules?: string[];
  @OptStr({ description: 'Hidden lists: what tells this unit apart from identical-looking ones' }) mark?: string;
}

export class T9aArmyRequestDto extends RulesRequestDto {
  @Int(1, 100000, { example: 2000 }) gameSize!: number;
  @NestedArray(() => T9aArmyUnitDto) units!: T9aArmyUnitDto[];
  @OptBool('Hidden lists (optional rule, L357-383): magic items hidden, identical-looking units need a mark') hiddenLists?: boolean;
}

export class T9aViolationDto {
  @Out({ type: 'string', example: 'CORE_BELOW_MIN' }) code!: string;
  @Out({ type: 'string' }) message!: string;
  @Out({ type: 'string', isArray: true, description: 'Names of the units concerned' }) units!: string[];
  @Out({ type: 'string', description: 'JSON pointer into the request' }) path!: string;
  @Out({ type: 'string' }) cite!: string;
}

export class T9aCategoryTotalDto {
  @Out({ type: 'integer' }) points!: number;
  @Out({ type: 'number' }) percent!: number;
}

export class T9aCategoryTotalsDto {
  @Out({ type: () => T9aCategoryTotalDto }) lord!: T9aCategoryTotalDto;
  @Out({ type: () => T9aCategoryTotalDto }) hero!: T9aCategoryTotalDto;
  @Out({ type: () => T9aCategoryTotalDto }) core!: T9aCategoryTotalDto;
  @Out({ type: () => T9aCategoryTotalDto }) special!: T9aCategoryTotalDto;
  @Out({ type: () => T9aCategoryTotalDto }) rare!: T9aCategoryTotalDto;
}

export class T9aArmyResultDto {
  @Out({ type: 'boolean' }) valid!: boolean;
  @Out({ type: 'string', enum: ['warband', 'standard', 'grandArmy'] }) armySize!: string;
  @Out({ type: 'integer' }) total!: number;
  @Out({ type: () => T9aCategoryTotalsDto }) categories!: T9aCategoryTotalsDto;
  @Out({ type: () => [T9aViolationDto] }) violations!: T9aViolationDto[];
}
