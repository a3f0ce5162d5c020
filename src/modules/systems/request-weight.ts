import type { FastifyRequest } from 'fastify';
import { CAPABILITY_IDS, type CapabilityId } from '../../domain/core/system.js';
import { CAPABILITY_ROUTES } from './binding.js';
import type { SystemCatalog } from './catalog.js';

/** A rules request its binding sizes up as heavy (worker pool) counts as this many requests. */
export const HEAVY_REQUEST_WEIGHT = 10;

const CAPABILITY_BY_PATH = new Map<string, CapabilityId>(CAPABILITY_IDS.map((c) => [CAPABILITY_ROUTES[c].path, c]));

/**
 * The rate limiter's extra weight of a request once its body is parsed: `POST /v1/{system}/{capability}`
 * whose binding's work estimator calls it heavy counts HEAVY_REQUEST_WEIGHT in all (so 9 extra);
 * everything else counts once. An unvalidated body the estimator cannot read counts once (the
 * validation that follows refuses it).
 */
export function heavyRequestWeight(catalog: SystemCatalog): (req: FastifyRequest) => number {
  return (req) => {
    if (req.method !== 'POST') return 0;
    const m = /^\/v1\/([^/]+)\/([^?]+)/.exec(req.url);
    if (!m) return 0;
    const capability = CAPABILITY_BY_PATH.get(m[2]);
    const estimate = capability && catalog.binding(m[1])?.work?.[capability];
    const body = req.body;
    if (!estimate || body === null || typeof body !== 'object' || Array.isArray(body)) return 0;
    try {
      return estimate(body as Record<string, unknown>).heavy ? HEAVY_REQUEST_WEIGHT - 1 : 0;
    } catch {
      return 0;
    }
  };
}
