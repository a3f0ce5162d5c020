/**
 * Artillery placed on the table (§3.11): the checks shared by every weapon, and the cannon and bolt thrower, whose
 * placement only works out what the caller would otherwise give — the models along the cannon's line after the
 * impact model and the characters' slots on it (L2494-2507, L2649-2652), the bolt thrower's most hits from the arc it
 * stands in (L2484-2493) — before the model-by-model resolution of `artillery.ts`. Templates: `placed-template.ts`.
 */
import { IssueCollector } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { SEED, specialRule } from '../rules.js';
import type { Unit } from '../units.js';
import type { ArtilleryInput } from './artillery.js';
import type { CombinedInput } from './distribute.js';
import { boltMaxHits, cannonLine, layOut, type Laid } from './placement.js';

export const placedRule = (lines: string, name: string) => specialRule('artillery', `${SEED} ${lines}`, name);
/** A point in an explanation: inches, two decimals. */
export const where = (v: { x: number; y: number }) => `(${+v.x.toFixed(2)}, ${+v.y.toFixed(2)})`;

/** What the placement answers: per unit odds (exact) or the final template (seeded, given), the cannon's line, the bolt's arc. */
export interface PlacementReport {
  units?: Array<{ meanHits: number; pCentre: number; hits: Array<{ value: number; p: number }> }>;
  final?: { centre: { x: number; y: number }; distance: number; direction?: number; units: Array<{ hits: number[]; centre?: number }> };
  line?: { impactModel: number; models: number[]; length: number; stoppedBy?: number };
  arc?: string;
  maxHits?: number;
}

/** Every placement check: the inputs it replaces (400 when given too), the layout (400/422). */
export function placeOnTable(a: ArtilleryInput, target: Unit, combined: CombinedInput | undefined): Laid {
  const bad = new IssueCollector();
  const geo = new IssueCollector();
  const p = a.placement!;
  const bolt = a.weapon === 'boltThrower';
  const alive = target.models - Math.floor(target.woundsTaken / Math.max(1, target.profile.W));
  const placedChars = Array.isArray(p.units) ? p.units[0]?.characters : undefined;
  if (!bolt && a.models !== undefined) bad.add('/artillery/models', 'not_applicable', 'with a placement the engine counts the models under the template or line');
  if (a.modelsByAdvance !== undefined) bad.add('/artillery/modelsByAdvance', 'not_applicable', 'with a placement the engine counts the models the template touches on its way');
  if (bolt && a.maxHits !== undefined) bad.add('/artillery/maxHits', 'not_applicable', 'with a placement the arc the bolt thrower stands in gives its most hits');
  if (!bolt && combined?.touched !== undefined) bad.add('/combined/touched', 'not_applicable', 'with a placement the characters touched follow from where they stand (artillery.placement.units[0].characters)');
  if (!bolt && combined?.linePositions !== undefined) bad.add('/combined/linePositions', 'not_applicable', 'with a placement the characters\' slots on the line follow from where they stand');
  if (!bolt && combined && placedChars === undefined) bad.add('/artillery/placement/units/0/characters', 'required', 'the model each character of combined.characters stands in');
  if (bolt && placedChars !== undefined) bad.add('/artillery/placement/units/0/characters', 'not_applicable', 'the bolt\'s path through the unit is not placed: give combined.touched and linePositions');
  const chars = bolt ? placedChars?.length ?? null : combined ? (Array.isArray(combined.characters) ? combined.characters.length : 0) : null;
  const laid = layOut(p, a.weapon, { alive, files: target.files, characters: chars }, bad, geo);
  bad.throwIfAny('invalid_input', 'Invalid artillery placement');
  geo.throwIfAny('impossible_state', 'Impossible artillery placement');
  return laid;
}

/** Cannon and bolt thrower on the table: the inputs of the line resolution, worked out. */
export function placeLine(a: ArtilleryInput, target: Unit, combined: CombinedInput | undefined, ex: Explainer): { artillery: ArtilleryInput; combined?: CombinedInput; report: PlacementReport } {
  const laid = placeOnTable(a, target, combined);
  const p = a.placement!;
  if (a.weapon === 'boltThrower') {
    const b = boltMaxHits(laid, p.from!);
    ex.add(placedRule('L2484-2493', 'Bolt thrower'), `the bolt thrower at ${where(p.from!)} stands in the target's ${b.arc} arc: at most ${b.maxHits} model(s), its ${b.arc === 'front' || b.arc === 'rear' ? 'ranks' : 'files'}`);
    return { artillery: { ...a, placement: undefined, maxHits: b.maxHits }, combined, report: { arc: b.arc, maxHits: b.maxHits } };
  }
  const line = cannonLine(laid, p);
  const slots = [line.impact, ...line.order];
  const touched: number[] = [];
  const linePositions: number[] = [];
  [...laid.units[0].chars].sort((x, y) => x[1] - y[1]).forEach(([model, k]) => {
    const slot = slots.indexOf(model);
    if (slot >= 0) { touched.push(k); linePositions.push(slot); }
  });
  ex.add(placedRule('L2494-2507', 'Cannon'), `the line runs ${+line.length.toFixed(2)}" from the impact point ${where(p.aim)} directly away from the cannon at ${where(p.from!)}${line.stoppedBy !== null ? ` (stopped by terrain ${line.stoppedBy})` : ''}: model ${line.impact} under the impact point, then ${line.order.length ? `model(s) ${line.order.join(', ')}` : 'no other model'} of the target${touched.length ? `; character(s) ${touched.join(', ')} in slot(s) ${linePositions.join(', ')}` : ''}`);
  if (line.beyond) ex.add(placedRule('L2494-2507', 'Cannon'), `the line goes on over ${line.beyond} model(s) of other units after the target's: not resolved here`);
  return {
    artillery: { ...a, placement: undefined, models: line.order.length },
    combined: combined ? { ...combined, touched, linePositions } : undefined,
    report: { line: { impactModel: line.impact, models: line.order, length: line.length, ...(line.stoppedBy !== null ? { stoppedBy: line.stoppedBy } : {}) } },
  };
}
