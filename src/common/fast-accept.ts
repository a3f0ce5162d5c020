import { createRequire } from 'node:module';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import { holdsInheritedName, propertyShapeHolds, shapeListOf, type PropertyShape } from './shape-check.js';

// class-transformer keeps its @Type metadata in a CommonJS singleton with no public accessor.
const require = createRequire(import.meta.url);
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: {
    findTypeMetadata(target: object, property: string): { typeFunction: () => unknown; options?: { discriminator?: unknown } } | undefined;
    findTransformMetadatas(target: object, property: string, transformationType: number): unknown[];
    getExposedMetadatas(target: object): unknown[];
    getExcludedMetadatas(target: object): unknown[];
  };
};

type Ctor = new () => object;
/** class-transformer's TransformationType.PLAIN_TO_CLASS. */
const PLAIN_TO_CLASS = 0;
type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];
type Plain = Record<string, unknown>;

interface Check {
  /** The constraint's name (`isInt`, `min`, …): class-validator's own checks are compiled inline. */
  name: string;
  constraints: unknown[];
  each: boolean;
  validateIf?: (object: object, value: unknown) => boolean;
  validate: (value: unknown, args: ValidationArguments) => unknown;
  /** The arguments class-validator passes, made once: \`object\` and \`value\` are set before each call. */
  args: ValidationArguments;
}

interface PropertyPlan {
  name: string;
  /** @IsOptional: nothing else of the property is checked when it is null or undefined. */
  optional: boolean;
  /** @ValidateIf: when one says no, nothing else of the property is checked. */
  conditions: Array<(object: object, value: unknown) => boolean>;
  /** @IsDefined, checked before the others. */
  defined: Check[];
  checks: Check[];
  /** @ValidateNested: the class of the nested objects (from @Type). */
  nested?: Ctor;
}

interface ClassPlan {
  name: string;
  properties: PropertyPlan[];
}

/** A DTO class whose decorators use something this checker does not model; its bodies always take the full path. */
const UNSUPPORTED = null;
const plans = new Map<Ctor, ClassPlan | typeof UNSUPPORTED>();

/** What a check's arguments hold between calls. */
const EMPTY = {};

function checkOf(m: ValidationMetadata, targetName: string): Check | undefined {
  const constraint = getMetadataStorage().getTargetValidatorConstraints(m.constraintCls);
  if (constraint.length !== 1 || constraint[0].async) return undefined;
  const instance = constraint[0].instance as { validate: Check['validate'] };
  const args: ValidationArguments = { targetName, property: m.propertyName, object: EMPTY, value: undefined, constraints: m.constraints };
  return { name: m.name ?? constraint[0].name, constraints: m.constraints, each: m.each === true, validateIf: m.validateIf, validate: instance.validate.bind(instance), args };
}

/** What class-validator would check on `cls`, read once from its metadata; `null` when it cannot be modelled exactly. */
function planOf(cls: Ctor): ClassPlan | typeof UNSUPPORTED {
  if (plans.has(cls)) return plans.get(cls)!;
  plans.set(cls, UNSUPPORTED); // a class nested in itself is planned once; until then it is unsupported
  const plan = buildPlan(cls);
  plans.set(cls, plan);
  return plan;
}

