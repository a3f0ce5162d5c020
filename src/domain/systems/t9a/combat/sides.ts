/**
 * A combat round's wound pools and strikers: each side's unit (its R&F wound pool, L2103-2127) and, in a
 * challenge, the two fighters with their own pools (L2737-2769); each striker's attack groups rebuilt for the
 * models it has left, so casualties removed at one initiative step take attackers from the later steps
 * (L1495-1500, L2128-2142: casualties come from the rear rank, a single rank keeps its models in contact).
 * Directed and split attacks are built in `directed.ts`, special attacks in `specials.ts`.
 */
import { DomainError, pointer } from '../../../core/errors.js';
import { Explainer } from '../../../core/explain.js';
import { R, SEED, specialRule } from '../rules.js';
import { resolveUnit, type Unit, type UnitInput } from '../units.js';
import { closeCombatGroups, type AttackContext } from '../attacks/build.js';
import type { GroupSpec } from '../attacks/engine.js';
import { allocationStrikers, splitStrikers } from './directed.js';
import { byInit, minus, modelsLeft, pool, takenBy, type Allocation, type CombatRoundInput, type Member, type Pool, type RoundBuild, type RoundSetup, type RoundSide, type Split, type Striker } from './pools.js';
import { checkSpecials, specialContacts, specialStrikers } from './specials.js';

export type { CombatRoundInput, RoundSetup } from './pools.js';

export const challengeRule = specialRule('challenge', `${SEED} L2737-2769`, 'Challenges');

/** The champion as a model of its own: +1 A, +1 WS, +1 BS on the rider's profile (L2805-2813). */
function championOf(u: Unit): Unit {
  return { ...u, name: `${u.name} champion`, models: 1, files: 1, champion: false, standard: false, musician: false, woundsTaken: 0, mount: undefined, profile: { ...u.profile, A: Math.min(10, u.profile.A + 1), WS: Math.min(10, u.profile.WS + 1), BS: Math.min(10, u.profile.BS + 1) } };
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

/** Pools and strikers of a combat round; `units` are the two resolved units (attacker, target). */
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
  const extraPools = more.map(({ u }, k) => { pools.push(pool(u.name, more[k].m.side, u, u.models, u.woundsTaken, false, 2 + k)); return pools.length - 1; });
  const members: Member[] = [
    ...([0, 1] as const).map((i) => ({ side: i, unit: units[i], strikes: strikesOf(i, pointer('combat', 'sides', i, 'strikes'), sides[i].strikes), facing: sides[i].facing ?? 'front', charged: !!sides[i].charged, chargedFromHill: !!sides[i].chargedFromHill, morale: sides[i].morale, pool: i })),
    ...more.map(({ m, u }, k) => ({ side: m.side, unit: u, strikes: strikesOf(2 + k, pointer('combat', 'units', k, 'strikes'), m.strikes), facing: m.facing ?? 'front', charged: !!m.charged, chargedFromHill: !!m.chargedFromHill, morale: m.morale, pool: extraPools[k] })),
  ];
  const inputOf = (k: number): RoundSide => (k < 2 ? sides[k] : (more[k - 2].m as RoundSide));
  const splitsOf = (k: number): Split[] => inputOf(k).splits ?? [];
  checkSplits(members, sides, splitsOf);
  // the characters outside the challenge (a refused challenger among its side's): one model and one pool each
  const charPool: number[][] = [[], []];
  const charUnit: Unit[][] = [[], []];
  sides.forEach((s, i) => [...(s.characters ?? []).map((c, k) => ({ input: c, path: pointer('combat', 'sides', i, 'characters', k) })), ...extra[i]].forEach(({ input, path }, k) => {
    const c: Unit = { ...resolveUnit(input, path, ['WS', 'S', 'T', 'W', 'I', 'A']), models: 1, files: 1 };
    charPool[i][k] = pools.length;
    charUnit[i][k] = c;
    pools.push(pool(c.name, i as 0 | 1, c, 1, c.woundsTaken, false));
  }));
  const ld: RoundSetup['ld'] = [0, 1].map((i) => [{ pool: i, ld: units[i].profile.Ld }]);
  pools.forEach((p, k) => { if (p.fighter && p.member < 2) ld[p.side].push({ pool: k, ld: p.unit.profile.Ld }); });
  charPool.forEach((ps, i) => ps.forEach((q, k) => ld[i].push({ pool: q, ld: silenced[i] === k ? 0 : charUnit[i][k].profile.Ld })));
  more.forEach(({ u }, k) => { ld[2 + k] = [{ pool: members[2 + k].pool, ld: u.profile.Ld }]; });
  const early = { sides, members, fighters, charUnit, silenced, inputOf };
  const { declared, crush } = checkSpecials(early, round);
  const b: RoundBuild = {
    ...early, more, units, pools, strikers: [], charPool, allocs, crush, options, ex, splitsOf,
    ctxOf: (k, facing, single, cr) => {
      const s = inputOf(k);
      return {
        kind: 'closeCombat', round, charged: s.charged ?? false, facing, modelsInContact: single ? undefined : s.modelsInContact, engagedFront: single ? false : s.engagedFront ?? true,
        fearFailed: s.fearFailed ?? false, moved: false, standAndShoot: false, cover: 'none', multipleShots: false, spell: false, options, crush: cr,
      };
    },
  };
  for (const i of [0, 1] as const) unitStriker(b, i, challenge && !!sides[i].challenge?.champion);
  if (challenge) {
    for (const i of [0, 1] as const) {
      const f = fighters[i]!;
      ex.add(challengeRule, `${i === 0 ? 'attacker' : 'target'} challenge fighter: ${f.name} strikes only ${fighters[1 - i]!.name}`);
      const built = closeCombatGroups(f, fighters[1 - i]!, b.ctxOf(i, 'front', true, crush.fighters[i]), ex);
      const m = byInit(built.groups, built.plans);
      b.strikers.push({ side: i, label: f.name, owner: 2 + i, target: 3 - i, plans: built.plans, inits: new Set(m.keys()), groupsAt: () => m });
    }
  }
  charUnit.forEach((cs, i) => cs.forEach((c, k) => {
    if (silenced[i] === k) { ex.add(challengeRule, `${c.name} was designated after a refused challenge: Ld 0, no attacks this round`); return; }
    const foe = members[members[i].strikes];
    ex.add(R.attacks, `${i === 0 ? 'attacker' : 'target'} character ${c.name} strikes ${foe.unit.name}; enemy attacks go to the R&F unless directed at it (allocations, L1525-1540)`);
    const whole = closeCombatGroups(c, foe.unit, b.ctxOf(i, members[i].facing, true, crush.chars[i][k]), ex);
    const built = minus(whole.groups, whole.plans, takenBy(b, i, k));
    const m = byInit(built.groups, built.plans);
    b.strikers.push({ side: i as 0 | 1, label: c.name, owner: charPool[i][k], target: foe.pool, plans: built.plans, inits: new Set(m.keys()), groupsAt: () => m });
  }));
  // The other units of a multiple combat: each strikes the enemy unit it fights, losing attacks with its casualties.
  more.forEach((_, k) => unitStriker(b, 2 + k, false));
  allocationStrikers(b);
  splitStrikers(b);
  specialStrikers(b, declared);
  const contacts = members.map(() => new Set<number>());
  const touch = (k: number, t: number) => { contacts[k].add(t); contacts[t].add(k); };
  members.forEach((m, k) => { for (const t of [m.strikes, ...splitsOf(k).map((sp) => sp.unit)]) touch(k, t); });
  for (const [k, t] of specialContacts(declared)) touch(k, t);
  return { pools, strikers: b.strikers, sides, units, members, challenge, ld, contacts: contacts.map((c) => [...c]) };
}

