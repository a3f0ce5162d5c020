import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { Type } from '@nestjs/common';
import { CAPABILITY_IDS, type CapabilityId } from '../../domain/core/system.js';
import { CAPABILITY_ROUTES, operationName, type SystemBinding } from '../systems/binding.js';
import { RulesService } from '../systems/rules.service.js';
import { JSONScalar } from './json.scalar.js';
import { RulesResponseType } from './types.js';

/**
 * GraphQL mutations for one system binding: `<system><Verb><Noun>(input: JSON!)`, validated by
 * the same DTO as the REST route and answered with the same envelope.
 */
export function createRulesResolver(binding: SystemBinding): Type<unknown> {
  const id = binding.system.id;

  @Resolver()
  class SystemRulesResolver {
    constructor(readonly rules: RulesService) {}
  }

  for (const capability of CAPABILITY_IDS) {
    if (!binding.requests[capability]) continue;
    const name = operationName(id, capability);
    const handler = function (this: SystemRulesResolver, input: unknown) {
      return this.rules.run(id, capability as CapabilityId, input);
    };
    Object.defineProperty(SystemRulesResolver.prototype, name, { value: handler, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(SystemRulesResolver.prototype, name)!;
    // Decorators read the parameter types TypeScript would have emitted for a written method.
    Reflect.defineMetadata('design:paramtypes', [Object], SystemRulesResolver.prototype, name);
    Args('input', { type: () => JSONScalar, description: `The body of POST /v1/${id}/${CAPABILITY_ROUTES[capability].path}` })(SystemRulesResolver.prototype, name, 0);
    Mutation(() => RulesResponseType, { name, description: `${binding.system.name}: ${CAPABILITY_ROUTES[capability].summary}` })(
      SystemRulesResolver.prototype,
      name,
      descriptor,
    );
  }
  Object.defineProperty(SystemRulesResolver, 'name', { value: `${id.charAt(0).toUpperCase()}${id.slice(1)}RulesResolver` });
  return SystemRulesResolver;
}
