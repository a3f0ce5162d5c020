import type { GameSystem } from '../../domain/core/system.js';
import type { SystemBinding } from './binding.js';

/**
 * The systems this server knows and the bindings of those it serves. Built once from the domain
 * registry and `BINDINGS`; tests may build one with their own systems.
 */
export class SystemCatalog {
  private readonly byId: Map<string, GameSystem>;
  private readonly bindingById: Map<string, SystemBinding>;

  constructor(
    readonly systems: readonly GameSystem[],
    readonly bindings: readonly SystemBinding[],
  ) {
    const all = [...systems, ...bindings.map((b) => b.system).filter((s) => !systems.includes(s))];
    this.systems = all;
    this.byId = new Map(all.map((s) => [s.id, s]));
    this.bindingById = new Map(bindings.map((b) => [b.system.id, b]));
  }

  find(id: string): GameSystem | undefined {
    return this.byId.get(id);
  }

  binding(id: string): SystemBinding | undefined {
    return this.bindingById.get(id);
  }

  ids(): string[] {
    return this.systems.map((s) => s.id);
  }
}
