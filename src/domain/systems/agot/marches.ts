/**
 * Every legal march of one house (`charges/check` with `kind: "marches"`): for each of its March
 * orders on the board, every way to resolve it — every subset of its units to every destination,
 * splits across several destinations included — with the move that starts a combat and against whom.
 * The same rules as one march (march-rules.ts): AGoT march 001_4bc5a92fd4dd1b7e.txt L1467-1542,
 * transport L2374-2417, ports L2562-2638, Neutral Forces L2692-2766, supply L708-712, control L1522-1526.
 *
 * Units of the same type that are not routed are interchangeable, so a march is listed once per
 * distinct assignment of unit types to destinations; its unit indexes are the lowest of each type,
 * given out in destination order. Moving no unit (always legal, L1488-1489) is not listed.
 */
import { DomainError, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { RulesContext, RulesOutcome } from '../../core/system.js';
import { readBoard, type AreaState, type UnitType } from './board.js';
import { area, AREAS } from './map.js';
import type { House } from './map-types.js';
import { destination, marchStrength, unitMoveProblem, unitsElsewhere, withSetupTokens, type Destination } from './march-rules.js';
import type { MarchAttack, MarchResult } from './march.js';
import { R } from './rules.js';
import { fitsSupply } from './supply.js';
import { checkBoardOrders, forbidden, forbids, type InForce, type PutToTheSwordChoice, type RestrictionCard } from './westeros/restrictions.js';

export interface MarchesRequest {
  kind: 'marches';
  house: House;
  board: AreaState[];
  supplyLevel: number;
  availablePower: number;
  playerCount?: number;
  /** Support the house is promised against any Neutral Force (L2699-2703); default 0. */
  neutralForceSupport?: number;
  westerosCard?: RestrictionCard;
  westerosChoice?: PutToTheSwordChoice;
}

export interface ListedMarch {
  moves: Array<{ to: string; units: number[]; kind: MarchResult['moves'][number]['kind']; via?: string[] }>;
  attack: MarchAttack | null;
  powerTokensDiscarded: MarchResult['powerTokensDiscarded'];
  /** Whether the house may also leave a Power token in the origin (a land area it leaves entirely). */
  canEstablishControl: boolean;
}

export interface OrderMarches {
  from: string;
  units: Array<{ index: number; type: UnitType; routed: boolean }>;
  count: number;
  marches: ListedMarch[];
  /** Per destination reached by some legal march: what entering it means, and the largest group that may go there (most units, then most strength). */
  destinations: Array<{ to: string; kind: Destination['kind']; against: House | null; largest: number[] }>;
  /** Per unit: the destinations of the legal marches that move a unit of its type there (none if routed). */
  unitDestinations: Array<{ unit: number; to: string[] }>;
  /** The Westeros card in force forbids this order (Rains of Autumn, or Put to the Sword, on a March +1): it has no legal march. */
  forbidden?: { code: string; message: string; path: string };
}

export interface MarchesResult {
  kind: 'marches';
  house: House;
  count: number;
  orders: OrderMarches[];
}

/** Candidate assignments examined per March order at most (a legal army has at most 4 units, far below). */
export const MAX_CANDIDATES = 250_000;

/** Every way to put up to `n` identical units into `k` destinations (the rest stay). */
function* spread(n: number, k: number): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let first = 0; first <= n; first++) for (const rest of spread(n - first, k - 1)) yield [first, ...rest];
}

const binomial = (n: number, k: number) => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

