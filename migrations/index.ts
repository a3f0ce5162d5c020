import { InitialSchema1763850000000 } from './1763850000000-initial-schema.js';
import { JsonAsSent1763900000000 } from './1763900000000-json-as-sent.js';
import { RateLimits1795529039833 } from './1795529039833-rate-limits.js';

/** Every migration, in order. Listed explicitly so the same code runs compiled and under jest. */
export const MIGRATIONS = [InitialSchema1763850000000, JsonAsSent1763900000000, RateLimits1795529039833];
