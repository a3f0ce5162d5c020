import { DomainError } from '../../core/errors.js';
import { minimumDestruction, moraleCapability, type MoraleRequest } from './morale.js';

const ctx = { rulesVersion: 'agot-2e', options: {}, dice: { mode: 'exact' as const } };
const run = (req: MoraleRequest) => moraleCapability.run(req, ctx).result as Record<string, unknown>;

describe('supply reconciliation (001_4bc5a92fd4dd1b7e.txt L684-742)', () => {
  it('the seed’s Lannister example: 4, 3, 2, 2 at supply 3 must lose 2 units (L724-742)', () => {
    expect(run({ kind: 'supplyReconcile', unitsPerArea: [4, 3, 2, 2, 1], supplyLevel: 3 })).toMatchObject({ fits: false, minimumDestroyed: 2, supplyAllows: [3, 2, 2, 2] });
    expect(run({ kind: 'supplyReconcile', unitsPerArea: [4, 3, 2, 2], supplyLevel: 5 })).toMatchObject({ fits: true, minimumDestroyed: 0 });
  });

  it('too many armies: the cheapest armies to break up are the small ones', () => {
    // Level 0 allows 2, 2: armies 3, 2, 2 → keep two 2s? No: keep 3 (cost 1) and 2 (0), break the other 2 (cost 1) = 2
    expect(minimumDestruction([3, 2, 2], 0).destroy).toBe(2);
    expect(minimumDestruction([2, 2, 2, 2], 1).destroy).toBe(2);
  });
});

describe('Wildling attack (001_4bc5a92fd4dd1b7e.txt L2260-2372)', () => {
  const bids = [
    { house: 'stark' as const, bid: 3, availablePower: 5 },
    { house: 'lannister' as const, bid: 1, availablePower: 4 },
    { house: 'baratheon' as const, bid: 0, availablePower: 2 },
  ];

  it('the Night’s Watch wins when the bids reach the threat; threat to 0; the highest bidder is rewarded', () => {
    const r = run({ kind: 'wildlingAttack', threat: 4, bids, card: "Rattleshirt's Raiders" });
    expect(r).toMatchObject({ outcome: 'nightsWatch', nightsWatch: 4, newThreat: 0, highestBidder: 'stark', powerDiscarded: { stark: 3, lannister: 1, baratheon: 0 } });
    expect(r.effects).toEqual([{ house: 'stark', role: 'highest bidder', effect: '+1 Supply (max 6)' }]);
  });

  it('the Wildlings win below the threat; threat back two spaces; lowest bidder and everyone else penalised', () => {
    const r = run({ kind: 'wildlingAttack', threat: 8, bids, card: "Rattleshirt's Raiders" });
    expect(r).toMatchObject({ outcome: 'wildlings', newThreat: 4, lowestBidder: 'baratheon' });
    expect((r.effects as Array<{ house: string; effect: string }>).map((e) => [e.house, e.effect])).toEqual([
      ['baratheon', '−2 Supply (min 0)'],
      ['stark', '−1 Supply (min 0)'],
      ['lannister', '−1 Supply (min 0)'],
    ]);
  });

  it('a tie for lowest bidder goes to the Iron Throne holder (L2358-2363)', () => {
    const r = run({ kind: 'wildlingAttack', threat: 12, bids: bids.map((b) => ({ ...b, bid: 0 })) });
    expect(r).toMatchObject({ outcome: 'wildlings', lowestBidder: null, tieDecisionRequired: { by: 'ironThroneHolder', among: ['stark', 'lannister', 'baratheon'] }, newThreat: 8 });
  });

  it('a bid above available Power and an unknown card are precise errors', () => {
    expect(() => run({ kind: 'wildlingAttack', threat: 4, bids: [{ house: 'stark', bid: 6, availablePower: 5 }] })).toThrow(DomainError);
    try {
      run({ kind: 'wildlingAttack', threat: 4, bids: [{ house: 'stark', bid: 6, availablePower: 5 }] });
    } catch (e) {
      expect((e as DomainError).issues[0]).toMatchObject({ path: '/bids/0/bid', code: 'BID_EXCEEDS_POWER' });
    }
    expect(() => run({ kind: 'wildlingAttack', threat: 4, bids, card: 'Dragon Attack' })).toThrow(/Wildling card/);
  });

  it('D12: the card first, then the track, then the bids; wildlingTrackFirst follows the printed steps: track, bids, card (L2318-2331)', () => {
    const b = [{ house: 'stark' as const, bid: 1, availablePower: 3 }, { house: 'lannister' as const, bid: 0, availablePower: 2 }];
    const req: MoraleRequest = { kind: 'wildlingAttack', threat: 8, bids: b, card: "Rattleshirt's Raiders" };
    expect(run(req).sequence).toEqual(['card', 'track', 'discardBids']);
    const first = moraleCapability.run(req, { ...ctx, options: { wildlingTrackFirst: true } });
    expect((first.result as Record<string, unknown>).sequence).toEqual(['track', 'discardBids', 'card']);
    expect(first.explanation.map((e) => e.text).findIndex((t) => t.includes('threat 8 → 4'))).toBeLessThan(first.explanation.map((e) => e.text).findIndex((t) => t.includes("Rattleshirt's Raiders:")));
  });
});
