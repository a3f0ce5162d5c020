import { asoiafSystem } from '../../../domain/systems/asoiaf/index.js';
import type { SystemBinding } from '../binding.js';
import { AsoiafChargeRequestDto, AsoiafChargeResultDto } from './dto/charges.dto.js';

/** A Song of Ice and Fire over HTTP: one line per served capability in `requests` and `results`. */
export const asoiafBinding: SystemBinding = {
  system: asoiafSystem,
  requests: {
    charges: AsoiafChargeRequestDto,
  },
  results: {
    charges: AsoiafChargeResultDto,
  },
};
