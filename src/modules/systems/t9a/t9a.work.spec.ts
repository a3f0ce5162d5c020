/**
 * The size of a t9a combat round before it runs (docs/t9a.md "Limits"): the joint outcomes of every wound pool, past
 * 100 000 a 422; past 5 000, or when special hits spread over a unit's R&F and characters (004_1ae45c4b93e4399d.txt
 * L1929-1931, L2629-2652) make the walk from each outcome large, off the event loop under the time budget.
 */
import { describe, expect, it } from '@jest/globals';
import { t9aWork } from './t9a.work.js';

const P = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const size = (body: Record<string, unknown>) => t9aWork.attacks!({ kind: 'combatRound', ...body });
const HEROES = [{ profile: { ...P, W: 3 } }, { profile: { ...P, W: 3 } }];

describe('t9a combat-round work estimate', () => {
  it('a round without special attacks is sized by its joint outcomes alone (unchanged)', () => {
    expect(size({ attacker: { profile: P, models: 40 }, target: { profile: P, models: 40 } })).toEqual({ heavy: false, exceeded: [] });
    expect(size({ attacker: { profile: P, models: 5 }, target: { profile: P, models: 40 }, combat: { sides: [{}, { characters: HEROES }] } })).toEqual({ heavy: false, exceeded: [] });
  });
  it('a Stomp on a unit with characters: few joint outcomes (2 × 41 × 16) but hits spread over 41 × 16 of them → off the event loop', () => {
    const body = { attacker: { troopType: 'monster', profile: P }, target: { profile: P, models: 40 }, combat: { sides: [{ specials: [{ kind: 'stomp' }] }, { characters: HEROES }] } };
    expect(size(body)).toEqual({ heavy: true, exceeded: [] });
    // a Crush Attack or a fighter's special attack is not spread; a unit without characters takes all the hits
    expect(size({ ...body, combat: { sides: [{ specials: [{ kind: 'crush' }, { kind: 'stomp', fighter: true }] }, { characters: HEROES }] } }).heavy).toBe(false);
    expect(size({ ...body, combat: { sides: [{ specials: [{ kind: 'stomp' }] }, {}] } }).heavy).toBe(false);
    // from another unit of the same side too
    expect(size({ ...body, combat: { sides: [{}, { characters: HEROES }], units: [{ side: 0, unit: { profile: P }, specials: [{ kind: 'stomp', value: 1 }] }] } }).heavy).toBe(true);
  });
  it('past 100 000 joint outcomes it is a 422 whatever the special attacks', () => {
    const out = size({ attacker: { troopType: 'chariot', profile: P, models: 400 }, target: { profile: P, models: 400 }, combat: { sides: [{ specials: [{ kind: 'impactHits' }] }, {}] } });
    expect(out.exceeded).toEqual([{ limit: 'combatRoundOutcomes', max: 100000, value: 401 * 401, path: '/combat' }]);
  });
});

describe('t9a artillery placed on the table (docs/t9a.md "Limits")', () => {
  const unit = (models?: number) => ({ centre: { x: 0, y: 0 }, facing: 0, width: 5, depth: 4, ...(models ? { models } : {}) });
  const placed = (units: unknown[]) => t9aWork.attacks!({ kind: 'artillery', target: { profile: P, models: 30 }, artillery: { weapon: 'catapult', strength: 3, placement: { units, aim: { x: 0, y: 0 } } } });
  it('lays out every unit\'s models (the target\'s by default): past 200 off the event loop, past 400 a 422', () => {
    expect(placed([unit(), unit(100)])).toEqual({ heavy: false, exceeded: [] });
    expect(placed([unit(), unit(100), unit(100)])).toEqual({ heavy: true, exceeded: [] });
    expect(placed([unit(), unit(200), unit(200)]).exceeded).toEqual([{ limit: 'placedModels', max: 400, value: 430, path: '/artillery/placement/units' }]);
  });
});
