/**
 * Westeros and Wildling decks (card names; AGoT 001_4bc5a92fd4dd1b7e.txt L41-43, L227-230;
 * composition from got-board-game.md Appendix A.6-A.7, not printed in the seed).
 */
const times = (n: number, name: string) => Array.from({ length: n }, () => name);

export const WESTEROS_DECKS: readonly [readonly string[], readonly string[], readonly string[]] = [
  [...times(3, 'Supply'), ...times(3, 'Mustering'), ...times(2, 'A Throne of Blades'), 'Winter Is Coming', 'Last Days of Summer'],
  [...times(3, 'Clash of Kings'), ...times(3, 'Game of Thrones'), ...times(2, 'Dark Wings, Dark Words'), 'Winter Is Coming', 'Last Days of Summer'],
  [...times(3, 'Wildlings Attack'), ...times(2, 'Put to the Sword'), 'Storm of Swords', 'Rains of Autumn', 'Sea of Storms', 'Web of Lies', 'Feast for Crows'],
];

export const WILDLING_CARDS: readonly string[] = [
  'Silence at the Wall',
  'Preemptive Raid',
  'Crow Killers',
  "Rattleshirt's Raiders",
  'Massing on the Milkwater',
  'A King Beyond the Wall',
  'Mammoth Riders',
  'The Horde Descends',
  'Skinchanger Scout',
];
