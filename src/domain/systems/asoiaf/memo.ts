/**
 * Memoised exact forms for the attack chain (performance only, no rule): a procedure whose exact distribution is
 * the same for every equal key is computed once per process and reused; sampling always rolls afresh.
 */
import { Proc, type Exact } from '../../core/prob/proc.js';
import type { Sampler } from '../../core/prob/samplers.js';

const CACHE_LIMIT = 5000;

/** A bounded process-wide cache of exact distributions, by a key that fully determines them. */
export class ExactCache {
  private readonly entries = new Map<string, Exact<unknown>>();

  get<T>(key: string, build: () => Exact<T>): Exact<T> {
    const hit = this.entries.get(key);
    if (hit) return hit as Exact<T>;
    const value = build();
    if (this.entries.size >= CACHE_LIMIT) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value as Exact<unknown>);
    return value;
  }
}

/** `inner` with its exact form memoised under `key` in `cache`. */
class Cached<T> extends Proc<T> {
  constructor(
    private readonly cache: ExactCache,
    private readonly key: string,
    private readonly inner: () => Proc<T>,
  ) {
    super();
  }

  exact(): Exact<T> {
    return this.cache.get(this.key, () => this.inner().exact());
  }

  sample(s: Sampler): T {
    return this.inner().sample(s);
  }
}

export const cached = <T>(cache: ExactCache, key: string, inner: () => Proc<T>): Proc<T> => new Cached(cache, key, inner);
