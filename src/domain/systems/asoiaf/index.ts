/**
 * A Song of Ice and Fire: Tabletop Miniatures Game, two rules versions of one system: `asoiaf-2021`
 * (seed 000_4d85fd9897d069bf.txt, Spanish, the default) and `asoiaf-2018` (seed 002_953a7ceb75253954.txt,
 * the Russian v1.0 rules). Each capability reads `ctx.rulesVersion`.
 */
import type { GameSystem } from '../../core/system.js';
import { attacksCapability } from './attacks.js';
import { asoiafCatalogue } from './catalogue.js';
import { chargesCapability } from './charges/charge.js';
import { moraleCapability } from './morale.js';
import { armiesCapability } from './armies/validate.js';
import { terrainCapability } from './terrain/setup.js';
import { scoringCapability } from './scoring/score.js';

export const asoiafSystem: GameSystem = {
  id: 'asoiaf',
  name: 'A Song of Ice and Fire: Tabletop Miniatures Game',
  rulesVersions: ['asoiaf-2021', 'asoiaf-2018'],
  catalogue: (rulesVersion) => asoiafCatalogue(rulesVersion),
  capabilities: {
    attacks: attacksCapability,
    morale: moraleCapability,
    charges: chargesCapability,
    armies: armiesCapability,
    terrain: terrainCapability,
    scoring: scoringCapability,
  },
};
