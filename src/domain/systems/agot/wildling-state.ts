/**
 * The state a Wildling card is applied to (units, tracks, supply, Power, House cards), the table's
 * choices, and the per-house record of what changed. Rules applied by wildling-cards.ts; AGoT Wildling
 * consequences: 001_4bc5a92fd4dd1b7e.txt L2333-2363.
 */
import { DomainError, pointer } from '../../core/errors.js';
import type { Explainer, Rule } from '../../core/explain.js';
import { UNIT_LIMITS } from './armies.js';
import type { AreaState, UnitType } from './board.js';
import { houseCard } from './house-cards.js';
import type { House } from './map-types.js';
import type { Track } from './influence.js';
import { R } from './rules.js';
import type { UnitRef } from './supply-reconcile.js';

export type Role = 'lowest' | 'other' | 'highest';
export const ROLE_NAME: Record<Role, string> = { lowest: 'lowest bidder', other: 'other', highest: 'highest bidder' };

export interface WildlingHouseState {
  house: House;
  supplyLevel?: number;
  /** House card ids in hand / in the discard pile. */
  hand?: string[];
  discards?: string[];
}

/** What the table decided for one house; which fields a card reads depends on the card and role. */
export interface WildlingChoice {
  house: House;
  destroy?: UnitRef[];
  replace?: UnitRef[];
  option?: 'destroy' | 'influence';
  track?: Track;
  discard?: string;
  retrieve?: string | null;
  muster?: string | null;
}

export interface HouseChange {
  house: House;
  role: string;
  status: 'applied' | 'nothing' | 'pending' | 'illegal' | 'undecided';
  supply?: { from: number; to: number };
  power?: { from: number; to: number };
  destroyed?: UnitRef[];
  replaced?: Array<{ area: string; from: UnitType; to: UnitType }>;
  cardsDiscarded?: string[];
  cardsReturned?: string[];
  tracks?: Partial<Record<Track, { from: number; to: number }>>;
  muster?: { area: string; points: number };
  secondAttack?: boolean;
  /** The armies still over supply after a Supply drop, when the choice of units is missing or illegal. */
  reconcile?: Record<string, unknown>;
  /** What is missing: the choice (with its legal options) or the part of the state the card needs. */
  required?: { field: string; message: string; count?: number; options?: unknown[] };
  /** Why a given choice breaks the card's rule (a 200 verdict, not an error). */
  reasons?: Array<{ code: string; message: string; path: string }>;
  cite: string;
}

export interface AttackState {
  board?: Map<string, AreaState>;
  tracks?: Record<Track, House[]>;
  houses: Map<House, WildlingHouseState>;
  /** Power behind each screen after bidding, and the bid still in the fist (or already in the Pool). */
  power: Map<House, { left: number; bid: number }>;
  /** Where the threat token stands now (a second attack moves it too). */
  threat: number;
  trackFirst: boolean;
  /** Option preemptiveRaidTieByIronThrone: the Iron Throne holder (`by`) names the track when the lowest bidder's best tracks tie (L1046-1049). */
  throneTrack?: { by: House; track?: Track; path: Array<string | number> };
  ex: Explainer;
}

/** One house's turn at the card: its role, its choice and where that choice sits in the request. */
export interface Turn {
  house: House;
  role: Role;
  choice?: WildlingChoice;
  path: Array<string | number>;
  change: HouseChange;
  rule: Rule;
}

export function note(s: AttackState, t: Turn, text: string): void {
  s.ex.add(t.rule, `${t.house} (${ROLE_NAME[t.role]}): ${text}`);
}

export function pending(s: AttackState, t: Turn, field: string, message: string, extra: { count?: number; options?: unknown[] } = {}): void {
  t.change.status = 'pending';
  t.change.required = { field, message, ...extra };
  note(s, t, `waits for ${field}: ${message}`);
}

export function illegal(s: AttackState, t: Turn, field: string, code: string, message: string): void {
  t.change.status = 'illegal';
  (t.change.reasons ??= []).push({ code, message, path: pointer(...t.path, field) });
  note(s, t, `${code}: ${message}`);
}

export function applied(t: Turn): void {
  if (t.change.status !== 'pending' && t.change.status !== 'illegal') t.change.status = 'applied';
}

