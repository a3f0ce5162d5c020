/**
 * The shapes of one combat (AGoT 001_4bc5a92fd4dd1b7e.txt L1644-2179): the request, and the state
 * the combat steps and the House card abilities work on.
 */
import type { Explainer } from '../../core/explain.js';
import type { AreaState, UnitState, UnitType } from './board.js';
import type { HouseCard } from './house-cards.js';
import type { AreaData, House } from './map-types.js';
import type { TobCard, TobId } from './tides-of-battle.js';

export type Side = 'attacker' | 'defender';
export const SIDES: readonly Side[] = ['attacker', 'defender'];
export const opponent = (s: Side): Side => (s === 'attacker' ? 'defender' : 'attacker');

export type InfluenceTrack = 'ironThrone' | 'fiefdoms' | 'kingsCourt';
export const TRACKS: readonly InfluenceTrack[] = ['ironThrone', 'fiefdoms', 'kingsCourt'];
export const TRACK_NAMES: Record<InfluenceTrack, string> = { ironThrone: 'Iron Throne', fiefdoms: 'Fiefdoms', kingsCourt: "King's Court" };

/** The decisions a player makes for his House card's ability. */
export interface CardChoices {
  /** Tyrion Lannister ("may"): false declines to cancel the opponent's card; default: he cancels it. */
  cancel?: boolean;
  /** Robb Stark (winning): where the defeated defender retreats; null: he lets the defender choose. */
  retreatTo?: string | null;
  /** Cersei Lannister (winning; anywhere) or Queen of Thorns (adjacent): the area of the opponent's order to remove; null: he has none there. */
  removeOrder?: string | null;
  /** Renly Baratheon (winning): the Footman to upgrade — an index into the side's units, or into a supporting Baratheon area's units; null: not used. */
  upgrade?: { unit: number; area?: string } | null;
  /** Patchface (after combat): the card to discard from the opponent's hand; null: not used. */
  discardFromHand?: string | null;
  /** Doran Martell: the Influence track the opponent drops to the bottom of. */
  track?: InfluenceTrack;
}
export type ChoiceName = keyof CardChoices;

export interface CombatSide {
  house: House;
  units: UnitState[];
  card: string;
  /** Use the Valyrian Steel Blade for +1. */
  blade?: boolean;
  /** The house's whole discard pile before this combat (default empty). */
  discard?: string[];
  /** The card played instead when the first leaves the combat: cancelled by the opponent's Tyrion (null: none left in hand), or swapped by Aeron Damphair. */
  replacement?: string | null;
  /** Available Power (checked when Aeron Damphair pays 2). */
  availablePower?: number;
  choices?: CardChoices;
  /** Indexes into `units`: the units this house gives up first as casualties (L2099-2101); the rest follow Siege Engines, Footmen, Ships, Knights. */
  casualtyOrder?: number[];
}

export interface SupportDeclaration {
  area: string;
  house: House;
  units: UnitState[];
  star?: boolean;
  to: 'attacker' | 'defender' | 'none';
  /** The Valyrian Steel Blade asked for by the supporting house: refused, only a combatant may use it (L1989-1995). */
  blade?: boolean;
}

export interface TidesOfBattleInput {
  /** The card each side keeps; omitted: drawn (exact: every draw; seeded: the seeded generator). */
  attacker?: TobId;
  defender?: TobId;
  /** D10: the cards left in the deck before this combat; default the full 24. */
  deck?: TobId[];
  /** D9: the Blade holder throws back his first card when it is one of `on` and keeps the next. */
  bladeRedraw?: { side: Side; on?: TobId[] };
}

export interface CombatRequest {
  area: string;
  attacker: CombatSide & { from: string; marchModifier?: number };
  defender: CombatSide & {
    defenseOrder?: number;
    garrison?: number;
    /** The defender's Supply track position (retreat supply check, L2132-2138). */
    supplyLevel?: number;
    /** Where the defender retreats if it loses (L2126): one of the legal destinations; Robb Stark's choice takes its place. */
    retreatTo?: string;
  };
  supports?: SupportDeclaration[];
  /** Fiefdoms track, position 1 first (ties). */
  fiefdoms: House[];
  /** Iron Throne track, position 1 first (Stannis, order of card abilities). */
  ironThrone?: House[];
  /** King's Court track, position 1 first (Doran Martell). */
  kingsCourt?: House[];
  tidesOfBattle?: TidesOfBattleInput;
  /** The rest of the board (units, Power tokens, Neutral Forces; areas not listed are empty): retreat destinations and ship transport. */
  board?: AreaState[];
  /** The Valyrian Steel Blade token (held by Fiefdoms position 1): already used this round? */
  valyrianBlade?: { used?: boolean };
}

