import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Min, ValidateNested } from 'class-validator';
import { SPELLS } from '../../../../domain/systems/kow/catalogue.js';
import { PATH_INTERVAL_KINDS } from '../../../../domain/systems/kow/spells.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { KowShotGeometryDto, KowShotGeometryResultDto } from './table.dto.js';
import { KowTurnStateDto } from './turn.dto.js';
import { KowUnitDto } from './unit.dto.js';

export class KowPathIntervalDto {
  @ApiProperty({ enum: PATH_INTERVAL_KINDS, description: 'What lies along the move: a friend of the moving unit, impassable terrain, difficult terrain or an obstacle' })
  @IsIn(PATH_INTERVAL_KINDS as unknown as string[])
  kind!: (typeof PATH_INTERVAL_KINDS)[number];

  @ApiProperty({ minimum: 0, description: 'Inches the unit moves before it would first touch it' })
  @IsNumber()
  @Min(0)
  from!: number;

  @ApiProperty({ minimum: 0, description: 'Inches the unit moves before it is past it (no longer over or touching it); not less than from' })
  @IsNumber()
  @Min(0)
  to!: number;
}

export class KowSpellPathDto {
  @ApiPropertyOptional({ minimum: 0, description: 'Inches to the first enemy along the move (Wind Blast stops 1" from it; Surge contacting it is a charge)' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  enemy?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Inches to the first friend of the moving unit (it stops out of contact)' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  friend?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Inches to impassable terrain or the table edge (it stops out of contact)' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  impassable?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Surge: inches to difficult terrain (moving past it hinders the charge)' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  difficult?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Surge: inches to an obstacle (moving past it hinders the charge)' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  obstacle?: number;

  @ApiPropertyOptional({ description: 'Surge with Fly: the unit ends on or touching the difficult terrain or obstacle it passed over (only then is a Fly unit\'s Surge charge Hindered). Scalar difficult/obstacle only: with their extent in `along` it is worked out per hit count (giving both is a 400)' })
  @IsOptional()
  @IsBoolean()
  endsOnTerrain?: boolean;

  @ApiPropertyOptional({ type: () => [KowPathIntervalDto], maxItems: 50, description: 'Surge: the extent of each element along the move ({kind, from, to} in inches moved). A Flying unit passes over friends and impassable terrain but may not end on them (it stops where it would first touch one); its charge is Hindered only if it ends on or touching difficult terrain or an obstacle (L897-904, L1212-1225). Combined with the scalar fields, which stay elements of unknown extent' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => KowPathIntervalDto)
  along?: KowPathIntervalDto[];
}

export class KowSpellRefDto {
  @ApiProperty({ enum: SPELLS.map((s) => s.id) })
  @IsIn(SPELLS.map((s) => s.id))
  id!: 'fireball' | 'baneChant' | 'windBlast' | 'lightningBolt' | 'heal' | 'surge';

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Spell dice (n)', example: 6 })
  @IsInt()
  @Min(0)
  n!: number;

  @ApiPropertyOptional({ enum: ['enemy', 'friend', 'caster', 'alliedFriend'], description: 'Who the target is to the caster; default friend for friendly-only spells (Bane-chant, Heal, Surge), else enemy. An impossible target is a 422.' })
  @IsOptional()
  @IsIn(['enemy', 'friend', 'caster', 'alliedFriend'])
  target?: 'enemy' | 'friend' | 'caster' | 'alliedFriend';

  @ApiPropertyOptional({ enum: ['left', 'right'], description: 'Wind Blast with facing flank: the target flank holding the caster (the push goes the other way)' })
  @IsOptional()
  @IsIn(['left', 'right'])
  flank?: 'left' | 'right';

  @ApiPropertyOptional({ type: () => KowSpellPathDto, description: 'Wind Blast and Surge without geometry: what lies along the move' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowSpellPathDto)
  path?: KowSpellPathDto;
}

export class KowCombatAttackerDto {
  @ApiProperty({ type: () => KowUnitDto })
  @ValidateNested()
  @Type(() => KowUnitDto)
  attacker!: KowUnitDto;

  @ApiPropertyOptional({ enum: ['front', 'flank', 'rear'], default: 'front', description: "The target's facing this unit charged" })
  @IsOptional()
  @IsIn(['front', 'flank', 'rear'])
  facing?: 'front' | 'flank' | 'rear';

  @ApiPropertyOptional({ enum: ['difficultTerrain', 'obstacle'], isArray: true, description: 'Terrain its charge crossed' })
  @IsOptional()
  @IsArray()
  @IsIn(['difficultTerrain', 'obstacle'], { each: true })
  hinderedBy?: Array<'difficultTerrain' | 'obstacle'>;

  @ApiPropertyOptional({ description: 'Fly: it ended on or touching the hindering terrain' })
  @IsOptional()
  @IsBoolean()
  endsOnTerrain?: boolean;

  @ApiPropertyOptional({ description: 'Its charge was a counter-charge' })
  @IsOptional()
  @IsBoolean()
  counterCharge?: boolean;

  @ApiPropertyOptional({ description: 'It is Disordered (loses Thunderous Charge)' })
  @IsOptional()
  @IsBoolean()
  attackerDisordered?: boolean;

  @ApiPropertyOptional({ description: 'It is under a Bane-chant this turn' })
  @IsOptional()
  @IsBoolean()
  baneChant?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Damage already on it (Lifeleech)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  attackerDamage?: number;

  @ApiPropertyOptional({ enum: ['ranged', 'breath', 'spell'], description: 'Volleys: this attacker\'s kind when it differs from the request\'s.' })
  @IsOptional()
  @IsIn(['ranged', 'breath', 'spell'])
  kind?: 'ranged' | 'breath' | 'spell';

  @ApiPropertyOptional({ description: 'Volleys: it had an order other than Halt (or give turn.order)' })
  @IsOptional()
  @IsBoolean()
  moved?: boolean;

  @ApiPropertyOptional({ description: 'Volleys: the target is in cover from it' })
  @IsOptional()
  @IsBoolean()
  cover?: boolean;

  @ApiPropertyOptional({ description: 'Volleys: its weapon id (catalogue `weapons`)' })
  @IsOptional()
  @IsString()
  weapon?: string;

  @ApiPropertyOptional({ type: () => KowSpellRefDto, description: 'Volleys: the damaging spell it casts (Fireball, Lightning Bolt)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowSpellRefDto)
  spell?: KowSpellRefDto;

  @ApiPropertyOptional({ minimum: 0, description: 'Volleys: its distance to the target, inches (range checks)' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  distance?: number;

  @ApiPropertyOptional({ type: () => KowTurnStateDto, description: "Volleys: its turn so far (order, Wavering, contact, attacks made)" })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowTurnStateDto)
  turn?: KowTurnStateDto;
}

export class KowAttackRequestDto extends RulesRequestDto {
  @ApiProperty({ enum: ['melee', 'ranged', 'breath', 'spell'] })
  @IsIn(['melee', 'ranged', 'breath', 'spell'])
  kind!: 'melee' | 'ranged' | 'breath' | 'spell';

  @ApiPropertyOptional({ type: () => KowUnitDto, description: 'The attacking unit; or give `attackers` for a melee combat of several units (exactly one of the two)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowUnitDto)
  attacker?: KowUnitDto;

  @ApiPropertyOptional({ type: () => [KowCombatAttackerDto], description: 'Melee: every unit attacking the target in this combat, each with its own facing, hindrance and modifiers; ranged, breath and spell: every volley at the target this shooting phase, each with its own order, cover, weapon or spell. One nerve test follows all of them' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => KowCombatAttackerDto)
  attackers?: KowCombatAttackerDto[];

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

  @ApiPropertyOptional({ description: 'Ranged: the shooter had an order other than Halt (kept for compatibility; `turn.order` replaces it, not both)' })
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

  @ApiPropertyOptional({ type: () => KowShotGeometryDto, description: 'Ranged, breath and enemy-targeting spell attacks: the positions on the table; the engine then checks arc, sight and range and works out facing and cover (leave cover, distance and facing out); Wind Blast also gets its push direction and room' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowShotGeometryDto)
  geometry?: KowShotGeometryDto;

  @ApiPropertyOptional({ type: () => KowTurnStateDto, description: "Ranged, breath and spells: the shooter's turn so far (order, Wavering, Disordered, contact, attacks made); each refusal is a 422 with its code" })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowTurnStateDto)
  turn?: KowTurnStateDto;
}

export class KowDiceExprDto {
  @ApiProperty({ type: 'integer', description: 'Number of dice' }) count!: number;
  @ApiProperty({ type: 'integer', enum: [3, 6], description: 'Sides of each die (D3 or D6)' }) sides!: number;
  @ApiProperty({ type: 'integer', description: 'Constant added' }) plus!: number;
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
  @ApiProperty({ type: () => KowDiceExprDto, nullable: true, description: 'Blast(n): each hit becomes n hits (null: no Blast)' }) blast!: KowDiceExprDto | null;
}

export class KowCombatAttackerOutcomeDto {
  @ApiProperty({ type: 'integer' }) hits!: number;
  @ApiProperty({ type: 'integer' }) damage!: number;
  @ApiProperty({ type: 'integer' }) attackerDamageAfter!: number;
}

export class KowPushDto {
  @ApiProperty({ enum: ['back', 'forward', 'left', 'right', 'sideways'], description: "Wind Blast: the way the target moves (left/right in the target's own frame)" }) direction!: string;
  @ApiProperty({ description: 'Inches pushed' }) distance!: number;
}

export class KowSurgeMoveDto {
  @ApiProperty({ description: 'Inches moved forward' }) distance!: number;
  @ApiProperty({ description: 'It contacted the enemy: a charge' }) charges!: boolean;
  @ApiProperty({ description: 'That charge is Hindered' }) hindered!: boolean;
}

export class KowAttackOutcomeDto {
  @ApiProperty({ type: 'integer' }) hits!: number;
  @ApiProperty({ type: 'integer' }) damage!: number;
  @ApiProperty({ type: 'integer' }) targetDamageAfter!: number;
  @ApiProperty({ type: 'integer' }) attackerDamageAfter!: number;
  @ApiProperty({ enum: ['steady', 'wavering', 'routed', 'noTest'] }) nerve!: string;
  @ApiPropertyOptional({ type: () => [KowCombatAttackerOutcomeDto], description: 'Several attackers: each one in request order' }) attackers?: KowCombatAttackerOutcomeDto[];
  @ApiPropertyOptional({ description: 'Bane-chant: at least one hit landed, the buff is gained' }) baneChantGained?: boolean;
  @ApiPropertyOptional({ type: () => KowPushDto }) push?: KowPushDto;
  @ApiPropertyOptional({ type: () => KowSurgeMoveDto }) surge?: KowSurgeMoveDto;
}

export class KowSpellEffectDto {
  @ApiProperty({ enum: ['baneChant', 'heal', 'windBlast', 'surge'] }) id!: string;
  @ApiPropertyOptional({ description: 'Bane-chant: P(at least one hit) = P(the buff is gained)' }) pGained?: number;
  @ApiPropertyOptional({ enum: ['back', 'forward', 'left', 'right', 'sideways'] }) direction?: string;
  @ApiPropertyOptional({ nullable: true, type: 'number', description: 'Wind Blast: inches before it must stop (null: nothing stops it)' }) room?: number | null;
  @ApiPropertyOptional({ description: 'Speed 0: no effect' }) noEffect?: boolean;
  @ApiPropertyOptional({ description: 'Surge: P(it contacts the enemy: a charge)' }) pCharge?: number;
  @ApiPropertyOptional({ description: 'Surge: P(that charge is Hindered)' }) pHindered?: number;
  @ApiPropertyOptional({ enum: ['contactedEnemy', 'surgingUnit'], description: 'Surge: who takes no nerve test for this shooting phase (option surgeNerveReferent)' }) nerveExempt?: string;
}

export class KowDistributionEntryDto {
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }] }) value!: number | string;
  @ApiProperty() p!: number;
}

export class KowCombatAttackerResultDto {
  @ApiProperty() expectedDamage!: number;
  @ApiPropertyOptional({ type: () => [KowDistributionEntryDto], description: 'Lifeleech: its own damage after the combat' }) attackerDamageAfter?: KowDistributionEntryDto[];
}

export class KowAttackResultDto {
  @ApiProperty({ type: () => KowAttackPlanDto, description: 'The (first) attacker\'s plan' }) plan!: KowAttackPlanDto;
  @ApiPropertyOptional({ type: () => [KowAttackPlanDto], description: 'Several attackers: every plan in request order' }) plans?: KowAttackPlanDto[];
  @ApiPropertyOptional({ type: () => [KowCombatAttackerResultDto], description: 'Several attackers, exact mode: each one\'s mean damage' }) attackers?: KowCombatAttackerResultDto[];
  @ApiPropertyOptional({ type: () => KowSpellEffectDto, description: 'Spells that do no damage, exact mode: what their hits do' }) spellEffect?: KowSpellEffectDto;
  @ApiPropertyOptional({ type: () => KowAttackOutcomeDto, description: 'Seeded and given modes' }) outcome?: KowAttackOutcomeDto;
  @ApiPropertyOptional({ description: 'Exact mode: mean damage' }) expectedDamage?: number;
  @ApiPropertyOptional({ description: 'Option meleeNerveTiming endOfPhase: the nerve test asked for is taken at the end of the melee phase (morale/test)' }) nerveDeferred?: boolean;
  @ApiPropertyOptional({ type: () => KowShotGeometryResultDto, description: 'With geometry: range, facing and cover from the table' }) geometry?: KowShotGeometryResultDto;
}
