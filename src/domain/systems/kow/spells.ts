/**
 * What the non-damaging spells do (KoW spells: 003_80333abf01c9832d.txt L1117-1228): who they may
 * target, and the effect of their hits — Bane-chant's buff, Heal's recovery, Wind Blast's push and
 * Surge's move (and charge). Pure functions of the number of hits, so every dice mode shares them.
 */
import { DomainError } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { arcOfPoint } from '../../core/table/arcs.js';
import { polygonDistance, polygonsIntersect } from '../../core/table/intersect.js';
import { axes, leaderPoint, type Polygon } from '../../core/table/shapes.js';
import { add, scale, type Vec } from '../../core/table/vec.js';
import type { SpellInfo } from './catalogue.js';
import { isHindered } from './attack-plan.js';
import { CLEARANCE, slideEvents } from './placement.js';
import { R } from './rules.js';
import { T } from './rules-turn.js';
import type { ShotGeometryInput } from './shooting.js';
import { has, invalid, type Unit } from './units.js';
import { collectTable, collectTerrain, collectUnits, footprintOf } from './world.js';
import { IssueCollector } from '../../core/errors.js';

export type SpellTargetRelation = 'enemy' | 'friend' | 'caster' | 'alliedFriend';

/** Inches from the moving unit, along its line of movement, to the first element of each kind (absent: none in reach). */
export interface SpellPath {
  enemy?: number;
  friend?: number;
  impassable?: number;
  difficult?: number;
  obstacle?: number;
  /** Surge with Fly: the unit ends its move on or touching the difficult terrain or obstacle it passed over (scalar forms only). */
  endsOnTerrain?: boolean;
  /**
   * Surge: the extent of each element along the move — from the inches moved when the unit would first
   * touch it to the inches moved when it is past it. A Flying unit passes over friends and impassable
   * terrain but may not end on them (L897-899). A scalar `friend` / `impassable` / `difficult` /
   * `obstacle` is an element of unknown extent starting there.
   */
  along?: PathInterval[];
}

export const PATH_INTERVAL_KINDS = ['friend', 'impassable', 'difficult', 'obstacle'] as const;
export interface PathInterval {
  kind: (typeof PATH_INTERVAL_KINDS)[number];
  from: number;
  to: number;
}

export interface SpellRef {
  id: SpellInfo['id'];
  n: number;
  /** Who the target is to the caster; default: a friend for friendly-only spells, else an enemy. */
  target?: SpellTargetRelation;
  /** Wind Blast without geometry, caster in the target's flank arc: which flank. */
  flank?: 'left' | 'right';
  /** Wind Blast and Surge without geometry: what lies along the move. */
  path?: SpellPath;
}

export type PushDirection = 'back' | 'forward' | 'left' | 'right' | 'sideways';

/** The effect of a spell's hits, decided before the dice. */
export type SpellEffectPlan =
  | { id: 'baneChant' }
  | { id: 'heal' }
  | { id: 'windBlast'; direction: PushDirection; room: number | null; noEffect: boolean }
  | {
      id: 'surge';
      /** Friends and impassable terrain along the move ([from, Infinity) for a scalar). */
      blocks: Array<{ from: number; to: number }>;
      /** Difficult terrain and obstacles along the move (`scalar`: extent unknown, endsOnTerrain tells). */
      terrain: Array<{ kind: 'difficultTerrain' | 'obstacle'; from: number; to: number; scalar: boolean }>;
      enemy: number | null;
      fly: boolean;
      noEffect: boolean;
      nerveExempt: 'contactedEnemy' | 'surgingUnit';
      endsOnTerrain: boolean;
    };

export interface SpellEffect {
  baneChantGained?: boolean;
  push?: { direction: PushDirection; distance: number };
  surge?: { distance: number; charges: boolean; hindered: boolean };
}

const impossible = (path: string, code: string, message: string): DomainError => new DomainError('impossible_state', message, [{ path, code, message }]);

