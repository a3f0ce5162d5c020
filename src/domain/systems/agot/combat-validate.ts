/**
 * A combat request checked before any rule runs: every offending field is reported at once with
 * its JSON pointer (cards, discard piles, replacements, the choices each card in play needs,
 * Tides of Battle cards and deck). Supports are granted or excluded here (L1644-1786).
 */
import { DomainError, IssueCollector, pointer } from '../../core/errors.js';
import type { RulesContext } from '../../core/system.js';
import { opponent, SIDES, TRACKS, TRACK_NAMES, type CardPlay, type ChoiceName, type CombatRequest, type GrantedSupport, type Side } from './combat-types.js';
import { ABILITIES, playCards, queenOptions } from './house-card-abilities.js';
import { HOUSE_CARDS, houseCard, type HouseCard } from './house-cards.js';
import { readBoard } from './board.js';
import { adjacent, area } from './map.js';
import { transportChain } from './march.js';
import type { AreaData, House } from './map-types.js';
import type { AreaState, UnitState } from './board.js';
import { tobCard, TOB_IDS, type TobId } from './tides-of-battle.js';

export interface Prepared {
  req: CombatRequest;
  where: AreaData;
  play: CardPlay;
  granted: Record<Side, GrantedSupport[]>;
  excludedSupports: Array<{ area: string; reason: string }>;
}

const CHOICES: readonly ChoiceName[] = ['cancel', 'retreatTo', 'removeOrder', 'upgrade', 'discardFromHand', 'track'];

