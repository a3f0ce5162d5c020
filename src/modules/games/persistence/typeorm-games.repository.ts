import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  GamesRepository,
  type Game,
  type GameChanges,
  type GameEvent,
  type Guarded,
  type IdempotencyClaim,
  type NewGame,
  type StoredResponse,
} from '../games.repository.js';
import { GameEntity, GameEventEntity } from './entities.js';
import { idempotentTransaction } from './idempotent-transaction.js';
import { fromRawEvent, fromRawGame, toGame, toGameEvent, type RawEvent, type RawGame } from './mappers.js';

/** Saved games in Postgres through TypeORM. Version guards are conditional UPDATEs, not save(). */
export class TypeOrmGamesRepository extends GamesRepository {
  constructor(private readonly ds: DataSource) {
    super();
  }

  async get(id: string): Promise<Game | undefined> {
    const row = await this.ds.getRepository(GameEntity).findOneBy({ id });
    return row ? toGame(row) : undefined;
  }

  async list(f: { system?: string; owner?: string; before?: bigint; limit: number }): Promise<{ games: Game[]; next?: bigint }> {
    const qb = this.ds.getRepository(GameEntity).createQueryBuilder('g').orderBy('g.seq', 'DESC').limit(f.limit + 1);
    if (f.owner !== undefined) qb.andWhere('g.ownerKeyId = :owner', { owner: f.owner });
    if (f.system) qb.andWhere('g.system = :system', { system: f.system });
    if (f.before !== undefined) qb.andWhere('g.seq < :before', { before: f.before.toString() });
    const rows = await qb.getMany();
    const more = rows.length > f.limit;
    const page = rows.slice(0, f.limit);
    return { games: page.map(toGame), next: more ? BigInt(page[page.length - 1].seq) : undefined };
  }

  async replace(id: string, expected: number | null, changes: GameChanges): Promise<Guarded<Game>> {
    const sets = ['state = $2', 'version = version + 1', 'updated_at = now()'];
    const params: unknown[] = [id, JSON.stringify(changes.state)];
    if (changes.name !== undefined) {
      params.push(changes.name);
      sets.push(`name = $${params.length}`);
    }
    if (changes.visibility !== undefined) {
      params.push(changes.visibility);
      sets.push(`visibility = $${params.length}`);
    }
    if (changes.players !== undefined) {
      params.push(JSON.stringify(changes.players));
      sets.push(`players = $${params.length}`);
    }
    let where = 'id = $1';
    if (expected !== null) {
      params.push(expected);
      where += ` AND version = $${params.length}`;
    }
    const [rows] = (await this.ds.query(`UPDATE games SET ${sets.join(', ')} WHERE ${where} RETURNING *`, params)) as [RawGame[], number];
    if (rows.length === 1) return { ok: true, value: fromRawGame(rows[0]) };
    return this.whyNot(id);
  }

  async delete(id: string, expected: number | null): Promise<Guarded<void>> {
    const params: unknown[] = expected === null ? [id] : [id, expected];
    const [, count] = (await this.ds.query(`DELETE FROM games WHERE id = $1${expected === null ? '' : ' AND version = $2'}`, params)) as [unknown, number];
    if (count === 1) return { ok: true, value: undefined };
    return this.whyNot(id);
  }

  async events(gameId: string, after: number, limit: number): Promise<GameEvent[]> {
    const rows = await this.ds
      .getRepository(GameEventEntity)
      .createQueryBuilder('e')
      .where('e.gameId = :gameId AND e.seq > :after', { gameId, after })
      .orderBy('e.seq', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(toGameEvent);
  }

  async transaction(
    claim: IdempotencyClaim | undefined,
    work: (uow: UnitOfWork) => Promise<StoredResponse>,
  ): Promise<{ response: StoredResponse; replayed: boolean } | { conflict: true }> {
    return idempotentTransaction(this.ds, claim, (m) => new UnitOfWork(m), work);
  }

  private async whyNot<T>(id: string): Promise<Guarded<T>> {
    const rows = (await this.ds.query('SELECT version FROM games WHERE id = $1', [id])) as Array<{ version: number }>;
    return rows.length === 0 ? { ok: false, reason: 'missing' } : { ok: false, reason: 'stale', current: rows[0].version };
  }
}

class UnitOfWork {
  constructor(private readonly m: EntityManager) {}

  async insertGame(g: NewGame): Promise<Game> {
    const rows = (await this.m.query(
      `INSERT INTO games (id, system, rules_version, name, players, state, owner_key_id, visibility) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [randomUUID(), g.system, g.rulesVersion, g.name, JSON.stringify(g.players), JSON.stringify(g.state), g.ownerKeyId, g.visibility],
    )) as RawGame[];
    return fromRawGame(rows[0]);
  }

  /** Gapless per game: the row lock on the game serialises concurrent appends. */
  async appendEvent(gameId: string, kind: string, data: Record<string, unknown>): Promise<GameEvent | undefined> {
    const [bumped] = (await this.m.query(`UPDATE games SET event_count = event_count + 1 WHERE id = $1 RETURNING event_count`, [gameId])) as [
      Array<{ event_count: number }>,
      number,
    ];
    if (bumped.length === 0) return undefined;
    const rows = (await this.m.query(`INSERT INTO game_events (game_id, seq, kind, data) VALUES ($1, $2, $3, $4) RETURNING *`, [
      gameId,
      bumped[0].event_count,
      kind,
      JSON.stringify(data),
    ])) as RawEvent[];
    return fromRawEvent(rows[0]);
  }
}
