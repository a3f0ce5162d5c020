import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** OpenAPI names a component schema after its DTO class: two classes with one name would silently
 * publish one shape for both (and the SDK would type one of the requests wrongly). */
const CLASS = /^export class (\w+)/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.spec.ts') ? [p] : [];
  });
}

const classNames = (source: string): string[] => [...source.matchAll(CLASS)].map((m) => m[1]!);

it('every class under src/modules has a name of its own', () => {
  const seen = new Map<string, string[]>();
  for (const f of files('src/modules')) for (const name of classNames(readFileSync(f, 'utf8'))) seen.set(name, [...(seen.get(name) ?? []), f]);
  expect([...seen].filter(([, where]) => where.length > 1)).toEqual([]);
});

it('the check itself reads every exported class', () => {
  expect(classNames('export class AgotTracksDto {}\nclass Local {}\nexport class AgotUnitDto extends X {}')).toEqual(['AgotTracksDto', 'AgotUnitDto']);
});
