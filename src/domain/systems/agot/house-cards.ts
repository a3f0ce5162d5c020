/**
 * The 42 House cards: printed strength and icons (got-board-game.md Appendix A.5; the seed confirms
 * Ser Jaime Lannister, Alester Florent and Renly's text, 001_4bc5a92fd4dd1b7e.txt L1850-1988).
 */
import type { House } from './map-types.js';

export interface HouseCard {
  id: string;
  name: string;
  house: House;
  strength: number;
  swords: number;
  forts: number;
  /** The ability in a player's words, when the card has one (applied by house-card-abilities.ts). */
  ability?: string;
}

const c = (house: House, name: string, strength: number, swords: number, forts: number, ability?: string): HouseCard => ({
  id: name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, ''),
  name,
  house,
  strength,
  swords,
  forts,
  ...(ability ? { ability } : {}),
});

export const HOUSE_CARDS: readonly HouseCard[] = [
  c('stark', 'Eddard Stark', 4, 2, 0),
  c('stark', 'Robb Stark', 3, 0, 0, 'If you win, you choose the area the loser retreats to'),
  c('stark', 'Roose Bolton', 2, 0, 0, 'If you lose, take your whole discard pile, this card included, back into hand'),
  c('stark', 'Greatjon Umber', 2, 1, 0),
  c('stark', 'Ser Rodrick Cassel', 1, 0, 2),
  c('stark', 'The Blackfish', 1, 0, 0, 'You take no casualties this combat from card abilities, icons or Tides of Battle'),
  c('stark', 'Catelyn Stark', 0, 0, 0, 'A Defense order of yours in the embattled area counts double'),
  c('lannister', 'Tywin Lannister', 4, 0, 0, 'If you win, gain 2 Power'),
  c('lannister', 'Ser Gregor Clegane', 3, 3, 0),
  c('lannister', 'Ser Jaime Lannister', 2, 1, 0),
  c('lannister', 'The Hound', 2, 0, 2),
  c('lannister', 'Ser Kevan Lannister', 1, 0, 0, 'When attacking, your Footmen (supporting Lannister Footmen too) are worth 2'),
  c('lannister', 'Tyrion Lannister', 1, 0, 0, "Cancel the opponent's card; he must choose another (none left: no card)"),
  c('lannister', 'Cersei Lannister', 0, 0, 0, "If you win, remove one of the opponent's orders anywhere"),
  c('baratheon', 'Stannis Baratheon', 4, 0, 0, '+1 if the opponent is higher on the Iron Throne track'),
  c('baratheon', 'Renly Baratheon', 3, 0, 0, 'If you win, upgrade one of your participating Footmen (or a supporting Baratheon Footman) to a Knight'),
  c('baratheon', 'Ser Davos Seaworth', 2, 0, 0, '+1 and 1 Sword if Stannis Baratheon is in your discard pile'),
  c('baratheon', 'Brienne of Tarth', 2, 1, 1),
  c('baratheon', 'Salladhor Saan', 1, 0, 0, 'If you are supported, every non-Baratheon Ship has strength 0'),
  c('baratheon', 'Melisandre', 1, 1, 0),
  c('baratheon', 'Patchface', 0, 0, 0, "After combat, look at the opponent's hand and discard one card of your choice"),
  c('greyjoy', "Euron Crow's Eye", 4, 1, 0),
  c('greyjoy', 'Victarion Greyjoy', 3, 0, 0, 'When attacking, your Ships (supporting Greyjoy Ships too) are worth 2'),
  c('greyjoy', 'Balon Greyjoy', 2, 0, 0, "The printed strength of the opponent's card becomes 0"),
  c('greyjoy', 'Theon Greyjoy', 2, 0, 0, 'When defending an area with a Castle or Stronghold, +1 and 1 Sword'),
  c('greyjoy', 'Dagmar Cleftjaw', 1, 1, 1),
  c('greyjoy', 'Asha Greyjoy', 1, 0, 0, 'If you are not supported, gain 2 Swords and 1 Fortification'),
  c('greyjoy', 'Aeron Damphair', 0, 0, 0, 'You may discard 2 Power to swap this card for another'),
  c('tyrell', 'Mace Tyrell', 4, 0, 0, "Destroy one of the opponent's attacking or defending Footmen at once"),
  c('tyrell', 'Ser Loras Tyrell', 3, 0, 0, 'If attacking and you win, move the March order into the conquered area'),
  c('tyrell', 'Ser Garlan Tyrell', 2, 2, 0),
  c('tyrell', 'Randyll Tarly', 2, 1, 0),
  c('tyrell', 'Margaery Tyrell', 1, 0, 1),
  c('tyrell', 'Alester Florent', 1, 0, 1),
  c('tyrell', 'Queen of Thorns', 0, 0, 0, 'Remove one opponent order adjacent to the embattled area (not the March that started the combat)'),
  c('martell', 'The Red Viper', 4, 2, 1),
  c('martell', 'Areo Hotah', 3, 0, 1),
  c('martell', 'Obara Sand', 2, 1, 0),
  c('martell', 'Darkstar', 2, 1, 0),
  c('martell', 'Nymeria Sand', 1, 0, 0, 'Defending: gains 1 Fortification; attacking: gains 1 Sword'),
  c('martell', 'Arianne Martell', 1, 0, 0, 'If defending and you lose, the attackers may not enter the area (your units still retreat)'),
  c('martell', 'Doran Martell', 0, 0, 0, 'Move the opponent to the bottom of one Influence track of your choice'),
];

const byId = new Map(HOUSE_CARDS.map((h) => [h.id, h]));
export const houseCard = (id: string): HouseCard | undefined => byId.get(id);
