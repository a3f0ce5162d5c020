/**
 * GraphQL input and object types generated from the DTO classes that type REST: the one source of
 * truth is each class's @nestjs/swagger metadata (the same metadata the OpenAPI document and so the
 * SDK are built from). A request DTO `KowAttackRequestDto` becomes the input type
 * `KowAttackRequestInput`, a result DTO `KowAttackResultDto` the object type `KowAttackResult`;
 * nested classes follow the same naming.
 *
 * Mapping: strings and enums → String (the allowed values are in the description and checked by the
 * same validator as REST, so the error codes are the same), integers → Int, numbers → Float,
 * booleans → Boolean, arrays → lists, nested classes → nested types; free-form maps
 * (`additionalProperties`), unions (`oneOf`) and untyped objects → JSON. Input fields are non-null
 * when REST requires them. Output fields are all nullable, so one field can never null a whole answer.
 */
import 'reflect-metadata';
import { DECORATORS } from '@nestjs/swagger';
import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from 'graphql';

type Direction = 'input' | 'output';
type AnyType = GraphQLInputType | GraphQLOutputType;
const list = (t: AnyType): AnyType => new GraphQLList(t as GraphQLOutputType) as AnyType;
type Cls = abstract new (...args: never[]) => unknown;

interface PropertyMeta {
  type?: unknown;
  isArray?: boolean;
  required?: boolean;
  enum?: unknown;
  description?: string;
  items?: SchemaLike;
  properties?: Record<string, SchemaLike>;
  additionalProperties?: unknown;
  oneOf?: unknown;
  nullable?: boolean;
}
interface SchemaLike {
  type?: string;
  enum?: unknown[];
  items?: SchemaLike;
  properties?: Record<string, SchemaLike>;
  required?: string[];
  description?: string;
  oneOf?: unknown;
  additionalProperties?: unknown;
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const PRIMITIVES = new Map<unknown, GraphQLScalarType>([
  [String, GraphQLString],
  [Number, GraphQLFloat],
  [Boolean, GraphQLBoolean],
  ['string', GraphQLString],
  ['number', GraphQLFloat],
  ['integer', GraphQLInt],
  ['boolean', GraphQLBoolean],
]);

/** The swagger metadata of a DTO class's properties, in declaration order (inherited ones first). */
export function dtoProperties(cls: Cls): Array<[string, PropertyMeta]> {
  const out = new Map<string, PropertyMeta>();
  const chain: object[] = [];
  for (let p: object | null = cls.prototype as object; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) chain.unshift(p);
  for (const proto of chain) {
    const keys = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, proto) as string[] | undefined) ?? [];
    for (const key of keys) {
      const name = key.slice(1);
      const meta = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, proto, name) as PropertyMeta | undefined;
      if (meta) out.set(name, meta);
    }
  }
  return [...out.entries()];
}

const describe = (meta: { description?: string; enum?: unknown }): string | undefined => {
  const values = Array.isArray(meta.enum) ? meta.enum : meta.enum && typeof meta.enum === 'object' ? Object.values(meta.enum) : undefined;
  const one = values ? `One of: ${values.map(String).join(', ')}.` : undefined;
  return [meta.description, one].filter(Boolean).join(' ') || undefined;
};

const graphqlName = (cls: Cls, direction: Direction): string => {
  const base = cls.name.replace(/Dto$/, '');
  return direction === 'input' ? `${base.replace(/Input$/, '')}Input` : base;
};

/** Builds and caches the generated types; one instance per schema (types are identified by instance). */
export class DtoTypeFactory {
  private readonly inputs = new Map<Cls, GraphQLInputObjectType>();
  private readonly outputs = new Map<Cls, GraphQLObjectType>();
  private readonly inline = new Map<string, GraphQLInputObjectType | GraphQLObjectType>();

  constructor(private readonly json: GraphQLScalarType) {}

  /** Every type this factory made, to add to the schema. */
  types(): Array<GraphQLInputObjectType | GraphQLObjectType> {
    return [...this.inputs.values(), ...this.outputs.values(), ...this.inline.values()];
  }

