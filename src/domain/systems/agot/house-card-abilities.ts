/**
 * One small rule per House card ability (texts: got-board-game.md Appendix A.5 [EXT]; Renly's is
 * printed at 001_4bc5a92fd4dd1b7e.txt L1957-1986). Each ability hooks into the combat step where it
 * acts; the combat runs the hooks of both cards at each step in Iron Throne order (L1880-1898):
 *   replace    — card play: "cancel" first (Tyrion), then swaps (Aeron)
 *   immediate  — on reveal (Mace, Doran, Queen of Thorns)
 *   unitWorth  — a unit's strength (Kevan, Victarion, Salladhor); later abilities override earlier
 *   opposingPrinted — the opponent's printed strength (Balon)
 *   strength   — strength parts and icons (Stannis, Davos, Theon, Catelyn, Asha, Nymeria)
 *   shield     — no casualties from cards, icons or Tides of Battle (the Blackfish)
 *   resolved   — once the victor is known, "if you win / lose" (Robb, Roose, Tywin, Cersei, Renly, Loras, Arianne)
 *   afterCombat — after the cards are discarded (Patchface)
 */
import { DomainError, pointer } from '../../core/errors.js';
import type { Rule } from '../../core/explain.js';
import type { UnitState } from './board.js';
import { opponent, TRACK_NAMES, type CardPlay, type ChoiceName, type CombatRequest, type FightState, type Hands, type Side } from './combat-types.js';
import { houseCard, type HouseCard } from './house-cards.js';
import { adjacent } from './map.js';
import type { House } from './map-types.js';
import { capGain, tokensOnBoard } from './power-pool.js';
import { CARD_RULES } from './rules.js';

export interface Ability {
  rule: Rule;
  /** The `choices` fields the ability reads. */
  choices?: readonly ChoiceName[];
  replace?(play: CardPlay, me: Side, req: CombatRequest): void;
  immediate?(f: FightState, me: Side): void;
  unitWorth?(f: FightState, me: Side, u: UnitState, owner: House, side: Side, value: number): number;
  /** What `unitWorth` did, when it changed a unit's strength. */
  worthNote?: string;
  opposingPrinted?(f: FightState, me: Side): number;
  strength?(f: FightState, me: Side): void;
  shield?: true;
  resolved?(f: FightState, me: Side, won: boolean): void;
  afterCombat?(f: FightState, me: Side, hands: Hands): void;
}

/** An ability waiting for its player's choice: a `pending` entry with the legal values, and an explanation step. */
export function awaiting(f: FightState, me: Side, field: ChoiceName, message: string, options: unknown[] | null): void {
  const card = f.s[me].card!;
  f.pending.push({ side: me, house: f.s[me].house, card: card.id, field: pointer(me, 'choices', field), message, options });
  f.ex.add(ABILITIES[card.id]!.rule, `${card.name} (${f.s[me].house}): waits for choices.${field}: ${message}`);
}

/**
 * The areas holding an order of `house` that `keep` accepts: from the board when given, else only
 * the Support orders the request's supports imply (null: without a board the list cannot be known).
 */
export function ordersOf(f: { req: CombatRequest }, house: House, keep: (area: string) => boolean): string[] | null {
  const { board, supports } = f.req;
  const found = new Set<string>();
  for (const a of board ?? []) if (a.order && a.owner === house && keep(a.id)) found.add(a.id);
  for (const g of supports ?? []) if (g.house === house && keep(g.area)) found.add(g.area);
  return board || found.size > 0 ? [...found].sort() : null;
}

/** Report what an ability did: a `cardEffects` entry and an explanation step citing its rule. */
export function applied(f: FightState, me: Side, effect: string): void {
  const card = f.s[me].card!;
  f.effects.push({ card: card.name, effect });
  f.ex.add(ABILITIES[card.id]!.rule, `${card.name} (${f.s[me].house}): ${effect}`);
}

/** Sides in Iron Throne order (L1884-1895); without the track, the attacker first. */
export function ironThroneOrder(f: { tracks: FightState['tracks']; s: FightState['s'] } | { req: CombatRequest }, houses: Record<Side, House>): Side[] {
  const throne = 'tracks' in f ? f.tracks.ironThrone : f.req.ironThrone;
  const a = throne?.indexOf(houses.attacker) ?? -1;
  const d = throne?.indexOf(houses.defender) ?? -1;
  return a >= 0 && d >= 0 && d < a ? ['defender', 'attacker'] : ['attacker', 'defender'];
}

