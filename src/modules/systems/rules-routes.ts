import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { CapabilityId } from '../../domain/core/system.js';
import { sendProblem } from '../../common/problem.filter.js';
import { CAPABILITY_ROUTES } from './binding.js';
import type { SystemCatalog } from './catalog.js';
import type { RulesResponse } from './rules.service.js';

type Run = (systemId: string, capability: CapabilityId, body: unknown) => RulesResponse | Promise<RulesResponse>;

/**
 * Serve every rules route (`POST /v1/<system>/<capability path>`) with a plain Fastify handler that
 * calls the rules service with the parsed body, as the controller method does. The Nest controllers
 * (`system-controller.factory.ts`) still declare the routes, for OpenAPI and the router; what is left
 * out per request is Nest's execution context, interceptor and pipe chain and its promise wrapping,
 * a fixed cost worth more than a light rules answer. Fastify's hooks (request id, security headers,
 * CORS, rate limits, input guards) run as on every route; an error leaves as the same problem+json
 * the exception filter sends. Must be installed before the application registers its routes.
 */
export function serveRulesRoutesDirectly(fastify: FastifyInstance, catalog: SystemCatalog, run: Run): void {
  const routes = new Map<string, { systemId: string; capability: CapabilityId }>();
  for (const binding of catalog.bindings) {
    for (const capability of Object.keys(binding.requests) as CapabilityId[]) {
      routes.set(`/v1/${binding.system.id}/${CAPABILITY_ROUTES[capability].path}`, { systemId: binding.system.id, capability });
    }
  }
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const target = route.method === 'POST' ? routes.get(route.url) : undefined;
    if (!target) return;
    const { systemId, capability } = target;
    route.handler = function rulesRoute(req: FastifyRequest, reply: FastifyReply): void {
      let answer: RulesResponse | Promise<RulesResponse>;
      try {
        answer = run(systemId, capability, req.body);
      } catch (err) {
        sendProblem(reply, err);
        return;
      }
      if (answer instanceof Promise) answer.then((a) => reply.send(a), (err: unknown) => sendProblem(reply, err));
      else reply.send(answer);
    };
  });
}
