import { asoiafSystem } from '../../../domain/systems/asoiaf/index.js';
import type { SystemBinding } from '../binding.js';
import { asoiafWork } from './asoiaf.work.js';
import { AsoiafAttackRequestDto, AsoiafAttackResultDto } from './dto/attacks.dto.js';
import { AsoiafMoraleRequestDto, AsoiafMoraleResultDto } from './dto/morale.dto.js';

/** A Song of Ice and Fire over HTTP: one line per served capability in `requests` and `results`. */
export const asoiafBinding: SystemBinding = {
  system: asoiafSystem,
  requests: {
    attacks: AsoiafAttackRequestDto,
    morale: AsoiafMoraleRequestDto,
  },
  results: {
    attacks: AsoiafAttackResultDto,
    morale: AsoiafMoraleResultDto,
  },
  work: asoiafWork,
};
