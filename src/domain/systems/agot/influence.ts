/**
 * The Influence tracks: bidding in a Clash of Kings (AGoT bidding: 001_4bc5a92fd4dd1b7e.txt
 * L911-995, the Iron Throne track's own tie-break L1027-1034) and moving a house on a track outside
 * bidding (L2802-2826). Served by `morale/test` with kind `influenceBid` or `influenceShift`, beside
 * the Wildling attack's bidding.
 */
import { IssueCollector, pointer } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { HOUSES, type House } from './map-types.js';
import { R } from './rules.js';

export type Track = 'ironThrone' | 'fiefdoms' | 'kingsCourt';
export const TRACKS: readonly Track[] = ['ironThrone', 'fiefdoms', 'kingsCourt'];
const DOMINANCE: Record<Track, string> = { ironThrone: 'Iron Throne', fiefdoms: 'Valyrian Steel Blade', kingsCourt: 'Messenger Raven' };

export interface BidRequest {
  track: Track;
  bids: Array<{ house: House; bid: number; availablePower: number }>;
  /** Who holds the Iron Throne now and breaks ties — while bidding for the Iron Throne track, still the outgoing holder (L1027-1034). */
  ironThroneHolder: House;
  /** The holder's decision: the tied houses in the order he places them (all of a tie's houses). */
  tieOrder?: House[];
}

export interface ShiftRequest {
  /** The track as it stands, position 1 first. */
  order: House[];
  house: House;
  /** The position the house moves to (1 = first). */
  to: number;
}

export function checkBid(req: BidRequest, v: IssueCollector): void {
  if (!TRACKS.includes(req.track)) v.add('/track', 'enum', `track must be one of ${TRACKS.join(', ')}`);
  if (!HOUSES.includes(req.ironThroneHolder)) v.add('/ironThroneHolder', 'required', 'the Iron Throne holder breaks ties: one of the houses');
  const seen = new Set<string>();
  (req.bids ?? []).forEach((b, i) => {
    if (seen.has(b.house)) v.add(pointer('bids', i, 'house'), 'duplicate', `${b.house} bids twice`);
    seen.add(b.house);
  });
  (req.tieOrder ?? []).forEach((h, i) => {
    if (!seen.has(h)) v.add(pointer('tieOrder', i), 'invalid_value', `${h} does not bid`);
  });
}

/** Bids on one track (L919-948): highest first; equal bids placed by the Iron Throne holder; every bid to the Pool. */
export function resolveBid(req: BidRequest, ex: Explainer) {
  const groups = new Map<number, House[]>();
  for (const b of req.bids) groups.set(b.bid, [...(groups.get(b.bid) ?? []), b.house]);
  const levels = [...groups.keys()].sort((a, b) => b - a);
  const order: House[] = [];
  const ties: Array<{ bid: number; houses: House[]; placed: House[] | null }> = [];
  const undecided: Array<{ bid: number; among: House[] }> = [];
  for (const bid of levels) {
    const houses = groups.get(bid)!;
    if (houses.length === 1) {
      order.push(houses[0]);
      continue;
    }
    const chosen = (req.tieOrder ?? []).filter((h) => houses.includes(h));
    const decided = chosen.length === houses.length ? chosen : null;
    ties.push({ bid, houses, placed: decided });
    if (decided) order.push(...decided);
    else undecided.push({ bid, among: houses });
  }
  ex.add(R.bidding, `bids on the ${req.track} track: ${req.bids.map((b) => `${b.house} ${b.bid}`).join(', ')}`);
  for (const t of ties) {
    ex.add(R.bidding, t.placed ? `${t.houses.join(' and ')} tie at ${t.bid}: ${req.ironThroneHolder}${req.track === 'ironThrone' ? ', the outgoing holder,' : ''} places them ${t.placed.join(', ')}` : `${t.houses.join(' and ')} tie at ${t.bid}: ${req.ironThroneHolder} must decide (give tieOrder)`);
  }
  const complete = undecided.length === 0;
  const first = complete ? order[0] : levels.length && groups.get(levels[0])!.length === 1 ? groups.get(levels[0])![0] : null;
  if (first) ex.add(R.bidding, `${first} takes position 1 and the ${DOMINANCE[req.track]}`);
  const pool = req.bids.reduce((s, b) => s + b.bid, 0);
  ex.add(R.bidding, `all ${pool} bid Power token(s) go to the Pool`);
  return {
    kind: 'influenceBid',
    track: req.track,
    order: complete ? order : null,
    positions: complete ? Object.fromEntries(order.map((h, i) => [h, i + 1])) : null,
    ties,
    tieDecisionRequired: undecided.length ? { by: req.ironThroneHolder, ties: undecided } : null,
    tiesDecidedBy: req.ironThroneHolder,
    dominance: { token: DOMINANCE[req.track], holder: first },
    powerToPool: pool,
    powerLeft: Object.fromEntries(req.bids.map((b) => [b.house, b.availablePower - b.bid])),
  };
}

export function checkShift(req: ShiftRequest, v: IssueCollector): void {
  const order = req.order ?? [];
  if (order.length < 2 || new Set(order).size !== order.length || order.some((h) => !HOUSES.includes(h))) v.add('/order', 'invalid_value', 'order lists each house on the track once, position 1 first');
  if (!order.includes(req.house)) v.add('/house', 'invalid_value', `${req.house} is not on the track`);
  if (!(Number.isInteger(req.to) && req.to >= 1 && req.to <= order.length)) v.add('/to', 'invalid_value', `to is a position from 1 to ${order.length}`);
}

/** A token moved outside bidding: the others shift to keep positions contiguous; position 1's Dominance token passes at once (L2802-2826). */
export function shift(req: ShiftRequest, ex: Explainer) {
  const rest = req.order.filter((h) => h !== req.house);
  const order = [...rest.slice(0, req.to - 1), req.house, ...rest.slice(req.to - 1)];
  const moved = order.map((h) => ({ house: h, from: req.order.indexOf(h) + 1, to: order.indexOf(h) + 1 })).filter((m) => m.from !== m.to);
  ex.add(R.influenceShift, `${req.house} moves to position ${req.to}: ${order.join(', ')}`);
  const firstChanged = order[0] !== req.order[0];
  if (firstChanged) ex.add(R.influenceShift, `${req.order[0]} loses position 1 and hands its Dominance token to ${order[0]} at once, used or ready as it is`);
  return { kind: 'influenceShift', order, moved, dominancePassesTo: firstChanged ? order[0] : null };
}
