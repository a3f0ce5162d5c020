import { createRequire } from 'node:module';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The options of the security headers: Helmet's defaults, no Content-Security-Policy (a JSON API) and no COEP. */
export const SECURITY_HEADER_OPTIONS = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false } as const;

type HelmetMiddleware = (req: unknown, res: { setHeader(name: string, value: string): void; removeHeader(name: string): void }, next: (err?: unknown) => void) => void;

/**
 * The headers Helmet (the one @fastify/helmet uses) sets for `options`, worked out once: with no
 * per-request input (no CSP nonce) they are the same for every response. Helmet only sets headers
 * and removes X-Powered-By, which Fastify never sends.
 */
export function helmetHeaders(options: Record<string, unknown> = SECURITY_HEADER_OPTIONS): Array<[string, string]> {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
  const helmet = fromPlugin('helmet') as (opts: Record<string, unknown>) => HelmetMiddleware;
  const headers: Array<[string, string]> = [];
  helmet(options)({}, { setHeader: (name, value) => headers.push([name, value]), removeHeader: () => undefined }, (err) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Helmet's security headers on every response, as @fastify/helmet sets them, but computed once and set
 * on the Node.js response as the server receives the request, before Fastify routes it: every answer
 * carries them, errors and 404s included, even those sent before any hook runs (a request target that is
 * not a path), and no Fastify hook runs per request for them.
 */
export function installSecurityHeaders(fastify: FastifyInstance, headers = helmetHeaders()): void {
  onEveryRequest(fastify, (_req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  });
}

/**
 * Run `set` on each request's Node.js response before Fastify's own request handler runs (a listener put
 * first on the server's `request` event): what it sets is merged into every answer Fastify writes.
 */
export function onEveryRequest(fastify: FastifyInstance, set: (req: IncomingMessage, res: ServerResponse) => void): void {
  (fastify.server as Server).prependListener('request', set);
}
