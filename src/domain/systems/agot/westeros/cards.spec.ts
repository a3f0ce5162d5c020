/**
 * The Westeros cards that change supply, units, Power and the Influence tracks, resolved on a given
 * state (`morale/test` kind `westeros`; AGoT 001_4bc5a92fd4dd1b7e.txt L651-995, L3000-3103). Fixed
 * states, exact outcomes; each test would fail if its rule were wrong.
 */
import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../core/errors.js';
import { BOARD, cardStep, F, K, phase, S, STATE, type Res } from '../../../../../test/fixtures/agot-westeros.js';
import type { AreaState } from '../board.js';

const issues = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return (e as DomainError).issues.map((i) => ({ path: i.path, code: i.code }));
  }
  throw new Error('expected a DomainError');
};
const supplyOf = (r: Res) => Object.fromEntries((r.housesAfter as Res[]).map((h) => [h.house, h.supplyLevel]));
const powerOf = (r: Res) => Object.fromEntries((r.housesAfter as Res[]).map((h) => [h.house, h.availablePower]));
const unitsAt = (r: Res, id: string) => ((r.boardAfter as AreaState[]).find((a) => a.id === id)?.units ?? []).map((u) => u.type);

describe('Supply (L657-690, L3007-3012)', () => {
  it('each house sets its track to the barrels of the areas it controls; a home area counts without units (L2512-2519)', () => {
    const board = BOARD.filter((a) => a.id !== 'winterfell').concat([{ id: 'riverrun', powerToken: 'stark' }]);
    const r = phase({ cards: [{ deck: 1, card: 'supply' }], board }).result;
    // Stark: Winterfell (its empty home, 1) + Riverrun by Power token (1) = 2; Lannister: Lannisport 2; Baratheon: Dragonstone 1 + Kingswood 1
    expect(supplyOf(r)).toEqual({ baratheon: 2, lannister: 2, stark: 2 });
    expect(cardStep(r, 'supply')).toMatchObject({ status: 'applied', changes: [{ house: 'baratheon', supply: { from: 2, to: 2 } }, { house: 'lannister', supply: { from: 2, to: 2 } }, { house: 'stark', supply: { from: 1, to: 2 } }] });
    expect(r.complete).toBe(true);
  });

  it('the seed’s example (L724-742): Lannister drops from 5 to 3 with armies 4, 3, 2, 2 — pending with the armies to reduce, then one Footman in the Twins and one in Harrenhal', () => {
    const army = (id: string, units: AreaState['units']): AreaState => ({ id, owner: 'lannister', units });
    const board: AreaState[] = [army('the-twins', [F, F, F, K]), army('harrenhal', [F, F, K]), army('lannisport', [F, K]), army('stoney-sept', [F, F]), { id: 'searoad-marches', powerToken: 'lannister' }, ...BOARD.filter((a) => a.owner !== 'lannister')];
    const houses = STATE.houses.map((h) => (h.house === 'lannister' ? { ...h, supplyLevel: 5 } : h));
    const pending = phase({ cards: [{ deck: 1, card: 'supply' }], board, houses }).result;
    const step = cardStep(pending, 'supply');
    expect(step.status).toBe('pending');
    expect(step.changes[1]).toMatchObject({ house: 'lannister', status: 'pending', supply: { from: 5, to: 3 }, required: { field: '/decisions/supply', by: 'lannister', count: 2 } });
    expect(step.changes[1].required.options).toEqual([{ area: 'the-twins', units: 4, minLoss: 1, maxLoss: 2 }, { area: 'harrenhal', units: 3, minLoss: 0, maxLoss: 1 }]);
    expect(pending).toMatchObject({ complete: false, waitingFor: { step: 0, status: 'pending', required: { field: '/decisions/supply' } } });
    const destroy = [{ area: 'the-twins', type: 'footman' as const }, { area: 'harrenhal', type: 'footman' as const }];
    const done = phase({ cards: [{ deck: 1, card: 'supply' }], board, houses, decisions: { supply: [{ house: 'lannister', destroy }] } }).result;
    expect(cardStep(done, 'supply').changes[1]).toMatchObject({ status: 'applied', destroyed: destroy });
    expect(unitsAt(done, 'the-twins')).toEqual(['footman', 'footman', 'knight']);
    expect(unitsAt(done, 'harrenhal')).toEqual(['footman', 'knight']);
    // One unit only breaks the rule: the armies still do not fit (L689-690)
    const short = phase({ cards: [{ deck: 1, card: 'supply' }], board, houses, decisions: { supply: [{ house: 'lannister', destroy: destroy.slice(0, 1) }] } }).result;
    expect(cardStep(short, 'supply').changes[1]).toMatchObject({ status: 'illegal', reasons: [{ code: 'ARMY_TOO_LARGE', path: '/decisions/supply/0/destroy' }] });
  });

  it('more than 6 barrels count as 6 (D2)', () => {
    const board: AreaState[] = ['lannisport', 'highgarden', 'blackwater', 'dornish-marches', 'riverrun', 'seagard', 'searoad-marches'].map((id) => ({ id, owner: 'lannister', units: [F] }));
    const r = phase({ cards: [{ deck: 1, card: 'supply' }], board: [...board, ...BOARD.filter((a) => a.owner !== 'lannister')] }).result;
    expect(supplyOf(r).lannister).toBe(6);
  });
});