// KoW spell targets: friendly-only spells never on the caster or allies 003_80333abf01c9832d.txt L1137-1141;
// other spells are ranged attacks on one enemy L563-572, Wind Blast pushes "la unidad enemiga" L1176-1177;
// Surge only on friendly Shambling units L1208-1210
export function checkSpellTarget(spell: SpellInfo, relation: SpellTargetRelation, target: Unit, ex: Explainer): void {
  const rule = R[spell.id];
  if (spell.friendlyOnly) {
    if (relation === 'enemy') throw impossible('/spell/target', 'SPELL_FRIENDLY_ONLY', `${spell.name} targets friendly units only (L1137-1141)`);
    if (relation === 'caster') throw impossible('/spell/target', 'SPELL_NOT_ON_CASTER', `${spell.name} cannot target the wizard casting it (L1137-1141)`);
    if (relation === 'alliedFriend') throw impossible('/spell/target', 'SPELL_NOT_ON_ALLIES', `${spell.name} cannot target a unit of another contingent (allies) (L1139-1141)`);
    if (spell.id === 'surge' && !has(target, 'shambling')) throw impossible('/target/specialRules', 'SURGE_NEEDS_SHAMBLING', 'Surge targets only friendly units with Shambling (L1208-1210)');
    ex.add(rule, `${spell.name}: friendly only, not the caster nor allies${spell.id === 'surge' ? '; the target has Shambling' : ''} — ${target.name} may be targeted`);
  } else {
    if (relation !== 'enemy') throw impossible('/spell/target', 'SPELL_ENEMY_ONLY', `${spell.name} is a ranged attack on an enemy unit (L563-572${spell.id === 'windBlast' ? ', L1176-1177' : ''})`);
    ex.add(rule, `${spell.name}: a ranged attack on one enemy unit`);
  }
}

const nonNeg = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function checkPath(path: SpellPath | undefined): void {
  if (path === undefined) return;
  if (path === null || typeof path !== 'object') throw invalid('/spell/path', 'path is {enemy, friend, impassable, difficult, obstacle} in inches');
  for (const k of ['enemy', 'friend', 'impassable', 'difficult', 'obstacle'] as const) {
    if (path[k] !== undefined && !nonNeg(path[k])) throw invalid(`/spell/path/${k}`, `path.${k} must be a non-negative number of inches`);
  }
  if (path.endsOnTerrain !== undefined && typeof path.endsOnTerrain !== 'boolean') throw invalid('/spell/path/endsOnTerrain', 'path.endsOnTerrain must be a boolean');
  if (path.along === undefined) return;
  if (!Array.isArray(path.along) || path.along.length > 50) throw invalid('/spell/path/along', 'path.along is a list of at most 50 {kind, from, to}');
  const issues = new IssueCollector();
  path.along.forEach((iv, i) => {
    const at = `/spell/path/along/${i}`;
    if (iv === null || typeof iv !== 'object') return issues.add(at, 'invalid_value', 'each element is {kind, from, to}');
    if (!(PATH_INTERVAL_KINDS as readonly string[]).includes(iv.kind)) issues.add(`${at}/kind`, 'invalid_value', `kind must be one of ${PATH_INTERVAL_KINDS.join(', ')}`);
    if (!nonNeg(iv.from)) issues.add(`${at}/from`, 'invalid_value', 'from must be a non-negative number of inches');
    if (!nonNeg(iv.to)) issues.add(`${at}/to`, 'invalid_value', 'to must be a non-negative number of inches');
    else if (nonNeg(iv.from) && iv.to < iv.from) issues.add(`${at}/to`, 'invalid_value', `to (${iv.to}) must not be less than from (${iv.from}): the unit is past the element only after it reached it`);
  });
  issues.throwIfAny('invalid_input', 'Invalid spell path');
}

const minOf = (...v: Array<number | undefined>): number | null => {
  const xs = v.filter((x): x is number => x !== undefined);
  return xs.length ? Math.min(...xs) : null;
};
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Wind Blast on the table (L1174-1189): which arc of the target holds the caster (option
 * windBlastCasterPoint: its leader point, or its centre), the push direction, and how far the target
 * can go before it must stop — 1" from enemies, out of contact with friends, impassable terrain and
 * the table edge. Obstacles and difficult terrain do not stop it (digest §12 item 18).
 */
