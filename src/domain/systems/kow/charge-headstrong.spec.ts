import { describe, expect, it } from '@jest/globals';
import type { RulesContext } from '../../core/system.js';
import { runCharge, type ChargeRequest } from './charges.js';
import type { UnitInput } from './units.js';
import type { PlacedUnitInput } from './world.js';

// Kings of War Headstrong (003_80333abf01c9832d.txt L909-911): a Wavering unit that rolls 4+ at the start of its turn
// ignores the Wavering restrictions (L743-748) that turn, so it may be ordered to charge
const ctx = (): RulesContext => ({ rulesVersion: 'kow-2e', options: {}, dice: { mode: 'exact' } });
const regiment = (rules: string[] = []): UnitInput => ({ type: 'Inf', size: 'Regiment', sp: 5, me: 4, ra: null, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: rules.map((id) => ({ id })) });
const units = (rules: string[]): PlacedUnitInput[] => [
  { id: 'c', side: 'A', unit: regiment(rules), centre: { x: 36, y: 10 }, facing: 0, wavering: true },
  { id: 't', side: 'B', unit: regiment(), centre: { x: 36, y: 20 }, facing: 180 },
];
const charge = (req: Partial<ChargeRequest> & { units: PlacedUnitInput[] }) => runCharge({ charger: 'c', target: 't', ...req }, ctx());

describe('KoW charges: a Wavering Headstrong unit that passed its roll this turn (L909-911)', () => {
  it('may charge when listed in headstrongPassed; without it, it is Wavering and may not', () => {
    expect(charge({ units: units(['headstrong']) }).result.reasons.map((r) => r.code)).toEqual(['WAVERING_CANNOT_CHARGE']);
    const passed = charge({ units: units(['headstrong']), headstrongPassed: ['c'] });
    expect(passed.result.legal).toBe(true);
    expect(passed.explanation.some((s) => s.cite.includes('L909-911') && s.text.includes('Headstrong'))).toBe(true);
  });
  it('a unit without Headstrong cannot have passed the roll: 400 naming the pointer', () => {
    expect(() => charge({ units: units([]), headstrongPassed: ['c'] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/headstrongPassed/0' })] }));
  });
  it('an unknown id is an unknown reference', () => {
    expect(() => charge({ units: units(['headstrong']), headstrongPassed: ['nobody'] })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: '/headstrongPassed/0' })] }));
  });
});
