import { availableParallelism } from 'node:os';

/**
 * Configuration from the environment, validated once at start-up. A bad value stops the process
 * with a message naming the variable, what it got and what it expects.
 */
export interface AppConfig {
  port: number;
  host: string;
  /** Unset: the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Maximum request body, in bytes. */
  bodyLimit: number;
  /** Requests per minute per client address (anonymous callers); 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** Requests per minute per API key, for callers that send one. */
  rateLimitPerKeyPerMinute: number;
  /**
   * Where the rate-limit counters live: `redis` (REDIS_URL), `postgres` (the app's database, shared
   * by every instance on one server) or `memory` (this process). Default: redis when REDIS_URL is
   * set, postgres when DATABASE_URL is, else memory (the embedded database serves one process anyway).
   */
  rateLimitStore: 'memory' | 'postgres' | 'redis';
  redisUrl: string | undefined;
  /**
   * Fastify `trustProxy`: which proxies may set X-Forwarded-For (the client address then comes from
   * it). false (default): none, the socket's address is the client's; true: any (only when nothing
   * but the proxy can reach the server); a list: those addresses, CIDR ranges or `loopback`,
   * `linklocal`, `uniquelocal`.
   */
  trustProxy: boolean | string[];
  /** `*`, or a comma-separated list of allowed origins; empty disables CORS. */
  corsOrigins: string;
  /** GraphiQL and verbose docs; on unless NODE_ENV=production. */
  development: boolean;
  /** Longest a heavy rules request may run in the worker pool, in ms (422 too_complex past it). */
  rulesTimeBudgetMs: number;
  /** Worker threads for heavy rules requests. */
  rulesThreads: number;
  /** `open`: anyone may create an API key; `admin`: only with the admin key. */
  keySignup: 'open' | 'admin';
  /** The operator's key (`ARBITER_ADMIN_KEY`): creates keys under `admin` signup, reads and writes everything. */
  adminKey: string | undefined;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const RATE_LIMIT_STORES = ['memory', 'postgres', 'redis'] as const;

export class ConfigError extends Error {}

/** TRUST_PROXY: unset/false, true, or a comma-separated list of addresses and CIDR ranges. */
function parseTrustProxy(raw: string | undefined, problems: string[]): AppConfig['trustProxy'] {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    // Fastify 5 ignores hop counts (a hop count cannot tell a proxy from a client that sends the header).
    problems.push(`TRUST_PROXY=${JSON.stringify(raw)}: a hop count is not trusted; name the proxies' addresses or CIDR ranges (or true)`);
    return false;
  }
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((s) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(s) && !['loopback', 'linklocal', 'uniquelocal'].includes(s));
  if (bad.length) {
    problems.push(`TRUST_PROXY=${JSON.stringify(raw)}: expected true, false, or a comma-separated list of addresses or CIDR ranges (not ${bad.join(', ')})`);
    return false;
  }
  return list;
}

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name}=${JSON.stringify(raw)}: expected an integer from ${min} to ${max}`);
    return fallback;
  }
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const port = intVar(env, 'PORT', 3000, 0, 65535, problems);
  const bodyLimit = intVar(env, 'BODY_LIMIT', 256 * 1024, 1024, 64 * 1024 * 1024, problems);
  const rateLimitPerMinute = intVar(env, 'RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000, problems);
  const rulesTimeBudgetMs = intVar(env, 'RULES_TIME_BUDGET_MS', 10_000, 100, 600_000, problems);
  const rulesThreads = intVar(env, 'RULES_THREADS', Math.max(1, availableParallelism() - 1), 1, 64, problems);
  const rateLimitPerKeyPerMinute = intVar(env, 'RATE_LIMIT_PER_KEY_PER_MINUTE', 6000, 0, 10_000_000, problems);
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL: expected a redis:// or rediss:// URL');
  const store = env.RATE_LIMIT_STORE || (redisUrl ? 'redis' : env.DATABASE_URL ? 'postgres' : 'memory');
  if (!(RATE_LIMIT_STORES as readonly string[]).includes(store)) {
    problems.push(`RATE_LIMIT_STORE=${JSON.stringify(store)}: expected one of ${RATE_LIMIT_STORES.join(', ')}`);
  } else if (store === 'redis' && !redisUrl) {
    problems.push('RATE_LIMIT_STORE=redis: REDIS_URL is not set');
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const logLevel = (env.LOG_LEVEL || 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)}: expected one of ${LOG_LEVELS.join(', ')}`);
  }
  const keySignup = (env.KEY_SIGNUP || 'open') as AppConfig['keySignup'];
  if (keySignup !== 'open' && keySignup !== 'admin') problems.push(`KEY_SIGNUP=${JSON.stringify(env.KEY_SIGNUP)}: expected open or admin`);
  const adminKey = env.ARBITER_ADMIN_KEY || undefined;
  if (adminKey !== undefined && adminKey.length < 16) problems.push('ARBITER_ADMIN_KEY: expected at least 16 characters');
  if (keySignup === 'admin' && adminKey === undefined) problems.push('KEY_SIGNUP=admin needs ARBITER_ADMIN_KEY');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL: expected a postgres:// or postgresql:// URL');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: env.DATA_DIR || './data',
    logLevel,
    bodyLimit,
    rateLimitPerMinute,
    rateLimitPerKeyPerMinute,
    rateLimitStore: store as AppConfig['rateLimitStore'],
    redisUrl,
    trustProxy,
    corsOrigins: env.CORS_ORIGINS ?? '*',
    development: env.NODE_ENV !== 'production',
    rulesTimeBudgetMs,
    rulesThreads,
    keySignup,
    adminKey,
  };
}
