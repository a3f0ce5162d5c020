/**
 * The modes of `POST /v1/asoiaf/charges/check`: `charge` (default, `charge.ts`), `maneuver`, `march`, `retreat`
 * (`moves.ts`), `target` (`target.ts`) and `reface` (`reface.ts`). Each mode reads its own fields; a field of
 * another mode is refused by name, so a request cannot mean two things.
 */
import { DomainError } from '../../../core/errors.js';
import { MODES, type Mode } from './modes-rules.js';
import type { ChargeRequest } from './request.js';

const FIELDS: Record<Mode, ReadonlyArray<keyof ChargeRequest>> = {
  charge: ['chargerId', 'targetId', 'heading', 'splitArc', 'facts'],
  maneuver: ['unitId', 'legs'],
  march: ['unitId', 'legs'],
  retreat: ['unitId', 'legs'],
  target: ['unitId', 'targetId', 'shift', 'range'],
  reface: ['unitId', 'targetId'],
};
const MODE_FIELDS = [...new Set(Object.values(FIELDS).flat())];

/** The request's mode, its fields checked (400, each stray field named). */
export function modeOf(req: ChargeRequest): Mode {
  const mode = (req.mode ?? 'charge') as Mode;
  if (!MODES.includes(mode)) throw new DomainError('invalid_input', 'Unknown mode', [{ path: '/mode', code: 'enum', message: `mode is one of ${MODES.join(', ')}` }]);
  const stray = MODE_FIELDS.filter((k) => !FIELDS[mode].includes(k) && req[k] !== undefined);
  if (stray.length) {
    throw new DomainError('invalid_input', `Fields of another mode in mode ${mode}`, stray.map((k) => ({ path: `/${k}`, code: 'not_in_mode', message: `${k} belongs to mode ${MODES.filter((m) => FIELDS[m].includes(k)).join(', ')}, not ${mode}` })));
  }
  return mode;
}
