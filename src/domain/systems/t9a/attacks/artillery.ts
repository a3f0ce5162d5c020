/**
 * Artillery weapons (§3.11, L2440-2535): catapult (scatter D6×2", misfire on a natural 6 of the distance die),
 * flame thrower (D6" advance, misfire on a 6 with −1 on the table), cannon (to hit ignoring cover, misfire on a
 * natural 1, full S on the impact model, half S along the line, stopping at the first model that survives), bolt
 * thrower (S −1 for each model passed, up to the target's ranks or files), volley gun (random shots: one natural 6
 * −1 to hit, two or more misfire), and the misfire table (L2518-2535). Here the caller gives how many models the
 * final template or line covers; with `placement` the engine works them out (placement.ts, template-odds.ts, placed.ts).
 */
import { DomainError, IssueCollector } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { convolve, mixture, point, type NumDist } from '../../../core/prob/dist.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import { SEED, specialRule } from '../rules.js';
import type { Unit } from '../units.js';
import { armourTarget, clamp10, shootingTarget, woundTarget } from './targets.js';
import { exactGroup, NO_REROLL, pDie, sampleGroup, type GroupSpec } from './engine.js';
import type { ArtilleryPlacement } from './placement.js';
import { catapultMoves } from './template-odds.js';
import { engineerRule, flameAdvances, scatterOf, statedScatter, takeReroll } from './engineer.js';

export interface ArtilleryInput {
  weapon: 'catapult' | 'flameThrower' | 'cannon' | 'boltThrower' | 'volleyGun';
  strength: number;
  /** Catapult: the bracketed S of the model under the centre (E27). */
  centreStrength?: number;
  /** Volley gun shots: a number or "2D6", "3D6"… */
  shots?: number | string;
  /** Models under the final template (catapult, flame thrower) or along the line after the impact model (cannon). */
  models?: number;
  /** Bolt thrower: the target's ranks (front/rear) or files (flank): the most models one bolt can hit. */
  maxHits?: number;
  armourPiercing?: number;
  /** An Engineer within 3" (L3386-3395): rerolls misfire-table results of 1-2, a catapult's scatter die, a flame thrower's advance (option engineerRerolls). */
  engineer?: boolean;
  /** Flame thrower without a placement: the models touched for an advance of 1", 2" … 5" (instead of `models`). */
  modelsByAdvance?: number[];
  /** Catapult: the template's centre is in the machine's line of sight (default); out of it a hit face moves it D6×2 − BS". */
  lineOfSight?: boolean;
  /** Where the target, the aim point and the machine stand: the engine works out the models hit (placement.ts). */
  placement?: ArtilleryPlacement;
}

/** Templates on a combined unit: the characters under the template who take a hit themselves (L2649-2652). */
export interface TemplateCharacters { units: Unit[] }

export const MISFIRE_RESULTS = ['explosion', 'destroyed', 'obstructed', 'malfunction'] as const;
const rule = (lines: string, name: string) => specialRule('artillery', `${SEED} ${lines}`, name);

/** The misfire table with its modifier (flame thrower −1), Engineer rerolling a Destroyed or Explosion result. */
export function misfireDist(mod: number, engineer: boolean): Record<string, number> {
  const res = (r: number) => (r + mod <= 0 ? 'explosion' : r + mod <= 2 ? 'destroyed' : r + mod <= 4 ? 'obstructed' : 'malfunction');
  const out: Record<string, number> = { explosion: 0, destroyed: 0, obstructed: 0, malfunction: 0 };
  for (let r = 1; r <= 6; r++) {
    const first = res(r);
    if (engineer && (first === 'explosion' || first === 'destroyed')) for (let q = 1; q <= 6; q++) out[res(q)] += 1 / 36;
    else out[first] += 1 / 6;
  }
  return out;
}

/** Seeded/given: the misfire table's die (and the Engineer's reroll of a Destroyed or Explosion result). */
export function rollMisfire(sm: Sampler, mod: number, engineer: boolean): string {
  const res = (r: number) => (r + mod <= 0 ? 'explosion' : r + mod <= 2 ? 'destroyed' : r + mod <= 4 ? 'obstructed' : 'malfunction');
  let r = res(sm.roll('misfire', 6, 1)[0]);
  if (engineer && (r === 'explosion' || r === 'destroyed')) r = res(sm.reroll('misfire', 6, 1)[0]);
  return r;
}

