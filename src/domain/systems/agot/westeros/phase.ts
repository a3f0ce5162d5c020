/**
 * The Westeros phase resolved against a given state (the `westeros` kind of `morale`; AGoT
 * 001_4bc5a92fd4dd1b7e.txt L580-650, card reference L3000-3103): the round marker, the Wildling icons
 * of the revealed cards, then each card in deck order I → II → III. Where a player or a Dominance
 * token's holder decides, the step is `pending` with the legal options and the decision comes in the
 * request; the phase stops at the first card still waiting, and lists the rest as not reached.
 */
import { DomainError, IssueCollector, pointer } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import { readBoard } from '../board.js';
import { TRACKS } from '../influence.js';
import type { House } from '../map-types.js';
import { R } from '../rules.js';
import { deckCards, westerosCard, type Deck, type WesterosCardId } from './deck.js';
import { clashOfKings } from './bids.js';
import { gameOfThronesCard, musterCard, supplyCard } from './cards.js';
import { isRestrictionCard, restrictionOf, type Restriction } from './restrictions.js';
import { bad, statusOf, type PhaseState, type Required, type Step, type WesterosRequest } from './state.js';
import { advanceThreat, phaseAttack } from './wildlings.js';

const CHOICES = {
  throneOfBlades: ['muster', 'supply', 'none'],
  darkWings: ['clashOfKings', 'gameOfThrones', 'none'],
  putToTheSword: ['noMarchPlusOne', 'noDefense', 'none'],
} as const;
type Scalar = keyof typeof CHOICES;
const SCALAR_CARD: Record<Scalar, WesterosCardId> = { throneOfBlades: 'aThroneOfBlades', darkWings: 'darkWingsDarkWords', putToTheSword: 'putToTheSword' };

/** 400s before any rule runs: the cards, the houses, the tracks, the board. */
function check(req: WesterosRequest): void {
  const v = new IssueCollector();
  if (!(Number.isInteger(req.threat) && req.threat >= 0 && req.threat <= 12 && req.threat % 2 === 0)) v.add('/threat', 'invalid_value', 'the threat stands on 0, 2, … 10');
  if (!req.cards?.length || req.cards.length > 3) v.add('/cards', 'required', 'the Westeros cards revealed: one per deck, in deck order');
  (req.cards ?? []).forEach((c, i) => {
    const card = westerosCard(c.card);
    if (!card) throw new DomainError('unknown_reference', `no Westeros card "${c.card}"`, [{ path: pointer('cards', i, 'card'), code: 'unknown_card', message: 'see the catalogue (westerosCards)' }]);
    if (i > 0 && c.deck <= req.cards[i - 1].deck) v.add(pointer('cards', i, 'deck'), 'invalid_value', 'one card per deck, in deck order I, II, III');
    if (!card.copies[c.deck]) v.add(pointer('cards', i, 'card'), 'not_in_deck', `${card.name} is not in Westeros deck ${c.deck}`);
    (c.drawn ?? []).forEach((d, j) => {
      if (!westerosCard(d)?.copies[c.deck]) v.add(pointer('cards', i, 'drawn', j), 'not_in_deck', `"${d}" is not in Westeros deck ${c.deck}`);
    });
  });
  const houses = (req.houses ?? []).map((h) => h.house);
  if (houses.length < 3 || new Set(houses).size !== houses.length) v.add('/houses', 'invalid_value', 'every house in the game once (3 to 6)');
  (req.houses ?? []).forEach((h, i) => {
    if (h.availablePower === undefined) v.add(pointer('houses', i, 'availablePower'), 'required', 'the Westeros phase needs every house’s available Power');
  });
  for (const t of TRACKS) {
    const o = req.tracks?.[t] ?? [];
    if (o.length !== houses.length || new Set(o).size !== o.length || o.some((h) => !houses.includes(h))) v.add(pointer('tracks', t), 'invalid_value', `the ${t} track lists every house once, position 1 first`);
  }
  for (const field of ['supply', 'muster'] as const) {
    const seen = new Set<House>();
    (req.decisions?.[field] ?? []).forEach((d, i) => {
      if (!houses.includes(d.house) || seen.has(d.house)) v.add(pointer('decisions', field, i, 'house'), 'invalid_value', `one entry per house in the game`);
      seen.add(d.house);
    });
  }
  // A holder's choice for a card that cannot come up in this phase
  const possible = new Set((req.cards ?? []).flatMap((c) => (c.card === 'winterIsComing' ? deckCards(c.deck) : [c.card, ...(c.drawn ?? [])])));
  for (const f of Object.keys(CHOICES) as Scalar[]) {
    if (req.decisions?.[f] !== undefined && !possible.has(SCALAR_CARD[f])) v.add(pointer('decisions', f), 'choice_not_needed', `no ${westerosCard(SCALAR_CARD[f])!.name} is revealed`);
  }
  v.throwIfAny('invalid_input', 'Invalid Westeros phase');
  if (req.threat === 12) throw new DomainError('impossible_state', 'The threat never waits on 12', [{ path: '/threat', code: 'invalid_value', message: 'reaching 12 brings an attack at once, which moves the threat back (L604-606, L2318-2322)' }]);
}

