/**
 * The `charges` capability (§4, algorithm §4.9): eligibility (L969-975, L2277, L2906-2907, L3248-3255,
 * L3431-3433), target, line of sight from the front arc (L714-718), maximum range (L839-844), charged facing
 * (L887-888), a one-wheel path with room to reach it (L878-935), reactions (L845-869), Terror (L3517-3521),
 * charge range M + 2D6 / 3D6 drop lowest / Random Movement with the champion's floor (L873-877, L2810-2813),
 * dangerous terrain (L2816-2823). Exact P(success) as a fraction; seeded/given roll the range. Several chargers on
 * one target (L918-928) and the redirect after the target fled (L861-869) reuse the same check.
 */
import type { Capability, RulesContext, RulesOutcome } from '../../../core/system.js';
import { samplerOf } from '../dice.js';
import { optionsNamed } from '../options.js';
import { assaultView } from './assault.js';
import { checkOne, type Probe } from './check.js';
import { ranksOf } from './models.js';
import { runMany } from './many.js';
import { runRedirect } from './redirect.js';
import type { ChargeRequest } from './types.js';
import { validate } from './validate.js';

export { chargedFacing } from './facing.js';
export { rangeDist } from './range.js';
export { fp, type ChargeRequest, type ChargeUnit } from './types.js';

function run(request: ChargeRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const { charger, target: declared, board } = validate(request);
  if (request.redirect) return runRedirect(request, charger, declared, board, ctx);
  // a unit in a building is charged through its building (an assault, L2895-2899, L2921-2923)
  const assault = assaultView(request, declared);
  const req = assault?.req ?? request;
  const target = assault?.target ?? declared;
  if (req.chargerIds) return runMany(req, target, board, ctx);
  const probe: Probe = {};
  const out = checkOne(req, charger, target, board, ctx, samplerOf(ctx), { ignore: new Set(), single: true }, probe);
  // the charge's placement: the charger and the target in combat (L1449-1451), the models in base contact (L897-902)
  if (probe.contact) {
    const inCombat = ranksOf(charger).models + ranksOf(target).models;
    out.result.placement = { placed: [charger.id], notPlaced: [], modelsInCombat: inCombat, modelsInContact: probe.contact.chargerModels + probe.contact.targetModels, ...(probe.targetMove ? { targetMove: probe.targetMove } : {}) };
  }
  return out;
}

export const chargesCapability: Capability<ChargeRequest, Record<string, unknown>> = {
  options: optionsNamed('standAndShootDistanceRef', 'championFloor', 'combinedUnitM', 'facingTieBreak', 'engagedCannotCharge', 'reactionTiming', 'jointChargePriority', 'blockedChargeEnemies'),
  usesDice: true,
  run,
};
