/**
 * The Wildlings in the Westeros phase (AGoT 001_4bc5a92fd4dd1b7e.txt L598-609, L2260-2372): the
 * threat advancing with the Wildling icons of the cards revealed (and of a card Winter Is Coming
 * draws, D13), an attack when it reaches 12, and the Wildlings Attack card — each attack resolved by
 * wildlings.ts on the phase's state, with the table's bids and choices from
 * `decisions.wildlingAttacks`, in the order the attacks happen.
 */
import { DomainError, pointer } from '../../../core/errors.js';
import { WILDLING_EFFECTS } from '../cards.js';
import { R } from '../rules.js';
import type { House } from '../map-types.js';
import { bad, type PhaseState, type Required, type Step } from './state.js';

type WaitingChange = { house: House; status: string; required?: { field: string; message: string; count?: number; options?: unknown[] } };
import { attackOnState } from '../wildlings.js';

/** L598-606: +1 space (2 on the printed track) per icon; reaching 12 brings an attack at once, the remaining icons ignored. */
export function advanceThreat(s: PhaseState, icons: Array<{ card: string; icons: number }>, steps: Step[], why: string): void {
  const n = icons.reduce((t, c) => t + c.icons, 0);
  if (n === 0) return;
  const from = s.threat;
  const to = Math.min(12, from + 2 * n);
  s.threat = to;
  s.ex.add(R.wildlingTrack, `${why}: ${n} Wildling icon(s) (${icons.filter((c) => c.icons).map((c) => c.card).join(', ')}) move the threat ${from} → ${to}${to === 12 ? ': the Wildlings attack at once' : ''}`);
  steps.push({ step: 'wildlingTrack', status: 'applied', cite: R.wildlingTrack.cite, icons: n, from, to });
  if (to === 12) steps.push(phaseAttack(s, 'threatTwelve'));
}

/** One Wildling attack at the current threat on the phase's state (L2260-2372). */
export function phaseAttack(s: PhaseState, trigger: 'threatTwelve' | 'card'): Step {
  const k = s.attacks++;
  const at = ['decisions', 'wildlingAttacks', String(k)];
  const path = pointer(...at);
  const d = s.decisions.wildlingAttacks?.[k];
  const cite = R.wildlings.cite;
  if (!d) {
    return { step: 'wildlingAttack', trigger, status: 'pending', cite, strength: s.threat, required: { field: path, message: `the Wildlings attack at strength ${s.threat}: every house bids in secret from its available Power, then the Wildling card is drawn (L2290-2337)`, options: [...s.houses.values()].map((h) => ({ house: h.house, availablePower: h.availablePower })) } };
  }
  s.read.add(path);
  const named = d.bids.map((b) => b.house);
  if (named.length !== s.houses.size || new Set(named).size !== named.length || named.some((h) => !s.houses.has(h))) throw bad(`${path}/bids`, 'invalid_value', `one bid from each of ${[...s.houses.keys()].join(', ')}`);
  d.bids.forEach((b, i) => {
    const left = s.houses.get(b.house)!.availablePower;
    if (b.bid > left) throw bad(pointer(...at, 'bids', i, 'bid'), 'BID_EXCEEDS_POWER', `${b.house} bids ${b.bid} with ${left} available Power (L2294-2296)`);
  });
  for (const [c, p] of [[d.card, `${path}/card`], [d.secondAttack?.card, `${path}/secondAttack/card`]] as const) {
    if (c !== undefined && !WILDLING_EFFECTS[c]) throw new DomainError('unknown_reference', `no Wildling card "${c}"`, [{ path: p, code: 'unknown_card', message: `one of: ${Object.keys(WILDLING_EFFECTS).join(', ')}` }]);
  }
  const houses = [...s.houses.values()].map(({ house, supplyLevel, hand, discards }) => ({ house, ...(supplyLevel !== undefined ? { supplyLevel } : {}), ...(hand ? { hand } : {}), ...(discards ? { discards } : {}) }));
  const { result, state } = attackOnState(
    { ...d, threat: s.threat, bids: d.bids.map((b) => ({ ...b, availablePower: s.houses.get(b.house)!.availablePower })), board: s.board ? [...s.board.values()] : undefined, houses, tracks: s.tracks },
    s.ex,
    s.options.wildlingTrackFirst,
    at,
    s.options.preemptiveRaidTieByIronThrone,
  );
  s.threat = state.threat;
  for (const [h, p] of state.power) {
    const after = state.houses.get(h);
    s.houses.set(h, { ...s.houses.get(h)!, availablePower: p.left, ...(after?.supplyLevel !== undefined ? { supplyLevel: after.supplyLevel } : {}), ...(after?.hand ? { hand: after.hand, discards: after.discards } : {}) });
  }
  if (state.tracks) s.tracks = state.tracks;
  if (state.board) s.board = state.board;
  const changes = [...((result.changes ?? []) as WaitingChange[]), ...(((result.secondAttack as { changes?: WaitingChange[] } | undefined)?.changes ?? []))];
  const status = result.complete ? 'applied' : result.tieDecisionRequired ? 'undecided' : changes.some((c) => c.status === 'illegal') ? 'illegal' : 'pending';
  const tie = result.tieDecisionRequired as { among: string[] } | null;
  const open = changes.find((c) => c.status === 'pending' || c.status === 'undecided');
  const required: Required | undefined = tie
    ? { field: `${path}/tieDecision`, by: s.tracks.ironThrone[0], message: 'the Iron Throne holder names the singled-out bidder (L2358-2363)', options: tie.among }
    : open?.required && { field: ({ board: '/board', tracks: '/tracks', supplyLevel: '/houses', hand: '/houses', discards: '/houses', secondAttack: `${path}/secondAttack` } as Record<string, string>)[open.required.field] ?? `${path}/choices`, by: open.house, message: `${open.house}: ${open.required.message}`, ...(open.required.count !== undefined ? { count: open.required.count } : {}), ...(open.required.options ? { options: open.required.options } : {}) };
  return { step: 'wildlingAttack', trigger, status, cite, attack: result, ...(required && status !== 'applied' ? { required } : {}) };
}
