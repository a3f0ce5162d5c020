/**
 * The `scoring` capability (§8): victory points at game end (L2948-2967), secondary objectives (L470-479,
 * L2968-2987), result categories (L2988-3002), battle points 10–0 (L3003-3039), six game turns (L545-550).
 */
import { DomainError } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { optionsNamed } from './options.js';
import { R } from './rules.js';

export interface ScoredUnit {
  name: string;
  points: number;
  status: 'alive' | 'dead' | 'fledOffBoard' | 'fleeing';
  startingWounds?: number;
  wounds?: number;
  summoned?: boolean;
  general?: boolean;
  bsb?: boolean;
  /** The BSB died in combat or fled from a combat (L2731-2736). */
  bsbCaptured?: boolean;
  /** Unit standards killed in combat or fled from a combat (50 each). */
  standardsCaptured?: number;
}

export interface ScoringRequest {
  gameSize: number;
  method?: 'margin' | 'battlePoints';
  secondary?: {
    objective: 'holdTheGround' | 'breakthrough' | 'secureTarget';
    /** Who achieved it; or worked out from `scoringUnits` / `markers`. */
    achievedBy?: 'A' | 'B' | 'both' | 'none';
    /** Scoring units at game end: within 6" of the centre (Hold the Ground), in the opponent's deployment zone (Breakthrough). */
    scoringUnits?: { A: number; B: number };
    /** Secure Target: per marker, each side's scoring units within 6" of it. */
    markers?: Array<{ A: number; B: number }>;
  };
  gameTurns?: number;
  armies: { A: ScoredUnit[]; B: ScoredUnit[] };
}

/** VP one army's losses give to the opponent. */
function vpFrom(units: ScoredUnit[], opts: Record<string, unknown>, side: string, lines: Array<{ side: string; unit: string; source: string; vp: number }>): number {
  let vp = 0;
  const add = (unit: string, source: string, v: number) => { if (v) { lines.push({ side, unit, source, vp: v }); vp += v; } };
  for (const u of units) {
    if (u.summoned) continue; // summoned units never give VP (L817-818)
    if (u.status === 'dead' || u.status === 'fledOffBoard') add(u.name, 'destroyed', u.points);
    else {
      const half = Math.ceil(u.points / 2);
      const decimated = u.startingWounds !== undefined && u.wounds !== undefined && u.wounds * 4 <= u.startingWounds;
      const fleeing = u.status === 'fleeing';
      if (fleeing) add(u.name, 'fleeing', half);
      if (decimated && (!fleeing || opts.stackFleeingAndDecimated)) add(u.name, 'decimated', half);
    }
    if (u.general && (u.status === 'dead' || u.status === 'fledOffBoard')) add(u.name, 'theKingIsDead', 100);
    if (u.bsb && u.bsbCaptured) add(u.name, 'theFlagIsDown', 100);
    if (u.standardsCaptured) add(u.name, 'capturedStandards', 50 * u.standardsCaptured);
  }
  return vp;
}

export function resultCategory(diff: number, size: number, exactFive: string): { result: string; margin: number } {
  const pct = diff / size;
  if (pct < 0.05 || (pct === 0.05 && exactFive === 'draw')) return { result: 'draw', margin: 0 };
  if (pct <= 0.2) return { result: 'marginalVictory', margin: 1 };
  if (pct <= 0.6) return { result: 'decisiveVictory', margin: 2 };
  return { result: 'massacre', margin: 3 };
}

export function battlePoints(vpA: number, vpB: number, size: number, secondary: string, bands: string): { A: number; B: number } {
  const d = Math.abs(vpA - vpB);
  const pct = d / size;
  const w = bands === 'printed' && size === 2500 ? (d <= 250 ? 5 : d <= 625 ? 6 : d <= 1200 ? 7 : 8) : pct <= 0.1 ? 5 : pct <= 0.25 ? 6 : pct <= 0.5 ? 7 : 8;
  let [a, b] = vpA >= vpB ? [w, 10 - w] : [10 - w, w];
  if (secondary === 'A') { a += 2; b -= 2; } else if (secondary === 'B') { a -= 2; b += 2; }
  return { A: Math.max(0, Math.min(10, a)), B: Math.max(0, Math.min(10, b)) };
}

type Side = 'A' | 'B' | 'both' | 'none';
const more = (a: number, b: number): Side => (a > b ? 'A' : b > a ? 'B' : 'none');

/**
 * Who achieved the secondary objective (L2968-2987): given, or worked out from the scoring units. Hold the Ground: more
 * scoring units within 6" of the centre; Breakthrough: any player with a scoring unit in the opponent's zone (both
 * may); Secure Target: each marker to the side with more scoring units within 6" of it, the objective to the side
 * controlling more markers. Only Breakthrough can be achieved by both.
 */
