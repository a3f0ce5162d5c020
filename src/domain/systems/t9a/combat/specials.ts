/**
 * Special attacks inside a combat round (§3.10; they take the profile S and no weapon or attack rule, L3102-3108):
 * Impact Hits at I10 in the first round after a successful charge, against the charged unit (L3344-3356, L1498-1499;
 * Scythes +1 hit, L3216-3217), Stomp at I0 against Infantry, War Beasts, Swarms and War Machines (L3292-3301),
 * Grinding Attacks (L3145-3151) and Breath Weapon (L3125-3139) at the part's own I, Crush Attack at I0 instead of the
 * normal attacks (L3140-3144). Every model of a unit in base contact makes them; hits on a unit with characters are
 * distributed (L1929-1931, L2629-2652); in a challenge they strike the opposing fighter (L2754-2758).
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import { convolvePower, mapDist, point, type NumDist } from '../../../core/prob/dist.js';
import { SEED, specialRule } from '../rules.js';
import { fullRanks, type Unit } from '../units.js';
import { specialGroups } from '../attacks/build.js';
import type { GroupSpec } from '../attacks/engine.js';
import { allocate, allToRankAndFile, distributionRule } from '../attacks/distribute.js';
import { checkBracketed } from '../attacks/breath.js';
import { diceDist, parseDice, rollDice } from '../dice-expr.js';
import { modelsLeft, type Crush, type RoundBuild, type RoundSpecial, type Striker } from './pools.js';

const specialAttacks = specialRule('specialAttacks', `${SEED} L3102-3108`, 'Special attacks');
const STOMP_TARGETS = ['infantry', 'warBeast', 'swarm', 'warMachine'];
const RULE_OF = { impactHits: 'impactHits', stomp: 'stomp', grinding: 'grindingAttacks', breath: 'breathWeapon', crush: 'crushAttack' } as const;
const scratch = new Explainer();

/** A validated declaration: combat unit `k`'s models (or its character `from`, or its fighter), the part, the enemy struck. */
export interface Declared { sp: RoundSpecial; at: string; k: number; from?: number; fighter: boolean; mount: boolean; target: number; value?: string | number; strength?: number }

type Early = Pick<RoundBuild, 'sides' | 'members' | 'fighters' | 'charUnit' | 'silenced' | 'inputOf'>;

const valueOf = (rules: Map<string, number | string | true>, id: string): number | string | undefined => { const v = rules.get(id); return v === true ? undefined : v; };

/** The striking model of a declaration: the unit, a character or the fighter (its mount part chosen later). */
function base(b: Early, k: number, from: number | undefined, fighter: boolean): Unit {
  return from !== undefined ? b.charUnit[k][from] : fighter ? b.fighters[k]! : b.members[k].unit;
}

