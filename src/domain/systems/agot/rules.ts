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
} as const;
