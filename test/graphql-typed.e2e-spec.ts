/**
 * Typed GraphQL: the rules and games mutations take input types and answer result types generated
 * from the same DTO classes as REST (and so as the SDK). Checked here against the served schema:
 * every known answer selected field by field through its result type equals the REST answer (a
 * result DTO that mistypes or omits a field fails), input types mirror the DTOs' required fields,
 * and a body the input types refuse gets the REST validator's own problem.
 */
import { describe, expect, it } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, isLeafType, isListType, isNonNullType, isObjectType, type GraphQLNamedType, type GraphQLObjectType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { useTestApp } from './helpers/app.js';
import { ENDPOINTS as KOW_ENDPOINTS, KNOWN as KOW_KNOWN } from './fixtures/kow-cases.js';
import { ENDPOINTS as T9A_ENDPOINTS, KNOWN as T9A_KNOWN } from './fixtures/t9a-cases.js';
import { MAX_DEPTH } from '../src/modules/graphql/limits.js';

const t = useTestApp();
const schema = (): GraphQLSchema => t.current.app.get(GraphQLSchemaHost).schema;

/** Every field of a type, recursively: the selection a typed client would write to get it all. */
function selection(type: GraphQLNamedType): string {
  if (isLeafType(type) || !isObjectType(type)) return '';
  const fields = Object.values((type as GraphQLObjectType).getFields()).map((f) => {
    const inner = getNamedType(f.type);
    return isLeafType(inner) ? f.name : `${f.name} { ${selection(inner)} }`;
  });
  return fields.join(' ');
}

/** How deep a selection of every field of a type goes. */
function depth(type: GraphQLOutputType): number {
  const named = getNamedType(type);
  if (!isObjectType(named)) return 0;
  return 1 + Math.max(0, ...Object.values(named.getFields()).map((f) => depth(f.type)));
}

/**
 * Where a typed answer differs from the REST one: a typed value that is not the REST value, a
 * REST field the type lacks (an incomplete result DTO), a null where REST sent a value.
 */
function differences(typed: unknown, rest: unknown, path = ''): string[] {
  if (typed === null || typed === undefined) return rest === null || rest === undefined ? [] : [`${path}: typed null, REST ${JSON.stringify(rest).slice(0, 80)}`];
  if (Array.isArray(typed)) {
    if (!Array.isArray(rest) || rest.length !== typed.length) return [`${path}: typed list, REST ${JSON.stringify(rest).slice(0, 80)}`];
    return typed.flatMap((v, i) => differences(v, rest[i], `${path}/${i}`));
  }
  if (typeof typed === 'object') {
    if (rest === null || typeof rest !== 'object' || Array.isArray(rest)) return [`${path}: typed object, REST ${JSON.stringify(rest).slice(0, 80)}`];
    const t = typed as Record<string, unknown>;
    const r = rest as Record<string, unknown>;
    // A JSON-typed field comes back whole: compare it as JSON.
    const out = Object.keys(t).flatMap((k) => differences(t[k], r[k], `${path}/${k}`));
    for (const k of Object.keys(r)) if (!(k in t) && r[k] !== undefined) out.push(`${path}/${k}: in REST, not in the GraphQL type`);
    return out;
  }
  return Object.is(typed, rest) || typed === rest ? [] : [`${path}: typed ${JSON.stringify(typed)}, REST ${JSON.stringify(rest)}`];
}

