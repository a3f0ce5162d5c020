/**
 * Retreats after a lost combat (the `retreat` kind of `morale`). AGoT retreat:
 * 001_4bc5a92fd4dd1b7e.txt L2110-2162.
 */
import { DomainError } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { controller, readBoard, type AreaState, type UnitState, type UnitType } from './board.js';
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
  /** The destination chosen (by the retreating house, or the victor with Robb Stark): one of the legal destinations. */
  retreatTo?: string;
}

/** Indexes into the survivors the house gives up first (its casualty order); `path` points at the choice that named the destination. */
export interface RetreatChoice {
  lossOrder?: number[];
  path?: string;
}

/** Without the house's own order, units are given up: the ones that could not retreat anyway, then the weakest. */
export const LOSS_ORDER: Record<UnitType, number> = { siegeEngine: 0, footman: 1, ship: 2, knight: 3 };

export type RetreatExclusion = 'NOT_ADJACENT' | 'ATTACKER_ORIGIN' | 'ENEMY_UNITS' | 'ENEMY_POWER_TOKEN' | 'WRONG_AREA_KIND' | 'NEUTRAL_FORCE' | 'PORT_FULL' | 'SUPPLY_EXCEEDED' | 'MORE_LOSSES';

/** The request options a retreat reads (D6, D7; the fewest-loss reading of L2132-2138). */
export interface RetreatOptions {
  shipsMayRetreatToPort: boolean;
  supplyCheckEmptyRetreat: boolean;
  fewestLosses: boolean;
}

export const retreatOptions = (o: Record<string, unknown>): RetreatOptions => ({
  shipsMayRetreatToPort: o.shipsMayRetreatToPort !== false,
  supplyCheckEmptyRetreat: o.supplyCheckEmptyRetreat !== false,
  fewestLosses: o.retreatFewestLosses === true,
});

/** The option specs every capability answering retreats lists. */
export const RETREAT_OPTIONS = [
  { name: 'shipsMayRetreatToPort', description: 'D6: a defeated fleet may retreat into a friendly port of the embattled sea (cap 3)', type: 'boolean', default: true, cite: 'got-board-game.md §3.8, §11.3 D6' },
  { name: 'supplyCheckEmptyRetreat', description: 'D7: retreating into an empty area is checked against supply like a friendly area (never bites from a position reachable in play); false skips the check there', type: 'boolean', default: true, cite: 'got-board-game.md §3.8, §11.3 D7' },
  {
    name: 'retreatFewestLosses',
    description: "when every area breaks supply, only the areas where the fewest retreating units are lost are legal (Robb Stark's errata: he must choose such an area; the first edition FAQ); default: any of them, as the seed prints it",
    type: 'boolean',
    default: false,
    cite: '001_4bc5a92fd4dd1b7e.txt L2132-2138',
  },
] as const;

export function retreat(req: RetreatRequest, ex: Explainer, opts: RetreatOptions, choice: RetreatChoice = {}) {
  const { shipsMayRetreatToPort, supplyCheckEmptyRetreat } = opts;
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
  // only when every area breaks supply may the house take one of them (L2132-2138); with the option, one losing the fewest
  const least = Math.min(...candidates.map((c) => c.lose));
  const legal = candidates.filter((c) => c.lose === 0 || (least > 0 && (!opts.fewestLosses || c.lose === least)));
  for (const c of candidates) if (!legal.includes(c)) excluded.push({ area: c.area, reason: least === 0 ? 'SUPPLY_EXCEEDED' : 'MORE_LOSSES' });
  ex.add(R.retreat, legal.length ? `${req.house} retreats to one of: ${legal.map((l) => area(l.area)!.name).join(', ')}` : 'no legal retreat: every retreating unit is destroyed');
  const chosen = req.retreatTo;
  if (chosen !== undefined && !legal.some((l) => l.area === chosen)) {
    const path = choice.path ?? '/retreatTo';
    throw new DomainError('invalid_input', 'Not a legal retreat', [{ path, code: 'not_legal_retreat', message: `${chosen} is not a legal retreat for ${req.house}; legal: ${legal.map((l) => l.area).join(', ') || 'none'} (L2121-2145)` }]);
  }
  const to = chosen ?? (legal.length === 1 ? legal[0].area : null);
  // Supply (L2132-2138): the units needed to fit are destroyed first, once the loss is known (a destination, or the same loss everywhere)
  const losses = new Set(legal.map((l) => l.lose));
  const lose = to !== null ? legal.find((l) => l.area === to)!.lose : losses.size === 1 ? [...losses][0] : null;
  const retreating = req.survivors.map((_, i) => i).filter((i) => req.survivors[i].type !== 'siegeEngine' && !req.survivors[i].routed);
  const lost = lose ? lossesOf(req.survivors, retreating, lose, choice.lossOrder) : [];
  if (lost.length) ex.add(R.retreat, `${req.house} first destroys ${lost.map((i) => req.survivors[i].type).join(', ')} to fit its supply${to ? ` in ${area(to)!.name}` : ''}, then retreats`);
  return {
    kind: 'retreat',
    side: 'defender',
    destinations: legal,
    to,
    excluded: excluded.sort((x, y) => x.area.localeCompare(y.area)),
    destroyed: legal.length ? [...destroyed, ...lost.map((i) => req.survivors[i].type)] : [...destroyed, ...moving.map((u) => u.type)],
    routed: legal.length ? retreating.filter((i) => !lost.includes(i)).map((i) => req.survivors[i].type) : [],
    /** Indexes into `survivors` destroyed first to fit supply (L2132-2138); null while the destination (not chosen) decides how many. */
    lostToSupply: lose === null ? null : lost,
  };
}

