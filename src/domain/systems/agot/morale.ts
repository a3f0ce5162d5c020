/**
 * The game's "morale" procedures (the `morale` capability): `retreat`, `supplyReconcile` and
 * `wildlingAttack`. AGoT supply: 001_4bc5a92fd4dd1b7e.txt L684-742; Wildlings: L2260-2372.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { WILDLING_EFFECTS } from './cards.js';
import { HOUSES, type House } from './map-types.js';
import { R } from './rules.js';
import { checkBid, checkShift, resolveBid, shift, type BidRequest, type ShiftRequest, type Track } from './influence.js';
import { retreat, type RetreatRequest } from './retreat.js';
import { SUPPLY_TABLE } from './supply.js';

export interface MoraleRequest extends Partial<Omit<RetreatRequest, 'supplyLevel'>> {
  kind: 'supplyReconcile' | 'wildlingAttack' | 'retreat' | 'influenceBid' | 'influenceShift';
  /** influenceBid */
  track?: Track;
  ironThroneHolder?: House;
  tieOrder?: House[];
  /** influenceShift */
  order?: House[];
  to?: number;
  /** supplyReconcile: the unit count of every area holding the house's units, and the new level. */
  unitsPerArea?: number[];
  supplyLevel?: number;
  /** wildlingAttack */
  threat?: number;
  bids?: Array<{ house: House; bid: number; availablePower: number }>;
  card?: string;
}

/** Minimum units to destroy so armies fit a supply row; exact (enumerates which armies keep a slot). */
export function minimumDestruction(sizes: readonly number[], level: number): { destroy: number; keep: number[] } {
  const armies = sizes.filter((s) => s >= 2).sort((a, b) => b - a);
  const row = SUPPLY_TABLE[level];
  const slots = Math.min(armies.length, row.length);
  let best = { destroy: Infinity, keep: [] as number[] };
  const choose = (start: number, picked: number[]) => {
    if (picked.length === slots) {
      const kept = picked.map((i) => armies[i]);
      const keptCost = kept.reduce((s, a, j) => s + Math.max(0, a - row[j]), 0);
      const dropCost = armies.reduce((s, a, i) => s + (picked.includes(i) ? 0 : a - 1), 0);
      if (keptCost + dropCost < best.destroy) best = { destroy: keptCost + dropCost, keep: picked };
      return;
    }
    for (let i = start; i < armies.length; i++) choose(i + 1, [...picked, i]);
  };
  choose(0, []);
  return best;
}

function reconcile(req: MoraleRequest, ex: Explainer) {
  const level = req.supplyLevel!;
  const armies = req.unitsPerArea!.filter((s) => s >= 2).sort((a, b) => b - a);
  const { destroy } = minimumDestruction(req.unitsPerArea!, level);
  ex.add(R.supply, `armies ${armies.join(', ') || 'none'} against supply level ${level} (${SUPPLY_TABLE[level].join(', ')}): ${destroy === 0 ? 'they fit' : `at least ${destroy} unit(s) must be destroyed`}`);
  return { kind: 'supplyReconcile', fits: destroy === 0, minimumDestroyed: destroy, armies, supplyAllows: [...SUPPLY_TABLE[level]] };
}

function wildlings(req: MoraleRequest, ex: Explainer, trackFirst: boolean) {
  const bids = req.bids!;
  const strength = req.threat!;
  const nightsWatch = bids.reduce((s, b) => s + b.bid, 0);
  const outcome = nightsWatch >= strength ? 'nightsWatch' : 'wildlings';
  ex.add(R.wildlings, `Night's Watch ${nightsWatch} against Wildling strength ${strength}: ${outcome === 'nightsWatch' ? 'the Night\u2019s Watch wins' : 'the Wildlings win'}`);
  const top = Math.max(...bids.map((b) => b.bid));
  const low = Math.min(...bids.map((b) => b.bid));
  const highest = bids.filter((b) => b.bid === top).map((b) => b.house);
  const lowest = bids.filter((b) => b.bid === low).map((b) => b.house);
  const singledOut = outcome === 'nightsWatch' ? highest : lowest;
  const tieDecisionRequired = singledOut.length > 1 ? { by: 'ironThroneHolder', among: singledOut } : null;
  if (tieDecisionRequired) ex.add(R.wildlingTies, `${singledOut.join(' and ')} tie: the Iron Throne holder decides`);
  const newThreat = outcome === 'nightsWatch' ? 0 : Math.max(0, strength - 4);
  // D12 (L2318-2331): the card's consequences, the track, then the bids — or the track first
  const sequence = trackFirst ? ['track', 'card', 'discardBids'] : ['card', 'track', 'discardBids'];
  if (trackFirst) ex.add(R.wildlings, `threat ${strength} → ${newThreat} first (option wildlingTrackFirst)`);
  let effects: Array<{ house: House | null; role: string; effect: string }> = [];
  if (req.card) {
    const e = WILDLING_EFFECTS[req.card];
    effects =
      outcome === 'nightsWatch'
        ? [{ house: highest.length === 1 ? highest[0] : null, role: 'highest bidder', effect: e.highest }]
        : [{ house: lowest.length === 1 ? lowest[0] : null, role: 'lowest bidder', effect: e.lowest }, ...bids.filter((b) => lowest.length !== 1 || b.house !== lowest[0]).map((b) => ({ house: b.house, role: 'other', effect: e.others }))];
  }
  if (req.card) ex.add(R.wildlings, `${req.card}: ${outcome === 'nightsWatch' ? 'the highest bidder' : 'the lowest bidder and the others'} take the card's effect, with the bids still known`);
  if (!trackFirst) ex.add(R.wildlings, `threat ${strength} → ${newThreat}`);
  ex.add(R.wildlings, 'every bid is discarded to the Pool');
  return {
    kind: 'wildlingAttack',
    sequence,
    wildlingStrength: strength,
    nightsWatch,
    outcome,
    highestBidder: highest.length === 1 ? highest[0] : null,
    lowestBidder: lowest.length === 1 ? lowest[0] : null,
    tieDecisionRequired,
    newThreat,
    powerDiscarded: Object.fromEntries(bids.map((b) => [b.house, b.bid])),
    card: req.card ?? null,
    effects,
  };
}

