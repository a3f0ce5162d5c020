/**
 * Retreats after a lost combat (the `retreat` kind of `morale`). AGoT retreat:
 * 001_4bc5a92fd4dd1b7e.txt L2110-2162.
 */
import { DomainError } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { controller, readBoard, type AreaState, type UnitState } from './board.js';
import { adjacent, area, AREAS } from './map.js';
import type { House } from './map-types.js';
import { transportChain } from './march.js';
import { R } from './rules.js';
import { fitsSupply } from './supply.js';

export interface RetreatRequest {
  house: House;
  board: AreaState[];
  /** Where the combat took place. */
  embattledArea: string;
  /** The area the attacker marched from (never a legal retreat, L2128-2130). */
  attackerOrigin: string;
  /** The defeated defender's surviving units. */
  survivors: UnitState[];
  /** The retreating house's Supply track position; undefined: supply is not checked (combat without a board). */
  supplyLevel?: number;
}

export type RetreatExclusion = 'NOT_ADJACENT' | 'ATTACKER_ORIGIN' | 'ENEMY_UNITS' | 'ENEMY_POWER_TOKEN' | 'WRONG_AREA_KIND' | 'NEUTRAL_FORCE' | 'PORT_FULL' | 'SUPPLY_EXCEEDED';

export function retreat(req: RetreatRequest, ex: Explainer, shipsMayRetreatToPort: boolean, supplyCheckEmptyRetreat = true) {
  const board = readBoard(req.board);
  const from = area(req.embattledArea);
  if (!from) throw new DomainError('unknown_reference', `no area "${req.embattledArea}"`, [{ path: '/embattledArea', code: 'unknown_area', message: 'not on the board' }]);
  if (!area(req.attackerOrigin)) throw new DomainError('unknown_reference', `no area "${req.attackerOrigin}"`, [{ path: '/attackerOrigin', code: 'unknown_area', message: 'not on the board' }]);
  // Siege Engines never retreat; already routed units are destroyed (L2150-2151, L2161-2162)
  const destroyed = req.survivors.filter((u) => u.type === 'siegeEngine' || u.routed).map((u) => u.type);
  const moving = req.survivors.filter((u) => u.type !== 'siegeEngine' && !u.routed);
  const ships = moving.some((u) => u.type === 'ship');
  const others = new Map<string, number>();
  for (const [id, s] of board) if (s.owner === req.house && id !== req.embattledArea) others.set(id, (s.units ?? []).length);

  const candidates: Array<{ area: string; lose: number }> = [];
  const excluded: Array<{ area: string; reason: RetreatExclusion }> = [];
  for (const a of AREAS) {
    if (a.id === req.embattledArea) continue;
    const s = board.get(a.id);
    const reachable = adjacent(req.embattledArea, a.id) || (!ships && a.type === 'land' && from.type === 'land' && transportChain(board, req.house, req.embattledArea, a.id, false) !== null);
    if (!reachable) continue;
    const kindOk = ships ? a.type === 'sea' || (a.type === 'port' && shipsMayRetreatToPort) : a.type === 'land';
    let reason: RetreatExclusion | undefined;
    if (a.id === req.attackerOrigin) reason = 'ATTACKER_ORIGIN';
    else if (!kindOk) reason = 'WRONG_AREA_KIND';
    else if (s?.neutralForce !== undefined) reason = 'NEUTRAL_FORCE';
    else if (s?.owner && s.owner !== req.house && (s.units?.length ?? 0) > 0) reason = 'ENEMY_UNITS';
    else if (s?.powerToken && s.powerToken !== req.house) reason = 'ENEMY_POWER_TOKEN';
    // An uncontrolled enemy home area's printed shield counts as a Power token (L2517-2519)
    else if (a.homeOf && a.homeOf !== req.house && controller(s) === undefined) reason = 'ENEMY_POWER_TOKEN';
    else if (a.type === 'port' && ((s?.units?.length ?? 0) + moving.length > 3 || controller(board.get(a.portOf!)) !== req.house)) reason = 'PORT_FULL';
    if (reason) {
      excluded.push({ area: a.id, reason });
      continue;
    }
    // Supply: the fewest retreating units lost to fit (L2132-2138); D7: also into an empty area unless the option says not
    let lose = 0;
    const intoEmpty = (others.get(a.id) ?? 0) === 0;
    while (req.supplyLevel !== undefined && lose < moving.length && (supplyCheckEmptyRetreat || !intoEmpty)) {
      const counts = new Map(others);
      counts.set(a.id, (counts.get(a.id) ?? 0) + moving.length - lose);
      if (fitsSupply(req.supplyLevel, [...counts.values()])) break;
      lose++;
    }
    candidates.push({ area: a.id, lose });
  }
  const free = candidates.filter((c) => c.lose === 0);
  const legal = free.length > 0 ? free : candidates;
  for (const c of candidates) if (free.length > 0 && c.lose > 0) excluded.push({ area: c.area, reason: 'SUPPLY_EXCEEDED' });
  ex.add(R.retreat, legal.length ? `${req.house} retreats to one of: ${legal.map((l) => area(l.area)!.name).join(', ')}` : 'no legal retreat: every retreating unit is destroyed');
  return {
    kind: 'retreat',
    destinations: legal,
    excluded: excluded.sort((x, y) => x.area.localeCompare(y.area)),
    destroyed: legal.length ? destroyed : [...destroyed, ...moving.map((u) => u.type)],
    routed: legal.length ? moving.map((u) => u.type) : [],
  };
}