/** The `count` retreating units given up to supply: the house's order first, then LOSS_ORDER (indexes into `units`). */
function lossesOf(units: readonly UnitState[], retreating: readonly number[], count: number, order: readonly number[] = []): number[] {
  const rank = (i: number) => (order.includes(i) ? order.indexOf(i) - 1000 : LOSS_ORDER[units[i].type] * 100 + i);
  return [...retreating].sort((a, b) => rank(a) - rank(b)).slice(0, count);
}

/**
 * A defeated attacker's retreat (L2115-2116): back to the area it marched from, routed. That area
 * must still take it (L2121-2124): an enemy home area the attackers left without a Power token went
 * back to its house at once (L2528-2530) and holds an enemy token (L2517-2519, L2532-2533), so with
 * no legal area every retreating unit is destroyed (L2140-2141). Supply is not checked: the units
 * return to the area they left (L2132-2138 speaks of the defender).
 */
export function attackerRetreat(req: Omit<RetreatRequest, 'supplyLevel' | 'retreatTo'>, ex: Explainer) {
  const board = readBoard(req.board);
  if (!area(req.embattledArea)) throw new DomainError('unknown_reference', `no area "${req.embattledArea}"`, [{ path: '/embattledArea', code: 'unknown_area', message: 'not on the board' }]);
  const home = area(req.attackerOrigin);
  if (!home) throw new DomainError('unknown_reference', `no area "${req.attackerOrigin}"`, [{ path: '/attackerOrigin', code: 'unknown_area', message: 'not on the board' }]);
  const destroyed = req.survivors.filter((u) => u.type === 'siegeEngine' || u.routed).map((u) => u.type);
  const moving = req.survivors.filter((u) => u.type !== 'siegeEngine' && !u.routed);
  const s = board.get(home.id);
  let reason: RetreatExclusion | undefined;
  if (s?.owner && s.owner !== req.house && (s.units?.length ?? 0) > 0) reason = 'ENEMY_UNITS';
  else if (s?.powerToken && s.powerToken !== req.house) reason = 'ENEMY_POWER_TOKEN';
  else if (home.homeOf && home.homeOf !== req.house && controller(s) !== req.house) reason = 'ENEMY_POWER_TOKEN';
  ex.add(
    R.retreat,
    reason
      ? `${req.house} cannot retreat to ${home.name}${reason === 'ENEMY_POWER_TOKEN' && !s?.powerToken ? `: left without a ${req.house} Power token, it went back to ${home.homeOf} (L2528-2530)` : ''}: every retreating unit is destroyed (L2140-2141)`
      : `${req.house} retreats to ${home.name}, the area it marched from, where the units are routed (L2115-2116)`,
  );
  return {
    kind: 'retreat',
    side: 'attacker',
    destinations: reason ? [] : [{ area: home.id, lose: 0 }],
    to: reason ? null : home.id,
    excluded: reason ? [{ area: home.id, reason }] : [],
    destroyed: reason ? [...destroyed, ...moving.map((u) => u.type)] : destroyed,
    routed: reason ? [] : moving.map((u) => u.type),
    lostToSupply: [],
  };
}
