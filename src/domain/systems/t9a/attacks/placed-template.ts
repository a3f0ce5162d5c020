/**
 * Catapult and flame thrower templates placed on the table (L2448-2483, templates L612-622, scatter die L588-611),
 * resolved: the exact distribution of who the final template covers (`template-odds.ts`) fed into the wound and
 * save pipeline per outcome, so every distribution is an exact mixture; a seeded or given shot rolls the scatter,
 * takes (given) or draws (seeded) the direction, and rolls the wounds of the models covered. Characters standing in
 * the unit are hit when touched (L2649-2652), or their hit goes to an R&F model in the table's first case.
 */
import { DomainError, pointer } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { convolve, entries, mapDist, mean, point, type NumDist } from '../../../core/prob/dist.js';
import { GivenSampler, type Sampler } from '../../../core/prob/samplers.js';
import type { RulesContext, RulesOutcome } from '../../../core/system.js';
import { boxContains } from '../../../core/table/template.js';
import { add, facingOf, facingVector, scale, sub } from '../../../core/table/vec.js';
import { samplerOf } from '../dice.js';
import { R } from '../rules.js';
import { resolveUnit, type Unit } from '../units.js';
import { artilleryGroup, misfireDist, rollMisfire, type ArtilleryInput } from './artillery.js';
import { casualties } from './casualties.js';
import { allToRankAndFile, distributionRule, type CombinedInput, type RecipientOdds, type RecipientRolled } from './distribute.js';
import { exactGroup, sampleGroup } from './engine.js';
import { placedRule, placeOnTable, where, type PlacementReport } from './placed.js';
import { coveredAlong, coveredAt, flameEnd, type Covered, type Laid } from './placement.js';
import { catapultMoves, catapultOdds, flameOdds, stateOf, type UnitState, type Weighted } from './template-odds.js';
import { catapultAgain, catapultEngineerOdds, engineerRerolls, engineerRule, flameAdvances, flameEngineerOdds, flameHits, hitsAt, scatterOf, takeReroll } from './engineer.js';
import { clamp10 } from './targets.js';

type Char = Unit & { index: number };
const list = (d: NumDist) => entries(d).map(([value, p]) => ({ value, p }));
const addTo = (m: Map<number, number>, d: NumDist, p: number) => { for (const [v, q] of d) m.set(v, (m.get(v) ?? 0) + p * q); };
/** The table's first case: a touched character's hit (and the centre's) goes to an R&F model (L2649-2652). */
const transfer = (s: UnitState): UnitState => ({ rnf: s.rnf + s.chars.length, centre: s.centre || s.charCentre >= 0, chars: [], charCentre: -1 });

export interface PlacedTemplateResult<Plan> {
  plan: Plan;
  artillery?: { pMisfire: number; misfireTable: Record<string, number>; scatter?: Array<{ value: number; p: number }>; pReroll?: number };
  outcome?: { hits: number; wounds: number; unsaved: number; woundsInflicted: number; modelsRemoved: number; woundsCarried: number; misfire: string | null; scatter?: number };
  combined?: { allToRankAndFile: boolean; recipients?: RecipientOdds[]; rolled?: RecipientRolled[] };
  summary?: { meanHits: number; meanWounds: number; meanUnsaved: number; meanWoundsInflicted: number; meanModelsRemoved: number; pAnyModelRemoved: number; pUnitDestroyed: number };
  placement?: PlacementReport;
}

