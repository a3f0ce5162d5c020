import { createRequire } from 'node:module';
import { getMetadataStorage } from 'class-validator';
import { pointerSegment, type FieldIssue } from '../domain/core/errors.js';

// class-transformer keeps its @Type metadata in a CommonJS singleton with no public accessor.
const require = createRequire(import.meta.url);
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: { findTypeMetadata(target: object, property: string): { typeFunction: () => unknown } | undefined };
};

type Ctor = new () => object;

export interface PropertyShape {
  /** Declared optional with @IsOptional (so class-validator skips a null). */
  optional: boolean;
  /** Validated only under a condition (@IsOptional or @ValidateIf). */
  conditional: boolean;
  /** The OpenAPI description says `nullable: true`. */
  nullable: boolean;
  /** The TypeScript type is an array. */
  array: boolean;
  /** The nested DTO class (@Type), when the property holds objects of a class. */
  nested?: Ctor;
}

const shapes = new Map<Ctor, Map<string, PropertyShape>>();
const shapeLists = new Map<Ctor, Array<PropertyShape & { property: string }>>();

/** What the decorators of `dto` say about each property's shape, worked out once per class. */
function shapeOf(dto: Ctor): Map<string, PropertyShape> {
  const known = shapes.get(dto);
  if (known) return known;
  const out = new Map<string, PropertyShape>();
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  for (const property of new Set(metas.map((m) => m.propertyName))) {
    const swagger = (Reflect.getMetadata('swagger/apiModelProperties', dto.prototype, property) ?? {}) as { nullable?: boolean };
    const type = defaultMetadataStorage.findTypeMetadata(dto, property)?.typeFunction();
    out.set(property, {
      optional: metas.some((m) => m.propertyName === property && m.name === 'isOptional'),
      conditional: metas.some((m) => m.propertyName === property && m.type === 'conditionalValidation'),
      nullable: swagger.nullable === true,
      array: Reflect.getMetadata('design:type', dto.prototype, property) === Array,
      nested: typeof type === 'function' && type !== Object && type !== Array && type !== String && type !== Number && type !== Boolean ? (type as Ctor) : undefined,
    });
  }
  shapes.set(dto, out);
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The checks class-validator leaves out, from the same decorators: an optional field given as
 * `null` when its description does not allow null (omit it instead), a required nested object left
 * out, and a nested DTO field given an array, a string or a number where an object is required (or
 * an array whose items are not objects). Without them such bodies passed validation and reached
 * the engine or the database.
 */
export function checkShape(dto: Ctor, body: unknown, base = ''): FieldIssue[] {
  if (!isPlainObject(body)) return [];
  const issues: FieldIssue[] = [];
  // Paths are built only for the issues found: a valid body costs no string work.
  const at = (property: string) => `${base}/${pointerSegment(property)}`;
  for (const [property, shape] of shapeOf(dto)) {
    const value = body[property];
    if (value === undefined) {
      // @ValidateNested alone lets a missing object through.
      if (shape.nested && !shape.conditional) issues.push({ path: at(property), code: 'isDefined', message: `${property} is required` });
      continue;
    }
    if (value === null) {
      if (shape.optional && !shape.nullable) issues.push({ path: at(property), code: 'isNotNull', message: `${property} must not be null; leave it out to use the default` });
      continue;
    }
    if (!shape.nested) continue;
    if (shape.array) {
      if (!Array.isArray(value)) continue; // class-validator's own isArray reports it
      value.forEach((item, i) => {
        if (isPlainObject(item)) issues.push(...checkShape(shape.nested!, item, `${at(property)}/${i}`));
        else issues.push({ path: `${at(property)}/${i}`, code: 'isObject', message: `each item of ${property} must be an object` });
      });
    } else if (isPlainObject(value)) {
      issues.push(...checkShape(shape.nested, value, at(property)));
    } else {
      issues.push({ path: at(property), code: 'isObject', message: `${property} must be an object` });
    }
  }
  return issues;
}

/** `shapeOf` as a list, for the loop every valid body runs (and for the compiled fast path, `fast-accept.ts`). */
export function shapeListOf(dto: Ctor): Array<PropertyShape & { property: string }> {
  let list = shapeLists.get(dto);
  if (!list) shapeLists.set(dto, (list = [...shapeOf(dto)].map(([property, shape]) => ({ property, ...shape }))));
  return list;
}

/**
 * True exactly when `checkShape(dto, body)` finds nothing, without building issues or pointers:
 * what a valid body (the common case) pays. Recurses as deep as the body, which the input guards
 * bound before any DTO is looked at.
 */
export function shapeHolds(dto: Ctor, body: unknown): boolean {
  if (!isPlainObject(body)) return true;
  for (const shape of shapeListOf(dto)) if (!propertyShapeHolds(shape, body[shape.property])) return false;
  return true;
}

/** The shape rules of one property's `value` (`shapeHolds` for one field). */
export function propertyShapeHolds(shape: PropertyShape, value: unknown): boolean {
  if (value === undefined) return !(shape.nested && !shape.conditional);
  if (value === null) return !(shape.optional && !shape.nullable);
  if (!shape.nested) return true;
  if (!shape.array) return isPlainObject(value) && shapeHolds(shape.nested, value);
  if (!Array.isArray(value)) return true;
  for (const item of value) if (!isPlainObject(item) || !shapeHolds(shape.nested, item)) return false;
  return true;
}

/**
 * The names every JavaScript object has (`Object.prototype`'s: `constructor`, `toString`, `valueOf`,
 * `hasOwnProperty`, `__proto__`, …). class-transformer, which builds the DTO instances, cannot carry a
 * key named so: it leaves it out (so an unknown field would pass the whitelist and a free-form object
 * lose it) or, for `constructor` in a free-form object, throws.
 */
const INHERITED_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Every key of `value`, at any depth, that names a member of every object (`INHERITED_NAMES`), as an issue with its pointer. */
export function inheritedNameIssues(value: unknown, base = '', out: FieldIssue[] = []): FieldIssue[] {
  if (value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    value.forEach((item, i) => inheritedNameIssues(item, `${base}/${i}`, out));
    return out;
  }
  for (const [key, item] of Object.entries(value)) {
    const path = `${base}/${pointerSegment(key)}`;
    if (INHERITED_NAMES.has(key)) out.push({ path, code: 'reservedKey', message: `${key} is the name of a property every JavaScript object has; it cannot be taken` });
    else inheritedNameIssues(item, path, out);
  }
  return out;
}

/** True exactly when `inheritedNameIssues(value)` finds something, without building pointers (the fast path's check of free-form values). */
export function holdsInheritedName(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsInheritedName(item)) return true;
    return false;
  }
  for (const key of Object.keys(value)) if (INHERITED_NAMES.has(key) || holdsInheritedName((value as Record<string, unknown>)[key])) return true;
  return false;
}