/** The house's units on the board, one entry per unit. */
export function unitList(s: AttackState, house: House): UnitRef[] {
  const out: UnitRef[] = [];
  for (const [area, a] of s.board ?? []) if (a.owner === house) for (const u of a.units ?? []) out.push({ area, type: u.type });
  return out;
}

export const available = (s: AttackState, house: House, type: UnitType): number => UNIT_LIMITS[type] - unitList(s, house).filter((u) => u.type === type).length;

/** Units named by a choice must be the house's and on the board: a claim about units not there is a 422. */
export function checkRefs(s: AttackState, t: Turn, field: string, refs: readonly UnitRef[], type?: UnitType): void {
  const left = new Map<string, UnitType[]>();
  for (const u of unitList(s, t.house)) left.set(u.area, [...(left.get(u.area) ?? []), u.type]);
  refs.forEach((r, i) => {
    const here = left.get(r.area);
    const j = here?.indexOf(r.type) ?? -1;
    if (!here || j < 0 || (type && r.type !== type)) {
      const what = type && r.type !== type ? `a ${type}` : `a ${r.type} of ${t.house}`;
      throw new DomainError('impossible_state', `${r.area} holds no (further) ${r.type} of ${t.house}`, [{ path: pointer(...t.path, field, i), code: 'unit_not_there', message: `this card needs ${what} in ${r.area}, and there is none left there` }]);
    }
    here.splice(j, 1);
  });
}

/** Destroy units (checked first); an emptied area keeps no control (L2506-2510). */
export function destroy(s: AttackState, t: Turn, refs: readonly UnitRef[]): void {
  for (const r of refs) {
    const a = s.board!.get(r.area)!;
    const units = [...(a.units ?? [])];
    units.splice(units.findIndex((u) => u.type === r.type), 1);
    s.board!.set(r.area, { ...a, units });
    if (units.length === 0) s.ex.add(R.noControl, `${r.area} is left empty: ${t.house} may not place a Power token there (L2506-2510)`);
  }
  t.change.destroyed = [...(t.change.destroyed ?? []), ...refs];
}

/** Swap units in place (Crow Killers); the army's size, and so supply, is unchanged. */
export function swap(s: AttackState, t: Turn, refs: readonly UnitRef[], to: UnitType): void {
  for (const r of refs) {
    const a = s.board!.get(r.area)!;
    const units = [...(a.units ?? [])];
    units[units.findIndex((u) => u.type === r.type)] = { type: to };
    s.board!.set(r.area, { ...a, units });
    (t.change.replaced ??= []).push({ area: r.area, from: r.type, to });
  }
}

/** Exactly one way to pick `k` of these units (counting units of one type in one area alike)? */
export function forced(units: readonly UnitRef[], k: number): boolean {
  return k === 0 || k === units.length || new Set(units.map((u) => `${u.area}/${u.type}`)).size === 1;
}

/** The house's units grouped for a player: [{area, type, count}]. */
export function grouped(units: readonly UnitRef[]): Array<{ area: string; type: UnitType; count: number }> {
  const m = new Map<string, { area: string; type: UnitType; count: number }>();
  for (const u of units) {
    const k = `${u.area}/${u.type}`;
    m.set(k, { area: u.area, type: u.type, count: (m.get(k)?.count ?? 0) + 1 });
  }
  return [...m.values()];
}

/** A hand or discard pile must hold the house's own, known cards. */
export function checkCards(houses: readonly WildlingHouseState[], v: { add(path: string, code: string, message: string): void }): void {
  houses.forEach((h, i) => {
    const seen = new Set<string>();
    for (const field of ['hand', 'discards'] as const) {
      (h[field] ?? []).forEach((id, j) => {
        const c = houseCard(id);
        if (!c) v.add(pointer('houses', i, field, j), 'unknown_card', `no House card "${id}"`);
        else if (c.house !== h.house) v.add(pointer('houses', i, field, j), 'not_owned', `${c.name} is a ${c.house} card`);
        if (seen.has(id)) v.add(pointer('houses', i, field, j), 'duplicate', `${id} is listed twice`);
        seen.add(id);
      });
    }
  });
}
