import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { onEveryRequest } from './security-headers.js';

export interface CorsSettings {
  /** `true`: any origin, reflected; or the allowed origins (a list naming `*` answers `*` to every request). */
  origins: true | string[];
  methods: string[];
  exposedHeaders: string[];
}

/**
 * CORS as @fastify/cors answers it with `origin` true or a list, `methods`, `exposedHeaders` and its
 * other defaults (strict preflight, 204, the request's headers allowed), in one callback hook with
 * the fixed header values joined once (@fastify/cors copies its options and resolves the origin
 * through callbacks on every request): every answer varies on Origin and exposes the listed headers,
 * except that with the origin reflected (not a fixed `*`) an answer to a request without Origin, which
 * no browser sends for a CORS request, leaves out Access-Control-Expose-Headers (Vary: Origin keeps a
 * cache from serving it to a browser);
 * an allowed Origin is reflected in Access-Control-Allow-Origin; a preflight (OPTIONS) is answered
 * 204, or 400 when it lacks Origin or Access-Control-Request-Method. The headers go on the Node.js
 * response before Fastify routes the request, so every answer carries them, errors and 404s included,
 * even those sent before any hook runs (a request target that is not a path). A preflight is answered
 * by an onRequest hook of the route it reaches (the catch-all OPTIONS route, or a route that takes
 * OPTIONS itself): no hook runs for it on the other requests, and it is not rate limited, parsed or
 * guarded.
 */
export function installCors(fastify: FastifyInstance, settings: CorsSettings): void {
  const fixed = settings.origins !== true && settings.origins.includes('*') ? '*' : undefined;
  const allowed = new Set(settings.origins === true ? [] : settings.origins);
  const exposed = settings.exposedHeaders.join(', ');
  const methods = settings.methods.join(', ');
  // The headers of every answer go on the Node.js response before Fastify routes the request, so the
  // answers sent before any hook (a 404 for a request target that is not a path) carry them too.
  onEveryRequest(fastify, (req, res) => {
    const origin = req.headers.origin;
    if (fixed) {
      res.setHeader('access-control-allow-origin', fixed);
      res.setHeader('access-control-expose-headers', exposed);
      return;
    }
    res.setHeader('vary', 'Origin');
    if (origin === undefined) return; // not a CORS request: no browser reads the answer's CORS headers
    if (settings.origins === true || allowed.has(origin)) res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-expose-headers', exposed);
  });
  // A preflight is answered by an onRequest hook of the route it reaches, after the application's onRequest
  // hooks and before rate limiting, body parsing and the handler.
  const preflight = (req: FastifyRequest, reply: FastifyReply) => {
    const origin = req.headers.origin;
    if (!origin || !req.headers['access-control-request-method']) {
      reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply.raw.setHeader('access-control-allow-methods', methods);
    reply.raw.setHeader('vary', fixed ? 'Access-Control-Request-Headers' : 'Origin, Access-Control-Request-Headers');
    const requested = req.headers['access-control-request-headers'];
    if (requested !== undefined) reply.raw.setHeader('access-control-allow-headers', requested);
    reply.code(204).header('content-length', '0').send();
  };
  // A route that takes OPTIONS itself (GraphQL's: GET, POST and OPTIONS) gets a preflight to its path
  // instead of the catch-all route below, so the hook goes on it too, answering its OPTIONS requests
  // only; those registered later (the application's, at start-up) included.
  const onOptions = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (req.raw.method === 'OPTIONS') preflight(req, reply);
    else done();
  };
  fastify.addHook('onRoute', (route) => {
    const routeMethods = Array.isArray(route.method) ? route.method : [route.method];
    const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    if (routeMethods.includes('OPTIONS') && !hooks.includes(preflight)) route.onRequest = [onOptions, ...hooks];
  });
  // A preflight to any other path reaches this route; the hook answers every request it gets.
  fastify.options('*', { onRequest: preflight }, (_req, reply) => {
    reply.callNotFound();
  });
}
