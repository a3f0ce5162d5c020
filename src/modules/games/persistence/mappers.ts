import type { Game, GameEvent } from '../games.repository.js';
import type { GameEntity, GameEventEntity } from './entities.js';

export function toGame(e: GameEntity): Game {
  return {
    id: e.id,
    system: e.system,
    rulesVersion: e.rulesVersion,
    name: e.name,
    players: e.players,
    state: e.state,
    version: e.version,
    eventCount: e.eventCount,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    ownerKeyId: e.ownerKeyId,
    visibility: e.visibility,
  };
}

export function toGameEvent(e: GameEventEntity): GameEvent {
  return { gameId: e.gameId, seq: e.seq, kind: e.kind, data: e.data, createdAt: e.createdAt };
}

/** Rows returned by raw SQL (`RETURNING *`) use the column names. */
export interface RawGame {
  id: string;
  seq: string;
  system: string;
  rules_version: string;
  name: string;
  players: unknown[];
  state: Record<string, unknown>;
  version: number;
  event_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  owner_key_id: string | null;
  visibility: 'private' | 'public';
}

export interface RawEvent {
  game_id: string;
  seq: number;
  kind: string;
  data: Record<string, unknown>;
  created_at: Date | string;
}

export function fromRawGame(r: RawGame): Game {
  return {
    id: r.id,
    system: r.system,
    rulesVersion: r.rules_version,
    name: r.name,
    players: r.players,
    state: r.state,
    version: r.version,
    eventCount: r.event_count,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    ownerKeyId: r.owner_key_id,
    visibility: r.visibility,
  };
}

export function fromRawEvent(r: RawEvent): GameEvent {
  return { gameId: r.game_id, seq: r.seq, kind: r.kind, data: r.data, createdAt: new Date(r.created_at) };
}