function orderMarches(req: MarchesRequest, board: Map<string, AreaState>, from: string, portsLink: boolean): OrderMarches {
  const { house } = req;
  const origin = board.get(from)!;
  const units = origin.units ?? [];
  const modifier = origin.order?.modifier ?? 0;
  const groups: Array<{ type: UnitType; indexes: number[] }> = [];
  units.forEach((u, i) => {
    if (u.routed) return;
    const g = groups.find((x) => x.type === u.type) ?? groups[groups.push({ type: u.type, indexes: [] }) - 1];
    g.indexes.push(i);
  });
  // Where each type may go, unit by unit (adjacency, transport, land/sea, ports, impassable)
  const facts = new Map<string, Destination>();
  const via = new Map<string, string[]>();
  const targets = groups.map((g) =>
    AREAS.filter((a) => {
      if (a.id === from) return false;
      const p = unitMoveProblem(board, house, from, a.id, g.type, portsLink);
      if ('code' in p) return false;
      const f = facts.get(a.id) ?? facts.set(a.id, destination(board, house, a.id)).get(a.id)!;
      if (f.impassable) return false;
      if (p.via) via.set(a.id, p.via);
      return true;
    }).map((a) => a.id),
  );
  const candidates = groups.reduce((n, g, i) => n * binomial(g.indexes.length + targets[i].length, targets[i].length), 1);
  if (candidates > MAX_CANDIDATES) {
    throw new DomainError('impossible_state', `${candidates} ways to resolve the March order in ${area(from)!.name}: more than ${MAX_CANDIDATES} to list`, [{ path: '/board', code: 'too_many_marches', message: `${units.length} units in ${from}; a legal army has at most 4` }]);
  }
  const others = unitsElsewhere(board, house, from);
  const vacatable = area(from)!.type === 'land' && units.every((u) => !u.routed) && req.availablePower >= 1 && !origin.powerToken;
  const marches: ListedMarch[] = [];

  const choose = (gi: number, plan: number[][]): void => {
    if (gi < groups.length) {
      for (const s of spread(groups[gi].indexes.length, targets[gi].length)) choose(gi + 1, [...plan, s]);
      return;
    }
    // Group the moving units by destination, lowest indexes first, destinations in id order
    const byDest = new Map<string, { types: UnitType[]; units: number[] }>();
    const next = groups.map(() => 0);
    const dests = [...new Set(targets.flatMap((t, gi2) => t.filter((_, k) => plan[gi2][k] > 0)))].sort();
    for (const to of dests) {
      const g = { types: [] as UnitType[], units: [] as number[] };
      groups.forEach((grp, gi2) => {
        const k = targets[gi2].indexOf(to);
        const n = k < 0 ? 0 : plan[gi2][k];
        for (let j = 0; j < n; j++) (g.types.push(grp.type), g.units.push(grp.indexes[next[gi2]++]));
      });
      byDest.set(to, g);
    }
    if (byDest.size === 0) return;
    // One attack per March (L1504-1508); Neutral Force strength (L2699-2703); ports (L2573-2574); supply (L708-712)
    const hostile = dests.filter((to) => facts.get(to)!.kind === 'combat' || facts.get(to)!.kind === 'neutralForce');
    if (hostile.length > 1) return;
    for (const to of dests) {
      const f = facts.get(to)!;
      const g = byDest.get(to)!;
      if (f.kind === 'neutralForce' && marchStrength(g.types, area(to)!) + modifier + (req.neutralForceSupport ?? 0) < f.resistance!) return;
      if (g.types.filter((t) => t === 'ship').length > f.portRoom) return;
    }
    const moved = [...byDest.values()].reduce((n, g) => n + g.units.length, 0);
    const counts = new Map(others);
    counts.set(from, units.length - moved);
    for (const [to, g] of byDest) counts.set(to, (hostile.includes(to) ? 0 : (counts.get(to) ?? 0)) + g.units.length);
    if (!fitsSupply(req.supplyLevel, [...counts.values()])) return;
    const attack = hostile.length ? { target: hostile[0], kind: facts.get(hostile[0])!.kind as MarchAttack['kind'], against: facts.get(hostile[0])!.against ?? null } : null;
    marches.push({
      moves: dests.map((to) => {
        const k = facts.get(to)!.kind;
        return { to, units: byDest.get(to)!.units, kind: k === 'combat' || k === 'neutralForce' ? 'attack' : k, ...(via.has(to) ? { via: via.get(to)! } : {}) };
      }),
      attack,
      powerTokensDiscarded: dests.filter((to) => facts.get(to)!.kind === 'emptyEnemyPowerToken').map((to) => ({ area: to, house: facts.get(to)!.against! })),
      canEstablishControl: vacatable && moved === units.length,
    });
  };
  choose(0, []);
  const key = (m: ListedMarch) => m.moves.map((x) => `${x.to}:${x.units.join(',')}`).join(';');
  marches.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

  const strength = (ix: number[], to: string) => marchStrength(ix.map((i) => units[i].type), area(to)!);
  const largest = new Map<string, number[]>();
  const typesAt = new Map<string, Set<UnitType>>();
  for (const m of marches) {
    for (const mv of m.moves) {
      const best = largest.get(mv.to);
      if (!best || mv.units.length > best.length || (mv.units.length === best.length && strength(mv.units, mv.to) > strength(best, mv.to))) largest.set(mv.to, mv.units);
      const set = typesAt.get(mv.to) ?? typesAt.set(mv.to, new Set()).get(mv.to)!;
      for (const i of mv.units) set.add(units[i].type);
    }
  }
  return {
    from,
    units: units.map((u, index) => ({ index, type: u.type, routed: u.routed === true })),
    count: marches.length,
    marches,
    destinations: [...largest.keys()].sort().map((to) => ({ to, kind: facts.get(to)!.kind, against: facts.get(to)!.against ?? null, largest: largest.get(to)! })),
    unitDestinations: units.map((u, unit) => ({ unit, to: u.routed ? [] : [...typesAt].filter(([, s]) => s.has(u.type)).map(([to]) => to).sort() })),
  };
}

