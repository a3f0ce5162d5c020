import { describe, expect, it } from '@jest/globals';
import type { DiceRequest, RulesContext } from '../../core/system.js';
import { runMorale, type MoraleRequest } from './morale.js';
import { readNerve } from './nerve.js';
import type { UnitInput } from './units.js';

const ctx = (dice: DiceRequest = { mode: 'exact' }): RulesContext => ({ rulesVersion: 'kow-2e', options: {}, dice });
const unit = (over: Partial<UnitInput> = {}): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 11, rout: 13 }, pts: 100, specialRules: [], ...over });
const roll = (req: Partial<MoraleRequest>, rolls: number[]) => runMorale({ unit: unit(), damage: 3, ...req }, ctx({ mode: 'given', rolls })).result.outcome;

describe('KoW nerve (003_80333abf01c9832d.txt L719-776)', () => {
  it('EX-05..07: Ne 11/13 with 3 damage: 7 Steady, 8-9 Wavering, 10+ Routed', () => {
    expect(roll({}, [3, 4])).toMatchObject({ result: 'steady', total: 10 });
    expect(roll({}, [4, 4])).toMatchObject({ result: 'wavering', total: 11 });
    expect(roll({}, [4, 5])).toMatchObject({ result: 'wavering', total: 12 });
    expect(roll({}, [4, 6])).toMatchObject({ result: 'routed', total: 13 });
  });
  it('double 1 is always Steady, ignoring modifiers (L762-766)', () => expect(roll({ damage: 20, brutal: true }, [1, 1])).toMatchObject({ result: 'steady' }));
  it('double 6 that does not rout makes the unit Waver (L756-760)', () => expect(readNerve(6, 6, { ne: { waver: 20, rout: 22 }, damage: 0, brutal: false }).result).toBe('wavering'));
  it('Fearless units cannot waver; a non-routing double 6 stays Steady (L768-776)', () => {
    const ne = { waver: null, rout: 14 };
    expect(readNerve(6, 6, { ne, damage: 0, brutal: false }).result).toBe('steady');
    expect(readNerve(6, 5, { ne, damage: 2, brutal: false }).result).toBe('steady');
    expect(readNerve(6, 5, { ne, damage: 3, brutal: false }).result).toBe('routed');
  });
  it('Brutal adds 1 to the total (L884-886)', () => expect(roll({ brutal: true }, [3, 4])).toMatchObject({ result: 'wavering', total: 11 }));
  it('Inspiring rerolls a Routed result once; the second stands (L925-931)', () => {
    expect(roll({ inspiringSources: [{ rule: 'inspiring', distance: 6 }] }, [6, 5, 1, 2])).toMatchObject({ result: 'steady', rerolled: true });
    expect(roll({ inspiringSources: [{ rule: 'inspiring', distance: 6 }] }, [6, 5, 6, 6])).toMatchObject({ result: 'routed', rerolled: true });
    expect(roll({ inspiringSources: [{ rule: 'inspiring', distance: 6.5 }] }, [6, 5])).toMatchObject({ result: 'routed', rerolled: false });
    expect(roll({ inspiringSources: [{ rule: 'inspiring', distance: 2, allied: true }] }, [6, 5])).toMatchObject({ rerolled: false });
    expect(roll({ unit: unit({ specialRules: [{ id: 'inspiring' }] }) }, [6, 5, 2, 2])).toMatchObject({ result: 'steady', rerolled: true });
  });
  it('Very Inspiring reaches 9" (L999-1001)', () => expect(roll({ inspiringSources: [{ rule: 'veryInspiring', distance: 9 }] }, [6, 5, 1, 2])).toMatchObject({ rerolled: true }));
  it('Iron Resolve removes 1 damage on Steady (L933-935)', () => expect(roll({ unit: unit({ specialRules: [{ id: 'ironResolve' }] }) }, [2, 3])).toMatchObject({ result: 'steady', damageAfter: 2 }));
  it('exact distribution equals brute force over 36 × 36 faces, with Inspiring', () => {
    const out = runMorale({ unit: unit(), damage: 3, inspiringSources: [{ rule: 'inspiring', distance: 1 }] }, ctx()).result;
    const spec = { ne: { waver: 11, rout: 13 }, damage: 3, brutal: false };
    const p: Record<string, number> = { steady: 0, wavering: 0, routed: 0 };
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
      const r = readNerve(a, b, spec).result;
      if (r !== 'routed') p[r]! += 1 / 36;
      else for (let c = 1; c <= 6; c++) for (let d = 1; d <= 6; d++) p[readNerve(c, d, spec).result]! += 1 / 1296;
    }
    expect(out.pSteady).toBeCloseTo(p.steady!, 12);
    expect(out.pWavering).toBeCloseTo(p.wavering!, 12);
    expect(out.pRouted).toBeCloseTo(p.routed!, 12);
    expect(out.pRouted).toBeCloseTo((6 / 36) ** 2, 12);
  });
  it('Headstrong: 4+ on a D6 ignores wavering (L909-911)', () => {
    const u = unit({ specialRules: [{ id: 'headstrong' }] });
    expect(runMorale({ unit: u, damage: 0, test: 'headstrong' }, ctx({ mode: 'given', rolls: [4] })).result.outcome).toEqual({ ignoresWavering: true });
    expect(runMorale({ unit: u, damage: 0, test: 'headstrong' }, ctx({ mode: 'given', rolls: [3] })).result.outcome).toEqual({ ignoresWavering: false });
    expect(runMorale({ unit: u, damage: 0, test: 'headstrong' }, ctx()).distribution?.ignoresWavering).toEqual([{ value: 'false', p: 0.5 }, { value: 'true', p: 0.5 }]);
  });
  it('negative damage is invalid_input at /damage', () => expect(() => runMorale({ unit: unit(), damage: -1 }, ctx())).toThrow(expect.objectContaining({ code: 'invalid_input' })));
  it('Regeneration(5): one die per damage point, each 5+ removes one (L966-970)', () => {
    const regen = unit({ specialRules: [{ id: 'regeneration', value: 5 }] });
    const exact = runMorale({ unit: regen, damage: 3, test: 'regeneration' }, ctx());
    expect(exact.result.meanRecovered).toBeCloseTo(1, 12);
    const all = (exact.distribution!.recovered as Array<{ value: number; p: number }>).find((e) => e.value === 3)!.p;
    expect(all).toBeCloseTo(1 / 27, 12);
    const given = runMorale({ unit: regen, damage: 3, test: 'regeneration' }, ctx({ mode: 'given', rolls: [5, 4, 6] }));
    expect(given.result.outcome).toEqual({ recovered: 2, damageAfter: 1 });
    expect(() => runMorale({ unit: unit(), damage: 3, test: 'regeneration' }, ctx())).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/unit/specialRules' })] }));
  });
});
