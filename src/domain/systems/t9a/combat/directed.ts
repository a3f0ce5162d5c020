/**
 * Attacks allocated away from the enemy unit a striker fights, before any roll (L1520-1532): at an enemy character
 * in base contact (allocations, L1525-1540) or at another enemy unit in contact (splits) — by the unit's groups or by
 * one of its characters. The directed attacks are served first from what the group has left after casualties.
 * Random Attacks are rolled once for the group: the first n of that count take the directed share, the rest strike
 * the unit fought (L3163-3168), the two shares of one roll walked jointly.
 */
import { DomainError, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import { convolvePower, mapDist } from '../../../core/prob/dist.js';
import { R } from '../rules.js';
import type { Unit } from '../units.js';
import { closeCombatGroups, type AttackContext } from '../attacks/build.js';
import type { GroupSpec } from '../attacks/engine.js';
import { diceDist, diceMax, rollDice, type DiceExpr } from '../dice-expr.js';
import { modelsLeft, type JointStrike, type RoundBuild, type Striker } from './pools.js';

const scratch = new Explainer();

/** Who strikes: combat unit `k` (its R&F, with its champion unless that one fights the challenge) or its character `from`. */
interface Source { owner: number; unit: Unit; name: string; character: boolean; champ: boolean; models: (damage: number) => number; ctx: (facing: AttackContext['facing']) => AttackContext }

function sourceOf(b: RoundBuild, k: number, from: number | undefined): Source {
  if (from !== undefined) {
    const c = b.charUnit[k][from];
    return { owner: b.charPool[k][from], unit: c, name: c.name, character: true, champ: false, models: () => 1, ctx: (f) => b.ctxOf(k, f, true, b.crush.chars[k][from]) };
  }
  const me = b.members[k];
  const p = b.pools[me.pool];
  const champ = k < 2 && !!b.sides[k].challenge?.champion;
  return { owner: me.pool, unit: me.unit, name: me.unit.name, character: false, champ, models: (damage) => modelsLeft(p, damage) + (champ ? 1 : 0), ctx: (f) => b.ctxOf(k, f, false, b.crush.members[k]) };
}

interface Aim { pool: number; unit: Unit; ctx: AttackContext }

/**
 * The striker for `n` attacks of `src`'s group `label` aimed at `aim` (the rest of the group strikes `rest`);
 * `before`: attacks of the group already directed by earlier entries; `shares`: entries on this group in all.
 */
function directedStriker(b: RoundBuild, side: 0 | 1, src: Source, at: string, label: string, n: number, aim: Aim, rest: Aim, before: number, shares: number, verb: string, why: string): Striker {
  const full = closeCombatGroups({ ...src.unit, models: src.models(0) }, aim.unit, aim.ctx, scratch);
  const k = full.plans.findIndex((pl) => pl.label === label);
  if (k < 0 || (src.champ && label === 'champion')) throw new DomainError('invalid_input', `No group "${label}" strikes for this ${src.character ? 'character' : 'unit'}`, [{ path: `${at}/group`, code: 'unknown_group', message: `one of ${full.plans.filter((pl) => !(src.champ && pl.label === 'champion')).map((pl) => `"${pl.label}"`).join(', ') || 'none'}` }]);
  const g = full.groups[k];
  const plan = { ...full.plans[k], label: `${label} → ${aim.unit.name}`, attacks: n };
  const label2 = `${src.name} → ${aim.unit.name}`;
  if (!('fixed' in g.attacks)) {
    if (shares > 1) throw new DomainError('invalid_input', 'One directed share per Random Attacks group', [{ path: `${at}/group`, code: 'random_attacks', message: 'Random Attacks are rolled once for the group: one share of it can be directed at a character or split off to one unit' }]);
    const cnt = g.attacks;
    const most = Math.max(0, cnt.models * diceMax(cnt.perModel) + cnt.plus);
    if (n > most) throw new DomainError('invalid_input', `More attacks ${verb} than the group "${label}" can roll`, [{ path: `${at}/attacks`, code: 'range', message: `the group rolls at most ${most} Random Attacks at full strength; ${n} ${verb}` }]);
    b.ex.add(R.attacks, `${side === 0 ? 'attacker' : 'target'}: the first ${n} of the Random Attacks rolled for ${src.character ? src.name : `the ${label}`} ${verb === 'directed' ? 'are directed at the character' : 'are split off at'} ${aim.unit.name}, the rest strike ${rest.unit.name} (one count, ${why}, L3163-3168)`);
    return { side, label: label2, owner: src.owner, target: rest.pool, plans: [plan], inits: new Set([plan.initiative]), groupsAt: () => new Map(), ...randomJoint(src, label, n, aim, rest) };
  }
  if (before + n > g.attacks.fixed) throw new DomainError('invalid_input', `More attacks ${verb} than the group "${label}" has`, [{ path: `${at}/attacks`, code: 'range', message: `the group has ${g.attacks.fixed} attacks at full strength; ${before + n} ${verb === 'directed' ? 'directed' : 'directed or split off'}` }]);
  const cache = new Map<number, Map<number, GroupSpec[]>>();
  const groupsAt = (damage: number) => {
    const r = src.models(damage);
    let m = cache.get(r);
    if (!m) {
      const bb = closeCombatGroups({ ...src.unit, models: r }, aim.unit, aim.ctx, scratch);
      const gi = bb.plans.findIndex((pl) => pl.label === label);
      const have = gi >= 0 && 'fixed' in bb.groups[gi].attacks ? bb.groups[gi].attacks.fixed : 0;
      const left = Math.max(0, Math.min(n, have - before));
      m = new Map(left > 0 ? [[bb.plans[gi].initiative, [{ ...bb.groups[gi], attacks: { fixed: left } }]]] : []);
      cache.set(r, m);
    }
    return m;
  };
  b.ex.add(R.attacks, `${side === 0 ? 'attacker' : 'target'}: ${n} attack(s) of ${src.character ? src.name : `the ${label}`} ${verb === 'directed' ? 'directed at the character' : 'split off at'} ${aim.unit.name} (${plan.toHit} to hit, wounds on ${plan.toWound ?? '—'}+ against its T${aim.unit.profile.T}) (${why})`);
  return { side, label: label2, owner: src.owner, target: aim.pool, plans: [plan], inits: new Set([plan.initiative]), groupsAt };
}

/** Random Attacks with a share aimed elsewhere: one count rolled, its first `n` strike `aim`, the rest `rest`. */
function randomJoint(src: Source, label: string, n: number, aim: Aim, rest: Aim): Pick<Striker, 'joint' | 'jointKey'> {
  const jc = new Map<string, JointStrike | null>();
  const models = (d: number[]) => src.models(d[src.owner]);
  return {
    jointKey: (d) => String(models(d)),
    joint: (d, init) => {
      const r = models(d);
      const key = `${r}|${init}`;
      if (jc.has(key)) return jc.get(key)!;
      const onAim = closeCombatGroups({ ...src.unit, models: r }, aim.unit, aim.ctx, scratch);
      const onRest = closeCombatGroups({ ...src.unit, models: r }, rest.unit, rest.ctx, scratch);
      const ci = onAim.plans.findIndex((pl) => pl.label === label && pl.initiative === init);
      const ui = onRest.plans.findIndex((pl) => pl.label === label && pl.initiative === init);
      let out: JointStrike | null = null;
      if (ci >= 0 && ui >= 0) {
        const ga = onAim.groups[ci];
        const gb = onRest.groups[ui];
        const cnt = ga.attacks as { perModel: DiceExpr; models: number; plus: number };
        out = {
          counts: mapDist(convolvePower(diceDist(cnt.perModel), cnt.models), (v) => Math.max(0, v + cnt.plus)),
          count: (sm) => { let t = cnt.plus; for (let m = 0; m < cnt.models; m++) t += rollDice(cnt.perModel, sm, 'attacks'); return Math.max(0, t); },
          targets: [aim.pool, rest.pool],
          shares: (x) => { const k = Math.min(n, x); return [{ k, spec: ga }, { k: x - k, spec: gb }]; },
        };
      }
      jc.set(key, out);
      return out;
    },
  };
}

/** Attacks directed at enemy characters (L1525-1540): each allocation strikes the character's own pool. */
export function allocationStrikers(b: RoundBuild): void {
  for (const i of [0, 1] as const) {
    b.allocs[i].forEach((a, j) => {
      const at = pointer('combat', 'sides', i, 'allocations', j);
      if (a.from !== undefined && b.silenced[i] === a.from) throw new DomainError('invalid_input', 'The designated character makes no attacks', [{ path: `${at}/from`, code: 'silenced', message: 'it was designated after a refused challenge (L2743-2750)' }]);
      const src = sourceOf(b, i, a.from);
      const label = a.group ?? 'front rank';
      const ctx = src.ctx(b.members[i].facing);
      const aim = { pool: b.charPool[1 - i][a.character], unit: b.charUnit[1 - i][a.character], ctx };
      const foe = b.members[b.members[i].strikes];
      const same = b.allocs[i].filter((x) => x.from === a.from && (x.group ?? 'front rank') === label);
      const before = b.allocs[i].slice(0, j).filter((x) => x.from === a.from && (x.group ?? 'front rank') === label).reduce((n, x) => n + x.attacks, 0);
      b.strikers.push(directedStriker(b, i, src, at, label, a.attacks, aim, { pool: foe.pool, unit: foe.unit, ctx }, before, same.length, 'directed', 'L1525-1540'));
    });
  }
}

/** Attacks split off to another enemy unit in contact (L1520-1532), by a unit's group or one of its characters. */
export function splitStrikers(b: RoundBuild): void {
  b.members.forEach((me, k) => b.splitsOf(k).forEach((sp, j) => {
    const at = k < 2 ? pointer('combat', 'sides', k, 'splits', j) : pointer('combat', 'units', k - 2, 'splits', j);
    if (sp.from !== undefined && b.silenced[k] === sp.from) throw new DomainError('invalid_input', 'The designated character makes no attacks', [{ path: `${at}/from`, code: 'silenced', message: 'it was designated after a refused challenge (L2743-2750)' }]);
    const src = sourceOf(b, k, sp.from);
    const label = sp.group ?? 'front rank';
    const foe = b.members[sp.unit];
    const fought = b.members[me.strikes];
    const mine = (x: { from?: number; group?: string }) => x.from === sp.from && (x.group ?? 'front rank') === label;
    const allocated = k < 2 ? b.allocs[k].filter(mine) : [];
    const earlier = b.splitsOf(k).slice(0, j).filter(mine);
    const before = [...allocated, ...earlier].reduce((n, x) => n + x.attacks, 0);
    const shares = allocated.length + b.splitsOf(k).filter(mine).length;
    const aim = { pool: foe.pool, unit: foe.unit, ctx: src.ctx(sp.facing ?? 'front') };
    const rest = { pool: fought.pool, unit: fought.unit, ctx: src.ctx(me.facing) };
    b.strikers.push(directedStriker(b, me.side, src, at, label, sp.attacks, aim, rest, before, shares, 'split off', `combat unit ${sp.unit}, L1520-1532`));
  }));
}
