import { describe, expect, it } from '@jest/globals';
import { asoiafWork } from './asoiaf.work.js';

describe('asoiaf work estimators', () => {
  it('a retreat (its search for any legal retreat) runs in the worker pool; a charge and the other modes inline', () => {
    const charges = asoiafWork.charges!;
    expect(charges({ mode: 'retreat', unitId: 'a' })).toEqual({ heavy: true, exceeded: [] });
    for (const mode of [undefined, 'charge', 'maneuver', 'march', 'target', 'reface']) expect(charges({ mode }).heavy).toBe(false);
  });

  it('an attack carrying natural 1s is heavy and bounded by attackStates', () => {
    const wildfire = (dice: number) => ({ profile: { name: 'Wildfire', kind: 'melee', hit: 4, dice: [dice], keywords: ['selfWoundOnOnes'] } });
    expect(asoiafWork.attacks!(wildfire(6))).toEqual({ heavy: true, exceeded: [] });
    expect(asoiafWork.attacks!(wildfire(64)).exceeded).toEqual([{ limit: 'attackStates', max: 64, value: 65, path: '/profile/dice' }]);
  });
});
