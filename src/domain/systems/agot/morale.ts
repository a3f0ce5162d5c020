/**
 * The game's "morale" procedures (the `morale` capability): `retreat`, `supplyReconcile`,
 * `wildlingAttack`, the Influence tracks and the whole Westeros phase (`westeros`). AGoT supply: 001_4bc5a92fd4dd1b7e.txt L684-742; Wildlings: L2260-2372.
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import { readBoard } from './board.js';
import { WILDLING_EFFECTS } from './cards.js';
import { HOUSES, type House } from './map-types.js';
import { checkBid, checkShift, resolveBid, shift, TRACKS, type BidRequest, type ShiftRequest, type Track } from './influence.js';
import { attackerRetreat, RETREAT_OPTIONS, retreat, retreatOptions, type RetreatRequest } from './retreat.js';
import { minimalLosses, reconcile, type UnitRef } from './supply-reconcile.js';
import { checkCards } from './wildling-state.js';
import { westerosPhase } from './westeros/phase.js';
import type { WesterosRequest } from './westeros/state.js';
import { wildlingAttack, type WildlingRequest } from './wildlings.js';

export interface MoraleRequest extends Partial<Omit<RetreatRequest, 'supplyLevel'>>, Partial<Omit<WildlingRequest, 'board' | 'bids' | 'threat' | 'card'>> {
  kind: 'supplyReconcile' | 'wildlingAttack' | 'retreat' | 'influenceBid' | 'influenceShift' | 'westeros';
  /** retreat: whose retreat — the defeated defender (default) or the defeated attacker. */
  side?: 'attacker' | 'defender';
  /** influenceBid */
  track?: Track;
  ironThroneHolder?: House;
  tieOrder?: House[];
  /** influenceShift */
  order?: House[];
  to?: number;
  /** supplyReconcile: the unit count of every area holding the house's units (or `house` and `board`), and the new level. */
  unitsPerArea?: number[];
  supplyLevel?: number;
  /** supplyReconcile with a board: the units the house proposes to destroy. */
  removal?: UnitRef[];
  /** wildlingAttack */
  threat?: number;
  bids?: Array<{ house: House; bid: number; availablePower: number }>;
  card?: string;
}

/** Minimum units to destroy so armies fit a supply row; exact (every assignment of armies to slots). */
export function minimumDestruction(sizes: readonly number[], level: number): { destroy: number } {
  return { destroy: minimalLosses(sizes.filter((n) => n >= 2).map((units, index) => ({ index, units })), level).minimum };
}

function check(req: MoraleRequest): void {
  // The Westeros phase checks its own request (westeros/phase.ts)
  if (req.kind === 'westeros') return;
  const v = new IssueCollector();
  if (req.kind === 'retreat') {
    // a defeated attacker goes back where it came from: no destination to choose, no supply check (L2115-2116)
    const attacker = req.side === 'attacker';
    for (const f of ['house', 'board', 'embattledArea', 'attackerOrigin', 'survivors', ...(attacker ? [] : (['supplyLevel'] as const))] as const) {
      if (req[f] === undefined) v.add(`/${f}`, 'required', `retreat needs ${f}`);
    }
    if (attacker && req.retreatTo !== undefined) v.add('/retreatTo', 'not_applicable', 'a defeated attacker always returns to the area it marched from (L2115-2116)');
  } else if (req.kind === 'supplyReconcile') {
    if (!req.unitsPerArea && !req.board) v.add('/unitsPerArea', 'required', 'supplyReconcile needs unitsPerArea, or house and board');
    if (req.board && !req.house) v.add('/house', 'required', 'with a board, supplyReconcile needs the house');
    if (req.removal && !req.board) v.add('/removal', 'required', 'a proposed removal names units on a board: give house and board');
    if (req.supplyLevel === undefined) v.add('/supplyLevel', 'required', 'supplyReconcile needs supplyLevel');
  } else if (req.kind === 'influenceShift') {
    checkShift(req as unknown as ShiftRequest, v);
  } else {
    if (req.kind === 'influenceBid') checkBid(req as unknown as BidRequest, v);
    else if (req.threat === undefined || req.threat % 2 !== 0) v.add('/threat', 'required', 'wildlingAttack needs the threat: 0, 2, … 12');
    if (!req.bids?.length) v.add('/bids', 'required', `${req.kind} needs every house’s bid`);
    const bidders = new Set<string>();
    (req.bids ?? []).forEach((b, i) => {
      if (b.bid > b.availablePower) v.add(pointer('bids', i, 'bid'), 'BID_EXCEEDS_POWER', `${b.house} bids ${b.bid} with ${b.availablePower} available Power (L2294-2296)`);
      if (!HOUSES.includes(b.house)) v.add(pointer('bids', i, 'house'), 'enum', 'unknown house');
      if (req.kind === 'wildlingAttack' && bidders.has(b.house)) v.add(pointer('bids', i, 'house'), 'duplicate', `${b.house} bids twice`);
      bidders.add(b.house);
    });
    if (req.kind === 'wildlingAttack') checkState(req, bidders, v);
    if (req.card !== undefined && !WILDLING_EFFECTS[req.card]) {
      throw new DomainError('unknown_reference', `no Wildling card "${req.card}"`, [{ path: '/card', code: 'unknown_card', message: `one of: ${Object.keys(WILDLING_EFFECTS).join(', ')}` }]);
    }
    if (req.secondAttack?.card !== undefined && !WILDLING_EFFECTS[req.secondAttack.card]) {
      throw new DomainError('unknown_reference', `no Wildling card "${req.secondAttack.card}"`, [{ path: '/secondAttack/card', code: 'unknown_card', message: `one of: ${Object.keys(WILDLING_EFFECTS).join(', ')}` }]);
    }
  }
  v.throwIfAny('invalid_input', 'Invalid morale request');
}

