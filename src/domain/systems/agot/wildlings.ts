/**
 * A Wildling attack resolved on a state (the `wildlingAttack` kind of `morale`): outcome from the
 * bids, the singled-out bidder (ties: the Iron Throne holder), the card applied house by house, the
 * track and the bids. AGoT Wildlings: 001_4bc5a92fd4dd1b7e.txt L2260-2372.
 */
import { DomainError, pointer } from '../../core/errors.js';
import type { Explainer } from '../../core/explain.js';
import { readBoard, type AreaState } from './board.js';
import { WILDLING_EFFECTS } from './cards.js';
import type { Track } from './influence.js';
import type { House } from './map-types.js';
import { R } from './rules.js';
import { CARD_RULES } from './wildling-cards.js';
import { ROLE_NAME, type AttackState, type HouseChange, type Role, type Turn, type WildlingChoice, type WildlingHouseState } from './wildling-state.js';

export interface WildlingBid {
  house: House;
  bid: number;
  availablePower: number;
}

export interface AttackRequest {
  threat: number;
  bids: WildlingBid[];
  card?: string;
  choices?: WildlingChoice[];
  /** The Iron Throne holder's decision when bidders tie for highest or lowest: the house singled out. */
  tieDecision?: House;
  /** Preemptive Raid, Night's Watch victory: the second attack at strength 6, without the highest bidder. */
  secondAttack?: { bids: Array<{ house: House; bid: number }>; card?: string; choices?: WildlingChoice[]; tieDecision?: House };
}

export interface WildlingRequest extends AttackRequest {
  board?: AreaState[];
  houses?: WildlingHouseState[];
  tracks?: Record<Track, House[]>;
}

const bad = (path: string, code: string, message: string) => new DomainError('invalid_input', message, [{ path, code, message }]);

export function wildlingAttack(req: WildlingRequest, ex: Explainer, trackFirst: boolean, raidTieByThrone = false) {
  const { result, state: s } = attackOnState(req, ex, trackFirst, [], raidTieByThrone);
  const unitsAfter = s.board && Object.fromEntries(req.bids.map((b) => [b.house, [...s.board!].filter(([, a]) => a.owner === b.house && (a.units?.length ?? 0) > 0).map(([area, a]) => ({ area, units: a.units!.map((u) => u.type) }))]));
  return {
    ...result,
    powerAfter: Object.fromEntries([...s.power].map(([h, p]) => [h, p.left])),
    ...(req.houses ? { housesAfter: [...s.houses.values()] } : {}),
    ...(s.tracks ? { tracks: s.tracks } : {}),
    ...(unitsAfter ? { unitsAfter } : {}),
  };
}

/** Resolve an attack on a state and hand the state back (the Westeros phase goes on from it); choices' pointers start at `at`. */
export function attackOnState(req: WildlingRequest, ex: Explainer, trackFirst: boolean, at: string[], raidTieByThrone = false): { result: Record<string, unknown>; state: AttackState } {
  const s: AttackState = {
    board: req.board ? new Map(readBoard(req.board)) : undefined,
    tracks: req.tracks ? { ironThrone: [...req.tracks.ironThrone], fiefdoms: [...req.tracks.fiefdoms], kingsCourt: [...req.tracks.kingsCourt] } : undefined,
    houses: new Map((req.houses ?? []).map((h) => [h.house, { ...h }])),
    power: new Map(req.bids.map((b) => [b.house, { left: b.availablePower - b.bid, bid: b.bid }])),
    threat: req.threat,
    trackFirst,
    ...(raidTieByThrone && req.tracks ? { throneTrack: { by: req.tracks.ironThrone[0], path: [] } } : {}),
    ex,
  };
  return { result: resolve(req, s, at, req.threat), state: s };
}

