/**
 * The state a Westeros phase is resolved against (AGoT Westeros phase: 001_4bc5a92fd4dd1b7e.txt
 * L580-650), the table's decisions carried in the request, and the record of what each card did.
 * Cards: cards.ts (supply, mustering, Power), bids.ts (Clash of Kings); the phase:
 * phase.ts.
 */
import { DomainError, pointer } from '../../../core/errors.js';
import type { Explainer } from '../../../core/explain.js';
import type { AreaState } from '../board.js';
import type { Track } from '../influence.js';
import type { House } from '../map-types.js';
import type { MusterPlan } from '../mustering.js';
import type { UnitRef } from '../supply-reconcile.js';
import type { Deck, WesterosCardId } from './deck.js';
import type { PutToTheSwordChoice, Restriction } from './restrictions.js';
import type { WildlingChoice } from '../wildling-state.js';

export interface WesterosHouse {
  house: House;
  availablePower: number;
  supplyLevel?: number;
  hand?: string[];
  discards?: string[];
}

/** One Wildling attack of the phase, in the order the attacks happen (the threat reaching 12, a Wildlings Attack card). */
export interface WildlingAttackDecision {
  bids: Array<{ house: House; bid: number }>;
  card?: string;
  choices?: WildlingChoice[];
  tieDecision?: House;
  secondAttack?: { bids: Array<{ house: House; bid: number }>; card?: string; choices?: WildlingChoice[]; tieDecision?: House };
}

export interface WesterosDecisions {
  /** A Throne of Blades: the Iron Throne holder's choice (L3029-3038). */
  throneOfBlades?: 'muster' | 'supply' | 'none';
  /** Dark Wings, Dark Words: the Messenger Raven holder's choice (L3054-3064). */
  darkWings?: 'clashOfKings' | 'gameOfThrones' | 'none';
  /** Put to the Sword: the Valyrian Steel Blade holder's choice (L3092-3103). */
  putToTheSword?: PutToTheSwordChoice;
  /** Supply: the units each house destroys so its armies fit the new level (L684-690). */
  supply?: Array<{ house: House; destroy: UnitRef[] }>;
  /** Mustering: each house's plan (an empty list musters nothing) (L780-881). */
  muster?: Array<{ house: House; areas: MusterPlan[] }>;
  /** Clash of Kings: the bids on each track (L919-940), and the Iron Throne holder's order for tied bidders (L933-937). */
  bids?: Partial<Record<Track, Array<{ house: House; bid: number }>>>;
  tieOrder?: Partial<Record<Track, House[]>>;
  wildlingAttacks?: WildlingAttackDecision[];
}

export interface WesterosRequest {
  /** The round marker when the phase starts (the round just played): 10 ends the game instead (L587-593). */
  round?: number;
  threat: number;
  /** The revealed cards, one per deck in deck order; `drawn`: what Winter Is Coming draws after the reshuffle, in order. */
  cards: Array<{ deck: Deck; card: WesterosCardId; drawn?: WesterosCardId[] }>;
  houses: WesterosHouse[];
  tracks: Record<Track, House[]>;
  board?: AreaState[];
  decisions?: WesterosDecisions;
}

export type StepStatus = 'applied' | 'nothing' | 'pending' | 'illegal' | 'undecided' | 'notReached';

/** What a card did to one house. */
export interface WesterosChange {
  house: House;
  status: 'applied' | 'nothing' | 'pending' | 'illegal';
  /** The Supply track before (when given) and after. */
  supply?: { from?: number; to: number };
  power?: { from: number; to: number; lostToPool: number };
  destroyed?: UnitRef[];
  mustered?: MusterPlan[];
  reconcile?: Record<string, unknown>;
  required?: Required;
  reasons?: Array<{ code: string; message: string; path: string }>;
}

/** What a step still needs: the request field (a JSON pointer), who decides, and the legal options. */
export interface Required {
  field: string;
  message: string;
  by?: House;
  count?: number;
  options?: unknown[];
}

export interface Step {
  step: 'round' | 'wildlingTrack' | 'card' | 'wildlingAttack';
  status: StepStatus;
  cite: string;
  deck?: Deck;
  card?: WesterosCardId;
  /** Winter Is Coming: the card drawn in its place. */
  drawn?: WesterosCardId;
  /** A Throne of Blades, Dark Wings, Dark Words, Put to the Sword: who chose, and what. */
  chooser?: { house: House; token: 'Iron Throne' | 'Messenger Raven' | 'Valyrian Steel Blade' };
  choice?: string;
  changes?: WesterosChange[];
  required?: Required;
  restriction?: Restriction | null;
  [extra: string]: unknown;
}

export interface PhaseState {
  board?: Map<string, AreaState>;
  houses: Map<House, WesterosHouse>;
  tracks: Record<Track, House[]>;
  threat: number;
  decisions: WesterosDecisions;
  /** Decision pointers some card read: on a complete phase, any other given decision was not needed. */
  read: Set<string>;
  /** The next entry of decisions.wildlingAttacks. */
  attacks: number;
  options: { darkWingsIgnoresPorts: boolean; wildlingTrackFirst: boolean; preemptiveRaidTieByIronThrone: boolean };
  ex: Explainer;
}

export const turnOrder = (s: PhaseState): House[] => [...s.tracks.ironThrone];

/** The house's decision entry of a per-house list, marked read. */
export function decisionOf<T extends { house: House }>(s: PhaseState, field: 'supply' | 'muster', house: House): { d: T; path: string } | undefined {
  const list = (s.decisions[field] ?? []) as unknown as T[];
  const i = list.findIndex((d) => d.house === house);
  if (i < 0) return undefined;
  const path = pointer('decisions', field, i);
  s.read.add(path);
  return { d: list[i], path };
}

export const bad = (path: string, code: string, message: string) => new DomainError('invalid_input', message, [{ path, code, message }]);

/** A step's status from its houses' changes. */
export function statusOf(changes: readonly WesterosChange[]): StepStatus {
  if (changes.some((c) => c.status === 'illegal')) return 'illegal';
  if (changes.some((c) => c.status === 'pending')) return 'pending';
  return changes.some((c) => c.status === 'applied') ? 'applied' : 'nothing';
}
