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
  /**
   * Worked examples per capability, keyed by a short name, for the OpenAPI document: the request
   * is shown as written and the response is what the server answers to it (computed when the
   * document is built, so it cannot drift). Optional; see `examples.ts` for the built-in ones.
   */
  examples?: Partial<Record<CapabilityId, Record<string, RulesExample>>>;
}

/** One worked example of a rules call. */
export interface RulesExample {
  summary: string;
  description?: string;
  request: Record<string, unknown>;
}

/** REST path segment and GraphQL verb of each capability (API.md §2). */
export const CAPABILITY_ROUTES: Record<CapabilityId, { path: string; verb: string; noun: string; summary: string; description: string }> = {
  attacks: {
    path: 'attacks/resolve',
    verb: 'Resolve',
    noun: 'Attack',
    summary: 'Resolve one attack',
    description: 'Resolves one attack (or combat) by the rules of this system: exact odds by default, or the dice rolled with a seed or given by you.',
  },
  charges: {
    path: 'charges/check',
    verb: 'Check',
    noun: 'Charge',
    summary: 'Check whether a charge is legal',
    description: 'Checks whether a move or charge is legal on the table or board described in the request, and says why not.',
  },
  morale: {
    path: 'morale/test',
    verb: 'Test',
    noun: 'Morale',
    summary: 'Take a morale test',
    description: 'Takes a morale-type test (nerve, retreat, bids and the like, per system): exact probabilities, or the outcome with seeded or given dice.',
  },
  armies: {
    path: 'armies/validate',
    verb: 'Validate',
    noun: 'Army',
    summary: 'Validate an army list',
    description: 'Validates an army list or a position against the construction rules; every violation is listed with its code and pointer.',
  },
  terrain: {
    path: 'terrain/setup',
    verb: 'Setup',
    noun: 'Terrain',
    summary: 'Generate or check a terrain layout',
    description: 'Generates a table set-up (terrain layout or opening state) or checks one you give.',
  },
  scoring: {
    path: 'scenarios/score',
    verb: 'Score',
    noun: 'Scenario',
    summary: 'Score a finished game',
    description: 'Scores a game by the scenario rules of this system: the winner, or a draw, with the margin and the criterion that decided.',
  },
};

/** `kow` + `attacks` → `kowResolveAttack` (GraphQL mutation and OpenAPI operationId). */
export function operationName(systemId: string, capability: CapabilityId): string {
  const r = CAPABILITY_ROUTES[capability];
  return `${systemId}${r.verb}${r.noun}`;
}
