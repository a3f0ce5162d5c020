/**
 * Combat between two houses (the `attacks` capability). AGoT combat: 001_4bc5a92fd4dd1b7e.txt
 * L1644-2179. Supports, strength by source, House cards and every card ability (one rule each, in
 * house-card-abilities.ts), the Valyrian Steel Blade, the victor with the Fiefdoms tie-break,
 * casualties, retreat, end of combat (orders, hands and discard piles), and Tides of Battle
 * (L2924-2999) given, drawn with the seeded generator, or as an exact distribution over draws.
 */
import { DomainError } from '../../core/errors.js';
import { Explainer } from '../../core/explain.js';
import type { Exact } from '../../core/prob/proc.js';
import { report } from '../../core/prob/evaluate.js';
import type { Capability, RulesContext, RulesOutcome } from '../../core/system.js';
import type { UnitState } from './board.js';
import { validateCombat, type Prepared } from './combat-validate.js';
import { opponent, SIDES, type CombatRequest, type FightState, type Hands, type Side, type SideState } from './combat-types.js';
import { eligibleCount, retreatOf, takeCasualties, unableToRetreat } from './combat-retreat.js';
import { ABILITIES, applied, ironThroneOrder, shielded } from './house-card-abilities.js';
import { HOUSE_CARDS } from './house-cards.js';
import { RETREAT_OPTIONS } from './retreat.js';
import type { House } from './map-types.js';
import { CARD_RULES, R } from './rules.js';
import { deckOf, enumerateDraws, fullDeck, seededDraw, tobCard, TOB_IDS, type TobDraw } from './tides-of-battle.js';

export type { CombatRequest, CombatSide } from './combat-types.js';

const sum = (ps: Array<{ value: number }>) => ps.reduce((s, p) => s + p.value, 0);
const ability = (f: FightState, side: Side) => (f.s[side].card ? ABILITIES[f.s[side].card!.id] : undefined);

function sideState(p: Prepared, side: Side): SideState {
  const r = p.req[side];
  return {
    side,
    house: r.house,
    card: p.play.card[side],
    spent: p.play.spent[side],
    units: r.units.map((unit, index) => ({ unit, index })),
    supports: p.granted[side],
    parts: [],
    swords: 0,
    forts: 0,
    skulls: 0,
    blade: Boolean(r.blade),
    bladeRedraw: p.req.tidesOfBattle?.bladeRedraw?.side === side,
    choices: r.choices ?? {},
    discard: r.discard ?? [],
    swordCasualties: 0,
    skullCasualties: 0,
  };
}