export function windBlastOnTable(g: ShotGeometryInput, caster: Unit, target: Unit, n: number, point: 'leaderPoint' | 'centre'): { direction: PushDirection; room: number; casterArc: string } {
  const issues = new IssueCollector();
  const table = collectTable(g.table, issues);
  const pieces = collectTerrain(g.terrain, 'geometry/terrain', issues);
  const others = collectUnits(g.units ?? [], 'geometry/units', pieces, issues);
  const S = footprintOf(caster, g.shooter.centre, ((g.shooter.facing % 360) + 360) % 360);
  const T = footprintOf(target, g.target.centre, ((g.target.facing % 360) + 360) % 360);
  const arc = arcOfPoint(T, point === 'centre' ? S.centre : leaderPoint(S));
  const { f, r } = axes(T);
  const direction: PushDirection = arc === 'front' ? 'back' : arc === 'rear' ? 'forward' : arc === 'left' ? 'right' : 'left';
  const t: Vec = direction === 'back' ? scale(f, -1) : direction === 'forward' ? f : direction === 'right' ? r : scale(r, -1);
  const poly = footprintPolygonOf(T);
  const targetSide = g.targetSide ?? 'B';
  let room = n;
  // Table edge (impassable, L418-420): stay on the table
  for (const v of poly) {
    for (const [p, d, hi] of [[v.x, t.x, table.width], [v.y, t.y, table.depth]] as const) {
      if (d > 1e-12) room = Math.min(room, (hi - p) / d);
      if (d < -1e-12) room = Math.min(room, -p / d);
    }
  }
  const blockers: Array<{ poly: Polygon; gap: number }> = [{ poly: footprintPolygonOf(S), gap: 1 }];
  for (const u of others) blockers.push({ poly: u.poly, gap: u.side === targetSide ? 0 : 1 });
  for (const p of pieces) if (p.type === 'impassable') blockers.push({ poly: p.polygon, gap: 0 });
  const moved = (s: number): Polygon => poly.map((v) => add(v, scale(t, s)));
  for (const b of blockers) {
    const d0 = polygonDistance(poly, b.poly);
    const legal = (s: number) => (b.gap > 0 ? polygonDistance(moved(s), b.poly) >= Math.min(b.gap, d0) - 1e-9 : !polygonsIntersect(moved(s), b.poly));
    const events = [...new Set(slideEvents(poly, t, b.poly, b.gap).filter((s) => s > 1e-12 && s < room + 1e-9))].sort((x, y) => x - y);
    for (const e of events) {
      if (!legal(e + 1e-7)) {
        room = Math.min(room, b.gap > 0 ? e : Math.max(0, e - CLEARANCE));
        break;
      }
    }
  }
  return { direction, room: r6(Math.max(0, room)), casterArc: arc };
}

const footprintPolygonOf = (u: ReturnType<typeof footprintOf>): Polygon => {
  const { f, r } = axes(u);
  const a = u.width / 2;
  const b = u.depth / 2;
  const at = (x: number, y: number): Vec => ({ x: u.centre.x + r.x * x + f.x * y, y: u.centre.y + r.y * x + f.y * y });
  return [at(-a, b), at(a, b), at(a, -b), at(-a, -b)];
};

