import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import { moraleCapability, type MoraleRequest } from './morale.js';

// Wildling cards applied to a state: got-board-game.md Appendix A.7 [EXT]; seed 001_4bc5a92fd4dd1b7e.txt L2333-2363, L2434-2444
const ctx = (o = {}) => ({ rulesVersion: 'agot-2e', options: resolveOptions(moraleCapability.options, o), dice: { mode: 'exact' as const } });
const run = (req: Partial<MoraleRequest>, o = {}) => moraleCapability.run({ kind: 'wildlingAttack', ...req } as MoraleRequest, ctx(o)).result as Record<string, any>;
const fail = (req: Partial<MoraleRequest>): DomainError => {
  try {
    run(req);
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('no error');
};
const F = { type: 'footman' as const };
const K = { type: 'knight' as const };
const S = { type: 'ship' as const };
const board = [
  { id: 'winterfell', owner: 'stark' as const, units: [F, K] },
  { id: 'white-harbor', owner: 'stark' as const, units: [F] },
  { id: 'the-shivering-sea', owner: 'stark' as const, units: [S] },
  { id: 'lannisport', owner: 'lannister' as const, units: [F, K, K] },
  { id: 'stoney-sept', owner: 'lannister' as const, units: [F] },
  { id: 'dragonstone', owner: 'baratheon' as const, units: [F, K] },
  { id: 'kingswood', owner: 'baratheon' as const, units: [F] },
];
const bids = [
  { house: 'stark' as const, bid: 3, availablePower: 5 },
  { house: 'lannister' as const, bid: 1, availablePower: 4 },
  { house: 'baratheon' as const, bid: 0, availablePower: 2 },
];
const tracks = { ironThrone: ['baratheon', 'lannister', 'stark'], fiefdoms: ['lannister', 'stark', 'baratheon'], kingsCourt: ['stark', 'lannister', 'baratheon'] } as MoraleRequest['tracks'];
// threat 8: the Wildlings win (4 < 8), Baratheon bid least; threat 4: the Night's Watch wins, Stark bid most
const wild = { threat: 8, bids, board };
const nw = { threat: 4, bids, board };
const change = (r: Record<string, any>, house: string) => (r.changes as Array<Record<string, any>>).find((c) => c.house === house)!;

describe('Silence at the Wall', () => {
  it('nothing happens to anyone; a choice for it is a 400 naming the field', () => {
    expect(run({ ...wild, card: 'Silence at the Wall' }).changes.map((c: { status: string }) => c.status)).toEqual(['nothing', 'nothing', 'nothing']);
    expect(fail({ ...wild, card: 'Silence at the Wall', choices: [{ house: 'stark', destroy: [{ area: 'winterfell', type: 'footman' }] }] }).issues[0]).toMatchObject({ path: '/choices/0/destroy', code: 'choice_not_needed' });
  });
});

describe("Rattleshirt's Raiders (L2434-2444)", () => {
  const houses = [
    { house: 'stark' as const, supplyLevel: 2 },
    { house: 'lannister' as const, supplyLevel: 1 },
    { house: 'baratheon' as const, supplyLevel: 3 },
  ];
  it('lowest −2, others −1, never below 0; the armies are then checked against the new row (L2440-2441)', () => {
    const r = run({ ...wild, card: "Rattleshirt's Raiders", houses });
    expect(change(r, 'baratheon')).toMatchObject({ role: 'lowest bidder', status: 'applied', supply: { from: 3, to: 1 } });
    expect(change(r, 'stark')).toMatchObject({ role: 'other', status: 'applied', supply: { from: 2, to: 1 } });
    // Lannisport's army of 3 no longer fits supply 0 (2, 2): one unit must go, and the table has not said which
    expect(change(r, 'lannister')).toMatchObject({ status: 'pending', supply: { from: 1, to: 0 }, required: { field: 'destroy', count: 1, options: [{ area: 'lannisport', units: 3, minLoss: 1, maxLoss: 1 }] } });
    expect(r.complete).toBe(false);
  });

  it('a removal that fits is applied; one that does not is an illegal choice with its shortfall code', () => {
    const ok = run({ ...wild, card: "Rattleshirt's Raiders", houses, choices: [{ house: 'lannister', destroy: [{ area: 'lannisport', type: 'knight' }] }] });
    expect(change(ok, 'lannister')).toMatchObject({ status: 'applied', destroyed: [{ area: 'lannisport', type: 'knight' }] });
    expect(ok.complete).toBe(true);
    expect(ok.unitsAfter.lannister).toEqual([{ area: 'lannisport', units: ['footman', 'knight'] }, { area: 'stoney-sept', units: ['footman'] }]);
    const bad = run({ ...wild, card: "Rattleshirt's Raiders", houses, choices: [{ house: 'lannister', destroy: [{ area: 'stoney-sept', type: 'footman' }] }] });
    expect(change(bad, 'lannister')).toMatchObject({ status: 'illegal', reasons: [{ code: 'ARMY_TOO_LARGE', path: '/choices/0/destroy' }] });
  });

  it('the highest bidder gains 1, never above 6; without the supply level the change waits for it', () => {
    expect(change(run({ ...nw, card: "Rattleshirt's Raiders", houses: [{ house: 'stark', supplyLevel: 6 }] }), 'stark')).toMatchObject({ status: 'applied', supply: { from: 6, to: 6 } });
    expect(change(run({ ...nw, card: "Rattleshirt's Raiders", houses: [{ house: 'stark', supplyLevel: 4 }] }), 'stark').supply).toEqual({ from: 4, to: 5 });
    expect(change(run({ ...nw, card: "Rattleshirt's Raiders" }), 'stark')).toMatchObject({ status: 'pending', required: { field: 'supplyLevel' } });
  });
});

describe('Skinchanger Scout, and D12 (L2318-2331)', () => {
  it('lowest loses all available Power, the others 2 (or all they have); bids are discarded', () => {
    const r = run({ ...wild, card: 'Skinchanger Scout' });
    expect(r.powerAfter).toEqual({ stark: 0, lannister: 1, baratheon: 0 });
    expect(change(r, 'baratheon').power).toEqual({ from: 2, to: 0 });
    expect(change(r, 'lannister').power).toEqual({ from: 3, to: 1 });
    expect(r.powerDiscarded).toEqual({ stark: 3, lannister: 1, baratheon: 0 });
  });

  it('by default the highest bidder’s bid returns (the card is read with the bids in hand); wildlingTrackFirst discards it first, so nothing returns', () => {
    const r = run({ ...nw, card: 'Skinchanger Scout' });
    expect(change(r, 'stark')).toMatchObject({ status: 'applied', power: { from: 2, to: 5 } });
    expect(r.powerDiscarded).toEqual({ stark: 0, lannister: 1, baratheon: 0 });
    expect(r.powerAfter.stark).toBe(5);
    const seedOrder = run({ ...nw, card: 'Skinchanger Scout' }, { wildlingTrackFirst: true });
    expect(seedOrder.sequence).toEqual(['track', 'discardBids', 'card']);
    expect(change(seedOrder, 'stark').status).toBe('nothing');
    expect(seedOrder.powerDiscarded).toEqual({ stark: 3, lannister: 1, baratheon: 0 });
    expect(seedOrder.powerAfter.stark).toBe(2);
  });
});

describe('Mammoth Riders', () => {
  it('lowest destroys 3 (all Baratheon has: no choice needed), the others 2 of their choice', () => {
    const r = run({ ...wild, card: 'Mammoth Riders' });
    expect(change(r, 'baratheon')).toMatchObject({ status: 'applied', destroyed: [{ area: 'dragonstone', type: 'footman' }, { area: 'dragonstone', type: 'knight' }, { area: 'kingswood', type: 'footman' }] });
    expect(change(r, 'stark')).toMatchObject({ status: 'pending', required: { field: 'destroy', count: 2, options: [{ area: 'winterfell', type: 'footman', count: 1 }, { area: 'winterfell', type: 'knight', count: 1 }, { area: 'white-harbor', type: 'footman', count: 1 }, { area: 'the-shivering-sea', type: 'ship', count: 1 }] } });
    expect(change(r, 'lannister')).toMatchObject({ status: 'pending', required: { field: 'destroy', count: 2 } });
  });

  it('the choices are applied; a wrong count is an illegal choice, a unit not there a 422 with its pointer', () => {
    const choices = [
      { house: 'stark' as const, destroy: [{ area: 'winterfell', type: 'knight' as const }, { area: 'the-shivering-sea', type: 'ship' as const }] },
      { house: 'lannister' as const, destroy: [{ area: 'lannisport', type: 'knight' as const }, { area: 'lannisport', type: 'knight' as const }, { area: 'stoney-sept', type: 'footman' as const }] },
    ];
    const r = run({ ...wild, card: 'Mammoth Riders', choices });
    expect(change(r, 'stark')).toMatchObject({ status: 'applied', destroyed: choices[0].destroy });
    expect(change(r, 'lannister')).toMatchObject({ status: 'illegal', reasons: [{ code: 'WRONG_COUNT', path: '/choices/1/destroy' }] });
    const e = fail({ ...wild, card: 'Mammoth Riders', choices: [{ house: 'stark', destroy: [{ area: 'winterfell', type: 'knight' }, { area: 'winterfell', type: 'knight' }] }] });
    expect(e.code).toBe('impossible_state');
    expect(e.issues[0]).toMatchObject({ path: '/choices/0/destroy/1', code: 'unit_not_there' });
  });

  it('Night’s Watch: the highest bidder may take one card back from the discard pile', () => {
    const houses = [{ house: 'stark' as const, hand: ['eddard-stark'], discards: ['robb-stark', 'catelyn-stark'] }];
    expect(change(run({ ...nw, card: 'Mammoth Riders', houses }), 'stark')).toMatchObject({ status: 'pending', required: { field: 'retrieve', options: ['robb-stark', 'catelyn-stark'] } });
    const r = run({ ...nw, card: 'Mammoth Riders', houses, choices: [{ house: 'stark', retrieve: 'robb-stark' }] });
    expect(change(r, 'stark')).toMatchObject({ status: 'applied', cardsReturned: ['robb-stark'] });
    expect(r.housesAfter[0]).toEqual({ house: 'stark', hand: ['eddard-stark', 'robb-stark'], discards: ['catelyn-stark'] });
    expect(change(run({ ...nw, card: 'Mammoth Riders', houses, choices: [{ house: 'stark', retrieve: 'the-blackfish' }] }), 'stark').reasons[0].code).toBe('NOT_IN_DISCARDS');
    // a house the Night's Watch reward does not touch has nothing to choose
    expect(fail({ ...nw, card: 'Mammoth Riders', choices: [{ house: 'lannister', retrieve: 'tywin-lannister' }] }).issues[0]).toMatchObject({ path: '/choices/0/retrieve', code: 'choice_not_needed' });
  });
});

describe('The Horde Descends', () => {
  it('lowest: 2 units in one of its Castles or Strongholds (Dragonstone: forced); others 1 unit anywhere', () => {
    const r = run({ ...wild, card: 'The Horde Descends', choices: [{ house: 'lannister', destroy: [{ area: 'stoney-sept', type: 'footman' }] }] });
    expect(change(r, 'baratheon')).toMatchObject({ status: 'applied', destroyed: [{ area: 'dragonstone', type: 'footman' }, { area: 'dragonstone', type: 'knight' }] });
    expect(change(r, 'lannister')).toMatchObject({ status: 'applied', destroyed: [{ area: 'stoney-sept', type: 'footman' }] });
    expect(change(r, 'stark')).toMatchObject({ status: 'pending', required: { field: 'destroy', count: 1 } });
  });

  it('the 2 units must come from one Castle or Stronghold while one holds 2; with none, 2 anywhere', () => {
    const lowLannister = bids.map((b) => ({ ...b, bid: b.house === 'lannister' ? 0 : 1 }));
    const pend = run({ threat: 8, bids: lowLannister, board, card: 'The Horde Descends' });
    expect(change(pend, 'lannister')).toMatchObject({ status: 'pending', required: { field: 'destroy', count: 2, options: [{ area: 'lannisport', type: 'footman', count: 1 }, { area: 'lannisport', type: 'knight', count: 2 }] } });
    const split = run({ threat: 8, bids: lowLannister, board, card: 'The Horde Descends', choices: [{ house: 'lannister', destroy: [{ area: 'lannisport', type: 'knight' }, { area: 'stoney-sept', type: 'footman' }] }] });
    expect(change(split, 'lannister').reasons[0].code).toBe('NOT_ONE_CASTLE');
    const lowStark = bids.map((b) => ({ ...b, bid: b.house === 'stark' ? 0 : 1 }));
    const noCastle = [{ id: 'karhold', owner: 'stark' as const, units: [F, K] }, { id: 'castle-black', owner: 'stark' as const, units: [F] }];
    expect(change(run({ threat: 8, bids: lowStark, board: noCastle, card: 'The Horde Descends' }), 'stark')).toMatchObject({ status: 'pending', required: { field: 'destroy', count: 2 } });
  });

  it('Night’s Watch: may muster in one Castle or Stronghold it controls, with its mustering points', () => {
    expect(change(run({ ...nw, card: 'The Horde Descends' }), 'stark').required.options).toEqual([{ area: 'winterfell', points: 2 }, { area: 'white-harbor', points: 1 }]);
    expect(change(run({ ...nw, card: 'The Horde Descends', choices: [{ house: 'stark', muster: 'winterfell' }] }), 'stark')).toMatchObject({ status: 'applied', muster: { area: 'winterfell', points: 2 } });
    expect(change(run({ ...nw, card: 'The Horde Descends', choices: [{ house: 'stark', muster: 'lannisport' }] }), 'stark').reasons[0].code).toBe('NOT_YOUR_CASTLE');
  });
});

describe('Crow Killers (units per house: L29-35)', () => {
  it('lowest: every Knight becomes a Footman; others: 2 Knights (Lannisport’s two, no choice needed)', () => {
    const r = run({ ...wild, card: 'Crow Killers' });
    expect(change(r, 'baratheon')).toMatchObject({ status: 'applied', replaced: [{ area: 'dragonstone', from: 'knight', to: 'footman' }] });
    expect(change(r, 'lannister').replaced).toHaveLength(2);
    expect(r.unitsAfter.lannister[0]).toEqual({ area: 'lannisport', units: ['footman', 'footman', 'footman'] });
  });

  it('a Knight with no Footman left to replace it is destroyed, in the order the table lists them', () => {
    const b = [
      { id: 'kingswood', owner: 'baratheon' as const, units: Array.from({ length: 8 }, () => F) },
      { id: 'dragonstone', owner: 'baratheon' as const, units: [F, K] },
      { id: 'storms-end', owner: 'baratheon' as const, units: [K] },
      { id: 'winterfell', owner: 'stark' as const, units: [F] },
    ];
    const two = bids.filter((x) => x.house !== 'lannister');
    expect(change(run({ threat: 8, bids: two, board: b, card: 'Crow Killers' }), 'baratheon')).toMatchObject({ status: 'pending', required: { field: 'replace', count: 2 } });
    const r = run({ threat: 8, bids: two, board: b, card: 'Crow Killers', choices: [{ house: 'baratheon', replace: [{ area: 'storms-end', type: 'knight' }, { area: 'dragonstone', type: 'knight' }] }] });
    expect(change(r, 'baratheon')).toMatchObject({ status: 'applied', replaced: [{ area: 'storms-end', from: 'knight', to: 'footman' }], destroyed: [{ area: 'dragonstone', type: 'knight' }] });
  });

  it('Night’s Watch: up to 2 Footmen become Knights, as many as Knights remain available', () => {
    expect(change(run({ ...nw, card: 'Crow Killers' }), 'stark')).toMatchObject({ status: 'pending', required: { field: 'replace', count: 2 } });
    const r = run({ ...nw, card: 'Crow Killers', choices: [{ house: 'stark', replace: [{ area: 'white-harbor', type: 'footman' }] }] });
    expect(change(r, 'stark').replaced).toEqual([{ area: 'white-harbor', from: 'footman', to: 'knight' }]);
    const knights = [{ id: 'winterfell', owner: 'stark' as const, units: [F, K, K] }, { id: 'karhold', owner: 'stark' as const, units: [F, K, K] }];
    const tooMany = run({ ...nw, board: knights, card: 'Crow Killers', choices: [{ house: 'stark', replace: [{ area: 'winterfell', type: 'footman' }, { area: 'karhold', type: 'footman' }] }] });
    expect(change(tooMany, 'stark').reasons[0].code).toBe('TOO_MANY');
  });
});

describe('Massing on the Milkwater (House cards: L1850-1909)', () => {
  const houses = [
    { house: 'baratheon' as const, hand: ['stannis-baratheon', 'renly-baratheon', 'patchface'] },
    { house: 'stark' as const, hand: ['eddard-stark', 'robb-stark'], discards: ['the-blackfish'] },
    { house: 'lannister' as const, hand: ['tywin-lannister'] },
  ];
  it('lowest discards every card of the highest strength; the others discard one of their choice; one card in hand: nothing', () => {
    const r = run({ ...wild, card: 'Massing on the Milkwater', houses, choices: [{ house: 'stark', discard: 'robb-stark' }] });
    expect(change(r, 'baratheon')).toMatchObject({ status: 'applied', cardsDiscarded: ['stannis-baratheon'] });
    expect(change(r, 'stark')).toMatchObject({ status: 'applied', cardsDiscarded: ['robb-stark'] });
    expect(change(r, 'lannister').status).toBe('nothing');
    expect(r.housesAfter.find((h: { house: string }) => h.house === 'stark')).toEqual({ house: 'stark', hand: ['eddard-stark'], discards: ['the-blackfish', 'robb-stark'] });
    expect(change(run({ ...wild, card: 'Massing on the Milkwater', houses }), 'stark').required).toMatchObject({ field: 'discard', options: ['eddard-stark', 'robb-stark'] });
  });

  it('Night’s Watch: the whole discard pile returns to hand; a card the house does not own is a 400', () => {
    expect(change(run({ ...nw, card: 'Massing on the Milkwater', houses }), 'stark')).toMatchObject({ status: 'applied', cardsReturned: ['the-blackfish'] });
    expect(fail({ ...nw, card: 'Massing on the Milkwater', houses: [{ house: 'stark', hand: ['tywin-lannister'] }] }).issues[0]).toMatchObject({ path: '/houses/0/hand/0', code: 'not_owned' });
  });
});

describe('A King Beyond the Wall (Influence moves: L2802-2826)', () => {
  it('lowest to the bottom of every track; then, in turn order, each other house to the bottom of Fiefdoms or King’s Court', () => {
    const choices = [{ house: 'stark' as const, track: 'kingsCourt' as const }, { house: 'lannister' as const, track: 'kingsCourt' as const }];
    const r = run({ ...wild, card: 'A King Beyond the Wall', tracks, choices });
    // Baratheon leaves the top of the Iron Throne track; Lannister (earlier in turn order) moves down first, then Stark
    expect(r.tracks).toEqual({ ironThrone: ['lannister', 'stark', 'baratheon'], fiefdoms: ['lannister', 'stark', 'baratheon'], kingsCourt: ['baratheon', 'lannister', 'stark'] });
    expect(change(r, 'baratheon').tracks).toEqual({ ironThrone: { from: 1, to: 3 }, fiefdoms: { from: 3, to: 3 }, kingsCourt: { from: 3, to: 3 } });
    expect(r.changes.map((c: { house: string }) => c.house)).toEqual(['baratheon', 'lannister', 'stark']);
  });

  it('the Iron Throne track is not a choice for the others; without tracks the card waits for them', () => {
    expect(change(run({ ...wild, card: 'A King Beyond the Wall', tracks, choices: [{ house: 'stark', track: 'ironThrone' }] }), 'stark').reasons[0].code).toBe('WRONG_TRACK');
    expect(change(run({ ...wild, card: 'A King Beyond the Wall' }), 'baratheon')).toMatchObject({ status: 'pending', required: { field: 'tracks' } });
  });

  it('Night’s Watch: the highest bidder takes the top of the track it names, with its Dominance token', () => {
    const out = moraleCapability.run({ kind: 'wildlingAttack', ...nw, card: 'A King Beyond the Wall', tracks, choices: [{ house: 'stark', track: 'ironThrone' }] } as MoraleRequest, ctx());
    expect((out.result as Record<string, any>).tracks.ironThrone).toEqual(['stark', 'baratheon', 'lannister']);
    expect(out.explanation.map((e) => e.text)).toContain('stark takes position 1 of the Iron Throne track and its Dominance token from baratheon');
  });
});

describe('Preemptive Raid', () => {
  it('lowest chooses: 2 units destroyed, or 2 places down its highest Influence track', () => {
    expect(change(run({ ...wild, card: 'Preemptive Raid', tracks }), 'baratheon')).toMatchObject({ status: 'pending', required: { field: 'option', options: ['destroy', 'influence'] } });
    const inf = run({ ...wild, card: 'Preemptive Raid', tracks, choices: [{ house: 'baratheon', option: 'influence' }] });
    expect(inf.tracks.ironThrone).toEqual(['lannister', 'stark', 'baratheon']);
    expect(change(inf, 'stark').status).toBe('nothing');
    const d = run({ ...wild, card: 'Preemptive Raid', choices: [{ house: 'baratheon', option: 'destroy', destroy: [{ area: 'dragonstone', type: 'knight' }, { area: 'kingswood', type: 'footman' }] }] });
    expect(change(d, 'baratheon').destroyed).toHaveLength(2);
    expect(change(run({ ...wild, card: 'Preemptive Raid', tracks, choices: [{ house: 'baratheon', option: 'influence', track: 'fiefdoms' }] }), 'baratheon').reasons[0].code).toBe('NOT_HIGHEST_TRACK');
  });

  it('option preemptiveRaidTieByIronThrone: when the lowest bidder’s highest tracks tie, the Iron Throne holder names the track (L1046-1049)', () => {
    // Baratheon is second on the Iron Throne and Fiefdoms tracks; Stark holds the Iron Throne
    const tied = { ironThrone: ['stark', 'baratheon', 'lannister'], fiefdoms: ['lannister', 'baratheon', 'stark'], kingsCourt: ['stark', 'lannister', 'baratheon'] } as MoraleRequest['tracks'];
    const own = run({ ...wild, card: 'Preemptive Raid', tracks: tied, choices: [{ house: 'baratheon', option: 'influence', track: 'fiefdoms' }] });
    expect(own.tracks.fiefdoms).toEqual(['lannister', 'stark', 'baratheon']);
    const opt = { preemptiveRaidTieByIronThrone: true };
    expect(change(run({ ...wild, card: 'Preemptive Raid', tracks: tied, choices: [{ house: 'baratheon', option: 'influence', track: 'fiefdoms' }] }, opt), 'baratheon').reasons[0].code).toBe('IRON_THRONE_DECIDES');
    expect(change(run({ ...wild, card: 'Preemptive Raid', tracks: tied, choices: [{ house: 'baratheon', option: 'influence' }] }, opt), 'baratheon')).toMatchObject({ status: 'pending', required: { field: 'track', options: ['ironThrone', 'fiefdoms'] } });
    const holder = run({ ...wild, card: 'Preemptive Raid', tracks: tied, choices: [{ house: 'baratheon', option: 'influence' }, { house: 'stark', track: 'ironThrone' }] }, opt);
    expect(holder.tracks.ironThrone).toEqual(['stark', 'lannister', 'baratheon']);
    expect(change(holder, 'baratheon').status).toBe('applied');
    // by default the holder has no say: his track is a choice the card does not take
    expect(() => run({ ...wild, card: 'Preemptive Raid', tracks: tied, choices: [{ house: 'baratheon', option: 'influence' }, { house: 'stark', track: 'ironThrone' }] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/choices/1/track', code: 'choice_not_needed' })] }));
  });

  it('Night’s Watch: a second attack at strength 6 without the highest bidder, resolved with its own card', () => {
    expect(change(run({ ...nw, card: 'Preemptive Raid' }), 'stark')).toMatchObject({ status: 'pending', required: { field: 'secondAttack', options: [{ house: 'lannister', availablePower: 3 }, { house: 'baratheon', availablePower: 2 }] } });
    const r = run({ ...nw, card: 'Preemptive Raid', secondAttack: { bids: [{ house: 'lannister', bid: 0 }, { house: 'baratheon', bid: 0 }], card: 'Skinchanger Scout', tieDecision: 'baratheon' } });
    expect(r.secondAttack).toMatchObject({ wildlingStrength: 6, nightsWatch: 0, outcome: 'wildlings', lowestBidder: 'baratheon', complete: true });
    expect(r.powerAfter).toEqual({ stark: 2, lannister: 1, baratheon: 0 });
    expect(r).toMatchObject({ newThreat: 0, complete: true });
  });

  it('the second attack cannot draw Preemptive Raid again (422), and takes no bid from the highest bidder (400)', () => {
    expect(fail({ ...nw, card: 'Preemptive Raid', secondAttack: { bids: [{ house: 'lannister', bid: 0 }, { house: 'baratheon', bid: 0 }], card: 'Preemptive Raid' } }).issues[0]).toMatchObject({ path: '/secondAttack/card', code: 'card_not_in_deck' });
    expect(fail({ ...nw, card: 'Preemptive Raid', secondAttack: { bids: [{ house: 'stark', bid: 0 }], card: 'Silence at the Wall' } }).issues[0].path).toBe('/secondAttack/bids/0/house');
    expect(fail({ ...wild, card: 'Mammoth Riders', secondAttack: { bids: [] } }).issues[0]).toMatchObject({ path: '/secondAttack', code: 'choice_not_needed' });
  });
});

describe('ties for the singled-out bidder (L2358-2363)', () => {
  const tie = bids.map((b) => ({ ...b, bid: b.house === 'stark' ? 1 : 0 }));
  it('without the holder’s decision no card effect is applied and the tie is reported; with it, the named house is singled out', () => {
    const r = run({ threat: 8, bids: tie, board, card: 'Mammoth Riders' });
    expect(r.tieDecisionRequired).toEqual({ by: 'ironThroneHolder', among: ['lannister', 'baratheon'] });
    expect(r.changes.map((c: { status: string }) => c.status)).toEqual(['undecided', 'undecided', 'undecided']);
    const d = run({ threat: 8, bids: tie, board, card: 'Mammoth Riders', tieDecision: 'baratheon' });
    expect(d.lowestBidder).toBe('baratheon');
    expect(change(d, 'baratheon')).toMatchObject({ role: 'lowest bidder', status: 'applied' });
  });

  it('a decision naming a house outside the tie, or given with no tie, is a 400', () => {
    expect(fail({ threat: 8, bids: tie, card: 'Mammoth Riders', tieDecision: 'stark' }).issues[0]).toMatchObject({ path: '/tieDecision', code: 'invalid_value' });
    expect(fail({ ...wild, card: 'Mammoth Riders', tieDecision: 'stark' }).issues[0]).toMatchObject({ path: '/tieDecision', code: 'choice_not_needed' });
  });
});
