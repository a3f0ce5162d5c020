import { DomainError } from './errors.js';
import { resolveOptions } from './options.js';
import type { OptionSpec } from './system.js';

const specs: OptionSpec[] = [
  { name: 'tides', description: 'Tides of Battle', type: 'boolean', default: false },
  { name: 'mode', description: 'm', type: 'enum', default: 'a', values: ['a', 'b'] },
];

describe('resolveOptions', () => {
  it('applies defaults', () => {
    expect(resolveOptions(specs, undefined)).toEqual({ tides: false, mode: 'a' });
  });
  it('accepts valid values', () => {
    expect(resolveOptions(specs, { tides: true, mode: 'b' })).toEqual({ tides: true, mode: 'b' });
  });
  it('reports every bad option with a pointer', () => {
    try {
      resolveOptions(specs, { tides: 'yes', mode: 'c', nope: 1 });
      throw new Error('expected a DomainError');
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).issues.map((i) => i.path)).toEqual(['/options/tides', '/options/mode', '/options/nope']);
    }
  });
});