function explainShot(a: ArtilleryInput, laid: Laid, attacker: Unit, ctx: RulesContext, ex: Explainer): void {
  const p = a.placement!;
  if (a.weapon === 'flameThrower') {
    const end = ctx.options.flameThrowerEnd === 'asRolled' ? 'exactly as rolled' : 'its centre then set on the centre of the nearest model under it (option flameThrowerEnd)';
    ex.add(placedRule('L2473-2483', 'Flame thrower'), `the 3" template from ${where(p.aim)} advances D6" directly away from the flame thrower at ${where(p.from!)}, ${end}; every model it touches on the way is hit; a natural 6 misfires (−1 on the misfire table)`);
  } else {
    const los = a.lineOfSight !== false;
    const u = laid.units.findIndex((x) => x.boxes.some((b) => boxContains(b, p.aim)));
    ex.add(placedRule('L2448-2472', 'Catapult'), `a ${laid.radius * 2}" template centred at ${where(p.aim)} over a model of unit ${u}; ${los ? 'in line of sight it scatters D6×2" (a hit face leaves it)' : `out of line of sight a hit face moves it D6×2 − BS${attacker.profile.BS}" in a random direction (not at all when that is 0 or less), an arrow D6×2"`}; a natural 6 on the distance die misfires`);
    ex.add(placedRule('L588-611', 'Scatter die'), ctx.options.scatterDirections === 'eight' ? 'the arrow points one of eight directions 45° apart, each 1/8 (option scatterDirections: eight)' : 'the arrow points anywhere: its direction is uniform over 360° (option scatterDirections)');
  }
  ex.add(placedRule('L612-622', 'Templates'), `a model is hit when any part of its base is under the ${a.weapon === 'flameThrower' ? 'template on its way' : 'final template'}${a.weapon === 'catapult' && a.centreStrength !== undefined ? `; S${a.centreStrength} only on the model under its centre (E27)` : ''}`);
}

/** The characters standing in the unit and whether their hits all go to the R&F (L2629-2652). */
function charactersOf(target: Unit, combined: CombinedInput | undefined, ctx: RulesContext, ex: Explainer): { chars: Char[]; all: boolean } {
  if (!combined) return { chars: [], all: false };
  const chars = combined.characters.map((c, i) => ({ ...resolveUnit({ ...c, models: 1, files: 1 }, pointer('combined', 'characters', i), ['T', 'W']), models: 1, files: 1, index: i }));
  const threshold = Number(ctx.options.combinedDistributionThreshold ?? 5);
  const all = allToRankAndFile(target, chars, threshold);
  ex.add(distributionRule, all ? `every character has the unit's troop type and the unit has at least ${threshold} R&F: a hit on a character under the template goes to an R&F model` : `a character has another troop type or fewer than ${threshold} R&F: a character under the template takes the hit itself`);
  return { chars, all };
}

/** One roll of a placed template: the outcome, the rolls of each recipient and the final template (no misfire). */
export interface TemplateSample {
  misfire: string | null;
  scatter?: number;
  hits: number;
  woundsInflicted: number;
  modelsRemoved: number;
  woundsCarried: number;
  rolled: RecipientRolled[];
  final?: NonNullable<PlacementReport['final']>;
}

/** The exact answer of a placed template: the mixture over every place it can end. */
export interface TemplateExact { inflicted: NumDist; removed: NumDist; hits: NumDist; everyone: number; recipients: RecipientOdds[]; units: NonNullable<PlacementReport['units']>; pMisfire: number; scatter?: Map<number, number>; pReroll?: number }

/** Given dice: the directions measured on the table, of the scatter die's first arrow and of the Engineer's reroll. */
export interface Measured { first?: number; reroll?: number }

/**
 * A placed catapult or flame thrower: `exact()` mixes the wounds of every outcome of the template; `sample(s, direction)`
 * rolls one shot, the catapult's direction measured on the table (given dice) or drawn from `s` (seeded, `draw`).
 */
