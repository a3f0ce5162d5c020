import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from './problem.js';
import { toProblem } from './to-problem.js';

const fallbackLog = new Logger('Problem');

/**
 * Send what a route threw as problem+json. An unexpected error is logged through the request's own
 * logger, so the line carries its reqId. Used by the filter below and by routes Fastify serves directly.
 */
export function sendProblem(reply: FastifyReply, err: unknown): void {
  const { problem, headers, unexpected } = toProblem(err);
  if (unexpected) {
    if (reply.request?.log) reply.request.log.error({ err }, 'unexpected error');
    else fallbackLog.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  }
  reply.status(problem.status).headers(headers).header('content-type', PROBLEM_CONTENT_TYPE).send(problem);
}

/** Every REST error leaves as problem+json. GraphQL errors pass through to the Apollo formatter. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  catch(err: unknown, host: ArgumentsHost) {
    if ((host.getType() as string) === 'graphql') return err;
    sendProblem(host.switchToHttp().getResponse<FastifyReply>(), err);
  }
}