function buildPlan(cls: Ctor): ClassPlan | typeof UNSUPPORTED {
  // Field initialisers or class-transformer reshaping would make the instance differ from the plain body.
  if (Object.keys(new cls()).length > 0 || defaultMetadataStorage.getExposedMetadatas(cls).length + defaultMetadataStorage.getExcludedMetadatas(cls).length > 0) return UNSUPPORTED;
  const metas = getMetadataStorage().getTargetValidationMetadatas(cls, '', false, false, undefined);
  if (metas.length === 0) return UNSUPPORTED;
  const byName = new Map<string, ValidationMetadata[]>();
  for (const m of metas) byName.set(m.propertyName, [...(byName.get(m.propertyName) ?? []), m]);
  const properties: PropertyPlan[] = [];
  for (const [name, list] of byName) {
    // A name the instance already has (`toString`, `constructor`, a method or getter of the class) is one class-transformer does not copy.
    if (name in cls.prototype) return UNSUPPORTED;
    // Given @Type, class-transformer builds the Set or Map a property declares from the array or object given.
    const declared: unknown = Reflect.getMetadata('design:type', cls.prototype, name);
    if (declared === Set || declared === Map) return UNSUPPORTED;
    if (defaultMetadataStorage.findTransformMetadatas(cls, name, PLAIN_TO_CLASS).length > 0) return UNSUPPORTED;
    const p: PropertyPlan = { name, optional: false, conditions: [], defined: [], checks: [] };
    for (const m of list) {
      if (m.context !== undefined) return UNSUPPORTED;
      if (m.type === 'conditionalValidation') {
        if (m.name === 'isOptional') p.optional = true;
        else p.conditions.push(m.constraints[0] as PropertyPlan['conditions'][number]);
      } else if (m.type === 'whitelistValidation') continue;
      else if (m.type === 'isDefined' || m.type === 'customValidation') {
        const c = checkOf(m, cls.name);
        if (!c) return UNSUPPORTED;
        (m.type === 'isDefined' ? p.defined : p.checks).push(c);
      } else if (m.type === 'nestedValidation') {
        const type = defaultMetadataStorage.findTypeMetadata(cls, name);
        const nested = type?.typeFunction();
        if (typeof nested !== 'function' || type?.options?.discriminator || planOf(nested as Ctor) === UNSUPPORTED) return UNSUPPORTED;
        p.nested = nested as Ctor;
      } else return UNSUPPORTED;
    }
    if (!p.nested && defaultMetadataStorage.findTypeMetadata(cls, name) && !convertsNothing(cls, p)) return UNSUPPORTED;
    properties.push(p);
  }
  return { name: cls.name, properties };
}

/** The built-in checks that pass only for a value of the primitive type a @Type(() => Number | String | Boolean) converts to. */
const OF_TYPE = new Map<unknown, string[]>([
  [Number, ['isInt', 'isNumber']],
  [String, ['isString']],
  [Boolean, ['isBoolean']],
]);

/**
 * True when `p`'s @Type without @ValidateNested changes nothing of a value the checks accept: it names
 * Number, String or Boolean (class-transformer then converts every value given, '5' to 5 for Number,
 * but leaves null and undefined), no @ValidateIf can skip the checks, and a built-in check of that
 * type (verified as it is compiled inline) accepts only values already of it.
 */
function convertsNothing(cls: Ctor, p: PropertyPlan): boolean {
  const names = OF_TYPE.get(defaultMetadataStorage.findTypeMetadata(cls, p.name)?.typeFunction());
  return names !== undefined && p.conditions.length === 0 && p.checks.some((c) => names.includes(c.name) && !c.validateIf && inlineOf(c, () => 'k') !== undefined);
}

/** A check called as class-validator calls it: the rare constraints that are not compiled inline. */
function passes(c: Check, object: Plain, value: unknown): boolean {
  // Validators run synchronously and do not keep their arguments, so one object per check serves every
  // call; it lets go of the body afterwards.
  const args = c.args;
  args.object = object;
  args.value = value;
  const ok = c.validate(value, args) === true;
  args.object = EMPTY;
  args.value = undefined;
  return ok;
}

/**
 * class-validator's own checks as JavaScript expressions over `x`, exactly as its functions
 * (`isInt`, `min`, …) compute them; `K(v)` names a constant. A check is compiled only when
 * its constraint has the expected shape, and only after it agrees with the constraint on every
 * probe value (so a project validator that reused a name would still be called as it is).
 */