export function templateShot(attacker: Unit, target: Unit, a: ArtilleryInput, combined: CombinedInput | undefined, ctx: RulesContext, ex: Explainer) {
  const laid = placeOnTable(a, target, combined);
  explainShot(a, laid, attacker, ctx, ex);
  const { chars, all } = charactersOf(target, combined, ctx, ex);
  const catapult = a.weapon === 'catapult';
  const ap = a.armourPiercing ?? 0;
  const S = clamp10(a.strength);
  const Sc = catapult && a.centreStrength !== undefined ? clamp10(a.centreStrength) : undefined;
  const W = Math.max(1, target.profile.W);
  const alive = target.models - Math.floor(target.woundsTaken / W);
  const cap = (c: Unit) => Math.max(1, c.profile.W) - c.woundsTaken;
  const nameOf = (c: Char) => (c.name === c.troopType ? `character ${c.index}` : c.name);
  const p = a.placement!;
  const directions = String(ctx.options.scatterDirections ?? 'uniform');
  const flameEndAt = String(ctx.options.flameThrowerEnd ?? 'modelCentre');
  const group = (u: Unit, n: number, st: number) => artilleryGroup(a.weapon, u, n, st, ap);
  const los = a.lineOfSight !== false;
  const BS = attacker.profile.BS;
  const reroll = engineerRerolls(a, ctx.options);
  if (reroll) ex.add(engineerRule, `the Engineer ${catapult ? 'rerolls the scatter die' : 'rerolls the advance\'s D6 (not a 6)'} when the reroll hits more of the target's models on average${catapult ? ' (on a tie, when it scatters less)' : ', a misfire none'} (option engineerRerolls)`);

  const sample = (s: Sampler, measured: Measured | undefined, draw: boolean): TemplateSample => {
    const none = (name: string, character: boolean): RecipientRolled => ({ name, character, hits: 0, woundsInflicted: 0, modelsRemoved: 0, slain: false });
    const misfired = (mod: number, scatter?: number): TemplateSample => ({ misfire: rollMisfire(s, mod, !!a.engineer), ...(scatter !== undefined ? { scatter } : {}), hits: 0, woundsInflicted: 0, modelsRemoved: 0, woundsCarried: casualties(target.models, W, target.woundsTaken, 0).carried, rolled: [none(target.name, false), ...(all ? [] : chars.map((u) => none(nameOf(u), true)))] });
    let rho = 0;
    let dir: number | undefined;
    let centre = p.aim;
    let covered: Covered;
    if (catapult) {
      const face = s.roll('scatter', 6, 1)[0];
      const d = s.roll('scatterDistance', 6, 1)[0];
      if (d === 6) return misfired(0, 0);
      const sc = scatterOf(d, los, BS);
      // the scatter die's face (1 or 6 a hit face) and, when it moves, its direction: measured (given) or drawn (seeded)
      const land = (f: number, at: 'direction' | 'rerollDirection', m: number | undefined) => {
        rho = f === 1 || f === 6 ? sc.hit : sc.arrow;
        dir = undefined;
        centre = p.aim;
        if (rho <= 0) return;
        if (m === undefined && !draw) throw new DomainError('invalid_input', `The template moves ${rho}": in which direction?`, [{ path: `/artillery/placement/${at}`, code: 'required', message: `the template moves ${rho}"${at === 'rerollDirection' ? ' after the Engineer\'s reroll' : ''}: the direction it moved, measured on the table in degrees clockwise from +y` }]);
        dir = m !== undefined ? ((m % 360) + 360) % 360 : directions === 'eight' ? (s.roll('direction', 8, 1)[0] - 1) * 45 : s.roll('direction', 360, 1)[0] % 360;
        centre = add(p.aim, scale(facingVector(dir), rho));
      };
      land(face, 'direction', measured?.first);
      if (reroll) {
        const now = { v: hitsAt(laid, centre), rho };
        const again = catapultAgain(laid, p.aim, d, los, BS, directions);
        const take = takeReroll(now, again);
        ex.add(engineerRule, `the scatter die leaves ${now.v} of the target's model(s) under the template ${rho ? `${rho}" away` : 'where it was placed'}; a reroll: ${+again.v.toFixed(3)} on average ${+again.rho.toFixed(3)}" away → ${take ? 'rerolled' : 'kept'}`);
        if (take) land(s.reroll('scatter', 6, 1)[0], 'rerollDirection', measured?.reroll);
      }
      covered = coveredAt(laid, centre);
    } else {
      rho = s.roll('flameDistance', 6, 1)[0];
      if (rho === 6) return misfired(-1);
      if (reroll) {
        const adv = flameAdvances((d) => flameHits(laid, p.from!, p.aim, d, flameEndAt), true);
        ex.add(engineerRule, `an advance of ${rho}" touches ${flameHits(laid, p.from!, p.aim, rho, flameEndAt)} of the target's model(s) → ${adv.rerolled[rho - 1] ? 'rerolled (a 6 misfires)' : 'kept'}`);
        if (adv.rerolled[rho - 1]) { rho = s.reroll('flameDistance', 6, 1)[0]; if (rho === 6) return misfired(-1); }
      }
      centre = flameEnd(laid, p.from!, p.aim, rho, flameEndAt);
      dir = facingOf(sub(p.aim, p.from!));
      covered = coveredAlong(laid, p.aim, centre);
    }
    const raw = stateOf(laid.units[0], covered.touched[0], covered.centre[0]);
    const st = all ? transfer(raw) : raw;
    const c = st.centre && Sc !== undefined ? 1 : 0;
    const rnfRaw = sampleGroup(group(target, st.rnf - c, S), s).inflicted + (c ? sampleGroup(group(target, 1, Sc!), s).inflicted : 0);
    const cw = new Map<number, number>();
    for (const k of st.chars) cw.set(k, Math.min(cap(chars[k]), sampleGroup(group(chars[k], 1, st.charCentre === k && Sc !== undefined ? Sc : S), s).inflicted));
    const cas = casualties(target.models, W, target.woundsTaken, rnfRaw);
    const slain = [...cw].filter(([k, w]) => w >= cap(chars[k])).length;
    const rolled: RecipientRolled[] = [{ name: target.name, character: false, hits: st.rnf, woundsInflicted: cas.inflicted, modelsRemoved: cas.removed, slain: cas.removed === alive }, ...(all ? [] : chars.map((u, k) => ({ name: nameOf(u), character: true, hits: st.chars.includes(k) ? 1 : 0, woundsInflicted: cw.get(k) ?? 0, modelsRemoved: (cw.get(k) ?? 0) >= cap(u) ? 1 : 0, slain: (cw.get(k) ?? 0) >= cap(u) })))];
    const moved = rho > 0 && dir !== undefined;
    ex.add(placedRule(catapult ? 'L2448-2472' : 'L2473-2483', catapult ? 'Catapult' : 'Flame thrower'), `the template ends at ${where(centre)}${moved ? ` after ${rho}" toward ${+dir!.toFixed(2)}°${measured !== undefined && catapult ? ' (measured: artillery.placement.direction)' : ''}` : ', where it was placed'}: ${covered.touched[0].length ? `model(s) ${covered.touched[0].join(', ')} of the target` : 'no model of the target'} under it`);
    return {
      misfire: null, ...(catapult ? { scatter: rho } : {}), hits: st.rnf + st.chars.length, woundsInflicted: cas.inflicted + [...cw.values()].reduce((x, y) => x + y, 0), modelsRemoved: cas.removed + slain, woundsCarried: cas.carried, rolled,
      final: { centre, distance: rho, ...(moved ? { direction: dir } : {}), units: covered.touched.map((h, i) => ({ hits: h, ...(covered.centre[i] >= 0 ? { centre: covered.centre[i] } : {}) })) },
    };
  };

  const exact = (): TemplateExact => {
    const eng = !reroll ? null : catapult ? catapultEngineerOdds(laid, p.aim, los, BS, directions) : flameEngineerOdds(laid, p.from!, p.aim, flameEndAt);
    const odds: Weighted[][] = eng?.odds ?? (catapult ? catapultOdds(laid, p.aim, catapultMoves(los, BS), directions) : flameOdds(laid, p.from!, p.aim, flameEndAt));
    const pf = eng && 'pFire' in eng ? eng.pFire : 5 / 6;
    if (eng) ex.add(engineerRule, `the Engineer rerolls ${catapult ? 'the scatter die' : 'the advance'} with P ${+eng.pReroll.toFixed(4)}${'rerolled' in eng ? `: the advances ${eng.rerolled.flatMap((r, k) => (r ? [`${k + 1}"`] : [])).join(', ') || 'none'}, P(misfire) ${+(1 - pf).toFixed(4)}` : ''}`);
    const rnfCache = new Map<number, [NumDist, NumDist]>();
    // the R&F's wounds and models removed for n hits, c of them under the centre (the bracketed S)
    const rnfOf = (n: number, c: number): [NumDist, NumDist] => {
      const key = n * 2 + c;
      let d = rnfCache.get(key);
      if (!d) {
        let raw = exactGroup(group(target, n - c, S)).inflicted;
        if (c) raw = convolve(raw, exactGroup(group(target, 1, Sc!)).inflicted);
        d = [mapDist(raw, (v) => casualties(target.models, W, target.woundsTaken, v).inflicted), mapDist(raw, (v) => casualties(target.models, W, target.woundsTaken, v).removed)];
        rnfCache.set(key, d);
      }
      return d;
    };
    const charOf = chars.map((u) => [S, Sc ?? S].map((st) => mapDist(exactGroup(group(u, 1, st)).inflicted, (v) => Math.min(v, cap(u)))));
    const start = () => new Map([[0, 1 - pf]]);
    const acc = { inflicted: start(), removed: start(), hits: start() };
    const rnfAcc = { hits: 0, inflicted: start(), removed: 0, slain: 0 };
    const charAcc = chars.map(() => ({ hits: 0, inflicted: start(), slain: 0 }));
    for (const { p: q, s: raw } of odds[0]) {
      const w = q * pf;
      const st = all ? transfer(raw) : raw;
      let [tI, tR] = rnfOf(st.rnf, st.centre && Sc !== undefined ? 1 : 0);
      rnfAcc.hits += w * st.rnf;
      addTo(rnfAcc.inflicted, tI, w);
      rnfAcc.removed += w * mean(tR);
      rnfAcc.slain += w * (tR.get(alive) ?? 0);
      chars.forEach((u, k) => {
        if (!st.chars.includes(k)) { addTo(charAcc[k].inflicted, point(0), w); return; }
        const cI = charOf[k][st.charCentre === k ? 1 : 0];
        const pSlain = cI.get(cap(u)) ?? 0;
        tI = convolve(tI, cI);
        tR = convolve(tR, new Map([[0, 1 - pSlain], [1, pSlain]]));
        charAcc[k].hits += w;
        addTo(charAcc[k].inflicted, cI, w);
        charAcc[k].slain += w * pSlain;
      });
      addTo(acc.inflicted, tI, w);
      addTo(acc.removed, tR, w);
      addTo(acc.hits, point(st.rnf + st.chars.length), w);
    }
    const units = odds.map((us) => {
      const h = start();
      let pc = 0;
      for (const { p: q, s: st } of us) { addTo(h, point(st.rnf + st.chars.length), q * pf); if (st.centre || st.charCentre >= 0) pc += q * pf; }
      return { meanHits: mean(h), pCentre: pc, hits: list(h) };
    });
    ex.add(placedRule(catapult ? 'L2448-2472' : 'L2473-2483', catapult ? 'Catapult' : 'Flame thrower'), `the target: ${+units[0].meanHits.toFixed(3)} model(s) under the ${catapult ? 'final template' : 'template on its way'} on average, none with P ${+(units[0].hits[0]?.value === 0 ? units[0].hits[0].p : 0).toFixed(4)}${catapult ? `, a model under its centre with P ${+units[0].pCentre.toFixed(4)}` : ''}`);
    const recipients: RecipientOdds[] = [{ name: target.name, character: false, meanHits: rnfAcc.hits, meanWoundsInflicted: mean(rnfAcc.inflicted), meanModelsRemoved: rnfAcc.removed, pSlain: rnfAcc.slain, woundsInflicted: list(rnfAcc.inflicted) }];
    if (!all) chars.forEach((u, k) => recipients.push({ name: nameOf(u), character: true, meanHits: charAcc[k].hits, meanWoundsInflicted: mean(charAcc[k].inflicted), meanModelsRemoved: charAcc[k].slain, pSlain: charAcc[k].slain, woundsInflicted: list(charAcc[k].inflicted) }));
    return { inflicted: acc.inflicted, removed: acc.removed, hits: acc.hits, everyone: alive + (all ? 0 : chars.length), recipients, units, pMisfire: eng && 'pMisfire' in eng ? eng.pMisfire : 1 / 6, ...(eng ? { pReroll: eng.pReroll, ...('scatter' in eng ? { scatter: eng.scatter } : {}) } : {}) };
  };
  return { laid, all, sample, exact };
}

/** The attacks answer of a placed catapult or flame thrower (exact, seeded or given). */
export function runPlacedTemplate<Plan>(plan: Plan, attacker: Unit, target: Unit, a: ArtilleryInput, combined: CombinedInput | undefined, ctx: RulesContext, ex: Explainer): RulesOutcome<PlacedTemplateResult<Plan>> {
  const shot = templateShot(attacker, target, a, combined, ctx, ex);
  ex.add(R.casualties, 'wounds come off the shared wound pool, whole models removed');
  const catapult = a.weapon === 'catapult';
  const s = samplerOf(ctx);
  if (s) {
    const given = s instanceof GivenSampler;
    const p = a.placement!;
    // given dice: the catapult's direction is measured on the table (asked for when the template moves); seeded: drawn
    const o = shot.sample(s, given ? { first: p.direction, reroll: p.rerollDirection } : undefined, !given);
    const total = o.woundsInflicted;
    const outcome = { hits: o.hits, wounds: total, unsaved: total, woundsInflicted: total, modelsRemoved: o.modelsRemoved, woundsCarried: o.woundsCarried, misfire: o.misfire, ...(o.scatter !== undefined ? { scatter: o.scatter } : {}) };
    return { result: { plan, outcome, ...(combined ? { combined: { allToRankAndFile: shot.all, rolled: o.rolled } } : {}), ...(o.final ? { placement: { final: o.final } } : {}) }, rolls: s.rolls, ...(given ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
  }
  const e = shot.exact();
  const misfireTable = misfireDist(catapult ? 0 : -1, !!a.engineer);
  const scatter = catapult ? list(e.scatter ?? new Map(catapultMoves(a.lineOfSight !== false, attacker.profile.BS).map((m) => [m.rho, m.p]))) : undefined;
  const mI = mean(e.inflicted);
  return {
    result: {
      plan, artillery: { pMisfire: e.pMisfire, misfireTable, ...(scatter ? { scatter } : {}), ...(e.pReroll !== undefined ? { pReroll: e.pReroll } : {}) }, ...(combined ? { combined: { allToRankAndFile: shot.all, recipients: e.recipients } } : {}),
      summary: { meanHits: mean(e.hits), meanWounds: mI, meanUnsaved: mI, meanWoundsInflicted: mI, meanModelsRemoved: mean(e.removed), pAnyModelRemoved: 1 - (e.removed.get(0) ?? 0), pUnitDestroyed: e.removed.get(e.everyone) ?? 0 },
      placement: { units: e.units },
    },
    distribution: { woundsInflicted: list(e.inflicted), hits: list(e.hits), modelsRemoved: list(e.removed), mean: mI, means: { woundsInflicted: mI, hits: mean(e.hits), modelsRemoved: mean(e.removed) } },
    explanation: ex.steps,
  };
}