/** The whole combat for one Tides of Battle draw (null: the module is off; 'pending': stop before the draw); `detail`: also the retreat. */
function fight(p: Prepared, ctx: RulesContext, tob: TobDraw | null | 'pending', detail = true): FightState {
  const { req } = p;
  const f: FightState = {
    req,
    where: p.where,
    castle: p.where.castle !== 'none',
    s: { attacker: sideState(p, 'attacker'), defender: sideState(p, 'defender') },
    tracks: { fiefdoms: [...req.fiefdoms], ...(req.ironThrone ? { ironThrone: [...req.ironThrone] } : {}), ...(req.kingsCourt ? { kingsCourt: [...req.kingsCourt] } : {}) },
    ex: new Explainer(),
    effects: [],
    pending: [],
    supportsRemoved: [],
    destroyedByCards: [],
    ordersRemoved: [],
    powerChanges: [],
    trackChanges: [],
    upgrades: [],
    attackersMayEnter: true,
    marchOrderMoves: false,
    discardReturns: [],
    destroyed: [],
  };
  const houses = { attacker: req.attacker.house, defender: req.defender.house };
  const order = () => ironThroneOrder(f, houses);
  const { s, ex } = f;

  // Step 3, card play: Tyrion's cancel, then Aeron's swap (L1884-1886)
  for (const step of p.play.steps) {
    f.effects.push({ card: step.card.name, effect: step.effect });
    ex.add(CARD_RULES[step.card.id as keyof typeof CARD_RULES], `${step.card.name} (${s[step.side].house}): ${step.effect}`);
    if (step.power) f.powerChanges.push({ house: s[step.side].house, change: step.power, card: step.card.name });
  }
  // Abilities that act on reveal (L1873-1878), in Iron Throne order
  for (const me of order()) ability(f, me)?.immediate?.(f, me);

  // Initial strength (L1788-1807), recomputed after card effects on units (L2015-2018)
  const changedWorth = new Set<Side>();
  // conflicting unit values resolve in Iron Throne order, the later standing (L1888-1898); the option lets Salladhor Saan's 0 stand
  const salladhorLast = ctx.options.salladhorVictarion === 'salladhorStands';
  const worthOrder = order().sort((a, b) => Number(salladhorLast && s[a].card?.id === 'salladhor-saan') - Number(salladhorLast && s[b].card?.id === 'salladhor-saan'));
  const worth = (u: UnitState, owner: House, side: Side): number => {
    if (u.routed) return 0;
    if (u.type === 'siegeEngine') return side === 'attacker' && f.castle ? 4 : 0;
    let v = u.type === 'knight' ? 2 : 1;
    for (const me of worthOrder) {
      const hook = ability(f, me)?.unitWorth;
      if (!hook) continue;
      const w = hook(f, me, u, owner, side, v);
      if (w !== v) changedWorth.add(me);
      v = w;
    }
    return v;
  };
  for (const side of SIDES) {
    const me = s[side];
    me.parts.push({ source: 'units', value: me.units.filter((u) => !u.destroyedBy).reduce((t, u) => t + worth(u.unit, me.house, side), 0) });
    for (const g of me.supports) {
      const strength = g.units.reduce((t, u) => t + worth(u, g.house, side), 0);
      // D3: the special Support's +1 counts even over 0-strength units unless the option says otherwise
      const star = g.star && (strength > 0 || ctx.options.supportStarNeedsStrength !== true) ? 1 : 0;
      me.parts.push({ source: `support from ${g.area}`, value: strength + star });
    }
  }
  if (req.attacker.marchModifier) s.attacker.parts.push({ source: 'March order', value: req.attacker.marchModifier });
  if (req.defender.defenseOrder) s.defender.parts.push({ source: 'Defense order', value: req.defender.defenseOrder });
  if (req.defender.garrison) s.defender.parts.push({ source: 'Garrison', value: req.defender.garrison });
  ex.add(R.combatStrength, `initial strength: attacker ${sum(s.attacker.parts)}, defender ${sum(s.defender.parts)}`);
  for (const me of order()) if (changedWorth.has(me)) applied(f, me, ability(f, me)!.worthNote!);

  // House cards (L1850-1988): printed strength and icons, then the strength abilities
  for (const side of SIDES) {
    const card = s[side].card;
    if (!card) continue;
    const balon = ability(f, opponent(side))?.opposingPrinted;
    s[side].parts.push({ source: `House card ${card.name}`, value: balon ? balon(f, opponent(side)) : card.strength });
    if (balon && card.strength !== 0) applied(f, opponent(side), `${card.name}'s printed strength ${card.strength} becomes 0`);
    s[side].swords += card.swords;
    s[side].forts += card.forts;
  }
  ex.add(R.houseCards, `${s.attacker.card?.name ?? 'no card'} (${s.attacker.card?.strength ?? 0}) against ${s.defender.card?.name ?? 'no card'} (${s.defender.card?.strength ?? 0})`);
  for (const me of order()) ability(f, me)?.strength?.(f, me);

  // Tides of Battle (L2940-2972): strength and icons of each side's card
  if (tob && tob !== 'pending') {
    for (const side of SIDES) {
      const c = tobCard(tob[side])!;
      s[side].tob = c;
      s[side].parts.push({ source: `Tides of Battle (${c.id})`, value: c.strength });
      s[side].swords += c.swords;
      s[side].forts += c.forts;
      s[side].skulls += c.skulls;
    }
    const redrawer = SIDES.find((x) => s[x].bladeRedraw);
    if (redrawer) ex.add(R.tobBlade, tob.redrawn ? `${s[redrawer].house} throws back ${tob.redrawn} with the Valyrian Steel Blade and keeps the next card` : `${s[redrawer].house} uses the Valyrian Steel Blade to redraw`);
    ex.add(R.tidesOfBattle, `attacker draws ${tob.attacker}, defender draws ${tob.defender}`);
  }
  // Valyrian Steel Blade (L1989-1995)
  for (const side of SIDES) {
    if (!s[side].blade) continue;
    s[side].parts.push({ source: 'Valyrian Steel Blade', value: 1 });
    ex.add(R.blade, `${s[side].house} uses the Valyrian Steel Blade: +1`);
  }
  if (tob === 'pending') return f;

  // Victor (L2032-2037): ties go to the higher on the Fiefdoms track (as it stands after Doran)
  // D4: totals are not floored at 0 unless the option says so
  const total = totals(f, ctx);
  let victor: Side;
  let tieBreak = false;
  if (total.attacker !== total.defender) victor = total.attacker > total.defender ? 'attacker' : 'defender';
  else {
    tieBreak = true;
    const fief = f.tracks.fiefdoms!;
    const fa = fief.indexOf(houses.attacker);
    const fd = fief.indexOf(houses.defender);
    victor = fa >= 0 && (fd < 0 || fa < fd) ? 'attacker' : 'defender';
  }
  f.victor = victor;
  const loser = opponent(victor);
  ex.add(tieBreak ? R.fiefdoms : R.victor, `${total.attacker} against ${total.defender}: ${houses[victor]} wins${tieBreak ? ' on the Fiefdoms track' : ''}`);
  f.tieBreak = tieBreak;

  // "If you win / lose" abilities (L1892-1895)
  for (const me of order()) ability(f, me)?.resolved?.(f, me, me === victor);

  // Option: units that could not retreat anyway leave before the Sword casualties are taken
  if (ctx.options.siegeEnginesLostBeforeCasualties === true) unableToRetreat(f, loser);
  // Casualties (L2039-2108): Swords − Fortifications, among the loser's non-routed units
  const swords = Math.max(0, s[victor].swords - s[loser].forts);
  const protectedLoser = shielded(f, loser);
  s[loser].swordCasualties = protectedLoser ? 0 : Math.min(eligibleCount(f, loser), swords);
  ex.add(R.casualties, `${s[victor].swords} Sword(s) against ${s[loser].forts} Fortification(s): ${s[loser].swordCasualties} casualt${s[loser].swordCasualties === 1 ? 'y' : 'ies'}`);
  if (protectedLoser && swords > 0) applied(f, loser, `no casualties from ${swords} Sword(s)`);
  takeCasualties(f, loser, s[loser].swordCasualties, 'Swords');
  // Skulls (L2976-2989): one casualty each for the opponent, whoever won; Garrisons are immune (L2689-2690)
  for (const side of SIDES) {
    const n = s[side].skulls;
    if (n === 0) continue;
    const target = opponent(side);
    if (shielded(f, target)) {
      applied(f, target, `no casualty from the Skull of ${s[side].house}'s Tides of Battle card`);
      continue;
    }
    s[target].skullCasualties = Math.min(n, eligibleCount(f, target));
    const garrison = target === 'defender' && req.defender.garrison ? '; the Garrison is immune' : '';
    ex.add(R.skulls, `${s[side].house}'s Skull: ${s[target].house} loses ${s[target].skullCasualties} unit(s)${garrison}`);
    takeCasualties(f, target, s[target].skullCasualties, 'Skull');
  }

  // Retreats and routing (L2110-2162)
  if (detail) f.retreat = retreatOf(f, ctx);
  endOfCombat(f);
  return f;
}

