/** Hostile-input helpers for the "no bad input gives a 500" suites: every field of a known body, replaced one at a time. */

/** The path of every field of `body`, nested ones included (each once). */
export function fieldPaths(body: unknown, path: string[] = []): string[][] {
  if (body === null || typeof body !== 'object') return [path];
  return Object.entries(body as Record<string, unknown>).flatMap(([k, v]) => [[...path, k], ...fieldPaths(v, [...path, k]).filter((p) => p.length > path.length + 1)]);
}

/** A copy of `body` with the field at `path` set to `value` (arrays stay arrays). */
export function withValue(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: Record<string, unknown> = Array.isArray(body) ? ([...body] as unknown as Record<string, unknown>) : { ...(body as Record<string, unknown>) };
  copy[path[0]] = withValue(copy[path[0]], path.slice(1), value);
  return copy;
}