export function secondaryAchiever(sec: NonNullable<ScoringRequest['secondary']>): { by: Side; how: string } {
  const bad = (path: string, code: string, message: string) => new DomainError('invalid_input', 'Invalid secondary objective', [{ path, code, message }]);
  if (sec.achievedBy === 'both' && sec.objective !== 'breakthrough') throw bad('/secondary/achievedBy', 'not_applicable', 'only Breakthrough can be achieved by both players (L2971-2982): Hold the Ground and Secure Target go to the one with more');
  if (sec.markers !== undefined && sec.objective !== 'secureTarget') throw bad('/secondary/markers', 'not_applicable', 'markers are for Secure Target (L2977-2982)');
  if (sec.scoringUnits !== undefined && sec.objective === 'secureTarget') throw bad('/secondary/scoringUnits', 'not_applicable', 'Secure Target counts scoring units per marker: use markers (L2977-2982)');
  const counts = [...(sec.scoringUnits ? [['/secondary/scoringUnits', sec.scoringUnits] as const] : []), ...(sec.markers ?? []).map((m, i) => [`/secondary/markers/${i}`, m] as const)];
  for (const [path, c] of counts) for (const k of ['A', 'B'] as const) if (!Number.isInteger(c[k]) || c[k] < 0) throw bad(`${path}/${k}`, 'range', 'a number of scoring units, 0 or more');
  let worked: { by: Side; how: string } | null = null;
  if (sec.objective === 'holdTheGround' && sec.scoringUnits) worked = { by: more(sec.scoringUnits.A, sec.scoringUnits.B), how: `scoring units within 6" of the centre: A ${sec.scoringUnits.A}, B ${sec.scoringUnits.B}` };
  if (sec.objective === 'breakthrough' && sec.scoringUnits) {
    const a = sec.scoringUnits.A > 0;
    const b = sec.scoringUnits.B > 0;
    worked = { by: a && b ? 'both' : a ? 'A' : b ? 'B' : 'none', how: `scoring units in the opponent's deployment zone: A ${sec.scoringUnits.A}, B ${sec.scoringUnits.B}` };
  }
  if (sec.objective === 'secureTarget' && sec.markers) {
    const held = sec.markers.map((m) => more(m.A, m.B));
    const a = held.filter((h) => h === 'A').length;
    const b = held.filter((h) => h === 'B').length;
    worked = { by: more(a, b), how: `markers controlled (more scoring units within 6"): A ${a}, B ${b} of ${held.length}` };
  }
  if (!worked && sec.achievedBy === undefined) throw bad('/secondary/achievedBy', 'required', sec.objective === 'secureTarget' ? 'achievedBy, or markers to work it out' : 'achievedBy, or scoringUnits to work it out');
  if (worked && sec.achievedBy !== undefined && sec.achievedBy !== worked.by) throw bad('/secondary/achievedBy', 'conflict', `the counts give ${worked.by}, not ${sec.achievedBy}`);
  return worked ?? { by: sec.achievedBy!, how: 'as given' };
}

function run(req: ScoringRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  if (req.gameTurns !== undefined && req.gameTurns !== 6) throw new DomainError('invalid_input', 'A game lasts 6 game turns', [{ path: '/gameTurns', code: 'game_length', message: 'fixed at 6 game turns, no random extension (L545-550)' }]);
  const ex = new Explainer();
  ex.add(R.gameLength, 'the game lasted 6 game turns');
  const lines: Array<{ side: string; unit: string; source: string; vp: number }> = [];
  const vpA = vpFrom(req.armies.B, ctx.options, 'A', lines);
  const vpB = vpFrom(req.armies.A, ctx.options, 'B', lines);
  ex.add(R.victoryPoints, `victory points: A ${vpA}, B ${vpB} (destroyed full value, fleeing or decimated half, General and BSB 100, standards 50)`);
  const method = req.method ?? 'margin';
  const achieved = req.secondary ? secondaryAchiever(req.secondary) : null;
  const sec = achieved?.by ?? 'none';
  if (achieved) ex.add(R.secondary, `${req.secondary!.objective}: ${achieved.how} → ${sec === 'both' ? 'both players' : sec === 'none' ? 'no one' : sec}`);
  const secondary = req.secondary ? { secondary: { objective: req.secondary.objective, achievedBy: sec } } : {};
  if (method === 'battlePoints') {
    const bp = battlePoints(vpA, vpB, req.gameSize, sec, String(ctx.options.battlePointBands));
    ex.add(R.battlePoints, `difference ${Math.abs(vpA - vpB)} of ${req.gameSize} → ${bp.A}–${bp.B}${sec === 'A' || sec === 'B' ? ` (secondary objective to ${sec}: ±2)` : ''}`);
    return { result: { vp: { A: vpA, B: vpB }, breakdown: lines, difference: Math.abs(vpA - vpB), battlePoints: bp, winner: vpA === vpB ? null : vpA > vpB ? 'A' : 'B', ...secondary }, explanation: ex.steps };
  }
  const bonus = Math.round(req.gameSize * 0.2);
  let a = vpA;
  let b = vpB;
  if (sec === 'A' || sec === 'both') { a += bonus; lines.push({ side: 'A', unit: '-', source: 'secondaryObjective', vp: bonus }); }
  if (sec === 'B' || sec === 'both') { b += bonus; lines.push({ side: 'B', unit: '-', source: 'secondaryObjective', vp: bonus }); }
  if (sec !== 'none') ex.add(R.secondary, `secondary objective: 20 % of ${req.gameSize} = ${bonus} VP`);
  const diff = Math.abs(a - b);
  const cat = resultCategory(diff, req.gameSize, String(ctx.options.exactFivePercent));
  ex.add(R.resultCategories, `difference ${diff} (${((100 * diff) / req.gameSize).toFixed(2)} % of ${req.gameSize}): ${cat.result}`);
  const winner = cat.margin === 0 ? null : a > b ? 'A' : 'B';
  return { result: { vp: { A: a, B: b }, breakdown: lines, difference: diff, result: cat.result, winner, numeric: { A: winner === null ? 0 : winner === 'A' ? cat.margin : -cat.margin, B: winner === null ? 0 : winner === 'B' ? cat.margin : -cat.margin }, ...secondary }, explanation: ex.steps };
}

export const scoringCapability: Capability<ScoringRequest, Record<string, unknown>> = {
  options: optionsNamed('stackFleeingAndDecimated', 'exactFivePercent', 'battlePointBands'),
  usesDice: false,
  run,
};
