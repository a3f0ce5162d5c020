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
  /** Requests per minute per API key (callers with a key); 0 turns it off. */
  rateLimitPerKeyPerMinute: number;
  /** `open`: anyone may create an API key; `admin`: only with the admin key. */
  keySignup: 'open' | 'admin';
  /** The operator's key (`ARBITER_ADMIN_KEY`): creates keys under `admin` signup, reads and writes everything. */
  adminKey: string | undefined;
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
  const logLevel = (env.LOG_LEVEL || 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)}: expected one of ${LOG_LEVELS.join(', ')}`);
  }
  const rateLimitPerKeyPerMinute = intVar(env, 'RATE_LIMIT_PER_KEY_PER_MINUTE', 6000, 0, 10_000_000, problems);
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
    corsOrigins: env.CORS_ORIGINS ?? '*',
    development: env.NODE_ENV !== 'production',
    rateLimitPerKeyPerMinute,
    keySignup,
    adminKey,
  };
}