const INLINE: Record<string, (c: Check, K: (v: unknown) => string) => string | undefined> = {
  isDefined: () => 'x !== undefined && x !== null',
  isInt: () => 'typeof x === "number" && Number.isInteger(x)',
  isNumber: (c) => {
    const o = (c.constraints?.[0] ?? {}) as { allowInfinity?: boolean; allowNaN?: boolean; maxDecimalPlaces?: number };
    if (o.allowInfinity || o.allowNaN || o.maxDecimalPlaces !== undefined) return undefined;
    return 'typeof x === "number" && Number.isFinite(x)';
  },
  isString: () => 'typeof x === "string" || x instanceof String',
  isBoolean: () => 'typeof x === "boolean" || x instanceof Boolean',
  isArray: () => 'Array.isArray(x)',
  isObject: () => 'x != null && (typeof x === "object" || typeof x === "function") && !Array.isArray(x)',
  min: (c) => (typeof c.constraints[0] === 'number' && Number.isFinite(c.constraints[0]) ? `typeof x === "number" && x >= ${c.constraints[0]}` : undefined),
  max: (c) => (typeof c.constraints[0] === 'number' && Number.isFinite(c.constraints[0]) ? `typeof x === "number" && x <= ${c.constraints[0]}` : undefined),
  arrayMinSize: (c) => (typeof c.constraints[0] === 'number' && Number.isFinite(c.constraints[0]) ? `Array.isArray(x) && x.length >= ${c.constraints[0]}` : undefined),
  arrayMaxSize: (c) => (typeof c.constraints[0] === 'number' && Number.isFinite(c.constraints[0]) ? `Array.isArray(x) && x.length <= ${c.constraints[0]}` : undefined),
  // class-validator counts a surrogate pair as one character: a string within the maximum in UTF-16 code units is surely short enough.
  maxLength: (c, K) => (typeof c.constraints[0] === 'number' ? `typeof x === "string" && (x.length <= ${c.constraints[0]} || ${K(passes)}(${K(c)}, {}, x))` : undefined),
  isIn: (c, K) => {
    const values = c.constraints[0];
    // A Set compares as === does for every value but NaN.
    if (!Array.isArray(values) || values.some((v) => typeof v === 'number' && Number.isNaN(v))) return undefined;
    return `${K(new Set(values))}.has(x)`;
  },
};

/** Values a compiled check must answer exactly as its constraint does before it replaces it. */
const PROBES: unknown[] = [undefined, null, 0, -0, 1, -1, 2.5, 3, 7, 10, 1e6, -1e6, NaN, Infinity, -Infinity, '', 'a', 'x'.repeat(300), '\u{1F600}'.repeat(40), true, false, [], [1], [1, 2, 3], Array(20).fill(0), {}, { a: 1 }, () => 0];

/** `c` as an expression over `x` with its constants named by `K`, or undefined when it is not compiled. */
function inlineOf(c: Check, K: (v: unknown) => string): string | undefined {
  const build = INLINE[c.name];
  const local: unknown[] = [];
  const expr = build?.(c, (v) => `k[${local.push(v) - 1}]`);
  if (expr === undefined) return undefined;
  const probe = new Function('k', `return (x) => (${expr});`)(local) as (x: unknown) => boolean;
  const values = c.name === 'isIn' && Array.isArray(c.constraints[0]) ? [...PROBES, ...c.constraints[0]] : PROBES;
  for (const v of values) if (probe(v) !== passes(c, {}, v)) return undefined;
  return build!(c, K);
}

type Accept = (o: Plain) => boolean;
/** The compiled check of each class, called by compiled code through its slot. */
const slots: Accept[] = [];
const slotOf = new Map<Ctor, number>();
/** What a class the compiler does not model answers: "not sure", so the body takes the full path. */
const NOT_MODELLED: Accept = () => false;

/**
 * The slot of `cls`'s compiled check: one JavaScript function per DTO class, generated once from its
 * plan and its shape rules, that says true exactly when class-validator's checks pass and the shape
 * checks (`shape-check.ts`) hold, or false when not sure. Generated code, as ajv and
 * fast-json-stringify do, because a generic walk over the plan cost more per request than a light
 * rules answer.
 */
function compile(cls: Ctor): number {
  const known = slotOf.get(cls);
  if (known !== undefined) return known;
  const slot = slots.push(NOT_MODELLED) - 1;
  slotOf.set(cls, slot); // a class nested in itself calls its own slot
  const plan = planOf(cls);
  if (plan !== UNSUPPORTED) slots[slot] = generate(plan, shapeListOf(cls)) ?? NOT_MODELLED;
  return slot;
}

/**
 * The code of one class: unknown keys refused, then per property in decorator order its shape rules
 * for undefined and null, its conditions, its checks (class-validator's own inline, any other called
 * as class-validator calls it), and its nested objects through their slots, which check their shape
 * too. Undefined when the plan uses something the generator does not model.
 */