function check(req: MoraleRequest): void {
  const v = new IssueCollector();
  if (req.kind === 'retreat') {
    for (const f of ['house', 'board', 'embattledArea', 'attackerOrigin', 'survivors', 'supplyLevel'] as const) {
      if (req[f] === undefined) v.add(`/${f}`, 'required', `retreat needs ${f}`);
    }
  } else if (req.kind === 'supplyReconcile') {
    if (!req.unitsPerArea) v.add('/unitsPerArea', 'required', 'supplyReconcile needs unitsPerArea');
    if (req.supplyLevel === undefined) v.add('/supplyLevel', 'required', 'supplyReconcile needs supplyLevel');
  } else if (req.kind === 'influenceShift') {
    checkShift(req as unknown as ShiftRequest, v);
  } else {
    if (req.kind === 'influenceBid') checkBid(req as unknown as BidRequest, v);
    else if (req.threat === undefined || req.threat % 2 !== 0) v.add('/threat', 'required', 'wildlingAttack needs the threat: 0, 2, … 12');
    if (!req.bids?.length) v.add('/bids', 'required', `${req.kind} needs every house’s bid`);
    (req.bids ?? []).forEach((b, i) => {
      if (b.bid > b.availablePower) v.add(pointer('bids', i, 'bid'), 'BID_EXCEEDS_POWER', `${b.house} bids ${b.bid} with ${b.availablePower} available Power (L2294-2296)`);
      if (!HOUSES.includes(b.house)) v.add(pointer('bids', i, 'house'), 'enum', 'unknown house');
    });
    if (req.card !== undefined && !WILDLING_EFFECTS[req.card]) {
      throw new DomainError('unknown_reference', `no Wildling card "${req.card}"`, [{ path: '/card', code: 'unknown_card', message: `one of: ${Object.keys(WILDLING_EFFECTS).join(', ')}` }]);
    }
  }
  v.throwIfAny('invalid_input', 'Invalid morale request');
}

function run(req: MoraleRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  check(req);
  const ex = new Explainer();
  const result =
    req.kind === 'retreat'
      ? retreat(req as RetreatRequest, ex, ctx.options.shipsMayRetreatToPort !== false, ctx.options.supplyCheckEmptyRetreat !== false)
      : req.kind === 'supplyReconcile'
        ? reconcile(req, ex)
        : req.kind === 'influenceBid'
          ? resolveBid(req as unknown as BidRequest, ex)
          : req.kind === 'influenceShift'
            ? shift(req as unknown as ShiftRequest, ex)
            : wildlings(req, ex, ctx.options.wildlingTrackFirst === true);
  return { result, explanation: ex.steps };
}

export const moraleCapability: Capability<MoraleRequest, Record<string, unknown>> = {
  options: [
    { name: 'shipsMayRetreatToPort', description: 'D6: a defeated fleet may retreat into a friendly port of the embattled sea (cap 3)', type: 'boolean', default: true, cite: 'got-board-game.md §3.8, §11.3 D6' },
    { name: 'supplyCheckEmptyRetreat', description: 'D7: retreating into an empty area is checked against supply like a friendly area (never bites from a position reachable in play); false skips the check there', type: 'boolean', default: true, cite: 'got-board-game.md §3.8, §11.3 D7' },
    { name: 'wildlingTrackFirst', description: 'D12: after a Wildling attack, adjust the Wildling track before applying the card (default: card, then track, then discard the bids)', type: 'boolean', default: false, cite: 'got-board-game.md §5.2, §11.3 D12' },
  ],
  usesDice: false,
  run,
};