/** A combat unit's own striker: its groups less the attacks directed or split off, rebuilt for the models it has left. */
function unitStriker(b: RoundBuild, k: number, championFights: boolean): void {
  const me = b.members[k];
  const u = me.unit;
  const foe = b.members[me.strikes];
  const p = b.pools[me.pool];
  const ctx = b.ctxOf(k, me.facing, false, b.crush.members[k]);
  const taken = takenBy(b, k, undefined);
  const build = (models: number, e: Explainer) => {
    const built = closeCombatGroups({ ...u, models: championFights ? models + 1 : models }, foe.unit, ctx, e);
    const keep = built.plans.map((pl, j) => (championFights && pl.label === 'champion' ? -1 : j)).filter((j) => j >= 0);
    return minus(keep.map((j) => built.groups[j]), keep.map((j) => built.plans[j]), taken);
  };
  if (k < 2) b.ex.add(R.attacks, `${k === 0 ? 'attacker' : 'target'} (side ${k}): ${u.name} strikes ${foe.unit.name}${championFights ? ', its champion fights the challenge' : ''}`);
  else b.ex.add(R.attacks, `${u.name} (side ${me.side}, combat unit ${k}) strikes ${foe.unit.name}${me.facing !== 'front' ? ` in its ${me.facing}` : ''} (multiple combat, L1440-1447)`);
  const full = build(modelsLeft(p, 0), b.ex);
  const cache = new Map<number, Map<number, GroupSpec[]>>();
  const striker: Striker = {
    side: me.side, label: u.name, owner: me.pool, target: foe.pool, plans: full.plans, inits: new Set(full.plans.map((pl) => pl.initiative)),
    groupsAt: (damage) => {
      const r = modelsLeft(p, damage);
      let m = cache.get(r);
      if (!m) { const bb = build(r, scratchEx); m = byInit(bb.groups, bb.plans); cache.set(r, m); }
      return m;
    },
  };
  b.strikers.push(striker);
}

/** Splits name an enemy unit other than the one struck, at least 1 attack, and a character of the side (`from`) only on a side. */
function checkSplits(members: Member[], sides: RoundSide[], splitsOf: (k: number) => Split[]): void {
  members.forEach((me, k) => {
    const bad: Array<{ path: string; code: string; message: string }> = [];
    splitsOf(k).forEach((sp, j) => {
      const at = k < 2 ? pointer('combat', 'sides', k, 'splits', j) : pointer('combat', 'units', k - 2, 'splits', j);
      if (!Number.isInteger(sp.unit) || sp.unit < 0 || sp.unit >= members.length || members[sp.unit].side === me.side) bad.push({ path: `${at}/unit`, code: 'range', message: `an index of an enemy unit of the combat (0 to ${members.length - 1})` });
      else if (sp.unit === me.strikes) bad.push({ path: `${at}/unit`, code: 'same_unit', message: 'the unit it strikes already takes the attacks not split off' });
      if (!Number.isInteger(sp.attacks) || sp.attacks < 1) bad.push({ path: `${at}/attacks`, code: 'range', message: 'at least 1 attack' });
      if (sp.from !== undefined) {
        const own = k < 2 ? sides[k].characters?.length ?? 0 : 0;
        if (k >= 2 || !Number.isInteger(sp.from) || sp.from < 0 || sp.from >= own) bad.push({ path: `${at}/from`, code: 'range', message: k >= 2 ? 'combat.units have no characters' : own ? `an index into this side's characters (0 to ${own - 1})` : 'this side has no characters' });
      }
    });
    if (bad.length) throw new DomainError('invalid_input', 'Invalid split of attacks', bad);
  });
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
