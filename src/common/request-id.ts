import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { onEveryRequest } from './security-headers.js';

const REQUEST_ID = Symbol('arbiter.requestId');
type WithId = IncomingMessage & { [REQUEST_ID]?: string };

/**
 * Fastify's `genReqId`: the id `installRequestIds` gave the request (the caller's `X-Request-Id`, or a
 * new UUID), so that every log line of the request carries the id its answer shows.
 */
export const requestIdOf = (req: IncomingMessage): string => (req as WithId)[REQUEST_ID] ?? randomUUID();

/**
 * Each request's id, `X-Request-Id` in its answer: the caller's when it sent one, else a new UUID. Set on
 * the Node.js response as the server receives the request (as the security headers are), so every
 * answer carries it, errors and answers sent before routing included, and no Fastify hook runs for it.
 */
export function installRequestIds(fastify: FastifyInstance): void {
  onEveryRequest(fastify, (req, res) => {
    const sent = req.headers['x-request-id'];
    const id = typeof sent === 'string' && sent !== '' ? sent : randomUUID();
    (req as WithId)[REQUEST_ID] = id;
    res.setHeader('x-request-id', id);
  });
}
