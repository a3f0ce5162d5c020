/**
 * The rules worker (a piscina worker thread): runs one capability of a registry system on a
 * validated payload. Domain errors come back as data, since an Error loses its fields crossing
 * threads.
 */
import { DomainError } from '../../domain/core/errors.js';
import type { CapabilityId, RulesContext, RulesOutcome } from '../../domain/core/system.js';
import { SYSTEMS } from '../../domain/registry.js';

export interface RulesTask {
  systemId: string;
  capability: CapabilityId;
  payload: unknown;
  ctx: RulesContext;
}

export type RulesTaskResult =
  | { ok: true; outcome: RulesOutcome }
  | { ok: false; error: { code: DomainError['code']; message: string; issues: DomainError['issues']; details: DomainError['details'] } };

export default function runRulesTask(task: RulesTask): RulesTaskResult {
  const cap = SYSTEMS.find((s) => s.id === task.systemId)?.capabilities[task.capability];
  if (!cap) throw new Error(`No capability ${task.systemId}/${task.capability} in the registry`);
  try {
    return { ok: true, outcome: cap.run(task.payload, task.ctx) };
  } catch (e) {
    if (e instanceof DomainError) return { ok: false, error: { code: e.code, message: e.message, issues: e.issues, details: e.details } };
    throw e;
  }
}