function totals(f: FightState, ctx: RulesContext): Record<Side, number> {
  const floor = (n: number) => (ctx.options.floorStrengthAtZero === true ? Math.max(0, n) : n);
  return { attacker: floor(sum(f.s.attacker.parts)), defender: floor(sum(f.s.defender.parts)) };
}

/** End of combat (L2164-2179): who holds the area, the March order, discard piles and hands. */
function endOfCombat(f: FightState): void {
  const { s } = f;
  const survivors = s.attacker.units.filter((u) => !u.destroyedBy).length;
  const enter = f.victor === 'attacker' && f.attackersMayEnter && survivors > 0;
  f.attackersEnter = enter;
  if (f.marchOrderMoves && !enter) applied(f, 'attacker', 'no conquered area: the March order is removed');
  f.ex.add(R.endOfCombat, `${enter ? `${s.attacker.house} takes ${f.where.id}` : f.victor === 'attacker' ? `${s.attacker.house} does not enter ${f.where.id}` : `${s.defender.house} holds ${f.where.id}`}; both cards go to the discard piles`);
  const hands = {} as Hands;
  for (const side of SIDES) {
    const own = HOUSE_CARDS.filter((c) => c.house === s[side].house).map((c) => c.id);
    const played = s[side].spent.map((c) => c.id);
    let discard = [...new Set([...s[side].discard, ...played])];
    if (f.discardReturns.includes(side)) discard = [];
    else if (discard.length === own.length) {
      discard = played.slice(-1);
      f.ex.add(R.lastCard, `${s[side].house} played its last House card: the other six return to hand`);
    }
    hands[side] = { hand: own.filter((id) => !discard.includes(id)), discard: own.filter((id) => discard.includes(id)) };
  }
  for (const me of ironThroneOrder(f, { attacker: s.attacker.house, defender: s.defender.house })) ability(f, me)?.afterCombat?.(f, me, hands);
  const rank = (id: string) => HOUSE_CARDS.findIndex((c) => c.id === id);
  for (const side of SIDES) for (const list of Object.values(hands[side])) list.sort((a, b) => rank(a) - rank(b));
  f.hands = hands;
}

