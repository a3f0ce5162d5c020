/**
 * The `attacks` capability: close combat, shooting and special attacks resolved as one batch (L1904-1920),
 * with exact distributions of hits, wounds, unsaved wounds, wounds inflicted and models removed
 * (casualties from a shared wound pool, L2103-2142), or one seeded/given roll in table order.
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { footprintPolygon } from '../../../core/table/shapes.js';
import { MISSILE_WEAPONS } from '../catalogue.js';
import { Explainer } from '../../../core/explain.js';
import { convolve, mapDist, mean, mixture, point, type NumDist } from '../../../core/prob/dist.js';
import { GivenSampler, type Sampler } from '../../../core/prob/samplers.js';
import { samplerOf } from '../dice.js';
import type { Capability, DistributionReport, RulesContext, RulesOutcome } from '../../../core/system.js';
import { optionsNamed } from '../options.js';
import { R } from '../rules.js';
import { has, resolveUnit, type Unit, type UnitInput } from '../units.js';
import { artilleryPlan, type ArtilleryInput } from './artillery.js';
import { engineerRerolls } from './engineer.js';
import { casualties } from './casualties.js';
import { placeLine, type PlacementReport } from './placed.js';
import { runPlacedTemplate } from './placed-template.js';
import { closeCombatGroups, shootingGroups, specialGroups, type AttackContext, type GroupPlan } from './build.js';
import { exactGroup, sampleGroup, sumTotals, type GroupSpec } from './engine.js';
import { runCombatRound, type CombatRoundReport } from '../combat/index.js';
import type { CombatRoundInput } from '../combat/sides.js';
import { checkGeometry, coverFromTable, harderCover, type CoverGeometry } from './cover.js';
import { checkUnits } from './cover-models.js';
import { allToRankAndFile, checkUniform, distributionRule, distributedExact, distributedSample, explainDistribution, recipientsOf, type CombinedInput, type Recipient, type RecipientOdds, type RecipientRolled } from './distribute.js';

export { casualties };

export interface AttackRequest {
  kind: 'closeCombat' | 'shooting' | 'special' | 'artillery' | 'combatRound';
  attacker: UnitInput;
  target: UnitInput;
  round?: number;
  charged?: boolean;
  facing?: 'front' | 'flank' | 'rear';
  modelsInContact?: number;
  engagedFront?: boolean;
  fearFailed?: boolean;
  range?: number;
  moved?: boolean;
  standAndShoot?: boolean;
  cover?: 'none' | 'soft' | 'hard';
  /** Shooting: positions and terrain; the engine works out the terrain's cover (the harder of it and `cover` applies). */
  geometry?: CoverGeometry;
  multipleShots?: boolean;
  spell?: boolean;
  attacks?: number;
  special?: AttackContext['special'];
  artillery?: ArtilleryInput;
  /** kind combatRound: the attacker's unit is side 0, the target's side 1. */
  combat?: CombatRoundInput;
  /** Shooting and special attacks on a combined unit: its characters and the attacker's distribution (L2629-2652). */
  combined?: CombinedInput;
}

export type Cover = 'none' | 'soft' | 'hard';
export interface CoverReport { cover: Cover; fromTable: Cover; obscuredSoft: number; obscuredHard: number; obscured: number }

export interface AttackOutcome { hits: number; wounds: number; unsaved: number; woundsInflicted: number; modelsRemoved: number; woundsCarried: number }

export interface AttackResult {
  plan: { groups: GroupPlan[]; target: { models: number; wounds: number; woundsTaken: number; woundsRemaining: number } };
  outcome?: AttackOutcome & { misfire?: string | null; scatter?: number };
  artillery?: { pMisfire: number; misfireTable: Record<string, number>; scatter?: Array<{ value: number; p: number }>; pReroll?: number };
  combat?: CombatRoundReport;
  /** A combined unit: who took the hits (exact: per recipient odds; seeded/given: per recipient rolls). */
  combined?: { allToRankAndFile: boolean; recipients?: RecipientOdds[]; rolled?: RecipientRolled[] };
  /** Artillery placed on the table (request artillery.placement): what the engine worked out. */
  placement?: PlacementReport;
  /** Shooting with `geometry`: the cover applied, the table's verdict and the shares of the target's footprint obscured. */
  cover?: CoverReport;
  summary?: { meanHits: number; meanWounds: number; meanUnsaved: number; meanWoundsInflicted: number; meanModelsRemoved: number; pAnyModelRemoved: number; pUnitDestroyed: number };
}