export interface Part {
  source: string;
  value: number;
}

export interface FightUnit {
  unit: UnitState;
  /** Index in the request's units. */
  index: number;
  destroyedBy?: string;
}

/** Why a unit left the board in this combat. */
export type DestroyCause = 'Swords' | 'Skull' | 'Mace Tyrell' | 'SIEGE_ENGINE_CANNOT_RETREAT' | 'ROUTED_CANNOT_RETREAT' | 'NO_LEGAL_RETREAT' | 'RETREAT_BREAKS_SUPPLY';
export interface DestroyedUnit {
  side: Side;
  index: number;
  type: UnitType;
  cause: DestroyCause;
}

/** The defeated side's retreat (L2110-2162). */
export interface RetreatReport {
  side: Side;
  house: House;
  /** Survivors must leave the embattled area. */
  mandatory: boolean;
  /** Who picks among the legal destinations (null: the rules fix it — a defeated attacker goes home). */
  chosenBy: House | null;
  /** The destination when fixed: the attacker's origin, Robb Stark's choice, or the only legal area. */
  to: string | null;
  legalDestinations: string[];
  /** Retreating units destroyed first to fit supply, per destination (non-zero only when every destination breaks supply). */
  unitsLostPerDestination: Record<string, number>;
  excluded: Array<{ area: string; reason: string }>;
  /** The units that retreat and are routed afterwards (L2147-2148). */
  routed: Array<{ index: number; type: UnitType }>;
  /** Supply was checked: the request gave the board and the defender's supplyLevel. */
  supplyChecked: boolean;
}

export interface GrantedSupport {
  area: string;
  house: House;
  units: UnitState[];
  star?: boolean;
}

export interface SideState {
  side: Side;
  house: House;
  /** The House card in play (null: none — Tyrion cancelled the only one). */
  card: HouseCard | null;
  /** Cards that go to this house's discard pile at the end of the combat. */
  spent: HouseCard[];
  units: FightUnit[];
  supports: GrantedSupport[];
  parts: Part[];
  swords: number;
  forts: number;
  skulls: number;
  blade: boolean;
  bladeRedraw: boolean;
  choices: CardChoices;
  discard: string[];
  tob?: TobCard;
  /** Units destroyed by Swords, then by Skulls. */
  swordCasualties: number;
  skullCasualties: number;
}

/** The card-play step's outcome (Tyrion, Aeron), computed once per request. */
export interface CardPlay {
  card: Record<Side, HouseCard | null>;
  spent: Record<Side, HouseCard[]>;
  steps: Array<{ side: Side; card: HouseCard; effect: string; power?: number }>;
}

export interface FightState {
  req: CombatRequest;
  where: AreaData;
  castle: boolean;
  s: Record<Side, SideState>;
  tracks: Partial<Record<InfluenceTrack, House[]>>;
  ex: Explainer;
  effects: Array<{ card: string; effect: string }>;
  /** Choices still awaited; the answer is complete when there are none. */
  pending: PendingChoice[];
  /** Robb Stark won and his player has not said where the defender retreats (decided once the legal areas are known). */
  robbUndecided?: House;
  /** Granted supports whose Support order a card removed (Queen of Thorns). */
  supportsRemoved: Array<{ area: string; reason: string }>;
  victor?: Side;
  destroyedByCards: Array<{ side: Side; type: string }>;
  ordersRemoved: Array<{ area: string; house: House; by: string }>;
  powerChanges: Array<{ house: House; change: number; card: string }>;
  trackChanges: Array<{ track: InfluenceTrack; order: House[] }>;
  upgrades: Array<{ side: Side; area: string; unit: number; from: 'footman'; to: 'knight' }>;
  retreatChoice?: { area: string; chosenBy: House };
  attackersMayEnter: boolean;
  marchOrderMoves: boolean;
  /** Roose Bolton's house takes its discard pile back. */
  discardReturns: Side[];
  tieBreak?: boolean;
  attackersEnter?: boolean;
  hands?: Hands;
  destroyed: DestroyedUnit[];
  retreat?: RetreatReport;
}

/** A choice an ability (or the retreat) still waits for: the request field that carries it and its legal values (null: the request lacks the state to list them). */
export interface PendingChoice {
  side: Side;
  house: House;
  /** The House card whose ability waits; null for the defender's own retreat destination. */
  card: string | null;
  field: string;
  message: string;
  options: unknown[] | null;
}

/** Each house's hand and discard pile after the combat. */
export type Hands = Record<Side, { hand: string[]; discard: string[] }>;