function resultOf(f: FightState, p: Prepared, ctx: RulesContext): Record<string, unknown> {
  const { s, req } = f;
  const total = totals(f, ctx);
  const done = f.victor !== undefined;
  const loser = done ? opponent(f.victor!) : undefined;
  return {
    strength: { attacker: { total: total.attacker, parts: s.attacker.parts }, defender: { total: total.defender, parts: s.defender.parts } },
    victor: done ? s[f.victor!].house : null,
    victorSide: f.victor ?? null,
    tieBrokenByFiefdoms: done ? Boolean(f.tieBreak) : null,
    casualties: loser ? s[loser].swordCasualties : null,
    skullCasualties: done ? { attacker: s.attacker.skullCasualties, defender: s.defender.skullCasualties } : null,
    destroyedByCards: f.destroyedByCards,
    retreat: f.retreat ?? null,
    unitsDestroyed: f.destroyed,
    attackersEnter: done ? Boolean(f.attackersEnter) : null,
    marchOrder: done ? { area: req.attacker.from, fate: f.marchOrderMoves && f.attackersEnter ? 'movedIntoConqueredArea' : 'removed' } : null,
    garrisonRemoved: done ? loser === 'defender' && Boolean(req.defender.garrison) : null,
    excludedSupports: [...p.excludedSupports, ...f.supportsRemoved],
    cardsPlayed: { attacker: s.attacker.card?.id ?? null, defender: s.defender.card?.id ?? null },
    cardsDiscarded: [...s.attacker.spent, ...s.defender.spent].map((c) => c.id),
    hands: f.hands ?? null,
    cardEffects: f.effects,
    ordersRemoved: f.ordersRemoved,
    powerChanges: f.powerChanges,
    trackChanges: f.trackChanges,
    upgrades: f.upgrades,
    bladeUsed: { attacker: s.attacker.blade || s.attacker.bladeRedraw, defender: s.defender.blade || s.defender.bladeRedraw },
    pending: f.pending,
    complete: done && f.pending.length === 0,
  };
}

interface OutcomeRow {
  attacker: string;
  defender: string;
  redrawn?: string;
  p: number;
  victor: House;
  strength: Record<Side, number>;
  casualties: number;
  losses: Record<Side, number>;
}
const rowOf = (f: FightState, ctx: RulesContext, draw: TobDraw | null, p: number): OutcomeRow => {
  const loser = opponent(f.victor!);
  const t = totals(f, ctx);
  return {
    attacker: draw?.attacker ?? '-',
    defender: draw?.defender ?? '-',
    ...(draw?.redrawn ? { redrawn: draw.redrawn } : {}),
    p,
    victor: f.s[f.victor!].house,
    strength: t,
    casualties: f.s[loser].swordCasualties,
    losses: { attacker: f.s.attacker.swordCasualties + f.s.attacker.skullCasualties, defender: f.s.defender.swordCasualties + f.s.defender.skullCasualties },
  };
};
function distributionOf(rows: OutcomeRow[]) {
  const exact: Exact<OutcomeRow> = new Map(rows.map((r, i) => [i, { value: r, p: r.p }]));
  return report(exact, {
    casualties: (r) => r.casualties,
    victor: (r) => r.victor,
    attackerLosses: (r) => r.losses.attacker,
    defenderLosses: (r) => r.losses.defender,
    attackerStrength: (r) => r.strength.attacker,
    defenderStrength: (r) => r.strength.defender,
  });
}

