/**
 * The Action phase's other orders, checked and resolved on a board (the `charges` capability with
 * `raids` or `consolidate` instead of `march`): Raid orders (AGoT raids: 001_4bc5a92fd4dd1b7e.txt
 * L1364-1461, special Raid L2240-2243, ports L2609-2616) and Consolidate Power orders (L1566-1583,
 * L1631-1641, ports L2618-2624). Steps resolve in the order given (the caller follows the turn
 * order), each against the board as the earlier steps left it.
 */
import { DomainError, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { RulesOutcome } from '../../core/system.js';
import { readBoard, type AreaState } from './board.js';
import { adjacent, area, neighboursOf } from './map.js';
import type { House } from './map-types.js';
import { capGain, tokensOnBoard } from './power-pool.js';
import { R } from './rules.js';
import { checkBoardOrders, forbidden, forbids, type InForce, type PutToTheSwordChoice, type RestrictionCard } from './westeros/restrictions.js';

export interface ActionsRequest {
  board: AreaState[];
  /** Raid orders in resolution order: the raiding area and the area whose order it removes (null: removed with no effect). */
  raids?: Array<{ from: string; target: string | null }>;
  /** Consolidate Power orders in resolution order: their areas. */
  consolidate?: string[];
  /** Available Power of the houses concerned (pillage takes one if there is one; a gain is capped by the house's tokens left in the Power Pool). */
  power?: Partial<Record<House, number>>;
  /** The deck III Westeros card in force this round: its order restriction (L3066-3113). */
  westerosCard?: RestrictionCard;
  westerosChoice?: PutToTheSwordChoice;
}

export type RaidCode = 'NO_RAID_ORDER' | 'NOT_ADJACENT' | 'RAID_LAND_TO_SEA' | 'RAID_PORT_RULE' | 'INVALID_RAID_TARGET' | 'RAID_FORBIDDEN';

export interface RaidStepResult {
  from: string;
  house: House | null;
  target: string | null;
  legal: boolean;
  reasons: Array<{ code: RaidCode | 'NO_CONSOLIDATE_ORDER' | 'CONSOLIDATE_FORBIDDEN'; message: string; path: string }>;
  /** Orders removed by this step (the raid itself, and the raided order). */
  removed: Array<{ area: string; house: House; type: string; star: boolean }>;
  /** Pillage (raiding Consolidate Power): the raider takes 1 Power from the Pool (`gained`: 0 when none of its tokens is left there), the victim discards 1 if it has one. */
  pillage?: { gains: House; loses: House | null; gained: number };
  /** Every area this Raid could remove an order from, at the moment it resolves. */
  legalTargets?: string[];
}

export interface ConsolidateStepResult {
  area: string;
  house: House | null;
  legal: boolean;
  reasons: RaidStepResult['reasons'];
  /** Power gained: 1 + the area's Power icons on land, 1 in a port not blockaded, 0 at sea — at most the house's tokens left in the Power Pool. */
  gained: number;
  /** Power the order would give beyond the house's tokens left in the Pool (lost); 0 unless the Pool runs dry. */
  lostToPool: number;
  why: string;
}

export interface ActionsResult {
  legal: boolean;
  raids: RaidStepResult[];
  consolidate: ConsolidateStepResult[];
  /** Power after every step, for the houses given in `power` and any house that gained. */
  power: Partial<Record<House, number>>;
  /** Net Power change per house. */
  powerChange: Partial<Record<House, number>>;
  /** Orders left on the board, per area, after the steps. */
  ordersLeft: Array<{ area: string; house: House; type: string; star: boolean }>;
}

const RAIDABLE = new Set(['support', 'raid', 'consolidate']);

type Order = { house: House; type: string; star: boolean };

export function resolveActions(req: ActionsRequest, inForce: InForce | null = null): RulesOutcome<ActionsResult> {
  const board = readBoard(req.board);
  // The Westeros card in force (L3066-3113): forbidden orders the steps resolve are refused step by step; any other is a board that cannot arise
  const resolved = new Set([...(req.raids ?? []).map((r) => r.from), ...(req.consolidate ?? [])]);
  checkBoardOrders(req.board, inForce, (id) => resolved.has(id));
  const boardAt = (id: string) => pointer('board', req.board.findIndex((a) => a.id === id), 'order');
  const ex = new Explainer();
  // Work on copies: orders are removed as the steps resolve
  const orders = new Map<string, { house: House; type: string; star: boolean }>();
  for (const [id, s] of board) if (s.order && s.owner) orders.set(id, { house: s.owner, type: s.order.type, star: s.order.star === true });
  const unknown = (path: string, id: string) => new DomainError('unknown_reference', `no area "${id}"`, [{ path, code: 'unknown_area', message: `no area "${id}" on the board` }]);
  (req.raids ?? []).forEach((r, i) => {
    if (!area(r.from)) throw unknown(pointer('raids', i, 'from'), r.from);
    if (r.target !== null && r.target !== undefined && !area(r.target)) throw unknown(pointer('raids', i, 'target'), r.target);
  });
  (req.consolidate ?? []).forEach((id, i) => {
    if (!area(id)) throw unknown(pointer('consolidate', i), id);
  });
  const power: Partial<Record<House, number>> = { ...(req.power ?? {}) };
  const change: Partial<Record<House, number>> = {};
  // AGoT Power Pool (L311-314, L458-465): a house gains only its tokens still in the Pool; known when its available Power is given
  const gain = (h: House, n: number): number => {
    const got = n > 0 && power[h] !== undefined ? capGain(ex, h, n, power[h]!, tokensOnBoard(board.values(), h)) : n;
    change[h] = (change[h] ?? 0) + got;
    if (power[h] !== undefined) power[h] = power[h]! + got;
    return got;
  };

  // AGoT raid targets: adjacency (no ship transport, L2414-2417), land/sea (L1394-1397), ports (L2609-2616);
  // an enemy Support, Raid or Consolidate Power, or a Defense for a special Raid (L1376-1379, L1399-1401, L2240-2243)
  const raidProblems = (fromId: string, targetId: string, own: Order): Array<{ code: RaidCode; message: string }> => {
    const out: Array<{ code: RaidCode; message: string }> = [];
    const from = area(fromId)!;
    const to = area(targetId)!;
    const victim = orders.get(targetId);
    if (!adjacent(fromId, targetId)) out.push({ code: 'NOT_ADJACENT', message: `${to.name} is not adjacent to ${from.name}` });
    else if (from.type === 'port' && to.id !== from.portSea) out.push({ code: 'RAID_PORT_RULE', message: `a Raid in ${from.name} may target only ${area(from.portSea!)!.name}` });
    else if (to.type === 'port' && from.type !== 'sea') out.push({ code: 'RAID_PORT_RULE', message: `${to.name} may be raided only from ${area(to.portSea!)!.name}` });
    else if (from.type === 'land' && to.type === 'sea') out.push({ code: 'RAID_LAND_TO_SEA', message: `a Raid on land (${from.name}) never targets a sea area (${to.name})` });
    if (!victim) out.push({ code: 'INVALID_RAID_TARGET', message: `${to.name} holds no order` });
    else if (victim.house === own.house) out.push({ code: 'INVALID_RAID_TARGET', message: `${to.name}'s order is ${own.house}'s own` });
    else if (!(RAIDABLE.has(victim.type) || (victim.type === 'defense' && own.star))) {
      out.push({ code: 'INVALID_RAID_TARGET', message: victim.type === 'defense' ? 'only a special Raid removes a Defense order' : `a Raid cannot remove a ${victim.type} order` });
    }
    return out;
  };

  const raids: RaidStepResult[] = (req.raids ?? []).map((r, i) => {
    const path = pointer('raids', i);
    const from = area(r.from)!;
    const own = orders.get(r.from);
    const step: RaidStepResult = { from: r.from, house: own?.house ?? null, target: r.target ?? null, legal: true, reasons: [], removed: [] };
    const fail = (code: RaidCode, message: string, at: string) => step.reasons.push({ code, message, path: at });
    if (!own || own.type !== 'raid') {
      fail('NO_RAID_ORDER', `no Raid order ${own ? `(a ${own.type} order)` : ''} in ${from.name}`.replace('  ', ' '), `${path}/from`);
      step.legal = false;
      return step;
    }
    if (inForce && forbids(inForce.restriction, own)) {
      const f = forbidden(inForce, `the ${own.star ? 'special ' : ''}Raid order in ${from.name}`);
      fail(f.code as RaidCode, f.message, boardAt(r.from));
      step.legal = false;
      ex.add(R.raid, f.message);
      return step;
    }
    step.legalTargets = (neighboursOf(r.from) as string[]).filter((n) => raidProblems(r.from, n, own).length === 0);
    if (r.target === null || r.target === undefined) {
      // A raid with no target (or none chosen) is simply removed (L1404-1412)
      orders.delete(r.from);
      step.removed.push({ area: r.from, ...own });
      ex.add(R.raid, `${own.house}'s Raid in ${from.name} is removed with no effect`);
      return step;
    }
    const victim = orders.get(r.target);
    for (const x of raidProblems(r.from, r.target, own)) fail(x.code, x.message, `${path}/target`);
    const to = area(r.target)!;
    if (step.reasons.length) {
      step.legal = false;
      ex.add(R.raid, `${own.house}'s Raid in ${from.name} cannot remove the order in ${to.name}: ${step.reasons.map((x) => x.code).join(', ')}`);
      return step;
    }
    orders.delete(r.from);
    orders.delete(r.target);
    step.removed.push({ area: r.from, ...own }, { area: r.target, ...victim! });
    if (victim!.type === 'consolidate') {
      // Pillage (L1385-1392): +1 from the Pool for the raider always; the victim discards 1 if it has one
      const has = (req.power?.[victim!.house] ?? power[victim!.house]) === undefined ? true : (power[victim!.house] ?? 0) > 0;
      const got = gain(own.house, 1);
      if (has) gain(victim!.house, -1);
      step.pillage = { gains: own.house, loses: has ? victim!.house : null, gained: got };
    }
    ex.add(R.raid, `${own.house}'s ${own.star ? 'special ' : ''}Raid in ${from.name} removes ${victim!.house}'s ${victim!.type} order in ${to.name}${step.pillage ? `: pillage, ${own.house} +${step.pillage.gained} Power${step.pillage.loses ? `, ${victim!.house} −1` : ''}` : ''}`);
    return step;
  });

  const consolidate: ConsolidateStepResult[] = (req.consolidate ?? []).map((id, i) => {
    const a = area(id)!;
    const own = orders.get(id);
    if (!own || own.type !== 'consolidate') {
      return { area: id, house: own?.house ?? null, legal: false, reasons: [{ code: 'NO_CONSOLIDATE_ORDER', message: `no Consolidate Power order in ${a.name}`, path: pointer('consolidate', i) }], gained: 0, lostToPool: 0, why: 'no order' };
    }
    if (inForce && forbids(inForce.restriction, own)) {
      const f = forbidden(inForce, `the ${own.star ? 'special ' : ''}Consolidate Power order in ${a.name}`);
      ex.add(R.consolidate, f.message);
      return { area: id, house: own.house, legal: false, reasons: [{ code: 'CONSOLIDATE_FORBIDDEN', message: f.message, path: boardAt(id) }], gained: 0, lostToPool: 0, why: 'forbidden this round' };
    }
    orders.delete(id);
    let gained: number;
    let why: string;
    if (a.type === 'sea') [gained, why] = [0, 'a Consolidate Power order at sea does nothing (L1346-1347)'];
    else if (a.type === 'port') {
      const sea = board.get(a.portSea!);
      const blockaded = sea?.owner !== undefined && sea.owner !== own.house && (sea.units ?? []).length > 0;
      [gained, why] = blockaded ? [0, `enemy ships in ${area(a.portSea!)!.name}: removed with no effect (L2618-2622)`] : [1, 'a port gains as a land area without Power icons (L2622-2624)'];
    } else [gained, why] = [1 + a.crowns, `1 for the order + ${a.crowns} Power icon(s) in ${a.name} (L1631-1641)`];
    ex.add(R.consolidate, `${own.house} consolidates in ${a.name}: +${gained} Power — ${why}`);
    const got = gain(own.house, gained);
    return { area: id, house: own.house, legal: true, reasons: [], gained: got, lostToPool: gained - got, why };
  });

  const ordersLeft = [...orders].map(([id, o]) => ({ area: id, ...o }));
  const legal = raids.every((r) => r.legal) && consolidate.every((c) => c.legal);
  return { result: { legal, raids, consolidate, power, powerChange: change, ordersLeft }, explanation: ex.steps };
}
