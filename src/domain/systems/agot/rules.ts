import { defineRule } from '../../core/explain.js';

/** AGoT rule citations (seed 001_4bc5a92fd4dd1b7e.txt). */
const S = '001_4bc5a92fd4dd1b7e.txt';
export const R = {
  setup: defineRule('agot.setup', `${S} L215-306`, 'Setting up the game'),
  playerCount: defineRule('agot.player-count', `${S} L2858-2923`, 'Games with fewer than six players'),
  neutralForces: defineRule('agot.neutral-forces', `${S} L232-250`, 'Neutral Force tokens'),
  influence: defineRule('agot.influence-setup', `${S} L270-290`, 'Influence tracks at the start, compacted toward position 1'),
  garrisons: defineRule('agot.garrisons', `${S} L296-298`, 'Garrisons on the home areas'),
  power: defineRule('agot.starting-power', `${S} L300-304`, 'Each house starts with 5 Power'),
  decks: defineRule('agot.decks', `${S} L220-230`, 'Wildling deck, threat on 2, Westeros decks I-III shuffled apart'),
  startingUnits: defineRule('agot.starting-units', `${S} L292-294, L389-401`, 'Starting units as printed on the screens'),
  sevenCastles: defineRule('agot.seven-castles', `${S} L15-20, L1605-1616`, 'Seven Castles or Strongholds win at once'),
  roundTen: defineRule('agot.round-ten', `${S} L1618-1627`, 'After round 10 the ranking decides'),
  raid: defineRule('agot.raid', `${S} L1364-1461, L2240-2243, L2609-2616`, 'Raid orders: targets, ports, pillage'),
  consolidate: defineRule('agot.consolidate', `${S} L1566-1583, L1631-1641, L2618-2624`, 'Consolidate Power: 1 + Power icons'),
  bidding: defineRule('agot.bidding', `${S} L911-995, L1027-1034`, 'Bidding on the Influence tracks'),
  portCapture: defineRule('agot.port-capture', `${S} L2631-2638`, 'Taking the land area of an enemy port: replace its ships'),
  march: defineRule('agot.march', `${S} L1467-1542`, 'Resolving a March order'),
  transport: defineRule('agot.ship-transport', `${S} L2374-2417`, 'Ship transport'),
  neutralForce: defineRule('agot.neutral-force', `${S} L2692-2766`, 'Attacking a Neutral Force'),
  supply: defineRule('agot.supply-limits', `${S} L651-742`, 'Supply limits'),
  control: defineRule('agot.establish-control', `${S} L1522-1526, L2468-2479`, 'Leaving a Power token to keep control'),
  muster: defineRule('agot.mustering', `${S} L773-881`, 'Mustering'),
  orders: defineRule('agot.orders', `${S} L1140-1210`, 'Placing orders'),
  wildlings: defineRule('agot.wildling-attack', `${S} L2260-2326`, 'Wildling attack'),
  wildlingTies: defineRule('agot.wildling-ties', `${S} L2358-2363`, 'Ties for highest or lowest bidder'),
  retreat: defineRule('agot.retreat', `${S} L2110-2162`, 'Retreat and routing'),
  combatStrength: defineRule('agot.combat-strength', `${S} L1788-1807`, 'Initial combat strength'),
  houseCards: defineRule('agot.house-cards', `${S} L1850-1988`, 'House cards'),
  victor: defineRule('agot.victor', `${S} L2032-2037`, 'The higher total wins'),
  fiefdoms: defineRule('agot.fiefdoms-tie', `${S} L2032-2041`, 'A tie goes to the higher on the Fiefdoms track'),
  casualties: defineRule('agot.casualties', `${S} L2039-2108`, 'Casualties: Swords minus Fortifications'),
  cardOrder: defineRule('agot.card-order', `${S} L1873-1898`, 'Card abilities: cancel first, then the others, then win/lose, each in Iron Throne order'),
  blade: defineRule('agot.valyrian-blade', `${S} L1989-1995`, 'The Valyrian Steel Blade: +1, once per round'),
  endOfCombat: defineRule('agot.end-of-combat', `${S} L2164-2179`, 'End of combat: orders, control, cards to the discard pile'),
  lastCard: defineRule('agot.last-house-card', `${S} L1906-1909`, 'The seventh card played returns the other six to hand'),
  influenceShift: defineRule('agot.influence-shift', `${S} L2806-2826`, 'Moving on an Influence track outside the bidding; the Dominance token follows position 1'),
  tidesOfBattle: defineRule('agot.tides-of-battle', `${S} L2924-2972; got-board-game.md Appendix A.8 [EXT]`, 'Tides of Battle: each side draws a card, adds its strength and icons'),
  tobBlade: defineRule('agot.tides-of-battle-blade', `${S} L2948-2957; got-board-game.md §11.3 D9`, 'The Valyrian Steel Blade redraws a Tides of Battle card'),
  skulls: defineRule('agot.tides-of-battle-skulls', `${S} L2976-2989, L2689-2690`, 'Skulls: one casualty for the opponent, whoever won; Garrisons immune'),
} as const;

