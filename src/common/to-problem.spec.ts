import { HttpException } from '@nestjs/common';
import { DomainError } from '../domain/core/errors.js';
import { DOMAIN_CODE_TO_PROBLEM, PROBLEM_CODES } from './problem.js';
import { toProblem } from './to-problem.js';

describe('toProblem', () => {
  it('maps each domain error code to its status', () => {
    const expected: Record<string, number> = {
      invalid_input: 400, unknown_reference: 400, insufficient_dice: 400, invalid_option: 400,
      unsupported_rules_version: 400, impossible_state: 422, not_found: 404, capability_not_served: 501, too_complex: 422,
    };
    for (const [code, status] of Object.entries(expected)) {
      const p = toProblem(new DomainError(code as never, 'm', [{ path: '/a', code: 'c', message: 'x' }], { more: 2 })).problem;
      expect(p.status).toBe(status);
      expect(p.errors).toEqual([{ path: '/a', code: 'c', message: 'x' }]);
      expect(p.details).toEqual({ more: 2 });
    }
    expect(Object.keys(DOMAIN_CODE_TO_PROBLEM).sort()).toEqual(Object.keys(expected).sort());
  });

  it('unwraps Fastify body errors that Nest wraps', () => {
    const cause = Object.assign(new Error('too big'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(toProblem(new HttpException('too big', 413, { cause })).problem.code).toBe('payload_too_large');
  });

  it('never leaks an unexpected error', () => {
    const r = toProblem(new TypeError('secret internals'));
    expect(r.unexpected).toBe(true);
    expect(r.problem).toMatchObject({ status: 500, code: 'internal_error' });
    expect(JSON.stringify(r.problem)).not.toContain('secret');
  });

  it('every problem code has a 4xx/5xx status', () => {
    for (const { status } of Object.values(PROBLEM_CODES)) expect(status).toBeGreaterThanOrEqual(400);
  });
});
