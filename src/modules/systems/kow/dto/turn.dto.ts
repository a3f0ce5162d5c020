import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { ORDERS } from '../../../../domain/systems/kow/turn.js';

/** The shooter's turn so far: who may shoot or cast now, and whether it moved. */
export class KowTurnStateDto {
  @ApiPropertyOptional({ enum: ORDERS, description: 'The order the shooter received this turn (none by the shooting phase = halt). Any order but halt is -1 to hit; atTheDouble and charge cannot shoot; Reload! needs halt. Replaces `moved`.' })
  @IsOptional()
  @IsIn(ORDERS)
  order?: (typeof ORDERS)[number];

  @ApiPropertyOptional({ description: 'The shooter is Wavering (cannot shoot or cast: SHOOTER_WAVERING)' })
  @IsOptional()
  @IsBoolean()
  wavering?: boolean;

  @ApiPropertyOptional({ description: 'The shooter is Disordered (cannot shoot or cast: SHOOTER_DISORDERED)' })
  @IsOptional()
  @IsBoolean()
  disordered?: boolean;

  @ApiPropertyOptional({ description: 'The shooter is in contact with an enemy (SHOOTER_ENGAGED)' })
  @IsOptional()
  @IsBoolean()
  engaged?: boolean;

  @ApiPropertyOptional({ description: 'The target is in contact with its enemies: only Heal and Bane-chant on a friend may target it (else TARGET_ENGAGED)' })
  @IsOptional()
  @IsBoolean()
  targetEngaged?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Ranged attacks (weapon or Breath Attack) the unit already made this turn (one per turn: ONE_RANGED_ATTACK_PER_TURN)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  rangedAttacksMade?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Spells the unit already cast this turn (one ranged attack or spell per turn)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  spellsCast?: number;
}
