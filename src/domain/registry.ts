/**
 * The game systems Arbiter knows. Each lives in its own folder and exports one GameSystem;
 * adding a game is one line here and a binding in src/modules/systems/.
 */
import type { GameSystem } from './core/system.js';
import { agotSystem } from './systems/agot/index.js';
import { asoiafSystem } from './systems/asoiaf/index.js';
import { kowSystem } from './systems/kow/index.js';
import { t9aSystem } from './systems/t9a/index.js';

export const SYSTEMS: readonly GameSystem[] = [kowSystem, t9aSystem, asoiafSystem, agotSystem];
