/**
 * Supply reconciliation (the `supplyReconcile` kind of `morale`, and the armies a Supply change from a
 * Wildling card forces down). AGoT supply: 001_4bc5a92fd4dd1b7e.txt L664-712, example L724-742.
 */
import { DomainError, pointer } from '../../core/errors.js';
import type { AreaState, UnitState, UnitType } from './board.js';
import type { Explainer } from '../../core/explain.js';
import type { House } from './map-types.js';
import { R } from './rules.js';
import { SUPPLY_TABLE } from './supply.js';

/** One unit named by the area it stands in and its type (a request's removal or choice). */
export interface UnitRef {
  area: string;
  type: UnitType;
}

/** An army (2+ units of one house in one area, L673-675), named by area or by its index in `unitsPerArea`. */
export interface Army {
  area?: string;
  index?: number;
  units: number;
}

export interface ArmyLoss extends Army {
  /** Units this army loses in every minimal removal (> 0: it must be reduced). */
  minLoss: number;
  /** Units it loses in the minimal removal that takes most from it. */
  maxLoss: number;
}

export type ShortfallCode = 'ARMY_TOO_LARGE' | 'TOO_MANY_ARMIES' | 'MORE_THAN_NEEDED';
export interface Shortfall {
  code: ShortfallCode;
  message: string;
  areas: string[];
  /** How many more units must go (ARMY_TOO_LARGE, TOO_MANY_ARMIES). */
  missing?: number;
}

const label = (a: Army) => a.area ?? `unitsPerArea[${a.index}]`;

/** The house's units per area of a board. */
export function unitsOf(board: ReadonlyMap<string, AreaState>, house: House): Map<string, UnitState[]> {
  const out = new Map<string, UnitState[]>();
  for (const [id, s] of board) if (s.owner === house && (s.units?.length ?? 0) > 0) out.set(id, [...s.units!]);
  return out;
}

export const armiesOf = (units: ReadonlyMap<string, readonly unknown[]>): Army[] =>
  [...units].filter(([, u]) => u.length >= 2).map(([area, u]) => ({ area, units: u.length }));

/**
 * Every minimal way to fit a supply row (L684-690): each army keeps a slot (losing max(0, size − slot))
 * or stops being an army (losing size − 1). Enumerates every assignment of armies to slots; exact.
 */
export function minimalLosses(armies: readonly Army[], level: number): { minimum: number; losses: ArmyLoss[] } {
  const row = SUPPLY_TABLE[level];
  let minimum = Infinity;
  let solutions: number[][] = [];
  const loss: number[] = [];
  const used = row.map(() => false);
  const walk = (i: number, cost: number) => {
    if (cost > minimum) return;
    if (i === armies.length) {
      if (cost < minimum) [minimum, solutions] = [cost, []];
      solutions.push([...loss]);
      return;
    }
    const s = armies[i].units;
    for (let k = 0; k < row.length; k++) {
      if (used[k]) continue;
      used[k] = true;
      loss[i] = Math.max(0, s - row[k]);
      walk(i + 1, cost + loss[i]);
      used[k] = false;
    }
    loss[i] = s - 1;
    walk(i + 1, cost + loss[i]);
  };
  walk(0, 0);
  const losses = armies.map((a, i) => ({ ...a, minLoss: Math.min(...solutions.map((x) => x[i])), maxLoss: Math.max(...solutions.map((x) => x[i])) }));
  return { minimum, losses };
}

/** What stops these armies fitting the row, each with a code: too large for its slot, or one army too many. */
export function shortfalls(armies: readonly Army[], level: number): Shortfall[] {
  const row = SUPPLY_TABLE[level];
  const sorted = [...armies].sort((a, b) => b.units - a.units || label(a).localeCompare(label(b)));
  const out: Shortfall[] = [];
  sorted.slice(0, row.length).forEach((a, i) => {
    if (a.units > row[i]) out.push({ code: 'ARMY_TOO_LARGE', message: `the army of ${a.units} in ${label(a)} exceeds its supply slot of ${row[i]}`, areas: [label(a)], missing: a.units - row[i] });
  });
  const extra = sorted.slice(row.length);
  if (extra.length) {
    out.push({
      code: 'TOO_MANY_ARMIES',
      message: `${sorted.length} armies where supply level ${level} allows ${row.length}: ${extra.map(label).join(', ')} must shrink to one unit`,
      areas: extra.map(label),
      missing: extra.reduce((s, a) => s + a.units - 1, 0),
    });
  }
  return out;
}

