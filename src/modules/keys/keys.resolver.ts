import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { Caller, type ArbiterKey } from '../auth/caller.js';
import { CreatedKeyDto, CreateKeyDto, KeyDto } from './keys.dto.js';
import { KeysService } from './keys.service.js';

/** API keys over GraphQL (API.md §7). */
@Resolver(() => KeyDto)
export class KeysResolver {
  constructor(private readonly keys: KeysService) {}

  @Mutation(() => CreatedKeyDto, { description: 'Create an API key; the secret is in this answer only' })
  createKey(@Args('input', { type: () => CreateKeyDto }) input: CreateKeyDto, @Context('req') req: FastifyRequest) {
    return this.keys.create({ name: input.name }, req.arbiterKey, req.arbiterKeyRefused);
  }

  @Query(() => KeyDto, { description: 'The calling key' })
  apiKey(@Caller() caller: ArbiterKey) {
    return this.keys.self(caller);
  }

  @Mutation(() => Boolean, { description: 'Revoke the calling key, effective from the next request' })
  async revokeApiKey(@Caller() caller: ArbiterKey) {
    await this.keys.revoke(caller);
    return true;
  }
}
