/**
 * The pieces of a combat round: its inputs, the wound pools (each unit's R&F, L2103-2127; challenge fighters and
 * characters with pools of their own), the strikers, and how wounds land on a pool (capped, Overkill, the champion's
 * overflow). Casualties come from the rear rank, a single rank keeps its models in contact (L2128-2142).
 */
import type { Explainer } from '../../../core/explain.js';
import type { NumDist } from '../../../core/prob/dist.js';
import type { Sampler } from '../../../core/prob/samplers.js';
import type { MoraleUnit } from '../morale.js';
import type { RuleRef, Unit, UnitInput } from '../units.js';
import type { AttackContext, GroupPlan } from '../attacks/build.js';
import type { GroupSpec } from '../attacks/engine.js';

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
   * enemy they fight (its attack context: Parry, spears), default front; `from`: one of this side's characters.
   */
  splits?: Split[];
  /** Special attacks made this round (§3.10): Impact Hits, Stomp, Breath Weapon, Grinding Attacks, Crush Attack. */
  specials?: RoundSpecial[];
}

export interface Split { unit: number; attacks: number; group?: string; facing?: 'front' | 'flank' | 'rear'; from?: number }

export interface Allocation { from?: number; group?: string; attacks: number; character: number }

/**
 * A special attack declared for the round: by the unit's models in base contact (default), one of the side's
 * characters (`from`) or its challenge fighter (`fighter`); `mount`: made by the mount part; `unit`: the enemy
 * combat unit struck (default the one the striker fights); `value`: hits per model (X); `strength`: Breath Weapon.
 */
export interface RoundSpecial {
  kind: 'impactHits' | 'stomp' | 'breath' | 'grinding' | 'crush';
  value?: number | string;
  strength?: number;
  ap?: number;
  /** Breath Weapon: the special rules in its brackets (L3136-3139). */
  rules?: RuleRef[];
  from?: number;
  fighter?: boolean;
  mount?: boolean;
  unit?: number;
  /** Hits distributed on a unit with characters: where the hits left over go first (L2637-2641). */
  spareHitsTo?: 'characters' | 'rankAndFile';
}

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
   * One count rolled and shared among several pools: Random Attacks with a share directed at a character
   * (L1525-1540, L3163-3168), special hits distributed on a unit with characters (L2629-2652).
   * It depends on the state `d` (the wounds every pool lost) only through `jointKey(d)`.
   */
  joint?: (d: number[], init: number) => JointStrike | null;
  jointKey?: (d: number[]) => string;
}

/** A count (`counts` exact, `count` rolled) split among `targets`: `shares(r)` gives each target's share and group. */
export interface JointStrike { counts: NumDist; count: (s: Sampler) => number; targets: number[]; shares: (r: number) => Array<{ k: number; spec: GroupSpec }> }

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

/** Crush Attack swapped in for a striker's parts (L3140-3144). */
export type Crush = AttackContext['crush'];

/** The round being set up, shared by the builders of its strikers. */
export interface RoundBuild {
  sides: RoundSide[];
  more: Array<{ m: RoundUnit; u: Unit }>;
  units: Unit[];
  members: Member[];
  pools: Pool[];
  strikers: Striker[];
  fighters: Array<Unit | null>;
  /** Per side, the pools and units of its characters (outside the challenge; a refused challenger included). */
  charPool: number[][];
  charUnit: Unit[][];
  silenced: Array<number | undefined>;
  allocs: Allocation[][];
  crush: { members: Crush[]; chars: Crush[][]; fighters: Crush[] };
  options: AttackContext['options'];
  ex: Explainer;
  /** The attack context of a striker of combat unit `k` fighting an enemy's `facing`; `single`: one model. */
  ctxOf(k: number, facing: AttackContext['facing'], single: boolean, crush?: Crush): AttackContext;
  inputOf(k: number): RoundSide;
  splitsOf(k: number): Split[];
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

export function pool(label: string, side: 0 | 1, unit: Unit, models: number, taken: number, fighter: boolean, member: number = side): Pool {
  const W = Math.max(1, unit.profile.W);
  const cap = models * W - taken;
  return { label, side, W, models, taken, cap, limit: fighter ? cap + 3 : cap, fighter, unit, member };
}

export function byInit(groups: GroupSpec[], plans: GroupPlan[]): Map<number, GroupSpec[]> {
  const m = new Map<number, GroupSpec[]>();
  plans.forEach((p, i) => m.set(p.initiative, [...(m.get(p.initiative) ?? []), groups[i]]));
  return m;
}

/** The groups less the attacks directed elsewhere (the directed ones served first from what the striker has left). */
export function minus(groups: GroupSpec[], plans: GroupPlan[], taken: Map<string, number>): { groups: GroupSpec[]; plans: GroupPlan[] } {
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

/** How many attacks of each group a striker (the unit: from undefined; or a character) directs at characters or splits off. */
export function takenBy(b: Pick<RoundBuild, 'allocs' | 'splitsOf'>, k: number, from: number | undefined): Map<string, number> {
  const m = new Map<string, number>();
  const add = (x: { from?: number; group?: string; attacks: number }) => { if (x.from === from) m.set(x.group ?? 'front rank', (m.get(x.group ?? 'front rank') ?? 0) + x.attacks); };
  if (k < 2) b.allocs[k].forEach(add);
  b.splitsOf(k).forEach(add);
  return m;
}
