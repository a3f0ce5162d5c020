/**
 * RFC 9457 problem details: the one error shape of the REST API. GraphQL errors carry the same
 * `code` in `extensions`.
 */
import type { DomainErrorCode, FieldIssue } from '../domain/core/errors.js';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors: FieldIssue[];
  [extra: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Every problem code the API emits, with its HTTP status and title. */
export const PROBLEM_CODES = {
  validation_failed: { status: 400, title: 'The request is invalid' },
  malformed_json: { status: 400, title: 'The request body is not valid JSON' },
  invalid_input: { status: 400, title: 'The request is invalid' },
  unknown_reference: { status: 400, title: 'The request names something that does not exist' },
  insufficient_dice: { status: 400, title: 'Not enough dice were given' },
  invalid_option: { status: 400, title: 'An option is invalid' },
  unsupported_rules_version: { status: 400, title: 'Unknown rules version' },
  unauthorized: { status: 401, title: 'A valid API key is required' },
  forbidden: { status: 403, title: 'Only the owner may change this' },
  not_found: { status: 404, title: 'Not found' },
  route_not_found: { status: 404, title: 'No such route' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  conflict: { status: 409, title: 'The request conflicts with the current state' },
  precondition_failed: { status: 412, title: 'The game was changed by someone else' },
  payload_too_large: { status: 413, title: 'The request body is too large' },
  uri_too_long: { status: 414, title: 'A path segment is too long' },
  unsupported_media_type: { status: 415, title: 'Unsupported content type' },
  impossible_state: { status: 422, title: 'The request describes an impossible state' },
  idempotency_key_reused: { status: 422, title: 'Idempotency-Key reused with another request' },
  too_complex: { status: 422, title: 'The request asks for more work than the server allows' },
  precondition_required: { status: 428, title: 'If-Match is required' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal server error' },
  capability_not_served: { status: 501, title: 'Capability not served' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof PROBLEM_CODES;

/** Exhaustive: a new DomainErrorCode fails to compile until it is mapped here. */
export const DOMAIN_CODE_TO_PROBLEM: Record<DomainErrorCode, ProblemCode> = {
  invalid_input: 'invalid_input',
  unknown_reference: 'unknown_reference',
  insufficient_dice: 'insufficient_dice',
  invalid_option: 'invalid_option',
  impossible_state: 'impossible_state',
  unsupported_rules_version: 'unsupported_rules_version',
  not_found: 'not_found',
  capability_not_served: 'capability_not_served',
  too_complex: 'too_complex',
};

export function problem(code: ProblemCode, detail: string, errors: FieldIssue[] = [], extra: Record<string, unknown> = {}): Problem {
  const { status, title } = PROBLEM_CODES[code];
  return { type: `https://arbiter.dev/problems/${code.replace(/_/g, '-')}`, title, status, detail, code, errors, ...extra };
}

/** A problem raised anywhere in the HTTP layer; the filters render it. */
export class ProblemException extends Error {
  constructor(readonly problem: Problem, readonly headers: Record<string, string> = {}) {
    super(problem.detail);
  }
}

export function raise(code: ProblemCode, detail: string, errors: FieldIssue[] = [], extra: Record<string, unknown> = {}): never {
  throw new ProblemException(problem(code, detail, errors, extra));
}
