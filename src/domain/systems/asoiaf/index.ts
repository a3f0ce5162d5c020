import type { GameSystem } from '../../core/system.js';

/** A Song of Ice and Fire: Tabletop Miniatures Game (seeds 000, 2021, and 002, 2018). Known to the registry; no capability served yet. */
export const asoiafSystem: GameSystem = {
  id: 'asoiaf',
  name: 'A Song of Ice and Fire: Tabletop Miniatures Game',
  rulesVersions: ['asoiaf-2021', 'asoiaf-2018'],
  catalogue: () => ({}),
  capabilities: {},
};
