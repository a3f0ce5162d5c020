/**
 * Several chargers in one order, and the verdict of each (KoW several chargers on one target:
 * 003_80333abf01c9832d.txt L369-386): every charger must qualify on its own; chargers on the same
 * facing share it as evenly as possible in their current order along it; one that does not fit
 * does not charge (it may be given another order).
 */
import type { Explainer } from '../../core/explain.js';
import { leaderPoint } from '../../core/table/shapes.js';
import { segmentsIntersect } from '../../core/table/intersect.js';
import { dist, dot, type Vec } from '../../core/table/vec.js';
import { place, type FacingGeometry, type Slot } from './charge-contact.js';
import { reason, type ChargeVerdict, type World } from './charge-types.js';
import { finish, preconditions } from './charge-verdict.js';
import { CLEARANCE } from './placement.js';
import { R } from './rules.js';
import type { Placed } from './world.js';

/** The verdicts of `order` (the charger first) charging `t`, fitted in that order. */
export function fitChargers(w: World, order: Placed[], t: Placed, mode: 'normal' | 'counter', chargedBy: ReadonlySet<string>, ex: Explainer): ChargeVerdict[] {
  const placedChargers: Placed[] = [];
  const verdicts: ChargeVerdict[] = [];
  const blocks = new Map<string, { slots: Slot[]; g: FacingGeometry }>();
  for (const unit of order) {
    const chk = preconditions(w, unit, t, mode, chargedBy, ex);
    const v = chk.verdict;
    verdicts.push(v);
    if (v.reasons.some((r) => ['WE_CANNOT_CHARGE', 'WAVERING_CANNOT_CHARGE', 'NOT_A_COUNTER_CHARGE_TARGET'].includes(r.code))) continue;
    const g = chk.g!;
    // Several chargers on one facing share it as evenly as possible, in their current order (L369-386)
    const block = blocks.get(v.facing) ?? { slots: [], g };
    const trial = [...block.slots.map((x) => x.unit), unit].sort((a, b) => dot(leaderPoint(a.fp), g.t) - dot(leaderPoint(b.fp), g.t));
    const gap = w.options.friendlyGap === '1inch' ? 1 : CLEARANCE;
    const total = trial.reduce((acc, u) => acc + u.fp.width, 0) + gap * (trial.length - 1);
    let x = -total / 2;
    const slots: Slot[] = trial.map((u) => {
      const slot = { unit: u, offset: x + u.fp.width / 2 };
      x += u.fp.width + gap;
      return slot;
    });
    const others = placedChargers.filter((p) => !trial.includes(p));
    const where = trial.length === 1 ? place(w, [{ unit, offset: 0 }], t, g, others) : place(w, slots, t, g, others);
    if (!where) {
      if (trial.length > 1) {
        v.reasons.push(reason('NO_ROOM_FOR_ALL_CHARGERS', `${unit.id} does not fit on ${t.id}'s ${v.facing} beside ${block.slots.map((s) => s.unit.id).join(', ')}; it may be given another order`, R.multipleCharges.cite));
        ex.add(R.multipleCharges, `${unit.id} does not fit beside the other chargers`);
      } else {
        const corner = place(w, [{ unit, offset: 0 }], t, g, others, true);
        v.reasons.push(
          corner
            ? reason('CORNER_ONLY', `${unit.id} could only touch ${t.id}'s ${v.facing} corner to corner`, R.chargeContact.cite)
            : reason('NO_LEGAL_CONTACT', `${unit.id} cannot be placed against ${t.id}'s ${v.facing}: terrain, other units or the table edge are in the way`, R.chargeContact.cite),
        );
      }
      continue;
    }
    const s = where.s;
    if (trial.length === 1) {
      finish(w, unit, t, mode, chk, s, ex);
      block.slots = [{ unit, offset: 0 }];
    } else {
      // Re-seat every charger of the block and re-check their paths
      for (const slot of slots) {
        const vi = verdicts[order.indexOf(slot.unit)];
        vi.reasons = vi.reasons.filter((r) => r.code !== 'NO_PATH' && r.code !== 'PATH_TOO_LONG');
        delete vi.final;
        delete vi.path;
        vi.hindered = false;
        vi.hinderedBy = [];
        delete vi.hinderedExemption;
        finish(w, slot.unit, t, mode, { verdict: vi, g }, s + slot.offset, ex);
      }
      block.slots = slots;
    }
    blocks.set(v.facing, block);
    if (!placedChargers.includes(unit)) placedChargers.push(unit);
  }
  pathsMustNotCross(order, verdicts, ex);
  for (const v of verdicts) v.legal = v.reasons.length === 0;
  return verdicts;
}

/** The route of a charger's centre: its start, then where each move of the path leaves it. */
function track(u: Placed, v: ChargeVerdict): Vec[] {
  const out: Vec[] = [u.fp.centre];
  for (const m of v.path!.moves) if (dist(out[out.length - 1], m.to.centre) > 1e-9) out.push(m.to.centre);
  return out;
}

function tracksMeet(a: Vec[], b: Vec[]): boolean {
  for (let i = 0; i + 1 < a.length; i++) for (let j = 0; j + 1 < b.length; j++) if (segmentsIntersect(a[i], a[i + 1], b[j], b[j + 1])) return true;
  return false;
}

// KoW several chargers: 003_80333abf01c9832d.txt L385-386 — their routes may not cross; the later charger in the order yields
function pathsMustNotCross(order: Placed[], verdicts: ChargeVerdict[], ex: Explainer): void {
  const routes = verdicts.map((v, i) => (v.path && v.reasons.length === 0 ? track(order[i], v) : null));
  for (let j = 1; j < order.length; j++) {
    if (!routes[j]) continue;
    const i = routes.findIndex((r, k) => k < j && r !== null && verdicts[k].reasons.length === 0 && tracksMeet(r, routes[j]!));
    if (i < 0) continue;
    verdicts[j].reasons.push(reason('PATHS_CROSS', `${order[j].id}'s route would cross ${order[i].id}'s: in one charge order the chargers' routes may not cross`, R.multipleCharges.cite));
    ex.add(R.multipleCharges, `${order[j].id}'s route crosses ${order[i].id}'s: ${order[j].id} cannot charge with it (it may be given another order)`);
  }
}
