import { Injectable } from '@nestjs/common';
import { resolveOptions } from '../../domain/core/options.js';
import { CAPABILITY_IDS, type CapabilityId, type DiceRequest, type GameSystem, type RulesOutcome } from '../../domain/core/system.js';
import { raise } from '../../common/problem.js';
import { validateBody } from '../../common/validate.js';
import { SYSTEMS } from '../../domain/registry.js';
import { CAPABILITY_ROUTES } from './binding.js';
import { SystemCatalog } from './catalog.js';
import { RulesPool } from './rules-pool.js';
import { presetViews } from '../tournaments/presets.js';
import type { RulesRequestDto } from './rules-request.dto.js';

export interface RulesResponse extends RulesOutcome {
  system: string;
  rulesVersion: string;
}

export interface SystemSummary {
  id: string;
  name: string;
  rulesVersions: string[];
  defaultRulesVersion: string;
  capabilities: Record<CapabilityId, { served: boolean; path: string }>;
}

/** Finds systems, checks what they serve, validates requests and runs the domain. No rules here. */
@Injectable()
export class RulesService {
  /** The catalog is fixed at start-up, so the summaries are computed once. */
  private readonly summaries: SystemSummary[];

  constructor(
    private readonly catalog: SystemCatalog,
    private readonly pool: RulesPool,
  ) {
    this.summaries = catalog.systems.map((s) => this.summary(s));
  }

  systems(): SystemSummary[] {
    return this.summaries;
  }

  system(id: string): SystemSummary & { catalogue: Record<string, unknown>; options: Record<string, unknown>; scoringPresets: ReturnType<typeof presetViews> } {
    const s = this.find(id);
    const options = Object.fromEntries(
      CAPABILITY_IDS.filter((c) => this.served(s, c)).map((c) => [c, s.capabilities[c]!.options]),
    );
    return { ...this.summary(s), options, catalogue: s.catalogue(s.rulesVersions[0]), scoringPresets: presetViews(s.id, this.served(s, 'scoring')) };
  }

  /**
   * Validate `body` against the system's DTO for `capability` and run it: inline when light, in
   * the worker pool when the binding sizes it up as heavy, refused when it passes a bound.
   */
  run(systemId: string, capability: CapabilityId, body: unknown): RulesResponse | Promise<RulesResponse> {
    const system = this.find(systemId);
    const binding = this.catalog.binding(systemId);
    const dto = binding?.requests[capability];
    const cap = system.capabilities[capability];
    if (!dto || !cap) {
      raise('capability_not_served', `${system.name} does not serve ${capability} (POST /v1/${systemId}/${CAPABILITY_ROUTES[capability].path}) yet`, [], {
        system: systemId,
        capability,
      });
    }
    const req = validateBody(dto, body);
    const { rulesVersion = system.rulesVersions[0], options, dice, ...payload } = req as RulesRequestDto & Record<string, unknown>;
    if (!system.rulesVersions.includes(rulesVersion)) {
      raise('unsupported_rules_version', `${system.name} has rules versions ${system.rulesVersions.join(', ')}`, [
        { path: '/rulesVersion', code: 'enum', message: `must be one of ${system.rulesVersions.join(', ')}` },
      ]);
    }
    if (dice && !cap.usesDice && dice.mode !== 'exact') {
      raise('validation_failed', `${capability} in ${system.name} rolls no dice`, [
        { path: '/dice', code: 'not_applicable', message: 'this capability takes no dice; omit dice' },
      ]);
    }
    const ctx = { rulesVersion, options: resolveOptions(cap.options, options), dice: toDiceRequest(dice) };
    const plan = binding!.work?.[capability]?.(payload) ?? { heavy: false, exceeded: [] };
    if (plan.exceeded.length) {
      const first = plan.exceeded[0];
      raise(
        'too_complex',
        `The request asks for more than the server allows: ${plan.exceeded.map((l) => `${l.limit} ${l.value} (at most ${l.max})`).join(', ')}`,
        plan.exceeded.map((l) => ({ path: l.path, code: l.limit, message: `${l.limit} is ${l.value}; at most ${l.max}` })),
        { limit: first.limit, max: first.max, value: first.value },
      );
    }
    // Only the registry's systems are known to the worker threads.
    if (plan.heavy && SYSTEMS.includes(system)) {
      return this.pool.run({ systemId, capability, payload, ctx }).then((outcome) => ({ system: systemId, rulesVersion, ...outcome }));
    }
    const outcome = cap.run(payload, ctx);
    return { system: systemId, rulesVersion, ...outcome };
  }

  private find(id: string): GameSystem {
    const s = this.catalog.find(id);
    if (!s) raise('not_found', `Unknown game system "${id}"; known: ${this.catalog.ids().join(', ')}`);
    return s;
  }

  private served(s: GameSystem, c: CapabilityId): boolean {
    return Boolean(s.capabilities[c] && this.catalog.binding(s.id)?.requests[c]);
  }

  private summary(s: GameSystem): SystemSummary {
    const capabilities = Object.fromEntries(
      CAPABILITY_IDS.map((c) => [c, { served: this.served(s, c), path: `/v1/${s.id}/${CAPABILITY_ROUTES[c].path}` }]),
    ) as SystemSummary['capabilities'];
    return { id: s.id, name: s.name, rulesVersions: [...s.rulesVersions], defaultRulesVersion: s.rulesVersions[0], capabilities };
  }
}

function toDiceRequest(d: RulesRequestDto['dice']): DiceRequest {
  if (!d || d.mode === 'exact') return { mode: 'exact' };
  if (d.mode === 'seeded') return { mode: 'seeded', seed: d.seed! };
  return { mode: 'given', rolls: d.rolls! };
}
