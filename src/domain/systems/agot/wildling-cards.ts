/**
 * The nine Wildling cards applied to a state, one small rule per card and role. Texts:
 * got-board-game.md Appendix A.7 [EXT] (cross-checked against the published card texts); the seed
 * prints Rattleshirt's Raiders (001_4bc5a92fd4dd1b7e.txt L2434-2444) and names A King Beyond the Wall
 * (L2806-2807).
 */
import type { Rule } from '../../core/explain.js';
import type { UnitState } from './board.js';
import { houseCard } from './house-cards.js';
import { area as areaData } from './map.js';
import { TRACKS, type Track } from './influence.js';
import { R } from './rules.js';
import { checkRemoval, reconcile } from './supply-reconcile.js';
import {
  applied, available, checkRefs, destroy, forced, grouped, illegal, note, pending, swap, unitList,
  type AttackState, type Role, type Turn, type WildlingChoice,
} from './wildling-state.js';

type Field = Exclude<keyof WildlingChoice, 'house'>;
interface CardRule {
  rule: Rule;
  /** The choice fields each role may carry; anything else is a choice the card does not take. */
  fields: Record<Role, Field[]>;
  apply: Record<Role, (s: AttackState, t: Turn) => void>;
}

const TRACK_NAME: Record<Track, string> = { ironThrone: 'Iron Throne', fiefdoms: 'Fiefdoms', kingsCourt: "King's Court" };
const nothing = (s: AttackState, t: Turn) => {
  t.change.status = 'nothing';
  note(s, t, 'nothing happens');
};

/** Destroy `n` of the house's units anywhere (all of them if it has fewer). */
function destroyAnywhere(s: AttackState, t: Turn, n: number): void {
  if (!s.board) return pending(s, t, 'board', 'the board with every unit of the house');
  const mine = unitList(s, t.house);
  const k = Math.min(n, mine.length);
  const given = t.choice?.destroy;
  if (given) checkRefs(s, t, 'destroy', given);
  if (!given && !forced(mine, k)) return pending(s, t, 'destroy', `choose ${k} of your units to destroy`, { count: k, options: grouped(mine) });
  const refs = given ?? mine.slice(0, k);
  if (refs.length !== k) return illegal(s, t, 'destroy', 'WRONG_COUNT', `the card destroys exactly ${k} unit(s), the choice names ${refs.length}`);
  destroy(s, t, refs);
  note(s, t, k === 0 ? 'has no units to destroy' : `destroys ${refs.map((r) => `${r.type} in ${r.area}`).join(', ')}`);
  applied(t);
}

/** Move on a track outside bidding: the others close up; a new position 1 takes the Dominance token (L2802-2826). */
function moveOnTrack(s: AttackState, t: Turn, track: Track, to: number): void {
  const order = s.tracks![track];
  const from = order.indexOf(t.house) + 1;
  const rest = order.filter((h) => h !== t.house);
  const next = [...rest.slice(0, to - 1), t.house, ...rest.slice(to - 1)];
  s.tracks![track] = next;
  t.change.tracks = { ...t.change.tracks, [track]: { from: t.change.tracks?.[track]?.from ?? from, to } };
  note(s, t, `${TRACK_NAME[track]} track: position ${from} → ${to}`);
  if (order[0] !== next[0]) s.ex.add(R.influenceShift, `${next[0]} takes position 1 of the ${TRACK_NAME[track]} track and its Dominance token from ${order[0]}`);
}

const needTracks = (s: AttackState, t: Turn) => (s.tracks ? false : (pending(s, t, 'tracks', 'the three Influence tracks, position 1 first'), true));

