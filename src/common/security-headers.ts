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
 * The security headers of the API's JSON answers: the set the OWASP REST Security Cheat Sheet names
 * for API responses (its "Security Headers"; Content-Type is set per answer). The rest of Helmet's
 * set governs HTML documents (browsing-context isolation, DNS prefetching, IE downloads, Flash
 * policy files, the XSS auditor, referrers of a page's links) and has no effect on a JSON answer,
 * which a browser never renders as a page: the CSP below makes sure it could run nothing if one did.
 * Names in lower case, as Node.js keys them (so setting one lowercases nothing).
 */
export const API_SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
];

/** The answers that are HTML pages a browser renders: the interactive docs (`/docs…`) and GraphiQL (`GET /graphql`). */
export function isPage(req: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  const url = req.url ?? '';
  return url.startsWith('/docs') || ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith('/graphql'));
}

/**
 * Security headers on every response, computed once and set on the Node.js response as the server
 * receives the request, before Fastify routes it: every answer carries them, errors and 404s included,
 * even those sent before any hook runs (a request target that is not a path), and no Fastify hook runs
 * per request for them. Pages (`isPage`) get Helmet's set as @fastify/helmet sets it (`helmetHeaders`),
 * JSON answers the API's (`API_SECURITY_HEADERS`).
 */
export function installSecurityHeaders(fastify: FastifyInstance, pages = helmetHeaders(), api = API_SECURITY_HEADERS): void {
  onEveryRequest(fastify, (req, res) => {
    for (const [name, value] of isPage(req) ? pages : api) res.setHeader(name, value);
  });
}

/**
 * Run `set` on each request's Node.js response before Fastify's own request handler runs (a listener put
 * first on the server's `request` event): what it sets is merged into every answer Fastify writes.
 */
export function onEveryRequest(fastify: FastifyInstance, set: (req: IncomingMessage, res: ServerResponse) => void): void {
  (fastify.server as Server).prependListener('request', set);
}