export function validateCombat(req: CombatRequest, ctx: RulesContext): Prepared {
  const v = new IssueCollector();
  const unknown = new IssueCollector();
  const where = area(req.area);
  if (!where) throw new DomainError('unknown_reference', `no area "${req.area}"`, [{ path: '/area', code: 'unknown_area', message: 'not on the board' }]);
  if (!area(req.attacker.from)) throw new DomainError('unknown_reference', `no area "${req.attacker.from}"`, [{ path: '/attacker/from', code: 'unknown_area', message: 'not on the board' }]);
  const board = req.board ? readBoard(req.board) : undefined;
  const cards = {} as Record<Side, HouseCard>;
  for (const side of SIDES) {
    const s = req[side];
    const card = houseCard(s.card);
    if (!card) throw new DomainError('unknown_reference', `no House card "${s.card}"`, [{ path: pointer(side, 'card'), code: 'unknown_card', message: 'see the catalogue for card ids' }]);
    if (card.house !== s.house) v.add(pointer(side, 'card'), 'not_owned', `${card.name} is a ${card.house} card; ${s.house} does not own it`);
    cards[side] = card;
    s.units.forEach((u, i) => {
      if ((where.type === 'land') === (u.type === 'ship')) v.add(pointer(side, 'units', i, 'type'), 'cannot_occupy', `a ${u.type} cannot fight in ${where.name}`);
    });
    // the discard pile (L1900-1904): the house's own cards, once each, never the card played
    const seen = new Set<string>();
    (s.discard ?? []).forEach((id, i) => {
      const c = houseCard(id);
      if (!c) unknown.add(pointer(side, 'discard', i), 'unknown_card', `no House card "${id}"`);
      else if (c.house !== s.house) v.add(pointer(side, 'discard', i), 'not_owned', `${c.name} is a ${c.house} card`);
      else if (seen.has(id)) v.add(pointer(side, 'discard', i), 'duplicate', `${c.name} is listed twice`);
      else if (id === s.card) v.add(pointer(side, 'card'), 'in_discard_pile', `${c.name} is in the discard pile and cannot be played (L1902-1904)`);
      seen.add(id);
    });
  }
  if (req.attacker.house === req.defender.house) v.add('/defender/house', 'same_house', 'a house does not fight itself');
  for (const side of SIDES) checkCasualtyOrder(req, side, v);
  if (req.attacker.blade && req.defender.blade) v.add('/defender/blade', 'one_blade', 'there is one Valyrian Steel Blade; only its holder may use it');

  // Replacement cards: the opponent's Tyrion (L1884-1886) or the side's own Aeron Damphair
  for (const side of SIDES) {
    const s = req[side];
    const at = pointer(side, 'replacement');
    const tyrion = cards[opponent(side)].id === 'tyrion-lannister' && req[opponent(side)].choices?.cancel !== false;
    const aeron = cards[side].id === 'aeron-damphair';
    const hand = HOUSE_CARDS.filter((c) => c.house === s.house && c.id !== s.card && !(s.discard ?? []).includes(c.id));
    if (s.replacement === undefined) {
      if (tyrion) v.add(at, 'missing_choice', `Tyrion Lannister cancels ${cards[side].name}: give the card ${s.house} plays instead (null if none is left in hand: ${hand.map((c) => c.id).join(', ') || 'none'}), or set ${opponent(side)}.choices.cancel to false if he declines`);
      continue;
    }
    if (!tyrion && !aeron) {
      v.add(at, 'not_applicable', `a replacement is played only when Tyrion Lannister cancels the card${cards[opponent(side)].id === 'tyrion-lannister' ? ' (he declines: choices.cancel is false)' : ''} or Aeron Damphair is swapped`);
      continue;
    }
    if (s.replacement === null) {
      if (!tyrion) v.add(at, 'invalid', 'Aeron Damphair is swapped for a card from hand; omit replacement to keep him');
      else if (hand.length > 0) v.add(at, 'card_in_hand', `${s.house} still holds ${hand.map((c) => c.id).join(', ')} and must choose one`);
      continue;
    }
    const r = houseCard(s.replacement);
    if (!r) unknown.add(at, 'unknown_card', `no House card "${s.replacement}"`);
    else if (r.house !== s.house) v.add(at, 'not_owned', `${r.name} is a ${r.house} card`);
    else if (!hand.includes(r)) v.add(at, 'not_in_hand', `${r.name} is ${r.id === s.card ? 'the card being replaced' : 'in the discard pile'}`);
    else if (!tyrion && s.availablePower !== undefined && s.availablePower < 2) v.add(pointer(side, 'availablePower'), 'insufficient_power', `Aeron Damphair costs 2 Power; ${s.house} has ${s.availablePower}`);
  }

  // Supports (L1644-1786): adjacency to the embattled area, sea/land and port rules, all-or-nothing
  const granted: Record<Side, GrantedSupport[]> = { attacker: [], defender: [] };
  const excludedSupports: Array<{ area: string; reason: string }> = [];
  (req.supports ?? []).forEach((s, i) => {
    const from = area(s.area);
    if (!from) throw new DomainError('unknown_reference', `no area "${s.area}"`, [{ path: pointer('supports', i, 'area'), code: 'unknown_area', message: 'not on the board' }]);
    if (s.to === 'none') return;
    // with the board given: a Support order of that house in that area, lending all its units (L1648-1649, L1709-1713)
    const there = board?.get(s.area);
    if (board && (there?.order?.type !== 'support' || there.owner !== s.house)) v.add(pointer('supports', i, 'area'), 'SUPPORT_NO_ORDER', `the board shows no ${s.house} Support order in ${from.name}`);
    else if (there && !sameUnits(there.units ?? [], s.units)) v.add(pointer('supports', i, 'units'), 'SUPPORT_PARTIAL', `a Support order lends all ${(there.units ?? []).length} unit(s) in ${from.name} or none (L1648-1649, L1770-1771)`);
    const against = s.to === 'attacker' ? req.defender.house : req.attacker.house;
    let reason: string | undefined;
    if (!adjacent(s.area, req.area)) reason = 'SUPPORT_NOT_ADJACENT';
    else if (where.type !== 'land' && s.units.some((u) => u.type !== 'ship')) reason = 'SUPPORT_LAND_TO_SEA';
    else if (from.type === 'port' && where.type === 'land') reason = 'SUPPORT_FROM_PORT_TO_LAND';
    else if (s.house === against) reason = 'SUPPORT_AGAINST_OWN_UNITS';
    if (reason) excludedSupports.push({ area: s.area, reason });
    else granted[s.to].push(s);
  });

  // the cards in play decide which choices are needed; with bad cards or replacements, the first cards
  const play = v.empty && unknown.empty ? playCards(req, cards) : undefined;
  for (const side of SIDES) checkChoices(req, side, cards[side], play ? play.card[side] : cards[side], granted, board, v, unknown);
  const own = req.defender.retreatTo;
  if (own !== undefined && !area(own)) unknown.add('/defender/retreatTo', 'unknown_area', `no area "${own}" on the board`);
  else if (own !== undefined && play?.card.attacker?.id === 'robb-stark' && typeof req.attacker.choices?.retreatTo === 'string') v.add('/defender/retreatTo', 'not_applicable', 'Robb Stark names the retreat area (attacker.choices.retreatTo)');
  checkTides(req, ctx, v, unknown);
  if (!v.empty || !unknown.empty) {
    const issues = [...unknown.issues, ...v.issues];
    throw new DomainError(v.empty ? 'unknown_reference' : 'invalid_input', 'Invalid combat', issues);
  }
  checkPossible(req, board, play!);
  return { req, where, play: play!, granted, excludedSupports };
}

