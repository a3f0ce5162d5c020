/**
 * Where units stand after deployment (L502-540): each inside its zone, Scouts in theirs or more than 18" from the
 * enemy, 1" between units, and hidden models inside a friendly unit of their troop type.
 */
import type { Explainer } from '../../../core/explain.js';
import { pointer } from '../../../core/errors.js';
import { polygonDistance } from '../../../core/table/intersect.js';
import { footprintPolygon, type Polygon } from '../../../core/table/shapes.js';
import { R } from '../rules.js';
import type { DeployedUnit, DeploymentAnswer, HiddenModel, UnitFinding } from './types.js';
import { lineDistance, margin, type Side, type Zone } from './zone.js';

export const r3 = (v: number) => Math.round(v * 1000) / 1000;
export const hasRule = (u: { rules?: Array<{ id: string }> }, id: string) => (u.rules ?? []).some((r) => r.id === id);
export const isScout = (u: DeployedUnit) => hasRule(u, 'scout');

/** Whether a first-turn restriction applies: its side goes first (true), the other does (false), not known (null). */
export const appliesIf = (side: Side, goesFirst: Side | undefined): boolean | null => (goesFirst === undefined ? null : goesFirst === side);

export function checkPlacement(units: readonly DeployedUnit[], zones: Record<Side, Zone>, impassable: readonly Polygon[], hidden: readonly HiddenModel[], ambusherIds: ReadonlySet<string>, goesFirst: Side | undefined, ex: Explainer): DeploymentAnswer {
  const polys = units.map((u) => footprintPolygon(u));
  const violations: UnitFinding[] = [];
  const answer: DeploymentAnswer = { valid: true, violations, distances: [], scouts: [], firstTurnNoCharge: [] };
  const add = (code: string, unit: string, path: string, message: string, cite: string) => violations.push({ code, unit, path, message, cite });
  ex.add(R.deployment, `zones: side A ${zones.A.words}; side B ${zones.B.words}`);
  units.forEach((u, i) => {
    const zone = zones[u.side];
    const m = margin(zone, polys[i]);
    const inside = m > 1e-9;
    answer.distances.push({ unit: u.id, side: u.side, distance: r3(lineDistance(zone, polys[i])), margin: r3(m) });
    const at = pointer('units', i, 'centre');
    if (isScout(u)) {
      // Scout: its own zone, or more than 18" from every enemy unit already deployed (the enemy's other units and its Scouts placed before): 004_1ae45c4b93e4399d.txt L3264-3273
      const before = units.map((e, j) => ({ e, j })).filter(({ e, j }) => e.side !== u.side && (!isScout(e) || j < i));
      const nearest = before.length ? Math.min(...before.map(({ j }) => polygonDistance(polys[i], polys[j]))) : null;
      answer.scouts.push({ unit: u.id, side: u.side, inZone: inside, nearestEnemy: nearest === null ? null : r3(nearest) });
      if (!inside) {
        answer.firstTurnNoCharge.push({ unit: u.id, side: u.side, rule: 'scout', applies: appliesIf(u.side, goesFirst), cite: R.scout.cite });
        if (nearest !== null && nearest <= 18 + 1e-9) add('SCOUT_TOO_CLOSE', u.id, at, `Scout ${u.id} is outside its zone and ${r3(nearest)}" from an enemy unit; outside its zone a Scout deploys more than 18" from every enemy unit`, R.scout.cite);
      }
    } else if (!inside) {
      // every unit entirely inside its deployment zone: 004_1ae45c4b93e4399d.txt L522-523
      add('OUTSIDE_ZONE', u.id, at, `${u.id} is not entirely inside side ${u.side}'s zone (${zone.words}): ${Math.abs(m) <= 1e-9 ? 'its edge lies exactly on the zone\'s edge' : `${r3(-m)}" of it lies outside, measured across the dividing line`}`, R.deployInZone.cite);
    }
    // 1" from other units and impassable terrain: 004_1ae45c4b93e4399d.txt L727-731
    for (let j = 0; j < i; j++) {
      const d = polygonDistance(polys[i], polys[j]);
      if (d < 1 - 1e-9) add('WITHIN_1_INCH', u.id, at, `${u.id} is ${r3(d)}" from ${units[j].id}; units keep at least 1" apart`, R.oneInch.cite);
    }
    impassable.forEach((t, k) => {
      const d = polygonDistance(polys[i], t);
      if (d < 1 - 1e-9) add('WITHIN_1_INCH', u.id, at, `${u.id} is ${r3(d)}" from the impassable terrain of pieces/${k}; units keep at least 1" from it`, R.oneInch.cite);
    });
  });
  const scouts = answer.scouts;
  ex.add(R.deployInZone, `${units.length - scouts.length} unit(s) deployed by the normal rules, each entirely inside its zone: ${violations.filter((v) => v.code === 'OUTSIDE_ZONE').length} outside`);
  if (scouts.length) ex.add(R.scout, `${scouts.length} Scout(s): ${scouts.map((s) => `${s.unit} ${s.inZone ? 'in its zone' : `outside its zone, ${s.nearestEnemy ?? '—'}" from the nearest enemy unit deployed before it`}`).join('; ')}`);
  hidden.forEach((h, i) => checkHidden(h, i, units, ambusherIds, add));
  if (hidden.length) ex.add(R.hidden, `${hidden.length} hidden model(s), each inside an already deployed friendly unit of its troop type`);
  answer.valid = violations.length === 0;
  return answer;
}

// Hidden: inside an already deployed friendly unit of the same troop type; a hidden champion in its own unit: 004_1ae45c4b93e4399d.txt L3235-3241
function checkHidden(h: HiddenModel, i: number, units: readonly DeployedUnit[], ambusherIds: ReadonlySet<string>, add: (code: string, unit: string, path: string, message: string, cite: string) => void) {
  const at = pointer('hidden', i, 'in');
  const cite = R.hidden.cite;
  if (h.championOf !== undefined && h.championOf !== h.in) add('HIDDEN_CHAMPION_OTHER_UNIT', h.id, at, `${h.id} is the champion of ${h.championOf}: a hidden champion hides in its own unit`, cite);
  if (ambusherIds.has(h.in)) return add('HIDDEN_HOST_NOT_DEPLOYED', h.id, at, `${h.in} is ambushing, not deployed: a hidden model hides in a unit already deployed`, cite);
  const host = units.find((u) => u.id === h.in)!;
  if (host.side !== h.side) add('HIDDEN_HOST_ENEMY', h.id, at, `${h.in} belongs to side ${host.side}: a hidden model hides in a friendly unit`, cite);
  if (host.troopType !== h.troopType) add('HIDDEN_HOST_TROOP_TYPE', h.id, at, `${h.id} is ${h.troopType}, ${h.in} is ${host.troopType}: the unit is of the hidden model's troop type`, cite);
}
