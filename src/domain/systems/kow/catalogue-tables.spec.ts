import { describe, expect, it } from '@jest/globals';
import { resolveAttack } from './attacks.js';
import { DICE_ORDER, footprintTable, POINTS_ORIENTATION } from './catalogue-tables.js';
import { kowSystem } from './index.js';

// Kings of War catalogue: footprints 003_80333abf01c9832d.txt L57-87, hero bases L44-55, points L1024-1028
describe('KoW catalogue: footprints of every type and size (L76-87)', () => {
  const rows = footprintTable();
  const find = (type: string, size: string, w: number, d: number) => rows.find((r) => r.type === type && r.size === size && r.baseMm.w === w && r.baseMm.d === d);
  it('matches the seed table row by row, standard bases and the variants it names', () => {
    expect(find('Inf', 'Legion', 20, 20)!.footprintMm).toEqual({ w: 200, d: 120 });
    expect(find('Inf', 'Troop', 25, 25)!.footprintMm).toEqual({ w: 125, d: 50 });
    expect(find('Inf', 'Legion', 25, 25)!.footprintMm).toEqual({ w: 250, d: 150 });
    expect(find('Cav', 'Horde', 25, 50)!.footprintMm).toEqual({ w: 250, d: 100 });
    expect(find('Cav', 'Legion', 25, 50)).toBeUndefined();
    expect(find('LInf', 'Troop', 40, 40)).toBeUndefined();
    expect(find('LInf', 'Legion', 40, 40)!.footprintMm).toEqual({ w: 240, d: 80 });
    expect(find('LInf', 'Horde', 50, 50)!.footprintMm).toEqual({ w: 150, d: 100 });
    expect(find('LCav', 'Regiment', 50, 50)!.footprintMm).toEqual({ w: 150, d: 50 });
    expect(find('LCav', 'Horde', 50, 100)!.footprintMm).toEqual({ w: 150, d: 200 });
    expect(find('LCav', 'Legion', 50, 100)!.footprintMm).toEqual({ w: 300, d: 200 });
    expect(find('Mon', 'Single', 50, 100)!.footprintMm).toEqual({ w: 50, d: 100 });
  });
  it('gives inches too (100 mm = 3.937")', () => expect(find('Inf', 'Regiment', 20, 20)!.footprintInches).toEqual({ w: 3.937, d: 3.15 }));
  it("heroes default to their subtype's base", () => {
    expect(rows.filter((r) => r.type.startsWith('Hero/')).map((r) => [r.type, r.footprintMm.w, r.footprintMm.d])).toEqual([
      ['Hero/Inf', 20, 20], ['Hero/Cav', 25, 50], ['Hero/LInf', 40, 40], ['Hero/LCav', 50, 50], ['Hero/Mon', 50, 50],
    ]);
  });
  it('is served at GET /v1/kow with the base variants, the hero default, EX-22 and the dice order', () => {
    const cat = kowSystem.catalogue('kow-2e');
    expect(cat.footprints).toEqual(rows);
    expect(cat.heroBase).toMatchObject({ override: 'unit.baseMm' });
    // EX-22 (L1027-1028): orientation only, nothing is checked against it
    expect(cat.pointsOrientation).toBe(POINTS_ORIENTATION);
    expect(POINTS_ORIENTATION.note).toContain('about 100 points');
    expect(Object.keys(cat.diceOrder as object)).toEqual(['attacks', 'morale', 'charges', 'scoring', 'terrain', 'armies', 'cite']);
  });
});

describe('KoW dice order (API.md §2 Dice): attacks consume given dice as the catalogue says', () => {
  it('to-hit dice, then Elite rerolls of 1s, then damage dice, then Vicious rerolls', () => {
    expect(DICE_ORDER.attacks[0]).toMatch(/^to-hit/);
    const attacker = { type: 'Inf' as const, size: 'Regiment' as const, sp: 5, me: 4, ra: null, de: 4, att: 2, ne: { waver: 14, rout: 16 }, specialRules: [{ id: 'elite' }, { id: 'vicious' }] };
    const target = { ...attacker, specialRules: [] };
    // hit dice 1, 6; Elite reroll of the 1: 5 → 2 hits; damage dice 1, 4; Vicious reroll of the 1: 6 → 2 damage
    const r = resolveAttack({ kind: 'melee', attacker, target }, { rulesVersion: 'kow-2e', options: {}, dice: { mode: 'given', rolls: [1, 6, 5, 1, 4, 6] } });
    expect(r.result.outcome).toMatchObject({ hits: 2, damage: 2 });
    expect(r.rolls!.map((x) => [x.purpose, x.value, x.rerolled])).toEqual([
      ['hit', 1, false], ['hit', 6, false], ['hit', 5, true], ['damage', 1, false], ['damage', 4, false], ['damage', 6, true],
    ]);
  });
});
