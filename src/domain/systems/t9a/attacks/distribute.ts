/**
 * Hits on a combined unit (L2629-2652, L1921-1928): with every character of the unit's troop type and at least
 * 5 R&F (option `combinedDistributionThreshold`) all hits go to the R&F; otherwise the attacker distributes them
 * among the R&F models and the characters as evenly as possible (no model gets a second hit before every model
 * has one). Each recipient then takes its hits with its own T, armour, ward and W. Exact: the joint distribution
 * of plain and Poisoned hits, each split into an allocation, each recipient's wounds convolved.
 */
import { DomainError, pointer } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { binomial, convolve, mapDist, mean, point, type NumDist } from '../../../core/prob/dist.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import { diceDist } from '../dice-expr.js';
import { SEED, specialRule } from '../rules.js';
import type { Unit, UnitInput } from '../units.js';
import { exactGroup, hitDist, sampleAfterHit, sampleHits, sumTotals, type GroupSpec, type Totals } from './engine.js';

export const distributionRule = specialRule('combinedUnit', `${SEED} L2629-2652`, 'Distributing hits on a combined unit');

export interface CombinedInput {
  /** The characters joined to the target unit (one model each): profile, troop type, armour, ward… */
  characters: UnitInput[];
  /** The attacker's choice for the hits left over after an even split (and for its Poisoned hits): default characters. */
  spareHitsTo?: 'characters' | 'rankAndFile';
  /** Templates (catapult, flame thrower): indices of the characters under the template. */
  touched?: number[];
  /** Cannon and bolt-thrower lines: the slot along the line of each character in `touched` (0: the first model hit). */
  linePositions?: number[];
}

export interface Recipient { name: string; models: number; W: number; taken: number; character: boolean; spec: GroupSpec }

/** Whether every hit goes to the R&F (first column of the table, L2631-2647). */
export function allToRankAndFile(rnf: Unit, chars: Unit[], threshold: number): boolean {
  const alive = rnf.models - Math.floor(rnf.woundsTaken / Math.max(1, rnf.profile.W));
  return chars.every((c) => c.troopType === rnf.troopType) && alive >= threshold;
}

/** Hits per recipient for `hits` hits of which `poisoned` wound automatically; recipients in the attacker's order. */
export function allocate(models: number[], hits: number, poisoned: number): Array<[number, number]> {
  const n = models.reduce((a, b) => a + b, 0);
  const base = Math.floor(hits / n);
  let spare = hits - base * n;
  let pois = poisoned;
  return models.map((m) => {
    const extra = Math.min(m, spare);
    spare -= extra;
    const count = base * m + extra;
    const q = Math.min(count, pois);
    pois -= q;
    return [count - q, q];
  });
}

const KEY = 1 << 13;

/** Joint distribution of (plain, Poisoned) hits of one group: key plain·KEY + poisoned. */
function groupHits(g: GroupSpec): Map<number, number> {
  const hd = hitDist(g.hit);
  const p1 = hd.get(1) ?? 0;
  const p2 = hd.get(2) ?? 0;
  const counts: NumDist = 'fixed' in g.attacks ? point(g.attacks.fixed) : (() => {
    const a = g.attacks;
    let d: NumDist = point(0);
    for (let i = 0; i < a.models; i++) d = convolve(d, diceDist(a.perModel));
    return mapDist(d, (v) => Math.max(0, v + a.plus));
  })();
  const out = new Map<number, number>();
  for (const [n, pn] of counts) {
    for (const [k, pk] of binomial(n, p1 + p2)) {
      const split = p1 + p2 > 0 ? binomial(k, p2 / (p1 + p2)) : point(0);
      for (const [q, pq] of split) {
        const key = (k - q) * KEY + q;
        out.set(key, (out.get(key) ?? 0) + pn * pk * pq);
      }
    }
  }
  return out;
}

function join(a: Map<number, number>, b: Map<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [ka, pa] of a) for (const [kb, pb] of b) out.set(ka + kb, (out.get(ka + kb) ?? 0) + pa * pb);
  return out;
}

export interface RecipientOdds { name: string; character: boolean; meanHits: number; meanWoundsInflicted: number; meanModelsRemoved: number; pSlain: number; woundsInflicted: Array<{ value: number; p: number }> }
export interface DistributedExact { totals: Totals; removed: NumDist; recipients: RecipientOdds[] }

const list = (d: NumDist) => [...d].filter(([, p]) => p > 0).sort((a, b) => a[0] - b[0]).map(([value, p]) => ({ value, p }));

/** Wounds a recipient can still lose, and models removed for `inflicted` wounds (whole models, L2113-2127). */
const capOf = (r: Recipient) => r.models * r.W - r.taken;
const removedOf = (r: Recipient, inflicted: number) => Math.min(r.models, Math.floor((r.taken + Math.min(inflicted, capOf(r))) / r.W)) - Math.floor(r.taken / r.W);
const modelsOf = (r: Recipient) => r.models - Math.floor(r.taken / r.W);

