/**
 * A whole round of close combat between two units (L1459-1500, L1704-1777): both sides strike initiative
 * step by initiative step from 10 down to 0, strikes at the same step are simultaneous and casualties are
 * removed before the next step; then the combat score of the wounds each side caused (Overkill in a
 * challenge, L1714-1718), the winner and the loser's break test. Exact mode walks the joint distribution of
 * the wounds every pool has lost; seeded and given dice roll the round in table order.
 */
import { Explainer } from '../../../core/explain.js';
import { convolve, point, type NumDist } from '../../../core/prob/dist.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import { combatResult, type BreakResult, type CombatSide, type MoraleUnit } from '../morale.js';
import { R } from '../rules.js';
import { fullRanks } from '../units.js';
import { exactGroup, sampleGroup, type GroupSpec } from '../attacks/engine.js';
import { modelsLeft, wound, type JointStrike, type Pool, type RoundSetup } from './pools.js';
import { challengeRule } from './sides.js';

const STEPS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];

export interface RoundSideOdds {
  meanWoundsCaused: number;
  meanOverkill: number;
  pWin: number;
  pBreak: number;
  pDestroyed: number;
  meanModelsLost: number;
}
export interface RoundUnitOdds { unit: number; side: number; name: string; strikes: number; pBreak: number; pDestroyed: number; meanModelsLost: number }
export interface RoundExact { sides: RoundSideOdds[]; pTie: number; pNoBreak: number; units?: RoundUnitOdds[] }
export interface RoundRolled { woundsCaused: number[]; overkill: number[]; modelsRemoved: number[]; destroyed: boolean[]; scores: number[]; parts: Array<Record<string, number>>; winner: 0 | 1 | null; difference: number; wonByMusician: boolean; breakTests: BreakResult[] }

/** What the round left: wounds caused and Overkill per side, models left per pool, which sides still stand. */
function tally(setup: RoundSetup, d: number[]) {
  const caused = [0, 0];
  const overkill = [0, 0];
  setup.pools.forEach((p, i) => {
    const by = 1 - p.side;
    caused[by] += Math.min(d[i], p.cap);
    if (p.fighter) overkill[by] += Math.min(3, Math.max(0, d[i] - p.cap));
  });
  const alive = [0, 1].map((s) => setup.pools.some((p, i) => p.side === s && d[i] < p.cap));
  return { caused, overkill, alive };
}

/** Models standing in a combat unit's formation after the round: its R&F, its living challenge fighter and characters. */
function formation(setup: RoundSetup, d: number[], member: number): number {
  return setup.pools.reduce((n, p, i) => (p.member === member && d[i] < p.cap ? n + modelsLeft(p, d[i]) : n), 0);
}

/** Models standing on a side after the round. */
const sideModels = (setup: RoundSetup, d: number[], side: number): number => setup.members.reduce((n, m, k) => (m.side === side ? n + formation(setup, d, k) : n), 0);

/** Full ranks of a combat unit after the round (L770-774). */
function ranksLeft(setup: RoundSetup, d: number[], member: number): number {
  const m = formation(setup, d, member);
  const u = setup.members[member].unit;
  return m > 0 ? fullRanks({ ...u, models: m, files: Math.min(u.files, m) }) : 0;
}

/**
 * The combat-score view of a side after the round: one entry per unit still standing (ranks from the models left,
 * L1726-1729, L1764-1770; flank and rear from the facing it fights; Disrupted by an enemy with 2 full ranks fighting
 * it in its flank or rear). In a multiple combat the side's units are scored together (L1704-1757).
 */
