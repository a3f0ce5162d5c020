import type { Type } from '@nestjs/common';
import type { CapabilityId, GameSystem } from '../../domain/core/system.js';
import type { RulesRequestDto } from './rules-request.dto.js';
import type { WorkEstimators } from './work.js';

/**
 * How one game system is served over HTTP: its domain object plus, per capability it serves, the
 * DTO class of the request body and of the `result`. The platform turns each entry into a REST
 * route and a GraphQL mutation.
 */
export interface SystemBinding {
  system: GameSystem;
  requests: Partial<Record<CapabilityId, Type<RulesRequestDto>>>;
  results: Partial<Record<CapabilityId, Type<unknown>>>;
  /** Sizes up requests before they run: documented bounds (422 too_complex) and which run in the worker pool. */
  work?: WorkEstimators;
}

/** REST path segment and GraphQL verb of each capability (API.md §2). */
export const CAPABILITY_ROUTES: Record<CapabilityId, { path: string; verb: string; noun: string; summary: string }> = {
  attacks: { path: 'attacks/resolve', verb: 'Resolve', noun: 'Attack', summary: 'Resolve one attack' },
  charges: { path: 'charges/check', verb: 'Check', noun: 'Charge', summary: 'Check whether a charge is legal' },
  morale: { path: 'morale/test', verb: 'Test', noun: 'Morale', summary: 'Take a morale test' },
  armies: { path: 'armies/validate', verb: 'Validate', noun: 'Army', summary: 'Validate an army list' },
  terrain: { path: 'terrain/setup', verb: 'Setup', noun: 'Terrain', summary: 'Generate or check a terrain layout' },
  scoring: { path: 'scenarios/score', verb: 'Score', noun: 'Scenario', summary: 'Score a finished game' },
};

/** `kow` + `attacks` → `kowResolveAttack` (GraphQL mutation and OpenAPI operationId). */
export function operationName(systemId: string, capability: CapabilityId): string {
  const r = CAPABILITY_ROUTES[capability];
  return `${systemId}${r.verb}${r.noun}`;
}
