import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger.js';
import { pino, type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config.js';

/**
 * The one logger of the process: pino, JSON lines. Fastify logs requests through it (each line of
 * a request carries its `reqId`), Nest and the database through the adapter below, so every line
 * has one shape. Secrets never reach it: Authorization and cookie headers, API keys and bodies are
 * redacted or never logged (Fastify logs method, URL and status, not bodies).
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: undefined,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]', 'key', '*.key', 'apiKey', '*.apiKey', 'authorization', '*.authorization'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** Nest's logger interface on the same pino instance (`context` becomes a field). */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, params: unknown[]) {
    const context = typeof params[params.length - 1] === 'string' ? (params[params.length - 1] as string) : undefined;
    const stack = level === 'error' && typeof params[0] === 'string' && params.length > 1 ? params[0] : undefined;
    this.logger[level]({ context, ...(stack ? { stack } : {}) }, typeof message === 'string' ? message : JSON.stringify(message));
  }

  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = (...args: unknown[]) => void;

/**
 * A request's logger: the pino child carrying the request id, made on the first line that will be
 * written at its level (or when it is asked for a child, its bindings or a level change). At a level
 * that leaves out request lines, most requests write none, and making a child with its redaction
 * set up cost more per request than a light rules answer.
 */
class RequestLogger {
  private made?: Logger;

  constructor(
    private readonly parent: Logger,
    private readonly bound: Bindings,
  ) {}

  private get logger(): Logger {
    return (this.made ??= this.parent.child(this.bound));
  }

  private write(level: Level, args: unknown[]): void {
    if ((this.made ?? this.parent).isLevelEnabled(level)) (this.logger[level] as LogFn)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.logger.child(bindings, options);
  }
  bindings() {
    return this.logger.bindings();
  }
  isLevelEnabled(level: string) {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }
  get level() {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.logger.level = level;
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is a `RequestLogger` unless its route sets a level or serializers. */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  options.level !== undefined || options.serializers !== undefined ? logger.child(bindings, options) : (new RequestLogger(logger as unknown as Logger, bindings) as unknown as FastifyBaseLogger);