function moraleSide(setup: RoundSetup, d: number[], side: 0 | 1, caused: number, overkill: number, ranks: (k: number) => number, standing: boolean[]): { side: CombatSide; members: number[] } {
  const members: number[] = [];
  const units: MoraleUnit[] = [];
  let charged = false;
  let hill = false;
  const all = setup.members;
  for (let k = 0; k < all.length; k++) {
    const m = all[k];
    if (m.side !== side) continue;
    // No More Foes (L1771-1777): a unit whose enemies in contact are all destroyed gives no bonus and takes no test
    if (standing[k] && !engaged(setup, k, standing)) continue;
    charged ||= m.charged;
    hill ||= m.chargedFromHill;
    if (!standing[k]) continue;
    members.push(k);
    let disruptedBy = 0;
    for (let j = 0; j < all.length; j++) {
      const e = all[j];
      if (e.side !== side && e.strikes === k && e.facing !== 'front' && standing[j]) disruptedBy = Math.max(disruptedBy, ranks(j));
    }
    let ld = m.morale?.ld;
    if (ld === undefined) { ld = 0; for (const e of setup.ld[k]) if (d[e.pool] < setup.pools[e.pool].cap && e.ld > ld) ld = e.ld; }
    units.push({
      name: m.unit.name, standard: m.unit.standard, musician: m.unit.musician, ...m.morale,
      ld, fullRanks: ranks(k), inEnemyFlank: m.facing === 'flank', inEnemyRear: m.facing === 'rear', enemyRanksOnFlankOrRear: disruptedBy,
    });
  }
  return { side: { woundsCaused: caused, overkill, charged, chargedFromHill: hill, units }, members };
}

/** A standing unit still fights while some enemy unit in contact with it stands (else No More Foes, L1771-1777). */
const engaged = (setup: RoundSetup, k: number, standing: boolean[]): boolean => setup.contacts[k].some((j) => standing[j]);

interface Verdict { winner: 0 | 1 | null; pBreak: number[]; scores: number[]; unitBreak: number[] }

/** The verdict of one final state: a side wiped out leaves the other the winner with no test (No More Foes, L1771-1777). */
function verdict(setup: RoundSetup, d: number[], opts: Record<string, unknown>, s: Sampler | null, ex: Explainer, ranks: (k: number) => number = (k) => ranksLeft(setup, d, k)): { v: Verdict; full?: ReturnType<typeof combatResult> } {
  const t = tally(setup, d);
  const unitBreak = setup.members.map(() => 0);
  if (!t.alive[0] || !t.alive[1]) return { v: { winner: t.alive[0] ? 0 : t.alive[1] ? 1 : null, pBreak: [0, 0], scores: [t.caused[0] + t.overkill[0], t.caused[1] + t.overkill[1]], unitBreak } };
  const standing = setup.members.map((_, k) => formation(setup, d, k) > 0);
  // every unit left has destroyed its foes (No More Foes each, L1771-1777): all count as winners, nobody tests
  if (!standing.some((x, k) => x && engaged(setup, k, standing))) return { v: { winner: null, pBreak: [0, 0], scores: [t.caused[0] + t.overkill[0], t.caused[1] + t.overkill[1]], unitBreak } };
  const views = [moraleSide(setup, d, 0, t.caused[0], t.overkill[0], ranks, standing), moraleSide(setup, d, 1, t.caused[1], t.overkill[1], ranks, standing)];
  const r = combatResult(views.map((x) => x.side), opts, s, ex);
  const pBreak = [0, 0];
  if (r.winner !== null) {
    const loser = 1 - r.winner;
    // each losing unit tests on its own dice: the side breaks somewhere unless every unit holds
    let hold = 1;
    r.breakTests.forEach((b, k) => {
      const p = b.pFlee ?? (b.outcome === 'flee' || b.outcome === 'destroyed' ? 1 : 0);
      unitBreak[views[loser].members[k]] = p;
      hold *= 1 - p;
    });
    pBreak[loser] = 1 - hold;
  }
  return { v: { winner: r.winner, pBreak, scores: r.scores, unitBreak }, full: r };
}

/**
 * Exact outcomes of a shared count: for every count, each share's wounds (independent given the count), jointly.
 * A share's wounds beyond what its pool can still take change nothing (wound() caps them; a champion's overflow is
 * counted in), so each is clamped and the joint is accumulated densely over those ranges.
 */
