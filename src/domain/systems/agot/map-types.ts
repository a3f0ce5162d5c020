export type AreaType = 'land' | 'sea' | 'port';
export type House = 'stark' | 'lannister' | 'greyjoy' | 'tyrell' | 'baratheon' | 'martell';
export const HOUSES: readonly House[] = ['baratheon', 'lannister', 'stark', 'greyjoy', 'tyrell', 'martell'];

/** One area of the board, as printed. */
export interface AreaData {
  id: string;
  name: string;
  type: AreaType;
  /** Supply (barrel) icons. */
  supply: number;
  /** Power (crown) icons. */
  crowns: number;
  castle: 'none' | 'castle' | 'stronghold';
  /** Strength of the home Garrison placed at setup. */
  garrison: number | null;
  /** A Neutral Force token present at every player count (King's Landing 5, The Eyrie 6). */
  neutralForce: number | null;
  homeOf: House | null;
  portOf?: string;
  portSea?: string;
}
