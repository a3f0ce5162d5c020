import { HttpException } from '@nestjs/common';
import { DomainError } from '../domain/core/errors.js';
import { DOMAIN_CODE_TO_PROBLEM, problem, ProblemException, type Problem } from './problem.js';

/** Fastify's own error codes for bodies it refuses before any route runs. */
const FASTIFY_CODES: Record<string, (e: Error) => Problem> = {
  FST_ERR_CTP_INVALID_JSON_BODY: (e) => problem('malformed_json', e.message),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => problem('malformed_json', 'The body is empty but Content-Type is application/json'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => problem('payload_too_large', 'The request body exceeds the configured limit'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    problem('unsupported_media_type', 'Send the body as application/json'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => problem('malformed_json', 'Content-Length does not match the body'),
};

/**
 * Turn anything thrown into a problem. A client's mistake always gets its own 4xx; only a
 * genuine server fault becomes a 500, and never with a stack trace.
 */
export function toProblem(err: unknown): { problem: Problem; headers: Record<string, string>; unexpected: boolean } {
  if (err instanceof ProblemException) return { problem: err.problem, headers: err.headers, unexpected: false };
  if (err instanceof DomainError) {
    return {
      problem: problem(DOMAIN_CODE_TO_PROBLEM[err.code], err.message, err.issues, Object.keys(err.details).length ? { details: err.details } : {}),
      headers: {},
      unexpected: false,
    };
  }
  const e = err as Error & { code?: string; statusCode?: number; status?: number; type?: string };
  // Nest wraps Fastify's body-parser errors in an HttpException whose `cause` has the FST code.
  const fst = [e, e?.cause as typeof e | undefined].find((x) => x && typeof x.code === 'string' && FASTIFY_CODES[x.code]);
  if (fst) return { problem: FASTIFY_CODES[fst.code!](fst), headers: {}, unexpected: false };
  if (e instanceof SyntaxError || e?.type === 'entity.parse.failed') {
    return { problem: problem('malformed_json', e.message), headers: {}, unexpected: false };
  }
  const status = err instanceof HttpException ? err.getStatus() : e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const byStatus: Record<number, Parameters<typeof problem>[0]> = {
      404: 'route_not_found',
      405: 'method_not_allowed',
      413: 'payload_too_large',
      415: 'unsupported_media_type',
      429: 'rate_limited',
    };
    return { problem: problem(byStatus[status] ?? 'invalid_input', e.message), headers: {}, unexpected: false };
  }
  return { problem: problem('internal_error', 'An unexpected error occurred; it has been logged.'), headers: {}, unexpected: true };
}
