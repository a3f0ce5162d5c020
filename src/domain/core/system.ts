/**
 * The contract every game system implements. One system = one folder under
 * src/domain/systems/<id>/ exporting one `GameSystem`; the registry finds them. Adding a fifth
 * game touches no other system.
 */
import type { ExplanationStep } from './explain.js';

/** The six stateless rules capabilities of the public API (API.md §2). */
export const CAPABILITY_IDS = ['attacks', 'charges', 'morale', 'armies', 'terrain', 'scoring'] as const;
export type CapabilityId = (typeof CAPABILITY_IDS)[number];

/** How dice are handled for one request (API.md §2 "Dice"). */
export type DiceRequest =
  | { mode: 'exact' }
  | { mode: 'seeded'; seed: string }
  | { mode: 'given'; rolls: number[] };

/** One die in a seeded or given transcript, in the order the table would roll it. */
export interface RollRecord {
  purpose: string;
  die: string;
  value: number;
  rerolled: boolean;
}

/** One point of a distribution. Categorical outcomes (e.g. "steady") use string values. */
export interface DistributionEntry {
  value: number | string;
  p: number;
}

/**
 * Exact-mode distributions: each named quantity is a list of `{value, p}` summing to 1 within
 * 1e-9; `mean` is the mean of the primary (first) numeric quantity and `means` has every numeric
 * quantity's mean.
 */
export interface DistributionReport {
  [quantity: string]: DistributionEntry[] | number | Record<string, number>;
}

/** What a capability returns; the HTTP layer wraps it in the response envelope. */
export interface RulesOutcome<R = unknown> {
  result: R;
  distribution?: DistributionReport;
  rolls?: RollRecord[];
  /** Given mode: rolls supplied but not consumed. */
  unusedRolls?: number[];
  explanation: ExplanationStep[];
}

/** An engine decision exposed as a request option (digests' "ENGINE DECISION"). */
export interface OptionSpec {
  name: string;
  description: string;
  type: 'boolean' | 'number' | 'enum';
  default: boolean | number | string;
  /** For `enum`: the allowed values. */
  values?: readonly string[];
  /** Where the digest or seed discusses it. */
  cite?: string;
}

/** Everything a capability needs besides its own payload. */
export interface RulesContext {
  rulesVersion: string;
  /** Options after defaults were applied and values checked against the system's OptionSpecs. */
  options: Record<string, boolean | number | string>;
  dice: DiceRequest;
}

/**
 * A capability: validated payload in, outcome out. Throws DomainError for bad references or
 * impossible states. `payload` is the request body without `rulesVersion`, `options`, `dice`.
 */
export interface Capability<I = unknown, R = unknown> {
  /** Engine decisions this capability honours. */
  options: readonly OptionSpec[];
  /** Whether the request may carry `dice`. */
  usesDice: boolean;
  run(payload: I, ctx: RulesContext): RulesOutcome<R>;
}

export interface GameSystem {
  id: string;
  name: string;
  /** First is the default. */
  rulesVersions: readonly string[];
  /** The built-in data (profiles, special rules, map…) served at GET /v1/{system}. */
  catalogue(rulesVersion: string): Record<string, unknown>;
  capabilities: Partial<Record<CapabilityId, Capability<any, any>>>;
}
