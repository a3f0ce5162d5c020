import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { pointerSegment, type FieldIssue } from '../domain/core/errors.js';
import { raise } from './problem.js';
import { surelyValid } from './fast-accept.js';
import { checkShape, inheritedNameIssues } from './shape-check.js';

/** The options every DTO is validated with, REST and GraphQL alike (every check runs; `flatten` picks one per field). */
const VALIDATOR_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, stopAtFirstError: false } as const;

/** Checks of a value's type: when one fails, it is the one to report (a length or range check of a wrong type says nothing useful). */
const TYPE_CHECKS = new Set(['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'isEnum', 'isIn', 'isUUID', 'isDateString', 'isNotEmptyObject']);

/**
 * One issue per offending field, naming the right check: a missing field is `required`, a value
 * of the wrong type names its type check, otherwise the first check that failed.
 */
function pick(e: ValidationError): { code: string; message: string } {
  const failed = Object.entries(e.constraints ?? {});
  if (failed.some(([c]) => c === 'whitelistValidation')) return { code: 'unknown_field', message: `property ${e.property} should not exist` };
  if (e.value === undefined) return { code: 'required', message: `${e.property} is required` };
  const [code, message] = failed.find(([c]) => TYPE_CHECKS.has(c)) ?? failed[0];
  return { code, message };
}

function flatten(errors: ValidationError[], base: string, out: FieldIssue[]): void {
  for (const e of errors) {
    const path = `${base}/${pointerSegment(e.property)}`;
    if (e.constraints && Object.keys(e.constraints).length) out.push({ path, ...pick(e) });
    if (e.children?.length) flatten(e.children, path, out);
  }
}

/**
 * Validate a plain body against a DTO class. Every offending field is reported with a JSON
 * pointer; the result is the DTO instance with unknown fields rejected (never silently dropped).
 * `extra` adds checks the decorators cannot express (e.g. a system id), reported in the same list.
 */
export function validateBody<T extends object>(dto: new () => T, body: unknown, what = 'request body', extra: (dto: T) => FieldIssue[] = () => []): T {
  // The common case, a valid body, is recognised without building the instance and the error tree;
  // the caller then reads the plain body, which has exactly the fields the instance would have.
  if (passesFast(dto, body, extra)) return body as T;
  return validateFully(dto, body, what, extra);
}

/** True only when the full validation is sure to accept `body`: class-validator's checks and the shape checks (`surelyValid`), and `extra`. */
export function passesFast<T extends object>(dto: new () => T, body: unknown, extra: (dto: T) => FieldIssue[] = () => []): boolean {
  return surelyValid(dto, body) && extra(body as T).length === 0;
}

/** `validateBody` without the fast path: builds the instance, runs every check, and refuses with every issue. */
export function validateFully<T extends object>(dto: new () => T, body: unknown, what = 'request body', extra: (dto: T) => FieldIssue[] = () => []): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    raise('validation_failed', `The ${what} must be a JSON object`, [{ path: '', code: 'type', message: 'expected a JSON object' }]);
  }
  // Keys class-transformer cannot carry are refused before it runs (it would drop them, or throw).
  const reserved = inheritedNameIssues(body);
  if (reserved.length > 0) raise('validation_failed', `${reserved.length} key${reserved.length === 1 ? '' : 's'} of the ${what} cannot be taken`, reserved);
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