function supplyStep(s: AttackState, t: Turn, delta: number): void {
  const level = s.houses.get(t.house)?.supplyLevel;
  if (level === undefined) return pending(s, t, 'supplyLevel', `the house's Supply track position (houses[].supplyLevel)`);
  const to = Math.max(0, Math.min(6, level + delta));
  t.change.supply = { from: level, to };
  s.houses.set(t.house, { ...s.houses.get(t.house)!, supplyLevel: to });
  note(s, t, `Supply ${level} → ${to}${delta < 0 ? ' (min 0)' : ' (max 6)'}`);
  applied(t);
  if (delta > 0 || !s.board) {
    if (delta < 0) pending(s, t, 'board', 'the board, to reconcile the armies with the new Supply (L2440-2441)');
    return;
  }
  // L2440-2441: the armies are then reconciled with the new limits
  const plan = reconcile({ house: t.house, board: s.board, supplyLevel: to }, s.ex);
  const given = t.choice?.destroy;
  if (plan.fits && !given) return;
  if (!given) {
    t.change.reconcile = plan;
    return pending(s, t, 'destroy', `destroy at least ${plan.minimumDestroyed} unit(s) so the armies fit Supply ${to}`, { count: plan.minimumDestroyed as number, options: plan.armiesToReduce as unknown[] });
  }
  checkRefs(s, t, 'destroy', given);
  const units = new Map<string, UnitState[]>();
  for (const u of unitList(s, t.house)) units.set(u.area, [...(units.get(u.area) ?? []), { type: u.type }]);
  const r = checkRemoval(units, given, to, [...t.path, 'destroy']);
  if (!r.legal) {
    t.change.reconcile = { ...plan, removal: r };
    for (const f of r.shortfalls) illegal(s, t, 'destroy', f.code, f.message);
    return;
  }
  s.ex.add(R.supplyAfterCard, `${t.house} destroys ${given.length} unit(s) to fit Supply ${to}`);
  destroy(s, t, given);
}

function knightsToFootmen(s: AttackState, t: Turn, all: boolean): void {
  if (!s.board) return pending(s, t, 'board', 'the board with every unit of the house');
  const knights = unitList(s, t.house).filter((u) => u.type === 'knight');
  const k = all ? knights.length : Math.min(2, knights.length);
  const footmen = available(s, t.house, 'footman');
  const given = t.choice?.replace;
  if (given) checkRefs(s, t, 'replace', given, 'knight');
  const unique = new Set(knights.map((u) => u.area)).size <= 1 || (k === knights.length && footmen >= k);
  if (!given && !unique) return pending(s, t, 'replace', `list the ${k} Knight(s) affected, in order: the first ${Math.min(k, footmen)} become Footmen (${footmen} available), any after are destroyed`, { count: k, options: grouped(knights) });
  const refs = given ?? knights.slice(0, k);
  if (refs.length !== k) return illegal(s, t, 'replace', 'WRONG_COUNT', `the card replaces exactly ${k} Knight(s), the choice names ${refs.length}`);
  s.ex.add(R.unitPool, `${t.house} has ${footmen} Footman/Footmen available (10 minus those on the board)`);
  swap(s, t, refs.slice(0, footmen), 'footman');
  destroy(s, t, refs.slice(footmen));
  note(s, t, `${Math.min(k, footmen)} Knight(s) replaced by Footmen${k > footmen ? `, ${k - footmen} destroyed for want of Footmen` : ''}`);
  applied(t);
}

function footmenToKnights(s: AttackState, t: Turn): void {
  if (!s.board) return pending(s, t, 'board', 'the board with every unit of the house');
  const footmen = unitList(s, t.house).filter((u) => u.type === 'footman');
  const most = Math.min(2, footmen.length, available(s, t.house, 'knight'));
  const given = t.choice?.replace;
  if (!given) return pending(s, t, 'replace', `may replace up to ${most} Footmen with available Knights (replace: [] declines)`, { count: most, options: grouped(footmen) });
  checkRefs(s, t, 'replace', given, 'footman');
  if (given.length > most) return illegal(s, t, 'replace', 'TOO_MANY', `at most ${most} Footmen can become Knights (2, and only Knights still available)`);
  swap(s, t, given, 'knight');
  note(s, t, given.length ? `${given.length} Footman/Footmen become Knights` : 'declines');
  applied(t);
}