describe('Mustering (L780-881, L3002-3005)', () => {
  const board: AreaState[] = [
    { id: 'lannisport', owner: 'lannister', units: [F, K] },
    { id: 'harrenhal', owner: 'lannister', units: [F, F] },
    { id: 'riverrun', owner: 'lannister', units: [K, K, K] },
    { id: 'stoney-sept', owner: 'lannister', units: [F] },
    ...BOARD.filter((a) => a.owner !== 'lannister'),
  ];
  const houses = STATE.houses.map((h) => (h.house === 'lannister' ? { ...h, supplyLevel: 3 } : h));
  const none = [{ house: 'baratheon' as const, areas: [] }, { house: 'stark' as const, areas: [] }];

  it('in turn order, each house is asked for its plan with the Castles and Strongholds it controls and their points', () => {
    const r = phase({ cards: [{ deck: 1, card: 'mustering' }], board, houses }).result;
    expect(cardStep(r, 'mustering').changes.map((c: Res) => [c.house, c.status, c.required?.options])).toEqual([
      ['baratheon', 'pending', [{ area: 'dragonstone', points: 2 }]],
      ['lannister', 'pending', [{ area: 'harrenhal', points: 1 }, { area: 'lannisport', points: 2 }, { area: 'riverrun', points: 2 }]],
      ['stark', 'pending', [{ area: 'white-harbor', points: 1 }, { area: 'winterfell', points: 2 }]],
    ]);
  });

  it('the plan is placed on the board: a Ship and an upgrade from Lannisport, an upgrade in Harrenhal, a Ship from Riverrun making a fleet of 2 (E4, L857-881)', () => {
    const areas = [
      { area: 'lannisport', units: [{ type: 'ship' as const, to: 'the-golden-sound' }, { type: 'knight' as const, upgrade: true }] },
      { area: 'harrenhal', units: [{ type: 'siegeEngine' as const, upgrade: true }] },
      { area: 'riverrun', units: [{ type: 'ship' as const, to: 'the-golden-sound' }] },
    ];
    const r = phase({ cards: [{ deck: 1, card: 'mustering' }], board, houses, decisions: { muster: [...none, { house: 'lannister', areas }] } }).result;
    expect(cardStep(r, 'mustering').changes[1]).toMatchObject({ house: 'lannister', status: 'applied', mustered: areas });
    expect(unitsAt(r, 'lannisport')).toEqual(['knight', 'knight']);
    expect(unitsAt(r, 'harrenhal')).toEqual(['siegeEngine', 'footman']);
    expect(unitsAt(r, 'the-golden-sound')).toEqual(['ship', 'ship']);
    expect(r.complete).toBe(true);
  });

  it('a house that musters nothing (areas: []) needs no Supply position; without the track position a plan waits for it', () => {
    const noLevel = houses.map((h) => (h.house === 'stark' ? { house: h.house, availablePower: h.availablePower } : h));
    const r = phase({ cards: [{ deck: 1, card: 'mustering' }], board, houses: noLevel, decisions: { muster: [{ house: 'baratheon', areas: [] }, { house: 'lannister', areas: [] }] } }).result;
    expect(cardStep(r, 'mustering').changes.map((c: Res) => [c.house, c.status, c.required?.field])).toEqual([['baratheon', 'nothing', undefined], ['lannister', 'nothing', undefined], ['stark', 'pending', '/houses/2/supplyLevel']]);
    const done = phase({ cards: [{ deck: 1, card: 'mustering' }], board, houses: noLevel, decisions: { muster: [...none, { house: 'lannister', areas: [] }] } }).result;
    expect(done.complete).toBe(true);
  });

  it('the armies/validate checks apply: a fourth unit in Riverrun breaks Supply 3 (MUSTER_SUPPLY, L814-819); one area’s points spent twice (MUSTER_POINTS_EXCEEDED)', () => {
    const over = phase({ cards: [{ deck: 1, card: 'mustering' }], board, houses, decisions: { muster: [...none, { house: 'lannister', areas: [{ area: 'riverrun', units: [{ type: 'footman' }] }] }] } }).result;
    expect(cardStep(over, 'mustering')).toMatchObject({ status: 'illegal', changes: [{}, { status: 'illegal', reasons: [{ code: 'MUSTER_SUPPLY', path: '/decisions/muster/2/areas' }] }, {}] });
    expect(unitsAt(over, 'riverrun')).toEqual(['knight', 'knight', 'knight']);
    const twice = phase({ cards: [{ deck: 1, card: 'mustering' }], board, houses, decisions: { muster: [...none, { house: 'lannister', areas: [{ area: 'harrenhal', units: [{ type: 'footman' }] }, { area: 'harrenhal', units: [{ type: 'footman' }] }] }] } }).result;
    expect(cardStep(twice, 'mustering').changes[1].reasons.map((x: Res) => x.code)).toContain('MUSTER_POINTS_EXCEEDED');
  });
});

