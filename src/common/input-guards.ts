import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldIssue } from '../domain/core/errors.js';
import { problem, PROBLEM_CONTENT_TYPE } from './problem.js';

/** Deepest nesting a JSON body may have (the deepest real request, a KoW charge, is under 10). */
export const MAX_JSON_DEPTH = 32;
/** At most this many issues are listed for one request (the first ones in document order). */
const MAX_ISSUES = 20;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * What no request may carry, found before any DTO transformation runs: nesting deeper than
 * `maxDepth` (the transformation recurses, so a 5,000-deep body would overflow the stack), and NUL
 * characters in strings or keys (PostgreSQL cannot store them in text or jsonb). Iterative, so
 * the check itself cannot overflow; linear in the body's size.
 */
export function inspectJson(value: unknown, root = '', maxDepth = MAX_JSON_DEPTH): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stack: Array<{ v: unknown; path: string; depth: number; nulKey?: true }> = [{ v: value, path: root, depth: 0 }];
  while (stack.length && issues.length < MAX_ISSUES) {
    const { v, path, depth, nulKey } = stack.pop()!;
    if (nulKey) {
      issues.push({ path, code: 'noNulCharacter', message: 'the key must not contain the NUL character (\\u0000)' });
      continue;
    }
    if (typeof v === 'string') {
      if (v.includes('\u0000')) issues.push({ path: path || '/', code: 'noNulCharacter', message: 'must not contain the NUL character (\\u0000)' });
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) {
      issues.push({ path: path || '/', code: 'maxDepth', message: `is nested more than ${maxDepth} levels deep` });
      continue;
    }
    const entries: Array<[string, unknown]> = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
    // Pushed in reverse so that issues come out in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i];
      const p = `${path}/${escapePointer(k)}`;
      stack.push(k.includes('\u0000') ? { v: undefined, path: p, depth, nulKey: true } : { v: x, path: p, depth: depth + 1 });
    }
  }
  return issues;
}

/**
 * True exactly when `inspectJson(value, _, maxDepth)` finds nothing, without building a pointer per
 * value: the check every request pays, the pointers only for the rare one refused. It recurses at
 * most `maxDepth` levels (deeper is refused), so it cannot overflow the stack.
 */
export function isClean(value: unknown, maxDepth = MAX_JSON_DEPTH, depth = 0): boolean {
  if (typeof value === 'string') return !value.includes('\u0000');
  if (value === null || typeof value !== 'object') return true;
  if (depth >= maxDepth) return false;
  if (Array.isArray(value)) {
    for (const x of value) if (!isClean(x, maxDepth, depth + 1)) return false;
    return true;
  }
  for (const k of Object.keys(value)) {
    if (k.includes('\u0000') || !isClean((value as Record<string, unknown>)[k], maxDepth, depth + 1)) return false;
  }
  return true;
}

function refuse(reply: FastifyReply, issues: FieldIssue[]) {
  return reply
    .status(400)
    .header('content-type', PROBLEM_CONTENT_TYPE)
    .send(problem('invalid_input', `The request has ${issues.length === MAX_ISSUES ? 'at least ' : ''}${issues.length} value(s) no request may carry`, issues));
}

/**
 * Refuse, for every route (REST and GraphQL, whose variables are in the body), what
 * `inspectJson` finds in the body, the query string or the path parameters, as a 400 problem
 * pointing at each offending value (`/query/system` for a query parameter, `/params/id` for a
 * path parameter).
 */
export function installInputGuards(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (isClean(req.query, 2) && isClean(req.params, 2) && (req.body === undefined || isClean(req.body))) return done();
    const issues = [
      ...inspectJson(req.query, '/query', 2),
      ...inspectJson(req.params, '/params', 2),
      ...(req.body !== undefined ? inspectJson(req.body) : []),
    ];
    refuse(reply, issues.slice(0, MAX_ISSUES));
  });
}