/** `n` automatic hits of an artillery weapon at strength `st` on `u` (its T, armour, ward and W). */
export function artilleryGroup(label: string, u: Unit, n: number, st: number, ap: number): GroupSpec {
  return { label, attacks: { fixed: n }, hit: { kind: 'auto' }, wound: { target: woundTarget(st, u.profile.T), lethal: false, reroll: NO_REROLL }, armour: { normal: armourTarget(u.armourBonus, st, ap), lethal: null, reroll: NO_REROLL }, ward: { normal: u.ward ?? u.regeneration ?? null, lethal: null, reroll: NO_REROLL }, cap: Math.max(1, u.profile.W) };
}

export interface ArtilleryOutcome { misfire: string | null; hits: number; woundsInflicted: number; scatter?: number; characters?: number[]; characterHits?: number[]; rnfHits?: number }

/** A cannon or bolt-thrower line through a combined unit: the characters on it and their slots (0: the first model hit). */
export interface LineCharacters { units: Unit[]; positions: number[] }

/** One way the line ends: its probability, the R&F wounds and models reached, and each character's wound and hit. */
export interface LineOutcome { p: number; rnf: number; rnfReached: number; chars: number[]; charHits: number[] }

/**
 * A line whose slots hold R&F models or characters (L2484-2507 with L2649-2652): each slot reached takes one hit at its
 * strength; a model removed lets the line go on, one that survives (or a multi-wound model that takes a wound) stops it.
 */
function lineSlots(strengths: number[], tgt: Unit, ap: number, line: LineCharacters): Array<{ s: number; u: Unit; char: number }> {
  return strengths.map((st, k) => { const c = line.positions.indexOf(k); return { s: st, u: c >= 0 ? line.units[c] : tgt, char: c }; });
}
const woundsLeft = (u: Unit, char: boolean) => (char ? Math.max(1, u.profile.W) - u.woundsTaken : Math.max(1, u.profile.W));
function pUnsaved(s: number, u: Unit, ap: number): number {
  const w = woundTarget(s, u.profile.T);
  const arm = armourTarget(u.armourBonus, s, ap);
  const ward = u.ward ?? u.regeneration ?? null;
  return pDie(w, NO_REROLL) * (1 - pDie(arm, NO_REROLL)) * (1 - pDie(ward, NO_REROLL));
}
export function lineJoint(strengths: number[], tgt: Unit, ap: number, line: LineCharacters): LineOutcome[] {
  const slots = lineSlots(strengths, tgt, ap, line);
  const out: LineOutcome[] = [];
  let reach = 1;
  const rnfW = Math.max(1, tgt.profile.W);
  // R&F models share one wound pool: a multi-wound R&F model hit first may already carry the unit's wounds taken
  const chars = line.units.map(() => 0);
  const hits = line.units.map(() => 0);
  let rnf = 0;
  let rnfReached = 0;
  for (const sl of slots) {
    const pu = pUnsaved(sl.s, sl.u, ap);
    const isChar = sl.char >= 0;
    const left = isChar ? woundsLeft(sl.u, true) : rnfW;
    if (isChar) hits[sl.char] = 1; else rnfReached++;
    // the slot saves or is not wounded: the line stops here
    out.push({ p: reach * (1 - pu), rnf, rnfReached, chars: [...chars], charHits: [...hits] });
    if (left > 1) { // wounded, not removed: stops too
      const c2 = [...chars];
      if (isChar) c2[sl.char] = 1;
      out.push({ p: reach * pu, rnf: isChar ? rnf : rnf + 1, rnfReached, chars: c2, charHits: [...hits] });
      return out;
    }
    reach *= pu;
    if (isChar) chars[sl.char] = 1; else rnf++;
  }
  out.push({ p: reach, rnf, rnfReached, chars: [...chars], charHits: [...hits] });
  return out;
}

interface Chain { strengths: number[]; tgt: Unit; ap: number }

/** P(a model is removed) by one hit at S: wound, armour, ward, W1 (multi-wound models need as many hits). */
function pRemoved(s: number, tgt: Unit, ap: number): number {
  const w = woundTarget(s, tgt.profile.T);
  const arm = armourTarget(tgt.armourBonus, s, ap);
  const ward = tgt.ward ?? tgt.regeneration ?? null;
  return pDie(w, NO_REROLL) * (1 - pDie(arm, NO_REROLL)) * (1 - pDie(ward, NO_REROLL));
}