describe('Game of Thrones (L3040-3046, L2640-2645) and the Power Pool', () => {
  const board: AreaState[] = [
    ...BOARD.filter((a) => a.id !== 'the-golden-sound'),
    { id: 'port-of-dragonstone', owner: 'baratheon', units: [S] },
    { id: 'port-of-lannisport', owner: 'lannister', units: [S] },
    { id: 'the-golden-sound', owner: 'stark', units: [S] },
  ];
  it('1 Power per Power icon of the areas controlled, +1 per port with a friendly Ship and no enemy Ship in its sea, in turn order', () => {
    const r = phase({ cards: [{ deck: 2, card: 'gameOfThrones' }], board }).result;
    // Baratheon: Dragonstone 1 + Kingswood 1 + its port (Shipbreaker Bay holds only its own ships) = 3; Lannister: Stoney Sept 1, its port blockaded by Stark; Stark: Winterfell 1
    expect(cardStep(r, 'gameOfThrones').changes.map((c: Res) => [c.house, c.power.to - c.power.from])).toEqual([['baratheon', 3], ['lannister', 1], ['stark', 1]]);
    expect(powerOf(r)).toEqual({ baratheon: 8, lannister: 6, stark: 6 });
  });
  it('Power tokens are no Power icons (L2496-2499); a gain stops at the tokens left in the Pool (L458-465)', () => {
    const houses = STATE.houses.map((h) => (h.house === 'baratheon' ? { ...h, availablePower: 18 } : h));
    const r = phase({ cards: [{ deck: 2, card: 'gameOfThrones' }], board: [...board, { id: 'blackwater', powerToken: 'baratheon' }], houses }).result;
    expect(cardStep(r, 'gameOfThrones').changes[0]).toMatchObject({ house: 'baratheon', status: 'applied', power: { from: 18, to: 19, lostToPool: 2 } });
  });
  it('Dark Wings, Dark Words: the Messenger Raven holder chooses; option b pays the ports too (D14), or only the icons with darkWingsIgnoresPorts (L3060-3063 against L3155-3158)', () => {
    const pending = phase({ cards: [{ deck: 2, card: 'darkWingsDarkWords' }], board }).result;
    expect(cardStep(pending, 'darkWingsDarkWords')).toMatchObject({ status: 'pending', chooser: { house: 'lannister', token: 'Messenger Raven' }, required: { field: '/decisions/darkWings', by: 'lannister', options: ['clashOfKings', 'gameOfThrones', 'none'] } });
    const req = { cards: [{ deck: 2 as const, card: 'darkWingsDarkWords' as const }], board, decisions: { darkWings: 'gameOfThrones' as const } };
    expect(powerOf(phase(req).result).baratheon).toBe(8);
    expect(powerOf(phase(req, { darkWingsIgnoresPorts: true }).result).baratheon).toBe(7);
    expect(powerOf(phase({ ...req, decisions: { darkWings: 'none' } }).result)).toEqual({ baratheon: 5, lannister: 5, stark: 5 });
  });
});

