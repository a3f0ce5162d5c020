/** The sampler of a seeded or given request, or null in exact mode; a given request without rolls is a 400. */
import { DomainError } from '../../core/errors.js';
import { GivenSampler, SeededSampler } from '../../core/prob/samplers.js';
import type { RulesContext } from '../../core/system.js';

export function samplerOf(ctx: RulesContext): SeededSampler | GivenSampler | null {
  const d = ctx.dice;
  if (d.mode === 'seeded' && typeof d.seed === 'string') return new SeededSampler(d.seed);
  if (d.mode === 'given' && Array.isArray(d.rolls)) return new GivenSampler(d.rolls);
  if (d.mode === 'exact') return null;
  throw new DomainError('invalid_input', 'dice must be {"mode":"exact"}, {"mode":"seeded","seed":"…"} or {"mode":"given","rolls":[…]}', [{ path: '/dice', code: 'dice', message: 'an object with mode exact, seeded (and seed) or given (and rolls)' }]);
}
