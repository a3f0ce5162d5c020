import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from './problem.js';
import { toProblem } from './to-problem.js';

/** Every REST error leaves as problem+json. GraphQL errors pass through to the Apollo formatter. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly log = new Logger('Problem');

  catch(err: unknown, host: ArgumentsHost) {
    if ((host.getType() as string) === 'graphql') return err;
    const { problem, headers, unexpected } = toProblem(err);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // Through the request's own logger, so the line carries its reqId.
    if (unexpected) {
      if (reply.request?.log) reply.request.log.error({ err }, 'unexpected error');
      else this.log.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    }
    reply.status(problem.status).headers(headers).header('content-type', PROBLEM_CONTENT_TYPE).send(problem);
  }
}
