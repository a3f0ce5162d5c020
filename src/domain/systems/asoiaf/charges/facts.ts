/**
 * A charge from pre-computed facts instead of positions (digest §4.8): the straight distance to contact, line of
 * sight, the arc and its room, a blocked lane and the terrain on the lane. The same rules and answer as a charge
 * on the table (000_4d85fd9897d069bf.txt L1000-1137; 002_953a7ceb75253954.txt L785-826), without the geometry.
 */
import { IssueCollector, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import { GivenSampler, SeededSampler } from '../../../core/prob/samplers.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { CARDS } from '../data/cards.js';
import { is2018 } from '../rules.js';
import type { ArcName } from './geometry.js';
import { chargeOdds, fraction, meanOf, outcomeDist, outcomeOf } from './odds.js';
import { C, KEYWORDS_2018, KEYWORDS_2021, PIECE_IDS, PIECES } from './rules.js';

export interface ChargeFactTerrain {
  piece?: string;
  keywords?: string[];
  /** The charger ends its move on the piece (entered, not crossed). */
  endsOn?: boolean;
}

export interface ChargeFacts {
  speed?: number;
  catalogueId?: string;
  /** Straight travel of the charger, after its pivot, until it first touches the target (inches). */
  distance: number;
  engaged?: boolean;
  inLineOfSight?: boolean;
  arc?: ArcName;
  arcHasRoom?: boolean;
  /** 2018: another unit is engaged in that arc at 100 %. */
  arcFullyEngaged?: boolean;
  /** 2018: enemies of the target already engaged on that side. */
  enemiesEngagedInArc?: number;
  /** Another unit or Impassable terrain is met before the target on every lane. */
  laneBlocked?: boolean;
  terrain?: ChargeFactTerrain[];
}

export function resolveFacts(f: ChargeFacts, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const v18 = is2018(ctx.rulesVersion);
  const bad = new IssueCollector();
  const known = (v18 ? KEYWORDS_2018 : KEYWORDS_2021) as readonly string[];
  const card = f.catalogueId === undefined ? undefined : CARDS.find((c) => c.id === f.catalogueId && c.kind === 'combatUnit');
  if (f.catalogueId !== undefined && !card) bad.add('/facts/catalogueId', 'unknown_card', `no Combat Unit card "${f.catalogueId}"`);
  else if (card && !card.versions.includes(ctx.rulesVersion as 'asoiaf-2021')) bad.add('/facts/catalogueId', 'not_in_version', `${card.name} is not in the ${ctx.rulesVersion} text`);
  const speed = f.speed ?? card?.speed;
  if (speed === undefined && !bad.issues.length) bad.add('/facts/speed', 'required', 'the charger\'s Speed is required (give speed, or a catalogueId whose card prints it)');
  const pieces = (f.terrain ?? []).map((t, i) => {
    const k = new Set<string>(t.keywords ?? []);
    if (t.piece !== undefined && !PIECE_IDS.includes(t.piece)) bad.add(pointer('facts', 'terrain', i, 'piece'), 'unknown_piece', `piece is one of ${PIECE_IDS.join(', ')}`);
    else if (t.piece !== undefined) for (const x of PIECES[t.piece][v18 ? 'v2018' : 'v2021']) k.add(x);
    (t.keywords ?? []).forEach((x, j) => {
      if (!known.includes(x)) bad.add(pointer('facts', 'terrain', i, 'keywords', j), (v18 ? KEYWORDS_2021 : KEYWORDS_2018).includes(x as never) ? 'not_in_version' : 'unknown_keyword', `keyword is one of ${known.join(', ')} in ${ctx.rulesVersion}`);
    });
    if (t.piece === undefined && t.keywords === undefined) bad.add(pointer('facts', 'terrain', i), 'required', 'give piece, keywords or both');
    return { index: i, k, endsOn: !!t.endsOn };
  });
  bad.throwIfAny(bad.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', 'Invalid charge facts');
  const sp = speed!;
  const arc = f.arc ?? 'front';
  const ex = new Explainer();
  const reasons: Array<{ code: string; message: string; cite: string }> = [];
  const reject = (code: string, message: string, cite: string) => reasons.push({ code, message, cite });
  if (f.engaged) reject('CHARGER_ENGAGED', 'the charger is engaged', (v18 ? C.engaged18 : C.engaged21).cite);
  ex.add(v18 ? C.engaged18 : C.engaged21, f.engaged ? 'the charger is engaged: no charge' : 'the charger is not engaged');
  const los = f.inLineOfSight ?? true;
  if (!los) reject('NO_LINE_OF_SIGHT', 'the target is not in the charger\'s line of sight', (v18 ? C.los18 : C.los21).cite);
  ex.add(v18 ? C.los18 : C.los21, los ? 'the target is in line of sight' : 'the target is not in line of sight');
  if (v18 && f.arcFullyEngaged) reject('ARC_FULLY_ENGAGED', `another unit is engaged in the ${arc} arc at 100 %`, C.room18.cite);
  if (v18 && (f.enemiesEngagedInArc ?? 0) >= 2) reject('ARC_TWO_ENEMIES', `two enemies are already engaged on the ${arc}`, C.room18.cite);
  if (f.arcHasRoom === false) reject('ARC_NO_ROOM', v18 ? `no free room on the target's ${arc}` : `no room on the target's ${arc} for 50 % of both trays to touch`, (v18 ? C.room18 : C.room21).cite);
  ex.add(v18 ? C.room18 : C.room21, f.arcHasRoom === false ? `no room on the ${arc}` : `room on the ${arc}`);
  // Terrain on the lane (§4.7, §7.3): Rough per piece, or per entry and exit (2021 option); 2018 Fortified only when passed through
  const has = (x: string, ending = true) => pieces.filter((p) => p.k.has(x) && (ending || !p.endsOn)).map((p) => p.index);
  const perEntry = !v18 && ctx.options.roughPenalty === 'perEntryAndExit';
  const penalty = pieces.filter((p) => p.k.has('rough')).reduce((a, p) => a + (perEntry && !p.endsOn ? 2 : 1), 0);
  const slowing = v18 && has('slowing').length > 0;
  const difficult = !v18 && has('difficult').length > 0;
  const fortified = has('fortified', !v18).length > 0;
  const dangerous = has('dangerous').length > 0;
  const destroyed = v18 ? has('destructible') : [];
  const need = Math.max(1, Math.ceil(f.distance + penalty - sp - 1e-9));
  if (f.laneBlocked) reject('LANE_BLOCKED', 'another unit or Impassable terrain is met first on every lane', C.lane.cite);
  else if (need > 6) reject('OUT_OF_REACH', `${f.distance}"${penalty ? ` + ${penalty}" Rough` : ''} is beyond Speed ${sp} + 6`, (v18 ? C.reach18 : C.reach21).cite);
  ex.add(v18 ? C.move18 : C.move21, `${f.distance}" to contact${penalty ? ` + ${penalty}" Rough` : ''}: Speed ${sp} + D6 needs ${need}+`);
  if (penalty) ex.add(v18 ? C.rough18 : C.rough21, `−${penalty}" for Rough terrain`);
  if (slowing) ex.add(C.slowing, 'Slowing terrain in the path: 2 dice, keep the lower; a 1 or 2 disorders the charge');
  if (difficult) ex.add(C.difficult, 'Difficult terrain crossed or ended on: no charge bonus');
  if (fortified) ex.add(v18 ? C.fortified18 : C.fortified21, 'Fortified terrain: the defender has +1 Defence against this charge\'s attack');
  if (dangerous) ex.add(v18 ? C.dangerous18 : C.dangerous21, 'Dangerous terrain: the charger suffers 1D3+1 wounds (once)');
  if (destroyed.length) ex.add(C.destructible18, `Destructible terrain ${destroyed.join(', ')} is removed as the charger moves through it`);
  const legal = reasons.length === 0;
  const rule = { slowing, difficult };
  const odds = legal ? chargeOdds(need, rule) : null;
  const den = slowing ? 36 : 6;
  const retreat = ['back', 'left', 'right', ...(!v18 && legal && arc !== 'front' ? ['forward'] : [])];
  ex.add(v18 ? C.retreat18 : C.retreat21, `the target may later retreat ${retreat.join(', ')}`);
  ex.add(v18 ? C.disordered18 : C.disordered21, v18 ? 'a disordered charge: no Tactics cards until the end of this unit\'s action' : 'a disordered charge: no Tactics cards for the rest of the player\'s turn');
  const result: Record<string, unknown> = {
    legal, reasons, engagedWith: [], inLineOfSight: los, arc, arcShares: { front: 0, rear: 0, left: 0, right: 0, [arc]: 1 }, arcTied: false,
    heading: null, pivot: null, distance: f.distance, terrainPenalty: penalty, speed: sp, maxReach: sp + 6, needed: legal ? need : null, dice: slowing ? '2D6 keep the lower' : '1D6',
    pSuccess: odds ? odds.success / den : 0, pSuccessFraction: fraction(odds?.success ?? 0, den),
    pDisordered: odds ? odds.disordered / den : 0, pDisorderedFraction: fraction(odds?.disordered ?? 0, den),
    pChargeBonus: odds ? odds.chargeBonus / den : 0, pChargeBonusFraction: fraction(odds?.chargeBonus ?? 0, den),
    pFailed: odds ? 1 - odds.success / den : 0,
    terrain: { crossed: pieces.map((p) => p.index), slowing, difficult, fortified, dangerous, destroyed },
    finalPosition: null, alignment: null, contact: null, defenderShift: null, extraEnemies: [], targetRetreatDirections: retreat,
    disorderedEffect: v18 ? 'untilEndOfAction' : 'restOfTurn',
  };
  const s = ctx.dice.mode === 'seeded' ? new SeededSampler(ctx.dice.seed) : ctx.dice.mode === 'given' ? new GivenSampler(ctx.dice.rolls) : null;
  if (!s || !odds) {
    return { result, ...(odds && !s ? { distribution: { chargeDistance: [...odds.kept].map(([k, p]) => ({ value: sp + k, p })), outcome: outcomeDist(odds, den), mean: meanOf(odds, sp), means: { chargeDistance: meanOf(odds, sp) } } } : {}), explanation: ex.steps };
  }
  const faces = s.roll('charge distance', 6, slowing ? 2 : 1);
  const kept = Math.min(...faces);
  const o = outcomeOf(kept, need, rule);
  ex.add(o.success ? (v18 ? C.move18 : C.move21) : v18 ? C.failed18 : C.failed21, o.success ? `rolled ${kept}: the charge reaches${o.disordered ? ', disordered' : ''}` : `rolled ${kept}: moves ${Math.max(0, sp + kept - penalty)}" and fails${o.disordered ? ', disordered' : ''}; panic test, activation ends`);
  result.roll = { faces, kept, chargeDistance: sp + kept, success: o.success, disordered: o.disordered, chargeBonus: o.chargeBonus, panicTest: !o.success, position: null };
  return { result, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
}