/** The choices the card in play needs (and no choice no card of the side reads). */
function checkChoices(req: CombatRequest, side: Side, first: HouseCard, inPlay: HouseCard | null, granted: Record<Side, GrantedSupport[]>, board: Map<string, AreaState> | undefined, v: IssueCollector, unknown: IssueCollector): void {
  const supports = granted[side];
  const s = req[side];
  const choices = s.choices ?? {};
  const at = (name: ChoiceName) => pointer(side, 'choices', name);
  const reads = (c: HouseCard | null | undefined, name: ChoiceName) => Boolean(c && ABILITIES[c.id]?.choices?.includes(name));
  const replacement = s.replacement ? houseCard(s.replacement) : undefined;
  for (const name of CHOICES) {
    if (choices[name] !== undefined && !reads(first, name) && !reads(replacement, name)) v.add(at(name), 'not_applicable', `no House card ${s.house} plays reads ${name}`);
  }
  const id = inPlay?.id;
  const them = opponent(side);
  const known = (name: ChoiceName, a: string) => {
    if (area(a)) return true;
    unknown.add(at(name), 'unknown_area', `no area "${a}" on the board`);
    return false;
  };
  if (id === 'robb-stark' && side === 'defender' && choices.retreatTo !== undefined) v.add(at('retreatTo'), 'not_applicable', 'a defeated attacker always returns to the area it marched from (L2115-2116)');
  else if (id === 'robb-stark' && typeof choices.retreatTo === 'string' && known('retreatTo', choices.retreatTo)) {
    const to = area(choices.retreatTo)!;
    if (!adjacent(to.id, req.area)) v.add(at('retreatTo'), 'not_adjacent', `${to.name} is not adjacent to ${req.area} (L2126)`);
    else if (to.id === req.attacker.from) v.add(at('retreatTo'), 'attacker_origin', 'never the area the attackers marched from (L2128-2130)');
    else if ((area(req.area)!.type === 'land') !== (to.type === 'land')) v.add(at('retreatTo'), 'wrong_area_kind', `${req.defender.house}'s units cannot retreat into ${to.name} (L2143-2145)`);
  }
  // with the board given, an order to remove must be there and the opponent's (L1873-1878)
  const holdsOrder = (o: string) => {
    if (!board || (board.get(o)?.order && board.get(o)?.owner === req[them].house)) return true;
    v.add(at('removeOrder'), 'no_order', `the board shows no ${req[them].house} order in ${o}`);
    return false;
  };
  if (id === 'cersei-lannister' && typeof choices.removeOrder === 'string' && known('removeOrder', choices.removeOrder)) holdsOrder(choices.removeOrder);
  if (id === 'queen-of-thorns') {
    const o = choices.removeOrder;
    const options = queenOptions({ req }, side);
    // her choice decides this combat's strength when an opponent's support is at stake (L2015-2018): it is required then
    const stake = granted[them].filter((g) => g.house === req[them].house && options?.includes(g.area)).map((g) => g.area);
    if (o === undefined && stake.length > 0) v.add(at('removeOrder'), 'missing_choice', `Queen of Thorns removes one of ${options!.join(', ')}; removing the Support order in ${stake.join(', ')} changes ${req[them].house}'s strength`);
    else if (o === null && board && options && options.length > 0) v.add(at('removeOrder'), 'order_to_remove', `the ability is not optional: ${req[them].house} has orders in ${options.join(', ')}`);
    else if (typeof o === 'string' && known('removeOrder', o)) {
      if (!adjacent(o, req.area)) v.add(at('removeOrder'), 'not_adjacent', `${o} is not adjacent to ${req.area}`);
      else if (side === 'defender' && o === req.attacker.from) v.add(at('removeOrder'), 'march_order', 'not the March order that started this combat');
      else holdsOrder(o);
    }
  }
  if (id === 'renly-baratheon' && choices.upgrade) {
    const up = choices.upgrade;
    const units = up.area === undefined ? s.units : supports.find((g) => g.area === up.area && g.house === 'baratheon')?.units;
    if (!units) v.add(at('upgrade'), 'no_support', `no Baratheon support from ${up.area} is granted to ${side}`);
    else if (units[up.unit]?.type !== 'footman' || units[up.unit]?.routed) v.add(at('upgrade'), 'not_footman', `unit ${up.unit} is not a participating Footman`);
  }
  if (id === 'patchface' && typeof choices.discardFromHand === 'string') {
    const c = houseCard(choices.discardFromHand);
    if (!c) unknown.add(at('discardFromHand'), 'unknown_card', `no House card "${choices.discardFromHand}"`);
    else if (c.house !== req[them].house) v.add(at('discardFromHand'), 'not_owned', `${c.name} is not a ${req[them].house} card`);
  }
  if (id === 'stannis-baratheon') {
    // Stannis compares the two houses on the Iron Throne track (Appendix A.5)
    if (!req.ironThrone) v.add('/ironThrone', 'missing_track', `Stannis Baratheon compares ${s.house} and ${req[them].house} on the Iron Throne track: give it, position 1 first`);
    else for (const h of [s.house, req[them].house]) if (!req.ironThrone.includes(h)) v.add('/ironThrone', 'house_missing', `${h} is not on the Iron Throne track given`);
  }
  if (id === 'doran-martell') {
    const t = choices.track;
    if (t === undefined) v.add(at('track'), 'missing_choice', `Doran Martell moves ${req[them].house} to the bottom of one Influence track: ${TRACKS.join(', ')}`);
    else if (!TRACKS.includes(t)) v.add(at('track'), 'enum', `one of ${TRACKS.join(', ')}`);
    else if (!req[t]) v.add(pointer(t), 'missing_track', `Doran Martell moves ${req[them].house} on the ${TRACK_NAMES[t]} track: give it, position 1 first`);
    else if (!req[t]!.includes(req[them].house)) v.add(pointer(t), 'house_missing', `${req[them].house} is not on the ${TRACK_NAMES[t]} track given`);
  }
}

