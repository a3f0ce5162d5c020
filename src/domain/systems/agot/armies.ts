/**
 * A house's position checked as an "army list" (the `armies` capability): units, supply, tokens,
 * orders and a mustering plan; every violation listed. AGoT: 001_4bc5a92fd4dd1b7e.txt L29-35,
 * L651-881, L1140-1210, L2562-2629.
 */
import { DomainError, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { controlOf, readBoard, type AreaState, type OrderType, type UnitType } from './board.js';
import { area } from './map.js';
import type { House } from './map-types.js';
import { R } from './rules.js';
import { checkMuster, type MusterPlan } from './mustering.js';
import { PLAYER_COUNTS } from './setup-data.js';
import { SUPPLY_TABLE } from './supply.js';
import { forbidden, forbids, restrictionOf, type PutToTheSwordChoice, type Restriction, type RestrictionCard } from './westeros/restrictions.js';

export const UNIT_LIMITS: Record<UnitType, number> = { footman: 10, knight: 5, ship: 6, siegeEngine: 2 };
/** Per house: March −1, 0, +1★; Defense +1, +1, +2★; Support, Support, +1★; Raid ×2 + ★; Consolidate ×2 + ★ (L1153-1174). */
const ORDER_TOKENS: Record<OrderType, { normal: number; star: number }> = {
  march: { normal: 2, star: 1 },
  defense: { normal: 2, star: 1 },
  support: { normal: 2, star: 1 },
  raid: { normal: 2, star: 1 },
  consolidate: { normal: 2, star: 1 },
};
const STARS = { large: [3, 3, 2, 1, 0, 0], small: [3, 2, 1, 0] };

export type { MusterPlan };

export interface ArmyRequest {
  house: House;
  playerCount?: number;
  board: AreaState[];
  supplyLevel: number;
  availablePower: number;
  bidPower?: number;
  kingsCourtPosition?: number;
  checkOrders?: boolean;
  /** The deck III Westeros card in force this round (its order restriction, L3066-3113). */
  westerosCard?: RestrictionCard;
  /** Put to the Sword: the Valyrian Steel Blade holder's choice. */
  westerosChoice?: PutToTheSwordChoice;
  /** The former name of `westerosCard`, for the five cards without a choice. */
  westerosBan?: Exclude<RestrictionCard, 'putToTheSword'>;
  muster?: MusterPlan[];
  /** The Influence tracks, position 1 first: each must hold every house in the game once. */
  tracks?: { ironThrone?: House[]; fiefdoms?: House[]; kingsCourt?: House[] };
}

export interface Violation {
  code: string;
  message: string;
  path: string;
}

export interface ArmyResult {
  valid: boolean;
  violations: Violation[];
  units: Record<UnitType, number>;
  armies: number[];
  supplyAllows: number[];
}

function validate(req: ArmyRequest, _ctx: RulesContext): RulesOutcome<ArmyResult> {
  const board = readBoard(req.board);
  if (req.westerosBan !== undefined && req.westerosCard !== undefined && req.westerosBan !== req.westerosCard) {
    throw new DomainError('invalid_input', 'Two Westeros cards', [{ path: '/westerosBan', code: 'invalid_value', message: 'westerosBan is the former name of westerosCard: give one' }]);
  }
  const inForce = restrictionOf(req.westerosCard ?? req.westerosBan, req.westerosChoice);
  const ex = new Explainer();
  const out: Violation[] = [];
  const v = (code: string, message: string, path: string) => out.push({ code, message, path });
  const h = req.house;
  const n = (req.playerCount ?? 6) as 3 | 4 | 5 | 6;
  const idx = new Map(req.board.map((a, i) => [a.id, i]));
  const at = (id: string, ...rest: Array<string | number>) => pointer('board', idx.get(id) ?? 0, ...rest);

  // AGoT houses per player count: L2861-2894
  if (PLAYER_COUNTS[n] && !PLAYER_COUNTS[n].houses.includes(h)) v('HOUSE_NOT_IN_GAME', `${h} does not play in a ${n}-player game`, '/house');

  const counts = new Map<string, number>();
  const units: Record<UnitType, number> = { footman: 0, knight: 0, ship: 0, siegeEngine: 0 };
  for (const [id, s] of board) {
    const a = area(id)!;
    const mine = s.owner === h ? (s.units ?? []) : [];
    for (const u of mine) units[u.type]++;
    if (mine.length) counts.set(id, mine.length);
    // AGoT ports and Neutral Forces: L2564-2567, L2699-2703
    if (mine.length && a.type === 'port' && controlOf(board, a.portOf!) !== h) v('PORT_NOT_OWNED', `${h} ships in ${a.name}, but ${h} does not control ${area(a.portOf!)!.name}`, at(id, 'units'));
    if (mine.length && s.neutralForce !== undefined) v('UNITS_IN_NEUTRAL_AREA', `${a.name} still holds a Neutral Force`, at(id, 'units'));
    // AGoT Power tokens and Garrisons: L2475-2476, L296-298
    if (s.powerToken === h && a.type !== 'land') v('POWER_TOKEN_ON_SEA', `a Power token cannot stand in ${a.name}`, at(id, 'powerToken'));
    if (s.garrison !== undefined && !a.homeOf) v('GARRISON_MISPLACED', `${a.name} is no house's home area`, at(id, 'garrison'));
    // One Power token per area, and an enemy's token leaves when another house's units take the area (L2490-2494, L2501-2502)
    if (s.powerToken === h && s.owner && s.owner !== h && (s.units?.length ?? 0) > 0) v('POWER_TOKEN_STACK', `${a.name} holds ${s.owner} units and a ${h} Power token: the token is discarded when another house takes control, and an area holds one token`, at(id, 'powerToken'));
  }

  // AGoT Influence tracks and the Supply track: L270-285, L2434-2444
  const inGame = PLAYER_COUNTS[n]?.houses ?? [];
  for (const track of ['ironThrone', 'fiefdoms', 'kingsCourt'] as const) {
    const order = req.tracks?.[track];
    if (!order) continue;
    const seen = new Set<string>();
    const dup = order.filter((x) => (seen.has(x) ? true : (seen.add(x), false)));
    const missing = inGame.filter((x) => !order.includes(x));
    const extra = order.filter((x) => !inGame.includes(x));
    if (dup.length || missing.length || extra.length) {
      v('TRACK_POSITION_INVALID', `the ${track} track must hold each of the ${inGame.length} houses once (positions 1..${inGame.length})${dup.length ? `; twice: ${dup.join(', ')}` : ''}${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; not in the game: ${extra.join(', ')}` : ''}`, pointer('tracks', track));
    }
  }
  const kc = req.tracks?.kingsCourt;
  if (kc && req.kingsCourtPosition !== undefined && kc.indexOf(h) + 1 !== req.kingsCourtPosition) v('TRACK_POSITION_INVALID', `kingsCourtPosition ${req.kingsCourtPosition} but ${h} is at position ${kc.indexOf(h) + 1} of the King's Court track`, '/kingsCourtPosition');
  if (!(Number.isInteger(req.supplyLevel) && req.supplyLevel >= 0 && req.supplyLevel <= 6)) v('TRACK_POSITION_INVALID', `the Supply track runs from 0 to 6, not ${req.supplyLevel}`, '/supplyLevel');

  // AGoT mustering: L773-881, L2576-2584 (mustering.ts)
  out.push(...checkMuster(board, h, req.muster ?? [], units, counts, ['muster']));
  if (req.muster?.length) ex.add(R.muster, 'Mustering: 1 point per Castle, 2 per Stronghold; Footman 1, Knight/Siege Engine 2 (1 as an upgrade), Ship 1');

  // AGoT unit limits: L29-35, L308-316
  for (const t of Object.keys(UNIT_LIMITS) as UnitType[]) {
    if (units[t] > UNIT_LIMITS[t]) v('UNIT_LIMIT_EXCEEDED', `${h} has ${units[t]} ${t}s, more than its ${UNIT_LIMITS[t]}`, '/board');
  }

  // AGoT supply: L651-742
  const armies = [...counts.values()].filter((c) => c >= 2).sort((a, b) => b - a);
  const row = [...SUPPLY_TABLE[Math.max(0, Math.min(6, req.supplyLevel))]];
  if (armies.length > row.length) v(req.muster?.length ? 'MUSTER_SUPPLY' : 'SUPPLY_TOO_MANY_ARMIES', `${armies.length} armies, supply level ${req.supplyLevel} allows ${row.length}`, '/supplyLevel');
  armies.slice(0, row.length).forEach((a, i) => {
    if (a > row[i]) v(req.muster?.length ? 'MUSTER_SUPPLY' : 'SUPPLY_ARMY_TOO_LARGE', `an army of ${a} where supply level ${req.supplyLevel} allows ${row[i]}`, '/supplyLevel');
  });
  ex.add(R.supply, `armies ${armies.join(', ') || 'none'} against supply level ${req.supplyLevel} (${row.join(', ')})`);

  // AGoT Power tokens: L53, L311-314
  const onBoard = [...board.values()].filter((s) => s.powerToken === h).length;
  if (req.availablePower + onBoard + (req.bidPower ?? 0) > 20) v('POWER_TOKEN_LIMIT', `${req.availablePower + onBoard + (req.bidPower ?? 0)} Power tokens, a house has 20`, '/availablePower');

  // AGoT orders: L1140-1210, L2683-2684, L3066-3113
  if (req.checkOrders) {
    const used: Record<OrderType, { normal: number; star: number }> = { march: { normal: 0, star: 0 }, defense: { normal: 0, star: 0 }, support: { normal: 0, star: 0 }, raid: { normal: 0, star: 0 }, consolidate: { normal: 0, star: 0 } };
    const unordered: string[] = [];
    let needed = 0;
    for (const [id, s] of board) {
      const mine = s.owner === h && (s.units?.length ?? 0) > 0;
      const garrisonOnly = !mine && s.garrison !== undefined && area(id)!.homeOf === h;
      if (mine) needed++;
      if (mine && !s.order) unordered.push(id);
      if (!s.order) continue;
      if (garrisonOnly) v('ORDER_ON_GARRISON_ONLY', `${area(id)!.name} holds only a Garrison`, at(id, 'order'));
      else if (!mine) v('EXTRA_ORDER', `${h} has no units in ${area(id)!.name}`, at(id, 'order'));
      used[s.order.type][s.order.star ? 'star' : 'normal']++;
      // The Westeros card in force this round: each restriction its own code (L3066-3113)
      if (inForce && forbids(inForce.restriction, s.order)) {
        const f = forbidden(inForce, `the ${s.order.star ? 'special ' : ''}${s.order.type} order in ${area(id)!.name}`);
        v(f.code, f.message, at(id, 'order'));
      }
    }
    for (const t of Object.keys(used) as OrderType[]) {
      if (used[t].normal > ORDER_TOKENS[t].normal || used[t].star > ORDER_TOKENS[t].star) v('ORDER_TOKEN_UNAVAILABLE', `${h} has ${ORDER_TOKENS[t].normal} normal and ${ORDER_TOKENS[t].star} special ${t} order(s)`, '/board');
    }
    const stars = Object.values(used).reduce((s, u) => s + u.star, 0);
    const table = n <= 4 ? STARS.small : STARS.large;
    const allowed = req.kingsCourtPosition ? (table[req.kingsCourtPosition - 1] ?? 0) : 3;
    if (stars > allowed) v('TOO_MANY_SPECIAL_ORDERS', `${stars} special orders; King's Court position ${req.kingsCourtPosition ?? '?'} allows ${allowed}`, '/kingsCourtPosition');
    // Too few usable tokens (L1193-1210): the house places every token it may use and leaves areas of its choice without one
    const usable = usableTokens(inForce?.restriction, allowed);
    if (needed <= usable) for (const id of unordered) v('MISSING_ORDER', `${area(id)!.name} holds ${h} units but no order`, at(id, 'order'));
    else if (needed - unordered.length < usable) v('MISSING_ORDER', `${h} can use only ${usable} order tokens for its ${needed} areas: it must place all ${usable}, and may leave areas of its choice without an order (L1193-1210)`, '/board');
    ex.add(R.orders, `orders checked: one per area with units${needed > usable ? ` (only ${usable} usable tokens: every one placed)` : ''}, token inventory, ${allowed} special order(s) allowed${inForce ? `, ${inForce.card} in force` : ''}`);
  }

  const valid = out.length === 0;
  return { result: { valid, violations: out, units, armies, supplyAllows: row }, explanation: ex.steps };
}

/** Order tokens a house may place this Planning phase: its normal tokens and as many special ones as its stars allow, less those the Westeros card forbids. */
function usableTokens(r: Restriction | undefined, stars: number): number {
  let normal = 0;
  let special = 0;
  for (const t of Object.keys(ORDER_TOKENS) as OrderType[]) {
    if (!r || !forbids(r, { type: t })) normal += ORDER_TOKENS[t].normal;
    if (!r || !forbids(r, { type: t, star: true })) special += ORDER_TOKENS[t].star;
  }
  return normal + Math.min(stars, special);
}

export const armyCapability: Capability<ArmyRequest, ArmyResult> = { options: [], usesDice: false, run: validate };
