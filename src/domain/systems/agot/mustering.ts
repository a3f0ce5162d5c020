/**
 * Mustering (AGoT 001_4bc5a92fd4dd1b7e.txt L773-881; ports L2571-2584, L2626-2629): a house's plan
 * checked against the board — checked by `armies/validate` (`muster`) and by the Westeros phase's
 * Mustering and A Throne of Blades — and then placed on the board.
 */
import { pointer } from '../../core/errors.js';
import { controlOf, type AreaState, type UnitType } from './board.js';
import { adjacent, area } from './map.js';
import type { House } from './map-types.js';

export interface MusterPlan {
  area: string;
  units: Array<{ type: UnitType; upgrade?: boolean; to?: string }>;
}

export interface MusterViolation {
  code: string;
  message: string;
  path: string;
}

/** Mustering points of an area (L787-791): 2 for a Stronghold, 1 for a Castle. */
export const musterPoints = (id: string): number => (area(id)?.castle === 'stronghold' ? 2 : area(id)?.castle === 'castle' ? 1 : 0);

/** The areas a house may muster in (L780-782): land areas it controls holding a Castle or Stronghold (a home area counts while no one else holds it). */
export function musterAreas(board: ReadonlyMap<string, AreaState>, house: House, ids: Iterable<string>): Array<{ area: string; points: number }> {
  return [...ids].filter((id) => area(id)!.type === 'land' && musterPoints(id) > 0 && controlOf(board, id) === house).sort().map((id) => ({ area: id, points: musterPoints(id) }));
}

/**
 * AGoT mustering rules (L780-881, L2571-2584, L2626-2629): each planned unit checked; `units` (the
 * house's totals) and `counts` (its units per area) are updated for the caller's limit and supply checks.
 */
export function checkMuster(
  board: ReadonlyMap<string, AreaState>,
  h: House,
  plans: readonly MusterPlan[],
  units: Record<UnitType, number>,
  counts: Map<string, number>,
  at: Array<string | number>,
): MusterViolation[] {
  const out: MusterViolation[] = [];
  const v = (code: string, message: string, path: string) => out.push({ code, message, path });
  const spent = new Map<string, number>();
  plans.forEach((m, i) => {
    const a = area(m.area);
    const path = pointer(...at, i);
    if (!a) return v('MUSTER_NO_FORTIFICATION', `no area "${m.area}"`, `${path}/area`);
    // A special Consolidate Power in a port gains Power but never musters (L2626-2629)
    if (a.type === 'port') return v('MUSTER_FROM_PORT', `${a.name} is a port: a special Consolidate Power there cannot muster`, `${path}/area`);
    const s = board.get(m.area);
    if (a.castle === 'none' || controlOf(board, m.area) !== h) return v('MUSTER_NO_FORTIFICATION', `${h} can muster only in a Castle or Stronghold it controls, not ${a.name}`, `${path}/area`);
    let points = 0;
    let footmen = (s?.owner === h ? (s.units ?? []) : []).filter((u) => u.type === 'footman').length;
    m.units.forEach((u, j) => {
      const up = pointer(...at, i, 'units', j);
      points += u.upgrade ? 1 : u.type === 'footman' || u.type === 'ship' ? 1 : 2;
      if (u.upgrade) {
        if (u.type === 'footman' || u.type === 'ship' || footmen === 0) return v('MUSTER_UPGRADE_NO_FOOTMAN', `an upgrade to a ${u.type} replaces a Footman already in ${a.name}`, up);
        footmen--;
        units.footman--;
        units[u.type]++;
        return;
      }
      units[u.type]++;
      if (u.type === 'ship') {
        const to = u.to ? area(u.to) : undefined;
        const enemy = to && board.get(to.id)?.owner && board.get(to.id)!.owner !== h && (board.get(to.id)!.units ?? []).length > 0;
        const ok = to && ((to.type === 'port' && to.portOf === a.id) || (to.type === 'sea' && adjacent(a.id, to.id) && !enemy));
        if (!ok) return v('MUSTER_SHIP_PLACEMENT', `a ship from ${a.name} goes into its own port or an adjacent sea without enemy ships`, up);
        counts.set(to!.id, (counts.get(to!.id) ?? 0) + 1);
        // AGoT ports: never more than three Ships in a port at any time, mustering included (L2571-2578)
        if (to!.type === 'port' && counts.get(to!.id)! > 3) v('PORT_SHIP_LIMIT', `${to!.name} would hold ${counts.get(to!.id)} Ships; a port never holds more than three`, up);
        return;
      }
      if (u.type === 'footman') footmen++;
      counts.set(a.id, (counts.get(a.id) ?? 0) + 1);
    });
    // An area's points are spent once, whatever the number of entries naming it (L805-807, L821-824)
    const total = (spent.get(a.id) ?? 0) + points;
    spent.set(a.id, total);
    if (total > musterPoints(a.id)) v('MUSTER_POINTS_EXCEEDED', `${a.name} gives ${musterPoints(a.id)} mustering point(s), the plan spends ${total}`, path);
  });
  return out;
}

/** Place a checked plan on the board: new units in the area (Ships in their port or sea), upgrades replacing a Footman (L805-812). */
export function placeMuster(board: Map<string, AreaState>, h: House, plans: readonly MusterPlan[]): void {
  const put = (id: string, f: (units: Array<{ type: UnitType }>) => void) => {
    const s = board.get(id) ?? { id };
    const list = [...(s.owner === h ? (s.units ?? []) : [])];
    f(list);
    board.set(id, { ...s, owner: h, units: list });
  };
  for (const m of plans) {
    for (const u of m.units) {
      if (u.upgrade) put(m.area, (l) => (l[l.findIndex((x) => x.type === 'footman')] = { type: u.type }));
      else put(u.type === 'ship' ? u.to! : m.area, (l) => l.push({ type: u.type }));
    }
  }
}