/** A Dominance token holder's choice: pending with the options, or the choice (read). */
function holderChoice(s: PhaseState, f: Scalar, by: House): { choice?: string; required?: Required } {
  const c = s.decisions[f];
  if (c === undefined) return { required: { field: pointer('decisions', f), by, message: `${by} chooses`, options: [...CHOICES[f]] } };
  s.read.add(pointer('decisions', f));
  return { choice: c };
}

class Phase {
  readonly steps: Step[] = [];
  readonly restrictions: Array<{ card: WesterosCardId; restriction: Restriction | null; westerosCard: string; westerosChoice?: string }> = [];
  stopped = false;

  constructor(readonly s: PhaseState) {}

  /** Resolve one card (and, for Winter Is Coming, what it draws: `drawn` from index `offset` of the card's list). */
  card(deck: Deck, card: WesterosCardId, drawn: readonly WesterosCardId[], at: string, offset = 0): void {
    const { s } = this;
    const info = westerosCard(card)!;
    const step: Step = { step: 'card', deck, card, status: 'nothing', cite: info.cite };
    this.steps.push(step);
    const done = (r: { changes: Step['changes']; required?: Required }) => {
      step.changes = r.changes;
      if (r.required) Object.assign(step, { status: 'pending', required: r.required });
      else step.status = statusOf(r.changes!);
      if (step.status === 'pending' || step.status === 'illegal') step.required ??= r.changes!.find((c) => c.required)?.required;
    };
    const choose = (f: Scalar, token: NonNullable<Step['chooser']>['token'], holder: House) => {
      step.chooser = { house: holder, token };
      const c = holderChoice(s, f, holder);
      if (c.required) Object.assign(step, { status: 'pending', required: c.required });
      else step.choice = c.choice;
      return c.choice;
    };
    switch (card) {
      case 'supply':
        s.ex.add(R.supplyCard, 'Supply: in turn order, each house adjusts its Supply track, then its armies');
        done(supplyCard(s));
        break;
      case 'mustering':
        s.ex.add(R.musterCard, 'Mustering: in turn order, each house musters in its Castles and Strongholds');
        done(musterCard(s));
        break;
      case 'aThroneOfBlades': {
        const c = choose('throneOfBlades', 'Iron Throne', s.tracks.ironThrone[0]);
        if (c) s.ex.add(R.throneOfBlades, `${s.tracks.ironThrone[0]}, holding the Iron Throne, chooses ${c}`);
        if (c === 'muster') done(musterCard(s));
        else if (c === 'supply') done(supplyCard(s));
        break;
      }
      case 'winterIsComing': {
        const next = drawn[0];
        if (!next) {
          Object.assign(step, { status: 'pending', required: { field: `${at}/drawn/${offset}`, message: `shuffle deck ${deck}, this card included, and draw: the card drawn`, options: [...new Set(deckCards(deck))] } });
          break;
        }
        step.drawn = next;
        step.status = 'applied';
        s.ex.add(R.winterIsComing, `Winter Is Coming: deck ${deck} is shuffled and ${westerosCard(next)!.name} drawn, resolved with its Wildling icons`);
        // D13: the drawn card's icons are resolved as in the advance step, so reaching 12 brings an attack at once
        advanceThreat(s, [{ card: westerosCard(next)!.name, icons: westerosCard(next)!.wildlingIcons }], this.steps, 'Winter Is Coming');
        if (this.waiting()) return;
        this.card(deck, next, drawn.slice(1), at, offset + 1);
        return;
      }
      case 'lastDaysOfSummer':
        s.ex.add(R.lastDaysOfSummer, 'Last Days of Summer: nothing happens');
        break;
      case 'gameOfThrones':
        done(gameOfThronesCard(s, true));
        break;
      case 'clashOfKings':
      case 'darkWingsDarkWords': {
        const c = card === 'clashOfKings' ? 'clashOfKings' : choose('darkWings', 'Messenger Raven', s.tracks.kingsCourt[0]);
        if (card === 'darkWingsDarkWords' && c) s.ex.add(R.darkWings, `${s.tracks.kingsCourt[0]}, holding the Messenger Raven, chooses ${c}`);
        if (c === 'gameOfThrones') done(gameOfThronesCard(s, !s.options.darkWingsIgnoresPorts));
        if (c === 'clashOfKings') {
          const r = clashOfKings(s);
          Object.assign(step, { status: r.status, bidding: r.bidding, ...(r.required ? { required: r.required } : {}) });
        }
        break;
      }
      case 'wildlingsAttack': {
        s.ex.add(R.wildlingsAttackCard, `Wildlings Attack: the Wildlings attack at strength ${s.threat}`);
        const a = phaseAttack(s, 'card');
        this.steps.push(a);
        step.status = a.status === 'applied' ? 'applied' : a.status;
        if (a.required) step.required = a.required as Required;
        break;
      }
      case 'putToTheSword': {
        const c = choose('putToTheSword', 'Valyrian Steel Blade', s.tracks.fiefdoms[0]) as 'noMarchPlusOne' | 'noDefense' | 'none' | undefined;
        if (!c) break;
        const r = restrictionOf('putToTheSword', c);
        step.restriction = r?.restriction ?? null;
        step.status = r ? 'applied' : 'nothing';
        this.restrictions.push({ card, restriction: step.restriction, westerosCard: 'putToTheSword', westerosChoice: c });
        s.ex.add(R.putToTheSword, `${s.tracks.fiefdoms[0]}, holding the Valyrian Steel Blade, chooses ${c}: ${r ? `${r.restriction} this Planning phase` : 'no restriction'}`);
        break;
      }
      default: {
        if (!isRestrictionCard(card)) break;
        const r = restrictionOf(card, undefined)!;
        step.restriction = r.restriction;
        step.status = 'applied';
        this.restrictions.push({ card, restriction: r.restriction, westerosCard: card });
        s.ex.add(R.planningBan, `${info.name}: ${info.text}`);
      }
    }
    if (drawn.length) throw bad(`${at}/drawn/${offset}`, 'choice_not_needed', `only Winter Is Coming draws another card; ${info.name} does not`);
    this.waiting();
  }