function generate(plan: ClassPlan, shapeList: Array<PropertyShape & { property: string }>): Accept | undefined {
  const consts: unknown[] = [];
  const K = (v: unknown) => `k[${consts.push(v) - 1}]`;
  const shapes = new Map(shapeList.map((s) => [s.property, s]));
  const key = (name: string) => JSON.stringify(name);
  const lines = [`for (const key in o) switch (key) { ${plan.properties.map((p) => `case ${key(p.name)}:`).join(' ')} break; default: return false; }`, 'let v, x;'];
  for (const p of plan.properties) {
    const shape = shapes.get(p.name);
    shapes.delete(p.name);
    // The nested objects walked below check the shape of their own class only when it is the one the shape rules name
    // (a class named by @Type alone is not modelled: `buildPlan` leaves it to the full path).
    if (shape?.nested !== p.nested) return undefined;
    lines.push(`v = o[${key(p.name)}];`);
    // A value no nested class walks (free-form, or left unchecked by a condition) may hold a key the full path refuses.
    if (!p.nested) lines.push(`if (typeof v === "object" && v !== null && ${K(holdsInheritedName)}(v)) return false;`);
    if (shape?.nested && !shape.conditional) lines.push('if (v === undefined) return false;');
    if (shape?.optional && !shape.nullable) lines.push('if (v === null) return false;');
    const conditions = [...(p.optional ? ['v !== null && v !== undefined'] : []), ...p.conditions.map((c) => `${K(c)}(o, v)`)];
    lines.push(conditions.length ? `if (${conditions.join(' && ')}) {` : '{');
    for (const c of [...p.defined, ...p.checks]) {
      const inline = inlineOf(c, K);
      const test = inline === undefined ? `${K(passes)}(${K(c)}, o, x)` : `(${inline})`;
      const check = c.each ? `if (Array.isArray(v)) { for (let i = 0; i < v.length; i++) { x = v[i]; if (!${test}) return false; } } else { x = v; if (!${test}) return false; }` : `x = v; if (!${test}) return false;`;
      lines.push(c.validateIf ? `if (${K(c.validateIf)}(o, v)) { ${check} }` : check);
    }
    if (p.nested) {
      const n = compile(p.nested);
      const notObject = (e: string) => `${e} === null || typeof ${e} !== "object" || Array.isArray(${e}) || !s[${n}](${e})`;
      if (!shape!.array) lines.push(`if (v !== undefined && (${notObject('v')})) return false;`);
      else lines.push(`if (v !== undefined) { if (Array.isArray(v)) { for (let i = 0; i < v.length; i++) { x = v[i]; if (${notObject('x')}) return false; } } else if (v === null || typeof v !== "object" || !s[${n}](v)) return false; }`);
      // A condition that says no leaves the property unchecked, but not its shape, nor the keys the full path refuses.
      if (conditions.length) lines.push(`} else if (!${K(propertyShapeHolds)}(${K(shape)}, v) || (typeof v === "object" && v !== null && ${K(holdsInheritedName)}(v))) { return false;`);
    }
    lines.push('}');
  }
  // A shape rule on a property class-validator does not check: not modelled.
  if (shapes.size > 0) return undefined;
  lines.push('return true;');
  return new Function('k', 's', `return function accept${plan.name.replace(/\W/g, '')}(o) {\n${lines.join('\n')}\n};`)(consts, slots) as Accept;
}

/**
 * True when the full validation is sure to accept `body` for `dto` with the project's options
 * (whitelist, forbidNonWhitelisted, forbidUnknownValues) and the shape checks (`shape-check.ts`) find
 * nothing: every key is a decorated property, and every condition, constraint and nested object passes,
 * each constraint computed exactly as class-validator computes it. False means "not sure" (an invalid
 * body, or a decorator this checker does not model): the caller then runs the full validation, which
 * names every offending field. Valid bodies, the common case, skip building instances and error trees.
 */
export function surelyValid(dto: Ctor, body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  try {
    return slots[compile(dto)]!(body as Plain);
  } catch {
    return false;
  }
}