function resolve(req: AttackRequest, s: AttackState, at: string[], strength: number): Record<string, unknown> {
  const { ex } = s;
  const bids = req.bids;
  const nightsWatch = bids.reduce((n, b) => n + b.bid, 0);
  const outcome = nightsWatch >= strength ? 'nightsWatch' : 'wildlings';
  ex.add(R.wildlings, `Night's Watch ${nightsWatch} against Wildling strength ${strength}: ${outcome === 'nightsWatch' ? 'the Night\u2019s Watch wins' : 'the Wildlings win'}`);
  const top = Math.max(...bids.map((b) => b.bid));
  const low = Math.min(...bids.map((b) => b.bid));
  const highest = bids.filter((b) => b.bid === top).map((b) => b.house);
  const lowest = bids.filter((b) => b.bid === low).map((b) => b.house);
  const tied = outcome === 'nightsWatch' ? highest : lowest;
  const d = req.tieDecision;
  if (d !== undefined && tied.length === 1) throw bad(pointer(...at, 'tieDecision'), 'choice_not_needed', `no tie to break: ${tied[0]} is the ${outcome === 'nightsWatch' ? 'highest' : 'lowest'} bidder`);
  if (d !== undefined && !tied.includes(d)) throw bad(pointer(...at, 'tieDecision'), 'invalid_value', `the tie is between ${tied.join(' and ')}`);
  const singled = tied.length === 1 ? tied[0] : d;
  const tieDecisionRequired = tied.length > 1 && !d ? { by: 'ironThroneHolder', among: tied } : null;
  if (tied.length > 1) ex.add(R.wildlingTies, d ? `${tied.join(' and ')} tie: the Iron Throne holder names ${d}` : `${tied.join(' and ')} tie: the Iron Throne holder decides`);
  const newThreat = outcome === 'nightsWatch' ? 0 : Math.max(0, s.threat - 4);
  const from = s.threat;
  // D12 (L2318-2331): default the card with the bids still in hand, then the track, then the bids; the option follows the seed's printed steps 5, 6, then the card
  const sequence = s.trackFirst ? ['track', 'discardBids', 'card'] : ['card', 'track', 'discardBids'];
  const powerDiscarded: Record<string, number> = {};
  const discard = () => {
    for (const b of bids) powerDiscarded[b.house] = s.power.get(b.house)!.bid;
    ex.add(R.wildlingPower, 'every bid is discarded to the Pool');
  };
  if (s.trackFirst) {
    s.threat = newThreat;
    ex.add(R.wildlings, `threat ${from} → ${newThreat} first (option wildlingTrackFirst)`);
    discard();
  }
  let effects: Array<{ house: House | null; role: string; effect: string }> = [];
  let changes: HouseChange[] = [];
  let second: Record<string, unknown> | undefined;
  if (req.card) {
    const e = WILDLING_EFFECTS[req.card];
    const one = outcome === 'nightsWatch' ? highest : lowest;
    effects =
      outcome === 'nightsWatch'
        ? [{ house: one.length === 1 ? one[0] : null, role: 'highest bidder', effect: e.highest }]
        : [{ house: one.length === 1 ? one[0] : null, role: 'lowest bidder', effect: e.lowest }, ...bids.filter((b) => one.length !== 1 || b.house !== one[0]).map((b) => ({ house: b.house, role: 'other', effect: e.others }))];
    ex.add(R.wildlingCard, `${req.card}: ${outcome === 'nightsWatch' ? 'the highest bidder' : 'the lowest bidder and the others'} take the card's effect${s.trackFirst ? '' : ', with the bids still known'}`);
    ({ changes, second } = applyCard(req, s, at, outcome, singled, tied));
  } else if (req.choices?.length) {
    throw bad(pointer(...at, 'choices'), 'choice_not_needed', 'no Wildling card is given, so there is nothing to choose');
  }
  if (!req.card && req.secondAttack) throw bad(pointer(...at, 'secondAttack'), 'choice_not_needed', 'only Preemptive Raid won by the Night\u2019s Watch brings a second attack');
  if (!s.trackFirst) {
    ex.add(R.wildlings, `threat ${s.threat} → ${newThreat}`);
    s.threat = newThreat;
    discard();
  }
  const complete = tieDecisionRequired === null && changes.every((c) => c.status === 'applied' || c.status === 'nothing') && (second === undefined || second.complete === true);
  return {
    kind: 'wildlingAttack',
    sequence,
    wildlingStrength: strength,
    nightsWatch,
    outcome,
    highestBidder: outcome === 'nightsWatch' ? (singled ?? null) : highest.length === 1 ? highest[0] : null,
    lowestBidder: outcome === 'wildlings' ? (singled ?? null) : lowest.length === 1 ? lowest[0] : null,
    tieDecisionRequired,
    newThreat: s.threat,
    powerDiscarded,
    card: req.card ?? null,
    effects,
    changes,
    complete,
    ...(second ? { secondAttack: second } : {}),
  };
}

