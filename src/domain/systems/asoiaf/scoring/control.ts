/**
 * Who controls an objective at the end of a round (digest §8.2, D29): 2021 Variant A — claimed by fully
 * covering the token, lost while engaged with an enemy that has more ranks, a solo unit counting its remaining
 * wounds as ranks (000_4d85fd9897d069bf.txt L2258-2273); 2021 Variant B — the unit carrying the token
 * (L2482-2512, L2559-2612); 2018 — the first unit touching the token with any part of its tray
 * (002_953a7ceb75253954.txt L1274-1277).
 */
import type { Control } from './modes.js';

/** A unit as objective control sees it: its ranks left, or a solo unit's wounds left. */
export interface ControlUnit { ranks?: number; solo?: boolean; woundsLeft?: number }

export interface ObjectiveHolder extends ControlUnit {
  player: number;
  /** Names the unit (a unit controls one carried token at most). */
  unit?: string;
  /** Its tray covers the token fully (default) or only partly. */
  covers?: 'fully' | 'partly';
  /** The unit the player's Commander is in. */
  commander?: boolean;
}

export interface ObjectiveState {
  id?: string;
  /** Battle of Kings: the centre token or a side token. */
  position?: 'centre' | 'side';
  /** The unit on (2021 A), carrying (2021 B) or first touching (2018) the token; none: nobody. */
  holder?: ObjectiveHolder;
  /** Enemy Combat Units engaged with the holder. */
  engaged?: ControlUnit[];
}

/** Ranks for claiming and contesting (2021): a solo unit counts its remaining wounds (L2266-2269). */
export const controlRanks = (u: ControlUnit): number => (u.solo ? u.woundsLeft ?? 1 : u.ranks ?? 0);

export interface ControlVerdict { player: number | null; commander: boolean; reason: string }

export function controllerOf(o: ObjectiveState, control: Control): ControlVerdict {
  const h = o.holder;
  if (!h) return { player: null, commander: false, reason: 'no unit holds it' };
  if (control === 'touching') return { player: h.player, commander: !!h.commander, reason: `player ${h.player + 1}'s unit touches it first (${h.covers ?? 'fully'} covered; engagement does not matter)` };
  if (control === 'carried') return { player: h.player, commander: !!h.commander, reason: `player ${h.player + 1}'s unit carries it` };
  if ((h.covers ?? 'fully') !== 'fully') return { player: null, commander: false, reason: 'not fully covered: neither claimed nor controlled' };
  const mine = controlRanks(h);
  const over = (o.engaged ?? []).map(controlRanks).filter((r) => r > mine);
  if (over.length) return { player: null, commander: false, reason: `the holder (${mine} rank${mine === 1 ? '' : 's'}${h.solo ? ', wounds as ranks' : ''}) is engaged with an enemy with ${Math.max(...over)}` };
  return { player: h.player, commander: !!h.commander, reason: `player ${h.player + 1}'s unit covers it fully with ${mine} rank${mine === 1 ? '' : 's'}${h.solo ? ' (wounds as ranks)' : ''}, not out-ranked` };
}