function hand(s: AttackState, t: Turn, field: 'hand' | 'discards'): string[] | undefined {
  const h = s.houses.get(t.house)?.[field];
  if (!h) pending(s, t, field, `the house's House cards (houses[].${field})`);
  return h;
}

function setCards(s: AttackState, t: Turn, handNow: string[], discards: string[]): void {
  s.houses.set(t.house, { ...s.houses.get(t.house)!, hand: handNow, discards });
}

function influenceDrop(s: AttackState, t: Turn): void {
  if (needTracks(s, t)) return;
  const best = Math.min(...TRACKS.map((k) => s.tracks![k].indexOf(t.house)));
  const highest = TRACKS.filter((k) => s.tracks![k].indexOf(t.house) === best);
  // ties outside combat go to the Iron Throne holder (L1046-1049) under option preemptiveRaidTieByIronThrone
  const by = highest.length > 1 && s.throneTrack && s.throneTrack.by !== t.house ? s.throneTrack : undefined;
  if (by && t.choice?.track) return illegal(s, t, 'track', 'IRON_THRONE_DECIDES', `your highest tracks tie: ${by.by}, holding the Iron Throne, chooses (preemptiveRaidTieByIronThrone)`);
  const track = by ? by.track : (t.choice?.track ?? (highest.length === 1 ? highest[0] : undefined));
  if (!track) return pending(s, t, 'track', by ? `your highest Influence tracks tie: ${by.by}, holding the Iron Throne, chooses one of ${highest.join(', ')} (track in ${by.by}'s choices)` : `your highest Influence track is a tie: choose one of ${highest.join(', ')}`, { options: highest });
  if (!highest.includes(track)) return illegal(s, t, 'track', 'NOT_HIGHEST_TRACK', `${TRACK_NAME[track]} is not your highest track (${highest.join(', ')})`);
  moveOnTrack(s, t, track, Math.min(s.tracks![track].length, best + 3));
  applied(t);
}

