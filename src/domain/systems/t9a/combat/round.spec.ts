/**
 * A whole combat round (004_1ae45c4b93e4399d.txt L1459-1500, L1704-1777, L2737-2769): initiative steps,
 * simultaneous strikes, casualties removed between steps, the combat result and the break test, challenges
 * and Overkill; exact answers against a brute force over every attack's dice on small combats.
 */
import { describe, expect, it } from '@jest/globals';
import type { DiceRequest } from '../../../core/system.js';
import { P, round, unit } from '../../../../../test/fixtures/t9a-round.js';
import type { AttackRequest } from '../attacks/index.js';
import type { CombatRoundReport } from './index.js';
import { pLd } from '../morale.js';

const given = (rolls: number[]): DiceRequest => ({ mode: 'given', rolls });

describe('initiative steps (L1495-1500)', () => {
  it('equal initiative strikes simultaneously: both single models die', () => {
    const { combat } = round({ attacker: unit(), target: unit() }, given([4, 4, 4, 4]));
    expect(combat.rolled).toMatchObject({ woundsCaused: [1, 1], destroyed: [true, true], winner: null, breakTests: [] });
  });
  it('the higher initiative strikes first: a model killed at I4 never strikes at I3', () => {
    const out = round({ attacker: unit({ profile: P({ I: 4 }) }), target: unit() }, given([4, 4, 4, 4]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [1, 0], destroyed: [false, true], winner: 0, breakTests: [] });
    expect(out.unusedRolls).toEqual([4, 4]);
  });
  it('casualties are removed between steps: 2 of 5 dead at I5 leave 3 attackers at I3 (L2128-2142), then the break test', () => {
    const out = round({ attacker: unit({ profile: P({ I: 5 }), models: 5, files: 5 }), target: unit({ models: 5, files: 5 }) }, given([6, 6, 1, 1, 1, 6, 6, 1, 1, 1, 3, 3]));
    const hits = out.rolls!.filter((r) => r.purpose === 'hit');
    expect(hits.map((r) => r.value)).toEqual([6, 6, 1, 1, 1, 1, 1, 1]);
    // 2 wounds to 0: the loser tests on Ld 7 − 2 = 5 and a 6 flees (L1758-1763)
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [2, 0], scores: [2, 0], winner: 0, difference: 2 });
    expect(out.combat.rolled!.breakTests[0]).toMatchObject({ ld: 5, roll: 6, outcome: 'flee' });
    expect(out.unusedRolls).toEqual([]);
  });
  it('a great weapon strikes at I0 after the enemy, whatever its I (L2410-2412)', () => {
    const out = round({ attacker: unit({ profile: P({ I: 6 }), weapon: 'greatWeapon' }), target: unit({ profile: P({ I: 1 }) }) }, given([4, 4, 4, 4]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [0, 1], destroyed: [true, false], winner: 1 });
  });
  it('supporting ranks lose attacks as rear models die: 10 models in 5 files lose 3 → 2 supporting attacks', () => {
    const out = round({ attacker: unit({ profile: P({ I: 5, A: 3 }), models: 1 }), target: unit({ models: 10, files: 5 }) }, given([6, 6, 6, 6, 6, 6, ...Array(7).fill(1), 3, 3]));
    expect(out.rolls!.filter((r) => r.purpose === 'hit').length).toBe(3 + 7);
    // 7 left in 5 files: one full rank against none, Steadfast: the break test ignores the −3 (L1764-1767)
    expect(out.combat.rolled!.breakTests[0]).toMatchObject({ steadfast: true, ld: 7, outcome: 'pass' });
  });
});