/**
 * A proposed removal (L684-690): every named unit must be there (else 422); legal iff afterwards
 * every army fits the row and no unit is destroyed once they already fit ("hasta que", L689-690).
 */
export function checkRemoval(units: ReadonlyMap<string, readonly UnitState[]>, removal: readonly UnitRef[], level: number, at: Array<string | number>) {
  const left = new Map([...units].map(([a, u]) => [a, u.map((x) => x.type)]));
  removal.forEach((r, i) => {
    const here = left.get(r.area);
    const j = here?.indexOf(r.type) ?? -1;
    if (!here || j < 0) {
      throw new DomainError('impossible_state', `no ${r.type} of the house left to remove in ${r.area}`, [{ path: pointer(...at, i), code: 'unit_not_there', message: `${r.area} holds no (further) ${r.type} of the house` }]);
    }
    here.splice(j, 1);
  });
  const after = armiesOf(left);
  const found = shortfalls(after, level);
  if (found.length === 0 && removal.length > 0) {
    // Putting any one removed unit back must break supply, else that unit was destroyed after the armies fit
    const superfluous = removal.every((r) => {
      const back = new Map(left);
      back.set(r.area, [...(left.get(r.area) ?? []), r.type]);
      return shortfalls(armiesOf(back), level).length === 0;
    });
    if (superfluous) found.push({ code: 'MORE_THAN_NEEDED', message: 'the armies already fit with one unit fewer destroyed: units are destroyed only until they fit (L689-690)', areas: [...new Set(removal.map((r) => r.area))] });
  }
  return { legal: found.length === 0, destroyed: removal.length, shortfalls: found, armiesAfter: after };
}

export interface ReconcileRequest {
  unitsPerArea?: number[];
  house?: House;
  board?: ReadonlyMap<string, AreaState>;
  supplyLevel: number;
  removal?: UnitRef[];
}

/** Do the house's armies fit its supply level; the minimum to destroy; which armies; is a proposed removal legal (L684-742). */
export function reconcile(req: ReconcileRequest, ex: Explainer, at: Array<string | number> = ['removal']) {
  const level = req.supplyLevel;
  const units = req.board ? unitsOf(req.board, req.house!) : undefined;
  const armies: Army[] = units ? armiesOf(units) : (req.unitsPerArea ?? []).map((n, index) => ({ index, units: n })).filter((a) => a.units >= 2);
  const { minimum, losses } = minimalLosses(armies, level);
  const now = shortfalls(armies, level);
  const sizes = armies.map((a) => a.units).sort((a, b) => b - a);
  ex.add(R.supply, `armies ${sizes.join(', ') || 'none'} against supply level ${level} (${SUPPLY_TABLE[level].join(', ')}): ${minimum === 0 ? 'they fit' : `at least ${minimum} unit(s) must be destroyed`}`);
  const toReduce = losses.filter((l) => l.maxLoss > 0);
  for (const l of toReduce) ex.add(R.supply, `${label(l)} (${l.units} units) ${l.minLoss > 0 ? `loses at least ${l.minLoss} in every minimal removal` : `may lose up to ${l.maxLoss} in a minimal removal`}`);
  for (const s of now) ex.add(R.supply, `${s.code}: ${s.message}`);
  const out: Record<string, unknown> = { kind: 'supplyReconcile', fits: minimum === 0, minimumDestroyed: minimum, armies: sizes, supplyAllows: [...SUPPLY_TABLE[level]], armiesToReduce: toReduce, shortfalls: now };
  if (req.removal && units) {
    const r = checkRemoval(units, req.removal, level, at);
    ex.add(R.supply, r.legal ? `the proposed removal of ${r.destroyed} unit(s) leaves every army within supply` : `the proposed removal is not legal: ${r.shortfalls.map((s) => s.code).join(', ')}`);
    out.removal = { ...r, minimal: r.legal && r.destroyed === minimum };
  }
  return out;
}
