/**
 * The Westeros cards that change supply, units and Power, house by house in turn order (AGoT
 * 001_4bc5a92fd4dd1b7e.txt): Supply (L657-690, L3007-3012), Mustering (L780-881, L3002-3005) and
 * Game of Thrones (L3040-3046, L2640-2645). A Throne of Blades and Dark Wings, Dark Words call them
 * (phase.ts); Clash of Kings is bids.ts.
 */
import type { UnitType } from '../board.js';
import { controlOf } from '../board.js';
import { AREAS, area } from '../map.js';
import type { House } from '../map-types.js';
import { checkMuster, musterAreas, placeMuster, type MusterPlan } from '../mustering.js';
import { capGain, tokensOnBoard } from '../power-pool.js';
import { R } from '../rules.js';
import { SUPPLY_TABLE } from '../supply.js';
import { checkRemoval, reconcile, unitsOf, type UnitRef } from '../supply-reconcile.js';
import { UNIT_LIMITS } from '../armies.js';
import { decisionOf, turnOrder, type PhaseState, type Required, type WesterosChange } from './state.js';

const houseIndex = (s: PhaseState, h: House) => [...s.houses.keys()].indexOf(h);
const boardNeeded: Required = { field: '/board', message: 'the board with every unit, Power token and order of the houses (areas not listed are empty)' };

/** Remove named units of a house (already checked to be there). */
function destroyUnits(s: PhaseState, h: House, refs: readonly UnitRef[]): void {
  for (const r of refs) {
    const a = s.board!.get(r.area)!;
    const units = [...(a.units ?? [])];
    units.splice(units.findIndex((u) => u.type === r.type), 1);
    s.board!.set(r.area, { ...a, units, ...(units.length === 0 && a.owner === h ? { owner: undefined } : {}) });
  }
}

/** Supply (L657-690; D2: icons above 6 count as 6): each house in turn order counts the barrels of the areas it controls, then destroys units until its armies fit. */
export function supplyCard(s: PhaseState): { changes: WesterosChange[]; required?: Required } {
  if (!s.board) return { changes: [], required: boardNeeded };
  const changes: WesterosChange[] = [];
  for (const h of turnOrder(s)) {
    const icons = AREAS.filter((a) => a.type === 'land' && controlOf(s.board!, a.id) === h).reduce((n, a) => n + a.supply, 0);
    const to = Math.min(6, icons);
    const hs = s.houses.get(h)!;
    const from = hs.supplyLevel;
    s.houses.set(h, { ...hs, supplyLevel: to });
    s.ex.add(R.supplyCard, `${h}: ${icons} supply icon(s) in the areas it controls → Supply ${from ?? '?'} → ${to}${icons > 6 ? ' (the track ends at 6)' : ''}`);
    const c: WesterosChange = { house: h, status: 'applied', supply: { ...(from !== undefined ? { from } : {}), to } };
    changes.push(c);
    const plan = reconcile({ house: h, board: s.board, supplyLevel: to }, s.ex);
    const dec = decisionOf<{ house: House; destroy: UnitRef[] }>(s, 'supply', h);
    if (plan.fits && !dec) continue;
    if (!dec) {
      c.status = 'pending';
      c.reconcile = plan;
      c.required = { field: '/decisions/supply', by: h, message: `${h} destroys at least ${plan.minimumDestroyed} unit(s) so its armies fit Supply ${to} (L684-690)`, count: plan.minimumDestroyed as number, options: plan.armiesToReduce as unknown[] };
      continue;
    }
    const r = checkRemoval(unitsOf(s.board, h), dec.d.destroy, to, [dec.path.slice(1), 'destroy']);
    if (!r.legal) {
      c.status = 'illegal';
      c.reconcile = { ...plan, removal: r };
      c.reasons = r.shortfalls.map((f) => ({ code: f.code, message: f.message, path: `${dec.path}/destroy` }));
      continue;
    }
    destroyUnits(s, h, dec.d.destroy);
    c.destroyed = dec.d.destroy;
    s.ex.add(R.supplyAfterCard, `${h} destroys ${dec.d.destroy.map((u) => `a ${u.type} in ${u.area}`).join(', ')} to fit Supply ${to}`);
  }
  return { changes };
}

