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

  @ApiPropertyOptional({ example: 'orcs', description: 'Id of the unit charged (required, except for modes advance and move)' })
  @ValidateIf((o: KowChargeRequestDto) => (o.mode !== 'advance' && o.mode !== 'move') || o.target !== undefined)
  @IsString()
  @MaxLength(100)
  target?: string;

  @ApiPropertyOptional({ enum: ['normal', 'counter', 'advance', 'move'], default: 'normal', description: 'counter: a counter-charge against a unit that charged the charger last turn; advance: the D6" advance after routing the Individual `routed`; move: another movement order (`order`, `moves`), e.g. a Vanguard move' })
  @IsOptional()
  @IsIn(['normal', 'counter', 'advance', 'move'])
  mode?: 'normal' | 'counter' | 'advance' | 'move';

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

  @ApiPropertyOptional({ example: 'captain', description: 'mode advance: the Individual just routed (it leaves the table)' })
  @ValidateIf((o: KowChargeRequestDto) => o.mode === 'advance' || o.routed !== undefined)
  @IsString()
  @MaxLength(100)
  routed?: string;

  @ApiPropertyOptional({ description: 'mode advance: the charge that routed the Individual was Hindered' })
  @IsOptional()
  @IsBoolean()
  chargeWasHindered?: boolean;

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
  @ApiProperty({ enum: ['forward', 'pivot', 'slide', 'align'] }) move!: 'forward' | 'pivot' | 'slide' | 'align';
  @ApiPropertyOptional({ description: 'forward / slide / align: inches moved by the centre' }) distance?: number;
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
}

export class KowChargeResultDto extends KowChargeVerdictDto {
  @ApiPropertyOptional({ type: () => [KowChargeVerdictDto], description: 'One verdict per unit of alsoCharging, in order (charges)' }) alsoCharging?: KowChargeVerdictDto[];
}