  /** Has the last step left something undecided? Then the phase stops. */
  waiting(): boolean {
    const last = this.steps[this.steps.length - 1];
    if (last && last.status !== 'applied' && last.status !== 'nothing') this.stopped = true;
    return this.stopped;
  }
}

export function westerosPhase(req: WesterosRequest, ex: Explainer, options: PhaseState['options']): Record<string, unknown> {
  check(req);
  const board = req.board ? new Map(readBoard(req.board)) : undefined;
  const s: PhaseState = {
    board,
    houses: new Map(req.houses.map((h) => [h.house, { ...h }])),
    tracks: { ironThrone: [...req.tracks.ironThrone], fiefdoms: [...req.tracks.fiefdoms], kingsCourt: [...req.tracks.kingsCourt] },
    threat: req.threat,
    decisions: req.decisions ?? {},
    read: new Set(),
    attacks: 0,
    options,
    ex,
  };
  const p = new Phase(s);
  ex.add(R.westerosPhase, `Westeros phase: ${req.cards.map((c) => `deck ${c.deck} ${westerosCard(c.card)!.name}`).join(', ')}`);
  // Step 1: the round marker (L587-593)
  if (req.round !== undefined) {
    if (req.round >= 10) {
      ex.add(R.roundMarker, 'the round marker stood on 10: the game ends and the winner is determined (L587-593)');
      p.steps.push({ step: 'round', status: 'applied', cite: R.roundMarker.cite, from: 10, gameEnds: true });
      return result(req, p, true);
    }
    ex.add(R.roundMarker, `the round marker advances to ${req.round + 1}`);
    p.steps.push({ step: 'round', status: 'applied', cite: R.roundMarker.cite, from: req.round, to: req.round + 1 });
  }
  // Step 3: the Wildling icons of the three cards revealed (L598-606)
  advanceThreat(s, req.cards.map((c) => ({ card: westerosCard(c.card)!.name, icons: westerosCard(c.card)!.wildlingIcons })), p.steps, 'the cards revealed');
  p.waiting();
  // Step 4: the cards in deck order (L611-630)
  req.cards.forEach((c, i) => {
    if (p.stopped) p.steps.push({ step: 'card', deck: c.deck, card: c.card, status: 'notReached', cite: westerosCard(c.card)!.cite });
    else p.card(c.deck, c.card, c.drawn ?? [], pointer('cards', i));
  });
  return result(req, p, false);
}