/** Cannon line and bolt thrower: models removed one after the other until one survives (exact). */
function chainDist(c: Chain): NumDist {
  // A multi-wound model survives one wound: the line stops at it (one wound inflicted or none)
  if (c.tgt.profile.W > 1) { const p = pRemoved(c.strengths[0], c.tgt, c.ap); return new Map([[0, 1 - p], [1, p]]); }
  const out = new Map<number, number>();
  let reach = 1;
  c.strengths.forEach((s, k) => {
    const p = pRemoved(s, c.tgt, c.ap);
    out.set(k, (out.get(k) ?? 0) + reach * (1 - p));
    reach *= p;
  });
  out.set(c.strengths.length, (out.get(c.strengths.length) ?? 0) + reach);
  return out;
}

function sampleChain(c: Chain, s: Sampler): number {
  let removed = 0;
  for (const st of c.strengths) {
    const w = woundTarget(st, c.tgt.profile.T);
    const f = s.roll('wound', 6, 1)[0];
    let ok = w !== null && f !== 1 && f >= w;
    const arm = armourTarget(c.tgt.armourBonus, st, c.ap);
    if (ok && arm !== null) { const a = s.roll('armour', 6, 1)[0]; ok = a === 1 || a < arm; }
    const ward = c.tgt.ward ?? c.tgt.regeneration ?? null;
    if (ok && ward !== null) { const a = s.roll('ward', 6, 1)[0]; ok = a === 1 || a < ward; }
    if (!ok) break;
    removed++;
    if (c.tgt.profile.W > 1) break;
  }
  return removed;
}

/** `fired`: given the template lands (no misfire), the R&F wounds and each touched character's (fired.characters). */
export interface ArtilleryPlan { exact: () => { hits: NumDist; inflicted: NumDist; misfire: number; misfireTable: Record<string, number>; scatter?: NumDist; pReroll?: number; fired?: { p: number; rnf: NumDist; characters: NumDist[]; joint?: LineOutcome[] } }; sample: (s: Sampler) => ArtilleryOutcome; toHit: string }

/** The flame thrower's models per advance (400 with pointers): five counts, instead of `models`. */
function checkByAdvance(a: ArtilleryInput): void {
  const bad = new IssueCollector();
  const m = a.modelsByAdvance;
  if (a.weapon !== 'flameThrower') bad.add('/artillery/modelsByAdvance', 'not_applicable', 'the models per advance are the flame thrower\'s (L2473-2483)');
  else if (a.models !== undefined) bad.add('/artillery/models', 'one_of', 'models or modelsByAdvance, not both');
  if (!Array.isArray(m) || m.length !== 5) bad.add('/artillery/modelsByAdvance', 'length', 'five counts: the models touched for an advance of 1" to 5" (a 6 misfires)');
  else m.forEach((k, i) => { if (!Number.isInteger(k) || k < 0 || k > 100) bad.add(`/artillery/modelsByAdvance/${i}`, 'range', 'a count of models, 0 to 100'); });
  bad.throwIfAny('invalid_input', 'Invalid flame thrower counts');
}