describe('combat result of the round (L1704-1757)', () => {
  it('charge +1, ranks counted after casualties, Steadfast lost with the ranks (L1719-1729, L1764-1770)', () => {
    // 15 in 5 files (3 full ranks) charge 20 in 5 files (4): the 20 lose 6 at I4, 14 left = 2 full ranks, no longer Steadfast
    const out = round({
      attacker: unit({ profile: P({ I: 4 }), models: 15, files: 5 }), target: unit({ models: 20, files: 5 }), combat: { sides: [{ charged: true }, {}] },
    }, given([...Array(10).fill(6), 6, 1, 1, 1, 1, 6, ...Array(10).fill(1), 3, 3]));
    const r = out.combat.rolled!;
    expect(r.woundsCaused).toEqual([6, 0]);
    expect(r.parts).toEqual([{ wounds: 6, charge: 1, ranks: 2 }, { wounds: 0, ranks: 1 }]);
    expect(r.breakTests[0]).toMatchObject({ steadfast: false, ld: 0, roll: 6, outcome: 'flee' });
    expect(out.unusedRolls).toEqual([]);
  });
});

describe('characters in the unit outside a challenge', () => {
  it('a character strikes the enemy R&F at its own I and lends its Ld to the break test (L1501-1545, L2584-2611)', () => {
    const hero = unit({ name: 'hero', profile: P({ WS: 4, S: 4, I: 2, A: 2, Ld: 9 }) });
    const out = round({
      attacker: unit({ models: 5, files: 5, profile: P({ I: 4 }) }), target: unit({ models: 5, files: 5, profile: P({ A: 0, Ld: 5 }) }), combat: { sides: [{}, { characters: [hero] }] },
    }, given([4, 4, 1, 1, 1, 4, 4, 3, 3, 3, 1, 4, 4]));
    const r = out.combat.rolled!;
    expect(r.woundsCaused).toEqual([2, 1]);
    expect(r.breakTests[0]).toMatchObject({ ld: 8, roll: 8, outcome: 'pass' });
    expect(out.unusedRolls).toEqual([]);
  });
});

describe('facings in the combat result (L1735-1740, L1768-1770)', () => {
  it('a rear charge with 2 full ranks: +3, and the 3-rank defender is Disrupted (no Steadfast)', () => {
    const out = round({
      attacker: unit({ models: 10, files: 5, profile: P({ A: 0 }) }), target: unit({ models: 15, files: 5, profile: P({ A: 0 }) }), combat: { sides: [{ facing: 'rear' }, {}] },
    }, given([3, 3]));
    const r = out.combat.rolled!;
    expect(r.parts).toEqual([{ wounds: 0, ranks: 1, rear: 3 }, { wounds: 0, ranks: 2 }]);
    expect(r.breakTests[0]).toMatchObject({ steadfast: false, ld: 5, roll: 6, outcome: 'flee' });
  });
});

