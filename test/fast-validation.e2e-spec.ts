/**
 * The fast path of request validation (`passesFast`: `surelyValid` of src/common/fast-accept.ts and the shape checks) may only say yes where the
 * full class-validator path accepts the same body and hands the domain the same data; every real request
 * (worked examples and known cases of each system) must take it, or it buys nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { ProblemException } from '../src/common/problem.js';
import { passesFast, validateBody, validateFully } from '../src/common/validate.js';
import { CAPABILITY_IDS, type CapabilityId } from '../src/domain/core/system.js';
import { BINDINGS } from '../src/modules/systems/bindings.js';
import { BUILTIN_EXAMPLES } from '../src/modules/systems/examples.js';
import { CAPABILITY_ROUTES } from '../src/modules/systems/binding.js';
import { KNOWN as KOW_KNOWN, ENDPOINTS as KOW_ENDPOINTS } from './fixtures/kow-cases.js';
import { KNOWN as T9A_KNOWN } from './fixtures/t9a-cases.js';
import { Rng, SchemaFuzzer, setAt, type Json, type Schema } from './fuzz/schema-fuzz.js';

type Dto = new () => object;
const openapi = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, { post?: { requestBody?: { content: { 'application/json': { schema: Schema } } } } }>;
  components: { schemas: Record<string, Schema> };
};

const fullyValid = (dto: Dto, body: unknown): boolean => {
  try {
    validateFully(dto, body);
    return true;
  } catch {
    return false;
  }
};

/** Every served rules route: its request DTO and its OpenAPI body schema. */
const routes = BINDINGS.flatMap((b) =>
  CAPABILITY_IDS.filter((c) => b.requests[c]).map((c) => ({
    system: b.system.id,
    capability: c,
    dto: b.requests[c] as Dto,
    schema: openapi.paths[`/v1/${b.system.id}/${CAPABILITY_ROUTES[c].path}`]?.post?.requestBody?.content['application/json'].schema,
  })),
);

/** The real requests we know: the OpenAPI worked examples and the e2e known cases. */
const realBodies = (): Array<{ name: string; system: string; capability: CapabilityId; body: Record<string, unknown> }> => {
  const out: Array<{ name: string; system: string; capability: CapabilityId; body: Record<string, unknown> }> = [];
  for (const b of BINDINGS) {
    for (const [cap, examples] of Object.entries(b.examples ?? BUILTIN_EXAMPLES[b.system.id] ?? {})) {
      for (const [name, ex] of Object.entries(examples ?? {})) out.push({ name: `${b.system.id} ${cap} example ${name}`, system: b.system.id, capability: cap as CapabilityId, body: ex.request });
    }
  }
  const kowCap = Object.fromEntries(Object.entries(KOW_ENDPOINTS).map(([k, v]) => [k, (Object.keys(CAPABILITY_ROUTES) as CapabilityId[]).find((c) => CAPABILITY_ROUTES[c].path === (v as { path: string }).path)!]));
  for (const k of KOW_KNOWN) out.push({ name: `kow ${k.name}`, system: 'kow', capability: kowCap[k.endpoint], body: k.body });
  for (const [ep, k] of Object.entries(T9A_KNOWN)) out.push({ name: `t9a ${ep} known`, system: 't9a', capability: ep as CapabilityId, body: k.body });
  return out;
};

describe('fast request validation', () => {
  it('takes every real request of every system, and hands the domain what the full path would', () => {
    const bodies = realBodies();
    expect(bodies.length).toBeGreaterThan(30);
    for (const r of bodies) {
      const dto = BINDINGS.find((b) => b.system.id === r.system)!.requests[r.capability] as Dto;
      const body = JSON.parse(JSON.stringify(r.body)) as Record<string, unknown>;
      if (!fullyValid(dto, body)) continue; // a known case of a refused body
      expect([r.name, passesFast(dto, body)]).toEqual([r.name, true]);
      // The same fields, values and order as the instance class-transformer builds.
      expect([r.name, JSON.stringify(validateBody(dto, body))]).toEqual([r.name, JSON.stringify(validateFully(dto, JSON.parse(JSON.stringify(r.body))))]);
    }
  });

  it('never says yes to a body the full path refuses: 300 schema-generated bodies and mutations per route', () => {
    const rng = new Rng(20261125);
    const fz = new SchemaFuzzer(openapi.components.schemas, rng);
    let accepted = 0;
    let valid = 0;
    for (const route of routes) {
      expect([route.system, route.capability, route.schema !== undefined]).toEqual([route.system, route.capability, true]);
      for (let i = 0; i < 300; i++) {
        const base = fz.valid(route.schema);
        const typed = fz.typedPaths(route.schema!, base);
        const roll = rng.next();
        let body: Json = base;
        if (roll < 0.3 && typed.length) body = setAt(base, rng.pick(typed).path, rng.chance(0.3) ? null : fz.wrongType(rng.pick(typed).schema));
        else if (roll < 0.5 && typed.length) body = setAt(base, rng.pick(typed).path, fz.garbage());
        else if (roll < 0.55) body = { ...(base as Record<string, Json>), unknownField: 1 };
        const full = fullyValid(route.dto, body);
        const fast = passesFast(route.dto, body);
        if (fast && !full) throw new Error(`${route.system} ${route.capability}: the fast path accepts what validation refuses: ${JSON.stringify(body).slice(0, 400)}`);
        if (full) valid++;
        if (fast) accepted++;
      }
    }
    // The generator makes enough valid bodies for the property to mean something.
    expect(valid).toBeGreaterThan(routes.length * 20);
    // …and the fast path takes nearly every valid one (1,484 of 1,488 when written).
    expect(accepted).toBeGreaterThanOrEqual(0.95 * valid);
  });

  it('refuses on both paths, never with a thrown TypeError, a key every JavaScript object has in any object of any real request', () => {
    /** The pointer of every object (not array) in a JSON value, as key paths. */
    const objects = (v: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []) => {
      if (v !== null && typeof v === 'object') {
        if (!Array.isArray(v)) out.push(at);
        for (const [k, x] of Object.entries(v)) objects(x, [...at, Array.isArray(v) ? Number(k) : k], out);
      }
      return out;
    };
    let tried = 0;
    for (const r of realBodies()) {
      const dto = BINDINGS.find((b) => b.system.id === r.system)!.requests[r.capability] as Dto;
      for (const at of objects(r.body)) {
        for (const [key, value] of [['constructor', 1], ['toString', { a: 1 }], ['valueOf', 'x']] as const) {
          const body = JSON.parse(JSON.stringify(r.body)) as Record<string, unknown>;
          (at.reduce<any>((o, k) => o[k], body) as Record<string, unknown>)[key] = value;
          let refusal: unknown;
          try {
            validateFully(dto, body);
          } catch (e) {
            refusal = e;
          }
          const where = `${r.name} /${at.join('/')}/${key}`;
          expect([where, passesFast(dto, body), refusal instanceof ProblemException ? refusal.problem.errors.some((i) => i.code === 'reservedKey') : String(refusal)]).toEqual([where, false, true]);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(300);
  });
});
