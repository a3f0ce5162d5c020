import { Writable } from 'node:stream';
import { describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { requestLoggerFactory } from './logger.js';

function sink(lines: Array<Record<string, unknown>>) {
  return new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
}

const requestLogger = (parent: Logger, options = {}) => requestLoggerFactory.call({} as FastifyInstance, parent, { reqId: 'r-1' }, options, {} as never) as unknown as Logger;

describe('requestLoggerFactory', () => {
  it('writes each enabled line with the request id, and makes no pino child for lines its level leaves out', () => {
    const lines: Array<Record<string, unknown>> = [];
    const parent = pino({ level: 'error', base: undefined }, sink(lines));
    const child = jest.spyOn(parent, 'child');
    const log = requestLogger(parent);
    log.info({ res: 1 }, 'request completed');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(log.isLevelEnabled('info')).toBe(false);
    log.error({ code: 'x' }, 'unexpected error');
    log.error('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ['r-1', 'unexpected error', 50],
      ['r-1', 'again', 50],
    ]);
    expect(lines[0].code).toBe('x');
  });

  it('follows a level set on it, and gives its bindings and children the request id', () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = requestLogger(pino({ level: 'warn', base: undefined }, sink(lines)));
    expect(log.level).toBe('warn');
    log.level = 'debug';
    log.debug('now written');
    expect(log.bindings()).toEqual({ reqId: 'r-1' });
    log.child({ part: 'db' }).warn('from a child');
    expect(lines.map((l) => [l.reqId, l.msg, l.part])).toEqual([
      ['r-1', 'now written', undefined],
      ['r-1', 'from a child', 'db'],
    ]);
  });

  it('a route with its own level gets a pino child at once', () => {
    const parent = pino({ level: 'error' }, sink([]));
    const log = requestLogger(parent, { level: 'debug' });
    expect(log.level).toBe('debug');
    expect(log.isLevelEnabled('debug')).toBe(true);
  });
});
