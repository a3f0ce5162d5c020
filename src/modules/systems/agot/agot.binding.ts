import { agotSystem } from '../../../domain/systems/agot/index.js';
import type { SystemBinding } from '../binding.js';
import { agotWork } from './agot.work.js';
import { AgotArmyRequestDto, AgotArmyResultDto } from './dto/armies.dto.js';
import { AgotCombatRequestDto, AgotCombatResultDto } from './dto/combat.dto.js';
import { AgotMarchRequestDto, AgotMarchResultDto } from './dto/march.dto.js';
import { AgotMoraleRequestDto, AgotMoraleResultDto } from './dto/morale.dto.js';
import { AgotScoreRequestDto, AgotScoreResultDto, AgotSetupRequestDto, AgotSetupResultDto } from './dto/agot.dto.js';

/** A Game of Thrones over HTTP: combat, army validation, march legality, supply and Wildling tests, board setup and scoring. */
export const agotBinding: SystemBinding = {
  system: agotSystem,
  requests: { attacks: AgotCombatRequestDto, armies: AgotArmyRequestDto, charges: AgotMarchRequestDto, morale: AgotMoraleRequestDto, terrain: AgotSetupRequestDto, scoring: AgotScoreRequestDto },
  results: { attacks: AgotCombatResultDto, armies: AgotArmyResultDto, charges: AgotMarchResultDto, morale: AgotMoraleResultDto, terrain: AgotSetupResultDto, scoring: AgotScoreResultDto },
  work: agotWork,
};
