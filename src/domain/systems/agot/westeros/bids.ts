/**
 * Clash of Kings in the Westeros phase (AGoT 001_4bc5a92fd4dd1b7e.txt L894-995, L3048-3052): every
 * Influence token comes off, then the houses bid for the Iron Throne, Fiefdoms and King's Court
 * tracks in that order, from the Power they still have; ties are placed by the Iron Throne holder
 * (for the Iron Throne track the outgoing one, L1027-1034); every bid goes to the Pool; position 1
 * takes the track's Dominance token. One track is resolved by influence.ts.
 */
import { pointer } from '../../../core/errors.js';
import { resolveBid, TRACKS, type Track } from '../influence.js';
import type { House } from '../map-types.js';
import { R } from '../rules.js';
import { bad, type PhaseState, type Required } from './state.js';

export interface TrackBidding {
  track: Track;
  order: House[];
  ties: unknown[];
  tiesDecidedBy: House;
  dominance: { token: string; holder: House | null };
  powerToPool: number;
}

/** Bid the three tracks in order; stops at the first track without bids (pending) or with an undecided tie. */
export function clashOfKings(s: PhaseState): { status: 'applied' | 'pending' | 'undecided'; bidding: TrackBidding[]; required?: Required } {
  const bidding: TrackBidding[] = [];
  s.ex.add(R.clashOfKings, 'every Influence token comes off the three tracks; the houses bid track by track, Iron Throne first');
  for (const track of TRACKS) {
    const at = pointer('decisions', 'bids', track);
    const bids = s.decisions.bids?.[track];
    const holder = s.tracks.ironThrone[0];
    if (!bids) {
      return { status: 'pending', bidding, required: { field: at, message: `every house bids for the ${track} track, in secret, from its available Power (L919-925)`, options: [...s.houses.values()].map((h) => ({ house: h.house, availablePower: h.availablePower })) } };
    }
    s.read.add(at);
    const named = bids.map((b) => b.house);
    const houses = [...s.houses.keys()];
    if (named.length !== houses.length || new Set(named).size !== named.length || named.some((h) => !s.houses.has(h))) throw bad(at, 'invalid_value', `one bid from each of ${houses.join(', ')}`);
    bids.forEach((b, i) => {
      const left = s.houses.get(b.house)!.availablePower;
      if (b.bid > left) throw bad(pointer('decisions', 'bids', track, i, 'bid'), 'BID_EXCEEDS_POWER', `${b.house} bids ${b.bid} with ${left} available Power left for the ${track} track (L919-925)`);
    });
    const tieAt = pointer('decisions', 'tieOrder', track);
    const tieOrder = s.decisions.tieOrder?.[track];
    if (tieOrder) {
      s.read.add(tieAt);
      tieOrder.forEach((h, i) => {
        const bid = bids.find((b) => b.house === h);
        if (!bid || bids.filter((b) => b.bid === bid.bid).length < 2) throw bad(pointer('decisions', 'tieOrder', track, i), 'choice_not_needed', `${h} is in no tie on the ${track} track`);
      });
    }
    const r = resolveBid({ track, bids: bids.map((b) => ({ ...b, availablePower: s.houses.get(b.house)!.availablePower })), ironThroneHolder: holder, tieOrder }, s.ex);
    if (!r.order) {
      return { status: 'undecided', bidding, required: { field: tieAt, by: holder, message: `${holder}, holding the Iron Throne, places the tied houses (L933-937)`, options: (r.tieDecisionRequired as { ties: unknown[] }).ties } };
    }
    for (const b of bids) {
      const h = s.houses.get(b.house)!;
      s.houses.set(b.house, { ...h, availablePower: h.availablePower - b.bid });
    }
    s.tracks = { ...s.tracks, [track]: r.order };
    bidding.push({ track, order: r.order, ties: r.ties, tiesDecidedBy: holder, dominance: r.dominance as TrackBidding['dominance'], powerToPool: r.powerToPool });
  }
  return { status: 'applied', bidding };
}
