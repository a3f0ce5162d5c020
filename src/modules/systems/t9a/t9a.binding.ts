import { t9aSystem } from '../../../domain/systems/t9a/index.js';
import type { SystemBinding } from '../binding.js';
import { T9aArmyRequestDto, T9aArmyResultDto } from './dto/armies.dto.js';
import { T9aAttackRequestDto, T9aAttackResultDto } from './dto/attacks.dto.js';
import { T9aChargeRequestDto, T9aChargeResultDto } from './dto/charges.dto.js';
import { T9aMoraleRequestDto, T9aMoraleResultDto } from './dto/morale.dto.js';
import { T9aScoringRequestDto, T9aScoringResultDto } from './dto/scoring.dto.js';
import { T9aTerrainRequestDto, T9aTerrainResultDto } from './dto/terrain.dto.js';
import { t9aWork } from './t9a.work.js';

/** The 9th Age over HTTP: all six capabilities. */
export const t9aBinding: SystemBinding = {
  system: t9aSystem,
  requests: { attacks: T9aAttackRequestDto, charges: T9aChargeRequestDto, morale: T9aMoraleRequestDto, armies: T9aArmyRequestDto, terrain: T9aTerrainRequestDto, scoring: T9aScoringRequestDto },
  work: t9aWork,
  results: { attacks: T9aAttackResultDto, charges: T9aChargeResultDto, morale: T9aMoraleResultDto, armies: T9aArmyResultDto, terrain: T9aTerrainResultDto, scoring: T9aScoringResultDto },
};