/** One rule per House card ability (texts: got-board-game.md Appendix A.5 [EXT]; timing L1873-1898). */
const A5 = 'got-board-game.md Appendix A.5 [EXT]';
const card = (id: string, title: string, cite = `${A5}; ${S} L1873-1898`) => defineRule(`agot.card.${id}`, cite, title);
export const CARD_RULES = {
  'robb-stark': card('robb-stark', 'Robb Stark: if you win, you choose where the loser retreats'),
  'roose-bolton': card('roose-bolton', 'Roose Bolton: if you lose, your whole discard pile returns to hand'),
  'the-blackfish': card('the-blackfish', 'The Blackfish: no casualties from card abilities, icons or Tides of Battle'),
  'catelyn-stark': card('catelyn-stark', 'Catelyn Stark: your Defense order counts double'),
  'tywin-lannister': card('tywin-lannister', 'Tywin Lannister: if you win, gain 2 Power'),
  'ser-kevan-lannister': card('ser-kevan-lannister', 'Ser Kevan Lannister: attacking, Lannister Footmen are worth 2'),
  'tyrion-lannister': card('tyrion-lannister', "Tyrion Lannister: cancel the opponent's card; he chooses another"),
  'cersei-lannister': card('cersei-lannister', "Cersei Lannister: if you win, remove one of the opponent's orders"),
  'stannis-baratheon': card('stannis-baratheon', 'Stannis Baratheon: +1 if the opponent is higher on the Iron Throne'),
  'renly-baratheon': card('renly-baratheon', 'Renly Baratheon: if you win, upgrade one Footman to a Knight', `${S} L1957-1986`),
  'ser-davos-seaworth': card('ser-davos-seaworth', 'Ser Davos Seaworth: +1 and a Sword with Stannis in the discard pile'),
  'salladhor-saan': card('salladhor-saan', 'Salladhor Saan: supported, every non-Baratheon Ship is worth 0'),
  patchface: card('patchface', "Patchface: after combat, discard a card from the opponent's hand"),
  'victarion-greyjoy': card('victarion-greyjoy', 'Victarion Greyjoy: attacking, Greyjoy Ships are worth 2'),
  'balon-greyjoy': card('balon-greyjoy', "Balon Greyjoy: the opponent's printed strength becomes 0"),
  'theon-greyjoy': card('theon-greyjoy', 'Theon Greyjoy: defending a Castle or Stronghold, +1 and a Sword'),
  'asha-greyjoy': card('asha-greyjoy', 'Asha Greyjoy: unsupported, 2 Swords and 1 Fortification'),
  'aeron-damphair': card('aeron-damphair', 'Aeron Damphair: pay 2 Power to swap this card for another'),
  'mace-tyrell': card('mace-tyrell', "Mace Tyrell: destroy one of the opponent's Footmen", `${A5}; ${S} L2015-2018`),
  'ser-loras-tyrell': card('ser-loras-tyrell', 'Ser Loras Tyrell: attacking and winning, the March order moves into the conquered area'),
  'queen-of-thorns': card('queen-of-thorns', 'Queen of Thorns: remove an opponent order adjacent to the embattled area'),
  'nymeria-sand': card('nymeria-sand', 'Nymeria Sand: a Fortification defending, a Sword attacking'),
  'arianne-martell': card('arianne-martell', 'Arianne Martell: defending and losing, the attackers may not enter'),
  'doran-martell': card('doran-martell', 'Doran Martell: the opponent goes to the bottom of one Influence track', `${A5}; ${S} L2806-2826`),
} as const;

// map and march
/** Options every AGoT capability takes because every rule reads the board (shared/data/agot/README.md, "Disputed adjacencies"). */
export const MAP_OPTIONS = [
  {
    name: 'adjacencies',
    description: "'seed' (default): the board data (58 areas, 143 adjacencies, 8 ports), whose pairs include every one the seed's examples state; 'extended': also the five pairs and the Highgarden port only the second engine compared has (blackwater–dornish-marches, blackwater–kingswood, blackwater–the-boneway, harrenhal–kings-landing, oldtown–the-reach; port-of-highgarden on redwyne-straights)",
    type: 'enum',
    default: 'seed',
    values: ['seed', 'extended'],
    cite: 'shared/data/agot/README.md "Disputed adjacencies"; 001_4bc5a92fd4dd1b7e.txt L1816-1819',
  },
] as const;