/** Check every declaration (400 with the pointer of the offending field) and find the Crush Attacks (they change the normal attacks). */
export function checkSpecials(b: Early, round: number): { declared: Declared[]; crush: RoundBuild['crush'] } {
  const bad = new IssueCollector();
  const declared: Declared[] = [];
  const crush: RoundBuild['crush'] = { members: b.members.map(() => undefined), chars: [[], []], fighters: [undefined, undefined] };
  b.members.forEach((me, k) => {
    const seen = new Map<string, Set<string>>();
    (b.inputOf(k).specials ?? []).forEach((sp, j) => {
      const at = k < 2 ? pointer('combat', 'sides', k, 'specials', j) : pointer('combat', 'units', k - 2, 'specials', j);
      const n0 = bad.issues.length;
      if (!(sp.kind in RULE_OF)) { bad.add(`${at}/kind`, 'enum', 'impactHits, stomp, breath, grinding or crush'); return; }
      const own = k < 2 ? b.sides[k].characters?.length ?? 0 : 0;
      if (sp.from !== undefined && (k >= 2 || !Number.isInteger(sp.from) || sp.from < 0 || sp.from >= own)) bad.add(`${at}/from`, 'range', own ? `an index into this side's characters (0 to ${own - 1})` : 'this unit has no characters');
      else if (sp.from !== undefined && b.silenced[k] === sp.from) bad.add(`${at}/from`, 'silenced', 'it was designated after a refused challenge: no attacks this round (L2743-2750)');
      if (sp.fighter && (k >= 2 || !b.fighters[k])) bad.add(`${at}/fighter`, 'no_challenge', 'this side has no challenge fighter (an accepted challenge on both sides)');
      else if (sp.fighter && sp.from !== undefined) bad.add(`${at}/fighter`, 'one_of', 'the fighter or a character (from), not both');
      if (bad.issues.length > n0) return;
      const fighter = !!sp.fighter;
      const who = base(b, k, sp.from, fighter);
      if (sp.mount && !who.mount) bad.add(`${at}/mount`, 'no_mount', `${who.name} has no mount`);
      // Stomp: only a mount of a multi-part model stomps, riders never (L3297-3301)
      const mount = !!who.mount && (sp.kind === 'stomp' || !!sp.mount);
      const rules = mount ? who.mount!.rules : who.rules;
      const target = fighter ? -1 : sp.unit ?? me.strikes;
      if (sp.unit !== undefined && (fighter || sp.kind === 'crush')) bad.add(`${at}/unit`, 'not_applicable', fighter ? 'a fighter\'s special attacks go to the other fighter (L2754-2758)' : 'Crush Attack replaces the normal attacks: they strike where those do (splits)');
      else if (!fighter && (!Number.isInteger(target) || target < 0 || target >= b.members.length || b.members[target].side === me.side)) bad.add(`${at}/unit`, 'range', `an index of an enemy unit of the combat (0 to ${b.members.length - 1})`);
      let value: string | number | undefined = sp.value;
      let strength = sp.strength;
      if (sp.kind === 'crush' || sp.kind === 'breath') {
        if (sp.value !== undefined) bad.add(`${at}/value`, 'not_applicable', sp.kind === 'crush' ? 'Crush Attack is one attack per model' : 'Breath Weapon makes 2D6 hits');
      }
      if (sp.kind !== 'breath' && sp.strength !== undefined) bad.add(`${at}/strength`, 'not_applicable', 'the strength in brackets is Breath Weapon\'s; special attacks use the profile S (L3102-3108)');
      if (sp.kind !== 'breath' && sp.rules !== undefined) bad.add(`${at}/rules`, 'not_applicable', 'special attacks never benefit from the model\'s rules (L3102-3108); a Breath Weapon takes those in its brackets (L3136-3139)');
      else if (sp.rules !== undefined) checkBracketed(sp.rules, at, bad);
      switch (sp.kind) {
        case 'impactHits':
          if (!(me.charged && round === 1)) bad.add(`${at}/kind`, 'impact_hits', 'Impact Hits only in the first round after a successful charge: charged: true and round 1 (L3344-3356)');
          value ??= valueOf(rules, 'impactHits') ?? (who.troopType === 'chariot' ? 'D6' : undefined);
          break;
        case 'stomp':
          value ??= valueOf(rules, 'stomp') ?? (['monster', 'riddenMonster'].includes(who.troopType) ? 'D6' : ['monstrousInfantry', 'monstrousBeast', 'monstrousCavalry'].includes(who.troopType) ? 1 : undefined);
          if (!fighter && target >= 0 && target < b.members.length && !STOMP_TARGETS.includes(b.members[target].unit.troopType)) bad.add(`${at}/${sp.unit !== undefined ? 'unit' : 'kind'}`, 'stomp_target', `Stomp only against Infantry, War Beasts, Swarms and War Machines, not ${b.members[target].unit.troopType} (L3292-3301)`);
          break;
        case 'grinding':
          value ??= valueOf(rules, 'grindingAttacks');
          break;
        case 'breath': {
          const v = valueOf(rules, 'breathWeapon');
          strength ??= typeof v === 'number' ? v : undefined;
          if (strength === undefined) bad.add(`${at}/strength`, 'required', 'the S in brackets, e.g. Breath Weapon (4) (L3135-3137)');
          break;
        }
        case 'crush':
          if (!rules.has('crushAttack')) bad.add(`${at}/kind`, 'no_rule', `the ${mount ? 'mount' : 'model'} has no Crush Attack`);
          break;
      }
      if (sp.kind !== 'crush' && sp.kind !== 'breath' && value === undefined) bad.add(`${at}/value`, 'required', `the ${mount ? 'mount' : 'model'} has no ${sp.kind} (X): give the hits per model`);
      if (value !== undefined && sp.kind !== 'crush' && sp.kind !== 'breath') {
        try { parseDice(value, `${at}/value`); } catch (e) { for (const i of (e as DomainError).issues) bad.add(i.path, i.code, i.message); }
      }
      // one of each per part; Impact Hits or Grinding Attacks, one of them per round (L3150-3151, L3354-3356)
      const who2 = `${sp.from ?? (fighter ? 'f' : 'u')}`;
      const kinds = seen.get(who2) ?? new Set<string>();
      if (kinds.has(`${sp.kind}|${mount}`)) bad.add(`${at}/kind`, 'duplicate', `${sp.kind} is declared once per part`);
      else if ((sp.kind === 'impactHits' && kinds.has('grinding')) || (sp.kind === 'grinding' && kinds.has('impactHits'))) bad.add(`${at}/kind`, 'one_per_round', 'a model with Impact Hits and Grinding Attacks uses one of them per round (L3150-3151, L3354-3356)');
      kinds.add(`${sp.kind}|${mount}`).add(sp.kind);
      seen.set(who2, kinds);
      if (bad.issues.length > n0) return;
      if (sp.kind === 'crush') {
        const set = (c: Crush): Crush => ({ rider: (c?.rider ?? false) || !mount, mount: (c?.mount ?? false) || mount });
        if (fighter) crush.fighters[k] = set(crush.fighters[k]);
        else if (sp.from !== undefined) crush.chars[k][sp.from] = set(crush.chars[k][sp.from]);
        else crush.members[k] = set(crush.members[k]);
        return;
      }
      declared.push({ sp, at, k, from: sp.from, fighter, mount, target, value, strength });
    });
  });
  bad.throwIfAny(bad.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', 'Invalid special attack');
  return { declared, crush };
}

/** The same group made by `n` models: fixed hits times n, or n of each model's dice. */
const scale = (g: GroupSpec, n: number): GroupSpec => ({ ...g, attacks: 'fixed' in g.attacks ? { fixed: g.attacks.fixed * n } : { perModel: g.attacks.perModel, models: g.attacks.models * n, plus: g.attacks.plus * n } });

/** Exact distribution of the count of a scaled group's hits. */
function countsOf(g: GroupSpec): NumDist {
  const a = g.attacks;
  return 'fixed' in a ? point(a.fixed) : mapDist(convolvePower(diceDist(a.perModel), a.models), (v) => Math.max(0, v + a.plus));
}
function rollCount(g: GroupSpec, s: Parameters<typeof rollDice>[1]): number {
  const a = g.attacks;
  if ('fixed' in a) return a.fixed;
  let t = a.plus;
  for (let m = 0; m < a.models; m++) t += rollDice(a.perModel, s, 'attacks');
  return Math.max(0, t);
}

/** The strikers of the declared special attacks (after every other striker: their dice come last at their step). */
export function specialStrikers(b: RoundBuild, declared: Declared[]): void {
  const threshold = Number(b.options.combinedDistributionThreshold ?? 5);
  for (const dcl of declared) {
    const { sp, k, from, fighter, mount } = dcl;
    const me = b.members[k];
    const who = base(b, k, from, fighter);
    const part: Unit = mount ? { ...who, name: who.mount!.name, profile: who.mount!.profile, rules: who.mount!.rules, items: new Set(), mount: undefined } : who;
    const owner = from !== undefined ? b.charPool[k][from] : fighter ? 2 + k : me.pool;
    const foe = fighter ? { pool: 3 - k, unit: b.fighters[1 - k]! } : { pool: b.members[dcl.target].pool, unit: b.members[dcl.target].unit };
    if (fighter && sp.kind === 'stomp' && !STOMP_TARGETS.includes(foe.unit.troopType)) {
      b.ex.add(specialRule('stomp', `${SEED} L2754-2758`, 'Stomp in a challenge'), `${who.name}'s Stomp goes to the other fighter, a ${foe.unit.troopType}: not a valid target, the Stomp is lost`);
      continue;
    }
    // models in base contact: the front rank (or modelsInContact), less a champion fighting the challenge
    const cf = from === undefined && !fighter && k < 2 && b.sides[k].challenge?.champion ? 1 : 0;
    const inContact = b.inputOf(k).modelsInContact;
    const p = b.pools[owner];
    const models = from !== undefined || fighter ? () => 1 : (damage: number) => Math.max(0, Math.min(modelsLeft(p, damage) + cf, inContact ?? me.unit.files) - cf);
    // Impact Hits: +1 S per full rank behind the first made of Impact-Hit models (the unit's, when it has the rule)
    const unitHas = from === undefined && !fighter ? true : me.unit.rules.has('impactHits') || me.unit.troopType === 'chariot';
    const formation = b.pools.reduce((n, q) => (q.member === k ? n + modelsLeft(q, 0) : n), 0);
    const ranksBehind = sp.kind === 'impactHits' && unitHas ? Math.max(0, fullRanks({ ...me.unit, models: formation }) - 1) : 0;
    const ctx = { ...b.ctxOf(k, 'front', from !== undefined || fighter), special: { kind: sp.kind as Exclude<RoundSpecial['kind'], 'crush'>, value: dcl.value, strength: dcl.strength, ap: sp.ap, ranksBehind, rules: sp.rules, at: dcl.at } };
    const one = specialGroups(part, foe.unit, ctx, b.ex);
    const g0 = one.groups[0];
    const n0 = models(0);
    const plan = { ...one.plans[0], attacks: n0 === 1 ? one.plans[0].attacks : `${n0}×${one.plans[0].attacks}` };
    const init = plan.initiative;
    const label = `${who.name}${mount ? ` (${part.name})` : ''} ${sp.kind} → ${foe.unit.name}`;
    b.ex.add(specialAttacks, `${me.side === 0 ? 'attacker' : 'target'}: ${from !== undefined || fighter ? who.name : `${n0} model(s) of ${who.name} in base contact`} make ${sp.kind} (${plan.attacks} hits at S${plan.strength}, initiative ${init}) against ${foe.unit.name}${fighter ? ', the other fighter (L2754-2758)' : ''}; no weapon or attack rule applies`);
    const chars = !fighter && dcl.target < 2 ? b.charPool[dcl.target].map((pool, i) => ({ pool, unit: b.charUnit[dcl.target][i] })) : [];
    const striker: Striker = { side: me.side, label, owner, target: foe.pool, plans: [plan], inits: new Set([init]), groupsAt: () => new Map() };
    if (chars.length === 0) {
      const cache = new Map<number, Map<number, GroupSpec[]>>();
      striker.groupsAt = (damage) => {
        const n = models(damage);
        let m = cache.get(n);
        if (!m) { m = new Map(n > 0 ? [[init, [scale(g0, n)]]] : []); cache.set(n, m); }
        return m;
      };
    } else {
      // hits on a unit with characters are distributed (L1929-1931): all to the R&F, or evenly among the models (L2629-2652)
      const ok = (u: Unit) => sp.kind !== 'stomp' || STOMP_TARGETS.includes(u.troopType); // Stomp only on models it can affect (L3297-3299)
      const specs = chars.map((c) => ok(c.unit) ? specialGroups(part, c.unit, ctx, scratch).groups[0] : g0);
      const rnf = b.pools[foe.pool];
      const spare = sp.spareHitsTo ?? 'characters';
      b.ex.add(distributionRule, `${sp.kind} hits on ${foe.unit.name} and its ${chars.length} character(s): all to the R&F while every character shares its troop type and at least ${threshold} R&F stand, else spread evenly (the spare hits to the ${spare === 'rankAndFile' ? 'R&F' : 'characters'} first)`);
      const alive = (d: number[], pool: number) => d[pool] < b.pools[pool].cap;
      striker.jointKey = (d) => `${models(d[owner])}|${alive(d, foe.pool) ? modelsLeft(rnf, d[foe.pool]) : 0}|${chars.map((c) => (alive(d, c.pool) ? 1 : 0)).join('')}`;
      striker.joint = (d) => {
        const n = models(d[owner]);
        if (n <= 0) return null;
        const left = alive(d, foe.pool) ? modelsLeft(rnf, d[foe.pool]) : 0;
        const standing = chars.map((c, i) => ({ ...c, spec: specs[i] })).filter((c) => alive(d, c.pool));
        const all = allToRankAndFile({ ...foe.unit, models: left, woundsTaken: 0 }, standing.map((c) => c.unit), threshold);
        const r = left > 0 ? [{ pool: foe.pool, models: left, spec: g0 }] : [];
        const cs = all ? [] : standing.filter((c) => ok(c.unit)).map((c) => ({ pool: c.pool, models: 1, spec: c.spec }));
        const to = spare === 'rankAndFile' ? [...r, ...cs] : [...cs, ...r];
        if (to.length === 0) return null;
        const g = scale(g0, n);
        return { counts: countsOf(g), count: (s) => rollCount(g, s), targets: to.map((x) => x.pool), shares: (hits) => allocate(to.map((x) => x.models), hits, 0).map(([a], i) => ({ k: a, spec: to[i].spec })) };
      };
    }
    b.strikers.push(striker);
  }
}

/** The enemy units the declared special attacks strike (they are in base contact with the striker's unit). */
export const specialContacts = (declared: Declared[]): Array<[number, number]> => declared.filter((d) => !d.fighter).map((d) => [d.k, d.target]);
