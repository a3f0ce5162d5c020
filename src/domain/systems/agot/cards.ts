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

/** What each Wildling card says (got-board-game.md Appendix A.7; the seed prints only Rattleshirt's Raiders); applied by wildling-cards.ts. */
export const WILDLING_EFFECTS: Readonly<Record<string, { lowest: string; others: string; highest: string }>> = {
  'Silence at the Wall': { lowest: 'nothing', others: 'nothing', highest: 'nothing' },
  'Preemptive Raid': {
    lowest: 'choose: destroy 2 of your units anywhere, or drop 2 positions on your highest Influence track',
    others: 'nothing',
    highest: 'the Wildlings attack again at strength 6; you take no part in that bid',
  },
  'Crow Killers': {
    lowest: 'replace all your Knights with available Footmen (Knights that cannot be replaced are destroyed)',
    others: 'replace 2 of your Knights with available Footmen (Knights that cannot be replaced are destroyed)',
    highest: 'may replace up to 2 of your Footmen anywhere with available Knights',
  },
  "Rattleshirt's Raiders": { lowest: '−2 Supply (min 0)', others: '−1 Supply (min 0)', highest: '+1 Supply (max 6)' },
  'Massing on the Milkwater': {
    lowest: 'if you hold more than one House card, discard all those with the highest strength',
    others: 'if you hold more than one House card, discard one of your choice',
    highest: 'take your whole discard pile back into hand',
  },
  'A King Beyond the Wall': {
    lowest: 'your tokens go to the bottom of every Influence track',
    others: "in turn order, each picks Fiefdoms or King's Court and goes to its bottom",
    highest: 'move to the top of one Influence track of your choice, taking its Dominance token',
  },
  'Mammoth Riders': { lowest: 'destroy 3 of your units anywhere', others: 'destroy 2 of your units anywhere', highest: 'may take 1 House card of your choice from your discard pile' },
  'The Horde Descends': {
    lowest: 'destroy 2 of your units in one of your Castle/Stronghold areas (else anywhere)',
    others: 'destroy 1 unit anywhere',
    highest: 'may muster in one Castle/Stronghold area you control',
  },
  'Skinchanger Scout': { lowest: 'discard all available Power', others: 'discard 2 available Power (or all you have)', highest: 'your bid Power returns to your available Power' },
};
