/**
 * The fifteen Westeros card types (AGoT Westeros cards: 001_4bc5a92fd4dd1b7e.txt L611-650, card
 * reference L3000-3103, card faces L3105-3203). Which deck holds how many copies and which carry a
 * Wildling icon is not printed in the seed: got-board-game.md Appendix A.6 [EXT] (30 cards, L41).
 */
export type WesterosCardId =
  | 'supply' | 'mustering' | 'aThroneOfBlades' | 'winterIsComing' | 'lastDaysOfSummer'
  | 'clashOfKings' | 'gameOfThrones' | 'darkWingsDarkWords'
  | 'wildlingsAttack' | 'putToTheSword' | 'stormOfSwords' | 'rainsOfAutumn' | 'seaOfStorms' | 'webOfLies' | 'feastForCrows';

export type Deck = 1 | 2 | 3;

export interface WesterosCard {
  id: WesterosCardId;
  name: string;
  /** Copies per deck (I, II, III). */
  copies: Partial<Record<Deck, number>>;
  /** Wildling icons on the card (the threat advances one space each, L598-606, L640-644). */
  wildlingIcons: number;
  text: string;
  cite: string;
}

const S = '001_4bc5a92fd4dd1b7e.txt';
const A6 = 'got-board-game.md Appendix A.6 [EXT]';

export const WESTEROS_CARDS: readonly WesterosCard[] = [
  { id: 'supply', name: 'Supply', copies: { 1: 3 }, wildlingIcons: 0, text: 'In turn order, each house sets its Supply track to the supply icons in the areas it controls, then reduces its armies to fit', cite: `${S} L657-690, L3007-3012, L3176-3179; ${A6}` },
  { id: 'mustering', name: 'Mustering', copies: { 1: 3 }, wildlingIcons: 0, text: 'In turn order, each house musters in every Castle and Stronghold area it controls', cite: `${S} L780-855, L3002-3005, L3173-3174; ${A6}` },
  { id: 'aThroneOfBlades', name: 'A Throne of Blades', copies: { 1: 2 }, wildlingIcons: 1, text: 'The Iron Throne holder chooses: everyone musters, or everyone updates supply and reduces armies, or nothing happens', cite: `${S} L3029-3038, L3165-3171; ${A6}` },
  { id: 'winterIsComing', name: 'Winter Is Coming', copies: { 1: 1, 2: 1 }, wildlingIcons: 0, text: 'Shuffle this deck, this card included, draw a new card and resolve it with its Wildling icons; again if Winter Is Coming comes up', cite: `${S} L3014-3018, L3181-3194; ${A6}` },
  { id: 'lastDaysOfSummer', name: 'Last Days of Summer', copies: { 1: 1, 2: 1 }, wildlingIcons: 1, text: 'Nothing happens', cite: `${S} L3026-3027, L3196-3203; ${A6}` },
  { id: 'clashOfKings', name: 'Clash of Kings', copies: { 2: 3 }, wildlingIcons: 0, text: "Remove every Influence token; bid for the Iron Throne, then Fiefdoms, then King's Court track", cite: `${S} L894-995, L3048-3052, L3149-3150; ${A6}` },
  { id: 'gameOfThrones', name: 'Game of Thrones', copies: { 2: 3 }, wildlingIcons: 0, text: 'In turn order, each house gains 1 Power per Power icon in the areas it controls, and 1 per friendly port holding a friendly Ship with no enemy Ship in its sea', cite: `${S} L3040-3046, L2640-2645, L3160-3163; ${A6}` },
  { id: 'darkWingsDarkWords', name: 'Dark Wings, Dark Words', copies: { 2: 2 }, wildlingIcons: 1, text: 'The Messenger Raven holder chooses: a Clash of Kings, or a Game of Thrones, or nothing', cite: `${S} L3054-3064, L3152-3158; ${A6}` },
  { id: 'wildlingsAttack', name: 'Wildlings Attack', copies: { 3: 3 }, wildlingIcons: 0, text: 'The Wildlings attack at the strength the Wildling track shows', cite: `${S} L3020-3024, L3126-3127; ${A6}` },
  { id: 'putToTheSword', name: 'Put to the Sword', copies: { 3: 2 }, wildlingIcons: 0, text: 'The Valyrian Steel Blade holder chooses for this Planning phase: no Defense orders, or no March +1 order, or no restriction', cite: `${S} L3092-3103, L3107-3113; ${A6}` },
  { id: 'stormOfSwords', name: 'Storm of Swords', copies: { 3: 1 }, wildlingIcons: 1, text: 'No Defense orders (the special one included) this Planning phase', cite: `${S} L3071-3074, L3139-3142; ${A6}` },
  { id: 'rainsOfAutumn', name: 'Rains of Autumn', copies: { 3: 1 }, wildlingIcons: 1, text: 'No special March +1 order this Planning phase', cite: `${S} L3066-3069, L3134-3137; ${A6}` },
  { id: 'seaOfStorms', name: 'Sea of Storms', copies: { 3: 1 }, wildlingIcons: 1, text: 'No Raid orders (the special one included) this Planning phase', cite: `${S} L3076-3079, L3144-3147; ${A6}` },
  { id: 'webOfLies', name: 'Web of Lies', copies: { 3: 1 }, wildlingIcons: 1, text: 'No Support orders (the special one included) this Planning phase', cite: `${S} L3087-3090, L3129-3132; ${A6}` },
  { id: 'feastForCrows', name: 'Feast for Crows', copies: { 3: 1 }, wildlingIcons: 1, text: 'No Consolidate Power orders (the special one included) this Planning phase', cite: `${S} L3081-3085, L3115-3124; ${A6}` },
];

export const WESTEROS_CARD_IDS = WESTEROS_CARDS.map((c) => c.id);
export const westerosCard = (id: string): WesterosCard | undefined => WESTEROS_CARDS.find((c) => c.id === id);

/** The cards of one deck, one entry per copy. */
export const deckCards = (deck: Deck): WesterosCardId[] => WESTEROS_CARDS.flatMap((c) => Array.from({ length: c.copies[deck] ?? 0 }, () => c.id));
