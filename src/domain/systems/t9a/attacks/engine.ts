/**
 * The attack sequence of one batch of simultaneous attacks (L1904-1920): to hit, to wound, armour, ward or
 * regeneration, Multiple Wounds; computed exactly per attack (every face and its reroll enumerated, then
 * convolved over the attacks) and rolled in table order for seeded and given dice.
 */
import { convolve, convolvePower, mapDist, mixture, point, type NumDist } from '../../../core/prob/dist.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import { diceDist, rollDice, type DiceExpr } from '../dice-expr.js';

export type HitSpec =
  /** Automatic hits; `poisoned`: each wounds automatically (a Poisoned natural 6 distributed as a hit, L3169-3172). */
  | { kind: 'auto'; poisoned?: boolean }
  /** d6 ≥ target; `second`: "needs 7+": a natural 6 then a second d6 ≥ second (L1393-1399). */
  | { kind: 'roll'; target: number; second?: number; poisoned: boolean; reroll: RerollRule };

export interface RerollRule {
  /** Attacker rerolls failed dice (Hatred, Flaming vs Flammable, Blessed Sword, Dusk Stone). */
  failures: boolean;
  /** Attacker rerolls natural 1s. */
  ones: boolean;
  /** Opponent forces successes to be rerolled (Bluffer's Helm, Holy Attacks on wards); `naturalSixOnly`: Gem of Fortune. */
  successes: boolean;
  naturalSixOnly?: boolean;
}
export const NO_REROLL: RerollRule = { failures: false, ones: false, successes: false };

export interface GroupSpec {
  label: string;
  /** Attacks: a fixed number or a dice expression rolled once for the group (Random Attacks per model are summed). */
  attacks: { fixed: number } | { perModel: DiceExpr; models: number; plus: number };
  hit: HitSpec;
  /** To-wound target (2..6), null: cannot wound; `metalshifting` changes nothing here (the target is precomputed). */
  wound: { target: number | null; lethal: boolean; reroll: RerollRule };
  /** Armour target for a normal wound and for a Lethal Strike wound (null: no save). */
  armour: { normal: number | null; lethal: number | null; reroll: RerollRule };
  /** Ward or regeneration target (already chosen), for normal and lethal wounds; holy: successful wards rerolled. */
  ward: { normal: number | null; lethal: number | null; reroll: RerollRule };
  /** Wounds per unsaved wound; capped at `cap` (the target's W, L3308-3319). */
  multiple?: DiceExpr;
  cap: number;
}

/** One attack's joint outcome. */
interface Att { hit: number; wound: number; unsaved: number; inflicted: number }

const succeeds = (face: number, target: number) => face !== 1 && face >= target;

/** Probability that one die meets `target` with the reroll rule (a die is rerolled at most once, L579-583). */
export function pDie(target: number | null, rr: RerollRule): number {
  if (target === null || target > 6) return 0;
  let p = 0;
  for (let f = 1; f <= 6; f++) {
    const ok = succeeds(f, target);
    if (rerolls(f, ok, rr)) for (let g = 1; g <= 6; g++) p += succeeds(g, target) ? 1 / 36 : 0;
    else p += ok ? 1 / 6 : 0;
  }
  return p;
}

/** First-triggered rule (option rerollConflict): a failure rerolls under failures/ones, a success under successes. */
export function rerolls(face: number, ok: boolean, rr: RerollRule): boolean {
  if (!ok) return rr.failures || (rr.ones && face === 1);
  return rr.successes && (!rr.naturalSixOnly || face === 6);
}

/** Distribution of the final face of one die after its possible reroll. */
function faceDist(target: number, rr: RerollRule): Map<number, number> {
  const out = new Map<number, number>();
  for (let f = 1; f <= 6; f++) {
    if (rerolls(f, succeeds(f, target), rr)) for (let g = 1; g <= 6; g++) out.set(g, (out.get(g) ?? 0) + 1 / 36);
    else out.set(f, (out.get(f) ?? 0) + 1 / 6);
  }
  return out;
}

