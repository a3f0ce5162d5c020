/**
 * The `morale` capability (§5): the combat result (L1704-1757), winner (L1704-1709, L2787-2791), break tests
 * with Steadfast, Disrupted, Stubborn, Unbreakable, Unstable, Daemonic Instability, Inspiring Presence and
 * Hold your Ground (L1758-1777, L2706-2736, L3361-3382, L3522-3525); panic tests (L2143-2162); rally
 * (L944-958); flee and pursuit (L1792-1808). Exact probabilities, or the table's dice (seeded/given).
 */
import { DomainError } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import { GivenSampler, type Sampler } from '../../core/prob/samplers.js';
import { samplerOf } from './dice.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { optionsNamed } from './options.js';
import { R, SEED, specialRule } from './rules.js';

export interface MoraleUnit {
  name?: string;
  ld: number;
  /** Inspiring Presence: the General's Ld, if within 12" (18" Large Target) and not fleeing (L2712-2717). */
  generalLd?: number;
  /** Distance to the General, inches: Inspiring Presence only within 12" (18" for a Large Target); omitted = in range. */
  generalDistance?: number;
  generalLargeTarget?: boolean;
  generalFleeing?: boolean;
  /** Distance to the BSB, inches: with bsbInRange omitted, Hold your Ground applies within 12" (18" Large Target). */
  bsbDistance?: number;
  bsbLargeTarget?: boolean;
  bsbFleeing?: boolean;
  /** The unit has Insignificant (panic from Insignificant units still applies to it, L3400-3402). */
  insignificant?: boolean;
  /** Hold your Ground: a non-fleeing BSB within range (L2718-2736). */
  bsbInRange?: boolean;
  fullRanks?: number;
  standard?: boolean;
  bsb?: boolean;
  musician?: boolean;
  warStandard?: boolean;
  /** This unit fights an enemy unit in that enemy's flank / rear (L1735-1740). */
  inEnemyFlank?: boolean;
  inEnemyRear?: boolean;
  /** Most full ranks of an enemy unit engaged in this unit's flank or rear (Disrupted at 2, L1768-1770). */
  enemyRanksOnFlankOrRear?: number;
  inForest?: boolean;
  strider?: boolean;
  stubborn?: boolean;
  unbreakable?: boolean;
  unstable?: boolean;
  daemonicInstability?: boolean;
  immuneToPsychology?: boolean;
  fearPenalty?: boolean;
  warMachine?: boolean;
  swiftstride?: boolean;
  engaged?: boolean;
  fleeing?: boolean;
  startingModels?: number;
  models?: number;
}

export interface CombatSide { woundsCaused: number; overkill?: number; charged?: boolean; chargedFromHill?: boolean; units: MoraleUnit[] }

export interface MoraleRequest {
  test: 'combat' | 'panic' | 'rally' | 'leadership' | 'pursuit';
  sides?: CombatSide[];
  unit?: MoraleUnit;
  trigger?: 'friendDestroyed' | 'friendBroke' | 'fledThrough' | 'heavyCasualties' | 'terror';
  /** Heavy Casualties: models at the start of the phase and casualties this phase (L2150-2154). */
  modelsAtPhaseStart?: number;
  casualties?: number;
  /** friendDestroyed, friendBroke: distance to that friendly unit, inches; a test only within 6" (L2147-2148). Omitted: within. */
  triggerDistance?: number;
  /** The unit that destroyed, broke or fled through consists entirely of Insignificant models (L3400-3402). */
  triggerInsignificant?: boolean;
  /** The testing unit has already passed a panic test this phase: no more this phase (L2160-2162). */
  passedPanicThisPhase?: boolean;
  pursuit?: { fleeing: { swiftstride?: boolean; randomMovement?: string }; pursuers: Array<{ swiftstride?: boolean; randomMovement?: string }> };
}

const P2D6 = (() => {
  const m = new Map<number, number>();
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) m.set(a + b, (m.get(a + b) ?? 0) + 1 / 36);
  return m;
})();
/** P(2D6 ≤ ld) (L685-693). */
export const pLd = (ld: number): number => [...P2D6].filter(([v]) => v <= ld).reduce((s, [, p]) => s + p, 0);
/** With Hold your Ground a failed test is rerolled once (L2719-2725). */
export const pLdReroll = (ld: number, reroll: boolean): number => { const p = pLd(ld); return reroll ? p + (1 - p) * p : p; };
const clamp = (v: number) => Math.max(0, Math.min(10, v));
const rule = (id: string, lines: string, name: string) => specialRule(id, `${SEED} ${lines}`, name);

