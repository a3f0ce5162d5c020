/**
 * The game systems Arbiter knows. Each lives in its own folder and exports one GameSystem;
 * adding a game is one line here and a binding in src/modules/systems/.
 */
import type { GameSystem } from './core/system.js';
import { asoiafSystem } from './systems/asoiaf/index.js';
import { t9aSystem } from './systems/t9a/index.js';

export const SYSTEMS: readonly GameSystem[] = [t9aSystem, asoiafSystem];