describe('challenges and Overkill (L2737-2769, L1714-1718)', () => {
  const attacker = unit({ models: 10, files: 5, profile: P({ A: 0 }) });
  const target = unit({ models: 10, files: 5, champion: true, profile: P({ A: 0 }) });
  const character = unit({ name: 'hero', profile: P({ WS: 5, S: 5, T: 4, W: 2, I: 5, A: 4 }) });
  it('a character kills the champion with its first wound; the 3 wounds past its death are Overkill, +3 at most', () => {
    const out = round({ attacker, target, combat: { sides: [{ challenge: { character } }, { challenge: { champion: true } }] } }, given([3, 3, 3, 3, 2, 2, 2, 2, 1, 1]));
    const r = out.combat.rolled!;
    expect(r.woundsCaused).toEqual([1, 0]);
    expect(r.overkill).toEqual([3, 0]);
    // 1 + 3 Overkill + 1 rank (10 + the hero in 5 files) against 9 R&F in 1 full rank: −5 on Ld 7, a 2 passes
    expect(r.scores).toEqual([5, 0]);
    expect(r.breakTests[0]).toMatchObject({ ld: 2, roll: 2, outcome: 'pass' });
    expect(out.unusedRolls).toEqual([]);
  });
  it('without a challenge the same wounds beyond a model are lost (W1 champion: 1 wound counts)', () => {
    const ex = round({ attacker, target, combat: { sides: [{ challenge: { character } }, { challenge: { champion: true } }] } });
    expect(ex.combat.odds!.sides[0].meanOverkill).toBeGreaterThan(1);
    expect(ex.combat.odds!.sides[0].meanWoundsCaused).toBeLessThanOrEqual(1);
  });
  it('wounds beyond the R&F go to the champion even in a challenge, and they are not Overkill (L2776-2778)', () => {
    const champs = { sides: [{ challenge: { champion: true } }, { challenge: { champion: true } }] };
    const out = round({ attacker: unit({ models: 5, files: 5, champion: true, profile: P({ A: 2, I: 4 }) }), target: unit({ models: 4, files: 4, champion: true, profile: P({ A: 0 }) }), combat: champs },
      given([...Array(8).fill(6), 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1]));
    expect(out.combat.rolled).toMatchObject({ woundsCaused: [4, 0], overkill: [0, 0], destroyed: [false, true], winner: 0 });
    expect(out.unusedRolls).toEqual([]);
  });
  it('a refused challenge: the designated character makes no attacks and lends no Ld; a designated BSB loses its +1 (L2743-2750)', () => {
    const hero = unit({ name: 'hero', profile: P({ WS: 4, S: 4, I: 2, A: 2, Ld: 9 }) });
    const out = round({
      attacker: unit({ models: 5, files: 5, champion: true, profile: P({ I: 4 }) }), target: unit({ models: 5, files: 5, profile: P({ A: 0, Ld: 5 }) }),
      combat: { sides: [{ challenge: { champion: true } }, { characters: [hero], morale: { bsb: true }, challenge: { refused: true, designated: 0, designatedBsb: true } }] },
    }, given([4, 4, 1, 1, 4, 4, 1, 1, 3, 3]));
    const r = out.combat.rolled!;
    // the champion fights with its unit (4 R&F + champion), the hero strikes nothing; Ld 5 − 2 = 3 and no BSB +1
    expect(r.woundsCaused).toEqual([2, 0]);
    expect(r.parts[1]).toEqual({ wounds: 0 });
    expect(r.breakTests[0]).toMatchObject({ ld: 3, roll: 6, outcome: 'flee' });
    expect(() => round({ attacker: unit(), target: unit(), combat: { sides: [{}, { challenge: { refused: true } }] } })).toThrow(/needs its challenger/);
  });
  it('only the two fighters are listed as challenge strikers, not the characters or other units (L2751-2754)', () => {
    const chars = { sides: [{ challenge: { character }, characters: [unit({ name: 'aide' })] }, { challenge: { champion: true } }], units: [{ side: 1 as const, unit: unit({ name: 'y', profile: P({ A: 0 }) }) }] };
    expect(round({ attacker, target, combat: chars }).combat.strikers.map((s) => [s.name, s.challenge])).toEqual([
      ['infantry', false], ['infantry', false], ['hero', true], ['infantry champion', true], ['aide', false], ['y', false],
    ]);
  });
  it('a challenge needs a fighter on both sides; a champion must exist', () => {
    expect(() => round({ attacker, target, combat: { sides: [{ challenge: { character } }, {}] } })).toThrow(/fighter on each side/);
    expect(() => round({ attacker, target: { ...target, champion: false }, combat: { sides: [{ challenge: { character } }, { challenge: { champion: true } }] } })).toThrow(/no champion/);
  });
});

