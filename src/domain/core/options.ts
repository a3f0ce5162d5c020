import { DomainError, IssueCollector, pointer } from './errors.js';
import type { OptionSpec } from './system.js';

/**
 * Apply defaults and check every given option against the capability's specs. Unknown names and
 * wrong types are each reported with a JSON pointer under `/options`.
 */
export function resolveOptions(
  specs: readonly OptionSpec[],
  given: Record<string, unknown> | undefined,
): Record<string, boolean | number | string> {
  const out: Record<string, boolean | number | string> = {};
  for (const s of specs) out[s.name] = s.default;
  if (given === undefined || given === null) return out;
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw new DomainError('invalid_option', 'options must be an object', [
      { path: '/options', code: 'type', message: 'options must be an object of option name → value' },
    ]);
  }
  const issues = new IssueCollector();
  const byName = new Map(specs.map((s) => [s.name, s]));
  for (const [name, value] of Object.entries(given)) {
    const spec = byName.get(name);
    const path = pointer('options', name);
    if (!spec) {
      const known = specs.map((s) => s.name).join(', ') || 'none';
      issues.add(path, 'unknown_option', `unknown option "${name}"; this capability takes: ${known}`);
      continue;
    }
    if (spec.type === 'enum') {
      if (typeof value !== 'string' || !spec.values?.includes(value)) {
        issues.add(path, 'enum', `${name} must be one of: ${spec.values?.join(', ')}`);
        continue;
      }
    } else if (typeof value !== spec.type || (spec.type === 'number' && !Number.isFinite(value))) {
      issues.add(path, 'type', `${name} must be a ${spec.type}`);
      continue;
    }
    out[name] = value as boolean | number | string;
  }
  issues.throwIfAny('invalid_option', 'Invalid options');
  return out;
}