function applyCard(req: AttackRequest, s: AttackState, at: string[], outcome: string, singled: House | undefined, tied: House[]) {
  const card = CARD_RULES[req.card!];
  const choices = new Map<House, { c: WildlingChoice; i: number }>();
  (req.choices ?? []).forEach((c, i) => {
    if (!req.bids.some((b) => b.house === c.house)) throw bad(pointer(...at, 'choices', i, 'house'), 'invalid_value', `${c.house} does not take part in this attack`);
    if (choices.has(c.house)) throw bad(pointer(...at, 'choices', i, 'house'), 'duplicate', `${c.house} has two choices`);
    choices.set(c.house, { c, i });
  });
  const roleOf = (h: House): Role | null => (outcome === 'nightsWatch' ? (h === singled ? 'highest' : null) : h === singled ? 'lowest' : 'other');
  // A choice the card does not take for that house (in any role it may still have) is a 400 with its pointer
  for (const [h, { c, i }] of choices) {
    const roles: Role[] = singled ? [roleOf(h)].filter((r): r is Role => r !== null) : tied.includes(h) ? (outcome === 'nightsWatch' ? ['highest'] : ['lowest', 'other']) : outcome === 'wildlings' ? ['other'] : [];
    const allowed = new Set(roles.flatMap((r) => card.fields[r]));
    // option preemptiveRaidTieByIronThrone: the holder's entry carries the track for the lowest bidder
    if (s.throneTrack?.by === h && req.card === 'Preemptive Raid' && outcome === 'wildlings') {
      allowed.add('track');
      s.throneTrack = { by: h, track: c.track, path: [...at, 'choices', i] };
    }
    for (const f of Object.keys(c).filter((k) => k !== 'house') as Array<Exclude<keyof WildlingChoice, 'house'>>) {
      if (!allowed.has(f)) throw bad(pointer(...at, 'choices', i, f), 'choice_not_needed', `${req.card} asks ${h} for no ${f}${roles.length ? ` as ${roles.map((r) => ROLE_NAME[r]).join(' or ')}` : ': the card does not touch this house'}`);
    }
  }
  const second = req.secondAttack;
  const secondWanted = req.card === 'Preemptive Raid' && outcome === 'nightsWatch';
  if (second && !secondWanted) throw bad(pointer(...at, 'secondAttack'), 'choice_not_needed', 'only Preemptive Raid won by the Night\u2019s Watch brings a second attack');
  if (!singled) {
    const who = outcome === 'nightsWatch' ? tied : req.bids.map((b) => b.house);
    const changes = who.map((h) => ({ house: h, role: tied.includes(h) ? `${ROLE_NAME[outcome === 'nightsWatch' ? 'highest' : 'lowest']} or ${outcome === 'nightsWatch' ? 'unaffected' : 'other'} (tie)` : 'other', status: 'undecided' as const, required: { field: 'tieDecision', message: 'the Iron Throne holder names the singled-out bidder first', options: tied }, cite: R.wildlingTies.cite }));
    return { changes, second: undefined };
  }
  const turnOrder = s.tracks?.ironThrone ?? req.bids.map((b) => b.house);
  const order = outcome === 'nightsWatch' ? [singled] : [singled, ...turnOrder.filter((h) => h !== singled && req.bids.some((b) => b.house === h))];
  const changes: HouseChange[] = [];
  let result: Record<string, unknown> | undefined;
  for (const h of order) {
    const role = roleOf(h)!;
    const ch = choices.get(h);
    const t: Turn = { house: h, role, choice: ch?.c, path: ch ? [...at, 'choices', ch.i] : [...at, 'choices', '-'], change: { house: h, role: ROLE_NAME[role], status: 'nothing', cite: card.rule.cite }, rule: card.rule };
    card.apply[role](s, t);
    if (t.change.secondAttack) result = secondAttack(req, s, t, at);
    changes.push(t.change);
  }
  return { changes, second: result };
}

/** Preemptive Raid: the Wildlings attack again at strength 6; the highest bidder takes no part (Appendix A.7). */
function secondAttack(req: AttackRequest, s: AttackState, t: Turn, at: string[]): Record<string, unknown> | undefined {
  const sa = req.secondAttack;
  const others = req.bids.map((b) => b.house).filter((h) => h !== t.house);
  if (!sa) {
    t.change.status = 'pending';
    t.change.required = { field: 'secondAttack', message: `the second attack at strength 6: bids of ${others.join(', ')} (from the Power they have left) and the card drawn`, options: others.map((h) => ({ house: h, availablePower: s.power.get(h)!.left })) };
    return undefined;
  }
  const p = [...at, 'secondAttack'];
  const named = sa.bids.map((b) => b.house);
  if (named.includes(t.house)) throw bad(pointer(...p, 'bids', named.indexOf(t.house), 'house'), 'invalid_value', `${t.house}, the highest bidder, takes no part in the second attack`);
  const missing = others.filter((h) => !named.includes(h));
  if (missing.length || new Set(named).size !== named.length || named.some((h) => !others.includes(h))) throw bad(pointer(...p, 'bids'), 'invalid_value', `the second attack takes one bid from each of ${others.join(', ')}`);
  sa.bids.forEach((b, i) => {
    if (b.bid > s.power.get(b.house)!.left) throw bad(pointer(...p, 'bids', i, 'bid'), 'BID_EXCEEDS_POWER', `${b.house} bids ${b.bid} with ${s.power.get(b.house)!.left} Power left`);
  });
  if (sa.card === 'Preemptive Raid') throw new DomainError('impossible_state', 'Preemptive Raid is not in the Wildling deck while it resolves', [{ path: pointer(...p, 'card'), code: 'card_not_in_deck', message: 'the second attack draws another card (L2354-2356)' }]);
  const firstBids = new Map([...s.power].map(([h, x]) => [h, x.bid]));
  for (const b of sa.bids) s.power.set(b.house, { left: s.power.get(b.house)!.left - b.bid, bid: b.bid });
  const bids = sa.bids.map((b) => ({ ...b, availablePower: s.power.get(b.house)!.left + b.bid }));
  s.ex.add(R.preemptiveRaid, `second attack at strength 6 without ${t.house}`);
  const r = resolve({ ...sa, threat: 6, bids }, s, p, 6);
  for (const [h, bid] of firstBids) s.power.set(h, { left: s.power.get(h)!.left, bid: s.trackFirst ? 0 : bid });
  return r;
}