/** Brute force: every attack's three dice enumerated (hit, wound, armour), then every combination of attack outcomes. */
interface Side { models: number; files: number; W: number; A: number; I: number; hit: number; wound: number; save: number | null; charged?: boolean; ld: number }
const ok = (f: number, t: number | null) => t !== null && f !== 1 && f >= t;
function pUnsaved(s: Side, enemySave: number | null): number {
  let n = 0;
  for (let h = 1; h <= 6; h++) for (let w = 1; w <= 6; w++) for (let a = 1; a <= 6; a++) if (ok(h, s.hit) && ok(w, s.wound) && !ok(a, enemySave)) n++;
  return n / 216;
}
function brute(a: Side, b: Side) {
  const sides = [a, b];
  const p = [pUnsaved(a, b.save), pUnsaved(b, a.save)];
  let st = new Map<string, number>([['0|0', 1]]);
  for (let init = 10; init >= 0; init--) {
    const next = new Map<string, number>();
    for (const [k, q] of st) {
      const d = k.split('|').map(Number);
      const n = sides.map((s, i) => { const left = s.models - Math.floor(d[i] / s.W); return s.I === init && left > 0 ? Math.min(left, s.files) * s.A : 0; });
      for (let mask = 0; mask < 1 << (n[0] + n[1]); mask++) {
        let pr = q;
        const add = [0, 0];
        for (let j = 0; j < n[0] + n[1]; j++) {
          const by = j < n[0] ? 0 : 1;
          const hitIt = (mask >> j) & 1;
          pr *= hitIt ? p[by] : 1 - p[by];
          add[1 - by] += hitIt;
        }
        const nd = d.map((x, i) => Math.min(sides[i].models * sides[i].W, x + add[i]));
        next.set(nd.join('|'), (next.get(nd.join('|')) ?? 0) + pr);
      }
    }
    st = next;
  }
  const res = { pWin: [0, 0], pBreak: [0, 0], caused: [0, 0] };
  for (const [k, q] of st) {
    const d = k.split('|').map(Number);
    const alive = sides.map((s, i) => d[i] < s.models * s.W);
    res.caused[0] += q * d[1];
    res.caused[1] += q * d[0];
    if (!alive[0] || !alive[1]) { if (alive[0]) res.pWin[0] += q; if (alive[1]) res.pWin[1] += q; continue; }
    const score = [d[1] + (a.charged ? 1 : 0), d[0] + (b.charged ? 1 : 0)];
    if (score[0] === score[1]) continue;
    const w = score[0] > score[1] ? 0 : 1;
    res.pWin[w] += q;
    res.pBreak[1 - w] += q * (1 - pLd(sides[1 - w].ld - Math.abs(score[0] - score[1])));
  }
  return res;
}

describe('exact round against the brute force', () => {
  it('3 chargers at I4 against 3 armoured defenders with 2 attacks each at I3', () => {
    const out = round({
      attacker: unit({ profile: P({ I: 4 }), models: 3, files: 3 }),
      target: unit({ profile: P({ A: 2, Ld: 8 }), models: 3, files: 3, armour: ['light', 'shield'] }),
      combat: { sides: [{ charged: true }, {}] },
    });
    const b = brute({ models: 3, files: 3, W: 1, A: 1, I: 4, hit: 4, wound: 4, save: null, charged: true, ld: 7 }, { models: 3, files: 3, W: 1, A: 2, I: 3, hit: 4, wound: 4, save: 5, ld: 8 });
    const o = out.combat.odds!;
    [0, 1].forEach((s) => {
      expect(o.sides[s].pWin).toBeCloseTo(b.pWin[s], 12);
      expect(o.sides[s].pBreak).toBeCloseTo(b.pBreak[s], 12);
      expect(o.sides[s].meanWoundsCaused).toBeCloseTo(b.caused[s], 12);
    });
    const sum = (d: unknown) => (d as Array<{ p: number }>).reduce((x, e) => x + e.p, 0);
    expect(sum(out.distribution!.scoreDifference)).toBeCloseTo(1, 12);
  });
  it('multi-wound models at equal initiative (W2, S4 against T3: 3+ to wound), simultaneous', () => {
    const out = round({
      attacker: unit({ profile: P({ W: 2, S: 4, A: 2 }), models: 2, files: 2 }),
      target: unit({ profile: P({ W: 1, S: 3, A: 1 }), models: 4, files: 4 }),
    });
    const b = brute({ models: 2, files: 2, W: 2, A: 2, I: 3, hit: 4, wound: 3, save: null, ld: 7 }, { models: 4, files: 4, W: 1, A: 1, I: 3, hit: 4, wound: 4, save: null, ld: 7 });
    const o = out.combat.odds!;
    [0, 1].forEach((s) => {
      expect(o.sides[s].pWin).toBeCloseTo(b.pWin[s], 12);
      expect(o.sides[s].pBreak).toBeCloseTo(b.pBreak[s], 12);
      expect(o.sides[s].meanWoundsCaused).toBeCloseTo(b.caused[s], 12);
    });
  });
});

