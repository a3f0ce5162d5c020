/**
 * A melee attack on a castle wall segment (A Storm of Swords, digest §3.5, §8.5; 000_4d85fd9897d069bf.txt L2418-2432,
 * 002_953a7ceb75253954.txt L1326). Walls may be charged and attacked in melee "as if they were enemy units" and in no
 * other way; they roll no Defence and take no Morale or panic tests. So steps 1-4 of the attack run as usual (dice by
 * the attacker's ranks, hits, the attacker's rerolls) and every hit, Precision's direct wounds among them, is a wound
 * on the wall; a destroyed wall gives 5 VP and stays on the table. The seeds print no wall card: its wounds are an input.
 */
import { DomainError } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { evaluate, probability, report } from '../../core/prob/evaluate.js';
import type { RulesContext, RulesOutcome } from '../../core/system.js';
import { DiceProc, type RerollPass } from './dice.js';
import { r18, r21 } from './rules.js';
import { afterWounds, woundsLeft, type AttackKeyword, type AttackProfile, type Unit } from './units.js';

/** A castle wall segment as the target of an attack: its wounds (from its card, not in the seeds) and those left. */
export interface WallInput {
  wounds: number;
  /** Default: all of them. */
  woundsLeft?: number;
}

/** A Destructible terrain piece as the target of a melee Attack action (2021 only): its distance from the attacker. */
export interface TerrainTarget {
  destructible: boolean;
  /** Inches between the attacker and the piece. */
  distance: number;
}

export const W = {
  destructible: r21('destructible-attack', 'L1947-1949', 'Destructible: a unit within 1" may make a melee Attack action against the piece to remove it automatically'),
  destructible18: r18('destructible', 'L1141', 'Destructible: the piece is removed when a unit moves through or ends its move on it'),
  wall21: r21('castle-wall', 'L2418-2432', 'Castle walls: charged and attacked in melee only, no Defence rolls, no Morale tests; 5 VP when destroyed, not removed'),
  wall18: r18('castle-wall', 'L1326', 'Castle walls: charged and attacked in melee only, no Defence rolls or panic tests; 5 VP when destroyed, not removed'),
  wounds: r21('castle-wall-wounds', 'L1177-1179, L2424-2427', 'Every hit on a wall is a wound: with no Defence roll nothing is blocked'),
};

/** Checks of a wall target that do not need the attack: wounds left within the wall's wounds, not yet destroyed. */
export function checkWall(wall: WallInput, at: string): number {
  const left = wall.woundsLeft ?? wall.wounds;
  if (left > wall.wounds) throw new DomainError('invalid_input', 'A wall cannot have more wounds left than it has', [{ path: `${at}/woundsLeft`, code: 'range', message: `at most wounds (${wall.wounds})` }]);
  if (left === 0) throw new DomainError('impossible_state', 'This wall segment is already destroyed', [{ path: `${at}/woundsLeft`, code: 'destroyed', message: 'a destroyed wall stays on the table but can take no more wounds (000_4d85fd9897d069bf.txt L2431-2432)' }]);
  return left;
}

export interface WallAttack {
  att: Unit;
  profile: AttackProfile;
  kw: Set<AttackKeyword>;
  dice: number;
  hitMod: number;
  rerolls: RerollPass[];
  autoHits: number;
  /** Wounds from cards besides the hits (000 L174-179): every one a wound on the wall. */
  autoWounds: number;
  chargeBonus: boolean;
  wall: WallInput;
  v18: boolean;
}

