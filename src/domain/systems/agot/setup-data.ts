/**
 * Opening positions not printed in the rulebook (they are on the player screens, seed
 * 001_4bc5a92fd4dd1b7e.txt L389-401): restated from shared/data/agot/README.md ("Setup facts"),
 * which cross-checks them with the seed (L232-250, L2858-2902) wherever it can.
 */
import type { House } from './map-types.js';

export type UnitKind = 'footman' | 'knight' | 'ship' | 'siegeEngine';

export interface PlayerCountSetup {
  houses: readonly House[];
  /** Areas holding an impassable token (3 players). */
  blocked: readonly string[];
  /** Neutral Force tokens by area (besides blocked ones). */
  neutralForces: Readonly<Record<string, number>>;
}

// AGoT player counts: 001_4bc5a92fd4dd1b7e.txt L2858-2902, L232-250
export const PLAYER_COUNTS: Readonly<Record<3 | 4 | 5 | 6, PlayerCountSetup>> = {
  3: {
    houses: ['baratheon', 'lannister', 'stark'],
    blocked: ['pyke', 'highgarden', 'oldtown', 'sunspear', 'salt-shore', 'yronwood', 'starfall', 'three-towers', 'dornish-marches', 'princes-pass', 'the-boneway', 'storms-end', 'port-of-pyke', 'port-of-oldtown', 'port-of-sunspear', 'port-of-storms-end'],
    neutralForces: { 'kings-landing': 5, 'the-eyrie': 6 },
  },
  4: {
    houses: ['baratheon', 'lannister', 'stark', 'greyjoy'],
    blocked: [],
    neutralForces: { oldtown: 3, 'three-towers': 3, 'dornish-marches': 3, 'princes-pass': 3, starfall: 3, yronwood: 3, 'the-boneway': 3, 'salt-shore': 3, 'storms-end': 4, sunspear: 5, 'kings-landing': 5, 'the-eyrie': 6 },
  },
  5: {
    houses: ['baratheon', 'lannister', 'stark', 'greyjoy', 'tyrell'],
    blocked: [],
    neutralForces: { 'three-towers': 3, 'princes-pass': 3, 'the-boneway': 3, starfall: 3, yronwood: 3, 'salt-shore': 3, sunspear: 5, 'kings-landing': 5, 'the-eyrie': 6 },
  },
  6: {
    houses: ['baratheon', 'lannister', 'stark', 'greyjoy', 'tyrell', 'martell'],
    blocked: [],
    neutralForces: { 'kings-landing': 5, 'the-eyrie': 6 },
  },
};

export const STARTING_UNITS: Readonly<Record<House, ReadonlyArray<readonly [string, readonly UnitKind[]]>>> = {
  stark: [['winterfell', ['footman', 'knight']], ['white-harbor', ['footman']], ['the-shivering-sea', ['ship']]],
  lannister: [['lannisport', ['footman', 'knight']], ['stoney-sept', ['footman']], ['the-golden-sound', ['ship']], ['port-of-lannisport', ['ship']]],
  greyjoy: [['pyke', ['footman', 'knight']], ['greywater-watch', ['footman']], ['ironmans-bay', ['ship']], ['port-of-pyke', ['ship']]],
  tyrell: [['highgarden', ['footman', 'knight']], ['dornish-marches', ['footman']], ['redwyne-straights', ['ship']]],
  baratheon: [['dragonstone', ['footman', 'knight']], ['kingswood', ['footman']], ['shipbreaker-bay', ['ship', 'ship']]],
  martell: [['sunspear', ['footman', 'knight']], ['salt-shore', ['footman']], ['sea-of-dorne', ['ship']]],
};

/** The Lannister ship in its port comes from errata v2 only (data README: disputed). */
export const ERRATA_LANNISTER_PORT_SHIP = 'port-of-lannisport';

export const STARTING_SUPPLY: Readonly<Record<House, number>> = { stark: 1, lannister: 2, greyjoy: 2, tyrell: 2, baratheon: 2, martell: 2 };

export const STARTING_TRACKS: Readonly<Record<'ironThrone' | 'fiefdoms' | 'kingsCourt', readonly House[]>> = {
  ironThrone: ['baratheon', 'lannister', 'stark', 'martell', 'greyjoy', 'tyrell'],
  fiefdoms: ['greyjoy', 'tyrell', 'martell', 'stark', 'baratheon', 'lannister'],
  kingsCourt: ['lannister', 'stark', 'martell', 'baratheon', 'tyrell', 'greyjoy'],
};
