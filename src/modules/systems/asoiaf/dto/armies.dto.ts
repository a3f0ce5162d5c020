import { RulesRequestDto } from '../../rules-request.dto.js';
import { CARD_KINDS } from '../../../../domain/systems/asoiaf/armies/cards.js';
import { CARDS } from '../../../../domain/systems/asoiaf/data/cards.js';
import { ARMY_CODES } from '../../../../domain/systems/asoiaf/scoring/list-catalogue.js';
import { TRAYS, UNIT_TYPES } from '../../../../domain/systems/asoiaf/units.js';
import { Enum, Int, NestedArray, OptBool, OptEnum, OptInt, OptNested, OptNestedArray, OptOut, OptRef, OptStr, Out, Str } from '../../dto-decorators.js';
import { IsArray, IsOptional, IsString } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

const StrList = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({ type: 'string', isArray: true, description })(target, key);
  IsOptional()(target, key);
  IsArray()(target, key);
  IsString({ each: true })(target, key);
};

export class AsoiafCardRestrictionsDto {
  @StrList('Names or catalogue ids of the Combat Units this attachment may join') attachOnlyTo?: string[];
  @StrList('Names, catalogue ids or Characters the army must also contain') requires?: string[];
  @StrList('Names, catalogue ids or Characters the army may not contain') excludes?: string[];
  @OptInt(1, 10, { description: 'A Combat Unit whose card lets it hold more than one attachment; default 1' }) attachmentSlots?: number;
}

export class AsoiafArmyCardDto {
  @OptRef(CARDS.map((c) => c.id), { description: 'A card of the catalogue (`cards`); inline fields override it' }) catalogueId?: string;
  @OptStr() name?: string;
  @OptEnum(CARD_KINDS, { description: 'Default: the card\'s, else combatUnit' }) kind?: string;
  @OptStr({ description: 'House emblem (e.g. stark, lannister) or neutral; required for an inline card' }) faction?: string;
  @OptEnum(UNIT_TYPES, { description: 'Default: the card\'s, else infantry' }) unitType?: 'infantry' | 'cavalry' | 'monster' | 'warMachine';
  @OptEnum(TRAYS) tray?: 'infantry' | 'cavalry' | 'soloSmall' | 'soloLarge';
  @OptInt(0, 1000, { description: 'Point cost (the seeds print none); a Commander defaults to 0' }) points?: number;
  @OptBool('The Commander') commander?: boolean;
  @OptStr({ description: 'The Character this card is a version of (unique per army and team)' }) character?: string;
  @OptInt(0, 1000, { description: 'Attachments: the index in `units` of the Combat Unit it joins' }) attachTo?: number;
  @OptNested(() => AsoiafCardRestrictionsDto, { description: 'The card\'s own requirements (data the seeds do not print)' }) restrictions?: AsoiafCardRestrictionsDto;
}

export class AsoiafTacticsCardDto {
  @Str() name!: string;
  @Int(1, 10) copies!: number;
  @Enum(['faction', 'commander']) source!: 'faction' | 'commander';
}

export class AsoiafTeammateDto {
  @NestedArray(() => AsoiafArmyCardDto) units!: AsoiafArmyCardDto[];
}

export class AsoiafArmyRequestDto extends RulesRequestDto {
  @Int(1, 10000, { example: 40, description: 'Points per player: Small 30, Medium 40, Large 50, any value allowed' }) gameSize!: number;
  @Str({ example: 'stark', description: 'The army\'s faction, or neutral' }) faction!: string;
  @NestedArray(() => AsoiafArmyCardDto, { description: 'Every Combat Unit, attachment and NCU, one card each' }) units!: AsoiafArmyCardDto[];
  @OptNestedArray(() => AsoiafTacticsCardDto, { description: 'The Tactics deck, checked when given' }) tacticsDeck?: AsoiafTacticsCardDto[];
  @OptNestedArray(() => AsoiafTeammateDto, { description: 'Team games: the teammates\' lists' }) teammates?: AsoiafTeammateDto[];
}

export class AsoiafArmyViolationDto {
  @Out({ type: 'string', enum: [...ARMY_CODES, 'GAME_SIZE_NONSTANDARD'] }) code!: string;
  @Out({ type: 'string' }) message!: string;
  @Out({ type: 'string', isArray: true, description: 'JSON pointers of the cards concerned' }) units!: string[];
  @Out({ type: 'string', isArray: true, description: 'Their names' }) names!: string[];
  @Out({ type: 'string', description: 'JSON pointer into the request' }) path!: string;
  @Out({ type: 'string' }) cite!: string;
}

export class AsoiafArmyResultDto {
  @Out({ type: 'boolean' }) valid!: boolean;
  @Out({ type: 'integer' }) gameSize!: number;
  @Out({ type: 'string' }) faction!: string;
  @Out({ type: 'integer', description: 'Points spent (a Commander counts 0)' }) total!: number;
  @Out({ type: 'integer' }) neutralPoints!: number;
  @Out({ type: 'number', nullable: true, description: 'null for a Neutral army' }) neutralLimit!: number | null;
  @Out({ type: 'integer', nullable: true }) vpTarget!: number | null;
  @Out({ type: 'string', nullable: true, description: 'Pointer of the Commander\'s card' }) commander!: string | null;
  @Out({ type: () => [AsoiafArmyViolationDto] }) violations!: AsoiafArmyViolationDto[];
  @OptOut({ type: () => [AsoiafArmyViolationDto], description: 'Warnings (GAME_SIZE_NONSTANDARD)' }) warnings!: AsoiafArmyViolationDto[];
}
