import { agotSystem } from '../../../domain/systems/agot/index.js';
import type { SystemBinding } from '../binding.js';
import { AgotScoreRequestDto, AgotScoreResultDto, AgotSetupRequestDto, AgotSetupResultDto } from './dto/agot.dto.js';

/** A Game of Thrones over HTTP: board setup and scoring. */
export const agotBinding: SystemBinding = {
  system: agotSystem,
  requests: { terrain: AgotSetupRequestDto, scoring: AgotScoreRequestDto },
  results: { terrain: AgotSetupResultDto, scoring: AgotScoreResultDto },
};
