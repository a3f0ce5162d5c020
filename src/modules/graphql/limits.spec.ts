import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { queryLimits } from './limits.js';

const schema = buildSchema(`
  type Player { name: String, friend: Player }
  type Query { player: Player, systems: [String] }
  type Mutation { kowResolveAttack(input: String): Player, createGame(name: String): Player }
`);

/** A "fragment bomb": each fragment spreads the next one twice, so the expansion has 2^levels fields. */
function fragmentBomb(levels: number): string {
  const frags = [];
  for (let i = 0; i < levels; i++) frags.push(`fragment F${i} on Player { name ...F${i + 1} ...F${i + 1} }`);
  frags.push(`fragment F${levels} on Player { name }`);
  return `{ player { ...F0 } }\n${frags.join('\n')}`;
}

const run = (query: string, rulesOperations = new Set(['kowResolveAttack'])) =>
  validate(schema, parse(query), [...specifiedRules, queryLimits({ rulesOperations })]).map((e) => e.extensions?.code ?? e.message);

describe('GraphQL query limits', () => {
  it('refuses a 30-level fragment bomb without expanding it (each fragment is measured once)', () => {
    const started = performance.now();
    const codes = run(fragmentBomb(30));
    const ms = performance.now() - started;
    expect(codes).toEqual(['query_too_complex']);
    // Expanding 2^30 fields took minutes before; measuring each fragment once takes a few ms. The
    // bound is generous so that a loaded machine does not fail it, and still fails the old code.
    expect(ms).toBeLessThan(2000);
  });

  it('still counts the fields a fragment adds every time it is spread', () => {
    // 2^8 = 256 names + the player field: under 300. 2^9 = 512: over.
    expect(run(fragmentBomb(7))).toEqual([]);
    expect(run(fragmentBomb(9))).toEqual(['query_too_complex']);
  });

  it('refuses a query nested deeper than the limit, through fragments too', () => {
    const deep = '{ player { friend { friend { friend { friend { friend { friend { friend { name } } } } } } } } }';
    expect(run(deep)).toEqual(['query_too_deep']);
    const viaFragments = '{ player { ...A } } fragment A on Player { friend { friend { ...B } } } fragment B on Player { friend { friend { friend { friend { friend { name } } } } } }';
    expect(run(viaFragments)).toEqual(['query_too_deep']);
  });

  it('counts aliases of rules mutations one by one, also inside fragments on the root', () => {
    const aliases = (n: number) => `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: kowResolveAttack(input: "x") { name }`).join(' ')} }`;
    expect(run(aliases(5))).toEqual([]);
    expect(run(aliases(6))).toEqual(['query_too_complex']);
    const spread = 'mutation { ...M ...M } fragment M on Mutation { a: kowResolveAttack(input: "x") { name } b: kowResolveAttack(input: "y") { name } c: kowResolveAttack(input: "z") { name } }';
    expect(run(spread).filter((c) => c === 'query_too_complex')).toEqual(['query_too_complex']);
    // Saved-game mutations are not rules operations.
    expect(run(`mutation { ${Array.from({ length: 8 }, (_, i) => `g${i}: createGame(name: "x") { name }`).join(' ')} }`)).toEqual([]);
  });
});
