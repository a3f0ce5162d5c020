import { Body, Controller, HttpCode, Post, type Type } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CAPABILITY_IDS, type CapabilityId } from '../../domain/core/system.js';
import { ProblemResponses } from '../../common/problem.openapi.js';
import { CAPABILITY_ROUTES, operationName, type SystemBinding } from './binding.js';
import { envelopeOf } from './envelope.dto.js';
import { RulesService } from './rules.service.js';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One REST controller per system binding: `POST /v1/<system>/<capability path>` for each
 * capability it serves, typed in OpenAPI by the binding's DTOs. Each method is one line.
 */
export function createSystemController(binding: SystemBinding): Type<unknown> {
  const id = binding.system.id;

  @ApiTags(id)
  @Controller(`v1/${id}`)
  class SystemRulesController {
    constructor(readonly rules: RulesService) {}
  }

  for (const capability of CAPABILITY_IDS) {
    const request = binding.requests[capability];
    if (!request) continue;
    const name = operationName(id, capability);
    const handler = function (this: SystemRulesController, body: unknown) {
      return this.rules.run(id, capability as CapabilityId, body);
    };
    Object.defineProperty(handler, 'name', { value: name });
    Object.defineProperty(SystemRulesController.prototype, name, { value: handler, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(SystemRulesController.prototype, name)!;
    // Decorators read the parameter types TypeScript would have emitted for a written method.
    Reflect.defineMetadata('design:paramtypes', [Object], SystemRulesController.prototype, name);
    Body()(SystemRulesController.prototype, name, 0);
    const envelope = envelopeOf(`${pascal(name)}Response`, binding.results[capability]);
    const decorators: MethodDecorator[] = [
      Post(CAPABILITY_ROUTES[capability].path),
      HttpCode(200),
      ApiOperation({
        operationId: name,
        summary: `${binding.system.name}: ${CAPABILITY_ROUTES[capability].summary}`,
        description: `${binding.system.name}. ${CAPABILITY_ROUTES[capability].description} The answer is the envelope of every rules route: \`result\`, \`explanation\` (each step citing the rule), and \`distribution\` (exact mode) or \`rolls\` (seeded and given dice).`,
      }),
      ApiBody({ type: request }),
      ApiOkResponse({ type: envelope }),
      ProblemResponses(400, 404, 413, 415, 422, 429),
    ];
    for (const d of decorators) d(SystemRulesController.prototype, name, descriptor);
    Object.defineProperty(SystemRulesController.prototype, name, descriptor);
  }
  Object.defineProperty(SystemRulesController, 'name', { value: `${pascal(id)}RulesController` });
  return SystemRulesController;
}
