import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { SPELLS } from '../../../../domain/systems/kow/catalogue.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { KowShotGeometryDto, KowShotGeometryResultDto } from './table.dto.js';
import { KowUnitDto } from './unit.dto.js';

export class KowSpellRefDto {
  @ApiProperty({ enum: SPELLS.map((s) => s.id) })
  @IsIn(SPELLS.map((s) => s.id))
  id!: 'fireball' | 'baneChant' | 'windBlast' | 'lightningBolt' | 'heal' | 'surge';

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Spell dice (n)', example: 6 })
  @IsInt()
  @Min(0)
  n!: number;
}

export class KowAttackRequestDto extends RulesRequestDto {
  @ApiProperty({ enum: ['melee', 'ranged', 'breath', 'spell'] })
  @IsIn(['melee', 'ranged', 'breath', 'spell'])
  kind!: 'melee' | 'ranged' | 'breath' | 'spell';

  @ApiProperty({ type: () => KowUnitDto })
  @ValidateNested()
  @Type(() => KowUnitDto)
  attacker!: KowUnitDto;

  @ApiProperty({ type: () => KowUnitDto })
  @ValidateNested()
  @Type(() => KowUnitDto)
  target!: KowUnitDto;

  @ApiPropertyOptional({ enum: ['front', 'flank', 'rear'], default: 'front', description: "Melee: the target's facing charged; ranged: the target arc holding the shooter's leader point" })
  @IsOptional()
  @IsIn(['front', 'flank', 'rear'])
  facing?: 'front' | 'flank' | 'rear';

  @ApiPropertyOptional({ enum: ['difficultTerrain', 'obstacle'], isArray: true, description: 'Melee: terrain the charge crossed' })
  @IsOptional()
  @IsArray()
  @IsIn(['difficultTerrain', 'obstacle'], { each: true })
  hinderedBy?: Array<'difficultTerrain' | 'obstacle'>;

  @ApiPropertyOptional({ description: 'Fly: the charger ended on or touching the hindering terrain' })
  @IsOptional()
  @IsBoolean()
  endsOnTerrain?: boolean;

  @ApiPropertyOptional({ description: 'The charge is a counter-charge (never Hindered)' })
  @IsOptional()
  @IsBoolean()
  counterCharge?: boolean;

  @ApiPropertyOptional({ description: 'The attacker is Disordered (no shooting; loses Thunderous Charge)' })
  @IsOptional()
  @IsBoolean()
  attackerDisordered?: boolean;

  @ApiPropertyOptional({ description: 'Ranged: the shooter had an order other than Halt' })
  @IsOptional()
  @IsBoolean()
  moved?: boolean;

  @ApiPropertyOptional({ description: 'Ranged: the target is in cover' })
  @IsOptional()
  @IsBoolean()
  cover?: boolean;

  @ApiPropertyOptional({ description: 'Ranged weapon id (see catalogue `weapons`)', example: 'bow' })
  @IsOptional()
  @IsString()
  weapon?: string;

  @ApiPropertyOptional({ type: () => KowSpellRefDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowSpellRefDto)
  spell?: KowSpellRefDto;

  @ApiPropertyOptional({ description: 'The attacker is under a Bane-chant this turn' })
  @IsOptional()
  @IsBoolean()
  baneChant?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: 'Ranged: distance to the target, inches (range checks)' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  distance?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Damage already on the target' })
  @IsOptional()
  @IsInt()
  @Min(0)
  targetDamage?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Damage already on the attacker (Lifeleech)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  attackerDamage?: number;

  @ApiPropertyOptional({ description: 'Also roll the nerve test the damage causes' })
  @IsOptional()
  @IsBoolean()
  nerveTest?: boolean;

  @ApiPropertyOptional({ description: "The target's Routed result is rerolled (Inspiring in range)" })
  @IsOptional()
  @IsBoolean()
  targetInspired?: boolean;

  @ApiPropertyOptional({ type: () => KowShotGeometryDto, description: 'Ranged and breath attacks: the positions on the table; the engine then checks arc, sight and range and works out facing and cover (leave cover, distance and facing out)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowShotGeometryDto)
  geometry?: KowShotGeometryDto;
}

export class KowAttackPlanDto {
  @ApiProperty({ type: 'integer' }) dice!: number;
  @ApiProperty({ type: 'integer' }) needToHit!: number;
  @ApiProperty() halved!: boolean;
  @ApiProperty({ type: 'integer' }) multiplier!: number;
  @ApiProperty() hitReroll!: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null: no hit can damage' }) needToDamage!: number | null;
  @ApiProperty() damageReroll!: boolean;
  @ApiProperty() hindered!: boolean;
  @ApiProperty({ type: 'integer' }) thunderous!: number;
  @ApiProperty({ type: 'integer' }) lifeleech!: number;
}

export class KowAttackOutcomeDto {
  @ApiProperty({ type: 'integer' }) hits!: number;
  @ApiProperty({ type: 'integer' }) damage!: number;
  @ApiProperty({ type: 'integer' }) targetDamageAfter!: number;
  @ApiProperty({ type: 'integer' }) attackerDamageAfter!: number;
  @ApiProperty({ enum: ['steady', 'wavering', 'routed', 'noTest'] }) nerve!: string;
}

export class KowAttackResultDto {
  @ApiProperty({ type: () => KowAttackPlanDto }) plan!: KowAttackPlanDto;
  @ApiPropertyOptional({ type: () => KowAttackOutcomeDto, description: 'Seeded and given modes' }) outcome?: KowAttackOutcomeDto;
  @ApiPropertyOptional({ description: 'Exact mode: mean damage' }) expectedDamage?: number;
  @ApiPropertyOptional({ description: 'Option meleeNerveTiming endOfPhase: the nerve test asked for is taken at the end of the melee phase (morale/test)' }) nerveDeferred?: boolean;
  @ApiPropertyOptional({ type: () => KowShotGeometryResultDto, description: 'With geometry: range, facing and cover from the table' }) geometry?: KowShotGeometryResultDto;
}
