import type { FastifyInstance } from 'fastify';
import '../modules/auth/caller.js';
import { problem, PROBLEM_CONTENT_TYPE } from './problem.js';

/**
 * Fixed one-minute window per API key (`request.arbiterKey.id`, set by the key hook that runs
 * before this one, limit `perKeyPerMinute`), else per client address (`perMinute`). Answers 429
 * problem+json with Retry-After. A limit of 0 turns that kind off. The map is swept each window
 * so it cannot grow without bound.
 */
export function installRateLimit(fastify: FastifyInstance, perMinute: number, perKeyPerMinute = perMinute): void {
  if (perMinute <= 0 && perKeyPerMinute <= 0) return;
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  fastify.addHook('onRequest', async (req, reply) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      counts = new Map();
    }
    const keyId = req.arbiterKey?.id;
    const limit = keyId === undefined ? perMinute : perKeyPerMinute;
    if (limit <= 0) return;
    const bucket = keyId === undefined ? `ip:${req.ip}` : `key:${keyId}`;
    const n = (counts.get(bucket) ?? 0) + 1;
    counts.set(bucket, n);
    reply.header('ratelimit-limit', limit).header('ratelimit-remaining', Math.max(0, limit - n));
    if (n > limit) {
      const retry = Math.ceil((windowStart + 60_000 - now) / 1000);
      return reply
        .status(429)
        .header('retry-after', retry)
        .header('content-type', PROBLEM_CONTENT_TYPE)
        .send(problem('rate_limited', `More than ${limit} requests a minute ${keyId === undefined ? 'from this address' : 'with this API key'}; retry in ${retry} s`));
    }
  });
}
