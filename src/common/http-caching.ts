import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** Every method a browser may send, and every response header it may read (API.md: ETag, Location, …). */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
export const CORS_EXPOSED_HEADERS = [
  'ETag',
  'Location',
  'Retry-After',
  'X-Request-Id',
  'Idempotent-Replayed',
  'RateLimit',
  'RateLimit-Policy',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
];

/** `W/"3"` and `"3"` name the same version (RFC 9110 §13.1.2: If-None-Match uses the weak comparison). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** 304 Not Modified for a 200 answer whose ETag the request's If-None-Match names. */
const conditionalGet: onSendHookHandler = (req, reply, payload, done) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return done(null, payload);
  const etag = reply.getHeader('etag');
  const ifNoneMatch = req.headers['if-none-match'];
  if (typeof etag !== 'string' || typeof ifNoneMatch !== 'string') return done(null, payload);
  const match = ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => opaque(t) === opaque(etag));
  if (!match) return done(null, payload);
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  done(null, null);
};

/**
 * Conditional GET (RFC 9110 §13.1.2): a GET or HEAD whose If-None-Match names the ETag the answer
 * would carry (or `*`) gets 304 Not Modified with no body, so a client polling a game or a
 * tournament re-downloads it only when its version changed. The hook is added to the GET and HEAD
 * routes registered from now on (the application's routes are registered later, at start-up), so
 * other requests, rules calls among them, do not run it.
 */
export function installConditionalGet(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => m === 'GET' || m === 'HEAD')) return;
    const hooks = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    if (!hooks.includes(conditionalGet)) route.onSend = [...hooks, conditionalGet];
  });
}