const footmanOf = (f: FightState, side: Side) => {
  const alive = f.s[side].units.filter((u) => !u.destroyedBy && u.unit.type === 'footman');
  return alive.find((u) => !u.unit.routed) ?? alive[0];
};

export const ABILITIES: Readonly<Record<string, Ability>> = {
  // —— Stark ——
  'robb-stark': {
    rule: CARD_RULES['robb-stark'],
    choices: ['retreatTo'],
    resolved(f, me, won) {
      if (!won) return;
      const to = f.s[me].choices.retreatTo;
      if (me === 'defender') applied(f, me, `the defeated attacker returns to ${f.req.attacker.from}, the only area it may retreat to`);
      else if (to === null) applied(f, me, 'not used: the defender chooses his retreat');
      else if (to === undefined) f.robbUndecided = f.s[me].house;
      else {
        f.retreatChoice = { area: to, chosenBy: f.s[me].house };
        applied(f, me, `the defender retreats to ${to}`);
      }
    },
  },
  'roose-bolton': {
    rule: CARD_RULES['roose-bolton'],
    resolved(f, me, won) {
      if (won) return;
      f.discardReturns.push(me);
      applied(f, me, 'his discard pile, Roose Bolton included, returns to hand');
    },
  },
  'the-blackfish': { rule: CARD_RULES['the-blackfish'], shield: true },
  'catelyn-stark': {
    rule: CARD_RULES['catelyn-stark'],
    strength(f, me) {
      const order = me === 'defender' ? (f.req.defender.defenseOrder ?? 0) : 0;
      if (order === 0) return;
      f.s[me].parts.push({ source: 'Catelyn Stark', value: order });
      applied(f, me, `the Defense order counts double: +${order}`);
    },
  },
  // —— Lannister ——
  'tywin-lannister': {
    rule: CARD_RULES['tywin-lannister'],
    resolved(f, me, won) {
      if (!won) return;
      // Capped by the house's tokens left in the Power Pool, known when its available Power is given (power-pool.ts)
      const h = f.s[me].house;
      const available = f.req[me].availablePower;
      const gain = available === undefined ? 2 : capGain(f.ex, h, 2, available, tokensOnBoard(f.req.board ?? [], h));
      f.powerChanges.push({ house: h, change: gain, card: 'Tywin Lannister' });
      applied(f, me, `gain ${gain} Power`);
    },
  },
  'ser-kevan-lannister': {
    rule: CARD_RULES['ser-kevan-lannister'],
    unitWorth: (_f, me, u, owner, side, value) => (me === 'attacker' && side === me && owner === 'lannister' && u.type === 'footman' ? 2 : value),
    worthNote: 'attacking: Lannister Footmen, supporting ones too, are worth 2',
  },
  'tyrion-lannister': {
    rule: CARD_RULES['tyrion-lannister'],
    choices: ['cancel'],
    replace(play, me, req) {
      const them = opponent(me);
      const cancelled = play.card[them];
      if (!cancelled) return;
      // the ability is optional ("may", Appendix A.5): the player may keep the opponent's card in play
      if (req[me].choices?.cancel === false) {
        play.steps.push({ side: me, card: houseCard('tyrion-lannister')!, effect: `not used: ${cancelled.name} stays in play` });
        return;
      }
      const id = req[them].replacement;
      const next = id ? houseCard(id)! : null;
      play.card[them] = next;
      play.steps.push({ side: me, card: houseCard('tyrion-lannister')!, effect: `${cancelled.name} is cancelled and returns to hand; ${req[them].house} plays ${next ? next.name : 'no card (none left in hand)'}` });
    },
  },
  'cersei-lannister': {
    rule: CARD_RULES['cersei-lannister'],
    choices: ['removeOrder'],
    resolved(f, me, won) {
      if (!won) return;
      const at = f.s[me].choices.removeOrder;
      const them = f.s[opponent(me)].house;
      if (at === undefined) {
        // the March order and the orders in the embattled area leave with the combat anyway (L2164-2172)
        const options = ordersOf(f, them, (a) => a !== f.where.id && a !== f.req.attacker.from);
        if (options?.length === 0) return applied(f, me, `${them} has no other order on the board`);
        return awaiting(f, me, 'removeOrder', `the ${them} order to remove, anywhere (null: not used)${options ? '' : '; give the board to list them'}`, options);
      }
      if (at === null) return applied(f, me, 'not used');
      f.ordersRemoved.push({ area: at, house: them, by: 'Cersei Lannister' });
      applied(f, me, `removes ${f.s[opponent(me)].house}'s order in ${at}`);
    },
  },
  // —— Baratheon ——
  'stannis-baratheon': {
    rule: CARD_RULES['stannis-baratheon'],
    strength(f, me) {
      const throne = f.tracks.ironThrone ?? [];
      const mine = throne.indexOf(f.s[me].house);
      const theirs = throne.indexOf(f.s[opponent(me)].house);
      if (theirs < 0 || mine < 0 || theirs > mine) return;
      f.s[me].parts.push({ source: 'Stannis Baratheon', value: 1 });
      applied(f, me, '+1: the opponent is higher on the Iron Throne track');
    },
  },
  'renly-baratheon': {
    rule: CARD_RULES['renly-baratheon'],
    choices: ['upgrade'],
    resolved(f, me, won) {
      if (!won) return;
      const up = f.s[me].choices.upgrade;
      if (up === null) return applied(f, me, 'not used');
      if (!up) {
        const options = renlyFootmen(f, me);
        if (options.length === 0) return applied(f, me, knightsLeft(f, me) === 0 ? 'no Knight is available to upgrade to (5 per house, L29-35)' : 'no participating or supporting Baratheon Footman to upgrade');
        return awaiting(f, me, 'upgrade', 'the Footman that becomes a Knight: {unit} in the embattled area, or {area, unit} supporting (null: not used)', options);
      }
      if (knightsLeft(f, me) === 0) throw choiceError(me, 'upgrade', 'no_knight_available', 'all 5 Baratheon Knights are on the board (L29-35)');
      if (up.area === undefined && f.s[me].units.find((u) => u.index === up.unit)?.destroyedBy) {
        throw choiceError(me, 'upgrade', 'destroyed', `that Footman was destroyed by ${f.s[me].units.find((u) => u.index === up.unit)!.destroyedBy}`);
      }
      const at = up.area ?? f.where.id;
      f.upgrades.push({ side: me, area: at, unit: up.unit, from: 'footman', to: 'knight' });
      applied(f, me, `the Footman ${up.area ? `supporting from ${up.area}` : `in ${at}`} (unit ${up.unit}) becomes a Knight`);
    },
  },
  'ser-davos-seaworth': {
    rule: CARD_RULES['ser-davos-seaworth'],
    strength(f, me) {
      if (!f.s[me].discard.includes('stannis-baratheon')) return;
      f.s[me].parts.push({ source: 'Ser Davos Seaworth', value: 1 });
      f.s[me].swords++;
      applied(f, me, '+1 and 1 Sword: Stannis Baratheon is in the discard pile');
    },
  },
  'salladhor-saan': {
    rule: CARD_RULES['salladhor-saan'],
    unitWorth: (f, me, u, owner, _side, value) => (f.s[me].supports.length > 0 && u.type === 'ship' && owner !== 'baratheon' ? 0 : value),
    worthNote: 'supported: every non-Baratheon Ship is worth 0',
  },
  patchface: {
    rule: CARD_RULES.patchface,
    choices: ['discardFromHand'],
    afterCombat(f, me, hands) {
      const id = f.s[me].choices.discardFromHand;
      const theirs = hands[opponent(me)];
      if (id === null) return applied(f, me, 'not used');
      if (id === undefined) {
        if (theirs.hand.length === 0) return applied(f, me, `${f.s[opponent(me)].house} holds no card after the combat`);
        return awaiting(f, me, 'discardFromHand', `the card ${f.s[opponent(me)].house} discards from its hand (null: not used)`, [...theirs.hand]);
      }
      if (!theirs.hand.includes(id)) throw choiceError(me, 'discardFromHand', 'not_in_hand', `after the combat ${f.s[opponent(me)].house} holds ${theirs.hand.join(', ') || 'no card'}`);
      theirs.hand.splice(theirs.hand.indexOf(id), 1);
      theirs.discard.push(id);
      applied(f, me, `${houseCard(id)!.name} is discarded from ${f.s[opponent(me)].house}'s hand`);
    },
  },
  // —— Greyjoy ——
  'victarion-greyjoy': {
    rule: CARD_RULES['victarion-greyjoy'],
    unitWorth: (_f, me, u, owner, side, value) => (me === 'attacker' && side === me && owner === 'greyjoy' && u.type === 'ship' ? 2 : value),
    worthNote: 'attacking: Greyjoy Ships, supporting ones too, are worth 2',
  },
  'balon-greyjoy': { rule: CARD_RULES['balon-greyjoy'], opposingPrinted: () => 0 },
  'theon-greyjoy': {
    rule: CARD_RULES['theon-greyjoy'],
    strength(f, me) {
      if (me !== 'defender' || !f.castle) return;
      f.s[me].parts.push({ source: 'Theon Greyjoy', value: 1 });
      f.s[me].swords++;
      applied(f, me, '+1 and 1 Sword defending a Castle or Stronghold');
    },
  },
  'asha-greyjoy': {
    rule: CARD_RULES['asha-greyjoy'],
    strength(f, me) {
      if (f.s[me].supports.length > 0) return;
      f.s[me].swords += 2;
      f.s[me].forts += 1;
      applied(f, me, 'not supported: 2 Swords and 1 Fortification');
    },
  },
  'aeron-damphair': {
    rule: CARD_RULES['aeron-damphair'],
    replace(play, me, req) {
      const id = req[me].replacement;
      // only the Aeron played first swaps (one cancelled by Tyrion leaves with its replacement)
      if (!id || req[me].card !== 'aeron-damphair' || play.card[me]?.id !== 'aeron-damphair') return;
      const next = houseCard(id)!;
      play.spent[me].push(play.card[me]!);
      play.card[me] = next;
      play.steps.push({ side: me, card: houseCard('aeron-damphair')!, effect: `discards 2 Power and is swapped for ${next.name}`, power: -2 });
    },
  },
  // —— Tyrell ——
  'mace-tyrell': {
    rule: CARD_RULES['mace-tyrell'],
    immediate(f, me) {
      const them = opponent(me);
      const victim = footmanOf(f, them);
      if (!victim) return applied(f, me, 'no opposing Footman to destroy');
      if (shielded(f, them)) return applied(f, me, `no effect: ${f.s[them].card!.name} takes no casualties from card abilities`);
      victim.destroyedBy = 'Mace Tyrell';
      f.destroyedByCards.push({ side: them, type: 'footman' });
      f.destroyed.push({ side: them, index: victim.index, type: 'footman', cause: 'Mace Tyrell' });
      applied(f, me, `destroys one of ${f.s[them].house}'s Footmen (unit ${victim.index}) before the final strength`);
    },
  },
  'ser-loras-tyrell': {
    rule: CARD_RULES['ser-loras-tyrell'],
    resolved(f, me, won) {
      if (!won || me !== 'attacker') return;
      f.marchOrderMoves = true;
      applied(f, me, `the March order moves from ${f.req.attacker.from} into ${f.where.id} instead of being removed, if the attackers enter`);
    },
  },
  'queen-of-thorns': {
    rule: CARD_RULES['queen-of-thorns'],
    choices: ['removeOrder'],
    immediate(f, me) {
      const at = f.s[me].choices.removeOrder;
      const them = opponent(me);
      if (at === undefined) {
        const options = queenOptions(f, me);
        if (options?.length === 0) return applied(f, me, `${f.s[them].house} has no order adjacent to the embattled area`);
        return awaiting(f, me, 'removeOrder', `the ${f.s[them].house} order adjacent to ${f.where.id} to remove${options ? '' : '; give the board to list them'}`, options);
      }
      if (at === null) return applied(f, me, 'the opponent has no order adjacent to the embattled area');
      f.ordersRemoved.push({ area: at, house: f.s[them].house, by: 'Queen of Thorns' });
      // a removed Support order lends nothing: the strength is recalculated without it (L1776-1779, L2015-2018)
      const lost = f.s[them].supports.find((g) => g.area === at && g.house === f.s[them].house);
      if (lost) {
        f.s[them].supports = f.s[them].supports.filter((g) => g !== lost);
        f.supportsRemoved.push({ area: at, reason: 'SUPPORT_ORDER_REMOVED' });
      }
      applied(f, me, `removes ${f.s[them].house}'s order in ${at}${lost ? `: that Support order no longer lends its strength, and ${f.s[them].house} is ${f.s[them].supports.length ? 'still' : 'no longer'} supported` : ''}`);
    },
  },
  // —— Martell ——
  'nymeria-sand': {
    rule: CARD_RULES['nymeria-sand'],
    strength(f, me) {
      if (me === 'defender') f.s[me].forts++;
      else f.s[me].swords++;
      applied(f, me, me === 'defender' ? 'defending: 1 Fortification' : 'attacking: 1 Sword');
    },
  },
  'arianne-martell': {
    rule: CARD_RULES['arianne-martell'],
    resolved(f, me, won) {
      if (won || me !== 'defender') return;
      f.attackersMayEnter = false;
      applied(f, me, `the attackers may not enter ${f.where.id} and return to ${f.req.attacker.from}; her units still retreat`);
    },
  },
  'doran-martell': {
    rule: CARD_RULES['doran-martell'],
    choices: ['track'],
    immediate(f, me) {
      const track = f.s[me].choices.track!;
      const them = opponent(me);
      const house = f.s[them].house;
      const before = f.tracks[track]!;
      const after = [...before.filter((h) => h !== house), house];
      f.tracks[track] = after;
      f.trackChanges.push({ track, order: after });
      let extra = '';
      if (before[0] === house && after[0] !== house) {
        extra = track === 'fiefdoms' ? `; the Valyrian Steel Blade passes to ${after[0]}` : track === 'ironThrone' ? `; the Iron Throne passes to ${after[0]}` : `; the Messenger Raven passes to ${after[0]}`;
        if (track === 'fiefdoms' && f.s[them].blade) {
          f.s[them].blade = false;
          extra += `, so ${house} cannot use it`;
        }
      }
      applied(f, me, `${house} moves to the bottom of the ${TRACK_NAMES[track]} track${extra}`);
    },
  },
};