const F = { type: 'footman' };
const K = { type: 'knight' };
const AGOT: Array<[string, string, unknown]> = [
  ['attacks/resolve', 'agotResolveAttack', { area: 'karhold', attacker: { house: 'stark', from: 'winterfell', units: [F, K], card: 'eddard-stark', marchModifier: 1 }, defender: { house: 'greyjoy', units: [F], card: 'dagmar-cleftjaw', defenseOrder: 1 }, fiefdoms: ['greyjoy', 'stark'] }],
  ['attacks/resolve', 'agotResolveAttack', { area: 'karhold', attacker: { house: 'stark', from: 'winterfell', units: [F], card: 'catelyn-stark' }, defender: { house: 'greyjoy', units: [F, F], card: 'balon-greyjoy' }, fiefdoms: ['greyjoy', 'stark'] }],
  ['charges/check', 'agotCheckCharge', { kind: 'marches', house: 'stark', board: [{ id: 'karhold', owner: 'stark', units: [F, K], order: { type: 'march' } }, { id: 'castle-black', owner: 'greyjoy', units: [F] }, { id: 'winterfell', owner: 'stark', units: [F] }], supplyLevel: 0, availablePower: 1 }],
  ['charges/check', 'agotCheckCharge', { house: 'stark', board: [{ id: 'winterfell', owner: 'stark', units: [F, K], order: { type: 'march' } }], supplyLevel: 2, availablePower: 5, march: { from: 'winterfell', moves: [{ to: 'castle-black', units: [0, 1] }] } }],
  ['morale/test', 'agotTestMorale', { kind: 'supplyReconcile', unitsPerArea: [4, 3, 2, 2], supplyLevel: 3 }],
  ['morale/test', 'agotTestMorale', { kind: 'wildlingAttack', threat: 6, bids: [{ house: 'stark', bid: 3, availablePower: 5 }, { house: 'lannister', bid: 1, availablePower: 1 }, { house: 'baratheon', bid: 0, availablePower: 0 }], card: 'Mammoth Riders' }],
  ['morale/test', 'agotTestMorale', { kind: 'retreat', house: 'stark', embattledArea: 'castle-black', attackerOrigin: 'karhold', supplyLevel: 2, survivors: [K], board: [{ id: 'castle-black', owner: 'greyjoy', units: [F] }] }],
  ['morale/test', 'agotTestMorale', { kind: 'influenceShift', order: ['stark', 'lannister'], house: 'lannister', to: 1 }],
  ['armies/validate', 'agotValidateArmy', { house: 'stark', supplyLevel: 1, availablePower: 5, board: [] }],
  ['terrain/setup', 'agotSetupTerrain', { playerCount: 3 }],
  ['scenarios/score', 'agotScoreScenario', { round: 10, roundComplete: true, houses: [
    { house: 'stark', controlledAreas: ['winterfell', 'moat-cailin'], supply: 3, availablePower: 2, ironThrone: 2 },
    { house: 'lannister', controlledAreas: ['lannisport', 'harrenhal'], supply: 2, availablePower: 2, ironThrone: 1 },
    { house: 'baratheon', controlledAreas: ['dragonstone'], supply: 2, availablePower: 7, ironThrone: 3 },
  ] }],
];

const CASES: Array<{ name: string; system: string; path: string; mutation: string; body: unknown }> = [
  ...KOW_KNOWN.map((k, i) => ({ name: `kow ${k.endpoint} #${i}`, system: 'kow', path: KOW_ENDPOINTS[k.endpoint].path, mutation: KOW_ENDPOINTS[k.endpoint].mutation, body: k.body })),
  ...Object.entries(T9A_KNOWN).map(([ep, k]) => ({ name: `t9a ${ep}`, system: 't9a', path: T9A_ENDPOINTS[ep as keyof typeof T9A_ENDPOINTS].path, mutation: T9A_ENDPOINTS[ep as keyof typeof T9A_ENDPOINTS].mutation, body: k.body })),
  ...AGOT.map(([path, mutation, body], i) => ({ name: `agot ${mutation} #${i}`, system: 'agot', path, mutation, body })),
];

