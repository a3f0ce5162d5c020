import type { FastifyInstance } from 'fastify';
import { problem, PROBLEM_CONTENT_TYPE } from './problem.js';

/**
 * Fixed one-minute window per client address. Answers 429 problem+json with Retry-After.
 * `perMinute` 0 turns it off. The map is swept each window so it cannot grow without bound.
 */
export function installRateLimit(fastify: FastifyInstance, perMinute: number): void {
  if (perMinute <= 0) return;
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  fastify.addHook('onRequest', async (req, reply) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      counts = new Map();
    }
    const n = (counts.get(req.ip) ?? 0) + 1;
    counts.set(req.ip, n);
    reply.header('ratelimit-limit', perMinute).header('ratelimit-remaining', Math.max(0, perMinute - n));
    if (n > perMinute) {
      const retry = Math.ceil((windowStart + 60_000 - now) / 1000);
      return reply
        .status(429)
        .header('retry-after', retry)
        .header('content-type', PROBLEM_CONTENT_TYPE)
        .send(problem('rate_limited', `More than ${perMinute} requests a minute from this address; retry in ${retry} s`));
    }
  });
}