/** Exact: every (plain, Poisoned) hit total, split among the recipients (in the attacker's order), each convolved. */
export function distributedExact(groups: GroupSpec[], recipients: Recipient[]): DistributedExact {
  const hits = groups.map(groupHits).reduce(join, new Map([[0, 1]]));
  const models = recipients.map(modelsOf);
  const cache = new Map<string, Totals>();
  const per = (i: number, plain: number, pois: number): Totals => {
    const key = `${i}|${plain}|${pois}`;
    let t = cache.get(key);
    if (!t) {
      const s = recipients[i].spec;
      t = sumTotals([exactGroup({ ...s, attacks: { fixed: plain }, hit: { kind: 'auto' } }), exactGroup({ ...s, attacks: { fixed: pois }, hit: { kind: 'auto', poisoned: true } })]);
      cache.set(key, t);
    }
    return t;
  };
  const acc = { hits: new Map<number, number>(), wounds: new Map<number, number>(), unsaved: new Map<number, number>(), inflicted: new Map<number, number>(), removed: new Map<number, number>() };
  const add = (m: Map<number, number>, d: NumDist, p: number) => { for (const [v, q] of d) m.set(v, (m.get(v) ?? 0) + p * q); };
  const perR = recipients.map(() => ({ hits: 0, inflicted: new Map<number, number>(), removed: 0, slain: 0 }));
  for (const [key, p] of hits) {
    const plain = Math.floor(key / KEY);
    const pois = key % KEY;
    const split = allocate(models, plain + pois, pois);
    let wounds: NumDist = point(0);
    let unsaved: NumDist = point(0);
    let inflicted: NumDist = point(0);
    let removed: NumDist = point(0);
    split.forEach(([a, q], i) => {
      const r = recipients[i];
      const t = per(i, a, q);
      const inf = mapDist(t.inflicted, (v) => Math.min(v, capOf(r)));
      const rem = mapDist(t.inflicted, (v) => removedOf(r, v));
      wounds = convolve(wounds, t.wounds);
      unsaved = convolve(unsaved, t.unsaved);
      inflicted = convolve(inflicted, inf);
      removed = convolve(removed, rem);
      perR[i].hits += p * (a + q);
      add(perR[i].inflicted, inf, p);
      perR[i].removed += p * mean(rem);
      perR[i].slain += p * (rem.get(modelsOf(r)) ?? 0);
    });
    add(acc.hits, point(plain + pois), p);
    add(acc.wounds, wounds, p);
    add(acc.unsaved, unsaved, p);
    add(acc.inflicted, inflicted, p);
    add(acc.removed, removed, p);
  }
  return {
    totals: { hits: acc.hits, wounds: acc.wounds, unsaved: acc.unsaved, inflicted: acc.inflicted },
    removed: acc.removed,
    recipients: recipients.map((r, i) => ({ name: r.name, character: r.character, meanHits: perR[i].hits, meanWoundsInflicted: mean(perR[i].inflicted), meanModelsRemoved: perR[i].removed, pSlain: perR[i].slain, woundsInflicted: list(perR[i].inflicted) })),
  };
}

export interface RecipientRolled { name: string; character: boolean; hits: number; woundsInflicted: number; modelsRemoved: number; slain: boolean }

/** Seeded/given: every group's count and hit dice, then each recipient (in the attacker's order) rolls its own wounds and saves. */
export function distributedSample(groups: GroupSpec[], recipients: Recipient[], s: Sampler) {
  let plain = 0;
  let pois = 0;
  for (const g of groups) { const h = sampleHits(g, s); plain += h.plain; pois += h.poisoned; }
  const split = allocate(recipients.map(modelsOf), plain + pois, pois);
  const t = { hits: plain + pois, wounds: 0, unsaved: 0, inflicted: 0, removed: 0 };
  const each: RecipientRolled[] = split.map(([a, q], i) => {
    const r = recipients[i];
    const o = sampleAfterHit({ ...r.spec, hit: { kind: 'auto' } }, s, a, q);
    const inflicted = Math.min(o.inflicted, capOf(r));
    const removed = removedOf(r, o.inflicted);
    t.wounds += o.wounds;
    t.unsaved += o.unsaved;
    t.inflicted += inflicted;
    t.removed += removed;
    return { name: r.name, character: r.character, hits: a + q, woundsInflicted: inflicted, modelsRemoved: removed, slain: removed === modelsOf(r) };
  });
  return { totals: t, recipients: each };
}

/** The recipients in the attacker's order: characters first (default) or the R&F first (L2637-2641). */
export function recipientsOf(rnf: Recipient, chars: Recipient[], spare: CombinedInput['spareHitsTo']): Recipient[] {
  return spare === 'rankAndFile' ? [rnf, ...chars] : [...chars, rnf];
}

/** The post-hit stages must match across the attacker's groups (they do for shooting and special attacks). */
export function checkUniform(groups: GroupSpec[]): void {
  const sig = (g: GroupSpec) => JSON.stringify([g.wound, g.armour, g.ward, g.multiple ?? null, g.cap]);
  if (groups.some((g) => sig(g) !== sig(groups[0]))) throw new DomainError('invalid_input', 'Hits to distribute must share their Strength and rules', [{ path: pointer('combined'), code: 'not_applicable', message: 'the attacker\'s groups differ after the hit roll' }]);
}

export function explainDistribution(ex: Explainer, all: boolean, threshold: number, chars: Unit[], rnf: Unit, spare: CombinedInput['spareHitsTo']): void {
  if (all) ex.add(distributionRule, `every character has the unit's troop type (${rnf.troopType}) and the unit has at least ${threshold} R&F: all hits go to the R&F, the characters cannot be hit`);
  else ex.add(distributionRule, `${chars.some((c) => c.troopType !== rnf.troopType) ? 'a character has another troop type' : `fewer than ${threshold} R&F`}: the attacker distributes the hits as evenly as possible among the R&F models and the ${chars.length} character(s) (no model a second hit before every model has one); the hits left over and the Poisoned hits go first to the ${spare === 'rankAndFile' ? 'R&F' : 'characters, in the order given'}`);
}
