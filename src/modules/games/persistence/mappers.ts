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
  };
}

export function toGameEvent(e: GameEventEntity): GameEvent {
  return { gameId: e.gameId, seq: e.seq, kind: e.kind, data: e.data, createdAt: e.createdAt };
}
