import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { CHARGE_CODES } from '../../../../domain/systems/kow/charges.js';
import { MOVE_CODES, MOVE_ORDERS } from '../../../../domain/systems/kow/movement.js';
import { RulesRequestDto } from '../../rules-request.dto.js';
import { KowPlacedUnitDto, KowPointDto, KowPoseDto, KowTableDto, KowTerrainPieceDto } from './table.dto.js';

export class KowMoveStepDto {
  @ApiProperty({ enum: ['forward', 'back', 'left', 'right', 'pivot'] })
  @IsIn(['forward', 'back', 'left', 'right', 'pivot'])
  move!: 'forward' | 'back' | 'left' | 'right' | 'pivot';

  @ApiPropertyOptional({ minimum: 0, description: 'forward / back / left / right: inches' })
  @ValidateIf((o: KowMoveStepDto) => o.move !== 'pivot')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  distance?: number;

  @ApiPropertyOptional({ description: 'pivot: degrees, clockwise positive' })
  @ValidateIf((o: KowMoveStepDto) => o.move === 'pivot')
  @IsNumber({ allowNaN: false, allowInfinity: false })
  degrees?: number;
}

export class KowRegroupChoiceDto {
  @ApiProperty({ enum: ['pivot', 'forward', 'back'], description: 'pivot: stay and pivot about the centre to `facing`; forward: straight ahead D6"; back: straight back D3"' })
  @IsIn(['pivot', 'forward', 'back'])
  kind!: 'pivot' | 'forward' | 'back';

  @ApiPropertyOptional({ example: 90, description: 'pivot: the facing to end at, degrees clockwise from +y' })
  @ValidateIf((o: KowRegroupChoiceDto) => o.kind === 'pivot' || o.facing !== undefined)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  facing?: number;
}

