/**
 * A board state as a request describes it, checked against the map: every area known, no unit
 * where it cannot stand (AGoT units: 001_4bc5a92fd4dd1b7e.txt L1499-1502, L2573-2574).
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { area } from './map.js';
import type { House } from './map-types.js';

export type UnitType = 'footman' | 'knight' | 'ship' | 'siegeEngine';
export type OrderType = 'march' | 'support' | 'raid' | 'defense' | 'consolidate';

export interface UnitState {
  type: UnitType;
  routed?: boolean;
}

export interface AreaState {
  id: string;
  owner?: House;
  units?: UnitState[];
  order?: { type: OrderType; star?: boolean; modifier?: number };
  powerToken?: House;
  garrison?: number;
  /** A Neutral Force token's resistance, or 'impassable'. */
  neutralForce?: number | 'impassable';
}

export const STRENGTH: Record<UnitType, number> = { footman: 1, knight: 2, ship: 1, siegeEngine: 4 };

/** Index the board by area id, rejecting unknown areas, duplicates and impossible units. */
export function readBoard(areas: readonly AreaState[], at = 'board'): Map<string, AreaState> {
  const v = new IssueCollector();
  const out = new Map<string, AreaState>();
  let unknown = false;
  areas.forEach((s, i) => {
    const a = area(s.id);
    if (!a) {
      unknown = true;
      v.add(pointer(at, i, 'id'), 'unknown_area', `no area "${s.id}" on the board`);
      return;
    }
    if (out.has(s.id)) v.add(pointer(at, i, 'id'), 'duplicate', `"${s.id}" is listed twice`);
    out.set(s.id, s);
    (s.units ?? []).forEach((u, j) => {
      const sea = a.type !== 'land';
      if (sea && u.type !== 'ship') v.add(pointer(at, i, 'units', j, 'type'), 'cannot_occupy', `a ${u.type} cannot stand in ${a.type === 'port' ? 'a port' : 'a sea area'} (${a.name})`);
      if (!sea && u.type === 'ship') v.add(pointer(at, i, 'units', j, 'type'), 'cannot_occupy', `a ship cannot stand on land (${a.name})`);
    });
    if (a.type === 'port' && (s.units ?? []).length > 3) v.add(pointer(at, i, 'units'), 'port_full', 'a port holds at most 3 ships (L2573-2574)');
    if ((s.units ?? []).length > 0 && !s.owner) v.add(pointer(at, i, 'owner'), 'required', 'an area with units needs its owner');
  });
  if (unknown) throw new DomainError('unknown_reference', 'Unknown area', v.issues);
  v.throwIfAny('invalid_input', 'The board cannot exist');
  return out;
}

/** Who controls an area: the house with units there, else the house with a Power token (L2460-2533). */
export function controller(s: AreaState | undefined): House | undefined {
  if (!s) return undefined;
  return (s.units?.length ?? 0) > 0 ? s.owner : s.powerToken;
}

/** Control with the home areas (L2512-2519): a house's printed shield acts as its Power token when no one else holds the area. */
export function controlOf(board: ReadonlyMap<string, AreaState>, id: string): House | undefined {
  return controller(board.get(id)) ?? area(id)?.homeOf ?? undefined;
}
