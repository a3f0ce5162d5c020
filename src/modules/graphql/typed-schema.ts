/**
 * Types the GraphQL mutations from the REST DTO classes (see dto-types.ts): every rules mutation
 * takes `input: <RequestDto>Input!` and answers `<Operation>Response` whose `result` is the typed
 * result DTO; the games mutations take the games DTOs. Applied to the schema Nest builds from the
 * code-first resolvers (`transformSchema`), so resolvers stay one generic handler per capability.
 */
import type { Type } from '@nestjs/common';
import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from 'graphql';
import { CAPABILITY_IDS } from '../../domain/core/system.js';
import { AppendEventDto, CreateGameDto, ReplaceGameDto } from '../games/games.dto.js';
import { operationName, type SystemBinding } from '../systems/binding.js';
import { DtoTypeFactory, toPlain } from './dto-types.js';

/** The name of the response type of one rules mutation, e.g. `KowResolveAttackResponse`. */
export const responseTypeName = (operation: string): string => `${operation.charAt(0).toUpperCase()}${operation.slice(1)}Response`;

/** Mutations whose `input` argument is one DTO class of the REST API. */
const GAME_INPUTS: Record<string, Type<unknown>> = { createGame: CreateGameDto, replaceGame: ReplaceGameDto, appendGameEvent: AppendEventDto };

/** The REST DTO class of each typed mutation's `input`, by mutation field name. */
export function inputDtos(bindings: readonly SystemBinding[]): Map<string, Type<object>> {
  const out = new Map<string, Type<object>>(Object.entries(GAME_INPUTS) as Array<[string, Type<object>]>);
  for (const b of bindings) for (const c of CAPABILITY_IDS) if (b.requests[c] && b.results[c]) out.set(operationName(b.system.id, c), b.requests[c] as Type<object>);
  return out;
}

export function typedSchema(schema: GraphQLSchema, bindings: readonly SystemBinding[]): GraphQLSchema {
  const json = schema.getType('JSON') as GraphQLScalarType;
  const roll = schema.getType('Roll') as GraphQLObjectType;
  const step = schema.getType('ExplanationStep') as GraphQLObjectType;
  const factory = new DtoTypeFactory(json);
  const mutation = schema.getMutationType()!;
  const config = mutation.toConfig();
  const fields: Record<string, GraphQLFieldConfig<unknown, unknown>> = { ...config.fields };
  const responses: GraphQLObjectType[] = [];

  const retype = (name: string, input: GraphQLInputType, output?: GraphQLOutputType): void => {
    const field = fields[name];
    if (!field) return;
    const resolve = field.resolve as GraphQLFieldResolver<unknown, unknown>;
    fields[name] = {
      ...field,
      ...(output ? { type: output } : {}),
      args: { ...field.args, input: { ...field.args!.input, type: new GraphQLNonNull(input) } },
      resolve: (source, args, context, info) => resolve(source, { ...args, input: toPlain(args.input) }, context, info),
    };
  };

  for (const binding of bindings) {
    for (const capability of CAPABILITY_IDS) {
      const request = binding.requests[capability];
      const result = binding.results[capability];
      if (!request || !result) continue;
      const name = operationName(binding.system.id, capability);
      const response = new GraphQLObjectType({
        name: responseTypeName(name),
        description: `The answer of ${name}: the REST envelope with a typed result`,
        fields: () => ({
          system: { type: new GraphQLNonNull(GraphQLString) },
          rulesVersion: { type: new GraphQLNonNull(GraphQLString) },
          result: { type: new GraphQLNonNull(factory.outputType(result)), description: 'The answer, typed as the REST result' },
          resultJson: {
            type: new GraphQLNonNull(json),
            description: 'The same answer as JSON, exactly as the REST API sends it (for clients that want it whole)',
            resolve: (source: unknown) => (source as { result: unknown }).result,
          },
          distribution: { type: json, description: 'Exact mode: each quantity as a list of {value, p}, with means' },
          rolls: { type: new GraphQLList(new GraphQLNonNull(roll)) },
          unusedRolls: { type: new GraphQLList(new GraphQLNonNull(GraphQLInt)) },
          explanation: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(step))) },
        }),
      });
      responses.push(response);
      retype(name, factory.inputType(request), new GraphQLNonNull(response));
    }
  }
  for (const [name, dto] of Object.entries(GAME_INPUTS)) retype(name, factory.inputType(dto));

  const typedMutation = new GraphQLObjectType({ ...config, fields });
  const types: GraphQLNamedType[] = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && t.name !== 'Mutation' && t.name !== 'RulesResponse');
  const schemaConfig = schema.toConfig();
  return new GraphQLSchema({ ...schemaConfig, mutation: typedMutation, types: [...types, typedMutation, ...responses, ...factory.types()] });
}
