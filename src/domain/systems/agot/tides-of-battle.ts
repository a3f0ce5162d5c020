/**
 * Tides of Battle, the optional combat module (AGoT 001_4bc5a92fd4dd1b7e.txt L2924-2999, L2689-2690):
 * the 24-card deck (composition from got-board-game.md Appendix A.8 [EXT]; the seed describes the
 * card faces but not the counts) and the draws, exact (every draw weighted) or seeded.
 */
import { SeededRng } from '../../core/prob/rng.js';
import type { RollRecord } from '../../core/system.js';

export type TobId = 'zero' | 'sword' | 'fortification' | 'two' | 'three' | 'skull';

export interface TobCard {
  id: TobId;
  /** Copies in the deck. */
  count: number;
  /** The number on the shield, added to the combat strength (L2959-2967). */
  strength: number;
  /** Icons added to the House card's as if printed on it (L2969-2972). */
  swords: number;
  forts: number;
  /** One casualty for the opponent, whoever wins, not cancelled by Fortifications (L2976-2989). */
  skulls: number;
}

const t = (id: TobId, count: number, strength: number, swords = 0, forts = 0, skulls = 0): TobCard => ({ id, count, strength, swords, forts, skulls });

/** Appendix A.8: 8 blank, 4 Sword (+1), 4 Fortification (+1), 4 (+2), 2 (+3), 2 Skull. */
export const TOB_CARDS: readonly TobCard[] = [t('zero', 8, 0), t('sword', 4, 1, 1), t('fortification', 4, 1, 0, 1), t('two', 4, 2), t('three', 2, 3), t('skull', 2, 0, 0, 0, 1)];
export const TOB_IDS: readonly TobId[] = TOB_CARDS.map((c) => c.id);
export const TOB_DECK_SIZE = TOB_CARDS.reduce((s, c) => s + c.count, 0);
const byId = new Map(TOB_CARDS.map((c) => [c.id, c]));
export const tobCard = (id: string): TobCard | undefined => byId.get(id as TobId);

/** Cards left in the deck, by id. */
export type DeckCounts = Map<TobId, number>;

export const fullDeck = (): DeckCounts => new Map(TOB_CARDS.map((c) => [c.id, c.count]));
export function deckOf(ids: readonly TobId[]): DeckCounts {
  const d: DeckCounts = new Map(TOB_IDS.map((id) => [id, 0]));
  for (const id of ids) d.set(id, d.get(id)! + 1);
  return d;
}
const size = (d: DeckCounts) => [...d.values()].reduce((s, n) => s + n, 0);

/** The Blade holder's redraw (L2948-2957): who, and on which first cards he uses it. */
export interface RedrawPlan {
  side: 'attacker' | 'defender';
  /** The first cards he throws back; the replacement must be kept. */
  on: readonly TobId[];
}

export interface TobDraw {
  attacker: TobId;
  defender: TobId;
  /** The card the Blade holder discarded, if he redrew. */
  redrawn?: TobId;
}

/**
 * A card drawn from `deck` given the cards already out of it (`held`). D10: an empty deck is
 * reshuffled from every card not held in this combat.
 */
function source(deck: DeckCounts, held: readonly TobId[]): DeckCounts {
  if (size(deck) > 0) return deck;
  const rebuilt = fullDeck();
  for (const id of held) rebuilt.set(id, rebuilt.get(id)! - 1);
  return rebuilt;
}
function without(deck: DeckCounts, id: TobId): DeckCounts {
  const d = new Map(deck);
  d.set(id, d.get(id)! - 1);
  return d;
}

/** The deck after the cards already given left it, and those cards. */
function start(deck: DeckCounts, given: { attacker?: TobId; defender?: TobId }): { deck: DeckCounts; held: TobId[] } {
  let d = deck;
  const held: TobId[] = [];
  for (const id of [given.attacker, given.defender]) {
    if (!id) continue;
    if ((d.get(id) ?? 0) > 0) d = without(d, id);
    held.push(id);
  }
  return { deck: d, held };
}

