import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { pointerSegment, type FieldIssue } from '../domain/core/errors.js';
import { raise } from './problem.js';
import { checkShape } from './shape-check.js';

/** The options every DTO is validated with, REST and GraphQL alike: one message per offending field. */
const VALIDATOR_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, stopAtFirstError: true } as const;

function flatten(errors: ValidationError[], base: string, out: FieldIssue[]): void {
  for (const e of errors) {
    const path = `${base}/${pointerSegment(e.property)}`;
    for (const [code, message] of Object.entries(e.constraints ?? {})) {
      out.push({ path, code: code === 'whitelistValidation' ? 'unknown_field' : code, message });
    }
    if (e.children?.length) flatten(e.children, path, out);
  }
}

/**
 * Validate a plain body against a DTO class. Every offending field is reported with a JSON
 * pointer; the result is the DTO instance with unknown fields rejected (never silently dropped).
 * `extra` adds checks the decorators cannot express (e.g. a system id), reported in the same list.
 */
export function validateBody<T extends object>(dto: new () => T, body: unknown, what = 'request body', extra: (dto: T) => FieldIssue[] = () => []): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    raise('validation_failed', `The ${what} must be a JSON object`, [{ path: '', code: 'type', message: 'expected a JSON object' }]);
  }
  const instance = plainToInstance(dto, body, { enableImplicitConversion: false });
  const issues: FieldIssue[] = [];
  flatten(validateSync(instance as object, VALIDATOR_OPTIONS), '', issues);
  const reported = new Set(issues.map((i) => i.path));
  issues.push(...checkShape(dto, body).filter((i) => !reported.has(i.path)));
  issues.push(...extra(instance));
  if (issues.length > 0) {
    raise('validation_failed', `${issues.length} field${issues.length === 1 ? '' : 's'} of the ${what} ${issues.length === 1 ? 'is' : 'are'} invalid`, issues);
  }
  return instance;
}
