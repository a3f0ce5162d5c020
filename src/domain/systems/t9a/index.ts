import type { GameSystem } from '../../core/system.js';

/** The 9th Age: Fantasy Battles 0.11.1 (seed 004). Known to the registry; no capability served yet. */
export const t9aSystem: GameSystem = {
  id: 't9a',
  name: 'The 9th Age: Fantasy Battles',
  rulesVersions: ['t9a-0.11.1'],
  catalogue: () => ({}),
  capabilities: {},
};
