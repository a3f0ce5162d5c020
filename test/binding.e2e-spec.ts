import { SystemCatalog } from '../src/modules/systems/catalog.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { toyBinding } from './fixtures/toy-system.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { catalog: new SystemCatalog([], [toyBinding]) });
});
afterAll(async () => {
  await t.close();
});

describe('a system binding becomes REST routes and GraphQL mutations', () => {
  it('answers with the envelope, the default rules version and resolved options', async () => {
    const res = await t.http.post('/v1/toy/attacks/resolve').send({ value: 4 }).expect(200);
    expect(res.body).toEqual({
      system: 'toy',
      rulesVersion: 'toy-2',
      result: { value: 8, rulesVersion: 'toy-2', dice: 'exact' },
      explanation: [{ rule: 'toy.double', cite: 'toy.txt L1-2', text: '4 → 8' }],
    });
    const tripled = await t.http
      .post('/v1/toy/attacks/resolve')
      .send({ value: 4, rulesVersion: 'toy-1', options: { triple: true }, dice: { mode: 'seeded', seed: 's' } })
      .expect(200);
    expect(tripled.body.result).toEqual({ value: 12, rulesVersion: 'toy-1', dice: 'seeded' });
  });

  it('lists every offending field: payload, options, rules version and dice', async () => {
    const res = await t.http
      .post('/v1/toy/attacks/resolve')
      .send({ value: 1.5, extra: 1, dice: { mode: 'given' } })
      .expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/dice/rolls', '/extra', '/value']);
    const version = await t.http.post('/v1/toy/attacks/resolve').send({ value: 1, rulesVersion: 'toy-9' }).expect(400);
    expect(version.body).toMatchObject({ code: 'unsupported_rules_version', errors: [{ path: '/rulesVersion' }] });
    const option = await t.http.post('/v1/toy/attacks/resolve').send({ value: 1, options: { triple: 'yes', quadruple: true } }).expect(400);
    expect(option.body.code).toBe('invalid_option');
    expect(option.body.errors.map((e: { path: string }) => e.path)).toEqual(['/options/triple', '/options/quadruple']);
    const seedless = await t.http.post('/v1/toy/attacks/resolve').send({ value: 1, dice: { mode: 'seeded' } }).expect(400);
    expect(seedless.body.errors[0].path).toBe('/dice/seed');
    const diceless = await t.http.post('/v1/toy/morale/test').send({ dice: { mode: 'given', rolls: [1] } }).expect(400);
    expect(diceless.body.errors[0]).toMatchObject({ path: '/dice', code: 'not_applicable' });
  });

  it('a domain error becomes its problem (impossible state → 422)', async () => {
    const res = await t.http.post('/v1/toy/attacks/resolve').send({ value: 13 }).expect(422);
    expect(res.body).toMatchObject({ code: 'impossible_state', errors: [{ path: '/value', code: 'unlucky' }] });
  });

  it('is truthful about what is served: scoring without a binding is 501', async () => {
    const res = await t.http.post('/v1/toy/scenarios/score').send({}).expect(501);
    expect(res.body.code).toBe('capability_not_served');
    const sys = await t.http.get('/v1/toy').expect(200);
    expect(sys.body.capabilities.attacks.served).toBe(true);
    expect(sys.body.capabilities.morale.served).toBe(true);
    expect(sys.body.capabilities.scoring.served).toBe(false);
    expect(sys.body.options.attacks).toEqual([{ name: 'triple', description: 'Triple instead of double', type: 'boolean', default: false }]);
    expect(sys.body.catalogue).toEqual({ pieces: ['pawn'] });
  });

  it('GraphQL serves the same operation with the same validation and codes', async () => {
    const ok = await t.gql(`mutation($i: ${t.inputType('toyResolveAttack')}) { toyResolveAttack(input: $i) { system rulesVersion result: resultJson explanation { rule cite text } } }`, { i: { value: 5 } });
    expect(ok.data.toyResolveAttack).toEqual({
      system: 'toy',
      rulesVersion: 'toy-2',
      result: { value: 10, rulesVersion: 'toy-2', dice: 'exact' },
      explanation: [{ rule: 'toy.double', cite: 'toy.txt L1-2', text: '5 → 10' }],
    });
    const bad = await t.gql(`mutation($i: ${t.inputType('toyResolveAttack')}) { toyResolveAttack(input: $i) { system } }`, { i: { value: -1 } });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'validation_failed', status: 400, errors: [{ path: '/value', code: 'min' }] });
    const impossible = await t.gql('mutation { toyResolveAttack(input: {value: 13}) { system } }');
    expect(impossible.errors![0].extensions.code).toBe('impossible_state');
  });

  it('the OpenAPI document types the route by the binding DTOs', async () => {
    const doc = (await t.http.get('/openapi.json').expect(200)).body;
    const op = doc.paths['/v1/toy/attacks/resolve'].post;
    expect(op.operationId).toBe('toyResolveAttack');
    expect(op.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/ToyAttackRequest');
    expect(op.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/ToyResolveAttackResponse');
    expect(doc.components.schemas.ToyResolveAttackResponse.properties.result.$ref ?? doc.components.schemas.ToyResolveAttackResponse.properties.result.allOf?.[0]?.$ref).toBe(
      '#/components/schemas/ToyAttackResult',
    );
    expect(doc.components.schemas.ToyAttackRequest.properties.value).toMatchObject({ type: 'number', minimum: 0, maximum: 100 });
  });
});
