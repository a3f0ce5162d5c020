import { DomainError } from '../../core/errors.js';
import { scoringCapability, type HouseStanding } from './scoring.js';

const ctx = { rulesVersion: 'agot-2e', options: {}, dice: { mode: 'exact' as const } };
const h = (house: HouseStanding['house'], controlledAreas: string[], over: Partial<HouseStanding> = {}): HouseStanding => ({
  house, controlledAreas, supply: 2, availablePower: 3, ironThrone: 1, ...over,
});
const score = (round: number, houses: HouseStanding[], roundComplete = true) => scoringCapability.run({ round, roundComplete, houses }, ctx).result;

describe('game end (001_4bc5a92fd4dd1b7e.txt L15-20, L1605-1627)', () => {
  const stark7 = ['winterfell', 'white-harbor', 'moat-cailin', 'riverrun', 'seagard', 'harrenhal', 'the-eyrie'];

  it('seven Castle/Stronghold areas win at once, in any round', () => {
    const r = score(4, [h('stark', stark7), h('lannister', ['lannisport'], { ironThrone: 2 }), h('baratheon', ['dragonstone'], { ironThrone: 3 })], false);
    expect(r).toMatchObject({ ended: true, reason: 'sevenCastles', winner: 'stark', margin: 6 });
  });

  it('before the end of round 10 without seven castles the game goes on', () => {
    expect(score(10, [h('stark', ['winterfell']), h('lannister', ['lannisport'], { ironThrone: 2 })], false)).toMatchObject({ ended: false, winner: null });
    expect(score(9, [h('stark', ['winterfell']), h('lannister', ['lannisport'], { ironThrone: 2 })])).toMatchObject({ ended: false });
  });

  it('after round 10, each tie-break in order: castles, strongholds, supply, power, Iron Throne', () => {
    const base = (a: Partial<HouseStanding>, b: Partial<HouseStanding>, aAreas = ['winterfell', 'moat-cailin'], bAreas = ['lannisport', 'harrenhal']) =>
      score(10, [h('stark', aAreas, { ironThrone: 2, ...a }), h('lannister', bAreas, { ironThrone: 1, ...b })]);
    expect(base({}, {}, ['winterfell', 'moat-cailin', 'white-harbor'])).toMatchObject({ winner: 'stark', decidedBy: { index: 1, criterion: 'castles' }, margin: 1 });
    expect(base({}, {}, ['winterfell', 'riverrun'])).toMatchObject({ winner: 'stark', decidedBy: { index: 2, criterion: 'strongholds' } });
    expect(base({ supply: 4 }, { supply: 3 })).toMatchObject({ winner: 'stark', decidedBy: { index: 3, criterion: 'supply' }, margin: 1 });
    expect(base({ availablePower: 9 }, { availablePower: 4 })).toMatchObject({ winner: 'stark', decidedBy: { index: 4, criterion: 'availablePower' }, margin: 5 });
    expect(base({}, {})).toMatchObject({ winner: 'lannister', reason: 'round10', decidedBy: { index: 5, criterion: 'ironThrone' } });
  });

  it('bad standings are precise errors', () => {
    expect(() => score(10, [h('stark', ['narnia']), h('lannister', [], { ironThrone: 2 })])).toThrow(DomainError);
    try {
      score(10, [h('stark', ['winterfell']), h('lannister', ['winterfell'], { ironThrone: 1 })]);
    } catch (e) {
      expect((e as DomainError).code).toBe('impossible_state');
      expect((e as DomainError).issues.map((i) => i.path).sort()).toEqual(['/houses/1/controlledAreas/0', '/houses/1/ironThrone']);
    }
  });
});
