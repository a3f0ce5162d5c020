/**
 * The SDK's transport: one `fetch` per attempt with a deadline and the caller's AbortSignal,
 * retries with backoff for 429 and 503 (honouring Retry-After) when the call is safe to repeat,
 * and one error type for everything that is not a 2xx JSON answer.
 */
import type { components } from './schema.js';

export type Problem = components['schemas']['ProblemDto'];

/** What the SDK adds to the server's problem codes for failures that never reached a JSON answer. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'aborted' | 'bad_response';

/** The headers an integrator usually needs, read from the response. */
export interface ResponseMeta {
  status: number;
  /** `x-request-id`: quote it when reporting a problem. */
  requestId: string | undefined;
  /** The ETag of a game (`"<version>"`). */
  etag: string | undefined;
  /** Where a created resource lives. */
  location: string | undefined;
  /** True when the server replayed the first answer for this Idempotency-Key. */
  idempotentReplayed: boolean;
  /** Seconds, from Retry-After (429, 503). */
  retryAfter: number | undefined;
  headers: Headers;
  /** Attempts made, 1 when the first one answered. */
  attempts: number;
}

/**
 * Every failure of a call: a problem+json answer from the server (`code` is the problem's code),
 * or a client-side failure (`code` is one of {@link ClientErrorCode}, `status` 0 or the HTTP status
 * of an answer that was not JSON, e.g. a proxy's HTML 502).
 */
export class ArbiterError extends Error {
  /** The problem's code, or a {@link ClientErrorCode}. */
  readonly code: Problem['code'] | ClientErrorCode;
  /** The server's current version of the game, on a 412 precondition_failed. */
  readonly currentVersion: number | undefined;
  constructor(
    /** HTTP status, 0 when no answer came (network failure, timeout, abort). */
    readonly status: number,
    /** The problem+json body; synthesised by the SDK for client-side failures. */
    readonly problem: Problem,
    /** The answer's headers when there was an answer. */
    readonly response?: ResponseMeta,
    options?: { cause?: unknown },
  ) {
    super(`${status || problem.code} ${problem.title}: ${problem.detail}`, options);
    this.name = 'ArbiterError';
    this.code = problem.code as ArbiterError['code'];
    this.currentVersion = typeof problem.currentVersion === 'number' ? problem.currentVersion : undefined;
  }
}

const CLIENT_TITLES: Record<ClientErrorCode, string> = {
  network_error: 'The server could not be reached',
  timeout: 'The server did not answer in time',
  aborted: 'The call was aborted',
  bad_response: 'The answer is not the JSON this API sends',
};

function clientProblem(code: ClientErrorCode, status: number, detail: string): Problem {
  return { type: 'about:blank', title: CLIENT_TITLES[code], status, detail, code: code as Problem['code'], errors: [] };
}

export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 turns retries off). */
  retries?: number;
  /** First backoff in ms when the server sends no Retry-After (default 250); doubles each retry, with jitter. */
  baseDelayMs?: number;
  /** Longest wait between attempts, Retry-After included (default 30 000 ms): a longer one is not waited for. */
  maxDelayMs?: number;
}

/** Options of one call; each overrides the client's default. */
export interface CallOptions {
  /** Abort the call (every attempt and every wait between them). */
  signal?: AbortSignal;
  /** The whole call's deadline in ms, retries included (client default 30 000; 0 for none). */
  timeoutMs?: number;
  /** Retries for this call, or `false` for none. */
  retry?: RetryOptions | false;
  /**
   * For `createGame` and `appendGameEvent`: the Idempotency-Key to send, or `true` to let the SDK
   * generate one. With a key, a repeated request replays the first answer, so the call is retried
   * like a read; without one it is never retried.
   */
  idempotencyKey?: string | true;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /** Called with the answer's metadata (headers, request id) of a successful call. */
  onResponse?: (meta: ResponseMeta) => void;
}

export interface TransportOptions {
  baseUrl: string;
  headers?: Record<string, string>;
  fetch?: (input: Request) => Promise<Response>;
  timeoutMs?: number;
  retry?: RetryOptions | false;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  /** Safe to send again: reads, rules computations, conditional writes, keyed creations. */
  idempotent: boolean;
}

const RESPONSE = Symbol.for('arbiter.response');

/** The response metadata of a value an SDK call returned (undefined for values it did not return). */
export function responseOf(value: unknown): ResponseMeta | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<symbol, ResponseMeta | undefined>)[RESPONSE] : undefined;
}

