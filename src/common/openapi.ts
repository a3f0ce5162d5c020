import type { OpenAPIObject } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE } from './problem.js';

/**
 * What the OpenAPI document says for every operation, added after Nest has built it so routes
 * added later get it too: `servers`, the license, the response headers (x-request-id everywhere;
 * RateLimit on every counted route; ETag, Location, Idempotent-Replayed where the games routes send
 * them), a 429 on every counted route, and the worked examples of the rules routes.
 */

/** A worked example, with the answer the server gives to it. */
export interface ComputedExample {
  summary: string;
  description?: string;
  request: unknown;
  response: unknown;
}

/** Routes the rate limiter never counts (src/common/rate-limit.ts). */
const NOT_RATE_LIMITED = new Set(['/health']);

const HEADERS = {
  'X-Request-Id': {
    description: 'The id of this request (yours when you sent `x-request-id`); every log line of the request carries it. Quote it when you report a problem.',
    schema: { type: 'string', example: '3f2c1a9e-5b7d-4c1e-9a2f-0d8e6b4c2a10' },
  },
  RateLimit: {
    description: 'The caller\'s quota in this window, e.g. `limit=600, remaining=599, reset=42` (IETF draft "RateLimit header fields for HTTP").',
    schema: { type: 'string', example: 'limit=600, remaining=599, reset=42' },
  },
  'RateLimit-Policy': {
    description: 'The quota: requests per window of `w` seconds (per API key when one is sent, else per client address).',
    schema: { type: 'string', example: '600;w=60' },
  },
  'RateLimit-Limit': { description: 'Requests allowed in the window.', schema: { type: 'integer', example: 600 } },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer', example: 599 } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer', example: 42 } },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', example: 30 } },
  ETag: { description: 'The version of the game, quoted (`"3"`): send it back as If-Match to replace or delete it.', schema: { type: 'string', example: '"1"' } },
  Location: { description: 'Where the created resource can be read.', schema: { type: 'string', example: '/v1/games/0b5e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b' } },
  'Idempotent-Replayed': {
    description: 'Present (`true`) when this answer is the replay of the first answer to the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;

type HeaderName = keyof typeof HEADERS;
const ref = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });
const RATE_HEADERS: HeaderName[] = ['RateLimit', 'RateLimit-Policy', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/** Headers particular operations send, by operationId and status. */
const OPERATION_HEADERS: Record<string, Record<string, HeaderName[]>> = {
  createGame: { '201': ['Location', 'ETag', 'Idempotent-Replayed'] },
  getGame: { '200': ['ETag'] },
  replaceGame: { '200': ['ETag'] },
  appendGameEvent: { '201': ['Location', 'Idempotent-Replayed'] },
};

type Json = Record<string, any>;

export function enrichOpenApi(doc: OpenAPIObject, rulesExamples: Record<string, Record<string, ComputedExample>> = {}): OpenAPIObject {
  doc.info.license = { name: 'Proprietary: all rights reserved. Use of the API is governed by your agreement with the operator.' };
  doc.servers = [{ url: '/', description: 'The server that serves this document (locally http://localhost:3000 after `npm start` or `docker compose up`)' }];
  doc.components = doc.components ?? {};
  doc.components.headers = { ...(doc.components.headers ?? {}), ...HEADERS } as never;

  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const limited = !NOT_RATE_LIMITED.has(path);
      // Saved games, tournaments and keys declare the key as required; every other route is open to
      // anonymous callers and takes a key to raise their rate limit (API.md §7).
      if (!op.security) op.security = [{}, { bearer: [] }];
      op.responses = op.responses ?? {};
      if (limited && !op.responses['429']) {
        op.responses['429'] = {
          description: 'Rate limited: more requests than the quota in this window (per API key, else per client address)',
          content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/ProblemDto' } } },
        };
      }
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const names: HeaderName[] = ['X-Request-Id'];
        if (limited) names.push(...RATE_HEADERS);
        if (status === '429' || status === '503') names.push('Retry-After');
        names.push(...(OPERATION_HEADERS[op.operationId as string]?.[status] ?? []));
        response.headers = { ...(response.headers ?? {}), ...Object.fromEntries(names.map((n) => [n, ref(n)])) };
      }
      const examples = method === 'post' ? rulesExamples[path] : undefined;
      if (examples) {
        const media = op.requestBody?.content?.['application/json'];
        const ok = op.responses['200']?.content?.['application/json'];
        if (media) media.examples = Object.fromEntries(Object.entries(examples).map(([k, e]) => [k, { summary: e.summary, ...(e.description ? { description: e.description } : {}), value: e.request }]));
        if (ok) ok.examples = Object.fromEntries(Object.entries(examples).map(([k, e]) => [k, { summary: e.summary, value: e.response }]));
      }
    }
  }
  return doc;
}
