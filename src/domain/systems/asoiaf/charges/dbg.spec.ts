import { resolveCharge } from './charge.js';
import { ctxOf, faceToFace } from './fixtures.js';
it('dbg', () => {
  const r = resolveCharge(faceToFace(11.01), ctxOf()).result as any;
  console.log(r.legal, r.heading, r.distance, r.needed, JSON.stringify(r.reasons), faceToFace(11.01).units[0].centre);
});
