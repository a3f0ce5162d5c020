/**
 * A combat round's wound pools and strikers: each side's unit (its R&F wound pool, L2103-2127) and, in a
 * challenge, the two fighters with their own pools (L2737-2769); each striker's attack groups rebuilt for the
 * models it has left, so casualties removed at one initiative step take attackers from the later steps
 * (L1495-1500, L2128-2142: casualties come from the rear rank, a single rank keeps its models in contact).
 */
import { DomainError, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import type { MoraleUnit } from '../morale.js';
import { R, SEED, specialRule } from '../rules.js';
import { resolveUnit, type Unit, type UnitInput } from '../units.js';
import { closeCombatGroups, type AttackContext, type GroupPlan } from '../attacks/build.js';
import type { GroupSpec } from '../attacks/engine.js';
import { convolvePower, mapDist, type NumDist } from '../../../core/prob/dist.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import { diceDist, rollDice } from '../dice-expr.js';

export const challengeRule = specialRule('challenge', `${SEED} L2737-2769`, 'Challenges');

export interface RoundSide {
  charged?: boolean;
  chargedFromHill?: boolean;
  /** The facing of the enemy unit this side's unit fights (flank and rear bonuses, Parry only in the front). */
  facing?: 'front' | 'flank' | 'rear';
  modelsInContact?: number;
  engagedFront?: boolean;
  fearFailed?: boolean;
  /** Break-test and combat-score details (Ld, General, BSB, Stubborn…); ranks are counted from the models left. */
  morale?: Omit<MoraleUnit, 'ld' | 'fullRanks'> & { ld?: number };
  /**
   * This side's challenge fighter: its unit's champion or a character in the unit (L2737-2769); or `refused`: the
   * side refuses the other's challenge and `designated` (an index into `characters`) gets Ld 0 and makes no attacks
   * this round; `designatedBsb`: it is the BSB, which loses Hold your Ground and its +1.
   */
  challenge?: { champion?: boolean; character?: UnitInput; refused?: boolean; designated?: number; designatedBsb?: boolean };
  /** Characters in the unit outside any challenge: they strike the enemy unit and count in its ranks. */
  characters?: UnitInput[];
  /** Multiple combat: the enemy unit this side's unit fights (0 attacker, 1 target, 2… combat.units); default the other. */
  strikes?: number;
  /**
   * Attacks directed at enemy characters (L1525-1540): `attacks` of the striker's group `group` (default "front
   * rank") go to the enemy side's `characters[character]`; `from`: one of this side's characters (default the unit).
   */
  allocations?: Allocation[];
  /**
   * Multiple combat, a unit in contact with more than one enemy unit (L1520-1532): `attacks` of its group `group`
   * (default "front rank") strike the enemy combat unit `unit` instead of `strikes`; `facing`: the facing of that
   * enemy they fight (its attack context: Parry, spears), default front.
   */
  splits?: Split[];
}

export interface Split { unit: number; attacks: number; group?: string; facing?: 'front' | 'flank' | 'rear' }

export interface Allocation { from?: number; group?: string; attacks: number; character: number }

/** More units in the combat (a multiple combat, L1440-1447): each strikes one enemy unit it is in contact with. */
export interface RoundUnit extends Omit<RoundSide, 'challenge' | 'characters' | 'allocations'> {
  side: 0 | 1;
  unit: UnitInput;
}

export interface CombatRoundInput { round?: number; sides?: RoundSide[]; units?: RoundUnit[] }

/** A unit of the combat: 0 the attacker's, 1 the target's, 2… the `units`; `strikes`: the enemy unit it fights. */
export interface Member { side: 0 | 1; unit: Unit; strikes: number; facing: 'front' | 'flank' | 'rear'; charged: boolean; chargedFromHill: boolean; morale?: RoundSide['morale']; pool: number }

export interface Pool {
  label: string;
  side: 0 | 1;
  W: number;
  models: number;
  taken: number;
  /** Wounds the pool can still lose. */
  cap: number;
  /** Wounds tracked: the cap, plus 3 of Overkill for a challenge fighter (L1714-1718). */
  limit: number;
  fighter: boolean;
  unit: Unit;
  /** The combat unit the pool belongs to (its R&F, fighter or characters): an index into members. */
  member: number;
  /** The champion fighting a challenge takes the wounds beyond its unit's R&F (L2776-2778). */
  overflow?: number;
}

export interface Striker {
  side: 0 | 1;
  label: string;
  owner: number;
  target: number;
  /** The groups by initiative for the striker's pool after `damage` wounds. */
  groupsAt(damage: number): Map<number, GroupSpec[]>;
  plans: GroupPlan[];
  /** The initiative steps it strikes at (at full strength; casualties only take attacks away). */
  inits: Set<number>;
  /**
   * Random Attacks with some directed at a character (L1525-1540, L3163-3168): one count rolled, the first `n` of it
   * strike `target2` (the character, spec `a`), the rest `target` (spec `b`); the two shares of one roll are joint.
   */
  joint?: (damage: number, init: number) => JointStrike | null;
  target2?: number;
}

export interface JointStrike { counts: NumDist; count: (s: Sampler) => number; n: number; a: GroupSpec; b: GroupSpec }

export interface RoundSetup {
  pools: Pool[];
  strikers: Striker[];
  sides: RoundSide[];
  units: Unit[];
  /** Every unit of the combat (0 and 1 the two units above, then combat.units). */
  members: Member[];
  challenge: boolean;
  /** Per combat unit, the enemy units it is in contact with: those it strikes and those striking it (L1440-1447). */
  contacts: number[][];
  /** Per side, the pools whose models lend their Ld to the unit while alive (the unit's highest Ld). */
  ld: Array<Array<{ pool: number; ld: number }>>;
}

/** Wounds `v` onto pool `i` of the damage vector `d` (in place): capped, Overkill tracked, overflow to the champion. */
export function wound(pools: Pool[], d: number[], i: number, v: number): void {
  const p = pools[i];
  let n = d[i] + v;
  if (p.overflow !== undefined && n > p.cap) {
    const o = p.overflow;
    d[o] = Math.max(d[o], Math.min(pools[o].cap, d[o] + n - p.cap));
    n = p.cap;
  }
  d[i] = Math.min(p.limit, n);
}

/** Models left in a pool after `damage` more wounds (whole models, the remainder carried, L2113-2127). */
export const modelsLeft = (p: Pool, damage: number): number => p.models - Math.floor((p.taken + damage) / p.W);

function pool(label: string, side: 0 | 1, unit: Unit, models: number, taken: number, fighter: boolean, member: number = side): Pool {
  const W = Math.max(1, unit.profile.W);
  const cap = models * W - taken;
  return { label, side, W, models, taken, cap, limit: fighter ? cap + 3 : cap, fighter, unit, member };
}

/** The champion as a model of its own: +1 A, +1 WS, +1 BS on the rider's profile (L2805-2813). */
function championOf(u: Unit): Unit {
  return { ...u, name: `${u.name} champion`, models: 1, files: 1, champion: false, standard: false, musician: false, woundsTaken: 0, mount: undefined, profile: { ...u.profile, A: Math.min(10, u.profile.A + 1), WS: Math.min(10, u.profile.WS + 1), BS: Math.min(10, u.profile.BS + 1) } };
}

function byInit(groups: GroupSpec[], plans: GroupPlan[]): Map<number, GroupSpec[]> {
  const m = new Map<number, GroupSpec[]>();
  plans.forEach((p, i) => m.set(p.initiative, [...(m.get(p.initiative) ?? []), groups[i]]));
  return m;
}

/**
 * A refused challenge (L2743-2750): no fight; the challenger stays with its unit (a character among its characters),
 * the refusing side's designated character is silenced and a designated BSB loses Hold your Ground and its +1.
 */
function refusal(sides: RoundSide[], ex: Explainer): { sides: RoundSide[]; extra: Array<Array<{ input: UnitInput; path: string }>>; silenced: Array<number | undefined> } {
  const extra: Array<Array<{ input: UnitInput; path: string }>> = [[], []];
  const silenced: Array<number | undefined> = [undefined, undefined];
  const r = sides.findIndex((s) => s.challenge?.refused);
  if (r < 0) return { sides, extra, silenced };
  const o = 1 - r;
  const mine = sides[r].challenge!;
  const theirs = sides[o].challenge;
  if (mine.champion || mine.character) throw new DomainError('invalid_input', 'A side that refuses names no fighter', [{ path: `/combat/sides/${r}/challenge`, code: 'one_of', message: 'refused, or a champion or character, not both' }]);
  if (!theirs || theirs.refused || !(theirs.champion || theirs.character)) throw new DomainError('invalid_input', 'A refused challenge needs its challenger', [{ path: `/combat/sides/${o}/challenge`, code: 'required', message: 'the challenging champion or character' }]);
  const n = sides[r].characters?.length ?? 0;
  if (mine.designated !== undefined && (!Number.isInteger(mine.designated) || mine.designated < 0 || mine.designated >= n)) throw new DomainError('invalid_input', 'The designated character is one of the side\'s characters', [{ path: `/combat/sides/${r}/challenge/designated`, code: 'range', message: `an index into characters (0 to ${n - 1})` }]);
  silenced[r] = mine.designated;
  if (theirs.character) extra[o].push({ input: theirs.character, path: pointer('combat', 'sides', o, 'challenge', 'character') });
  ex.add(challengeRule, `the challenge is refused: no fight${mine.designatedBsb ? '; the designated BSB loses Hold your Ground and its +1 this phase' : ''}`);
  const morale = mine.designatedBsb ? { ...sides[r].morale, bsb: false, bsbInRange: false, bsbDistance: undefined } : sides[r].morale;
  const out = sides.map((s) => ({ ...s, challenge: undefined }));
  out[r] = { ...out[r], morale };
  return { sides: out, extra, silenced };
}

/** The groups less the attacks directed elsewhere (the directed ones served first from what the striker has left). */
function minus(groups: GroupSpec[], plans: GroupPlan[], taken: Map<string, number>): { groups: GroupSpec[]; plans: GroupPlan[] } {
  const out = { groups: [] as GroupSpec[], plans: [] as GroupPlan[] };
  groups.forEach((g, k) => {
    const t = taken.get(plans[k].label) ?? 0;
    if (t === 0) { out.groups.push(g); out.plans.push(plans[k]); return; }
    if (!('fixed' in g.attacks)) return; // Random Attacks with a directed share: struck by the joint striker
    const n = Math.max(0, g.attacks.fixed - t);
    if (n === 0) return;
    out.groups.push({ ...g, attacks: { fixed: n } });
    out.plans.push({ ...plans[k], attacks: n });
  });
  return out;
}

/** How many attacks of each group a striker (the unit: from undefined; or a character) directs at enemy characters. */
function takenBy(allocs: Allocation[], from: number | undefined): Map<string, number> {
  const m = new Map<string, number>();
  for (const a of allocs) if (a.from === from) m.set(a.group ?? 'front rank', (m.get(a.group ?? 'front rank') ?? 0) + a.attacks);
  return m;
}

/** Pools and strikers of a one-against-one combat round; `units` are the two resolved units. */
export function setupRound(attacker: UnitInput, target: UnitInput, input: CombatRoundInput, options: AttackContext['options'], ex: Explainer): RoundSetup {
  const given = input.sides ?? [{}, {}];
  if (given.length !== 2) throw new DomainError('invalid_input', 'A combat round has two sides', [{ path: '/combat/sides', code: 'length', message: 'exactly two sides: the attacker\'s unit, then the target\'s' }]);
  const units = [resolveUnit(attacker, 'attacker', ['WS', 'S', 'T', 'W', 'I', 'A']), resolveUnit(target, 'target', ['WS', 'S', 'T', 'W', 'I', 'A'])];
  const round = input.round ?? 1;
  const { sides, extra, silenced } = refusal(given, ex);
  const more = (input.units ?? []).map((m, k) => ({ m, u: resolveUnit(m.unit, pointer('combat', 'units', k, 'unit'), ['WS', 'S', 'T', 'W', 'I', 'A']) }));
  const sideOf = (k: number): 0 | 1 => (k < 2 ? (k as 0 | 1) : more[k - 2].m.side);
  const strikesOf = (k: number, at: string, requested: number | undefined): number => {
    const t = requested ?? 1 - sideOf(k);
    if (!Number.isInteger(t) || t < 0 || t >= 2 + more.length || sideOf(t) === sideOf(k)) throw new DomainError('invalid_input', 'A unit strikes an enemy unit of the combat', [{ path: at, code: 'range', message: `an index of an enemy unit: 0 the attacker, 1 the target, 2… combat.units (0 to ${1 + more.length})` }]);
    return t;
  };
  more.forEach(({ m }, k) => { if (m.side !== 0 && m.side !== 1) throw new DomainError('invalid_input', 'A unit is on side 0 or 1', [{ path: pointer('combat', 'units', k, 'side'), code: 'enum', message: '0: the attacker\'s side, 1: the target\'s' }]); });
  const chall = sides.map((s) => s.challenge);
  const challenge = !!(chall[0] || chall[1]);
  if (challenge && !(chall[0] && chall[1])) {
    const i = chall[0] ? 1 : 0;
    throw new DomainError('invalid_input', 'A challenge needs a fighter on each side', [{ path: `/combat/sides/${i}/challenge`, code: 'required', message: 'the accepting champion or character, or refused: true' }]);
  }
  const pools: Pool[] = [];
  const fighters: Array<Unit | null> = [null, null];
  const allocs = sides.map((sd, i) => checkAllocations(sd, given[1 - i]?.characters?.length ?? 0, i));
  sides.forEach((s, i) => {
    const c = s.challenge;
    if (c && !!c.champion === !!c.character) throw new DomainError('invalid_input', 'A challenge fighter is the champion or one character', [{ path: `/combat/sides/${i}/challenge`, code: 'one_of', message: 'give champion: true or a character' }]);
    if (c?.champion && !units[i].champion) throw new DomainError('invalid_input', 'The unit has no champion', [{ path: `/combat/sides/${i}/challenge/champion`, code: 'no_champion', message: `${i === 0 ? 'attacker' : 'target'}.champion must be true` }]);
    if (c?.champion && units[i].models < 2) throw new DomainError('invalid_input', 'A champion alone is not a unit with R&F', [{ path: `/combat/sides/${i}/challenge/champion`, code: 'range', message: 'the unit needs models besides its champion' }]);
    if (c) fighters[i] = c.champion ? championOf(units[i]) : { ...resolveUnit(c.character!, pointer('combat', 'sides', i, 'challenge', 'character'), ['WS', 'S', 'T', 'W', 'I', 'A']), models: 1, files: 1 };
  });
  units.forEach((u, i) => {
    const rnf = fighters[i] && sides[i].challenge?.champion ? u.models - 1 : u.models;
    pools.push(pool(u.name, i as 0 | 1, u, rnf, Math.min(u.woundsTaken, rnf * Math.max(1, u.profile.W) - 1), false));
  });
  fighters.forEach((f, i) => {
    if (!f) return;
    if (sides[i].challenge?.champion) pools[i].overflow = pools.length;
    pools.push(pool(f.name, i as 0 | 1, f, 1, f.woundsTaken, true));
  });
  const strikers: Striker[] = [];
  const scratch = new Explainer();
  const ctxOf = (s: RoundSide, facing: AttackContext['facing'], fighter: boolean): AttackContext => ({
    kind: 'closeCombat', round, charged: s.charged ?? false, facing, modelsInContact: fighter ? undefined : s.modelsInContact, engagedFront: fighter ? false : s.engagedFront ?? true,
    fearFailed: s.fearFailed ?? false, moved: false, standAndShoot: false, cover: 'none', multipleShots: false, spell: false, options,
  });
  const extraPools = more.map(({ u }, k) => { pools.push(pool(u.name, more[k].m.side, u, u.models, u.woundsTaken, false, 2 + k)); return pools.length - 1; });
  const members: Member[] = [
    ...([0, 1] as const).map((i) => ({ side: i, unit: units[i], strikes: strikesOf(i, pointer('combat', 'sides', i, 'strikes'), sides[i].strikes), facing: sides[i].facing ?? 'front', charged: !!sides[i].charged, chargedFromHill: !!sides[i].chargedFromHill, morale: sides[i].morale, pool: i })),
    ...more.map(({ m, u }, k) => ({ side: m.side, unit: u, strikes: strikesOf(2 + k, pointer('combat', 'units', k, 'strikes'), m.strikes), facing: m.facing ?? 'front', charged: !!m.charged, chargedFromHill: !!m.chargedFromHill, morale: m.morale, pool: extraPools[k] })),
  ];
  const splitsOf = (k: number): Split[] => (k < 2 ? sides[k].splits : more[k - 2].m.splits) ?? [];
  const splitAt = (k: number, j: number) => (k < 2 ? pointer('combat', 'sides', k, 'splits', j) : pointer('combat', 'units', k - 2, 'splits', j));
  members.forEach((me, k) => {
    const bad: Array<{ path: string; code: string; message: string }> = [];
    splitsOf(k).forEach((sp, j) => {
      const at = splitAt(k, j);
      if (!Number.isInteger(sp.unit) || sp.unit < 0 || sp.unit >= members.length || members[sp.unit].side === me.side) bad.push({ path: `${at}/unit`, code: 'range', message: `an index of an enemy unit of the combat (0 to ${members.length - 1})` });
      else if (sp.unit === me.strikes) bad.push({ path: `${at}/unit`, code: 'same_unit', message: 'the unit it strikes already takes the attacks not split off' });
      if (!Number.isInteger(sp.attacks) || sp.attacks < 1) bad.push({ path: `${at}/attacks`, code: 'range', message: 'at least 1 attack' });
    });
    if (bad.length) throw new DomainError('invalid_input', 'Invalid split of attacks', bad);
  });
  for (const i of [0, 1] as const) {
    const s = sides[i];
    const u = units[i];
    const enemy = members[members[i].strikes].unit;
    const championFights = !!s.challenge?.champion;
    const p = pools[i];
    const ctx = ctxOf(s, s.facing ?? 'front', false);
    const taken = takenBy(allocs[i], undefined);
    for (const sp of splitsOf(i)) taken.set(sp.group ?? 'front rank', (taken.get(sp.group ?? 'front rank') ?? 0) + sp.attacks);
    const build = (models: number, e: Explainer) => {
      const built = closeCombatGroups({ ...u, models: championFights ? models + 1 : models }, enemy, ctx, e);
      const keep = built.plans.map((pl, k) => (championFights && pl.label === 'champion' ? -1 : k)).filter((k) => k >= 0);
      return minus(keep.map((k) => built.groups[k]), keep.map((k) => built.plans[k]), taken);
    };
    ex.add(R.attacks, `${i === 0 ? 'attacker' : 'target'} (side ${i}): ${u.name} strikes ${enemy.name}${championFights ? ', its champion fights the challenge' : ''}`);
    const full = build(p.models - Math.floor(p.taken / p.W), ex);
    const cache = new Map<number, Map<number, GroupSpec[]>>();
    strikers.push({
      side: i, label: u.name, owner: i, target: members[members[i].strikes].pool, plans: full.plans, inits: new Set(full.plans.map((pl) => pl.initiative)),
      groupsAt: (damage) => {
        const r = modelsLeft(p, damage);
        let m = cache.get(r);
        if (!m) { const b = build(r, scratch); m = byInit(b.groups, b.plans); cache.set(r, m); }
        return m;
      },
    });
  }
  if (challenge) {
    for (const i of [0, 1] as const) {
      const f = fighters[i]!;
      ex.add(challengeRule, `${i === 0 ? 'attacker' : 'target'} challenge fighter: ${f.name} strikes only ${fighters[1 - i]!.name}`);
      const built = closeCombatGroups(f, fighters[1 - i]!, ctxOf(sides[i], 'front', true), ex);
      const m = byInit(built.groups, built.plans);
      strikers.push({ side: i, label: f.name, owner: 2 + i, target: 3 - i, plans: built.plans, inits: new Set(m.keys()), groupsAt: () => m });
    }
  }
  const charPool: number[][] = [[], []];
  const charUnit: Unit[][] = [[], []];
  const ld: RoundSetup['ld'] = [0, 1].map((i) => [{ pool: i, ld: units[i].profile.Ld }]);
  pools.forEach((p, k) => { if (k >= 2 && p.member < 2) ld[p.side].push({ pool: k, ld: p.unit.profile.Ld }); });
  sides.forEach((s, i) => [...(s.characters ?? []).map((c, k) => ({ input: c, path: pointer('combat', 'sides', i, 'characters', k) })), ...extra[i]].forEach(({ input, path }, k) => {
    const c: Unit = { ...resolveUnit(input, path, ['WS', 'S', 'T', 'W', 'I', 'A']), models: 1, files: 1 };
    charPool[i][k] = pools.length;
    charUnit[i][k] = c;
    if (silenced[i] === k) {
      pools.push(pool(c.name, i as 0 | 1, c, 1, c.woundsTaken, false));
      ld[i].push({ pool: pools.length - 1, ld: 0 });
      ex.add(challengeRule, `${c.name} was designated after a refused challenge: Ld 0, no attacks this round`);
      return;
    }
    const idx = pools.length;
    pools.push(pool(c.name, i as 0 | 1, c, 1, c.woundsTaken, false));
    ld[i].push({ pool: idx, ld: c.profile.Ld });
    const foe = members[members[i].strikes];
    ex.add(R.attacks, `${i === 0 ? 'attacker' : 'target'} character ${c.name} strikes ${foe.unit.name}; enemy attacks go to the R&F unless directed at it (allocations, L1525-1540)`);
    const whole = closeCombatGroups(c, foe.unit, ctxOf(s, s.facing ?? 'front', true), ex);
    const built = minus(whole.groups, whole.plans, takenBy(allocs[i], k));
    const m = byInit(built.groups, built.plans);
    strikers.push({ side: i as 0 | 1, label: c.name, owner: idx, target: foe.pool, plans: built.plans, inits: new Set(m.keys()), groupsAt: () => m });
  }));
  // The other units of a multiple combat: each strikes the enemy unit it fights, losing attacks with its casualties.
  more.forEach(({ m, u }, k) => {
    const me = members[2 + k];
    const foe = members[me.strikes];
    const p = pools[me.pool];
    const ctx = ctxOf(m as RoundSide, me.facing, false);
    ex.add(R.attacks, `${u.name} (side ${me.side}, combat unit ${2 + k}) strikes ${foe.unit.name}${me.facing !== 'front' ? ` in its ${me.facing}` : ''} (multiple combat, L1440-1447)`);
    const taken = new Map<string, number>();
    for (const sp of splitsOf(2 + k)) taken.set(sp.group ?? 'front rank', (taken.get(sp.group ?? 'front rank') ?? 0) + sp.attacks);
    const build = (models: number, e: Explainer) => { const b = closeCombatGroups({ ...u, models }, foe.unit, ctx, e); return minus(b.groups, b.plans, taken); };
    const full = build(p.models - Math.floor(p.taken / p.W), ex);
    const cache = new Map<number, Map<number, GroupSpec[]>>();
    strikers.push({
      side: me.side, label: u.name, owner: me.pool, target: foe.pool, plans: full.plans, inits: new Set(full.plans.map((pl) => pl.initiative)),
      groupsAt: (damage) => {
        const r = modelsLeft(p, damage);
        let mm = cache.get(r);
        if (!mm) { const b = build(r, scratch); mm = byInit(b.groups, b.plans); cache.set(r, mm); }
        return mm;
      },
    });
  });
  // Attacks directed at enemy characters (L1525-1540): each allocation strikes the character's own pool.
  for (const i of [0, 1] as const) {
    allocs[i].forEach((a, j) => {
      const target = charPool[1 - i][a.character];
      const victim = charUnit[1 - i][a.character];
      const at = pointer('combat', 'sides', i, 'allocations', j);
      const fromChar = a.from !== undefined;
      const owner = fromChar ? charPool[i][a.from!] : i;
      if (fromChar && silenced[i] === a.from) throw new DomainError('invalid_input', 'The designated character makes no attacks', [{ path: `${at}/from`, code: 'silenced', message: 'it was designated after a refused challenge (L2743-2750)' }]);
      const striker: Unit = fromChar ? charUnit[i][a.from!] : units[i];
      const label = a.group ?? 'front rank';
      const sctx = ctxOf(sides[i], sides[i].facing ?? 'front', fromChar);
      const champ = !fromChar && !!sides[i].challenge?.champion;
      const p = pools[owner];
      const full = closeCombatGroups(fromChar ? striker : { ...striker, models: champ ? p.models - Math.floor(p.taken / p.W) + 1 : p.models - Math.floor(p.taken / p.W) }, victim, sctx, scratchEx);
      const k = full.plans.findIndex((pl) => pl.label === label);
      if (k < 0 || (champ && label === 'champion')) throw new DomainError('invalid_input', `No group "${label}" strikes for this ${fromChar ? 'character' : 'unit'}`, [{ path: `${at}/group`, code: 'unknown_group', message: `one of ${full.plans.filter((pl) => !(champ && pl.label === 'champion')).map((pl) => `"${pl.label}"`).join(', ') || 'none'}` }]);
      const g = full.groups[k];
      if (!('fixed' in g.attacks)) {
        if (allocs[i].some((x, j2) => j2 !== j && x.from === a.from && (x.group ?? 'front rank') === label)) throw new DomainError('invalid_input', 'One allocation per Random Attacks group', [{ path: `${at}/group`, code: 'random_attacks', message: 'Random Attacks can be directed at one character per group' }]);
        const foe = members[members[i].strikes];
        const jc = new Map<string, JointStrike | null>();
        const jointAt = (damage: number, init: number): JointStrike | null => {
          const r = fromChar ? 1 : modelsLeft(p, damage);
          const key = `${r}|${init}`;
          if (jc.has(key)) return jc.get(key)!;
          const onChar = closeCombatGroups(fromChar ? striker : { ...striker, models: champ ? r + 1 : r }, victim, sctx, scratchEx);
          const onUnit = closeCombatGroups(fromChar ? striker : { ...striker, models: champ ? r + 1 : r }, foe.unit, fromChar ? sctx : ctxOf(sides[i], sides[i].facing ?? 'front', false), scratchEx);
          const ci = onChar.plans.findIndex((pl) => pl.label === label && pl.initiative === init);
          const ui = onUnit.plans.findIndex((pl) => pl.label === label && pl.initiative === init);
          let out: JointStrike | null = null;
          if (ci >= 0 && ui >= 0) {
            const ga = onChar.groups[ci];
            const cnt = ga.attacks as { perModel: Parameters<typeof diceDist>[0]; models: number; plus: number };
            out = {
              counts: mapDist(convolvePower(diceDist(cnt.perModel), cnt.models), (v) => Math.max(0, v + cnt.plus)),
              count: (sm) => { let t = cnt.plus; for (let m = 0; m < cnt.models; m++) t += rollDice(cnt.perModel, sm, 'attacks'); return Math.max(0, t); },
              n: a.attacks, a: ga, b: onUnit.groups[ui],
            };
          }
          jc.set(key, out);
          return out;
        };
        const plan = { ...full.plans[k], label: `${label} → ${victim.name}`, attacks: a.attacks };
        ex.add(R.attacks, `${i === 0 ? 'attacker' : 'target'}: the first ${a.attacks} of the Random Attacks rolled for ${fromChar ? striker.name : `the ${label}`} are directed at the character ${victim.name}, the rest strike ${foe.unit.name} (one count, L1525-1540, L3163-3168)`);
        strikers.push({ side: i, label: `${striker.name} → ${victim.name}`, owner, target: foe.pool, target2: target, plans: [plan], inits: new Set([plan.initiative]), groupsAt: () => new Map(), joint: jointAt });
        return;
      }
      // The directed attacks are served first (in request order) from what the striker has left after casualties.
      const before = allocs[i].slice(0, j).filter((x) => x.from === a.from && (x.group ?? 'front rank') === label).reduce((n, x) => n + x.attacks, 0);
      if (before + a.attacks > g.attacks.fixed) throw new DomainError('invalid_input', `More attacks directed than the group "${label}" has`, [{ path: `${at}/attacks`, code: 'range', message: `the group has ${g.attacks.fixed} attacks at full strength; ${before + a.attacks} directed` }]);
      const cache = new Map<number, Map<number, GroupSpec[]>>();
      const at0 = (damage: number) => {
        const r = fromChar ? 1 : modelsLeft(p, damage);
        let m = cache.get(r);
        if (!m) {
          const b = closeCombatGroups(fromChar ? striker : { ...striker, models: champ ? r + 1 : r }, victim, sctx, scratchEx);
          const gi = b.plans.findIndex((pl) => pl.label === label);
          const have = gi >= 0 && 'fixed' in b.groups[gi].attacks ? b.groups[gi].attacks.fixed : 0;
          const n = Math.max(0, Math.min(a.attacks, have - before));
          m = new Map(n > 0 ? [[b.plans[gi].initiative, [{ ...b.groups[gi], attacks: { fixed: n } }]]] : []);
          cache.set(r, m);
        }
        return m;
      };
      const plan = { ...full.plans[k], label: `${label} → ${victim.name}`, attacks: a.attacks };
      ex.add(R.attacks, `${i === 0 ? 'attacker' : 'target'}: ${a.attacks} attack(s) of ${fromChar ? striker.name : `the ${label}`} directed at the character ${victim.name} (${plan.toHit} to hit, wounds on ${plan.toWound ?? '—'}+ against its T${victim.profile.T}) (L1525-1540)`);
      strikers.push({ side: i, label: `${striker.name} → ${victim.name}`, owner, target, plans: [plan], inits: new Set([plan.initiative]), groupsAt: at0 });
    });
  }
  // Attacks split off to another enemy unit in contact (L1520-1532): served first, after the directed ones.
  members.forEach((me, k) => splitsOf(k).forEach((sp, j) => {
    const at = splitAt(k, j);
    const foe = members[sp.unit];
    const label = sp.group ?? 'front rank';
    const champ = k < 2 && !!sides[k].challenge?.champion;
    const sctx = ctxOf(k < 2 ? sides[k] : (more[k - 2].m as RoundSide), sp.facing ?? 'front', false);
    const p = pools[me.pool];
    const u = me.unit;
    const full = closeCombatGroups({ ...u, models: champ ? p.models - Math.floor(p.taken / p.W) + 1 : p.models - Math.floor(p.taken / p.W) }, foe.unit, sctx, scratchEx);
    const gi = full.plans.findIndex((pl) => pl.label === label);
    if (gi < 0 || (champ && label === 'champion')) throw new DomainError('invalid_input', `No group "${label}" strikes for this unit`, [{ path: `${at}/group`, code: 'unknown_group', message: `one of ${full.plans.filter((pl) => !(champ && pl.label === 'champion')).map((pl) => `"${pl.label}"`).join(', ') || 'none'}` }]);
    const g = full.groups[gi];
    if (!('fixed' in g.attacks)) throw new DomainError('invalid_input', 'Random Attacks are rolled before they can be split', [{ path: `${at}/group`, code: 'random_attacks', message: 'splitting Random Attacks is not served' }]);
    const before = (k < 2 ? allocs[k].filter((x) => x.from === undefined && (x.group ?? 'front rank') === label).reduce((n, x) => n + x.attacks, 0) : 0)
      + splitsOf(k).slice(0, j).filter((x) => (x.group ?? 'front rank') === label).reduce((n, x) => n + x.attacks, 0);
    if (before + sp.attacks > g.attacks.fixed) throw new DomainError('invalid_input', `More attacks split off than the group "${label}" has`, [{ path: `${at}/attacks`, code: 'range', message: `the group has ${g.attacks.fixed} attacks at full strength; ${before + sp.attacks} directed or split off` }]);
    const cache = new Map<number, Map<number, GroupSpec[]>>();
    const groupsAt = (damage: number) => {
      const r = modelsLeft(p, damage);
      let m = cache.get(r);
      if (!m) {
        const b = closeCombatGroups({ ...u, models: champ ? r + 1 : r }, foe.unit, sctx, scratchEx);
        const bi = b.plans.findIndex((pl) => pl.label === label);
        const have = bi >= 0 && 'fixed' in b.groups[bi].attacks ? b.groups[bi].attacks.fixed : 0;
        const n = Math.max(0, Math.min(sp.attacks, have - before));
        m = new Map(n > 0 ? [[b.plans[bi].initiative, [{ ...b.groups[bi], attacks: { fixed: n } }]]] : []);
        cache.set(r, m);
      }
      return m;
    };
    const plan = { ...full.plans[gi], label: `${label} → ${foe.unit.name}`, attacks: sp.attacks };
    ex.add(R.attacks, `${u.name}: ${sp.attacks} attack(s) of the ${label} split off at ${foe.unit.name} (combat unit ${sp.unit}, ${plan.toHit} to hit, wounds on ${plan.toWound ?? '—'}+) (L1520-1532)`);
    strikers.push({ side: me.side, label: `${u.name} → ${foe.unit.name}`, owner: me.pool, target: foe.pool, plans: [plan], inits: new Set([plan.initiative]), groupsAt });
  }));
  more.forEach(({ u }, k) => { ld[2 + k] = [{ pool: members[2 + k].pool, ld: u.profile.Ld }]; });
  const contacts = members.map(() => new Set<number>());
  members.forEach((m, k) => { for (const t of [m.strikes, ...splitsOf(k).map((sp) => sp.unit)]) { contacts[k].add(t); contacts[t].add(k); } });
  return { pools, strikers, sides, units, members, challenge, ld, contacts: contacts.map((c) => [...c]) };
}

const scratchEx = new Explainer();

/** Allocations name an enemy character and (optionally) one of this side's characters; attacks at least 1. */
function checkAllocations(s: RoundSide, enemyChars: number, i: number): Allocation[] {
  const list = s.allocations ?? [];
  const own = s.characters?.length ?? 0;
  const bad: Array<{ path: string; code: string; message: string }> = [];
  list.forEach((a, j) => {
    const at = pointer('combat', 'sides', i, 'allocations', j);
    if (!Number.isInteger(a.character) || a.character < 0 || a.character >= enemyChars) bad.push({ path: `${at}/character`, code: 'range', message: enemyChars ? `an index into combat.sides[${1 - i}].characters (0 to ${enemyChars - 1})` : `combat.sides[${1 - i}] has no characters to direct attacks at` });
    if (a.from !== undefined && (!Number.isInteger(a.from) || a.from < 0 || a.from >= own)) bad.push({ path: `${at}/from`, code: 'range', message: own ? `an index into this side's characters (0 to ${own - 1})` : 'this side has no characters' });
    if (!Number.isInteger(a.attacks) || a.attacks < 1) bad.push({ path: `${at}/attacks`, code: 'range', message: 'at least 1 attack' });
  });
  if (bad.length) throw new DomainError('invalid_input', 'Invalid attack allocation', bad);
  return list;
}