  inputType(cls: Cls): GraphQLInputObjectType {
    let t = this.inputs.get(cls);
    if (t) return t;
    t = new GraphQLInputObjectType({
      name: graphqlName(cls, 'input'),
      description: `Fields of ${cls.name} (the same body as the REST API's)`,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {};
        for (const [name, meta] of dtoProperties(cls)) {
          if (!NAME.test(name)) continue;
          const type = this.fromProperty(meta, 'input', `${graphqlName(cls, 'input')}_${name}`) as GraphQLInputType;
          fields[name] = { type: meta.required === false ? type : new GraphQLNonNull(type), description: describe(meta) };
        }
        return fields;
      },
    });
    this.inputs.set(cls, t);
    return t;
  }

  outputType(cls: Cls): GraphQLObjectType {
    let t = this.outputs.get(cls);
    if (t) return t;
    t = new GraphQLObjectType({
      name: graphqlName(cls, 'output'),
      description: `Fields of ${cls.name} (the same as the REST API's)`,
      fields: () => {
        const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
        for (const [name, meta] of dtoProperties(cls)) {
          if (!NAME.test(name)) continue;
          fields[name] = { type: this.fromProperty(meta, 'output', `${graphqlName(cls, 'output')}_${name}`) as GraphQLOutputType, description: describe(meta) };
        }
        return fields;
      },
    });
    this.outputs.set(cls, t);
    return t;
  }

  private fromProperty(meta: PropertyMeta, direction: Direction, path: string): GraphQLInputType | GraphQLOutputType {
    let type = meta.type;
    let isList = meta.isArray === true;
    if (Array.isArray(type)) {
      isList = true;
      type = type[0];
    }
    if (typeof type === 'function' && !(type as { prototype?: unknown }).prototype) {
      type = (type as () => unknown)();
      if (Array.isArray(type)) {
        isList = true;
        type = type[0];
      }
    }
    let base: GraphQLInputType | GraphQLOutputType;
    if (meta.oneOf || meta.additionalProperties || type === Object) base = this.json;
    else if (type === 'array') return list(this.fromSchema(meta.items ?? {}, direction, `${path}_item`));
    else if (type === 'object') base = meta.properties ? this.fromSchema(meta as SchemaLike, direction, path) : this.json;
    else if (PRIMITIVES.has(type)) base = PRIMITIVES.get(type)!;
    else if (typeof type === 'function') base = direction === 'input' ? this.inputType(type as Cls) : this.outputType(type as Cls);
    else base = this.json;
    return isList ? list(direction === 'input' ? new GraphQLNonNull(base as GraphQLInputType) : base) : base;
  }

  /** An inline JSON schema (`items`, `properties`) as a type; objects get a name from their position. */
  private fromSchema(schema: SchemaLike, direction: Direction, path: string): GraphQLInputType | GraphQLOutputType {
    if (schema.oneOf || schema.additionalProperties) return this.json;
    if (schema.type === 'array') return list(this.fromSchema(schema.items ?? {}, direction, `${path}_item`));
    if (schema.type === 'object' && schema.properties && Object.keys(schema.properties).every((k) => NAME.test(k))) {
      const name = path.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase()).replace(/_/g, '') + (direction === 'input' ? 'Input' : '');
      const known = this.inline.get(name);
      if (known) return known;
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const made =
        direction === 'input'
          ? new GraphQLInputObjectType({
              name,
              fields: () =>
                Object.fromEntries(
                  Object.entries(schema.properties!).map(([k, s]) => {
                    const t = this.fromSchema(s, 'input', `${path}_${k}`) as GraphQLInputType;
                    return [k, { type: required.has(k) ? new GraphQLNonNull(t) : t, description: describe(s) }];
                  }),
                ),
            })
          : new GraphQLObjectType({
              name,
              fields: () => Object.fromEntries(Object.entries(schema.properties!).map(([k, s]) => [k, { type: this.fromSchema(s, 'output', `${path}_${k}`) as GraphQLOutputType, description: describe(s) }])),
            });
      this.inline.set(name, made);
      return made;
    }
    return PRIMITIVES.get(schema.type) ?? this.json;
  }
}

/** A GraphQL-coerced input (objects without a prototype) as the plain JSON the REST body would be. */
export function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toPlain(v);
    return out;
  }
  return value;
}