/** A fresh Idempotency-Key (a random UUID). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function metaOf(res: Response, attempts: number): ResponseMeta {
  const h = res.headers;
  return {
    status: res.status,
    requestId: h.get('x-request-id') ?? undefined,
    etag: h.get('etag') ?? undefined,
    location: h.get('location') ?? undefined,
    idempotentReplayed: h.get('idempotent-replayed') === 'true',
    retryAfter: parseRetryAfter(h.get('retry-after')),
    headers: h,
    attempts,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function buildUrl(baseUrl: string, path: string, query: Record<string, unknown> | undefined): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.toString();
}

const RETRYABLE = new Set([429, 503]);

/** Send one logical call; returns the parsed JSON body (undefined for 204) with its metadata. */
export async function send<T>(transport: TransportOptions, spec: RequestSpec, call: CallOptions = {}): Promise<{ data: T; meta: ResponseMeta }> {
  const doFetch = transport.fetch ?? ((r: Request) => globalThis.fetch(r));
  const retry = call.retry === false || transport.retry === false ? { retries: 0 } : { ...transport.retry, ...call.retry };
  const retries = spec.idempotent ? Math.max(0, retry.retries ?? 2) : 0;
  const baseDelay = retry.baseDelayMs ?? 250;
  const maxDelay = retry.maxDelayMs ?? 30_000;
  const timeoutMs = call.timeoutMs ?? transport.timeoutMs ?? 30_000;
  const deadline = timeoutMs > 0 ? Date.now() + timeoutMs : Infinity;

  // One signal for the whole call: the caller's abort or the deadline, whichever comes first.
  const controller = new AbortController();
  const timeoutReason = new Error('timeout');
  const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(timeoutReason), timeoutMs) : undefined;
  const onCallerAbort = () => controller.abort(call.signal!.reason);
  if (call.signal?.aborted) controller.abort(call.signal.reason);
  else call.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const signal = controller.signal;

  const headers: Record<string, string> = { accept: 'application/json', ...transport.headers, ...call.headers };
  for (const [k, v] of Object.entries(spec.headers ?? {})) if (v !== undefined) headers[k] = v;
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  const url = buildUrl(transport.baseUrl, spec.path, spec.query);
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);

  const failed = (err: unknown): ArbiterError => {
    if (err instanceof ArbiterError) return err;
    if (signal.aborted && signal.reason === timeoutReason) {
      return new ArbiterError(0, clientProblem('timeout', 0, `${spec.method} ${spec.path}: no answer within ${timeoutMs} ms`), undefined, { cause: err });
    }
    if (signal.aborted) return new ArbiterError(0, clientProblem('aborted', 0, `${spec.method} ${spec.path} was aborted by the caller`), undefined, { cause: signal.reason });
    const why = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    return new ArbiterError(0, clientProblem('network_error', 0, `${spec.method} ${spec.path}: ${why}`), undefined, { cause: err });
  };

  try {
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      let text: string;
      try {
        res = await doFetch(new Request(url, { method: spec.method, headers, body, signal }));
        text = await res.text();
      } catch (err) {
        const e = failed(err);
        // A connection that failed outright is retried like a 503 when the call is safe to repeat.
        if (e.code === 'network_error' && attempt <= retries) {
          await wait(backoff(attempt, baseDelay, maxDelay), deadline, signal, e);
          continue;
        }
        throw e;
      }
      const meta = metaOf(res, attempt);
      if (RETRYABLE.has(res.status) && attempt <= retries) {
        const delay = meta.retryAfter !== undefined ? meta.retryAfter * 1000 : backoff(attempt, baseDelay, maxDelay);
        if (delay <= maxDelay) {
          const lastError = errorFor(res, text, meta, spec);
          await wait(delay, deadline, signal, lastError);
          continue;
        }
      }
      if (!res.ok) throw errorFor(res, text, meta, spec);
      if (res.status === 204 || text === '') return { data: undefined as T, meta };
      let data: T;
      try {
        data = JSON.parse(text) as T;
      } catch {
        throw new ArbiterError(res.status, clientProblem('bad_response', res.status, `${spec.method} ${spec.path} answered ${res.status} with a body that is not JSON`), meta);
      }
      if (data !== null && typeof data === 'object') Object.defineProperty(data, RESPONSE, { value: meta, enumerable: false });
      call.onResponse?.(meta);
      return { data, meta };
    }
  } catch (err) {
    throw failed(err);
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function backoff(attempt: number, base: number, max: number): number {
  const ceiling = Math.min(max, base * 2 ** (attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** Wait before the next attempt, unless the wait would pass the deadline: then give up with the last error. */
async function wait(ms: number, deadline: number, signal: AbortSignal, lastError: ArbiterError): Promise<void> {
  if (Date.now() + ms >= deadline) throw lastError;
  await sleep(ms, signal);
}

function errorFor(res: Response, text: string, meta: ResponseMeta, spec: RequestSpec): ArbiterError {
  const type = res.headers.get('content-type') ?? '';
  if (/json/i.test(type)) {
    try {
      const body = JSON.parse(text) as Partial<Problem>;
      if (body && typeof body === 'object' && typeof body.code === 'string') {
        return new ArbiterError(res.status, { errors: [], ...body } as Problem, meta);
      }
    } catch {
      /* fall through: not the JSON it claims to be */
    }
  }
  const snippet = text.replace(/\s+/g, ' ').trim().slice(0, 120);
  return new ArbiterError(
    res.status,
    clientProblem('bad_response', res.status, `${spec.method} ${spec.path} answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''} without a problem+json body${snippet ? `: ${snippet}` : ''}`),
    meta,
  );
}