/** Tides of Battle inputs (L2924-2999; deck: Appendix A.8; D9, D10). */
function checkTides(req: CombatRequest, ctx: RulesContext, v: IssueCollector, unknown: IssueCollector): void {
  const on = ctx.options.tidesOfBattle === true;
  const t = req.tidesOfBattle;
  if (!on) {
    if (t) v.add('/tidesOfBattle', 'not_enabled', 'set options.tidesOfBattle to true to play with Tides of Battle');
    return;
  }
  const known = (id: string, path: string): id is TobId => {
    if (tobCard(id)) return true;
    unknown.add(path, 'unknown_tob_card', `no Tides of Battle card "${id}"; cards: ${TOB_IDS.join(', ')}`);
    return false;
  };
  const counts = new Map<TobId, number>();
  t?.deck?.forEach((id, i) => {
    if (!known(id, pointer('tidesOfBattle', 'deck', i))) return;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    if (counts.get(id)! > tobCard(id)!.count) v.add(pointer('tidesOfBattle', 'deck', i), 'too_many', `the deck holds only ${tobCard(id)!.count} "${id}" cards`);
  });
  const left = t?.deck && t.deck.length > 0 ? new Map(counts) : undefined;
  const seen = new Map<TobId, number>();
  for (const side of SIDES) {
    const id = t?.[side];
    if (id === undefined) {
      if (ctx.dice.mode === 'given') v.add(pointer('tidesOfBattle', side), 'missing_card', 'in given mode the table draws: give the Tides of Battle card');
      continue;
    }
    if (!known(id, pointer('tidesOfBattle', side))) continue;
    seen.set(id, (seen.get(id) ?? 0) + 1);
    if (seen.get(id)! > tobCard(id)!.count) v.add(pointer('tidesOfBattle', side), 'too_many', `the deck holds only ${tobCard(id)!.count} "${id}" cards`);
    if (left) {
      if ((left.get(id) ?? 0) > 0) left.set(id, left.get(id)! - 1);
      else v.add(pointer('tidesOfBattle', side), 'not_in_deck', `no "${id}" card is left in the deck given`);
    }
  }
  const redraw = t?.bladeRedraw;
  if (redraw) {
    (redraw.on ?? []).forEach((id, i) => known(id, pointer('tidesOfBattle', 'bladeRedraw', 'on', i)));
    if (req[redraw.side].blade) v.add(pointer(redraw.side, 'blade'), 'blade_used_twice', 'the Valyrian Steel Blade is used once per round: the redraw or the +1 (D9)');
    if (req[opponent(redraw.side)].blade) v.add(pointer(opponent(redraw.side), 'blade'), 'one_blade', `${req[redraw.side].house} holds the Valyrian Steel Blade for the redraw`);
  }
  if (ctx.options.bladeRedrawOnly === true) {
    for (const side of SIDES) if (req[side].blade) v.add(pointer(side, 'blade'), 'blade_redraw_only', 'with bladeRedrawOnly the Valyrian Steel Blade only redraws a Tides of Battle card (D9)');
  }
}

