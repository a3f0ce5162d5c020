/**
 * A seeded, schema-driven generator of requests for the fuzz test: plausible bodies from the
 * OpenAPI schemas, then mutations of them, each marked when the schema says it must be refused.
 */

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface Schema {
  $ref?: string;
  type?: string;
  enum?: Json[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  example?: Json;
  default?: Json;
}

/** mulberry32: small, fast, seeded. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export class SchemaFuzzer {
  constructor(
    private readonly components: Record<string, Schema>,
    readonly rng: Rng,
  ) {}

  /** Follow $ref and fold allOf into one schema. */
  resolve(s: Schema | undefined): Schema {
    if (!s) return {};
    if (s.$ref) return this.resolve({ ...this.components[s.$ref.split('/').pop()!], ...(s.nullable ? { nullable: true } : {}) });
    if (s.allOf?.length) {
      return s.allOf.map((x) => this.resolve(x)).reduce<Schema>(
        (a, b) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties }, required: [...(a.required ?? []), ...(b.required ?? [])] }),
        { ...s, allOf: undefined },
      );
    }
    return s;
  }

  /** A value the schema describes (small, so that the rules run fast). */
  valid(schema: Schema | undefined, depth = 0): Json {
    const s = this.resolve(schema);
    const r = this.rng;
    if (s.oneOf?.length || s.anyOf?.length) return this.valid(r.pick((s.oneOf ?? s.anyOf)!), depth);
    if (s.enum?.length) return r.pick(s.enum);
    if (s.example !== undefined && r.chance(0.5)) return s.example;
    switch (s.type) {
      case 'integer': {
        const lo = s.minimum ?? 0;
        return r.int(lo, Math.min(s.maximum ?? lo + 8, lo + 8));
      }
      case 'number': {
        const lo = s.minimum ?? 0;
        return Math.min(s.maximum ?? lo + 10, lo + Math.round(r.next() * 100) / 10);
      }
      case 'boolean':
        return r.chance(0.5);
      case 'string':
        return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
      case 'array': {
        if (depth > 5) return [];
        const n = r.int(s.minItems ?? 0, Math.min(s.maxItems ?? 2, (s.minItems ?? 0) + 2));
        return Array.from({ length: n }, () => this.valid(s.items, depth + 1));
      }
      default: {
        if (!s.properties) return {};
        const out: Record<string, Json> = {};
        for (const [k, p] of Object.entries(s.properties)) {
          if (s.required?.includes(k) || (depth < 4 && r.chance(0.3))) out[k] = this.valid(p, depth + 1);
        }
        return out;
      }
    }
  }

  /** A value of another JSON type than the schema's (always wrong when the schema has a type). */
  wrongType(schema: Schema): Json {
    const s = this.resolve(schema);
    const candidates: Json[] = [];
    if (s.type !== 'string') candidates.push('fuzz');
    if (s.type !== 'integer' && s.type !== 'number') candidates.push(7);
    if (s.type !== 'boolean') candidates.push(true);
    if (s.type !== 'array') candidates.push([1, 'x']);
    if (s.type !== 'object' && !s.properties) candidates.push({ fuzz: 1 });
    if (s.type === 'integer') candidates.push(1.5);
    return this.rng.pick(candidates);
  }

  /** Values worth trying anywhere: edge numbers, odd strings, prototype keys. */
  garbage(): Json {
    return this.rng.pick<Json>([
      -1, 0, 1e308, -1e308, 2 ** 53 + 2, 0.1, 1e-9, '', ' ', 'é✓🐉', 'x'.repeat(5000), '../../etc/passwd', "'; DROP TABLE games;--",
      [], {}, [[[]]], JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: { polluted: 1 } } }, null, true,
    ]);
  }

  /** Where a typed value lives in `body`: a path of keys, its schema, and whether it may be null. */
  typedPaths(schema: Schema, body: Json, prefix: Array<string | number> = [], out: Array<{ path: Array<string | number>; schema: Schema }> = []) {
    const s = this.resolve(schema);
    if (body === null || typeof body !== 'object') return out;
    if (Array.isArray(body)) {
      body.forEach((v, i) => {
        const item = this.resolve(s.items);
        if (item.type || item.properties) out.push({ path: [...prefix, i], schema: item });
        this.typedPaths(item, v, [...prefix, i], out);
      });
      return out;
    }
    for (const [k, v] of Object.entries(body)) {
      const p = this.resolve(s.properties?.[k]);
      // Only definite types: a oneOf, or a free-form object, may legitimately take several shapes.
      if ((p.type && p.type !== 'object') || p.properties) out.push({ path: [...prefix, k], schema: p });
      if (!p.oneOf && !p.anyOf) this.typedPaths(p, v, [...prefix, k], out);
    }
    return out;
  }
}

export function setAt(body: Json, path: Array<string | number>, value: Json | undefined): Json {
  const copy = structuredClone(body);
  let at = copy as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}
