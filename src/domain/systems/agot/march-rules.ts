/**
 * The rules of one March order that the single-march check (march.ts) and the list of every legal
 * march (marches.ts) share, so both give the same verdicts. AGoT march: 001_4bc5a92fd4dd1b7e.txt
 * L1467-1542, ship transport L2374-2417, ports L2562-2638, Neutral Forces L2692-2766, control L2460-2533.
 */
import { DomainError } from '../../core/errors.js';
import { controller, STRENGTH, type AreaState, type UnitType } from './board.js';
import { adjacent, area, AREAS, neighboursOf } from './map.js';
import type { AreaData, House } from './map-types.js';
import { PLAYER_COUNTS } from './setup-data.js';

export type MarchCode =
  | 'NO_MARCH_ORDER' | 'UNIT_NOT_IN_ORIGIN' | 'UNIT_ROUTED' | 'NOT_ADJACENT' | 'SHIP_TRANSPORTED' | 'LAND_UNIT_TO_SEA' | 'SHIP_TO_LAND' | 'ENEMY_PORT'
  | 'MULTIPLE_ATTACKS' | 'IMPASSABLE_AREA' | 'NEUTRAL_FORCE_TOO_STRONG' | 'SUPPLY_EXCEEDED' | 'PORT_FULL' | 'CANNOT_ESTABLISH_CONTROL'
  | 'MARCH_PLUS_ONE_FORBIDDEN' | 'SUPPORT_FORBIDDEN' | 'BLADE_UNAVAILABLE';

/** What entering an area means for the marching house. */
export interface Destination {
  /** move: no one else there; combat: another house's units or Garrison; neutralForce: a Neutral Force token;
   * emptyEnemyPowerToken: only another house's Power token — no combat, the token is discarded (L2489-2494). */
  kind: 'move' | 'combat' | 'neutralForce' | 'emptyEnemyPowerToken';
  /** The house fought (combat), or whose Power token is discarded. */
  against?: House;
  /** A Neutral Force's resistance. */
  resistance?: number;
  impassable: boolean;
  /** Ships a port can still take (Infinity elsewhere, L2573-2574). */
  portRoom: number;
}

/** Sea areas from which `a` can reach `b` by ships of `house` (L2374-2417): the chain, or null. */
export function transportChain(board: Map<string, AreaState>, house: House, a: string, b: string, portsLink: boolean): string[] | null {
  const carries = (id: string) => {
    const t = area(id)!.type;
    const s = board.get(id);
    return (t === 'sea' || (portsLink && t === 'port')) && s?.owner === house && (s.units ?? []).some((u) => u.type === 'ship');
  };
  const prev = new Map<string, string | null>();
  const queue: string[] = [];
  for (const s of neighboursOf(a)) if (carries(s)) (prev.set(s, null), queue.push(s));
  while (queue.length) {
    const s = queue.shift()!;
    if (adjacent(s, b)) {
      const chain = [s];
      for (let p = prev.get(s); p; p = prev.get(p)) chain.unshift(p);
      return chain;
    }
    for (const n of neighboursOf(s)) if (!prev.has(n) && carries(n)) (prev.set(n, s), queue.push(n));
  }
  return null;
}

