import { InitialSchema1763850000000 } from './1763850000000-initial-schema.js';
import { JsonAsSent1763900000000 } from './1763900000000-json-as-sent.js';
import { ApiKeysOwnership1764000000000 } from './1764000000000-api-keys-ownership.js';
import { Tournaments1764000100000 } from './1764000100000-tournaments.js';
import { RateLimits1795529039833 } from './1795529039833-rate-limits.js';

/** Every migration, in order. Listed explicitly so the same code runs compiled and under jest. */
export const MIGRATIONS = [InitialSchema1763850000000, JsonAsSent1763900000000, ApiKeysOwnership1764000000000, Tournaments1764000100000, RateLimits1795529039833];