describe('Clash of Kings (L894-995, L1027-1034)', () => {
  const bids = {
    ironThrone: [{ house: 'stark' as const, bid: 2 }, { house: 'lannister' as const, bid: 2 }, { house: 'baratheon' as const, bid: 1 }],
    fiefdoms: [{ house: 'stark' as const, bid: 3 }, { house: 'lannister' as const, bid: 0 }, { house: 'baratheon' as const, bid: 0 }],
    kingsCourt: [{ house: 'stark' as const, bid: 0 }, { house: 'lannister' as const, bid: 3 }, { house: 'baratheon' as const, bid: 4 }],
  };
  it('track by track: the outgoing holder breaks the Iron Throne tie, the new holder the later ones; every bid to the Pool; Dominance tokens to position 1', () => {
    const undecided = phase({ cards: [{ deck: 2, card: 'clashOfKings' }], decisions: { bids } }).result;
    expect(cardStep(undecided, 'clashOfKings')).toMatchObject({ status: 'undecided', required: { field: '/decisions/tieOrder/ironThrone', by: 'baratheon' } });
    const r = phase({ cards: [{ deck: 2, card: 'clashOfKings' }], decisions: { bids, tieOrder: { ironThrone: ['lannister', 'stark'], fiefdoms: ['lannister', 'baratheon'] } } }).result;
    expect(r.tracks).toEqual({ ironThrone: ['lannister', 'stark', 'baratheon'], fiefdoms: ['stark', 'lannister', 'baratheon'], kingsCourt: ['baratheon', 'lannister', 'stark'] });
    expect(cardStep(r, 'clashOfKings').bidding.map((b: Res) => [b.track, b.tiesDecidedBy, b.powerToPool])).toEqual([['ironThrone', 'baratheon', 5], ['fiefdoms', 'lannister', 3], ['kingsCourt', 'lannister', 7]]);
    expect(r.dominanceHolders).toEqual({ ironThrone: 'lannister', valyrianBlade: 'stark', messengerRaven: 'baratheon' });
    expect(powerOf(r)).toEqual({ baratheon: 0, lannister: 0, stark: 0 });
  });
  it('Dark Wings, Dark Words, option a: the same bidding as a Clash of Kings (L3057-3059)', () => {
    const r = phase({ cards: [{ deck: 2, card: 'darkWingsDarkWords' }], decisions: { darkWings: 'clashOfKings', bids, tieOrder: { ironThrone: ['stark', 'lannister'], fiefdoms: ['baratheon', 'lannister'] } } }).result;
    expect(cardStep(r, 'darkWingsDarkWords')).toMatchObject({ status: 'applied', choice: 'clashOfKings', chooser: { house: 'lannister' } });
    // Lannister chose; Baratheon, outgoing holder, puts Stark first; Stark, the new holder, then places Baratheon over Lannister
    expect(r.tracks).toEqual({ ironThrone: ['stark', 'lannister', 'baratheon'], fiefdoms: ['stark', 'baratheon', 'lannister'], kingsCourt: ['baratheon', 'lannister', 'stark'] });
    expect(cardStep(r, 'darkWingsDarkWords').bidding.map((b: Res) => b.tiesDecidedBy)).toEqual(['baratheon', 'stark', 'stark']);
  });
  it('each track is bid from the Power left: a bid beyond it is a 400 at its pointer (L919-925)', () => {
    const greedy = { ...bids, kingsCourt: [{ house: 'stark' as const, bid: 1 }, ...bids.kingsCourt.slice(1)] };
    expect(issues(() => phase({ cards: [{ deck: 2, card: 'clashOfKings' }], decisions: { bids: greedy, tieOrder: { ironThrone: ['lannister', 'stark'], fiefdoms: ['lannister', 'baratheon'] } } }))).toEqual([{ path: '/decisions/bids/kingsCourt/0/bid', code: 'BID_EXCEEDS_POWER' }]);
  });
  it('without the bids of a track the card waits for them, with every house’s Power', () => {
    const r = phase({ cards: [{ deck: 2, card: 'clashOfKings' }], decisions: { bids: { ironThrone: bids.ironThrone }, tieOrder: { ironThrone: ['stark', 'lannister'] } } }).result;
    expect(cardStep(r, 'clashOfKings')).toMatchObject({ status: 'pending', bidding: [{ track: 'ironThrone', order: ['stark', 'lannister', 'baratheon'] }], required: { field: '/decisions/bids/fiefdoms', options: [{ house: 'baratheon', availablePower: 4 }, { house: 'lannister', availablePower: 3 }, { house: 'stark', availablePower: 3 }] } });
  });
});
