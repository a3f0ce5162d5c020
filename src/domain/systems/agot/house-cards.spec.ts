/** Printed strength and icons of all 42 House cards (got-board-game.md Appendix A.5 [EXT]; seed-confirmed: Ser Jaime Lannister, Alester Florent, L2050-2086). */
import { HOUSE_CARDS, houseCard } from './house-cards.js';

// [house, card, strength, Swords, Fortifications], transcribed row by row from Appendix A.5
const A5: Array<[string, string, number, number, number]> = [
  ['stark', 'Eddard Stark', 4, 2, 0],
  ['stark', 'Robb Stark', 3, 0, 0],
  ['stark', 'Roose Bolton', 2, 0, 0],
  ['stark', 'Greatjon Umber', 2, 1, 0],
  ['stark', 'Ser Rodrick Cassel', 1, 0, 2],
  ['stark', 'The Blackfish', 1, 0, 0],
  ['stark', 'Catelyn Stark', 0, 0, 0],
  ['lannister', 'Tywin Lannister', 4, 0, 0],
  ['lannister', 'Ser Gregor Clegane', 3, 3, 0],
  ['lannister', 'Ser Jaime Lannister', 2, 1, 0],
  ['lannister', 'The Hound', 2, 0, 2],
  ['lannister', 'Ser Kevan Lannister', 1, 0, 0],
  ['lannister', 'Tyrion Lannister', 1, 0, 0],
  ['lannister', 'Cersei Lannister', 0, 0, 0],
  ['baratheon', 'Stannis Baratheon', 4, 0, 0],
  ['baratheon', 'Renly Baratheon', 3, 0, 0],
  ['baratheon', 'Ser Davos Seaworth', 2, 0, 0],
  ['baratheon', 'Brienne of Tarth', 2, 1, 1],
  ['baratheon', 'Salladhor Saan', 1, 0, 0],
  ['baratheon', 'Melisandre', 1, 1, 0],
  ['baratheon', 'Patchface', 0, 0, 0],
  ['greyjoy', "Euron Crow's Eye", 4, 1, 0],
  ['greyjoy', 'Victarion Greyjoy', 3, 0, 0],
  ['greyjoy', 'Balon Greyjoy', 2, 0, 0],
  ['greyjoy', 'Theon Greyjoy', 2, 0, 0],
  ['greyjoy', 'Dagmar Cleftjaw', 1, 1, 1],
  ['greyjoy', 'Asha Greyjoy', 1, 0, 0],
  ['greyjoy', 'Aeron Damphair', 0, 0, 0],
  ['tyrell', 'Mace Tyrell', 4, 0, 0],
  ['tyrell', 'Ser Loras Tyrell', 3, 0, 0],
  ['tyrell', 'Ser Garlan Tyrell', 2, 2, 0],
  ['tyrell', 'Randyll Tarly', 2, 1, 0],
  ['tyrell', 'Margaery Tyrell', 1, 0, 1],
  ['tyrell', 'Alester Florent', 1, 0, 1],
  ['tyrell', 'Queen of Thorns', 0, 0, 0],
  ['martell', 'The Red Viper', 4, 2, 1],
  ['martell', 'Areo Hotah', 3, 0, 1],
  ['martell', 'Obara Sand', 2, 1, 0],
  ['martell', 'Darkstar', 2, 1, 0],
  ['martell', 'Nymeria Sand', 1, 0, 0],
  ['martell', 'Arianne Martell', 1, 0, 0],
  ['martell', 'Doran Martell', 0, 0, 0],
];
// the 18 cards Appendix A.5 prints without an ability ("—")
const NO_ABILITY = new Set(['Eddard Stark', 'Greatjon Umber', 'Ser Rodrick Cassel', 'Ser Gregor Clegane', 'Ser Jaime Lannister', 'The Hound', 'Brienne of Tarth', 'Melisandre', "Euron Crow's Eye", 'Dagmar Cleftjaw', 'Ser Garlan Tyrell', 'Randyll Tarly', 'Margaery Tyrell', 'Alester Florent', 'The Red Viper', 'Areo Hotah', 'Obara Sand', 'Darkstar']);

describe('House cards: printed values (Appendix A.5)', () => {
  it('the table holds 42 cards, and the catalogue exactly those', () => {
    expect(A5).toHaveLength(42);
    expect(NO_ABILITY.size).toBe(18);
    expect(HOUSE_CARDS.map((c) => c.name).sort()).toEqual(A5.map((r) => r[1]).sort());
  });

  it.each(A5)('%s — %s: strength %i, %i Sword(s), %i Fortification(s)', (house, name, strength, swords, forts) => {
    const card = HOUSE_CARDS.find((c) => c.name === name)!;
    expect({ house: card.house, strength: card.strength, swords: card.swords, forts: card.forts }).toEqual({ house, strength, swords, forts });
    expect(houseCard(card.id)).toBe(card);
    expect(card.ability === undefined).toBe(NO_ABILITY.has(name));
  });
});