/**
 * Every draw sequence with its probability: the attacker draws first, then the defender (cards
 * already given are not drawn), then the Blade holder's redraw if his first card is one he
 * throws back. Identical cards are merged, so a full deck gives at most 6 × 6 (× 6) branches.
 */
export function enumerateDraws(deck: DeckCounts, given: { attacker?: TobId; defender?: TobId }, redraw?: RedrawPlan): Array<{ draw: TobDraw; p: number }> {
  const out: Array<{ draw: TobDraw; p: number }> = [];
  const branch = (d: DeckCounts, held: TobId[], visit: (id: TobId, rest: DeckCounts, p: number) => void) => {
    const from = source(d, held);
    const n = size(from);
    for (const [id, k] of from) if (k > 0) visit(id, without(from, id), k / n);
  };
  const afterBoth = (d: DeckCounts, a: TobId, dd: TobId, p: number) => {
    const first = redraw?.side === 'attacker' ? a : dd;
    if (!redraw || !redraw.on.includes(first)) return out.push({ draw: { attacker: a, defender: dd }, p });
    branch(d, [redraw.side === 'attacker' ? dd : a], (c, _rest, q) => out.push({ draw: redraw.side === 'attacker' ? { attacker: c, defender: dd, redrawn: a } : { attacker: a, defender: c, redrawn: dd }, p: p * q }));
  };
  const s = start(deck, given);
  const forDefender = (d: DeckCounts, a: TobId, p: number) => {
    if (given.defender) return afterBoth(d, a, given.defender, p);
    branch(d, [a], (dd, rest, q) => afterBoth(rest, a, dd, p * q));
  };
  if (given.attacker) forDefender(s.deck, given.attacker, 1);
  else branch(s.deck, s.held, (a, rest, p) => forDefender(rest, a, p));
  return out;
}

/**
 * One draw sequence with the seeded generator: each card is a uniform pick among the cards left
 * (listed in Appendix A.8 order), the same as drawing the top card of a shuffled deck. The
 * transcript records each pick as a `d<cards left>` roll (1-based position in that list); a first
 * card thrown back with the Blade is marked `rerolled`.
 */
export function seededDraw(seed: string, deck: DeckCounts, given: { attacker?: TobId; defender?: TobId }, redraw?: RedrawPlan): { draw: TobDraw; rolls: RollRecord[] } {
  const rng = new SeededRng(seed);
  const rolls: RollRecord[] = [];
  const s = start(deck, given);
  let d = s.deck;
  const held = s.held;
  const rollOf: Partial<Record<'attacker' | 'defender', number>> = {};
  const pick = (side: 'attacker' | 'defender', purpose: string): TobId => {
    const from = source(d, held);
    const list = TOB_IDS.flatMap((id) => Array.from({ length: from.get(id) ?? 0 }, () => id));
    const i = rng.nextInt(list.length);
    rollOf[side] = rolls.length;
    rolls.push({ purpose, die: `d${list.length}`, value: i + 1, rerolled: false });
    d = without(from, list[i]);
    held.push(list[i]);
    return list[i];
  };
  const attacker = given.attacker ?? pick('attacker', 'Tides of Battle: attacker draws');
  const defender = given.defender ?? pick('defender', 'Tides of Battle: defender draws');
  const draw: TobDraw = { attacker, defender };
  if (redraw && redraw.on.includes(draw[redraw.side])) {
    const first = rollOf[redraw.side];
    if (first !== undefined) rolls[first].rerolled = true;
    draw.redrawn = draw[redraw.side];
    held.splice(held.indexOf(draw.redrawn), 1);
    draw[redraw.side] = pick(redraw.side, `Tides of Battle: ${redraw.side} redraws with the Valyrian Steel Blade`);
  }
  return { draw, rolls };
}