/** Every legal march of `house`, March order by March order (areas in id order). */
export function listMarches(req: MarchesRequest, ctx: RulesContext, inForce: InForce | null = null): RulesOutcome<MarchesResult> {
  const board = withSetupTokens(readBoard(req.board), req.playerCount);
  const ex = new Explainer();
  const portsLink = ctx.options.portsLinkTransport === true;
  const origins = [...board.values()].filter((s) => s.owner === req.house && s.order?.type === 'march' && (s.units ?? []).length > 0).map((s) => s.id).sort();
  // The Westeros card in force (L3066-3113): other orders it forbids cannot be on the board; a forbidden March +1 has no march
  checkBoardOrders(req.board, inForce, (id) => origins.includes(id));
  if (inForce?.restriction === 'noSupport' && (req.neutralForceSupport ?? 0) > 0) {
    const f = forbidden(inForce, 'Support orders, so no support against a Neutral Force');
    throw new DomainError('invalid_input', f.message, [{ path: '/neutralForceSupport', ...f }]);
  }
  const orders = origins.map((from) => {
    const order = board.get(from)!.order!;
    if (!inForce || !forbids(inForce.restriction, order)) return orderMarches(req, board, from, portsLink);
    const f = forbidden(inForce, `the special March +1 order in ${area(from)!.name}`);
    ex.add(R.march, f.message);
    const units = board.get(from)!.units ?? [];
    return { from, units: units.map((u, index) => ({ index, type: u.type, routed: u.routed === true })), count: 0, marches: [], destinations: [], unitDestinations: units.map((_, unit) => ({ unit, to: [] })), forbidden: { ...f, path: pointer('board', req.board.findIndex((a) => a.id === from), 'order') } };
  });
  for (const o of orders) {
    ex.add(R.march, `${area(o.from)!.name}: ${o.count} legal way(s) to move its units (${o.destinations.length} destination(s)), one combat at most, supply level ${req.supplyLevel}; or move none`);
  }
  if (!orders.length) ex.add(R.march, `${req.house} has no March order with units on the board`);
  return { result: { kind: 'marches', house: req.house, count: orders.reduce((n, o) => n + o.count, 0), orders }, explanation: ex.steps };
}