describe('typed GraphQL', () => {
  it('every rules mutation takes its request DTO as an input type and answers a typed result', () => {
    const mutations = schema().getMutationType()!.getFields();
    const rules = Object.values(mutations).filter((f) => /^(kow|agot|t9a|asoiaf)[A-Z]/.test(f.name));
    expect(rules.length).toBeGreaterThanOrEqual(18);
    for (const f of rules) {
      const input = f.args.find((a) => a.name === 'input')!;
      expect([f.name, String(input.type)]).toEqual([f.name, expect.stringMatching(/^[A-Z]\w+RequestInput!$/)]);
      const response = getNamedType(f.type) as GraphQLObjectType;
      expect(String(response.getFields().result.type)).not.toBe('JSON!');
      // The query limits let a client select every field of every answer.
      expect([f.name, depth(response) + 1]).toEqual([f.name, expect.any(Number)]);
      expect(depth(response) + 1).toBeLessThanOrEqual(MAX_DEPTH);
    }
    // JSON only where REST is free-form too: game state, event data, distributions, the catalogue.
    expect(String(mutations.createGame.args.find((a) => a.name === 'input')!.type)).toBe('CreateGameInput!');
    expect(String(mutations.replaceGame.args.find((a) => a.name === 'expectedVersion')!.type)).toBe('Int!');
  });

  it('input types mirror the DTOs: required REST fields are non-null, optional ones nullable', () => {
    const input = schema().getType('KowAttackRequestInput') as unknown as { getFields(): Record<string, { type: unknown }> };
    const fields = input.getFields();
    expect(String(fields.kind.type)).toBe('String!');
    expect(String(fields.target.type)).toBe('KowUnitInput!');
    expect(String(fields.dice.type)).toBe('DiceInput');
    expect(isNonNullType(fields.attacker.type as never)).toBe(false);
    const unit = (schema().getType('KowUnitInput') as unknown as { getFields(): Record<string, { type: unknown }> }).getFields();
    expect(String(unit.me.type)).toBe('Int');
    expect(isListType(getNamedType(unit.specialRules.type as never))).toBe(false);
    expect(String(unit.specialRules.type)).toBe('[KowSpecialRuleInput!]');
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s: every typed field equals the REST answer', async (_n, c) => {
    const response = getNamedType(schema().getMutationType()!.getFields()[c.mutation].type) as GraphQLObjectType;
    const resultType = getNamedType(response.getFields().result.type);
    const query = `mutation($i: ${t.current.inputType(c.mutation)}) { out: ${c.mutation}(input: $i) { system result { ${selection(resultType)} } } }`;
    const g = await t.current.gql(query, { i: c.body });
    expect(g.errors).toBeUndefined();
    const rest = await t.current.http.post(`/v1/${c.system}/${c.path}`).send(c.body as object).expect(200);
    expect(differences(g.data.out.result, rest.body.result)).toEqual([]);
  });

  it('a body the input types refuse gets the REST validator\'s problem, every field named', async () => {
    const body = { kind: 'melee', attacker: { name: 'A', type: 'Inf', size: 'Regiment', me: 'four', de: 4, att: 10.5, ne: { waver: 14, rout: 16 } }, target: { name: 'B', type: 'Inf', size: 'Regiment', me: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 } }, surplus: true };
    const rest = await t.current.http.post('/v1/kow/attacks/resolve').send(body).expect(400);
    const g = await t.current.gql(`mutation($i: KowAttackRequestInput!) { kowResolveAttack(input: $i) { system } }`, { i: body });
    expect(g.errors).toHaveLength(1);
    expect(g.errors![0].extensions).toMatchObject({ code: 'validation_failed', status: 400, errors: rest.body.errors });
    expect(rest.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/attacker/att', '/attacker/me', '/surplus']);
    expect(g.errors![0].message).toBe(rest.body.detail);
  });

  it('replaceGame without expectedVersion is the REST API\'s missing If-Match (428)', async () => {
    const g = await t.current.gql('mutation { replaceGame(id: "x", input: {state: {}}) { version } }');
    expect(g.errors![0].extensions).toMatchObject({ code: 'precondition_required', status: 428 });
  });
});
