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
  /** Requests per minute per client IP; 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** `*`, or a comma-separated list of allowed origins; empty disables CORS. */
  corsOrigins: string;
  /** GraphiQL and verbose docs; on unless NODE_ENV=production. */
  development: boolean;
  /** Longest a heavy rules request may run in the worker pool, in ms (422 too_complex past it). */
  rulesTimeBudgetMs: number;
  /** Worker threads for heavy rules requests. */
  rulesThreads: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class ConfigError extends Error {}

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
  const logLevel = (env.LOG_LEVEL || 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)}: expected one of ${LOG_LEVELS.join(', ')}`);
  }
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
    corsOrigins: env.CORS_ORIGINS ?? '*',
    development: env.NODE_ENV !== 'production',
    rulesTimeBudgetMs,
    rulesThreads,
  };
}