export class KowChargeRequestDto extends RulesRequestDto {
  @ApiPropertyOptional({ type: () => KowTableDto, description: 'Default 72 × 48 inches' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowTableDto)
  table?: KowTableDto;

  @ApiPropertyOptional({ type: () => [KowTerrainPieceDto], maxItems: 100 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => KowTerrainPieceDto)
  terrain?: KowTerrainPieceDto[];

  @ApiProperty({ type: () => [KowPlacedUnitDto], minItems: 1, maxItems: 100, description: 'Every unit on the table that matters: charger, target, and whatever may block sight or the path' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => KowPlacedUnitDto)
  units!: KowPlacedUnitDto[];

  @ApiProperty({ example: 'spears', description: 'Id of the charging unit' })
  @IsString()
  @MaxLength(100)
  charger!: string;

  @ApiPropertyOptional({ example: 'orcs', description: 'Id of the unit charged (required, except for modes advance, move and regroup; mode arc: the unit whose leader point is located, or give point)' })
  @ValidateIf((o: KowChargeRequestDto) => (o.mode !== 'advance' && o.mode !== 'move' && o.mode !== 'regroup' && o.mode !== 'arc' && o.mode !== 'stepBack') || o.target !== undefined)
  @IsString()
  @MaxLength(100)
  target?: string;

  @ApiPropertyOptional({ enum: ['normal', 'counter', 'advance', 'move', 'regroup', 'arc', 'stepBack'], default: 'normal', description: 'counter: a counter-charge against a unit that charged the charger last turn; advance: the D6" advance after routing the Individual `routed`; move: another movement order (`order`, `moves`), e.g. a Vanguard move; regroup: after routing its target, the charger pivots, moves forward D6" or back D3" (`regroup`); arc: which arc of the charger the `target` unit (its leader point) or the `point` lies in; stepBack: the target was not routed, the charger moves straight back 1"' })
  @IsOptional()
  @IsIn(['normal', 'counter', 'advance', 'move', 'regroup', 'arc', 'stepBack'])
  mode?: 'normal' | 'counter' | 'advance' | 'move' | 'regroup' | 'arc' | 'stepBack';

  @ApiPropertyOptional({ type: () => KowPointDto, description: 'mode arc: the point (inches) whose arc of the charger is asked, instead of a target unit' })
  @IsOptional()
  @ValidateNested()
  @Type(() => KowPointDto)
  point?: KowPointDto;

  @ApiPropertyOptional({ type: () => KowRegroupChoiceDto, description: 'mode regroup: the choice' })
  @ValidateIf((o: KowChargeRequestDto) => o.mode === 'regroup' || o.regroup !== undefined)
  @ValidateNested()
  @Type(() => KowRegroupChoiceDto)
  regroup?: KowRegroupChoiceDto;

  @ApiPropertyOptional({ enum: MOVE_ORDERS, description: 'mode move: the order given' })
  @ValidateIf((o: KowChargeRequestDto) => o.mode === 'move' || o.order !== undefined)
  @IsIn([...MOVE_ORDERS])
  order?: (typeof MOVE_ORDERS)[number];

  @ApiPropertyOptional({ type: () => [KowMoveStepDto], description: 'mode move: the steps, in order' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => KowMoveStepDto)
  moves?: KowMoveStepDto[];

  @ApiPropertyOptional({ description: "mode move: the unit's Vanguard move after deployment (At the Double or Advance)" })
  @IsOptional()
  @IsBoolean()
  vanguard?: boolean;

  @ApiPropertyOptional({ example: 'captain', description: 'mode advance: the Individual just routed; mode regroup (optional): the target just routed, if still listed. It leaves the table' })
  @ValidateIf((o: KowChargeRequestDto) => o.mode === 'advance' || o.routed !== undefined)
  @IsString()
  @MaxLength(100)
  routed?: string;

  @ApiPropertyOptional({ description: 'mode advance: the charge that routed the Individual was Hindered' })
  @IsOptional()
  @IsBoolean()
  chargeWasHindered?: boolean;

  @ApiPropertyOptional({ type: [String], description: 'Ids of Wavering units with Headstrong that passed their Headstrong roll (4+) at the start of this turn: they ignore the Wavering restrictions and may charge (L909-911; use morale/test with test headstrong for the roll)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  headstrongPassed?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Counter-charges: ids of the enemy units that charged the charger in the previous turn' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  chargedByLastTurn?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Other units of the same side charging the same target in this order; fitted after the charger, in this order' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  alsoCharging?: string[];
}

export class KowChargeReasonDto {
  @ApiProperty({ enum: [...CHARGE_CODES, ...MOVE_CODES] }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ example: '003_80333abf01c9832d.txt L306-309' }) cite!: string;
  @ApiPropertyOptional({ description: 'mode move: the part of the request concerned' }) path?: string;
}

export class KowPathMoveDto {
  @ApiProperty({ enum: ['forward', 'back', 'pivot', 'slide', 'align'] }) move!: 'forward' | 'back' | 'pivot' | 'slide' | 'align';
  @ApiPropertyOptional({ description: 'forward / back / slide / align: inches moved by the centre' }) distance?: number;
  @ApiPropertyOptional({ description: 'pivot / align: degrees, clockwise positive' }) degrees?: number;
  @ApiProperty({ type: () => KowPoseDto, description: 'Where the unit stands after this move' }) to!: KowPoseDto;
}

export class KowChargePathDto {
  @ApiProperty({ type: () => [KowPathMoveDto] }) moves!: KowPathMoveDto[];
  @ApiProperty({ description: 'Leader-point travel, inches' }) length!: number;
  @ApiProperty({ type: 'integer' }) pivots!: number;
}

export class KowChargeFinalDto extends KowPoseDto {
  @ApiProperty({ type: () => KowPointDto }) leaderPoint!: KowPointDto;
}

export class KowChargeDistanceDto {
  @ApiProperty({ type: 'number', nullable: true, description: 'Leader point to the nearest visible point of the target (nearest point for counter-charges); null when it cannot be seen' }) needed!: number | null;
  @ApiProperty({ description: '2 × Sp' }) allowed!: number;
}

export class KowMoveApartDto {
  @ApiProperty() unit!: string;
  @ApiProperty({ enum: ['1inch', 'untouch'] }) by!: '1inch' | 'untouch';
  @ApiProperty({ description: 'Inches it is moved straight away from the charger (less when the table edge, impassable terrain or a unit stops it; 0 when it cannot move)' }) distance!: number;
  @ApiProperty({ type: () => KowPoseDto, description: 'Where it stands afterwards' }) to!: KowPoseDto;
}

export class KowYellowBelliedDto {
  @ApiProperty() applies!: boolean;
  @ApiPropertyOptional({ description: 'Exact mode: 5/6' }) pProceed?: number;
  @ApiPropertyOptional({ description: 'Seeded / given modes: the D6 did not show 1' }) proceeds?: boolean;
}

export class KowAdvanceMeetsDto {
  @ApiProperty({ enum: ['enemy', 'friend', 'impassable', 'tableEdge'] }) kind!: string;
  @ApiPropertyOptional() id?: string;
}

export class KowAdvanceDto {
  @ApiProperty() routed!: string;
  @ApiProperty({ type: 'number', nullable: true, description: 'Inches ahead to what is met first (null: nothing within 6")' }) contactAt!: number | null;
  @ApiProperty({ type: () => KowAdvanceMeetsDto, nullable: true }) meets!: KowAdvanceMeetsDto | null;
  @ApiPropertyOptional({ description: 'Exact mode: chance the D6 reaches the enemy' }) pContact?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Seeded / given modes: the D6' }) roll?: number;
  @ApiPropertyOptional() contacted?: boolean;
  @ApiProperty({ description: 'The enemy met is an Individual: if it is routed too, the charger may advance again' }) chainable!: boolean;
}

export class KowSeparationDto {
  @ApiProperty({ description: 'The unit moved apart' }) unit!: string;
  @ApiProperty({ type: () => KowPoseDto, description: 'Where it stood' }) from!: KowPoseDto;
  @ApiProperty({ type: () => KowPoseDto, description: 'Where it stands now (same facing)' }) to!: KowPoseDto;
  @ApiProperty({ description: 'Inches moved: the shortest straight move that puts it 1" from the unit that moved (a friend: 0.001", or 1" with friendlyGap 1inch)' }) distance!: number;
}

export class KowTooCloseDto {
  @ApiProperty() unit!: string;
  @ApiProperty({ description: 'Inches between the two (under 1): the unit could not be moved apart (a unit, impassable terrain or the table edge is in the way of every straight move that restores the gap, or each would end too close to a third unit), so this is tolerated (L688-689)' }) distance!: number;
  @ApiPropertyOptional({ description: 'The unit is in base contact with this enemy of its own (a combat, L599-607), so it is not moved out of it: tolerated (L688-689)' }) engagedWith?: string;
}

export class KowRegroupOutcomeDto {
  @ApiProperty({ type: 'integer', description: 'The die result (D6 forward, D3 back)' }) roll!: number;
  @ApiProperty({ description: 'Inches actually moved (0 when the move cannot be made)' }) moved!: number;
  @ApiProperty() stoppedShort!: boolean;
  @ApiProperty({ type: () => KowAdvanceMeetsDto, nullable: true, description: 'What stopped it short: a unit or impassable terrain in the way, the table edge, or an enemy within 1" / a friend touched at the full distance' }) stoppedBy!: KowAdvanceMeetsDto | null;
  @ApiProperty({ description: 'False when this roll cannot be made (regroupBlocked refused, or nowhere legal to end)' }) legal!: boolean;
  @ApiPropertyOptional({ type: () => KowChargeFinalDto }) final?: KowChargeFinalDto;
  @ApiProperty({ type: () => [KowSeparationDto], description: 'Units it ends too close to, moved straight apart — only when no place on its line is legal on its own (L675-677, L683-688)' }) separated!: KowSeparationDto[];
  @ApiProperty({ type: () => [KowTooCloseDto], description: 'Enemies left within 1" that could not be moved apart: tolerated (L688-689)' }) tooClose!: KowTooCloseDto[];
}

export class KowRegroupDto {
  @ApiPropertyOptional() routed?: string;
  @ApiProperty({ enum: ['pivot', 'forward', 'back'] }) choice!: string;
  @ApiProperty({ type: 'string', enum: ['D6', 'D3'], nullable: true }) die!: string | null;
  @ApiProperty({ description: 'Inches the unit can go before a unit, impassable terrain or the table edge is in the way (capped at the die maximum; 0 for a pivot)' }) reach!: number;
  @ApiProperty({ type: () => KowAdvanceMeetsDto, nullable: true, description: 'What is in the way within the die maximum (pivot: what the new facing ends too close to)' }) blockedBy!: KowAdvanceMeetsDto | null;
  @ApiPropertyOptional({ type: () => [KowRegroupOutcomeDto], description: 'Exact mode: the outcome of each die value' }) outcomes?: KowRegroupOutcomeDto[];
  @ApiPropertyOptional({ type: 'integer', description: 'Seeded / given modes: the die result' }) roll?: number;
  @ApiPropertyOptional() moved?: number;
  @ApiPropertyOptional() stoppedShort?: boolean;
  @ApiPropertyOptional({ type: () => KowAdvanceMeetsDto, nullable: true }) stoppedBy?: KowAdvanceMeetsDto | null;
  @ApiPropertyOptional({ type: () => [KowSeparationDto], description: 'Pivot, seeded / given modes: units moved apart after the move (L675-677, L683-688)' }) separated?: KowSeparationDto[];
  @ApiPropertyOptional({ type: () => [KowTooCloseDto], description: 'Pivot, seeded / given modes: enemies left within 1", tolerated (L688-689)' }) tooClose?: KowTooCloseDto[];
}

export class KowMoveRangeDto {
  @ApiProperty() moved!: number;
  @ApiProperty() allowed!: number;
}

export class KowMovePivotsDto {
  @ApiProperty({ type: 'integer' }) made!: number;
  @ApiProperty({ type: 'integer' }) allowed!: number;
}

export class KowMoveReportDto {
  @ApiProperty({ enum: MOVE_ORDERS }) order!: string;
  @ApiProperty() vanguard!: boolean;
  @ApiProperty({ type: () => KowMoveRangeDto }) distance!: KowMoveRangeDto;
  @ApiProperty({ type: () => KowMovePivotsDto }) pivots!: KowMovePivotsDto;
}

export class KowArcUnitDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['front', 'left', 'right', 'rear', 'inside'], description: 'The arc holding its centre' }) centre!: string;
  @ApiProperty({ type: [String], enum: ['front', 'left', 'right', 'rear'], description: 'Every arc it is at least partly in (the 45° lines count)' }) partlyIn!: string[];
}

export class KowArcDto {
  @ApiProperty({ description: 'The unit whose arcs are asked about (the charger)' }) of!: string;
  @ApiProperty({ type: () => KowPointDto, description: 'The point asked about, or the target unit\'s leader point' }) point!: KowPointDto;
  @ApiProperty({ enum: ['front', 'left', 'right', 'rear', 'inside'], description: 'The arc holding the point (inside: within the footprint)' }) arc!: string;
  @ApiProperty({ description: 'The point is on a 45° line (within 0.0004"): the arc is the one option arcTieBreak gives' }) onLine!: boolean;
  @ApiPropertyOptional({ type: () => KowArcUnitDto, description: 'With a target unit' }) unit?: KowArcUnitDto;
}

export class KowStepBackDto {
  @ApiProperty({ description: 'Inches moved back (1 unless something behind stops it)' }) moved!: number;
  @ApiProperty() stoppedShort!: boolean;
  @ApiProperty({ type: () => KowAdvanceMeetsDto, nullable: true, description: 'What is behind it: a unit (it stops 0.001" short), impassable terrain or the table edge' }) stoppedBy!: KowAdvanceMeetsDto | null;
  @ApiProperty({ type: () => [KowSeparationDto], description: 'Units it ended too close to, moved straight apart (L683-688)' }) separated!: KowSeparationDto[];
  @ApiProperty({ type: () => [KowTooCloseDto], description: 'Enemies still within 1" after the separation: they could not be moved apart, closer is tolerated (L688-689)' }) tooClose!: KowTooCloseDto[];
  @ApiProperty({ type: () => [KowTooCloseDto], description: 'Friends still touching after the separation: they could not be moved apart (L160-166)' }) friendsTouching!: KowTooCloseDto[];
}

export class KowChargeVerdictDto {
  @ApiProperty() charger!: string;
  @ApiPropertyOptional({ description: 'Charges and advances' }) target?: string;
  @ApiProperty() legal!: boolean;
  @ApiProperty({ type: () => [KowChargeReasonDto] }) reasons!: KowChargeReasonDto[];
  @ApiPropertyOptional({ enum: ['front', 'left', 'right', 'rear'] }) facing?: string;
  @ApiPropertyOptional({ type: () => KowChargeDistanceDto }) distance?: KowChargeDistanceDto;
  @ApiPropertyOptional({ description: 'Charges and advances' }) hindered?: boolean;
  @ApiPropertyOptional({ type: [String], description: 'Difficult terrain and obstacles crossed or ended on' }) hinderedBy?: string[];
  @ApiPropertyOptional() hinderedExemption?: string;
  @ApiPropertyOptional({ type: () => KowChargeFinalDto, description: 'Where the unit ends (mode move: no leaderPoint)' }) final?: KowChargeFinalDto;
  @ApiPropertyOptional({ type: () => KowChargePathDto }) path?: KowChargePathDto;
  @ApiPropertyOptional({ type: () => KowPoseDto, description: 'An Individual target turns to face the charger' }) targetFinal?: KowPoseDto;
  @ApiPropertyOptional({ type: () => [KowMoveApartDto] }) moveApart?: KowMoveApartDto[];
  @ApiPropertyOptional({ type: () => KowYellowBelliedDto }) yellowBellied?: KowYellowBelliedDto;
  @ApiPropertyOptional({ type: () => KowAdvanceDto, description: 'mode advance' }) advance?: KowAdvanceDto;
  @ApiPropertyOptional({ type: () => KowMoveReportDto, description: 'mode move' }) move?: KowMoveReportDto;
  @ApiPropertyOptional({ type: () => KowArcDto, description: 'mode arc' }) arc?: KowArcDto;
}

export class KowChargeResultDto extends KowChargeVerdictDto {
  @ApiPropertyOptional({ type: () => KowRegroupDto, description: 'mode regroup' }) regroup?: KowRegroupDto;
  @ApiPropertyOptional({ type: () => KowStepBackDto, description: 'mode stepBack' }) stepBack?: KowStepBackDto;
  @ApiPropertyOptional({ type: () => [KowChargeVerdictDto], description: 'One verdict per unit of alsoCharging, in order (charges)' }) alsoCharging?: KowChargeVerdictDto[];
}
