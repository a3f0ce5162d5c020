/**
 * March legality (the `charges` capability): one proposed resolution of one March order.
 * AGoT march: 001_4bc5a92fd4dd1b7e.txt L1467-1542, L2374-2417, L2562-2638, L2692-2766.
 */
import { DomainError, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { controller, readBoard, STRENGTH, type AreaState, type UnitType } from './board.js';
import { adjacent, area, AREAS, neighboursOf } from './map.js';
import type { House } from './map-types.js';
import { R } from './rules.js';
import { fitsSupply } from './supply.js';
import { resolveActions, type ActionsRequest, type ActionsResult } from './actions.js';

export interface MarchRequest {
  house: House;
  board: AreaState[];
  /** The marching house's Supply track position. */
  supplyLevel: number;
  availablePower: number;
  march: {
    from: string;
    moves: Array<{ to: string; units: number[] }>;
    placePowerToken?: boolean;
    /** Support granted to the marching house against a Neutral Force (L2699-2703). */
    neutralForceSupport?: number;
  };
}

export type MarchCode =
  | 'NO_MARCH_ORDER' | 'UNIT_NOT_IN_ORIGIN' | 'UNIT_ROUTED' | 'NOT_ADJACENT' | 'LAND_UNIT_TO_SEA' | 'SHIP_TO_LAND' | 'ENEMY_PORT'
  | 'MULTIPLE_ATTACKS' | 'IMPASSABLE_AREA' | 'NEUTRAL_FORCE_TOO_STRONG' | 'SUPPLY_EXCEEDED' | 'PORT_FULL' | 'CANNOT_ESTABLISH_CONTROL';

export interface MarchReason {
  code: MarchCode;
  message: string;
  path: string;
}

export interface MarchResult {
  legal: boolean;
  reasons: MarchReason[];
  moves: Array<{ to: string; units: UnitType[]; kind: 'move' | 'attack'; via?: string[] }>;
  attack: { target: string; kind: 'combat' | 'neutralForce' } | null;
  controlKept: boolean;
  /** Taking a land area whose port holds another house's ships: the marcher may replace them with its own, the rest leave the board (L2631-2638). */
  portCapture: { port: string; house: House; ships: number; when: 'now' | 'ifVictorious' } | null;
}

export const MARCH_OPTIONS = [
  { name: 'portCaptureOnlyAfterCombat', description: 'D15: the port capture rule applies only after a successful attack (the seed\'s wording), not when control of the land area passes without combat', type: 'boolean', default: false, cite: 'got-board-game.md §11.2 item 16, §11.3 D15' },
  { name: 'portsLinkTransport', description: 'D11: ports count as links in a ship-transport chain (default: only sea areas do, L2380-2384)', type: 'boolean', default: false, cite: 'got-board-game.md §4.4, §11.3 D11' },
] as const;

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

function check(req: MarchRequest, ctx: RulesContext): RulesOutcome<MarchResult> {
  const board = readBoard(req.board);
  const ex = new Explainer();
  const reasons: MarchReason[] = [];
  const fail = (code: MarchCode, message: string, path: string) => reasons.push({ code, message, path });
  const { house, march } = req;
  if (!area(march.from)) throw new DomainError('unknown_reference', `no area "${march.from}"`, [{ path: '/march/from', code: 'unknown_area', message: `no area "${march.from}" on the board` }]);
  march.moves.forEach((m, i) => {
    if (!area(m.to)) throw new DomainError('unknown_reference', `no area "${m.to}"`, [{ path: pointer('march', 'moves', i, 'to'), code: 'unknown_area', message: `no area "${m.to}" on the board` }]);
  });
  const origin = board.get(march.from);
  const units = origin?.owner === house ? (origin.units ?? []) : [];

  // AGoT March order present: L1278-1281, L1376-1379
  if (origin?.order?.type !== 'march' || origin.owner !== house) {
    fail('NO_MARCH_ORDER', `${house} has no March order in ${area(march.from)!.name}`, '/march/from');
  }
  ex.add(R.march, `${house} resolves the March order in ${area(march.from)!.name}`);

  const used = new Set<number>();
  const result: MarchResult['moves'] = [];
  const attacks: Array<{ to: string; kind: 'combat' | 'neutralForce'; strength: number; i: number }> = [];
  march.moves.forEach((m, i) => {
    const dest = area(m.to)!;
    const destState = board.get(m.to);
    const moving: UnitType[] = [];
    let via: string[] | undefined;
    m.units.forEach((u, j) => {
      const path = pointer('march', 'moves', i, 'units', j);
      const unit = units[u];
      // AGoT moving units: L1488-1489, L2151-2153
      if (!unit || used.has(u)) return fail('UNIT_NOT_IN_ORIGIN', `unit ${u} is not one of ${house}'s units left in ${area(march.from)!.name}`, path);
      used.add(u);
      if (unit.routed) return fail('UNIT_ROUTED', 'a routed unit cannot move', path);
      moving.push(unit.type);
      if (unit.type === 'ship') {
        // AGoT ships: L1500-1502, L2596-2599
        if (dest.type === 'land') return fail('SHIP_TO_LAND', `a ship cannot enter ${dest.name}`, path);
        if (!adjacent(march.from, m.to)) return fail('NOT_ADJACENT', `${dest.name} is not adjacent to ${area(march.from)!.name} (ships are never transported, L2411-2412)`, path);
        if (dest.type === 'port' && controller(board.get(dest.portOf!)) !== house) return fail('ENEMY_PORT', `${dest.name} belongs to whoever controls ${area(dest.portOf!)!.name}`, path);
        return;
      }
      // AGoT land units: L1495-1500, L2775-2785
      if (dest.type !== 'land') return fail('LAND_UNIT_TO_SEA', `a ${unit.type} cannot enter ${dest.name}`, path);
      if (!adjacent(march.from, m.to)) {
        const chain = transportChain(board, house, march.from, m.to, ctx.options.portsLinkTransport === true);
        if (!chain) return fail('NOT_ADJACENT', `${dest.name} is neither adjacent to ${area(march.from)!.name} nor reachable by ${house} ships`, path);
        via = chain;
      }
    });
    if (via) ex.add(R.transport, `to ${dest.name} by ship transport through ${via.map((s) => area(s)!.name).join(', ')}`);
    // AGoT Neutral Forces and impassable areas: L2699-2742
    if (destState?.neutralForce === 'impassable') fail('IMPASSABLE_AREA', `${dest.name} is impassable in this game`, pointer('march', 'moves', i, 'to'));
    const enemyUnits = destState && destState.owner && destState.owner !== house && (destState.units?.length ?? 0) > 0;
    const enemyGarrison = destState?.garrison && controller(destState) !== house;
    const strength = moving.reduce((s, t) => s + (t === 'siegeEngine' && dest.castle === 'none' ? 0 : STRENGTH[t]), 0);
    if (typeof destState?.neutralForce === 'number') attacks.push({ to: m.to, kind: 'neutralForce', strength, i });
    else if (enemyUnits || enemyGarrison) attacks.push({ to: m.to, kind: 'combat', strength, i });
    if (dest.type === 'port' && (destState?.units?.length ?? 0) + moving.length > 3) fail('PORT_FULL', `${dest.name} would hold more than 3 ships`, pointer('march', 'moves', i));
    result.push({ to: m.to, units: moving, kind: attacks.some((a) => a.i === i) ? 'attack' : 'move', ...(via ? { via } : {}) });
  });

  // AGoT one attack per March: L1504-1508, L2732-2733
  if (attacks.length > 1) fail('MULTIPLE_ATTACKS', `a March order may start only one combat, not ${attacks.length} (${attacks.map((a) => area(a.to)!.name).join(', ')})`, '/march/moves');
  for (const a of attacks.filter((x) => x.kind === 'neutralForce')) {
    const resistance = board.get(a.to)!.neutralForce as number;
    const total = a.strength + (origin?.order?.modifier ?? 0) + (march.neutralForceSupport ?? 0);
    ex.add(R.neutralForce, `${area(a.to)!.name}: marching strength ${total} against resistance ${resistance}`);
    if (total < resistance) fail('NEUTRAL_FORCE_TOO_STRONG', `strength ${total} does not match the Neutral Force's ${resistance} in ${area(a.to)!.name}`, pointer('march', 'moves', a.i, 'to'));
  }

  // AGoT supply after the move: L708-712
  const counts = new Map<string, number>();
  for (const [id, s] of board) if (s.owner === house && id !== march.from) counts.set(id, (s.units ?? []).length);
  counts.set(march.from, units.length - used.size);
  for (const m of result) counts.set(m.to, (attacks.some((a) => a.to === m.to) ? 0 : (counts.get(m.to) ?? 0)) + m.units.length);
  if (!fitsSupply(req.supplyLevel, [...counts.values()])) {
    fail('SUPPLY_EXCEEDED', `after the march ${house}'s armies (${[...counts.values()].filter((n) => n >= 2).sort((a, b) => b - a).join(', ')}) exceed supply level ${req.supplyLevel}`, '/march/moves');
  }
  ex.add(R.supply, `armies checked against supply level ${req.supplyLevel}`);

  // AGoT establishing control: L1522-1526, L2472-2479, L2501-2504
  let controlKept = false;
  if (march.placePowerToken) {
    const vacated = used.size === units.length;
    const ok = area(march.from)!.type === 'land' && vacated && req.availablePower >= 1 && !origin?.powerToken;
    if (!ok) fail('CANNOT_ESTABLISH_CONTROL', 'a Power token may be left only in a land area the house leaves entirely, with 1 available Power and no token already there', '/march/placePowerToken');
    else {
      controlKept = true;
      ex.add(R.control, `a Power token keeps control of ${area(march.from)!.name}`);
    }
  }

  const attack = attacks.length === 1 ? { target: attacks[0].to, kind: attacks[0].kind } : null;
  // AGoT capturing enemy ports: L2631-2638 (D15: also when control passes without combat)
  let portCapture: MarchResult['portCapture'] = null;
  for (const m of result) {
    const port = AREAS.find((p) => p.type === 'port' && p.portOf === m.to);
    const ps = port ? board.get(port.id) : undefined;
    if (!port || !ps?.owner || ps.owner === house || (ps.units ?? []).length === 0) continue;
    const viaCombat = attack?.target === m.to && attack.kind === 'combat';
    if (!viaCombat && ctx.options.portCaptureOnlyAfterCombat === true) {
      ex.add(R.portCapture, `${area(m.to)!.name} changes hands without combat: with portCaptureOnlyAfterCombat the ${ps.owner} ships in ${port.name} stay`);
      continue;
    }
    portCapture = { port: port.id, house: ps.owner, ships: (ps.units ?? []).length, when: viaCombat ? 'ifVictorious' : 'now' };
    ex.add(R.portCapture, `${viaCombat ? 'if the attack succeeds, ' : ''}${house} may replace the ${portCapture.ships} ${ps.owner} ship(s) in ${port.name} with its own available ships; the others leave the board`);
  }
  const legal = reasons.length === 0;
  ex.add(R.march, legal ? `legal${attack ? `; it attacks ${area(attack.target)!.name}` : ''}` : `illegal: ${reasons.map((r) => r.code).join(', ')}`);
  return { result: { legal, reasons, moves: result, attack, controlKept, portCapture }, explanation: ex.steps };
}

/** `charges/check`: a March order, or (with `raids` / `consolidate`) the Action phase's Raid and Consolidate Power orders. */
function run(req: MarchRequest | (ActionsRequest & { march?: undefined }), ctx: RulesContext): RulesOutcome<MarchResult | ActionsResult> {
  const actions = req as ActionsRequest & { march?: unknown; house?: unknown };
  if (actions.raids !== undefined || actions.consolidate !== undefined) {
    if (actions.march !== undefined) throw new DomainError('invalid_input', 'one kind of order per request', [{ path: '/march', code: 'invalid_value', message: 'give march, or raids / consolidate, not both' }]);
    return resolveActions(actions);
  }
  const m = req as MarchRequest;
  const missing = (['house', 'supplyLevel', 'availablePower', 'march'] as const).filter((k) => m[k] === undefined);
  if (missing.length) throw new DomainError('invalid_input', 'Incomplete march', missing.map((k) => ({ path: `/${k}`, code: 'required', message: `${k} is required to check a march (or give raids / consolidate)` })));
  return check(m, ctx);
}

/** Typed for the march (its main use); requests with `raids` / `consolidate` return an ActionsResult. */
export const marchCapability: Capability<MarchRequest, MarchResult> = { options: MARCH_OPTIONS, usesDice: false, run: run as unknown as Capability<MarchRequest, MarchResult>['run'] };