/** Hit stage of one attack: 0 miss, 1 hit, 2 Poisoned hit (natural 6: wounds automatically, L3169-3172). */
export function hitDist(h: HitSpec): Map<number, number> {
  if (h.kind === 'auto') return new Map([[h.poisoned ? 2 : 1, 1]]);
  const out = new Map<number, number>();
  for (const [f, p] of faceDist(h.target, h.reroll)) {
    let v = succeeds(f, h.target) ? 1 : 0;
    if (v && h.second !== undefined) v = 0; // handled below
    if (h.second !== undefined && f === 6) {
      const q = (7 - h.second) / 6;
      out.set(1, (out.get(1) ?? 0) + p * q);
      out.set(0, (out.get(0) ?? 0) + p * (1 - q));
      continue;
    }
    if (v && h.poisoned && f === 6) v = 2;
    out.set(v, (out.get(v) ?? 0) + p);
  }
  return out;
}

/** Exact joint outcome of one attack. */
function oneAttack(g: GroupSpec): Map<string, { a: Att; p: number }> {
  const out = new Map<string, { a: Att; p: number }>();
  const put = (a: Att, p: number) => {
    if (p === 0) return;
    const k = `${a.hit}|${a.wound}|${a.unsaved}|${a.inflicted}`;
    const e = out.get(k);
    if (e) e.p += p;
    else out.set(k, { a, p });
  };
  const mw: NumDist = g.multiple ? mapDist(diceDist(g.multiple), (v) => Math.max(0, Math.min(g.cap, v))) : point(Math.min(1, g.cap));
  for (const [h, ph] of hitDist(g.hit)) {
    if (h === 0) { put({ hit: 0, wound: 0, unsaved: 0, inflicted: 0 }, ph); continue; }
    // wound stage: 0 fail, 1 wound, 2 lethal (natural 6 with Lethal Strike, L3289-3291)
    const wd = new Map<number, number>();
    if (h === 2) wd.set(1, 1);
    else if (g.wound.target === null) wd.set(0, 1);
    else for (const [f, p] of faceDist(g.wound.target, g.wound.reroll)) {
      const w = succeeds(f, g.wound.target) ? (g.wound.lethal && f === 6 ? 2 : 1) : 0;
      wd.set(w, (wd.get(w) ?? 0) + p);
    }
    for (const [w, pw] of wd) {
      if (w === 0) { put({ hit: 1, wound: 0, unsaved: 0, inflicted: 0 }, ph * pw); continue; }
      const pArm = pDie(w === 2 ? g.armour.lethal : g.armour.normal, g.armour.reroll);
      const pWard = pDie(w === 2 ? g.ward.lethal : g.ward.normal, g.ward.reroll);
      const pUnsaved = (1 - pArm) * (1 - pWard);
      put({ hit: 1, wound: 1, unsaved: 0, inflicted: 0 }, ph * pw * (1 - pUnsaved));
      for (const [m, pm] of mw) put({ hit: 1, wound: 1, unsaved: 1, inflicted: m }, ph * pw * pUnsaved * pm);
    }
  }
  return out;
}

export interface Totals { hits: NumDist; wounds: NumDist; unsaved: NumDist; inflicted: NumDist }

const marginal = (one: Map<string, { a: Att; p: number }>, k: keyof Att): NumDist => {
  const m = new Map<number, number>();
  for (const { a, p } of one.values()) m.set(a[k], (m.get(a[k]) ?? 0) + p);
  return m;
};

/** Exact marginal totals of one group over all its attacks. */
export function exactGroup(g: GroupSpec): Totals {
  const one = oneAttack(g);
  const counts: NumDist = 'fixed' in g.attacks ? point(g.attacks.fixed) : (() => {
    const a = g.attacks;
    return mapDist(convolvePower(diceDist(a.perModel), a.models), (v) => Math.max(0, v + a.plus));
  })();
  const over = (k: keyof Att) => mixture([...counts].map(([n, p]) => [p, convolvePower(marginal(one, k), n)] as const));
  return { hits: over('hit'), wounds: over('wound'), unsaved: over('unsaved'), inflicted: over('inflicted') };
}

