/**
 * The Power Pool (AGoT Power tokens: 001_4bc5a92fd4dd1b7e.txt L53, L300-304, L311-314, L458-465):
 * each house owns 20 Power tokens; a house that gains Power takes tokens of its own house from the
 * Pool, so a gain never exceeds the tokens still there — 20 minus its available Power, the tokens it
 * has on the board and any bid it still holds. A gain beyond that is lost.
 */
import type { Explainer } from '../../core/explain.js';
import type { AreaState } from './board.js';
import type { House } from './map-types.js';
import { R } from './rules.js';

export const POWER_TOKENS = 20;

/** The house's Power tokens on the board (each establishes control of an area, L2472-2479). */
export function tokensOnBoard(board: Iterable<AreaState>, house: House): number {
  let n = 0;
  for (const a of board) if (a.powerToken === house) n++;
  return n;
}

/** AGoT Power Pool (L311-314, L458-465): a gain capped by the house's tokens still in the Pool. */
export function poolGain(wanted: number, available: number, onBoard: number, bids = 0): { gained: number; inPool: number } {
  const inPool = Math.max(0, POWER_TOKENS - available - onBoard - bids);
  return { gained: Math.max(0, Math.min(wanted, inPool)), inPool };
}

/** Apply the cap and say so when it bites: the Power actually gained. */
export function capGain(ex: Explainer, house: House, wanted: number, available: number, onBoard: number, bids = 0): number {
  const { gained, inPool } = poolGain(wanted, available, onBoard, bids);
  if (gained < wanted) ex.add(R.powerPool, `${house} would gain ${wanted} Power but only ${inPool} of its 20 tokens are in the Pool (${available} available, ${onBoard} on the board${bids ? `, ${bids} bid` : ''}): it gains ${gained}`);
  return gained;
}
