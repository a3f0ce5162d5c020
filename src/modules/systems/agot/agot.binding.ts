import { agotSystem } from '../../../domain/systems/agot/index.js';
import type { SystemBinding } from '../binding.js';
import { AgotMarchRequestDto, AgotMarchResultDto } from './dto/march.dto.js';
import { AgotScoreRequestDto, AgotScoreResultDto, AgotSetupRequestDto, AgotSetupResultDto } from './dto/agot.dto.js';

/** A Game of Thrones over HTTP: march legality, board setup and scoring. */
export const agotBinding: SystemBinding = {
  system: agotSystem,
  requests: { charges: AgotMarchRequestDto, terrain: AgotSetupRequestDto, scoring: AgotScoreRequestDto },
  results: { charges: AgotMarchResultDto, terrain: AgotSetupResultDto, scoring: AgotScoreResultDto },
};
