/** Requests shared by the pre-game specs: a terrain setup in check mode, units 10"×4" facing across the board. */
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest } from '../../../core/system.js';
import { terrainCapability, type TerrainRequest } from '../terrain.js';

export const runSetup = (r: Partial<TerrainRequest>, options: Record<string, unknown> = {}, dice: DiceRequest = { mode: 'exact' }) =>
  terrainCapability.run({ mode: 'check', ...r } as TerrainRequest, { rulesVersion: 't9a-0.11.1', options: resolveOptions(terrainCapability.options, options), dice });

export const U = (id: string, side: 'A' | 'B', x: number, y: number, extra: Record<string, unknown> = {}) => ({ id, side, centre: { x, y }, facing: side === 'A' ? 0 : 180, width: 10, depth: 4, ...extra });
