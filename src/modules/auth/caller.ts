import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { problem, ProblemException } from '../../common/problem.js';

/** The API key a request was made with, once resolved (API.md §7). */
export interface ArbiterKey {
  /** The key's id; `admin` for the operator's ARBITER_ADMIN_KEY. */
  id: string;
  name: string;
  /** The operator's key: reads and writes every resource, creates keys under KEY_SIGNUP=admin. */
  admin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `onRequest` key hook for a valid `Authorization: Bearer` key; the rate limiter keys by its id. */
    arbiterKey?: ArbiterKey;
    /** Why a presented key was refused (unknown or revoked); the request then counts as anonymous. */
    arbiterKeyRefused?: string;
  }
}

export const ADMIN_KEY_ID = 'admin';

/** A new secret: 32 random bytes, base64url, with a prefix that makes a leaked key easy to spot. */
export function newSecret(): string {
  return `arb_${randomBytes(32).toString('base64url')}`;
}

/** What is stored: SHA-256 of the secret (the secret is high-entropy, so no slow hash is needed). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(hashSecret(a), 'hex'), Buffer.from(hashSecret(b), 'hex'));
}

/** The bearer token of an Authorization header, or undefined; a malformed header yields ''. */
export function bearerOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const m = /^\s*Bearer\s+(\S{1,512})\s*$/i.exec(header);
  return m ? m[1] : '';
}

/** The owner recorded for what a caller creates: its key id, or none for the admin key. */
export const ownerIdOf = (k: ArbiterKey): string | null => (k.admin ? null : k.id);

export function unauthorized(detail: string, invalidToken: boolean): never {
  const header = invalidToken ? 'Bearer realm="arbiter", error="invalid_token"' : 'Bearer realm="arbiter"';
  throw new ProblemException(problem('unauthorized', detail), { 'www-authenticate': header });
}

export function requestOf(ctx: ExecutionContext): FastifyRequest {
  if ((ctx.getType() as string) === 'graphql') return GqlExecutionContext.create(ctx).getContext<{ req: FastifyRequest }>().req;
  return ctx.switchToHttp().getRequest<FastifyRequest>();
}

/** The calling key; without a valid one, a 401 problem with `WWW-Authenticate: Bearer`. */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): ArbiterKey => {
  const req = requestOf(ctx);
  if (!req.arbiterKey) {
    unauthorized(req.arbiterKeyRefused ?? 'This route needs an API key: send Authorization: Bearer <key> (create one with POST /v1/keys)', req.arbiterKeyRefused !== undefined);
  }
  return req.arbiterKey;
});

/** The calling key if any (routes open to anonymous callers). */
export const OptionalCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): ArbiterKey | undefined => requestOf(ctx).arbiterKey);

/** Resolve the caller's key as early as possible (a Fastify `onRequest` hook), before rate limiting. */
export function installKeyHook(
  fastify: { addHook(name: 'onRequest', fn: (req: FastifyRequest, reply: unknown, done: (err?: Error) => void) => void): unknown },
  resolve: (token: string) => Promise<{ key: ArbiterKey } | { refused: string }>,
): void {
  // Callback form: a request without a key (every anonymous rules call) costs no promise. No OPTIONS answer
  // depends on the key, and a CORS preflight, answered after this hook and never rate limited, must not
  // cost a database lookup.
  fastify.addHook('onRequest', (req, _reply, done) => {
    const token = bearerOf(req.headers.authorization);
    if (token === undefined || req.raw.method === 'OPTIONS') return done();
    resolve(token).then((r) => {
      if ('key' in r) req.arbiterKey = r.key;
      else req.arbiterKeyRefused = r.refused;
      done();
    }, done);
  });
}
