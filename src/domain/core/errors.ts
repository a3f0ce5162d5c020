/**
 * Typed domain errors. The HTTP layer maps each code to an RFC 9457 problem (see
 * src/common/problem/); the domain never knows about HTTP.
 */
export type DomainErrorCode =
  /** A field has a value the rules cannot accept (negative stat, unknown enum member…). 400 */
  | 'invalid_input'
  /** A field names something that does not exist (catalogue id, special rule, area). 400 */
  | 'unknown_reference'
  /** Given-dice mode ran out of rolls. 400; `details` says how many more and for which step. */
  | 'insufficient_dice'
  /** An option name or value the system does not know. 400 */
  | 'invalid_option'
  /** Well-formed but impossible state (overlapping units, unit off the table). 422 */
  | 'impossible_state'
  /** The rules version is not one the system serves. 400 */
  | 'unsupported_rules_version'
  /** Unknown system / game. 404 */
  | 'not_found'
  /** The system does not serve that capability (yet). 501 */
  | 'capability_not_served'
  /** A search the rules need would pass its documented bound. 422 */
  | 'too_complex';

/** One offending field: `path` is a JSON pointer into the request body (RFC 6901). */
export interface FieldIssue {
  path: string;
  code: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly issues: FieldIssue[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Escape one JSON pointer segment (RFC 6901: `~` → `~0`, `/` → `~1`). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Build a JSON pointer from segments: `pointer('units', 3, 'me')` → `/units/3/me`. */
export function pointer(...segments: Array<string | number>): string {
  return segments.map((s) => '/' + pointerSegment(s)).join('');
}

/**
 * Collects field issues so a validator reports every offending field at once, then throws a
 * single DomainError. Use: `const v = new IssueCollector(); …; v.throwIfAny('invalid_input', 'Invalid army')`.
 */
export class IssueCollector {
  readonly issues: FieldIssue[] = [];

  add(path: string, code: string, message: string): void {
    this.issues.push({ path, code, message });
  }

  get empty(): boolean {
    return this.issues.length === 0;
  }

  throwIfAny(code: DomainErrorCode, message: string): void {
    if (this.issues.length > 0) throw new DomainError(code, message, this.issues);
  }
}
