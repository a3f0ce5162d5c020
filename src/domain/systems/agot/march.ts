/**
 * March legality (the `charges` capability): one proposed resolution of one March order.
 * AGoT march: 001_4bc5a92fd4dd1b7e.txt L1467-1542, L2374-2417, L2562-2638, L2692-2766.
 */
import { DomainError, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { readBoard, type AreaState, type UnitType } from './board.js';
import { area, AREAS } from './map.js';
import { destination, marchStrength, unitMoveProblem, unitsElsewhere, withSetupTokens, type MarchCode } from './march-rules.js';
import type { House } from './map-types.js';
import { R } from './rules.js';
import { fitsSupply } from './supply.js';
import { resolveActions, type ActionsRequest, type ActionsResult } from './actions.js';
import { listMarches, type MarchesRequest, type MarchesResult } from './marches.js';
import { checkBoardOrders, forbidden, forbids, restrictionOf, type InForce, type PutToTheSwordChoice, type RestrictionCard } from './westeros/restrictions.js';

export { transportChain } from './march-rules.js';

export interface MarchRequest {
  house: House;
  board: AreaState[];
  /** The marching house's Supply track position. */
  supplyLevel: number;
  availablePower: number;
  /** With it, unlisted areas carry that player count's Neutral Force and impassable tokens (march-rules.ts). */
  playerCount?: number;
  march: {
    from: string;
    moves: Array<{ to: string; units: number[] }>;
    placePowerToken?: boolean;
    /** Support granted to the marching house against a Neutral Force (L2699-2703). */
    neutralForceSupport?: number;
    /** The Valyrian Steel Blade asked for (+1): never against a Neutral Force (L2724-2725). */
    blade?: boolean;
  };
  /** The deck III Westeros card in force this round: its order restriction (L3066-3113). */
  westerosCard?: RestrictionCard;
  /** Put to the Sword: the Valyrian Steel Blade holder's choice. */
  westerosChoice?: PutToTheSwordChoice;
}

export type { MarchCode };

export interface MarchReason {
  code: MarchCode;
  message: string;
  path: string;
}

export interface MarchAttack {
  target: string;
  kind: 'combat' | 'neutralForce';
  /** The defending house; null against a Neutral Force (or a Garrison whose house is unknown). */
  against: House | null;
}

export interface MarchResult {
  legal: boolean;
  reasons: MarchReason[];
  moves: Array<{ to: string; units: UnitType[]; kind: 'move' | 'attack' | 'emptyEnemyPowerToken'; via?: string[] }>;
  attack: MarchAttack | null;
  /** Enemy Power tokens discarded to the Pool by moving into areas that held only them (L2489-2494). */
  powerTokensDiscarded: Array<{ area: string; house: House }>;
  controlKept: boolean;
  /** Taking a land area whose port holds another house's ships: the marcher may replace them with its own, the rest leave the board (L2631-2638). */
  portCapture: { port: string; house: House; ships: number; when: 'now' | 'ifVictorious' } | null;
}

export const MARCH_OPTIONS = [
  { name: 'portCaptureOnlyAfterCombat', description: 'D15: the port capture rule applies only after a successful attack (the seed\'s wording), not when control of the land area passes without combat', type: 'boolean', default: false, cite: 'got-board-game.md §11.2 item 16, §11.3 D15' },
  { name: 'portsLinkTransport', description: 'D11: ports count as links in a ship-transport chain (default: only sea areas do, L2380-2384)', type: 'boolean', default: false, cite: 'got-board-game.md §4.4, §11.3 D11' },
] as const;

/** Reject unknown area ids in the march itself (400, with pointers). */
function knownAreas(march: MarchRequest['march']): void {
  if (!area(march.from)) throw new DomainError('unknown_reference', `no area "${march.from}"`, [{ path: '/march/from', code: 'unknown_area', message: `no area "${march.from}" on the board` }]);
  march.moves.forEach((m, i) => {
    if (!area(m.to)) throw new DomainError('unknown_reference', `no area "${m.to}"`, [{ path: pointer('march', 'moves', i, 'to'), code: 'unknown_area', message: `no area "${m.to}" on the board` }]);
  });
}

function check(req: MarchRequest, ctx: RulesContext, inForce: InForce | null): RulesOutcome<MarchResult> {
  const board = withSetupTokens(readBoard(req.board), req.playerCount);
  const ex = new Explainer();
  const reasons: MarchReason[] = [];
  const fail = (code: MarchCode, message: string, path: string) => reasons.push({ code, message, path });
  const { house, march } = req;
  knownAreas(march);
  const portsLink = ctx.options.portsLinkTransport === true;
  if (req.playerCount !== undefined) ex.add(R.neutralForces, `${req.playerCount} players: areas the board does not list carry that setup's Neutral Force and impassable tokens`);
  const origin = board.get(march.from);
  const units = origin?.owner === house ? (origin.units ?? []) : [];

  // AGoT March order present: L1278-1281, L1376-1379
  if (origin?.order?.type !== 'march' || origin.owner !== house) {
    fail('NO_MARCH_ORDER', `${house} has no March order in ${area(march.from)!.name}`, '/march/from');
  }
  ex.add(R.march, `${house} resolves the March order in ${area(march.from)!.name}`);
  // The Westeros card in force (L3066-3113): Rains of Autumn (or Put to the Sword) forbids the March +1; Web of Lies every Support
  if (inForce) {
    checkBoardOrders(req.board, inForce, (id) => id === march.from);
    if (origin?.order && forbids(inForce.restriction, origin.order)) {
      const f = forbidden(inForce, `the special March +1 order in ${area(march.from)!.name}`);
      fail(f.code as MarchCode, f.message, pointer('board', req.board.findIndex((a) => a.id === march.from), 'order'));
    }
    if ((march.neutralForceSupport ?? 0) > 0 && inForce.restriction === 'noSupport') {
      const f = forbidden(inForce, 'Support orders, so no support against a Neutral Force');
      fail(f.code as MarchCode, f.message, '/march/neutralForceSupport');
    }
  }

  const used = new Set<number>();
  const result: MarchResult['moves'] = [];
  const attacks: Array<{ to: string; kind: 'combat' | 'neutralForce'; against: House | null; strength: number; i: number }> = [];
  const discarded: MarchResult['powerTokensDiscarded'] = [];
  march.moves.forEach((m, i) => {
    const dest = area(m.to)!;
    const facts = destination(board, house, m.to);
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
      const p = unitMoveProblem(board, house, march.from, m.to, unit.type, portsLink);
      if ('code' in p) return fail(p.code, p.message, path);
      if (p.via) via = p.via;
    });
    if (via) ex.add(R.transport, `to ${dest.name} by ship transport through ${via.map((s) => area(s)!.name).join(', ')}`);
    // AGoT Neutral Forces and impassable areas: L2699-2742
    if (facts.impassable) fail('IMPASSABLE_AREA', `${dest.name} is impassable in this game`, pointer('march', 'moves', i, 'to'));
    let kind: MarchResult['moves'][number]['kind'] = 'move';
    if (facts.kind === 'combat' || facts.kind === 'neutralForce') {
      attacks.push({ to: m.to, kind: facts.kind, against: facts.against ?? null, strength: marchStrength(moving, dest), i });
      kind = 'attack';
    } else if (facts.kind === 'emptyEnemyPowerToken' && moving.length > 0) {
      // AGoT moving into an area with only an enemy Power token: no combat, the token is discarded (L2489-2494)
      kind = 'emptyEnemyPowerToken';
      if (!discarded.some((d) => d.area === m.to)) discarded.push({ area: m.to, house: facts.against! });
      ex.add(R.control, `${dest.name} holds only ${facts.against}'s Power token: no combat; the token returns to ${facts.against}'s Power Pool`);
    }
    if (moving.length > facts.portRoom) fail('PORT_FULL', `${dest.name} would hold more than 3 ships`, pointer('march', 'moves', i));
    result.push({ to: m.to, units: moving, kind, ...(via ? { via } : {}) });
  });

  // AGoT one attack per March: L1504-1508, L2732-2733
  if (new Set(attacks.map((a) => a.to)).size > 1) fail('MULTIPLE_ATTACKS', `a March order may start only one combat, not ${attacks.length} (${attacks.map((a) => area(a.to)!.name).join(', ')})`, '/march/moves');
  for (const a of attacks.filter((x) => x.kind === 'neutralForce')) {
    const resistance = board.get(a.to)!.neutralForce as number;
    const total = a.strength + (origin?.order?.modifier ?? 0) + (march.neutralForceSupport ?? 0);
    ex.add(R.neutralForce, `${area(a.to)!.name}: marching strength ${total} against resistance ${resistance}`);
    if (total < resistance) fail('NEUTRAL_FORCE_TOO_STRONG', `strength ${total} does not match the Neutral Force's ${resistance} in ${area(a.to)!.name}`, pointer('march', 'moves', a.i, 'to'));
  }
  // AGoT the Valyrian Steel Blade gives no +1 against a Neutral Force: L2724-2725 (in a combat it is asked in attacks/resolve)
  if (march.blade && attacks.some((a) => a.kind === 'neutralForce')) fail('BLADE_UNAVAILABLE', 'the Valyrian Steel Blade cannot add +1 against a Neutral Force (L2724-2725)', '/march/blade');
  else if (march.blade) throw new DomainError('invalid_input', 'The Blade is not used in a march', [{ path: '/march/blade', code: 'not_applicable', message: 'the Valyrian Steel Blade is used in a combat (attacks/resolve, step 4), not when the march is checked' }]);

  // AGoT supply after the move: L708-712
  const counts = unitsElsewhere(board, house, march.from);
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

  const attack: MarchAttack | null = attacks.length >= 1 && reasons.every((r) => r.code !== 'MULTIPLE_ATTACKS') ? { target: attacks[0].to, kind: attacks[0].kind, against: attacks[0].against } : null;
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
  ex.add(R.march, legal ? `legal${attack ? `; it attacks ${area(attack.target)!.name}${attack.against ? ` (${attack.against})` : ''}` : ''}` : `illegal: ${reasons.map((r) => r.code).join(', ')}`);
  return { result: { legal, reasons, moves: result, attack, powerTokensDiscarded: discarded, controlKept, portCapture }, explanation: ex.steps };
}

