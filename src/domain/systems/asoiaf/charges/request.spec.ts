/** Bad charge requests: every offending field named by a pointer (400), impossible geometry (422). */
import { DomainError } from '../../../core/errors.js';
import { SeededRng } from '../../../core/prob/rng.js';
import { resolveCharge } from './charge.js';
import { chargerAt, ctxOf, faceToFace, FRONT, rect, request, target, unit } from './fixtures.js';
import type { ChargeRequest } from './request.js';

function failure(req: ChargeRequest, v = 'asoiaf-2021'): DomainError {
  try {
    resolveCharge(req, ctxOf(v));
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}
const paths = (e: DomainError) => e.issues.map((i) => `${i.path} ${i.code}`);

describe('asoiaf charges: bad input', () => {
  it('unknown units, cards and pieces are unknown_reference with pointers', () => {
    const e = failure({ ...request([chargerAt(24, 8, { catalogueId: 'nobody' }), target()], { terrain: [{ piece: 'volcano', polygon: rect(1, 1, 2, 2) }] }), targetId: 'ghost' });
    expect(e.code).toBe('unknown_reference');
    expect(paths(e)).toEqual(['/units/0/catalogueId unknown_card', '/terrain/0/piece unknown_piece', '/targetId unknown_unit']);
  });

  it('a terrain keyword or card of the other rules version is refused for this one', () => {
    const slowing = failure(faceToFace(8, { terrain: [{ keywords: ['rough', 'slowing'], polygon: rect(1, 1, 2, 2) }] }), 'asoiaf-2021');
    expect(paths(slowing)).toEqual(['/terrain/0/keywords/1 not_in_version']);
    const difficult = failure(faceToFace(8, { terrain: [{ keywords: ['difficult'], polygon: rect(1, 1, 2, 2) }] }), 'asoiaf-2018');
    expect(paths(difficult)).toEqual(['/terrain/0/keywords/0 not_in_version']);
    const card = failure(request([chargerAt(24, 8), target({ catalogueId: 'lannister-guardsmen' })]), 'asoiaf-2018');
    expect(paths(card)).toEqual(['/units/1/catalogueId not_in_version']);
  });

  it('a unit charging itself is invalid_input at /targetId (000_4d85fd9897d069bf.txt L1007-1012)', () => {
    const e = failure({ ...request([chargerAt(24, 8), target()]), targetId: 'swords' });
    expect(e.code).toBe('invalid_input');
    expect(paths(e)).toEqual(['/targetId same_unit']);
  });

  it('a charger without Speed, duplicate ids and a piece with neither name nor keywords are invalid_input', () => {
    const e = failure(request([chargerAt(24, 8, { speed: undefined }), target(), unit('guards', 'A', 5, 5, 0)], { terrain: [{ polygon: rect(1, 40, 2, 41) }] }));
    expect(e.code).toBe('invalid_input');
    expect(paths(e)).toEqual(['/units/2/id duplicate', '/terrain/0 required', '/units/0/speed required']);
  });

  it('overlapping trays, a tray off the table, degenerate sizes and a tray in Impassable terrain are impossible_state (422)', () => {
    const e = failure(
      request([chargerAt(24, 8), target(), unit('o', 'A', 24.5, 30.5, 0), unit('edge', 'A', 1, 20, 0), unit('flat', 'B', 40, 40, 0, { width: 0 })], {
        terrain: [{ keywords: ['impassable'], polygon: rect(22, FRONT - 11, 26, FRONT - 10) }, { keywords: ['rough'], polygon: [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3 }] }],
      }),
    );
    expect(e.code).toBe('impossible_state');
    expect(paths(e)).toEqual(['/units/2/centre overlap', '/units/3/centre off_table', '/units/4/width degenerate', '/units/0/centre in_impassable', '/terrain/1/polygon degenerate']);
  });

  it('a table of no size is impossible_state', () => {
    expect(paths(failure({ ...faceToFace(8), table: { width: 0, depth: 48 } }))).toContain('/table degenerate');
  });
});

describe('asoiaf charges: random tables never fail unexpectedly', () => {
  it('200 random tables with units and terrain give an answer or a DomainError, and legal answers have a chance', () => {
    const rng = new SeededRng('asoiaf-charge-fuzz');
    const r = (lo: number, hi: number) => lo + ((hi - lo) * (rng.die(1000) - 1)) / 999;
    const keywords = ['rough', 'difficult', 'impassable', 'blocksLoS', 'fortified', 'dangerous', 'cover'];
    let answered = 0;
    for (let i = 0; i < 200; i++) {
      const v = rng.die(2) === 1 ? 'asoiaf-2021' : 'asoiaf-2018';
      const units = Array.from({ length: 2 + rng.die(6) }, (_, k) => unit(k === 0 ? 'swords' : k === 1 ? 'guards' : `u${k}`, k % 2 === 0 ? 'A' : 'B', r(4, 44), r(4, 44), r(0, 360), { speed: 4 + rng.die(4), tray: (['infantry', 'cavalry', 'soloSmall', 'soloLarge'] as const)[rng.die(4) - 1] }));
      const terrain = Array.from({ length: rng.die(4) - 1 }, () => {
        const x = r(2, 40);
        const y = r(2, 40);
        const kw = keywords[rng.die(keywords.length) - 1];
        return { keywords: v === 'asoiaf-2018' && kw === 'difficult' ? ['slowing'] : [kw], polygon: rect(x, y, x + r(1, 6), y + r(1, 6)) };
      });
      try {
        const out = resolveCharge({ units, terrain, chargerId: 'swords', targetId: 'guards' }, ctxOf(v)).result as Record<string, any>;
        answered++;
        if (out.legal) expect(out.pSuccess).toBeGreaterThan(0);
        else expect(out.reasons.length).toBeGreaterThan(0);
      } catch (e) {
        expect(e).toBeInstanceOf(DomainError);
      }
    }
    expect(answered).toBeGreaterThan(10);
  });
});
