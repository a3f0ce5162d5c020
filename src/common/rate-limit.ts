import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../database/database.js';
import { problem, PROBLEM_CONTENT_TYPE } from './problem.js';

/**
 * Rate limiting with @fastify/rate-limit: a fixed window per API key when the caller sent one
 * (`request.arbiterKey`, resolved by an earlier onRequest hook), else per client address (which
 * honours X-Forwarded-For only from the proxies TRUST_PROXY names). `/health` is exempt. The
 * counters live in Redis, in the app's PostgreSQL database (table `rate_limits`) or in memory, so
 * several instances can share them. Every limited answer carries RateLimit headers; a 429 is
 * problem+json with Retry-After.
 */
export interface RateLimitSettings {
  /** Requests per window per client address; 0 turns rate limiting off. */
  perMinute: number;
  /** Requests per window per API key; 0: callers with a key are not limited. */
  perKeyPerMinute: number;
  store: 'memory' | 'postgres' | 'redis';
  redisUrl?: string;
  /** Window length in ms (default one minute). */
  windowMs?: number;
  /**
   * The weight of one request (default 1): the hook for cost-based limits (a heavy rules call
   * counting as several). Whole numbers from 0 to 100; 0 lets the request through uncounted.
   */
  cost?: (req: FastifyRequest) => number;
  /**
   * What a request weighs beyond `cost` once its body is parsed (default 0): a rules request the
   * binding sizes up as heavy counts as several (`src/modules/systems/request-weight.ts`).
   */
  extraCost?: (req: FastifyRequest) => number;
}

/** Paths that are never counted: load balancers and orchestrators poll them. */
const EXEMPT = new Set(['/health']);

/** What an earlier hook attaches for a caller that sent a valid API key. */
type KeyedRequest = FastifyRequest & { arbiterKey?: { id: string } };

/** The bucket of a request: its API key when it has one, else its (proxy-aware) address. */
export function rateLimitKey(req: FastifyRequest): string {
  const key = (req as KeyedRequest).arbiterKey;
  return key?.id ? `key:${key.id}` : `ip:${normalizeIP(req.ip)}`;
}

interface StoreResult {
  current: number;
  ttl: number;
}
type StoreCallback = (err: Error | null, res: StoreResult | null) => void;

/**
 * Counters in the app's own database (migration RateLimits1795529039833): one row per bucket,
 * incremented atomically; a row whose window has passed starts again at 1. Expired rows are swept
 * once a window.
 */
class PostgresStore {
  constructor(
    private readonly db: Database,
    private readonly prefix = '',
  ) {}

  incr(key: string, cb: StoreCallback, timeWindow: number): void {
    this.db.dataSource
      .query(
        `INSERT INTO rate_limits AS r (key, count, reset_at) VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE r.count + 1 END,
           reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN EXCLUDED.reset_at ELSE r.reset_at END
         RETURNING count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - clock_timestamp())) * 1000))::bigint AS ttl`,
        [this.prefix + key, timeWindow],
      )
      .then(
        (rows: Array<{ count: number | string; ttl: number | string }>) => cb(null, { current: Number(rows[0]!.count), ttl: Number(rows[0]!.ttl) }),
        (err: Error) => cb(err, null),
      );
  }

  child(routeOptions: { routeInfo?: { method?: string; url?: string } }): PostgresStore {
    return new PostgresStore(this.db, `${this.prefix}${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}-`);
  }
}

export async function installRateLimit(fastify: FastifyInstance, settings: RateLimitSettings, db?: Database): Promise<void> {
  if (settings.perMinute <= 0) return;
  const windowMs = settings.windowMs ?? 60_000;
  const storeOptions: Record<string, unknown> = {};
  // A store that fails (Redis or the database down) lets requests through and says so, at most once a window.
  let lastWarning = 0;
  function warn(message: string): void {
    if (Date.now() - lastWarning < windowMs) return;
    lastWarning = Date.now();
    fastify.log.warn({ msg: `rate limiting: ${message}` });
  }
  if (settings.store === 'redis') {
    if (!settings.redisUrl) throw new Error('Rate limiting in Redis needs REDIS_URL');
    // No offline queue: while Redis is unreachable a count fails at once (and the request goes
    // through) instead of waiting for reconnection attempts.
    const redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false });
    redis.on('error', (err: Error) => warn(`Redis: ${err.message}`));
    // Start counting from the first request when Redis is there; do not hold the start-up when it is not.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      redis.once('ready', () => (clearTimeout(timer), resolve()));
    });
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    storeOptions.redis = redis;
    storeOptions.nameSpace = 'arbiter-rate-limit:';
  } else if (settings.store === 'postgres') {
    if (!db) throw new Error('Rate limiting in PostgreSQL needs the database');
    storeOptions.store = class extends PostgresStore {
      constructor() {
        super(db!);
      }
    };
    const sweep = setInterval(() => void db.dataSource.query('DELETE FROM rate_limits WHERE reset_at < clock_timestamp()').catch(() => undefined), windowMs);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
  }

  await fastify.register(rateLimit, {
    global: false,
    timeWindow: windowMs,
    max: (req: FastifyRequest, key: string) => (key.startsWith('key:') ? settings.perKeyPerMinute || Number.MAX_SAFE_INTEGER : settings.perMinute),
    keyGenerator: rateLimitKey,
    skipOnError: false,
    ...storeOptions,
  });
  const limit = fastify.createRateLimit();
  const policy = (max: number) => `${max};w=${Math.round(windowMs / 1000)}`;

  /** Count `cost` requests against the caller's bucket; answer 429 when it is over. */
  async function charge(req: FastifyRequest, reply: FastifyReply, cost: number): Promise<void> {
    if (cost <= 0) return;
    let r: Awaited<ReturnType<typeof limit>> | undefined;
    try {
      for (let i = 0; i < cost; i++) r = await limit(req);
    } catch (err) {
      warn(`the store failed, requests are not counted: ${(err as Error).message}`);
      return;
    }
    if (!r || r.isAllowed) return;
    const remaining = r.isExceeded ? 0 : r.remaining;
    reply
      .header('ratelimit', `limit=${r.max}, remaining=${remaining}, reset=${r.ttlInSeconds}`)
      .header('ratelimit-policy', policy(r.max))
      .header('ratelimit-limit', r.max)
      .header('ratelimit-remaining', remaining)
      .header('ratelimit-reset', r.ttlInSeconds);
    if (r.isExceeded) {
      const retry = Math.max(1, r.ttlInSeconds);
      const who = r.key.startsWith('key:') ? 'this API key' : 'this address';
      reply
        .status(429)
        .header('retry-after', retry)
        .header('content-type', PROBLEM_CONTENT_TYPE)
        .send(problem('rate_limited', `More than ${r.max} requests in ${Math.round(windowMs / 1000)} s from ${who}; retry in ${retry} s`));
    }
  }
  const clamp = (n: number) => Math.min(100, Math.max(0, Math.floor(n)));

  // preParsing: after every onRequest hook (the API key is known), before the body is read.
  fastify.addHook('preParsing', async (req, reply) => {
    if (EXEMPT.has(req.url.split('?', 1)[0]!)) return;
    await charge(req, reply, clamp(settings.cost?.(req) ?? 1));
  });
  // preHandler: the body is parsed, so a request's work can be weighed; heavy ones count extra.
  if (settings.extraCost) {
    const extraCost = settings.extraCost;
    fastify.addHook('preHandler', async (req, reply) => {
      if (reply.sent) return;
      await charge(req, reply, clamp(extraCost(req)));
    });
  }
}