/** `reroll`: the Engineer rerolls a catapult's scatter die or a flame thrower's advance (option engineerRerolls). */
export function artilleryPlan(att: Unit, tgt: Unit, a: ArtilleryInput, ex: Explainer, touched: Unit[] = [], line0?: LineCharacters, reroll = false): ArtilleryPlan {
  const ap = a.armourPiercing ?? 0;
  const s = clamp10(a.strength);
  const groupOn = (u: Unit, n: number, st: number): GroupSpec => artilleryGroup(a.weapon, u, n, st, ap);
  const group = (n: number, st: number): GroupSpec => groupOn(tgt, n, st);
  const needModels = () => {
    if (a.models === undefined) throw new DomainError('invalid_input', `${a.weapon}: how many models the template covers`, [{ path: '/artillery/models', code: 'required', message: `the models under the final template (or along the cannon line)${a.weapon === 'flameThrower' ? ', or modelsByAdvance' : ''}` }]);
    return a.models;
  };
  if (a.modelsByAdvance !== undefined) checkByAdvance(a);
  const misfireTable = (mod: number) => misfireDist(mod, !!a.engineer);
  const misfireRoll = (sm: Sampler, mod: number): string => rollMisfire(sm, mod, !!a.engineer);
  switch (a.weapon) {
    case 'catapult':
    case 'flameThrower': {
      const flame = a.weapon === 'flameThrower';
      // the flame thrower's models per advance (1-5"), or one count whatever the roll
      const counts = flame ? a.modelsByAdvance : undefined;
      const n = counts ? 0 : needModels();
      const nAt = (d: number) => (counts ? counts[d - 1] : n);
      const los = a.lineOfSight !== false;
      const BS = att.profile.BS;
      ex.add(rule(flame ? 'L2473-2483' : 'L2448-2472', flame ? 'Flame thrower' : 'Catapult'), flame ? `flame thrower: D6" advance, a natural 6 misfires (−1 on the misfire table); ${counts ? `${counts.join(', ')} model(s) touched for an advance of 1" to 5"` : `${n} model(s) touched`}` : `catapult: scatter D6×2"${los ? '' : ' (out of line of sight: a hit face moves it D6×2 − BS" in a random direction)'}, a natural 6 on the distance die misfires; ${n} model(s) under the template${a.centreStrength ? `, S${a.centreStrength} on the centre model (E27)` : ''}`);
      const centre = a.centreStrength !== undefined && n > 0 && !flame;
      const groupsOf = (k: number) => (centre ? [group(k - 1, s), group(1, clamp10(a.centreStrength!))] : [group(k, s)]);
      const charGroups = touched.map((c) => groupOn(c, 1, s));
      // the Engineer (L3386-3395): the advance rerolled below the reroll's expectation of the target's models hit
      const adv = flame ? flameAdvances((d) => nAt(d) + touched.length, reroll) : null;
      if (reroll) ex.add(engineerRule, flame ? `the Engineer rerolls an advance of ${adv!.rerolled.flatMap((r, k) => (r ? [`${k + 1}"`] : [])).join(', ') || 'none'} (a reroll touches ${+((([1, 2, 3, 4, 5].reduce((t, d) => t + nAt(d), 0)) / 6) + (5 / 6) * touched.length).toFixed(3)} on average, a 6 misfiring; option engineerRerolls)` : 'the Engineer rerolls a scatter die that scatters farther than a reroll would on average (the models under the template are the caller\'s count; option engineerRerolls)');
      return {
        toHit: 'template',
        exact: () => {
          const inflictedOf = (k: number) => groupsOf(k).map(exactGroup).reduce((x, y) => ({ ...x, inflicted: convolve(x.inflicted, y.inflicted) })).inflicted;
          const pMis = adv ? adv.pMisfire : 1 / 6;
          const fires: Array<[number, number]> = counts ? [1, 2, 3, 4, 5].map((d) => [adv!.p[d - 1], nAt(d)]) : [[1 - pMis, n]];
          const rnf = mixture(fires.map(([p, k]) => [p / (1 - pMis), inflictedOf(k)] as const));
          const stated = !flame && reroll ? statedScatter(los, BS, true) : null;
          const scatter = flame ? undefined : stated?.scatter ?? new Map(catapultMoves(los, BS).map((m) => [m.rho, m.p]));
          const fired = touched.length ? { p: 1 - pMis, rnf, characters: charGroups.map((g) => exactGroup(g).inflicted) } : undefined;
          const pReroll = reroll ? stated?.pReroll ?? adv!.pReroll : undefined;
          return { hits: mixture([[pMis, point(0)], ...fires.map(([p, k]) => [p, point(k + touched.length)] as const)]), inflicted: mixture([[pMis, point(0)], [1 - pMis, rnf]]), misfire: pMis, misfireTable: misfireTable(flame ? -1 : 0), scatter, ...(pReroll !== undefined ? { pReroll } : {}), ...(fired ? { fired } : {}) };
        },
        sample: (sm) => {
          let scatter: number | undefined;
          let k = n;
          if (!flame) {
            const face = sm.roll('scatter', 6, 1)[0];
            const d = sm.roll('scatterDistance', 6, 1)[0];
            if (d === 6) return { misfire: misfireRoll(sm, 0), hits: 0, woundsInflicted: 0, scatter: 0 };
            const sc = scatterOf(d, los, BS);
            const rhoOf = (f: number) => (f === 1 || f === 6 ? sc.hit : sc.arrow);
            scatter = rhoOf(face);
            if (reroll && takeReroll({ v: 0, rho: scatter }, { v: 0, rho: sc.hit / 3 + (2 * sc.arrow) / 3 })) scatter = rhoOf(sm.reroll('scatter', 6, 1)[0]);
          } else {
            let d = sm.roll('flameDistance', 6, 1)[0];
            if (d !== 6 && adv!.rerolled[d - 1]) d = sm.reroll('flameDistance', 6, 1)[0];
            if (d === 6) return { misfire: misfireRoll(sm, -1), hits: 0, woundsInflicted: 0 };
            k = nAt(d);
          }
          const inflicted = groupsOf(k).reduce((t, g) => t + sampleGroup(g, sm).inflicted, 0);
          const characters = charGroups.map((g) => sampleGroup(g, sm).inflicted);
          return { misfire: null, hits: k + touched.length, woundsInflicted: inflicted, ...(scatter !== undefined ? { scatter } : {}), ...(touched.length ? { characters } : {}) };
        },
      };
    }
    case 'cannon':
    case 'boltThrower': {
      const cannon = a.weapon === 'cannon';
      const t = shootingTarget(att.profile.BS);
      if (!t) throw new DomainError('invalid_input', 'cannot hit', [{ path: '/attacker/profile/BS', code: 'range', message: 'BS 1 or more' }]);
      const pHit = t.second !== undefined ? (1 / 6) * ((7 - t.second) / 6) : pDie(t.target, NO_REROLL);
      // cannon: a natural 1 misfires (and misses); BS fixed, cover ignored (L2494-2507)
      const onLine = line0;
      const line = cannon ? [s, ...Array.from({ length: needModels() }, () => Math.ceil(s / 2))] : Array.from({ length: Math.max(1, a.maxHits ?? 1) }, (_, k) => Math.max(1, s - k));
      ex.add(rule(cannon ? 'L2494-2507' : 'L2484-2493', cannon ? 'Cannon' : 'Bolt thrower'), cannon ? `cannon: hits on ${t.target}+ ignoring cover, a natural 1 misfires; S${s} on the impact model, S${Math.ceil(s / 2)} on ${line.length - 1} more along the line, stopping at the first that survives` : `bolt thrower: hits on ${t.target}+; up to ${line.length} models, S −1 for each one passed`);
      const chain: Chain = { strengths: line, tgt, ap };
      if (onLine && onLine.units.length) {
        const lc = onLine;
        ex.add(rule('L2649-2652', 'Templates on a combined unit'), `the line passes ${lc.units.length} character(s) (slot${lc.positions.length > 1 ? 's' : ''} ${lc.positions.join(', ')}): each takes the hit itself with its own T, saves and W`);
        return {
          toHit: `${t.target}+`,
          exact: () => {
            const joint = lineJoint(line, tgt, ap, lc);
            const rnf = new Map<number, number>();
            for (const o of joint) rnf.set(o.rnf, (rnf.get(o.rnf) ?? 0) + o.p);
            const characters = lc.units.map((_, k) => { const d = new Map<number, number>(); for (const o of joint) d.set(o.chars[k], (d.get(o.chars[k]) ?? 0) + o.p); return d; });
            return { hits: mixture([[1 - pHit, point(0)], [pHit, point(1)]]), inflicted: mixture([[1 - pHit, point(0)], [pHit, rnf]]), misfire: cannon ? 1 / 6 : 0, misfireTable: misfireTable(0), fired: { p: pHit, rnf, characters, joint } };
          },
          sample: (sm) => {
            const f = sm.roll('hit', 6, 1)[0];
            const none = { characters: lc.units.map(() => 0), characterHits: lc.units.map(() => 0), rnfHits: 0 };
            if (cannon && f === 1) return { misfire: misfireRoll(sm, 0), hits: 0, woundsInflicted: 0, ...none };
            if (f === 1 || f < t.target) return { misfire: null, hits: 0, woundsInflicted: 0, ...none };
            if (t.second !== undefined && sm.roll('hit2', 6, 1)[0] < t.second) return { misfire: null, hits: 0, woundsInflicted: 0, ...none };
            let rnf = 0;
            for (const sl of lineSlots(line, tgt, ap, lc)) {
              const isChar = sl.char >= 0;
              if (isChar) none.characterHits[sl.char] = 1; else none.rnfHits++;
              const w = woundTarget(sl.s, sl.u.profile.T);
              const fw = sm.roll('wound', 6, 1)[0];
              let ok = w !== null && fw !== 1 && fw >= w;
              const arm = armourTarget(sl.u.armourBonus, sl.s, ap);
              if (ok && arm !== null) { const r = sm.roll('armour', 6, 1)[0]; ok = r === 1 || r < arm; }
              const ward = sl.u.ward ?? sl.u.regeneration ?? null;
              if (ok && ward !== null) { const r = sm.roll('ward', 6, 1)[0]; ok = r === 1 || r < ward; }
              if (!ok) break;
              if (isChar) none.characters[sl.char] = 1; else rnf++;
              if ((isChar ? woundsLeft(sl.u, true) : Math.max(1, tgt.profile.W)) > 1) break;
            }
            return { misfire: null, hits: 1, woundsInflicted: rnf, ...none };
          },
        };
      }
      return {
        toHit: `${t.target}+`,
        exact: () => {
          const c = chainDist(chain);
          return { hits: mixture([[1 - pHit, point(0)], [pHit, point(1)]]), inflicted: mixture([[1 - pHit, point(0)], [pHit, c]]), misfire: cannon ? 1 / 6 : 0, misfireTable: misfireTable(0) };
        },
        sample: (sm) => {
          const f = sm.roll('hit', 6, 1)[0];
          if (cannon && f === 1) return { misfire: misfireRoll(sm, 0), hits: 0, woundsInflicted: 0 };
          if (f === 1 || f < t.target) return { misfire: null, hits: 0, woundsInflicted: 0 };
          if (t.second !== undefined && sm.roll('hit2', 6, 1)[0] < t.second) return { misfire: null, hits: 0, woundsInflicted: 0 };
          return { misfire: null, hits: 1, woundsInflicted: sampleChain(chain, sm) };
        },
      };
    }
    case 'volleyGun': {
      const shots = a.shots ?? 1;
      const fixed = typeof shots === 'number';
      const m = fixed ? null : /^(\d*)D6$/i.exec(String(shots));
      if (!fixed && !m) throw new DomainError('invalid_input', 'volley gun shots: a number or nD6', [{ path: '/artillery/shots', code: 'dice', message: 'e.g. 8 or "2D6"' }]);
      const k = m ? Number(m[1] || 1) : 0;
      if (k > 4) throw new DomainError('invalid_input', 'at most 4D6 shots', [{ path: '/artillery/shots', code: 'dice', message: 'at most 4D6' }]);
      ex.add(rule('L2508-2517', 'Volley gun'), fixed ? `volley gun: ${shots} shots, no Multiple Shots penalty, no misfire` : `volley gun: ${shots} shots; one natural 6 among them −1 to hit, two or more misfire`);
      const shotGroup = (n: number, mod: number): GroupSpec => {
        const tt = shootingTarget(att.profile.BS + mod);
        return { ...group(n, s), hit: tt ? { kind: 'roll', target: tt.target, second: tt.second, poisoned: false, reroll: NO_REROLL } : { kind: 'roll', target: 7, poisoned: false, reroll: NO_REROLL } };
      };
      return {
        toHit: `${shootingTarget(att.profile.BS)?.target ?? 7}+`,
        exact: () => {
          if (fixed) { const g = exactGroup(shotGroup(shots as number, 0)); return { hits: g.hits, inflicted: g.inflicted, misfire: 0, misfireTable: misfireTable(0) }; }
          const parts: Array<[number, NumDist, NumDist]> = [];
          let pMis = 0;
          const rec = (left: number, sum: number, sixes: number, p: number) => {
            if (left === 0) {
              if (sixes >= 2) { pMis += p; parts.push([p, point(0), point(0)]); return; }
              const g = exactGroup(shotGroup(sum, sixes === 1 ? -1 : 0));
              parts.push([p, g.hits, g.inflicted]);
              return;
            }
            for (let f = 1; f <= 6; f++) rec(left - 1, sum + f, sixes + (f === 6 ? 1 : 0), p / 6);
          };
          rec(k, 0, 0, 1);
          return { hits: mixture(parts.map(([p, h]) => [p, h] as const)), inflicted: mixture(parts.map(([p, , i]) => [p, i] as const)), misfire: pMis, misfireTable: misfireTable(0) };
        },
        sample: (sm) => {
          let n = shots as number;
          let mod = 0;
          if (!fixed) {
            const faces = sm.roll('shots', 6, k);
            const sixes = faces.filter((f) => f === 6).length;
            if (sixes >= 2) return { misfire: misfireRoll(sm, 0), hits: 0, woundsInflicted: 0 };
            n = faces.reduce((x, y) => x + y, 0);
            mod = sixes === 1 ? -1 : 0;
          }
          const r = sampleGroup(shotGroup(n, mod), sm);
          return { misfire: null, hits: r.hits, woundsInflicted: r.inflicted };
        },
      };
    }
  }
}
