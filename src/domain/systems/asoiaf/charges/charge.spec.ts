import { resolveCharge } from './charge.js';
import { ctxOf, faceToFace } from './fixtures.js';

describe('asoiaf charges: worked examples', () => {
  it('WE-13: 8" away at Speed 5 needs a 3+ (000_4d85fd9897d069bf.txt L1097-1099; 002_953a7ceb75253954.txt L808)', () => {
    for (const v of ['asoiaf-2021', 'asoiaf-2018']) {
      const r = resolveCharge(faceToFace(8), ctxOf(v)).result;
      expect(r.legal).toBe(true);
      expect(r.needed).toBe(3);
      expect(r.pSuccessFraction).toBe('4/6');
    }
  });
});
