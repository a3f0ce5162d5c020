/**
 * GraphQL refuses a variable that does not fit its input type before any resolver runs, with a
 * message of its own. Those errors are turned into the REST API's problem: code
 * `validation_failed`, status 400, and one field issue with a JSON pointer into the input; an
 * Apollo plugin then folds them into one error, as REST reports every offending field in one problem.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Type } from '@nestjs/common';
import { Kind, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { FieldIssue } from '../../domain/core/errors.js';
import { toProblem } from '../../common/to-problem.js';
import { validateBody } from '../../common/validate.js';

const VARIABLE = /^Variable "\$([^"]+)" got invalid value .*?(?: at "([^"]+)")?; (.*)$/s;
const MISSING_VARIABLE = /^Variable "\$([^"]+)" of (?:required|non-null) type "([^"]+)" (?:was not provided|must not be null)\.$/;

/** `i.units[0].name` → `/units/0/name` (the variable's name is the input's root). */
function pointerOf(path: string | undefined): string {
  if (!path) return '';
  const rest = path.replace(/^[^.[]+/, '');
  const segments = [...rest.matchAll(/\.([^.[]+)|\[(\d+)\]/g)].map((m) => (m[1] ?? m[2]).replace(/~/g, '~0').replace(/\//g, '~1'));
  return segments.map((s) => `/${s}`).join('');
}

const SCALAR_CHECKS: Record<string, string> = { Int: 'isInt', Float: 'isNumber', String: 'isString', Boolean: 'isBoolean', ID: 'isString' };

/** The field issue a graphql-js coercion message describes, or undefined when it is not one. */
export function coercionIssue(message: string): FieldIssue | undefined {
  const missing = MISSING_VARIABLE.exec(message);
  if (missing) return { path: '', code: 'required', message: `the variable $${missing[1]} (${missing[2]}) is required` };
  const m = VARIABLE.exec(message);
  if (!m) return undefined;
  const [, , at, reason] = m;
  const base = pointerOf(at);
  let field = /^Field "([^"]+)" of required type "([^"]+)" was not provided\./.exec(reason);
  if (field) return { path: `${base}/${field[1]}`, code: 'required', message: `${field[1]} is required (${field[2]})` };
  field = /^Field "([^"]+)" is not defined by type "([^"]+)"\./.exec(reason);
  if (field) return { path: `${base}/${field[1]}`, code: 'unknown_field', message: `property ${field[1]} should not exist` };
  if (/^Expected value of type "[^"]+!", found null\./.test(reason)) return { path: base, code: 'required', message: 'must not be null' };
  const scalar = /^(Int|Float|String|Boolean|ID) cannot represent/.exec(reason);
  if (scalar) return { path: base, code: SCALAR_CHECKS[scalar[1]], message: reason };
  return { path: base, code: 'type', message: reason };
}

/** A graphql-js variable error as the REST problem's shape; other errors are returned unchanged. */
export function formatCoercionError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const issue = coercionIssue(formatted.message);
  if (!issue) return formatted;
  return {
    message: `1 field of the input is invalid`,
    locations: formatted.locations,
    extensions: { code: 'validation_failed', status: 400, errors: [issue], variable: VARIABLE.exec(formatted.message)?.[1] ?? MISSING_VARIABLE.exec(formatted.message)?.[1] },
  };
}

/**
 * Folds the variable errors of a response into one problem. When the variable is the `input` of a
 * mutation typed by a REST DTO, the problem is the REST validator's own answer to the same body
 * (every offending field, the same codes and messages); otherwise the issues GraphQL found.
 */
export function coercionProblems(dtoOf: (mutationField: string) => Type<object> | undefined): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, request, document }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          const coercion = (errors ?? []).filter((e) => e.extensions?.code === 'validation_failed' && !e.path && e.extensions?.variable !== undefined);
          if (!errors || coercion.length === 0) return;
          const variable = coercion[0].extensions!.variable as string;
          const field = document && inputFieldOf(document, variable);
          const dto = field ? dtoOf(field) : undefined;
          let folded: GraphQLFormattedError | undefined;
          if (dto) {
            try {
              validateBody(dto, request.variables?.[variable] ?? null);
            } catch (err) {
              const { problem } = toProblem(err);
              folded = { message: problem.detail, locations: coercion[0].locations, extensions: { code: problem.code, status: problem.status, errors: problem.errors } };
            }
          }
          if (!folded) {
            const issues = coercion.flatMap((e) => (e.extensions?.errors as FieldIssue[] | undefined) ?? []);
            folded = { ...coercion[0], message: `${issues.length} field${issues.length === 1 ? '' : 's'} of the input ${issues.length === 1 ? 'is' : 'are'} invalid`, extensions: { code: 'validation_failed', status: 400, errors: issues } };
          }
          response.body.singleResult.errors = [folded, ...errors.filter((e) => !coercion.includes(e))];
        },
      };
    },
  };
}

/** The mutation field whose `input` argument is `$variable` in the operation. */
function inputFieldOf(document: DocumentNode, variable: string): string | undefined {
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const sel of def.selectionSet.selections) {
      if (sel.kind !== Kind.FIELD) continue;
      const arg = sel.arguments?.find((a) => a.name.value === 'input');
      if (arg?.value.kind === Kind.VARIABLE && arg.value.name.value === variable) return sel.name.value;
    }
  }
  return undefined;
}