/** Why one unit of `type` cannot go from `from` to `to` (null: it can; `via`: by ship transport). */
export function unitMoveProblem(board: Map<string, AreaState>, house: House, from: string, to: string, type: UnitType, portsLink: boolean): { code: MarchCode; message: string } | { via?: string[] } {
  const origin = area(from)!;
  const dest = area(to)!;
  if (type === 'ship') {
    // AGoT ships: L1500-1502, L2596-2599; never transported: L2411-2412
    if (dest.type === 'land') return { code: 'SHIP_TO_LAND', message: `a ship cannot enter ${dest.name}` };
    if (!adjacent(from, to)) {
      if (origin.type !== 'land' && transportChain(board, house, from, to, portsLink)) {
        return { code: 'SHIP_TRANSPORTED', message: `${dest.name} is reachable from ${origin.name} only through ${house} ships, and ships are never transported (L2411-2412)` };
      }
      return { code: 'NOT_ADJACENT', message: `${dest.name} is not adjacent to ${origin.name}` };
    }
    if (dest.type === 'port' && controller(board.get(dest.portOf!)) !== house) return { code: 'ENEMY_PORT', message: `${dest.name} belongs to whoever controls ${area(dest.portOf!)!.name}` };
    return {};
  }
  // AGoT land units: L1495-1500, L2775-2785
  if (dest.type !== 'land') return { code: 'LAND_UNIT_TO_SEA', message: `a ${type} cannot enter ${dest.name}` };
  if (adjacent(from, to)) return {};
  const via = transportChain(board, house, from, to, portsLink);
  if (!via) return { code: 'NOT_ADJACENT', message: `${dest.name} is neither adjacent to ${origin.name} nor reachable by ${house} ships` };
  return { via };
}

/** What entering `to` starts (L1504-1508, L2489-2494, L2665-2675, L2692-2742). */
export function destination(board: Map<string, AreaState>, house: House, to: string): Destination {
  const dest = area(to)!;
  const s = board.get(to);
  const portRoom = dest.type === 'port' ? 3 - (s?.units?.length ?? 0) : Infinity;
  const impassable = s?.neutralForce === 'impassable';
  if (typeof s?.neutralForce === 'number') return { kind: 'neutralForce', resistance: s.neutralForce, impassable, portRoom };
  const units = (s?.units?.length ?? 0) > 0;
  if (units && s!.owner && s!.owner !== house) return { kind: 'combat', against: s!.owner, impassable, portRoom };
  // A Garrison stands on its house's home area and defends it (L2665-2675)
  const garrisonOf = s?.garrison ? (dest.homeOf ?? controller(s)) : undefined;
  if (s?.garrison && garrisonOf !== house) return { kind: 'combat', ...(garrisonOf ? { against: garrisonOf } : {}), impassable, portRoom };
  if (!units && dest.type === 'land' && s?.powerToken && s.powerToken !== house) return { kind: 'emptyEnemyPowerToken', against: s.powerToken, impassable, portRoom };
  return { kind: 'move', impassable, portRoom };
}

/** Marching strength of units entering `dest` (Siege Engines 4 only against a Castle or Stronghold, L1727-1731). */
export const marchStrength = (types: readonly UnitType[], dest: AreaData): number =>
  types.reduce((s, t) => s + (t === 'siegeEngine' && dest.castle === 'none' ? 0 : STRENGTH[t]), 0);

/** The house's units per area outside the origin (for supply, L708-712). */
export function unitsElsewhere(board: Map<string, AreaState>, house: House, from: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [id, s] of board) if (s.owner === house && id !== from) counts.set(id, (s.units ?? []).length);
  return counts;
}

/**
 * With `playerCount`, the Neutral Force and impassable tokens of that player count's setup stand in
 * every area the board does not list (L232-250, L2858-2905; data README "Per player count"); a
 * listed area is taken as given (its token gone if it names none).
 */
export function withSetupTokens(board: Map<string, AreaState>, playerCount: number | undefined): Map<string, AreaState> {
  if (playerCount === undefined) return board;
  if (playerCount !== 3 && playerCount !== 4 && playerCount !== 5 && playerCount !== 6) {
    throw new DomainError('invalid_input', `A Game of Thrones is for 3 to 6 players, not ${playerCount}`, [{ path: '/playerCount', code: 'range', message: 'must be 3, 4, 5 or 6' }]);
  }
  const pc = PLAYER_COUNTS[playerCount];
  const out = new Map(board);
  const blockedPorts = AREAS.filter((a) => a.type === 'port' && pc.blocked.includes(a.portOf!)).map((a) => a.id);
  for (const id of new Set([...pc.blocked, ...blockedPorts])) if (!out.has(id)) out.set(id, { id, neutralForce: 'impassable' });
  for (const [id, r] of Object.entries(pc.neutralForces)) if (!out.has(id)) out.set(id, { id, neutralForce: r });
  return out;
}