export function resolveWallAttack(w: WallAttack, ctx: RulesContext, ex: Explainer): RulesOutcome {
  const left = checkWall(w.wall, '/defender/wall');
  const selfWounds = w.kw.has('selfWoundOnOnes');
  ex.add(w.v18 ? W.wall18 : W.wall21, `the target is a castle wall segment with ${left} of ${w.wall.wounds} wounds left: no Defence dice, no panic test`);
  ex.add(W.wounds, `each hit is a wound on the wall${w.kw.has('precision') ? ' (Precision\'s natural 6s are among them)' : ''}`);
  if (w.kw.has('criticalBlow')) ex.add(r21('critical-blow', 'L2935-2936', 'Critical Blow: each natural 6 adds a hit'), 'each natural 6 is one more hit');
  if (selfWounds) ex.add(r21('wildfire', 'L392-405', 'Wildfire: the attacker suffers 1 wound per natural 1 among its attack dice'), `after the attack ${w.att.name} suffers 1 wound per natural 1 among its attack dice`);
  const attack = new DiceProc({ count: w.dice, target: w.profile.hit, modifier: w.hitMod, rerolls: w.rerolls, purpose: 'attack dice' }).map((a) => {
    const hits = a.six + a.success + w.autoHits + (w.kw.has('criticalBlow') ? a.six : 0);
    return { hits, wounds: Math.min(left, hits + w.autoWounds), attackerWounds: selfWounds ? Math.min(woundsLeft(w.att), a.one) : 0 };
  });
  const base = {
    attack: w.profile.name,
    kind: w.profile.kind,
    target: 'castleWall',
    dice: w.dice,
    hitOn: w.profile.hit,
    hitModifier: w.hitMod,
    defenceOn: null,
    defenceModifier: 0,
    panicModifier: 0,
    chargeBonus: w.chargeBonus,
    arcBonus: false,
    defenderRanksBefore: 0,
    wallWoundsLeft: left,
  };
  const destroyedNote = (p: string) => `the wall is destroyed${p}: 5 VP to the attacker's side, the segment stays on the table (no combat-victory VP: it is not a Combat Unit)`;
  const ev = evaluate(attack, ctx.dice);
  if (ev.kind === 'exact') {
    const r = report(ev.outcomes, { totalWounds: (o) => o.wounds, hits: (o) => o.hits, wounds: (o) => o.wounds, attackerWounds: (o) => o.attackerWounds });
    const m = r.means as Record<string, number>;
    const pDestroyed = probability(ev.outcomes, (o) => o.wounds >= left);
    if (pDestroyed > 0) ex.add(w.v18 ? W.wall18 : W.wall21, destroyedNote(` with probability ${pDestroyed.toFixed(6)}`));
    return {
      result: { ...base, expected: { hits: m.hits, wounds: m.wounds, totalWounds: m.wounds, attackerWounds: m.attackerWounds }, pDestroyed },
      distribution: r,
      explanation: ex.steps,
    };
  }
  const o = ev.value;
  const destroyed = o.wounds >= left;
  if (destroyed) ex.add(w.v18 ? W.wall18 : W.wall21, destroyedNote(''));
  return {
    result: { ...base, hits: o.hits, wounds: o.wounds, totalWounds: o.wounds, destroyed, attackerWounds: o.attackerWounds, attackerDestroyed: afterWounds(w.att, o.attackerWounds).figures === 0 },
    rolls: ev.rolls,
    ...(ev.unusedRolls ? { unusedRolls: ev.unusedRolls } : {}),
    explanation: ex.steps,
  };
}

/**
 * A melee Attack action against a Destructible terrain piece within 1": removed, no dice (000 L1947-1949). The 2018
 * keyword removes a piece a unit moves through instead (002 L1141): there is no attack on terrain to resolve.
 */
export function resolveTerrainAttack(t: TerrainTarget, profile: AttackProfile, charge: boolean, ex: Explainer, v18: boolean, dice: RulesContext['dice']): RulesOutcome {
  if (v18) throw new DomainError('invalid_input', 'The 2018 rules have no attack on terrain', [{ path: '/defender/terrain', code: 'version_mismatch', message: 'asoiaf-2018: a Destructible piece is removed when a unit moves through it or ends its move on it (002_953a7ceb75253954.txt L1141); the attack on it is 2021 only (000_4d85fd9897d069bf.txt L1947-1949)' }]);
  const bad: Array<{ path: string; code: string; message: string }> = [];
  if (!t.destructible) bad.push({ path: '/defender/terrain/destructible', code: 'not_destructible', message: 'only a Destructible piece can be attacked (000_4d85fd9897d069bf.txt L1947-1949)' });
  if (t.distance > 1) bad.push({ path: '/defender/terrain/distance', code: 'out_of_reach', message: `the piece is ${t.distance}" away: the unit must be within 1"` });
  if (profile.kind !== 'melee') bad.push({ path: '/profile/kind', code: 'melee_only', message: 'a melee Attack action removes the piece' });
  if (charge) bad.push({ path: '/charge', code: 'not_a_charge_target', message: 'a terrain piece is not charged: the unit makes a melee Attack action against it' });
  if (bad.length) throw new DomainError('impossible_state', 'This terrain piece cannot be attacked', bad);
  ex.add(W.destructible, `the Destructible piece ${t.distance}" away is removed from the game: no dice are rolled`);
  return {
    result: { attack: profile.name, kind: profile.kind, target: 'destructibleTerrain', dice: 0, hitOn: profile.hit, hitModifier: 0, defenceOn: null, defenceModifier: 0, panicModifier: 0, chargeBonus: false, arcBonus: false, defenderRanksBefore: 0, removed: true },
    ...(dice.mode === 'exact' ? {} : { rolls: [] }),
    ...(dice.mode === 'given' && dice.rolls.length ? { unusedRolls: [...dice.rolls] } : {}),
    explanation: ex.steps,
  };
}