const toList = (d: NumDist) => [...d].filter(([, p]) => p > 0).sort((a, b) => a[0] - b[0]).map(([value, p]) => ({ value, p }));

export function planAttack(req: AttackRequest, ctx: RulesContext) {
  const attacker = resolveUnit(req.attacker, 'attacker', req.kind === 'shooting' ? ['BS', 'S'] : req.kind === 'special' ? ['S'] : ['WS', 'S', 'I', 'A']);
  const target = resolveUnit(req.target, 'target', ['WS', 'T', 'W']);
  if (target.profile.W < 1) throw new DomainError('invalid_input', 'A target has at least 1 wound', [{ path: '/target/profile/W', code: 'range', message: 'W must be at least 1 for a model on the table (L661)' }]);
  const ex = new Explainer();
  const { cover, report } = shootingCover(req, attacker, target, ex);
  const actx: AttackContext = {
    kind: req.kind === 'combatRound' ? 'closeCombat' : req.kind, round: req.round ?? 1, charged: req.charged ?? false, facing: req.facing ?? 'front', modelsInContact: req.modelsInContact,
    engagedFront: req.engagedFront ?? true, fearFailed: req.fearFailed ?? false, range: req.range, moved: req.moved ?? false, standAndShoot: req.standAndShoot ?? false,
    cover, multipleShots: req.multipleShots ?? false, spell: req.spell ?? false, attacks: req.attacks, special: req.special, options: ctx.options,
  };
  const built = req.kind === 'closeCombat' ? closeCombatGroups(attacker, target, actx, ex) : req.kind === 'shooting' ? shootingGroups(attacker, target, actx, ex) : specialGroups(attacker, target, actx, ex);
  // Strike order: highest initiative first (L1495-1500); all groups hit the same wound pool.
  const order = built.plans.map((p, i) => i).sort((a, b) => built.plans[b].initiative - built.plans[a].initiative);
  return { attacker, target, ex, groups: order.map((i) => built.groups[i]), plans: order.map((i) => built.plans[i]), ...(report ? { cover: report } : {}) };
}

