/** The tournaments port: what the tournaments service needs from storage, whatever stores it. */
import type { Owned } from '../auth/ownership.js';
import type { IdempotencyClaim, StoredResponse } from '../games/games.repository.js';
import type { TableOutcome } from './presets.js';

export interface Scoring {
  preset: string;
  win: number;
  draw: number;
  loss: number;
}

export interface Tournament extends Owned {
  id: string;
  system: string;
  rulesVersion: string;
  name: string;
  scoring: Scoring;
  rounds: number;
  seed: string;
  roundsPaired: number;
  playerCount: number;
  eventCount: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface TournamentPlayer {
  id: number;
  name: string;
  club: string | null;
  army: Record<string, unknown> | null;
}

/** What is stored for a posted result: the body as posted and the outcome Arbiter scored. */
export interface StoredResult {
  posted: Record<string, unknown>;
  outcome: TableOutcome;
}

export interface TournamentTable {
  round: number;
  table: number;
  a: number;
  b: number | null;
  result: StoredResult | null;
  resultVersion: number;
}

export interface TournamentEvent {
  seq: number;
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

export type NewTournament = Pick<Tournament, 'system' | 'rulesVersion' | 'name' | 'scoring' | 'rounds' | 'seed' | 'ownerKeyId' | 'visibility'>;

/** Inside one transaction: the tournament's row is locked by `lock`, so its writes are serialised. */
export interface TournamentsUnitOfWork {
  insert(t: NewTournament): Promise<Tournament>;
  /** Lock the row for the rest of the transaction; undefined when it does not exist. */
  lock(id: string): Promise<Tournament | undefined>;
  players(id: string): Promise<TournamentPlayer[]>;
  tables(id: string): Promise<TournamentTable[]>;
  table(id: string, round: number, table: number): Promise<TournamentTable | undefined>;
  addPlayer(id: string, p: Omit<TournamentPlayer, 'id'>): Promise<TournamentPlayer>;
  addRound(id: string, round: number, tables: Array<{ a: number; b: number | null }>): Promise<TournamentTable[]>;
  /** Conditional: only when the stored result version equals `expected` (null = any). */
  setResult(id: string, round: number, table: number, expected: number | null, result: StoredResult): Promise<TournamentTable | undefined>;
  /** Append to the log (gapless: numbered from the locked row's counter) and bump the tournament's version. */
  appendEvent(id: string, kind: string, data: Record<string, unknown>): Promise<TournamentEvent>;
}

export abstract class TournamentsRepository {
  abstract get(id: string): Promise<Tournament | undefined>;
  /** The tournament with its players and tables, read in one snapshot. */
  abstract load(id: string): Promise<{ tournament: Tournament; players: TournamentPlayer[]; tables: TournamentTable[] } | undefined>;
  abstract events(id: string, after: number, limit: number): Promise<TournamentEvent[]>;
  /** As for games: one transaction, with the Idempotency-Key (if any) recorded in it. */
  abstract transaction(
    claim: IdempotencyClaim | undefined,
    work: (uow: TournamentsUnitOfWork) => Promise<StoredResponse>,
  ): Promise<{ response: StoredResponse; replayed: boolean } | { conflict: true }>;
}
