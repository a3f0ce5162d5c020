import { createRequire } from 'node:module';
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
 * Helmet's security headers on every response, as @fastify/helmet sets them (on the Node.js
 * response, where Fastify merges them into whatever it sends, errors and 404s included), but
 * computed once instead of building Helmet's middleware chain and a promise per request.
 */
export function installSecurityHeaders(fastify: FastifyInstance, headers = helmetHeaders()): void {
  fastify.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
