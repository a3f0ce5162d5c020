/**
 * `mode: 'arc'`: which arc of a unit a point or another unit lies in (KoW arcs: 003_80333abf01c9832d.txt
 * L89-93, lines at 45° from the corners; the arc holding a unit's leader point decides the facing
 * charged, L334-344). A point exactly on a 45° line (within the contact tolerance) belongs to the
 * front / rear arc, or to the flank with option arcTieBreak: flank.
 */
import { arcOfPoint, shapeTouchesArc, type Arc, type ArcTieBreak } from '../../core/table/arcs.js';
import { defineRule, Explainer } from '../../core/explain.js';
import { leaderPoint } from '../../core/table/shapes.js';
import { CONTACT_TOL, type Vec } from '../../core/table/vec.js';
import type { RulesContext, RulesOutcome } from '../../core/system.js';
import type { ArcReport, ChargeResult } from './charge-types.js';
import type { Placed } from './world.js';

const ARCS = defineRule('kow.arcs', '003_80333abf01c9832d.txt L89-93, L334-344', 'The four arcs of a unit, bounded by lines at 45° from its corners');

export function runArc(ctx: RulesContext, of: Placed, point: Vec | undefined, other: Placed | undefined): RulesOutcome<ChargeResult> {
  const ex = new Explainer();
  const tie = (ctx.options.arcTieBreak ?? 'frontRear') as ArcTieBreak;
  const p = point ?? leaderPoint(other!.fp);
  const arc = arcOfPoint(of.fp, p, tie, CONTACT_TOL);
  const onLine = arc !== 'inside' && arcOfPoint(of.fp, p, tie === 'flank' ? 'frontRear' : 'flank', CONTACT_TOL) !== arc;
  const report: ArcReport = { of: of.id, point: p, arc, onLine };
  if (other) {
    const arcs = ['front', 'left', 'right', 'rear'] as const;
    report.unit = { id: other.id, centre: arcOfPoint(of.fp, other.fp.centre, tie, CONTACT_TOL), partlyIn: arcs.filter((a) => shapeTouchesArc(of.fp, other.poly, a)) };
  }
  const what = other ? `${other.id}'s leader point` : `(${p.x}, ${p.y})`;
  ex.add(ARCS, `${what} is ${arc === 'inside' ? `inside ${of.id}'s footprint` : `in ${of.id}'s ${arc} arc`}${onLine ? ` (on a 45° line: arcTieBreak ${tie})` : ''}`);
  if (report.unit) ex.add(ARCS, `${other!.id}'s centre is in the ${report.unit.centre} arc; it is at least partly in: ${report.unit.partlyIn.join(', ') || 'none'}`);
  return {
    result: { charger: of.id, ...(other ? { target: other.id } : {}), legal: true, reasons: [], arc: report } as unknown as ChargeResult,
    explanation: ex.steps,
  };
}