export const CARD_RULES: Record<string, CardRule> = {
  'Silence at the Wall': { rule: R.silenceAtTheWall, fields: { lowest: [], other: [], highest: [] }, apply: { lowest: nothing, other: nothing, highest: nothing } },
  'Preemptive Raid': {
    rule: R.preemptiveRaid,
    fields: { lowest: ['option', 'destroy', 'track'], other: [], highest: [] },
    apply: {
      lowest: (s, t) => {
        const o = t.choice?.option;
        if (!o) return pending(s, t, 'option', 'choose "destroy" (2 of your units anywhere) or "influence" (2 positions down your highest Influence track)', { options: ['destroy', 'influence'] });
        if (o === 'destroy' && t.choice?.track) return illegal(s, t, 'track', 'CHOICE_NOT_NEEDED', 'the destroy option takes no track');
        if (o === 'influence' && t.choice?.destroy) return illegal(s, t, 'destroy', 'CHOICE_NOT_NEEDED', 'the influence option destroys no units');
        return o === 'destroy' ? destroyAnywhere(s, t, 2) : influenceDrop(s, t);
      },
      other: nothing,
      highest: (s, t) => {
        t.change.secondAttack = true;
        note(s, t, 'the Wildlings attack again at strength 6; this house takes no part in that bid');
        applied(t);
      },
    },
  },
  'Crow Killers': {
    rule: R.crowKillers,
    fields: { lowest: ['replace'], other: ['replace'], highest: ['replace'] },
    apply: { lowest: (s, t) => knightsToFootmen(s, t, true), other: (s, t) => knightsToFootmen(s, t, false), highest: footmenToKnights },
  },
  "Rattleshirt's Raiders": {
    rule: R.rattleshirtsRaiders,
    fields: { lowest: ['destroy'], other: ['destroy'], highest: [] },
    apply: { lowest: (s, t) => supplyStep(s, t, -2), other: (s, t) => supplyStep(s, t, -1), highest: (s, t) => supplyStep(s, t, 1) },
  },
  'Massing on the Milkwater': {
    rule: R.massingOnTheMilkwater,
    fields: { lowest: [], other: ['discard'], highest: [] },
    apply: {
      lowest: (s, t) => {
        const h = hand(s, t, 'hand');
        if (!h) return;
        if (h.length <= 1) return nothing(s, t);
        const top = Math.max(...h.map((id) => houseCard(id)!.strength));
        const out = h.filter((id) => houseCard(id)!.strength === top);
        setCards(s, t, h.filter((id) => !out.includes(id)), [...(s.houses.get(t.house)!.discards ?? []), ...out]);
        t.change.cardsDiscarded = out;
        note(s, t, `discards every card of strength ${top}: ${out.join(', ')}`);
        applied(t);
      },
      other: (s, t) => {
        const h = hand(s, t, 'hand');
        if (!h) return;
        const d = t.choice?.discard;
        if (h.length <= 1) return d ? illegal(s, t, 'discard', 'CHOICE_NOT_NEEDED', 'with one House card or none in hand nothing is discarded') : nothing(s, t);
        if (!d) return pending(s, t, 'discard', 'choose one House card in hand to discard', { options: h });
        if (!h.includes(d)) return illegal(s, t, 'discard', 'NOT_IN_HAND', `${d} is not in hand`);
        setCards(s, t, h.filter((id) => id !== d), [...(s.houses.get(t.house)!.discards ?? []), d]);
        t.change.cardsDiscarded = [d];
        note(s, t, `discards ${d}`);
        applied(t);
      },
      highest: (s, t) => {
        const d = hand(s, t, 'discards');
        if (!d) return;
        setCards(s, t, [...(s.houses.get(t.house)!.hand ?? []), ...d], []);
        t.change.cardsReturned = d;
        note(s, t, d.length ? `takes back ${d.join(', ')}` : 'has an empty discard pile');
        if (d.length) applied(t);
        else t.change.status = 'nothing';
      },
    },
  },
  'A King Beyond the Wall': {
    rule: R.kingBeyondTheWall,
    fields: { lowest: [], other: ['track'], highest: ['track'] },
    apply: {
      lowest: (s, t) => {
        if (needTracks(s, t)) return;
        for (const k of TRACKS) moveOnTrack(s, t, k, s.tracks![k].length);
        applied(t);
      },
      other: (s, t) => {
        if (needTracks(s, t)) return;
        const k = t.choice?.track;
        if (!k) return pending(s, t, 'track', 'choose fiefdoms or kingsCourt: your token goes to its bottom', { options: ['fiefdoms', 'kingsCourt'] });
        if (k === 'ironThrone') return illegal(s, t, 'track', 'WRONG_TRACK', 'only the Fiefdoms or King\u2019s Court track may be chosen');
        moveOnTrack(s, t, k, s.tracks![k].length);
        applied(t);
      },
      highest: (s, t) => {
        if (needTracks(s, t)) return;
        const k = t.choice?.track;
        if (!k) return pending(s, t, 'track', 'choose the Influence track whose top you take, with its Dominance token', { options: [...TRACKS] });
        moveOnTrack(s, t, k, 1);
        applied(t);
      },
    },
  },
  'Mammoth Riders': {
    rule: R.mammothRiders,
    fields: { lowest: ['destroy'], other: ['destroy'], highest: ['retrieve'] },
    apply: {
      lowest: (s, t) => destroyAnywhere(s, t, 3),
      other: (s, t) => destroyAnywhere(s, t, 2),
      highest: (s, t) => {
        const d = hand(s, t, 'discards');
        if (!d) return;
        const r = t.choice?.retrieve;
        if (r === undefined) return d.length ? pending(s, t, 'retrieve', 'may take one card of the discard pile back (retrieve: null declines)', { options: d }) : nothing(s, t);
        if (r === null) return nothing(s, t);
        if (!d.includes(r)) return illegal(s, t, 'retrieve', 'NOT_IN_DISCARDS', `${r} is not in the discard pile`);
        setCards(s, t, [...(s.houses.get(t.house)!.hand ?? []), r], d.filter((id) => id !== r));
        t.change.cardsReturned = [r];
        note(s, t, `takes ${r} back into hand`);
        applied(t);
      },
    },
  },
  'The Horde Descends': {
    rule: R.hordeDescends,
    fields: { lowest: ['destroy'], other: ['destroy'], highest: ['muster'] },
    apply: {
      lowest: (s, t) => {
        if (!s.board) return pending(s, t, 'board', 'the board with every unit of the house');
        const mine = unitList(s, t.house);
        const castles = [...new Set(mine.map((u) => u.area))].filter((a) => areaData(a)!.castle !== 'none' && mine.filter((u) => u.area === a).length >= 2);
        if (castles.length === 0) {
          note(s, t, 'no Castle or Stronghold of yours holds 2 units: 2 units anywhere');
          return destroyAnywhere(s, t, 2);
        }
        const given = t.choice?.destroy;
        if (given) checkRefs(s, t, 'destroy', given);
        const only = castles.length === 1 && forced(mine.filter((u) => u.area === castles[0]), 2);
        if (!given && !only) return pending(s, t, 'destroy', `destroy 2 units in one of: ${castles.join(', ')}`, { count: 2, options: grouped(mine.filter((u) => castles.includes(u.area))) });
        const refs = given ?? mine.filter((u) => u.area === castles[0]).slice(0, 2);
        if (refs.length !== 2 || new Set(refs.map((r) => r.area)).size !== 1 || !castles.includes(refs[0].area)) return illegal(s, t, 'destroy', 'NOT_ONE_CASTLE', `2 units in one Castle or Stronghold area of yours: ${castles.join(', ')}`);
        destroy(s, t, refs);
        note(s, t, `destroys 2 units in ${refs[0].area}`);
        applied(t);
      },
      other: (s, t) => destroyAnywhere(s, t, 1),
      highest: (s, t) => {
        if (!s.board) return pending(s, t, 'board', 'the board, to find the Castles and Strongholds you control');
        const mine = [...s.board].filter(([id, a]) => areaData(id)!.castle !== 'none' && ((a.units?.length ?? 0) > 0 ? a.owner : a.powerToken) === t.house).map(([id]) => ({ area: id, points: areaData(id)!.castle === 'stronghold' ? 2 : 1 }));
        const m = t.choice?.muster;
        if (m === undefined) return mine.length ? pending(s, t, 'muster', 'may muster in one Castle or Stronghold you control (muster: null declines)', { options: mine }) : nothing(s, t);
        if (m === null) return nothing(s, t);
        const at = mine.find((x) => x.area === m);
        if (!at) return illegal(s, t, 'muster', 'NOT_YOUR_CASTLE', `${m} is not a Castle or Stronghold you control`);
        t.change.muster = at;
        s.ex.add(R.muster, `${t.house} musters in ${m}: ${at.points} mustering point(s) under the normal rules (check the plan with armies/validate)`);
        applied(t);
      },
    },
  },
  'Skinchanger Scout': {
    rule: R.skinchangerScout,
    fields: { lowest: [], other: [], highest: [] },
    apply: {
      lowest: (s, t) => powerTo(s, t, () => 0, 'discards all available Power'),
      other: (s, t) => powerTo(s, t, (p) => Math.max(0, p - 2), 'discards 2 available Power (or all it has)'),
      highest: (s, t) => {
        const p = s.power.get(t.house)!;
        // D12: by default the bid is still in hand when the card is read; with wildlingTrackFirst it is already in the Pool
        if (s.trackFirst) {
          t.change.status = 'nothing';
          return note(s, t, `its ${p.bid} bid Power already went to the Pool (wildlingTrackFirst): nothing returns`);
        }
        powerTo(s, t, (x) => x + p.bid, `its ${p.bid} bid Power returns to its available Power`);
        p.bid = 0;
      },
    },
  },
};

function powerTo(s: AttackState, t: Turn, f: (left: number) => number, text: string): void {
  const p = s.power.get(t.house)!;
  const to = f(p.left);
  t.change.power = { from: p.left, to };
  p.left = to;
  note(s, t, `${text}: ${t.change.power.from} → ${to}`);
  applied(t);
}
