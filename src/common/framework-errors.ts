import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, PROBLEM_CONTENT_TYPE, type Problem } from './problem.js';

/**
 * Errors Fastify's router raises before any route or hook runs (a path parameter over the length
 * limit, a URL that cannot be decoded) leave as problem+json like every other error.
 */
export function frameworkErrors(err: Error & { code?: string; statusCode?: number }, _req: FastifyRequest, reply: FastifyReply): void {
  let p: Problem;
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') p = problem('uri_too_long', 'A path parameter is longer than the server accepts', [{ path: '/params', code: 'maxLength', message: 'a path parameter is too long' }]);
  else if (err.code === 'FST_ERR_BAD_URL') p = problem('invalid_input', 'The URL cannot be decoded', [{ path: '/params', code: 'badUrl', message: err.message }]);
  else p = problem(err.statusCode && err.statusCode < 500 ? 'invalid_input' : 'internal_error', err.statusCode && err.statusCode < 500 ? err.message : 'An unexpected error occurred; it has been logged.');
  void reply.status(p.status).header('content-type', PROBLEM_CONTENT_TYPE).send(p);
}