/** Plan the effect of a non-damaging spell's hits, with its explanation. */
// KoW Bane-chant L1160-1172, Wind Blast L1174-1189, Heal L1197-1204, Surge L1206-1228: 003_80333abf01c9832d.txt
export function planSpellEffect(
  spell: SpellInfo,
  ref: SpellRef,
  target: Unit,
  facing: 'front' | 'flank' | 'rear',
  options: Record<string, unknown>,
  ex: Explainer,
  table?: { direction: PushDirection; room: number; casterArc: string },
): SpellEffectPlan | null {
  checkPath(ref.path);
  if (ref.flank !== undefined && ref.flank !== 'left' && ref.flank !== 'right') throw invalid('/spell/flank', 'flank must be left or right');
  switch (spell.id) {
    case 'baneChant':
      ex.add(R.baneChant, 'Bane-chant: no damage; if at least one hit lands, the unit\'s melee and ranged attacks get +1 Piercing and +1 Crushing Strength for the rest of the turn (several Bane-chants do not stack)');
      return { id: 'baneChant' };
    case 'heal':
      ex.add(R.heal, 'Heal: no damage; each hit removes one damage the unit has suffered');
      return { id: 'heal' };
    case 'windBlast': {
      if (ref.path?.along !== undefined) throw invalid('/spell/path/along', 'path.along is for Surge (Wind Blast takes the distances to the first enemy, friend and impassable terrain)');
      const noEffect = target.sp === 0;
      let direction: PushDirection;
      let room: number | null;
      if (table) {
        direction = table.direction;
        room = table.room;
        ex.add(R.windBlast, `the caster's ${options.windBlastCasterPoint === 'centre' ? 'centre' : 'leader point'} is in the target's ${table.casterArc} arc: each hit pushes it 1" ${direction === 'back' ? 'straight back' : direction === 'forward' ? 'straight forward' : `sideways to its ${direction}, away from the caster`}; room on the table ${room}" (1" from enemies, out of contact with friends, impassable terrain and the table edge)`);
      } else {
        direction = facing === 'front' ? 'back' : facing === 'rear' ? 'forward' : ref.flank === 'left' ? 'right' : ref.flank === 'right' ? 'left' : 'sideways';
        const p = ref.path ?? {};
        room = minOf(p.enemy === undefined ? undefined : Math.max(0, p.enemy - 1), p.friend, p.impassable);
        ex.add(R.windBlast, `the caster is in the target's ${facing}${facing === 'flank' && ref.flank ? ` (${ref.flank})` : ''} arc: each hit pushes it 1" ${direction === 'back' ? 'straight back' : direction === 'forward' ? 'straight forward' : direction === 'sideways' ? 'sideways, away from the caster' : `sideways to its ${direction}, away from the caster`}${room === null ? '; nothing stops it' : `; it stops after ${r6(room)}" (1" from enemies, out of contact with friends and impassable terrain)`}`);
      }
      if (noEffect) ex.add(R.windBlast, 'Speed 0: Wind Blast has no effect on this unit');
      return { id: 'windBlast', direction, room, noEffect };
    }
    case 'surge': {
      if (ref.path !== undefined && ref.flank !== undefined) throw invalid('/spell/flank', 'flank is for Wind Blast');
      const p = ref.path ?? {};
      const along = p.along ?? [];
      const fly = has(target, 'fly');
      if (p.endsOnTerrain !== undefined && along.some((iv) => iv.kind === 'difficult' || iv.kind === 'obstacle')) throw invalid('/spell/path/endsOnTerrain', 'with difficult terrain or obstacles in path.along, where the unit ends is worked out from their extent: leave endsOnTerrain out');
      const blocks = [
        ...[p.friend, p.impassable].filter((d): d is number => d !== undefined).map((d) => ({ from: d, to: Infinity })),
        ...along.filter((iv) => iv.kind === 'friend' || iv.kind === 'impassable').map((iv) => ({ from: iv.from, to: iv.to })),
      ];
      const terrain = [
        ...(p.difficult === undefined ? [] : [{ kind: 'difficultTerrain' as const, from: p.difficult, to: Infinity, scalar: true }]),
        ...(p.obstacle === undefined ? [] : [{ kind: 'obstacle' as const, from: p.obstacle, to: Infinity, scalar: true }]),
        ...along.filter((iv) => iv.kind === 'difficult' || iv.kind === 'obstacle').map((iv) => ({ kind: iv.kind === 'difficult' ? ('difficultTerrain' as const) : ('obstacle' as const), from: iv.from, to: iv.to, scalar: false })),
      ];
      const stop = blocks.length ? Math.min(...blocks.map((b) => b.from)) : null;
      const noEffect = target.sp === 0;
      const nerveExempt = options.surgeNerveReferent === 'surgingUnit' ? 'surgingUnit' : 'contactedEnemy';
      const words = (b: { from: number; to: number }) => (b.to === Infinity ? `${r6(b.from)}"` : `${r6(b.from)}-${r6(b.to)}"`);
      if (fly && along.some((iv) => iv.kind === 'friend' || iv.kind === 'impassable')) {
        ex.add(R.surge, `Surge: each hit moves the unit 1" straight forward; it flies over friends and impassable terrain (${blocks.map(words).join(', ')}) but may not end on them: a move ending over one stops where it would first touch it${p.enemy === undefined ? '' : `; an enemy ${r6(p.enemy)}" ahead is contacted — a charge`}`);
        ex.add(R.fly, 'Fly: the unit may move over anything (impassable terrain, enemy and friendly units) but may not land on them');
      } else {
        ex.add(R.surge, `Surge: each hit moves the unit 1" straight forward${stop === null ? '' : `, stopping after ${r6(stop)}" to stay out of contact with friends or impassable terrain`}${p.enemy === undefined ? '' : `; an enemy ${r6(p.enemy)}" ahead is contacted — a charge (Hindered as usual if it crossed difficult terrain or an obstacle)`}`);
      }
      ex.add(R.surge, nerveExempt === 'contactedEnemy' ? 'The enemy contacted takes no nerve test for the damage it suffered this shooting phase (surgeNerveReferent contactedEnemy)' : 'The Surging unit takes no nerve test for the damage it suffered this shooting phase (surgeNerveReferent surgingUnit)');
      if (noEffect) ex.add(R.surge, 'Speed 0: Surge has no effect on this unit');
      const endsOnTerrain = p.endsOnTerrain === true;
      // KoW Fly: a Surge charge past terrain is Hindered only if the unit ends on or touching it: 003_80333abf01c9832d.txt L897-904, L1223-1225
      if (fly && terrain.length) {
        ex.add(
          T.flySurge,
          terrain.some((x) => !x.scalar)
            ? 'Fly: a Surge charge is Hindered only when the unit ends on or touching the difficult terrain or obstacle (worked out per hit count from path.along)'
            : endsOnTerrain
              ? 'Fly: the unit ends on or touching the terrain it passed over, so a Surge charge past it is Hindered'
              : 'Fly: the unit does not end on or touching the terrain it passes over, so a Surge charge past it is not Hindered',
        );
      }
      return { id: 'surge', blocks, terrain, enemy: p.enemy ?? null, fly, noEffect, nerveExempt, endsOnTerrain };
    }
    default:
      return null;
  }
}

