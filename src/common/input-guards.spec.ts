import { inspectJson, isClean, MAX_JSON_DEPTH } from './input-guards.js';

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe('inspectJson', () => {
  it('accepts ordinary bodies', () => {
    expect(inspectJson({ name: 'Club night', players: [{ name: 'Ana' }], state: { round: 1, notes: ['é', '~/'] } })).toEqual([]);
    expect(inspectJson(nested(MAX_JSON_DEPTH))).toEqual([]);
  });

  it('refuses nesting past the limit without recursing (5,000 levels)', () => {
    const issues = inspectJson(nested(5000));
    expect(issues).toHaveLength(1);
    expect(issues[0].code).toBe('maxDepth');
    expect(issues[0].path).toBe('/a'.repeat(MAX_JSON_DEPTH));
    expect(inspectJson(nested(MAX_JSON_DEPTH + 1))[0].code).toBe('maxDepth');
  });

  it('points at every NUL in strings and keys, pointer-escaped, in document order', () => {
    const issues = inspectJson({ name: 'a\u0000b', 'x/y': ['ok', 'b\u0000'], ['k\u0000']: 1, state: { 'm~n': '\u0000' } });
    expect(issues.map((i) => i.path)).toEqual(['/name', '/x~1y/1', '/k\u0000', '/state/m~0n']);
    expect(issues.every((i) => i.code === 'noNulCharacter')).toBe(true);
  });

  it('a root string or a query object get their own prefix', () => {
    expect(inspectJson('\u0000')[0].path).toBe('/');
    expect(inspectJson({ system: '\u0000' }, '/query')[0].path).toBe('/query/system');
  });

  it('isClean says false exactly when inspectJson finds an issue', () => {
    const cases: Array<[unknown, number]> = [
      [{ name: 'Club night', players: [{ name: 'Ana' }], state: { round: 1, notes: ['é', '~/'] } }, MAX_JSON_DEPTH],
      [nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH],
      [nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH],
      [nested(5000), MAX_JSON_DEPTH],
      [[[[1]]], 2],
      [[[1]], 2],
      [{ a: ['x', 'y\u0000'] }, MAX_JSON_DEPTH],
      [{ ['k\u0000']: 1 }, MAX_JSON_DEPTH],
      ['\u0000', MAX_JSON_DEPTH],
      [{ system: 'kow' }, 2],
      [{ system: { deep: { er: 1 } } }, 2],
      [null, 2],
      [7, 2],
    ];
    for (const [value, depth] of cases) expect([value, isClean(value, depth)]).toEqual([value, inspectJson(value, '', depth).length === 0]);
    expect(cases.filter(([v, d]) => !isClean(v, d))).toHaveLength(7);
  });
});
