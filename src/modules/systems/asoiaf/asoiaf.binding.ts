import { asoiafSystem } from '../../../domain/systems/asoiaf/index.js';
import type { SystemBinding } from '../binding.js';
import { AsoiafArmyRequestDto, AsoiafArmyResultDto } from './dto/armies.dto.js';
import { AsoiafChargeRequestDto, AsoiafChargeResultDto } from './dto/charges.dto.js';
import { AsoiafScoringRequestDto, AsoiafScoringResultDto } from './dto/scoring.dto.js';
import { AsoiafTerrainRequestDto, AsoiafTerrainResultDto } from './dto/terrain.dto.js';

/** A Song of Ice and Fire over HTTP: one line per served capability in `requests` and `results`. */
export const asoiafBinding: SystemBinding = {
  system: asoiafSystem,
  requests: {
    charges: AsoiafChargeRequestDto,
    armies: AsoiafArmyRequestDto,
    terrain: AsoiafTerrainRequestDto,
    scoring: AsoiafScoringRequestDto,
  },
  results: {
    charges: AsoiafChargeResultDto,
    armies: AsoiafArmyResultDto,
    terrain: AsoiafTerrainResultDto,
    scoring: AsoiafScoringResultDto,
  },
};
