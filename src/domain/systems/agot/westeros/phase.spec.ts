/**
 * The Westeros phase as a whole (`morale/test` kind `westeros`; AGoT 001_4bc5a92fd4dd1b7e.txt
 * L580-650): the round marker (L587-593), the Wildling icons and the attack at 12 (L598-609), the
 * cards in deck order (L611-630), Winter Is Coming (L3014-3018), the Dominance holders' choices
 * (L3029-3038, L3054-3064, L3092-3103), the restrictions handed to the Planning phase (L3066-3090),
 * and bad inputs as precise problems.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { BOARD, cardStep, F, phase, STATE, type Res } from '../../../../../test/fixtures/agot-westeros.js';
import { armyCapability } from '../armies.js';
import type { WesterosRequest } from './state.js';

const problem = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return { code: (e as DomainError).code, issues: (e as DomainError).issues.map((i) => ({ path: i.path, code: i.code })) };
  }
  throw new Error('expected a DomainError');
};
const kinds = (r: Res) => (r.steps as Res[]).map((s) => (s.step === 'card' ? `${s.card}:${s.status}` : `${s.step}:${s.status}`));
const low = [{ house: 'baratheon' as const, bid: 1 }, { house: 'lannister' as const, bid: 1 }, { house: 'stark' as const, bid: 0 }];

describe('the round marker and the Wildling icons (L587-609)', () => {
  it('the marker advances; on the 10th space the game ends instead and no card is resolved', () => {
    expect(phase({ round: 3, cards: [{ deck: 1, card: 'lastDaysOfSummer' }] }).result).toMatchObject({ round: 4, gameEnds: false });
    const end = phase({ round: 10, cards: [{ deck: 1, card: 'supply' }] }).result;
    expect(end).toMatchObject({ round: null, gameEnds: true, complete: true, steps: [{ step: 'round', from: 10, gameEnds: true }] });
  });

  it('each icon on the revealed cards moves the threat one space (2 on the printed track), before any card resolves', () => {
    const r = phase({ cards: [{ deck: 1, card: 'lastDaysOfSummer' }, { deck: 2, card: 'gameOfThrones' }, { deck: 3, card: 'webOfLies' }] }).result;
    expect(r.steps[0]).toMatchObject({ step: 'wildlingTrack', icons: 2, from: 2, to: 6 });
    expect(kinds(r)).toEqual(['wildlingTrack:applied', 'lastDaysOfSummer:nothing', 'gameOfThrones:applied', 'webOfLies:applied']);
    expect(r.newThreat).toBe(6);
  });

  it('reaching 12 brings an attack at once, the icons left over are ignored; the phase waits for its bids and then goes on (L604-606)', () => {
    const cards: WesterosRequest['cards'] = [{ deck: 1, card: 'aThroneOfBlades' }, { deck: 2, card: 'darkWingsDarkWords' }, { deck: 3, card: 'seaOfStorms' }];
    const waiting = phase({ threat: 8, cards }).result;
    expect(kinds(waiting)).toEqual(['wildlingTrack:applied', 'wildlingAttack:pending', 'aThroneOfBlades:notReached', 'darkWingsDarkWords:notReached', 'seaOfStorms:notReached']);
    expect(waiting.waitingFor).toMatchObject({ step: 1, required: { field: '/decisions/wildlingAttacks/0', options: [{ house: 'baratheon', availablePower: 5 }, { house: 'lannister', availablePower: 5 }, { house: 'stark', availablePower: 5 }] } });
    const r = phase({ threat: 8, cards, decisions: { wildlingAttacks: [{ bids: low, card: 'Silence at the Wall' }], throneOfBlades: 'none', darkWings: 'none' } }).result;
    // 8 → 12 (the third icon ignored); the Wildlings win at 12 against 2: back two spaces to 8
    expect(r.steps[1]).toMatchObject({ step: 'wildlingAttack', trigger: 'threatTwelve', status: 'applied', attack: { wildlingStrength: 12, outcome: 'wildlings', newThreat: 8 } });
    expect(r).toMatchObject({ complete: true, newThreat: 8, restrictions: [{ card: 'seaOfStorms', restriction: 'noRaid', westerosCard: 'seaOfStorms' }] });
    expect(Object.fromEntries((r.housesAfter as Res[]).map((h) => [h.house, h.availablePower]))).toEqual({ baratheon: 4, lannister: 4, stark: 5 });
  });
});

describe('the cards in deck order (L611-630, L3000-3103)', () => {
  it('Wildlings Attack: an attack at the current threat with the card drawn; the Night’s Watch winning resets the threat (L3020-3024, L2318-2322)', () => {
    const bids = [{ house: 'baratheon' as const, bid: 3 }, { house: 'lannister' as const, bid: 2 }, { house: 'stark' as const, bid: 2 }];
    const r = phase({ threat: 6, cards: [{ deck: 3, card: 'wildlingsAttack' }], decisions: { wildlingAttacks: [{ bids, card: "Rattleshirt's Raiders" }] } }).result;
    expect(kinds(r)).toEqual(['wildlingsAttack:applied', 'wildlingAttack:applied']);
    expect(r.steps[1]).toMatchObject({ trigger: 'card', attack: { nightsWatch: 7, outcome: 'nightsWatch', highestBidder: 'baratheon' } });
    expect(r.newThreat).toBe(0);
    expect((r.housesAfter as Res[]).map((h) => [h.house, h.availablePower, h.supplyLevel])).toEqual([['baratheon', 2, 3], ['lannister', 3, 2], ['stark', 3, 1]]);
  });

  it('a Wildling card waiting for a house’s choice: waitingFor points into decisions.wildlingAttacks with that house and its options (L2339-2352)', () => {
    const r = phase({ threat: 6, cards: [{ deck: 3, card: 'wildlingsAttack' }], decisions: { wildlingAttacks: [{ bids: low, card: 'Mammoth Riders' }] } }).result;
    expect(r.steps[1]).toMatchObject({ status: 'pending', attack: { outcome: 'wildlings', lowestBidder: 'stark' } });
    // Stark, the lowest bidder, has 4 units (Footman and Knight in Winterfell, a Footman in White Harbor, a Ship): it chooses the 3 it loses
    expect(r.waitingFor).toMatchObject({ step: 0, status: 'pending', required: { field: '/decisions/wildlingAttacks/0/choices', by: 'stark', count: 3 } });
  });

  it('option wildlingTrackFirst (D12) reaches the attacks of the phase: Skinchanger Scout’s reward finds the bid already in the Pool (L2318-2331)', () => {
    const bids = [{ house: 'baratheon' as const, bid: 4 }, { house: 'lannister' as const, bid: 1 }, { house: 'stark' as const, bid: 1 }];
    const req = { threat: 6, cards: [{ deck: 3 as const, card: 'wildlingsAttack' as const }], decisions: { wildlingAttacks: [{ bids, card: 'Skinchanger Scout' }] } };
    const power = (o: Record<string, unknown>) => (phase(req, o).result.housesAfter as Res[]).find((h) => h.house === 'baratheon')!.availablePower;
    expect(power({})).toBe(5);
    expect(power({ wildlingTrackFirst: true })).toBe(1);
  });

  it('option preemptiveRaidTieByIronThrone reaches the attacks of the phase: the Iron Throne holder names the tied track (L1046-1049)', () => {
    // Baratheon, the lowest bidder, is second on the Iron Throne and Fiefdoms tracks; Stark holds the Iron Throne
    const tracks = { ironThrone: ['stark', 'baratheon', 'lannister'], fiefdoms: ['lannister', 'baratheon', 'stark'], kingsCourt: ['stark', 'lannister', 'baratheon'] } as WesterosRequest['tracks'];
    const bids = [{ house: 'baratheon' as const, bid: 0 }, { house: 'lannister' as const, bid: 1 }, { house: 'stark' as const, bid: 1 }];
    const req = { threat: 6, tracks, cards: [{ deck: 3 as const, card: 'wildlingsAttack' as const }], decisions: { wildlingAttacks: [{ bids, card: 'Preemptive Raid', choices: [{ house: 'baratheon' as const, option: 'influence' as const, track: 'fiefdoms' as const }] }] } };
    expect((phase(req).result.tracks as Record<string, string[]>).fiefdoms).toEqual(['lannister', 'stark', 'baratheon']);
    const withOption = phase(req, { preemptiveRaidTieByIronThrone: true }).result;
    expect(JSON.stringify(withOption)).toContain('IRON_THRONE_DECIDES');
    expect((withOption.tracks as Record<string, string[]>).fiefdoms).toEqual(tracks!.fiefdoms);
  });

  it('A Throne of Blades: the Iron Throne holder chooses; "supply" adjusts every house’s Supply as the Supply card does (L3029-3038)', () => {
    const board = [...BOARD, { id: 'riverrun', owner: 'stark' as const, units: [F] }];
    const waiting = phase({ cards: [{ deck: 1, card: 'aThroneOfBlades' }], board }).result;
    expect(cardStep(waiting, 'aThroneOfBlades')).toMatchObject({ status: 'pending', chooser: { house: 'baratheon', token: 'Iron Throne' }, required: { field: '/decisions/throneOfBlades', options: ['muster', 'supply', 'none'] } });
    const r = phase({ cards: [{ deck: 1, card: 'aThroneOfBlades' }], board, decisions: { throneOfBlades: 'supply' } }).result;
    expect(cardStep(r, 'aThroneOfBlades')).toMatchObject({ status: 'applied', choice: 'supply' });
    expect((r.housesAfter as Res[]).find((h) => h.house === 'stark')!.supplyLevel).toBe(2);
  });

  it('Winter Is Coming: waits for the card drawn after the shuffle; resolves it with its Wildling icons, again if Winter Is Coming comes up (L3014-3018)', () => {
    const waiting = phase({ cards: [{ deck: 1, card: 'winterIsComing' }, { deck: 3, card: 'rainsOfAutumn' }] }).result;
    expect(kinds(waiting)).toEqual(['wildlingTrack:applied', 'winterIsComing:pending', 'rainsOfAutumn:notReached']);
    expect(waiting.waitingFor.required).toEqual({ field: '/cards/0/drawn/0', message: expect.any(String), options: ['supply', 'mustering', 'aThroneOfBlades', 'winterIsComing', 'lastDaysOfSummer'] });
    const r = phase({ cards: [{ deck: 1, card: 'winterIsComing', drawn: ['winterIsComing', 'lastDaysOfSummer'] }, { deck: 3, card: 'rainsOfAutumn' }] }).result;
    expect(kinds(r)).toEqual(['wildlingTrack:applied', 'winterIsComing:applied', 'winterIsComing:applied', 'wildlingTrack:applied', 'lastDaysOfSummer:nothing', 'rainsOfAutumn:applied']);
    // Rains of Autumn's icon, then Last Days of Summer's: 2 → 4 → 6
    expect(r.newThreat).toBe(6);
    // Winter Is Coming drawn again waits for the next card, at the next index; a card drawn beyond the chain is not needed
    expect(phase({ cards: [{ deck: 1, card: 'winterIsComing', drawn: ['winterIsComing'] }] }).result.waitingFor.required.field).toBe('/cards/0/drawn/1');
    expect(problem(() => phase({ cards: [{ deck: 1, card: 'winterIsComing', drawn: ['supply', 'mustering'] }] }))).toEqual({ code: 'invalid_input', issues: [{ path: '/cards/0/drawn/1', code: 'choice_not_needed' }] });
  });

  it('D13: the card Winter Is Coming draws brings the threat to 12: the Wildlings attack at once', () => {
    const r = phase({ threat: 10, cards: [{ deck: 2, card: 'winterIsComing', drawn: ['lastDaysOfSummer'] }], decisions: { wildlingAttacks: [{ bids: low, card: 'Silence at the Wall' }] } }).result;
    expect(kinds(r)).toEqual(['winterIsComing:applied', 'wildlingTrack:applied', 'wildlingAttack:applied', 'lastDaysOfSummer:nothing']);
    expect(r.newThreat).toBe(8);
  });

  it('Put to the Sword: the Valyrian Steel Blade holder chooses; the restriction goes to order validation as westerosCard/westerosChoice (L3092-3113)', () => {
    const waiting = phase({ cards: [{ deck: 3, card: 'putToTheSword' }] }).result;
    expect(cardStep(waiting, 'putToTheSword')).toMatchObject({ status: 'pending', chooser: { house: 'stark', token: 'Valyrian Steel Blade' }, required: { options: ['noMarchPlusOne', 'noDefense', 'none'] } });
    const r = phase({ cards: [{ deck: 3, card: 'putToTheSword' }], decisions: { putToTheSword: 'noDefense' } }).result;
    expect(r.restrictions).toEqual([{ card: 'putToTheSword', restriction: 'noDefense', westerosCard: 'putToTheSword', westerosChoice: 'noDefense' }]);
    const { westerosCard, westerosChoice } = r.restrictions[0];
    const orders = [{ id: 'winterfell', owner: 'stark' as const, units: [F], order: { type: 'defense' as const } }];
    const v = armyCapability.run({ house: 'stark', board: orders, supplyLevel: 1, availablePower: 5, checkOrders: true, westerosCard, westerosChoice }, { rulesVersion: 'agot-2e', options: {}, dice: { mode: 'exact' } }).result;
    expect(v.violations.map((x) => x.code)).toEqual(['DEFENSE_FORBIDDEN']);
  });

  it('each explanation step cites the seed', () => {
    const r = phase({ cards: [{ deck: 1, card: 'supply' }, { deck: 2, card: 'gameOfThrones' }, { deck: 3, card: 'feastForCrows' }] });
    expect(r.explanation.map((e) => e.rule)).toEqual(expect.arrayContaining(['agot.westeros-phase', 'agot.westeros.supply', 'agot.westeros.game-of-thrones', 'agot.westeros.order-restriction', 'agot.wildling-track']));
    for (const e of r.explanation) expect(e.cite).toMatch(/001_4bc5a92fd4dd1b7e\.txt L\d+|got-board-game\.md/);
  });
});

describe('bad inputs: a precise problem with its pointer (400, or 422 for a state that cannot exist)', () => {
  it('a card not in its deck, decks out of order, a card drawn that is not in the deck, an unknown card', () => {
    expect(problem(() => phase({ cards: [{ deck: 1, card: 'clashOfKings' }] }))).toEqual({ code: 'invalid_input', issues: [{ path: '/cards/0/card', code: 'not_in_deck' }] });
    expect(problem(() => phase({ cards: [{ deck: 2, card: 'gameOfThrones' }, { deck: 1, card: 'supply' }] }))).toEqual({ code: 'invalid_input', issues: [{ path: '/cards/1/deck', code: 'invalid_value' }] });
    expect(problem(() => phase({ cards: [{ deck: 2, card: 'winterIsComing', drawn: ['supply'] }] }))).toEqual({ code: 'invalid_input', issues: [{ path: '/cards/0/drawn/0', code: 'not_in_deck' }] });
    expect(problem(() => phase({ cards: [{ deck: 1, card: 'dragons' as never }] }))).toEqual({ code: 'unknown_reference', issues: [{ path: '/cards/0/card', code: 'unknown_card' }] });
    expect(problem(() => phase({ cards: [{ deck: 1, card: 'supply', drawn: ['mustering'] }] }))).toEqual({ code: 'invalid_input', issues: [{ path: '/cards/0/drawn/0', code: 'choice_not_needed' }] });
  });
  it('a choice for a card not revealed, a decision no card read, tracks not listing every house', () => {
    expect(problem(() => phase({ cards: [{ deck: 1, card: 'supply' }], decisions: { putToTheSword: 'none' } }))).toEqual({ code: 'invalid_input', issues: [{ path: '/decisions/putToTheSword', code: 'choice_not_needed' }] });
    expect(problem(() => phase({ cards: [{ deck: 1, card: 'supply' }], decisions: { supply: [{ house: 'stark', destroy: [] }], muster: [{ house: 'stark', areas: [] }] } }))).toEqual({ code: 'invalid_input', issues: [{ path: '/decisions/muster/0', code: 'choice_not_needed' }] });
    expect(problem(() => phase({ cards: [{ deck: 1, card: 'supply' }], tracks: { ...STATE.tracks, fiefdoms: ['stark', 'baratheon'] } }))).toEqual({ code: 'invalid_input', issues: [{ path: '/tracks/fiefdoms', code: 'invalid_value' }] });
  });
  it('a Wildling bid beyond the house’s Power (400 BID_EXCEEDS_POWER); the threat waiting on 12 (422)', () => {
    const bids = [{ house: 'baratheon' as const, bid: 6 }, { house: 'lannister' as const, bid: 0 }, { house: 'stark' as const, bid: 0 }];
    expect(problem(() => phase({ cards: [{ deck: 3, card: 'wildlingsAttack' }], decisions: { wildlingAttacks: [{ bids }] } }))).toEqual({ code: 'invalid_input', issues: [{ path: '/decisions/wildlingAttacks/0/bids/0/bid', code: 'BID_EXCEEDS_POWER' }] });
    expect(problem(() => phase({ threat: 12, cards: [{ deck: 1, card: 'supply' }] }))).toEqual({ code: 'impossible_state', issues: [{ path: '/threat', code: 'invalid_value' }] });
  });
});