/** Queen of Thorns' legal orders: the opponent's, adjacent to the embattled area, never the March that started the combat. */
export const queenOptions = (f: { req: CombatRequest }, me: Side): string[] | null =>
  ordersOf(f, f.req[opponent(me)].house, (a) => adjacent(a, f.req.area) && !(me === 'defender' && a === f.req.attacker.from));

/** Renly's candidates: participating Footmen still standing, and Footmen in granted Baratheon supports (none without an available Knight). */
function renlyFootmen(f: FightState, me: Side): Array<{ unit: number; area?: string }> {
  if (knightsLeft(f, me) === 0) return [];
  const own = f.s[me].units.filter((u) => !u.destroyedBy && !u.unit.routed && u.unit.type === 'footman').map((u) => ({ unit: u.index }));
  const backing = f.s[me].supports.filter((g) => g.house === 'baratheon').flatMap((g) => g.units.flatMap((u, unit) => (u.type === 'footman' && !u.routed ? [{ area: g.area, unit }] : [])));
  return [...own, ...backing];
}

/** Knights the house can still take from its pool (5, L29-35): known only with the board (else assumed available). */
function knightsLeft(f: FightState, me: Side): number | undefined {
  if (!f.req.board) return undefined;
  const house = f.s[me].house;
  const onBoard = f.req.board.filter((a) => a.owner === house && a.id !== f.where.id).reduce((n, a) => n + (a.units ?? []).filter((u) => u.type === 'knight').length, 0);
  return 5 - onBoard - f.s[me].units.filter((u) => !u.destroyedBy && u.unit.type === 'knight').length;
}

