import { kowSystem } from '../../../domain/systems/kow/index.js';
import type { SystemBinding } from '../binding.js';
import { kowWork } from './kow.work.js';
import { KowArmyRequestDto, KowArmyResultDto } from './dto/armies.dto.js';
import { KowAttackRequestDto, KowAttackResultDto } from './dto/attacks.dto.js';
import { KowChargeRequestDto, KowChargeResultDto } from './dto/charges.dto.js';
import { KowMoraleRequestDto, KowMoraleResultDto } from './dto/morale.dto.js';
import { KowScoringRequestDto, KowScoringResultDto } from './dto/scoring.dto.js';
import { KowTerrainRequestDto, KowTerrainResultDto } from './dto/terrain.dto.js';

/** Kings of War over HTTP: all six capabilities. */
export const kowBinding: SystemBinding = {
  system: kowSystem,
  requests: { attacks: KowAttackRequestDto, charges: KowChargeRequestDto, morale: KowMoraleRequestDto, armies: KowArmyRequestDto, scoring: KowScoringRequestDto, terrain: KowTerrainRequestDto },
  results: { attacks: KowAttackResultDto, charges: KowChargeResultDto, morale: KowMoraleResultDto, armies: KowArmyResultDto, scoring: KowScoringResultDto, terrain: KowTerrainResultDto },
  work: kowWork,
};
