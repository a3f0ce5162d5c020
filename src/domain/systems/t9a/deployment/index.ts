/**
 * The pre-game of a terrain setup request (§8.2-8.4, L452-540): the deployment check with Scouts and hidden models,
 * Vanguard moves, Secure Target markers, the first-turn roll and Ambush arrivals.
 */
import type { Explainer } from '../../../core/explain.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import type { Polygon } from '../../../core/table/shapes.js';
import { R } from '../rules.js';
import { ambush } from './ambush.js';
import { firstTurnRoll, type FirstTurnTie } from './first-turn.js';
import { checkMarkers } from './markers.js';
import { checkPlacement } from './placement.js';
import type { PreGameAnswer, PreGameRequest } from './types.js';
import { validatePreGameGeometry } from './validate.js';
import { vanguardMoves } from './vanguard.js';
import { zoneOf, type Side } from './zone.js';

export type { PreGameRequest, PreGameAnswer } from './types.js';
export { validatePreGameFields } from './validate.js';

/** Does the request roll dice (seeded or given)? */
export const preGameRolls = (req: PreGameRequest) => req.firstTurnRoll !== undefined || (req.ambushers?.length ?? 0) > 0;

export function preGame(req: PreGameRequest, board: { width: number; depth: number }, impassable: readonly Polygon[], options: Record<string, unknown>, sampler: Sampler | null, ex: Explainer): PreGameAnswer {
  validatePreGameGeometry(req, board, impassable);
  const out: PreGameAnswer = {};
  const d = req.deployment;
  if (d) {
    const spec = { type: d.type, diagonal: d.diagonal, attacker: d.attacker, literal: options.flankAttackDefenderLiteral === true };
    const zones = { A: zoneOf(spec, 'A', board), B: zoneOf(spec, 'B', board) } as Record<Side, ReturnType<typeof zoneOf>>;
    ex.add(R.deploymentPhase, `${d.type} deployment${d.goesFirst ? `, side ${d.goesFirst} plays the first turn` : ''}: units, then Scouts, then Vanguard moves`);
    if (req.units) {
      const ambusherIds = new Set((req.ambushers ?? []).map((a) => a.id));
      out.deployment = checkPlacement(req.units, zones, impassable, req.hidden ?? [], ambusherIds, d.goesFirst, ex);
      if (req.units.some((u) => u.vanguard)) out.vanguardMoves = vanguardMoves(req.units, impassable, board, d.goesFirst, out.deployment, ex);
    }
    if (req.markers) out.markers = checkMarkers(req.markers, zones, ex);
  }
  if (req.firstTurnRoll) out.firstTurnRoll = firstTurnRoll(req.firstTurnRoll, (options.firstTurnTie ?? 'reroll') as FirstTurnTie, sampler, ex);
  if (req.ambushers?.length) out.ambush = ambush(req.ambushers, board, d?.goesFirst, sampler, ex);
  return out;
}