/** The state a Wildling card is applied to: each house once and in the attack; tracks holding exactly the bidders. */
function checkState(req: MoraleRequest, bidders: Set<string>, v: IssueCollector): void {
  const seen = new Set<string>();
  (req.houses ?? []).forEach((h, i) => {
    if (!bidders.has(h.house)) v.add(pointer('houses', i, 'house'), 'invalid_value', `${h.house} does not bid in this attack`);
    if (seen.has(h.house)) v.add(pointer('houses', i, 'house'), 'duplicate', `${h.house} is listed twice`);
    seen.add(h.house);
  });
  checkCards(req.houses ?? [], v);
  if (req.tracks) {
    for (const t of TRACKS) {
      const o = req.tracks[t] ?? [];
      if (o.length !== bidders.size || new Set(o).size !== o.length || o.some((h) => !bidders.has(h))) v.add(pointer('tracks', t), 'invalid_value', `the ${t} track lists every bidding house once, position 1 first`);
    }
  }
}

function run(req: MoraleRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  check(req);
  const ex = new Explainer();
  const result =
    req.kind === 'retreat'
      ? req.side === 'attacker'
        ? attackerRetreat(req as RetreatRequest, ex)
        : retreat(req as RetreatRequest, ex, retreatOptions(ctx.options))
      : req.kind === 'supplyReconcile'
        ? reconcile({ unitsPerArea: req.unitsPerArea, house: req.house, board: req.board ? readBoard(req.board) : undefined, supplyLevel: req.supplyLevel!, removal: req.removal }, ex)
        : req.kind === 'influenceBid'
          ? resolveBid(req as unknown as BidRequest, ex)
          : req.kind === 'influenceShift'
            ? shift(req as unknown as ShiftRequest, ex)
            : req.kind === 'westeros'
              ? westerosPhase(req as unknown as WesterosRequest, ex, {
                  darkWingsIgnoresPorts: ctx.options.darkWingsIgnoresPorts === true,
                  wildlingTrackFirst: ctx.options.wildlingTrackFirst === true,
                  preemptiveRaidTieByIronThrone: ctx.options.preemptiveRaidTieByIronThrone === true,
                })
              : wildlingAttack(req as WildlingRequest, ex, ctx.options.wildlingTrackFirst === true, ctx.options.preemptiveRaidTieByIronThrone === true);
  return { result, explanation: ex.steps };
}

export const moraleCapability: Capability<MoraleRequest, Record<string, unknown>> = {
  options: [
    ...RETREAT_OPTIONS,
    { name: 'darkWingsIgnoresPorts', description: "D14: Dark Wings, Dark Words' Game of Thrones option pays only the Power icons, as its card face reads (L3155-3158); default: ports pay too, as the card reference says (L3060-3063) and a Game of Thrones does", type: 'boolean', default: false, cite: 'got-board-game.md §9.1, §11.3 D14; 001_4bc5a92fd4dd1b7e.txt L3054-3064, L3152-3158' },
    {
      name: 'preemptiveRaidTieByIronThrone',
      description: "Preemptive Raid, the lowest bidder's influence option: when its highest Influence tracks tie, the Iron Throne holder names the track (every tie outside combat is his, L1046-1049), in his own choices entry; default: the lowest bidder, who chooses the card's option, names it",
      type: 'boolean',
      default: false,
      cite: 'got-board-game.md Appendix A.7 [EXT]; 001_4bc5a92fd4dd1b7e.txt L1046-1049',
    },
    { name: 'wildlingTrackFirst', description: "D12: follow the seed's printed step order after a Wildling attack: the track, then every bid to the Pool, then the card (so Skinchanger Scout's reward finds no bid to return); default: the card with the bids still in hand, then the track, then the bids", type: 'boolean', default: false, cite: 'got-board-game.md §5.2, §11.3 D12; 001_4bc5a92fd4dd1b7e.txt L2318-2331' },
  ],
  usesDice: false,
  run,
};