function run(req: CombatRequest, ctx: RulesContext): RulesOutcome<Record<string, unknown>> {
  const p = validateCombat(req, ctx);
  const tob = req.tidesOfBattle ?? {};
  if (ctx.options.tidesOfBattle !== true) {
    const f = fight(p, ctx, null);
    return { result: resultOf(f, p, ctx), explanation: f.ex.steps, ...(ctx.dice.mode === 'exact' ? { distribution: distributionOf([rowOf(f, ctx, null, 1)]) } : {}) };
  }
  const given = { attacker: tob.attacker, defender: tob.defender };
  const deck = tob.deck ? deckOf(tob.deck) : fullDeck();
  const br = tob.bladeRedraw;
  const redraw = br && !given[br.side] ? { side: br.side, on: br.on ?? TOB_IDS } : undefined;
  const tobOf = (f: FightState, draw: TobDraw) => ({
    attacker: { ...f.s.attacker.tob },
    defender: { ...f.s.defender.tob },
    ...(draw.redrawn ? { redrawn: { side: br!.side, card: draw.redrawn } } : {}),
  });
  if (given.attacker && given.defender) {
    const draw = { attacker: given.attacker, defender: given.defender };
    const f = fight(p, ctx, draw);
    return { result: { ...resultOf(f, p, ctx), tidesOfBattle: tobOf(f, draw) }, explanation: f.ex.steps, ...(ctx.dice.mode === 'exact' ? { distribution: distributionOf([rowOf(f, ctx, draw, 1)]) } : {}) };
  }
  if (ctx.dice.mode === 'seeded') {
    const { draw, rolls } = seededDraw(ctx.dice.seed, deck, given, redraw);
    const f = fight(p, ctx, draw);
    return { result: { ...resultOf(f, p, ctx), tidesOfBattle: tobOf(f, draw) }, explanation: f.ex.steps, rolls };
  }
  // exact (given mode without both cards is refused by validation): every draw, weighted
  const rows = enumerateDraws(deck, given, redraw).map(({ draw, p: q }) => rowOf(fight(p, ctx, draw, false), ctx, draw, q));
  const pending = fight(p, ctx, 'pending');
  pending.ex.add(R.tidesOfBattle, `Tides of Battle cards not drawn yet: ${rows.length} draw outcomes weighed exactly${tob.deck ? ` from the ${tob.deck.length} cards left` : ' from the full deck of 24'} (attacker first, then defender)`);
  return {
    result: { ...resultOf(pending, p, ctx), tidesOfBattle: { drawn: false, outcomes: rows } },
    explanation: pending.ex.steps,
    distribution: distributionOf(rows),
  };
}

export const combatCapability: Capability<CombatRequest, Record<string, unknown>> = {
  options: [
    { name: 'supportStarNeedsStrength', description: 'D3: the special Support +1 only when the supporting units have strength', type: 'boolean', default: false, cite: 'got-board-game.md §3.3, §11.3 D3' },
    { name: 'floorStrengthAtZero', description: 'D4: floor each combat total at 0', type: 'boolean', default: false, cite: 'got-board-game.md §3.4, §11.3 D4' },
    { name: 'tidesOfBattle', description: 'Play with the Tides of Battle module (each side draws a card after the House cards)', type: 'boolean', default: false, cite: '001_4bc5a92fd4dd1b7e.txt L2924-2999' },
    { name: 'bladeRedrawOnly', description: 'D9: with Tides of Battle the Valyrian Steel Blade may only redraw, not add +1', type: 'boolean', default: false, cite: 'got-board-game.md §3.9, §11.3 D9' },
    ...RETREAT_OPTIONS,
    {
      name: 'siegeEnginesLostBeforeCasualties',
      description: "the defeated side's Siege Engines (which cannot retreat) and routed units are removed before the Sword casualties, so they never absorb one; default: casualties first, then the retreat, as the seed orders the steps (routed units are never casualties either way)",
      type: 'boolean',
      default: false,
      cite: '001_4bc5a92fd4dd1b7e.txt L2093-2113, L2151-2152, L2161-2162',
    },
    {
      name: 'salladhorVictarion',
      description: "Salladhor Saan (non-Baratheon Ships worth 0) against Victarion Greyjoy (Greyjoy Ships worth 2): 'ironThroneOrder' (default) resolves the two in Iron Throne order, the later one standing; 'salladhorStands': the Ships are worth 0 whatever the order",
      type: 'enum',
      default: 'ironThroneOrder',
      values: ['ironThroneOrder', 'salladhorStands'],
      cite: '001_4bc5a92fd4dd1b7e.txt L1880-1898; got-board-game.md Appendix A.5 [EXT]',
    },
  ],
  usesDice: true,
  run,
};
