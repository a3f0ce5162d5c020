/** The saved-games port: what the games service needs from storage, whatever stores it. */
import type { Owned } from '../auth/ownership.js';

export interface Game extends Owned {
  id: string;
  system: string;
  rulesVersion: string;
  name: string;
  players: unknown[];
  state: Record<string, unknown>;
  version: number;
  eventCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface GameEvent {
  gameId: string;
  seq: number;
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

export type NewGame = Pick<Game, 'system' | 'rulesVersion' | 'name' | 'players' | 'state' | 'ownerKeyId' | 'visibility'>;
export type GameChanges = Pick<Game, 'state'> & Partial<Pick<Game, 'name' | 'players' | 'visibility'>>;

/** A stored HTTP answer, replayed for a repeated Idempotency-Key. */
export interface StoredResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** The result of a guarded write: done, or why not. */
export type Guarded<T> = { ok: true; value: T } | { ok: false; reason: 'missing' | 'stale'; current?: number };

/** Inside one transaction: the writes an idempotent request may make. */
export interface GamesUnitOfWork {
  insertGame(game: NewGame): Promise<Game>;
  appendEvent(gameId: string, kind: string, data: Record<string, unknown>): Promise<GameEvent | undefined>;
}

export abstract class GamesRepository {
  abstract get(id: string): Promise<Game | undefined>;
  /** Newest first; `before` is an exclusive cursor on the creation order; `owner` undefined = every owner. */
  abstract list(filter: { system?: string; owner?: string; before?: bigint; limit: number }): Promise<{ games: Game[]; next?: bigint }>;
  /** Conditional replace: only when the stored version equals `expectedVersion` (null = any). */
  abstract replace(id: string, expectedVersion: number | null, changes: GameChanges): Promise<Guarded<Game>>;
  abstract delete(id: string, expectedVersion: number | null): Promise<Guarded<void>>;
  abstract events(gameId: string, after: number, limit: number): Promise<GameEvent[]>;
  /**
   * Run `work` in one transaction. With a claim, the key is recorded in the same transaction:
   * a repeat of the same key returns the stored response (and `replayed`), nothing half-written.
   */
  abstract transaction(
    claim: IdempotencyClaim | undefined,
    work: (uow: GamesUnitOfWork) => Promise<StoredResponse>,
  ): Promise<{ response: StoredResponse; replayed: boolean } | { conflict: true }>;
}