function jointDist(j: JointStrike, pools: Pool[], inflicted: (spec: GroupSpec, k: number) => NumDist): Array<[number[], number]> {
  const span = j.targets.map((t) => pools[t].limit + (pools[t].overflow !== undefined ? pools[pools[t].overflow!].cap : 0) + 1);
  const mult: number[] = [];
  const size = span.reduce((m, r, i) => { mult[i] = m; return m * r; }, 1);
  const acc = new Float64Array(size);
  for (const [r, pr] of j.counts) {
    let partial: Array<[number, number]> = [[0, pr]];
    j.shares(r).forEach(({ k, spec }, t) => {
      const next: Array<[number, number]> = [];
      const dist = [...inflicted(spec, k)].map(([x, q]) => [Math.min(x, span[t] - 1) * mult[t], q] as const);
      for (const [i, p] of partial) for (const [x, q] of dist) next.push([i + x, p * q]);
      partial = next;
    });
    for (const [i, p] of partial) acc[i] += p;
  }
  const out: Array<[number[], number]> = [];
  acc.forEach((p, i) => { if (p > 0) out.push([span.map((r, t) => Math.floor(i / mult[t]) % r), p]); });
  return out;
}

/** Exact: the joint distribution of the wounds each pool lost, step by step, then the verdict of every state. */
export function exactRound(setup: RoundSetup, opts: Record<string, unknown>, ex: Explainer): { exact: RoundExact; caused: NumDist[]; difference: NumDist } {
  const { pools, strikers } = setup;
  const mult: number[] = [];
  pools.reduce((m, p, i) => { mult[i] = m; return m * (p.limit + 1); }, 1);
  const decode = (k: number) => pools.map((p, i) => Math.floor(k / mult[i]) % (p.limit + 1));
  const encode = (d: number[]) => d.reduce((k, v, i) => k + v * mult[i], 0);
  const cache = new Map<string, NumDist>();
  const strike = (si: number, damage: number, init: number): NumDist | null => {
    const gs = strikers[si].groupsAt(damage).get(init);
    if (!gs || gs.length === 0) return null;
    const key = `${si}|${modelsLeft(pools[strikers[si].owner], damage)}|${init}`;
    let dist = cache.get(key);
    if (!dist) { dist = gs.map((g) => exactGroup(g).inflicted).reduce(convolve, point(0)); cache.set(key, dist); }
    return dist;
  };
  // One count shared among several pools (Random Attacks with a directed share, distributed special hits): joint outcomes
  const jcache = new Map<string, { targets: number[]; outcomes: Array<[number[], number]> } | null>();
  const icache = new WeakMap<GroupSpec, Map<number, NumDist>>();
  const inflictedOf = (spec: GroupSpec, k: number): NumDist => {
    let m = icache.get(spec);
    if (!m) { m = new Map(); icache.set(spec, m); }
    let dist = m.get(k);
    if (!dist) { dist = exactGroup({ ...spec, attacks: { fixed: k } }).inflicted; m.set(k, dist); }
    return dist;
  };
  const jointOutcomes = (si: number, d: number[], init: number) => {
    const st = strikers[si];
    const key = `${si}|${st.jointKey!(d)}|${init}`;
    if (jcache.has(key)) return jcache.get(key)!;
    const j = st.joint!(d, init);
    const out = j ? { targets: j.targets, outcomes: jointDist(j, pools, inflictedOf) } : null;
    jcache.set(key, out);
    return out;
  };
  let state = new Map<number, number>([[0, 1]]);
  for (const init of STEPS.filter((i) => strikers.some((st) => st.inits.has(i)))) {
    const next = new Map<number, number>();
    for (const [key, p] of state) {
      const d = decode(key);
      let partial = new Map<number, number>([[key, p]]);
      strikers.forEach((st, si) => {
        if (!st.inits.has(init) || d[st.owner] >= pools[st.owner].cap) return;
        if (st.joint) {
          const jl = jointOutcomes(si, d, init);
          if (!jl) return;
          const out = new Map<number, number>();
          const tg = jl.targets;
          // distinct pools without a champion's overflow: the next key is the current one plus each capped wound
          const plain = new Set(tg).size === tg.length && tg.every((t) => pools[t].overflow === undefined);
          for (const [k2, q] of partial) {
            const base = decode(k2);
            for (const [vs, pv] of jl.outcomes) {
              let k3 = k2;
              if (plain) for (let t = 0; t < vs.length; t++) { const i = tg[t]; k3 += (Math.min(pools[i].limit, base[i] + vs[t]) - base[i]) * mult[i]; }
              else {
                const nd = [...base];
                for (let t = 0; t < vs.length; t++) wound(pools, nd, tg[t], vs[t]);
                k3 = encode(nd);
              }
              out.set(k3, (out.get(k3) ?? 0) + q * pv);
            }
          }
          partial = out;
          return;
        }
        const x = strike(si, d[st.owner], init);
        if (!x) return;
        const out = new Map<number, number>();
        for (const [k2, q] of partial) {
          const base = decode(k2);
          for (const [v, pv] of x) {
            const nd = [...base];
            wound(pools, nd, st.target, v);
            const k3 = encode(nd);
            out.set(k3, (out.get(k3) ?? 0) + q * pv);
          }
        }
        partial = out;
      });
      for (const [k, q] of partial) next.set(k, (next.get(k) ?? 0) + q);
    }
    state = next;
  }
  const scratch = new Explainer();
  const memo = new Map<number, Verdict>();
  const odds = [0, 1].map(() => ({ caused: 0, overkill: 0, pWin: 0, pBreak: 0, pDestroyed: 0, lost: 0 }));
  const caused = [new Map<number, number>(), new Map<number, number>()];
  const difference = new Map<number, number>();
  let pTie = 0;
  let pNoBreak = 0;
  const M = setup.members.length;
  const zero = pools.map(() => 0);
  const start = [0, 1].map((s) => sideModels(setup, zero, s));
  const startUnit = setup.members.map((_, k) => formation(setup, zero, k));
  const unitOdds = setup.members.map(() => ({ pBreak: 0, pDestroyed: 0, lost: 0 }));
  const rankMemo = new Map<number, number>();
  const ranksOf = (d: number[], k: number, f: number) => { const key = f * 16 + k; let r = rankMemo.get(key); if (r === undefined) { r = ranksLeft(setup, d, k); rankMemo.set(key, r); } return r; };
  const memoS = new Map<string, Verdict>();
  // scratch arrays reused for every state (no allocation per state on the hot path)
  const fm = new Array<number>(M).fill(0);
  const rk = new Array<number>(M).fill(0);
  const left = [0, 0];
  const points = [0, 0];
  const rankOf = (k: number) => rk[k];
  for (const [key, p] of state) {
    const d = decode(key);
    const t = tally(setup, d);
    left[0] = 0;
    left[1] = 0;
    for (let k = 0; k < M; k++) { fm[k] = formation(setup, d, k); rk[k] = ranksOf(d, k, fm[k]); left[setup.members[k].side] += fm[k]; }
    // The verdict depends on the wounds only through their difference, the bonuses on the ranks left, the Ld on who lives.
    points[0] = t.caused[0] + t.overkill[0];
    points[1] = t.caused[1] + t.overkill[1];
    let alive = 0;
    for (let i = 0; i < pools.length; i++) if (d[i] < pools[i].cap) alive |= 1 << i;
    const base = (points[0] - points[1] + 4096) * 2 ** pools.length + alive;
    let m: Verdict | undefined;
    if (M === 2) {
      const vkey = (base * 64 + rk[0]) * 64 + rk[1];
      m = memo.get(vkey);
      if (!m) { const v = verdict(setup, d, opts, null, scratch, rankOf).v; m = { ...v, scores: [v.scores[0] - points[0], v.scores[1] - points[1]] }; memo.set(vkey, m); }
    } else {
      const vkey = `${base}|${rk.join(',')}`;
      m = memoS.get(vkey);
      if (!m) { const v = verdict(setup, d, opts, null, scratch, rankOf).v; m = { ...v, scores: [v.scores[0] - points[0], v.scores[1] - points[1]] }; memoS.set(vkey, m); }
      for (let k = 0; k < M; k++) {
        const u = unitOdds[k];
        u.pBreak += p * m.unitBreak[k];
        if (fm[k] === 0) u.pDestroyed += p;
        u.lost += p * (startUnit[k] - fm[k]);
      }
    }
    const v = { ...m, scores: [points[0] + m.scores[0], points[1] + m.scores[1]] };
    for (const s of [0, 1]) {
      const o = odds[s];
      o.caused += p * t.caused[s];
      o.overkill += p * t.overkill[s];
      if (v.winner === s) o.pWin += p;
      o.pBreak += p * v.pBreak[s];
      if (!t.alive[s]) o.pDestroyed += p;
      o.lost += p * (start[s] - left[s]);
      const c = t.caused[s] + t.overkill[s];
      caused[s].set(c, (caused[s].get(c) ?? 0) + p);
    }
    if (v.winner === null && t.alive[0] && t.alive[1]) pTie += p;
    pNoBreak += p * (1 - v.pBreak[0] - v.pBreak[1]);
    const diff = v.scores[0] - v.scores[1];
    difference.set(diff, (difference.get(diff) ?? 0) + p);
  }
  ex.add(R.initiative, `both units strike from initiative 10 down to 0; strikes at one step are simultaneous, casualties are removed before the next (${state.size} joint outcomes)`);
  if (setup.challenge) ex.add(challengeRule, 'the two fighters strike only each other; wounds past a fighter\'s death count as Overkill, at most +3');
  ex.add(R.combatScore, `combat score per outcome: wounds caused${setup.challenge ? ', Overkill' : ''}, charge, ranks left, standard, flank and rear`);
  ex.add(R.breakTest, 'the loser tests with the difference (Steadfast by the ranks left); a side wiped out leaves the other winning with no test (L1771-1777)');
  const sides = odds.map((o) => ({ meanWoundsCaused: o.caused, meanOverkill: o.overkill, pWin: o.pWin, pBreak: o.pBreak, pDestroyed: o.pDestroyed, meanModelsLost: o.lost }));
  const units = M > 2 ? setup.members.map((mb, k) => ({ unit: k, side: mb.side, name: mb.unit.name, strikes: mb.strikes, pBreak: unitOdds[k].pBreak, pDestroyed: unitOdds[k].pDestroyed, meanModelsLost: unitOdds[k].lost })) : undefined;
  return { exact: { sides, pTie, pNoBreak, ...(units ? { units } : {}) }, caused, difference };
}