/** The cover a shot suffers: stated by the caller, worked out from `geometry`, or the harder of both (L1344-1376). */
function shootingCover(req: AttackRequest, attacker: Unit, target: Unit, ex: Explainer): { cover: Cover; report?: CoverReport } {
  if (!req.geometry) return { cover: req.cover ?? 'none' };
  const g = req.geometry;
  const bad = new IssueCollector();
  const geo = new IssueCollector();
  if (req.kind !== 'shooting') bad.add('/geometry', 'not_applicable', 'geometry works out cover, for kind shooting only');
  checkGeometry(g, bad);
  if (g.units !== undefined && !Array.isArray(g.units)) bad.add('/geometry/units', 'type', 'a list of units');
  else if (bad.empty) checkUnits(g.units ?? [], g.shooter, g.target, bad, geo);
  bad.throwIfAny(bad.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', 'Invalid shooting geometry');
  if (polygonsOverlap(footprintPolygon(g.shooter), footprintPolygon(g.target))) geo.add('/geometry/target', 'overlap', 'the target overlaps the shooter');
  geo.throwIfAny('impossible_state', 'Impossible shooting geometry');
  // Volley Fire ignores models for cover (L3404-3406): the weapon's rule or the part's
  const volleyFire = (attacker.missileWeapon !== undefined && MISSILE_WEAPONS[attacker.missileWeapon]?.rules.some((r) => r.id === 'volleyFire')) || has(attacker, 'volleyFire');
  const shot = { shooter: { troopType: attacker.troopType, largeTarget: has(attacker, 'largeTarget') }, target: { troopType: target.troopType, largeTarget: has(target, 'largeTarget') }, volleyFire };
  const found = coverFromTable(g, shot, ex);
  const stated = req.cover ?? 'none';
  const cover = harderCover(found.cover, stated);
  if (stated !== 'none') ex.add(R.cover, `stated ${stated} cover and ${found.cover === 'none' ? 'no' : found.cover} cover from the table: ${cover} applies (only the harder counts)`);
  return { cover, report: { cover, fromTable: found.cover, obscuredSoft: found.obscuredSoft, obscuredHard: found.obscuredHard, obscured: found.obscured } };
}

export function sampleAttack(groups: GroupSpec[], s: Sampler, models: number, w: number, taken: number): AttackOutcome {
  const t = { hits: 0, wounds: 0, unsaved: 0, inflicted: 0 };
  for (const g of groups) {
    const r = sampleGroup(g, s);
    t.hits += r.hits;
    t.wounds += r.wounds;
    t.unsaved += r.unsaved;
    t.inflicted += r.inflicted;
  }
  const c = casualties(models, w, taken, t.inflicted);
  return { hits: t.hits, wounds: t.wounds, unsaved: t.unsaved, woundsInflicted: c.inflicted, modelsRemoved: c.removed, woundsCarried: c.carried };
}

/** Templates on a combined unit (L2649-2652): touched characters' hits go to the R&F (first case) or to them (second). */
function templateCharacters(req: AttackRequest, target: Unit, ctx: RulesContext, ex: Explainer): { extraRnf: number; touched: Array<Unit & { index: number }>; all: boolean; line?: number[] } | null {
  const comb = req.combined;
  if (!comb) return null;
  const bad = new IssueCollector();
  const w = req.artillery?.weapon;
  const lineWeapon = w === 'cannon' || w === 'boltThrower';
  if (req.artillery && !lineWeapon && w !== 'catapult' && w !== 'flameThrower') bad.add('/combined', 'not_applicable', 'characters under a template or line: catapult, flame thrower, cannon and bolt thrower');
  const slots = w === 'cannon' ? (req.artillery?.models ?? 0) + 1 : Math.max(1, req.artillery?.maxHits ?? 1);
  if (lineWeapon && (comb.linePositions?.length ?? 0) !== (comb.touched?.length ?? 0)) bad.add('/combined/linePositions', 'length', 'one slot along the line per character in touched (0: the first model hit)');
  if (!lineWeapon && comb.linePositions !== undefined) bad.add('/combined/linePositions', 'not_applicable', 'slots along a line: cannon and bolt thrower only');
  if (lineWeapon) (comb.linePositions ?? []).forEach((k, i) => {
    if (!Number.isInteger(k) || k < 0 || k >= slots) bad.add(`/combined/linePositions/${i}`, 'range', `a slot along the line, 0 to ${slots - 1} (${w === 'cannon' ? 'the impact model, then artillery.models more' : 'up to artillery.maxHits models'})`);
    else if (comb.linePositions!.indexOf(k) !== i) bad.add(`/combined/linePositions/${i}`, 'duplicate', 'one model per slot');
  });
  if (!Array.isArray(comb.characters) || comb.characters.length === 0) bad.add('/combined/characters', 'required', 'at least one character joined to the target unit');
  const n = comb.characters?.length ?? 0;
  (comb.touched ?? []).forEach((k, i) => {
    if (!Number.isInteger(k) || k < 0 || k >= n) bad.add(`/combined/touched/${i}`, 'range', `an index into combined.characters (0 to ${n - 1})`);
    else if ((comb.touched ?? []).indexOf(k) !== i) bad.add(`/combined/touched/${i}`, 'duplicate', 'each character once');
  });
  bad.throwIfAny('invalid_input', 'Invalid combined unit');
  const chars = comb.characters.map((c, i) => ({ ...resolveUnit({ ...c, models: 1, files: 1 }, pointer('combined', 'characters', i), ['T', 'W']), models: 1, files: 1, index: i }));
  const threshold = Number(ctx.options.combinedDistributionThreshold ?? 5);
  const all = allToRankAndFile(target, chars, threshold);
  const touched = (comb.touched ?? []).map((k) => chars[k]);
  ex.add(distributionRule, all ? `every character has the unit's troop type and the unit has at least ${threshold} R&F: ${touched.length} hit(s) on characters under the template transferred to R&F models` : `a character has another troop type or fewer than ${threshold} R&F: ${touched.length} character(s) under the template take the hit themselves`);
  // on a line the slots are fixed: a transferred hit stays in its slot, now an R&F model
  if (lineWeapon) return all ? { extraRnf: 0, touched: [], all } : { extraRnf: 0, touched, all, line: comb.linePositions! };
  return all ? { extraRnf: touched.length, touched: [], all } : { extraRnf: 0, touched, all };
}

function runArtillery(req: AttackRequest, ctx: RulesContext): RulesOutcome<AttackResult> {
  if (!req.artillery) throw new DomainError('invalid_input', 'kind artillery needs `artillery`', [{ path: '/artillery', code: 'required', message: 'weapon, strength and the models covered' }]);
  const attacker = resolveUnit(req.attacker, 'attacker', ['BS']);
  const target = resolveUnit(req.target, 'target', ['T', 'W']);
  const ex = new Explainer();
  const W = Math.max(1, target.profile.W);
  const input = req.artillery;
  const planOf = (toHit: string) => ({ groups: [{ label: input.weapon, initiative: 0, attacks: 1, toHit, strength: input.strength, toWound: null, armourSave: null, ward: target.ward ?? target.regeneration ?? null, wardKind: target.ward ? 'ward' as const : target.regeneration ? 'regeneration' as const : null, armourPiercing: input.armourPiercing ?? 0 }], target: { models: target.models, wounds: W, woundsTaken: target.woundsTaken, woundsRemaining: target.models * W - target.woundsTaken } });
  // On the table: the templates are resolved over every place they can end; the lines work out their inputs
  if (input.placement && (input.weapon === 'catapult' || input.weapon === 'flameThrower')) return runPlacedTemplate(planOf('template'), attacker, target, input, req.combined, ctx, ex);
  const placed = input.placement ? placeLine(input, target, req.combined, ex) : null;
  const artillery = placed?.artillery ?? input;
  const placement = placed ? { placement: placed.report } : {};
  const tc = templateCharacters(placed ? { ...req, artillery, combined: placed.combined } : req, target, ctx, ex);
  const art = tc && artillery.models !== undefined ? { ...artillery, models: artillery.models + tc.extraRnf } : tc && Array.isArray(artillery.modelsByAdvance) ? { ...artillery, modelsByAdvance: artillery.modelsByAdvance.map((k) => k + tc.extraRnf) } : artillery;
  const lineChars = tc?.line ? { units: tc.touched, positions: tc.line } : undefined;
  const a = artilleryPlan(attacker, target, art, ex, lineChars ? [] : tc?.touched ?? [], lineChars, engineerRerolls(artillery, ctx.options));
  const plan = planOf(a.toHit);
  ex.add(R.casualties, 'wounds come off the shared wound pool, whole models removed');
  const chars = tc?.touched ?? [];
  const charCap = (c: Unit) => Math.max(1, c.profile.W) - c.woundsTaken;
  const s = samplerOf(ctx);
  if (s) {
    const o = a.sample(s);
    const c = casualties(target.models, W, target.woundsTaken, o.woundsInflicted);
    const cw = chars.map((u, k) => Math.min(o.characters?.[k] ?? 0, charCap(u)));
    const slain = chars.map((u, k) => cw[k] >= charCap(u));
    const combined = tc ? { allToRankAndFile: tc.all, rolled: [{ name: target.name, character: false, hits: o.rnfHits ?? o.hits - chars.length * (o.misfire === null && o.hits > 0 ? 1 : 0), woundsInflicted: c.inflicted, modelsRemoved: c.removed, slain: c.removed === target.models - Math.floor(target.woundsTaken / W) }, ...chars.map((u, k) => ({ name: u.name === u.troopType ? `character ${u.index}` : u.name, character: true, hits: o.characterHits?.[k] ?? (o.misfire === null && o.hits > 0 ? 1 : 0), woundsInflicted: cw[k], modelsRemoved: slain[k] ? 1 : 0, slain: slain[k] }))] } : undefined;
    const total = c.inflicted + cw.reduce((x, y) => x + y, 0);
    return { result: { plan, outcome: { hits: o.hits, wounds: total, unsaved: total, woundsInflicted: total, modelsRemoved: c.removed + slain.filter(Boolean).length, woundsCarried: c.carried, misfire: o.misfire, ...(o.scatter !== undefined ? { scatter: o.scatter } : {}) }, ...(combined ? { combined } : {}), ...placement }, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
  }
  const e = a.exact();
  let inflicted = mapDist(e.inflicted, (v) => casualties(target.models, W, target.woundsTaken, v).inflicted);
  let removed = mapDist(e.inflicted, (v) => casualties(target.models, W, target.woundsTaken, v).removed);
  let combined: AttackResult['combined'];
  if (tc) {
    const recipients: RecipientOdds[] = [{ name: target.name, character: false, meanHits: mean(e.hits) - (e.fired?.p ?? 0) * chars.length, meanWoundsInflicted: mean(inflicted), meanModelsRemoved: mean(removed), pSlain: removed.get(target.models - Math.floor(target.woundsTaken / W)) ?? 0, woundsInflicted: toList(inflicted) }];
    if (e.fired?.joint) {
      // a line: the R&F and the characters on it are reached one after the other (not independent)
      const f = e.fired;
      const joint = f.joint!;
      const tot = new Map<number, number>();
      const rem = new Map<number, number>();
      let rnfHits = 0;
      for (const o of joint) {
        const c = casualties(target.models, W, target.woundsTaken, o.rnf);
        const cw = o.chars.map((v, k) => Math.min(v, charCap(chars[k])));
        const v = c.inflicted + cw.reduce((x, y) => x + y, 0);
        const r = c.removed + cw.filter((x, k) => x >= charCap(chars[k])).length;
        tot.set(v, (tot.get(v) ?? 0) + o.p);
        rem.set(r, (rem.get(r) ?? 0) + o.p);
        rnfHits += o.p * o.rnfReached;
      }
      recipients[0].meanHits = f.p * rnfHits;
      inflicted = mixture([[1 - f.p, point(0)], [f.p, tot]]);
      removed = mixture([[1 - f.p, point(0)], [f.p, rem]]);
      chars.forEach((u, k) => {
        const d = mixture([[1 - f.p, point(0)], [f.p, mapDist(f.characters[k], (v) => Math.min(v, charCap(u)))]]);
        const pSl = f.p * joint.reduce((acc, o) => acc + (Math.min(o.chars[k], charCap(u)) >= charCap(u) ? o.p : 0), 0);
        const hit = f.p * joint.reduce((acc, o) => acc + o.p * o.charHits[k], 0);
        recipients.push({ name: u.name === u.troopType ? `character ${u.index}` : u.name, character: true, meanHits: hit, meanWoundsInflicted: mean(d), meanModelsRemoved: pSl, pSlain: pSl, woundsInflicted: toList(d) });
      });
    } else if (e.fired) {
      const f = e.fired;
      const rnfI = mapDist(f.rnf, (v) => casualties(target.models, W, target.woundsTaken, v).inflicted);
      const rnfR = mapDist(f.rnf, (v) => casualties(target.models, W, target.woundsTaken, v).removed);
      const cI = f.characters.map((d, k) => mapDist(d, (v) => Math.min(v, charCap(chars[k]))));
      const cR = cI.map((d, k) => mapDist(d, (v) => (v >= charCap(chars[k]) ? 1 : 0)));
      inflicted = mixture([[1 - f.p, point(0)], [f.p, cI.reduce(convolve, rnfI)]]);
      removed = mixture([[1 - f.p, point(0)], [f.p, cR.reduce(convolve, rnfR)]]);
      chars.forEach((u, k) => {
        const d = mixture([[1 - f.p, point(0)], [f.p, cI[k]]]);
        recipients.push({ name: u.name === u.troopType ? `character ${u.index}` : u.name, character: true, meanHits: f.p, meanWoundsInflicted: mean(d), meanModelsRemoved: f.p * (cR[k].get(1) ?? 0), pSlain: f.p * (cR[k].get(1) ?? 0), woundsInflicted: toList(d) });
      });
    }
    combined = { allToRankAndFile: tc.all, recipients };
  }
  const all = target.models - Math.floor(target.woundsTaken / W) + chars.length;
  return {
    result: { plan, artillery: { pMisfire: e.misfire, misfireTable: e.misfireTable, ...(e.scatter ? { scatter: toList(e.scatter) } : {}), ...(e.pReroll !== undefined ? { pReroll: e.pReroll } : {}) }, ...(combined ? { combined } : {}), ...placement, summary: { meanHits: mean(e.hits), meanWounds: mean(inflicted), meanUnsaved: mean(inflicted), meanWoundsInflicted: mean(inflicted), meanModelsRemoved: mean(removed), pAnyModelRemoved: 1 - (removed.get(0) ?? 0), pUnitDestroyed: removed.get(all) ?? 0 } },
    distribution: { woundsInflicted: toList(inflicted), hits: toList(e.hits), modelsRemoved: toList(removed), mean: mean(inflicted), means: { woundsInflicted: mean(inflicted), hits: mean(e.hits), modelsRemoved: mean(removed) } },
    explanation: ex.steps,
  };
}

function run(req: AttackRequest, ctx: RulesContext): RulesOutcome<AttackResult> {
  if (req.kind === 'artillery') return runArtillery(req, ctx);
  if (req.kind === 'combatRound') return runCombatRound(req.attacker, req.target, req.combat ?? {}, req.round, ctx);
  if (req.combined) return runCombined(req, req.combined, ctx);
  const { target, ex, groups, plans, cover } = planAttack(req, ctx);
  const coverPart = cover ? { cover } : {};
  const W = target.profile.W;
  const models = target.models;
  const taken = target.woundsTaken;
  const plan = { groups: plans, target: { models, wounds: W, woundsTaken: taken, woundsRemaining: models * W - taken } };
  ex.add(R.casualties, `target: ${models} model(s) of W${W}${taken ? `, ${taken} wound(s) already carried` : ''}; wounds beyond the unit's remaining ${models * W - taken} are lost`);
  const s = samplerOf(ctx);
  if (s) {
    const outcome = sampleAttack(groups, s, models, W, taken);
    return { result: { plan, outcome, ...coverPart }, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
  }
  const t = sumTotals(groups.map(exactGroup));
  const inflicted = mapDist(t.inflicted, (v) => casualties(models, W, taken, v).inflicted);
  const removed = mapDist(t.inflicted, (v) => casualties(models, W, taken, v).removed);
  const killedAll = Math.floor(taken / W);
  const distribution: DistributionReport = {
    woundsInflicted: toList(inflicted), hits: toList(t.hits), wounds: toList(t.wounds), unsaved: toList(t.unsaved), modelsRemoved: toList(removed),
    mean: mean(inflicted), means: { woundsInflicted: mean(inflicted), hits: mean(t.hits), wounds: mean(t.wounds), unsaved: mean(t.unsaved), modelsRemoved: mean(removed) },
  };
  const pAny = 1 - (removed.get(0) ?? 0);
  const pAll = removed.get(models - killedAll) ?? 0;
  return {
    result: { plan, summary: { meanHits: mean(t.hits), meanWounds: mean(t.wounds), meanUnsaved: mean(t.unsaved), meanWoundsInflicted: mean(inflicted), meanModelsRemoved: mean(removed), pAnyModelRemoved: pAny, pUnitDestroyed: pAll }, ...coverPart },
    distribution,
    explanation: ex.steps,
  };
}

/** The recipients of hits on a combined unit (L2629-2652): the R&F alone, or the R&F and the characters in the attacker's order. */
export function combinedPlan(req: AttackRequest, comb: CombinedInput, ctx: RulesContext) {
  if (req.kind !== 'shooting' && req.kind !== 'special') throw new DomainError('invalid_input', 'Hits are distributed for shooting and special attacks only', [{ path: '/combined', code: 'not_applicable', message: 'close-combat attacks are allocated before rolling (L1929-1931): use kind combatRound with combat.sides[].allocations' }]);
  const bad = new IssueCollector();
  if (!Array.isArray(comb.characters) || comb.characters.length === 0) bad.add('/combined/characters', 'required', 'at least one character joined to the target unit');
  if (comb.touched !== undefined) bad.add('/combined/touched', 'not_applicable', 'touched characters are for templates (kind artillery)');
  bad.throwIfAny('invalid_input', 'Invalid combined unit');
  const chars = comb.characters.map((c, i) => ({ ...resolveUnit({ ...c, models: 1, files: 1 }, pointer('combined', 'characters', i), ['T', 'W']), models: 1, files: 1 }));
  const planned = planAttack(req, ctx);
  const { target, ex, groups } = planned;
  const threshold = Number(ctx.options.combinedDistributionThreshold ?? 5);
  const all = allToRankAndFile(target, chars, threshold);
  explainDistribution(ex, all, threshold, chars, target, comb.spareHitsTo);
  const rnf: Recipient = { name: target.name, models: target.models, W: Math.max(1, target.profile.W), taken: target.woundsTaken, character: false, spec: groups[0] };
  let recipients: Recipient[] = [rnf];
  if (!all) {
    checkUniform(groups);
    const specs = comb.characters.map((c) => planAttack({ ...req, geometry: undefined, cover: undefined, combined: undefined, target: { ...c, models: 1, files: 1 } }, ctx).groups[0]);
    recipients = recipientsOf(rnf, chars.map((c, i) => ({ name: c.name === c.troopType ? `character ${i}` : c.name, models: 1, W: Math.max(1, c.profile.W), taken: c.woundsTaken, character: true, spec: specs[i] })), comb.spareHitsTo);
  }
  return { ...planned, all, recipients };
}

/** Shooting or special attacks on a combined unit (L2629-2652): all to the R&F, or distributed among R&F and characters. */
function runCombined(req: AttackRequest, comb: CombinedInput, ctx: RulesContext): RulesOutcome<AttackResult> {
  const { target, ex, groups, plans, all, recipients, cover } = combinedPlan(req, comb, ctx);
  const coverPart = cover ? { cover } : {};
  const W = target.profile.W;
  const plan = { groups: plans, target: { models: target.models, wounds: W, woundsTaken: target.woundsTaken, woundsRemaining: target.models * W - target.woundsTaken } };
  const s = samplerOf(ctx);
  if (s) {
    const o = distributedSample(groups, recipients, s);
    const carried = casualties(target.models, W, target.woundsTaken, o.recipients.find((r) => !r.character)!.woundsInflicted).carried;
    const outcome = { hits: o.totals.hits, wounds: o.totals.wounds, unsaved: o.totals.unsaved, woundsInflicted: o.totals.inflicted, modelsRemoved: o.totals.removed, woundsCarried: carried };
    return { result: { plan, outcome, combined: { allToRankAndFile: all, rolled: o.recipients }, ...coverPart }, rolls: s.rolls, ...(s instanceof GivenSampler ? { unusedRolls: s.unused } : {}), explanation: ex.steps };
  }
  const e = distributedExact(groups, recipients);
  const t = e.totals;
  const models = recipients.reduce((n, r) => n + r.models - Math.floor(r.taken / r.W), 0);
  const distribution: DistributionReport = {
    woundsInflicted: toList(t.inflicted), hits: toList(t.hits), wounds: toList(t.wounds), unsaved: toList(t.unsaved), modelsRemoved: toList(e.removed),
    mean: mean(t.inflicted), means: { woundsInflicted: mean(t.inflicted), hits: mean(t.hits), wounds: mean(t.wounds), unsaved: mean(t.unsaved), modelsRemoved: mean(e.removed) },
  };
  return {
    result: { plan, combined: { allToRankAndFile: all, recipients: e.recipients }, ...coverPart, summary: { meanHits: mean(t.hits), meanWounds: mean(t.wounds), meanUnsaved: mean(t.unsaved), meanWoundsInflicted: mean(t.inflicted), meanModelsRemoved: mean(e.removed), pAnyModelRemoved: 1 - (e.removed.get(0) ?? 0), pUnitDestroyed: e.removed.get(models) ?? 0 } },
    distribution,
    explanation: ex.steps,
  };
}

export const attacksCapability: Capability<AttackRequest, AttackResult> = {
  options: optionsNamed('distractingStacks', 'clampEachModifier', 'rerollConflict', 'spearLethalStrikeFront', 'monstrousSupportCap', 'magicResistanceWard', 'combinedDistributionThreshold', 'rankBonusCountsFirstRank', 'bsbCountsAsStandard', 'flankAndRearStack', 'musicianBothTie', 'scatterDirections', 'flameThrowerEnd', 'engineerRerolls'),
  usesDice: true,
  run,
};