/** Totals of independent groups. */
export function sumTotals(ts: Totals[]): Totals {
  return ts.reduce((a, b) => ({ hits: convolve(a.hits, b.hits), wounds: convolve(a.wounds, b.wounds), unsaved: convolve(a.unsaved, b.unsaved), inflicted: convolve(a.inflicted, b.inflicted) }), { hits: point(0), wounds: point(0), unsaved: point(0), inflicted: point(0) });
}

export interface Sampled { hits: number; wounds: number; unsaved: number; inflicted: number }

/** Roll a batch of dice for `purpose`, then reroll the ones the rule names, in one reroll batch. */
function rollStep(s: Sampler, purpose: string, n: number, target: number, rr: RerollRule): number[] {
  if (n === 0) return [];
  const faces = s.roll(purpose, 6, n);
  const idx = faces.map((f, i) => (rerolls(f, succeeds(f, target), rr) ? i : -1)).filter((i) => i >= 0);
  if (idx.length > 0) {
    const again = s.reroll(purpose, 6, idx.length);
    idx.forEach((i, k) => (faces[i] = again[k]));
  }
  return faces;
}

/** One group rolled in table order: count, hit (+ rerolls, + second dice), wound, armour, ward, Multiple Wounds. */
export function sampleGroup(g: GroupSpec, s: Sampler): Sampled {
  const { plain, poisoned } = sampleHits(g, s);
  return sampleAfterHit(g, s, plain, poisoned);
}

/** The count and hit stages of a group rolled: plain hits and Poisoned hits (natural 6s that wound automatically). */
export function sampleHits(g: GroupSpec, s: Sampler): { plain: number; poisoned: number } {
  let n: number;
  if ('fixed' in g.attacks) n = g.attacks.fixed;
  else {
    let t = g.attacks.plus;
    for (let i = 0; i < g.attacks.models; i++) t += rollDice(g.attacks.perModel, s, 'attacks');
    n = Math.max(0, t);
  }
  let plain = 0;
  let poisoned = 0;
  if (g.hit.kind === 'auto') (g.hit.poisoned ? (poisoned = n) : (plain = n));
  else {
    const h = g.hit;
    const faces = rollStep(s, 'hit', n, h.target, h.reroll);
    if (h.second !== undefined) {
      const second = h.second;
      const sixes = faces.filter((f) => f === 6).length;
      plain = sixes > 0 ? s.roll('hit2', 6, sixes).filter((f) => f >= second).length : 0;
    } else {
      for (const f of faces) if (succeeds(f, h.target)) (h.poisoned && f === 6 ? poisoned++ : plain++);
    }
  }
  return { plain, poisoned };
}

/** The wound, armour, ward and Multiple Wounds stages of `plain` hits and `poisoned` (automatically wounding) hits. */
export function sampleAfterHit(g: GroupSpec, s: Sampler, plain: number, poisoned: number): Sampled {
  const hits = plain + poisoned;
  let normal = poisoned;
  let lethal = 0;
  if (g.wound.target !== null) {
    for (const f of rollStep(s, 'wound', plain, g.wound.target, g.wound.reroll)) if (succeeds(f, g.wound.target)) (g.wound.lethal && f === 6 ? lethal++ : normal++);
  }
  const wounds = normal + lethal;
  const save = (purpose: string, count: number, target: number | null, rr: RerollRule): number => {
    if (target === null || target > 6 || count === 0) return count;
    return rollStep(s, purpose, count, target, rr).filter((f) => !succeeds(f, target)).length;
  };
  // armour for normal wounds then lethal ones, ward likewise (one batch each when the targets match)
  let uN = save('armour', normal, g.armour.normal, g.armour.reroll);
  let uL = save('armour', lethal, g.armour.lethal, g.armour.reroll);
  uN = save('ward', uN, g.ward.normal, g.ward.reroll);
  uL = save('ward', uL, g.ward.lethal, g.ward.reroll);
  const unsaved = uN + uL;
  let inflicted = Math.min(unsaved, unsaved * g.cap);
  if (g.multiple) {
    inflicted = 0;
    for (let i = 0; i < unsaved; i++) inflicted += Math.max(0, Math.min(g.cap, rollDice(g.multiple, s, 'multipleWounds')));
  }
  return { hits, wounds, unsaved, inflicted };
}