/** Seeded or given: each initiative step rolls the attacker's groups, then the target's; then the break test. */
export function rolledRound(setup: RoundSetup, opts: Record<string, unknown>, s: Sampler, ex: Explainer): RoundRolled {
  const { pools, strikers } = setup;
  const d = pools.map(() => 0);
  for (const init of STEPS) {
    const add = pools.map(() => 0);
    for (const st of strikers) {
      if (!st.inits.has(init) || d[st.owner] >= pools[st.owner].cap) continue;
      if (st.joint) {
        const j = st.joint(d, init);
        if (!j) continue;
        // the count, then each share in order: its hit, wound, armour and ward dice
        j.shares(j.count(s)).forEach(({ k, spec }, t) => { add[j.targets[t]] += sampleGroup({ ...spec, attacks: { fixed: k } }, s).inflicted; });
        continue;
      }
      const gs: GroupSpec[] = st.groupsAt(d[st.owner]).get(init) ?? [];
      for (const g of gs) add[st.target] += sampleGroup(g, s).inflicted;
    }
    add.forEach((a, i) => wound(pools, d, i, a));
  }
  const t = tally(setup, d);
  const removed = [0, 1].map((side) => pools.reduce((n, p: Pool, i) => (p.side === side ? n + p.models - Math.floor(p.taken / p.W) - Math.max(0, modelsLeft(p, d[i])) : n), 0));
  ex.add(R.initiative, `initiative steps 10 to 0 rolled: wounds caused ${t.caused[0]} and ${t.caused[1]}${setup.challenge ? `, Overkill ${t.overkill[0]} and ${t.overkill[1]}` : ''}`);
  const { v, full } = verdict(setup, d, opts, s, ex);
  if (!full) ex.add(R.breakTest, `a side was wiped out: ${v.winner === null ? 'nobody' : `side ${v.winner}`} wins, no break test (L1771-1777)`);
  return {
    woundsCaused: t.caused, overkill: t.overkill, modelsRemoved: removed, destroyed: t.alive.map((a) => !a),
    scores: v.scores, parts: full?.parts ?? [], winner: v.winner, difference: full?.difference ?? 0, wonByMusician: full?.wonByMusician ?? false, breakTests: full?.breakTests ?? [],
  };
}