/** Range of Inspiring Presence and Hold your Ground: 12", 18" for a Large Target; a fleeing model gives nothing (L2712-2736, L3458-3461, L974-975). */
export const inRange = (distance: number | undefined, large: boolean | undefined, fleeing: boolean | undefined): boolean => !fleeing && (distance === undefined || distance <= (large ? 18 : 12));

/** The unit with Hold your Ground resolved from the BSB's distance when given. */
function withBsb(u: MoraleUnit, ex: Explainer): MoraleUnit {
  if (u.bsbDistance === undefined && !u.bsbFleeing) return u;
  const ok = inRange(u.bsbDistance, u.bsbLargeTarget, u.bsbFleeing);
  ex.add(R.holdYourGround, `BSB ${u.bsbFleeing ? 'fleeing' : `${u.bsbDistance}" away`}: Hold your Ground ${ok ? 'applies' : 'does not apply'} (${u.bsbLargeTarget ? 18 : 12}")`);
  return { ...u, bsbInRange: ok };
}

function effectiveLd(u: MoraleUnit, ex: Explainer, label: string): number {
  let ld = u.ld;
  if (u.generalLd !== undefined && !inRange(u.generalDistance, u.generalLargeTarget, u.generalFleeing)) ex.add(R.inspiring, `${label}: the General is out of range or fleeing, no Inspiring Presence`);
  else if (u.generalLd !== undefined && u.generalLd > ld) { ld = u.generalLd; ex.add(R.inspiring, `${label}: Inspiring Presence, Ld ${ld}`); }
  if (u.fearPenalty) { ld = clamp(ld - 1); ex.add(rule('fear', 'L3422-3427', 'Fear'), `${label}: −1 Ld in contact with Fear`); }
  return ld;
}

function rollLd(s: Sampler, purpose: string, ld: number, reroll: boolean): { passed: boolean; total: number; rerolled: boolean } {
  const t = s.roll(purpose, 6, 2).reduce((a, b) => a + b, 0);
  if (t <= ld || !reroll) return { passed: t <= ld, total: t, rerolled: false };
  const t2 = s.reroll(purpose, 6, 2).reduce((a, b) => a + b, 0);
  return { passed: t2 <= ld, total: t2, rerolled: true };
}

export interface SideScore { total: number; parts: Record<string, number> }

/** The combat score of one side (L1704-1757 and options). */
export function combatScore(side: CombatSide, opts: Record<string, unknown>): SideScore {
  const parts: Record<string, number> = { wounds: side.woundsCaused };
  if (side.overkill) parts.overkill = Math.min(3, side.overkill);
  if (side.charged) parts.charge = side.chargedFromHill ? 2 : 1;
  const best = Math.max(0, ...side.units.map((u) => u.fullRanks ?? 0));
  const ranks = Math.min(3, Math.max(0, opts.rankBonusCountsFirstRank ? best : best - 1));
  if (ranks) parts.ranks = ranks;
  if (side.units.some((u) => u.standard || (opts.bsbCountsAsStandard && u.bsb))) parts.standard = 1;
  if (side.units.some((u) => u.bsb)) parts.battleStandard = 1;
  const flank = side.units.filter((u) => u.inEnemyFlank);
  const rear = side.units.filter((u) => u.inEnemyRear);
  if (flank.length) parts.flank = flank.some((u) => (u.fullRanks ?? 0) >= 1) ? 2 : 1;
  if (rear.length && (opts.flankAndRearStack || !flank.length)) parts.rear = rear.some((u) => (u.fullRanks ?? 0) >= 1) ? 3 : 2;
  if (side.units.some((u) => u.warStandard)) parts.warStandard = 1;
  return { total: Object.values(parts).reduce((a, b) => a + b, 0), parts };
}

export interface BreakResult { unit: string; test: 'none' | 'ld' | 'unstable' | 'daemonic'; ld?: number; steadfast?: boolean; pPass?: number; pFlee?: number; outcome?: 'pass' | 'flee' | 'destroyed'; woundsLost?: number; woundsLostDistribution?: Array<{ value: number; p: number }>; roll?: number; reason: string }

function breakTest(u0: MoraleUnit, diff: number, enemyRanks: number, byMusicianOnly: boolean, s: Sampler | null, ex: Explainer): BreakResult {
  const u = withBsb(u0, ex);
  const name = u.name ?? 'unit';
  if (u.daemonicInstability) {
    // 2D6 + difference − Ld > 0: that many wounds, no saves (L3377-3382)
    const ld = effectiveLd(u, ex, name);
    ex.add(rule('daemonicInstability', 'L3377-3382', 'Daemonic Instability'), `${name}: 2D6 + ${diff} − Ld ${ld}, positive → wounds lost`);
    if (s) { const t = s.roll('break', 6, 2).reduce((a, b) => a + b, 0); return { unit: name, test: 'daemonic', ld, woundsLost: Math.max(0, t + diff - ld), roll: t, reason: 'Daemonic Instability' }; }
    const d = new Map<number, number>();
    for (const [v, p] of P2D6) d.set(Math.max(0, v + diff - ld), (d.get(Math.max(0, v + diff - ld)) ?? 0) + p);
    return { unit: name, test: 'daemonic', ld, woundsLostDistribution: [...d].sort((a, b) => a[0] - b[0]).map(([value, p]) => ({ value, p })), reason: 'Daemonic Instability' };
  }
  if (u.unstable) {
    // Unstable: one wound per point, halved (round up) if Stubborn, −1 with Hold your Ground (L3365-3376)
    let w = diff;
    if (u.stubborn) w = Math.ceil(w / 2);
    if (u.bsbInRange) w = Math.max(0, w - 1);
    if (byMusicianOnly) w = diff;
    ex.add(rule('unstable', 'L3365-3376', 'Unstable'), `${name}: loses ${w} wound(s), no saves`);
    return { unit: name, test: 'unstable', woundsLost: w, outcome: 'pass', pPass: 1, pFlee: 0, reason: 'Unstable' };
  }
  if (u.unbreakable) { ex.add(rule('unbreakable', 'L3361-3364', 'Unbreakable'), `${name}: Unbreakable, passes`); return { unit: name, test: 'none', outcome: 'pass', pPass: 1, pFlee: 0, reason: 'Unbreakable' }; }
  let ld = effectiveLd(u, ex, name);
  const disrupted = (u.enemyRanksOnFlankOrRear ?? 0) >= 2;
  const steadfast = (u.fullRanks ?? 0) > enemyRanks && !disrupted && !(u.inForest && !u.strider);
  if (steadfast) ex.add(R.steadfast, `${name}: Steadfast (${u.fullRanks} full ranks against ${enemyRanks}), ignores the difference`);
  else if (disrupted) ex.add(R.steadfast, `${name}: Disrupted by an enemy with 2+ full ranks in its flank or rear`);
  if (!steadfast && !u.stubborn && !byMusicianOnly) ld = clamp(ld - diff);
  else if (u.stubborn && !steadfast) ex.add(rule('stubborn', 'L3522-3525', 'Stubborn'), `${name}: Stubborn, ignores the difference`);
  const fail = u.warMachine ? 'destroyed' : 'flee';
  ex.add(R.breakTest, `${name}: break test on Ld ${ld}${u.bsbInRange ? ', Hold your Ground reroll' : ''}`);
  if (s) { const r = rollLd(s, 'break', ld, !!u.bsbInRange); return { unit: name, test: 'ld', ld, steadfast, outcome: r.passed ? 'pass' : fail, roll: r.total, reason: r.passed ? 'passed' : 'failed' }; }
  const p = pLdReroll(ld, !!u.bsbInRange);
  return { unit: name, test: 'ld', ld, steadfast, pPass: p, pFlee: 1 - p, reason: fail === 'destroyed' ? 'a war machine failing is destroyed (L2277-2279)' : 'failing flees' };
}

export interface CombatResult { scores: number[]; parts: Array<Record<string, number>>; winner: 0 | 1 | null; difference: number; wonByMusician: boolean; breakTests: BreakResult[] }

/** Scores, the winner (a tie: both win; Forward with a lone musician) and the losers' break tests (L1704-1777, L2787-2791). */
export function combatResult(sides: CombatSide[], opts: Record<string, unknown>, s: Sampler | null, ex: Explainer): CombatResult {
  const scores = sides.map((sd) => combatScore(sd, opts));
  ex.add(R.combatScore, `combat scores ${scores[0].total} (${JSON.stringify(scores[0].parts)}) and ${scores[1].total} (${JSON.stringify(scores[1].parts)})`);
  let winner: 0 | 1 | null = scores[0].total > scores[1].total ? 0 : scores[1].total > scores[0].total ? 1 : null;
  let byMusician = false;
  if (winner === null) {
    const mus = sides.map((sd) => sd.units.some((u) => u.musician));
    if (mus[0] !== mus[1]) { winner = mus[0] ? 0 : 1; byMusician = true; ex.add(R.musician, `tie: side ${winner} wins with its musician (Forward)`); }
    else ex.add(R.winner, 'tie: both sides count as winners, nobody tests');
  }
  const diff = Math.abs(scores[0].total - scores[1].total);
  let breakTests: BreakResult[] = [];
  if (winner !== null) {
    const loser = sides[1 - winner];
    const enemyRanks = Math.max(0, ...sides[winner].units.map((u) => u.fullRanks ?? 0));
    ex.add(R.breakTest, `the loser tests with −${diff} Ld (E12: 6 against 3 → −3)`);
    breakTests = loser.units.map((u) => breakTest(u, diff, enemyRanks, byMusician, s, ex));
  }
  return { scores: scores.map((x) => x.total), parts: scores.map((x) => x.parts), winner, difference: diff, wonByMusician: byMusician, breakTests };
}

/** Best two of three D6, or 2D6, or a Random Movement expression: distribution of the distance (L3545-3547). */
function moveDist(m: { swiftstride?: boolean; randomMovement?: string }): Map<number, number> {
  const out = new Map<number, number>();
  const add = (v: number, p: number) => out.set(v, (out.get(v) ?? 0) + p);
  if (m.randomMovement) {
    const e = /^(\d*)D6(?:\+(\d+))?$/i.exec(m.randomMovement);
    if (!e) throw new DomainError('invalid_input', 'randomMovement is a D6 expression', [{ path: '/pursuit', code: 'dice', message: 'e.g. "2D6", "3D6", "D6+3"' }]);
    let d = new Map([[Number(e[2] ?? 0), 1]]);
    for (let i = 0; i < Number(e[1] || 1); i++) { const n = new Map<number, number>(); for (const [v, p] of d) for (let f = 1; f <= 6; f++) n.set(v + f, (n.get(v + f) ?? 0) + p / 6); d = n; }
    return d;
  }
  if (m.swiftstride) { for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) add(a + b + c - Math.min(a, b, c), 1 / 216); return out; }
  return new Map(P2D6);
}
function rollMove(s: Sampler, purpose: string, m: { swiftstride?: boolean; randomMovement?: string }): number {
  if (m.randomMovement) { const e = /^(\d*)D6(?:\+(\d+))?$/i.exec(m.randomMovement)!; return s.roll(purpose, 6, Number(e[1] || 1)).reduce((a, b) => a + b, Number(e[2] ?? 0)); }
  const f = s.roll(purpose, 6, m.swiftstride ? 3 : 2);
  return f.reduce((a, b) => a + b, 0) - (m.swiftstride ? Math.min(...f) : 0);
}

function need<T>(v: T | undefined, path: string, what: string): T {
  if (v === undefined || v === null) throw new DomainError('invalid_input', `${what} is required for this test`, [{ path, code: 'required', message: what }]);
  return v;
}

function run(req: MoraleRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const ex = new Explainer();
  const s: Sampler | null = samplerOf(ctx);
  const done = (result: Record<string, unknown>): RulesOutcome<Record<string, unknown>> => ({ result, explanation: ex.steps, ...(s ? { rolls: s.rolls } : {}), ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}) });
  if (req.test === 'combat') {
    const sides = need(req.sides, '/sides', 'two sides');
    if (sides.length !== 2) throw new DomainError('invalid_input', 'A combat has two sides', [{ path: '/sides', code: 'length', message: 'exactly two sides' }]);
    sides.forEach((sd, i) => { if (sd.units.length === 0) throw new DomainError('invalid_input', 'Each side has a unit', [{ path: `/sides/${i}/units`, code: 'empty', message: 'at least one engaged unit' }]); });
    return done({ ...combatResult(sides, ctx.options, s, ex) });
  }
  if (req.test === 'pursuit') {
    const p = need(req.pursuit, '/pursuit', 'fleeing unit and pursuers');
    ex.add(R.flee, 'flee distance 2D6 (best two of 3D6 with Swiftstride, the Random Movement dice)');
    ex.add(R.pursuit, 'a pursuit roll ≥ the flee distance destroys the fleeing unit');
    if (s) {
      const flee = rollMove(s, 'flee', p.fleeing);
      const rolls = p.pursuers.map((q, i) => rollMove(s, `pursuit${i}`, q));
      return done({ fleeDistance: flee, pursuitDistances: rolls, caught: rolls.some((r) => r >= flee) });
    }
    const fd = moveDist(p.fleeing);
    const pds = p.pursuers.map(moveDist);
    let pCaught = 0;
    for (const [f, pf] of fd) pCaught += pf * (1 - pds.reduce((acc, d) => acc * [...d].filter(([v]) => v < f).reduce((a, [, q]) => a + q, 0), 1));
    const dist = (d: Map<number, number>) => [...d].sort((a, b) => a[0] - b[0]).map(([value, p]) => ({ value, p }));
    return done({ pCaught, fleeDistance: dist(fd), pursuitDistance: pds.map(dist) });
  }
  const u = withBsb(need(req.unit, '/unit', 'the testing unit'), ex);
  const name = u.name ?? 'unit';
  if (req.test === 'panic') {
    if (u.engaged || u.fleeing) { ex.add(R.panic, `${name}: engaged or fleeing units never take panic tests`); return done({ required: false, reason: u.engaged ? 'engaged' : 'fleeing' }); }
    if (req.trigger === 'heavyCasualties') {
      const start = need(req.modelsAtPhaseStart, '/modelsAtPhaseStart', 'models at the start of the phase');
      const lost = need(req.casualties, '/casualties', 'casualties this phase');
      if (lost * 4 < start) { ex.add(R.panic, `${lost} casualties of ${start}: under 25 %, no Heavy Casualties test`); return done({ required: false, reason: 'underHeavyCasualties' }); }
    }
    if (!req.trigger) throw new DomainError('invalid_input', 'A panic test needs its trigger', [{ path: '/trigger', code: 'required', message: 'friendDestroyed, friendBroke, fledThrough, heavyCasualties or terror' }]);
    if (req.passedPanicThisPhase) { ex.add(R.panic, `${name}: passed a panic test earlier this phase, no more this phase (L2160-2162)`); return done({ required: false, reason: 'passedThisPhase' }); }
    const friendTrigger = req.trigger === 'friendDestroyed' || req.trigger === 'friendBroke';
    if (friendTrigger && req.triggerDistance !== undefined && req.triggerDistance > 6) {
      ex.add(R.panic, `the friendly unit ${req.trigger === 'friendDestroyed' ? 'destroyed' : 'broken'} ${req.triggerDistance}" away: only within 6" (L2147-2148)`);
      return done({ required: false, reason: 'outOfRange' });
    }
    if (req.triggerInsignificant && (friendTrigger || req.trigger === 'fledThrough') && !u.insignificant) {
      ex.add(rule('insignificant', 'L3400-3402', 'Insignificant'), `a unit entirely of Insignificant models causes no panic tests in units without the rule`);
      return done({ required: false, reason: 'insignificant' });
    }
    if (u.immuneToPsychology) { ex.add(rule('immuneToPsychology', 'L3396-3399', 'Immune to Psychology'), `${name}: passes automatically`); return done({ required: true, pPass: 1, outcome: 'pass' }); }
  }
  let ld = effectiveLd(u, ex, name);
  if (req.test === 'rally') {
    const start = need(u.startingModels, '/unit/startingModels', 'the starting models on the army list');
    const now = need(u.models, '/unit/models', 'models now, joined characters included');
    if (now * 4 <= start) { ld = Math.ceil(ld / 2); ex.add(R.rally, `${now} of ${start} models (≤ 25 %): half Ld, ${ld}`); }
    else ex.add(R.rally, `${now} of ${start} models (> 25 %): normal Ld`);
    if (u.musician) { ld = clamp(ld + 1); ex.add(R.musician, 'musician: +1 Ld to rally'); }
  }
  ex.add(req.test === 'panic' ? R.panic : R.ldTest, `${name}: ${req.test} test on Ld ${ld}${u.bsbInRange ? ' with Hold your Ground' : ''}`);
  if (s) { const r = rollLd(s, req.test, ld, !!u.bsbInRange); return done({ required: true, ld, outcome: r.passed ? 'pass' : 'fail', roll: r.total, rerolled: r.rerolled }); }
  const p = pLdReroll(ld, !!u.bsbInRange);
  return done({ required: true, ld, pPass: p, pFail: 1 - p });
}

export const moraleCapability: Capability<MoraleRequest, Record<string, unknown>> = {
  options: optionsNamed('rankBonusCountsFirstRank', 'bsbCountsAsStandard', 'flankAndRearStack', 'musicianBothTie', 'heavyCasualties', 'warMachinesPursue'),
  usesDice: true,
  run,
};
