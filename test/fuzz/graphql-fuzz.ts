/** Variables for GraphQL operations from the schema's own input types, and their mutations. */
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import type { Json, Rng } from './schema-fuzz.js';

export function validInput(type: GraphQLInputType, rng: Rng, depth = 0): Json {
  if (isNonNullType(type)) return validInput(type.ofType, rng, depth);
  if (isListType(type)) return depth > 5 ? [] : Array.from({ length: rng.int(0, 2) }, () => validInput(type.ofType, rng, depth + 1));
  if (isEnumType(type)) return rng.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    const out: Record<string, Json> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) || (depth < 4 && rng.chance(0.3))) out[f.name] = validInput(f.type, rng, depth + 1);
    }
    return out;
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return rng.int(0, 8);
    case 'Float':
      return rng.int(0, 80) / 10;
    case 'Boolean':
      return rng.chance(0.5);
    case 'String':
    case 'ID':
      return 'x';
    default:
      return {};
  }
}

/** A value GraphQL's coercion must refuse for `type` (a typed, non-JSON input), or undefined. */
export function wrongInput(type: GraphQLInputType, rng: Rng): Json | undefined {
  const named = getNamedType(type);
  if (isScalarType(named) && !['Int', 'Float', 'Boolean', 'String', 'ID'].includes(named.name)) return undefined;
  if (isListType(isNonNullType(type) ? type.ofType : type)) return rng.pick<Json>([{ fuzz: 1 }]);
  if (isInputObjectType(named)) return rng.pick<Json>(['fuzz', 7, true]);
  if (isEnumType(named)) return rng.pick<Json>(['not_a_value', 7]);
  switch (named.name) {
    case 'Int':
      return rng.pick<Json>(['7', 1.5, true, { a: 1 }]);
    case 'Float':
      return rng.pick<Json>(['7', true, { a: 1 }]);
    case 'Boolean':
      return rng.pick<Json>(['true', 1, { a: 1 }]);
    default:
      return rng.pick<Json>([7, true, { a: 1 }]);
  }
}