/** Every die of the given-dice path enumerated: each outcome with its probability. */
function enumerate(body: Omit<AttackRequest, 'kind'>): Array<[NonNullable<CombatRoundReport['rolled']>, number]> {
  const leaves: Array<[NonNullable<CombatRoundReport['rolled']>, number]> = [];
  const stack: number[][] = [[]];
  while (stack.length) {
    const pre = stack.pop()!;
    try { leaves.push([round(body, given(pre)).combat.rolled!, 6 ** -pre.length]); }
    catch (e) { if ((e as { code?: string }).code !== 'insufficient_dice') throw e; for (let f = 1; f <= 6; f++) stack.push([...pre, f]); }
  }
  return leaves;
}

describe('exact challenge against every die of the given-dice path', () => {
  it('two characters at I4 (WS0: the enemy hits automatically), Overkill and the winner match the enumeration', () => {
    const body: Omit<AttackRequest, 'kind'> = {
      attacker: unit({ models: 5, files: 5, profile: P({ A: 0 }) }), target: unit({ models: 5, files: 5, profile: P({ A: 0 }) }),
      combat: { sides: [
        { challenge: { character: unit({ profile: P({ WS: 0, S: 5, W: 2, I: 4, A: 2 }) }) }, morale: { unbreakable: true } },
        { challenge: { character: unit({ profile: P({ WS: 0, I: 4 }) }) }, morale: { unbreakable: true } },
      ] },
    };
    const leaves = enumerate(body);
    const o = round(body).combat.odds!;
    const E = (f: (r: NonNullable<CombatRoundReport['rolled']>) => number) => leaves.reduce((s, [r, p]) => s + p * f(r), 0);
    expect(E(() => 1)).toBeCloseTo(1, 12);
    [0, 1].forEach((s) => {
      expect(o.sides[s].meanOverkill).toBeCloseTo(E((r) => r.overkill[s]), 12);
      expect(o.sides[s].meanWoundsCaused).toBeCloseTo(E((r) => r.woundsCaused[s]), 12);
      expect(o.sides[s].pWin).toBeCloseTo(E((r) => (r.winner === s ? 1 : 0)), 12);
    });
    expect(o.sides[0].meanOverkill).toBeGreaterThan(0);
  });
  it('a challenge with a character outside it striking the R&F: the same odds as the enumeration', () => {
    const body: Omit<AttackRequest, 'kind'> = {
      attacker: unit({ models: 5, files: 5, profile: P({ A: 0 }) }), target: unit({ models: 5, files: 5, profile: P({ A: 0 }) }),
      combat: { sides: [
        { challenge: { character: unit({ profile: P({ WS: 0, S: 5, I: 4 }) }) }, morale: { unbreakable: true } },
        { challenge: { character: unit({ profile: P({ WS: 0, I: 4 }) }) }, characters: [unit({ profile: P({ I: 3 }) })], morale: { unbreakable: true } },
      ] },
    };
    const leaves = enumerate(body);
    const o = round(body).combat.odds!;
    const E = (f: (r: NonNullable<CombatRoundReport['rolled']>) => number) => leaves.reduce((s, [r, p]) => s + p * f(r), 0);
    [0, 1].forEach((s) => {
      expect(o.sides[s].meanWoundsCaused).toBeCloseTo(E((r) => r.woundsCaused[s]), 12);
      expect(o.sides[s].meanModelsLost).toBeCloseTo(E((r) => r.modelsRemoved[s]), 12);
      expect(o.sides[s].pWin).toBeCloseTo(E((r) => (r.winner === s ? 1 : 0)), 12);
    });
    expect(o.pTie).toBeCloseTo(E((r) => (r.winner === null && !r.destroyed[0] && !r.destroyed[1] ? 1 : 0)), 12);
  });
});