export const shielded = (f: FightState, side: Side): boolean => Boolean(f.s[side].card && ABILITIES[f.s[side].card!.id]?.shield);

/** A choice that the combat itself made impossible (e.g. Renly upgrading a Footman Mace destroyed). */
export const choiceError = (side: Side, field: ChoiceName, code: string, message: string) =>
  new DomainError('invalid_input', `Invalid choice for ${side}'s House card`, [{ path: pointer(side, 'choices', field), code, message }]);

/**
 * The card-play step (L1884-1886): Tyrion's cancel first, then Aeron's swap, each in Iron Throne
 * order. Deterministic from the request, so it runs once and validation can see the cards in play.
 */
export function playCards(req: CombatRequest, cards: Record<Side, HouseCard>): CardPlay {
  const play: CardPlay = { card: { ...cards }, spent: { attacker: [], defender: [] }, steps: [] };
  const order = ironThroneOrder({ req }, { attacker: req.attacker.house, defender: req.defender.house });
  for (const kind of ['tyrion-lannister', 'aeron-damphair']) {
    for (const me of order) if (play.card[me]?.id === kind) ABILITIES[kind]!.replace!(play, me, req);
  }
  for (const s of order) if (play.card[s]) play.spent[s].push(play.card[s]!);
  return play;
}

