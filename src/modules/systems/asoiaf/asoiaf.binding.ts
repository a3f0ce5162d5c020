import { asoiafSystem } from '../../../domain/systems/asoiaf/index.js';
import type { SystemBinding } from '../binding.js';
import { asoiafWork } from './asoiaf.work.js';
import { AsoiafArmyRequestDto, AsoiafArmyResultDto } from './dto/armies.dto.js';
import { AsoiafAttackRequestDto, AsoiafAttackResultDto } from './dto/attacks.dto.js';
import { AsoiafChargeRequestDto, AsoiafChargeResultDto } from './dto/charges.dto.js';
import { AsoiafMoraleRequestDto, AsoiafMoraleResultDto } from './dto/morale.dto.js';
import { AsoiafScoringRequestDto, AsoiafScoringResultDto } from './dto/scoring.dto.js';
import { AsoiafTerrainRequestDto, AsoiafTerrainResultDto } from './dto/terrain.dto.js';

/** A Song of Ice and Fire over HTTP: all six capabilities, both rules versions. */
export const asoiafBinding: SystemBinding = {
  system: asoiafSystem,
  requests: {
    attacks: AsoiafAttackRequestDto,
    charges: AsoiafChargeRequestDto,
    morale: AsoiafMoraleRequestDto,
    armies: AsoiafArmyRequestDto,
    terrain: AsoiafTerrainRequestDto,
    scoring: AsoiafScoringRequestDto,
  },
  results: {
    attacks: AsoiafAttackResultDto,
    charges: AsoiafChargeResultDto,
    morale: AsoiafMoraleResultDto,
    armies: AsoiafArmyResultDto,
    terrain: AsoiafTerrainResultDto,
    scoring: AsoiafScoringResultDto,
  },
  work: asoiafWork,
};