/** The effect of `hits` hits. */
export function spellEffect(plan: SpellEffectPlan, hits: number, target: Unit): SpellEffect {
  switch (plan.id) {
    case 'baneChant':
      return { baneChantGained: hits > 0 };
    case 'heal':
      return {};
    case 'windBlast':
      return { push: { direction: plan.direction, distance: plan.noEffect ? 0 : r6(Math.min(hits, plan.room ?? Infinity)) } };
    case 'surge': {
      if (plan.noEffect) return { surge: { distance: 0, charges: false, hindered: false } };
      let distance: number;
      let charges: boolean;
      if (!plan.fly) {
        // Straight forward, stopping out of contact with the first friend or impassable terrain (L1212-1214)
        const stop = plan.blocks.length ? Math.min(...plan.blocks.map((b) => b.from)) : Infinity;
        const free = Math.min(hits, stop);
        charges = plan.enemy !== null && plan.enemy <= free && plan.enemy < stop;
        distance = charges ? plan.enemy! : free;
      } else {
        // Fly (L897-899): over friends and impassable terrain, but not ending on them — a move that would end
        // over one stops where it would first touch it. The enemy ahead ends the move at contact (a charge, L1214-1216)
        // unless that place is over a friend or impassable terrain: then it stops before that too.
        charges = plan.enemy !== null && plan.enemy <= hits && !plan.blocks.some((b) => b.from <= plan.enemy! && plan.enemy! < b.to);
        distance = plan.enemy !== null ? Math.min(hits, plan.enemy) : hits;
        for (let moved = true; !charges && moved; ) {
          moved = false;
          for (const b of plan.blocks) {
            if (b.from < distance - 1e-12 && distance < b.to - 1e-12) {
              distance = b.from;
              moved = true;
            }
          }
        }
      }
      const crossed = new Set<'difficultTerrain' | 'obstacle'>();
      let endsOnTerrain = false;
      for (const x of plan.terrain) {
        if (!plan.fly || x.scalar) {
          if (x.from < distance) crossed.add(x.kind);
          if (plan.fly) endsOnTerrain ||= plan.endsOnTerrain;
        } else if (x.from <= distance + 1e-12 && distance <= x.to + 1e-12) {
          // Fly with the extent given: it ends on or touching this piece (L899-904)
          crossed.add(x.kind);
          endsOnTerrain = true;
        }
      }
      const hindered = charges && isHindered(target, { hinderedBy: [...crossed], endsOnTerrain: plan.fly ? endsOnTerrain : plan.endsOnTerrain, counterCharge: false });
      return { surge: { distance: r6(distance), charges, hindered } };
    }
  }
}