const sameUnits = (a: readonly UnitState[], b: readonly UnitState[]) => {
  const key = (us: readonly UnitState[]) => us.map((u) => `${u.type}${u.routed ? '!' : ''}`).sort().join();
  return key(a) === key(b);
};

/** casualtyOrder (L2099-2101): this side's own units, once each, never a routed one (L2151-2152). */
function checkCasualtyOrder(req: CombatRequest, side: Side, v: IssueCollector): void {
  const units = req[side].units;
  const seen = new Set<number>();
  (req[side].casualtyOrder ?? []).forEach((n, i) => {
    const at = pointer(side, 'casualtyOrder', i);
    if (!units[n]) v.add(at, 'unknown_unit', `no unit ${n} among ${req[side].house}'s ${units.length} unit(s)`);
    else if (seen.has(n)) v.add(at, 'duplicate', `unit ${n} is listed twice`);
    else if (units[n].routed) v.add(at, 'routed_unit', 'routed units are never chosen as casualties (L2151-2152)');
    seen.add(n);
  });
}

/**
 * Well-formed requests the rules make impossible (422): the attackers' origin, a port as the
 * embattled area, and the Valyrian Steel Blade in the wrong hands.
 */
function checkPossible(req: CombatRequest, board: Map<string, AreaState> | undefined, play: CardPlay): void {
  const v = new IssueCollector();
  const where = area(req.area)!;
  const from = area(req.attacker.from)!;
  // Ports are never attacked (L2591-2592)
  if (where.type === 'port') v.add('/area', 'PORT_CANNOT_BE_ATTACKED', `${where.name} is a port: ports cannot be attacked (L2591-2592)`);
  // Land units march from land, Ships from a sea area or a port (L1499-1502)
  else if ((where.type === 'land') !== (from.type === 'land')) v.add('/attacker/from', 'WRONG_AREA_KIND', `${where.type === 'land' ? 'land units' : 'Ships'} cannot have marched from ${from.name} (L1499-1502)`);
  // The attackers march from an adjacent area, or by ship transport between land areas (L1495-1497, L2406-2409)
  else if (!adjacent(from.id, where.id)) {
    const byShip = from.type === 'land' && where.type === 'land' && board !== undefined && transportChain(board, req.attacker.house, from.id, where.id, false) !== null;
    if (!byShip) v.add('/attacker/from', 'NOT_ADJACENT', `${from.name} is not adjacent to ${where.name}${from.type === 'land' && where.type === 'land' ? ` and the board${board ? '' : ' (not given)'} shows no ${req.attacker.house} Ships to carry them (L2406-2409)` : ''}`);
  }
  // A Neutral Force is not fought: the march needs strength ≥ its resistance, checked by charges/check (L2692-2733)
  const at = req.board?.findIndex((x) => x.id === where.id) ?? -1;
  if (at >= 0 && req.board![at].neutralForce !== undefined) v.add(pointer('board', at, 'neutralForce'), 'NEUTRAL_FORCE_NOT_COMBAT', `${where.name} holds a Neutral Force: no House cards, no combat; check the march with charges/check (L2692-2733)`);
  // The Valyrian Steel Blade: held by Fiefdoms position 1, once per round, by a combatant (L1052-1061, L1989-1995).
  // It is used in step 4, after the House cards: Doran Martell may already have passed it on (L2819-2823)
  const before = req.fiefdoms[0];
  const after = fiefdomsAfterCards(req, play)[0];
  const users = SIDES.filter((side) => req[side].blade || req.tidesOfBattle?.bladeRedraw?.side === side);
  for (const side of users) {
    const at = req[side].blade ? pointer(side, 'blade') : '/tidesOfBattle/bladeRedraw/side';
    const house = req[side].house;
    if (req.valyrianBlade?.used && (before === house || after === house)) v.add(at, 'BLADE_UNAVAILABLE', 'the Valyrian Steel Blade was already used this round (L1057-1061); it passes on in that state (L2819-2823)');
    else if (before === house && after !== house) {
      // the +1 asked by the holder Doran moved down is dropped in the combat (house-card-abilities.ts); a redraw cannot be
      if (!req[side].blade) v.add(at, 'BLADE_UNAVAILABLE', `Doran Martell moved ${house} off Fiefdoms position 1 before step 4: the Valyrian Steel Blade passed to ${after} (L2819-2823)`);
    } else if (after === req[opponent(side)].house) v.add(at, 'BLADE_UNAVAILABLE', `${after} holds the Valyrian Steel Blade (first on Fiefdoms), not ${house}`);
    else if (after !== house) v.add(at, 'BLADE_NOT_COMBATANT', `the Valyrian Steel Blade is ${after ? `${after}'s` : 'held by Fiefdoms position 1'}, who is not in this combat; supporting houses cannot use it (L1989-1995)`);
  }
  // Supporting houses never use the Blade, even its holder (L1989-1995)
  (req.supports ?? []).forEach((s, i) => {
    if (s.blade) v.add(pointer('supports', i, 'blade'), 'BLADE_NOT_COMBATANT', `${s.house} supports from ${s.area}: only the attacker or the defender may use the Valyrian Steel Blade (L1989-1995)`);
  });
  v.throwIfAny('impossible_state', 'Impossible combat');
}

/** The Fiefdoms track when the Blade is used (step 4): after Doran Martell's move, if he is in play and names it (L2806-2823). */
export function fiefdomsAfterCards(req: CombatRequest, play: CardPlay): House[] {
  for (const side of SIDES) {
    if (play.card[side]?.id !== 'doran-martell' || req[side].choices?.track !== 'fiefdoms') continue;
    const moved = req[opponent(side)].house;
    return [...req.fiefdoms.filter((h) => h !== moved), moved];
  }
  return req.fiefdoms;
}