/** `charges/check`: a March order; with `kind: "marches"` every legal march of a house; with `raids` / `consolidate` the Action phase's Raid and Consolidate Power orders. */
function run(req: MarchRequest | MarchesRequest | (ActionsRequest & { march?: undefined }), ctx: RulesContext): RulesOutcome<MarchResult | MarchesResult | ActionsResult> {
  const actions = req as ActionsRequest & { march?: unknown; house?: unknown; kind?: unknown };
  const inForce = restrictionOf(actions.westerosCard, actions.westerosChoice);
  if (actions.kind !== undefined && actions.kind !== 'march' && actions.kind !== 'marches') {
    throw new DomainError('invalid_input', 'Unknown kind', [{ path: '/kind', code: 'enum', message: 'kind is "march" (default) or "marches"' }]);
  }
  if (actions.raids !== undefined || actions.consolidate !== undefined) {
    if (actions.march !== undefined || actions.kind === 'marches') throw new DomainError('invalid_input', 'one kind of order per request', [{ path: actions.march !== undefined ? '/march' : '/kind', code: 'invalid_value', message: 'give march (or kind "marches"), or raids / consolidate, not both' }]);
    return resolveActions(actions, inForce);
  }
  const m = req as MarchRequest;
  const all = actions.kind === 'marches';
  if (all && actions.march !== undefined) throw new DomainError('invalid_input', 'one kind of request', [{ path: '/march', code: 'invalid_value', message: 'kind "marches" lists every march of the house: give no march' }]);
  const missing = (['house', 'supplyLevel', 'availablePower', ...(all ? [] : ['march'])] as const).filter((k) => m[k as keyof MarchRequest] === undefined);
  if (missing.length) throw new DomainError('invalid_input', all ? 'Incomplete request' : 'Incomplete march', missing.map((k) => ({ path: `/${k}`, code: 'required', message: `${k} is required to ${all ? 'list the marches' : 'check a march (or give raids / consolidate)'}` })));
  return all ? listMarches(req as MarchesRequest, ctx, inForce) : check(m, ctx, inForce);
}

/** Typed for the march (its main use); requests with `kind: "marches"` return a MarchesResult, with `raids` / `consolidate` an ActionsResult. */
export const marchCapability: Capability<MarchRequest, MarchResult> = { options: MARCH_OPTIONS, usesDice: false, run: run as unknown as Capability<MarchRequest, MarchResult>['run'] };