function result(req: WesterosRequest, p: Phase, gameEnds: boolean): Record<string, unknown> {
  const { s } = p;
  const complete = !p.stopped;
  if (complete && !gameEnds) unneeded(req, s);
  const open = p.steps.find((x) => x.status !== 'applied' && x.status !== 'nothing' && x.status !== 'notReached');
  return {
    kind: 'westeros',
    round: gameEnds ? null : req.round !== undefined ? req.round + 1 : null,
    gameEnds,
    steps: p.steps,
    complete,
    waitingFor: open ? { step: p.steps.indexOf(open), status: open.status, ...(open.required ? { required: open.required } : {}) } : null,
    restrictions: p.restrictions,
    newThreat: s.threat,
    tracks: s.tracks,
    dominanceHolders: { ironThrone: s.tracks.ironThrone[0], valyrianBlade: s.tracks.fiefdoms[0], messengerRaven: s.tracks.kingsCourt[0] },
    housesAfter: [...s.houses.values()],
    ...(s.board ? { boardAfter: [...s.board.values()].filter((a) => (a.units?.length ?? 0) > 0 || a.powerToken || a.garrison !== undefined || a.neutralForce !== undefined || a.order) } : {}),
  };
}

/** On a complete phase, a decision no card read was not needed (400 at its pointer). */
function unneeded(req: WesterosRequest, s: PhaseState): void {
  const d = req.decisions ?? {};
  const given = [
    ...(Object.keys(CHOICES) as Scalar[]).filter((f) => d[f] !== undefined).map((f) => pointer('decisions', f)),
    ...(['supply', 'muster'] as const).flatMap((f) => (d[f] ?? []).map((_, i) => pointer('decisions', f, i))),
    ...TRACKS.filter((t) => d.bids?.[t]).map((t) => pointer('decisions', 'bids', t)),
    ...TRACKS.filter((t) => d.tieOrder?.[t]).map((t) => pointer('decisions', 'tieOrder', t)),
    ...(d.wildlingAttacks ?? []).map((_, k) => pointer('decisions', 'wildlingAttacks', k)),
  ];
  const extra = given.filter((g) => !s.read.has(g));
  if (extra.length) throw new DomainError('invalid_input', 'Decisions no card of this phase takes', extra.map((path) => ({ path, code: 'choice_not_needed', message: 'no card resolved in this phase reads this decision' })));
}
