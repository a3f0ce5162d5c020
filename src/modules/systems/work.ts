import type { CapabilityId } from '../../domain/core/system.js';

/** A documented bound on what one request may ask for; passing it is a 422 `too_complex`. */
export interface WorkLimit {
  /** The limit's name, as in the docs (`attackDice`, `attackers` …). */
  limit: string;
  max: number;
  value: number;
  /** Where in the request the work comes from (a JSON pointer). */
  path: string;
}

export interface WorkPlan {
  /** Run in the rules worker pool, off the event loop, within the time budget. */
  heavy: boolean;
  /** The bounds this request passes, if any. */
  exceeded: WorkLimit[];
}

/** Sizes up a validated rules request before it runs (a system's binding supplies one per capability). */
export type WorkEstimator = (payload: Record<string, unknown>) => WorkPlan;

export type WorkEstimators = Partial<Record<CapabilityId, WorkEstimator>>;

/** `value` past `max` as a WorkLimit, or nothing. */
export function bound(limit: string, max: number, value: number, path: string): WorkLimit[] {
  return value > max ? [{ limit, max, value, path }] : [];
}