/** Mustering (L780-881): each house in turn order musters in every Castle and Stronghold area it controls, finishing before the next (L831-833). */
export function musterCard(s: PhaseState): { changes: WesterosChange[]; required?: Required } {
  if (!s.board) return { changes: [], required: boardNeeded };
  const changes: WesterosChange[] = [];
  for (const h of turnOrder(s)) {
    const where = musterAreas(s.board, h, AREAS.map((a) => a.id));
    const dec = decisionOf<{ house: House; areas: MusterPlan[] }>(s, 'muster', h);
    const c: WesterosChange = { house: h, status: 'nothing' };
    changes.push(c);
    if (where.length === 0 && !dec) {
      s.ex.add(R.muster, `${h} controls no Castle or Stronghold: nothing to muster`);
      continue;
    }
    if (dec && dec.d.areas.length === 0) {
      s.ex.add(R.muster, `${h} musters nothing`);
      continue;
    }
    const level = s.houses.get(h)!.supplyLevel;
    if (level === undefined) {
      c.status = 'pending';
      c.required = { field: `/houses/${houseIndex(s, h)}/supplyLevel`, message: `${h}'s Supply track position: a mustered unit may not break it (L814-819)` };
      continue;
    }
    if (!dec) {
      c.status = 'pending';
      c.required = { field: '/decisions/muster', by: h, message: `${h} musters in ${where.map((w) => `${w.area} (${w.points} point${w.points > 1 ? 's' : ''})`).join(', ')}: Footman or Ship 1, Knight or Siege Engine 2, an upgrade 1 (areas: [] musters nothing)`, options: where };
      continue;
    }
    const units: Record<UnitType, number> = { footman: 0, knight: 0, ship: 0, siegeEngine: 0 };
    const counts = new Map<string, number>();
    for (const [id, list] of unitsOf(s.board, h)) {
      counts.set(id, list.length);
      for (const u of list) units[u.type]++;
    }
    const reasons = checkMuster(s.board, h, dec.d.areas, units, counts, [dec.path.slice(1), 'areas']);
    for (const t of Object.keys(UNIT_LIMITS) as UnitType[]) {
      if (units[t] > UNIT_LIMITS[t]) reasons.push({ code: 'UNIT_LIMIT_EXCEEDED', message: `${h} would have ${units[t]} ${t}s, more than its ${UNIT_LIMITS[t]} (L29-35)`, path: `${dec.path}/areas` });
    }
    const armies = [...counts.values()].filter((n) => n >= 2).sort((a, b) => b - a);
    const row = SUPPLY_TABLE[level];
    if (armies.length > row.length || armies.some((n, i) => n > (row[i] ?? 0))) reasons.push({ code: 'MUSTER_SUPPLY', message: `after mustering ${h}'s armies (${armies.join(', ')}) exceed Supply ${level} (${row.join(', ')}) (L814-819)`, path: `${dec.path}/areas` });
    if (reasons.length) {
      c.status = 'illegal';
      c.reasons = reasons;
      s.ex.add(R.muster, `${h}'s mustering breaks the rules: ${reasons.map((r) => r.code).join(', ')}`);
      continue;
    }
    placeMuster(s.board, h, dec.d.areas);
    c.mustered = dec.d.areas;
    if (dec.d.areas.some((p) => p.units.length)) c.status = 'applied';
    s.ex.add(R.muster, `${h} musters ${dec.d.areas.flatMap((p) => p.units.map((u) => `${u.upgrade ? 'an upgrade to ' : 'a '}${u.type} in ${u.type === 'ship' ? u.to : p.area}`)).join(', ') || 'nothing'}`);
  }
  return { changes };
}

/** Game of Thrones (L3040-3046, L2640-2645): Power per Power icon in controlled areas, plus 1 per friendly port with a friendly Ship and no enemy Ship in its sea; capped by the Pool. */
export function gameOfThronesCard(s: PhaseState, ports: boolean): { changes: WesterosChange[]; required?: Required } {
  if (!s.board) return { changes: [], required: boardNeeded };
  const board = s.board;
  const changes: WesterosChange[] = [];
  for (const h of turnOrder(s)) {
    const crowns = AREAS.filter((a) => a.type === 'land' && controlOf(board, a.id) === h).reduce((n, a) => n + a.crowns, 0);
    const trade = AREAS.filter((p) => {
      if (p.type !== 'port' || board.get(p.id)?.owner !== h || (board.get(p.id)!.units ?? []).length === 0) return false;
      const sea = board.get(p.portSea!);
      return !(sea?.owner && sea.owner !== h && (sea.units ?? []).length > 0);
    }).map((p) => p.id);
    const wanted = crowns + (ports ? trade.length : 0);
    const hs = s.houses.get(h)!;
    const gained = capGain(s.ex, h, wanted, hs.availablePower, tokensOnBoard(board.values(), h));
    s.houses.set(h, { ...hs, availablePower: hs.availablePower + gained });
    s.ex.add(R.gameOfThrones, `${h}: ${crowns} Power icon(s) in the areas it controls${ports ? `, ${trade.length} port(s) trading with the Free Cities${trade.length ? ` (${trade.map((p) => area(p)!.name).join(', ')})` : ''}` : ' (ports not counted: darkWingsIgnoresPorts)'} → +${gained} Power`);
    changes.push({ house: h, status: gained > 0 ? 'applied' : 'nothing', power: { from: hs.availablePower, to: hs.availablePower + gained, lostToPool: wanted - gained } });
  }
  return { changes };
}
